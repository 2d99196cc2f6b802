/// Control sizes are ordered from the smallest to the largest, as SwiftUI's are (`ControlSize: Comparable`), so a
/// range of them can be written (`.small ... .large`).
extension ControlSize: Comparable {
    private var order: Int {
        switch self {
        case .mini: return 0
        case .small: return 1
        case .regular: return 2
        case .large: return 3
        case .extraLarge: return 4
        }
    }
    public static func < (a: ControlSize, b: ControlSize) -> Bool { a.order < b.order }
}

extension View {
    /// Keeps the size of controls inside within `range` (iOS 26): the size they would have is clamped into it — a
    /// regular button under `.large ... .extraLarge` is large, under `.mini ... .small` small.
    public func controlSize(_ range: ClosedRange<ControlSize>) -> some View {
        editEnvironment { $0.controlSize = min(max($0.controlSize, range.lowerBound), range.upperBound) }
    }
}
