/// A view that leads to another: SwiftUI's `NavigationLink`, drawn where it leads from.
///
/// In a `List` it is a row: its label, then iOS's disclosure chevron (`chevron.right`, footnote, semibold, in the
/// tertiary colour) at the trailing edge. Elsewhere its label is drawn as a button's (tinted text). A still image
/// or a recording does not navigate: the destination is kept, not drawn, and tapping the link changes nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    /// Set by the deprecated `isActive:` / `tag:selection:` forms when the link is active: iOS would have pushed
    /// the destination, which a render does not draw (named in the warnings).
    var activeNote = false
    @Environment(\.isInList) private var inList

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public var body: some View {
        link.modifier(NotedModifier(note: activeNote ? "NavigationLink(isActive:): the link is active; its destination is not pushed in this render" : nil))
    }

    @ViewBuilder private var link: some View {
        if inList {
            HStack(spacing: 8) {
                label
                Spacer(minLength: 8)
                Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.tertiary)
            }
        } else {
            Button(action: {}) { label }
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that presents the destination `navigationDestination(for:)` gives for `value`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension View {
    /// Where links to values of `data` lead: a `NavigationStack(path:)` whose last value is of this type draws
    /// this destination for it (a link's tap does not navigate in a still image).
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        let entry: (AnyHashable) -> Any? = { value in (value.base as? D).map { AnyView(destination($0)) } }
        return modifier(TraitModifier { $0.navigationDestinations = ($0.navigationDestinations ?? []) + [entry] })
    }

    /// A destination pushed while `isPresented` is true (recorded: a still image shows the screen it is pushed from).
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
        self
    }

    /// A destination pushed while `item` is not nil (recorded).
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }
}
