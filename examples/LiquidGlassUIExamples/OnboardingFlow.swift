import LiquidGlassUI

/// Creation 7: onboarding steps with a glass icon, page dots and a prominent Continue button.
public struct OnboardingFlow: View {
    struct Step {
        let symbol: String
        let title: String
        let text: String
        let accent: Color
    }

    @State private var step: Int
    @Namespace private var namespace
    private let steps = [
        Step(symbol: "star.fill", title: "Welcome", text: "Experience a new kind of interface.", accent: .purple),
        Step(symbol: "bolt.fill", title: "Touch Glass", text: "Every element answers your touch.", accent: .blue),
        Step(symbol: "sun.max", title: "Always Fresh", text: "Glass adapts to what is behind it.", accent: .orange),
        Step(symbol: "checkmark.circle.fill", title: "Ready", text: "You are all set. Enjoy.", accent: .green),
    ]

    public init(step: Int = 0) { _step = State(initialValue: step) }

    public var body: some View {
        let current = steps[step]
        ZStack {
            LinearGradient(colors: [.purple, .blue, .cyan], startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 40) {
                Spacer()
                GlassEffectContainer(spacing: 30) {
                    Image(systemName: current.symbol)
                        .font(.system(size: 56, weight: .semibold))
                        .frame(width: 140, height: 140)
                        .glassEffect(.regular.tint(current.accent.opacity(0.3)), in: .circle)
                        .glassEffectID("icon", in: namespace)
                }
                VStack(spacing: 10) {
                    Text(current.title).font(.largeTitle.bold()).foregroundStyle(.white)
                    Text(current.text)
                        .font(.body)
                        .foregroundStyle(.white.opacity(0.85))
                        .multilineTextAlignment(.center)
                        .padding(.horizontal, 40)
                }
                Spacer()
                // The page dots and the button: two glass elements near each other, so one container.
                GlassEffectContainer {
                    VStack(spacing: 20) {
                        HStack(spacing: 8) {
                            ForEach(0..<steps.count, id: \.self) { i in
                                Capsule()
                                    .fill(i == step ? .white : .white.opacity(0.35))
                                    .frame(width: i == step ? 24 : 8, height: 8)
                            }
                        }
                        .padding(.horizontal, 16)
                        .padding(.vertical, 10)
                        .glassEffect()
                        Button {
                            if step < steps.count - 1 { step += 1 }
                        } label: {
                            Text(step == steps.count - 1 ? "Get Started" : "Continue")
                                .font(.headline)
                                .padding(.horizontal, 24)
                        }
                        .buttonStyle(.glassProminent)
                        .tint(current.accent)
                        .controlSize(.large)
                        .accessibilityIdentifier("continue")
                    }
                }
                .padding(.bottom, 48)
            }
        }
        .frame(width: 402, height: 700)
    }
}
