import Dispatch
import Foundation
import Hummingbird
import Synchronization

/// Where the server's heavy work runs — renders, and decoding an upload: one job at a time on a thread of its own
/// (the engine spreads a render over every core itself), with a bounded number waiting behind it and a time limit
/// on each request's wait.
///
/// The jobs run on a dispatch queue, not in the request's task: a render blocks its thread for its whole length,
/// and Swift's cooperative pool has only as many threads as cores. A job cannot be interrupted (the engine has no
/// cancellation), so a request whose wait passes the limit is answered 503 while its job finishes; the job keeps
/// its place in the count until then, so slow scenes cannot pile up more work than the bound.
final class RenderQueue: Sendable {
    private let queue = DispatchQueue(label: "liquidglass.playground.render", qos: .userInitiated)
    /// Jobs admitted and not finished (the running one included).
    private let inFlight = Mutex(0)
    private let capacity: Int
    private let timeLimit: Duration
    /// Called on the queue's thread before each job (tests hold a job here to fill the queue).
    let beforeJob: (@Sendable () -> Void)?

    init(maxQueued: Int, timeLimit: Duration, beforeJob: (@Sendable () -> Void)? = nil) {
        capacity = 1 + max(0, maxQueued)
        self.timeLimit = timeLimit
        self.beforeJob = beforeJob
    }

    /// Jobs admitted and not finished.
    var count: Int { inFlight.withLock { $0 } }

    /// Runs `work` on the queue and returns its value, or throws 503 when the queue is full or the wait passes the
    /// time limit.
    func run<T: Sendable>(_ what: String, _ work: @escaping @Sendable () throws -> T) async throws -> T {
        let admitted = inFlight.withLock { count in
            guard count < capacity else { return false }
            count += 1
            return true
        }
        guard admitted else {
            throw PlaygroundError(.serviceUnavailable, "busy",
                                  "the server is busy: \(capacity) jobs are running or waiting; try again shortly",
                                  headers: [.retryAfter: "1"])
        }
        let answer = Answer<T>()
        let limit = timeLimit
        return try await withCheckedThrowingContinuation { continuation in
            answer.set(continuation)
            queue.async { [self] in
                beforeJob?()
                let result = Result { try work() }
                // The slot is freed before the answer goes out, so a client holding its answer finds the queue free
                // (freed after it, a loaded machine let the next request see the finished job still counted).
                inFlight.withLock { $0 -= 1 }
                answer.resume(with: result)
            }
            let (seconds, attoseconds) = limit.components
            let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
                answer.resume(with: .failure(PlaygroundError(
                    .serviceUnavailable, "time-limit",
                    "\(what) took longer than the limit of \(Self.describe(limit)); the scene is too large to draw "
                        + "interactively (lower its scale or its canvas)", headers: [.retryAfter: "2"])))
            }
        }
    }

    static func describe(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return "\(seconds) s" }
        return "\(Int((Double(seconds) + Double(attoseconds) * 1e-18) * 1000)) ms"
    }
}

/// A continuation resumed once: by the job's result or by the time limit, whichever comes first. It is set
/// before either is scheduled.
private final class Answer<T: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<T, any Error>?>(nil)

    func set(_ c: CheckedContinuation<T, any Error>) {
        continuation.withLock { $0 = c }
    }

    func resume(with result: Result<T, any Error>) {
        let c = continuation.withLock { slot -> CheckedContinuation<T, any Error>? in
            defer { slot = nil }
            return slot
        }
        c?.resume(with: result)
    }
}
