import Foundation

/// Turns path elements into polylines (one per subpath) that stay within a tolerance of the true curves.
///
/// Each curve is split into n equal parameter steps, with n from Wang's formula: the chord of a step deviates from
/// the curve by at most (d(d−1)/8) · max‖Δ²P‖ / n² for a Bézier curve of degree d, where Δ²P are the second
/// differences of its control points.
package enum PathFlattener {
    /// The most steps one curve is split into (a bound against absurd coordinates).
    static let maximumSteps = 1 << 14

    /// The subpaths of `elements` as polylines, in path coordinates. A closed subpath ends with its first point
    /// repeated; an open one does not (the fill closes it implicitly). Subpaths of a single point are dropped.
    package static func polylines(of elements: [Path.Element], tolerance: Double) -> [[SIMD2<Double>]] {
        var result: [[SIMD2<Double>]] = []
        var line: [SIMD2<Double>] = []
        func finish() {
            if line.count > 1 { result.append(line) }
            line = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                line = [vector(p)]
            case .line(let p):
                line.append(vector(p))
            case .quadCurve(let p, let c):
                guard let p0 = line.last else { continue }
                let p1 = vector(c), p2 = vector(p)
                let n = steps(degreeFactor: 0.25, secondDifference: length(p0 - 2 * p1 + p2), tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), m = 1 - t
                    line.append(i == n ? p2 : m * m * p0 + 2 * m * t * p1 + t * t * p2)
                }
            case .curve(let p, let c1, let c2):
                guard let p0 = line.last else { continue }
                let p1 = vector(c1), p2 = vector(c2), p3 = vector(p)
                let second = max(length(p0 - 2 * p1 + p2), length(p1 - 2 * p2 + p3))
                let n = steps(degreeFactor: 0.75, secondDifference: second, tolerance: tolerance)
                for i in 1...n {
                    let t = Double(i) / Double(n), m = 1 - t
                    line.append(i == n ? p3 : m * m * m * p0 + 3 * m * m * t * p1 + 3 * m * t * t * p2 + t * t * t * p3)
                }
            case .closeSubpath:
                if let first = line.first, line.last != first { line.append(first) }
                finish()
            }
        }
        finish()
        return result
    }

    package static func steps(degreeFactor: Double, secondDifference: Double, tolerance: Double) -> Int {
        let n = (degreeFactor * secondDifference / tolerance).squareRoot().rounded(.up)
        guard n.isFinite else { return 1 }
        return Int(min(max(n, 1), Double(maximumSteps)))
    }

    static func vector(_ p: CGPoint) -> SIMD2<Double> { SIMD2(Double(p.x), Double(p.y)) }
    package static func length(_ v: SIMD2<Double>) -> Double { (v * v).sum().squareRoot() }
}
