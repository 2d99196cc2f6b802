import Testing
import LiquidGlassTestSupport
@testable import LiquidGlassUIKit
import LiquidGlass

/// A label's text is drawn with what it was measured with: its ink stays inside the frame its lines were wrapped
/// in. Lines are measured with SF Pro's tracking for the size (−0.23 pt at 15 pt, `Font.trackingTable`); drawn
/// untracked, a wrapped 15-pt line of about 50 characters ran about 11 pt past the label's trailing edge.
@MainActor
@Suite struct LabelInkTests {
    /// The rightmost column holding ink darker than the white ground (any channel below 0.9 in linear light).
    func rightmostInk(_ image: LinearImage) -> Int {
        var right = -1
        for y in 0..<image.height {
            for x in stride(from: image.width - 1, to: right, by: -1) where image.pixels[y * image.width + x].x < 0.9 {
                right = x
                break
            }
        }
        return right
    }

    func render(_ label: UILabel, canvasWidth: CGFloat) throws -> LinearImage {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: canvasWidth, height: 200))
        root.backgroundColor = .white
        root.addSubview(label)
        let renderer = GlassViewRenderer(view: root)
        renderer.scale = 2
        let image = try #require(renderer.image())
        guard case .picture(_, let pixels) = image.source else { throw CancellationError() }
        #expect(pixels.width == Int(canvasWidth * 2), "the picture is \(pixels.width) pixels wide")
        return pixels
    }

    /// Wrapped in 280 pt, the ink ends where the widest measured line ends (within a pixel of anti-aliasing past it,
    /// 2 pt of side bearing short of it), and within the label.
    @Test func wrappedLinesStayInTheirWidth() throws {
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        label.textColor = .black
        label.numberOfLines = 0
        label.text = "Sizes come from constraints only: an unbroken chain from the top of the content view to its bottom."
        let size = label.sizeThatFits(CGSize(width: 280, height: 0))
        #expect(size.width <= 280 && size.height > label.font.lineHeight * 1.5)
        label.frame = CGRect(x: 0, y: 0, width: 280, height: size.height)
        let widest = try #require(TextLayout.lines(label.text!, font: label.font, width: 280, numberOfLines: 0).map(\.width).max())
        let right = rightmostInk(try render(label, canvasWidth: 400))
        #expect(Double(right) <= Double(widest * 2) + 1, "ink reaches pixel \(right), the widest line ends at \(widest * 2)")
        #expect(Double(right) >= Double(widest * 2) - 4, "ink ends at pixel \(right), short of the widest line's \(widest * 2)")
        #expect(right <= 280 * 2)
    }

    /// One unwrapped line fills its measured width: its ink ends within 2 pt of the intrinsic width (a glyph's
    /// side bearing), not beyond it.
    @Test func oneLineEndsAtItsIntrinsicWidth() throws {
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.textColor = .black
        label.text = "The new glass toolbar is in, check it on the small phone"
        label.sizeToFit()
        label.frame.origin = CGPoint(x: 0, y: 20)  // sizeToFit keeps the centre, as UIKit's: (0, 0) before
        let width = label.bounds.width
        let right = rightmostInk(try render(label, canvasWidth: width + 100))
        #expect(Double(right) <= Double(width * 2) + 1, "ink reaches pixel \(right), the label ends at \(width * 2)")
        #expect(Double(right) >= Double(width * 2) - 4, "ink ends at pixel \(right), short of the label's \(width * 2)")
    }
}
