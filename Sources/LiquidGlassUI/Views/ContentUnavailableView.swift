/// An empty state: SwiftUI's `ContentUnavailableView`, drawn as iOS draws it — centred in the space offered, its
/// label's icon large (48 pt) in the secondary colour above its title (title 2, bold), the description below in the
/// secondary colour (callout, centred), then the actions. Sizes are estimates from iOS screenshots.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description,
                @ViewBuilder actions: () -> Actions) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            VStack(spacing: 8) {
                label.environment(\.labelStyleKind, ContentUnavailableLabelStyle.kind)
                description.font(.callout).foregroundStyle(.secondary).multilineTextAlignment(.center)
            }
            actions
        }
        .padding(32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Description == EmptyView, Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(label: label, description: { EmptyView() }, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Actions == EmptyView {
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description) {
        self.init(label: label, description: description, actions: { EmptyView() })
    }
}

extension ContentUnavailableView where Label == LiquidGlassUICore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { LiquidGlassUICore.Label(titleKey, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }

    /// With an image of the app's asset catalog (or the program's image provider) as the icon.
    public init(_ titleKey: LocalizedStringKey, image name: String, description: Text? = nil) {
        self.init(label: { LiquidGlassUICore.Label(titleKey, image: name) }, description: { description }, actions: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { LiquidGlassUICore.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}

/// The label style inside a ``ContentUnavailableView``: icon above title, large.
enum ContentUnavailableLabelStyle {
    static let kind = 3
}
