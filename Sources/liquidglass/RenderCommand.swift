import ArgumentParser
import Foundation
import LiquidGlass
import LiquidGlassCodecs
import LiquidGlassFiles

extension RenderLayer: ExpressibleByArgument {}

/// `liquidglass render SCENE -o OUT.png`: renders a scene file.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a scene file (YAML or JSON) to a PNG.",
        discussion: """
            Layers: final (default), mask, sdf, displacement, frost, highlight, shadow.
            The displacement layer is a 16-bit RGBA data image: R = 32768 + 256·dx, G = 32768 + 256·dy (points,
            from the pixel to where the backdrop is sampled), B = 32768 + 256·signed distance (points, negative
            inside), A = 65535 inside glass and 0 outside.
            """)

    @Argument(help: "The scene file (.yaml, .yml or .json).")
    var scene: String

    @Option(name: .shortAndLong, help: "The PNG to write.")
    var output: String

    @Option(help: "Render this named state of the scene (one of the file's states:) instead of the scene as written.")
    var state: String?

    @Option(parsing: .unconditional, help: "Pixels per point, overriding the scene's canvas scale.")
    var scale: Double?

    @Option(help: "Which stage to output: \(RenderLayer.allCases.map(\.rawValue).joined(separator: ", ")).")
    var layer: RenderLayer = .final

    @Option(parsing: .unconditional, help: "Bits per channel of the PNG (8 or 16); the displacement layer is always 16.")
    var depth: Int = 8

    // `.unconditional`: a negative value (`--light-angle -90`, the example in the help) is a value, not an option.
    @Option(parsing: .unconditional, help: "Light direction in degrees for the highlights (0 = from the right, -90 = from above).")
    var lightAngle: Float?

    @Option(parsing: .unconditional, help: "Worker threads (default: all cores). Output is identical at any count.")
    var threads: Int?

    @Option(help: "Write a JSON report (per element: appearance, label colour and contrast, warnings) to this file.")
    var report: String?

    @Option(help: "Font file for labels (default: the scene's font, else DejaVu Sans).")
    var font: String?

    @Option(parsing: .unconditional, help: "Memory budget of the render in MiB (default 1024): the canvas's buffers and the decoded background photo must fit, checked before allocating.")
    var memoryLimit: Int?

    @Flag(help: "Accessibility: Reduce Transparency (frostier, more opaque glass).")
    var reduceTransparency = false

    @Flag(help: "Accessibility: Increase Contrast (black or white glass with a contrasting border; labels ≥ 7:1).")
    var increaseContrast = false

    @Flag(help: "Accessibility: Reduce Motion (recorded for animations; a still frame is unchanged).")
    var reduceMotion = false

    @Option(parsing: .unconditional, help: "Accessibility: the Clear ↔ Tinted setting, 0 (clear) to 1 (tinted).")
    var tinted: Double?

    func validate() throws {
        if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
            throw ValidationError("--scale must be a number greater than 0 and at most 8")
        }
        guard depth == 8 || depth == 16 else { throw ValidationError("--depth must be 8 or 16") }
        if let lightAngle, !lightAngle.isFinite { throw ValidationError("--light-angle must be a finite number") }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
        if let tinted, !(tinted >= 0 && tinted <= 1) { throw ValidationError("--tinted must be a number from 0 to 1") }
        try MemoryLimitOption.validate(memoryLimit)
        try InputFile.checkOutputPath(output, option: "-o/--output")
        if let report { try InputFile.checkOutputPath(report, option: "--report") }
        // A still is always PNG: a name that promises another format would get a PNG under that name.
        let suffix = URL(fileURLWithPath: output).pathExtension.lowercased()
        if ["jpg", "jpeg", "webp", "gif", "heic", "heif", "avif", "tif", "tiff", "bmp"].contains(suffix) {
            throw ValidationError("-o/--output \(output): render writes PNG only; name the file .png "
                + "(animations as WebP or GIF: liquidglass animate)")
        }
        let candidates: [(String, String?)] = [("the scene", scene), ("the font", font)]
        let inputs = candidates.compactMap { name, path in path.map { (name, $0) } }
        let outputs: [(String, String?)] = [("-o/--output", output), ("--report", report)]
        for (option, path) in outputs {
            guard let path else { continue }
            if let (name, input) = inputs.first(where: { InputFile.sameFile($0.1, path) }) {
                throw ValidationError("\(option) \(path) is \(name) (\(input)); an output never overwrites an input")
            }
        }
        if let report, InputFile.sameFile(report, output) {
            throw ValidationError("--report and -o/--output are the same file (\(output))")
        }
    }

    func run() throws {
        try failingWithExitCode1 {
            try InputFile.checkReadable(scene, what: "scene file")
            // Where the files go is checked before the render, so that a missing folder costs no rendering and
            // leaves nothing behind.
            for path in [output] + (report.map { [$0] } ?? []) {
                try InputFile.checkWritable(path)
            }
            let document = try SceneLoader.loadDocument(contentsOf: URL(fileURLWithPath: scene))
            var loaded = try document.scene(inState: state, file: scene)
            if let font {
                try InputFile.checkReadable(font, what: "font file")
                loaded.fontPath = font
            }
            // The scene's own inputs (its photo, its font) are inputs too.
            var sceneInputs: [String] = []
            if case .image(let url, _) = loaded.background.content { sceneInputs.append(url.path) }
            if let fontPath = loaded.fontPath { sceneInputs.append(fontPath) }
            let outputs: [(String, String?)] = [("-o/--output", output), ("--report", report)]
            for (option, path) in outputs {
                guard let path, let input = sceneInputs.first(where: { InputFile.sameFile($0, path) }) else { continue }
                throw ValidationError("\(option) \(path) is an input of the scene (\(input)); an output never overwrites an input")
            }
            if reduceTransparency { loaded.accessibility.reduceTransparency = true }
            if increaseContrast { loaded.accessibility.increaseContrast = true }
            if reduceMotion { loaded.accessibility.reduceMotion = true }
            if let tinted { loaded.accessibility.tinted = tinted }
            var options = RenderOptions(threads: threads ?? RenderThreads.available, layer: layer, scale: scale,
                                        lightAngle: lightAngle)
            options.limits.memory = MemoryLimitOption.budget(memoryLimit, default: .default)
            // A render error is about this scene: name it (the canvas over the memory budget, its photo unreadable).
            let result: RenderResult
            do { result = try GlassRenderer(options: options).renderWithReport(loaded) } catch {
                throw CommandFailure(naming(scene, error))
            }
            // The report is written first, so a failure to write it leaves no picture behind either.
            if let report {
                do { try OutputPolicy.write(try result.report.jsonData(), to: report) } catch {
                    let reason = (error as? OutputPolicy.Failure)?.reason ?? "\(error)"
                    throw CommandFailure("\(report): cannot write the report: \(reason)")
                }
            }
            try OutputWriter.write(result.output, to: URL(fileURLWithPath: output), depth: depth == 16 ? .sixteen : .eight)
        }
    }
}
