import SwiftSyntax

/// The view type a node belongs to, for rules that reason "in one view": the innermost enclosing struct,
/// class or extension, with its name.
public struct ViewScope {
    public let declaration: DeclSyntax
    public let name: String

    /// The type declaration or extension around `node`, if any.
    public init?(around node: some SyntaxProtocol) {
        guard let declaration = SyntaxQueries.enclosingTypeDeclaration(of: node) else { return nil }
        self.declaration = declaration
        if let named = declaration.asProtocol(NamedDeclSyntax.self) {
            name = named.name.text
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            name = extensionDecl.extendedType.trimmedDescription
        } else {
            name = ""
        }
    }

    /// Whether the declaration says it conforms to `protocolName` (in its own inheritance clause).
    public func conforms(to protocolName: String) -> Bool {
        let clause: InheritanceClauseSyntax?
        if let structDecl = declaration.as(StructDeclSyntax.self) {
            clause = structDecl.inheritanceClause
        } else if let classDecl = declaration.as(ClassDeclSyntax.self) {
            clause = classDecl.inheritanceClause
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            if extensionDecl.extendedType.trimmedDescription == protocolName { return true }
            clause = extensionDecl.inheritanceClause
        } else {
            clause = nil
        }
        return clause?.inheritedTypes.contains { $0.type.trimmedDescription.hasSuffix(protocolName) } ?? false
    }
}
