/// The Liquid Glass material: SwiftUI's `Glass` (iOS 26). Only what the SDK declares: `regular`, `clear`,
/// `identity`, `tint(_:)`, `interactive(_:)`; chaining order does not matter.
public struct Glass: Equatable, Sendable {
    enum Variant: String, Sendable { case regular, clear, identity }
    let variant: Variant
    let tintColor: Color?
    let isInteractive: Bool
    /// A prominent button's glass (`.buttonStyle(.glassProminent)`): drawn wholly in its tint. Not Apple API.
    var isProminent = false

    public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
    public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
    /// No glass: content is drawn as if no glass were applied.
    public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive, isProminent: isProminent)
    }
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled, isProminent: isProminent)
    }
}

/// The shape `glassEffect` uses by default: a capsule.
public struct DefaultGlassEffectShape: Shape, KnownShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
    var knownGeometry: ShapeGeometry { .capsule(style: .continuous) }
}

/// How glass appears and disappears when views are inserted or removed (a still image shows the settled state).
public struct GlassEffectTransition: Sendable, Equatable {
    let name: String
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// A `GlassEffectContainer` as its elements see it.
struct GlassContainerInfo: Equatable {
    /// Order of the container among the image's containers, from 0 (assigned when drawing).
    var index: Int
    var spacing: CGFloat?
    var depth: Int
}

/// The glass-related values views inherit.
struct GlassEnvironment {
    var container: GlassContainerMarker?
    var effectID: String?
    var unionID: String?
    var transition: GlassEffectTransition?
    var accessibilityLabel: String?
    var accessibilityIdentifier: String?
}

/// Identifies a container while resolving; its draw-order index is assigned later.
final class GlassContainerMarker: @unchecked Sendable {
    let spacing: CGFloat?
    let depth: Int
    var index: Int?
    init(spacing: CGFloat?, depth: Int) {
        self.spacing = spacing
        self.depth = depth
    }
}

private struct GlassEnvironmentKey: EnvironmentKey { static let defaultValue = GlassEnvironment() }
extension EnvironmentValues {
    var glass: GlassEnvironment {
        get { self[GlassEnvironmentKey.self] }
        set { self[GlassEnvironmentKey.self] = newValue }
    }
}
