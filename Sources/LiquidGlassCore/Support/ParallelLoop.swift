import Dispatch
#if canImport(Synchronization)
import Synchronization
#endif

/// Runs independent pieces of work on up to `threads` threads.
///
/// Each index is processed by exactly one call of `body`, and no result depends on which thread ran it,
/// so output is byte-identical at any thread count.
package enum ParallelLoop {
    /// Calls `body(i)` for every `i` in `0..<count`, spreading the indices over `threads` workers.
    package static func forEach(_ count: Int, threads: Int, _ body: @Sendable (Int) -> Void) {
        guard count > 0 else { return }
        let workers = max(1, min(threads, count))
        if workers == 1 {
            for i in 0..<count { body(i) }
            return
        }
        #if canImport(Synchronization)
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            // Each worker takes the next index not yet taken, so a worker slowed down (a heavier tile, a late start:
            // the second thread of a loop began 30–50 µs after the first, or the machine's other load) takes fewer.
            // Indices dealt out in turn left one thread of two up to 230 µs idle at the end of a standard frame's
            // main loop of tiles (2 cores).
            let next = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let i = next.wrappingAdd(1, ordering: .relaxed).oldValue
                    guard i < count else { return }
                    body(i)
                }
            }
            return
        }
        #endif
        // Interleaved assignment keeps the load even when some indices (tiles) are heavier than others.
        DispatchQueue.concurrentPerform(iterations: workers) { w in
            var i = w
            while i < count {
                body(i)
                i += workers
            }
        }
    }
}

/// The default thread count: every core the machine has.
public enum RenderThreads {
    public static var available: Int {
        max(1, ProcessInfo.processInfo.activeProcessorCount)
    }
}

import Foundation
