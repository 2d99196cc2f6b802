import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin behind LiquidGlassUI's macros.
@main
struct LiquidGlassUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PreviewMacro.self, PreviewableMacro.self, UIKitPreviewMacro.self,
                                           AnimatableMacro.self, AnimatableIgnoredMacro.self]
}
