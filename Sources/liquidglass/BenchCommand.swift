import ArgumentParser
import Dispatch
import Foundation
import LiquidGlass
import LiquidGlassBenchmarks
import LiquidGlassGallery

/// `liquidglass bench`: renders the standard benchmark scene repeatedly and reports frame times.
struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure rendering speed on the standard scene (402×874 pt @3x over a photo).",
        discussion: "Build with -c release for meaningful figures: swift run -c release liquidglass bench")

    @Option(help: "Frames to time per configuration.")
    var iterations: Int = 15

    @Option(help: "Sample photo behind the glass (astronaut, coffee, chelsea, brick).")
    var backdrop: String = "coffee"

    @Flag(help: "Instead: record the radial action menu's burst (a tap, 0.8 s at 60 fps, @3x) and time each format's encoder.")
    var motion = false

    @Flag(help: "Instead: time LiquidGlassUI — layout of a 500-view screen, and ImageRenderer against the equivalent scene.")
    var ui = false

    func validate() throws {
        guard iterations >= 1 else { throw ValidationError("--iterations must be at least 1") }
        guard SampleBackdrop(rawValue: backdrop) != nil else {
            throw ValidationError("--backdrop must be one of \(SampleBackdrop.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        if ui {
            try failingWithExitCode1 { try MainActor.assumeIsolated { try UIBenchmark.run(iterations: iterations) } }
            return
        }
        if motion {
            try failingWithExitCode1 { try MainActor.assumeIsolated { try MotionBenchmark.run() } }
            return
        }
        try failingWithExitCode1 {
            let scene = BenchmarkScene.standard(background: try SampleBackdrop(rawValue: backdrop)!.background())
            let cores = RenderThreads.available
            let t0 = DispatchTime.now()
            let painted = try BackdropBuilder.backdrop(for: scene)
            let prepare = milliseconds(since: t0)

            guard case .image(let mask) = GlassRenderer(options: RenderOptions(layer: .mask)).render(scene, over: painted) else {
                throw CommandFailure("the mask layer did not produce an image")
            }
            let glassPixels = mask.pixels.reduce(0) { $0 + ($1.x > 0 ? 1 : 0) }

            print("LiquidGlass benchmark — standard scene: \(scene.canvas.pixelWidth)×\(scene.canvas.pixelHeight) px, "
                  + "\(scene.elements.count) glass elements, \(glassPixels) glass pixels")
            print(String(format: "backdrop decode + fill (once per scene): %.1f ms", prepare))
            var results: [(Int, Double)] = []
            for threads in Array(Set([1, cores])).sorted() {
                let times = time(scene, over: painted, threads: threads)
                let median = times[times.count / 2]
                results.append((threads, median))
                print(String(format: "%d thread%@: median %.2f ms/frame (min %.2f, max %.2f), %.1f ns per glass pixel",
                             threads, threads == 1 ? "" : "s", median, times.first!, times.last!,
                             median * 1e6 / Double(max(glassPixels, 1))))
            }
            print(fidelity(scene, over: painted))
            if let single = results.first?.1 {
                print(String(format: "target for now: ≤ 50 ms/frame on one thread — %@; project goal ≤ 8.3 ms — %@",
                             single <= 50 ? "met" : "NOT met", single <= 8.3 ? "met" : "not yet"))
            }

            // A 20-element container against one element of the same glass area, one thread.
            let background = scene.background
            let cluster = BenchmarkScene.container(background: background)
            let one = BenchmarkScene.singleElementOfEqualArea(background: background)
            let clusterTime = time(cluster, over: painted, threads: 1)
            let oneTime = time(one, over: painted, threads: 1)
            var separate = cluster
            for i in separate.elements.indices { separate.elements[i].container = nil }
            let separateTime = time(separate, over: painted, threads: 1)
            let c = clusterTime[clusterTime.count / 2], o = oneTime[oneTime.count / 2], p = separateTime[separateTime.count / 2]
            print(String(format: "container of 20 (44 pt circles, spacing 8): median %.2f ms; one element of equal area: %.2f ms; "
                         + "ratio %.2f× (goal ≤ 1.3×)", c, o, c / o))
            print(String(format: "the same 20 circles without a container: %.2f ms (container / separate: %.2f×)", p, c / p))
        }
    }

    /// The fast frame against the reference: the same scene rendered with every pixel on the scalar path (the
    /// reference the lanes are tested against), compared in 8-bit sRGB, the encoded output.
    private func fidelity(_ scene: Scene, over painted: LinearImage) -> String {
        var reference = GlassRenderer(options: RenderOptions(threads: 1))
        reference.usesLanes = false
        var expected = painted, actual = painted
        reference.render(scene, over: painted, into: &expected)
        GlassRenderer(options: RenderOptions(threads: 1)).render(scene, over: painted, into: &actual)
        var differing = 0, largest = 0
        for (e, a) in zip(expected.pixels, actual.pixels) where e != a {
            var step = 0
            for c in 0..<4 {
                let x = c == 3 ? e[c] : SRGB.encode(e[c]), y = c == 3 ? a[c] : SRGB.encode(a[c])
                step = max(step, abs(Int((x * 255).rounded()) - Int((y * 255).rounded())))
            }
            if step > 0 { differing += 1 }
            largest = max(largest, step)
        }
        return "fidelity against the scalar reference: \(differing) of \(expected.pixels.count) pixels differ in 8-bit sRGB, "
            + "by at most \(largest) code\(largest == 1 ? "" : "s")" + (largest > 1 ? " — CHECK" : "")
    }

    /// Sorted frame times (ms) of `iterations` renders into a persistent frame buffer, after one warm-up.
    private func time(_ scene: Scene, over painted: LinearImage, threads: Int) -> [Double] {
        let renderer = GlassRenderer(options: RenderOptions(threads: threads))
        // A persistent frame buffer over a prepared backdrop, as an app would have: each frame redraws only the
        // glass regions, and the frost is made once (two warm-up frames: a radius is frosted whole on its second use).
        let prepared = PreparedBackdrop(painted)
        var canvas = painted
        renderer.render(scene, over: prepared, into: &canvas)
        renderer.render(scene, over: prepared, into: &canvas)
        var times: [Double] = []
        for _ in 0..<iterations {
            let start = DispatchTime.now()
            renderer.render(scene, over: prepared, into: &canvas)
            times.append(milliseconds(since: start))
        }
        return times.sorted()
    }

    private func milliseconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    }
}
