/// The content of a list cell, header or footer: UIKit's `UIListContentConfiguration` — an image, a text and a
/// secondary text, with their properties and the spacing between them.
///
/// Layout (UIKit's rules as the defaults below give them): the image at the leading margin, centred vertically;
/// the text after it (`imageToTextPadding`); the secondary text below the text (`subtitleCell`, the padding
/// `textToSecondaryTextVerticalPadding` between) or at the trailing margin on the same line (`valueCell`). The
/// height is the content's plus the top and bottom margins, at least 44 pt for cells.
///
/// Figures: 11 pt top and bottom and 16 pt side margins, and the 44 pt minimum row, are LiquidGlassUI's `List`
/// numbers (the minimum is UIKit's default row height); fonts are the text styles UIKit documents for each
/// configuration (`body` for the text, `subheadline` for a subtitle's secondary text, `body` for a value cell's);
/// the image-to-text padding (16 pt) and the secondary colours are estimates from iOS 26 screenshots — no Apple
/// source gives them.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
    /// How a text is drawn: UIKit's `UIListContentConfiguration.TextProperties`.
    public struct TextProperties: Hashable, Sendable {
        /// How a text's colour follows the cell's tint.
        public enum TextTransform: Int, Hashable, Sendable { case none, capitalized, lowercase, uppercase }

        public var font: UIFont
        public var color: UIColor
        public var alignment: NSTextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// The colour resolved for a cell's tint (here: the colour itself).
        public func resolvedColor() -> UIColor { color }

        func apply(_ text: String) -> String {
            switch transform {
            case .none: return text
            case .capitalized: return text.capitalized
            case .lowercase: return text.lowercased()
            case .uppercase: return text.uppercased()
            }
        }
    }

    /// How the image is drawn: UIKit's `UIListContentConfiguration.ImageProperties`.
    public struct ImageProperties: Hashable, Sendable {
        /// `reservedLayoutWidth`'s value for the system's standard width.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude

        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// The symbols' colour; nil: the tint colour (UIKit's default for list cells).
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest size the image is drawn at (zero: its own size).
        public var maximumSize: CGSize = .zero
        /// The width kept for the image even when it is narrower, so texts of rows with different images line up.
        public var reservedLayoutWidth: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false

        public init() {}

        public static func == (a: ImageProperties, b: ImageProperties) -> Bool {
            a.tintColor == b.tintColor && a.cornerRadius == b.cornerRadius && a.maximumSize == b.maximumSize
                && a.reservedLayoutWidth == b.reservedLayoutWidth
        }

        public func hash(into hasher: inout Hasher) { hasher.combine(cornerRadius); hasher.combine(reservedLayoutWidth) }
    }

    enum Kind: Hashable { case cell, subtitle, value, header, footer }
    let kind: Kind

    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?
    public var imageProperties = ImageProperties()
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    /// The margins around the content (top 11, leading 16, bottom 11, trailing 16 for cells).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the texts stand side by side when they fit (a value cell's layout).
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(kind: Kind) {
        self.kind = kind
        switch kind {
        case .cell, .subtitle, .value:
            textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
            secondaryTextProperties = kind == .subtitle
                ? TextProperties(font: .preferredFont(forTextStyle: .subheadline), color: .secondaryLabel)
                : TextProperties(font: .preferredFont(forTextStyle: .body), color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        case .header, .footer:
            textProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
            secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
            // LiquidGlassUI's section header and footer: 7 pt between them and the card.
            directionalLayoutMargins = kind == .header
                ? NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 7, trailing: 16)
                : NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 0, trailing: 16)
        }
        prefersSideBySideTextAndSecondaryText = kind == .value
        if kind == .value { secondaryTextProperties.numberOfLines = 1; textProperties.numberOfLines = 1 }
    }

    /// A list cell's default content: an image and one text (UIKit's `.cell()`).
    public static func cell() -> UIListContentConfiguration { .init(kind: .cell) }
    /// A text with a smaller secondary text below it.
    public static func subtitleCell() -> UIListContentConfiguration { .init(kind: .subtitle) }
    /// A text with its value at the trailing edge.
    public static func valueCell() -> UIListContentConfiguration { .init(kind: .value) }
    /// A sidebar cell (drawn as `cell()` here: there is no sidebar on iPhone).
    public static func sidebarCell() -> UIListContentConfiguration { .init(kind: .cell) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(kind: .subtitle) }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(kind: .cell) }
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { .init(kind: .subtitle) }
    /// A section header or footer of the list's style.
    public static func header() -> UIListContentConfiguration { .init(kind: .header) }
    public static func footer() -> UIListContentConfiguration { .init(kind: .footer) }
    public static func plainHeader() -> UIListContentConfiguration { .init(kind: .header) }
    public static func plainFooter() -> UIListContentConfiguration { .init(kind: .footer) }
    public static func groupedHeader() -> UIListContentConfiguration { .init(kind: .header) }
    public static func groupedFooter() -> UIListContentConfiguration { .init(kind: .footer) }
    /// A bold header (`headline` style, label colour), as `prominentInsetGroupedHeader()` draws.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(kind: .header)
        c.textProperties.font = .preferredFont(forTextStyle: .headline)
        c.textProperties.color = .label
        return c
    }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(kind: .header)
        c.textProperties.font = .preferredFont(forTextStyle: .title2)
        c.textProperties.color = .label
        return c
    }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    nonisolated public static func == (a: UIListContentConfiguration, b: UIListContentConfiguration) -> Bool {
        a.kind == b.kind && a.text == b.text && a.secondaryText == b.secondaryText && a.image === b.image
            && a.imageProperties == b.imageProperties && a.textProperties == b.textProperties
            && a.secondaryTextProperties == b.secondaryTextProperties
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(text)
        hasher.combine(secondaryText)
    }

    /// Whether this is a cell's configuration (at least 44 pt tall) rather than a header's or footer's.
    var isCell: Bool { kind == .cell || kind == .subtitle || kind == .value }
}
