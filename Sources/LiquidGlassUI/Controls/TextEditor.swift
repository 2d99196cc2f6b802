/// A multi-line text input: SwiftUI's `TextEditor`, drawn as its text in the body font from the top leading corner
/// of the space it fills (iOS draws no border; 5 pt text container inset, UITextView's default padding 0 left/right
/// plus 8 top/bottom is approximated by 8 all round — an estimate).
public struct TextEditor: View {
    @Binding var text: String
    public init(text: Binding<String>) { _text = text }
    public var body: some View {
        Text(text)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .padding(8)
    }
}
