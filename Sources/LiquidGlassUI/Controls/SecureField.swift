/// A text field whose text is hidden: SwiftUI's `SecureField`, drawn as iOS draws it — one bullet (•) per
/// character, or the prompt in the placeholder colour when empty.
public struct SecureField<Label: View>: View {
    @Binding var text: String
    let prompt: String

    public var body: some View {
        let text = self.text
        return TextField(prompt, text: .constant(String(repeating: "\u{2022}", count: text.count)))
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self._text = text
        self.prompt = titleKey.string
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self._text = text
        self.prompt = String(title)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self._text = text
        self.prompt = prompt?.string ?? titleKey.string
    }
}
