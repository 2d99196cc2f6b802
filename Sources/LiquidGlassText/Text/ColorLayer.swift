import Foundation
import LiquidGlassCore

/// The colour of a label's colour glyphs (emoji), beside its ``CoverageMask``: premultiplied sRGB-encoded RGBA per
/// pixel, placed like the mask (``origin`` relative to the same reference point).
///
/// The coverage mask keeps the colour glyphs' alpha too (so layout, ink boxes and contrast measurements see them);
/// a painter draws the mask in the text's colour where the layer is clear and the layer's own colour where it is
/// not: per pixel, the text colour × max(coverage − layer alpha, 0) plus the layer's colour (``textCoverage(_:at:)``).
public struct ColorLayer: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixel offset of the layer's top-left pixel from the reference point (x right, y down).
    public var origin: SIMD2<Int>
    /// `width * height` premultiplied RGBA values, sRGB-encoded, each 0…1, row-major.
    public var pixels: [SIMD4<Float>]

    /// A clear layer.
    public init(width: Int, height: Int, origin: SIMD2<Int> = .zero) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.origin = origin
        self.pixels = Array(repeating: .zero, count: self.width * self.height)
    }

    /// The premultiplied colour at `(x, y)` in layer pixels (not offset by ``origin``).
    @inlinable
    public subscript(x: Int, y: Int) -> SIMD4<Float> {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The premultiplied colour at a pixel given relative to the reference point; clear outside the layer.
    public func color(atReference x: Int, _ y: Int) -> SIMD4<Float> {
        let lx = x - origin.x, ly = y - origin.y
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return .zero }
        return pixels[ly * width + lx]
    }

    /// The colour at a reference-relative pixel as premultiplied linear light (what painters composite), scaled by
    /// `opacity`.
    public func linearColor(atReference x: Int, _ y: Int, opacity: Float = 1) -> SIMD4<Float> {
        let c = color(atReference: x, y)
        guard c.w > 0 else { return .zero }
        let straight = SIMD3(c.x, c.y, c.z) / c.w
        let linear = SIMD3(Self.decode(straight.x), Self.decode(straight.y), Self.decode(straight.z))
        let a = c.w * opacity
        return SIMD4(linear * a, a)
    }

    /// The share of `mask`'s coverage at a mask pixel that is drawn in the text's colour: what the colour layer does
    /// not draw itself.
    public func textCoverage(_ coverage: Float, atReference x: Int, _ y: Int) -> Float {
        max(coverage - color(atReference: x, y).w, 0)
    }

    /// Draws `other` over this layer with its reference point at `offset` (pixels, relative to this layer's
    /// reference point); parts outside this layer are dropped.
    public mutating func composite(_ other: ColorLayer, at offset: SIMD2<Int>) {
        let dx = other.origin.x + offset.x - origin.x
        let dy = other.origin.y + offset.y - origin.y
        for y in 0..<other.height {
            let ty = y + dy
            guard ty >= 0, ty < height else { continue }
            for x in 0..<other.width {
                let tx = x + dx
                guard tx >= 0, tx < width else { continue }
                let src = other.pixels[y * other.width + x]
                guard src.w > 0 else { continue }
                pixels[ty * width + tx] = src + pixels[ty * width + tx] * (1 - src.w)
            }
        }
    }

    /// The sRGB transfer function's inverse (IEC 61966-2-1).
    static func decode(_ v: Float) -> Float {
        v <= 0.04045 ? v / 12.92 : Float(pow((Double(v) + 0.055) / 1.055, 2.4))
    }
}
