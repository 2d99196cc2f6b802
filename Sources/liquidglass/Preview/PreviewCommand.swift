import ArgumentParser
import Foundation
import LiquidGlassLint
import LiquidGlassLintCommandLine
import LiquidGlassPreviewBuilder
import LiquidGlassUI

/// `liquidglass preview FILES… -o DIR`: SwiftUI previews on any machine. Builds the files against LiquidGlassUI and
/// renders every `#Preview` to `DIR/NAME.png` with its render report; the design-rule linter reads the same files.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Render the #Previews of Swift files written against LiquidGlassUI to PNG.",
        discussion: """
            The files are compiled together, with LiquidGlassUI, into a small program built in the LiquidGlass \
            checkout this tool was built from (or --package-path), which renders each file-scope #Preview to DIR/NAME.png, \
            with its render report as DIR/NAME.json. NAME is the preview's name, or FILE-LINE for an unnamed one; \
            with several devices or schemes, the device and scheme are appended. The renderer's runtime checks \
            print under each image; the linter's findings on the files print first. What the checkout has \
            built is reused: after `swift run liquidglass`, only the files are compiled.
            """)

    @Argument(help: "Swift files to preview (compiled together, as one module).")
    var files: [String]

    @Option(name: [.short, .long], help: "Output folder (created if missing).")
    var output: String = "previews"

    @Option(name: .long, help: ArgumentHelp("A device screen to render on; repeat for several.", valueName: "name"))
    var device: [String] = []

    @Option(name: .long, help: ArgumentHelp("light or dark; repeat for both.", valueName: "scheme"))
    var scheme: [String] = []

    @Option(name: .long, help: ArgumentHelp("The Liquid Glass setting, 0 (Clear, iOS's default) to 1 (Tinted): LiquidGlass's own EnvironmentValues.liquidGlassTintAmount (SwiftUI has no such value).", valueName: "amount"))
    var tinted: Double?

    @Option(name: .long, help: "Pixels per point.")
    var scale: Double = 2

    @Option(name: .customLong("configuration"), help: "debug (quicker to build) or release (quicker to render).")
    var buildConfiguration: String = "debug"

    @Option(name: .long, help: "The LiquidGlass checkout to build against (default: the one this tool was built from).")
    var packagePath: String?

    @Option(name: .long, help: "SwiftPM's build folder for the preview program (default: the checkout's .build, which reuses what is built there).")
    var scratchPath: String?

    @Option(name: .long, help: ArgumentHelp("An asset catalog (.xcassets), or a folder holding catalogs or PNG/JPEG pictures by name, for Image(\"name\"), Color(\"name\"), Image(.name) and Color(.name); repeat for several. The catalogs of the Xcode project or Swift package around the files are found without it.", valueName: "path"))
    var assets: [String] = []

    @Flag(name: .long, help: "Do not run the design-rule linter on the files.")
    var noLint = false

    /// For `scripts/uikit-compat-check --objc-rewrite`: print each file as the preview compiles it after the
    /// Objective-C rewrite (before the `#Preview` expansion), and build nothing.
    @Flag(name: .long, help: .hidden)
    var printRewritten = false

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 4 else { throw ValidationError("--scale expects a number above 0 and at most 4") }
        guard ["debug", "release"].contains(buildConfiguration) else {
            throw ValidationError("--configuration expects debug or release, got \(buildConfiguration)")
        }
        if let tinted, !(tinted >= 0 && tinted <= 1) { throw ValidationError("--tinted expects a number from 0 (Clear) to 1 (Tinted)") }
        for name in scheme where !["light", "dark"].contains(name) {
            throw ValidationError("--scheme expects light or dark, got \(name)")
        }
        for name in device where Self.device(named: name) == nil {
            throw ValidationError("--device: no device named \(name); devices: \(Device.all.map(\.name).joined(separator: ", "))")
        }
    }

    /// A device by its name ("iPhone 17 Pro") or that name without spaces and case ("iphone17pro").
    static func device(named name: String) -> Device? {
        let key = name.lowercased().filter { $0.isLetter || $0.isNumber }
        return Device.all.first { $0.name == name || $0.name.lowercased().filter { $0.isLetter || $0.isNumber } == key }
    }

    func run() throws {
        try failingWithExitCode1 {
            let sources = try readSources()
            if !noLint { lint(sources) }
            for source in sources {
                for skipped in source.skipped {
                    FileHandle.standardError.write(Data("\(source.path):\(skipped.line): warning: \(skipped.reason)\n".utf8))
                }
                // UIKit files: what was rewritten so the file compiles on Linux, and what could not be.
                for note in source.objectiveC?.notes ?? [] {
                    let kind = note.isLeft ? "warning" : "note"
                    FileHandle.standardError.write(Data("\(source.path):\(note.line): \(kind): Objective-C syntax \(note.isLeft ? "" : "rewritten: ")\(note.message)\n".utf8))
                }
            }
            if printRewritten {
                for source in sources { print(source.objectiveC?.rewritten ?? source.text, terminator: "") }
                return
            }
            guard sources.contains(where: { !$0.entries.isEmpty }) else {
                throw CommandFailure("no file-scope #Preview in \(files.joined(separator: ", "))")
            }
            let outputURL = URL(fileURLWithPath: output, isDirectory: true)
            // The program writes NAME.png and NAME.json into the folder, following links: an entry there that is
            // (or links to) one of the Swift files would be overwritten by a preview.
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: outputURL.path)) ?? []
            for entry in entries where entry.hasSuffix(".png") || entry.hasSuffix(".json") {
                let path = outputURL.appendingPathComponent(entry).path
                if let input = files.first(where: { InputFile.sameFile($0, path) }) {
                    throw CommandFailure("\(path): is the Swift file \(input) (through a link); a preview never overwrites an input")
                }
            }
            let package = try hostPackage()
            try package.write(sources)
            let assetPaths = try assetFolders()
            try writeAssetSymbols(assetPaths, sources: sources, into: package)
            // The first build of the preview program compiles LiquidGlassUI (minutes in a debug build): say so. Plain
            // lines, not a ticker: swift build's own lines pass through meanwhile.
            let building = StageTicker("compiling the previews", terminal: false)
            let program: URL
            do { program = try package.build(withUIKit: sources.contains { $0.imports.contains("LiquidGlassUIKit") }) } catch { building.finish(); throw error }
            building.finish()
            do {
                try FileManager.default.createDirectory(at: outputURL, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("\(output): cannot create the output folder (\(readable(error, withFile: false)))")
            }
            var arguments = ["--output", outputURL.path, "--scale", "\(scale)"]
            // `Image("coffee")` and the other sample photos, as in `liquidglass demo`.
            if let images = SampleImages.folder { arguments += ["--images", images.path] }
            for path in assetPaths { arguments += ["--assets", path.path] }
            for name in device { arguments += ["--device", Self.device(named: name)!.name] }
            for name in scheme { arguments += ["--scheme", name] }
            if let tinted { arguments += ["--tinted", "\(tinted)"] }
            // Messages from the host name the user's files (the host compiles copies inside the checkout).
            for source in sources where !source.entries.isEmpty {
                arguments += ["--source", "\(source.fileID)=\(source.path)"]
                // The files are compiled together: every preview's report lists the rewrites of all of them
                // (a preview's picture can depend on a rewritten class from another file).
                for rewritten in sources {
                    let name = URL(fileURLWithPath: rewritten.path).lastPathComponent
                    for note in rewritten.objectiveC?.notes ?? [] where !note.isLeft {
                        arguments += ["--rewrite", "\(source.fileID)=\(name):\(note.line): \(note.message)"]
                    }
                }
            }
            let count = sources.reduce(0) { $0 + $1.entries.count }
            FileHandle.standardError.write(Data("rendering \(count) preview\(count == 1 ? "" : "s")…\n".utf8))
            let status = try PreviewHostPackage.run(program.path, arguments, outputToStandardError: false)
            guard status == 0 else { throw CommandFailure("some previews could not be rendered (see above)") }
        }
    }

    /// `--assets` (each checked to exist), then the catalogs of the project or package around each file.
    private func assetFolders() throws -> [URL] {
        var found: [URL] = []
        for path in assets {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw CommandFailure("--assets \(path): no such folder (expected an .xcassets catalog or a folder of catalogs or pictures)")
            }
            found.append(URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL)
        }
        for file in files {
            // The project's or package's catalogs; without a project around the file, those beside it.
            let url = URL(fileURLWithPath: file).standardizedFileURL
            let catalogs = AssetCatalog.projectFolder(around: url).map { AssetCatalog.catalogs(in: $0) }
                ?? AssetCatalog.catalogs(in: url.deletingLastPathComponent(), depth: 0)
            for catalog in catalogs where !found.contains(catalog) { found.append(catalog) }
        }
        return found
    }

    /// The asset symbols Xcode generates (`ImageResource.name`, `ColorResource.name`) for the catalogs, as a source of
    /// the preview program — unless the files declare such symbols themselves. A catalog that cannot be read is a
    /// warning (the preview is still rendered, its names drawn as placeholders).
    private func writeAssetSymbols(_ folders: [URL], sources: [PreviewSourceRewriter], into package: PreviewHostPackage) throws {
        var catalogs: [AssetCatalog] = []
        for url in folders.flatMap({ AssetCatalog.catalogs(in: $0) }) {
            do {
                catalogs.append(try AssetCatalog(contentsOf: url))
            } catch {
                FileHandle.standardError.write(Data("warning: asset catalog not read: \(error)\n".utf8))
            }
        }
        let declaresOwn = sources.contains { $0.text.contains("extension ImageResource") || $0.text.contains("extension ColorResource") }
        let url = package.sourcesDirectory.appendingPathComponent("GeneratedAssetSymbols.swift")
        let text = declaresOwn || catalogs.isEmpty ? "" : AssetCatalog.generatedSymbols(for: catalogs)
        if text.isEmpty {
            try? FileManager.default.removeItem(at: url)
        } else if (try? String(contentsOf: url, encoding: .utf8)) != text {
            try Data(text.utf8).write(to: url, options: .atomic)
        }
    }

    private func readSources() throws -> [PreviewSourceRewriter] {
        var sources: [PreviewSourceRewriter] = []
        for (index, path) in files.enumerated() {
            guard path.hasSuffix(".swift") else { throw CommandFailure("\(path): expected a Swift source file (.swift)") }
            try InputFile.checkReadable(path, what: "Swift file")
            let data: Data
            do {
                data = try Data(contentsOf: URL(fileURLWithPath: path))
            } catch {
                throw CommandFailure("\(path): cannot read the file (\(readable(error, withFile: false)))")
            }
            guard let text = String(data: data, encoding: .utf8) else { throw CommandFailure("\(path): not UTF-8 text") }
            sources.append(PreviewSourceRewriter(path: path, text: text, fileIndex: index, moduleName: PreviewHostPackage.targetName))
        }
        return sources
    }

    /// Lints the files as `liquidglass lint` would from here (`LintConfigurationLookup`); a broken configuration is
    /// a warning, and the files are linted with the default rules.
    private func lint(_ sources: [PreviewSourceRewriter]) {
        let paths = sources.map(\.path)
        var configuration = LintConfiguration()
        do {
            configuration = try LintConfigurationLookup.load(file: nil, paths: paths).0
        } catch {
            FileHandle.standardError.write(Data("warning: \(error); linting with the default rules\n".utf8))
            configuration.layout = ProjectLayout.discover(roots: paths)
        }
        let findings = Linter(configuration: configuration).lint(sources: sources.map { ($0.path, $0.text) })
        guard !findings.isEmpty else { return }
        print(XcodeReporter.report(findings), terminator: "")
    }

    /// The LiquidGlass checkout: `--package-path`, else the one this source file was compiled from.
    private func hostPackage() throws -> PreviewHostPackage {
        let root: URL
        if let packagePath {
            root = URL(fileURLWithPath: packagePath, isDirectory: true)
        } else {
            // Sources/liquidglass/Preview/PreviewCommand.swift → the checkout's root.
            root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
        }
        let manifest = root.appendingPathComponent("Package.swift")
        guard let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("\"LiquidGlassUI\"") else {
            throw CommandFailure("\(root.path): not a LiquidGlass checkout (no Package.swift declaring LiquidGlassUI); pass --package-path")
        }
        let scratch = scratchPath.map { URL(fileURLWithPath: $0, isDirectory: true) }
        return PreviewHostPackage(liquidGlassPackage: root, scratch: scratch, configuration: buildConfiguration)
    }
}
