/// iOS's bordered button: the label in the tint colour on a tinted fill (the tint at 0.15 opacity, UIKit's
/// `UIButton.Configuration.tinted()`), in the button's border shape — a capsule by default on iOS 26 — with the
/// glass buttons' insets per control size (``ControlMetrics``, estimates).
public struct BorderedButtonStyle: ButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: false)
    }
}

/// iOS's prominent bordered button: the label in white on a fill of the tint colour (UIKit's
/// `UIButton.Configuration.filled()`); a foreground style set on the button colours the label instead.
public struct BorderedProminentButtonStyle: ButtonStyle {
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: true)
    }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension ButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

struct BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.controlSize) private var controlSize
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.font) private var font

    var body: some View {
        let metrics = ControlMetrics.of(controlSize)
        let colour = configuration.role == .destructive ? Color.red : (tint ?? .accentColor)
        // The style's label colour is a default: a foreground style set on the button (or around it) wins, as on
        // iOS, where `.buttonStyle(.borderedProminent).tint(.yellow).foregroundStyle(.black)` draws black on yellow
        // (heldback8's 0dd706e1; the borderless style reads the environment the same way).
        StyledLabel(configuration: configuration) { env in
            env.foregroundStyles.primary == nil ? AnyShapeStyle(prominent ? Color.white : colour) : nil
        }
            .font(font ?? metrics.font)
            .padding(.horizontal, metrics.horizontal)
            .padding(.vertical, metrics.vertical)
            .frame(minHeight: metrics.minHeight)
            .background { BorderShapeView(style: prominent ? colour : colour.opacity(0.15)) }
            .opacity(isEnabled ? 1 : 0.5)
    }
}

/// The environment's button border shape (`buttonBorderShape(_:)`: a capsule by default), filled with `style`.
struct BorderShapeView: View, PrimitiveView {
    typealias Body = Never
    let style: Color
    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        [ShapeNode(geometry: context.environment.buttonBorderShape.geometry, style: style, stroke: nil,
                   sizing: { $0.replacingUnspecifiedDimensions() }, identity: context.identity, environment: context.environment)]
    }
}
