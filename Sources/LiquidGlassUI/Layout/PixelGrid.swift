/// Rounding laid-out frames to the display's pixel grid, as SwiftUI does before it draws: applied in
/// `ViewNode.place(in:proposal:)` to the frame a view is drawn and reported at; its children are placed in the
/// unrounded bounds, so rounding never accumulates down the tree.
///
/// SwiftUI lays out in unrounded points and rounds each view's frame once, in the coordinates of the screen, to
/// multiples of `pixelLength` (1 / the display scale): the frame's origin and its far corner are each moved to the
/// nearest grid line — a point half-way between two lines goes to the greater — and the size is what lies between
/// them. Rounding the two corners, not the origin and the size, keeps neighbours that touch before rounding
/// touching after it. Source: OpenSwiftUI's reimplementation of SwiftUICore (`CGRect.roundCoordinatesToNearestOrUp(
/// toMultipleOf:)` in `Round+Extension.swift`, applied to a view's frame with the environment's `pixelLength` by
/// `AnimatableFrameAttribute`); DanceUI's port of the same function agrees.
enum PixelGrid {
    /// `value` on the grid of `step`: the nearest multiple, the greater of two at the same distance.
    static func round(_ value: CGFloat, step: CGFloat) -> CGFloat {
        guard step > 0, step.isFinite, value.isFinite else { return value }
        return ((value + step / 2) / step).rounded(.down) * step
    }

    /// `rect` with its corners on the grid of `step` (its size what lies between them).
    static func round(_ rect: CGRect, step: CGFloat) -> CGRect {
        guard step > 0, step.isFinite, !rect.isNull, !rect.isInfinite else { return rect }
        let r = rect.standardized
        let minX = round(r.minX, step: step), minY = round(r.minY, step: step)
        let maxX = round(r.maxX, step: step), maxY = round(r.maxY, step: step)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension EnvironmentValues {
    /// The size of one pixel in points: 1 / `displayScale` (SwiftUI's `pixelLength`), 1 when no scale is set.
    public var pixelLength: CGFloat { displayScale > 0 ? 1 / displayScale : 1 }
}
