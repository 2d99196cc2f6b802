/// The outline of a 2D shape: SwiftUI's `Path`.
public struct Path: Equatable, Sendable {
    enum Element: Equatable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quad(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    private(set) var elements: [Element] = []
    private var start: CGPoint?
    private var current: CGPoint?

    public init() {}

    public init(_ rect: CGRect) { addRect(rect) }

    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(_ callback: (inout Path) -> Void) {
        var p = Path()
        callback(&p)
        self = p
    }

    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint? { current }

    /// The smallest rectangle containing every point of the path, control points included.
    public var boundingRect: CGRect {
        var pts: [CGPoint] = []
        for e in elements {
            switch e {
            case .move(let p), .line(let p): pts.append(p)
            case .quad(let p, let c): pts += [p, c]
            case .curve(let p, let c1, let c2): pts += [p, c1, c2]
            case .close: break
            }
        }
        guard let first = pts.first else { return .null }
        var r = CGRect(origin: first, size: .zero)
        for p in pts.dropFirst() { r = r.union(CGRect(origin: p, size: .zero)) }
        return r
    }

    public mutating func move(to p: CGPoint) {
        elements.append(.move(p))
        start = p
        current = p
    }
    public mutating func addLine(to p: CGPoint) {
        if current == nil { move(to: p); return }
        elements.append(.line(p))
        current = p
    }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        if current == nil { move(to: control) }
        elements.append(.quad(p, control: control))
        current = p
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        if current == nil { move(to: control1) }
        elements.append(.curve(p, control1: control1, control2: control2))
        current = p
    }
    public mutating func closeSubpath() {
        guard current != nil else { return }
        elements.append(.close)
        current = start
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addRect(_ rect: CGRect) {
        addLines([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                  CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)])
        closeSubpath()
    }
    public mutating func addRects(_ rects: [CGRect]) { rects.forEach { addRect($0) } }

    /// An ellipse as four cubic Béziers (control distance 0.5523 of the radius, the standard circle fit).
    public mutating func addEllipse(in rect: CGRect) {
        let k: CGFloat = 0.5522847498
        let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// A rounded rectangle with circular corners (continuous corners are drawn by the engine's shape, exactly).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(cornerSize.width, rect.width / 2), ry = min(cornerSize.height, rect.height / 2)
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY),
                 control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry),
                 control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY),
                 control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry),
                 control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }

    /// A circular arc from `startAngle` to `endAngle` (y down, as in SwiftUI), as cubic segments of ≤ 90°.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var a0 = startAngle.radians, a1 = endAngle.radians
        // SwiftUI's `clockwise` is in a flipped (y-up) sense: clockwise = decreasing angle on screen.
        if clockwise { while a1 > a0 { a1 -= 2 * .pi } } else { while a1 < a0 { a1 += 2 * .pi } }
        let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
        if current == nil { move(to: p0) } else { addLine(to: p0) }
        let segments = max(1, Int((abs(a1 - a0) / (.pi / 2)).rounded(.up)))
        let step = (a1 - a0) / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<segments {
            let s = a0 + Double(i) * step, e = s + step
            let ps = CGPoint(x: center.x + radius * cos(s), y: center.y + radius * sin(s))
            let pe = CGPoint(x: center.x + radius * cos(e), y: center.y + radius * sin(e))
            addCurve(to: pe, control1: CGPoint(x: ps.x - k * radius * sin(s), y: ps.y + k * radius * cos(s)),
                     control2: CGPoint(x: pe.x + k * radius * sin(e), y: pe.y - k * radius * cos(e)))
        }
    }

    /// A circular arc from `startAngle` turning by `delta` (y down, as in SwiftUI: a positive delta turns
    /// clockwise on screen, as `addArc` with `clockwise: false`), joined to the current point by a line.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        addArc(center: center, radius: radius, startAngle: startAngle,
               endAngle: Angle(radians: startAngle.radians + delta.radians), clockwise: delta.radians < 0)
    }

    public mutating func addPath(_ path: Path) {
        for e in path.elements { append(e) }
    }

    /// Appends one element as it was recorded.
    mutating func append(_ e: Element) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quad(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .close: closeSubpath()
        }
    }

    /// The path with every point (end points and control points) passed through `f`.
    func mapPoints(_ f: (CGPoint) -> CGPoint) -> Path {
        var out = Path()
        for e in elements {
            switch e {
            case .move(let q): out.move(to: f(q))
            case .line(let q): out.addLine(to: f(q))
            case .quad(let q, let c): out.addQuadCurve(to: f(q), control: f(c))
            case .curve(let q, let c1, let c2): out.addCurve(to: f(q), control1: f(c1), control2: f(c2))
            case .close: out.closeSubpath()
            }
        }
        return out
    }

    /// The path moved by (dx, dy).
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        mapPoints { CGPoint(x: $0.x + dx, y: $0.y + dy) }
    }
}

/// How a rounded rectangle's corners are drawn.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}
