/// A control that performs an action: SwiftUI's `Button`. Drawn by the environment's button style
/// (`buttonStyle(_:)`); `.automatic` draws the label in the tint colour.
public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let role: ButtonRole?
    let action: () -> Void
    let label: Label

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = nil
        self.action = action
        self.label = label()
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let label = self.label
        let labelContext = context
        let configuration = ButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(resolve: { ctx in
                var c = ctx
                c.identity = labelContext.identity.appending(.part("label"))
                return c.resolve(label)
            }),
            isPressed: false, role: role)
        if let primitive = context.environment.primitiveButtonStyle {
            // The style makes the whole button; buttons inside its body take the default style (as in SwiftUI).
            var inner = context
            inner.environment.primitiveButtonStyle = nil
            inner.environment.buttonStyle = AnyButtonStyle(BorderlessButtonStyle())
            let primitiveConfiguration = PrimitiveButtonStyleConfiguration(role: role, label: configuration.label, action: action)
            return inner.resolve(primitive.makeBody(primitiveConfiguration), component: .part("primitiveStyle"))
        }
        let style = context.environment.buttonStyle
        var nodes = style.makeNodes(configuration, context)
        // A button is an accessibility element labelled by its label's text (recorded in reports).
        if let first = nodes.first, first.traits.accessibilityLabel == nil {
            first.traits.accessibilityLabel = GlassEffectNode.firstLabel(first)
        }
        nodes = nodes.map { node in
            node.actions.append(action)
            return node
        }
        return nodes
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
}

extension Button where Label == LiquidGlassUICore.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { LiquidGlassUICore.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { LiquidGlassUICore.Label(title, systemImage: systemImage) }
    }
}

/// A button's role.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let close = ButtonRole(name: "close")
    public static let confirm = ButtonRole(name: "confirm")
}
