// UIKit re-exports Foundation (and CoreGraphics, whose CGFloat, CGRect, CGPoint and CGSize Foundation has on Linux),
// so a file that imports LiquidGlassUIKit needs no other import for them.
@_exported import Foundation

