import Foundation
import LiquidGlassCore

/// The drawing of a symbol on the 24 × 24 design grid (units, y down), as a tree of filled primitives.
///
/// Every primitive is a signed distance in design units (negative inside), so parts combine exactly where it
/// matters for anti-aliasing — at their outlines: a union takes the smallest distance, a subtraction the largest
/// of the first shape's distance and the negated second's. Strokes are the unsigned distance to the centre line
/// minus half the width, which gives round caps and round joins; their width follows the weight
/// (``FontWeight/symbolStrokeWidth``) times a factor, so outline symbols get bolder with the text.
package indirect enum SymbolShape: Sendable {
    /// A path filled with the non-zero rule.
    case fill(Path)
    /// The centre lines of a path stroked at `factor` × the weight's stroke width. Open subpaths stay open.
    case stroke(Path, factor: Double)
    /// The centre lines of a path stroked at a fixed width (units), whatever the weight.
    case line(Path, width: Double)
    /// A filled disc.
    case disc(center: SIMD2<Double>, radius: Double)
    /// A filled rectangle with circular corners.
    case box(x: Double, y: Double, width: Double, height: Double, radius: Double)
    /// The outline of a shape, stroked at `factor` × the weight's stroke width, centred on its edge.
    case outline(SymbolShape, factor: Double)
    /// A shape grown outwards by `amount` units (which rounds its convex corners with that radius).
    case inflate(SymbolShape, amount: Double)
    /// The union of shapes.
    case union([SymbolShape])
    /// The first shape with the second cut out of it.
    case subtract(SymbolShape, SymbolShape)

    /// The shape's distance function with stroke widths fixed for `weight`.
    func field(weight: FontWeight) -> SymbolField {
        let unit = weight.symbolStrokeWidth
        switch self {
        case .fill(let path):
            return .field(path.signedDistanceField(in: CGRect(x: 0, y: 0, width: 24, height: 24)))
        case .stroke(let path, let factor):
            return .segments(Self.segments(of: path), halfWidth: Float(unit * factor / 2))
        case .line(let path, let width):
            return .segments(Self.segments(of: path), halfWidth: Float(width / 2))
        case .disc(let center, let radius):
            return .disc(center: SIMD2<Float>(center), radius: Float(radius))
        case .box(let x, let y, let width, let height, let radius):
            return .box(center: SIMD2(Float(x + width / 2), Float(y + height / 2)),
                        half: SIMD2(Float(width / 2), Float(height / 2)), radius: Float(radius))
        case .outline(let shape, let factor):
            return .outline(shape.field(weight: weight), halfWidth: Float(unit * factor / 2))
        case .inflate(let shape, let amount):
            return .offset(shape.field(weight: weight), by: Float(amount))
        case .union(let shapes):
            return .union(shapes.map { $0.field(weight: weight) })
        case .subtract(let a, let b):
            return .subtract(a.field(weight: weight), b.field(weight: weight))
        }
    }

    /// The path's flattened segments as (start, end) pairs; open subpaths get no closing segment.
    private static func segments(of path: Path) -> [SymbolField.Segment] {
        var result: [SymbolField.Segment] = []
        for line in PathFlattener.polylines(of: path.elements, tolerance: 0.005) {
            let points = line.map { SIMD2<Float>($0) }
            if points.count == 1 { result.append(.init(points[0], points[0])) }
            for i in 0..<max(points.count - 1, 0) { result.append(.init(points[i], points[i + 1])) }
        }
        return result
    }
}
