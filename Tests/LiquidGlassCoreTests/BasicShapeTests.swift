import Foundation
import LiquidGlassCore
import LiquidGlassTestSupport
import Testing

/// Circle, Rectangle and Capsule against closed-form distances.
@Suite struct BasicShapeTests {
    static let frames = [
        CGRect(x: 10, y: 20, width: 200, height: 120),
        CGRect(x: -35.5, y: 4.25, width: 48, height: 300),
        CGRect(x: 0, y: 0, width: 64, height: 64),
    ]

    @Test(arguments: frames) func circleIsExact(frame: CGRect) {
        let field = Circle().signedDistanceField(in: frame)
        let center = SIMD2(Double(frame.midX), Double(frame.midY))
        let radius = Double(min(frame.width, frame.height)) / 2
        var worst = 0.0
        for p in GeometryReference.grid(frame, margin: 60, steps: 41) {
            let expected = ((p - center) * (p - center)).sum().squareRoot() - radius
            worst = max(worst, abs(Double(field.distance(to: GeometryReference.float(p))) - expected))
        }
        #expect(worst < 1e-3)
        #expect(field.bounds == CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    @Test(arguments: frames) func rectangleIsExact(frame: CGRect) {
        let field = Rectangle().signedDistanceField(in: frame)
        let x0 = Double(frame.minX), x1 = Double(frame.maxX), y0 = Double(frame.minY), y1 = Double(frame.maxY)
        var worst = 0.0
        for p in GeometryReference.grid(frame, margin: 50, steps: 41) {
            let expected: Double
            if p.x >= x0 && p.x <= x1 && p.y >= y0 && p.y <= y1 {
                expected = -min(p.x - x0, x1 - p.x, p.y - y0, y1 - p.y)
            } else {
                let nearest = SIMD2(min(max(p.x, x0), x1), min(max(p.y, y0), y1))
                expected = ((p - nearest) * (p - nearest)).sum().squareRoot()
            }
            worst = max(worst, abs(Double(field.distance(to: GeometryReference.float(p))) - expected))
        }
        #expect(worst < 1e-3)
        #expect(field.bounds == frame)
    }

    @Test(arguments: frames) func capsuleIsExact(frame: CGRect) {
        let field = Capsule().signedDistanceField(in: frame)
        let r = Double(min(frame.width, frame.height)) / 2
        // The cap centres: a segment along the long axis; distance = distance to the segment − r.
        let a: SIMD2<Double>, b: SIMD2<Double>
        if frame.width >= frame.height {
            a = SIMD2(Double(frame.minX) + r, Double(frame.midY))
            b = SIMD2(Double(frame.maxX) - r, Double(frame.midY))
        } else {
            a = SIMD2(Double(frame.midX), Double(frame.minY) + r)
            b = SIMD2(Double(frame.midX), Double(frame.maxY) - r)
        }
        var worst = 0.0
        for p in GeometryReference.grid(frame, margin: 50, steps: 41) {
            let expected = GeometryReference.segmentDistance(p, a, b) - r
            worst = max(worst, abs(Double(field.distance(to: GeometryReference.float(p))) - expected))
        }
        #expect(worst < 1e-3)
    }

    @Test func circleUsesTheShorterSideAndIsCentred() {
        let field = Circle().signedDistanceField(in: CGRect(x: 0, y: 0, width: 300, height: 100))
        #expect(abs(field.distance(to: SIMD2(150, 0))) < 1e-4)
        #expect(abs(field.distance(to: SIMD2(100, 50))) < 1e-4)
        #expect(abs(field.distance(to: SIMD2(150, 50)) + 50) < 1e-4)
        #expect(abs(field.distance(to: SIMD2(0, 50)) - 100) < 1e-4)
    }

    @Test func gradientIsUnitLengthOnTheOutline() {
        let frame = CGRect(x: 10, y: 20, width: 200, height: 120)
        let circle = Circle().signedDistanceField(in: frame)
        let capsule = Capsule().signedDistanceField(in: frame)
        let rectangle = Rectangle().signedDistanceField(in: frame)
        for k in 0..<36 {
            let a = Double(k) / 36 * 2 * .pi
            let onCircle = SIMD2<Float>(Float(110 + 60 * cos(a)), Float(80 + 60 * sin(a)))
            #expect(abs(circle.distance(to: onCircle)) < 1e-3)
            #expect(abs(circle.gradient(at: onCircle).length - 1) < 1e-3)
            // Capsule: the right cap (centre (150, 80)) for cos a > 0, else the top edge.
            let onCapsule = cos(a) > 0 ? SIMD2<Float>(Float(150 + 60 * cos(a)), Float(80 + 60 * sin(a)))
                                       : SIMD2<Float>(Float(70 + 2 * Double(k)), 20)
            #expect(abs(capsule.distance(to: onCapsule)) < 1e-3)
            #expect(abs(capsule.gradient(at: onCapsule).length - 1) < 1e-3)
            // Rectangle: points along the four sides, away from the corners.
            let t = Float(k) / 36
            for p in [SIMD2<Float>(15 + 190 * t, 20), SIMD2(210, 25 + 110 * t), SIMD2(15 + 190 * t, 140), SIMD2(10, 25 + 110 * t)] {
                #expect(abs(rectangle.distance(to: p)) < 1e-3)
                #expect(abs(rectangle.gradient(at: p).length - 1) < 1e-3)
            }
        }
    }
}
