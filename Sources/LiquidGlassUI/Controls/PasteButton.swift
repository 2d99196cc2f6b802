/// Values that can be pasted, dragged and shared: CoreTransferable's `Transferable` (re-exported by SwiftUI), for
/// the types a still image can name.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
/// For a ``SharePreview`` without an image or an icon (`SharePreview<Never, Never>`), as in CoreTransferable.
extension Never: Transferable {}

/// A system button that pastes from the pasteboard: SwiftUI's `PasteButton`, drawn as iOS draws it — "Paste" with
/// the clipboard symbol on a filled capsule of the tint colour. A still image has no pasteboard: its action runs
/// only when a recording taps it, with nothing pasted (named in the render's warnings).
public struct PasteButton: View {
    let paste: () -> Void

    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {
        paste = {
            RenderNotes.note("PasteButton: there is no pasteboard here; its action ran with nothing pasted")
            onPaste([])
        }
    }

    public var body: some View {
        Button(action: paste) { Label("Paste", systemImage: "doc.on.clipboard") }
            .buttonStyle(.borderedProminent)
    }
}
