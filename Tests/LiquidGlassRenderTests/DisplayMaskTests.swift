import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import Testing

/// Masked display items (``DisplayItem/mask``): the mask's alpha multiplies what the item draws (SwiftUI's
/// `mask(alignment:_:)`). Expected values are derived from that rule and the painter's (coverage
/// clamp(0.5 − d·scale, 0, 1) at a pixel's centre, source-over in premultiplied linear light).
@Suite struct DisplayMaskTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)

    private func painted(_ item: DisplayItem, width: Int = 20, height: Int = 10, under: DisplayItem? = nil) throws -> LinearImage {
        let painter = DisplayListPainter(scale: 1, threads: 1)
        var canvas = LinearImage(width: width, height: height)
        if let under { try painter.paint(under, into: &canvas) }
        try painter.paint(item, into: &canvas)
        return canvas
    }

    /// A red 20×10 fill masked by a blue rectangle over its left 8 points: red (not blue: the mask's colour does not
    /// count) at full alpha left of x = 8, nothing right of it.
    @Test func anOpaqueMaskKeepsWhatItCoversOnly() throws {
        var item = DisplayItem(id: "fill", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 20, height: 10), paint: .color(Self.red)))
        item.mask = DisplayMask([DisplayItem(id: "m", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 8, height: 10),
                                                            paint: .color(Self.blue)))])
        let image = try painted(item)
        #expect(image[3, 5] == LinearPixel(1, 0, 0, 1))
        #expect(image[7, 5] == LinearPixel(1, 0, 0, 1))
        #expect(image[8, 5] == .zero && image[15, 5] == .zero)
    }

    /// The mask's alpha multiplies the premultiplied pixel: a mask at 0.25 opacity leaves (0.25, 0, 0, 0.25), and
    /// over a blue canvas the result is red·0.25 + blue·0.75 on encoded values (as iOS composites), which reads back
    /// in linear light as (decode(0.25), 0, decode(0.75)) = (0.050876, 0, 0.522522).
    @Test func aTranslucentMaskMultipliesTheAlpha() throws {
        var item = DisplayItem(id: "fill", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 20, height: 10), paint: .color(Self.red)))
        item.mask = DisplayMask([DisplayItem(id: "m", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 20, height: 10),
                                                            paint: .color(Self.blue)), opacity: 0.25)])
        let alone = try painted(item)
        #expect(abs(alone[10, 5].x - 0.25) < 1e-6 && abs(alone[10, 5].w - 0.25) < 1e-6 && alone[10, 5].z == 0)
        let blue = DisplayItem(id: "under", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 20, height: 10), paint: .color(Self.blue)))
        let over = try painted(item, under: blue)
        #expect(abs(over[10, 5].x - 0.050876) < 1e-5 && abs(over[10, 5].z - 0.522522) < 1e-5 && abs(over[10, 5].w - 1) < 1e-6)
    }

    /// An empty mask hides the item; a mask inside the mask multiplies (the overlap of two rectangles remains).
    @Test func anEmptyMaskHidesAndNestedMasksIntersect() throws {
        var hidden = DisplayItem(id: "fill", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 20, height: 10), paint: .color(Self.red)))
        hidden.mask = DisplayMask([])
        #expect(try painted(hidden).pixels.allSatisfy { $0 == .zero })

        var inner = DisplayItem(id: "m", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 12, height: 10), paint: .color(Self.blue)))
        inner.mask = DisplayMask([DisplayItem(id: "m2", .fill(Rectangle(), frame: CGRect(x: 6, y: 0, width: 14, height: 10),
                                                              paint: .color(Self.blue)))])
        var item = DisplayItem(id: "fill", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 20, height: 10), paint: .color(Self.red)))
        item.mask = DisplayMask([inner])
        let image = try painted(item)
        #expect(image[3, 5] == .zero && image[15, 5] == .zero)
        #expect(image[6, 5] == LinearPixel(1, 0, 0, 1) && image[11, 5] == LinearPixel(1, 0, 0, 1))
    }

    /// A masked item never matches a kept prefix (its mask is not compared), so a session repaints it.
    @Test func maskedItemsAreNotReusedAsAPaintedPrefix() {
        var a = DisplayItem(id: "fill", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 20, height: 10), paint: .color(Self.red)))
        let b = a
        #expect(a.paintsLike(b))
        a.mask = DisplayMask([])
        #expect(!a.paintsLike(b) && !b.paintsLike(a))
    }
}
