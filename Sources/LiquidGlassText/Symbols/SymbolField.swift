import Foundation
import LiquidGlassCore

/// A ``SymbolShape`` resolved for one weight: its signed distance (design units) at a point.
indirect enum SymbolField: Sendable {
    /// A segment of a stroke's centre line.
    package struct Segment: Sendable {
        package var start: SIMD2<Float>
        package var edge: SIMD2<Float>
        package var inverseLengthSquared: Float

        package init(_ a: SIMD2<Float>, _ b: SIMD2<Float>) {
            start = a
            edge = b - a
            let squared = edge.dot(edge)
            inverseLengthSquared = squared > 0 ? 1 / squared : 0
        }
    }

    case field(any SignedDistanceField)
    case segments([Segment], halfWidth: Float)
    case disc(center: SIMD2<Float>, radius: Float)
    case box(center: SIMD2<Float>, half: SIMD2<Float>, radius: Float)
    case outline(SymbolField, halfWidth: Float)
    case offset(SymbolField, by: Float)
    case union([SymbolField])
    case subtract(SymbolField, SymbolField)

    /// The signed distance from `p` (design units) to the shape's outline, negative inside.
    package func distance(to p: SIMD2<Float>) -> Float {
        switch self {
        case .field(let field):
            return field.distance(to: p)
        case .segments(let segments, let halfWidth):
            var best = Float.infinity
            for s in segments {
                let a = p - s.start
                let t = min(max(a.dot(s.edge) * s.inverseLengthSquared, 0), 1)
                let d = a - s.edge * t
                best = min(best, d.dot(d))
            }
            return best.squareRoot() - halfWidth
        case .disc(let center, let radius):
            return (p - center).length - radius
        case .box(let center, let half, let radius):
            let r = min(radius, half.x, half.y)
            let q = (p - center).absolute - half + SIMD2(repeating: r)
            let outside = SIMD2(max(q.x, 0), max(q.y, 0)).length
            return outside + min(max(q.x, q.y), 0) - r
        case .outline(let shape, let halfWidth):
            return abs(shape.distance(to: p)) - halfWidth
        case .offset(let shape, let amount):
            return shape.distance(to: p) - amount
        case .union(let shapes):
            var best = Float.infinity
            for shape in shapes { best = min(best, shape.distance(to: p)) }
            return best
        case .subtract(let a, let b):
            return max(a.distance(to: p), -b.distance(to: p))
        }
    }
}
