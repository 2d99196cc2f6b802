/// A rectangle that takes part in Auto Layout without being a view: UIKit's `UILayoutGuide` — your own
/// (`addLayoutGuide(_:)`), a view's `layoutMarginsGuide` (its bounds inset by its layout margins) or its
/// `safeAreaLayoutGuide` (its bounds inset by its safe area insets).
@MainActor
open class UILayoutGuide: LayoutAnchors {
    public internal(set) weak var owningView: UIView?
    open var identifier = ""
    /// The guide's frame in its owning view's coordinates, from the last layout.
    public internal(set) var layoutFrame: CGRect = .zero
    /// How a system guide follows its view (nil: a guide of your own, placed by constraints).
    enum Kind { case margins, safeArea }
    var kind: Kind?

    public init() {}
}

extension UIView {
    /// The view's bounds inset by its layout margins, for constraints.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, "UIViewLayoutMarginsGuide") }

    /// The view's bounds inset by its safe area insets, for constraints.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }

    private func systemGuide(_ kind: UILayoutGuide.Kind, _ name: String) -> UILayoutGuide {
        if let g = autoLayout.guides.first(where: { $0.kind == kind }) { return g }
        let g = UILayoutGuide()
        g.kind = kind
        g.identifier = name
        g.owningView = self
        autoLayout.guides.append(g)
        return g
    }

    /// Guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [UILayoutGuide] { autoLayout.guides.filter { $0.kind == nil } }

    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView = self
        autoLayout.guides.append(layoutGuide)
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        autoLayout.guides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
    }

    /// The active constraints installed on this view (those whose views have it as nearest common ancestor).
    public var constraints: [NSLayoutConstraint] { installedConstraints }

    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }
}

extension UIView {
    /// The constant of an active required `attribute == constant` constraint on the view itself, if any.
    func requiredConstant(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        installedConstraints.last { c in
            c.firstItem === self && c.firstAttribute == attribute && c.secondItem == nil && c.relation == .equal
                && c.priority == .required
        }?.constant
    }

    /// Whether a stack view places this view (its frame is the stack's to set, not the solver's).
    var isArrangedByStack: Bool {
        guard let stack = superview as? UIStackView, !isHidden else { return false }
        return stack.arrangedSubviews.contains { $0 === self }
    }
}

/// A view's Auto Layout state.
@MainActor
final class AutoLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
}
