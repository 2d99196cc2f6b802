import Foundation
import LiquidGlassCore

/// What lies behind the glass.
public struct Background: Sendable {
    /// How an image fills the canvas (defined in the core, beside the resampler that implements it).
    public typealias Fill = ImageFill

    /// A linear gradient: colours evenly spaced (or at explicit locations 0…1) along an angle in degrees
    /// (0 = left to right, 90 = top to bottom).
    public struct Gradient: Sendable, Equatable {
        public var colors: [Color]
        public var locations: [Double]?
        public var angle: Double
        public init(colors: [Color], locations: [Double]? = nil, angle: Double = 90) {
            self.colors = colors
            self.locations = locations
            self.angle = angle
        }
    }

    public enum Content: Sendable {
        /// An image file (PNG or JPEG).
        case image(URL, fill: Fill)
        /// An image already decoded (linear, premultiplied), filling the canvas as `fill` says.
        case decodedImage(LinearImage, fill: Fill)
        case gradient(Gradient)
        case color(Color)
    }

    public var content: Content
    /// Opacity (0…1) of a black dimming layer over the content; 0 means none.
    public var dim: Double

    public init(_ content: Content, dim: Double = 0) {
        self.content = content
        self.dim = dim
    }
}
