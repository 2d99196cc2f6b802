import Foundation
import Testing
@testable import LiquidGlassUICore

/// Symbols take the weight and scale of the font around them, as SF Symbols do: Apple's Human Interface Guidelines
/// ("SF Symbols": nine weights, each matching a weight of the system font; three scales relative to the font's size).
/// Measured from pixels of `ImageRenderer` at 1× (alpha, linear): a stroke's width is the ink summed across it.
@MainActor
@Suite struct SymbolWeightTests {
    /// The ink summed along one pixel row (or column) through the middle of the rendered view: the width, in pixels,
    /// of the strokes it crosses.
    private func inkAcross<V: View>(_ view: V, vertical: Bool) throws -> Double {
        let renderer = ImageRenderer(content: view)
        let img = try #require(renderer.linearImage())
        var sum = 0.0
        if vertical {
            let x = img.width / 2
            for y in 0..<img.height { sum += Double(img.pixels[y * img.width + x].w) }
        } else {
            let y = img.height / 2
            for x in 0..<img.width { sum += Double(img.pixels[y * img.width + x].w) }
        }
        return sum
    }

    /// `minus`'s bar, measured down the middle column: the stroke width.
    private func minusStroke(_ weight: Font.Weight, scale: Image.Scale = .medium, size: CGFloat = 80) throws -> Double {
        try inkAcross(Image(systemName: "minus").imageScale(scale).font(.system(size: size, weight: weight)), vertical: true)
    }

    /// The stem of a lower-case `l` of the system font, measured across the middle row.
    private func textStem(_ weight: Font.Weight) throws -> Double {
        try inkAcross(Text("l").font(.system(size: 80, weight: weight)), vertical: false)
    }

    /// At 80 pt the symbol box is 96 px, 4 px per grid unit: the regular stroke is 2 units, 8 px (docs/LABELS.md).
    /// Bold and heavy symbols grow with the font's stem: the symbol's bold/regular ratio is within 12 % of the
    /// system font's own, measured in the same render (before session 40 it was 1.35 against the font's ~1.8, and
    /// symbols looked thin beside bold text).
    @Test func symbolStrokesGrowAsTheFontsStems() throws {
        let regular = try minusStroke(.regular), bold = try minusStroke(.bold), heavy = try minusStroke(.heavy)
        #expect(abs(regular - 8) < 0.6, "regular stroke \(regular) px")
        let stemRegular = try textStem(.regular), stemBold = try textStem(.bold), stemHeavy = try textStem(.heavy)
        let symbolRatio = bold / regular, fontRatio = stemBold / stemRegular
        #expect(abs(symbolRatio / fontRatio - 1) < 0.12, "symbol bold/regular \(symbolRatio), font \(fontRatio)")
        let symbolHeavy = heavy / regular, fontHeavy = stemHeavy / stemRegular
        // The figures docs/LABELS.md quotes, printed for the log.
        print("symbol stroke px regular \(regular) bold \(bold) heavy \(heavy); text stem px regular \(stemRegular) "
              + "bold \(stemBold) heavy \(stemHeavy)")
        #expect(abs(symbolHeavy / fontHeavy - 1) < 0.12, "symbol heavy/regular \(symbolHeavy), font \(fontHeavy)")
    }

    /// Every step of the nine weights is a visibly different stroke: each at least 0.4 px (at 8 px regular) wider
    /// than the one before.
    @Test func everyWeightIsDistinct() throws {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let widths = try weights.map { try minusStroke($0) }
        for (a, b) in zip(widths, widths.dropFirst()) { #expect(b - a > 0.4, "\(widths)") }
    }

    /// `imageScale` scales the whole symbol, its stroke with it: small 0.78 and large 1.29 of medium (the ratios
    /// SymbolNode uses, after SF Symbols' scales).
    @Test func imageScaleScalesTheStroke() throws {
        let small = try minusStroke(.regular, scale: .small), medium = try minusStroke(.regular)
        let large = try minusStroke(.regular, scale: .large)
        #expect(abs(small / medium - 0.78) < 0.06, "small \(small) / medium \(medium)")
        #expect(abs(large / medium - 1.29) < 0.06, "large \(large) / medium \(medium)")
    }

    /// The sheet to look at: `$TMPDIR/liquidglass-symbol-weights.png` — each weight's text beside symbols at that
    /// weight, then the three image scales.
    @Test func weightSheetRenders() throws {
        let names = ["plus", "heart", "gearshape", "trash", "calendar", "bag", "person.crop.circle", "star.fill", "bell"]
        let weights: [(String, Font.Weight)] = [("UltraLight", .ultraLight), ("Thin", .thin), ("Light", .light),
            ("Regular", .regular), ("Medium", .medium), ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy),
            ("Black", .black)]
        let sheet = VStack(alignment: .leading, spacing: 6) {
            ForEach(0..<weights.count, id: \.self) { i in
                HStack(spacing: 10) {
                    Text(weights[i].0).frame(width: 150, alignment: .leading)
                    ForEach(0..<names.count, id: \.self) { k in Image(systemName: names[k]) }
                }
                .font(.system(size: 22, weight: weights[i].1))
            }
            HStack(spacing: 10) {
                Text("small medium large").frame(width: 220, alignment: .leading)
                Image(systemName: "gearshape").imageScale(.small)
                Image(systemName: "gearshape")
                Image(systemName: "gearshape").imageScale(.large)
                Image(systemName: "trash").imageScale(.small)
                Image(systemName: "trash")
                Image(systemName: "trash").imageScale(.large)
            }
            .font(.system(size: 22))
        }
        .padding(12)
        .background(Color.white)
        let renderer = ImageRenderer(content: sheet)
        renderer.scale = 2
        let data = try #require(renderer.pngData())
        try data.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("liquidglass-symbol-weights.png"))
        #expect(data.count > 1000)
    }
}
