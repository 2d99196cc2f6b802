extension View {
    /// A menu that opens on a long press: SwiftUI's `contextMenu(menuItems:)`. Closed, which is what a still shows,
    /// the view is drawn unchanged, as on iOS; opening it (a long press) is not drawn.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(NoEffectModifier())
    }

    /// A context menu with a preview shown above it when open (closed in a still: the view unchanged).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(NoEffectModifier())
    }
}
