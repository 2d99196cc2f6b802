import Foundation
import LiquidGlassScene
import Testing

/// Each kind of bad input gives `file:line:column: path: message` at the right place.
@Suite struct SceneErrorTests {
    private func error(_ text: String, fileName: String = "test.yaml") -> String? {
        SceneTestSupport.error(in: text, fileName: fileName)?.description
    }

    @Test func unknownKeyNamesTheAllowedKeysAndSuggestsTheNearest() {
        #expect(error("""
            canvas: {widht: 402, height: 874}
            background: {color: black}
            elements: []
            """) == "test.yaml:1:10: canvas: unknown key 'widht'; did you mean 'width'? "
                + "(allowed keys: width, height, scale)")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements: []
            lights: on
            """) == "test.yaml:4:1: scene: unknown key 'lights' (allowed keys: canvas, colorScheme, background, "
                + "elements, accessibility, font, lightAngle, states, transitions)")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - frame: [0, 0, 10, 10]
                tnit: systemBlue
            """) == "test.yaml:5:5: elements[0]: unknown key 'tnit'; did you mean 'tint'? "
                + "(allowed keys: id, shape, frame, glass, tint, interactive, union, label, pressed, touch)")
    }

    @Test func wrongTypes() {
        #expect(error("""
            canvas: {width: "402", height: 874}
            background: {color: black}
            elements: []
            """) == "test.yaml:1:17: canvas.width: expected a number, found the string \"402\"")
        #expect(error("""
            canvas: [402, 874]
            background: {color: black}
            elements: []
            """) == "test.yaml:1:9: canvas: expected a mapping like {width: 402, height: 874, scale: 3}, "
                + "found a list")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements: {frame: [0, 0, 1, 1]}
            """) == "test.yaml:3:11: elements: expected a list, found a mapping")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - frame: [0, 0, 10, 10]
                interactive: yes
            """) == "test.yaml:5:18: elements[0].interactive: expected true or false, found the string \"yes\"")
        #expect(error("""
            - canvas
            """) == "test.yaml:1:1: scene: expected a mapping like {canvas: …, background: …, elements: […]}, "
                + "found a list")
    }

    @Test func negativeAndZeroSizes() {
        #expect(error("""
            canvas: {width: 402, height: -874}
            background: {color: black}
            elements: []
            """) == "test.yaml:1:30: canvas.height: expected a positive number, found -874")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - frame: [0, 0, 0, 10]
            """) == "test.yaml:4:19: elements[0].frame[2] (width): expected a positive number, found 0")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - frame: [0, 0, 10]
            """) == "test.yaml:4:12: elements[0].frame: expected 4 numbers [x, y, width, height], found 3 items")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - shape: {roundedRectangle: {cornerRadius: -4}}
                frame: [0, 0, 10, 10]
            """) == "test.yaml:4:46: elements[0].shape.roundedRectangle.cornerRadius: expected a number from 0 "
                + "to 1000000, found -4")
    }

    @Test func notANumberAndInfinity() {
        #expect(error("""
            canvas: {width: .nan, height: 874}
            background: {color: black}
            elements: []
            """) == "test.yaml:1:17: canvas.width: expected a finite number, found .nan")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - frame: [-.inf, 0, 10, 10]
            """) == "test.yaml:4:13: elements[0].frame[0] (x): expected a finite number, found -.inf")
        #expect(error("""
            {"canvas": {"width": 1e400, "height": 874}, "background": {"color": "black"}, "elements": []}
            """, fileName: "big.json") == "big.json:1:22: canvas.width: expected a finite number, found 1e400")
    }

    @Test func scaleAndCanvasSizeLimits() {
        #expect(error("""
            canvas: {width: 402, height: 874, scale: 5}
            background: {color: black}
            elements: []
            """) == "test.yaml:1:42: canvas.scale: expected a number from 1 to 4, found 5")
        #expect(error("""
            canvas: {width: 20000, height: 20000, scale: 3}
            background: {color: black}
            elements: []
            """) == "test.yaml:1:9: canvas: too large: 20000 × 20000 points at scale 3 is 3600000000 pixels; "
                + "the limit is 268435456 (2^28)")
        // Exactly 2^28 pixels is allowed; one row more is not.
        #expect(error("""
            canvas: {width: 16384, height: 16384, scale: 1}
            background: {color: black}
            elements: []
            """) == nil)
        #expect(error("""
            canvas: {width: 16384, height: 16385, scale: 1}
            background: {color: black}
            elements: []
            """)?.hasPrefix("test.yaml:1:9: canvas: too large:") == true)
        #expect(error("""
            canvas: {width: 0.1, height: 874, scale: 1}
            background: {color: black}
            elements: []
            """) == "test.yaml:1:9: canvas: too small: 0.1 × 874 points at scale 1 is less than one pixel wide "
                + "or high")
    }

    @Test func missingRequiredKeys() {
        #expect(error("""
            background: {color: black}
            elements: []
            """) == "test.yaml:1:1: scene: missing required key 'canvas'")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            """) == "test.yaml:1:1: scene: missing required key 'elements'")
        #expect(error("""
            canvas:
              width: 402
            background: {color: black}
            elements: []
            """) == "test.yaml:2:3: canvas: missing required key 'height'")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - {shape: circle}
            """) == "test.yaml:4:5: elements[0]: missing required key 'frame'")
        #expect(error("") == "test.yaml:1:1: the file is empty; expected a scene with canvas, background and elements")
    }

    @Test func badHexColours() {
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: "#12345"}
            elements: []
            """) == "test.yaml:2:21: background.color: bad hex colour '#12345': expected #RGB, #RRGGBB or "
                + "#RRGGBBAA with hex digits 0-9 and A-F")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - frame: [0, 0, 10, 10]
                tint: "#0A84FG"
            """) == "test.yaml:5:11: elements[0].tint: bad hex colour '#0A84FG': expected #RGB, #RRGGBB or "
                + "#RRGGBBAA with hex digits 0-9 and A-F")
        // Unquoted, `#` starts a comment and the value is empty: the message says so.
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - frame: [0, 0, 10, 10]
                tint: #0A84FF
            """) == "test.yaml:5:10: elements[0].tint: expected a colour: \"#RRGGBB\", \"#RRGGBBAA\", \"#RGB\", "
                + "a system colour name such as systemBlue, or {color: …, opacity: …}; found nothing (null) "
                + "(an unquoted # starts a YAML comment: write \"#RRGGBB\" in quotes)")
    }

    @Test func unknownSystemColour() {
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - frame: [0, 0, 10, 10]
                tint: systemBlu
            """) == "test.yaml:5:11: elements[0].tint: unknown colour name 'systemBlu'; did you mean 'systemBlue'? "
                + "(system colours: systemRed … systemBrown, systemGray … systemGray6, label, SwiftUI names such as "
                + "blue; or a hex colour \"#RRGGBB\")")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - frame: [0, 0, 10, 10]
                tint: {color: systemGrey4, opacity: 0.5}
            """)?.hasPrefix("test.yaml:5:19: elements[0].tint.color: unknown colour name 'systemGrey4'; "
                + "did you mean 'systemGray4'?") == true)
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - frame: [0, 0, 10, 10]
                tint: {color: red, opacity: 2}
            """) == "test.yaml:5:33: elements[0].tint.opacity: expected a number from 0 to 1, found 2")
    }

    @Test func unknownShapeAndGlassNames() {
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - {frame: [0, 0, 10, 10], shape: cirle}
            """) == "test.yaml:4:36: elements[0].shape: unknown shape 'cirle'; did you mean 'circle'? "
                + "(expected capsule, circle, ellipse, rectangle, {roundedRectangle: {cornerRadius: …}} or "
                + "{path: \"…\"})")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - {frame: [0, 0, 10, 10], glass: prominent}
            """) == "test.yaml:4:36: elements[0].glass: unknown glass 'prominent' (expected one of regular, clear, "
                + "identity)")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - {frame: [0, 0, 10, 10], glass: Clear}
            """) == "test.yaml:4:36: elements[0].glass: unknown glass 'Clear'; did you mean 'clear'? (expected one "
                + "of regular, clear, identity)")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - {frame: [0, 0, 10, 10], shape: roundedRectangle}
            """) == "test.yaml:4:36: elements[0].shape: roundedRectangle needs a corner radius: write "
                + "{roundedRectangle: {cornerRadius: 16}}")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - {frame: [0, 0, 10, 10], shape: {roundedRectangle: {cornerRadius: 4, style: squircle}}}
            """) == "test.yaml:4:80: elements[0].shape.roundedRectangle.style: unknown corner style 'squircle' "
                + "(expected one of circular, continuous)")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - {frame: [0, 0, 10, 10], shape: {}}
            """) == "test.yaml:4:36: elements[0].shape: expected exactly one of roundedRectangle, path; found none")
    }

    @Test func missingBackgroundImage() {
        let directory = (try? SceneTestSupport.fixturesDirectory().path) ?? "?"
        #expect(error("""
            canvas: {width: 402, height: 874}
            background:
              image: images/missing.png
            elements: []
            """) == "test.yaml:3:10: background.image: no image file at '\(directory)/images/missing.png' "
                + "('images/missing.png' resolved against the scene file's directory)")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {image: images}
            elements: []
            """) == "test.yaml:2:21: background.image: '\(directory)/images' is a directory, expected an image file")
    }

    @Test func backgroundNeedsExactlyOneKind() {
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {dim: 0.5}
            elements: []
            """) == "test.yaml:2:13: background: expected exactly one of image, gradient, color; found none")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black, image: images/tiny.png}
            elements: []
            """) == "test.yaml:2:28: background: has both color and image; expected exactly one of image, "
                + "gradient, color")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black, fill: cover}
            elements: []
            """) == "test.yaml:2:28: background.fill: fill applies only to an image background")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {image: images/tiny.png, fill: fit}
            elements: []
            """) == "test.yaml:2:44: background.fill: unknown fill 'fit' (expected one of cover, contain, stretch)")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {gradient: {colors: [black]}}
            elements: []
            """) == "test.yaml:2:33: background.gradient.colors: expected at least 2 colours, found 1 (for one "
                + "colour use background.color)")
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {gradient: {colors: [black, white], locations: [0.5, 0.2]}}
            elements: []
            """) == "test.yaml:2:66: background.gradient.locations[1]: locations must not decrease, found 0.2 "
                + "after 0.5")
    }

    @Test func syntaxErrorsKeepTheirPlace() {
        #expect(error("""
            canvas: {width: 402, height: 874
            background: {color: black}
            """) == "test.yaml:2:11: syntax error: did not find expected ',' or '}' (while parsing a flow mapping "
                + "at line 1)")
        #expect(error("canvas:\n\twidth: 1\n")?.hasSuffix("; YAML does not allow tabs for indentation, use spaces")
            == true)
        // An unquoted colour inside a flow mapping: the comment it starts eats the closing brace, and libyaml's
        // error is on the next line; the message points back at the colour (found by a new user's walkthrough).
        #expect(error("""
            canvas: {width: 100, height: 100}
            background: {color: black}
            elements:
              - {shape: circle, frame: [10, 10, 44, 44], tint: #0A84FF}
            """) == "test.yaml:5:1: syntax error: did not find expected node content (while parsing a flow node at "
                + "line 5); line 4 has an unquoted #RRGGBB colour, which YAML reads as the start of a comment: write "
                + "it in quotes (\"#0A84FF\")")
        // A comment after a value is not a colour.
        #expect(error("canvas: {width: 402, height: 874\n# a comment #FFF\nbackground: {color: black}\n")?
            .contains("unquoted") == false)
        #expect(error("""
            canvas: {width: 402, height: 874}
            canvas: {width: 402, height: 874}
            """) == "test.yaml:1:1: duplicate key 'canvas' in the same mapping")
        #expect(error("""
            canvas: {width: 402, height: 874}
            ---
            canvas: {width: 402, height: 874}
            """) == "test.yaml:2:1: syntax error: found another document (expected a single document in the stream "
                + "at line 1)")
    }

    @Test func duplicateElementIds() {
        #expect(error("""
            canvas: {width: 402, height: 874}
            background: {color: black}
            elements:
              - {id: a, frame: [0, 0, 10, 10]}
              - {id: a, frame: [0, 0, 10, 10]}
            """) == "test.yaml:5:5: elements[1]: duplicate id 'a' (first used at line 4)")
    }

    @Test func byteOrderMarkAndWindowsLineEndingsKeepPositions() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString).yaml")
        let text = "canvas: {width: 402, height: 874}\r\nbackground: {color: black}\r\nelements:\r\n"
            + "  - {frame: [0, 0, 10, 10], glass: frosted}\r\n"
        try (Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: SceneError(file: file.path, line: 4, column: 36,
                                   message: "elements[0].glass: unknown glass 'frosted' (expected one of regular, "
                                    + "clear, identity)")) {
            try SceneLoader.load(contentsOf: file)
        }
        let firstLine = "canvas: {width: -402, height: 874}\nbackground: {color: black}\nelements: []\n"
        try (Data([0xEF, 0xBB, 0xBF]) + Data(firstLine.utf8)).write(to: file)
        #expect(throws: SceneError(file: file.path, line: 1, column: 17,
                                   message: "canvas.width: expected a positive number, found -402")) {
            try SceneLoader.load(contentsOf: file)
        }
    }

    @Test func invalidUTF8IsReportedAtTheBadByte() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).yaml")
        try Data("canvas: {width: 1}\nbackground: caf".utf8 + [0xE9] + Data("\n".utf8)).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(throws: SceneError(file: file.path, line: 2, column: 16,
                                   message: "the file is not valid UTF-8 text (scene files must be UTF-8)")) {
            try SceneLoader.load(contentsOf: file)
        }
    }

    @Test func unreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent/scene.yaml")
        do {
            _ = try SceneLoader.load(contentsOf: url)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/scene.yaml:1:1: cannot read the scene file: "))
        }
    }
}
