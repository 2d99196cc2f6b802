import SwiftSyntax

/// The stacks and glass containers around a view, as far as its hierarchy goes (a sheet's or toolbar's content
/// is a separate hierarchy): what "in the same stack" and "in the same container" mean for the rules.
public enum ViewGroups {
    /// Views that lay out sibling views together.
    public static let stacks: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "LazyHGrid", "LazyVGrid", "Grid", "GridRow",
        "ToolbarItemGroup", "ControlGroup", "GlassEffectContainer",
    ]

    /// The calls around `node` up to the boundary of its hierarchy (a presentation modifier's content), innermost
    /// first.
    ///
    /// Pass `file` (the node's file) to reuse its remembered ``SourceFile/enclosingCalls(of:)``: several rules
    /// ask about the same glass sites, and the walk up is one of the larger costs of a lint run.
    public static func hierarchy(of node: some SyntaxProtocol, in file: SourceFile? = nil) -> [EnclosingCall] {
        var result: [EnclosingCall] = []
        for enclosing in enclosingCalls(of: node, in: file) {
            if enclosing.isContent, EnclosingCall.presentationModifiers.contains(enclosing.name) {
                break
            }
            result.append(enclosing)
        }
        return result
    }

    /// The presentation modifier (`sheet`, `toolbar`, …) whose content `node` is in, if any.
    public static func presentation(around node: some SyntaxProtocol, in file: SourceFile? = nil)
        -> FunctionCallExprSyntax?
    {
        enclosingCalls(of: node, in: file).first {
            $0.isContent && EnclosingCall.presentationModifiers.contains($0.name)
        }?.call
    }

    /// Presentation modifiers that show another screen (a sheet, a popover, an alert). Toolbars, insets and
    /// accessories, also separate hierarchies, stay on the same screen over the same content.
    public static let screenPresentations: Set<String> = [
        "sheet", "popover", "fullScreenCover", "inspector", "alert", "confirmationDialog", "navigationDestination",
        "contextMenu",
    ]

    /// The modifier presenting another screen (`sheet`, `popover`, …) whose content `node` is in, if any.
    public static func screenPresentation(around node: some SyntaxProtocol, in file: SourceFile? = nil)
        -> FunctionCallExprSyntax?
    {
        enclosingCalls(of: node, in: file).first { $0.isContent && screenPresentations.contains($0.name) }?.call
    }

    /// The stacks and glass containers `node` is in (as content), innermost first, within its hierarchy.
    public static func enclosingGroups(
        of node: some SyntaxProtocol, _ declarations: DeclarationLookup, in file: SourceFile? = nil
    ) -> [EnclosingCall] {
        hierarchy(of: node, in: file).filter { isGroup($0, declarations) }
    }

    /// Whether `node` is in `enclosing` as one of the views of a stack or glass container.
    public static func isGroup(_ enclosing: EnclosingCall, _ declarations: DeclarationLookup) -> Bool {
        enclosing.isContent && !enclosing.isModifier
            && (stacks.contains(enclosing.name) || declarations.isContainerWrapper(enclosing.name))
    }

    /// The innermost `GlassEffectContainer` (or a project wrapper around one) `node` is in, within its hierarchy.
    public static func enclosingGlassContainer(
        of node: some SyntaxProtocol, _ declarations: DeclarationLookup, in file: SourceFile? = nil
    ) -> FunctionCallExprSyntax? {
        hierarchy(of: node, in: file).first { enclosing in
            guard enclosing.isContent, !enclosing.isModifier else { return false }
            if enclosing.name == "GlassEffectContainer" { return !declarations.declaresType("GlassEffectContainer") }
            return declarations.isContainerWrapper(enclosing.name)
        }?.call
    }

    /// The whole view expression `node` belongs to within its hierarchy: the outermost modifier chain around it.
    public static func outermostView(of node: some SyntaxProtocol, in file: SourceFile? = nil) -> ExprSyntax? {
        guard let outermost = hierarchy(of: node, in: file).last else { return nil }
        return ModifierChain(containing: outermost.call).expression
    }

    /// The enclosing calls of `node`, remembered by `file` when one is given.
    static func enclosingCalls(of node: some SyntaxProtocol, in file: SourceFile?) -> [EnclosingCall] {
        file?.enclosingCalls(of: node) ?? EnclosingCall.all(of: node)
    }
}
