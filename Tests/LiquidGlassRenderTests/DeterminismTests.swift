import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene
import Testing

/// The same scene must give bit-identical pixels at any thread count.
@Suite struct DeterminismTests {
    static func scene() -> Scene {
        let blue = Color(red: 0, green: 0.48, blue: 1)
        return Scene(
            canvas: Canvas(width: 240, height: 160, scale: 2),
            background: Background(.gradient(Background.Gradient(colors: [
                Color(red: 0.9, green: 0.3, blue: 0.2), Color(red: 0.1, green: 0.2, blue: 0.7), Color(red: 1, green: 1, blue: 0.9),
            ], angle: 30))),
            elements: [
                GlassElement(frame: CGRect(x: 10, y: 10, width: 220, height: 50), glass: .regular),
                GlassElement(shape: Circle(), frame: CGRect(x: 20, y: 80, width: 60, height: 60), glass: .clear),
                GlassElement(shape: RoundedRectangle(cornerRadius: 16), frame: CGRect(x: 100, y: 76, width: 120, height: 70),
                             glass: .regular.tint(blue)),
            ])
    }

    @Test(arguments: [RenderLayer.final, .displacement])
    func identicalAtOneTwoAndEightThreads(layer: RenderLayer) throws {
        let outputs = try [1, 2, 8].map { threads in
            try GlassRenderer(options: RenderOptions(threads: threads, layer: layer)).render(Self.scene())
        }
        for (k, output) in outputs.enumerated().dropFirst() {
            switch (outputs[0], output) {
            case (.image(let a), .image(let b)):
                #expect(a == b, "pixels differ between 1 thread and \([1, 2, 8][k]) threads")
            case (.data16(_, _, let a), .data16(_, _, let b)):
                #expect(a == b, "data differs between 1 thread and \([1, 2, 8][k]) threads")
            default:
                Issue.record("different output kinds")
            }
        }
    }

    /// The threads' work items: a pass's tiles on the same rows go together (neighbouring tiles share cache lines at
    /// their edge), a new pass or a new row starts an item, and every tile is in exactly one item, in order.
    @Test func tilesAreDealtOutByRowsOfOnePass() {
        // Pass 0: two rows of three tiles; pass 1: one row of two tiles at row 0, then a lone tile at row 16.
        let rows = [0, 0, 0, 16, 16, 16, 0, 0, 16]
        let passes = [0, 0, 0, 0, 0, 0, 1, 1, 1]
        #expect(GlassRenderer.rowsOfTiles(rows, passes: passes) == [0..<3, 3..<6, 6..<8, 8..<9])
        // Two passes whose tiles happen to lie on the same rows are still two items.
        #expect(GlassRenderer.rowsOfTiles([32, 32, 32], passes: [0, 1, 1]) == [0..<1, 1..<3])
        #expect(GlassRenderer.rowsOfTiles([], passes: []).isEmpty)
        #expect(GlassRenderer.rowsOfTiles([48], passes: [2]) == [0..<1])
    }

    /// A scene whose glass spans several tiles per row (so rows of tiles, not single tiles, are dealt out) and several
    /// passes in one loop: the same pixels on 1, 2 and 8 threads.
    @Test func wideGlassIsIdenticalAtOneTwoAndEightThreads() throws {
        var scene = Self.scene()
        scene.canvas = Canvas(width: 400, height: 160, scale: 2)
        scene.elements = [
            GlassElement(frame: CGRect(x: 10, y: 10, width: 380, height: 60), glass: .regular),
            GlassElement(shape: RoundedRectangle(cornerRadius: 20), frame: CGRect(x: 10, y: 90, width: 180, height: 60), glass: .clear),
            GlassElement(shape: Circle(), frame: CGRect(x: 250, y: 90, width: 60, height: 60), glass: .regular),
        ]
        let images = try [1, 2, 8].map { threads -> LinearImage in
            guard case .image(let image) = try GlassRenderer(options: RenderOptions(threads: threads)).render(scene) else {
                throw RenderError("no image")
            }
            return image
        }
        #expect(images[0] == images[1], "1 and 2 threads differ")
        #expect(images[0] == images[2], "1 and 8 threads differ")
    }

    @Test func glassChangesPixelsNearItOnly() throws {
        var scene = Self.scene()
        scene.canvas = Canvas(width: 300, height: 200, scale: 1)
        scene.elements = [GlassElement(frame: CGRect(x: 100, y: 80, width: 100, height: 40), glass: .regular)]
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        guard case .image(let out) = try GlassRenderer(options: RenderOptions(threads: 2)).render(scene, over: backdrop) else {
            Issue.record("no image")
            return
        }
        // The drop shadow's reach after adaptation is under 40 pt for this element; beyond 50 pt nothing may change.
        let reach = 50.0
        let field = Capsule().signedDistanceField(in: scene.elements[0].frame)
        var untouched = 0, changedFar = 0, changedInside = 0
        for y in 0..<200 {
            for x in 0..<300 {
                let d = field.distance(to: SIMD2(Float(x) + 0.5, Float(y) + 0.5))
                if Double(d) > reach {
                    if out[x, y] != backdrop[x, y] { changedFar += 1 }
                    untouched += 1
                } else if d < -2, out[x, y] != backdrop[x, y] {
                    changedInside += 1
                }
            }
        }
        #expect(changedFar == 0, "\(changedFar) pixels beyond the glass's reach changed")
        #expect(untouched > 15_000)
        #expect(changedInside > 2_500)
    }
}
