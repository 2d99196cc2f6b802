import Foundation
import LiquidGlass

/// Measures the renderer's refraction the way Apple's glass was measured, so the two can be compared:
/// a 300×64 pt clear capsule, the inward displacement averaged over bands of inset from the edge, read
/// back from the fixed-format displacement layer (so the measurement sees exactly what tools see).
///
/// The reference figures are the public capture of Apple's clear glass (flutter_liquid_glass,
/// `example/tool/results/glass-research/refraction-ab/report.md`), quoted in issue 2.
public enum LensCalibration {
    /// One band of insets and the displacement measured in it.
    public struct Band: Sendable {
        /// Inset range from the edge, in points.
        public var from: Float, to: Float
        /// Apple's measured inward displacement, in points.
        public var apple: Float
        /// This renderer's, in points (NaN if no pixel fell in the band).
        public var ours: Float
        /// Whether ours is within ±15 % or 1 pt of Apple's, whichever is larger (the project's target).
        public var withinTarget: Bool { Swift.abs(ours - apple) <= max(0.15 * apple, 1) }
    }

    /// Which wall of the capsule.
    public enum Wall: String, Sendable, CaseIterable {
        /// The long straight wall, measured down the centre column from the top edge.
        case top
        /// The round end, measured along the centre row from the right end.
        case end
    }

    /// Apple's figures: (from, to, displacement) in points.
    public static func apple(_ wall: Wall) -> [(Float, Float, Float)] {
        switch wall {
        case .top:
            return [(1, 2, 35.5), (2, 3, 27.1), (3, 4, 21.7), (4, 6, 15.8), (6, 8, 10.3),
                    (8, 10, 6.8), (10, 13, 4.0), (13, 16, 1.8), (16, 20, 0.1)]
        case .end:
            return [(1, 2, 25.5), (2, 3, 21.2), (3, 4, 17.7), (4, 6, 13.9), (6, 8, 10.0),
                    (8, 10, 6.7), (10, 13, 3.8), (13, 16, 1.6), (16, 20, 0.3)]
        }
    }

    /// The capsule scene the measurement renders: 300×64 pt clear glass at (50, 48) on a 400×160 pt canvas.
    public static func scene(scale: Double) -> Scene {
        Scene(canvas: Canvas(width: 400, height: 160, scale: scale),
              background: Background(.color(Color(red: 0.5, green: 0.5, blue: 0.5))),
              elements: [GlassElement(frame: CGRect(x: 50, y: 48, width: 300, height: 64), glass: .clear)])
    }

    /// Renders the displacement layer at `scale` and measures both walls.
    public static func measure(scale: Double, threads: Int = RenderThreads.available) throws(RenderError) -> [Wall: [Band]] {
        let renderer = GlassRenderer(options: RenderOptions(threads: threads, layer: .displacement))
        guard case .data16(let w, let h, let rgba) = try renderer.render(scene(scale: scale)) else {
            throw RenderError("the displacement layer did not produce 16-bit data")
        }
        let s = Float(scale)
        var out: [Wall: [Band]] = [:]
        for wall in Wall.allCases {
            // Walk inwards from the edge one pixel at a time; `axis` picks dx or dy, `sign` makes inward positive.
            let (edge, step, start, axis, sign): (SIMD2<Float>, SIMD2<Int>, SIMD2<Int>, Int, Float) = wall == .top
                ? (SIMD2(200, 48), SIMD2(0, 1), SIMD2(Int(200 * s), Int(48 * s)), 1, 1)
                : (SIMD2(350, 80), SIMD2(-1, 0), SIMD2(Int(350 * s) - 1, Int(80 * s)), 0, -1)
            let reference = apple(wall)
            var sums = [Float](repeating: 0, count: reference.count)
            var counts = [Int](repeating: 0, count: reference.count)
            var p = start
            for _ in 0..<Int(24 * s) where p.x >= 0 && p.y >= 0 && p.x < w && p.y < h {
                let i = (p.y * w + p.x) * 4
                if rgba[i + 3] == 65535 {
                    let centre = SIMD2<Float>((Float(p.x) + 0.5) / s, (Float(p.y) + 0.5) / s)
                    let inset = Swift.abs(((centre - edge) * SIMD2<Float>(Float(step.x), Float(step.y))).sum())
                    let d = sign * DisplacementEncoding.decode(rgba[i + axis])
                    for (k, band) in reference.enumerated() where inset >= band.0 && inset < band.1 {
                        sums[k] += d
                        counts[k] += 1
                    }
                }
                p &+= step
            }
            out[wall] = reference.indices.map { k in
                Band(from: reference[k].0, to: reference[k].1, apple: reference[k].2,
                     ours: counts[k] > 0 ? sums[k] / Float(counts[k]) : .nan)
            }
        }
        return out
    }
}
