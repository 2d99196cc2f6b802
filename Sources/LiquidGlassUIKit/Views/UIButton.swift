internal import LiquidGlassUICore

/// A button: UIKit's `UIButton`, with a `UIButton.Configuration` (iOS 15's styles and iOS 26's glass ones) or as a
/// system button with a title (`setTitle(_:for:)`).
///
/// A configured button sizes to its content plus the configuration's insets; a system button without a
/// configuration to its title (15 pt system font, UIKit's default) plus 6 pt above and below, as UIKit lays it out
/// (OpenUIKit's measurements against iOS 26.1's UIKit: "height is always labelHeight + 12"). A glass configuration
/// draws the button as interactive glass in its corner shape (a capsule by default), the content on it.
@MainActor
open class UIButton: UIControl {
    /// A button's kind: UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close }

    public let buttonType: ButtonType
    /// The button's menu (kept; a still draws it closed, as iOS shows the screen until the button is pressed).
    open var menu: UIMenu?
    /// Whether the button keeps the menu's last chosen action selected (a pop-up button; kept).
    open var changesSelectionAsPrimaryAction = false
    open var configuration: Configuration? {
        didSet { invalidateIntrinsicContentSize(); setNeedsLayout() }
    }
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The title's label (its font is the system button's title font).
    public let titleLabel: UILabel? = UILabel()
    public let imageView: UIImageView? = UIImageView()

    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        titleLabel?.font = .systemFont(ofSize: 15)
    }

    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    public convenience override init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Configuration updates

    /// A button's configuration update handler: UIKit's `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// Called to update the button's configuration for its state (before its first layout, and after
    /// `setNeedsUpdateConfiguration()`), as UIKit calls it from `updateConfiguration()`.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    /// Whether a configuration's image and title follow `isEnabled`/`isHighlighted` (recorded: states are drawn alike).
    open var automaticallyUpdatesConfiguration = true
    private var needsConfigurationUpdate = true

    /// Asks for `updateConfiguration()` before the next layout, as UIKit does.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the current state: runs `configurationUpdateHandler` (subclasses override it).
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            updateConfiguration()
        }
        super.layoutSubviews()
    }

    // MARK: Deprecated layout settings (iOS 15 deprecated them for configurations)

    /// Recorded: the content of a button without a configuration is laid out without it.
    @available(iOS, deprecated: 15.0)
    open var contentEdgeInsets: UIEdgeInsets = .zero
    @available(iOS, deprecated: 15.0)
    open var titleEdgeInsets: UIEdgeInsets = .zero
    @available(iOS, deprecated: 15.0)
    open var imageEdgeInsets: UIEdgeInsets = .zero
    /// Recorded: a still shows the normal state.
    @available(iOS, deprecated: 15.0)
    open var adjustsImageWhenHighlighted = true
    @available(iOS, deprecated: 15.0)
    open var adjustsImageWhenDisabled = true

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        invalidateIntrinsicContentSize()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[state.rawValue] = color }

    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
    }

    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }

    open var currentTitle: String? { configuration?.title ?? title(for: state) }
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

    // MARK: Layout

    open override var intrinsicContentSize: CGSize { contentSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize }

    /// The button's size for its content: the content's size plus the insets (a configured button), or the title
    /// plus 6 pt above and below (a system button).
    var contentSize: CGSize {
        let parts = content
        let box = parts.size
        guard let configuration else {
            return CGSize(width: box.width.rounded(.up), height: box.height + 12)
        }
        let i = configuration.contentInsets
        return CGSize(width: box.width + i.leading + i.trailing, height: box.height + i.top + i.bottom)
    }

    /// The title, subtitle and image as laid out, and the size of their block.
    struct Content {
        var title: [UIKitSupport.TextLine] = []
        var titleFont: UIFont
        var subtitle: [UIKitSupport.TextLine] = []
        var subtitleFont: UIFont
        var image: UIImage?
        var imagePadding: CGFloat = 0
        var titlePadding: CGFloat = 0
        var vertical = false

        var titleBlock: CGSize {
            let t = TextLayout.size(of: title, font: titleFont), s = TextLayout.size(of: subtitle, font: subtitleFont)
            guard !subtitle.isEmpty else { return t }
            return CGSize(width: max(t.width, s.width), height: t.height + titlePadding + s.height)
        }

        var size: CGSize {
            let text = titleBlock
            guard let image else { return text }
            let i = image.size
            if text == .zero { return i }
            return vertical ? CGSize(width: max(i.width, text.width), height: i.height + imagePadding + text.height)
                            : CGSize(width: i.width + imagePadding + text.width, height: max(i.height, text.height))
        }
    }

    var content: Content {
        let titleFont = configuration?.buttonSize.titleFont ?? titleLabel?.font ?? .systemFont(ofSize: 15)
        let subtitleFont = UIFont.systemFont(ofSize: max(titleFont.pointSize - 4, 11))
        var c = Content(titleFont: titleFont, subtitleFont: subtitleFont)
        c.title = TextLayout.lines(currentTitle ?? "", font: titleFont, width: nil, numberOfLines: 1)
        c.subtitle = TextLayout.lines(configuration?.subtitle ?? "", font: subtitleFont, width: nil, numberOfLines: 1)
        var image = currentImage
        if let i = image, i.isSymbolImage {
            // A button's symbols follow its title's size unless configured.
            let config = configuration?.preferredSymbolConfigurationForImage ?? UIImage.SymbolConfiguration(pointSize: titleFont.pointSize)
            image = i.symbolConfiguration == nil ? i.withConfiguration(config) : i
        }
        c.image = image
        c.imagePadding = configuration?.imagePadding ?? 0
        c.titlePadding = configuration?.titlePadding ?? 0
        let placement = configuration?.imagePlacement ?? .leading
        c.vertical = placement == .top || placement == .bottom
        return c
    }

    // MARK: Drawing

    override var glassRole: GlassRole? {
        guard let configuration, case .glass(let clear, let prominent) = configuration.style else { return nil }
        let tint: UIColor? = prominent ? configuration.baseBackgroundColor ?? tintColor : configuration.baseBackgroundColor
        return .glass(style: clear ? .clear : .regular, tint: tint, isInteractive: isEnabled)
    }

    override var glassContentViews: [UIView] { [] }

    /// The colour of the title and symbols: the configuration's base foreground colour, else its style's (white on
    /// filled and prominent glass, the vibrant label colour on glass, the tint otherwise); for a system button its
    /// title colour for the state, else the tint.
    var foregroundColor: UIColor {
        guard let configuration else { return titleColor(for: state) ?? tintColor }
        if let c = configuration.baseForegroundColor { return c }
        switch configuration.style {
        case .filled, .glass(_, true): return .white
        case .glass: return .label
        default: return tintColor
        }
    }

    override func drawContent(into builder: ViewDisplayBuilder, state: ViewDisplayBuilder.State) {
        let size = bounds.size
        if let configuration, !configuration.isGlass {
            let radius = configuration.cornerRadius(for: size)
            let background: UIColor? = configuration.background.backgroundColor ?? {
                switch configuration.style {
                case .filled: return configuration.baseBackgroundColor ?? tintColor
                case .tinted: return (configuration.baseBackgroundColor ?? tintColor).withAlphaComponent(0.15)
                case .gray: return configuration.baseBackgroundColor ?? .secondarySystemFill
                default: return configuration.baseBackgroundColor
                }
            }()
            if let background {
                let radii = CornerRadii(topLeft: radius, topRight: radius, bottomLeft: radius, bottomRight: radius)
                builder.noteColor(background)
                builder.append("\(state.path)#buttonBackground", .fill(ViewDisplayBuilder.shape(radii, curve: .continuous, size: size, scale: 1),
                                                                     frame: bounds, paint: .color(background.engineColor(state.traits))),
                               state: state, transform: state.transform)
            }
        }
        drawLabel(into: builder, state: state)
    }

    private func drawLabel(into builder: ViewDisplayBuilder, state: ViewDisplayBuilder.State) {
        let c = content
        let block = c.size
        let insets = configuration?.contentInsets ?? NSDirectionalEdgeInsets()
        let inner = CGRect(x: insets.leading, y: insets.top, width: bounds.width - insets.leading - insets.trailing,
                           height: bounds.height - insets.top - insets.bottom)
        var origin = CGPoint(x: inner.midX - block.width / 2, y: inner.midY - block.height / 2)
        let color = isEnabled ? foregroundColor : foregroundColor.withAlphaComponent(0.35)
        if let image = c.image {
            let s = image.size
            let rect: CGRect
            if c.vertical {
                rect = CGRect(x: inner.midX - s.width / 2, y: origin.y, width: s.width, height: s.height)
                origin.y += s.height + c.imagePadding
            } else {
                rect = CGRect(x: origin.x, y: inner.midY - s.height / 2, width: s.width, height: s.height)
                origin.x += s.width + c.imagePadding
            }
            builder.appendImage(image, in: rect, contentMode: .center, tint: color, state: state, id: "\(state.path)#image")
        }
        let text = c.titleBlock
        let titleSize = TextLayout.size(of: c.title, font: c.titleFont)
        let textX = c.vertical ? inner.midX - text.width / 2 : origin.x
        let textY = c.vertical ? origin.y : inner.midY - text.height / 2
        builder.appendText(c.title, font: c.titleFont, color: color, alignment: .center,
                           in: CGRect(x: textX, y: textY, width: text.width, height: titleSize.height), state: state,
                           id: "\(state.path)#title")
        if !c.subtitle.isEmpty {
            builder.appendText(c.subtitle, font: c.subtitleFont, color: color.withAlphaComponent(0.75), alignment: .center,
                               in: CGRect(x: textX, y: textY + titleSize.height + c.titlePadding, width: text.width,
                                          height: text.height - titleSize.height - c.titlePadding),
                               state: state, id: "\(state.path)#subtitle")
        }
    }

    /// A glass button's shape: its configuration's corners (a capsule unless it says otherwise).
    open override var cornerConfiguration: UICornerConfiguration? {
        get {
            if let own = super.cornerConfiguration { return own }
            guard let configuration, configuration.isGlass || configuration.style != .plain else { return nil }
            switch configuration.cornerStyle {
            case .dynamic, .capsule: return .capsule()
            default: return .uniformCorners(radius: .fixed(Double(configuration.cornerRadius(for: bounds.size))))
            }
        }
        set { super.cornerConfiguration = newValue }
    }
}
