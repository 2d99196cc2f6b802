import Foundation
import LiquidGlassCore
import LiquidGlassTestSupport
import Testing

/// Degenerate frames give empty shapes (never a crash, never NaN), and every field's bounds hold its inside.
@Suite struct GeometryDegenerateFrameTests {
    static let shapes: [any LiquidGlassCore.Shape] = [
        Circle(), Ellipse(), Rectangle(), RoundedRectangle(cornerRadius: 12, style: .circular),
        RoundedRectangle(cornerRadius: 12, style: .continuous),
        PathShapeTests.polygonPath(PathShapeTests.square(0, 0, 10)),
    ]

    static let badFrames = [
        CGRect(x: 0, y: 0, width: 0, height: 50),
        CGRect(x: 0, y: 0, width: 50, height: 0),
        CGRect(x: 10, y: 10, width: -20, height: 30),
        CGRect(x: 10, y: 10, width: 20, height: -30),
        CGRect(x: CGFloat.nan, y: 0, width: 20, height: 30),
        CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 30),
        CGRect(x: 0, y: -CGFloat.infinity, width: 20, height: 30),
        CGRect(x: 0, y: 0, width: 20, height: CGFloat.nan),
        CGRect(x: 0, y: 0, width: 1e300, height: 30),
    ]

    @Test(arguments: badFrames) func degenerateFramesGiveEmptyShapes(frame: CGRect) {
        for shape in Self.shapes {
            let field = shape.signedDistanceField(in: frame)
            #expect(field.bounds.size == .zero, "\(shape)")
            for p in [SIMD2<Float>(0, 0), SIMD2(5, 5), SIMD2(-100, 7), SIMD2(.nan, 1)] {
                #expect(field.distance(to: p) >= EmptyField.outsideDistance, "\(shape) at \(p)")
            }
            #expect(field.coverage(at: SIMD2(5, 5), pixelSize: 1) == 0)
        }
    }

    @Test func boundsContainEveryPointWithNonPositiveDistance() {
        let frames = [CGRect(x: 3, y: 4, width: 120, height: 50), CGRect(x: -20, y: 10, width: 30, height: 90)]
        for frame in frames {
            for shape in Self.shapes + [RoundedRectangle(cornerRadius: 1000), Capsule()] {
                let field = shape.signedDistanceField(in: frame)
                var inside = 0
                for p in GeometryReference.grid(frame, margin: 15, steps: 80) {
                    let q = GeometryReference.float(p)
                    if field.distance(to: q) <= 0 {
                        inside += 1
                        #expect(field.bounds.insetBy(dx: -1e-3, dy: -1e-3).contains(CGPoint(x: Double(q.x), y: Double(q.y))),
                                "\(shape) in \(frame): \(q)")
                    }
                }
                #expect(inside > 0, "\(shape) in \(frame)")
            }
        }
    }

    @Test func tinyFramesStayFinite() {
        let frame = CGRect(x: 0, y: 0, width: 1e-6, height: 2e-6)
        for shape in Self.shapes + [RoundedRectangle(cornerRadius: 5), Capsule()] {
            let field = shape.signedDistanceField(in: frame)
            #expect(field.distance(to: SIMD2(0, 0)).isFinite, "\(shape)")
            #expect(field.distance(to: SIMD2(10, 10)).isFinite, "\(shape)")
        }
    }
}
