import ArgumentParser
import Foundation
import LiquidGlass
import LiquidGlassGallery

/// `liquidglass demo`: renders the built-in gallery with no input files.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Render the built-in gallery (every shape, variant and tint, over photos and plain backgrounds).")

    @Option(name: .shortAndLong, help: "Directory to write the PNGs into.")
    var output: String = "liquidglass-demo"

    @Option(help: "Render only the entries whose names start with this prefix (e.g. 04-plain).")
    var only: String?

    @Option(parsing: .unconditional, help: "Worker threads (default: all cores).")
    var threads: Int?

    @Option(help: "Tap animations to record: 'burst' (the radial menu opening), 'all' (every creation a tap expands) or 'none'.")
    var animations: DemoAnimations = .burst

    func validate() throws {
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    }

    func run() throws {
        try failingWithExitCode1 {
            let dir = URL(fileURLWithPath: output, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            } catch {
                throw CommandFailure("\(output): cannot create the output directory (\(error.localizedDescription))")
            }
            let started = Date()
            let gallery = try DemoGallery.entries().filter { only.map(entry: $0.name) }
            // One bar for the whole run (a first run in a debug build takes minutes: it must not look hung).
            let progress = DemoProgress(total: gallery.count + MainActor.assumeIsolated {
                DemoCreations.imageCount(only: only, animations: animations)
            })
            for entry in gallery {
                progress.begin(entry.name)
                let renderer = GlassRenderer(options: RenderOptions(threads: threads ?? RenderThreads.available, layer: entry.layer))
                let url = dir.appendingPathComponent(entry.name + ".png")
                try OutputWriter.write(try renderer.render(entry.scene), to: url)
                progress.advance()
                progress.wrote(url.path)
            }
            // The seed text's ten creations, written as SwiftUI against LiquidGlassUI (examples/), both states.
            try MainActor.assumeIsolated {
                try DemoCreations.render(into: dir, only: only, animations: animations, progress: progress)
            }
            progress.finish()
            let seconds = Date().timeIntervalSince(started)
            FileHandle.standardError.write(Data(String(format: "rendered the gallery in %.2f s\n", seconds).utf8))
        }
    }
}

/// Which creations `liquidglass demo` records as tap animations. One by default: a recording is dozens of
/// renders (about a minute in a debug build for the burst alone, a few seconds in release).
enum DemoAnimations: String, ExpressibleByArgument, CaseIterable {
    case burst, all, none
}

private extension Optional where Wrapped == String {
    /// Whether `--only`'s prefix (when given) selects `entry`.
    func map(entry name: String) -> Bool { map { name.hasPrefix($0) } ?? true }
}
