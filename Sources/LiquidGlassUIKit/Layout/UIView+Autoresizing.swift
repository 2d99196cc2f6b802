extension UIView {
    /// How a view resizes when its superview's bounds change: UIKit's `UIView.AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// How a view's content fills its bounds: UIKit's `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Applies `mask` to this view's frame for its superview's size changing from `old` to `new`.
    ///
    /// Along each axis the change is shared by the flexible parts among (leading margin, size, trailing margin) in
    /// proportion to their current lengths, as UIKit's springs and struts do; when the flexible parts all have zero
    /// length the change is shared equally among them. With no flexible part the view keeps its frame.
    func resize(by mask: AutoresizingMask, from old: CGSize, to new: CGSize) {
        var f = frame
        let x = Self.share(delta: new.width - old.width, parts: (f.minX, f.width, old.width - f.maxX),
                           flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let y = Self.share(delta: new.height - old.height, parts: (f.minY, f.height, old.height - f.maxY),
                           flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        f.origin.x += x.lead
        f.size.width += x.size
        f.origin.y += y.lead
        f.size.height += y.size
        frame = f
    }

    private static func share(delta: CGFloat, parts: (CGFloat, CGFloat, CGFloat), flexible: (Bool, Bool, Bool))
        -> (lead: CGFloat, size: CGFloat) {
        guard delta != 0 else { return (0, 0) }
        let lengths = [flexible.0 ? max(parts.0, 0) : 0, flexible.1 ? max(parts.1, 0) : 0, flexible.2 ? max(parts.2, 0) : 0]
        let count = [flexible.0, flexible.1, flexible.2].filter { $0 }.count
        guard count > 0 else { return (0, 0) }
        let total = lengths.reduce(0, +)
        func portion(_ i: Int, _ isFlexible: Bool) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * lengths[i] / total : delta / CGFloat(count)
        }
        return (portion(0, flexible.0), portion(1, flexible.1))
    }
}
