extension View {
    /// A help text: the pointer's tooltip on iPad and Mac. iPhone shows nothing, so nothing is drawn.
    public func help(_ textKey: LocalizedStringKey) -> some View { self }
    /// A help text (see ``help(_:)-LocalizedStringKey``).
    public func help(_ text: Text) -> some View { self }
    /// A help text (see ``help(_:)-LocalizedStringKey``).
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { self }
}
