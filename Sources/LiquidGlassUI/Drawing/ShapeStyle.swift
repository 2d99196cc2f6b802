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

    func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        if level == 0 { return ForegroundStyle().resolvePaint(in: environment, rect: rect) }
        if let secondary = environment.foregroundStyles.secondary, level == 1 {
            return secondary.paint(in: environment, rect: rect)
        }
        // With a custom primary style, lower levels are that style at reduced opacity (SwiftUI's hierarchical
        // styles); otherwise the system's secondary/tertiary/quaternary label colours.
        if let primary = environment.foregroundStyles.primary {
            let opacity = [1, 0.6, 0.3, 0.18][level]
            return primary.paint(in: environment, rect: rect).opacityScaled(opacity)
        }
        return [Color.primary, Color.secondary, Color.tertiaryLabel, Color.quaternaryLabel][level]
            .resolvePaint(in: environment, rect: rect)
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

/// The foreground styles set by `foregroundStyle(_:)` / `foregroundStyle(_:_:)`.
struct ForegroundStyles {
    var primary: (any ShapeStyle)?
    var secondary: (any ShapeStyle)?
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
        editEnvironment { $0.foregroundStyles = ForegroundStyles(primary: style, secondary: nil) }
    }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        editEnvironment { $0.foregroundStyles = ForegroundStyles(primary: primary, secondary: secondary) }
    }
    /// Deprecated in SwiftUI but common: same as `foregroundStyle` with a colour.
    public func foregroundColor(_ color: Color?) -> some View {
        editEnvironment { $0.foregroundStyles = ForegroundStyles(primary: color, secondary: nil) }
    }
    /// The tint of controls and glass buttons in this view.
    public func tint(_ tint: Color?) -> some View { editEnvironment { $0.tint = tint } }
}
