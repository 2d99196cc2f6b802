import LiquidGlassUI

/// Creation 8: a floating vertical rail of glass buttons; the selected item is prominent and shows its title.
public struct FloatingSidebar: View {
    struct Item: Identifiable {
        let id: String
        let symbol: String
        let title: String
    }

    @State private var selected: String
    @Namespace private var namespace
    private let items = [
        Item(id: "home", symbol: "house.fill", title: "Home"),
        Item(id: "search", symbol: "magnifyingglass", title: "Search"),
        Item(id: "messages", symbol: "bubble.left.fill", title: "Messages"),
        Item(id: "profile", symbol: "person.fill", title: "Profile"),
        Item(id: "settings", symbol: "gear", title: "Settings"),
    ]

    public init(selected: String = "home") { _selected = State(initialValue: selected) }

    public var body: some View {
        ZStack(alignment: .leading) {
            Image("coffee").resizable().scaledToFill().frame(width: 402, height: 460).clipped()
            GlassEffectContainer(spacing: 6) {
                VStack(spacing: 6) {
                    ForEach(items) { item in
                        railButton(item)
                    }
                }
                .padding(8)
                .glassEffect(.regular, in: .rect(cornerRadius: 30))
            }
            .padding(.leading, 12)
        }
        .frame(width: 402, height: 460)
    }

    @ViewBuilder
    private func railButton(_ item: Item) -> some View {
        let isSelected = item.id == selected
        let label = VStack(spacing: 4) {
            Image(systemName: item.symbol).font(isSelected ? .title3 : .body)
            if isSelected {
                Text(item.title).font(.caption2.bold())
            }
        }
        .frame(width: 52)
        if isSelected {
            Button { withAnimation(.snappy) { selected = item.id } } label: { label }
                .buttonStyle(.glassProminent)
                .tint(.blue)
                .buttonBorderShape(.roundedRectangle(radius: 18))
                .glassEffectID(item.id, in: namespace)
                .accessibilityLabel(item.title)
        } else {
            Button { withAnimation(.snappy) { selected = item.id } } label: { label }
                .buttonStyle(.glass)
                .buttonBorderShape(.roundedRectangle(radius: 18))
                .glassEffectID(item.id, in: namespace)
                .accessibilityLabel(item.title)
        }
    }
}
