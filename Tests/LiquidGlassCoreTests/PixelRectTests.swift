import Testing
@testable import LiquidGlassCore

/// `PixelRect.subtracting(_:)`, which the renderer uses to restore only the pixels of a tile that no earlier glass
/// drew this frame: checked pixel by pixel against the definition (a pixel is kept exactly when it lies in the
/// rectangle and in none of the cuts) over many pseudo-random layouts, and the pieces must not overlap (a pixel
/// copied twice is harmless, but a piece outside the rectangle would overwrite glass).
struct PixelRectTests {
    @Test func theDifferenceHoldsExactlyThePixelsInNoCut() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<400 {
            func rect() -> PixelRect {
                let x0 = generator.next(in: -4...20), y0 = generator.next(in: -4...20)
                return PixelRect(x0: x0, y0: y0, x1: x0 + generator.next(in: 0...14), y1: y0 + generator.next(in: 0...14))
            }
            let base = rect()
            let cuts = (0..<generator.next(in: 0...4)).map { _ in rect() }
            let pieces = base.subtracting(cuts)
            for y in -6..<40 {
                for x in -6..<40 {
                    func contains(_ r: PixelRect) -> Bool { x >= r.x0 && x < r.x1 && y >= r.y0 && y < r.y1 }
                    let expected = contains(base) && !cuts.contains(where: contains)
                    let times = pieces.filter(contains).count
                    #expect(times == (expected ? 1 : 0), "pixel (\(x), \(y)) of \(base) minus \(cuts): in \(times) pieces")
                }
            }
            #expect(pieces.allSatisfy { !$0.isEmpty }, "an empty piece in \(pieces)")
        }
    }

    @Test func nothingCutLeavesTheRectangleAndAnEmptyOneLeavesNothing() {
        let r = PixelRect(x0: 2, y0: 3, x1: 9, y1: 5)
        #expect(r.subtracting([]) == [r])
        #expect(r.subtracting([PixelRect(x0: 20, y0: 0, x1: 30, y1: 10)]) == [r])
        #expect(r.subtracting([PixelRect(x0: 0, y0: 0, x1: 10, y1: 10)]).isEmpty)
        #expect(PixelRect(x0: 4, y0: 4, x1: 4, y1: 9).subtracting([]).isEmpty)
    }
}

/// A small deterministic generator (SplitMix64), so that a failing layout can be reproduced.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next(in range: ClosedRange<Int>) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return range.lowerBound + Int(z % UInt64(range.count))
    }
}
