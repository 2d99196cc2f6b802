import Dispatch
import Foundation

/// Runs one file's work on its own thread with a large stack, waiting at most a given time.
///
/// Swift cannot cancel a running parse, so work over its time is abandoned: its thread finishes on its own (or
/// ends with the process) and its result is dropped. This bounds how long one pathological file holds up a
/// batch, not the CPU it burns meanwhile.
enum BudgetedWork {
    private final class Slot<Value>: @unchecked Sendable {
        let lock = NSLock()
        var value: Value?
    }

    /// The result of `work`, or `nil` when it took longer than `seconds`.
    static func run<Value: Sendable>(seconds: Double, stackBytes: Int, _ work: @escaping @Sendable () -> Value) -> Value? {
        let slot = Slot<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = work()
            slot.lock.lock()
            slot.value = value
            slot.lock.unlock()
            done.signal()
        }
        thread.stackSize = stackBytes
        thread.start()
        let deadline: DispatchTime = seconds.isFinite ? .now() + seconds : .distantFuture
        guard done.wait(timeout: deadline) == .success else { return nil }
        slot.lock.lock()
        defer { slot.lock.unlock() }
        return slot.value
    }
}
