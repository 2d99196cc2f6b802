import Foundation
import Testing
@testable import LiquidGlassCore

/// `ParallelLoop` runs every index exactly once, whichever worker takes it from the shared counter: loops back to
/// back, loops started inside a loop's body, many callers at once, one thread or several. The renderer's
/// byte-identical output at any thread count rests on this (`DeterminismTests`).
struct ParallelLoopTests {
    /// Each index's visits, counted under a lock: any index run twice or never fails.
    private static func visits(_ count: Int, threads: Int, nested: Bool = false) -> [Int] {
        let counts = Counts(count)
        ParallelLoop.forEach(count, threads: threads) { i in
            counts.add(i)
            if nested && i % 7 == 0 {
                // A loop inside a loop.
                ParallelLoop.forEach(3, threads: threads) { _ in counts.add(i, inner: true) }
            }
        }
        // The count of visits, plus 100 where the inner loop did not run its three indices once each.
        return (0..<count).map { i in counts.outer[i] + (counts.inner[i] == (nested && i % 7 == 0 ? 3 : 0) ? 0 : 100) }
    }

    @Test(arguments: [1, 2, 3, 8])
    func everyIndexRunsOnce(threads: Int) {
        for count in [1, 2, 3, 7, 64, 1000] {
            // Loops back to back, as a frame runs them.
            for _ in 0..<20 {
                let seen = Self.visits(count, threads: threads)
                #expect(seen.allSatisfy { $0 == 1 }, "\(count) indices on \(threads) threads: \(seen.filter { $0 != 1 }.count) wrong")
            }
        }
    }

    @Test func loopsInsideLoopsAndFromManyCallersRunEveryIndexOnce() async {
        let nested = Self.visits(500, threads: 4, nested: true)
        #expect(nested.allSatisfy { $0 == 1 }, "nested loops: \(nested.filter { $0 != 1 }.count) indices wrong")
        // Eight callers at once, as the tests and the recorder's encoders run them.
        let results = await withTaskGroup(of: Bool.self) { group in
            for caller in 0..<8 {
                group.addTask { (0..<10).allSatisfy { _ in Self.visits(300 + caller, threads: 2).allSatisfy { $0 == 1 } } }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0 }, "concurrent callers: \(results.filter { !$0 }.count) of 8 saw an index run twice or never")
    }
}

private final class Counts: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var outer: [Int], inner: [Int]
    init(_ count: Int) { outer = Array(repeating: 0, count: count); inner = outer }
    func add(_ i: Int, inner nested: Bool = false) {
        lock.lock()
        if nested { inner[i] += 1 } else { outer[i] += 1 }
        lock.unlock()
    }
}
