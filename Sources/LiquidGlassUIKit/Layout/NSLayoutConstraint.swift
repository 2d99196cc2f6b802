/// A relation between two layout attributes: UIKit's `NSLayoutConstraint`,
/// `first.attribute1 (=, ≤, ≥) multiplier × second.attribute2 + constant`, at a priority.
///
/// Active constraints are installed on the nearest common ancestor of their views (as UIKit does) and solved by
/// `LiquidGlassConstraints`' Cassowary solver — the algorithm of UIKit's engine — when the hierarchy lays out
/// (`layoutIfNeeded()`, and every render). A view takes part with its frame fixed while
/// `translatesAutoresizingMaskIntoConstraints` is true (UIKit's autoresizing constraints); otherwise its frame is
/// the solution, its intrinsic content size entering as a hugging (≤) and a compression resistance (≥) constraint
/// at its priorities. A required constraint that contradicts the others is left out and named in the render's
/// warnings ("Unable to simultaneously satisfy constraints"), as UIKit breaks one and logs it.
@MainActor
open class NSLayoutConstraint {
    /// An axis of layout: UIKit's `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// A part of a view's layout: UIKit's `NSLayoutConstraint.Attribute` (leading is left: left-to-right only).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
        public static var baseline: Attribute { .lastBaseline }
    }

    /// UIKit's `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    open var constant: CGFloat { didSet { installedOn?.setNeedsLayout() } }
    open var priority: UILayoutPriority = .required { didSet { installedOn?.setNeedsLayout() } }
    open var identifier: String?
    open var shouldBeArchived = false
    /// The view holding the constraint while it is active.
    weak var installedOn: UIView?

    init(first: AnyObject?, _ a1: Attribute, _ relation: Relation, second: AnyObject?, _ a2: Attribute, multiplier: CGFloat,
         constant: CGFloat) {
        firstItem = first
        firstAttribute = a1
        self.relation = relation
        secondItem = second
        secondAttribute = a2
        self.multiplier = multiplier
        self.constant = constant
    }

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(first: view1 as AnyObject, attr1, relation, second: view2.map { $0 as AnyObject }, attr2,
                  multiplier: multiplier, constant: c)
    }

    /// Whether the constraint takes part in layout. Activating installs it on the nearest common ancestor of its
    /// views (a guide counts as its owning view).
    open var isActive: Bool {
        get { installedOn != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let host = commonAncestor else { return }
                host.installedConstraints.append(self)
                installedOn = host
                host.setNeedsLayout()
            } else if let host = installedOn {
                host.installedConstraints.removeAll { $0 === self }
                installedOn = nil
                host.setNeedsLayout()
            }
        }
    }

    public static func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }

    /// The view owning `item` (a view itself, a guide's owning view).
    static func owner(_ item: AnyObject?) -> UIView? {
        if let v = item as? UIView { return v }
        return (item as? UILayoutGuide)?.owningView
    }

    private var commonAncestor: UIView? {
        guard let a = Self.owner(firstItem) else { return nil }
        guard let b = Self.owner(secondItem) else { return a }
        var v: UIView? = a
        while let c = v {
            if b.isDescendant(of: c) { return c }
            v = c.superview
        }
        return nil
    }

    public var description: String {
        func name(_ item: AnyObject?) -> String {
            guard let item else { return "" }
            if let v = item as? UIView { return v.accessibilityIdentifier ?? "\(type(of: v))" }
            return (item as? UILayoutGuide)?.identifier ?? "guide"
        }
        let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var rhs = secondItem == nil ? "" : "\(name(secondItem)).\(secondAttribute)"
        if multiplier != 1, secondItem != nil { rhs += " * \(multiplier)" }
        if constant != 0 || secondItem == nil { rhs += rhs.isEmpty ? "\(constant)" : " + \(constant)" }
        return "\(name(firstItem)).\(firstAttribute) \(op) \(rhs)" + (priority == .required ? "" : " @\(priority.rawValue)")
    }
}
