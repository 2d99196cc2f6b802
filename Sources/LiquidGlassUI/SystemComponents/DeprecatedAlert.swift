/// iOS 13's alert value, deprecated since iOS 15 in favour of `alert(_:isPresented:actions:message:)`. Xcode 26 still
/// compiles it with a deprecation warning, and iOS 26 draws it as the modern alert: the title, the message and the
/// buttons (one "OK" when no button is given) on the glass card ``AlertMetrics`` describes.
@available(*, deprecated, message: "use `View.alert(title:isPresented:presenting::actions:) instead.")
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button (an "OK" that dismisses it when `dismissButton` is nil).
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons, side by side.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// A button of an ``Alert``: its label and role (default, cancel — semibold — or destructive — red).
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        /// A cancel button titled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// The buttons as the modern alert's actions.
    @MainActor @ViewBuilder var actionViews: some View {
        ForEach(0..<buttons.count, id: \.self) { index in
            let button = buttons[index]
            ControlButton(role: button.role, action: { button.action?() }) { button.label }
        }
    }
}

extension View {
    /// Presents `content`'s alert while `isPresented` is true (iOS 13's form, deprecated).
    @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(AlertModifier(isPresented: isPresented.wrappedValue, title: alert.title,
                                      message: alert.message.map { AnyView($0) }, actions: AnyView(alert.actionViews)))
    }

    /// Presents the alert `content` makes for `item` while it is not nil (iOS 13's form, deprecated).
    @available(*, deprecated, message: "use `alert(title:isPresented:presenting::actions:) instead.")
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(AlertModifier(isPresented: alert != nil, title: alert?.title ?? Text(""),
                                      message: alert?.message.map { AnyView($0) },
                                      actions: AnyView(alert.map { AnyView($0.actionViews) } ?? AnyView(EmptyView()))))
    }
}

/// The control `Button`, which `Alert.Button` hides inside `Alert`.
typealias ControlButton<Label: View> = Button<Label>
