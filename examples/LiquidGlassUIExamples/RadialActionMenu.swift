import LiquidGlassUI

/// Creation 1: a floating action button that bursts into a ring of glass actions, all in one container so
/// they melt out of the centre button.
public struct RadialActionMenu: View {
    struct Action: Identifiable {
        let id: String
        let symbol: String
        let tint: Color
        let degrees: Double
    }

    @State private var isOpen: Bool
    @Namespace private var namespace
    private let radius: CGFloat = 100
    private let actions = [
        Action(id: "camera", symbol: "camera.fill", tint: .pink, degrees: -90),
        Action(id: "photos", symbol: "photo.fill", tint: .purple, degrees: -30),
        Action(id: "voice", symbol: "mic.fill", tint: .orange, degrees: 30),
        Action(id: "note", symbol: "doc.fill", tint: .blue, degrees: 90),
        Action(id: "link", symbol: "link", tint: .green, degrees: 150),
        Action(id: "place", symbol: "map.fill", tint: .teal, degrees: 210),
    ]

    public init(isOpen: Bool = false) { _isOpen = State(initialValue: isOpen) }

    public var body: some View {
        ZStack {
            Image("coffee").resizable().scaledToFill()
            GlassEffectContainer(spacing: 40) {
                ZStack {
                    if isOpen {
                        ForEach(actions) { action in
                            Button {
                                withAnimation(.bouncy) { isOpen = false }
                            } label: {
                                Image(systemName: action.symbol).font(.title3).frame(width: 52, height: 52)
                            }
                            .buttonStyle(.glassProminent)
                            .buttonBorderShape(.circle)
                            .tint(action.tint)
                            .glassEffectID(action.id, in: namespace)
                            .accessibilityLabel(action.id)
                            .offset(x: radius * cos(action.degrees * .pi / 180), y: radius * sin(action.degrees * .pi / 180))
                        }
                    }
                    Button {
                        withAnimation(.bouncy(duration: 0.5)) { isOpen.toggle() }
                    } label: {
                        Image(systemName: isOpen ? "xmark" : "plus").font(.title2.bold()).frame(width: 60, height: 60)
                    }
                    .buttonStyle(.glassProminent)
                    .buttonBorderShape(.circle)
                    .tint(.indigo)
                    .glassEffectID("centre", in: namespace)
                    .accessibilityIdentifier("fab")
                }
            }
        }
        .frame(width: 340, height: 340)
        .clipped()
    }
}
