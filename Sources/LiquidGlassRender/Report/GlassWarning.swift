import Foundation

/// A problem the renderer noticed in a scene, with a stable code.
///
/// The codes are the identifiers of the matching `liquidglass lint` rules where one exists, so a design rule
/// has one name whether it is caught in Swift source or in a rendered scene.
public struct GlassWarning: Sendable, Equatable, Codable {
    public var code: String
    public var message: String

    public init(_ code: Code, _ message: String) {
        self.code = code.rawValue
        self.message = message
    }

    /// Every code the renderer reports.
    public enum Code: String, Sendable, CaseIterable {
        /// Glass drawn over other glass outside a shared container (glass cannot sample glass).
        case glassOnGlass = "glass_on_glass"
        /// A `GlassEffectContainer` inside another.
        case nestedGlassContainer = "nested_glass_container"
        /// More than 20 glass elements on screen.
        case tooManyGlassElements = "too_many_glass_elements"
        /// Clear glass over a backdrop that is not media-rich, or with no dimming layer.
        case clearGlassWithoutDimming = "clear_glass_without_dimming"
        /// More than one tinted element in one group (tint is for the primary action).
        case overTintedGlass = "over_tinted_glass"
        /// A label below its contrast target against the glass under it.
        case labelBelowContrastTarget = "label_below_contrast_target"
    }

    /// More glass elements than this on one screen draw a warning.
    public static let maximumElements = 20
}
