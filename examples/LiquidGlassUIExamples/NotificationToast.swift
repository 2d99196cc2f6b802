import LiquidGlassUI

/// Creation 4: a glass toast that drops in from the top of a screen. Its icon and dismiss button are not glass
/// themselves (glass never sits on glass): a tinted fill and a plain glyph button.
public struct NotificationToast: View {
    @State private var isVisible: Bool

    public init(isVisible: Bool = false) { _isVisible = State(initialValue: isVisible) }

    public var body: some View {
        ZStack(alignment: .top) {
            Image("astronaut").resizable().scaledToFill()
                .frame(width: 402, height: 400)
                .clipped()
            if isVisible {
                GlassEffectContainer {
                    HStack(spacing: 12) {
                        Image(systemName: "checkmark.circle.fill")
                            .font(.title3)
                            .foregroundStyle(.white)
                            .frame(width: 40, height: 40)
                            .background(Color.green, in: .circle)
                        VStack(alignment: .leading, spacing: 2) {
                            Text("Message Sent").font(.subheadline.bold())
                            Text("Your message was delivered.").font(.caption).foregroundStyle(.secondary).lineLimit(2)
                        }
                        Spacer()
                        Button { withAnimation(.snappy) { isVisible = false } } label: {
                            Image(systemName: "xmark").frame(width: 28, height: 28)
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel("Dismiss")
                    }
                    .padding(.horizontal, 16)
                    .padding(.vertical, 12)
                    .glassEffect(.regular, in: .rect(cornerRadius: 22))
                    .accessibilityIdentifier("toast")
                }
                .padding(.horizontal, 16)
                .padding(.top, 16)
                .transition(.move(edge: .top).combined(with: .opacity))
            } else {
                Button("Show Toast") { withAnimation(.bouncy) { isVisible = true } }
                    .buttonStyle(.glass)
                    .padding(.top, 180)
            }
        }
        .frame(width: 402, height: 400)
    }
}
