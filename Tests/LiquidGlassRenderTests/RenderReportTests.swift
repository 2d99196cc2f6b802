import Foundation
import LiquidGlassCore
import LiquidGlassGallery
import LiquidGlassRender
import LiquidGlassScene
import Testing

/// The JSON report and the renderer's runtime checks (issue 3 §5).
@Suite struct RenderReportTests {
    @Test func aCleanSceneHasNoWarnings() throws {
        var e = GlassElement(id: "tab", frame: CGRect(x: 20, y: 20, width: 200, height: 56))
        e.label = GlassLabel(text: "Home", symbol: "house.fill")
        let scene = Scene(canvas: Canvas(width: 240, height: 100, scale: 1), background: try SampleBackdrop.coffee.background(), elements: [e])
        let report = try SystemTestSupport.render(scene).report
        #expect(report.allCodes.isEmpty, "\(report.allCodes)")
        #expect(report.elements.count == 1)
        let entry = report.elements[0]
        #expect(entry.id == "tab")
        #expect(entry.frame == [20, 20, 200, 56])
        #expect(entry.glass == "regular")
        #expect(entry.foreground != nil && entry.contrastRatio != nil)
        #expect(entry.backdropLuminance > 0 && entry.backdropLuminance < 1)
    }

    @Test func everyRuleIsReportedWithItsCode() throws {
        func inContainer(_ e: GlassElement, _ index: Int, depth: Int = 1) -> GlassElement {
            var e = e
            e.container = ContainerMembership(index: index, spacing: 0, depth: depth)
            return e
        }
        var elements: [GlassElement] = [
            GlassElement(id: "under", frame: CGRect(x: 10, y: 10, width: 100, height: 40)),
            GlassElement(id: "over", frame: CGRect(x: 60, y: 20, width: 100, height: 40)),
            GlassElement(id: "clear", frame: CGRect(x: 10, y: 80, width: 100, height: 40), glass: .clear),
            inContainer(GlassElement(id: "t1", frame: CGRect(x: 200, y: 10, width: 40, height: 40), glass: .regular.tint(.systemBlue)), 0),
            inContainer(GlassElement(id: "t2", frame: CGRect(x: 250, y: 10, width: 40, height: 40), glass: .regular.tint(.systemGreen)), 0),
            inContainer(GlassElement(id: "nested", frame: CGRect(x: 300, y: 10, width: 40, height: 40)), 1, depth: 2),
        ]
        var faint = GlassElement(id: "faint", frame: CGRect(x: 200, y: 80, width: 120, height: 40))
        faint.label = GlassLabel(text: "Faint", color: Color(red: 0.75, green: 0.75, blue: 0.75))
        elements.append(faint)
        for i in 0..<16 {
            elements.append(GlassElement(id: "dot\(i)", shape: Circle(), frame: CGRect(x: 10 + Double(i) * 22, y: 150, width: 16, height: 16)))
        }
        let scene = Scene(canvas: Canvas(width: 400, height: 180, scale: 1), background: Background(.color(.white)), elements: elements)
        let report = try SystemTestSupport.render(scene).report
        let byID = Dictionary(uniqueKeysWithValues: report.elements.map { ($0.id ?? "", Set($0.warnings.map(\.code))) })
        #expect(byID["over"] == ["glass_on_glass"])
        #expect(byID["under"] == [])
        #expect(byID["clear"] == ["clear_glass_without_dimming"])
        #expect(byID["t2"] == ["over_tinted_glass"])
        #expect(byID["nested"] == ["nested_glass_container"])
        #expect(byID["faint"] == ["label_below_contrast_target"])
        let sceneCodes = Set(report.warnings.map(\.code))
        #expect(sceneCodes == ["too_many_glass_elements", "over_tinted_glass", "nested_glass_container"])
        #expect(report.elements.count == elements.count)
    }

    @Test func clearGlassOverADimmedPhotoIsFine() throws {
        let scene = Scene(canvas: Canvas(width: 240, height: 100, scale: 1), background: try SampleBackdrop.coffee.background(dim: 0.3),
                          elements: [GlassElement(id: "c", frame: CGRect(x: 20, y: 20, width: 200, height: 56), glass: .clear)])
        #expect(try SystemTestSupport.render(scene).report.allCodes.isEmpty)
    }

    @Test func theJSONHasTheDocumentedShape() throws {
        var e = GlassElement(id: "x", frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        e.label = GlassLabel(symbol: "plus")
        let scene = Scene(canvas: Canvas(width: 64, height: 64, scale: 1), background: Background(.color(.white)), elements: [e, GlassElement(frame: CGRect(x: 40, y: 40, width: 10, height: 10))])
        let data = try SystemTestSupport.render(scene).report.jsonData()
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(json.keys) == ["elements", "warnings"])
        let elements = try #require(json["elements"] as? [[String: Any]])
        // RenderReport's documented format: a scene element has no tint, container, union, glass effect id,
        // accessibility names or vibrant texts, so those keys are left out.
        #expect(Set(elements[0].keys) == ["id", "item", "frame", "shape", "glass", "appearance", "material", "backdropLuminance",
                                          "foreground", "contrastRatio", "warnings"])
        #expect(elements[0]["item"] as? String == "x" && elements[0]["shape"] as? String == "Capsule")
        // An element without a label or id: those keys are absent (null values are not written); its display item
        // is named by position.
        #expect(elements[1]["foreground"] == nil && elements[1]["id"] == nil && elements[1]["item"] as? String == "#2")
    }
}
