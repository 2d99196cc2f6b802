import Foundation

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Sendable, Equatable {
        let kind: Int
        public static let time = DateStyle(kind: 0)
        public static let date = DateStyle(kind: 1)
        public static let relative = DateStyle(kind: 2)
        public static let offset = DateStyle(kind: 3)
        public static let timer = DateStyle(kind: 4)
    }

    /// A date as iOS shows it in the en_US locale and UTC (so that output does not depend on the machine): `.time`
    /// "9:41 AM", `.date` "January 9, 2007"; `.relative`, `.offset` and `.timer` count from the still's instant
    /// (9:41:00 on 9 January 2007 UTC, as `TimelineView` draws), e.g. "0 sec", "+0 sec", "0:00".
    public init(_ date: Date, style: DateStyle) {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        switch style.kind {
        case 0: f.dateFormat = "h:mm a"; self.init(verbatim: f.string(from: date))
        case 1: f.dateFormat = "MMMM d, yyyy"; self.init(verbatim: f.string(from: date))
        default:
            let seconds = Int(date.timeIntervalSince(TimelineStill.date).rounded())
            switch style.kind {
            case 2: self.init(verbatim: "\(abs(seconds)) sec")
            case 3: self.init(verbatim: (seconds < 0 ? "-" : "+") + "\(abs(seconds)) sec")
            default: self.init(verbatim: String(format: "%d:%02d", abs(seconds) / 60, abs(seconds) % 60))
            }
        }
    }

    /// A value formatted by `format` (`Text(price, format: .currency(code: "USD"))`, `.number`, `.dateTime`…),
    /// in US English as an iPhone set to it shows it (``DisplayLocale``): "$0.00", not Linux's "US$0.00".
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: DisplayLocale.localized(format).format(input))
    }
}
