import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import Testing

/// A render session starts a frame from the previous frame's pixels when the content under the first glass is
/// painted the same (PaintedPrefix.swift): the pictures must be exactly those of a frame painted from scratch.
@Suite struct PaintedPrefixTests {
    static let canvas = Canvas(width: 120, height: 90, scale: 2)
    static let page = SystemTestSupport.textPage(width: 60, height: 45)

    /// A still backdrop (a picture, a filled card, a line of text) under one glass circle at `x`.
    static func list(glassAt x: Double, textAt textX: Double = 8, card: Color = SystemTestSupport.color(0.9, 0.3, 0.2)) -> DisplayList {
        DisplayList([
            DisplayItem(id: "photo", .image(page, rect: CGRect(x: 0, y: 0, width: 120, height: 90))),
            DisplayItem(id: "card", .fill(RoundedRectangle(cornerRadius: 6), frame: CGRect(x: 10, y: 40, width: 70, height: 30),
                                          paint: .color(card)), opacity: 0.8),
            DisplayItem(id: "title", .text(DisplayText("Still", size: 11, color: SystemTestSupport.color(0, 0, 0)),
                                           origin: CGPoint(x: textX, y: 6))),
            DisplayItem(id: "button", .glass(GlassDisplayItem(shape: Circle(), frame: CGRect(x: x, y: 20, width: 44, height: 44)))),
        ])
    }

    static func lone(_ list: DisplayList) throws -> LinearImage {
        try GlassRenderer().render(list, canvas: canvas).image
    }

    @Test func framesOverAStillBackdropReuseItsPixelsAndMatchFramesPaintedFromScratch() throws {
        let session = RenderSession()
        for (k, x) in [10.0, 30, 55].enumerated() {
            let frame = try session.render(Self.list(glassAt: x), canvas: Self.canvas).image
            let lone = try Self.lone(Self.list(glassAt: x))
            let largest = zip(frame.pixels, lone.pixels).map { p, q in Swift.max(abs(p.x - q.x), abs(p.y - q.y), abs(p.z - q.z), abs(p.w - q.w)) }.max() ?? 0
            // Within float rounding: the second frame at a blur radius samples the whole canvas's frost
            // (PreparedBackdrop, bound 10⁻⁶ in PreparedBackdropTests); at the 2 pt frost @2x (4 px, full
            // resolution) that frost rounds differently from the region's (1.5·10⁻⁷ measured).
            #expect(largest <= 1e-6, "frame \(k), glass at \(x): largest difference \(largest)")
        }
        // The first frame painted the backdrop; the next two started from it.
        #expect(session.painted.hits == 2)
    }

    /// Glass that comes back to the same blur radius over the same prefix samples a frost made once for the whole
    /// canvas (PreparedBackdrop): those frames match frames painted from scratch within float rounding (the bound
    /// of PreparedBackdropTests, 10⁻⁶).
    @Test func framesOverAStillBackdropReuseItsFrost() throws {
        let session = RenderSession()
        let list = Self.list(glassAt: 30)
        let lone = try Self.lone(list)
        for k in 0..<3 {
            let frame = try session.render(list, canvas: Self.canvas).image
            let worst = zip(frame.pixels, lone.pixels).map { max(($0 - $1).max(), ($1 - $0).max()) }.max() ?? 0
            #expect(worst <= 1e-6, "frame \(k) differs from a frame painted from scratch by up to \(worst)")
        }
        #expect(session.painted.prepared?.frostedRadii.isEmpty == false, "no frost was kept for the still backdrop")
    }

    @Test func aChangedBackdropIsPaintedAgain() throws {
        let session = RenderSession()
        _ = try session.render(Self.list(glassAt: 10), canvas: Self.canvas)
        // The text moves, then the card changes colour: both frames paint from scratch and match lone renders.
        let moved = Self.list(glassAt: 10, textAt: 30)
        #expect(try session.render(moved, canvas: Self.canvas).image == (try Self.lone(moved)))
        let recoloured = Self.list(glassAt: 10, textAt: 30, card: SystemTestSupport.color(0.1, 0.5, 0.9))
        #expect(try session.render(recoloured, canvas: Self.canvas).image == (try Self.lone(recoloured)))
        #expect(session.painted.hits == 0)
        // A different canvas scale or colour scheme is a different painting too.
        _ = try session.render(recoloured, canvas: Canvas(width: 120, height: 90, scale: 1))
        _ = try session.render(recoloured, canvas: Canvas(width: 120, height: 90, scale: 1), colorScheme: .dark)
        #expect(session.painted.hits == 0)
        _ = try session.render(recoloured, canvas: Canvas(width: 120, height: 90, scale: 1), colorScheme: .dark)
        #expect(session.painted.hits == 1)
    }

    @Test func itemsPaintAlikeOnlyWhenEverythingThatPaintsIsEqual() {
        let card = Self.list(glassAt: 0).items[1]
        #expect(card.paintsLike(card))
        var renamed = card
        renamed.id = "other"
        #expect(renamed.paintsLike(card), "the id does not paint")
        var faded = card
        faded.opacity = 0.5
        #expect(!faded.paintsLike(card))
        var clipped = card
        clipped.clip = CGRect(x: 0, y: 0, width: 20, height: 20)
        #expect(!clipped.paintsLike(card))
        var moved = card
        moved.transform = .translation(x: 1, y: 0)
        #expect(!moved.paintsLike(card))
        var reshaped = card
        reshaped.content = .fill(RoundedRectangle(cornerRadius: 7), frame: CGRect(x: 10, y: 40, width: 70, height: 30),
                                 paint: .color(SystemTestSupport.color(0.9, 0.3, 0.2)))
        #expect(!reshaped.paintsLike(card), "another corner radius")
        var otherKind = card
        otherKind.content = .fill(Capsule(), frame: CGRect(x: 10, y: 40, width: 70, height: 30),
                                  paint: .color(SystemTestSupport.color(0.9, 0.3, 0.2)))
        #expect(!otherKind.paintsLike(card), "another shape type")
        // A photo with one pixel changed is another photo.
        let photo = Self.list(glassAt: 0).items[0]
        var page = Self.page
        page[3, 4] = LinearPixel(0.5, 0.5, 0.5, 1)
        var retouched = photo
        retouched.content = .image(page, rect: CGRect(x: 0, y: 0, width: 120, height: 90))
        #expect(photo.paintsLike(photo))
        #expect(!retouched.paintsLike(photo))
        // Glass is never reused.
        let glass = Self.list(glassAt: 0).items[3]
        #expect(!glass.paintsLike(glass))
    }
}
