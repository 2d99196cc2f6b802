/// A control that opens the share sheet: SwiftUI's `ShareLink`, drawn as its label — "Share" with the
/// `square.and.arrow.up` symbol by default, as a button's label in the environment's button style. A tap in a
/// recording opens no share sheet (named in the warnings).
public struct ShareLink<Label: View>: View {
    let label: Label
    public var body: some View {
        Button(action: { RenderNotes.note("ShareLink: the share sheet is not drawn") }) { label }
    }
}

extension ShareLink {
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
    public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Items.Element: Transferable {
        self.label = label()
    }
    /// With the preview the share sheet would show (not drawn: the sheet is not drawn).
    public init<Item: Transferable, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                               preview: SharePreview<PreviewImage, PreviewIcon>,
                                                               @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension ShareLink where Label == LiquidGlassUICore.Label<Text, Image> {
    public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
        label = LiquidGlassUICore.Label("Share", systemImage: "square.and.arrow.up")
    }
    public init<Item: Transferable>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = LiquidGlassUICore.Label(titleKey, systemImage: "square.and.arrow.up")
    }
    @_disfavoredOverload
    public init<S: StringProtocol, Item: Transferable>(_ title: S, item: Item, subject: Text? = nil, message: Text? = nil) {
        label = LiquidGlassUICore.Label(title, systemImage: "square.and.arrow.up")
    }
    public init<Item: Transferable, PreviewImage, PreviewIcon>(item: Item, subject: Text? = nil, message: Text? = nil,
                                                               preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(item: item, subject: subject, message: message)
    }
    public init<Item: Transferable, PreviewImage, PreviewIcon>(_ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil,
                                                               message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(titleKey, item: item, subject: subject, message: message)
    }
    @_disfavoredOverload
    public init<S: StringProtocol, Item: Transferable, PreviewImage, PreviewIcon>(_ title: S, item: Item, subject: Text? = nil,
                                                                                  message: Text? = nil,
                                                                                  preview: SharePreview<PreviewImage, PreviewIcon>) {
        self.init(title, item: item, subject: subject, message: message)
    }
}
