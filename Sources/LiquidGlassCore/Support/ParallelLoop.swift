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

/// A pointer to pixel storage shared by parallel workers that write disjoint parts of it.
///
/// `@unchecked Sendable` is sound here because every user writes only rows or tiles it owns, and the
/// storage outlives the parallel loop (the loop returns before the buffer is released).
package struct SharedPixels: @unchecked Sendable {
    package let base: UnsafeMutablePointer<LinearPixel>
    package let width: Int

    package init(base: UnsafeMutablePointer<LinearPixel>, width: Int) {
        self.base = base
        self.width = width
    }

    @inline(__always)
    package subscript(x: Int, y: Int) -> LinearPixel {
        get { base[y * width + x] }
        nonmutating set { base[y * width + x] = newValue }
    }
}

/// The default thread count: every core the machine has.
public enum RenderThreads {
    public static var available: Int {
        max(1, ProcessInfo.processInfo.activeProcessorCount)
    }
}

import Foundation
