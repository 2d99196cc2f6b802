/// Modifiers real screens use that change nothing a still image shows, or that name an older spelling.

extension View {
    /// The pre-iOS 14 spelling of `ignoresSafeArea(_:edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { ignoresSafeArea(.all, edges: edges) }

    /// Whether text in this view can be selected (a still image selects none).
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { modifier(NoEffectModifier()) }

    /// Runs `action` when the value `transform` reads from the view's geometry changes. A still image is laid out
    /// once and the action does not run (state it would set keeps its initial value): named in the warnings.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T) -> Void) -> some View {
        modifier(NotedModifier(note: "onGeometryChange(for:of:action:): its action is not run in a still image"))
    }
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (T, T) -> Void) -> some View {
        modifier(NotedModifier(note: "onGeometryChange(for:of:action:): its action is not run in a still image"))
    }

    /// Flattens the view before its opacity, blend and filters apply. Not done here: a shadow or blur on it falls
    /// on each item inside, as without it (named in the warnings).
    public func compositingGroup() -> some View {
        modifier(NotedModifier(note: "compositingGroup(): not flattened; a shadow or blur on it falls on each item inside"))
    }
}

/// How text can be selected: SwiftUI's `TextSelectability`.
public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability { public init() {} }
public struct DisabledTextSelectability: TextSelectability { public init() {} }
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }

/// Leaves the view as it is and notes, once per render, what a still image does not show of it.
struct NotedModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let note: String?
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        if let note { RenderNotes.note(note) }
        return content(context)
    }
}

/// A shape style for the background: SwiftUI's `BackgroundStyle` (`.background`), the system background colour.
public struct BackgroundStyle: ShapeStyle, PaintResolvable {
    public init() {}
    func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        Color.systemBackground.resolvePaint(in: environment, rect: rect)
    }
}
extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension Button where Label == LiquidGlassUICore.Label<Text, Image> {
    /// A button with a title, a symbol and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LiquidGlassUICore.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LiquidGlassUICore.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
