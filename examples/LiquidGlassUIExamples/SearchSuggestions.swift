import LiquidGlassUI

/// Creation 10: a glass search field; while searching, suggestion chips flow below it in a custom `Layout`.
public struct SearchSuggestions: View {
    @State private var query: String
    @State private var isSearching: Bool
    @FocusState private var isFocused: Bool
    @Namespace private var namespace
    private let suggestions = ["SwiftUI", "Liquid Glass", "iOS 26", "Layout", "Xcode", "Accessibility"]

    public init(query: String = "", isSearching: Bool = false) {
        _query = State(initialValue: query)
        _isSearching = State(initialValue: isSearching)
        _isFocused = FocusState()
    }

    var filtered: [String] {
        query.isEmpty ? suggestions : suggestions.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    public var body: some View {
        ZStack(alignment: .top) {
            Image("astronaut").resizable().scaledToFill().frame(width: 402, height: 360).clipped()
            VStack(alignment: .leading, spacing: 12) {
                GlassEffectContainer(spacing: 12) {
                    HStack(spacing: 10) {
                        Image(systemName: "magnifyingglass").foregroundStyle(.secondary)
                        TextField("Search", text: $query)
                            .focused($isFocused)
                            .onSubmit { isSearching = true }
                        if !query.isEmpty {
                            Button { query = "" } label: {
                                Image(systemName: "xmark.circle.fill").foregroundStyle(.secondary)
                            }
                            .buttonStyle(.plain)
                        }
                    }
                    .padding(.horizontal, 14)
                    .padding(.vertical, 12)
                    .glassEffect()
                    .glassEffectID("field", in: namespace)
                    .accessibilityIdentifier("search")
                }
                .onChange(of: isFocused) { _, focused in withAnimation(.bouncy) { isSearching = focused } }
                if isSearching && !filtered.isEmpty {
                    GlassEffectContainer(spacing: 8) {
                        FlowLayout(spacing: 8) {
                            ForEach(filtered, id: \.self) { suggestion in
                                Button { query = suggestion } label: {
                                    Text(suggestion).font(.subheadline)
                                }
                                .buttonStyle(.glass)
                                .glassEffectID(suggestion, in: namespace)
                            }
                        }
                    }
                }
            }
            .padding(16)
        }
        .frame(width: 402, height: 360)
    }
}

/// Wraps its subviews onto new rows when a row is full.
struct FlowLayout: Layout {
    var spacing: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions().width
        return rows(in: width, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let layout = rows(in: bounds.width, subviews)
        for (index, subview) in subviews.enumerated() {
            let frame = layout.frames[index]
            subview.place(at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY), proposal: ProposedViewSize(frame.size))
        }
    }

    private func rows(in width: CGFloat, _ subviews: Subviews) -> (frames: [CGRect], size: CGSize) {
        var frames: [CGRect] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0 && x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            frames.append(CGRect(x: x, y: y, width: size.width, height: size.height))
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return (frames, CGSize(width: widest, height: y + rowHeight))
    }
}
