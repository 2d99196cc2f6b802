/// A view that draws with immediate-mode calls: SwiftUI's `Canvas`. Its `renderer` runs once the canvas is laid out,
/// with a ``GraphicsContext`` and the canvas's size; every fill, stroke, text and image it draws becomes a display
/// item of the canvas, in call order. Like a shape, a canvas takes the whole size it is offered.
///
/// `symbols` are views the renderer can draw by their `tag(_:)` (``GraphicsContext/resolveSymbol(id:)``).
public struct Canvas<Symbols: View>: View, PrimitiveView {
    public typealias Body = Never
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let symbolNodes = context.resolve(symbols, component: .part("symbols"))
        return [CanvasNode(renderer: renderer, symbols: symbolNodes, context: context)]
    }
}

extension Canvas where Symbols == EmptyView {
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) {
            EmptyView()
        }
    }
}

/// What a canvas drew, in call order: display items already in root coordinates, or views (texts, images,
/// symbols) placed by the context and drawn with the context's opacity, clip and transform at that call.
@MainActor
final class CanvasRecording {
    enum Operation {
        case item(UIDisplayItem)
        case node(ViewNode, effects: [UIGroupEffect])
    }
    var operations: [Operation] = []
    /// Views made by the renderer (`draw(Text…)`, `resolve(Image)`), numbered for their identities.
    var madeViews = 0
}

/// Runs the renderer when the canvas is placed (its size is known then) and draws what it recorded.
@MainActor
final class CanvasNode: ViewNode {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let symbols: [ViewNode]
    let context: ResolveContext
    var recording = CanvasRecording()

    init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, symbols: [ViewNode], context: ResolveContext) {
        self.renderer = renderer
        self.symbols = symbols
        self.context = context
        super.init(identity: context.identity, environment: context.environment)
    }

    override var children: [ViewNode] {
        recording.operations.compactMap { if case .node(let n, _) = $0 { return n } else { return nil } }
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        recording = CanvasRecording()
        var graphics = GraphicsContext(recording: recording, canvas: bounds, resolve: context, symbols: symbols)
        renderer(&graphics, bounds.size)
    }

    override func draw(into list: inout DisplayBuilder) {
        for operation in recording.operations {
            switch operation {
            case .item(let item): list.append(item)
            case .node(let node, let effects):
                var items = list.nested { node.draw(into: &$0) }
                for effect in effects.reversed() { items = [.group(effect, content: items)] }
                list.items.append(contentsOf: items)
            }
        }
    }
}
