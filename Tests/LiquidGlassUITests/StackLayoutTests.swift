import Testing
@testable import LiquidGlassUICore
import LiquidGlassUIExamples

@MainActor
@Suite struct StackLayoutTests {
    /// The creations show the gallery's sample photos.
    init() { SamplePhotos.register() }

    /// objc.io, "HStacks child ordering" (2020-11-09), quoted in reference/swiftui-layout.md: the less flexible red
    /// view is proposed 150 / 2 = 75 first; green takes its minimum 100 of the remaining 75; the stack is 175
    /// wide and overflows its 150 frame (centred: it starts at (150 - 175) / 2 = -12.5). At scale 2 (a 0.5-pt
    /// pixel) every edge is on the grid; at scale 1 the half-way edges go to the greater line (PixelGrid): the
    /// stack and red from -12, green from 63 — the widths and the touching edge are kept.
    @Test func flexibilityOrderingOverflows() {
        let view = HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).named("red")
            Color.green.frame(minWidth: 100).named("green")
        }.named("stack").frame(width: 150, height: 10)
        var retina = EnvironmentValues()
        retina.displayScale = 2
        let f = ViewTreeHost().layout(view, proposal: .unspecified, environment: retina).framesByIdentifier()
        #expect(f["red"]?.width == 75)
        #expect(f["green"]?.width == 100)
        #expect(f["stack"]?.width == 175)
        #expect(f["stack"]?.minX == -12.5)
        #expect(f["red"]?.minX == -12.5)
        #expect(f["green"]?.minX == 62.5)
        let (_, one) = frames(view)
        #expect(one["stack"] == CGRect(x: -12, y: 0, width: 175, height: 10))
        #expect(one["red"] == CGRect(x: -12, y: 0, width: 75, height: 10))
        #expect(one["green"] == CGRect(x: 63, y: 0, width: 100, height: 10))
    }

    /// oleb.net 2023, relative sizing in stacks (reference/swiftui-layout.md): three colours with spacing 10 in
    /// 620 points are each proposed (620 - 20) / 3 = 200 and take it.
    @Test func equalColorsShareTheWidth() {
        let view = HStack(spacing: 10) {
            Color.red.named("a")
            Color.green.named("b")
            Color.blue.named("c")
        }
        let (size, f) = frames(view, width: 620, height: 50)
        #expect(f["a"] == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(f["b"] == CGRect(x: 210, y: 0, width: 200, height: 50))
        #expect(f["c"] == CGRect(x: 420, y: 0, width: 200, height: 50))
        #expect(size == CGSize(width: 620, height: 50))
    }

    /// A `Divider` in a `VStack` is flexible along the stack's cross axis: it takes the width the stack is offered,
    /// so the stack is as wide as its proposal, not as its widest fixed child (SwiftUI's Divider: "a visual element
    /// that can be used to separate other content"; it fills the available space across the stack, which is why a
    /// menu's width belongs on the stack). Hand derivation: proposal 300 → Divider 300 → stack max(100, 300).
    @Test func dividerTakesTheStacksWidth() {
        let view = VStack(spacing: 0) {
            Color.red.frame(width: 100, height: 10).named("row")
            Divider().named("divider")
        }.named("stack")
        let (_, f) = frames(view, width: 300, height: 100)
        #expect(f["divider"]?.width == 300)
        #expect(f["stack"]?.width == 300)
        #expect(f["row"]?.width == 100)
    }

    /// The context-menu creation sets its width on the stack: the menu glass is 240 pt wide (the rows' width
    /// before the fix let its dividers stretch it to the screen's edge, 378 pt).
    @Test func contextMenuIsAsWideAsItsStack() {
        let (_, f) = frames(GlassContextMenu(isShowing: true), width: 402, height: 360)
        #expect(f["menu"]?.width == 240)
    }

    /// Default spacing is 8 between views (OpenSwiftUI Spacing.swift); VStack alignment .leading puts every child
    /// at x = 0; the stack is as wide as its widest child.
    @Test func vstackDefaultSpacingAndLeadingAlignment() {
        let view = VStack(alignment: .leading) {
            Color.red.frame(width: 40, height: 20).named("a")
            Color.green.frame(width: 80, height: 30).named("b")
        }
        let (size, f) = frames(view)
        #expect(size == CGSize(width: 80, height: 58))
        #expect(f["a"] == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(f["b"] == CGRect(x: 0, y: 28, width: 80, height: 30))
    }

    /// Trailing alignment: the narrow child sits at the right edge of the widest.
    @Test func vstackTrailingAlignment() {
        let view = VStack(alignment: .trailing, spacing: 0) {
            Color.red.frame(width: 40, height: 20).named("a")
            Color.green.frame(width: 80, height: 30).named("b")
        }
        let (_, f) = frames(view)
        #expect(f["a"]?.minX == 40)
        #expect(f["b"]?.minX == 0)
    }

    /// A Spacer takes what is left along the stack's axis; default spacing next to a spacer is zero (its
    /// minLength, the default spacing 8, stands for the gap).
    @Test func spacerPushesToTheEdges() {
        let view = HStack {
            Color.red.frame(width: 30, height: 30).named("a")
            Spacer()
            Color.green.frame(width: 30, height: 30).named("b")
        }
        let (size, f) = frames(view, width: 300, height: 100)
        #expect(size.width == 300)
        #expect(f["a"]?.minX == 0)
        #expect(f["b"]?.minX == 270)
    }

    /// layoutPriority: the higher-priority child is offered the space first (after lower-priority children's
    /// minimums are reserved), so it gets all of 200 - 50 (fixed child) = 150.
    @Test func layoutPriorityGoesFirst() {
        let view = HStack(spacing: 0) {
            Color.red.named("low")
            Color.green.layoutPriority(1).named("high")
            Color.blue.frame(width: 50).named("fixed")
        }
        let (_, f) = frames(view, width: 200, height: 10)
        #expect(f["high"]?.width == 150)
        #expect(f["low"]?.width == 0)
        #expect(f["fixed"]?.width == 50)
    }

    /// ZStack: every child gets the proposal; the stack encloses the largest; children are centred by default.
    @Test func zstackCentres() {
        let view = ZStack {
            Color.red.frame(width: 100, height: 60).named("big")
            Color.green.frame(width: 20, height: 20).named("small")
        }
        let (size, f) = frames(view)
        #expect(size == CGSize(width: 100, height: 60))
        #expect(f["small"] == CGRect(x: 40, y: 20, width: 20, height: 20))
    }

    /// ZStack(alignment: .bottomTrailing) aligns the children's bottom-trailing corners.
    @Test func zstackBottomTrailing() {
        let view = ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 100, height: 60)
            Color.green.frame(width: 20, height: 20).named("small")
        }
        let (_, f) = frames(view)
        #expect(f["small"] == CGRect(x: 80, y: 40, width: 20, height: 20))
    }

    /// A ZStack of a colour is as flexible as the colour: in a VStack beside a 20-pt bar it takes all the rest of a
    /// 400 × 800 proposal — 800 − 20 = 780 — as `VStack { Color; bar }` does (SwiftUI's stack algorithm: the fixed
    /// child is sized first, the flexible one gets what remains). The ZStack measured 0 for an infinite proposal
    /// (its centre guide ∞ − ∞), so the stack shared 800 equally: 400 (heldback8, 2699d430). Bottom-aligned too.
    @Test(arguments: [Alignment.center, .bottom])
    func zstackOfAColourIsFlexibleInAStack(alignment: Alignment) {
        let view = VStack(spacing: 0) {
            ZStack(alignment: alignment) { Color.red }.named("fill")
            Color.blue.frame(height: 20).named("bar")
        }
        let (size, f) = frames(view, width: 400, height: 800)
        #expect(f["fill"] == CGRect(x: 0, y: 0, width: 400, height: 780))
        #expect(f["bar"] == CGRect(x: 0, y: 780, width: 400, height: 20))
        #expect(size == CGSize(width: 400, height: 800))
    }
}
