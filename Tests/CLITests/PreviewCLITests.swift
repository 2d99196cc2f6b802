import Foundation
import Testing

/// `liquidglass preview`'s answers before it builds anything: bad files, files without previews, bad options.
/// (The build and render are checked end to end by `.ci/run`, which previews examples/Previews after `swift test`:
/// the build runs in the checkout's `.build`, which `swift test` holds while it runs.)
@Suite struct PreviewCLITests {
    @Test func aMissingFileIsNamed() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try CLIProcess.run(["preview", "Nowhere.swift", "-o", "out"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Nowhere.swift: no such Swift file"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("out").path))
        // A named pipe is named as such (reading it waited for a writer that never came).
        #expect(mkfifo(dir.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        let pipe = try CLIProcess.run(["preview", "Pipe.swift", "-o", "out"], in: dir)
        #expect(pipe.status == 1)
        #expect(pipe.stderr.contains("Pipe.swift: the Swift file is a FIFO (named pipe), not a regular file"), "\(pipe.stderr)")
    }

    @Test func aFileWithoutPreviewsSaysSo() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // A preview inside a type is not at file scope: named as skipped, and there is nothing else to render.
        try "struct S {\n    #Preview { EmptyView() }\n}\n".write(to: dir.appendingPathComponent("S.swift"), atomically: true, encoding: .utf8)
        let result = try CLIProcess.run(["preview", "S.swift", "-o", "out", "--no-lint"], in: dir)
        #expect(result.status == 1)
        #expect(result.stderr.contains("S.swift:2: warning: #Preview inside a type or function is not rendered"), "\(result.stderr)")
        #expect(result.stderr.contains("no file-scope #Preview in S.swift"), "\(result.stderr)")
    }

    @Test func notSwiftAndNotUTF8AreRefused() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data([0xFF, 0xFE, 0x00]).write(to: dir.appendingPathComponent("Bad.swift"))
        let binary = try CLIProcess.run(["preview", "Bad.swift"], in: dir)
        #expect(binary.status == 1 && binary.stderr.contains("Bad.swift: not UTF-8 text"), "\(binary.stderr)")
        let scene = try CLIProcess.run(["preview", "scene.yaml"], in: dir)
        #expect(scene.status == 1 && scene.stderr.contains("scene.yaml: expected a Swift source file"), "\(scene.stderr)")
    }

    @Test(arguments: [
        (["--device", "Nokia 3310"], "no device named Nokia 3310"),
        (["--scheme", "sepia"], "--scheme expects light or dark"),
        (["--scale", "nan"], "--scale expects a number"),
        (["--configuration", "fast"], "--configuration expects debug or release"),
    ])
    func badOptionsAreUsageErrors(options: [String], message: String) throws {
        let result = try CLIProcess.run(["preview", "Any.swift"] + options)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test func lintFindingsOnTheFilesArePrinted() throws {
        let dir = try CLIProcess.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Nested containers (a lint warning) and no preview: the findings print before the answer.
        let source = "import LiquidGlassUI\nlet v = GlassEffectContainer { GlassEffectContainer { Text(\"a\").glassEffect() } }\n"
        try source.write(to: dir.appendingPathComponent("Nested.swift"), atomically: true, encoding: .utf8)
        let result = try CLIProcess.run(["preview", "Nested.swift"], in: dir)
        #expect(result.status == 1)
        #expect(result.stdout.contains("Nested.swift:2:"), "\(result.stdout)")
        #expect(result.stdout.contains("nested_glass_container"), "\(result.stdout)")

        // The folder's `.liquidglass.yml` is honoured, as by `liquidglass lint`: with the rule disabled, no finding.
        try "disabled_rules: [nested_glass_container]\n".write(to: dir.appendingPathComponent(".liquidglass.yml"), atomically: true, encoding: .utf8)
        let configured = try CLIProcess.run(["preview", "Nested.swift"], in: dir)
        #expect(configured.status == 1)
        #expect(!configured.stdout.contains("nested_glass_container"), "\(configured.stdout)")
        #expect(configured.stderr.contains("no file-scope #Preview in Nested.swift"), "\(configured.stderr)")
    }
}
