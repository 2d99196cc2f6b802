/// Line drawing parameters: SwiftUI's `StrokeStyle`. Strokes are drawn solid with the line width, the line cap
/// (butt, round, square: ``OpenStrokeShape``) and, on a `Rectangle` or a `Path`, the line join with the miter limit
/// (``JoinedStrokeShape``; other shapes have no corners); dashes are not drawn — a stroke asking for dashes is named
/// in the render's warnings.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// What of this style is not drawn (noted by the shape view when it is resolved).
    var undrawn: [String] {
        var notes: [String] = []
        if !dash.isEmpty { notes.append("StrokeStyle(dash:): drawn as a solid line") }
        return notes
    }
}

/// How a stroke's open ends are drawn (CoreGraphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How a stroke's corners are drawn (CoreGraphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

/// Fill parameters (even-odd is not supported: the engine fills with the non-zero rule).
public struct FillStyle: Hashable, Sendable {
    public var isAntialiased: Bool
    public init(antialiased: Bool = true) { isAntialiased = antialiased }
}

/// A shape drawn with a style: what `fill`, `stroke` and `strokeBorder` return.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View, PrimitiveView {
    public typealias Body = Never
    let shape: Content
    let style: Style
    var strokeSpec: UIStroke?
    /// What of the stroke is not drawn, named in the render's warnings when the shape is resolved.
    var undrawn: [String] = []

    init(shape: Content, style: Style, stroke: UIStroke? = nil, undrawn: [String] = []) {
        self.shape = shape
        self.style = style
        self.strokeSpec = stroke
        self.undrawn = undrawn
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        for note in undrawn { RenderNotes.note(note) }
        let shape = self.shape
        return [ShapeNode(geometry: shape.geometry, style: style, stroke: strokeSpec,
                          sizing: { shape.sizeThatFits($0) }, identity: context.identity, environment: context.environment)]
    }
}

/// A shape filled or stroked: takes the size the shape chooses (all of the proposal for the built-in shapes).
@MainActor
final class ShapeNode: ViewNode {
    let geometry: ShapeGeometry
    let style: any ShapeStyle
    let stroke: UIStroke?
    let sizing: (ProposedViewSize) -> CGSize
    /// Drawn one device pixel thick across this axis (``Hairline``); nil for every other shape.
    var hairline: Axis?

    init(geometry: ShapeGeometry, style: any ShapeStyle, stroke: UIStroke?, sizing: @escaping (ProposedViewSize) -> CGSize,
         identity: ViewIdentity, environment: EnvironmentValues) {
        self.geometry = geometry
        self.style = style
        self.stroke = stroke
        self.sizing = sizing
        super.init(identity: identity, environment: environment)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    override func draw(into list: inout DisplayBuilder) {
        var geometry = self.geometry
        if case .concentric(let c) = geometry, let container = list.containerShape {
            let r = c.radii(in: frame, containerRect: container.rect, containerRadius: container.radius)
            geometry = .uneven(r, style: .continuous)
        }
        let paint = style.paint(in: environment, rect: frame)
        // Miter and bevel joins show at a rectangle's corners and a path's: drawn as the stroke's own shape.
        if var stroke, !stroke.inside, stroke.join != .round {
            var lines: [[CGPoint]]?
            switch geometry {
            case .rectangle:
                let r = CGRect(origin: .zero, size: frame.size)
                lines = [[CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                          CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX, y: r.minY)]]
            case .path(let provider):
                lines = CanvasStrokePieces.polylines(of: provider.make(CGRect(origin: .zero, size: frame.size)))
            default:
                lines = nil
            }
            if let lines {
                stroke.joinedPolylines = lines
                list.append(.shape(UIShapeItem(identity: identity, geometry: geometry, rect: frame, paint: paint, stroke: stroke,
                                               hairline: hairline)))
                return
            }
        }
        // A stroked path with open subpaths (`Path { move; addQuadCurve }.stroke(…)`): the engine strokes a shape's
        // outline, which would close each subpath with an edge back to its start (a lens where iOS draws one
        // curve), so open subpaths are stroked as the pieces `Canvas` strokes them as, without a closing edge.
        if let stroke, case .path(let provider) = geometry {
            let (pieces, open) = CanvasStrokePieces.pieces(of: provider.make(CGRect(origin: .zero, size: frame.size)))
            if open.contains(where: { $0 != nil }) {
                for (k, piece) in pieces.enumerated() {
                    // Round caps are the out-and-back piece's own ends; butt and square ones are cut (OpenStrokeShape).
                    var pieceStroke = stroke
                    if stroke.cap != .round { pieceStroke.openPolyline = open[k] }
                    list.append(.shape(UIShapeItem(identity: k == 0 ? identity : identity.appending(.part("stroke\(k)")),
                                                   geometry: .path(PathProvider { _ in piece }), rect: frame,
                                                   paint: paint, stroke: pieceStroke)))
                }
                return
            }
        }
        list.append(.shape(UIShapeItem(identity: identity, geometry: geometry, rect: frame, paint: paint, stroke: stroke,
                                       hairline: hairline)))
    }
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content)
    }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: UIStroke(lineWidth: lineWidth, inside: false))
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: UIStroke(lineWidth: style.lineWidth, inside: false, cap: style.lineCap,
                                                                 join: style.lineJoin, miterLimit: style.miterLimit),
                   undrawn: style.undrawn)
    }
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        stroke(ForegroundStyle(), lineWidth: lineWidth)
    }
    public func stroke(style: StrokeStyle) -> _ShapeView<Self, ForegroundStyle> { stroke(ForegroundStyle(), style: style) }
}

extension _ShapeView {
    /// Strokes the shape over its fill (iOS 17: `Circle().fill(.blue).stroke(.black, lineWidth: 2)`).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        ZStack { self; shape.stroke(content, lineWidth: lineWidth) }
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        ZStack { self; shape.stroke(content, style: style) }
    }
}

extension _ShapeView {
    /// Fills the shape under its stroke (iOS 17: `RoundedRectangle(cornerRadius: 8).stroke(.black).fill(.white)`).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
        ZStack { shape.fill(content, style: style); self }
    }
}

extension _ShapeView where Content: InsettableShape {
    /// Strokes the inside of the shape's outline over its fill (iOS 17).
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        ZStack { self; shape.strokeBorder(content, lineWidth: lineWidth) }
    }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: UIStroke(lineWidth: lineWidth, inside: true))
    }
    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, stroke: UIStroke(lineWidth: style.lineWidth, inside: true), undrawn: style.undrawn)
    }
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _ShapeView<Self, ForegroundStyle> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth)
    }
}
