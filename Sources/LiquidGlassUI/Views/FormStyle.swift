/// How a ``Form`` is drawn: SwiftUI's `FormStyle`. On iPhone `.automatic` and `.grouped` are the same inset
/// grouped list; a style of your own gets the form's content in its configuration.
@MainActor @preconcurrency
public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a ``FormStyle`` receives: the form's content.
public struct FormStyleConfiguration {
    /// The form's content, as a view.
    public struct Content: View {
        let view: AnyView
        public var body: some View { view }
    }
    public let content: FormStyleConfiguration.Content
}

/// The platform's form style: on iPhone, ``GroupedFormStyle``.
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { List { configuration.content } }
}

/// Rows in inset grouped sections (iOS's Settings look).
public struct GroupedFormStyle: FormStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { List { configuration.content } }
}

extension FormStyle where Self == AutomaticFormStyle {
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

/// A form style in the environment, type-erased; `nil` for the built-in ones, which ``Form`` draws itself.
struct AnyFormStyle {
    let makeBody: @MainActor (FormStyleConfiguration) -> AnyView
}

private struct FormStyleKey: EnvironmentKey { static let defaultValue: AnyFormStyle? = nil }

extension EnvironmentValues {
    var formStyle: AnyFormStyle? {
        get { self[FormStyleKey.self] }
        set { self[FormStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the forms in this view.
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        let box = UncheckedBox(style)
        let erased: AnyFormStyle? = (style is AutomaticFormStyle || style is GroupedFormStyle)
            ? nil : AnyFormStyle { AnyView(box.value.makeBody(configuration: $0)) }
        return editEnvironment { $0.formStyle = erased }
    }
}
