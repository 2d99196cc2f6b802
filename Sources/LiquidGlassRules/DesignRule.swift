/// The Liquid Glass design rules that both the runtime checks (in rendered scenes) and `liquidglass lint`
/// (in Swift source) know by name.
///
/// One rule has one identifier whichever tool catches it: the renderer's ``GlassWarning`` codes and the lint
/// rules' identifiers are these raw values. This module holds only the vocabulary — no checking logic — so the
/// linter can depend on it without linking the renderer, and the renderer without linking swift-syntax.
public enum DesignRule: String, Sendable, CaseIterable {
    /// Glass drawn over other glass outside a shared container (glass cannot sample glass).
    case glassOnGlass = "glass_on_glass"
    /// A `GlassEffectContainer` inside another.
    case nestedGlassContainer = "nested_glass_container"
    /// More than ``maximumGlassElements`` glass elements on one screen.
    case tooManyGlassElements = "too_many_glass_elements"
    /// Clear glass over a backdrop that is not media-rich, or with no dimming layer.
    case clearGlassWithoutDimming = "clear_glass_without_dimming"
    /// More than one tinted element in one group (tint is for the primary action).
    case overTintedGlass = "over_tinted_glass"
    /// A label below its contrast target against the glass under it (runtime only: source code has no pixels).
    case labelBelowContrastTarget = "label_below_contrast_target"

    /// More glass elements than this on one screen break ``tooManyGlassElements`` (the lint rule's default
    /// `max_elements` and the renderer's check use the same number).
    public static let maximumGlassElements = 20
}
