/// A layout guide that follows something on screen: UIKit's `UITrackingLayoutGuide`.
@MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    public override init() { super.init() }
}

/// The keyboard's place, for constraints: UIKit's `UIKeyboardLayoutGuide`, a view's `keyboardLayoutGuide`. No
/// keyboard is shown on Linux, so the guide is always the keyboard offscreen (see `UIView.keyboardLayoutGuide`);
/// its settings are kept with UIKit's defaults.
@MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (UIKit's default: false; kept).
    open var followsUndockedKeyboard = false
    /// Whether the offscreen keyboard's guide starts at the bottom of the safe area (UIKit's default: true) or at
    /// the view's bottom edge.
    open var usesBottomSafeArea = true
    /// The distance above the keyboard within which a drag dismisses it (kept; nothing drags).
    open var keyboardDismissPadding: CGFloat = 0

    public override init() { super.init() }
}
