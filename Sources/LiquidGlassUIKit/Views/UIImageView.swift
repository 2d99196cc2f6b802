internal import LiquidGlass

/// A view showing an image: UIKit's `UIImageView`. Its intrinsic size is the image's; the image fills the bounds
/// by `contentMode` (`scaleToFill` by default). Symbols are templates drawn in the view's `tintColor` (in a glass
/// view's `contentView`, a label colour there is vibrant).
@MainActor
open class UIImageView: UIView {
    open var image: UIImage? { didSet { invalidateIntrinsicContentSize() } }
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? { didSet { invalidateIntrinsicContentSize() } }

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        self.image = image
        self.highlightedImage = highlightedImage
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public required init?(coder: NSCoder) { return nil }

    /// The image as drawn: with the view's preferred symbol configuration.
    var shownImage: UIImage? {
        let i = isHighlighted ? highlightedImage ?? image : image
        guard let i, let c = preferredSymbolConfiguration, i.isSymbolImage else { return i }
        return i.withConfiguration(c)
    }

    open override var intrinsicContentSize: CGSize {
        shownImage?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { shownImage?.size ?? .zero }

    override func drawContent(into builder: ViewDisplayBuilder, state: ViewDisplayBuilder.State) {
        guard let image = shownImage else { return }
        builder.appendImage(image, in: bounds, contentMode: contentMode, tint: tintColor, state: state, id: state.path)
    }
}

extension ViewDisplayBuilder {
    /// Lists `image` placed in `rect` (the view's coordinates) by `contentMode`: a picture resampled into its
    /// rectangle (clipped to `rect` when it overflows), a symbol at the point size that fits its box there.
    func appendImage(_ image: UIImage, in rect: CGRect, contentMode: UIView.ContentMode, tint: UIColor, state: State, id: String) {
        let natural = image.size
        guard natural.width > 0, natural.height > 0, rect.width > 0, rect.height > 0 else { return }
        let placed = Self.place(natural, in: rect, contentMode: contentMode, symbol: image.isSymbolImage)
        switch image.source {
        case .picture(_, let picture):
            var inner = state
            if !rect.contains(placed) {
                let box = rect.applying(state.transform)
                inner.clip = state.clip.map { $0.intersection(box) } ?? box
            }
            append("\(id)#image", .image(picture, rect: placed), state: inner, transform: state.transform)
        case .symbol(let name):
            let color = image.renderingMode == .alwaysOriginal || image.tint != nil ? image.tint ?? .label : tint
            guard image.isKnown else {
                appendPlaceholder(in: placed, state: state, id: id)
                var message = "UIImage(systemName: \"\(name)\"): not in the symbol library; drawn as a crossed box"
                let near = SymbolLibrary.suggestions(for: name)
                if !near.isEmpty { message += "; nearest: " + near.joined(separator: ", ") }
                note(message)
                return
            }
            let pointSize = placed.width / CGFloat(SymbolLibrary.boxSizeInEm)
            let weight = image.symbolConfiguration?.weight?.engineWeight ?? .regular
            let ink = ink(color, state: state)
            let symbol = DisplaySymbol(name, pointSize: Double(pointSize), weight: weight, color: ink.color, inkOpacity: ink.inkOpacity)
            append("\(id)#symbol", .symbol(symbol, origin: placed.origin), state: state, transform: state.transform, vibrant: ink.vibrant)
        }
    }

    /// A visible stand-in for what cannot be drawn: a magenta box with its diagonals.
    func appendPlaceholder(in rect: CGRect, state: State, id: String) {
        var p = LiquidGlass.Path()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: rect.width, y: 0))
        p.addLine(to: CGPoint(x: rect.width, y: rect.height))
        p.addLine(to: CGPoint(x: 0, y: rect.height))
        p.closeSubpath()
        p.move(to: .zero)
        p.addLine(to: CGPoint(x: rect.width, y: rect.height))
        p.move(to: CGPoint(x: rect.width, y: 0))
        p.addLine(to: CGPoint(x: 0, y: rect.height))
        append("\(id)#placeholder", .stroke(p, frame: rect, paint: .color(LiquidGlass.Color(red: 1, green: 0, blue: 1)), lineWidth: 1.5,
                                              placement: .centered), state: state, transform: state.transform)
    }

    /// Where an image of `natural` size goes in `rect` for `contentMode`. Symbols keep their square box: they
    /// scale to fit (never fill or stretch) where a picture would.
    static func place(_ natural: CGSize, in rect: CGRect, contentMode: UIView.ContentMode, symbol: Bool) -> CGRect {
        func centred(_ s: CGSize) -> CGRect {
            CGRect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height)
        }
        switch contentMode {
        case .scaleToFill where !symbol, .redraw where !symbol:
            return rect
        case .scaleToFill, .redraw, .scaleAspectFit:
            let k = min(rect.width / natural.width, rect.height / natural.height)
            return centred(CGSize(width: natural.width * k, height: natural.height * k))
        case .scaleAspectFill:
            let k = symbol ? min(rect.width / natural.width, rect.height / natural.height)
                           : max(rect.width / natural.width, rect.height / natural.height)
            return centred(CGSize(width: natural.width * k, height: natural.height * k))
        case .center: return centred(natural)
        case .top: return CGRect(x: rect.midX - natural.width / 2, y: rect.minY, width: natural.width, height: natural.height)
        case .bottom: return CGRect(x: rect.midX - natural.width / 2, y: rect.maxY - natural.height, width: natural.width, height: natural.height)
        case .left: return CGRect(x: rect.minX, y: rect.midY - natural.height / 2, width: natural.width, height: natural.height)
        case .right: return CGRect(x: rect.maxX - natural.width, y: rect.midY - natural.height / 2, width: natural.width, height: natural.height)
        case .topLeft: return CGRect(origin: rect.origin, size: natural)
        case .topRight: return CGRect(x: rect.maxX - natural.width, y: rect.minY, width: natural.width, height: natural.height)
        case .bottomLeft: return CGRect(x: rect.minX, y: rect.maxY - natural.height, width: natural.width, height: natural.height)
        case .bottomRight: return CGRect(x: rect.maxX - natural.width, y: rect.maxY - natural.height, width: natural.width, height: natural.height)
        }
    }
}
