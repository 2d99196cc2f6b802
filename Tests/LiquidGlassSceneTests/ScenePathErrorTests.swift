import Foundation
import LiquidGlassCore
import LiquidGlassScene
import Testing

/// Bad SVG path data is reported at the offending character when the string is on one line.
@Suite struct ScenePathErrorTests {
    /// Decodes `text` with a path parser that fails at `offset`, like the real one does on bad data.
    private func error(_ text: String, failingAt offset: Int) -> String? {
        do {
            _ = try SceneLoader.parseDocument(text, fileName: "p.yaml", baseDirectory: URL(fileURLWithPath: "/")) {
                (_: String) throws(PathParseError) -> Path in
                throw PathParseError(offset: offset, message: "expected a number")
            }
            return nil
        } catch {
            return error.description
        }
    }

    private func scene(shape: String) -> String {
        "canvas: {width: 100, height: 100}\nbackground: {color: black}\nelements:\n"
            + "  - frame: [0, 0, 40, 40]\n    shape: \(shape)\n"
    }

    @Test func plainScalarPointsAtTheCharacter() {
        // `    shape: {path: M0 0 L` → the value starts at column 19; offset 5 is column 24.
        #expect(error(scene(shape: "{path: M0 0 L}"), failingAt: 5)
            == "p.yaml:5:24: elements[0].shape.path: bad path data: expected a number (at character 6)")
    }

    @Test func quotedScalarWithoutEscapesPointsAtTheCharacter() {
        #expect(error(scene(shape: "{path: \"M0 0 L\"}"), failingAt: 6)
            == "p.yaml:5:26: elements[0].shape.path: bad path data: expected a number (at character 7)")
    }

    @Test func multiLineScalarPointsAtTheScalar() {
        #expect(error(scene(shape: "\n        path: |\n          M0 0\n          L"), failingAt: 5)
            == "p.yaml:6:15: elements[0].shape.path: bad path data: expected a number (at character 6)")
    }

    @Test func escapedScalarPointsAtTheScalar() {
        #expect(error(scene(shape: "{path: \"M0\\t0 L\"}"), failingAt: 6)
            == "p.yaml:5:19: elements[0].shape.path: bad path data: expected a number (at character 7)")
    }

    /// With the real parser: runs once `Path(svgPathData:)` rejects bad data (the geometry work's parser;
    /// the interface stub accepts everything).
    @Test(.enabled(if: (try? Path(svgPathData: "M0 0 L")) == nil, "Path(svgPathData:) is still the stub"))
    func realParserErrorIsPlaced() {
        let error = SceneTestSupport.error(in: scene(shape: "{path: \"M0 0 L\"}"))
        #expect(error?.description.hasPrefix("test.yaml:5:") == true)
        #expect(error?.message.hasPrefix("elements[0].shape.path: bad path data: ") == true)
    }
}
