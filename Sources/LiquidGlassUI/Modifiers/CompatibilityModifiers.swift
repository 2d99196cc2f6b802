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

    /// The font design (`.rounded`, `.serif`, `.monospaced`) of text in this view. The renderer has one family:
    /// any design but `.default` is drawn in it and named in the warnings.
    public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(NotedModifier(note: design == nil || design == .default ? nil
                               : "fontDesign(.\(design!)): drawn in the default face (no \(design!) family here)"))
    }

    /// Shrinks text to fit, down to `factor` of its size. Not done here: the text wraps or truncates at its size
    /// instead (named in the warnings when the factor is below 1).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        modifier(NotedModifier(note: factor < 1 ? "minimumScaleFactor(\(factor)): text is not scaled down to fit" : nil))
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

extension Text {
    /// The text's font design. Drawn in the default face (see ``View/fontDesign(_:)``); named in the warnings.
    public func fontDesign(_ design: Font.Design?) -> Text {
        if let design, design != .default { RenderNotes.note("fontDesign(.\(design)): drawn in the default face (no \(design) family here)") }
        return self
    }
    /// Shrinks the text to fit (not done here; see ``View/minimumScaleFactor(_:)``).
    public func minimumScaleFactor(_ factor: CGFloat) -> Text {
        if factor < 1 { RenderNotes.note("minimumScaleFactor(\(factor)): text is not scaled down to fit") }
        return self
    }
}

extension Button where Label == LiquidGlassUI.Label<Text, Image> {
    /// A button with a title, a symbol and a role.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LiquidGlassUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { LiquidGlassUI.Label(title, systemImage: systemImage) }
    }
}

extension Button where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
