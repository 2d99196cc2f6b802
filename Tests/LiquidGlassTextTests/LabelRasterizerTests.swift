import Foundation
import LiquidGlassText
import Testing

/// Whole labels: symbol left of text, the layout box, centring, empty specs, errors passed on.
@Suite struct LabelRasterizerTests {
    @Test func symbolSitsLeftOfTheTextWithAGap() throws {
        let labels = LabelRasterizer()
        let scale = 2.0
        let both = try labels.rasterize(LabelSpec(text: "Done", symbol: "checkmark"), scale: scale)
        let textOnly = try labels.rasterize(LabelSpec(text: "Done"), scale: scale)
        let symbolOnly = try labels.rasterize(LabelSpec(symbol: "checkmark"), scale: scale)
        let side = SymbolLibrary.boxSide(pointSize: 17, scale: scale).rounded(.up) / scale
        let gap = LabelRasterizer.gapInEm * 17
        // Width in points: symbol box + gap + text advance (within a pixel of rounding).
        #expect(abs(Double(both.size.width) - (side + gap + Double(textOnly.size.width))) <= 1 / scale)
        #expect(abs(Double(symbolOnly.size.width) - side) < 1e-9)
        #expect(both.size.height >= textOnly.size.height)
        // The symbol's ink lies left of the text's ink, with a clear gap between.
        let mask = both.mask
        let textStart = Int(((side + gap) * scale).rounded())
        var symbolRight = Int.min, textLeft = Int.max
        for y in 0..<mask.height {
            for x in 0..<mask.width where mask[x, y] > 0 {
                let bx = x + mask.origin.x
                if bx < textStart { symbolRight = max(symbolRight, bx) } else { textLeft = min(textLeft, bx) }
            }
        }
        #expect(textLeft - symbolRight > Int(0.2 * 17 * scale), "symbol ends \(symbolRight), text starts \(textLeft)")
        // All the ink of the parts is there.
        #expect(abs(mask.inkArea - (textOnly.mask.inkArea + symbolOnly.mask.inkArea)) < 1)
    }

    @Test func symbolIsCentredOnTheCapitals() throws {
        let labels = LabelRasterizer()
        let label = try labels.rasterize(LabelSpec(text: "HH", symbol: "circle.fill"), scale: 3)
        let baseline = try #require(label.baseline)
        // Vertical centre of the symbol's ink versus the middle of the capitals.
        let mask = label.mask
        var weighted = 0.0, total = 0.0
        let symbolWidth = Int(SymbolLibrary.boxSide(pointSize: 17, scale: 3).rounded(.up))
        for y in 0..<mask.height {
            for x in 0..<mask.width where x + mask.origin.x < symbolWidth {
                weighted += Double(mask[x, y]) * (Double(y + mask.origin.y) + 0.5)
                total += Double(mask[x, y])
            }
        }
        let text = try TextRasterizer(font: LabelTestSupport.systemFont()).rasterize("HH", pointSize: 17, scale: 3)
        let capMiddle = baseline - text.capHeight / 2
        #expect(abs(weighted / total - capMiddle) < 1.0, "symbol centre \(weighted / total), caps \(capMiddle)")
    }

    @Test func emptySpecsGiveEmptyLabels() throws {
        let labels = LabelRasterizer()
        for spec in [LabelSpec(), LabelSpec(text: ""), LabelSpec(text: "\n")] {
            let label = try labels.rasterize(spec, scale: 2)
            #expect(label.mask.isEmpty && label.size == .zero && label.baseline == nil)
        }
    }

    @Test func centringPlacesTheBoxInTheMiddleOfTheFrame() throws {
        let label = try LabelRasterizer().rasterize(LabelSpec(text: "Edit", symbol: "pencil"), scale: 2)
        let frame = CGRect(x: 100, y: 40, width: 160, height: 50)
        let position = label.maskPosition(centredIn: frame)
        let boxLeft = position.x - label.mask.origin.x, boxTop = position.y - label.mask.origin.y
        let expectedLeft = (Double(frame.midX) - Double(label.size.width) / 2) * 2
        let expectedTop = (Double(frame.midY) - Double(label.size.height) / 2) * 2
        #expect(abs(Double(boxLeft) - expectedLeft) <= 0.5 && abs(Double(boxTop) - expectedTop) <= 0.5)
    }

    @Test func errorsArePassedOn() {
        let labels = LabelRasterizer()
        let error = #expect(throws: LabelError.self) {
            try labels.rasterize(LabelSpec(text: "Go", symbol: "chevron.rihgt"), scale: 2)
        }
        guard case .unknownSymbol(let name, let suggestions) = error else {
            Issue.record("expected unknownSymbol, got \(String(describing: error))")
            return
        }
        #expect(name == "chevron.rihgt" && suggestions.first == "chevron.right")
        #expect(throws: LabelError.fontNotFound(weight: .bold, searched: ["/nonexistent-fonts"])) {
            try LabelRasterizer(searchDirectories: ["/nonexistent-fonts"])
                .rasterize(LabelSpec(text: "Go", weight: .bold), scale: 2)
        }
        // A symbol alone needs no font.
        #expect(throws: Never.self) {
            try LabelRasterizer(searchDirectories: ["/nonexistent-fonts"]).rasterize(LabelSpec(symbol: "plus"), scale: 2)
        }
        #expect(throws: LabelError.invalidSize(pointSize: -1, scale: 2)) {
            try labels.rasterize(LabelSpec(text: "Go", size: -1), scale: 2)
        }
    }

    @Test func labelsAreDeterministic() throws {
        let spec = LabelSpec(text: "Share", symbol: "square.and.arrow.up", size: 15, weight: .semibold)
        let a = try LabelRasterizer().rasterize(spec, scale: 3)
        let b = try LabelRasterizer().rasterize(spec, scale: 3)
        #expect(a == b)
    }
}
