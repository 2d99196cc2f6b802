import Foundation
import LiquidGlassPreviewExpansion
import SwiftParser
import SwiftSyntax

/// A user's Swift file made ready for the preview program: each file-scope `#Preview` replaced by the declaration
/// the macro would write, under a name `main.swift` can list, and `@main` removed (the preview program has its own
/// entry point). Replacements keep every line where it was, and a `#sourceLocation` directive points the
/// compiler's messages at the original file.
public struct PreviewSourceRewriter: Sendable {
    /// A preview found in the file.
    public struct Entry: Equatable, Sendable {
        public let typeName: String
        public let line: Int
        /// The `#if` clauses around the preview, outermost first: the registry is listed under the same conditions.
        public let conditions: [IfConfigPath]
    }

    /// Where a declaration sits in one `#if … #elseif … #else … #endif`: every clause up to its own, as written.
    public struct IfConfigPath: Equatable, Sendable {
        /// `(keyword, condition)` for each clause up to and including the one holding the preview (`#else` has no
        /// condition).
        public let clauses: [(keyword: String, condition: String?)]

        public static func == (lhs: IfConfigPath, rhs: IfConfigPath) -> Bool {
            lhs.clauses.map { "\($0.keyword) \($0.condition ?? "")" } == rhs.clauses.map { "\($0.keyword) \($0.condition ?? "")" }
        }
    }

    public let path: String
    public let text: String
    /// The `#fileID` the previews of this file report: the host module's name and the file's name.
    public let fileID: String
    /// The file as the preview program compiles it.
    public let rewritten: String
    public let entries: [Entry]
    /// The modules the file imports (`import LiquidGlassUIKit` makes the preview program link LiquidGlassUIKit).
    public let imports: [String]
    /// Previews that cannot be rendered (not at file scope), with the reason, by line.
    public let skipped: [Skipped]
    /// For a file importing LiquidGlassUIKit: its Objective-C-only syntax rewritten before it is compiled
    /// (``ObjectiveCRewriter``: `#selector` into a sendable `Selector`, `@objc` removed), and what was left; nil
    /// for other files.
    public let objectiveC: ObjectiveCRewriter?

    /// A `#Preview` that is not rendered, and why.
    public struct Skipped: Equatable, Sendable {
        public let line: Int
        public let reason: String
    }

    /// - Parameters:
    ///   - fileIndex: distinguishes the generated names of one file's previews from another's.
    ///   - moduleName: the module named in the previews' file IDs.
    public init(path: String, text: String, fileIndex: Int, moduleName: String) {
        self.path = path
        self.text = text
        // UIKit code's `@objc` and `#selector` cannot compile on Linux: rewritten first, line for line, so the
        // preview rewrite below and the compiler's messages keep the user's line numbers.
        let objectiveC = Self.importsUIKit(text) ? ObjectiveCRewriter(text: text, fileName: path) : nil
        self.objectiveC = objectiveC
        let text = objectiveC?.rewritten ?? text
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)

        var bytes = Array(text.utf8)
        var edits: [(range: Range<Int>, replacement: String)] = []
        var entries: [Entry] = []
        var skipped: [Skipped] = []
        let fileID = moduleName + "/" + URL(fileURLWithPath: path).lastPathComponent
        self.fileID = fileID
        // A UIKit-only file cannot name LiquidGlassUI (it does not import it); LiquidGlassUIKit names its preview types.
        let module = finder.imports.contains("LiquidGlassUIKit") && !finder.imports.contains("LiquidGlassUI")
            ? "LiquidGlassUIKit" : "LiquidGlassUI"
        for node in finder.previews {
            let node = node.node
            let location = node.pound.startLocation(converter: converter, afterLeadingTrivia: true)
            guard let conditions = Self.fileScopeConditions(of: Syntax(node)) else {
                skipped.append(Skipped(line: location.line, reason: "#Preview inside a type or function is not rendered; write it at file scope"))
                continue
            }
            let typeName = "__LiquidGlassPreview_\(fileIndex)_\(entries.count)"
            // From the `#`: attributes written before a `#Preview` declaration stay, on the registry type.
            let start = node.pound.positionAfterSkippingLeadingTrivia.utf8Offset
            let afterName = node.macroName.endPositionBeforeTrailingTrivia.utf8Offset
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            let call = String(decoding: bytes[afterName..<end], as: UTF8.self)
            let prefix = PreviewExpansion.prefix(
                typeName: typeName, fileID: PreviewExpansion.stringLiteral(fileID), line: "\(location.line)",
                column: "\(location.column)", module: module)
            if let replaced = Self.previewableCall(node, original: call) {
                edits.append((start..<end, prefix + replaced))
            } else {
                edits.append((start..<end, prefix + call + PreviewExpansion.suffix))
            }
            entries.append(Entry(typeName: typeName, line: location.line, conditions: conditions))
        }
        for provider in finder.providers {
            // A `PreviewProvider` renders as a `#Preview` named after its type, declared right after it.
            guard let conditions = Self.fileScopeConditions(of: Syntax(provider)) else { continue }
            let location = provider.name.startLocation(converter: converter)
            let typeName = "__LiquidGlassPreview_\(fileIndex)_\(entries.count)"
            let name = provider.name.text
            let end = provider.endPositionBeforeTrailingTrivia.utf8Offset
            let prefix = PreviewExpansion.prefix(
                typeName: typeName, fileID: PreviewExpansion.stringLiteral(fileID), line: "\(location.line)",
                column: "\(location.column)")
            // `;` before it: two declarations on one line need one (`} enum …` does not compile: heldback5's
            // working file 70269499, a provider at the end of its file).
            edits.append((end..<end, "; " + prefix + "(\(PreviewExpansion.stringLiteral(name))) { \(name).previews }"
                          + PreviewExpansion.suffix))
            entries.append(Entry(typeName: typeName, line: location.line, conditions: conditions))
        }
        for attribute in finder.mainAttributes {
            // Blank the attribute out, keeping its width, so columns on the line stay right.
            let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = attribute.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append((start..<end, String(repeating: " ", count: end - start)))
        }

        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        self.rewritten = "#sourceLocation(file: \(PreviewExpansion.stringLiteral(absolute)), line: 1)\n"
            + String(decoding: bytes, as: UTF8.self) + "\n#sourceLocation()\n"
        self.entries = entries
        self.skipped = skipped
        self.imports = finder.imports
    }

    /// Whether a file sees UIKit — it imports LiquidGlassUIKit, or LiquidGlassUI, which re-exports it as SwiftUI
    /// does on iOS (a representable's coordinator is often a target with `@objc` actions) — so that its
    /// Objective-C-only syntax is rewritten.
    static func importsUIKit(_ text: String) -> Bool {
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.imports.contains("LiquidGlassUIKit") || finder.imports.contains("LiquidGlassUI")
    }

    /// The call and closing text of a preview whose body has `@Previewable` variables (what the macro writes:
    /// a view holding them), padded with line breaks to the original's line count so later lines keep their
    /// numbers; nil when the body has none.
    static func previewableCall(_ node: some FreestandingMacroExpansionSyntax, original: String) -> String? {
        guard let closure = node.trailingClosure, node.additionalTrailingClosures.isEmpty else { return nil }
        var variables: [String] = []
        var statements: [String] = []
        for item in closure.statements {
            if let decl = item.item.as(VariableDeclSyntax.self), decl.attributes.contains(where: isPreviewable) {
                variables.append(decl.with(\.attributes, decl.attributes.filter { !isPreviewable($0) }).trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        guard !variables.isEmpty else { return nil }
        let arguments = PreviewExpansion.argumentList(node.arguments.trimmedDescription, hasParentheses: node.leftParen != nil)
        var text = arguments + PreviewExpansion.previewableClosure
            + PreviewExpansion.previewableSuffix(variables: variables, statements: statements.joined(separator: "\n"))
        let missing = original.filter { $0 == "\n" }.count - text.filter { $0 == "\n" }.count
        if missing > 0 { text += String(repeating: "\n", count: missing) }
        return text
    }

    private static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard let name = element.as(AttributeSyntax.self)?.attributeName.trimmedDescription else { return false }
        return name == "Previewable" || name == "LiquidGlassUI.Previewable"
    }

    /// The `#if` clauses around a file-scope declaration, outermost first; nil when it sits inside a type, a
    /// function or a closure.
    static func fileScopeConditions(of node: Syntax) -> [IfConfigPath]? {
        var paths: [IfConfigPath] = []
        var current = node
        while let parent = current.parent {
            if parent.is(SourceFileSyntax.self) { return paths.reversed() }
            if let clause = parent.as(IfConfigClauseSyntax.self), let list = clause.parent?.as(IfConfigClauseListSyntax.self) {
                var clauses: [(String, String?)] = []
                for candidate in list {
                    clauses.append((candidate.poundKeyword.text, candidate.condition?.trimmedDescription))
                    if candidate.id == clause.id { break }
                }
                paths.append(IfConfigPath(clauses: clauses))
            } else if !(parent.is(CodeBlockItemSyntax.self) || parent.is(CodeBlockItemListSyntax.self)
                || (parent.is(ExpressionStmtSyntax.self) && current.is(MacroExpansionExprSyntax.self))
                || parent.is(IfConfigClauseListSyntax.self) || parent.is(IfConfigDeclSyntax.self)) {
                return nil
            }
            current = parent
        }
        return nil
    }

    /// A `#Preview`: at file scope the parser reads it as an expression (top-level code), elsewhere as a
    /// declaration.
    struct Found {
        let node: any FreestandingMacroExpansionSyntax
    }

    private final class Finder: SyntaxVisitor {
        var previews: [Found] = []
        var mainAttributes: [AttributeSyntax] = []
        var providers: [StructDeclSyntax] = []

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if inherited.contains("PreviewProvider") || inherited.contains("LiquidGlassUI.PreviewProvider") {
                providers.append(node)
            }
            return .visitChildren
        }

        var imports: [String] = []

        override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
            if let module = node.path.first?.name.text { imports.append(module) }
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { previews.append(Found(node: node)) }
            return .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "Preview" { previews.append(Found(node: node)) }
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if node.attributeName.trimmedDescription == "main" { mainAttributes.append(node) }
            return .skipChildren
        }
    }
}
