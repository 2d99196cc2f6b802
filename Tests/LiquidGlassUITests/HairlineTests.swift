import Foundation
import Testing
@testable import LiquidGlassUICore

/// Separators are hairlines: `1 / displayScale` pt thick (SwiftUI's `pixelLength`), drawn one device pixel thick at
/// 1×, 2× and 3× (``Hairline``). A list row holds its separator in its bottom pixel (UIKit's table cell: the
/// contentView is the row height less 1/scale, the separator inside the cell; iOS 16+ list cells overlay it on the
/// cell's bottom edge), so rows follow every 44 pt at any scale.
///
/// Before: a 1/3-pt separator stacked between rows was rounded to the 0.5-pt grid of a 2× render as 0 or 1 pixel by
/// where it fell, and every third vanished (heldback7's ten-row form, docs/ui-corpus.md).
@MainActor
@Suite struct HairlineTests {
    typealias Picture = (width: Int, height: Int, pixels: [SIMD4<Float>])

    func render<V: View>(_ view: V, scale: CGFloat) throws -> Picture {
        let renderer = ImageRenderer(content: view)
        renderer.scale = scale
        return try #require(renderer.linearImage())
    }

    /// Rows of `x` (a pixel column) darker than the white card (red channel, linear light, below 0.95).
    func inkedRows(_ image: Picture, x: Int) -> [Int] {
        (0..<image.height).filter { image.pixels[$0 * image.width + x].x < 0.95 }
    }

    struct TenRows: View {
        var body: some View {
            List { ForEach(0..<10) { i in Text("Row \(i)").named("row-\(i)") } }
        }
    }

    /// Row k's text at 35 (the section's top) + 11 (the row's inset) + 44 k, at every scale: nothing lies between
    /// rows. (With 1/3-pt separators between rows, row 9 was at 46 + 9 · 44⅓ = 445 at 3×.)
    @Test(arguments: [1.0, 2.0, 3.0])
    func rowsFollowEvery44Points(scale: Double) {
        let tree = ViewTreeHost().layout(TenRows(), proposal: ProposedViewSize(width: 300, height: 600), device: nil,
                                         scale: CGFloat(scale), environment: EnvironmentValues(), assetDirectories: [])
        let f = tree.framesByIdentifier()
        for k in 0..<10 {
            #expect(f["row-\(k)"]?.minY == 46 + 44 * CGFloat(k), "row \(k) at \(scale)×: \(String(describing: f["row-\(k)"]))")
        }
    }

    /// In a pixel column clear of the text (x = 200 pt), the only pixels darker than the card are the nine
    /// separators, each exactly one pixel: row k ends at 35 + 44 (k + 1) pt, so its separator is device row
    /// (79 + 44 k) · scale − 1; the last row has none (the card ends there), nor does anything else.
    @Test(arguments: [1.0, 2.0, 3.0])
    func everySeparatorIsOneDevicePixel(scale: Double) throws {
        let image = try render(TenRows().frame(width: 300, height: 600), scale: CGFloat(scale))
        let s = Int(scale)
        let expected = (0..<9).map { k in (79 + 44 * k) * s - 1 }
        let inked = inkedRows(image, x: 200 * s)
        // Around the card (0…35 pt above, from 475 pt below) the grouped background (F2F2F7) is darker than 0.95 too:
        // only the card's rows, 35…475 pt, are looked at.
        #expect(inked.filter { $0 >= 35 * s && $0 < 475 * s } == expected, "at \(scale)×")
        // The separator colour, rgba(60, 60, 67, 0.29) over white, in full: well under the card's white.
        for row in expected { #expect(image.pixels[row * image.width + 200 * s].x < 0.8) }
    }

    /// `Divider` is `pixelLength` thick in layout (1, ½, ⅓ pt) and one pixel thick when drawn, wherever it lands:
    /// after a 10.4-pt view it starts at 10.4, which the 2× grid rounds to 10.5 and the 3× grid to 10⅓.
    @Test(arguments: [1.0, 2.0, 3.0])
    func aDividerIsOneDevicePixel(scale: Double) throws {
        let view = VStack(spacing: 0) {
            Color.white.frame(width: 100, height: 10.4)
            Divider().named("divider")
            Color.white.frame(width: 100, height: 10)
        }
        let tree = ViewTreeHost().layout(view, proposal: .unspecified, device: nil, scale: CGFloat(scale),
                                         environment: EnvironmentValues(), assetDirectories: [])
        let divider = try #require(tree.framesByIdentifier()["divider"])
        #expect(Swift.abs(divider.height - 1 / scale) < 1e-9, "\(divider) at \(scale)×")
        let image = try render(view.background(Color.white), scale: CGFloat(scale))
        let inked = inkedRows(image, x: 50 * Int(scale))
        #expect(inked.count == 1, "at \(scale)×: rows \(inked)")
        #expect(inked.first == Int((divider.midY * CGFloat(scale)).rounded(.down)))
    }

    /// The drawing's snap: one pixel thick across the axis, in the pixel row holding the laid-out line's middle —
    /// also for a frame the grid rounded to no thickness (10.5…10.5 at 2× → row 21, 10.5…11). A vertical line at
    /// 7.2…7.53 at 3×: middle 7.37 → column 22 (22.1 rounded down), 22/3 pt.
    @Test func snapKeepsTheMiddlePixel() {
        #expect(Hairline.snap(CGRect(x: 0, y: 10.5, width: 50, height: 0), axis: .horizontal, scale: 2)
                == CGRect(x: 0, y: 10.5, width: 50, height: 0.5))
        // 10.6…10.93 at 2×: middle 10.77 → device row 21 (21.53 rounded down).
        #expect(Hairline.snap(CGRect(x: 0, y: 10.6, width: 50, height: 1.0 / 3), axis: .horizontal, scale: 2)
                == CGRect(x: 0, y: 10.5, width: 50, height: 0.5))
        #expect(Hairline.snap(CGRect(x: 7.2, y: 0, width: 1.0 / 3, height: 20), axis: .vertical, scale: 3)
                == CGRect(x: 22.0 / 3, y: 0, width: 1.0 / 3, height: 20))
    }
}
