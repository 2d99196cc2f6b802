/// A string key for localised text; LiquidGlassUI uses the string as written (no string tables).
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let string: String
    public init(_ value: String) { string = value }
    public init(stringLiteral value: String) { string = value }
    public init(stringInterpolation: StringInterpolation) { string = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
    }
}

/// Text: one or more lines, wrapped in the proposed width. Its ideal size is the unwrapped text.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let string: String
    var font: Font?
    var weight: Font.Weight?
    var isItalic = false
    var style: AnyShapeStyle?

    public init(verbatim content: String) { string = content }
    public init<S: StringProtocol>(_ content: S) { string = String(content) }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        string = key.string
    }

    nonisolated public static func == (a: Text, b: Text) -> Bool { a.string == b.string && a.font == b.font && a.weight == b.weight }

    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { var t = self; t.isItalic = true; return t }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { var t = self; t.style = AnyShapeStyle(style); return t }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.style = color.map { AnyShapeStyle($0) }; return t }
    public func monospacedDigit() -> Text { self }

    func resolvedFont(_ environment: EnvironmentValues) -> Font {
        var f = font ?? environment.font ?? .body
        if let w = weight ?? environment.fontWeightOverride { f = f.weight(w) }
        if environment.boldOverride { f = f.bold() }
        return f
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [TextNode(string: string, font: resolvedFont(context.environment), style: style,
                  identity: context.identity, environment: context.environment)]
    }
}

@MainActor
final class TextNode: ViewNode {
    let string: String
    let font: Font
    let style: AnyShapeStyle?
    var lastLayout: TextLayoutResult?

    init(string: String, font: Font, style: AnyShapeStyle?, identity: ViewIdentity, environment: EnvironmentValues) {
        self.string = string
        self.font = font
        self.style = style
        super.init(identity: identity, environment: environment)
        traits.accessibilityLabel = string
    }

    /// The last few layouts by width: a stack measures each child at several widths and asks again while
    /// placing; the shared measurer's cache hashes the whole string (and the environment lookups cast) per
    /// question — a fifth of laying out the 500-view list of `liquidglass bench --ui` (perf).
    @exclusivity(unchecked) private var layouts: [(width: CGFloat?, result: TextLayoutResult)] = []

    /// The environment's line limit and alignment, read once (each read is a dictionary lookup and a cast).
    private lazy var wrapping = (lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment)

    func layout(width: CGFloat?) -> TextLayoutResult {
        let width = width.map { $0.isInfinite ? nil : $0 } ?? nil
        for entry in layouts where entry.width == width { return entry.result }
        let result = TextMeasurer.shared.layout(string, font: font, width: width, lineLimit: wrapping.lineLimit,
                                                alignment: wrapping.alignment)
        if layouts.isEmpty { layouts.reserveCapacity(6) }
        if layouts.count == 6 { layouts.removeFirst() }
        layouts.append((width, result))
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let result = layout(width: proposal.width)
        // Text never takes more width than its longest line.
        return CGSize(width: ceilPoint(result.size.width), height: result.size.height)
    }

    private func ceilPoint(_ v: CGFloat) -> CGFloat { (v * 3).rounded(.up) / 3 }

    override func placeChildren(in bounds: CGRect, proposal: ProposedViewSize) {
        lastLayout = layout(width: bounds.width + 0.01)
    }

    override func computeMayProvideAlignment(_ key: AlignmentKey) -> Bool {
        key == VerticalAlignment.firstTextBaseline.key || key == VerticalAlignment.lastTextBaseline.key
    }

    override func computeExplicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        let result = layout(width: size.width + 0.01)
        if key == VerticalAlignment.firstTextBaseline.key { return result.firstBaseline }
        if key == VerticalAlignment.lastTextBaseline.key { return result.lastBaseline }
        return nil
    }

    override func draw(into list: inout DisplayBuilder) {
        var result = lastLayout ?? layout(width: frame.width + 0.01)
        result.boxWidth = frame.width
        let explicitStyle: (any ShapeStyle)? = style?.base ?? environment.foregroundStyles.primary
        // On glass the plain foreground (no style, `.primary`, `.foreground`) is vibrant: no colour of its own;
        // its lower levels (`.secondary`, …) are vibrant at their level's opacity.
        let level = explicitStyle.map { ForegroundStyles.plainLevel($0, outer: environment.foregroundStyles) } ?? 0
        let vibrant = list.isOnGlass && level != nil
        var color: SIMD4<Double>?
        if let explicitStyle, !vibrant {
            if case .color(let c) = explicitStyle.paint(in: environment, rect: frame) { color = c }
        } else if !list.isOnGlass {
            if case .color(let c) = Color.primary.resolvePaint(in: environment, rect: frame) { color = c }
        }
        list.append(.text(UITextItem(identity: identity, layout: result, origin: frame.origin, color: color,
                                     isOnGlass: list.isOnGlass,
                                     level: vibrant ? level ?? 0 : 0)))
    }
}

private struct FontWeightOverrideKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct BoldOverrideKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var fontWeightOverride: Font.Weight? {
        get { self[FontWeightOverrideKey.self] }
        set { self[FontWeightOverrideKey.self] = newValue }
    }
    var boldOverride: Bool {
        get { self[BoldOverrideKey.self] }
        set { self[BoldOverrideKey.self] = newValue }
    }
}

extension View {
    public func fontWeight(_ weight: Font.Weight?) -> some View { editEnvironment { $0.fontWeightOverride = weight } }
    public func bold(_ isActive: Bool = true) -> some View { editEnvironment { $0.boldOverride = isActive } }
}
