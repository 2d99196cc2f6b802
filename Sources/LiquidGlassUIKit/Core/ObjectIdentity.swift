// UIKit's views and controllers are NSObjects, whose `==` and hashing are the object's identity (`isEqual:` is
// `===` unless overridden): UIKit code relies on it (`pages.firstIndex(of: viewController)`, sets of views,
// `view == otherView`). Here they are not NSObjects, so they get the same conformances by identity.

extension UIView: Hashable {
    nonisolated public static func == (lhs: UIView, rhs: UIView) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIViewController: Hashable {
    nonisolated public static func == (lhs: UIViewController, rhs: UIViewController) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
