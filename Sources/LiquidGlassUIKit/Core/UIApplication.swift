import Foundation

/// The running app: UIKit's `UIApplication`, as SwiftUI and UIKit code reach it through ``shared`` — to open a
/// link, ask whether one can be opened, switch the app icon, send an action up the responder chain.
///
/// Nothing leaves the render on Linux: URLs asked to be opened are recorded in ``openedURLs`` (and reported as
/// opened), the alternate icon chosen in ``alternateIconName``; there is no responder chain, so an action sent
/// to no target reaches nothing (``sendAction(_:to:from:for:)`` answers false) and is recorded in
/// ``sentActions``. The app is always active (`applicationState == .active`), as in a screenshot.
@MainActor
open class UIApplication {
    /// The app's one instance.
    public static let shared = UIApplication()

    /// The URL that opens the app's page in Settings (UIKit's value).
    public static let openSettingsURLString = "app-settings:"

    /// Where the app is in its life: always `.active` here.
    public enum State: Int, Sendable {
        case active, inactive, background
    }

    /// Options of ``open(_:options:completionHandler:)``: UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only when an installed app handles it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URLs ``open(_:options:completionHandler:)`` was asked to open, in order (a LiquidGlassUIKit addition
    /// for tests: nothing is opened on Linux).
    public private(set) var openedURLs: [URL] = []
    /// The action names ``sendAction(_:to:from:for:)`` was asked to send to no target (a LiquidGlassUIKit
    /// addition for tests).
    public private(set) var sentActions: [String] = []

    public var applicationState: State { .active }
    /// Whether the screen stays on (recorded).
    public var isIdleTimerDisabled = false
    /// The number on the app icon's badge (recorded).
    public var applicationIconBadgeNumber = 0
    /// Whether the app can change its icon: true, as on an iPhone.
    public var supportsAlternateIcons: Bool { true }
    /// The alternate icon chosen (nil: the primary icon).
    public private(set) var alternateIconName: String?

    init() {}

    /// Opens `url` in the app that handles it: recorded in ``openedURLs``; the completion is told it opened.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        openedURLs.append(url)
        completion?(true)
    }

    /// Whether an app on the device opens `url`: true for web links (Safari is always there) and the system's
    /// own schemes (`tel`, `mailto`, `sms`, settings), false for other apps' schemes, which an app must declare
    /// to even ask about.
    open func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return ["http", "https", "tel", "mailto", "sms", "app-settings"].contains(scheme)
    }

    /// Sends `action` to `target`, or with none up the responder chain, which does not exist here: a target's
    /// method is called (a rewritten `#selector` carries it); with no target the action is recorded in
    /// ``sentActions`` and false is returned.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target = target as AnyObject?, let dispatch = action.dispatch { return dispatch(target, sender) }
        sentActions.append(action.name)
        return false
    }

    /// Changes the app icon (recorded in ``alternateIconName``); the completion is told it succeeded.
    open func setAlternateIconName(_ alternateIconName: String?,
                                   completionHandler: (@MainActor @Sendable ((any Error)?) -> Void)? = nil) {
        self.alternateIconName = alternateIconName
        completionHandler?(nil)
    }
}
