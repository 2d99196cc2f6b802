/// The drawing surface a ``Canvas`` hands its renderer: SwiftUI's `GraphicsContext`. Paths are filled and stroked
/// exactly (transformed point by point); texts, images and symbols are laid out as views and placed at the point
/// asked, scaled and rotated by the context's transform. A copy of a context draws into the same canvas with its
/// own transform, opacity and clip, as in SwiftUI.
@MainActor
public struct GraphicsContext {
    let recording: CanvasRecording
    /// The canvas's frame in root coordinates.
    let canvas: CGRect
    let resolveContext: ResolveContext
    let symbols: [ViewNode]
    /// Canvas coordinates to the canvas's own coordinates (origin at its top-left corner).
    var matrix = CanvasMatrix.identity
    /// Clips set with `clip(to:)`, outermost first.
    var clips: [UIGroupEffect] = []

    /// The opacity everything drawn from now on is drawn with (multiplied with the content's own).
    public var opacity: Double = 1
    /// The blend mode of what is drawn from now on: drawn with normal blending (named in the warnings otherwise).
    public var blendMode: BlendMode = .normal
    /// The environment of the canvas.
    public var environment: EnvironmentValues { resolveContext.environment }
    /// The bounds of the current clip, in the context's coordinates (the canvas when nothing clips it).
    public var clipBoundingRect: CGRect { CGRect(origin: .zero, size: canvas.size) }

    init(recording: CanvasRecording, canvas: CGRect, resolve: ResolveContext, symbols: [ViewNode]) {
        self.recording = recording
        self.canvas = canvas
        self.resolveContext = resolve
        self.symbols = symbols
    }

    // MARK: Transform

    public mutating func translateBy(x: CGFloat, y: CGFloat) { matrix = matrix.translated(x, y) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { matrix = matrix.scaled(x, y) }
    public mutating func rotate(by angle: Angle) { matrix = matrix.rotated(angle.radians) }

    /// Clips everything drawn from now on to `path` (in the context's coordinates).
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        let local = matrix.apply(path)
        clips.append(UIGroupEffect(clip: (.path(PathProvider { _ in local }), canvas)))
    }

    // MARK: Paths

    /// Fills `path` with `shading`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let local = matrix.apply(path)
        append(shape: local, shading: shading, stroke: nil)
    }

    /// Strokes `path` with `shading`: with miter or bevel joins (the default is miter) as one shape of its
    /// subpaths' polylines with the style's cap, join and miter limit (``JoinedStrokeShape``); with round joins a
    /// closed subpath as its outline and an open one with the style's line cap (``CanvasStrokePieces``,
    /// ``OpenStrokeShape``). Dashes are named in the warnings.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        for note in style.undrawn { RenderNotes.note("Canvas: " + note) }
        let width = style.lineWidth * matrix.lengthScale
        if style.lineJoin != .round {
            // Miter and bevel joins: the whole path as one stroke shape (``JoinedStrokeShape``).
            let transformed = matrix.apply(path)
            var stroke = UIStroke(lineWidth: width, inside: false, cap: style.lineCap, join: style.lineJoin,
                                  miterLimit: style.miterLimit)
            stroke.joinedPolylines = CanvasStrokePieces.polylines(of: transformed)
            append(shape: transformed, shading: shading, stroke: stroke)
            return
        }
        let (pieces, open) = CanvasStrokePieces.pieces(of: matrix.apply(path))
        for (k, piece) in pieces.enumerated() {
            var stroke = UIStroke(lineWidth: width, inside: false, cap: style.lineCap)
            if style.lineCap != .round { stroke.openPolyline = open[k] }
            append(shape: piece, shading: shading, stroke: stroke)
        }
    }

    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    // MARK: Text, images, symbols

    /// A text laid out at its ideal size, ready to be drawn (possibly several times).
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(node: measured(text)) }
    /// An image at its natural size (a symbol at the environment's font), ready to be drawn.
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(node: measured(image)) }

    /// The view of the canvas's `symbols` tagged `id`, or nil.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        symbols.first { $0.traits.tag == AnyHashable(id) }.map { ResolvedSymbol(node: $0) }
    }

    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { place(text.node, at: point, anchor: anchor) }
    public func draw(_ text: ResolvedText, in rect: CGRect) { place(text.node, in: rect) }

    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { place(image.node, at: point, anchor: anchor) }
    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { place(image.node, in: rect) }

    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) { place(symbol.node, at: point, anchor: anchor) }
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) { place(symbol.node, in: rect) }

    /// Draws `content` with a copy of this context (its transform, opacity and clip changes stay inside).
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    // MARK: Recording

    private func nextIdentity() -> ViewIdentity {
        recording.madeViews += 1
        return resolveContext.identity.appending(.part("canvas\(recording.madeViews)"))
    }

    private func append(shape local: Path, shading: Shading, stroke: UIStroke?) {
        if blendMode != .normal { RenderNotes.note("Canvas blendMode(.\(blendMode)): drawn with normal blending") }
        let bounds = local.boundingRect.offsetBy(dx: canvas.minX, dy: canvas.minY)
        var paint = shading.paint(in: environment, matrix: matrix, canvas: canvas, bounds: bounds)
        if opacity < 1 { paint = paint.opacityScaled(max(0, opacity)) }
        var item = UIDisplayItem.shape(UIShapeItem(identity: nextIdentity(), geometry: .path(PathProvider { _ in local }),
                                                   rect: canvas, paint: paint, stroke: stroke))
        for clip in clips.reversed() { item = .group(clip, content: [item]) }
        recording.operations.append(.item(item))
    }

    /// A view made by the renderer, measured at its ideal size.
    private func measured<V: View>(_ view: V) -> ViewNode {
        var context = resolveContext
        context.identity = nextIdentity()
        let nodes = context.resolve(view)
        return nodes.count == 1 ? nodes[0] : GroupOfNodes(nodes: nodes, identity: context.identity, environment: environment)
    }

    private func place(_ node: ViewNode, at point: CGPoint, anchor: UnitPoint) {
        let size = node.sizeThatFits(.unspecified)
        place(node, size: size, anchorPoint: point, anchor: anchor, proposal: .unspecified)
    }

    private func place(_ node: ViewNode, in rect: CGRect) {
        let proposal = ProposedViewSize(rect.size)
        let size = node.sizeThatFits(proposal)
        place(node, size: size, anchorPoint: CGPoint(x: rect.midX, y: rect.midY), anchor: .center, proposal: proposal)
    }

    /// Places `node` so that its `anchor` lies on `anchorPoint` (context coordinates), drawn with the transform's
    /// scale and rotation about that point, the context's opacity and clips.
    private func place(_ node: ViewNode, size: CGSize, anchorPoint: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        let p = matrix.apply(anchorPoint)
        let root = CGPoint(x: canvas.minX + p.x, y: canvas.minY + p.y)
        let frame = CGRect(x: root.x - anchor.x * size.width, y: root.y - anchor.y * size.height, width: size.width, height: size.height)
        node.place(in: frame, proposal: proposal)
        var effects = clips
        if let (scale, rotation) = matrix.scaleAndRotation, scale != CGSize(width: 1, height: 1) || rotation != 0 {
            effects.append(UIGroupEffect(scale: scale, rotation: Angle(radians: rotation), anchor: root))
        }
        if opacity < 1 { effects.append(UIGroupEffect(opacity: max(0, opacity))) }
        recording.operations.append(.node(node, effects: effects))
    }
}

/// Several views a `draw` call made from one view (a `Group`), placed as one.
@MainActor
final class GroupOfNodes: ViewNode {
    let nodes: [ViewNode]
    init(nodes: [ViewNode], identity: ViewIdentity, environment: EnvironmentValues) {
        self.nodes = nodes
        super.init(identity: identity, environment: environment)
    }
    override var children: [ViewNode] { nodes }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        nodes.reduce(CGSize.zero) { s, n in
            let c = n.sizeThatFits(proposal)
            return CGSize(width: max(s.width, c.width), height: max(s.height, c.height))
        }
    }
    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        for n in nodes { n.placeCentred(in: bounds) }
    }
}

extension GraphicsContext {
    /// A text ready to draw: SwiftUI's `GraphicsContext.ResolvedText`.
    @MainActor
    public struct ResolvedText {
        let node: ViewNode
        /// The text's size for a proposal.
        public func measure(in size: CGSize) -> CGSize { node.sizeThatFits(ProposedViewSize(size)) }
    }

    /// An image ready to draw: SwiftUI's `GraphicsContext.ResolvedImage`.
    @MainActor
    public struct ResolvedImage {
        let node: ViewNode
        /// The image's natural size.
        public var size: CGSize { node.sizeThatFits(.unspecified) }
    }

    /// A symbol view of the canvas ready to draw: SwiftUI's `GraphicsContext.ResolvedSymbol`.
    @MainActor
    public struct ResolvedSymbol {
        let node: ViewNode
        public var size: CGSize { node.sizeThatFits(.unspecified) }
    }

    /// Options of `clip(to:)` (SwiftUI's `GraphicsContext.ClipOptions`): an inverse clip is not drawn.
    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    /// Options of a gradient shading (SwiftUI's `GraphicsContext.GradientOptions`).
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }
}
