import LiquidGlassUI

/// `liquidglass bench --uikit`'s screen written in SwiftUI: a photo under the whole screen, a large white title and
/// a subtitle at the top left, three glass icon buttons sharing a glass container at the top right, five glass
/// buttons down the middle and the floating tab bar of four tabs. ``BenchPlayerViewController`` is the same screen
/// written in UIKit; the benchmark times both through the same engine.
struct BenchPlayerView: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house.fill") { BenchPlayerContent() }
            Tab("New", systemImage: "square.grid.2x2") { BenchPlayerContent() }
            Tab("Library", systemImage: "music.note") { BenchPlayerContent() }
            Tab("Search", systemImage: "magnifyingglass") { BenchPlayerContent() }
        }
    }
}

/// One tab's content of ``BenchPlayerView``.
struct BenchPlayerContent: View {
    var body: some View {
        ZStack {
            Image("coffee").resizable().scaledToFill().ignoresSafeArea()
            VStack(spacing: 0) {
                HStack(alignment: .top) {
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Now Playing").font(.largeTitle.bold()).foregroundStyle(.white)
                        Text("Blue in Green").font(.headline).foregroundStyle(.white)
                    }
                    Spacer()
                    GlassEffectContainer(spacing: 8) {
                        HStack(spacing: 8) {
                            ForEach(["heart", "square.and.arrow.up", "ellipsis"], id: \.self) { symbol in
                                Button {} label: { Image(systemName: symbol) }.buttonStyle(.glass)
                            }
                        }
                    }
                }
                Spacer()
                VStack(spacing: 24) {
                    ForEach(["Play", "Pause", "Next", "Shuffle", "Repeat"], id: \.self) { title in
                        Button(title) {}.buttonStyle(.glass)
                    }
                }
                Spacer()
            }
            .padding(16)
        }
    }
}
