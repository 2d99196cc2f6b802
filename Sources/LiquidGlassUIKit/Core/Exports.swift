// UIKit re-exports Foundation (and CoreGraphics, whose CGFloat, CGRect, CGPoint and CGSize Foundation has on Linux),
// so a file that imports LiquidGlassUIKit needs no other import for them.
@_exported import Foundation


// UIKit's colour and traits are declared once, in LiquidGlassUICore (as SwiftUI on iOS re-exports UIKit's types), and
// re-exported here one by one: a file importing both modules sees one `UIColor`, not two.
@_exported public import class LiquidGlassUICore.UIColor
@_exported public import struct LiquidGlassUICore.CGColor
@_exported public import class LiquidGlassUICore.UITraitCollection
@_exported public import enum LiquidGlassUICore.UIUserInterfaceStyle
// The haptic feedback generators too (SwiftUI code plays them in button actions): one declaration, in LiquidGlassUI.
@_exported public import class LiquidGlassUICore.UIFeedbackGenerator
@_exported public import class LiquidGlassUICore.UIImpactFeedbackGenerator
@_exported public import class LiquidGlassUICore.UINotificationFeedbackGenerator
@_exported public import class LiquidGlassUICore.UISelectionFeedbackGenerator
// The device and the screen: declared in LiquidGlassUICore for SwiftUI files (which see UIKit on iOS), re-exported
// here so UIKit files see the same types (`UIDevice.current.userInterfaceIdiom`, `UIScreen.main.bounds`).
@_exported public import class LiquidGlassUICore.UIDevice
@_exported public import class LiquidGlassUICore.UIScreen
@_exported public import enum LiquidGlassUICore.UIUserInterfaceIdiom
@_exported public import enum LiquidGlassUICore.UIDeviceOrientation
