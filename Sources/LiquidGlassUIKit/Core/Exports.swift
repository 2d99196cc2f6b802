// UIKit re-exports Foundation (and CoreGraphics, whose CGFloat, CGRect, CGPoint and CGSize Foundation has on Linux),
// so a file that imports LiquidGlassUIKit needs no other import for them.
@_exported import Foundation


// UIKit's colour and traits are declared once, in LiquidGlassUI (as SwiftUI on iOS re-exports UIKit's types), and
// re-exported here one by one: a file importing both modules sees one `UIColor`, not two.
@_exported import class LiquidGlassUI.UIColor
@_exported import struct LiquidGlassUI.CGColor
@_exported import class LiquidGlassUI.UITraitCollection
@_exported import enum LiquidGlassUI.UIUserInterfaceStyle
// The haptic feedback generators too (SwiftUI code plays them in button actions): one declaration, in LiquidGlassUI.
@_exported import class LiquidGlassUI.UIFeedbackGenerator
@_exported import class LiquidGlassUI.UIImpactFeedbackGenerator
@_exported import class LiquidGlassUI.UINotificationFeedbackGenerator
@_exported import class LiquidGlassUI.UISelectionFeedbackGenerator
