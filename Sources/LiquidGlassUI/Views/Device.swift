/// A device to render for: its screen in points, scale, safe-area insets (portrait) and display corner radius.
///
/// Screen sizes and scales: Apple Human Interface Guidelines, "Layout" → "Device screen sizes and
/// orientations" (iPhone 17 Pro 402×874 @3x, iPhone 17 Pro Max 440×956 @3x, iPhone Air 420×912 @3x, iPhone 17
/// 402×874 @3x; iPad Pro 11-inch 834×1210 @2x, iPad Pro 13-inch 1032×1376 @2x, iPad Air 11-inch 820×1180 @2x,
/// iPad mini 744×1133 @2x). Safe-area insets are not in Apple's documentation: the iPhone values (top 62, bottom 34
/// on Dynamic Island models; Air top 68) are those the iOS simulator reports for the same screen classes (iPhone 16
/// Pro = 17 Pro's screen), as collected by useyourloaf.com "iPhone 16 Screen Sizes"; iPads report top 24,
/// bottom 20. The Air's and the 17 Pro Max's top insets are the least certain (marked in docs/LIQUIDGLASSUI.md).
public struct Device: Hashable, Sendable {
    public var name: String
    public var size: CGSize
    public var scale: CGFloat
    public var safeAreaInsets: EdgeInsets
    /// The screen's corner radius in points (the container shape of the window for concentric corners).
    public var displayCornerRadius: CGFloat

    public init(name: String, size: CGSize, scale: CGFloat, safeAreaInsets: EdgeInsets, displayCornerRadius: CGFloat) {
        self.name = name
        self.size = size
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.displayCornerRadius = displayCornerRadius
    }

    static func phone(_ name: String, _ w: CGFloat, _ h: CGFloat, top: CGFloat, radius: CGFloat) -> Device {
        Device(name: name, size: CGSize(width: w, height: h), scale: 3,
               safeAreaInsets: EdgeInsets(top: top, leading: 0, bottom: 34, trailing: 0), displayCornerRadius: radius)
    }
    static func pad(_ name: String, _ w: CGFloat, _ h: CGFloat, radius: CGFloat) -> Device {
        Device(name: name, size: CGSize(width: w, height: h), scale: 2,
               safeAreaInsets: EdgeInsets(top: 24, leading: 0, bottom: 20, trailing: 0), displayCornerRadius: radius)
    }

    // Display corner radii: iPhone 16 Pro / 17 Pro class 62 pt (the value UIScreen's private _displayCornerRadius
    // reports, as widely published); others estimated from the same family.
    public static let iPhone17Pro = phone("iPhone 17 Pro", 402, 874, top: 62, radius: 62)
    public static let iPhone17 = phone("iPhone 17", 402, 874, top: 62, radius: 62)
    public static let iPhone17ProMax = phone("iPhone 17 Pro Max", 440, 956, top: 62, radius: 62)
    public static let iPhoneAir = phone("iPhone Air", 420, 912, top: 68, radius: 62)
    public static let iPadPro11 = pad("iPad Pro 11-inch", 834, 1210, radius: 30)
    public static let iPadPro13 = pad("iPad Pro 13-inch", 1032, 1376, radius: 30)
    public static let iPadAir11 = pad("iPad Air 11-inch", 820, 1180, radius: 18)
    public static let iPadMini = pad("iPad mini", 744, 1133, radius: 21.5)

    /// Every preset, the default (iPhone 17 Pro) first.
    public static let all: [Device] = [.iPhone17Pro, .iPhone17, .iPhone17ProMax, .iPhoneAir, .iPadPro11, .iPadPro13, .iPadAir11, .iPadMini]
}
