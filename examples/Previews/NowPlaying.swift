// A SwiftUI file with previews, as it would sit in an iOS app: `liquidglass preview` renders its #Previews on
// Linux. With SwiftUI, change the import and nothing else.
//
//   swift run liquidglass preview examples/Previews/NowPlaying.swift -o previews
import LiquidGlassUI

/// Playback controls floating over the album art: three glass buttons that merge in one container.
struct PlaybackControls: View {
    @State private var isPlaying = false

    var body: some View {
        GlassEffectContainer(spacing: 16) {
            HStack(spacing: 16) {
                control("backward.fill", label: "Previous")
                Button {
                    isPlaying.toggle()
                } label: {
                    Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                        .font(.title)
                        .frame(width: 64, height: 64)
                }
                .buttonStyle(.glass)
                .buttonBorderShape(.circle)
                .accessibilityLabel(isPlaying ? "Pause" : "Play")
                control("forward.fill", label: "Next")
            }
        }
    }

    private func control(_ symbol: String, label: String) -> some View {
        Button {} label: {
            Image(systemName: symbol).frame(width: 48, height: 48)
        }
        .buttonStyle(.glass)
        .buttonBorderShape(.circle)
        .accessibilityLabel(label)
    }
}

/// The screen: album art filling it, the title, and the controls near the bottom.
struct NowPlayingScreen: View {
    var title = "Clair de Lune"

    var body: some View {
        VStack(spacing: 24) {
            Spacer()
            Text(title)
                .font(.title2.bold())
                .foregroundStyle(.white)
                .multilineTextAlignment(.center)
                .padding(.horizontal, 24)
            PlaybackControls()
        }
        .padding(.bottom, 40)
        .frame(maxWidth: .infinity)
        .background {
            Image("coffee").resizable().scaledToFill().ignoresSafeArea()
        }
    }
}

#Preview("Now Playing") {
    NowPlayingScreen()
}

#Preview("Controls", traits: .sizeThatFitsLayout) {
    PlaybackControls()
        .padding(24)
        .background(.indigo.gradient)
}

#if DEBUG
#Preview {
    NowPlayingScreen(title: "A very long title that the screen has to wrap or truncate")
        .environment(\.colorScheme, .dark)
}
#endif

#if !canImport(SwiftUI)
// A LiquidGlassUI addition, so kept from Xcode: records a finger pressing Play (the glass lifts, glows and
// shimmers) as Pressing-Play.apng and Pressing-Play-filmstrip.png beside the stills.
#Preview("Pressing Play", traits: .sizeThatFitsLayout, .recording(duration: 0.5, framesPerSecond: 20) { try $0.press("Play") }) {
    PlaybackControls()
        .padding(24)
        .background(.indigo.gradient)
}
#endif
