import Foundation
@testable import LiquidGlassUICore
import Testing

/// `lineSpacing(_:)` adds its points between the lines of a multi-line text, as SwiftUI does: not above the first
/// line or below the last, so three lines grow by two spacings.
@MainActor
@Suite struct LineSpacingTests {
    /// The picture's height and the lowest row with ink, at 1×, black text over white.
    private func measure(_ spacing: CGFloat?) throws -> (height: Int, lowestInk: Int) {
        let text = Text("Line one\nLine two\nLine three")
        let view = ZStack { Color.white; if let spacing { text.lineSpacing(spacing) } else { text } }
        let renderer = ImageRenderer(content: view)
        renderer.scale = 1
        let image = try #require(renderer.linearImage())
        var lowest = -1
        for y in 0..<image.height where (0..<image.width).contains(where: { image.pixels[y * image.width + $0].x < 0.5 }) { lowest = y }
        return (image.height, lowest)
    }

    @Test func spacingGoesBetweenLines() throws {
        let plain = try measure(nil), spaced = try measure(10)
        #expect(spaced.height - plain.height == 20, "\(plain) → \(spaced)")
        // The last line's ink moves down by the two spacings above it.
        #expect(spaced.lowestInk - plain.lowestInk == 20, "\(plain) → \(spaced)")
        #expect(plain.lowestInk > 0)
        // Zero is the default: the same picture.
        #expect(try measure(0) == plain)
    }
}
