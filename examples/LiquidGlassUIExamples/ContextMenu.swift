import LiquidGlassUI

/// Creation 5: a custom floating menu of glass rows.
public struct GlassContextMenu: View {
    struct Item: Identifiable {
        let id: String
        let symbol: String
        var isDestructive = false
    }

    @State private var isShowing: Bool
    private let items = [Item(id: "Edit", symbol: "pencil"), Item(id: "Share", symbol: "square.and.arrow.up"),
                         Item(id: "Delete", symbol: "trash", isDestructive: true)]

    public init(isShowing: Bool = false) { _isShowing = State(initialValue: isShowing) }

    public var body: some View {
        ZStack(alignment: .topLeading) {
            Image("brick").resizable().scaledToFill().frame(width: 402, height: 360).clipped()
            Text("Long press me")
                .font(.headline)
                .padding(.horizontal, 16)
                .padding(.vertical, 10)
                .glassEffect()
                .onLongPressGesture { isShowing = true }
                .padding(24)
            if isShowing {
                VStack(spacing: 0) {
                    ForEach(items) { item in
                        HStack {
                            Text(item.id).foregroundStyle(item.isDestructive ? .red : .primary)
                            Spacer()
                            Image(systemName: item.symbol).foregroundStyle(item.isDestructive ? .red : .secondary)
                        }
                        .padding(.horizontal, 16)
                        .padding(.vertical, 13)
                        if item.id != items.last?.id {
                            Divider()
                        }
                    }
                }
                // The width goes on the stack, not on the rows: a `Divider` takes all the width it is offered, so
                // with 240 pt rows the menu would still stretch to the screen's edge (as it does in SwiftUI).
                .frame(width: 240)
                .glassEffect(.regular, in: .rect(cornerRadius: 22))
                .shadow(color: .black.opacity(0.2), radius: 20, y: 8)
                .accessibilityIdentifier("menu")
                .padding(.leading, 24)
                .padding(.top, 84)
            }
        }
        .frame(width: 402, height: 360)
    }
}
