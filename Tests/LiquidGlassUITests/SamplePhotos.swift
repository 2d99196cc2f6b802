import LiquidGlassTestSupport
import LiquidGlassUI

/// The gallery's sample photos as the program's image provider, as `liquidglass demo` supplies them: the creations
/// show `Image("coffee")`, `Image("brick")`… (LiquidGlassUI itself ships no pictures). A suite that renders them
/// registers the photos in its `init`, before each of its tests.
@MainActor
enum SamplePhotos {
    static func register() { ImageProvider.current = .folder(TestFiles.sampleBackdrops) }
}
