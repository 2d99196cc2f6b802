import LiquidGlassUI

/// Creation 5: a custom floating menu of glass rows, grouped with the button that opens it. Its depth comes from
/// the glass's own shadow (a `shadow` on glass would fight it).
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
            // The button and the menu it opens are one container's glass: they share their sampling and the menu
            // can grow out of the button.
            GlassEffectContainer {
                ZStack(alignment: .topLeading) {
                    Text("Long press me")
                        .font(.headline)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .glassEffect()
                        .onLongPressGesture { isShowing = true }
                        .padding(24)
                    if isShowing {
                        menu
                    }
                }
            }
        }
        .frame(width: 402, height: 360)
    }

    private var menu: some View {
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
        .accessibilityIdentifier("menu")
        .padding(.leading, 24)
        .padding(.top, 84)
    }
}
