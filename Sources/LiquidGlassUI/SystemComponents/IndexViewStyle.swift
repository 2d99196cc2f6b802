/// How a paged view's index (its dots) is drawn: SwiftUI's `IndexViewStyle`.
public protocol IndexViewStyle {}

/// The page dots: SwiftUI's `PageIndexViewStyle`. The dots are drawn by a paged `TabView`
/// (`tabViewStyle(.page)`); a background behind them (`.always`, `.interactive` while touched) is not drawn and is
/// named in the render's warnings.
public struct PageIndexViewStyle: IndexViewStyle {
    /// When the dots get a background.
    public struct BackgroundDisplayMode: Sendable, Equatable {
        let name: String
        public static let automatic = BackgroundDisplayMode(name: "automatic")
        public static let always = BackgroundDisplayMode(name: "always")
        public static let interactive = BackgroundDisplayMode(name: "interactive")
        public static let never = BackgroundDisplayMode(name: "never")
    }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    /// The style of the paged views' index inside (``PageIndexViewStyle``).
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let mode = (style as? PageIndexViewStyle)?.backgroundDisplayMode
        return modifier(NotedModifier(note: mode == .always || mode == .interactive
            ? "indexViewStyle(.page(backgroundDisplayMode: .\(mode!.name))): the page dots' background is not drawn" : nil))
    }
}
