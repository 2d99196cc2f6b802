internal import LiquidGlass
internal import LiquidGlassUICore

extension ViewDisplayBuilder {
    /// A hosting view's SwiftUI content (LiquidGlassUI's display items, in the view's bounds coordinates) placed
    /// where the view is: each item moved by the view's transform to the canvas and clipped by the clips around it;
    /// its glass reported with the rest. Glass that cannot turn is drawn in its bounding box with a note, as UIKit's.
    func appendHosted(_ hosted: UIKitSupport.Hosted, bounds: CGRect, state: State) {
        for w in hosted.warnings { note("SwiftUI in a UIHostingController: \(w)") }
        if !isAxisAligned(state.transform) {
            note("a UIHostingController's view in a rotated or flipped view: its SwiftUI content drawn in its bounding box")
        }
        // The content's coordinates start at the bounds' origin (a scrolled or offset hosting view).
        let toCanvas = CGAffineTransform(translationX: bounds.minX, y: bounds.minY).concatenating(state.transform)
        let t = isAxisAligned(toCanvas) ? toCanvas
            : CGAffineTransform(translationX: bounds.applying(toCanvas).minX, y: bounds.applying(toCanvas).minY)
        let display = Self.displayTransform(t)
        for var item in hosted.items {
            item.transform = item.transform.concatenating(display)
            item.opacity *= state.opacity
            item.clip = item.clip.map { $0.applying(t) }
            if let s = item.clipShape { item.clipShape = DisplayClip(s.shape, frame: s.frame.applying(t)) }
            if let outer = state.clip { item.clip = item.clip.map { $0.intersection(outer) } ?? outer }
            if let outer = state.clipShape {
                if item.clipShape == nil { item.clipShape = outer } else {
                    item.clip = (item.clip ?? outer.frame).intersection(outer.frame)
                    note("SwiftUI clipped content inside a rounded UIKit clip: clipped to the outer clip's bounds")
                }
            }
            appendItem(item)
        }
        reported += hosted.reported
    }
}
