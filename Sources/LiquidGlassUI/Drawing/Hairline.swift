/// A line one device pixel thick: `Divider`'s and a list row's separator.
///
/// iOS draws separators as hairlines of `1 / displayScale` pt (SwiftUI's `pixelLength`; UIKit's table separator is
/// one pixel at every scale). In layout the line is `pixelLength` thick; in drawing it is exactly one pixel row (or
/// column) of the render, wherever layout put it. Without that, a 1/3-pt line rounded to the 0.5-pt grid of a 2×
/// render came out 0 or 1 pixel by where it fell, and every third separator of a form vanished (heldback7's
/// 0b0df40f, docs/ui-corpus.md).
@MainActor
enum Hairline {
    /// A hairline in the system separator colour, as long as proposed across `axis` (10 pt unproposed) and
    /// `pixelLength` thick.
    static func node(axis: Axis, style: any ShapeStyle = Color.separator, identity: ViewIdentity,
                     environment: EnvironmentValues) -> ShapeNode {
        let thickness = environment.pixelLength
        let node = ShapeNode(geometry: .rectangle, style: style, stroke: nil, sizing: { p in
            axis == .horizontal ? CGSize(width: p.width ?? 10, height: thickness) : CGSize(width: thickness, height: p.height ?? 10)
        }, identity: identity, environment: environment)
        node.hairline = axis
        return node
    }

    /// `rect` (root coordinates) as drawn at `scale`: one pixel thick across `axis`, in the pixel row (column) that
    /// holds its middle, whatever rounding did to its thickness (a frame rounded to zero thickness still has a
    /// middle). Along the axis it is left as laid out.
    nonisolated static func snap(_ rect: CGRect, axis: Axis, scale: CGFloat) -> CGRect {
        let s = scale > 0 ? scale : 1
        switch axis {
        case .horizontal:
            let row = (rect.midY * s).rounded(.down)
            return CGRect(x: rect.minX, y: row / s, width: rect.width, height: 1 / s)
        case .vertical:
            let column = (rect.midX * s).rounded(.down)
            return CGRect(x: column / s, y: rect.minY, width: 1 / s, height: rect.height)
        }
    }
}
