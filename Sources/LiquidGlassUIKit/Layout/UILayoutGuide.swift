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
    enum Kind { case margins, safeArea, keyboard }
    var kind: Kind?

    public init() {}
}

extension UIView {
    /// The view's bounds inset by its layout margins, for constraints.
    public var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins, "UIViewLayoutMarginsGuide") }

    /// The view's bounds inset by its safe area insets, for constraints.
    public var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, "UIViewSafeAreaLayoutGuide") }

    /// Where the keyboard is, for constraints: UIKit's `keyboardLayoutGuide`. No keyboard is ever shown here, so it
    /// is the keyboard offscreen as UIKit lays it out: the view's full width from the bottom of its safe area to its
    /// bottom edge (Apple: with the keyboard offscreen "the guide's top matches the view's safeAreaLayoutGuide
    /// bottom"; with ``UIKeyboardLayoutGuide/usesBottomSafeArea`` false, a zero-height strip at the bottom edge).
    /// Content pinned above it — `field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)` —
    /// sits on the safe area, as on iOS before the keyboard appears.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        systemGuide(.keyboard, "UIViewKeyboardLayoutGuide", make: UIKeyboardLayoutGuide()) as! UIKeyboardLayoutGuide
    }

    private func systemGuide(_ kind: UILayoutGuide.Kind, _ name: String, make: @autoclosure () -> UILayoutGuide = UILayoutGuide()) -> UILayoutGuide {
        if let g = autoLayout.guides.first(where: { $0.kind == kind }) { return g }
        let g = make()
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
