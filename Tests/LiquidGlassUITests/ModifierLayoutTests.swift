import Testing
@testable import LiquidGlassUICore

@MainActor
@Suite struct ModifierLayoutTests {
    /// padding() is 16 on every edge (SwiftUI's DefaultPaddingKey; OpenSwiftUI DefaultPadding.swift).
    @Test func defaultPaddingIs16() {
        let view = Color.red.frame(width: 10, height: 10).named("c").padding()
        let (size, f) = frames(view)
        #expect(size == CGSize(width: 42, height: 42))
        #expect(f["c"] == CGRect(x: 16, y: 16, width: 10, height: 10))
    }

    /// padding(.horizontal, 8) insets only leading and trailing.
    @Test func edgePadding() {
        let view = Color.red.frame(width: 10, height: 10).named("c").padding(.horizontal, 8)
        let (size, f) = frames(view)
        #expect(size == CGSize(width: 26, height: 10))
        #expect(f["c"]?.minX == 8)
    }

    /// A fixed frame replaces the child's size and centres the child (Apple: frame(width:height:alignment:)).
    @Test func fixedFrameCentresAFixedChild() {
        let view = Color.red.frame(width: 10, height: 10).named("c").frame(width: 50, height: 30)
        let (size, f) = frames(view)
        #expect(size == CGSize(width: 50, height: 30))
        #expect(f["c"] == CGRect(x: 20, y: 10, width: 10, height: 10))
    }

    /// frame(maxWidth: .infinity) takes the whole proposal; the child keeps its size, aligned as asked.
    @Test func maxWidthInfinityTakesTheProposal() {
        let view = Color.red.frame(width: 10, height: 10).named("c").frame(maxWidth: .infinity, alignment: .leading).named("f")
        let (_, f) = frames(view, width: 300, height: 100)
        #expect(f["f"]?.width == 300)
        #expect(f["f"]?.height == 10)
        #expect(f["c"]?.minX == 0)
    }

    /// frame(minWidth:) with a smaller child: the frame is at least minWidth (objc.io's flexible frame rule).
    @Test func minWidthGrowsAroundAFixedChild() {
        let view = Color.red.frame(width: 10, height: 10).frame(minWidth: 100).named("f")
        let (_, f) = frames(view, width: 300, height: 100)
        #expect(f["f"]?.width == 100)
    }

    /// frame(idealWidth:) is used when the proposal is unspecified (fixedSize).
    @Test func idealWidthUnderFixedSize() {
        let view = Color.red.frame(idealWidth: 77, idealHeight: 33).named("f").fixedSize()
        let (size, _) = frames(view, width: 300, height: 300)
        #expect(size == CGSize(width: 77, height: 33))
    }

    /// overlay/background: the secondary view is proposed the primary's size; the primary decides the size.
    @Test func overlayTakesThePrimarySize() {
        let view = Color.red.frame(width: 60, height: 40)
            .overlay(alignment: .topTrailing) { Color.blue.frame(width: 10, height: 10).named("badge") }
            .background(Color.green.named("bg"))
        let (size, f) = frames(view)
        #expect(size == CGSize(width: 60, height: 40))
        #expect(f["badge"] == CGRect(x: 50, y: 0, width: 10, height: 10))
        #expect(f["bg"] == CGRect(x: 0, y: 0, width: 60, height: 40))
    }

    /// offset moves the view without moving its neighbours.
    @Test func offsetDoesNotAffectLayout() {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 7).named("a")
            Color.green.frame(width: 10, height: 10).named("b")
        }
        let (_, f) = frames(view)
        #expect(f["a"]?.origin == CGPoint(x: 5, y: 7))
        #expect(f["b"]?.minX == 10)
    }

    /// position centres the view on the point and takes the whole proposal.
    @Test func positionCentresOnThePoint() {
        let view = Color.red.frame(width: 20, height: 10).named("a").position(x: 100, y: 50)
        let (size, f) = frames(view, width: 300, height: 200)
        #expect(size == CGSize(width: 300, height: 200))
        #expect(f["a"] == CGRect(x: 90, y: 45, width: 20, height: 10))
    }

    /// aspectRatio(2, .fit) in 300 × 100 → 200 × 100 (the largest 2:1 rectangle that fits).
    @Test func aspectRatioFit() {
        let view = Color.red.aspectRatio(2, contentMode: .fit).named("a")
        let (_, f) = frames(view, width: 300, height: 100)
        #expect(f["a"]?.size == CGSize(width: 200, height: 100))
    }

    /// aspectRatio(2, .fill) in 300 × 100 → 300 × 150 (the smallest 2:1 rectangle that covers).
    @Test func aspectRatioFill() {
        let view = Color.red.aspectRatio(2, contentMode: .fill).named("a")
        let (_, f) = frames(view, width: 300, height: 100)
        #expect(f["a"]?.size == CGSize(width: 300, height: 150))
    }

    /// objc.io, "Aspect Ratios in SwiftUI" (2022-03-29): `aspectRatio(16/9, contentMode: .fit)` proposed 100 × 100
    /// proposes 100 × 56.2 to its child, `.fill` 177.8 × 100; the SwiftUI Field Guide ("Aspect Ratio"): the
    /// modifier reports its child's size, so the frame around it centres it — the fitted colour at y 21.875, the
    /// filling one at x −38.9, overflowing the frame on both sides.
    @Test func aspectRatioIsCentredInALargerFrame() {
        let fit = Color.red.aspectRatio(16 / 9, contentMode: .fit).named("a").frame(width: 100, height: 100)
        let a = frames(fit).frames["a"] ?? .null
        #expect(abs(a.minX - 0) < 0.5 && abs(a.width - 100) < 0.5)
        #expect(abs(a.minY - 21.875) < 0.5 && abs(a.height - 56.25) < 0.5)
        let fill = Color.red.aspectRatio(16 / 9, contentMode: .fill).named("a").frame(width: 100, height: 100)
        let b = frames(fill).frames["a"] ?? .null
        #expect(abs(b.minX - (100 - 1600 / 9) / 2) < 0.5 && abs(b.width - 1600 / 9) < 0.5)
        #expect(abs(b.minY - 0) < 0.5 && abs(b.height - 100) < 0.5)
    }

    /// A shape with no proposal takes 10 × 10 (ProposedViewSize.replacingUnspecifiedDimensions' default).
    @Test func shapeIdealSizeIs10() {
        let (size, _) = frames(Circle().fixedSize())
        #expect(size == CGSize(width: 10, height: 10))
    }
}
