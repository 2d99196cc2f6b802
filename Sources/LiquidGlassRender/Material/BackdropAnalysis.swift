import Foundation
import LiquidGlassCore

/// What lies behind a piece of glass, measured on the backdrop: how bright it is and how busy.
///
/// Apple documents that small glass flips between light and dark with what is behind it and that shadows
/// grow over text and busy content, but publishes no numbers; these measurements make those decisions
/// reproducible (thresholds in ``Adaptation``).
public struct BackdropAnalysis: Sendable, Equatable {
    /// Mean relative luminance (WCAG: linear Rec. 709 weights), 0…1.
    public var luminance: Double
    /// Standard deviation of the luminance, 0…0.5: overall contrast.
    public var contrast: Double
    /// Mean luminance step between neighbouring samples one point apart, 0…1: edges and text-like detail.
    public var detail: Double
    /// Busyness 0…1 combining contrast and detail (0.5 ≈ a photo with texture; 1 ≈ a page of text).
    public var busyness: Double { min(1, 2.2 * contrast + 6 * detail) }
    /// How many samples the figures come from.
    public var samples: Int

    /// Measures `backdrop` inside `rect` (points) at `scale` pixels per point, on a one-point grid, as it is seen
    /// over a background of luminance `background` where it is not opaque (the colour scheme's system background:
    /// 1 in light, 0 in dark). A view rendered without a background of its own is shown over that background;
    /// measured bare, glass over nothing would adapt to dark in the light scheme and its labels would come out
    /// white, invisible over white.
    public static func measure(_ backdrop: LinearImage, in rect: CGRect, scale: Double, over background: Double = 0) -> BackdropAnalysis {
        let r = rect.intersection(CGRect(x: 0, y: 0, width: Double(backdrop.width) / scale, height: Double(backdrop.height) / scale))
        guard !r.isNull, r.width >= 1, r.height >= 1 else {
            return BackdropAnalysis(luminance: 0, contrast: 0, detail: 0, samples: 0)
        }
        let nx = max(1, Int(r.width)), ny = max(1, Int(r.height))
        var sum = 0.0, sumSquares = 0.0, steps = 0.0, stepCount = 0
        var previousRow = [Double](repeating: 0, count: nx)
        for j in 0..<ny {
            var previous = 0.0
            for i in 0..<nx {
                let x = Int(((r.minX + Double(i) + 0.5) * scale).rounded(.down))
                let y = Int(((r.minY + Double(j) + 0.5) * scale).rounded(.down))
                let p = backdrop.clamped(x, y)
                let a = Double(p.w)
                let l = Double(0.2126 * p.x + 0.7152 * p.y + 0.0722 * p.z) + (1 - min(max(a, 0), 1)) * background
                sum += l
                sumSquares += l * l
                if i > 0 { steps += abs(l - previous); stepCount += 1 }
                if j > 0 { steps += abs(l - previousRow[i]); stepCount += 1 }
                previous = l
                previousRow[i] = l
            }
        }
        let n = Double(nx * ny)
        let mean = sum / n
        let variance = max(sumSquares / n - mean * mean, 0)
        return BackdropAnalysis(luminance: mean, contrast: variance.squareRoot(),
                                detail: stepCount > 0 ? steps / Double(stepCount) : 0, samples: nx * ny)
    }

    /// Area-weighted combination (a container decides once for all its elements).
    public static func combined(_ parts: [(BackdropAnalysis, Double)]) -> BackdropAnalysis {
        let total = parts.reduce(0) { $0 + $1.1 }
        guard total > 0 else { return parts.first?.0 ?? BackdropAnalysis(luminance: 0, contrast: 0, detail: 0, samples: 0) }
        func mix(_ key: KeyPath<BackdropAnalysis, Double>) -> Double { parts.reduce(0) { $0 + $1.0[keyPath: key] * $1.1 } / total }
        return BackdropAnalysis(luminance: mix(\.luminance), contrast: mix(\.contrast), detail: mix(\.detail),
                                samples: parts.reduce(0) { $0 + $1.0.samples })
    }
}
