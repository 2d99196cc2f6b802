// UIKit's colour (`UIColor`, in UIKitShared/) is one declaration that SwiftUI files and LiquidGlassUIKit's UIKit files
// both see, as SwiftUI on iOS re-exports UIKit's; these are SwiftUI's conversions from it.
extension Color {
    /// The SwiftUI colour of a UIKit colour: its light and dark values (a dynamic colour is resolved with the light
    /// and dark interface styles).
    nonisolated public init(uiColor: UIColor) {
        self.init(light: uiColor.rgba(.lightTraits), dark: uiColor.rgba(.darkTraits), name: uiColor.name)
    }
    /// The SwiftUI colour of a UIKit colour (the iOS 13 spelling).
    nonisolated public init(_ color: UIColor) { self.init(uiColor: color) }
}
