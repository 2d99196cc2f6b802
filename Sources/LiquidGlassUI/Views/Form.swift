/// A form: SwiftUI's `Form`, which iOS draws as an inset grouped list — here the same `List`, its loose rows one
/// card, its `Section`s cards with headers. A custom ``FormStyle`` set with `formStyle(_:)` draws it instead.
public struct Form<Content: View>: View {
    let content: Content
    @Environment(\.formStyle) private var style

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        if let style {
            style.makeBody(FormStyleConfiguration(content: FormStyleConfiguration.Content(view: AnyView(content))))
        } else {
            List { content }
        }
    }
}
