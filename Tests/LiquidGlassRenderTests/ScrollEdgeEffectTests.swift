import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import Testing

/// The scroll edge effect item (``DisplayEdgeEffect``). Expected values come from the painter's definition
/// (DisplayListPainter+EdgeEffect): soft — colour coverage `coverage · smoothstep(depth)`, blur from none at the
/// content's side to `blurRadius` at the bar's edge; hard — `coverage` everywhere over the full blur, and a divider
/// one pixel wide on the content's side. Stripes make the blur visible: a blurred stripe pattern is greyer.
@Suite struct ScrollEdgeEffectTests {
    static let white = Color(red: 1, green: 1, blue: 1)
    static let black = Color(red: 0, green: 0, blue: 0)

    /// Black and white vertical stripes 2 px wide over a 60 × 40 canvas at scale 1.
    func stripes() -> [DisplayItem] {
        [DisplayItem(id: "bg", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 60, height: 40), paint: .color(Self.white)))]
            + stride(from: 0, to: 60, by: 4).map { x in
                DisplayItem(id: "s\(x)", .fill(Rectangle(), frame: CGRect(x: Double(x), y: 0, width: 2, height: 40), paint: .color(Self.black)))
            }
    }

    func paint(_ items: [DisplayItem]) throws -> LinearImage {
        try GlassRenderer(options: RenderOptions(threads: 1))
            .render(DisplayList(items), canvas: Canvas(width: 60, height: 40, scale: 1)).image
    }

    /// How far a row is from stripes: the mean of |pixel − its row's mean| (0 when flat grey or white).
    func contrast(_ image: LinearImage, row y: Int) -> Float {
        let values = (0..<60).map { image[$0, y].x }
        let mean = values.reduce(0, +) / 60
        return values.map { Swift.abs($0 - mean) }.reduce(0, +) / 60
    }

    func effect(_ style: DisplayEdgeEffect.Style, divider: Color? = nil) -> DisplayItem {
        // The band is the bottom 20 pt of the canvas, its bar along the bottom edge.
        DisplayItem(id: "edge", .edgeEffect(DisplayEdgeEffect(rect: CGRect(x: 0, y: 20, width: 60, height: 20), edge: .bottom,
                                                              style: style, color: Self.white, blurRadius: 3, dividerColor: divider)))
    }

    @Test func softFadesAndBlursTowardsTheBar() throws {
        let plain = try paint(stripes())
        let soft = try paint(stripes() + [effect(.soft)])
        // Outside the band nothing changes.
        #expect((0..<60).allSatisfy { soft[$0, 10] == plain[$0, 10] })
        // Stripe contrast falls steadily towards the bar: row 21 (depth 0.075) keeps most of it, row 39 (depth
        // 0.975: coverage 0.85 · smoothstep ≈ 0.85, full blur) almost none.
        let rows = [21, 27, 33, 39].map { contrast(soft, row: $0) }
        #expect(contrast(plain, row: 21) > 0.45)
        #expect(rows[0] > 0.35)
        #expect(zip(rows, rows.dropFirst()).allSatisfy { $0 > $1 })
        #expect(rows[3] < 0.05)
        // The last row is nearly the colour: ≥ 0.85 · 0.99 white over a blurred mid grey.
        #expect(soft[1, 39].x > 0.85)
    }

    @Test func hardIsNearlyOpaqueWithADividerOnTheContentSide() throws {
        let divider = Color(red: 1, green: 0, blue: 0)
        let hard = try paint(stripes() + [effect(.hard, divider: divider)])
        // Uniform 0.92 coverage of white over the blurred stripes: every band row (but the divider's) is nearly
        // white, the stripes hidden alike at both ends.
        for y in [22, 30, 39] {
            #expect(contrast(hard, row: y) < 0.02)
            #expect(hard[1, y].x > 0.9)
        }
        // The divider: one pixel row at the band's top (y = 20), red over what was there.
        #expect(hard[30, 20].x > 0.9 && hard[30, 20].y < 0.1)
        #expect(hard[30, 21].y > 0.9)
        #expect(hard[30, 19] == (try paint(stripes()))[30, 19])
    }

    @Test func hiddenByOpacityZeroAndClipped() throws {
        let plain = try paint(stripes())
        var faded = effect(.soft)
        faded.opacity = 0
        #expect(try paint(stripes() + [faded]).pixels == plain.pixels)
        var clipped = effect(.hard)
        clipped.clip = CGRect(x: 0, y: 0, width: 30, height: 40)
        let image = try paint(stripes() + [clipped])
        #expect((0..<40).allSatisfy { image[45, $0] == plain[45, $0] })
        #expect(image[10, 30].x > 0.9)
    }

    @Test func badEffectsThrowNamingTheItem() {
        let bad = DisplayItem(id: "edge", .edgeEffect(DisplayEdgeEffect(rect: CGRect(x: 0, y: Double.nan, width: 10, height: 10), edge: .top,
                                                                       style: .soft, color: Self.white)))
        #expect { try paint([bad]) } throws: { "\($0)".contains("edge") }
    }
}
