/// How strongly a layout preference holds: UIKit's `UILayoutPriority` (1…1000; 1000 is required).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(rawValue: 1000)
    public static let defaultHigh = UILayoutPriority(rawValue: 750)
    public static let dragThatCanResizeScene = UILayoutPriority(rawValue: 510)
    public static let sceneSizeStayPut = UILayoutPriority(rawValue: 500)
    public static let dragThatCannotResizeScene = UILayoutPriority(rawValue: 490)
    public static let defaultLow = UILayoutPriority(rawValue: 250)
    public static let fittingSizeLevel = UILayoutPriority(rawValue: 50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(rawValue: a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(rawValue: a.rawValue - b) }
}

extension UIView {
    /// How much the view resists growing past its intrinsic size along `axis` (250 by default, as UIKit's views
    /// made in code).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriorities.hugging[axis.rawValue]
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutPriorities.hugging[axis.rawValue] = priority
        superview?.setNeedsLayout()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis` (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        layoutPriorities.compression[axis.rawValue]
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutPriorities.compression[axis.rawValue] = priority
        superview?.setNeedsLayout()
    }
}

/// A view's content hugging and compression resistance, per axis.
struct LayoutPriorities {
    var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    var compression: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
}
