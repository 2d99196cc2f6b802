import Dispatch
import Foundation
import LiquidGlass
import Synchronization

/// The standard scene timed on one thread and on every core in turn, round after round, and one-thread frames drawn
/// on every core at once in turn with one thread alone: the figures behind `liquidglass bench`'s thread speed-up.
///
/// Why rounds: on a shared virtual machine what two busy cores give moves within seconds (2026-11-27, the 2-core VM:
/// two one-thread frames drawn at once ran at one frame's speed in some rounds and up to 57 % slower in others), so
/// a one-thread figure and a two-thread figure timed one after the other compare different machines. Timed in turn,
/// each round's ratio compares the same minute; the speed-up is the median of the rounds' ratios. Over 96 rounds of
/// ten frames (twelve processes), the median ratio was 1.86× where the two figures timed one after the other read
/// 1.25–1.99× from one run to the next.
struct ThreadRounds {
    /// Rounds of each comparison.
    static let rounds = 5

    let scene: Scene
    let painted: LinearImage
    /// Frames timed per configuration and round.
    let framesPerBlock: Int

    private static func milliseconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now()
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    }

    /// Each thread count's frame times over all rounds, and each round's ratio of the first count's median to the
    /// last's. One prepared backdrop and one frame buffer serve every count (the output is the same at any thread
    /// count), so the memory held is one configuration's. Each block starts with an untimed frame: a core left idle
    /// by the block before wakes slowly.
    func alternate(threads: [Int]) -> (times: [[Double]], ratios: [Double]) {
        guard !threads.isEmpty else { return ([], []) }
        let prepared = PreparedBackdrop(painted)
        var canvas = painted
        let renderers = threads.map { GlassRenderer(options: RenderOptions(threads: $0)) }
        for renderer in renderers {
            // Warm-up: a radius is frosted whole on its second use.
            renderer.render(scene, over: prepared, into: &canvas)
            renderer.render(scene, over: prepared, into: &canvas)
        }
        var times = threads.map { _ in [Double]() }
        var ratios: [Double] = []
        for _ in 0..<Self.rounds {
            var medians: [Double] = []
            for (k, renderer) in renderers.enumerated() {
                renderer.render(scene, over: prepared, into: &canvas)
                let block = (0..<framesPerBlock).map { _ in Self.milliseconds { renderer.render(scene, over: prepared, into: &canvas) } }
                times[k] += block
                medians.append(Figure.median(block))
            }
            if medians.count > 1 { ratios.append(medians[0] / medians[medians.count - 1]) }
        }
        return (times, ratios)
    }

    /// Rounds of one thread alone, then `copies` one-thread renderers drawing at once, each on a thread of its own
    /// into its own frame buffer: the frame times of each, and each round's ceiling, `copies × one-thread median ÷
    /// the copies' median` — the most any split of one frame over `copies` threads could gain that round. Every timed
    /// frame of the copies has the others drawing beside it: they start timing together, and a copy that has its
    /// frames keeps drawing (untimed) until the last one has too.
    func atOnce(copies: Int) -> (oneThread: [Double], atOnce: [Double], ceilings: [Double]) {
        let prepared = PreparedBackdrop(painted)
        let single = GlassRenderer(options: RenderOptions(threads: 1))
        let buffers = (0..<copies).map { _ in FrameBuffer(painted) }
        for buffer in buffers {
            single.render(scene, over: prepared, into: &buffer.image)
            single.render(scene, over: prepared, into: &buffer.image)
        }
        var alone: [Double] = [], together: [Double] = [], ceilings: [Double] = []
        for _ in 0..<Self.rounds {
            single.render(scene, over: prepared, into: &buffers[0].image)
            let block = (0..<framesPerBlock).map { _ in Self.milliseconds { single.render(scene, over: prepared, into: &buffers[0].image) } }
            let atOnce = drawAtOnce(buffers, over: prepared)
            alone += block
            together += atOnce
            ceilings.append(Double(copies) * Figure.median(block) / Figure.median(atOnce))
        }
        return (alone, together, ceilings)
    }

    /// One block of frames drawn by every buffer's own thread at once; all their frame times.
    private func drawAtOnce(_ buffers: [FrameBuffer], over prepared: PreparedBackdrop) -> [Double] {
        let copies = buffers.count, frames = framesPerBlock, scene = scene
        let ready = Atomic<Int>(0), finished = Atomic<Int>(0)
        let times = Mutex<[Double]>([])
        let done = DispatchSemaphore(value: 0)
        // Threads of our own: each copy must run beside the others, which a dispatch pool does not promise.
        for buffer in buffers {
            Thread {
                let renderer = GlassRenderer(options: RenderOptions(threads: 1))
                renderer.render(scene, over: prepared, into: &buffer.image)
                ready.add(1, ordering: .acquiringAndReleasing)
                while ready.load(ordering: .acquiring) < copies { sched_yield() }
                let mine = (0..<frames).map { _ in Self.milliseconds { renderer.render(scene, over: prepared, into: &buffer.image) } }
                finished.add(1, ordering: .acquiringAndReleasing)
                while finished.load(ordering: .acquiring) < copies { renderer.render(scene, over: prepared, into: &buffer.image) }
                times.withLock { $0 += mine }
                done.signal()
            }.start()
        }
        for _ in 0..<copies { done.wait() }
        return times.withLock { $0 }
    }
}

/// A frame buffer one thread at a time draws into (handed from the caller to a drawing thread and back).
private final class FrameBuffer: @unchecked Sendable {
    var image: LinearImage
    init(_ image: LinearImage) { self.image = image }
}
