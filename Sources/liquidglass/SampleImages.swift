import Foundation
import LiquidGlassGallery
import LiquidGlassUI

/// The gallery's sample photos as the pictures `Image("astronaut")`, `Image("coffee")`, `Image("chelsea")` and
/// `Image("brick")` show: LiquidGlassUI ships no pictures, so the commands that render the creations (`demo`, the UI
/// benchmark, `preview`) supply these through its image provider.
enum SampleImages {
    /// The gallery as an image provider: a sample photo by its name.
    static let provider = ImageProvider { SampleBackdrop(rawValue: $0)?.url }

    /// Makes the sample photos what `Image("name")` finds in this process.
    @MainActor
    static func register() { ImageProvider.current = provider }

    /// The folder that holds them, for the preview program (a process of its own, given `--images`); nil when the
    /// resource bundle is missing.
    static var folder: URL? { SampleBackdrop.coffee.url?.deletingLastPathComponent() }
}
