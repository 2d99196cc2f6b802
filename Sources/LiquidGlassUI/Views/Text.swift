import Foundation

/// A string key for localised text; LiquidGlassUI uses the string as written (no string tables). A `Text` made
/// from a key reads its Markdown, as SwiftUI does (``InlineMarkdown``).
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
        /// A number formatted with a `printf` specifier (`"%.2f"`), as SwiftUI formats it.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            output += String(format: specifier, value._arg)
        }
        /// A value formatted with a format style (`"\(date, format: .dateTime.year())"`).
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += DisplayLocale.localized(format).format(input)
        }
    }
}

/// Numbers a `printf` specifier can format in a localized string's interpolation: SwiftUI's `_FormatSpecifiable`.
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
}
extension Int: _FormatSpecifiable { public var _arg: Int { self } }
extension Int8: _FormatSpecifiable { public var _arg: Int8 { self } }
extension Int16: _FormatSpecifiable { public var _arg: Int16 { self } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self } }
extension UInt: _FormatSpecifiable { public var _arg: UInt { self } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt8 { self } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt16 { self } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self } }
extension Float: _FormatSpecifiable { public var _arg: Float { self } }
extension Double: _FormatSpecifiable { public var _arg: Double { self } }
extension CGFloat: _FormatSpecifiable { public var _arg: Double { Double(self) } }

/// Text: one or more lines, wrapped in the proposed width. Its ideal size is the unwrapped text.
///
/// A string literal (a `LocalizedStringKey`) is read as Markdown (bold, italic, code, strikethrough, links), as
/// SwiftUI reads it; `Text(verbatim:)` and a `String` variable are shown as written. `Text + Text` joins runs that
/// keep their own fonts and styles; modifiers on a `Text` apply to every run that does not set its own.
public struct Text: View, PrimitiveView, Equatable {
    public typealias Body = Never
    var runs: [TextRun]

    /// The plain characters of all runs.
    var string: String { runs.count == 1 ? runs[0].string : runs.map(\.string).joined() }

    public init(verbatim content: String) { runs = [TextRun(content)] }
    /// A string shown as written. Disfavoured, as in SwiftUI, so that a literal is a `LocalizedStringKey` (and its
    /// Markdown is read) while a `String` variable comes here.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [TextRun(String(content))] }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = InlineMarkdown.runs(key.string)
    }

    /// The runs of an attributed string, its links drawn in the tint. Its other attributes (SwiftUI's `font`,
    /// `foregroundColor`, Foundation's presentation intents, which this platform's Foundation does not expose) are
    /// not read: the text is drawn with the `Text`'s modifiers.
    // Disfavoured: this platform's `AttributedString` takes string literals, which must stay `LocalizedStringKey`s.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        var out: [TextRun] = []
        for run in attributedContent.runs {
            var r = TextRun(String(attributedContent[run.range].characters))
            r.isLink = run.link != nil
            out.append(r)
        }
        runs = out.isEmpty ? [TextRun("")] : out
    }

    init(runs: [TextRun]) { self.runs = runs.isEmpty ? [TextRun("")] : runs }

    nonisolated public static func == (a: Text, b: Text) -> Bool { a.runs == b.runs }

    /// The two texts' runs in one text, each keeping what its modifiers set.
    public static func + (lhs: Text, rhs: Text) -> Text { Text(runs: lhs.runs + rhs.runs) }

    private func editing(_ edit: (inout TextRun) -> Void) -> Text {
        var t = self
        for i in t.runs.indices { edit(&t.runs[i]) }
        return t
    }

    // The innermost modifier wins, as in SwiftUI: a run keeps a font, weight or style it already has.
    public func font(_ font: Font?) -> Text { editing { if $0.font == nil { $0.font = font } } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { editing { if $0.weight == nil { $0.weight = weight } } }
    public func bold() -> Text { editing { $0.isBold = true } }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { editing { $0.isItalic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        editing { if $0.style == nil { $0.style = AnyShapeStyle(style) } }
    }
    public func foregroundColor(_ color: Color?) -> Text {
        editing { if $0.style == nil { $0.style = color.map { AnyShapeStyle($0) } } }
    }
    /// Digits of equal width (each takes the widest digit's advance).
    public func monospacedDigit() -> Text { editing { $0.isMonospacedDigit = true } }
    /// The monospaced design (SF Mono; drawn in DejaVu Sans Mono).
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? editing { $0.isCode = true } : self }
    /// The font design (see ``Font/Design``).
    public func fontDesign(_ design: Font.Design?) -> Text { editing { if $0.design == nil { $0.design = design } } }
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { editing { $0.isStrikethrough = isActive } }
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        strikethrough(isActive, color: color)
    }
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { editing { $0.isUnderlined = isActive } }
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil) -> Text {
        underline(isActive, color: color)
    }
    /// Extra space after every character, in points.
    public func tracking(_ tracking: CGFloat) -> Text { editing { if $0.tracking == nil { $0.tracking = tracking } } }
    /// Extra space between characters, in points (drawn as tracking: there is no pair kerning to adjust).
    public func kerning(_ kerning: CGFloat) -> Text { tracking(kerning) }

    /// The pattern of a strikethrough or underline (drawn solid).
    public struct LineStyle: Hashable, Sendable {
        public enum Pattern: Hashable, Sendable { case solid, dot, dash, dashDot, dashDotDot }
        public init(pattern: Pattern = .solid, color: Color? = nil) {}
        public static let single = LineStyle()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        var runs = self.runs
        if let textCase = env.textCase {
            for i in runs.indices {
                runs[i].string = textCase == .uppercase ? runs[i].string.uppercased() : runs[i].string.lowercased()
            }
        }
        return [TextNode(runs: runs, fonts: runs.map { $0.resolvedFont(env) }, identity: context.identity, environment: env)]
    }
}

@MainActor
final class TextNode: ViewNode {
    let runs: [TextRun]
    let fonts: [Font]
    /// The font of a single-run text; of a rich one, the largest (its lines' height and baseline).
    let font: Font
    let string: String
    var lastLayout: TextLayoutResult?

    init(runs: [TextRun], fonts: [Font], identity: ViewIdentity, environment: EnvironmentValues) {
        self.runs = runs
        self.fonts = fonts
        self.font = fonts.max { $0.lineHeight < $1.lineHeight } ?? .body
        self.string = runs.count == 1 ? runs[0].string : runs.map(\.string).joined()
        super.init(identity: identity, environment: environment)
        traits.accessibilityLabel = string
    }

    /// A text of one run with no decoration: laid out by the plain (cached, fast) path.
    private lazy var isPlain = runs.count == 1 && !runs[0].isStrikethrough && !runs[0].isUnderlined && !runs[0].isLink
        && runs[0].tracking == nil

    /// The last few layouts by width: a stack measures each child at several widths and asks again while
    /// placing; the shared measurer's cache hashes the whole string (and the environment lookups cast) per
    /// question — a fifth of laying out the 500-view list of `liquidglass bench --ui` (perf).
    @exclusivity(unchecked) private var layouts: [(width: CGFloat?, result: TextLayoutResult)] = []

    /// The environment's line limit and alignment, read once (each read is a dictionary lookup and a cast).
    private lazy var wrapping = (lineLimit: environment.lineLimit, alignment: environment.multilineTextAlignment,
                                 scale: environment.minimumScaleFactor, truncation: environment.truncationMode,
                                 lineSpacing: max(environment.lineSpacing, 0))

    /// The text laid out with no width (one line per paragraph), once per node: see ``layout(width:)``.
    private var unwrapped: TextLayoutResult?

    func layout(width: CGFloat?) -> TextLayoutResult {
        // `if`, not `Optional.map`: a closure formed here is main-actor isolated, and its executor check on every
        // call was 0.6 M of the 22.5 M instructions of laying out the 500-view list (callgrind).
        var width = width
        if let w = width, w.isInfinite { width = nil }
        for entry in layouts where entry.width == width { return entry.result }
        // A width the unwrapped lines fit in gives the unwrapped layout (``TextLayoutResult/fitsUnwrapped(in:)``):
        // answered from the node's one unwrapped layout, not the shared measurer's cache, which hashes the whole
        // string, its font and the proposal's values for every new width a stack proposes or a placement asks —
        // three of the five widths each text of the 500-view list is asked per render (callgrind: 1.9 M of
        // 22.5 M instructions in `measure`).
        if unwrapped == nil { unwrapped = measure(width: nil, shrink: 1) }
        var result: TextLayoutResult
        if let width, let unwrapped, unwrapped.fitsUnwrapped(in: width) {
            result = unwrapped
        } else if width == nil, let unwrapped {
            result = unwrapped
        } else {
            result = measure(width: width, shrink: 1)
        }
        // `minimumScaleFactor`: shrink (in steps of 5 %) until the text fits its width and line limit unwrapped.
        if wrapping.scale < 1, let width {
            var k: CGFloat = 1
            while k - 0.05 >= wrapping.scale - 1e-9, result.isTruncated || result.lines.count > (wrapping.lineLimit ?? 1)
                    || result.size.width > width + 0.01 {
                k -= 0.05
                result = measure(width: width, shrink: k)
            }
        }
        result.lineSpacing = wrapping.lineSpacing
        if layouts.isEmpty { layouts.reserveCapacity(6) }
        if layouts.count == 6 { layouts.removeFirst() }
        layouts.append((width, result))
        return result
    }

    private func measure(width: CGFloat?, shrink k: CGFloat) -> TextLayoutResult {
        let fonts = k == 1 ? self.fonts : self.fonts.map { $0.scaled(by: k) }
        if isPlain {
            return TextMeasurer.shared.layout(string, font: fonts[0], width: width, lineLimit: wrapping.lineLimit,
                                              alignment: wrapping.alignment, truncation: wrapping.truncation)
        }
        return TextMeasurer.shared.layout(runs: zip(runs, fonts).map { ($0.string, $1, $0.tracking) }, width: width,
                                          lineLimit: wrapping.lineLimit, alignment: wrapping.alignment)
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

    /// The colour of ink in `style` (nil: vibrant on glass), and its hierarchical level.
    private func ink(_ style: (any ShapeStyle)?, onGlass: Bool) -> (color: SIMD4<Double>?, level: Int) {
        // On glass the plain foreground (no style, `.primary`, `.foreground`) is vibrant: no colour of its own;
        // its lower levels (`.secondary`, …) are vibrant at their level's opacity.
        let level = style.map { ForegroundStyles.plainLevel($0, outer: environment.foregroundStyles) } ?? 0
        let vibrant = onGlass && level != nil
        if let style, !vibrant { return (style.paint(in: environment, rect: frame).inkColor, 0) }
        if !onGlass { return (Color.primary.resolvePaint(in: environment, rect: frame).inkColor, 0) }
        return (nil, level ?? 0)
    }

    override func draw(into list: inout DisplayBuilder) {
        var result = lastLayout ?? layout(width: frame.width + 0.01)
        result.boxWidth = frame.width
        let outer: (any ShapeStyle)? = environment.foregroundStyles.primary
        let (color, level) = ink(outer, onGlass: list.isOnGlass)
        var looks: [UITextRunLook] = []
        let underlined = environment.underlineOverride, struck = environment.strikethroughOverride
        if !isPlain || runs[0].style != nil || underlined || struck {
            looks = runs.map { run in
                var look = UITextRunLook(strikethrough: run.isStrikethrough || struck, underline: run.isUnderlined || underlined)
                let style: (any ShapeStyle)? = run.style?.base ?? (run.isLink ? TintShapeStyle() : nil)
                if let style { (look.color, look.level) = ink(style, onGlass: list.isOnGlass) } else { (look.color, look.level) = (color, level) }
                return look
            }
        }
        let first = looks.first
        list.append(.text(UITextItem(identity: identity, layout: result, origin: frame.origin,
                                     color: first?.color ?? color, isOnGlass: list.isOnGlass,
                                     level: first?.level ?? level, runLooks: looks)))
    }
}

private struct FontWeightOverrideKey: EnvironmentKey { static let defaultValue: Font.Weight? = nil }
private struct BoldOverrideKey: EnvironmentKey { static let defaultValue = false }
private struct ItalicOverrideKey: EnvironmentKey { static let defaultValue = false }
private struct MonospacedOverrideKey: EnvironmentKey { static let defaultValue = false }
private struct FontDesignOverrideKey: EnvironmentKey { static let defaultValue: Font.Design? = nil }
private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
private struct UnderlineOverrideKey: EnvironmentKey { static let defaultValue = false }
private struct StrikethroughOverrideKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var fontWeightOverride: Font.Weight? {
        get { self[FontWeightOverrideKey.self] }
        set { self[FontWeightOverrideKey.self] = newValue }
    }
    /// `underline(_:pattern:color:)` on a view: every text in it underlined (the pattern and colour not drawn:
    /// solid, in the text's colour, as `Text.underline` draws them here).
    var underlineOverride: Bool {
        get { self[UnderlineOverrideKey.self] }
        set { self[UnderlineOverrideKey.self] = newValue }
    }
    var strikethroughOverride: Bool {
        get { self[StrikethroughOverrideKey.self] }
        set { self[StrikethroughOverrideKey.self] = newValue }
    }
    var boldOverride: Bool {
        get { self[BoldOverrideKey.self] }
        set { self[BoldOverrideKey.self] = newValue }
    }
    var italicOverride: Bool {
        get { self[ItalicOverrideKey.self] }
        set { self[ItalicOverrideKey.self] = newValue }
    }
    var monospacedOverride: Bool {
        get { self[MonospacedOverrideKey.self] }
        set { self[MonospacedOverrideKey.self] = newValue }
    }
    var fontDesignOverride: Font.Design? {
        get { self[FontDesignOverrideKey.self] }
        set { self[FontDesignOverrideKey.self] = newValue }
    }
    /// `textCase(_:)`: text drawn upper- or lower-cased.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
    /// `minimumScaleFactor(_:)`: how far text may shrink to fit (1: not at all).
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    /// `truncationMode(_:)`: where a truncated line loses its characters.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    /// `allowsTightening(_:)`: read, not applied (text is never squeezed; it truncates or shrinks instead).
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }
}

extension View {
    public func fontWeight(_ weight: Font.Weight?) -> some View { editEnvironment { $0.fontWeightOverride = weight } }
    public func bold(_ isActive: Bool = true) -> some View { editEnvironment { $0.boldOverride = isActive } }
    public func italic(_ isActive: Bool = true) -> some View { editEnvironment { $0.italicOverride = isActive } }
    /// Underlines the text in this view (iOS 16's view modifier; drawn solid in the text's colour).
    public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        editEnvironment { $0.underlineOverride = isActive }
    }
    /// Strikes through the text in this view (iOS 16's view modifier; drawn solid in the text's colour).
    public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        editEnvironment { $0.strikethroughOverride = isActive }
    }
    /// Text in this view in the monospaced design (SF Mono; drawn in DejaVu Sans Mono).
    public func monospaced(_ isActive: Bool = true) -> some View { editEnvironment { $0.monospacedOverride = isActive } }
    /// The font design of text in this view: `.serif` in DejaVu Serif, `.monospaced` in DejaVu Sans Mono,
    /// `.rounded` in the default face (see `FontDesign`).
    public func fontDesign(_ design: Font.Design?) -> some View { editEnvironment { $0.fontDesignOverride = design } }
    /// Shrinks text to fit its width (and line limit) down to `factor` of its size, in 5 % steps.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        editEnvironment { $0.minimumScaleFactor = min(max(factor, 0.01), 1) }
    }
    /// Where a truncated line loses its characters: at its end, start or middle.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View { editEnvironment { $0.truncationMode = mode } }
    public func allowsTightening(_ flag: Bool) -> some View { editEnvironment { $0.allowsTightening = flag } }
    public func textCase(_ textCase: Text.Case?) -> some View { editEnvironment { $0.textCase = textCase } }
}
