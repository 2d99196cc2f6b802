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

/// Declares a preview of a UIKit view (DeveloperToolsSupport's UIKit `#Preview`): `liquidglass preview FILE.swift -o DIR`
/// renders it to `DIR/NAME.png`.
///
/// ```swift
/// #Preview("Toolbar", traits: .sizeThatFitsLayout) {
///     let toolbar = GlassToolbar(frame: CGRect(x: 0, y: 0, width: 176, height: 64))
///     return toolbar
/// }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIView) =
    #externalMacro(module: "LiquidGlassUIMacros", type: "UIKitPreviewMacro")

/// Declares a preview of a view controller, drawn as the device's screen.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>..., body: @escaping @MainActor () -> UIViewController) =
    #externalMacro(module: "LiquidGlassUIMacros", type: "UIKitPreviewMacro")
