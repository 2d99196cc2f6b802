/// Label insets and minimum heights of glass buttons per control size.
///
/// Apple publishes no numbers for iOS 26's glass buttons. These are estimates from the public capture set in
/// reference/apple-glass/scenes (a `.buttonStyle(.glass)` toolbar capsule with content insets 25.3 × 21 pt at a
/// large label, a small capsule with 24 × 14) and the long-standing 44 pt minimum touch target of the HIG;
/// to be replaced by measurements (listed as open in docs/LIQUIDGLASSUI.md).
struct ControlMetrics {
    let horizontal: CGFloat
    let vertical: CGFloat
    let minHeight: CGFloat
    let font: Font

    static func of(_ size: ControlSize) -> ControlMetrics {
        switch size {
        case .mini: return ControlMetrics(horizontal: 8, vertical: 4, minHeight: 24, font: .subheadline)
        case .small: return ControlMetrics(horizontal: 12, vertical: 6, minHeight: 30, font: .subheadline)
        case .regular: return ControlMetrics(horizontal: 16, vertical: 8, minHeight: 36, font: .body)
        case .large: return ControlMetrics(horizontal: 20, vertical: 14, minHeight: 50, font: .body)
        case .extraLarge: return ControlMetrics(horizontal: 24, vertical: 18, minHeight: 58, font: .body)
        }
    }
}

/// iOS 26's glass button: the label on regular (or the given) glass in the button's border shape.
public struct GlassButtonStyle: ButtonStyle {
    let glass: Glass
    public init() { glass = .regular }
    public init(_ glass: Glass) { self.glass = glass }
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, glass: glass, prominent: false)
    }
}

/// iOS 26's prominent glass button: glass tinted with the tint colour (the accent colour by default), its
/// label white.
public struct GlassProminentButtonStyle: ButtonStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, glass: .regular, prominent: true)
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
    public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}
extension ButtonStyle where Self == GlassProminentButtonStyle {
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

struct GlassButtonBody: View, PrimitiveView {
    typealias Body = Never
    let configuration: ButtonStyleConfiguration
    let glass: Glass
    let prominent: Bool

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        let env = context.environment
        let metrics = ControlMetrics.of(env.controlSize)
        let shape = env.buttonBorderShape
        var glass = self.glass
        var labelContext = context
        if labelContext.environment.font == nil { labelContext.environment.font = metrics.font }
        if prominent {
            let tint = env.tint ?? .accentColor
            // A clear tint makes prominent glass plain (seeds use `.tint(.clear)` for unselected items).
            glass = tint.light.w > 0 ? glass.tint(tint) : glass
            // Drawn in the tint, whole, as iOS draws its primary action (not a tone of the tint over the backdrop).
            glass.isProminent = tint.light.w > 0
            if env.foregroundStyles.primary == nil, tint.light.w > 0 {
                labelContext.environment.foregroundStyles = ForegroundStyles(primary: Color.white, secondary: nil)
            }
        } else if glass.tintColor == nil, let tint = env.tint, tint.light.w > 0, env.foregroundStyles.primary == nil {
            // A tinted (non-prominent) glass button draws its label in the tint colour.
            labelContext.environment.foregroundStyles = ForegroundStyles(primary: tint, secondary: nil)
        }
        // Glass buttons respond to touch (they are interactive glass) while enabled.
        glass = env.isEnabled ? glass.interactive() : glass.tint(nil)
        let label = labelContext.resolve(configuration.label)
        let isCircle = shape.kind == .circle
        return label.map { node in
            let padded: ViewNode = isCircle ? node : PaddingNode(child: node, insets: EdgeInsets(
                top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal))
            let framed = FrameNode(child: padded, alignment: .center) { p in
                ProposedViewSize(width: p.width, height: p.height.map { max($0, metrics.minHeight) })
            } size: { _, child in
                let h = max(child.height, isCircle ? 0 : metrics.minHeight)
                return isCircle ? CGSize(width: max(child.width, child.height), height: max(child.width, child.height))
                                : CGSize(width: max(child.width, h), height: h)
            }
            var inner = context.environment.glass
            inner.effectID = env.glass.effectID
            return GlassEffectNode(child: framed, glass: glass, geometry: shape.geometry, glassEnvironment: inner,
                                   environment: env)
        }
    }
}
