/// A text field: its text, or its prompt in the placeholder colour when empty; it fills the width offered and
/// is one body line high (iOS's plain style, which `TextField` has by default).
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    @Binding var text: String
    let prompt: String
    /// The `prompt:` text as written: its own styles (`foregroundStyle`, `font`, …) are drawn over the tertiary
    /// default, as iOS 17 and later draw a styled prompt.
    var promptText: Text?

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let showsPrompt = text.isEmpty
        var c = context
        // The prompt is the plain foreground's tertiary level: the tertiary label colour, and on glass the vibrant
        // colour at that level's opacity (a fixed grey vanished on dark glass).
        if showsPrompt {
            c.environment.foregroundStyles = ForegroundStyles.set(primary: HierarchicalShapeStyle.tertiary, secondary: nil,
                                                                  outer: ForegroundStyles())
        }
        let shown = showsPrompt ? (promptText ?? Text(prompt)) : Text(text)
        let textNodes = c.resolve(shown.lineLimit(1), component: .part("text"))
        return textNodes.map { node in
            FrameNode(child: node, alignment: .leading) { p in p } size: { p, child in
                CGSize(width: p.width ?? child.width, height: child.height)
            }
        }
    }
}

extension TextField where Label == Text {
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
        self.promptText = prompt
    }
}

/// Text field styles (recorded).
public protocol TextFieldStyle {}
/// The platform's default text field style: on iOS a borderless field, as ``PlainTextFieldStyle`` draws it.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: RoundedBorderTextFieldStyle { .init() } }

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { modifier(NoEffectModifier()) }
}

extension TextField where Label == Text {
    /// A field editing a value through a format: SwiftUI's `TextField(_:value:format:prompt:)`. It shows the value
    /// formatted (`0` for `.number`, `$0.00` for `.currency(code: "USD")`); typed text that the format parses is
    /// written back, other text is ignored, as on iOS when the field commits.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(titleKey, text: TextField.formatted(value, format), prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F,
                                                            prompt: Text? = nil) where F.FormatOutput == String {
        self.init(LocalizedStringKey(String(title)), text: TextField.formatted(value, format), prompt: prompt)
    }

    private static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F.FormatOutput == String {
        let format = DisplayLocale.localized(format)  // "$0.00" as on a US English iPhone (DisplayLocale)
        return Binding(get: { format.format(value.wrappedValue) },
                set: { if let parsed = try? format.parseStrategy.parse($0) { value.wrappedValue = parsed } })
    }
}
