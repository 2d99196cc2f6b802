import Foundation
import LiquidGlassCore
import LiquidGlassTestSupport
import Testing

/// Paths built with the API: distances against other shapes and brute force, the fill rule, bounds.
@Suite struct PathShapeTests {
    static func square(_ x: Double, _ y: Double, _ size: Double, clockwise: Bool = true) -> [CGPoint] {
        let corners = [CGPoint(x: x, y: y), CGPoint(x: x + size, y: y),
                       CGPoint(x: x + size, y: y + size), CGPoint(x: x, y: y + size)]
        return clockwise ? corners : corners.reversed()
    }

    static func polygonPath(_ points: [CGPoint], close: Bool = true) -> Path {
        var path = Path()
        path.move(to: points[0])
        for p in points.dropFirst() { path.addLine(to: p) }
        if close { path.closeSubpath() }
        return path
    }

    @Test func squarePathEqualsRectangle() {
        let frame = CGRect(x: 30, y: -12, width: 500, height: 400)
        let path = Self.polygonPath(Self.square(10, 20, 80))
        let field = path.signedDistanceField(in: frame)
        // The path is not scaled: it sits at frame origin + (10, 20), 80 × 80.
        let rect = Rectangle().signedDistanceField(in: CGRect(x: 40, y: 8, width: 80, height: 80))
        var worst: Float = 0
        for p in GeometryReference.grid(CGRect(x: 40, y: 8, width: 80, height: 80), margin: 40, steps: 51) {
            let q = GeometryReference.float(p)
            worst = max(worst, abs(field.distance(to: q) - rect.distance(to: q)))
        }
        #expect(worst < 1e-3)
        #expect(field.bounds == CGRect(x: 40, y: 8, width: 80, height: 80))
    }

    @Test func fourCubicCircleMatchesCircle() {
        // The classic four-arc approximation (k = 0.5522847498 r) deviates from the circle by ≤ 2.7e-4 r.
        let r = 50.0, c = CGPoint(x: 60, y: 60), k = 0.5522847498 * r
        var path = Path()
        path.move(to: CGPoint(x: c.x + r, y: c.y))
        path.addCurve(to: CGPoint(x: c.x, y: c.y + r), control1: CGPoint(x: c.x + r, y: c.y + k),
                      control2: CGPoint(x: c.x + k, y: c.y + r))
        path.addCurve(to: CGPoint(x: c.x - r, y: c.y), control1: CGPoint(x: c.x - k, y: c.y + r),
                      control2: CGPoint(x: c.x - r, y: c.y + k))
        path.addCurve(to: CGPoint(x: c.x, y: c.y - r), control1: CGPoint(x: c.x - r, y: c.y - k),
                      control2: CGPoint(x: c.x - k, y: c.y - r))
        path.addCurve(to: CGPoint(x: c.x + r, y: c.y), control1: CGPoint(x: c.x + k, y: c.y - r),
                      control2: CGPoint(x: c.x + r, y: c.y - k))
        path.closeSubpath()
        let frame = CGRect(x: 0, y: 0, width: 120, height: 120)
        let field = path.signedDistanceField(in: frame)
        let circle = Circle().signedDistanceField(in: CGRect(x: 10, y: 10, width: 100, height: 100))
        var worst: Float = 0
        for p in GeometryReference.grid(frame, margin: 30, steps: 61) {
            let q = GeometryReference.float(p)
            worst = max(worst, abs(field.distance(to: q) - circle.distance(to: q)))
        }
        #expect(worst < 0.03, "worst \(worst)")
        // The gradient is unit length on the outline.
        for i in 0..<24 {
            let a = Double(i) / 24 * 2 * .pi
            let p = SIMD2<Float>(Float(60 + r * cos(a)), Float(60 + r * sin(a)))
            #expect(abs(field.distance(to: p)) < 0.03)
            #expect(abs(field.gradient(at: p).length - 1) < 1e-3)
        }
    }

    @Test func quadraticCurveWithinToleranceOfTheTrueCurve() {
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 100))
        path.addQuadCurve(to: CGPoint(x: 200, y: 100), control: CGPoint(x: 100, y: -60))
        path.closeSubpath()
        let field = path.signedDistanceField(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        // Reference: a very fine polygon of the true curve plus the closing chord.
        var polygon: [SIMD2<Double>] = []
        for i in 0...20_000 {
            let t = Double(i) / 20_000, m = 1 - t
            polygon.append(m * m * SIMD2(0, 100) + 2 * m * t * SIMD2(100, -60) + t * t * SIMD2(200, 100))
        }
        var worst = 0.0
        for p in GeometryReference.grid(CGRect(x: 0, y: 20, width: 200, height: 80), margin: 20, steps: 25) {
            let expected = GeometryReference.polygonDistance(p, polygon)
            worst = max(worst, abs(Double(field.distance(to: GeometryReference.float(p))) - expected))
        }
        #expect(worst < 0.02, "worst \(worst)")
    }

    @Test func nonZeroWindingRule() {
        let frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        // Same direction: the inner square is filled.
        var same = Self.polygonPath(Self.square(0, 0, 100))
        same.move(to: CGPoint(x: 25, y: 25))
        for p in Self.square(25, 25, 50).dropFirst() { same.addLine(to: p) }
        same.closeSubpath()
        #expect(same.signedDistanceField(in: frame).distance(to: SIMD2(50, 50)) < 0)
        // Opposite direction: a hole.
        var hole = Self.polygonPath(Self.square(0, 0, 100))
        let inner = Self.square(25, 25, 50, clockwise: false)
        hole.move(to: inner[0])
        for p in inner.dropFirst() { hole.addLine(to: p) }
        hole.closeSubpath()
        let holeField = hole.signedDistanceField(in: frame)
        #expect(abs(holeField.distance(to: SIMD2(50, 50)) - 25) < 1e-4)
        #expect(abs(holeField.distance(to: SIMD2(10, 50)) + 10) < 1e-4)
        // A pentagram: its centre has winding number 2 and is filled under the non-zero rule.
        let star = (0..<5).map { i -> CGPoint in
            let a = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
            return CGPoint(x: 100 + 90 * cos(a), y: 100 + 90 * sin(a))
        }
        let starField = Self.polygonPath(star).signedDistanceField(in: frame)
        #expect(starField.distance(to: SIMD2(100, 100)) < 0)
        let starPolygon = star.map { SIMD2(Double($0.x), Double($0.y)) }
        for p in GeometryReference.grid(frame, margin: 10, steps: 31) {
            let expected = GeometryReference.polygonDistance(p, starPolygon)
            #expect(abs(Double(starField.distance(to: GeometryReference.float(p))) - expected) < 1e-3)
        }
    }

    @Test func openSubpathsAreClosedForTheFill() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let triangle = [CGPoint(x: 10, y: 10), CGPoint(x: 90, y: 20), CGPoint(x: 40, y: 80)]
        let open = Self.polygonPath(triangle, close: false).signedDistanceField(in: frame)
        let closed = Self.polygonPath(triangle, close: true).signedDistanceField(in: frame)
        for p in GeometryReference.grid(frame, margin: 10, steps: 21) {
            let q = GeometryReference.float(p)
            #expect(open.distance(to: q) == closed.distance(to: q))
        }
        #expect(open.distance(to: SIMD2(45, 35)) < 0)
    }

    @Test func manySegmentsMatchBruteForce() {
        // A wobbly closed curve of 2000 segments: the chunked search must agree with a full scan.
        var points: [CGPoint] = []
        for i in 0..<2000 {
            let a = Double(i) / 2000 * 2 * .pi
            let radius = 80 + 15 * sin(7 * a) + 5 * cos(23 * a)
            points.append(CGPoint(x: 100 + radius * cos(a), y: 100 + radius * sin(a)))
        }
        let field = Self.polygonPath(points).signedDistanceField(in: CGRect(x: 0, y: 0, width: 200, height: 200))
        let polygon = points.map { SIMD2(Double($0.x), Double($0.y)) }
        var worst = 0.0
        for p in GeometryReference.grid(CGRect(x: 0, y: 0, width: 200, height: 200), margin: 20, steps: 21) {
            worst = max(worst, abs(Double(field.distance(to: GeometryReference.float(p))) - GeometryReference.polygonDistance(p, polygon)))
        }
        #expect(worst < 1e-3)
    }

    @Test func boundsContainEveryInsidePoint() {
        let path = try? Path(svgPathData: "M 20 30 C 80 -40 160 120 60 150 Q -30 120 20 30 Z")
        let frame = CGRect(x: 7, y: 9, width: 10, height: 10)   // the path is not clipped or scaled to the frame
        guard let field = path?.signedDistanceField(in: frame) else {
            Issue.record("path data did not parse")
            return
        }
        var inside = 0
        for p in GeometryReference.grid(CGRect(x: -50, y: -60, width: 300, height: 300), margin: 0, steps: 120) {
            let q = GeometryReference.float(p)
            if field.distance(to: q) <= 0 {
                inside += 1
                #expect(field.bounds.insetBy(dx: -1e-3, dy: -1e-3).contains(CGPoint(x: Double(q.x), y: Double(q.y))))
            }
        }
        #expect(inside > 100)
        #expect(field.bounds.minX > 7 && field.bounds.minY > 9)
    }

    @Test func emptyAndNonFinitePathsAreEmpty() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        var nanPath = Self.polygonPath(Self.square(0, 0, 10))
        nanPath.addLine(to: CGPoint(x: CGFloat.nan, y: 5))
        for path in [Path(), nanPath] {
            let field = path.signedDistanceField(in: frame)
            #expect(field.distance(to: SIMD2(5, 5)) >= EmptyField.outsideDistance)
            #expect(field.bounds.size == .zero)
        }
    }
}
