/// The root of what a screen shows: UIKit's `UIWindow`.
///
/// Views find it with `window` and hear of it in `willMove(toWindow:)` and `didMoveToWindow()`, as on iOS. A window
/// is hidden until `makeKeyAndVisible()` (UIKit's default), and a hidden view draws nothing. A controller rendered
/// as a screen by `GlassViewRenderer(viewController:)` is put in a window of the screen's size (with its safe
/// area) when its view has no superview, so code that sets itself up in `didMoveToWindow()` runs before the render.
@MainActor
open class UIWindow: UIView {
    /// Where a window stands among others: UIKit's `UIWindow.Level`, with its raw values.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(rawValue: 0)
        public static let statusBar = Level(rawValue: 1000)
        public static let alert = Level(rawValue: 2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    public required init?(coder: NSCoder) { return nil }

    /// The controller whose view fills the window (set: the old one's view leaves, the new one's fills the bounds).
    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if let root = rootViewController?.view {
                root.frame = bounds
                root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                addSubview(root)
            }
        }
    }

    open var windowLevel: Level = .normal
    /// Whether the window receives key events (nothing types on Linux: recorded).
    open private(set) var isKeyWindow = false

    /// Shows the window and makes it key.
    open func makeKeyAndVisible() {
        isHidden = false
        makeKey()
    }

    open func makeKey() { isKeyWindow = true }
    open func resignKey() { isKeyWindow = false }
}
