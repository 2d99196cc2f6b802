import Foundation
import LiquidGlassRules

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

    /// Every code the renderer reports: the design rules shared with `liquidglass lint` (``DesignRule``).
    public typealias Code = DesignRule

    /// More glass elements than this on one screen draw a warning.
    public static let maximumElements = DesignRule.maximumGlassElements
}
