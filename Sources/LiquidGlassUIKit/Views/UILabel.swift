internal import LiquidGlassUICore

/// A view showing text: UIKit's `UILabel`, with its defaults (17 pt system font, `label` colour, one line).
///
/// The text is centred vertically in the bounds, placed horizontally by `textAlignment`, wrapped at word boundaries
/// when `numberOfLines` is not 1 and truncated with an ellipsis at the last allowed line. The intrinsic size is the
/// text's, rounded up to the pixel grid. In a glass view's `contentView`, the label colours (`label`,
/// `secondaryLabel`, …) are vibrant: the engine picks the legible colour from the glass under them.
@MainActor
open class UILabel: UIView {
    open var text: String? { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    open var font: UIFont! = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    open var adjustsFontForContentSizeCategory = false
    open var isEnabled = true
    open var highlightedTextColor: UIColor?
    open var isHighlighted = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize {
        let width: CGFloat? = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil
        let s = TextLayout.size(of: TextLayout.lines(text ?? "", font: font, width: width, numberOfLines: numberOfLines), font: font)
        return (text ?? "").isEmpty ? .zero : s
    }

    /// The text's size wrapped in `size.width` (its intrinsic size for one line), at most `size.height` tall
    /// when `numberOfLines` allows several lines.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width: CGFloat? = size.width > 0 ? size.width : nil
        return TextLayout.size(of: TextLayout.lines(text ?? "", font: font, width: width, numberOfLines: numberOfLines), font: font)
    }

    override func drawContent(into builder: ViewDisplayBuilder, state: ViewDisplayBuilder.State) {
        guard let text, !text.isEmpty else { return }
        if adjustsFontSizeToFitWidth, minimumScaleFactor > 0 {
            builder.note("UILabel.adjustsFontSizeToFitWidth: text is not scaled down")
        }
        // As many lines as fit the height (and `numberOfLines`).
        let maxLines = max(Int(((bounds.height + 0.01) / font.lineHeight).rounded(.down)), 1)
        let limit = numberOfLines == 0 ? maxLines : min(numberOfLines, maxLines)
        let lines = TextLayout.lines(text, font: font, width: bounds.width, numberOfLines: limit)
        let color = isHighlighted ? highlightedTextColor ?? textColor! : textColor!
        builder.appendText(lines, font: font, color: isEnabled ? color : color.withAlphaComponent(0.3),
                           alignment: textAlignment, in: bounds, state: state, id: state.path)
    }
}
