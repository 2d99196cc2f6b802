import Foundation
import LiquidGlassTestSupport
import LiquidGlassUI
import LiquidGlassUIExamples
import SnapshotTesting
import Testing
@testable import LiquidGlassSnapshotTesting

/// The project's own snapshot suite, written as a user would write one: `assertSnapshot` with the `.liquidGlass`
/// strategy against references in `__Snapshots__/GlassSnapshotTests/`.
///
/// Tolerance: references are compared with `perceptualPrecision: 0.98` (a pixel may differ by up to 2 ΔE94,
/// the usual "just noticeable" threshold) and `precision: 0.999` (one pixel in a thousand may differ more):
/// renders are byte-identical on one build, and this absorbs floating-point differences between compilers and
/// CPUs, not changes to layout or glass. Regenerate: delete the PNGs (or set `SNAPSHOT_TESTING_RECORD=all`), run
/// `swift test --filter GlassSnapshotTests` twice, and look at the new images before committing them.
@MainActor
@Suite struct GlassSnapshotTests {
    /// The creations and the photo screen show the gallery's sample photos, as `liquidglass demo` supplies them.
    init() { ImageProvider.current = .folder(TestFiles.sampleBackdrops) }

    @Test func glassBadge() {
        assertSnapshot(of: GlassBadge(title: "Liquid Glass"),
                       as: .liquidGlass(precision: 0.999, perceptualPrecision: 0.98))
    }

    @Test func glassBadgeDark() {
        assertSnapshot(of: GlassBadge(title: "Liquid Glass"),
                       as: .liquidGlass(colorScheme: .dark, precision: 0.999, perceptualPrecision: 0.98))
    }

    @Test func musicPlayer() {
        assertSnapshot(of: MusicPlayer(), as: .liquidGlass(precision: 0.999, perceptualPrecision: 0.98))
    }

    /// System chrome iOS 26 draws in glass: the tab bar, a toolbar, a medium sheet (`SystemChromeGallery`).
    @Test(arguments: ["11-tab-bar", "12-toolbar", "13-sheet-medium"])
    func systemChrome(name: String) throws {
        let entry = try #require(SystemChromeGallery.entries.first { $0.name == name })
        assertSnapshot(of: entry.view, as: .liquidGlass(device: entry.device, scale: 1, precision: 0.999, perceptualPrecision: 0.98),
                       named: name)
    }

    @Test func photoScreenOnAPhone() {
        assertSnapshot(of: PhotoScreen(), as: .liquidGlass(device: .iPhone17Pro, scale: 1, precision: 0.999, perceptualPrecision: 0.98))
    }
}

/// A small glass view over a gradient: the shape, tint, text and lensing all show in a 240×140 image.
struct GlassBadge: View {
    var title: String
    var tint: Color? = nil

    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink, .indigo], startPoint: .topLeading, endPoint: .bottomTrailing)
            Text(title)
                .font(.headline)
                .padding(.horizontal, 20)
                .padding(.vertical, 12)
                .glassEffect(tint.map { Glass.regular.tint($0) } ?? .regular)
        }
        .frame(width: 240, height: 140)
    }
}

/// A whole screen: a photo under the status bar and home indicator, glass controls in the safe area.
struct PhotoScreen: View {
    var body: some View {
        ZStack {
            Image("coffee").resizable().scaledToFill().ignoresSafeArea()
            VStack {
                HStack {
                    Button("Back", systemImage: "chevron.left") {}.labelStyle(.iconOnly).buttonStyle(.glass)
                    Spacer()
                    Button("Share", systemImage: "square.and.arrow.up") {}.labelStyle(.iconOnly).buttonStyle(.glass)
                }
                Spacer()
                Text("Morning coffee").font(.title3.bold()).padding().glassEffect(.regular, in: .rect(cornerRadius: 20))
            }
            .padding()
        }
    }
}
