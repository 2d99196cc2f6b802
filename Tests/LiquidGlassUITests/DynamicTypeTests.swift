import Testing
@testable import LiquidGlassUICore

/// Dynamic Type: text styles take iOS's size and leading at the environment's Dynamic Type size — Apple's HIG
/// "Typography", iOS Dynamic Type sizes (body 17/22 at Large, 23/29 at xxxLarge, 53/62 at AX5, 14/19 at xSmall;
/// largeTitle 40/48 at xxxLarge; caption2 11/13 at xSmall…Large) — and symbols follow the font.
@MainActor
@Suite struct DynamicTypeTests {
    @Test func textStylesTakeTheTableSizes() {
        #expect(Font.body.sized(for: .large).size == 17)
        #expect(Font.body.sized(for: .xxxLarge).size == 23 && Font.body.sized(for: .xxxLarge).lineHeight == 29)
        #expect(Font.body.sized(for: .accessibility5).size == 53 && Font.body.sized(for: .accessibility5).lineHeight == 62)
        #expect(Font.body.sized(for: .xSmall).size == 14 && Font.body.sized(for: .xSmall).lineHeight == 19)
        #expect(Font.largeTitle.sized(for: .xxxLarge).size == 40 && Font.largeTitle.sized(for: .xxxLarge).lineHeight == 48)
        #expect(Font.caption2.sized(for: .xSmall).size == 11)
        // Weight survives: headline stays semibold.
        #expect(Font.headline.sized(for: .xLarge).weight == .semibold && Font.headline.sized(for: .xLarge).size == 19)
    }

    /// Every style's row is monotonic (a larger Dynamic Type size is never smaller) and its Large column is the
    /// style's default size and leading (the table and the fonts agree).
    @Test func theTableIsConsistent() {
        for style in Font.TextStyle.allCases {
            let sizes = DynamicTypeSize.allCases.map { DynamicTypeTable.metrics(style, $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0.size <= $1.size && $0.leading <= $1.leading }, "\(style)")
            let large = DynamicTypeTable.metrics(style, .large)
            #expect(large.size == style.size && large.leading == style.lineHeight, "\(style)")
        }
    }

    /// Fixed sizes do not scale; `custom(_:size:)` scales with body and `relativeTo:` with its style, by the
    /// style's ratio (20 pt with body at xxxLarge: 20·23/17).
    @Test func customFontsScaleWithTheirStyle() {
        #expect(Font.system(size: 20).sized(for: .xxxLarge).size == 20)
        #expect(Font.custom("X", fixedSize: 20).sized(for: .xxxLarge).size == 20)
        #expect(abs(Font.custom("X", size: 20).sized(for: .xxxLarge).size - 20 * 23 / 17) < 1e-9)
        #expect(abs(Font.custom("X", size: 10, relativeTo: .largeTitle).sized(for: .accessibility1).size - 10 * 44 / 34) < 1e-9)
    }

    /// A text's line in the layout is the style's leading at the size set, and a symbol in the body font grows
    /// with it (its box is 1.2 × the point size: 23 · 1.2 at xxxLarge).
    @Test func layoutFollowsTheDynamicTypeSize() {
        let large = frames(Text("Hello").named("t"))
        let xxxl = frames(Text("Hello").named("t").dynamicTypeSize(.xxxLarge))
        #expect(large.frames["t"]?.height == 22)
        #expect(xxxl.frames["t"]?.height == 29)
        #expect((xxxl.frames["t"]?.width ?? 0) > (large.frames["t"]?.width ?? 0) * 1.2)
        let symbol = frames(Image(systemName: "star").named("s").dynamicTypeSize(.xxxLarge))
        #expect(abs((symbol.frames["s"]?.width ?? 0) - 23 * 1.2) < 0.6)
        // A range clamps: AX2 asked for inside ...xxxLarge is drawn at xxxLarge.
        let clamped = frames(Text("Hello").named("t").dynamicTypeSize(...DynamicTypeSize.xxxLarge).dynamicTypeSize(.accessibility2))
        #expect(clamped.frames["t"]?.height == 29)
    }
}
