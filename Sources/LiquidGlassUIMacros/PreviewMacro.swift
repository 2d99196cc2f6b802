import LiquidGlassPreviewExpansion
import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview { … }`: declares a uniquely named `PreviewRegistry` type (LiquidGlassPreviewExpansion builds its text).
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try expansion(of: node, in: context, module: "LiquidGlassUI")
    }

    /// The declaration, its preview types named through `module`.
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext, module: String
    ) throws -> [DeclSyntax] {
        guard node.trailingClosure != nil || node.arguments.contains(where: { $0.label?.text == "body" }) else {
            throw MacroExpansionErrorMessage("#Preview needs a body: #Preview { MyView() }")
        }
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let name = context.makeUniqueName("Preview").text
        let prefix = PreviewExpansion.prefix(
            typeName: name, fileID: location.map { "\($0.file)" } ?? "#fileID",
            line: location.map { "\($0.line)" } ?? "#line", column: location.map { "\($0.column)" } ?? "#column",
            module: module)
        let arguments = PreviewExpansion.argumentList(
            node.arguments.trimmedDescription, hasParentheses: node.leftParen != nil)
        var closures = node.trailingClosure.map { " " + $0.trimmedDescription } ?? ""
        for extra in node.additionalTrailingClosures { closures += " " + extra.trimmedDescription }
        return [DeclSyntax(stringLiteral: prefix + arguments + closures + PreviewExpansion.suffix)]
    }
}

/// LiquidGlassUIKit's `#Preview` of a `UIView` or `UIViewController`: the same declaration, its preview types named
/// through LiquidGlassUIKit (a UIKit file does not import LiquidGlassUI).
public struct UIKitPreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        try PreviewMacro.expansion(of: node, in: context, module: "LiquidGlassUIKit")
    }
}
