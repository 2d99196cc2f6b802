internal import LiquidGlass
internal import LiquidGlassUICore

extension ViewDisplayBuilder {
    /// A scroll view's edge effects (`UIScrollEdgeEffect`), listed after its content and before the bars drawn over
    /// it, so the bars' glass refracts the softened content.
    ///
    /// The same rule as LiquidGlassUI's scroll views: an edge shows its effect when a bar covers it, it is not
    /// hidden, and content lies in the band — here the part of the scroll view's visible bounds its safe area gives
    /// to that edge (the screen's inset and the bar's, as UIKit's scroll edge effect reaches the screen's edge).
    /// A bar covers an edge when a container controller around the scroll view reserves safe area there: the
    /// navigation bar the top, a toolbar or tab bar the bottom. The item is LiquidGlassUI's
    /// (`UIKitSupport.scrollEdgeEffect`).
    func emitEdgeEffects(_ scroll: UIScrollView, path: String, state: State) {
        let bars = Self.barEdges(of: scroll)
        let b = scroll.bounds, safe = scroll.safeAreaInsets
        let content = scroll.subviews.filter { !$0.isHidden && $0.alpha > 0 }.reduce(CGRect.null) { $0.union($1.frame) }
        let edges: [(UIScrollEdgeEffect, DisplayEdgeEffect.Edge, CGRect, Bool)] = [
            (scroll.topEdgeEffect, .top, CGRect(x: b.minX, y: b.minY, width: b.width, height: safe.top), bars.top),
            (scroll.bottomEdgeEffect, .bottom, CGRect(x: b.minX, y: b.maxY - safe.bottom, width: b.width, height: safe.bottom), bars.bottom),
            (scroll.leftEdgeEffect, .left, CGRect(x: b.minX, y: b.minY, width: safe.left, height: b.height), false),
            (scroll.rightEdgeEffect, .right, CGRect(x: b.maxX - safe.right, y: b.minY, width: safe.right, height: b.height), false),
        ]
        let background = Self.background(behind: scroll)
        for (effect, edge, band, covered) in edges where covered && !effect.isHidden && band.width > 0 && band.height > 0 {
            // Content must overlap the band, not merely touch it (content at rest starts where the band ends).
            let under = content.intersection(band)
            guard !under.isNull, under.width > 0.01, under.height > 0.01 else { continue }
            if !isAxisAligned(state.transform) { note("a scroll edge effect in a rotated or flipped view: drawn in its bounding box") }
            let item = UIKitSupport.scrollEdgeEffect(band: band.applying(state.transform), edge: edge, hard: effect.style == .hard,
                                                     background: background.rgba(state.traits),
                                                     divider: UIColor.separator.rgba(state.traits))
            append("\(path)#scrollEdge-\(edge.rawValue)", .edgeEffect(item), state: state, transform: .identity)
        }
    }

    /// The edges a container controller's bar covers for a view: where a controller holding it (or one of that
    /// controller's parents) is given safe area by a navigation bar, toolbar or tab bar.
    static func barEdges(of view: UIView) -> (top: Bool, bottom: Bool) {
        var top = false, bottom = false
        var current: UIView? = view
        while let v = current {
            var controller = v.viewController
            while let c = controller {
                top = top || c.containerSafeAreaInsets.top > 0
                bottom = bottom || c.containerSafeAreaInsets.bottom > 0
                controller = c.parent
            }
            current = v.superview
        }
        return (top, bottom)
    }

    /// What scrolled content fades towards: the scroll view's background colour, else the nearest one behind it,
    /// else the system background (a controller's screen).
    static func background(behind view: UIView) -> UIColor {
        var current: UIView? = view
        while let v = current {
            if let color = v.backgroundColor, color.rgba(UITraitCollection(userInterfaceStyle: .light, displayScale: 3)).w > 0 {
                return color
            }
            current = v.superview
        }
        return .systemBackground
    }
}
