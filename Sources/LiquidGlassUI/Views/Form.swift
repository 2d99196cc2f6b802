/// A form: SwiftUI's `Form`, which iOS draws as an inset grouped list — here the same `List`, its loose rows one
/// card, its `Section`s cards with headers.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View { List { content } }
}
