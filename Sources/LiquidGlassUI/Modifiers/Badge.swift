extension View {
    /// A badge on a list row: the count at the row's trailing edge in the secondary colour, as iOS draws it (zero
    /// shows no badge). Outside a list iOS draws no badge on a view, and neither is one drawn here; on a tab, use
    /// the tab's own `badge(_:)`.
    public func badge(_ count: Int) -> some View {
        modifier(RowBadgeModifier(label: count == 0 ? nil : Text("\(count)")))
    }
    /// A badge on a list row with the given text (nil shows none).
    public func badge(_ label: Text?) -> some View { modifier(RowBadgeModifier(label: label)) }
    public func badge(_ key: LocalizedStringKey?) -> some View { modifier(RowBadgeModifier(label: key.map { Text($0) })) }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { modifier(RowBadgeModifier(label: label.map { Text($0) })) }
}

struct RowBadgeModifier: ViewModifier {
    let label: Text?
    @Environment(\.isInList) private var isInList

    func body(content: Content) -> some View {
        if isInList, let label {
            HStack {
                content
                Spacer(minLength: 8)
                label.foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
}
