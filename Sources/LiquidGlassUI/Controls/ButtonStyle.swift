/// What a button style receives: the label, whether it is pressed, its role.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View, PrimitiveView {
        public typealias Body = Never
        let resolve: (ResolveContext) -> [ViewNode]
        func makeNodes(_ context: ResolveContext) -> [ViewNode] { resolve(context) }
    }
    public let label: ButtonStyleConfiguration.Label
    /// Always false in a still image (the motion system presses buttons).
    public let isPressed: Bool
    public let role: ButtonRole?
}

/// A style for buttons: SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A type-erased button style in the environment.
struct AnyButtonStyle {
    let makeNodes: @MainActor (ButtonStyleConfiguration, ResolveContext) -> [ViewNode]
    init<S: ButtonStyle>(_ style: S) {
        // Styles are values used only on the main actor, where views are resolved.
        let box = UncheckedBox(style)
        makeNodes = { configuration, context in
            context.resolve(box.value.makeBody(configuration: configuration), component: .part("style"))
        }
    }
}

struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: AnyButtonStyle { AnyButtonStyle(BorderlessButtonStyle()) }
}
private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

/// The shape of a bordered or glass button.
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable { case automatic, capsule, circle, roundedRectangle(CGFloat?) }
    let kind: Kind
    public static let automatic = ButtonBorderShape(kind: .automatic)
    public static let capsule = ButtonBorderShape(kind: .capsule)
    public static let circle = ButtonBorderShape(kind: .circle)
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { ButtonBorderShape(kind: .roundedRectangle(radius)) }

    /// Glass buttons are capsules unless told otherwise (iOS 26).
    var geometry: ShapeGeometry {
        switch kind {
        case .automatic, .capsule: return .capsule(style: .continuous)
        case .circle: return .circle
        case .roundedRectangle(let r): return .roundedRectangle(cornerRadius: r ?? 8, style: .continuous)
        }
    }
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        editEnvironment {
            $0.buttonStyle = AnyButtonStyle(style)
            $0.primitiveButtonStyle = nil
        }
    }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        editEnvironment { $0.buttonBorderShape = shape }
    }
}

/// The label alone, in the tint colour (iOS's default for buttons outside lists).
public struct BorderlessButtonStyle: ButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        // iOS: a destructive role draws red, a disabled button its label in the tertiary label grey (over any style).
        StyledLabel(configuration: configuration) { env in
            if !env.isEnabled { return AnyShapeStyle(HierarchicalShapeStyle.labelColor(2)) }
            if configuration.role == .destructive { return AnyShapeStyle(Color.red) }
            return env.foregroundStyles.primary == nil ? AnyShapeStyle(TintShapeStyle()) : nil
        }
    }
}

/// The label as it is, with no decoration.
public struct PlainButtonStyle: ButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// The default style: borderless outside lists.
public struct DefaultButtonStyle: ButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { BorderlessButtonStyle().makeBody(configuration: configuration) }
}

/// A label drawn with a foreground style chosen from the environment.
struct StyledLabel: View, PrimitiveView {
    typealias Body = Never
    let configuration: ButtonStyleConfiguration
    let style: (EnvironmentValues) -> AnyShapeStyle?
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        var c = context
        if let s = style(context.environment) { c.environment.foregroundStyles = ForegroundStyles(primary: s.base, secondary: nil) }
        return c.resolve(configuration.label)
    }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension ButtonStyle where Self == PlainButtonStyle {
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension ButtonStyle where Self == DefaultButtonStyle {
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

/// A button's border shape drawn as a shape (`.clipShape(.buttonBorder)`, `.glassEffect(in: .buttonBorder)`).
/// `.buttonBorder` is iOS 26's automatic border, a capsule (the environment's `buttonBorderShape` is not read here).
extension ButtonBorderShape: Shape, KnownShape {
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
    var knownGeometry: ShapeGeometry { geometry }
}

extension Shape where Self == ButtonBorderShape {
    /// The button border shape (`.buttonBorder`).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}

extension View {
    /// Whether the scroll views in this view scroll (a still image does not scroll either way).
    public func scrollDisabled(_ disabled: Bool) -> some View { modifier(NoEffectModifier()) }
}
