import LiquidGlassUI

/// Creation 9: map-style controls floating over a map: a map-style pair and a zoom pair each joined into one
/// glass shape with `glassEffectUnion`, and a location button.
public struct MapControls: View {
    @State private var style: String
    @Namespace private var namespace

    public init(style: String = "standard") { _style = State(initialValue: style) }

    public var body: some View {
        ZStack(alignment: .topTrailing) {
            LinearGradient(colors: [.green.opacity(0.5), .mint.opacity(0.4), .brown.opacity(0.5)],
                           startPoint: .topLeading, endPoint: .bottomTrailing)
            Image("brick").resizable().scaledToFill().opacity(0.25)
            GlassEffectContainer(spacing: 12) {
                VStack(spacing: 12) {
                    VStack(spacing: 0) {
                        control("map.fill", selected: style == "standard") { style = "standard" }
                            .glassEffectUnion(id: "style", namespace: namespace)
                        control("globe.americas.fill", selected: style == "satellite") { style = "satellite" }
                            .glassEffectUnion(id: "style", namespace: namespace)
                    }
                    VStack(spacing: 0) {
                        control("plus", selected: false) {}
                            .glassEffectUnion(id: "zoom", namespace: namespace)
                        control("minus", selected: false) {}
                            .glassEffectUnion(id: "zoom", namespace: namespace)
                    }
                    Button {} label: {
                        Image(systemName: "location.fill").frame(width: 44, height: 44)
                    }
                    .buttonStyle(.glass)
                    .buttonBorderShape(.circle)
                    .accessibilityLabel("Current location")
                }
            }
            .padding(.trailing, 16)
            .padding(.top, 60)
        }
        .frame(width: 402, height: 420)
        .clipped()
    }

    private func control(_ symbol: String, selected: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            Image(systemName: symbol)
                .foregroundStyle(selected ? .blue : .primary)
                .frame(width: 44, height: 44)
        }
        .buttonStyle(.glass)
        .buttonBorderShape(.roundedRectangle(radius: 12))
        .accessibilityLabel(symbol)
    }
}
