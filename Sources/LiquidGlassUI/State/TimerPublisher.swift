import Foundation

extension RunLoop {
    /// Options for scheduling on a run loop: Combine's `RunLoop.SchedulerOptions` (it has no public members).
    public struct SchedulerOptions: Sendable {}
}

extension Timer {
    /// A publisher that repeatedly emits the current date at `interval`: Combine's `Timer.publish(every:…)`.
    ///
    /// A still is drawn at the instant the screen appears, before the first tick (at `interval`), so the timer
    /// never fires in a still; ``View/onReceive(_:perform:)`` names it in the render's warnings.
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A connectable publisher of the date at each tick: Combine's `Timer.TimerPublisher`.
    public final class TimerPublisher: ConnectablePublisher {
        public typealias Output = Date
        public typealias Failure = Never
        public final let interval: TimeInterval
        public final let tolerance: TimeInterval?
        public final let runLoop: RunLoop
        public final let mode: RunLoop.Mode
        public final let options: RunLoop.SchedulerOptions?

        public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
                    options: RunLoop.SchedulerOptions? = nil) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }
    }
}

extension Timer.TimerPublisher: StillPublisherDescribing {
    var stillDescription: String {
        "the timer (every \(interval) s) does not fire: nothing subscribes to it here, and a still is drawn before its first tick"
    }
}
