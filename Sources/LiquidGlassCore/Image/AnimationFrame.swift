import Foundation

/// One frame of an animation: an image and the time it is shown from (seconds; only the differences between
/// frames' times matter). What motion renders (LiquidGlassSceneMotion, LiquidGlassUI's recorder) and the encoders
/// write (LiquidGlassAnimationCodecs), so it lives where both see it.
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
