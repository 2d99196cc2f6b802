import Foundation
import Testing

/// Regression tests for issue 15 on the command line: outputs never overwrite inputs, one exit-status scheme
/// (0 success, 1 input/render/write error, 2 usage error), inputs that are not regular files.
@Suite("CLI hardening", .serialized)
struct CLIHardeningTests {
    @Test func renderNeverOverwritesItsScene() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try RenderCLITests.writeScene(RenderCLITests.smallScene, in: dir)
        let r = try CLIProcess.run(["render", scene.path, "-o", scene.path])
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(r.stderr.contains("never overwrites an input"))
        #expect(try String(contentsOf: scene, encoding: .utf8) == RenderCLITests.smallScene)
        // The same file under another spelling, and the report aimed at the scene.
        let other = dir.appendingPathComponent("./sub/../scene.yaml").path
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        #expect(try CLIProcess.run(["render", scene.path, "-o", other]).status == 2)
        let report = try CLIProcess.run(["render", scene.path, "-o", dir.appendingPathComponent("o.png").path, "--report", scene.path])
        #expect(report.status == 2)
        #expect(try String(contentsOf: scene, encoding: .utf8) == RenderCLITests.smallScene)
    }

    @Test func renderOutputThatIsADirectoryIsAUsageError() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try RenderCLITests.writeScene(RenderCLITests.smallScene, in: dir)
        let r = try CLIProcess.run(["render", scene.path, "-o", dir.path + "/"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("is a directory"))
        let missing = try CLIProcess.run(["render", scene.path, "-o", dir.appendingPathComponent("new").path + "/"])
        #expect(missing.status == 2)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("new").path))
    }

    /// Where the outputs go is checked before anything is drawn, and a command that fails leaves no output: found
    /// by a walkthrough as a new user (a report into a missing folder failed only after the render, in Foundation's
    /// words; a filmstrip into a missing folder failed after the animation had been written).
    @Test func outputsGoingNowhereFailBeforeAnythingIsWritten() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try RenderCLITests.writeScene(RenderCLITests.smallScene, in: dir)
        let png = dir.appendingPathComponent("o.png")
        let report = try CLIProcess.run(["render", scene.path, "-o", png.path, "--report", dir.path + "/nowhere/r.json"])
        #expect(report.status == 1, "stderr: \(report.stderr)")
        #expect(report.stderr.contains("the folder it goes in, \(dir.path)/nowhere, does not exist"), "stderr: \(report.stderr)")
        #expect(!FileManager.default.fileExists(atPath: png.path))
        let inFile = try CLIProcess.run(["render", scene.path, "-o", scene.path + "/o.png"])
        #expect(inFile.status == 1)
        #expect(inFile.stderr.contains("\(scene.path) is not a folder"), "stderr: \(inFile.stderr)")

        let animated = try RenderCLITests.writeScene(AnimateCLITests.scene, named: "anim.yaml", in: dir)
        let gif = dir.appendingPathComponent("a.gif")
        let strip = try CLIProcess.run(["animate", animated.path, "--from", "left", "--to", "right", "--fps", "10",
                                        "--duration", "0.1", "-o", gif.path, "--filmstrip", dir.path + "/nowhere/s.png"])
        #expect(strip.status == 1, "stderr: \(strip.stderr)")
        #expect(strip.stderr.contains("the folder it goes in, \(dir.path)/nowhere, does not exist"), "stderr: \(strip.stderr)")
        #expect(!FileManager.default.fileExists(atPath: gif.path))
        let noScene = try CLIProcess.run(["animate", dir.path + "/none.yaml", "-o", gif.path])
        #expect(noScene.status == 1)
        #expect(noScene.stderr.contains("none.yaml: no such scene file"), "stderr: \(noScene.stderr)")
    }

    /// `render` writes PNG whatever the name says; a name promising another format, or no name, is a usage error.
    @Test func renderRefusesANameThatIsNotAPNGs() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try RenderCLITests.writeScene(RenderCLITests.smallScene, in: dir)
        for name in ["o.jpg", "o.JPEG", "o.webp", "o.gif"] {
            let r = try CLIProcess.run(["render", scene.path, "-o", dir.appendingPathComponent(name).path])
            #expect(r.status == 2, "\(name): \(r.stderr)")
            #expect(r.stderr.contains("render writes PNG only"), "\(name): \(r.stderr)")
            #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path))
        }
        let empty = try CLIProcess.run(["render", scene.path, "-o", ""])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("-o/--output is empty"), "stderr: \(empty.stderr)")
    }

    /// `--light-angle -90` is the example of `render --help`: a negative number is the option's value.
    @Test func negativeLightAngleIsAccepted() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try RenderCLITests.writeScene(RenderCLITests.smallScene, in: dir)
        let out = dir.appendingPathComponent("o.png")
        let r = try CLIProcess.run(["render", scene.path, "-o", out.path, "--light-angle", "-90"])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        #expect(FileManager.default.fileExists(atPath: out.path))
    }

    /// `--memory-limit` is the render's budget: over it, a located error before anything is allocated or
    /// written (exit 1); an absurd value is a usage error (exit 2). The small scene at --scale 8 is
    /// 960 × 640 px × 48 bytes (three float RGBA canvases) + 16 KiB for its element = 29,507,584 bytes = 28.1 MiB.
    @Test func memoryLimitIsABudgetCheckedBeforeRendering() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let scene = try RenderCLITests.writeScene(RenderCLITests.smallScene, in: dir)
        let out = dir.appendingPathComponent("o.png")
        let over = try CLIProcess.run(["render", scene.path, "-o", out.path, "--scale", "8", "--memory-limit", "16"])
        #expect(over.status == 1, "stderr: \(over.stderr)")
        #expect(over.stderr.contains("needs 28.1 MiB to render"), "stderr: \(over.stderr)")
        // Named by its scene file, the element counted in the singular where there is one.
        #expect(over.stderr.contains("error: \(scene.path): the canvas (") && over.stderr.contains("with 1 glass element needs"), "stderr: \(over.stderr)")
        #expect(over.stderr.contains("over the memory budget of 16 MiB (raise it with --memory-limit)"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
        let within = try CLIProcess.run(["render", scene.path, "-o", out.path, "--scale", "8", "--memory-limit", "64"])
        #expect(within.status == 0, "stderr: \(within.stderr)")
        for bad in ["0", "-3", "99999999", "lots"] {
            let r = try CLIProcess.run(["render", scene.path, "-o", out.path, "--memory-limit", bad])
            #expect(r.status == 2, "--memory-limit \(bad): \(r.stderr)")
        }
    }

    @Test func aFIFOSceneIsNamedAsSuch() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let fifo = dir.appendingPathComponent("scene.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let r = try CLIProcess.run(["render", fifo, "-o", dir.appendingPathComponent("o.png").path])
        #expect(r.status == 1)
        #expect(r.stderr.contains("FIFO"), "stderr: \(r.stderr)")
        let device = try CLIProcess.run(["render", "/dev/zero", "-o", dir.appendingPathComponent("o.png").path])
        #expect(device.status == 1)
        #expect(device.stderr.contains("character device"), "stderr: \(device.stderr)")
    }

    @Test(arguments: [["lint", "--bogus"], ["lint", "rules", "--bogus"], ["lint", "bench", "--bogus"],
                      ["render", "s.yaml", "-o", "o.png", "--bogus"], ["bench", "--bogus"], ["demo", "--bogus"], ["--bogus"]])
    func everyUnknownOptionExitsWith2(arguments: [String]) throws {
        let r = try CLIProcess.run(arguments)
        #expect(r.status == 2, "\(arguments): stderr \(r.stderr)")
        #expect(r.stderr.contains("--bogus"))
        // The usage names the command as the user typed it (lint's options said `Usage: lint …`).
        if arguments == ["lint", "--bogus"] {
            #expect(r.stderr.contains("Usage: liquidglass lint [") && r.stderr.contains("See 'liquidglass lint --help'"), "\(r.stderr)")
        }
    }

    /// A negative number is an option's value, so the message says what the value must be (it said "Missing value
    /// for '--threads <threads>'": ArgumentParser took `-3` for an option).
    @Test(arguments: [(["render", "s.yaml", "-o", "o.png", "--threads", "-3"], "--threads must be at least 1"),
                      (["animate", "a.yaml", "-o", "a.gif", "--duration", "-1"], "--duration must be 'auto' or a number"),
                      (["lint", "--max-file-bytes", "-5"], "--max-file-bytes must be at least 1")])
    func negativeNumbersAreValuesToCheck(arguments: [String], message: String) throws {
        let r = try CLIProcess.run(arguments)
        #expect(r.status == 2, "\(arguments): stderr \(r.stderr)")
        #expect(r.stderr.contains(message), "\(arguments): stderr \(r.stderr)")
    }

    @Test func lintBenchRefusesToReplaceADirectoryItDidNotMake() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let precious = dir.appendingPathComponent("precious")
        try FileManager.default.createDirectory(at: precious, withIntermediateDirectories: true)
        try "keep me".write(to: precious.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let r = try CLIProcess.run(["lint", "bench", "--lines", "10", "--runs", "1", "--output", precious.path])
        #expect(r.status == 2, "stderr: \(r.stderr)")
        #expect(try String(contentsOf: precious.appendingPathComponent("notes.txt"), encoding: .utf8) == "keep me")
        let file = dir.appendingPathComponent("file.txt")
        try "keep".write(to: file, atomically: true, encoding: .utf8)
        #expect(try CLIProcess.run(["lint", "bench", "--lines", "10", "--runs", "1", "--output", file.path]).status == 2)
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep")
        // Its own corpus it replaces.
        let corpus = dir.appendingPathComponent("corpus").path
        #expect(try CLIProcess.run(["lint", "bench", "--lines", "10", "--runs", "1", "--output", corpus]).status == 0)
        #expect(try CLIProcess.run(["lint", "bench", "--lines", "10", "--runs", "1", "--output", corpus]).status == 0)
    }

    @Test func lintBenchTimesAnExistingProjectWithoutWritingToIt() throws {
        let dir = try CLIProcess.temporaryDirectory()
        let sources = dir.appendingPathComponent("App/Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let code = "import SwiftUI\nstruct A: View {\n    var body: some View { Text(\"a\").glassEffect() }\n}\n"
        try code.write(to: sources.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        let before = try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted()
        let r = try CLIProcess.run(["lint", "bench", "--runs", "1", "--corpus", dir.path])
        #expect(r.status == 0, "stderr: \(r.stderr)")
        // One file of four lines (the text above), and every phase timed.
        #expect(r.stdout.contains("Corpus: 1 files, 4 lines under"), "\(r.stdout)")
        #expect(r.stdout.contains("Lint / parse:"))
        #expect(try FileManager.default.subpathsOfDirectory(atPath: dir.path).sorted() == before)
        // Not a directory, or no Swift in it: a usage error.
        #expect(try CLIProcess.run(["lint", "bench", "--corpus", dir.appendingPathComponent("missing").path]).status == 2)
        let empty = dir.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let none = try CLIProcess.run(["lint", "bench", "--corpus", empty.path])
        #expect(none.status == 2 && none.stderr.contains("holds no Swift files"), "stderr: \(none.stderr)")
    }

    @Test func writeBaselineNeverOverwritesALintedFile() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Sources/A.swift", LintSamples.warning)
        let r = try cli.run(["lint", "Sources", "--write-baseline", "Sources/A.swift"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("an input of this run"))
        #expect(try cli.read("Sources/A.swift") == LintSamples.warning)
        // Nor through a symbolic link to it, or a path spelt another way.
        try FileManager.default.createSymbolicLink(
            atPath: cli.directory.appendingPathComponent("link.json").path,
            withDestinationPath: cli.directory.appendingPathComponent("Sources/A.swift").path)
        for target in ["link.json", "Sources/../Sources/./A.swift"] {
            let again = try cli.run(["lint", "Sources", "--write-baseline", target])
            #expect(again.status == 2 && again.stderr.contains("an input of this run"), "\(target): \(again.stderr)")
            #expect(try cli.read("Sources/A.swift") == LintSamples.warning)
        }
        // A baseline into a folder that does not exist names the folder (it read "The operation could not be
        // completed. The file doesn't exist.").
        let missing = try cli.run(["lint", "Sources", "--write-baseline", "nowhere/b.json"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nowhere/b.json: cannot write the baseline: the folder it goes in, nowhere, does not exist"),
                "stderr: \(missing.stderr)")
    }

    @Test func configurationKeyOfTheWrongKindIsALocatedError() throws {
        let cli = try LintCLI()
        defer { cli.cleanUp() }
        try cli.write("Sources/A.swift", LintSamples.clean)
        try cli.write(".liquidglass.yml", "disabled_rules: glass_on_content\n")
        let r = try cli.run(["lint"])
        #expect(r.status == 2)
        #expect(r.stderr.contains(".liquidglass.yml:1:"), "stderr: \(r.stderr)")
    }
}
