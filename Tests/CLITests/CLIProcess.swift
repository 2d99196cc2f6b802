import Foundation
import LiquidGlassTestSupport

/// Runs the built `liquidglass` executable, as a user would, and captures what it prints.
struct CLIProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The executable SwiftPM built next to the test bundle (`.build/<config>/liquidglass`).
    static var executable: URL {
        let bundleDirectory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            bundleDirectory.appendingPathComponent("liquidglass"),
            bundleDirectory.deletingLastPathComponent().appendingPathComponent("liquidglass"),
            TestFiles.packageRoot.appendingPathComponent(".build/debug/liquidglass"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// The package's root directory (for example scenes).
    static var packageRoot: URL { TestFiles.packageRoot }

    /// Runs `liquidglass` with `arguments` in `directory` and waits for it.
    static func run(_ arguments: [String], in directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting so a chatty process cannot block on a full pipe.
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() throws -> URL { try TestFiles.temporaryDirectory(prefix: "liquidglass-cli") }
}
