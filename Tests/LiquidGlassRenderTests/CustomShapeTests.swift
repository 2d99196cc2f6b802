import Foundation
import LiquidGlassCore
import LiquidGlassRender
import LiquidGlassScene
import LiquidGlassTestSupport
import Testing

/// A shape kind the engine has never heard of is one new type: a `Shape` that returns its signed distance field.
/// Nothing else is edited — no switch in the renderer, the plan or the report — and it renders as glass, joins a
/// container and is reported. (Issue 8: "a new shape kind is one new type, not five switch edits".)
@Suite struct CustomShapeTests {
    /// A rhombus touching the middle of each side of its frame, written here and nowhere in the library.
    struct Diamond: Shape {
        func signedDistanceField(in rect: CGRect) -> any SignedDistanceField {
            Field(center: SIMD2(Float(rect.midX), Float(rect.midY)),
                  half: SIMD2(Float(rect.width / 2), Float(rect.height / 2)), bounds: rect)
        }

        /// The exact distance to a rhombus with half-diagonals `half` (the closed form of Quílez's "2D distance
        /// functions": fold into the first quadrant, project onto the edge from (half.x, 0) to (0, half.y)).
        struct Field: SignedDistanceField {
            let center: SIMD2<Float>, half: SIMD2<Float>, bounds: CGRect

            func distance(to point: SIMD2<Float>) -> Float {
                let px = abs(point.x - center.x), py = abs(point.y - center.y), bx = half.x, by = half.y
                let ax = bx - 2 * px, ay = by - 2 * py
                let h = min(max((ax * bx - ay * by) / (bx * bx + by * by), -1), 1)
                let qx = px - 0.5 * bx * (1 - h), qy = py - 0.5 * by * (1 + h)
                let length = (qx * qx + qy * qy).squareRoot()
                return px * by + py * bx - bx * by < 0 ? -length : length
            }
        }
    }

    /// The same rhombus as a path of four lines (the library's own polygon field).
    static func diamondPath(in frame: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: frame.width / 2, y: 0))
        path.addLine(to: CGPoint(x: frame.width, y: frame.height / 2))
        path.addLine(to: CGPoint(x: frame.width / 2, y: frame.height))
        path.addLine(to: CGPoint(x: 0, y: frame.height / 2))
        path.closeSubpath()
        return path
    }

    static let frame = CGRect(x: 40, y: 30, width: 160, height: 120)

    static func scene(_ shape: any Shape, extra: [GlassElement] = []) -> Scene {
        let gradient = Background.Gradient(colors: [.systemIndigo, .white, .systemOrange], angle: 30)
        var element = GlassElement(id: "diamond", shape: shape, frame: frame)
        element.container = extra.isEmpty ? nil : ContainerMembership(index: 0, spacing: 12)
        return Scene(canvas: Canvas(width: 240, height: 180, scale: 2), background: Background(.gradient(gradient)),
                     elements: [element] + extra)
    }

    static func pixels(_ scene: Scene) throws -> [SIMD4<Float>] {
        guard case .image(let image) = try GlassRenderer(options: RenderOptions(threads: 2)).render(scene) else {
            Issue.record("no image")
            return []
        }
        return image.pixels.map { SIMD4(SRGB.encode($0.x), SRGB.encode($0.y), SRGB.encode($0.z), $0.w) * 255 }
    }

    @Test func fieldIsTheDistanceToTheRhombus() {
        // Against the path's polygon field, which the library tests against brute force (PathShapeTests).
        let diamond = Diamond().signedDistanceField(in: Self.frame)
        let path = Self.diamondPath(in: Self.frame).signedDistanceField(in: Self.frame)
        var worst: Float = 0
        for p in GeometryReference.grid(Self.frame, margin: 30, steps: 41) {
            let q = GeometryReference.float(p)
            worst = max(worst, abs(diamond.distance(to: q) - path.distance(to: q)))
        }
        #expect(worst < 1e-3, "worst \(worst)")
    }

    @Test func rendersAsGlassLikeTheSameOutlineAsAPath() throws {
        let custom = try Self.pixels(Self.scene(Diamond()))
        let path = try Self.pixels(Self.scene(Self.diamondPath(in: Self.frame)))
        let plain = try Self.pixels(Scene(canvas: Canvas(width: 240, height: 180, scale: 2),
                                          background: Self.scene(Diamond()).background, elements: []))
        // Glass was drawn: the centre and the lens band differ from the bare background.
        // (Along the middle row: with the 2 pt frost the centre alone is within 2 codes of a smooth gradient.)
        let row = (0..<480).map { 2 * 90 * 480 + $0 }
        #expect(row.map { Self.difference(custom[$0], plain[$0]) }.max()! > 3)
        // And it is the same glass as the path's: the two fields agree to 1e-3 pt, so at most a code here and there.
        var largest: Float = 0, differing = 0
        for (a, b) in zip(custom, path) {
            let d = Self.difference(a, b)
            largest = max(largest, d)
            if d > 0.5 { differing += 1 }
        }
        #expect(largest <= 2, "largest difference \(largest) codes")
        #expect(differing < custom.count / 100, "\(differing) pixels differ")
    }

    @Test func joinsAContainerAndIsReported() throws {
        // A circle 10 pt to the right of the diamond's tip, in the same container (spacing 12): the two merge.
        let circle = GlassElement(id: "dot", shape: Circle(), frame: CGRect(x: 210, y: 75, width: 30, height: 30))
        var withDot = circle
        withDot.container = ContainerMembership(index: 0, spacing: 12)
        let scene = Self.scene(Diamond(), extra: [withDot])
        let result = try GlassRenderer().renderWithReport(scene)
        #expect(result.report.elements.map(\.id) == ["diamond", "dot"])
        guard case .image(let merged) = result.output,
              case .image(let apart) = try GlassRenderer().render(Self.scene(Diamond(), extra: [circle])) else {
            Issue.record("no image")
            return
        }
        // Between the tip (x 200) and the circle (x 210), on the axis: the smooth union bridges the gap with
        // glass in the container, and leaves the backdrop (plus shadow) when they are apart.
        let gap = (90 * 2) * merged.width + 205 * 2
        #expect(merged.pixels[gap] != apart.pixels[gap])
        let mask = try #require(try Self.mask(scene))
        #expect(mask[gap] > 0.5, "the bridge is glass (mask \(mask[gap]))")
    }

    /// The largest difference between two pixels' channels (8-bit codes; alpha scaled alike).
    static func difference(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Float {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.z - b.z), abs(a.w - b.w))
    }

    static func mask(_ scene: Scene) throws -> [Float]? {
        guard case .image(let mask) = try GlassRenderer(options: RenderOptions(layer: .mask)).render(scene) else { return nil }
        return mask.pixels.map(\.x)
    }
}
