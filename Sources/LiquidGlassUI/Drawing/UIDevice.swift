/// UIKit's device and screen, as far as SwiftUI files use them without importing UIKit (SwiftUI re-exports UIKit on
/// iOS): what LiquidGlassUI renders for is an iPhone in portrait, so `UIDevice.current` answers as an iPhone on
/// iOS 26 and `UIScreen.main` as the default device's screen (``Device/iPhone17Pro``: 402 × 874 pt at 3×), whatever
/// `ImageRenderer.device` is.
public final class UIDevice: Sendable {
    public static let current = UIDevice()
    public let name = "iPhone"
    public let model = "iPhone"
    public let localizedModel = "iPhone"
    public let systemName = "iOS"
    public let systemVersion = "26.0"
    public let userInterfaceIdiom = UIUserInterfaceIdiom.phone
    public let orientation = UIDeviceOrientation.portrait
    public let isBatteryMonitoringEnabled = false
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

/// The kind of device: UIKit's `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }

/// The device's orientation: UIKit's `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Sendable {
    case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The screen: UIKit's `UIScreen` (the default device's).
public final class UIScreen: Sendable {
    public static let main = UIScreen()
    public let bounds = CGRect(x: 0, y: 0, width: 402, height: 874)
    public let scale: CGFloat = 3
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
}
