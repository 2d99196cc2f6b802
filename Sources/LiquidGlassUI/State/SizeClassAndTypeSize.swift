import Foundation

/// The size class of a dimension of the screen: SwiftUI's `UserInterfaceSizeClass`.
///
/// An iPhone in portrait is compact wide and regular tall; an iPad's full screen is regular both ways (Apple's
/// Human Interface Guidelines, "Layout": size classes by device and orientation). The renderers set both from the
/// device they draw on (portrait only here); without a device they are those of an iPhone.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The horizontal size class of the screen drawn on (compact on an iPhone in portrait, regular on an iPad).
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// The vertical size class of the screen drawn on (regular in portrait).
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// The Dynamic Type size: `.large` (iOS's default) unless `dynamicTypeSize(_:)` sets another. Text styles and
    /// the symbols that follow them are drawn at its sizes (``DynamicTypeTable``).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Size classes of `device`'s screen (portrait), unless the environment already sets them.
    mutating func applySizeClasses(of device: Device) {
        let isPad = device.scale == 2 && device.size.width >= 700
        if !isSet(HorizontalSizeClassKey.self) { horizontalSizeClass = isPad ? .regular : .compact }
        if !isSet(VerticalSizeClassKey.self) { verticalSizeClass = .regular }
    }
}

extension DynamicTypeSize {
    /// Whether the size is one of the five accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension View {
    /// Limits the Dynamic Type size to a range (`...DynamicTypeSize.xxxLarge`): the environment's size is
    /// clamped into it (text styles then take the clamped size's metrics).
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            if range.contains(size) { return }
            let candidates = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let low = candidates.first, let high = candidates.last else { return }
            size = size < low ? low : high
        }
    }
}
