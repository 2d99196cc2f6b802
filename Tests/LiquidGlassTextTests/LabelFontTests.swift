import Foundation
import LiquidGlassText
import Testing

/// Finding fonts: explicit files, the system lookup, weights, and the errors for each way it can fail.
@Suite struct LabelFontTests {
    @Test func systemLookupPicksInterFilesByWeight() throws {
        let regular = try LabelFont.system(weight: .regular)
        let semibold = try LabelFont.system(weight: .semibold)
        #expect(regular.path.hasSuffix("/Inter-Regular.otf"))
        #expect(semibold.path.hasSuffix("/Inter-SemiBold.otf"))
        #expect(regular.familyName.hasPrefix("Inter"))
        #expect(regular.syntheticEmboldening == 0 && semibold.syntheticEmboldening == 0)
        // Every weight has its own file: none is thickened.
        #expect(try LabelFont.system(weight: .medium).path.hasSuffix("/Inter-Medium.otf"))
        #expect(try LabelFont.system(weight: .medium).syntheticEmboldening == 0)
        #expect(try LabelFont.system(weight: .heavy).path.hasSuffix("/Inter-ExtraBold.otf"))
        // From 20 pt the Display cut, as SF Pro switches from Text to Display there.
        #expect(try LabelFont.system(weight: .bold, design: .default, italic: false, pointSize: 34).path.hasSuffix("/InterDisplay-Bold.otf"))
        #expect(try LabelFont.system(weight: .regular, design: .default, italic: true, pointSize: 17).path.hasSuffix("/Inter-Italic.otf"))
        #expect(try LabelFont.system(weight: .regular, design: .monospaced, italic: false, pointSize: 17).path.hasSuffix("/DejaVuSansMono.ttf"))
        #expect(try LabelFont.system(weight: .bold, design: .serif, italic: false, pointSize: 17).path.hasSuffix("/DejaVuSerif-Bold.ttf"))
    }

    @Test func dejaVuIsTheFallbackAndItsMissingWeightsAreThickened() throws {
        // Without Inter in the search path, DejaVu Sans as before: medium and heavy are the nearest file, thickened.
        let dirs = ["/usr/share/fonts/truetype/dejavu"]
        let regular = try LabelFont.system(weight: .regular, searching: dirs)
        #expect(regular.path.hasSuffix("/DejaVuSans.ttf"))
        #expect(try LabelFont.system(weight: .medium, searching: dirs).path == regular.path)
        #expect(try LabelFont.system(weight: .medium, searching: dirs).syntheticEmboldening > 0)
        #expect(try LabelFont.system(weight: .heavy, searching: dirs).path.hasSuffix("/DejaVuSans-Bold.ttf"))
    }

    @Test func lookupScansBelowASearchDirectory() throws {
        let system = try LabelFont.system(weight: .bold)
        let root = try LabelTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let nested = root.appendingPathComponent("a/b/c", isDirectory: true)
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: system.path, toPath: nested.appendingPathComponent("DejaVuSans-Bold.ttf").path)
        let found = try LabelFont.system(weight: .bold, searching: ["/nonexistent-fonts", root.path])
        #expect(found.path == nested.appendingPathComponent("DejaVuSans-Bold.ttf").path)
        // The regular file is not there, so regular is not found in that directory alone.
        #expect(FontLocator.find(weight: .regular, in: [root.path]) == nil)
    }

    @Test func noFontFoundListsThePlacesSearched() throws {
        let empty = try LabelTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        let places = [empty.path, "/nonexistent-fonts"]
        #expect(throws: LabelError.fontNotFound(weight: .regular, searched: places)) {
            try LabelFont.system(weight: .regular, searching: places)
        }
        let message = LabelError.fontNotFound(weight: .regular, searched: places).description
        #expect(message.contains(empty.path) && message.contains("/nonexistent-fonts"))
        #expect(message.contains("--font"))
    }

    @Test func missingFontPathIsAnErrorNamingIt() {
        let path = "/nonexistent/fonts/Missing.ttf"
        #expect(throws: LabelError.unusableFont(path: path, reason: "no such file")) {
            try LabelFont(path: path)
        }
        #expect(LabelError.unusableFont(path: path, reason: "no such file").description.hasPrefix(path))
        // The label rasterizer passes the error on.
        #expect(throws: LabelError.unusableFont(path: path, reason: "no such file")) {
            try LabelRasterizer().rasterize(LabelSpec(text: "Hi", fontPath: path), scale: 2)
        }
    }

    @Test func directoriesAndNonFontFilesAreRejected() throws {
        let directory = try LabelTestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(throws: LabelError.unusableFont(path: directory.path, reason: "is a directory")) {
            try LabelFont(path: directory.path)
        }
        let text = directory.appendingPathComponent("notes.ttf")
        try Data("this is not a font".utf8).write(to: text)
        let error = #expect(throws: LabelError.self) { try LabelFont(path: text.path) }
        guard case .unusableFont(let path, let reason) = error else {
            Issue.record("expected unusableFont, got \(String(describing: error))")
            return
        }
        #expect(path == text.path)
        #expect(reason == "unknown file format")
    }

    @Test func explicitFontIsUsedForEveryWeight() throws {
        let mono = try LabelTestSupport.dejaVu().path
            .replacingOccurrences(of: "DejaVuSans.ttf", with: "DejaVuSansMono.ttf")
        try #require(FileManager.default.fileExists(atPath: mono))
        let font = try LabelFont.resolve(weight: .bold, path: mono)
        #expect(font.path == mono && font.syntheticEmboldening == 0)
        // A monospaced font: every glyph has the same advance.
        let rasterizer = try TextRasterizer(font: font)
        let narrow = try rasterizer.rasterize("iiii", pointSize: 17, scale: 2)
        let wide = try rasterizer.rasterize("MMMM", pointSize: 17, scale: 2)
        #expect(abs(narrow.advance - wide.advance) < 0.01)
    }

    @Test func weightsParseFromSceneStrings() throws {
        #expect(FontWeight(name: "semibold") == .semibold)
        #expect(FontWeight(name: "SemiBold") == .semibold)
        #expect(FontWeight(name: "semi-bold") == .semibold)
        #expect(FontWeight(name: "ultra_light") == .ultraLight)
        #expect(FontWeight(name: "Heavy") == .heavy)
        #expect(try FontWeight(parsing: "bold") == .bold)
        for weight in FontWeight.allCases { #expect(FontWeight(name: weight.rawValue) == weight) }
        #expect(throws: LabelError.unknownWeight("boldest")) { try FontWeight(parsing: "boldest") }
        #expect(LabelError.unknownWeight("boldest").description.contains("semibold"))
        #expect(FontWeight.regular < .semibold && .semibold < .black)
    }
}
