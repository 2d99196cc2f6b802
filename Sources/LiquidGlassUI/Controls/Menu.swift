/// A control that shows a menu of actions: SwiftUI's `Menu`. A still image shows a closed menu — its label, drawn
/// as a button's label in the environment's button style (`.buttonStyle(.glass)` and friends apply), as iOS draws
/// it. Opening the menu (a tap in a recording) is not drawn: the tap is named in the render's warnings.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        Button(action: primaryAction ?? { RenderNotes.note("Menu: opening a menu is not drawn (its items are not shown)") }) {
            label
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == LiquidGlassUICore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LiquidGlassUICore.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LiquidGlassUICore.Label(title, systemImage: systemImage) }
    }
    public init(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { LiquidGlassUICore.Label { Text(titleKey) } icon: { Image(image) } }
    }
}

/// How menus are drawn: SwiftUI's `MenuStyle` (`.automatic`, `.button`, `.borderlessButton`); all draw the label
/// as a button.
public protocol MenuStyle {}
public struct DefaultMenuStyle: MenuStyle { public init() {} }
public struct ButtonMenuStyle: MenuStyle { public init() {} }
public struct BorderlessButtonMenuStyle: MenuStyle { public init() {} }
extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { .init() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { .init() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle { public static var borderlessButton: BorderlessButtonMenuStyle { .init() } }

/// The order of a menu's items.
public struct MenuOrder: Hashable, Sendable {
    let kind: Int
    public static let automatic = MenuOrder(kind: 0)
    public static let priority = MenuOrder(kind: 1)
    public static let fixed = MenuOrder(kind: 2)
}

extension View {
    /// The style of menus in this view: every style draws the label as a button (the closed menu).
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { modifier(NoEffectModifier()) }
    /// The order of menu items (a closed menu shows none).
    public func menuOrder(_ order: MenuOrder) -> some View { modifier(NoEffectModifier()) }
    /// The menu indicator's visibility (iOS shows none on a button's label).
    public func menuIndicator(_ visibility: Visibility) -> some View { modifier(NoEffectModifier()) }
}
