import Foundation
import LiquidGlass

/// The sample photographs shipped with the library (public domain / CC0; see `Resources/Backdrops/LICENSES.md`).
public enum SampleBackdrop: String, Sendable, CaseIterable {
    /// Astronaut Eileen Collins (NASA), 512×512, public domain.
    case astronaut
    /// A cup of coffee, by Rachel Michetti, 600×400, CC0.
    case coffee
    /// Chelsea the cat, by Stefan van der Walt, 451×300, CC0.
    case chelsea
    /// A brick wall texture, 512×512 grey, CC0.
    case brick

    /// Where the PNG file is in the library's resource bundle.
    public var url: URL? {
        Bundle.module.url(forResource: rawValue, withExtension: "png", subdirectory: "Backdrops")
    }

    /// The photograph as a background filling the canvas (cover).
    public func background(dim: Double = 0) throws(RenderError) -> Background {
        guard let url else { throw RenderError("the sample backdrop \(rawValue).png is missing from the resource bundle") }
        return Background(.image(url, fill: .cover), dim: dim)
    }
}
