import Foundation
import LiquidGlassCore

/// Reference geometry for the shape tests (Core's shapes and the renderer's custom ones), computed independently of
/// the fields (in Double, by brute force).
public enum GeometryReference {
    /// Unsigned distance from `p` to the segment a–b.
    public static func segmentDistance(_ p: SIMD2<Double>, _ a: SIMD2<Double>, _ b: SIMD2<Double>) -> Double {
        let e = b - a, w = p - a
        let len2 = (e * e).sum()
        let t = len2 > 0 ? min(max((w * e).sum() / len2, 0), 1) : 0
        let d = w - e * t
        return (d * d).sum().squareRoot()
    }

    /// Signed distance to a closed polygon (implicitly closed), by brute force over every edge; the sign follows
    /// the non-zero winding rule.
    public static func polygonDistance(_ p: SIMD2<Double>, _ polygon: [SIMD2<Double>]) -> Double {
        var best = Double.infinity
        var winding = 0
        for i in polygon.indices {
            let a = polygon[i], b = polygon[(i + 1) % polygon.count]
            best = min(best, segmentDistance(p, a, b))
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if a.y <= p.y {
                if b.y > p.y && cross > 0 { winding += 1 }
            } else if b.y <= p.y && cross < 0 {
                winding -= 1
            }
        }
        return winding != 0 ? -best : best
    }

    /// A dense polygon of a continuous rounded rectangle, built from the corner profile mirrored into the four
    /// corners (clockwise in y-down coordinates, starting on the top edge).
    public static func continuousRoundedRectangleOutline(_ rect: CGRect, radius: Double, samples: Int) -> [SIMD2<Double>] {
        let profile = ContinuousCornerProfile(radius: radius, limit: Double(min(rect.width, rect.height)) / 2)
        let corner = profile.outline(cubicSamples: samples, arcSamples: samples)
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY)
        var polygon: [SIMD2<Double>] = []
        // Corner points (u, v): u along the edge we arrive on, v along the edge we leave on.
        polygon += corner.map { SIMD2(x1 - $0.x, y0 + $0.y) }           // top-right
        polygon += corner.map { SIMD2(x1 - $0.y, y1 - $0.x) }           // bottom-right
        polygon += corner.map { SIMD2(x0 + $0.x, y1 - $0.y) }           // bottom-left
        polygon += corner.map { SIMD2(x0 + $0.y, y0 + $0.x) }           // top-left
        return polygon
    }

    /// Points on a grid covering `rect` grown by `margin`, `steps` × `steps`.
    public static func grid(_ rect: CGRect, margin: Double, steps: Int) -> [SIMD2<Double>] {
        var points: [SIMD2<Double>] = []
        let x0 = Double(rect.minX) - margin, y0 = Double(rect.minY) - margin
        let w = Double(rect.width) + 2 * margin, h = Double(rect.height) + 2 * margin
        for i in 0..<steps {
            for j in 0..<steps {
                // Irrational-ish offsets keep points off the symmetry axes and medial lines.
                points.append(SIMD2(x0 + w * (Double(i) + 0.371) / Double(steps),
                                    y0 + h * (Double(j) + 0.613) / Double(steps)))
            }
        }
        return points
    }

    public static func float(_ p: SIMD2<Double>) -> SIMD2<Float> { SIMD2<Float>(p) }
}
