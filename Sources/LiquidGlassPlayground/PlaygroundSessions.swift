import Foundation
import LiquidGlass
import Synchronization

/// The page sessions: one ``RenderSession`` per session id the page sends (`?session=`), so that successive edits
/// keep each group's appearance (the adaptivity hysteresis) and the painted, frosted backdrop when only the glass
/// changed. Bounded: the least recently used session is dropped beyond the limit.
final class PlaygroundSessions: Sendable {
    /// One page's renderer, and the number of the newest render asked of it.
    final class Slot: @unchecked Sendable {
        // The RenderQueue runs one job at a time, so `session` is never used by two threads at once; `newest` is
        // read from request tasks too, hence its lock.
        let session = RenderSession()
        private let newest = Mutex(0)
        fileprivate var lastUsed = 0
        /// The last frame answered to this session, by its number (`LiquidGlass-Frame`): what a page that drew it
        /// shows, against which the next render's changed region is found (`since=`). Used on the render thread only.
        var shown: (number: Int, image: LinearImage)?
        private var frames = 0
        /// How each of the last few frames differs from the one before it (render thread only). The page keeps a
        /// second render in flight while it drags, so its `since=` may name the frame before the last; every pixel
        /// that differs from that frame lies in the union of the changes since (``change(since:through:)``).
        private var steps: [(number: Int, change: FrameRegion.Change)] = []
        static let keptSteps = 8

        /// Records how frame `number` differs from the frame before it.
        func record(_ number: Int, _ change: FrameRegion.Change) {
            steps.append((number, change))
            if steps.count > Self.keptSteps { steps.removeFirst(steps.count - Self.keptSteps) }
        }

        /// How frame `number` differs from frame `since`: `.unknown` when a step between them is not kept.
        func change(since: Int, through number: Int) -> FrameRegion.Change {
            guard since < number else { return .unknown }
            var total = FrameRegion.Change.same
            for n in (since + 1)...number {
                guard let step = steps.last(where: { $0.number == n }) else { return .unknown }
                total = total.then(step.change)
            }
            return total
        }

        /// Numbers a frame answered to this session (render thread only).
        func nextFrame() -> Int { frames += 1; return frames }

        /// Numbers a new render; a job that finds a newer number when it starts is superseded.
        func next() -> Int { newest.withLock { $0 += 1; return $0 } }
        func isNewest(_ number: Int) -> Bool { newest.withLock { $0 == number } }
    }

    private let slots = Mutex<(byID: [String: Slot], clock: Int)>(([:], 0))
    private let limit: Int

    init(limit: Int) { self.limit = max(1, limit) }

    /// Sessions kept now.
    var count: Int { slots.withLock { $0.byID.count } }

    /// The session of an id (made when new), or a 400 for an id that is not 1–64 letters, digits, `-` or `_`.
    func slot(_ id: String) throws -> Slot {
        guard Self.isValid(id) else {
            throw PlaygroundError(.badRequest, "bad-session", "session: expected 1 to 64 letters, digits, '-' or '_'")
        }
        return slots.withLock { state in
            state.clock += 1
            if let slot = state.byID[id] {
                slot.lastUsed = state.clock
                return slot
            }
            if state.byID.count >= limit, let oldest = state.byID.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
                state.byID[oldest.key] = nil
            }
            let slot = Slot()
            slot.lastUsed = state.clock
            state.byID[id] = slot
            return slot
        }
    }

    /// Whether a session with this id is kept.
    func contains(_ id: String) -> Bool { slots.withLock { $0.byID[id] != nil } }

    static func isValid(_ id: String) -> Bool {
        (1...64).contains(id.utf8.count) && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
