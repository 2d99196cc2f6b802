/// A view that updates on a schedule: SwiftUI's `TimelineView`. A still image is one instant: the content is drawn
/// for 9:41:00 on 9 January 2007 UTC (Apple's product-shot time), or the periodic schedule's start date — never the
/// machine's clock, so that output is deterministic — and its updates are not recorded (named in the warnings).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    /// What the content closure receives.
    public typealias Context = TimelineViewDefaultContext
    let schedule: Schedule
    let content: (Context) -> Content

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        content(Context(date: schedule.stillDate, cadence: .live))
            .modifier(NotedModifier(note: "TimelineView: drawn at one instant (\(schedule.stillDate)); its updates are not recorded"))
    }
}

/// What a `TimelineView`'s content closure receives: the instant drawn.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// When a timeline updates: SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {}
extension TimelineSchedule {
    /// The instant a still image shows.
    var stillDate: Date { (self as? PeriodicTimelineSchedule)?.start ?? TimelineStill.date }
}
enum TimelineStill {
    /// 2007-01-09 09:41:00 UTC.
    static let date = Date(timeIntervalSince1970: 1_168_335_660)
}
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    public init(from startDate: Date, by interval: TimeInterval) { start = startDate }
}
public struct AnimationTimelineSchedule: TimelineSchedule {
    public init(minimumInterval: Double? = nil, paused: Bool = false) {}
}
public struct EveryMinuteTimelineSchedule: TimelineSchedule { public init() {} }
extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { .init() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule { .init() }
}
extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}
