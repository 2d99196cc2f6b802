import ArgumentParser
import Foundation
import LiquidGlass
import LiquidGlassAnimationCodecs
import LiquidGlassMotion
import LiquidGlassSceneMotion

/// `liquidglass animate FROM TO -o OUT`: renders the animated change from one scene state to another.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Render the animated change between two scene files (two states of one scene).",
        discussion: """
            Element frames, rounded-rectangle corner radii, glass tints and container spacing move from the first
            scene's values to the second's along a SwiftUI animation; elements are matched by id (else by order).
            OUT's extension picks the format: .png/.apng (APNG), .webp (lossless), .gif, or a folder name without an
            extension for numbered PNGs. --filmstrip also writes one still with the frames side by side.
            """)

    @Argument(help: "The scene file before the change (.yaml, .yml or .json).")
    var from: String

    @Argument(help: "The scene file after the change (same canvas and elements).")
    var to: String

    @Option(name: .shortAndLong, help: "The animation to write (.png/.apng, .webp, .gif, or a folder).")
    var output: String

    @Option(help: "The animation: smooth, snappy, bouncy, spring, default, linear, easeIn, easeOut, easeInOut.")
    var animation: String = "smooth"

    @Option(help: "Frames per second.")
    var fps: Double = 60

    @Option(help: "Seconds to record, or 'auto' for the animation's settling duration.")
    var duration: String = "auto"

    @Option(help: "Also write a filmstrip PNG (8 frames side by side with their times) here.")
    var filmstrip: String?

    @Option(help: "Pixels per point, overriding the scenes' canvas scale.")
    var scale: Double?

    @Option(help: "Worker threads (default: all cores). Output is identical at any count.")
    var threads: Int?

    @Option(help: "Memory budget in MiB (default 4096): every frame is held as float RGBA until encoded, checked before rendering.")
    var memoryLimit: Int?

    static let animations: [String: Animation] = [
        "smooth": .smooth, "snappy": .snappy, "bouncy": .bouncy, "spring": .spring, "default": .default,
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    ]

    func validate() throws {
        guard AnimateCommand.animations[animation] != nil else {
            throw ValidationError("--animation must be one of \(AnimateCommand.animations.keys.sorted().joined(separator: ", "))")
        }
        guard fps.isFinite, fps > 0, fps <= 240 else { throw ValidationError("--fps must be greater than 0 and at most 240") }
        if duration != "auto" {
            guard let seconds = Double(duration), seconds.isFinite, seconds >= 0, seconds <= 600 else {
                throw ValidationError("--duration must be 'auto' or a number of seconds from 0 to 600")
            }
        }
        if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
            throw ValidationError("--scale must be a number greater than 0 and at most 8")
        }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
        try MemoryLimitOption.validate(memoryLimit)
        guard AnimationFileFormat(url: URL(fileURLWithPath: output)) != nil else {
            throw ValidationError("-o must end in .png, .apng, .webp or .gif, or name a folder (no extension)")
        }
    }

    func run() throws {
        try failingWithExitCode1 {
            let before = try SceneLoader.load(contentsOf: URL(fileURLWithPath: from))
            let after = try SceneLoader.load(contentsOf: URL(fileURLWithPath: to))
            let transition = try SceneTransition(from: before, to: after, animation: AnimateCommand.animations[animation]!)
            var options = RenderOptions(threads: threads ?? RenderThreads.available, scale: scale)
            options.limits.memory = MemoryLimitOption.budget(memoryLimit, default: SceneTransition.defaultMemoryBudget)
            let renderer = GlassRenderer(options: options)
            let progress = ProgressReporter()
            let frames = try transition.render(
                framesPerSecond: fps, duration: duration == "auto" ? nil : Double(duration)!, renderer: renderer,
                progress: progress.update)
            progress.finish()
            try AnimationFileFormat.write(frames, to: URL(fileURLWithPath: output))
            if let filmstrip {
                try Filmstrip.write(frames, to: URL(fileURLWithPath: filmstrip))
            }
            print("wrote \(output) (\(frames.count) frames, \(String(format: "%.3f", frames.last!.time)) s)")
        }
    }
}

/// Frames done, frames per second and time left, on standard error: a bar redrawn in place on a terminal,
/// a plain line every 10 % otherwise.
final class ProgressReporter {
    private let start = Date()
    private let terminal = isatty(STDERR_FILENO) != 0
    private var lastDecile = -1

    func update(_ done: Int, _ total: Int) {
        let elapsed = Date().timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let figures = String(format: "%d/%d frames  %.1f fps  %.0f s left", done, total, rate, left)
        if terminal {
            let width = 30
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
            FileHandle.standardError.write(Data("\r[\(bar)] \(figures)".utf8))
        } else {
            let decile = total > 0 ? 10 * done / total : 10
            if decile != lastDecile {
                lastDecile = decile
                FileHandle.standardError.write(Data("rendered \(figures)\n".utf8))
            }
        }
    }

    func finish() {
        if terminal { FileHandle.standardError.write(Data("\n".utf8)) }
    }
}
