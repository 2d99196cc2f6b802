/// A date control: SwiftUI's `DatePicker` in iOS's default compact style — the label at the leading edge, the date
/// and time each in a capsule of the tertiary system fill at the trailing edge (13 pt insets, estimates from
/// screenshots), formatted in en_US ("Nov 27, 2026", "10:41 PM") in the time zone UTC so that output does not
/// depend on the machine. The calendar pops up only on a tap, which a still image does not show.
public struct DatePicker<Label: View>: View {
    let label: Label
    let date: Date
    let components: DatePickerComponents

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.label = label()
        date = selection.wrappedValue
        components = displayedComponents
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            if components.contains(.date) { field(format("MMM d, yyyy")) }
            if components.contains(.hourAndMinute) { field(format("h:mm a")) }
        }
    }

    private func format(_ pattern: String) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = TimeZone(identifier: "UTC")
        f.dateFormat = pattern
        return f.string(from: date)
    }

    private func field(_ text: String) -> some View {
        Text(text)
            .padding(.horizontal, 11)
            .padding(.vertical, 6)
            .background(Color(uiColor: .tertiarySystemFill), in: .capsule)
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }
}

/// Which parts of a date a `DatePicker` shows.
public struct DatePickerComponents: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let hourAndMinute = DatePickerComponents(rawValue: 1)
    public static let date = DatePickerComponents(rawValue: 2)
}

/// How date pickers are drawn: every style is drawn compact here (named in the warnings otherwise).
public protocol DatePickerStyle {}
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }

extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        modifier(NotedModifier(note: style is CompactDatePickerStyle || style is DefaultDatePickerStyle ? nil
                               : "datePickerStyle: drawn in the compact style"))
    }
}
