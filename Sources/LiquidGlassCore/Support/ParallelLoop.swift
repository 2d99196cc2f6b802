import Dispatch

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
