import Foundation

/// The field of a shape that covers nothing: every point is far outside.
///
/// Shapes return it for degenerate frames — a width or height that is zero, negative, NaN or infinite, or a frame
/// whose values do not fit in `Float` — and for paths that enclose nothing. Such a shape never crashes the
/// renderer; it simply draws nothing.
public struct EmptyField: SignedDistanceField, Equatable {
    /// The distance reported for every point: large, but small enough that squaring it stays finite in `Float`.
    public static let outsideDistance: Float = 1e18

    public init() {}

    /// A zero-sized rectangle at the origin (no point has a distance ≤ 0).
    public var bounds: CGRect { .zero }

    public func distance(to p: SIMD2<Float>) -> Float { Self.outsideDistance }

    /// Whether `rect` can hold a shape: finite values (also after conversion to `Float`), positive width and height.
    /// A negative size is treated as degenerate rather than flipped, so a bad layout shows up as nothing drawn.
    static func isUsableFrame(_ rect: CGRect) -> Bool {
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height,
                      rect.origin.x + rect.size.width, rect.origin.y + rect.size.height]
        guard values.allSatisfy({ $0.isFinite && Float($0).isFinite }) else { return false }
        return rect.size.width > 0 && rect.size.height > 0
    }
}
