import Foundation
import LiquidGlassCore

/// An anti-aliased alpha mask: how much of each pixel a label's ink covers, 0 (none) … 1 (all).
///
/// Values are row-major with a top-left origin and no padding. ``origin`` places the mask relative to the
/// reference point of whatever it depicts (for text, the start of the baseline; for a whole label, the top-left
/// corner of its layout box), so that ink sticking out of a layout box (a negative side bearing, a descender) is
/// kept rather than clipped.
public struct CoverageMask: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The pixel offset of the mask's top-left pixel from the reference point (x right, y down).
    public var origin: SIMD2<Int>
    /// `width * height` coverage values in 0…1, row-major.
    public var values: [Float]

    /// A mask of zero coverage.
    public init(width: Int, height: Int, origin: SIMD2<Int> = .zero) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.origin = origin
        self.values = Array(repeating: 0, count: self.width * self.height)
    }

    /// A mask over existing values; values are clamped to 0…1 (NaN becomes 0). Returns nil when the count is not
    /// `width * height`.
    public init?(width: Int, height: Int, origin: SIMD2<Int> = .zero, values: [Float]) {
        guard width >= 0, height >= 0, values.count == width * height else { return nil }
        self.width = width
        self.height = height
        self.origin = origin
        self.values = values.map { $0 >= 0 ? min($0, 1) : 0 }
    }

    /// An empty mask (no pixels) at the reference point.
    public static let empty = CoverageMask(width: 0, height: 0)

    /// True when the mask has no pixels.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The coverage at `(x, y)` in mask pixels (not offset by ``origin``).
    @inlinable
    public subscript(x: Int, y: Int) -> Float {
        get { values[y * width + x] }
        set { values[y * width + x] = newValue }
    }

    /// The coverage at a pixel given relative to the reference point; 0 outside the mask.
    public func coverage(atReference x: Int, _ y: Int) -> Float {
        let mx = x - origin.x, my = y - origin.y
        guard mx >= 0, my >= 0, mx < width, my < height else { return 0 }
        return values[my * width + mx]
    }

    /// The sum of all coverage values: the ink area in square pixels.
    public var inkArea: Double {
        values.reduce(0.0) { $0 + Double($1) }
    }

    /// The smallest rectangle of pixels with non-zero coverage, relative to the reference point, or nil when the
    /// mask has no ink.
    public var inkBounds: (x: Int, y: Int, width: Int, height: Int)? {
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in 0..<height {
            for x in 0..<width where values[y * width + x] > 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return (minX + origin.x, minY + origin.y, maxX - minX + 1, maxY - minY + 1)
    }

    /// Draws `other` into this mask with its reference point at `offset` (pixels, relative to this mask's
    /// reference point). Overlapping coverage combines as `a + b − a·b`, so overlaps never exceed 1. Parts of
    /// `other` outside this mask are dropped.
    public mutating func composite(_ other: CoverageMask, at offset: SIMD2<Int>) {
        let dx = other.origin.x + offset.x - origin.x
        let dy = other.origin.y + offset.y - origin.y
        for y in 0..<other.height {
            let ty = y + dy
            guard ty >= 0, ty < height else { continue }
            for x in 0..<other.width {
                let tx = x + dx
                guard tx >= 0, tx < width else { continue }
                let b = other.values[y * other.width + x]
                guard b > 0 else { continue }
                let a = values[ty * width + tx]
                values[ty * width + tx] = a + b - a * b
            }
        }
    }

    /// The mask as an opaque grey image (white ink on black), for looking at masks and for tests.
    public func linearImage() -> LinearImage {
        LinearImage(width: width, height: height, pixels: values.map { SIMD4($0, $0, $0, 1) })
    }
}
