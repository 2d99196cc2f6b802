// `import SwiftUI` on iOS makes UIKit visible too: real SwiftUI files name `UIColor`, `UIFont`, `UIImage`,
// `UIScreen.main.bounds`, `UIApplication.shared`, and wrap UIKit views in `UIViewRepresentable` with no
// `import UIKit` (3 of the 42 corpus files measured in session 36 failed only on this). So `import LiquidGlassUI`
// is this umbrella: SwiftUI's API (LiquidGlassUICore, Sources/LiquidGlassUI) and UIKit's (LiquidGlassUIKit).
// The types both need (UIColor, the traits, the feedback generators, the preview types) are declared once, in the
// core, and re-exported by LiquidGlassUIKit by name, so each is one declaration seen along two paths.
@_exported import LiquidGlassUICore
@_exported import LiquidGlassUIKit
