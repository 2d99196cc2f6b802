extension View {
    /// Changes the transaction of the state changes that affect this view: SwiftUI's `transaction(_:)` (to turn
    /// an animation off, say). A still image shows the view settled, so nothing drawn changes; ``AnimationRecorder``
    /// does not apply `transform` to the changes it records, and says so in the render's warnings.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(TransactionNoteModifier())
    }
}

/// `.transaction(_:)`: names the transform the recorder does not apply.
struct TransactionNoteModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        RenderNotes.note("transaction(_:): recorded animations of this view do not apply its transform (a still is unaffected)")
        return content(context)
    }
}
