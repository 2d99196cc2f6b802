import Foundation

/// The program `liquidglass preview` compiles: the user's files (rewritten by ``PreviewSourceRewriter``) and a
/// `main.swift` listing their previews, built as the target `LiquidGlassPreviewHost` of the LiquidGlass package
/// itself.
///
/// LiquidGlass's manifest adds that target when `LIQUIDGLASS_PREVIEW_HOST` names the folder of the generated
/// sources (inside the package, under `.build`). Building it in the checkout's own build folder reuses everything
/// already built there — after `swift run liquidglass …` that is all of LiquidGlassUI — so a preview compiles
/// only the user's files (measured: 6 s for one file on 2 cores, against 3 min 13 s for a separate package
/// that built LiquidGlassUI and swift-syntax again).
public struct PreviewHostPackage: Sendable {
    /// The LiquidGlass checkout whose `LiquidGlassUI` the previews are built against.
    public let liquidGlassPackage: URL
    /// SwiftPM's build folder; nil for the checkout's own `.build`.
    public let scratch: URL?
    public let configuration: String

    public init(liquidGlassPackage: URL, scratch: URL?, configuration: String) {
        self.liquidGlassPackage = liquidGlassPackage
        self.scratch = scratch
        self.configuration = configuration
    }

    public static let targetName = "LiquidGlassPreviewHost"
    /// The environment variable LiquidGlass's manifest reads.
    public static let environmentVariable = "LIQUIDGLASS_PREVIEW_HOST"
    /// Set to 1, the manifest links LiquidGlassUIKit into the preview program.
    public static let uikitEnvironmentVariable = "LIQUIDGLASS_PREVIEW_UIKIT"
    /// The generated sources' folder, relative to the package (the manifest wants target paths inside it).
    public static let relativeSourcesPath = ".build/liquidglass-previews/\(targetName)"

    public var sourcesDirectory: URL {
        liquidGlassPackage.appendingPathComponent(Self.relativeSourcesPath, isDirectory: true)
    }

    /// Writes one file per source and `main.swift`. Files whose text is unchanged are left alone (their dates
    /// too), so the next build recompiles only what changed; files of an earlier run that are not in this one are
    /// removed.
    public func write(_ sources: [PreviewSourceRewriter]) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: sourcesDirectory, withIntermediateDirectories: true)
        var files: [String: String] = ["main.swift": Self.mainSource(for: sources)]
        for (index, source) in sources.enumerated() {
            // A number first keeps two files of the same name (in different folders) apart.
            files[String(format: "F%03d_", index) + URL(fileURLWithPath: source.path).lastPathComponent] = source.rewritten
        }
        for existing in try fileManager.contentsOfDirectory(atPath: sourcesDirectory.path) where files[existing] == nil {
            try fileManager.removeItem(at: sourcesDirectory.appendingPathComponent(existing))
        }
        for (name, text) in files {
            try writeIfChanged(text, to: sourcesDirectory.appendingPathComponent(name))
        }
    }

    private func writeIfChanged(_ text: String, to url: URL) throws {
        if let old = try? String(contentsOf: url, encoding: .utf8), old == text { return }
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// `main.swift`: lists every preview's registry type (under the `#if` conditions it was written in) and hands
    /// them to LiquidGlassUI's preview host.
    public static func mainSource(for sources: [PreviewSourceRewriter]) -> String {
        var lines = [
            "// Written by `liquidglass preview`: the previews of the files given to it.",
            "import Foundation",
            "import LiquidGlassUI",
            "",
            "// Top-level code runs on the main thread; in Swift 5 mode the compiler does not assume it, so say so.",
            "let status = MainActor.assumeIsolated {",
            "var registries: [any PreviewRegistry.Type] = []",
        ]
        for source in sources {
            for entry in source.entries {
                lines += wrapped("registries.append(\(entry.typeName).self)", in: entry.conditions)
            }
        }
        lines += ["return _PreviewHost.main(registries)", "}", "exit(status)", ""]
        return lines.joined(separator: "\n")
    }

    /// `statement` under the same `#if` clauses as the preview: for each level, every clause before the preview's
    /// own is written empty, so `#elseif` and `#else` branches are chosen as they were in the user's file.
    public static func wrapped(_ statement: String, in conditions: [PreviewSourceRewriter.IfConfigPath]) -> [String] {
        var lines = [statement]
        for path in conditions.reversed() {
            var wrapped: [String] = []
            for (keyword, condition) in path.clauses {
                wrapped.append(condition.map { "\(keyword) \($0)" } ?? keyword)
            }
            lines = wrapped + lines + ["#endif"]
        }
        return lines
    }

    /// Builds the program; the compiler's messages go to standard error as they come, their excerpts of the user's
    /// files numbered as those files are (``PreviewBuildOutput``). Returns its path.
    ///
    /// - Parameter withUIKit: name LiquidGlassUIKit as a dependency too (some file imports it). Every preview links
    ///   it anyway, through LiquidGlassUI, which re-exports it.
    public func build(withUIKit: Bool = false) throws -> URL {
        var arguments = ["build", "--package-path", liquidGlassPackage.path, "-c", configuration, "--product", Self.targetName]
        if let scratch { arguments += ["--scratch-path", scratch.path] }
        var environment = [Self.environmentVariable: Self.relativeSourcesPath]
        if withUIKit { environment[Self.uikitEnvironmentVariable] = "1" }
        // The compiler prints its excerpts from the copies, numbered by their lines (the directive is one more):
        // the output passes through PreviewBuildOutput on its way.
        var output = PreviewBuildOutput(files: compiledFiles())
        let status = try Self.run("swift", arguments, environment: environment) { output.lines(for: $0) } finish: { output.finish() }
        guard status == 0 else {
            throw PreviewBuildFailure("the preview build failed (swift build exited with \(status)); the messages above point into your files")
        }
        let buildDirectory = scratch ?? liquidGlassPackage.appendingPathComponent(".build", isDirectory: true)
        return buildDirectory.appendingPathComponent("\(configuration)/\(Self.targetName)")
    }

    /// The user's files of the generated sources, as written by ``write(_:)``: each copy's `#sourceLocation`
    /// directive names its file, read again for its lines.
    public func compiledFiles() -> [PreviewBuildOutput.File] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sourcesDirectory.path)) ?? []
        return names.sorted().compactMap { name in
            let copy = sourcesDirectory.appendingPathComponent(name)
            guard name.hasSuffix(".swift"), let text = try? String(contentsOf: copy, encoding: .utf8) else { return nil }
            return PreviewBuildOutput.File(copyPath: copy.path, copy: text) { try? String(contentsOfFile: $0, encoding: .utf8) }
        }
    }

    /// Runs `tool` found on PATH (through /usr/bin/env), its standard output and error read line by line and each
    /// line written to standard error as `map` turns it (then `finish`'s lines); returns its exit status.
    static func run(_ tool: String, _ arguments: [String], environment: [String: String],
                    map: (String) -> [String], finish: () -> [String]) throws -> Int32 {
        let pipe = Pipe()
        let process = try launch(tool, arguments, environment: environment) { process in
            process.standardOutput = pipe
            process.standardError = pipe
        }
        let reader = pipe.fileHandleForReading
        var buffered = Data()
        func write(_ lines: [String]) {
            guard !lines.isEmpty else { return }
            FileHandle.standardError.write(Data(lines.map { $0 + "\n" }.joined().utf8))
        }
        // Until the tool and its children close the pipe; the output stays line by line as it comes.
        while let data = try? reader.read(upToCount: 65_536), !data.isEmpty {
            buffered.append(data)
            while let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                write(map(String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)))
                buffered.removeSubrange(buffered.startIndex...newline)
            }
        }
        if !buffered.isEmpty { write(map(String(decoding: buffered, as: UTF8.self))) }
        write(finish())
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Runs `tool` found on PATH (through /usr/bin/env), its output passed through; returns its exit status.
    public static func run(_ tool: String, _ arguments: [String], environment: [String: String] = [:],
                           outputToStandardError: Bool) throws -> Int32 {
        let process = try launch(tool, arguments, environment: environment) { process in
            if outputToStandardError { process.standardOutput = FileHandle.standardError }
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Starts `tool` found on PATH (through /usr/bin/env) with `environment` added to ours, after `configure` has
    /// set up its output.
    private static func launch(_ tool: String, _ arguments: [String], environment: [String: String],
                               configure: (Process) -> Void) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        configure(process)
        do {
            try process.run()
        } catch {
            throw PreviewBuildFailure("cannot run \(tool): \(error.localizedDescription)")
        }
        return process
    }
}
