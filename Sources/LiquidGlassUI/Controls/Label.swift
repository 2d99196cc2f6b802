/// A title with an icon: SwiftUI's `Label`. Laid out as the icon, 8 pt, the title (`.titleAndIcon` style).
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyleKind) private var styleKind
    @Environment(\.labelIconToTitleSpacing) private var iconToTitleSpacing
    @Environment(\.labelReservedIconWidth) private var reservedIconWidth

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        switch styleKind {
        case 1:
            // Icon only: the title still names it for accessibility (as VoiceOver reads an icon-only label).
            if let text = title as? Text { icon.accessibilityLabel(text) } else { icon }
        case 2: title
        case ContentUnavailableLabelStyle.kind:
            // Inside a ContentUnavailableView: the icon large above the title.
            VStack(spacing: 12) {
                icon.font(.system(size: 48)).foregroundStyle(.secondary)
                title.font(.title2.bold())
            }
        default:
            HStack(spacing: iconToTitleSpacing ?? 8) {
                // A reserved width gives every label's icon the same column, so titles line up.
                if let reservedIconWidth { icon.frame(width: reservedIconWidth) } else { icon }
                title
            }
        }
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

private struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
private struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
    /// The space between a label's icon and its title (nil: the style's own, 8 pt here).
    var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }
}

extension EnvironmentValues {
    /// The width reserved for the icons of labels (iOS 26; nil: each icon its own width). Set with
    /// ``View/labelReservedIconWidth(_:)``.
    public internal(set) var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }
}

extension View {
    /// Reserves `value` points for the icons of the labels inside that show icon and title side by side, the icon
    /// centred in it (iOS 26), so the titles of a column of labels line up.
    public func labelReservedIconWidth(_ value: CGFloat) -> some View {
        environment(\.labelReservedIconWidth, value)
    }

    /// Sets the space between the icon and the title of the labels inside (iOS 26).
    public func labelIconToTitleSpacing(_ spacing: CGFloat) -> some View {
        environment(\.labelIconToTitleSpacing, spacing)
    }
}
