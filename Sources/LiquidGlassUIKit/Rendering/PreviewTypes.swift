public import LiquidGlassUICore

// UIKit re-exports DeveloperToolsSupport, where the preview types live, so a UIKit file's previews need only
// `import UIKit`. Here they are LiquidGlassUICore's, named again (not all of it re-exported: its SwiftUI names stay
// out of UIKit files; a scoped `@_exported import struct` of `Preview` is ambiguous with the `#Preview` macro), so
// `import LiquidGlassUI`, which re-exports both modules, finds a struct and a typealias of it: one type.
// `liquidglass preview` writes a UIKit-only file's previews as `LiquidGlassUIKit.Preview(…)`.

/// DeveloperToolsSupport's `Preview`, as UIKit code sees it: LiquidGlassUICore's (with the `UIView` and
/// `UIViewController` initializers of this module).
public typealias Preview = LiquidGlassUICore.Preview
/// DeveloperToolsSupport's `PreviewRegistry`: LiquidGlassUICore's.
public typealias PreviewRegistry = LiquidGlassUICore.PreviewRegistry
/// DeveloperToolsSupport's `PreviewTrait` (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`…): LiquidGlassUICore's.
public typealias PreviewTrait = LiquidGlassUICore.PreviewTrait

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
