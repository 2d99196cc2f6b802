import Foundation
import LiquidGlass
import Testing

/// End-to-end: the real `liquidglass` binary rendering scene files.
@Suite struct RenderCLITests {
    /// A small scene over a gradient, written to `dir`.
    static func writeScene(_ text: String, named name: String = "scene.yaml", in dir: URL) throws -> URL {
        let url = dir.appendingPathComponent(name)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    static let smallScene = """
        canvas: {width: 120, height: 80, scale: 2}
        background:
          gradient: {colors: ["#FF9500", "#5856D6"], angle: 45}
        elements:
          - id: pill
            frame: [10, 20, 100, 40]
            glass: regular
            tint: {color: systemBlue, opacity: 0.4}
        """

    @Test func rendersASceneToAPNGOfTheCanvasPixelSize() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try Self.writeScene(Self.smallScene, in: dir)
        let out = dir.appendingPathComponent("out.png")
        let r = try CLIProcess.run(["render", scene.path, "-o", out.path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let image = try ImageDecoder.decode(contentsOf: out)
        #expect(image.width == 240 && image.height == 160)
        // The glass changed the pixels under it: the centre is not the gradient's value any more.
        let plain = try BackdropBuilder.backdrop(for: SceneLoader.load(contentsOf: scene))
        #expect(Swift.abs(image[120, 80].x - plain[120, 80].x) > 0.01)
    }

    @Test func scaleOverrideChangesThePixelSize() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try Self.writeScene(Self.smallScene, in: dir)
        let out = dir.appendingPathComponent("out.png")
        let r = try CLIProcess.run(["render", scene.path, "-o", out.path, "--scale", "1"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let image = try ImageDecoder.decode(contentsOf: out)
        #expect(image.width == 120 && image.height == 80)
    }

    @Test func displacementLayerIsA16BitRGBAPNG() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try Self.writeScene(Self.smallScene, in: dir)
        let out = dir.appendingPathComponent("d.png")
        let r = try CLIProcess.run(["render", scene.path, "-o", out.path, "--layer", "displacement"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let bytes = [UInt8](try Data(contentsOf: out))
        // IHDR: width and height at 16…23, bit depth at 24, colour type at 25 (6 = RGBA).
        #expect(bytes.count > 26)
        let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 240)
        #expect(bytes[24] == 16)
        #expect(bytes[25] == 6)
    }

    @Test func everyLayerRenders() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try Self.writeScene(Self.smallScene, in: dir)
        for layer in RenderLayer.allCases {
            let out = dir.appendingPathComponent("\(layer.rawValue).png")
            let r = try CLIProcess.run(["render", scene.path, "-o", out.path, "--layer", layer.rawValue, "--scale", "1"])
            #expect(r.status == 0, "layer \(layer): \(r.stderr)")
            #expect(FileManager.default.fileExists(atPath: out.path), "layer \(layer)")
        }
    }

    @Test func sceneErrorsNameTheFileLineAndColumnAndWriteNothing() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try Self.writeScene("""
            canvas: {width: 100, height: 100}
            background: {color: "#FFFFFF"}
            elements:
              - frame: [0, 0, 10, 10]
                glas: regular
            """, in: dir)
        let out = dir.appendingPathComponent("out.png")
        let r = try CLIProcess.run(["render", scene.path, "-o", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("scene.yaml:5:5:"), "stderr: \(r.stderr)")
        #expect(r.stderr.contains("glass"), "a suggestion for the misspelt key: \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aBrokenBackgroundImageIsAnErrorNamingTheFile() throws {
        let dir = try CLIProcess.temporaryDirectory()
        // A PNG signature followed by garbage: a truncated file.
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48]).write(to: dir.appendingPathComponent("broken.png"))
        let scene = try Self.writeScene("""
            canvas: {width: 100, height: 100, scale: 1}
            background: {image: broken.png}
            elements: []
            """, in: dir)
        let out = dir.appendingPathComponent("out.png")
        let r = try CLIProcess.run(["render", scene.path, "-o", out.path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("broken.png"), "stderr: \(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func usageErrorsExitWith2() throws {
        let missingOutput = try CLIProcess.run(["render", "scene.yaml"])
        #expect(missingOutput.status == 2)
        let badLayer = try CLIProcess.run(["render", "scene.yaml", "-o", "x.png", "--layer", "sparkle"])
        #expect(badLayer.status == 2)
        let badScale = try CLIProcess.run(["render", "scene.yaml", "-o", "x.png", "--scale", "nan"])
        #expect(badScale.status == 2)
    }

    @Test func missingSceneFileIsAnInputError() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let r = try CLIProcess.run(["render", dir.appendingPathComponent("nope.yaml").path, "-o", dir.appendingPathComponent("o.png").path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("nope.yaml"))
    }

    @Test func demoWritesTheGalleryAndPrintsThePaths() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let r = try CLIProcess.run(["demo", "--output", dir.appendingPathComponent("gallery").path, "--only", "04"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let paths = r.stdout.split(separator: "\n").map(String.init)
        #expect(paths.count == 1)
        for path in paths {
            let image = try ImageDecoder.decode(contentsOf: URL(fileURLWithPath: path))
            #expect(image.width == 800 && image.height == 600)
        }
    }

    /// `--animations none` leaves out the tap recording the burst creation otherwise gets; a bad value is a
    /// usage error (exit 2).
    @Test func demoAnimationsOption() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let out = dir.appendingPathComponent("gallery")
        let r = try CLIProcess.run(["demo", "--output", out.path, "--only", "ui/01", "--animations", "none"], in: dir)
        #expect(r.status == 0, "stderr: \(r.stderr)")
        let written = r.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }
        #expect(written == ["01-radial-action-menu-resting.png", "01-radial-action-menu-expanded.png"])
        // Progress in a log (standard error is not a terminal here): plain lines, from 0 to every image.
        let progress = r.stderr.split(separator: "\n").filter { $0.hasPrefix("rendered ") && $0.contains("images") }
        #expect(progress.first == "rendered 0/2 images")
        #expect(progress.last == "rendered 2/2 images")
        let bad = try CLIProcess.run(["demo", "--output", out.path, "--animations", "some"], in: dir)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("animations"))
    }

    @Test func exampleScenesRender() throws {
        let examples = CLIProcess.packageRoot.appendingPathComponent("examples/scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: examples.path).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".json") }
        #expect(files.count >= 3)
        let dir = try CLIProcess.temporaryDirectory()
        for file in files.sorted() {
            let out = dir.appendingPathComponent(file + ".png")
            let r = try CLIProcess.run(["render", examples.appendingPathComponent(file).path, "-o", out.path, "--scale", "1"])
            #expect(r.status == 0, "\(file): \(r.stderr)")
        }
    }
}
