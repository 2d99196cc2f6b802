import Foundation
import LiquidGlassCore
import Testing

@Suite struct SceneColorTests {
    @Test func hexColoursInEveryForm() throws {
        let blue = try #require(Color(hex: "#0A84FF"))
        #expect(blue == Color(red: 10 / 255, green: 132 / 255, blue: 1))
        #expect(blue.light == blue.dark)
        #expect(blue.name == nil)
        #expect(Color(hex: "#0a84ff") == blue)
        #expect(Color(hex: "#F80") == Color(hex: "#FF8800"))
        #expect(Color(hex: "#F80")?.light == SIMD4<Float>(1, Float(136) / 255, 0, 1))
        let half = try #require(Color(hex: "#00000080"))
        #expect(half.light == SIMD4<Float>(0, 0, 0, Float(128) / 255))
        #expect(Color(hex: "#FFFFFF00")?.light.w == 0)
    }

    @Test(arguments: ["0A84FF", "#", "#1", "#12", "#1234", "#12345", "#1234567", "#123456789", "#GG0000",
                      "#0A84F ", " #0A84FF", "#+1A2B3", "＃0A84FF", "#0A84FF\n"])
    func malformedHexIsRejected(_ text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test func everyNamedColourIsFoundUnderItsName() throws {
        let names = Color.colorNames
        #expect(Set(names).count == names.count)
        for name in names {
            let color = try #require(Color.named(name), "\(name)")
            #expect(color.name == name)
            for component in [color.light, color.dark] {
                #expect(component.min() >= 0 && component.max() <= 1, "\(name)")
            }
        }
        #expect(Color.named("systemblue") == nil)
        #expect(Color.named("") == nil)
    }

    @Test func systemColoursDifferBetweenLightAndDark() {
        for color in [Color.systemRed, .systemOrange, .systemGreen, .systemMint, .systemTeal, .systemCyan,
                      .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown, .systemGray2, .label] {
            #expect(color.light != color.dark, "\(color.name ?? "?")")
        }
        #expect(Color.systemGray.light == Color.systemGray.dark)
        #expect(Color.systemBlue.srgb(in: .dark) == Color.systemBlue.dark)
    }

    @Test func systemGraysStepAwayFromTheBackground() {
        // systemGray … systemGray6 get lighter in light appearance and darker in dark appearance.
        let grays = [Color.systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6]
        for (a, b) in zip(grays, grays.dropFirst()) {
            #expect(a.light.x < b.light.x, "\(a.name ?? "") → \(b.name ?? "")")
            #expect(a.dark.x > b.dark.x, "\(a.name ?? "") → \(b.name ?? "")")
        }
    }

    @Test func swiftUINamesShareTheirSystemColoursValues() {
        let pairs: [(Color, Color)] = [(.red, .systemRed), (.orange, .systemOrange), (.yellow, .systemYellow),
            (.green, .systemGreen), (.mint, .systemMint), (.teal, .systemTeal), (.cyan, .systemCyan),
            (.blue, .systemBlue), (.indigo, .systemIndigo), (.purple, .systemPurple), (.pink, .systemPink),
            (.brown, .systemBrown), (.gray, .systemGray), (.primary, .label), (.secondary, .secondaryLabel)]
        for (short, system) in pairs {
            #expect(short.light == system.light && short.dark == system.dark, "\(short.name ?? "")")
            #expect(short.name != system.name)
        }
        #expect(Color.clear.light.w == 0 && Color.clear.dark.w == 0)
        #expect(Color.white.light == SIMD4<Float>(1, 1, 1, 1))
        #expect(Color.black.dark == SIMD4<Float>(0, 0, 0, 1))
    }

    @Test func nearestNameSuggestions() {
        #expect(NameSuggestion.nearest(to: "widht", in: ["width", "height", "scale"]) == "width")
        #expect(NameSuggestion.nearest(to: "systemGrey", in: Color.colorNames) == "systemGray")
        #expect(NameSuggestion.nearest(to: "SYSTEMBLUE", in: Color.colorNames) == "systemBlue")
        #expect(NameSuggestion.nearest(to: "round", in: ["capsule", "roundedRectangle"]) == "roundedRectangle")
        #expect(NameSuggestion.nearest(to: "lights", in: ["canvas", "colorScheme", "background", "elements"]) == nil)
        #expect(NameSuggestion.nearest(to: "x", in: ["id", "y"]) == nil)
        #expect(NameSuggestion.editDistance("abc", "acb") == 1)
        #expect(NameSuggestion.editDistance("kitten", "sitting") == 3)
        #expect(NameSuggestion.editDistance("", "abc") == 3)
    }
}
