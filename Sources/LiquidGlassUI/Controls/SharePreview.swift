/// What the share sheet shows of a shared item: SwiftUI's `SharePreview` — a title, an image and an icon. The
/// share sheet is not drawn in a still (``ShareLink``), so the preview only travels with the link.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The title the share sheet would show.
    let title: String
    let image: Image?
    let icon: Icon?

    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) {
        self.init(title: titleKey.string, image: image, icon: icon)
    }
    @MainActor public init(_ title: Text, image: Image, icon: Icon) { self.init(title: title.string, image: image, icon: icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) {
        self.init(title: String(title), image: image, icon: icon)
    }
    init(title: String, image: Image?, icon: Icon?) {
        self.title = title
        self.image = image
        self.icon = icon
    }
}

extension SharePreview where Image == Never {
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { self.init(title: titleKey.string, image: nil, icon: icon) }
    @MainActor public init(_ title: Text, icon: Icon) { self.init(title: title.string, image: nil, icon: icon) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.init(title: String(title), image: nil, icon: icon) }
}

extension SharePreview where Icon == Never {
    public init(_ titleKey: LocalizedStringKey, image: Image) { self.init(title: titleKey.string, image: image, icon: nil) }
    @MainActor public init(_ title: Text, image: Image) { self.init(title: title.string, image: image, icon: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.init(title: String(title), image: image, icon: nil) }
}

extension SharePreview where Image == Never, Icon == Never {
    public init(_ titleKey: LocalizedStringKey) { self.init(title: titleKey.string, image: nil, icon: nil) }
    @MainActor public init(_ title: Text) { self.init(title: title.string, image: nil, icon: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(title: String(title), image: nil, icon: nil) }
}
