import SwiftParser
import SwiftSyntax

/// A parsed Swift file with the index the rules share: calls, member accesses and type references by name,
/// the file's declarations, its inline disable commands and its glass sites.
///
/// Built by one parse and one syntax walk. Instances are confined to one worker at a time (the engine hands
/// each file to a single task), which is why lazily computed parts are not locked.
public final class SourceFile: @unchecked Sendable {
    /// The path as given to the linter.
    public let path: String
    public let text: String
    public let tree: SourceFileSyntax
    /// Calls by the name they are made with (see ``SyntaxQueries/calledName(_:)``), in source order.
    public let calls: [String: [FunctionCallExprSyntax]]
    /// Member accesses (`.name` and `x.name`) by member name, in source order.
    public let members: [String: [MemberAccessExprSyntax]]
    /// Upper-case names used as types or in expressions (`GlassVariant`, `Glass`), in source order.
    public let typeReferences: [String: [Syntax]]
    /// What this file declares.
    public let declarations: DeclarationIndex
    /// The first syntax error, if the file does not parse cleanly.
    public let syntaxError: SyntaxErrorFinder.Error?

    private let index: IndexingVisitor
    private var cachedConverter: SourceLocationConverter?
    private var cachedGlassSites: [GlassSite]?
    private var cachedDisableCommands: DisableCommands?

    /// Parses and indexes `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
        tree = Parser.parse(source: text)
        let visitor = IndexingVisitor()
        visitor.walk(tree)
        index = visitor
        calls = visitor.calls
        members = visitor.members
        typeReferences = visitor.typeReferences
        declarations = visitor.declarations
        syntaxError = tree.hasError ? SyntaxErrorFinder.firstError(in: tree) : nil
    }

    /// Converts positions to lines and columns (built on first use: most files have no finding).
    public var converter: SourceLocationConverter {
        if let cachedConverter { return cachedConverter }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        cachedConverter = converter
        return converter
    }

    /// 1-based line and UTF-8 column of a position.
    public func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        let location = converter.location(for: position)
        return (location.line, location.column)
    }

    /// The text of a 1-based line, without its line break (empty when out of range).
    public func lineText(_ line: Int) -> String {
        var current = 1
        var start = text.utf8.startIndex
        let utf8 = text.utf8
        while current < line {
            guard let newline = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) else { return "" }
            start = utf8.index(after: newline)
            current += 1
        }
        let end = utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
        var lineText = String(decoding: utf8[start..<end], as: UTF8.self)
        if lineText.hasSuffix("\r") { lineText.removeLast() }
        return lineText
    }

    /// The file's glass sites, given the declarations of all linted files.
    public func glassSites(resolving declarations: DeclarationIndex) -> [GlassSite] {
        if let cachedGlassSites { return cachedGlassSites }
        let sites = GlassSite.find(in: index, declarations: declarations)
        cachedGlassSites = sites
        return sites
    }

    /// The file's `// liquidglass:` commands.
    public var disableCommands: DisableCommands {
        if let cachedDisableCommands { return cachedDisableCommands }
        let commands = DisableCommands(file: self)
        cachedDisableCommands = commands
        return commands
    }

    /// Calls named `name` that are not calls of the project's own function or type of that name.
    public func systemCalls(_ name: String, _ declarations: DeclarationIndex) -> [FunctionCallExprSyntax] {
        (calls[name] ?? []).filter { !SyntaxQueries.resolvesToProject($0, declarations) }
    }
}
