import Foundation
import LiquidGlassTestSupport

/// Runs the built `liquidglass` binary in a temporary project directory.
struct LintCLI {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    enum Failure: Error, CustomStringConvertible {
        case binaryNotFound([String])

        var description: String {
            switch self {
            case .binaryNotFound(let tried): "liquidglass binary not found; tried \(tried.joined(separator: ", "))"
            }
        }
    }

    /// A fresh temporary directory, removed by `cleanUp()`.
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("lg-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func cleanUp() {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes `text` to `path` (relative to the directory), creating folders.
    func write(_ path: String, _ text: String) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
    }

    /// The `liquidglass` executable: next to the test bundle (the products directory), or in this package's
    /// `.build/debug`.
    static func binary() throws -> URL {
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(folder.appendingPathComponent("liquidglass"))
            folder = folder.deletingLastPathComponent()
        }
        candidates.append(TestFiles.packageRoot.appendingPathComponent(".build/debug/liquidglass"))
        for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return candidate
            }
        }
        throw Failure.binaryNotFound(candidates.map(\.path))
    }

    /// Runs `liquidglass <arguments>` with the temporary directory as the current directory.
    func run(_ arguments: [String]) throws -> Result {
        let process = Process()
        process.executableURL = try Self.binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        // Files instead of pipes: a full pipe would block the child.
        let outURL = directory.appendingPathComponent(".stdout-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent(".stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        return Result(
            status: process.terminationStatus,
            stdout: try String(contentsOf: outURL, encoding: .utf8),
            stderr: try String(contentsOf: errURL, encoding: .utf8))
    }
}

/// Code snippets for the CLI tests.
enum LintSamples {
    /// A `.liquidglass.yml` that turns on the opt-in rule ``warning`` shows.
    static let optInConfiguration = "opt_in_rules: [glass_on_content]\n"

    /// One `glass_on_content` warning (line 4), with ``optInConfiguration`` (the rule is opt-in: its precision on
    /// the unseen apps' held-back half is under 90 %, docs/LINT.md).
    static let warning = """
        import SwiftUI
        struct Inbox: View {
            var body: some View {
                List(messages) { Text($0.subject).glassEffect() }
            }
        }
        """

    /// One `nonexistent_glass_api` error (line 4).
    static let error = """
        import SwiftUI
        struct Banner: View {
            var body: some View {
                Text("Hi").glassEffect(.regular, isEnabled: shows)
            }
        }
        """

    static let clean = """
        import SwiftUI
        struct Plain: View {
            var body: some View { Text("Hello").padding() }
        }
        """
}
