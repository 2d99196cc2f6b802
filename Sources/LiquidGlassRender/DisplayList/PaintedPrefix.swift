import Foundation
import LiquidGlassCore

/// The content a display list paints before its first glass item, kept by a ``RenderSession`` so that the next
/// frame, if it paints the same content, starts from the same pixels instead of painting them again.
///
/// In an animation the backdrop under the glass (a photo, a screen's content) usually stays still while the glass
/// moves: repainting it cost a resample of the photo and a composite of the whole canvas per frame — 12 % of a
/// `liquidglass bench --motion` recording (perf, release build). Holds one canvas of float RGBA
/// (16 bytes a pixel: 16 MB at 1020×1020 px).
package final class PaintedPrefix {
    private var items: [DisplayItem] = []
    private var pixelWidth = 0, pixelHeight = 0
    private var scale = 0.0
    private var colorScheme = ColorScheme.light
    private var image: LinearImage?
    /// The same pixels prepared for glass (``PreparedBackdrop``): the frost of a radius that comes back frame after
    /// frame is made once, while the prefix stays the same.
    private(set) var prepared: PreparedBackdrop?
    /// How many frames started from the stored pixels (for tests).
    private(set) var hits = 0

    /// The pixels painted for `items` on this canvas, if they are what was stored.
    func image(for items: ArraySlice<DisplayItem>, canvas: Canvas, colorScheme: ColorScheme) -> LinearImage? {
        guard let image, canvas.pixelWidth == pixelWidth, canvas.pixelHeight == pixelHeight, canvas.scale == scale,
              colorScheme == self.colorScheme, items.count == self.items.count,
              zip(items, self.items).allSatisfy({ $0.paintsLike($1) }) else { return nil }
        hits += 1
        return image
    }

    func clear() {
        items = []
        image = nil
        prepared = nil
    }

    func store(_ image: LinearImage, for items: ArraySlice<DisplayItem>, canvas: Canvas, colorScheme: ColorScheme) {
        self.items = Array(items)
        pixelWidth = canvas.pixelWidth
        pixelHeight = canvas.pixelHeight
        scale = canvas.scale
        self.colorScheme = colorScheme
        self.image = image
        prepared = PreparedBackdrop(image)
    }
}

extension DisplayItem {
    /// Whether painting this item gives the same pixels as painting `other` (the id aside). Conservative: a
    /// shape of a type that is not `Equatable` never matches, and glass never does.
    func paintsLike(_ other: DisplayItem) -> Bool {
        guard mask == nil, other.mask == nil, backdropBlur == other.backdropBlur, opacity == other.opacity, clip == other.clip, transform == other.transform,
              Self.same(clipShape, other.clipShape) else { return false }
        switch (content, other.content) {
        case let (.fill(s1, f1, p1), .fill(s2, f2, p2)):
            return f1 == f2 && p1 == p2 && Self.same(s1, s2)
        case let (.stroke(s1, f1, p1, w1, k1), .stroke(s2, f2, p2, w2, k2)):
            return f1 == f2 && p1 == p2 && w1 == w2 && k1 == k2 && Self.same(s1, s2)
        case let (.image(i1, r1), .image(i2, r2)):
            // Array equality answers at once when both share one buffer (the same photo, frame after frame).
            return r1 == r2 && i1 == i2
        case let (.text(t1, o1), .text(t2, o2)):
            return t1 == t2 && o1 == o2
        case let (.symbol(s1, o1), .symbol(s2, o2)):
            return s1 == s2 && o1 == o2
        case let (.background(b1), .background(b2)):
            return b1.dim == b2.dim && Self.same(b1.content, b2.content)
        default:
            return false
        }
    }

    private static func same(_ a: Background.Content, _ b: Background.Content) -> Bool {
        switch (a, b) {
        case let (.image(u1, f1), .image(u2, f2)): return u1 == u2 && f1 == f2
        case let (.decodedImage(i1, f1), .decodedImage(i2, f2)): return f1 == f2 && i1 == i2
        case let (.gradient(g1), .gradient(g2)): return g1 == g2
        case let (.color(c1), .color(c2)): return c1 == c2
        default: return false
        }
    }

    private static func same(_ a: DisplayClip?, _ b: DisplayClip?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return a.frame == b.frame && same(a.shape, b.shape)
        default: return false
        }
    }

    private static func same(_ a: any Shape, _ b: any Shape) -> Bool {
        guard let a = a as? any Equatable else { return false }
        return a.isEqual(to: b)
    }
}

private extension Equatable {
    func isEqual(to other: Any) -> Bool { (other as? Self) == self }
}
