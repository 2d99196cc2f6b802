public import LiquidGlassUI

// UIKit re-exports DeveloperToolsSupport, where the preview types live, so a UIKit file's previews need only
// `import UIKit`. Here they are LiquidGlassUI's, named again (not all of LiquidGlassUI re-exported, whose SwiftUI
// names stay out of UIKit files): `liquidglass preview` writes a UIKit-only file's previews as
// `LiquidGlassUIKit.Preview(…)`.

/// DeveloperToolsSupport's `Preview`, as UIKit code sees it: LiquidGlassUI's (with the `UIView` and
/// `UIViewController` initializers of this module).
public typealias Preview = LiquidGlassUI.Preview
/// DeveloperToolsSupport's `PreviewRegistry`: LiquidGlassUI's.
public typealias PreviewRegistry = LiquidGlassUI.PreviewRegistry
/// DeveloperToolsSupport's `PreviewTrait` (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`…): LiquidGlassUI's.
public typealias PreviewTrait = LiquidGlassUI.PreviewTrait
