/// Gives its content a proxy to scroll: SwiftUI's `ScrollViewReader`. A still image shows scroll views at their
/// start: a `scrollTo` call (from `onAppear` or an action in a recording) is not performed and is named in the
/// render's warnings.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }
    public var body: some View { content(ScrollViewProxy()) }
}

/// Scrolls the scroll views of a `ScrollViewReader` (not performed here; see ``ScrollViewReader``).
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        RenderNotes.note("ScrollViewProxy.scrollTo(_:anchor:): not performed (scroll views show their start)")
    }
}
