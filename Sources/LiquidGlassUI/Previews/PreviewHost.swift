import Foundation

/// The program `liquidglass preview` builds around a user's files: renders every collected preview to PNG with its
/// report. Tool support, not API (hence the underscore): call the CLI instead.
///
/// Arguments: `--output DIR`, `--scale S`, one or more `--device NAME` and `--scheme light|dark`, `--tinted 0…1`, and
/// `--source FILEID=PATH` per file (the path messages name; the file ID otherwise), `--assets PATH` per asset catalog
/// (or folder of catalogs or pictures) `Image("name")` and `Color("name")` read, and `--images DIR`, a folder whose
/// pictures `Image("name")` shows (the CLI passes the gallery's sample photos; the ``ImageProvider``). A preview
/// on a device's screen is rendered for every device and scheme; one with a size-that-fits or fixed layout for
/// every scheme. The file is `DIR/NAME.png` (`NAME-DEVICE`, `NAME-dark`… when several are chosen), its report
/// `DIR/NAME.json`; each written path is printed, then the report's runtime warnings, indented. `--rewrite
/// FILEID=TEXT` (repeatable) names a change the CLI made to a UIKit file before compiling it (its Objective-C
/// syntax, see `ObjectiveCRewriter`): the reports of that file's previews list it in their warnings.
public enum _PreviewHost {
    @MainActor
    public static func main(_ registries: [any PreviewRegistry.Type], arguments: [String] = CommandLine.arguments) -> Int32 {
        do {
            let options = try Options(Array(arguments.dropFirst()))
            if let images = options.images { ImageProvider.current = .folder(images) }
            assetDirectories = options.assets
            tintAmount = options.tintAmount
            do {
                try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
            } catch {
                throw RenderFailure(message: "\(options.output.path): cannot create the output folder (\(error.localizedDescription))")
            }
            var failures = 0
            var used: Set<String> = []
            for registry in registries.sorted(by: { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }) {
                let place = "\(options.sources[registry.fileID] ?? registry.fileID):\(registry.line)"
                let preview: Preview
                do {
                    preview = try registry.makePreview()
                } catch {
                    FileHandle.standardError.write(Data("\(place): the preview threw \(error)\n".utf8))
                    failures += 1
                    continue
                }
                var base = slug(preview.name ?? "\(fileStem(registry.fileID))-\(registry.line)")
                if used.contains(base) { base += "-\(registry.line)" }
                used.insert(base)
                let devices: [Device?] = preview.layout == .device ? options.devices : [nil]
                for device in devices {
                    for scheme in options.schemes {
                        var name = base
                        if let device, options.devices.count > 1 { name += "-" + slug(device.name) }
                        if options.schemes.count > 1 { name += scheme == .dark ? "-dark" : "-light" }
                        if !render(preview, device: device, scheme: scheme, scale: options.scale,
                                   to: options.output.appendingPathComponent(name + ".png"), place: place,
                                   rewrites: options.rewrites[registry.fileID] ?? []) {
                            failures += 1
                        }
                    }
                }
            }
            return failures == 0 ? 0 : 1
        } catch {
            FileHandle.standardError.write(Data("preview: \(error)\n".utf8))
            return 2
        }
    }

    /// The Clear (0) … Tinted (1) Liquid Glass setting of `--tinted` (``EnvironmentValues/liquidGlassTintAmount``).
    @MainActor static var tintAmount: Double = 0

    /// The asset catalogs and folders of `--assets` (each preview's renderer and recorder read them).
    @MainActor static var assetDirectories: [URL] = []

    @MainActor
    static func render(_ preview: Preview, device: Device?, scheme: ColorScheme, scale: CGFloat, to url: URL, place: String,
                       rewrites: [String] = []) -> Bool {
        // Set before the content is made: `Color("name")` reads the catalogs when it is created.
        ImageCatalog.directories = assetDirectories
        if let render = preview.render {
            return write(render(PreviewRenderRequest(device: device, colorScheme: scheme, scale: scale, layout: preview.layout)),
                         recorded: preview.recording != nil, tinted: tintAmount != 0, rewrites: rewrites, to: url, place: place)
        }
        let renderer = ImageRenderer(content: preview.makeContent())
        renderer.assetDirectories = assetDirectories
        renderer.device = device
        // On a device the screen is a window over the scheme's system background, as Xcode's canvas shows it
        // (transparent, a dark-scheme preview showed white labels on nothing).
        renderer.isOpaque = device != nil
        renderer.scale = scale
        renderer.environment.colorScheme = scheme
        renderer.environment.liquidGlassTintAmount = tintAmount
        // A SwiftUI file sees UIKit too, so it may have been compiled rewritten (a representable's `#selector`).
        renderer.writtenWarnings = rewrites.map { "compiled rewritten for Linux (no Objective-C runtime): \($0)" }
        if case .fixed(let width, let height) = preview.layout {
            renderer.proposedSize = ProposedViewSize(width: width, height: height)
        }
        do {
            let report = try renderer.writePNGAndReport(to: url)
            print(url.path)
            for warning in report.warnings { print("  warning: \(warning)") }
            // A blank picture is the one outcome a glance at the listing can miss: said on stderr too.
            for warning in report.warnings where warning.hasPrefix(OffScreenContent.prefix) {
                FileHandle.standardError.write(Data("\(place): warning: \(warning)\n".utf8))
            }
            if let recording = preview.recording {
                try record(recording, of: preview, device: device, scheme: scheme, scale: scale, besides: url)
            }
            return true
        } catch {
            FileHandle.standardError.write(Data("\(place): \(error)\n".utf8))
            return false
        }
    }

    /// Writes a self-rendering preview's picture and report (`NAME.png`, `NAME.json`).
    static func write(_ result: PreviewRenderResult, recorded: Bool, tinted: Bool = false, rewrites: [String] = [],
                      to url: URL, place: String) -> Bool {
        var result = result
        // The file was compiled rewritten (its Objective-C syntax): the report says so, change by change.
        result.report.warnings += rewrites.map { "compiled rewritten for Linux (no Objective-C runtime): \($0)" }
        var warnings = result.report.warnings
        if recorded { warnings.append("the .recording trait is not supported for UIKit previews: only the still is written") }
        if tinted { warnings.append("--tinted is not supported for UIKit previews: drawn at the Clear end (0)") }
        guard let png = result.pngData else {
            FileHandle.standardError.write(Data("\(place): the preview could not be rendered: \(warnings.joined(separator: "; "))\n".utf8))
            return false
        }
        do {
            try png.write(to: url, options: .atomic)
            try result.report.jsonData().write(to: url.deletingPathExtension().appendingPathExtension("json"), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("\(place): cannot write \(url.path): \(error.localizedDescription)\n".utf8))
            return false
        }
        print(url.path)
        for warning in warnings { print("  warning: \(warning)") }
        return true
    }

    /// Runs a preview's interaction on a recorder set up as the still's renderer was, and writes `NAME.apng` and
    /// `NAME-filmstrip.png` beside the still at `url`.
    @MainActor
    static func record(_ recording: PreviewRecording, of preview: Preview, device: Device?, scheme: ColorScheme,
                       scale: CGFloat, besides url: URL) throws {
        ImageCatalog.directories = assetDirectories
        let recorder = AnimationRecorder(content: preview.makeContent())
        recorder.assetDirectories = assetDirectories
        recorder.device = device
        recorder.isOpaque = device != nil
        recorder.scale = scale
        recorder.environment.colorScheme = scheme
        recorder.environment.liquidGlassTintAmount = tintAmount
        recorder.framesPerSecond = recording.framesPerSecond
        if case .fixed(let width, let height) = preview.layout {
            recorder.proposedSize = ProposedViewSize(width: width, height: height)
        }
        try recording.interaction(recorder)
        let frames = try recorder.record(duration: recording.duration)
        let stem = url.deletingPathExtension()
        let animation = stem.appendingPathExtension("apng")
        let filmstrip = URL(fileURLWithPath: stem.path + "-filmstrip.png")
        try frames.write(to: animation)
        try frames.writeFilmstrip(to: filmstrip)
        print(animation.path)
        print(filmstrip.path)
    }

    /// A file-name-safe form of a preview's name: letters, digits, `-`, `_` and `.`; any run of other characters
    /// becomes one `-`.
    static func slug(_ name: String) -> String {
        let kept = name.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || "-_.".unicodeScalars.contains(scalar) ? Character(scalar) : "-"
        }
        var text = String(kept)
        while text.contains("--") { text = text.replacingOccurrences(of: "--", with: "-") }
        text = text.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return text.isEmpty ? "preview" : text
    }

    static func fileStem(_ fileID: String) -> String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }

    struct Options {
        var output = URL(fileURLWithPath: ".")
        var scale: CGFloat = 2
        var devices: [Device] = []
        var schemes: [ColorScheme] = []
        /// The Liquid Glass setting, 0 (Clear) … 1 (Tinted) (`--tinted`).
        var tintAmount: Double = 0
        /// The user's path of each file by its `fileID` (`--source FILEID=PATH`): messages name the file the user
        /// wrote, not the host package's copy.
        var sources: [String: String] = [:]
        /// The folder of the pictures `Image("name")` finds by name (`--images DIR`), nil for none.
        var images: URL?
        /// Asset catalogs, or folders holding them, and folders of pictures by name (`--assets PATH`, repeatable).
        var assets: [URL] = []
        /// The rewrites of each file's Objective-C syntax (`--rewrite FILEID=TEXT`), by file ID.
        var rewrites: [String: [String]] = [:]

        init(_ arguments: [String]) throws {
            var index = 0
            func value(_ flag: String) throws -> String {
                index += 1
                guard index < arguments.count else { throw RenderFailure(message: "\(flag) needs a value") }
                return arguments[index]
            }
            while index < arguments.count {
                let flag = arguments[index]
                switch flag {
                case "--output": output = URL(fileURLWithPath: try value(flag), isDirectory: true)
                case "--images": images = URL(fileURLWithPath: try value(flag), isDirectory: true)
                case "--assets": assets.append(URL(fileURLWithPath: try value(flag), isDirectory: true))
                case "--scale":
                    let text = try value(flag)
                    guard let number = Double(text), number.isFinite, number > 0, number <= 4 else {
                        throw RenderFailure(message: "--scale expects a number from 0 to 4, got \(text)")
                    }
                    scale = CGFloat(number)
                case "--device":
                    let name = try value(flag)
                    guard let device = Device.all.first(where: { $0.name == name }) else {
                        throw RenderFailure(message: "no device named \(name)")
                    }
                    devices.append(device)
                case "--tinted":
                    let text = try value(flag)
                    guard let number = Double(text), number >= 0, number <= 1 else {
                        throw RenderFailure(message: "--tinted expects a number from 0 (Clear) to 1 (Tinted), got \(text)")
                    }
                    tintAmount = number
                case "--scheme":
                    switch try value(flag) {
                    case "light": schemes.append(.light)
                    case "dark": schemes.append(.dark)
                    case let other: throw RenderFailure(message: "--scheme expects light or dark, got \(other)")
                    }
                case "--source":
                    let text = try value(flag)
                    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                        throw RenderFailure(message: "--source expects FILEID=PATH, got \(text)")
                    }
                    sources[String(text[..<equals])] = String(text[text.index(after: equals)...])
                case "--rewrite":
                    let text = try value(flag)
                    guard let equals = text.firstIndex(of: "="), equals != text.startIndex else {
                        throw RenderFailure(message: "--rewrite expects FILEID=TEXT, got \(text)")
                    }
                    rewrites[String(text[..<equals]), default: []].append(String(text[text.index(after: equals)...]))
                default: throw RenderFailure(message: "unknown argument \(flag)")
                }
                index += 1
            }
            if devices.isEmpty { devices = [.iPhone17Pro] }
            if schemes.isEmpty { schemes = [.light] }
        }
    }
}
