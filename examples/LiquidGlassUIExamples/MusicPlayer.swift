import LiquidGlassUI

/// Creation 2: a now-playing bar that expands into a full player: one glass card that morphs between the two
/// states. What sits on the card — artwork, title, controls — is not glass (glass never sits on glass): plain
/// glyph buttons, as on the system's own Now Playing bar, and a tinted fill for the prominent Play.
public struct MusicPlayer: View {
    @State private var isExpanded: Bool
    @State private var isPlaying = true
    @Namespace private var namespace

    public init(isExpanded: Bool = false) { _isExpanded = State(initialValue: isExpanded) }

    public var body: some View {
        ZStack(alignment: .bottom) {
            LinearGradient(colors: [.purple, .indigo, .black], startPoint: .topLeading, endPoint: .bottomTrailing)
            GlassEffectContainer(spacing: 20) {
                if isExpanded { expanded } else { collapsed }
            }
            .padding()
        }
        .frame(width: 402, height: isExpanded ? 620 : 200)
    }

    private var collapsed: some View {
        HStack(spacing: 12) {
            RoundedRectangle(cornerRadius: 8)
                .fill(.white.opacity(0.2))
                .frame(width: 40, height: 40)
                .overlay(Image(systemName: "music.note").font(.callout))
            VStack(alignment: .leading, spacing: 2) {
                Text("Clair de Lune").font(.subheadline.bold()).lineLimit(1)
                Text("Debussy").font(.caption).foregroundStyle(.secondary)
            }
            Spacer()
            Button { isPlaying.toggle() } label: {
                Image(systemName: isPlaying ? "pause.fill" : "play.fill").font(.title3).frame(width: 44, height: 44)
            }
            .buttonStyle(.plain)
            Button { withAnimation(.bouncy) { isExpanded = true } } label: {
                Image(systemName: "chevron.up").frame(width: 36, height: 36)
            }
            .buttonStyle(.plain)
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 12)
        .glassEffect(.regular, in: .rect(cornerRadius: 24))
        .glassEffectID("card", in: namespace)
    }

    private var expanded: some View {
        VStack(spacing: 22) {
            HStack {
                Spacer()
                Button { withAnimation(.smooth) { isExpanded = false } } label: {
                    Image(systemName: "chevron.down").frame(width: 36, height: 36)
                }
                .buttonStyle(.plain)
            }
            RoundedRectangle(cornerRadius: 20)
                .fill(.white.opacity(0.15))
                .frame(width: 220, height: 220)
                .overlay(Image(systemName: "music.note").font(.system(size: 64)))
            VStack(spacing: 4) {
                Text("Clair de Lune").font(.title2.bold())
                Text("Claude Debussy").font(.body).foregroundStyle(.secondary)
            }
            Capsule().fill(.white.opacity(0.3)).frame(height: 4)
                .overlay(alignment: .leading) { Capsule().fill(.white).frame(width: 120, height: 4) }
            HStack(spacing: 28) {
                Button {} label: { Image(systemName: "backward.fill").font(.title2).frame(width: 52, height: 52) }
                    .buttonStyle(.plain)
                Button { isPlaying.toggle() } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill").font(.title).foregroundStyle(.white)
                        .frame(width: 68, height: 68)
                        .background(Color.pink, in: .circle)
                }
                .buttonStyle(.plain)
                Button {} label: { Image(systemName: "forward.fill").font(.title2).frame(width: 52, height: 52) }
                    .buttonStyle(.plain)
            }
        }
        .padding(24)
        .glassEffect(.regular, in: .rect(cornerRadius: 36))
        .glassEffectID("card", in: namespace)
    }
}
