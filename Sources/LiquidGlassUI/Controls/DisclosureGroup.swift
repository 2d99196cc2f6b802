/// A label that shows or hides its content: SwiftUI's `DisclosureGroup` — the label with a chevron at the trailing
/// edge (pointing down when expanded, right when collapsed) and, when expanded, the content below.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expanded = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let open = isExpanded?.wrappedValue ?? expanded
        VStack(alignment: .leading, spacing: 8) {
            Button {
                if let isExpanded { isExpanded.wrappedValue.toggle() } else { expanded.toggle() }
            } label: {
                HStack {
                    label
                    Spacer(minLength: 8)
                    Image(systemName: open ? "chevron.down" : "chevron.right")
                        .font(.footnote.weight(.semibold))
                        .foregroundStyle(.tint)
                }
            }
            .buttonStyle(.plain)
            if open { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}
