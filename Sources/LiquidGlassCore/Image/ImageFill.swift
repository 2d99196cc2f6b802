/// How an image fills a canvas of another size (``ImageResampler/fill(_:width:height:mode:)``).
public enum ImageFill: String, Sendable, Equatable, CaseIterable {
    /// Scaled to cover the whole canvas, cropped at the centre.
    case cover
    /// Scaled to fit inside the canvas; the rest is transparent.
    case contain
    /// Stretched to the canvas's size.
    case stretch
}
