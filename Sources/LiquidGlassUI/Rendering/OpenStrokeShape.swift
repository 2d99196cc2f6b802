internal import LiquidGlass

/// The stroke of an open polyline with its line caps, as the engine's shape to fill: SwiftUI's `StrokeStyle`
/// `lineCap` honoured — `.butt` (the default) ends flat at the end points, `.square` flat half the line width past
/// them, `.round` with a half-disc. Joins between segments are round (a curve flattened to segments needs no other
/// join; a sharp corner of a `Path` drawn with `.miter` or `.bevel` is drawn round, named in the warnings).
///
/// Signed distance: the least, over the segments, of the distance to the segment less half the width, where the
/// segments near the two free ends are cut by the half-planes of their caps (and a square cap adds its box). Exact
/// away from a cut's corners, where it is off by less than the antialiasing's half-pixel ramp needs; a path turning
/// back across its own start within the line's width would be cut there too.
struct OpenStrokeShape: LiquidGlass.Shape {
    /// The polyline, in the frame's coordinates (points, top-left origin).
    let points: [CGPoint]
    let halfWidth: Double
    let cap: CGLineCap

    func signedDistanceField(in rect: CGRect) -> any SignedDistanceField {
        Field(points: points.map { SIMD2(Float($0.x + rect.minX), Float($0.y + rect.minY)) }, halfWidth: Float(halfWidth), cap: cap)
    }

    struct Field: SignedDistanceField {
        let points: [SIMD2<Float>]
        let halfWidth: Float
        let cap: CGLineCap
        let bounds: CGRect
        /// The polyline's length.
        let total: Float

        init(points: [SIMD2<Float>], halfWidth: Float, cap: CGLineCap) {
            // Without repeated points (a trimmed path can repeat one): every segment has a direction, the ends' too.
            var distinct: [SIMD2<Float>] = []
            for p in points where distinct.last != p { distinct.append(p) }
            self.points = distinct
            self.halfWidth = halfWidth
            self.cap = cap
            let points = distinct
            total = zip(points, points.dropFirst()).reduce(0) { sum, pair in
                let d = pair.1 - pair.0
                return sum + (d * d).sum().squareRoot()
            }
            var lo = SIMD2<Float>(repeating: .infinity), hi = SIMD2<Float>(repeating: -.infinity)
            for p in points { lo = pointwiseMin(lo, p); hi = pointwiseMax(hi, p) }
            // A square cap reaches √2 · half the width from an end point at its corners.
            let grow = CGFloat(halfWidth) * (cap == .square ? 1.5 : 1) + 1
            bounds = points.isEmpty ? .null
                : CGRect(x: CGFloat(lo.x), y: CGFloat(lo.y), width: CGFloat(hi.x - lo.x), height: CGFloat(hi.y - lo.y))
                    .insetBy(dx: -grow, dy: -grow)
        }

        func distance(to p: SIMD2<Float>) -> Float {
            guard points.count > 1 else { return .infinity }
            let count = points.count - 1
            // The cap's reach past an end point: none for butt, half the width for square; round is the segments' own discs.
            let reach: Float = cap == .square ? halfWidth : 0
            // The ends' half-planes, along the first and the last segment (points are distinct, so both have a direction).
            let start = points[0], end = points[count]
            let u0 = normalized(points[1] - start), u1 = normalized(end - points[count - 1])
            let behindStart = -((p - start) * u0).sum(), pastEnd = ((p - end) * u1).sum()
            var best = Float.infinity
            var walked: Float = 0
            for i in 0..<count {
                let a = points[i], b = points[i + 1]
                let ab = b - a
                let length = (ab * ab).sum().squareRoot()
                defer { walked += length }
                let u = ab / length
                let t = ((p - a) * u).sum()
                let nearest = a + u * Swift.min(Swift.max(t, 0), length)
                let off = p - nearest
                var d = (off * off).sum().squareRoot() - halfWidth
                if cap != .round {
                    // A segment's round end reaches half the width past it: every segment that starts (ends) within
                    // the width of the path's start (end) could show past the cap's line, so each is cut there — not
                    // only the first (with curves flattened into short segments, the second one's disc rounded the end).
                    if walked < 2 * halfWidth + reach { d = Swift.max(d, behindStart - reach) }
                    if total - walked - length < 2 * halfWidth + reach { d = Swift.max(d, pastEnd - reach) }
                }
                best = Swift.min(best, d)
            }
            if cap == .square {
                if behindStart > 0 { best = Swift.min(best, squareEnd(p, at: start, along: -u0)) }
                if pastEnd > 0 { best = Swift.min(best, squareEnd(p, at: end, along: u1)) }
            }
            return best
        }

        private func normalized(_ v: SIMD2<Float>) -> SIMD2<Float> {
            let length = (v * v).sum().squareRoot()
            return length > 0 ? v / length : SIMD2(1, 0)
        }

        /// The distance to a square cap at `end` pointing along `u`: a box reaching half the width along `u` and
        /// half the width either side.
        private func squareEnd(_ p: SIMD2<Float>, at end: SIMD2<Float>, along u: SIMD2<Float>) -> Float {
            let n = SIMD2(-u.y, u.x)
            let centre = end + u * (halfWidth / 2)
            let q = SIMD2(Swift.abs(((p - centre) * u).sum()) - halfWidth / 2, Swift.abs(((p - centre) * n).sum()) - halfWidth)
            let outside = pointwiseMax(q, .zero)
            return (outside * outside).sum().squareRoot() + Swift.min(Swift.max(q.x, q.y), 0)
        }
    }
}
