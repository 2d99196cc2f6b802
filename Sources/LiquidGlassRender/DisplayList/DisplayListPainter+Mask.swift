import Foundation
import LiquidGlassCore

/// Masked items (``DisplayItem/mask``, SwiftUI's `mask(alignment:_:)`).
///
/// The mask's items are painted into a transparent layer over their bounds (whole canvas pixels, on the canvas),
/// the item into a second layer over the same pixels — both moved by whole pixels, so they rasterise exactly as on
/// the canvas — and each pixel of the item's layer, premultiplied, is multiplied by the mask layer's alpha there
/// before it is composited source-over: SwiftUI's rule (the mask's alpha multiplies the content; its colour does
/// not count).
extension DisplayListPainter {
    /// Whether a mask applies to `item`: painted content does; glass, backgrounds and edge effects ignore it.
    static func isMaskable(_ item: DisplayItem) -> Bool {
        switch item.content {
        case .glass, .background, .edgeEffect: return false
        default: return true
        }
    }

    func paintMasked(_ item: DisplayItem, mask: DisplayMask, into image: inout LinearImage,
                     transform outer: DisplayTransform) throws(RenderError) {
        // The mask's reach: its items' bounds, grown by their blurs' and shadows' reach.
        var reach: CGRect?
        for m in mask.items where Self.isMaskable(m) {
            guard let b = try bounds(of: m, transform: m.transform.concatenating(outer)) else { continue }
            let blur = m.blurRadius.isFinite ? max(m.blurRadius, 0) : 0
            let shadow = m.shadow.map { s in 3 * max(s.radius, 0) + max(abs(s.offset.width), abs(s.offset.height)) } ?? 0
            let grown = b.insetBy(dx: -(3 * blur + shadow), dy: -(3 * blur + shadow))
            reach = reach.map { $0.union(grown) } ?? grown
        }
        // An empty mask (or one wholly off its bounds) hides the item.
        guard let r = reach, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return }
        let x0 = max(Int((Double(r.minX) * scale).rounded(.down)) - 1, 0)
        let y0 = max(Int((Double(r.minY) * scale).rounded(.down)) - 1, 0)
        let x1 = min(Int((Double(r.maxX) * scale).rounded(.up)) + 1, image.width)
        let y1 = min(Int((Double(r.maxY) * scale).rounded(.up)) + 1, image.height)
        guard x1 > x0, y1 > y0 else { return }
        let dx = -Double(x0) / scale, dy = -Double(y0) / scale
        let shift = DisplayTransform.translation(x: dx, y: dy)
        func moved(_ i: DisplayItem) -> DisplayItem {
            var m = i
            m.clip = i.clip?.offsetBy(dx: dx, dy: dy)
            m.clipShape = i.clipShape.map { DisplayClip($0.shape, frame: $0.frame.offsetBy(dx: dx, dy: dy)) }
            return m
        }
        var alpha = LinearImage(width: x1 - x0, height: y1 - y0)
        for m in mask.items where Self.isMaskable(m) { try paint(moved(m), into: &alpha, transform: outer.concatenating(shift)) }
        var plain = moved(item)
        plain.mask = nil
        var layer = LinearImage(width: x1 - x0, height: y1 - y0)
        try paint(plain, into: &layer, transform: outer.concatenating(shift))
        for i in layer.pixels.indices { layer.pixels[i] *= min(max(alpha.pixels[i].w, 0), 1) }
        composite(layer, at: (x0, y0), into: &image) { $0 }
    }
}
