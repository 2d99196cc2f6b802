import Foundation

/// A unit timing curve: a cubic Bézier from (0, 0) to (1, 1) with two control points, evaluated as
/// `y(x)` — the curve behind SwiftUI's `.easeIn`, `.easeOut`, `.easeInOut` and `.timingCurve`.
///
/// Control points' x are clamped to 0…1 when the curve is evaluated, as Apple documents for `UnitCurve`; y is
/// free (a curve may overshoot). Evaluation solves `x(s) = x` for the Bézier parameter `s` by Newton's method
/// with a bisection fallback, to 1e-12.
struct TimingCurve: Hashable, Sendable {
    let p1x: Double, p1y: Double, p2x: Double, p2y: Double

    init(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double) {
        self.p1x = min(max(p1x, 0), 1)
        self.p1y = p1y
        self.p2x = min(max(p2x, 0), 1)
        self.p2y = p2y
    }

    /// `(0.42, 0)–(1, 1)`: Apple's documentation of `UnitCurve.easeIn`.
    static let easeIn = TimingCurve(0.42, 0, 1, 1)
    /// `(0, 0)–(0.58, 1)`: Apple's documentation of `UnitCurve.easeOut`.
    static let easeOut = TimingCurve(0, 0, 0.58, 1)
    /// `(0.42, 0)–(0.58, 1)`: Apple's documentation of `UnitCurve.easeInOut`.
    static let easeInOut = TimingCurve(0.42, 0, 0.58, 1)

    /// One coordinate of the Bézier at parameter `s`, with end points 0 and 1: `3(1−s)²s·a + 3(1−s)s²·b + s³`.
    private static func bezier(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
    }

    /// Its derivative with respect to `s`.
    private static func bezierSlope(_ s: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * a + 6 * u * s * (b - a) + 3 * s * s * (1 - b)
    }

    /// The Bézier parameter whose x is `x` (x is monotonic in s because the control x lie in 0…1).
    private func parameter(forX x: Double) -> Double {
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        var s = x
        for _ in 0..<8 {
            let error = TimingCurve.bezier(s, p1x, p2x) - x
            if abs(error) < 1e-12 { return s }
            let slope = TimingCurve.bezierSlope(s, p1x, p2x)
            if abs(slope) < 1e-9 { break }
            s -= error / slope
        }
        // Bisection: always converges because x(s) is monotonic on 0…1.
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = TimingCurve.bezier(s, p1x, p2x)
            if abs(value - x) < 1e-12 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// The output progress at input progress `x` (clamped to 0…1).
    func value(at x: Double) -> Double {
        TimingCurve.bezier(parameter(forX: x), p1y, p2y)
    }

    /// dy/dx at input progress `x`.
    func slope(at x: Double) -> Double {
        let s = parameter(forX: min(max(x, 0), 1))
        let dx = TimingCurve.bezierSlope(s, p1x, p2x)
        let dy = TimingCurve.bezierSlope(s, p1y, p2y)
        if abs(dx) > 1e-6 { return dy / dx }
        // At an end point whose control point coincides with it both derivatives vanish: use a centred
        // difference of the curve itself (a one-sided one at the ends).
        let h = 1e-6
        let a = max(x - h, 0), b = min(x + h, 1)
        return (value(at: b) - value(at: a)) / (b - a)
    }
}
