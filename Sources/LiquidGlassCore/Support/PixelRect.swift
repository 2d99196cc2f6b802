import Foundation

/// A rectangle of whole pixels: `x0 ..< x1` by `y0 ..< y1`.
public struct PixelRect: Sendable, Equatable {
    public var x0: Int, y0: Int, x1: Int, y1: Int

    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// The pixels touched by a rectangle in points at `scale`, grown by `margin` points on every side.
    package init(covering rect: CGRect, scale: Double, margin: Double) {
        let r = rect.insetBy(dx: -margin, dy: -margin)
        x0 = Int((r.minX * scale).rounded(.down))
        y0 = Int((r.minY * scale).rounded(.down))
        x1 = Int((r.maxX * scale).rounded(.up))
        y1 = Int((r.maxY * scale).rounded(.up))
    }

    public var width: Int { max(0, x1 - x0) }
    public var height: Int { max(0, y1 - y0) }
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// Whether the two rectangles share a pixel.
    package func overlaps(_ other: PixelRect) -> Bool {
        !isEmpty && !other.isEmpty && x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }

    /// This rectangle clipped to `0 ..< width` by `0 ..< height`.
    package func clipped(width w: Int, height h: Int) -> PixelRect {
        PixelRect(x0: max(x0, 0), y0: max(y0, 0), x1: min(x1, w), y1: min(y1, h))
    }

    /// The pixels of this rectangle that lie in none of `others`, as rectangles that do not overlap: each cut
    /// leaves at most four pieces of a piece it crosses (the bands above and below it, then the parts beside it).
    package func subtracting(_ others: [PixelRect]) -> [PixelRect] {
        var pieces = isEmpty ? [] : [self]
        for cut in others {
            var next: [PixelRect] = []
            for p in pieces {
                guard p.overlaps(cut) else { next.append(p); continue }
                if cut.y0 > p.y0 { next.append(PixelRect(x0: p.x0, y0: p.y0, x1: p.x1, y1: cut.y0)) }
                if cut.y1 < p.y1 { next.append(PixelRect(x0: p.x0, y0: cut.y1, x1: p.x1, y1: p.y1)) }
                let y0 = max(p.y0, cut.y0), y1 = min(p.y1, cut.y1)
                if cut.x0 > p.x0 { next.append(PixelRect(x0: p.x0, y0: y0, x1: cut.x0, y1: y1)) }
                if cut.x1 < p.x1 { next.append(PixelRect(x0: cut.x1, y0: y0, x1: p.x1, y1: y1)) }
            }
            pieces = next
        }
        return pieces
    }

}
