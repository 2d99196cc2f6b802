import Dispatch
import Foundation
import LiquidGlass
import Synchronization

/// The standard scene timed on one thread, on every core, and as one one-thread frame per core at once, in turn, round
/// after round: the figures behind `liquidglass bench`'s thread speed-up and what the cores give beside it.
///
/// Why rounds: on a shared virtual machine what two busy cores give moves within seconds (on a 2-core one, two
/// one-thread frames drawn at once ran at one frame's speed in some rounds and up to 57 % slower in others), so a
/// one-thread figure and a two-thread figure timed one after the other compare different machines. Timed in turn,
/// each round's ratio compares the same minute; the speed-up is the median of the rounds' ratios. Over 96 rounds of
/// ten frames (twelve processes), the median ratio was 1.86× where the two figures timed one after the other read
/// 1.25–1.99× from one run to the next.
///
/// Why the frames at once are in the same rounds: when both cores of such a machine are busy they can run at anything
/// from full speed to half of it for seconds at a time (the host's load), and a two-thread frame is slowed with them.
/// Measured in a later phase of the same process, the frames at once miss such spells that the two-thread rounds
/// catch: twelve blocks of each drawn in turn showed both slow together for a whole process (two threads 4.5–5.3 ms,
/// frames at once 8.5–9.5 ms, one thread 5.7–6.5 ms) and both fast together in another (2.8–3.0, 5.3–5.5 and
/// 5.5–5.9 ms). Frames drawn in turn one by one also showed a failure of the split frame itself, the two threads
/// passing the canvas's cache lines at tile edges between the cores (see `GlassRenderer.rowsOfTiles`).
struct ThreadRounds {
    /// Rounds of each comparison.
    static let rounds = 5
    /// Copies beyond this are not drawn at once: each holds a canvas-sized frame buffer (50 MB for the standard scene).
    static let largestCopies = 8

    let scene: Scene
    let painted: LinearImage
    /// Frames timed per configuration and round.
    let framesPerBlock: Int

    /// What ``run(threads:copies:afterWarmUp:)`` measured: each thread count's frame times over all rounds and each
    /// round's ratio of the first count's median to the last's; with copies, every copy's frame times and each
    /// round's ceiling, `copies × one-thread median ÷ the copies' median` — the most any division of one frame over
    /// `copies` threads could gain that round.
    struct Measured {
        var times: [[Double]]
        var ratios: [Double]
        var atOnce: [Double] = []
        var ceilings: [Double] = []
    }

    private static func milliseconds(_ body: () throws(RenderError) -> Void) throws(RenderError) -> Double {
        let start = DispatchTime.now()
        try body()
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e6
    }

    /// Times `threads` (one thread first) in turn, round after round, and, when `copies` > 1, `copies` one-thread
    /// frames at once after them in every round. One prepared backdrop serves all of them and one frame buffer every
    /// thread count (the output is the same at any thread count); `afterWarmUp` runs once every thread count has drawn
    /// its warm-up frames and before the copies' frame buffers exist (the bench reads its peak memory there). Each
    /// block starts with an untimed frame: a core left idle by the block before wakes slowly.
    func run(threads: [Int], copies: Int, afterWarmUp: () -> Void = {}) throws(RenderError) -> Measured {
        guard !threads.isEmpty else { afterWarmUp(); return Measured(times: [], ratios: []) }
        let prepared = PreparedBackdrop(painted)
        var canvas = painted
        let renderers = threads.map { GlassRenderer(options: RenderOptions(threads: $0)) }
        for renderer in renderers {
            // Warm-up: a radius is frosted whole on its second use.
            try renderer.render(scene, over: prepared, into: &canvas)
            try renderer.render(scene, over: prepared, into: &canvas)
        }
        afterWarmUp()
        let buffers = copies > 1 ? (0..<copies).map { _ in FrameBuffer(painted) } : []
        var measured = Measured(times: threads.map { _ in [] }, ratios: [])
        for _ in 0..<Self.rounds {
            var medians: [Double] = []
            for (k, renderer) in renderers.enumerated() {
                try renderer.render(scene, over: prepared, into: &canvas)
                var block: [Double] = []
                for _ in 0..<framesPerBlock { block.append(try Self.milliseconds { () throws(RenderError) in try renderer.render(scene, over: prepared, into: &canvas) }) }
                measured.times[k] += block
                medians.append(Figure.median(block))
            }
            if medians.count > 1 { measured.ratios.append(medians[0] / medians[medians.count - 1]) }
            if !buffers.isEmpty {
                let atOnce = try drawAtOnce(buffers, over: prepared)
                measured.atOnce += atOnce
                measured.ceilings.append(Double(copies) * medians[0] / Figure.median(atOnce))
            }
        }
        return measured
    }

    /// One block of frames drawn by every buffer's own thread at once; all their frame times.
    private func drawAtOnce(_ buffers: [FrameBuffer], over prepared: PreparedBackdrop) throws(RenderError) -> [Double] {
        let copies = buffers.count, frames = framesPerBlock, scene = scene
        let ready = Atomic<Int>(0), finished = Atomic<Int>(0)
        let times = Mutex<[Double]>([])
        // A frame that cannot be drawn stops its thread's timing; the first such error is thrown after all join.
        let failure = Mutex<RenderError?>(nil)
        let done = DispatchSemaphore(value: 0)
        // Threads of our own: each copy must run beside the others, which a dispatch pool does not promise.
        for buffer in buffers {
            Thread {
                let renderer = GlassRenderer(options: RenderOptions(threads: 1))
                var mine: [Double] = []
                do throws(RenderError) {
                    // An untimed frame first, as in every block.
                    try renderer.render(scene, over: prepared, into: &buffer.image)
                    ready.add(1, ordering: .acquiringAndReleasing)
                    while ready.load(ordering: .acquiring) < copies { sched_yield() }
                    for _ in 0..<frames {
                        mine.append(try Self.milliseconds { () throws(RenderError) in try renderer.render(scene, over: prepared, into: &buffer.image) })
                    }
                    finished.add(1, ordering: .acquiringAndReleasing)
                    while finished.load(ordering: .acquiring) < copies { try renderer.render(scene, over: prepared, into: &buffer.image) }
                } catch {
                    failure.withLock { if $0 == nil { $0 = error } }
                    // Release the others from their waits.
                    if ready.load(ordering: .acquiring) < copies { ready.add(1, ordering: .acquiringAndReleasing) }
                    finished.add(1, ordering: .acquiringAndReleasing)
                }
                times.withLock { $0 += mine }
                done.signal()
            }.start()
        }
        for _ in 0..<copies { done.wait() }
        if let error = failure.withLock({ $0 }) { throw error }
        return times.withLock { $0 }
    }
}

/// A frame buffer one thread at a time draws into (handed from the caller to a drawing thread and back).
private final class FrameBuffer: @unchecked Sendable {
    var image: LinearImage
    init(_ image: LinearImage) { self.image = image }
}
