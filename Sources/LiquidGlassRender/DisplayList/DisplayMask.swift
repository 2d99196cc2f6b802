import Foundation

/// What a display item is masked by (SwiftUI's `mask(alignment:_:)`): painted content whose alpha multiplies
/// what the item draws.
///
/// The mask's items are painted, like any content item, into a transparent layer over the mask's own bounds (in
/// the same space as the item they mask: canvas points, and on glass the glass item's transform applies to both);
/// the item is painted into a layer of the same pixels, each of its pixels multiplied by the mask's alpha there, and
/// the result composited source-over. Nothing outside the mask's bounds is drawn. Colours of the mask do not count,
/// only its coverage and opacity, as in SwiftUI.
///
/// Each item is masked on its own: a view of several overlapping items under a partly transparent mask is drawn
/// as the items each masked, which differs from masking their composite only where they overlap under a mask
/// alpha strictly between 0 and 1 (there the lower item shows through by `1 − αm` more). Glass, backgrounds and edge
/// effects are not masked.
public struct DisplayMask: Sendable {
    /// The mask's content, back to front. Their own masks apply to them (a mask inside a mask multiplies).
    public var items: [DisplayItem]

    public init(_ items: [DisplayItem]) {
        self.items = items
    }
}
