import Foundation
import LiquidGlass
import Testing

/// Nothing a user owns is lost by `animate` and `render` (issue 46): outputs never land on the run's inputs, a
/// folder of frames never deletes what appeared in it, and inputs that are not files are named as such.
@Suite("render and animate data safety")
struct OutputDataSafetyTests {
    /// `AnimateCLITests.scene` with a background photo and a second scene file's worth of states.
    static func photoScene(photo: String) -> String {
        AnimateCLITests.scene.replacingOccurrences(
            of: "  gradient: {colors: [\"#FF9500\", \"#5856D6\"], angle: 0}", with: "  image: \(photo)")
    }

    /// A 120 × 60 pt PNG made with `render`, to stand for a user's photo.
    static func makePhoto(in dir: URL) throws -> URL {
        let scene = try RenderCLITests.writeScene(RenderCLITests.smallScene, named: "photo-scene.yaml", in: dir)
        let photo = dir.appendingPathComponent("photo.png")
        let r = try CLIProcess.run(["render", scene.path, "-o", photo.path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        return photo
    }

    @Test func animateNeverWritesOntoItsInputs() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let photo = try Self.makePhoto(in: dir)
        let photoBytes = try Data(contentsOf: photo)
        let scene = try RenderCLITests.writeScene(Self.photoScene(photo: "photo.png"), in: dir)
        let sceneText = try String(contentsOf: scene, encoding: .utf8)
        let second = try RenderCLITests.writeScene(RenderCLITests.smallScene, named: "after.yaml", in: dir)
        let common = ["--fps", "10", "--duration", "0.2"]
        let cases: [[String]] = [
            ["animate", scene.path, "--from", "left", "--to", "right", "-o", scene.path] + common,
            ["animate", scene.path, "--from", "left", "--to", "right", "-o", "anim.png", "--filmstrip", scene.path] + common,
            ["animate", scene.path, "--from", "left", "--to", "right", "-o", photo.path] + common,
            ["animate", scene.path, "--from", "left", "--to", "right", "-o", "anim.png", "--filmstrip", "photo.png"] + common,
            ["animate", second.path, scene.path, "-o", scene.path] + common,
        ]
        for arguments in cases {
            let r = try CLIProcess.run(arguments, in: dir)
            #expect(r.status == 2, "\(arguments): status \(r.status), stderr: \(r.stderr)")
            // `-o scene.yaml` is refused for its extension first (an animation is .png, .webp, .gif or a folder).
            let reason = arguments.contains("-o") && arguments[arguments.firstIndex(of: "-o")! + 1].hasSuffix(".yaml")
                ? "-o must end in" : "an output never overwrites an input"
            #expect(r.stderr.contains(reason), "\(arguments): \(r.stderr)")
        }
        #expect(try String(contentsOf: scene, encoding: .utf8) == sceneText)
        #expect(try Data(contentsOf: photo) == photoBytes)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("anim.png").path))
    }

    @Test func animateRefusesAFilmstripOnItsAnimationASlashedFileAndAHexDuration() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try RenderCLITests.writeScene(AnimateCLITests.scene, in: dir)
        let base = ["animate", scene.path, "--from", "left", "--to", "right", "--fps", "10"]
        let same = try CLIProcess.run(base + ["--duration", "0.2", "-o", "a.png", "--filmstrip", "./a.png"], in: dir)
        #expect(same.status == 2 && same.stderr.contains("the same file"), "stderr: \(same.stderr)")
        let slashed = try CLIProcess.run(base + ["--duration", "0.2", "-o", "o.png/"], in: dir)
        #expect(slashed.status == 2 && slashed.stderr.contains("is a directory"), "stderr: \(slashed.stderr)")
        let hex = try CLIProcess.run(base + ["--duration", "0x10", "-o", "a.png"], in: dir)
        #expect(hex.status == 2 && hex.stderr.contains("--duration"), "stderr: \(hex.stderr)")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.path)
        #expect(left == ["scene.yaml"], "\(left)")
    }

    @Test func aSceneFontOrPhotoThatIsNotAFileIsNamedNotWaitedFor() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let fifo = dir.appendingPathComponent("font.ttf").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let fontScene = try RenderCLITests.writeScene(RenderCLITests.smallScene + "\nfont: font.ttf\n", in: dir)
        let r = try CLIProcess.run(["render", fontScene.path, "-o", dir.appendingPathComponent("o.png").path])
        #expect(r.status == 1, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("scene.yaml:") && r.stderr.contains("is a FIFO (named pipe), not a regular file"),
                "stderr: \(r.stderr)")
        // The scene file named once.
        #expect(r.stderr.components(separatedBy: "scene.yaml").count == 2, "stderr: \(r.stderr)")

        let zero = try RenderCLITests.writeScene(Self.photoScene(photo: "/dev/zero"), named: "zero.yaml", in: dir)
        let z = try CLIProcess.run(["render", zero.path, "-o", dir.appendingPathComponent("o.png").path])
        #expect(z.status == 1 && z.stderr.contains("is a character device, not a regular file"), "stderr: \(z.stderr)")
        #expect(!z.stderr.contains("permission denied"))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("o.png").path))
    }

    /// `preview` writes NAME.png into its folder through links: a link there to one of its Swift files is refused
    /// before anything is built.
    @Test func previewNeverWritesThroughALinkOntoItsSwiftFile() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let source = "import LiquidGlassUI\n#Preview(\"Card\") { Text(\"a\") }\n"
        try source.write(to: dir.appendingPathComponent("Card.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("previews"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("previews/Card.png").path,
                                                   withDestinationPath: "../Card.swift")
        let r = try CLIProcess.run(["preview", "Card.swift", "-o", "previews", "--no-lint"], in: dir)
        #expect(r.status == 1 && r.stderr.contains("a preview never overwrites an input"), "stderr: \(r.stderr)")
        #expect(try String(contentsOf: dir.appendingPathComponent("Card.swift"), encoding: .utf8) == source)
    }
}
