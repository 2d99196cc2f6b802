/// A style that makes a button's whole interaction: SwiftUI's `PrimitiveButtonStyle`. Its body calls
/// `configuration.trigger()` to run the button's action (from a `Button` of its own, a gesture…). Buttons inside
/// the style's body are drawn in the default style, as in SwiftUI.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a ``PrimitiveButtonStyle`` receives: the label, the role, and the action to trigger.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void
    /// Runs the button's action.
    public func trigger() { action() }
}

/// A primitive button style in the environment, type-erased.
struct AnyPrimitiveButtonStyle {
    let makeBody: @MainActor (PrimitiveButtonStyleConfiguration) -> AnyView
}

private struct PrimitiveButtonStyleKey: EnvironmentKey { static let defaultValue: AnyPrimitiveButtonStyle? = nil }

extension EnvironmentValues {
    var primitiveButtonStyle: AnyPrimitiveButtonStyle? {
        get { self[PrimitiveButtonStyleKey.self] }
        set { self[PrimitiveButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the buttons in this view to a ``PrimitiveButtonStyle``.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let box = UncheckedBox(style)
        let erased = AnyPrimitiveButtonStyle { AnyView(box.value.makeBody(configuration: $0)) }
        return editEnvironment { $0.primitiveButtonStyle = erased }
    }
}
