import Foundation

extension Path {
    /// The part of the path between two fractions of its length (0…1): SwiftUI's `trimmedPath(from:to:)`, which
    /// `Shape.trim(from:to:)` draws (a progress ring is a trimmed, stroked circle).
    ///
    /// Curves are measured and cut as polylines of 32 segments each (an ellipse's quarter so divided is within
    /// 0.02 % of its arc length); the part is returned as lines, open.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = Swift.max(0, Swift.min(1, from)), end = Swift.max(0, Swift.min(1, to))
        guard start < end else { return Path() }
        if start == 0 && end == 1 { return self }
        let runs = polylines()
        let total = runs.reduce(0) { $0 + Self.length(of: $1) }
        guard total > 0 else { return Path() }
        let low = start * total, high = end * total
        var result = Path()
        var walked: CGFloat = 0
        for run in runs {
            var started = false
            for (a, b) in zip(run, run.dropFirst()) {
                let d = hypot(b.x - a.x, b.y - a.y)
                defer { walked += d }
                guard d > 0, walked + d > low, walked < high else { continue }
                let t0 = Swift.max(0, (low - walked) / d), t1 = Swift.min(1, (high - walked) / d)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !started { result.move(to: p0); started = true }
                result.addLine(to: p1)
            }
        }
        return result
    }

    /// Each subpath as points along it (curves sampled), a closed one ending where it began.
    func polylines() -> [[CGPoint]] {
        var runs: [[CGPoint]] = []
        var run: [CGPoint] = []
        var start = CGPoint.zero
        let steps = 32
        for element in elements {
            switch element {
            case .move(let p):
                if run.count > 1 { runs.append(run) }
                run = [p]
                start = p
            case .line(let p): run.append(p)
            case .quad(let p, let c):
                let a = run.last ?? start
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    run.append(CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * p.x, y: u * u * a.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let a = run.last ?? start
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let x = u * u * u * a.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * a.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    run.append(CGPoint(x: x, y: y))
                }
            case .close:
                if let last = run.last, last != start { run.append(start) }
                if run.count > 1 { runs.append(run) }
                run = [start]
            }
        }
        if run.count > 1 { runs.append(run) }
        return runs
    }

    static func length(of run: [CGPoint]) -> CGFloat {
        zip(run, run.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}

/// A shape trimmed to a fraction of its outline: what `trim(from:to:)` returns.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    /// The part of the shape's outline between two fractions of its length: SwiftUI's `trim(from:to:)`. A circle's
    /// outline starts at its rightmost point and runs clockwise, as in SwiftUI.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some Shape {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
}
