/// The view a ``UIListContentConfiguration`` makes: UIKit's `UIListContentView`. An image view and two labels,
/// placed by the configuration's layout (see ``UIListContentConfiguration``).
@MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        isOpaque = false
        for v in [imageView, textLabel, secondaryTextLabel] as [UIView] { addSubview(v) }
        apply()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown: a `UIListContentConfiguration` (others are ignored, as `supports(_:)` says).
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let c = newValue as? UIListContentConfiguration else { return }
            listConfiguration = c
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        let c = listConfiguration
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
        imageView.tintColor = c.imageProperties.tintColor
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        Self.style(textLabel, c.text.map(c.textProperties.apply), c.textProperties)
        Self.style(secondaryTextLabel, c.secondaryText.map(c.secondaryTextProperties.apply), c.secondaryTextProperties)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private static func style(_ label: UILabel, _ text: String?, _ p: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = (text ?? "").isEmpty
        label.font = p.font
        label.textColor = p.color
        label.textAlignment = p.alignment
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
    }

    /// The image's size: its own, limited by `maximumSize`.
    private var imageSize: CGSize {
        guard let image = imageView.shownImage else { return .zero }
        var s = image.size
        let m = listConfiguration.imageProperties.maximumSize
        if m.width > 0, s.width > m.width { s = CGSize(width: m.width, height: s.height * m.width / s.width) }
        if m.height > 0, s.height > m.height { s = CGSize(width: s.width * m.height / s.height, height: m.height) }
        return s
    }

    /// Where the image, text and secondary text go in `width`, and the height they need.
    private func frames(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let c = listConfiguration
        let m = c.directionalLayoutMargins
        var x = m.leading
        let hasImage = c.image != nil
        let iSize = imageSize
        let reserved = c.imageProperties.reservedLayoutWidth
        let imageWidth = hasImage ? max(iSize.width, reserved > 0 ? reserved : 0) : 0
        if hasImage { x += imageWidth + c.imageToTextPadding }
        let available = max(width - x - m.trailing, 0)
        let hasText = !(c.text ?? "").isEmpty, hasSecondary = !(c.secondaryText ?? "").isEmpty
        var textSize = hasText ? textLabel.sizeThatFits(CGSize(width: available, height: 0)) : .zero
        var secondarySize = hasSecondary ? secondaryTextLabel.sizeThatFits(CGSize(width: available, height: 0)) : .zero
        textSize.width = min(textSize.width, available)
        secondarySize.width = min(secondarySize.width, available)
        let sideBySide = c.prefersSideBySideTextAndSecondaryText
            && textSize.width + c.textToSecondaryTextHorizontalPadding + secondarySize.width <= available
        let contentHeight: CGFloat
        if sideBySide || !hasSecondary || !hasText {
            contentHeight = max(textSize.height, secondarySize.height, iSize.height)
        } else {
            contentHeight = max(textSize.height + c.textToSecondaryTextVerticalPadding + secondarySize.height, iSize.height)
        }
        var height = m.top + contentHeight + m.bottom
        if c.isCell { height = max(height, 44) }
        let top = m.top + (height - m.top - m.bottom - contentHeight) / 2
        let imageRect = CGRect(x: m.leading + (imageWidth - iSize.width) / 2, y: (height - iSize.height) / 2,
                               width: iSize.width, height: iSize.height)
        var textRect = CGRect.zero, secondaryRect = CGRect.zero
        if sideBySide {
            textRect = CGRect(x: x, y: (height - textSize.height) / 2, width: textSize.width, height: textSize.height)
            secondaryRect = CGRect(x: width - m.trailing - secondarySize.width, y: (height - secondarySize.height) / 2,
                                   width: secondarySize.width, height: secondarySize.height)
        } else if hasText && hasSecondary {
            textRect = CGRect(x: x, y: top, width: available, height: textSize.height)
            secondaryRect = CGRect(x: x, y: top + textSize.height + c.textToSecondaryTextVerticalPadding,
                                   width: available, height: secondarySize.height)
        } else {
            textRect = CGRect(x: x, y: (height - textSize.height) / 2, width: available, height: textSize.height)
            secondaryRect = CGRect(x: x, y: (height - secondarySize.height) / 2, width: available, height: secondarySize.height)
        }
        return (imageRect, textRect, secondaryRect, height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let f = frames(width: bounds.width)
        imageView.frame = f.image
        textLabel.frame = f.text
        secondaryTextLabel.frame = f.secondary
    }

    /// The width offered and the height the content needs there.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(width: size.width).height)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: frames(width: bounds.width > 0 ? bounds.width : 375).height)
    }
}
