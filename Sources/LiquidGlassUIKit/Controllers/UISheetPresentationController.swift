/// What manages a presented controller's place on screen: UIKit's `UIPresentationController`.
@MainActor
open class UIPresentationController {
    public let presentedViewController: UIViewController
    open internal(set) weak var presentingViewController: UIViewController?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }
}

/// How a controller is presented: UIKit's `UIModalPresentationStyle`. `.automatic`, `.pageSheet` and `.formSheet`
/// are sheets on iPhone; `.fullScreen` and `.overFullScreen` cover the screen.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// What a custom detent's resolver is given: UIKit's `UISheetPresentationControllerDetentResolutionContext`.
@MainActor
public protocol UISheetPresentationControllerDetentResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a custom detent can return: the large detent's height less the sheet's bottom safe area.
    var maximumDetentValue: CGFloat { get }
}

/// A sheet: UIKit's `UISheetPresentationController`, drawn as iOS 26 draws sheets, by LiquidGlassUI's `.sheet`
/// rules (`SheetMetrics`, `PresentationDetent`): below the large detent the sheet floats in regular glass, 8 pt in
/// from the screen's sides and bottom, its bottom corners concentric with the display (62 − 8 = 54) and its top
/// corners 38; at the large detent it is attached to the sides and bottom, opaque (the system background), 10 pt
/// below the top safe area, top corners 38. It rests at `selectedDetentIdentifier`'s detent, else at the smallest.
///
/// ```swift
/// let settings = SettingsViewController()
/// if let sheet = settings.sheetPresentationController {
///     sheet.detents = [.medium(), .large()]
///     sheet.prefersGrabberVisible = true
/// }
/// present(settings, animated: true)
/// ```
@MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet can rest at: UIKit's `UISheetPresentationController.Detent`.
    @MainActor
    public final class Detent {
        /// A detent's name: UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        enum Kind {
            case medium, large
            case custom(@MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
        }

        public let identifier: Identifier
        let kind: Kind

        init(identifier: Identifier, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
        }

        /// About half the screen's height (LiquidGlassUI's rule: half, rounded).
        public static func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }
        /// The full height: 10 below the top safe area.
        public static func large() -> Detent { Detent(identifier: .large, kind: .large) }
        /// The height `resolver` returns (nil: the detent is left out), not counting the sheet's bottom safe area, at
        /// most the context's `maximumDetentValue`.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping @MainActor (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), kind: .custom(resolver))
        }
    }

    /// The heights the sheet can rest at ([.large()] by default, as UIKit's).
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier?
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Shows the grabber, a 36 × 5 capsule 5 pt below the sheet's top edge.
    open var prefersGrabberVisible = false
    /// The top corners' radius (nil: 38).
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false

    /// Applies the changes `changes` makes to the sheet (at once: a still shows the result).
    open func animateChanges(_ changes: () -> Void) { changes() }

    /// The frame and look of the sheet on a screen of `size` with top and bottom safe insets.
    func placement(screen size: CGSize, top: CGFloat, bottom: CGFloat) -> (frame: CGRect, floating: Bool, bottomInset: CGFloat) {
        let g = SheetGeometry.self
        let large = SheetDetentHeights.large(screenHeight: size.height, top: top)
        // A floating sheet ends `floatingInset` above the screen's edge: its bottom safe area is what is left of the
        // screen's there.
        let floatingBottom = max(bottom - g.floatingInset, 0)
        struct Context: UISheetPresentationControllerDetentResolutionContext {
            let containerTraitCollection: UITraitCollection
            let maximumDetentValue: CGFloat
        }
        let context = Context(containerTraitCollection: presentedViewController.traitCollection, maximumDetentValue: large - bottom)
        func height(_ d: Detent) -> CGFloat? {
            switch d.kind {
            case .medium: return SheetDetentHeights.medium(screenHeight: size.height, top: top)
            case .large: return large
            case .custom(let resolver):
                return resolver(context).map { SheetDetentHeights.height($0 + floatingBottom, screenHeight: size.height, top: top) }
            }
        }
        let resolved = detents.compactMap { d in height(d).map { (d.identifier, $0) } }
        let chosen = resolved.first { $0.0 == selectedDetentIdentifier }?.1 ?? resolved.map(\.1).min() ?? large
        let floating = chosen < large
        let frame = floating
            ? CGRect(x: g.floatingInset, y: size.height - g.floatingInset - chosen, width: size.width - 2 * g.floatingInset, height: chosen)
            : CGRect(x: 0, y: size.height - chosen, width: size.width, height: chosen)
        return (frame, floating, max(bottom - (size.height - frame.maxY), 0))
    }

    /// The sheet's view on a screen of `size`: glass or the opaque surface, the grabber, the presented view filling
    /// it; the frame it takes on screen.
    func makeSheetView(screen size: CGSize, safeArea: UIEdgeInsets) -> (view: UIView, frame: CGRect) {
        let g = SheetGeometry.self
        let place = placement(screen: size, top: safeArea.top, bottom: safeArea.bottom)
        let top = UICornerRadius.fixed(Double(preferredCornerRadius ?? g.largeCornerRadius))
        let host: UIView
        let content: UIView
        if place.floating {
            let glass = UIVisualEffectView(effect: UIGlassEffect(style: .regular))
            let bottom = UICornerRadius.fixed(Double(max(SheetDetentHeights.screenCornerRadius - g.floatingInset, 0)))
            glass.cornerConfiguration = .corners(topLeftRadius: top, topRightRadius: top, bottomLeftRadius: bottom, bottomRightRadius: bottom)
            (host, content) = (glass, glass.contentView)
        } else {
            host = UIView()
            host.backgroundColor = .systemBackground
            host.cornerConfiguration = .corners(topLeftRadius: top, topRightRadius: top, bottomLeftRadius: nil, bottomRightRadius: nil)
            content = host
        }
        host.accessibilityIdentifier = "sheet"
        host.frame = place.frame
        host.storedSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: place.bottomInset, right: 0)
        let presented = presentedViewController.view!
        presented.removeFromSuperview()
        presented.frame = CGRect(origin: .zero, size: place.frame.size)
        presented.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(presented)
        if prefersGrabberVisible {
            let grabber = UIView(frame: CGRect(x: (place.frame.width - g.grabberSize.width) / 2, y: g.grabberTop,
                                               width: g.grabberSize.width, height: g.grabberSize.height))
            grabber.backgroundColor = .secondaryLabel
            grabber.cornerConfiguration = .capsule()
            grabber.accessibilityIdentifier = "grabber"
            content.addSubview(grabber)
        }
        sheetView = host
        return (host, place.frame)
    }

    /// The sheet's view as last drawn (kept: a view holds its superview weakly).
    private(set) var sheetView: UIView?
}

extension UIViewController {
    /// The sheet this controller is (or will be) presented in: non-nil for `.automatic`, `.pageSheet` and
    /// `.formSheet`, as on iPhone.
    public var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle) else { return nil }
        if let sheet = storedPresentationController as? UISheetPresentationController { return sheet }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: presentingViewController)
        storedPresentationController = sheet
        return sheet
    }

    public var presentationController: UIPresentationController? {
        if let sheet = sheetPresentationController { return sheet }
        if let stored = storedPresentationController { return stored }
        let p = UIPresentationController(presentedViewController: self, presenting: presentingViewController)
        storedPresentationController = p
        return p
    }

    /// Presents `viewControllerToPresent` over this controller's screen (from the root of its parents, as UIKit's
    /// presentation context on iPhone): in a sheet, or covering the screen. The settled state is drawn at once and
    /// `completion` runs.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        var host: UIViewController = self
        while let p = host.parent { host = p }
        while let shown = host.presentedViewController { host = shown }
        host.presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = host
        viewControllerToPresent.presentationController?.presentingViewController = host
        viewControllerToPresent.loadViewIfNeeded()
        completion?()
    }

    /// Dismisses the controller this one presents (or, when it presents none, this one).
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        if let shown = presentedViewController {
            shown.presentedViewController.map { _ in shown.dismiss(animated: flag) }
            shown.presentingViewController = nil
            shown.viewIfLoaded?.removeFromSuperview()
            presentedViewController = nil
        } else if let presenter = presentingViewController {
            presenter.dismiss(animated: flag)
        }
        completion?()
    }

    /// The views a screen rendered from this controller draws over its own: each presented controller's, in order.
    func presentationDraws(screen size: CGSize, safeArea: UIEdgeInsets) -> [(view: UIView, source: CGRect, target: CGRect)] {
        var draws: [(view: UIView, source: CGRect, target: CGRect)] = []
        var current = presentedViewController
        while let shown = current {
            if let sheet = shown.sheetPresentationController {
                let made = sheet.makeSheetView(screen: size, safeArea: safeArea)
                draws.append((made.view, CGRect(origin: .zero, size: made.frame.size), made.frame))
            } else {
                let view = shown.view!
                view.removeFromSuperview()
                view.frame = CGRect(origin: .zero, size: size)
                view.storedSafeAreaInsets = safeArea
                draws.append((view, view.bounds, view.bounds))
            }
            current = shown.presentedViewController
        }
        return draws
    }
}
