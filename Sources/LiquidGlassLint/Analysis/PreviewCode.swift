import SwiftSyntax

/// Code that only previews build: `#Preview { … }` and types conforming to `PreviewProvider`.
///
/// Previews never ship, so findings in them are not reported (3 of the 34 wrong findings of the first run on
/// unseen apps, issue 45, were in previews). Both are top-level declarations (possibly inside `#if DEBUG`), so
/// only the file's top-level statements are looked at, and only when the text mentions a preview.
public enum PreviewCode {
    /// The source ranges of the file's preview code.
    public static func ranges(in file: SourceFileSyntax, text: String) -> [Range<AbsolutePosition>] {
        ranges(in: file, lines: LineTable(text))
    }

    /// The source ranges of the file's preview code, the mention looked for in the file's bytes (`String.contains`
    /// with a string argument is Foundation's `range(of:)`, far slower on a whole file).
    static func ranges(in file: SourceFileSyntax, lines: LineTable) -> [Range<AbsolutePosition>] {
        guard lines.contains("#Preview") || lines.contains("PreviewProvider") else { return [] }
        var ranges: [Range<AbsolutePosition>] = []
        for item in file.statements { collect(Syntax(item.item), into: &ranges) }
        return ranges
    }

    private static func collect(_ node: Syntax, into ranges: inout [Range<AbsolutePosition>]) {
        if let macro = node.as(MacroExpansionDeclSyntax.self) {
            if macro.macroName.text == "Preview" { ranges.append(macro.position..<macro.endPosition) }
        } else if let macro = node.as(MacroExpansionExprSyntax.self) {
            if macro.macroName.text == "Preview" { ranges.append(macro.position..<macro.endPosition) }
        } else if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses {
                guard let elements = clause.elements?.as(CodeBlockItemListSyntax.self) else { continue }
                for item in elements { collect(Syntax(item.item), into: &ranges) }
            }
        } else if let group = node.asProtocol(DeclGroupSyntax.self),
            group.inheritanceClause?.inheritedTypes.contains(where: {
                $0.type.trimmedDescription.hasSuffix("PreviewProvider")
            }) == true
        {
            ranges.append(node.position..<node.endPosition)
        }
    }
}
