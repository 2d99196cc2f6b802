import Foundation

/// One pixel: linear-light RGB with **premultiplied** alpha, each channel a `Float` in 0…1
/// (colour channels may exceed 1 inside the renderer, where highlights use HDR headroom; they are
/// tone-mapped before encoding). Lanes are `(r, g, b, a)`.
public typealias LinearPixel = SIMD4<Float>

/// An image in linear light with premultiplied alpha.
///
/// Guarantees, relied on by every stage:
/// - pixels are row-major, top-left origin, `width * height` of them, no padding;
/// - channels are linear light (sRGB primaries, the sRGB curve removed), alpha premultiplied;
/// - decoding an 8-bit or 16-bit sRGB image and encoding it again reproduces its bytes exactly
///   (see ``SRGB/quantize8(_:)``).
public struct LinearImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [LinearPixel]

    /// An image filled with one pixel value.
    public init(width: Int, height: Int, fill: LinearPixel = .zero) {
        precondition(width >= 0 && height >= 0, "negative image size")
        self.width = width
        self.height = height
        self.pixels = Array(repeating: fill, count: width * height)
    }

    /// An image over existing pixels (`pixels.count` must be `width * height`).
    public init(width: Int, height: Int, pixels: [LinearPixel]) {
        precondition(pixels.count == width * height, "pixel count does not match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    @inlinable
    public subscript(x: Int, y: Int) -> LinearPixel {
        get { pixels[y * width + x] }
        set { pixels[y * width + x] = newValue }
    }

    /// The pixel at integer coordinates clamped to the image (edge pixels extend outwards).
    @inlinable
    public func clamped(_ x: Int, _ y: Int) -> LinearPixel {
        pixels[min(max(y, 0), height - 1) * width + min(max(x, 0), width - 1)]
    }

    /// Bilinear sample at a position in pixel coordinates (pixel centres at +0.5), edges clamped.
    @inlinable
    public func bilinear(_ x: Float, _ y: Float) -> LinearPixel {
        let fx = x - 0.5, fy = y - 0.5
        let x0f = fx.rounded(.down), y0f = fy.rounded(.down)
        let tx = fx - x0f, ty = fy - y0f
        let x0 = Int(x0f), y0 = Int(y0f)
        let a = clamped(x0, y0), b = clamped(x0 + 1, y0)
        let c = clamped(x0, y0 + 1), d = clamped(x0 + 1, y0 + 1)
        let top = a + (b - a) * tx
        let bottom = c + (d - c) * tx
        return top + (bottom - top) * ty
    }
}
