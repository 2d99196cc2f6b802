import Foundation
import LiquidGlass

/// One frame of an animation for the encoders: an image and the time it is shown from (seconds; only the
/// differences between frames' times matter).
public struct AnimationFrame: Sendable {
    /// The picture, in linear light with premultiplied alpha, as the renderer makes it.
    public var image: LinearImage
    /// When the frame starts to show, in seconds.
    public var time: TimeInterval

    public init(image: LinearImage, time: TimeInterval) {
        self.image = image
        self.time = time
    }
}
