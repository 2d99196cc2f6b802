internal import LiquidGlass

/// The stroke of polylines with Core Graphics' line joins, as the engine's shape to fill: each segment a
/// butt-ended band, each corner filled by its join — `.miter` the wedge out to the outer edges' meeting point while
/// the miter length over the line width (1 / sin(half the angle between the segments)) stays within the miter limit,
/// `.bevel` (and a miter past the limit) the triangle across the two outer corners, `.round` a disc. Open polylines
/// get the cap at their ends; a closed one (first point repeated last) joins its last segment to its first.
///
/// The engine's own stroke (the band within half the width of a shape's outline) rounds every outer corner, which
/// is `.round`; SwiftUI's `StrokeStyle` defaults to `.miter` with limit 10 (Core Graphics' default), so a stroked
/// `Rectangle` or `Path` polygon has sharp corners on iOS.
///
/// Signed distance: the least over the pieces (each convex: a band, a wedge, a disc) of its exact distance — exact
/// outside, and inside off only where pieces overlap, deeper than the antialiasing ramp.
struct JoinedStrokeShape: LiquidGlass.Shape {
    /// The polylines in the frame's coordinates (points, top-left origin); a closed one repeats its first point last.
    let polylines: [[CGPoint]]
    let halfWidth: Double
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: Double

    func signedDistanceField(in rect: CGRect) -> any SignedDistanceField {
        let offset = SIMD2(Float(rect.minX), Float(rect.minY))
        return Field(polylines: polylines.map { $0.map { SIMD2(Float($0.x), Float($0.y)) + offset } },
                     halfWidth: Float(halfWidth), cap: cap, join: join, miterLimit: Float(miterLimit))
    }

    /// A convex piece of the stroke.
    enum Piece: Sendable {
        /// A band of half-width `h` along the segment from `a` to `b` (unit direction `u`, length `length`).
        case band(a: SIMD2<Float>, u: SIMD2<Float>, length: Float, h: Float)
        case disc(SIMD2<Float>, Float)
        /// A convex polygon, counter-clockwise or clockwise (either: the sign comes from the winding found).
        case polygon([SIMD2<Float>])
    }

    struct Field: SignedDistanceField {
        let pieces: [Piece]
        let bounds: CGRect

        init(polylines: [[SIMD2<Float>]], halfWidth h: Float, cap: CGLineCap, join: CGLineJoin, miterLimit: Float) {
            var pieces: [Piece] = []
            var lo = SIMD2<Float>(repeating: .infinity), hi = SIMD2<Float>(repeating: -.infinity)
            var reach = h
            for line in polylines {
                var points: [SIMD2<Float>] = []
                for p in line where points.last != p { points.append(p) }
                guard points.count > 1 else {
                    // A lone point: Core Graphics draws nothing for butt caps, a dot for round and square ones.
                    if let p = points.first, cap != .butt { pieces.append(.disc(p, h)) }
                    continue
                }
                let closed = points.count > 2 && points.first == points.last
                for p in points { lo = pointwiseMin(lo, p); hi = pointwiseMax(hi, p) }
                var dirs: [SIMD2<Float>] = []
                for i in 0..<(points.count - 1) {
                    let d = points[i + 1] - points[i]
                    let length = (d * d).sum().squareRoot()
                    let u = d / length
                    dirs.append(u)
                    var a = points[i], len = length
                    // A square cap is the band carried half the width past the end.
                    if cap == .square && !closed {
                        if i == 0 { a -= u * h; len += h }
                        if i == points.count - 2 { len += h }
                    }
                    pieces.append(.band(a: a, u: u, length: len, h: h))
                }
                // Corners: every inner point, and for a closed polyline the point where it meets itself.
                var lengths: [Float] = []
                for i in 0..<(points.count - 1) {
                    let d = points[i + 1] - points[i]
                    lengths.append((d * d).sum().squareRoot())
                }
                var corners: [(SIMD2<Float>, Int, Int)] = []
                for i in 1..<(points.count - 1) { corners.append((points[i], i - 1, i)) }
                if closed { corners.append((points[0], dirs.count - 1, 0)) }
                for (v, a, b) in corners {
                    // The join reaches back into both bands (half the width, or half the shorter segment): a
                    // union of distance fields that only meet edge to edge would leave a half-covered seam there.
                    let back = Swift.min(h, lengths[a] / 2, lengths[b] / 2)
                    pieces.append(Self.joinPiece(at: v, in: dirs[a], out: dirs[b], h: h, back: back, join: join,
                                                 miterLimit: miterLimit))
                }
                if !closed && cap == .round {
                    pieces.append(.disc(points[0], h))
                    pieces.append(.disc(points[points.count - 1], h))
                }
            }
            // A miter reaches at most limit × half the width from its corner.
            if join == .miter { reach = Swift.max(h, h * miterLimit) }
            self.pieces = pieces
            let grow = CGFloat(reach * 1.5 + 1)
            bounds = pieces.isEmpty || lo.x > hi.x ? .null
                : CGRect(x: CGFloat(lo.x), y: CGFloat(lo.y), width: CGFloat(hi.x - lo.x), height: CGFloat(hi.y - lo.y))
                    .insetBy(dx: -grow, dy: -grow)
        }

        /// The piece that fills the outer side of the corner at `v` between directions `u1` (in) and `u2` (out),
        /// reaching `back` into both segments' bands.
        static func joinPiece(at v: SIMD2<Float>, in u1: SIMD2<Float>, out u2: SIMD2<Float>, h: Float, back s: Float,
                              join: CGLineJoin, miterLimit: Float) -> Piece {
            let cross = u1.x * u2.y - u1.y * u2.x, dot = (u1 * u2).sum()
            // Straight on: the bands meet face to face; a box across the joint covers the seam.
            if Swift.abs(cross) < 1e-6 && dot > 0 {
                let n = SIMD2(-u1.y, u1.x) * h
                return .polygon([v - u1 * s - n, v - u1 * s + n, v + u2 * s + n, v + u2 * s - n])
            }
            if join == .round { return .disc(v, h) }
            // The outer side is away from the turn: the normals of the two segments on that side. (The inner side
            // of each band's end lies inside the other band.)
            let side: Float = cross > 0 ? -1 : 1
            let n1 = SIMD2(-u1.y, u1.x) * side, n2 = SIMD2(-u2.y, u2.x) * side
            let a = v + n1 * h, b = v + n2 * h
            var outer = [a]
            if join == .miter {
                // The angle between the segments φ: cos φ = −dot; miter length / line width = 1 / sin(φ / 2),
                // sin(φ / 2) = √((1 − cos φ) / 2) = √((1 + dot) / 2).
                let sinHalf = ((1 + dot) / 2).squareRoot()
                let m = n1 + n2
                let ml = (m * m).sum().squareRoot()
                if sinHalf > 1e-6 && 1 / sinHalf <= miterLimit && ml > 1e-6 {
                    // The tip: where the outer edges meet, along the normals' bisector at half the width over the
                    // cosine of the normals' half angle (|n1 + n2| / 2).
                    outer.append(v + (m / ml) * (h / (ml / 2)))
                }
            }
            outer.append(b)
            return .polygon([v - u1 * s, a - u1 * s] + outer + [b + u2 * s, v + u2 * s])
        }

        func distance(to p: SIMD2<Float>) -> Float {
            var best = Float.infinity
            for piece in pieces {
                let d: Float
                switch piece {
                case .band(let a, let u, let length, let h):
                    let q = p - a
                    let t = (q * u).sum(), n = q.x * -u.y + q.y * u.x
                    let e = SIMD2(Swift.abs(t - length / 2) - length / 2, Swift.abs(n) - h)
                    let outside = pointwiseMax(e, .zero)
                    d = (outside * outside).sum().squareRoot() + Swift.min(Swift.max(e.x, e.y), 0)
                case .disc(let c, let r):
                    let q = p - c
                    d = (q * q).sum().squareRoot() - r
                case .polygon(let vs):
                    d = Self.polygonDistance(p, vs)
                }
                best = Swift.min(best, d)
            }
            return best
        }

        /// The exact signed distance to a convex polygon (either winding).
        static func polygonDistance(_ p: SIMD2<Float>, _ vs: [SIMD2<Float>]) -> Float {
            var nearest = Float.infinity
            var sameSide = true
            var sign: Float = 0
            for i in 0..<vs.count {
                let a = vs[i], b = vs[(i + 1) % vs.count]
                let e = b - a, w = p - a
                let ee = (e * e).sum()
                let t = ee > 0 ? Swift.min(Swift.max((w * e).sum() / ee, 0), 1) : 0
                let off = w - e * t
                nearest = Swift.min(nearest, (off * off).sum())
                let c = e.x * w.y - e.y * w.x
                if ee > 0 {
                    if sign == 0 { sign = c >= 0 ? 1 : -1 } else if (c >= 0 ? 1 : -1) != sign { sameSide = false }
                }
            }
            let d = nearest.squareRoot()
            return sameSide ? -d : d
        }
    }
}
