/// A colour, gradient or material used to fill shapes and draw text: SwiftUI's `ShapeStyle`.
public protocol ShapeStyle: Sendable {}

/// How a style becomes paint, in an environment and for a rectangle (gradients span the shape's bounds).
protocol PaintResolvable {
    func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint
}

extension ShapeStyle {
    func paint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        (self as? any PaintResolvable)?.resolvePaint(in: environment, rect: rect) ?? .color(SIMD4(0, 0, 0, 1))
    }

    /// This style at an opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, PaintResolvable {
    let base: Base
    let opacity: Double
    func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        base.paint(in: environment, rect: rect).opacityScaled(opacity)
    }
}

/// The foreground style of the environment (`foregroundStyle(_:)`; the primary label colour by default).
public struct ForegroundStyle: ShapeStyle, PaintResolvable {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        environment.foregroundStyles.primary?.paint(in: environment, rect: rect)
            ?? Color.primary.resolvePaint(in: environment, rect: rect)
    }
}

/// The tint of the environment (`tint(_:)`; the accent colour, blue, by default).
public struct TintShapeStyle: ShapeStyle, PaintResolvable {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        (environment.tint ?? Color.accentColor).resolvePaint(in: environment, rect: rect)
    }
}

/// The levels of the foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`.
public struct HierarchicalShapeStyle: ShapeStyle, PaintResolvable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// Each level's share of the foreground when that is a custom style or glass's vibrant colour (ours: the
    /// alpha of iOS's secondary, tertiary and quaternary label colours, 0.6, 0.3 and 0.18).
    static let opacities: [Double] = [1, 0.6, 0.3, 0.18]

    /// The system's label colour of each level (primary, secondary, tertiary, quaternary).
    static func labelColor(_ level: Int) -> Color {
        [Color.primary, Color.secondary, Color.tertiaryLabel, Color.quaternaryLabel][level]
    }

    func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        if level == 0 { return ForegroundStyle().resolvePaint(in: environment, rect: rect) }
        if let secondary = environment.foregroundStyles.secondary, level == 1 {
            return secondary.paint(in: environment, rect: rect)
        }
        if let tertiary = environment.foregroundStyles.tertiary, level == 2 {
            return tertiary.paint(in: environment, rect: rect)
        }
        // With a custom primary style, lower levels are that style at reduced opacity (SwiftUI's hierarchical
        // styles); otherwise the system's secondary/tertiary/quaternary label colours.
        if let primary = environment.foregroundStyles.primary {
            return primary.paint(in: environment, rect: rect).opacityScaled(Self.opacities[level])
        }
        return Self.labelColor(level).resolvePaint(in: environment, rect: rect)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, PaintResolvable {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint { base.paint(in: environment, rect: rect) }
}

/// The foreground styles set by `foregroundStyle(_:)` / `foregroundStyle(_:_:)` / `foregroundStyle(_:_:_:)`.
struct ForegroundStyles {
    var primary: (any ShapeStyle)?
    var secondary: (any ShapeStyle)?
    var tertiary: (any ShapeStyle)?

    /// Styles set by a `foregroundStyle` modifier inside an environment whose styles were `outer`. A style that
    /// refers to the foreground (`.secondary`, `.foreground`, `.primary.opacity(0.5)`) means the foreground
    /// *outside* the modifier, as in SwiftUI; resolved against the environment it is stored in, it would refer to
    /// itself and recurse without end (this crashed the creations' render test with a stack overflow).
    static func set(primary: any ShapeStyle, secondary: (any ShapeStyle)?, tertiary: (any ShapeStyle)? = nil,
                    outer: ForegroundStyles) -> ForegroundStyles {
        ForegroundStyles(primary: ScopedShapeStyle(base: primary, outer: outer),
                         secondary: secondary.map { ScopedShapeStyle(base: $0, outer: outer) },
                         tertiary: tertiary.map { ScopedShapeStyle(base: $0, outer: outer) })
    }

    /// Whether the primary style is the plain foreground: none set, or `.primary` or `.foreground` naming the
    /// foreground outside that is itself plain. On glass the plain foreground is vibrant (the engine picks the
    /// legible colour from the glass under it), as SwiftUI draws the label colour on glass.
    var primaryIsPlain: Bool { primary.map { Self.isPlain($0, outer: ForegroundStyles()) } ?? true }

    /// Whether `style`, resolved where the foreground styles are `outer`, is the plain foreground.
    static func isPlain(_ style: any ShapeStyle, outer: ForegroundStyles) -> Bool {
        plainLevel(style, outer: outer) == 0
    }

    /// The hierarchical level (0 primary … 3 quaternary) when `style`, resolved where the foreground styles are
    /// `outer`, is a level of the plain foreground (`.secondary` with no custom style around it); nil otherwise.
    /// On glass such ink is vibrant: the legible colour the engine picks from the glass, at the level's opacity
    /// (``HierarchicalShapeStyle/opacities``), where off glass it is the system's secondary (…) label colour.
    static func plainLevel(_ style: any ShapeStyle, outer: ForegroundStyles) -> Int? {
        switch style {
        case let s as AnyShapeStyle: plainLevel(s.base, outer: outer)
        case let s as ScopedShapeStyle: plainLevel(s.base, outer: s.outer)
        case let h as HierarchicalShapeStyle:
            outer.primaryIsPlain && (h.level != 1 || outer.secondary == nil) && (h.level != 2 || outer.tertiary == nil)
                ? h.level : nil
        case is ForegroundStyle: outer.primaryIsPlain ? 0 : nil
        default: nil
        }
    }
}

/// A style resolved in the foreground styles of the place where it was set (see `ForegroundStyles.set`). Each
/// scope holds only the styles outside it, so resolving ends after as many steps as modifiers are nested.
struct ScopedShapeStyle: ShapeStyle, PaintResolvable {
    let base: any ShapeStyle
    let outer: ForegroundStyles
    func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        var scoped = environment
        scoped.foregroundStyles = outer
        return base.paint(in: scoped, rect: rect)
    }
}

private struct ForegroundStylesKey: EnvironmentKey { static let defaultValue = ForegroundStyles() }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    var foregroundStyles: ForegroundStyles {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }
    var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of text, symbols and shapes filled with `.foreground` in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        editEnvironment { $0.foregroundStyles = .set(primary: style, secondary: nil, outer: $0.foregroundStyles) }
    }
    /// Sets the primary and secondary levels of the foreground style (`.secondary` and a palette symbol's second
    /// layer are drawn in `secondary`).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        editEnvironment {
            $0.foregroundStyles = .set(primary: primary, secondary: secondary, outer: $0.foregroundStyles)
        }
    }
    /// Sets the primary, secondary and tertiary levels of the foreground style: `.tertiary` (text, shapes) is drawn
    /// in `tertiary`. Symbols here have at most two layers, so a palette symbol's third layer is drawn with its
    /// second (reported).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2,
                                                                               _ tertiary: S3) -> some View {
        editEnvironment {
            $0.foregroundStyles = .set(primary: primary, secondary: secondary, tertiary: tertiary,
                                       outer: $0.foregroundStyles)
        }
    }
    /// Deprecated in SwiftUI but common: same as `foregroundStyle` with a colour.
    public func foregroundColor(_ color: Color?) -> some View {
        editEnvironment { environment in
            let outer = environment.foregroundStyles
            // nil restores the default foreground, as in SwiftUI.
            environment.foregroundStyles = color.map { .set(primary: $0, secondary: nil, outer: outer) } ?? ForegroundStyles()
        }
    }
    /// The tint of controls and glass buttons in this view.
    public func tint(_ tint: Color?) -> some View { editEnvironment { $0.tint = tint } }
    /// iOS 13's spelling of ``tint(_:)`` for controls (deprecated): the accent colour of the controls inside.
    @available(*, deprecated, message: "Use the asset catalog's accent color or View.tint(_:) instead.")
    public func accentColor(_ accentColor: Color?) -> some View { tint(accentColor) }
}

extension UIPaint {
    /// The one colour text and symbols are drawn in with this paint: the colour itself; for a gradient, the mean
    /// of its stops (the engine sets glyphs in one colour — `.red.gradient` is red from a lighter to its own
    /// shade, whose mean reads as the red SwiftUI shows); for a material, its tint.
    var inkColor: SIMD4<Double> {
        func mean(_ stops: [UIGradientStop]) -> SIMD4<Double> {
            guard !stops.isEmpty else { return SIMD4(0, 0, 0, 1) }
            return stops.reduce(SIMD4<Double>.zero) { $0 + $1.color } / Double(stops.count)
        }
        switch self {
        case .color(let c): return c
        case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _),
             .ellipticalGradient(let s, _, _, _, _): return mean(s)
        case .material(_, let tint): return tint
        }
    }
}

/// A level of the background style: `.background.secondary` is iOS's secondary system background, as SwiftUI's
/// hierarchical background levels are (grouped content on a background).
public struct BackgroundLevelStyle: ShapeStyle, PaintResolvable {
    let level: Int
    func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        (level == 0 ? Color.systemBackground : Color.secondarySystemBackground).resolvePaint(in: environment, rect: rect)
    }
}

extension BackgroundStyle {
    /// The background one level down (`.background.secondary`): the secondary system background.
    public var secondary: BackgroundLevelStyle { BackgroundLevelStyle(level: 1) }
    public var tertiary: BackgroundLevelStyle { BackgroundLevelStyle(level: 2) }
}

extension ShapeStyle where Self == Color {
    /// The colour of links: the system blue.
    public static var link: Color { .blue }
    /// The colour of separators.
    public static var separator: Color { Color.separatorColor }
    /// The colour of placeholder text: the tertiary label colour.
    public static var placeholder: Color { Color.tertiaryLabel }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The fifth level of the foreground (drawn as the quaternary).
    public static var quinary: HierarchicalShapeStyle { .quaternary }
}
