import Foundation
import Testing
@testable import LiquidGlass

/// The refraction of clear glass against Apple's measured profile (material-and-motion.md §1; issue 2):
/// a 300×64 pt clear capsule, inward displacement averaged over bands of inset from the edge,
/// read back through the fixed-format displacement layer.
@Suite struct LensProfileTests {
    /// (band start, band end, measured displacement) in points.
    static let topWall: [(Float, Float, Float)] = [
        (1, 2, 35.5), (2, 3, 27.1), (3, 4, 21.7), (4, 6, 15.8), (6, 8, 10.3),
        (8, 10, 6.8), (10, 13, 4.0), (13, 16, 1.8), (16, 20, 0.1),
    ]
    static let capsuleEnd: [(Float, Float, Float)] = [
        (1, 2, 25.5), (2, 3, 21.2), (3, 4, 17.7), (4, 6, 13.9), (6, 8, 10.0),
        (8, 10, 6.7), (10, 13, 3.8), (13, 16, 1.6), (16, 20, 0.3),
    ]

    /// Renders the displacement layer of the measured capsule at `scale`; returns (width, height, rgba).
    static func displacement(scale: Double) -> (Int, Int, [UInt16]) {
        let scene = Scene(
            canvas: Canvas(width: 400, height: 160, scale: scale),
            background: Background(.color(Color(red: 0.5, green: 0.5, blue: 0.5))),
            elements: [GlassElement(frame: CGRect(x: 50, y: 48, width: 300, height: 64), glass: .clear)])
        let renderer = GlassRenderer(options: RenderOptions(threads: 2, layer: .displacement))
        guard case .data16(let w, let h, let rgba) = try? renderer.render(scene) else {
            Issue.record("the displacement layer did not produce 16-bit data")
            return (0, 0, [])
        }
        return (w, h, rgba)
    }

    /// Averages the inward displacement of pixels whose inset lies in each band, walking from an edge point
    /// inwards along `step` (a unit pixel step) and reading the component `channel` (0 = dx, 1 = dy) with `sign`.
    static func bands(_ measured: [(Float, Float, Float)], data: (Int, Int, [UInt16]), scale: Float,
                      edge: SIMD2<Float>, step: SIMD2<Int>, start: SIMD2<Int>, channel: Int, sign: Float)
        -> [(measured: Float, ours: Float)] {
        let (w, _, rgba) = data
        var sums = [Float](repeating: 0, count: measured.count), counts = [Int](repeating: 0, count: measured.count)
        var p = start
        for _ in 0..<Int(24 * scale) {
            let i = (p.y * w + p.x) * 4
            if rgba[i + 3] == 65535 {
                let centre = SIMD2<Float>((Float(p.x) + 0.5) / scale, (Float(p.y) + 0.5) / scale)
                let inset = Swift.abs(((centre - edge) * SIMD2<Float>(Float(step.x), Float(step.y))).sum())
                let d = sign * DisplacementEncoding.decode(rgba[i + channel])
                for (k, band) in measured.enumerated() where inset >= band.0 && inset < band.1 {
                    sums[k] += d
                    counts[k] += 1
                }
            }
            p &+= step
        }
        return measured.indices.map { k in (measured[k].2, counts[k] > 0 ? sums[k] / Float(counts[k]) : .nan) }
    }

    static func check(_ result: [(measured: Float, ours: Float)], wall: String) {
        for (k, r) in result.enumerated() {
            let tolerance = max(0.15 * r.measured, 1)
            #expect(Swift.abs(r.ours - r.measured) <= tolerance,
                    "\(wall) band \(k): ours \(r.ours) pt, Apple \(r.measured) pt (±\(tolerance))")
        }
    }

    @Test(arguments: [2.0, 3.0])
    func topWallMatchesApple(scale: Double) {
        let data = Self.displacement(scale: scale)
        guard !data.2.isEmpty else { return }
        let s = Float(scale)
        // Centre column of the capsule, from the top edge (y = 48 pt) downwards; dy is positive inwards.
        let x = Int(200 * s)
        let result = Self.bands(Self.topWall, data: data, scale: s, edge: SIMD2(200, 48),
                                step: SIMD2(0, 1), start: SIMD2(x, Int(48 * s)), channel: 1, sign: 1)
        Self.check(result, wall: "top wall @\(scale)x")
    }

    @Test(arguments: [2.0, 3.0])
    func capsuleEndMatchesApple(scale: Double) {
        let data = Self.displacement(scale: scale)
        guard !data.2.isEmpty else { return }
        let s = Float(scale)
        // Centre row, from the right end (x = 350 pt) leftwards; dx is negative inwards.
        let y = Int(80 * s)
        let result = Self.bands(Self.capsuleEnd, data: data, scale: s, edge: SIMD2(350, 80),
                                step: SIMD2(-1, 0), start: SIMD2(Int(350 * s) - 1, y), channel: 0, sign: -1)
        Self.check(result, wall: "capsule end @\(scale)x")
    }

    @Test func faceBeyondTheBandIsUndisplaced() {
        let data = Self.displacement(scale: 2)
        let (w, _, rgba) = data
        guard !rgba.isEmpty else { return }
        // The capsule's centre, 32 pt from both walls: no displacement at all.
        let i = (160 * w + 400) * 4
        #expect(rgba[i + 3] == 65535)
        #expect(DisplacementEncoding.decode(rgba[i]) == 0)
        #expect(DisplacementEncoding.decode(rgba[i + 1]) == 0)
        #expect(DisplacementEncoding.decode(rgba[i + 2]) < -31)
    }

    @Test func regularGlassNeverDisplacesBeyondTheHalfMinorAxis() {
        let lens = LensProfile.regular.resolved(halfMinorAxis: 22)
        for i in 0..<400 {
            let d = lens.displacement(inset: Float(i) * 0.05, edgeCurvature: 0)
            #expect(d < 22, "inset \(Float(i) * 0.05)")
        }
    }

    @Test func lensScalesWithTheShape() {
        let big = LensProfile.clear.resolved(halfMinorAxis: 32)
        let small = LensProfile.clear.resolved(halfMinorAxis: 16)
        #expect(Swift.abs(small.band - big.band / 2) < 1e-4)
        #expect(Swift.abs(small.displacement(inset: 2, edgeCurvature: 0) - big.displacement(inset: 4, edgeCurvature: 0) / 2) < 1e-3)
    }
}
