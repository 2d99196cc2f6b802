import Foundation
import LiquidGlassCore
import LiquidGlassGallery
import LiquidGlassRender
import LiquidGlassScene
import Testing

/// Labels stay legible on any backdrop: text ≥ 4.5:1, symbols ≥ 3:1, measured against the rendered glass
/// under them (issue 3 §3).
@Suite struct LabelContrastTests {
    enum Backdrop: String, CaseIterable, CustomTestStringConvertible {
        case coffee, astronaut, brick, textPage, white, black, midGrey, red, blue, yellow
        var testDescription: String { rawValue }

        func background() throws -> Background {
            switch self {
            case .coffee: return try SampleBackdrop.coffee.background()
            case .astronaut: return try SampleBackdrop.astronaut.background()
            case .brick: return try SampleBackdrop.brick.background()
            case .textPage: return Background(.decodedImage(SystemTestSupport.textPage(width: 240, height: 160), fill: .stretch))
            case .white: return Background(.color(.white))
            case .black: return Background(.color(.black))
            case .midGrey: return Background(.color(SystemTestSupport.color(0.5, 0.5, 0.5)))
            case .red: return Background(.color(SystemTestSupport.color(1, 0, 0)))
            case .blue: return Background(.color(SystemTestSupport.color(0, 0, 1)))
            case .yellow: return Background(.color(SystemTestSupport.color(1, 0.9, 0)))
            }
        }
    }

    static func scene(_ backdrop: Backdrop, increaseContrast: Bool = false) throws -> Scene {
        var text = GlassElement(id: "text", frame: CGRect(x: 10, y: 10, width: 140, height: 44), glass: .regular)
        text.label = GlassLabel(text: "Done", size: 17, weight: .semibold)
        var symbol = GlassElement(id: "symbol", shape: Circle(), frame: CGRect(x: 170, y: 10, width: 44, height: 44), glass: .clear)
        symbol.label = GlassLabel(symbol: "magnifyingglass")
        var both = GlassElement(id: "both", frame: CGRect(x: 10, y: 80, width: 200, height: 56), glass: .clear)
        both.label = GlassLabel(text: "Library", symbol: "photo.fill", size: 17)
        var scene = Scene(canvas: Canvas(width: 240, height: 160, scale: 2), background: try backdrop.background(),
                          elements: [text, symbol, both])
        scene.accessibility.increaseContrast = increaseContrast
        return scene
    }

    @Test(arguments: Backdrop.allCases)
    func labelsReachTheirContrastTarget(_ backdrop: Backdrop) throws {
        let report = try SystemTestSupport.render(try Self.scene(backdrop)).report
        let ratios = Dictionary(uniqueKeysWithValues: report.elements.map { ($0.id ?? "", $0.contrastRatio ?? 0) })
        #expect(ratios["text"]! >= 4.5, "text on \(backdrop): \(ratios["text"]!)")
        #expect(ratios["symbol"]! >= 3, "symbol on \(backdrop): \(ratios["symbol"]!)")
        #expect(ratios["both"]! >= 4.5, "text and symbol on \(backdrop): \(ratios["both"]!)")
        #expect(!report.allCodes.contains(GlassWarning.Code.labelBelowContrastTarget.rawValue))
    }

    @Test(arguments: [Backdrop.coffee, .textPage, .midGrey, .white, .black])
    func increaseContrastLabelsReachSevenToOne(_ backdrop: Backdrop) throws {
        let report = try SystemTestSupport.render(try Self.scene(backdrop, increaseContrast: true)).report
        for e in report.elements {
            #expect((e.contrastRatio ?? 0) >= 7, "\(e.id ?? "") on \(backdrop): \(e.contrastRatio ?? 0)")
        }
    }

    @Test func foregroundFlipsWithTheAppearance() throws {
        var e = GlassElement(id: "b", shape: Circle(), frame: CGRect(x: 10, y: 10, width: 44, height: 44))
        e.label = GlassLabel(symbol: "plus")
        let onBlack = Scene(canvas: Canvas(width: 64, height: 64, scale: 2), background: Background(.color(.black)), elements: [e])
        let onWhite = Scene(canvas: onBlack.canvas, background: Background(.color(.white)), elements: [e])
        let dark = try SystemTestSupport.render(onBlack).report.elements[0]
        let light = try SystemTestSupport.render(onWhite).report.elements[0]
        #expect(dark.appearance == "dark" && dark.foreground == "#FFFFFF")
        #expect(light.appearance == "light" && light.foreground == "#000000")
    }

    @Test func aFixedColourBelowTargetIsReported() throws {
        var e = GlassElement(id: "faint", frame: CGRect(x: 10, y: 10, width: 140, height: 44))
        e.label = GlassLabel(text: "Faint", color: Color(red: 0.9, green: 0.9, blue: 0.9))
        let scene = Scene(canvas: Canvas(width: 160, height: 64, scale: 2), background: Background(.color(.white)), elements: [e])
        let report = try SystemTestSupport.render(scene).report
        #expect(report.elements[0].foreground == "#E6E6E6")
        #expect(report.elements[0].warnings.map(\.code) == ["label_below_contrast_target"])
    }

    @Test func theLabelIsDrawn() throws {
        var e = GlassElement(id: "b", frame: CGRect(x: 10, y: 10, width: 140, height: 44))
        let plain = Scene(canvas: Canvas(width: 160, height: 64, scale: 2), background: Background(.color(.white)), elements: [e])
        e.label = GlassLabel(text: "Done")
        let labelled = Scene(canvas: plain.canvas, background: plain.background, elements: [e])
        let a = try SystemTestSupport.image(try SystemTestSupport.render(plain))
        let b = try SystemTestSupport.image(try SystemTestSupport.render(labelled))
        let changed = zip(a.pixels, b.pixels).filter { Swift.abs($0.x - $1.x) > 0.2 }.count
        #expect(changed > 150)
    }
}
