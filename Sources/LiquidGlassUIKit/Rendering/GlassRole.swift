internal import LiquidGlass

/// How a view is drawn as glass: a glass element (a glass effect view, a glass button), or a container whose glass
/// subviews merge.
enum GlassRole {
    /// A glass element: its material, tint and interactivity, in the view's corner shape.
    case glass(style: UIGlassEffect.Style, tint: UIColor?, isInteractive: Bool)
    /// A `UIGlassContainerEffect`: the glass views inside sample one backdrop and merge within `spacing`.
    case container(spacing: CGFloat)
}
