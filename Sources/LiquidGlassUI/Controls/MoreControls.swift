extension TextField where Label == Text {
    /// A text field that grows along `axis` (`.vertical`: several lines). Drawn as the single-line field: its text
    /// or prompt on one line.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(titleKey, text: text)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title, text: text)
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleKey, text: text, prompt: prompt)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(LocalizedStringKey(String(title)), text: text, prompt: prompt)
    }
}

extension Toggle where Label == LiquidGlassUICore.Label<Text, Image> {
    /// A toggle titled with a text and a symbol (iOS 17).
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LiquidGlassUICore.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { LiquidGlassUICore.Label(title, systemImage: systemImage) }
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == EmptyView {
    /// iOS's "No Results" view for a search.
    public static var search: ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, EmptyView> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(title: "No Results") },
                               description: { SearchUnavailableContent.Description(text: "Check the spelling or try a new search.") },
                               actions: { EmptyView() })
    }
    /// iOS's "No Results for “text”" view for a search.
    public static func search(text: String) -> ContentUnavailableView<SearchUnavailableContent.Label, SearchUnavailableContent.Description, EmptyView> {
        ContentUnavailableView(label: { SearchUnavailableContent.Label(title: "No Results for “\(text)”") },
                               description: { SearchUnavailableContent.Description(text: "Check the spelling or try a new search.") },
                               actions: { EmptyView() })
    }
}

/// The parts of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    public struct Label: View {
        let title: String
        public var body: some View { LiquidGlassUICore.Label(title, systemImage: "magnifyingglass") }
    }
    public struct Description: View {
        let text: String
        public var body: some View { Text(text) }
    }
}

/// A group of controls: SwiftUI's `ControlGroup`, drawn as iOS draws it outside a menu or toolbar — its buttons
/// side by side, each in the bordered style, sharing the width.
public struct ControlGroup<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View {
        HStack(spacing: 8) { content }.buttonStyle(.bordered)
    }
}

/// A colour well: SwiftUI's `ColorPicker`, drawn as iOS draws it closed — the label at the leading edge, a 28 pt
/// circle of the selected colour at the trailing edge (estimate), ringed with the hue wheel's stroke in iOS; here
/// with a 2 pt ring of the separator colour. The picker sheet opens only on a tap.
public struct ColorPicker<Label: View>: View {
    let label: Label
    let color: Color
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.label = label()
        color = selection.wrappedValue
    }
    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            Circle().fill(color).frame(width: 28, height: 28)
                .overlay { Circle().strokeBorder(Color.separator, lineWidth: 2) }
        }
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
