import Foundation
import LiquidGlassCore

/// The Liquid Glass material, shaped like SwiftUI's `Glass` (iOS 26):
/// `Glass.regular.tint(.blue).interactive()`.
///
/// Only `regular`, `clear` and `identity` exist, with `tint(_:)` and `interactive(_:)`; the order of the
/// modifiers does not matter.
public struct Glass: Sendable, Equatable {
    /// The three variants Apple declares.
    public enum Variant: String, Sendable, Equatable, CaseIterable {
        /// Frosted, adaptive glass: the default.
        case regular
        /// Highly transparent glass for media-rich backdrops; does not adapt; wants a dimming layer.
        case clear
        /// No glass: content renders as if the effect were not applied.
        case identity
    }

    public var variant: Variant
    /// The tint colour, if any; its opacity sets the strength of the tint.
    public var tintColor: Color?
    /// Whether the glass reacts to touches (press scale, shimmer, glow).
    public var isInteractive: Bool

    /// Drawn as a prominent button's glass (`.buttonStyle(.glassProminent)`): wholly in its tint. Not part of
    /// Apple's `Glass`; LiquidGlassUI's prominent button style sets it.
    package var isProminent = false

    public init(variant: Variant, tintColor: Color? = nil, isInteractive: Bool = false) {
        self.variant = variant
        self.tintColor = tintColor
        self.isInteractive = isInteractive
    }

    /// Frosted, adaptive glass.
    public static var regular: Glass { Glass(variant: .regular) }
    /// Transparent glass for media-rich content.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass at all.
    public static var identity: Glass { Glass(variant: .identity) }

    /// This glass tinted with `color` (nil removes the tint).
    public func tint(_ color: Color?) -> Glass {
        var g = self
        g.tintColor = color
        return g
    }

    /// This glass, reacting to touches when `isEnabled`.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var g = self
        g.isInteractive = isEnabled
        return g
    }
}
