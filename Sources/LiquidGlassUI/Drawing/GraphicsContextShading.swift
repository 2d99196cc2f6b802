extension GraphicsContext {
    /// What a canvas fills and strokes with: SwiftUI's `GraphicsContext.Shading`. Gradient points are in the
    /// context's coordinates.
    public struct Shading: Sendable {
        enum Storage: @unchecked Sendable {
            case color(Color)
            case style(any ShapeStyle)
            case foreground
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            case conic(Gradient, center: CGPoint, angle: Angle)
        }
        let storage: Storage

        public static func color(_ color: Color) -> Shading { Shading(storage: .color(color)) }
        public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading {
            .color(Color(red: red, green: green, blue: blue, opacity: opacity))
        }
        public static func color(white: Double, opacity: Double = 1) -> Shading { .color(Color(white: white, opacity: opacity)) }
        /// Any shape style (its gradients span the bounds of the path drawn).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(storage: .style(style)) }
        /// The canvas's foreground style.
        public static var foreground: Shading { Shading(storage: .foreground) }
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .linear(gradient, start: startPoint, end: endPoint))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(storage: .conic(gradient, center: center, angle: angle))
        }

        /// The paint in root coordinates: `matrix` maps the context's coordinates into the canvas at `canvas`;
        /// `bounds` is the drawn path's bounding box (root coordinates), what a shape style's gradients span.
        @MainActor
        func paint(in environment: EnvironmentValues, matrix: CanvasMatrix, canvas: CGRect, bounds: CGRect) -> UIPaint {
            func root(_ p: CGPoint) -> CGPoint {
                let q = matrix.apply(p)
                return CGPoint(x: canvas.minX + q.x, y: canvas.minY + q.y)
            }
            switch storage {
            case .color(let c): return .color(c.rgba(in: environment))
            case .style(let s): return s.paint(in: environment, rect: bounds)
            case .foreground: return ForegroundStyle().paint(in: environment, rect: bounds)
            case .linear(let g, let a, let b):
                return .linearGradient(stops: g.resolved(environment), start: root(a), end: root(b))
            case .radial(let g, let c, let r0, let r1):
                return .radialGradient(stops: g.resolved(environment), center: root(c), startRadius: r0 * matrix.lengthScale,
                                       endRadius: r1 * matrix.lengthScale)
            case .conic(let g, let c, let angle):
                let turn = angle.radians + (matrix.scaleAndRotation?.rotation ?? 0)
                return .angularGradient(stops: g.resolved(environment), center: root(c), startAngle: turn, endAngle: turn + 2 * .pi)
            }
        }
    }
}

/// A 2D affine map (Core Graphics' matrix layout: x' = a·x + c·y + tx, y' = b·x + d·y + ty). Each `…ed` method
/// applies its operation *before* the map, as `GraphicsContext.translateBy` and `CGContext` do.
struct CanvasMatrix: Equatable, Sendable {
    var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    static let identity = CanvasMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    func translated(_ x: CGFloat, _ y: CGFloat) -> CanvasMatrix {
        CanvasMatrix(a: a, b: b, c: c, d: d, tx: tx + a * x + c * y, ty: ty + b * x + d * y)
    }
    func scaled(_ x: CGFloat, _ y: CGFloat) -> CanvasMatrix {
        CanvasMatrix(a: a * x, b: b * x, c: c * y, d: d * y, tx: tx, ty: ty)
    }
    func rotated(_ radians: Double) -> CanvasMatrix {
        let (s, k) = (CGFloat(sin(radians)), CGFloat(cos(radians)))
        return CanvasMatrix(a: a * k + c * s, b: b * k + d * s, c: c * k - a * s, d: d * k - b * s, tx: tx, ty: ty)
    }
    func apply(_ p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    func apply(_ path: Path) -> Path {
        if self == .identity { return path }
        return path.mapPoints(apply)
    }

    /// How much a length grows (the square root of the area scale): a stroke's width, a radius.
    var lengthScale: CGFloat { abs(a * d - b * c).squareRoot() }

    /// The scale along x and y and the rotation (radians) of a map without shear; nil with shear.
    var scaleAndRotation: (scale: CGSize, rotation: Double)? {
        let sx = (a * a + b * b).squareRoot()
        guard sx > 0 else { return nil }
        let sy = (a * d - b * c) / sx
        guard abs(a * c + b * d) <= 1e-9 * max(1, sx * abs(sy)) else { return nil }
        return (CGSize(width: sx, height: sy), Double(atan2(b, a)))
    }
}

/// The pieces a stroke is drawn as: closed subpaths whole; an open one (curves flattened into 16 lines each) as the
/// polyline out and back — a closed outline of no area whose distance field is the distance to the polyline, so the
/// engine strokes it without the closing edge it would give the open subpath (with round caps and joins).
enum CanvasStrokePieces {
    /// The subpaths of `path`: a closed one as itself (its outline is stroked); an open one as the path the engine
    /// strokes without a closing edge (out along its points and back: round caps and joins) with its points, for a
    /// stroke with other caps (``OpenStrokeShape``).
    static func pieces(of path: Path) -> (pieces: [Path], open: [[CGPoint]?]) {
        var out: [Path] = []
        var open: [[CGPoint]?] = []
        var subpath: [Path.Element] = []
        func flush(closed: Bool) {
            defer { subpath = [] }
            guard subpath.count > 1 else { return }
            if closed {
                var p = Path()
                for e in subpath { p.append(e) }
                p.closeSubpath()
                out.append(p)
                open.append(nil)
                return
            }
            var points: [CGPoint] = []
            for e in subpath {
                switch e {
                case .move(let p), .line(let p): points.append(p)
                case .quad(let p, let q):
                    if let a = points.last { points += flatten { t in quad(a, q, p, t) }.dropFirst() }
                case .curve(let p, let q1, let q2):
                    if let a = points.last { points += flatten { t in cubic(a, q1, q2, p, t) }.dropFirst() }
                case .close: break
                }
            }
            if points.count > 1 { out.append(segment(points)); open.append(points) }
        }
        for e in path.elements {
            switch e {
            case .move: flush(closed: false); subpath = [e]
            case .close: flush(closed: true)
            default: subpath.append(e)
            }
        }
        flush(closed: false)
        return (out, open)
    }

    /// Every subpath of `path` as a polyline, curves flattened into 16 lines each; a closed subpath repeats its
    /// first point last (``JoinedStrokeShape``).
    static func polylines(of path: Path) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var points: [CGPoint] = []
        func flush() {
            if points.count > 1 { result.append(points) }
            points = []
        }
        for e in path.elements {
            switch e {
            case .move(let p): flush(); points = [p]
            case .line(let p): points.append(p)
            case .quad(let p, let q):
                if let a = points.last { points += flatten { t in quad(a, q, p, t) }.dropFirst() }
            case .curve(let p, let q1, let q2):
                if let a = points.last { points += flatten { t in cubic(a, q1, q2, p, t) }.dropFirst() }
            case .close:
                if let first = points.first, points.count > 1 {
                    if points.last != first { points.append(first) }
                    result.append(points)
                    // Core Graphics starts a new subpath at the closed one's first point.
                    points = [first]
                } else { points = [] }
            }
        }
        if points.count > 1 { result.append(points) }
        return result
    }

    /// An open polyline as a path the engine strokes without a closing edge: out along the points and back.
    private static func segment(_ points: [CGPoint]) -> Path {
        var p = Path()
        p.move(to: points[0])
        for q in points.dropFirst() { p.addLine(to: q) }
        for q in points.dropLast().reversed() { p.addLine(to: q) }
        return p
    }
    private static func flatten(_ f: (CGFloat) -> CGPoint) -> [CGPoint] { (0...16).map { f(CGFloat($0) / 16) } }
    private static func quad(_ a: CGPoint, _ c: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
    }
    private static func cubic(_ a: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ b: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
    }
}
