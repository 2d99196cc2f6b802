import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// Maps the elements on all cores; results keep the order of the elements.
    func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        let results = ResultBuffer<Result>(count: count)
        let elements = self
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, transform(elements[index]))
        }
        return results.values()
    }
}

/// Slots written by concurrent workers, each slot once.
private final class ResultBuffer<Value: Sendable>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func set(_ index: Int, _ value: Value) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    func values() -> [Value] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
