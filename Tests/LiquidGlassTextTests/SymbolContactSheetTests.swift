import Foundation
import LiquidGlassCodecs
import LiquidGlassCore
import LiquidGlassText
import Testing

/// Renders every symbol with its name into one image, to look at (and to commit as docs/symbols.png).
///
/// The sheet goes to `$TMPDIR/liquidglass-symbols.png`; copy it to docs/symbols.png after changing symbols.
@Suite struct SymbolContactSheetTests {
    static let columns = 8
    static let cell = (width: 150, height: 104)

    @Test func contactSheetShowsEverySymbol() throws {
        let names = SymbolLibrary.handMadeNames
        let rows = (names.count + Self.columns - 1) / Self.columns
        var sheet = CoverageMask(width: Self.columns * Self.cell.width, height: rows * Self.cell.height)
        let caption = try TextRasterizer(font: LabelTestSupport.systemFont())
        for (i, name) in names.enumerated() {
            let cx = (i % Self.columns) * Self.cell.width, cy = (i / Self.columns) * Self.cell.height
            let symbol = try SymbolLibrary.rasterize(name, pointSize: 24, scale: 2)
            sheet.composite(symbol, at: SIMD2(cx + (Self.cell.width - symbol.width) / 2, cy + 10))
            let text = try caption.rasterize(name, pointSize: 11, scale: 1)
            sheet.composite(text.mask, at: SIMD2(cx + (Self.cell.width - Int(text.advance)) / 2, cy + 88))
        }
        // Dark ink on white, as symbols usually appear.
        let image = LinearImage(width: sheet.width, height: sheet.height,
                                pixels: sheet.values.map { SIMD4(1 - $0, 1 - $0, 1 - $0, 1) })
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("liquidglass-symbols.png")
        try PNGEncoder.write(image, to: url)
        #expect(FileManager.default.fileExists(atPath: url.path))
        #expect(sheet.inkArea > Double(names.count) * 100)
    }
}

/// Sample labels (text, symbol + text, weights, sizes) in one image, to look at: `$TMPDIR/liquidglass-labels.png`.
@Suite struct LabelSampleSheetTests {
    @Test func sampleLabelsRender() throws {
        let specs = [
            LabelSpec(text: "Done", symbol: "checkmark", weight: .semibold),
            LabelSpec(text: "Share", symbol: "square.and.arrow.up"),
            LabelSpec(text: "Search", symbol: "magnifyingglass", size: 15),
            LabelSpec(text: "Play", symbol: "play.fill", weight: .bold),
            LabelSpec(text: "Settings", symbol: "gear", weight: .medium),
            LabelSpec(text: "AVATAR Typography", weight: .regular),
            LabelSpec(text: "Heavy Black", weight: .black, fontPath: nil),
            LabelSpec(text: "Light thin ultraLight", weight: .thin),
            LabelSpec(symbol: "heart.fill", size: 28),
        ]
        let labels = LabelRasterizer()
        let rendered = try specs.map { spec throws(LabelError) in try labels.rasterize(spec, scale: 2) }
        let rowHeight = 64, width = 520
        var sheet = CoverageMask(width: width, height: rowHeight * rendered.count)
        for (i, label) in rendered.enumerated() {
            let frame = CGRect(x: 0, y: Double(i * rowHeight) / 2, width: Double(width) / 2, height: Double(rowHeight) / 2)
            sheet.composite(label.mask, at: label.maskPosition(centredIn: frame) &- label.mask.origin)
        }
        let image = LinearImage(width: sheet.width, height: sheet.height,
                                pixels: sheet.values.map { SIMD4(1 - $0, 1 - $0, 1 - $0, 1) })
        try PNGEncoder.write(image, to: FileManager.default.temporaryDirectory.appendingPathComponent("liquidglass-labels.png"))
        #expect(rendered.allSatisfy { !$0.mask.isEmpty })
    }
}
