import Foundation

/// Which stage of the pipeline an image shows: the final picture, or one intermediate stage for tuning.
public enum RenderLayer: String, Sendable, CaseIterable {
    /// The finished picture.
    case final
    /// Coverage of the glass: white inside, black outside, anti-aliased edges.
    case mask
    /// The signed distance to the nearest glass outline, as grey (mid-grey on the outline, lighter outside,
    /// darker inside, a contour every 4 points).
    case sdf
    /// The refraction offsets as a 16-bit data image (fixed format; see ``DisplacementEncoding``).
    case displacement
    /// The backdrop as the glass samples it: refracted and frosted, before tone, tint, highlights and shadows.
    case frost
    /// The highlights alone (glints and rim), white on black, tone-mapped.
    case highlight
    /// The shadows alone (drop shadow outside, inner shadow inside) as darkness on white.
    case shadow
}

/// The fixed format of the displacement layer, for tools that read it.
///
/// A 16-bit RGBA PNG at the output's pixel size: R = 32768 + 256·dx and G = 32768 + 256·dy, where (dx, dy)
/// in points is the offset from the pixel to where the backdrop is sampled; B = 32768 + 256·(signed distance
/// in points, negative inside); A = 65535 inside glass, 0 outside. Values are clamped to 0…65535.
public enum DisplacementEncoding {
    /// Encodes one value (points) as 32768 + 256·v, rounded and clamped.
    @inlinable
    public static func encode(_ v: Float) -> UInt16 {
        let x = (32768 + 256 * v).rounded()
        return UInt16(min(max(x, 0), 65535))
    }

    /// Decodes a channel back to points.
    @inlinable
    public static func decode(_ c: UInt16) -> Float {
        (Float(c) - 32768) / 256
    }
}
