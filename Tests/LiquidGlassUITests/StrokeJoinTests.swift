import Foundation
import Testing
@testable import LiquidGlassUICore

/// `StrokeStyle.lineJoin` and `miterLimit` as Core Graphics draws them (`CGLineJoin`; the default `.miter` with limit
/// 10): at a corner `.miter` extends the outer edges to their meeting point, `.bevel` cuts straight across the two
/// outer corners, `.round` adds a disc of radius half the width. Black on white, 100 × 100 at 1×; pixel centres
/// are at (x + ½, y + ½).
@MainActor
@Suite struct StrokeJoinTests {
    typealias Image1x = (width: Int, height: Int, pixels: [SIMD4<Float>])

    func render<V: View>(_ content: V) throws -> (image: Image1x, warnings: [String]) {
        let view = ZStack { Color.white; content }.frame(width: 100, height: 100)
        let renderer = ImageRenderer(content: view)
        let image = try #require(renderer.linearImage())
        return (image, renderer.report?.warnings ?? [])
    }

    func inked(_ image: Image1x, _ x: Int, _ y: Int) -> Bool { image.pixels[y * image.width + x].x < 0.1 }
    func clear(_ image: Image1x, _ x: Int, _ y: Int) -> Bool { image.pixels[y * image.width + x].x > 0.9 }

    /// A right angle, (20, 80) → (20, 20) → (80, 20), 20 wide: the outer corner of the stroke's edges is (10, 10).
    /// Probe (11, 11) (centre (11.5, 11.5)): inside the miter's square corner; 12.0 from the corner point (20, 20),
    /// outside the round join's disc (radius 10); beyond the bevel's cut, the line x + y = 30 through (10, 20) and
    /// (20, 10) (x + y = 23 there). Probe (16, 16) (centre x + y = 33, 4.9 from the corner): inside all three.
    @Test(arguments: [CGLineJoin.miter, .round, .bevel])
    func aRightAngleCornerFollowsTheJoin(join: CGLineJoin) throws {
        let corner = Path { p in
            p.move(to: CGPoint(x: 20, y: 80))
            p.addLine(to: CGPoint(x: 20, y: 20))
            p.addLine(to: CGPoint(x: 80, y: 20))
        }
        let (image, warnings) = try render(corner.stroke(Color.black, style: StrokeStyle(lineWidth: 20, lineJoin: join)))
        #expect(inked(image, 11, 11) == (join == .miter), "\(join)")
        #expect(clear(image, 11, 11) == (join != .miter), "\(join)")
        #expect(inked(image, 16, 16), "\(join)")
        // Nothing about joins is named: each is drawn.
        #expect(!warnings.contains { $0.contains("lineJoin") }, "\(warnings)")
    }

    /// The miter limit: a V of half-angle 14.04° (tan = 20 / 80), from (30, 90) up to (50, 10) and back to
    /// (70, 90), 6 wide. Its miter length over the width is 1 / sin(14.04°) = 4.12: within the default limit 10 the
    /// tip reaches 3 × 4.12 = 12.4 above the apex (50, 10), to y = −2.4, and at row 4 (centre 4.5) the wedge is
    /// 2 × 1.7 wide; with `miterLimit: 2` the corner is bevelled, cut across the outer corners 3 × sin(14.04°) =
    /// 0.73 above the apex: row 4 clear, row 11 (centre 1.5 below the apex) inked.
    @Test func theMiterLimitBevelsSharpCorners() throws {
        let vee = Path { p in
            p.move(to: CGPoint(x: 30, y: 90))
            p.addLine(to: CGPoint(x: 50, y: 10))
            p.addLine(to: CGPoint(x: 70, y: 90))
        }
        let (sharp, _) = try render(vee.stroke(Color.black, style: StrokeStyle(lineWidth: 6)))
        #expect(inked(sharp, 50, 4), "the default miter reaches past the apex")
        let (limited, _) = try render(vee.stroke(Color.black, style: StrokeStyle(lineWidth: 6, miterLimit: 2)))
        #expect(clear(limited, 50, 4), "limit 2 < 4.12: bevelled")
        #expect(inked(limited, 50, 11))
    }

    /// `Rectangle().stroke(lineWidth:)` takes SwiftUI's default style (miter): a 60 × 60 square at (20, 20), 10 wide:
    /// its outer corner (15, 15) is sharp — pixel (15, 15), centre 7.1 from the corner point (20, 20), is ink (a round
    /// join's disc of radius 5 would miss it). `strokeBorder` lies inside: (15, 15) clear, (21, 21) ink.
    @Test func aStrokedRectangleHasSharpCorners() throws {
        let (image, _) = try render(Rectangle().stroke(Color.black, lineWidth: 10).frame(width: 60, height: 60))
        #expect(inked(image, 15, 15))
        #expect(inked(image, 50, 17) && clear(image, 50, 26) && clear(image, 50, 12))
        let (border, _) = try render(Rectangle().strokeBorder(Color.black, lineWidth: 10).frame(width: 60, height: 60))
        #expect(clear(border, 18, 18) && inked(border, 21, 21))
    }

    /// A closed triangle's first corner is joined too (the closing edge meets the first edge): (20, 80) → (80, 80) →
    /// (50, 20) → close, 8 wide. Its bottom-left corner (63.4°) has its miter tip on the bisector, 4 / sin(31.7°) =
    /// 7.6 from (20, 80), at (13.5, 84.0): pixel (15, 83) (centre (15.5, 83.5), 5.7 from the corner, past both edges'
    /// butt ends) is inside that wedge, ink with miter joins and clear with round ones (disc radius 4).
    @Test func aClosedPathJoinsItsFirstCorner() throws {
        let triangle = Path { p in
            p.move(to: CGPoint(x: 20, y: 80))
            p.addLine(to: CGPoint(x: 80, y: 80))
            p.addLine(to: CGPoint(x: 50, y: 20))
            p.closeSubpath()
        }
        let (miter, _) = try render(triangle.stroke(Color.black, style: StrokeStyle(lineWidth: 8)))
        let (round, _) = try render(triangle.stroke(Color.black, style: StrokeStyle(lineWidth: 8, lineJoin: .round)))
        #expect(inked(miter, 15, 83))
        #expect(clear(round, 15, 83))
    }

    /// The sheet to look at: `$TMPDIR/liquidglass-stroke-joins.png` — miter, round, bevel corners and a limited miter.
    @Test func joinSheetRenders() throws {
        let zigzag = Path { p in
            p.move(to: CGPoint(x: 10, y: 70))
            p.addLine(to: CGPoint(x: 35, y: 20))
            p.addLine(to: CGPoint(x: 60, y: 70))
            p.addLine(to: CGPoint(x: 85, y: 30))
        }
        let sheet = HStack(spacing: 10) {
            zigzag.stroke(Color.black, style: StrokeStyle(lineWidth: 12, lineJoin: .miter)).frame(width: 100, height: 90)
            zigzag.stroke(Color.black, style: StrokeStyle(lineWidth: 12, lineJoin: .round)).frame(width: 100, height: 90)
            zigzag.stroke(Color.black, style: StrokeStyle(lineWidth: 12, lineJoin: .bevel)).frame(width: 100, height: 90)
            zigzag.stroke(Color.black, style: StrokeStyle(lineWidth: 12, miterLimit: 1.5)).frame(width: 100, height: 90)
            Rectangle().stroke(Color.blue, lineWidth: 10).frame(width: 70, height: 70).frame(width: 100, height: 90)
        }
        .padding(10)
        .background(Color.white)
        let renderer = ImageRenderer(content: sheet)
        renderer.scale = 2
        let data = try #require(renderer.pngData())
        try data.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("liquidglass-stroke-joins.png"))
        #expect(data.count > 1000)
    }
}
