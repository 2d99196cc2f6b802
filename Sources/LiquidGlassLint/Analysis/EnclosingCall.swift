import SwiftSyntax

/// A call that lexically encloses a node, found by walking up from the node: `List` and `ForEach` around a
/// row, the `overlay` whose content holds a badge, or the `glassEffect` applied to a stack the node is in.
public struct EnclosingCall {
    /// How the node sits in the call.
    public enum Relation: Equatable {
        /// In an argument or trailing closure; `label` is the argument's or closure's label.
        case content(label: String?)
        /// In the view the call modifies: the node is inside `VStack { node }.glassEffect()`.
        case receiver
    }

    public let call: FunctionCallExprSyntax
    public let name: String
    public let relation: Relation

    /// Whether the call is a modifier (`x.overlay { }`) rather than a view or function (`List { }`).
    public var isModifier: Bool { SyntaxQueries.calledMember(call)?.base != nil }

    public var isContent: Bool { if case .content = relation { true } else { false } }

    /// Modifiers that present content in a new hierarchy (a sheet, a popover) or in the system bars, so the
    /// content is no longer inside the views around the modifier.
    public static let presentationModifiers: Set<String> = [
        "sheet", "popover", "fullScreenCover", "inspector", "alert", "confirmationDialog",
        "navigationDestination", "toolbar", "safeAreaInset", "safeAreaBar", "tabViewBottomAccessory",
        "contextMenu", "searchSuggestions",
    ]

    /// Enclosing calls of `node`, innermost first, up to the enclosing declaration (function, property,
    /// type).
    public static func all(of node: some SyntaxProtocol) -> [EnclosingCall] {
        var result: [EnclosingCall] = []
        var child = Syntax(node)
        var label: String? = nil
        var viaBase = false
        while let parent = child.parent {
            let cameViaBase = viaBase
            viaBase = false
            // One switch on the kind: this loop runs for every glass site, and casts cost.
            switch parent.kind {
            case .memberBlockItem, .functionDecl, .initializerDecl, .sourceFile:
                return result
            case .labeledExpr, .multipleTrailingClosureElement, .memberAccessExpr, .functionCallExpr:
                break
            default:
                child = parent
                continue
            }
            if let argument = parent.as(LabeledExprSyntax.self) {
                label = argument.label?.text
            } else if let closure = parent.as(MultipleTrailingClosureElementSyntax.self) {
                label = closure.label.text
            } else if let member = parent.as(MemberAccessExprSyntax.self) {
                viaBase = member.base?.id == child.id
            } else if let call = parent.as(FunctionCallExprSyntax.self), let name = SyntaxQueries.calledName(call) {
                if call.calledExpression.id == child.id {
                    if cameViaBase { result.append(EnclosingCall(call: call, name: name, relation: .receiver)) }
                } else {
                    let isTrailing = call.trailingClosure?.id == child.id
                    result.append(
                        EnclosingCall(call: call, name: name, relation: .content(label: isTrailing ? nil : label)))
                }
                label = nil
            }
            child = parent
        }
        return result
    }
}
