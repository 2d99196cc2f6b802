import Foundation
import LiquidGlassCore

/// The transition between content that scrolls under a bar and the bar itself, for a ``DisplayList``: iOS 26's
/// scroll edge effect (SwiftUI's `scrollEdgeEffectStyle(_:for:)`, UIKit's `UIScrollEdgeEffect`), as a generic
/// item that knows no view. It changes the pixels already painted in ``rect`` and is listed after the content it
/// acts on and before the bar's glass, which then refracts the softened content.
///
/// Apple describes the two styles (ScrollEdgeEffectStyle's documentation): soft, "translucent and blurry and gets
/// progressively more opaque" towards the bar's edge of the screen; hard, "nearly opaque, with a defined, straight
/// line" where the bar's area ends. Apple publishes no numbers: the defaults below are estimates, matched by eye
/// to the documentation's images (docs/LIQUIDGLASSUI.md, "Under the bars").
public struct DisplayEdgeEffect: Sendable, Equatable {
    /// How the content under the bar is treated.
    public enum Style: String, Sendable, Equatable {
        /// A progressive blur and a fade towards ``DisplayEdgeEffect/color``, both growing towards ``edge``.
        case soft
        /// Content under the bar nearly hidden behind ``DisplayEdgeEffect/color``, cut off by a hairline divider.
        case hard
    }

    /// The side of ``rect`` the bar is on: the effect is strongest there.
    public enum Edge: String, Sendable, Equatable {
        case top, bottom, left, right
    }

    /// The area the effect covers (points, before the item's transform): the band between the screen's edge and
    /// where the content's inset ends.
    public var rect: CGRect
    public var edge: Edge
    public var style: Style
    /// The colour content fades towards: the background behind the scrolling content.
    public var color: Color
    /// The blur's standard deviation at ``edge`` (points); it falls to 0 across the band (soft) or is uniform
    /// (hard). Estimate: 6 pt.
    public var blurRadius: Double
    /// How much of ``color`` covers the content at ``edge`` (soft; 0 at the other side) or everywhere (hard).
    /// Estimates: 0.85 soft, 0.92 hard.
    public var coverage: Double
    /// The hard style's divider, one device pixel wide along the side of ``rect`` opposite ``edge``; nil for none.
    public var dividerColor: Color?

    public init(rect: CGRect, edge: Edge, style: Style, color: Color, blurRadius: Double = 6, coverage: Double? = nil,
                dividerColor: Color? = nil) {
        self.rect = rect
        self.edge = edge
        self.style = style
        self.color = color
        self.blurRadius = blurRadius
        self.coverage = coverage ?? (style == .soft ? 0.85 : 0.92)
        self.dividerColor = dividerColor
    }

    /// How far a point `p` (points) lies across the band, from 0 at the content's side to 1 at ``edge``.
    func depth(_ p: SIMD2<Float>) -> Float {
        let r = rect
        let t: Double
        switch edge {
        case .top: t = (Double(r.maxY) - Double(p.y)) / Double(max(r.height, 1e-6))
        case .bottom: t = (Double(p.y) - Double(r.minY)) / Double(max(r.height, 1e-6))
        case .left: t = (Double(r.maxX) - Double(p.x)) / Double(max(r.width, 1e-6))
        case .right: t = (Double(p.x) - Double(r.minX)) / Double(max(r.width, 1e-6))
        }
        return Float(min(max(t, 0), 1))
    }
}
