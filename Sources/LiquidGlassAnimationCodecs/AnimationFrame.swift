import LiquidGlassCore

/// One frame of an animation for the encoders: an image and the time it is shown from. The type is Core's (motion
/// makes frames without linking the encoders); the name stays here so that `import LiquidGlassAnimationCodecs`
/// alone still offers it.
public typealias AnimationFrame = LiquidGlassCore.AnimationFrame
