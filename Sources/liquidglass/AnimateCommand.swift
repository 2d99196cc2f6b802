import ArgumentParser
import Foundation
import LiquidGlass
import LiquidGlassAnimationCodecs
import LiquidGlassMotion
import LiquidGlassSceneMotion

/// `liquidglass animate SCENE --from A --to B -o OUT` (two states of one scene file) or
/// `liquidglass animate BEFORE AFTER -o OUT` (two scene files): renders the animated change.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render the animated change between two states of a scene.",
        discussion: """
            The states are two named states of one scene file (its `states:`; --from and --to name them, or the \
            file's only transition is used) or two scene files with the same canvas. Element frames, rounded-rectangle \
            corner radii, glass tints and container spacing move from the first state's values to the second's along \
            a SwiftUI animation (--animation, else the file's transition's, else smooth); elements are matched by id \
            (else by order); an element only one state has grows out of (or melts into) its container's nearest glass \
            or materializes. OUT's extension picks the format: .png/.apng (APNG), .webp (lossless), .gif, or a folder \
            name without an extension for numbered PNGs. --filmstrip also writes one still with the frames side by side.
            """)

    @Argument(help: "A scene file with states, or the scene files before and after the change (.yaml, .yml or .json).")
    var scenes: [String] = []

    @Option(name: .customLong("from"), help: "The state the change starts from (a name under the file's states:).")
    var fromState: String?

    @Option(name: .customLong("to"), help: "The state the change ends in.")
    var toState: String?

    @Option(name: .shortAndLong, help: "The animation to write (.png/.apng, .webp, .gif, or a folder).")
    var output: String

    @Option(help: "The animation: smooth, snappy, bouncy, spring, default, linear, easeIn, easeOut, easeInOut (default: the scene file's transition's, else smooth).")
    var animation: String?

    @Option(parsing: .unconditional, help: "Frames per second.")
    var fps: Double = 60

    @Option(parsing: .unconditional, help: "Seconds to record, or 'auto' for the animation's settling duration.")
    var duration: String = "auto"

    @Option(help: "Also write a filmstrip PNG (8 frames side by side with their times) here.")
    var filmstrip: String?

    @Option(parsing: .unconditional, help: "Pixels per point, overriding the scenes' canvas scale.")
    var scale: Double?

    @Option(parsing: .unconditional, help: "Worker threads (default: all cores). Output is identical at any count.")
    var threads: Int?

    @Option(parsing: .unconditional, help: "Memory budget in MiB (default 4096): every frame is held as float RGBA until encoded, checked before rendering.")
    var memoryLimit: Int?

    static let animations: [String: Animation] = [
        "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy, "spring": .spring, "default": .default,
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    ]

    func validate() throws {
        switch scenes.count {
        case 1: break
        case 2:
            guard fromState == nil, toState == nil else {
                throw ValidationError("--from and --to name states of one scene file; with two scene files, leave them out")
            }
        default:
            throw ValidationError("expected one scene file with states (and --from/--to), or two scene files (before and after)")
        }
        if (fromState == nil) != (toState == nil) {
            throw ValidationError("give both --from and --to, or neither (to use the scene file's only transition)")
        }
        if let fromState, fromState == toState {
            throw ValidationError("--from and --to are the same state (\(fromState)): nothing would move; name two states")
        }
        if let animation, AnimateCommand.animations[animation] == nil {
            throw ValidationError("--animation must be one of \(AnimateCommand.animations.keys.sorted().joined(separator: ", "))")
        }
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be greater than 0 and at most 240") }
        if duration != "auto" {
            // Decimal only: `Double` also reads hexadecimal (`0x10` is 16 s), `nan`, `inf` and exponents.
            let decimal = !duration.isEmpty && duration.allSatisfy { $0.isASCII && ($0.isNumber || $0 == ".") }
                && duration.filter { $0 == "." }.count <= 1
            guard decimal, let seconds = Double(duration), seconds.isFinite, seconds >= 0, seconds <= 600 else {
                throw ValidationError("--duration must be 'auto' or a number of seconds from 0 to 600")
            }
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
            throw ValidationError("--scale must be a number greater than 0 and at most 8")
        }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
        try MemoryLimitOption.validate(memoryLimit)
        guard let format = AnimationFileFormat(url: URL(fileURLWithPath: output)) else {
            throw ValidationError("-o must end in .png, .apng, .webp or .gif, or name a folder (no extension)")
        }
        // `-o o.png/` names a folder, which an animation file cannot be (it wrote o.png).
        if format != .pngSequence { try InputFile.checkOutputPath(output, option: "-o/--output") }
        if let filmstrip {
            try InputFile.checkOutputPath(filmstrip, option: "--filmstrip")
            if InputFile.sameFile(filmstrip, output) {
                throw ValidationError("--filmstrip and -o/--output are the same file (\(output)); the still would replace the animation")
            }
        }
        try checkOutputsAreNotInputs(scenes.map { ("the scene file", $0) })
    }

    /// An output never overwrites an input of the run: the scene files, and (once loaded) their photos and fonts.
    func checkOutputsAreNotInputs(_ inputs: [(String, String)]) throws {
        for (option, path) in [("-o/--output", output), ("--filmstrip", filmstrip)] {
            guard let path else { continue }
            if let (name, input) = inputs.first(where: { InputFile.sameFile($0.1, path) }) {
                throw ValidationError("\(option) \(path) is \(name) (\(input)); an output never overwrites an input")
            }
        }
    }

    /// The files the scenes read besides themselves: every state's background photo and font.
    static func sceneInputs(_ scenes: [Scene]) -> [(String, String)] {
        var inputs: [(String, String)] = []
        for scene in scenes {
            if case .image(let url, _) = scene.background.content { inputs.append(("a background photo of the scene", url.path)) }
            if let font = scene.fontPath { inputs.append(("the font of the scene", font)) }
        }
        return inputs
    }

    func run() throws {
        try failingWithExitCode1 {
            for scene in scenes { try InputFile.checkReadable(scene, what: "scene file") }
            // The filmstrip's place is checked before any frame is drawn: the animation is written first, and a
            // filmstrip that then could not be written would leave it behind from a failed command.
            if let filmstrip { try InputFile.checkWritable(filmstrip) }
            let (transition, loaded) = try makeTransition()
            try checkOutputsAreNotInputs(Self.sceneInputs(loaded))
            var options = RenderOptions(threads: threads ?? RenderThreads.available, scale: scale)
            options.limits.memory = MemoryLimitOption.budget(memoryLimit, default: SceneTransition.defaultMemoryBudget)
            let renderer = GlassRenderer(options: options)
            let progress = ProgressReporter()
            // The encoder works on each frame while the next is rendered; a failure of it is thrown by finish().
            let writer = try AnimationWriter(to: URL(fileURLWithPath: output))
            let frames: [AnimationFrame]
            do {
                frames = try transition.render(
                    framesPerSecond: fps, duration: duration == "auto" ? nil : Double(duration)!, renderer: renderer,
                    progress: { progress.update($0, $1) }) { try? writer.append($0) }
            } catch {
                writer.cancel()
                // A render error is about the scenes (over the memory budget, a photo unreadable): name them.
                throw CommandFailure(scenes.count == 1 ? naming(scenes[0], error) : "\(scenes.joined(separator: " → ")): \(readable(error))")
            }
            progress.finish()
            try writer.finish()
            if let filmstrip {
                try Filmstrip.write(frames, to: URL(fileURLWithPath: filmstrip))
            }
            print("wrote \(output) (\(frames.count) frames, \(String(format: "%.3f", frames.last!.time)) s)")
        }
    }

    /// The transition the arguments name (two files, or two states of one file) and the scenes it reads.
    func makeTransition() throws -> (SceneTransition, [Scene]) {
        let chosen = animation.map { AnimateCommand.animations[$0]! }
        if scenes.count == 2 {
            let before = try SceneLoader.load(contentsOf: URL(fileURLWithPath: scenes[0]))
            let after = try SceneLoader.load(contentsOf: URL(fileURLWithPath: scenes[1]))
            do {
                return (try SceneTransition(from: before, to: after, animation: chosen ?? .smooth), [before, after])
            } catch {
                throw CommandFailure("\(scenes[0]) → \(scenes[1]): \(error)")
            }
        }
        let file = scenes[0]
        let document = try SceneLoader.loadDocument(contentsOf: URL(fileURLWithPath: file))
        let loaded = [document.scene] + document.states.compactMap { document.scene(inState: $0.name) }
        let names = document.states.map(\.name)
        guard !names.isEmpty else {
            throw CommandFailure("\(file): the scene declares no states; add states: (see docs/SCENES.md, States and "
                + "transitions), or give two scene files, before and after")
        }
        if let fromState, let toState {
            do {
                return (try SceneTransition(document: document, from: fromState, to: toState, animation: chosen), loaded)
            } catch {
                throw CommandFailure("\(file): \(error)")
            }
        }
        guard document.transitions.count == 1, let only = document.transitions.first else {
            let declared = document.transitions.map { "\($0.from) → \($0.to)" }
            throw CommandFailure("\(file): name the change with --from and --to (states: \(names.joined(separator: ", "))"
                + (declared.isEmpty ? "" : "; transitions: \(declared.joined(separator: ", "))") + ")")
        }
        do {
            return (try SceneTransition(document: document, from: only.from, to: only.to, animation: chosen), loaded)
        } catch {
            throw CommandFailure("\(file): \(error)")
        }
    }
}
