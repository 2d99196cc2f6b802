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
        if let closure = node.trailingClosure, node.additionalTrailingClosures.isEmpty,
           let split = previewableSplit(closure) {
            let suffix = PreviewExpansion.previewableSuffix(variables: split.variables, statements: split.statements)
            return [DeclSyntax(stringLiteral: prefix + arguments + PreviewExpansion.previewableClosure + suffix)]
        }
        var closures = node.trailingClosure.map { " " + $0.trimmedDescription } ?? ""
        for extra in node.additionalTrailingClosures { closures += " " + extra.trimmedDescription }
        return [DeclSyntax(stringLiteral: prefix + arguments + closures + PreviewExpansion.suffix)]
    }

    /// A preview body's `@Previewable` variables (without that attribute) and its other statements, or nil when
    /// it has none.
    static func previewableSplit(_ closure: ClosureExprSyntax) -> (variables: [String], statements: String)? {
        var variables: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if let decl = item.item.as(VariableDeclSyntax.self),
               decl.attributes.contains(where: { $0.as(AttributeSyntax.self).map(PreviewableMacro.isPreviewable) ?? false }) {
                let kept = decl.attributes.filter { !($0.as(AttributeSyntax.self).map(PreviewableMacro.isPreviewable) ?? false) }
                variables.append(decl.with(\.attributes, kept).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        return variables.isEmpty ? nil : (variables, statements.joined(separator: "\n"))
    }
}

/// `@Previewable`: marks a variable of a `#Preview`'s body that becomes a property of the view the preview
/// makes (so `@Previewable @State var isOn = true` is that view's state, as in SwiftUI). `#Preview` does the
/// work; the attribute itself adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }

    static func isPreviewable(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return name == "Previewable" || name == "LiquidGlassUI.Previewable"
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
