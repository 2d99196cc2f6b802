import Foundation
import Testing
@testable import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene

/// Square corners without a mitre seam (issue 44). The exact distance field of a rectangle has a ridge along each
/// corner's diagonal, where the lens's direction flipped by 90°; the 2 pt frost showed it as a diagonal line from
/// each corner. Glass now draws rectangles (and circular rounded rectangles inside their radius) from
/// ``LensBoxField``, whose direction turns through the corner.
///
/// The seam is measured as a step across the diagonal: at each point of the diagonal from 2.7 to 15 pt in (the
/// lens band), the difference between the two pixels straddling it, (x+1, y−1) and (x−1, y+1), less the same
/// difference on the lines parallel to the diagonal 4 px to either side (how much the picture changes there
/// anyway). In 8-bit sRGB luminance levels, over a grey ramp running left to right — the left wall's lens samples
/// the brighter right, the top wall's the same column, so an abrupt change of direction is an abrupt step — and over
/// flat grey (the glints and the inner shadow alone). Measured before the change (exact field): 15.5 levels over the
/// ramp at the top-left corner; after: 3.5.
@Suite struct SquareCornerTests {
    static let canvas = Canvas(width: 300, height: 160, scale: 3)
    static let frame = CGRect(x: 30, y: 30, width: 240, height: 100)

    static func render(_ shape: any Shape, level: @escaping (Double) -> Float) throws -> LinearImage {
        let c = canvas
        var backdrop = LinearImage(width: c.pixelWidth, height: c.pixelHeight)
        for x in 0..<c.pixelWidth {
            let v = level((Double(x) + 0.5) / c.pixelWidth.double)
            for y in 0..<c.pixelHeight { backdrop[x, y] = LinearPixel(v, v, v, 1) }
        }
        let scene = Scene(canvas: c, background: Background(.decodedImage(backdrop, fill: .stretch)),
                          elements: [GlassElement(id: "card", shape: shape, frame: frame, glass: .regular)])
        return try SystemTestSupport.image(try SystemTestSupport.render(scene))
    }

    /// The largest step across the diagonal from the corner at pixel (x0, y0) going in direction (sx, sy) (±1),
    /// above the steps on its parallels, in 8-bit sRGB levels of luminance.
    static func seam(_ image: LinearImage, corner x0: Int, _ y0: Int, _ sx: Int, _ sy: Int, from first: Int = 8) -> Double {
        func level(_ x: Int, _ y: Int) -> Double { Double(SRGB.encode(Float(ContrastRatio.luminance(image[x, y])))) * 255 }
        // (u, v): u along the diagonal, v across it; pixel = corner + u·(sx, sy) + v·(sx, −sy).
        func step(_ k: Int, _ o: Int) -> Double {
            let a = (x0 + sx * (k + 1 + o), y0 + sy * (k - 1 - o)), b = (x0 + sx * (k - 1 + o), y0 + sy * (k + 1 - o))
            return abs(level(a.0, a.1) - level(b.0, b.1))
        }
        var worst = -Double.infinity
        for k in first..<45 {
            worst = max(worst, step(k, 0) - (step(k, -4) + step(k, 4)) / 2)
        }
        return worst
    }

    static func corners(_ image: LinearImage, from first: Int = 8) -> [Double] {
        let s = Int(canvas.scale)
        let (l, t) = (Int(frame.minX) * s, Int(frame.minY) * s)
        let (r, b) = (Int(frame.maxX) * s - 1, Int(frame.maxY) * s - 1)
        return [seam(image, corner: l, t, 1, 1, from: first), seam(image, corner: r, t, -1, 1, from: first),
                seam(image, corner: l, b, 1, -1, from: first), seam(image, corner: r, b, -1, -1, from: first)]
    }

    @Test func aRectangleOverARampHasNoDiagonalSeam() throws {
        let image = try Self.render(Rectangle()) { Float($0 * $0) }
        let seams = Self.corners(image)
        print("seam over a ramp (levels above the parallels): \(seams)")
        // Exact field: 15.5 at the top-left corner. A seam of 6 levels is a visible line at 2 pt frost.
        #expect(seams.allSatisfy { $0 <= 6 }, "\(seams)")
    }

    @Test func aRectangleOverFlatGreyHasNoDiagonalSeam() throws {
        let image = try Self.render(Rectangle()) { _ in 0.2 }
        let seams = Self.corners(image)
        print("seam over flat grey (levels above the parallels): \(seams)")
        #expect(seams.allSatisfy { $0 <= 3 }, "\(seams)")
    }

    @Test func aSmallRadiusHasNoSeamInsideItsCorner() throws {
        // From 6 pt along each side on (k = 18 px): inside the 4 pt corner's arc the normals fan out from the arc's
        // centre, as around any small round corner; the ridge the exact field had starts beyond it.
        let image = try Self.render(RoundedRectangle(cornerRadius: 4, style: .circular)) { Float($0 * $0) }
        let seams = Self.corners(image, from: 18)
        print("seam over a ramp, circular radius 4: \(seams)")
        #expect(seams.allSatisfy { $0 <= 6 }, "\(seams)")
    }

    @Test func theFieldKeepsTheOutlineAndIsOneLipschitz() {
        let rect = CGRect(x: 10, y: 20, width: 200, height: 60)
        let pairs: [(any SignedDistanceField, LensBoxField)] = [
            (RectangleField(rect: rect), LensBoxField(RectangleField(rect: rect))),
            (CircularRoundedRectangleField(rect: rect, radius: 6), LensBoxField(CircularRoundedRectangleField(rect: rect, radius: 6))),
        ]
        var worstOutside: Float = 0, worstLipschitz: Float = 0, worstConvexity: Float = 0, deeper = true
        for (exact, lens) in pairs {
            for i in 0..<240 {
                for j in 0..<100 {
                    let p = SIMD2<Float>(Float(i) - 5 + 0.37, Float(j) + 5 + 0.61)
                    let e = exact.distance(to: p), d = lens.distance(to: p)
                    if e >= 0 { worstOutside = max(worstOutside, abs(e - d)) }
                    // Inside, never deeper than the exact inset (the corners' levels are rounded, not cut).
                    if d < e - 1e-4 { deeper = false }
                    // |d(p) − d(q)| ≤ |p − q| for neighbours along the axes and the diagonal (a forward-difference
                    // gradient overstates it by up to √2 at the outline's corner, where the field has a kink).
                    let h: Float = 0.25
                    for (step, length) in [(SIMD2<Float>(h, 0), h), (SIMD2(0, h), h), (SIMD2(h, h), h * Float(2).squareRoot()),
                                           (SIMD2(h, -h), h * Float(2).squareRoot())] {
                        worstLipschitz = max(worstLipschitz, abs(lens.distance(to: p + step) - d) / length)
                    }
                    // Convex along the diagonal and the axes: the midpoint is at most the mean of its neighbours.
                    let m = (lens.distance(to: p - SIMD2(h, h)) + lens.distance(to: p + SIMD2(h, h))) / 2
                    worstConvexity = max(worstConvexity, d - m)
                }
            }
        }
        #expect(worstOutside <= 1e-5, "outside or on the outline the exact field: \(worstOutside)")
        #expect(deeper, "an inset deeper than the exact one")
        #expect(worstLipschitz <= 1.001, "1-Lipschitz: \(worstLipschitz)")
        #expect(worstConvexity <= 1e-4, "convex: \(worstConvexity)")
    }
}

private extension Int {
    var double: Double { Double(self) }
}
