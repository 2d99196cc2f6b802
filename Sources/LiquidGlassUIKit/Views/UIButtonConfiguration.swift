/// Edges of a rectangle by reading direction: UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A background's colour, corners and outline: UIKit's `UIBackgroundConfiguration`, as button configurations use it.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0

    /// A background that draws nothing.
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
}

extension UIButton {
    /// How a button looks: UIKit's `UIButton.Configuration`, with the iOS 15 styles (plain, gray, tinted, filled)
    /// and iOS 26's glass ones (`glass()`, `clearGlass()`, `prominentGlass()`, `prominentClearGlass()`).
    ///
    /// Content insets and title fonts per `buttonSize`: large 14/20 pt (vertical/horizontal) at 17 pt, medium 7/12 at
    /// 17 pt, small 5/10 at 15 pt, mini 3/8 at 12 pt. These are estimates — Apple publishes no numbers; medium gives
    /// the 34.33 pt height a default `filled()` button has on iOS 15–18 simulators (20.33 pt of text + 7 + 7) — to be
    /// measured on iOS 26. The `dynamic` corner style draws capsules, as iOS 26's buttons are.
    public struct Configuration: Hashable, Sendable {
        /// The style the configuration was made with.
        enum Style: Hashable, Sendable {
            case plain, gray, tinted, filled
            case glass(clear: Bool, prominent: Bool)
        }
        let style: Style

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The gap between image and title.
        public var imagePadding: CGFloat = 0
        /// The gap between title and subtitle.
        public var titlePadding: CGFloat = 0
        /// Nil: the insets of ``buttonSize``.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { storedInsets ?? buttonSize.insets }
            set { storedInsets = newValue }
        }
        private var storedInsets: NSDirectionalEdgeInsets?
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var titleAlignment: TitleAlignment = .automatic
        public var background = UIBackgroundConfiguration()
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        /// Regular glass, its content in the legible vibrant colour.
        public static func glass() -> Configuration { Configuration(style: .glass(clear: false, prominent: false)) }
        /// Clear glass, its content in the legible vibrant colour.
        public static func clearGlass() -> Configuration { Configuration(style: .glass(clear: true, prominent: false)) }
        /// Regular glass tinted with the base background colour (the tint colour by default), white content.
        public static func prominentGlass() -> Configuration { Configuration(style: .glass(clear: false, prominent: true)) }
        /// Clear glass tinted with the base background colour (the tint colour by default), white content.
        public static func prominentClearGlass() -> Configuration { Configuration(style: .glass(clear: true, prominent: true)) }

        /// The configuration for the button's current state (unchanged: states are not drawn differently yet).
        public func updated(for button: UIButton) -> Configuration { self }

        /// How the background's corners are rounded: UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable {
            case fixed, dynamic, small, medium, large, capsule
        }

        /// The button's size class: UIKit's `UIButton.Configuration.Size`.
        public enum Size: Hashable, Sendable {
            case mini, small, medium, large

            var insets: NSDirectionalEdgeInsets {
                switch self {
                case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
                case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
                case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
                case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
                }
            }

            var titleFont: UIFont {
                switch self {
                case .large, .medium: return .systemFont(ofSize: 17)
                case .small: return .systemFont(ofSize: 15)
                case .mini: return .systemFont(ofSize: 12)
                }
            }
        }

        /// How multiline titles align: UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Hashable, Sendable { case automatic, leading, center, trailing }

        var isGlass: Bool {
            if case .glass = style { return true }
            return false
        }

        /// The corner radius of the background for a button of `size` (capsule: half the height).
        func cornerRadius(for size: CGSize) -> CGFloat {
            let capsule = min(size.width, size.height) / 2
            switch cornerStyle {
            case .dynamic, .capsule: return capsule
            case .fixed: return min(background.cornerRadius, capsule)
            // Estimates (Apple publishes none).
            case .small: return min(4, capsule)
            case .medium: return min(8, capsule)
            case .large: return min(12, capsule)
            }
        }
    }
}
