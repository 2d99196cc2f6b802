import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

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
    /// What this file declares.
    public let declarations: DeclarationIndex
    /// The first syntax error, if the file does not parse cleanly.
    public let syntaxError: SyntaxErrorFinder.Error?

    private let index: RawIndexer
    private var callTable = NameTable()
    private var memberTable = NameTable()
    private var typeReferenceTable = NameTable()
    private var systemCallsCache: [String: [FunctionCallExprSyntax]] = [:]
    private var materializedCalls: [String: [FunctionCallExprSyntax]] = [:]
    private var materializedMembers: [String: [MemberAccessExprSyntax]] = [:]
    private var materializedTypeReferences: [String: [Syntax]] = [:]
    private var enclosingCallsCache: [SyntaxIdentifier: [EnclosingCall]] = [:]
    private var viewScopeCache: [SyntaxIdentifier: ViewScope?] = [:]
    private var cachedLines: LineTable?
    private var cachedGlassSites: [GlassSite]?
    private var cachedDisableCommands: DisableCommands?
    private var cachedPreviewRanges: [Range<AbsolutePosition>]?
    /// The children of nodes with many children (``node(at:)``), by the parent's pre-order index: their indices,
    /// and the children themselves (empty lists: a node with few children).
    private var manyChildren: [UInt32: (starts: [UInt32], nodes: [Syntax])] = [:]

    /// The depth of the syntax tree when it exceeds the limit given to `init`: the file was neither indexed nor
    /// checked (the walks are recursive), and the engine reports it as too deeply nested.
    public let excessiveDepth: Int?

    /// Parses and indexes `text`; a tree deeper than `maximumDepth` syntax levels is parsed but not indexed.
    public init(path: String, text: String, maximumDepth: Int = LintLimits.default.maximumSyntaxDepth) {
        self.path = path
        self.text = text
        // An explicit nesting limit: swift-syntax's default is 256 in release builds but 20 in debug builds, which
        // made the linter's verdict on nested code depend on how it was built. Deeper brackets, generics or
        // `#if` blocks are a syntax error (reported as `parse_error`); the parse runs on a large-stack thread.
        // (The buffer is copied into the tree's arena, so it need not outlive this call.)
        var source = text
        tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: LintLimits.parserNestingLevel) }
        var indexer = RawIndexer(expectedNodes: text.utf8.count / 3, depthLimit: maximumDepth)
        indexer.walk(tree.raw)
        if let depth = indexer.excessiveDepth {
            excessiveDepth = depth
            index = RawIndexer(expectedNodes: 0)
            declarations = DeclarationIndex()
            syntaxError = nil
            return
        }
        excessiveDepth = nil
        index = indexer
        var declarations = indexer.declarations
        declarations.resolveGlassProducers()
        self.declarations = declarations
        syntaxError = tree.hasError ? SyntaxErrorFinder.firstError(in: tree) : nil
    }

    /// The distinct names the file calls that start with an upper-case letter (`Card(…)`, `GlassChip()`):
    /// the component types a rule may ask the project index about.
    public func calledTypeNames() -> Set<String> {
        var names: Set<String> = []
        for entry in index.calls where RawIndexer.startsUppercase(entry.name) { names.insert(String(syntaxText: entry.name)) }
        return names
    }

    /// The distinct names of the file's calls that contain `fragment` (`circleGlass`, `glassBackground` for
    /// `lass`), from the index without materializing any call.
    /// The distinct names of the file's calls that start with a lowercase letter (methods and functions, not
    /// initializers), deduplicated on their bytes before any `String` is made.
    func lowercaseCalledNames() -> Set<String> {
        var seen: Set<SyntaxText> = []
        for entry in index.calls {
            guard let first = entry.name.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { continue }
            seen.insert(entry.name)
        }
        return Set(seen.map { String(syntaxText: $0) })
    }

    func calledNames(containing fragment: SyntaxText) -> Set<String> {
        var names: Set<String> = []
        for entry in index.calls where entry.name.contains(fragment) { names.insert(String(syntaxText: entry.name)) }
        return names
    }

    /// Whether `position` is in preview code (``PreviewCode``), which ships in no build.
    public func isInPreview(_ position: AbsolutePosition) -> Bool {
        if cachedPreviewRanges == nil { cachedPreviewRanges = PreviewCode.ranges(in: tree, lines: lines) }
        return cachedPreviewRanges!.contains { $0.contains(position) }
    }

    /// Calls made with `name` (see ``SyntaxQueries/calledName(_:)``), in source order: `calls("List")`,
    /// `calls("glassEffect")`.
    public func calls(_ name: String) -> [FunctionCallExprSyntax] {
        if let cached = materializedCalls[name] { return cached }
        let nodes = lookUp(name, \.calls, &callTable).compactMap { node(at: $0)?.as(FunctionCallExprSyntax.self) }
        materializedCalls[name] = nodes
        return nodes
    }

    /// Member accesses (`.name` and `x.name`) of `name`, in source order.
    public func members(_ name: String) -> [MemberAccessExprSyntax] {
        if let cached = materializedMembers[name] { return cached }
        let nodes = lookUp(name, \.members, &memberTable).compactMap { node(at: $0)?.as(MemberAccessExprSyntax.self) }
        materializedMembers[name] = nodes
        return nodes
    }

    /// Upper-case `name` used as a type or in an expression (`GlassVariant`, `Glass`), in source order.
    public func typeReferences(_ name: String) -> [Syntax] {
        if let cached = materializedTypeReferences[name] { return cached }
        let nodes = lookUp(name, \.typeReferences, &typeReferenceTable).compactMap { node(at: $0) }
        materializedTypeReferences[name] = nodes
        return nodes
    }

    /// ``EnclosingCall/all(of:)``, remembered: several rules ask about the same glass sites.
    public func enclosingCalls(of node: some SyntaxProtocol) -> [EnclosingCall] {
        if let cached = enclosingCallsCache[node.id] { return cached }
        let calls = EnclosingCall.all(of: node)
        enclosingCallsCache[node.id] = calls
        return calls
    }

    /// ``ViewScope/init(around:)``, remembered.
    public func viewScope(of node: some SyntaxProtocol) -> ViewScope? {
        if let cached = viewScopeCache[node.id] { return cached }
        let scope = ViewScope(around: node)
        viewScopeCache[node.id] = scope
        return scope
    }

    /// Whether the file calls something named `name` (without materializing the calls).
    public func hasCalls(_ name: String) -> Bool { !lookUp(name, \.calls, &callTable).isEmpty }

    /// The entries of one kind, grouped by name once a file has been asked about enough names.
    private struct NameTable {
        var questions = 0
        var grouped: [SyntaxText: [UInt32]]?
    }

    /// Questions about one kind of entry answered by scanning the list before it is grouped by name. A file
    /// is asked about some 30 names, and holds a few hundred entries of a kind: scanning costs a few
    /// instructions an entry, grouping ~250 (a hash and an array per name). Grouping every table on the first
    /// question was 2.4 % of the lint's instructions on the bench corpus (callgrind); the
    /// threshold keeps a file asked about many names (helper lookups) from scanning quadratically.
    private static let questionsBeforeGrouping = 48

    /// The pre-order indices of entries named `name`, ascending.
    private func lookUp(
        _ name: String, _ entries: KeyPath<RawIndexer, [RawIndexer.Entry]>, _ table: inout NameTable
    ) -> [UInt32] {
        let list = index[keyPath: entries]
        table.questions += 1
        if table.grouped == nil, table.questions > Self.questionsBeforeGrouping {
            var grouped: [SyntaxText: [UInt32]] = [:]
            grouped.reserveCapacity(list.count / 2)
            for entry in list { grouped[entry.name, default: []].append(entry.index) }
            table.grouped = grouped
        }
        var name = name
        let grouped = table.grouped
        return name.withSyntaxText { text in
            if let grouped { return grouped[text] ?? [] }
            var found: [UInt32] = []
            for entry in list where entry.name == text { found.append(entry.index) }
            return found
        }
    }

    /// The node at a pre-order index of the tree.
    ///
    /// `SyntaxProtocol.node(at:)` creates every sibling it passes on the way down, which made materializing
    /// the indexed nodes cost as much as walking the whole tree. Here sibling subtrees are skipped with the
    /// indexer's `subtreeEnd` table and only the nodes on the path are created, from the root each time: keeping
    /// the path from one target to the next visits 26 % fewer levels but costs the same, because each level's
    /// `children(viewMode:)` is the price (callgrind).
    ///
    /// Under a node with many children (a stack of hundreds of views), stepping past the siblings before the target
    /// made every lookup linear in them and a scope's checks quadratic: 500, 1,000 and 2,000 glass views in one
    /// `VStack` linted in 0.59, 2.48 and 7.95 s, 72 % of it here (perf, issue 46). Such a node's children's indices
    /// are listed once, searched by bisection and taken by position (a node's `children` collection steps from its
    /// start to an offset and counts itself by stepping too).
    private func node(at target: UInt32) -> Syntax? {
        let ends = index.subtreeEnd
        guard Int(target) < ends.count else { return nil }
        var node = Syntax(tree)
        var current: UInt32 = 0
        while current != target {
            var child = current + 1
            var offset = 0
            if let listed = children(of: current, node: node, ends: ends) {
                // The last child starting at or before the target holds it.
                let starts = listed.starts
                var low = 0, high = starts.count
                while low < high {
                    let mid = (low + high) / 2
                    if starts[mid] <= target { low = mid + 1 } else { high = mid }
                }
                offset = max(low - 1, 0)
                guard offset < listed.nodes.count else { return nil }
                node = listed.nodes[offset]
                current = starts[offset]
                continue
            } else {
                while child < target, ends[Int(child)] <= target {
                    child = ends[Int(child)]
                    offset += 1
                }
            }
            let children = node.children(viewMode: .all)
            guard offset < children.count else { return nil }
            node = children[children.index(children.startIndex, offsetBy: offset)]
            current = child
        }
        assert(node.id.indexInTree.toOpaque() == UInt64(target), "index path mismatch")
        return node
    }

    /// The children of `node` (at pre-order index `parent`) and their indices when it has more than
    /// ``manyChildrenThreshold`` (listed on first use), else nil.
    private func children(of parent: UInt32, node: Syntax, ends: [UInt32]) -> (starts: [UInt32], nodes: [Syntax])? {
        if let listed = manyChildren[parent] { return listed.starts.isEmpty ? nil : listed }
        var starts: [UInt32] = []
        var child = parent + 1
        let end = ends[Int(parent)]
        while child < end, starts.count <= Self.manyChildrenThreshold {
            starts.append(child)
            child = ends[Int(child)]
        }
        guard starts.count > Self.manyChildrenThreshold else {
            // Few children are stepped past as before; an empty list marks the node as looked at.
            manyChildren[parent] = ([], [])
            return nil
        }
        while child < end {
            starts.append(child)
            child = ends[Int(child)]
        }
        let listed = (starts: starts, nodes: Array(node.children(viewMode: .all)))
        manyChildren[parent] = listed
        return listed
    }

    /// Children counts above which a node's children are listed for bisection: below it, stepping past them costs
    /// about what listing them once does.
    private static let manyChildrenThreshold = 16

    /// The file's line starts (built on first use: most files need no line numbers).
    public var lines: LineTable {
        if let cachedLines { return cachedLines }
        let lines = LineTable(text)
        cachedLines = lines
        return lines
    }

    /// 1-based line and UTF-8 column of a position.
    public func location(of position: AbsolutePosition) -> (line: Int, column: Int) {
        lines.location(of: position.utf8Offset)
    }

    /// The text of a 1-based line, without its line break (empty when out of range).
    public func lineText(_ line: Int) -> String {
        lines.text(ofLine: line)
    }

    /// The file's glass sites, given the declarations of all linted files (computed once per file: a file is
    /// always checked against one lookup).
    public func glassSites(resolving declarations: DeclarationLookup) -> [GlassSite] {
        if let cachedGlassSites { return cachedGlassSites }
        let sites = GlassSite.find(in: self, declarations: declarations)
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
    /// Remembered per name, like ``glassSites(resolving:)``: a file is always checked against one lookup.
    public func systemCalls(_ name: String, _ declarations: DeclarationLookup) -> [FunctionCallExprSyntax] {
        if let cached = systemCallsCache[name] { return cached }
        let found = calls(name).filter { !SyntaxQueries.resolvesToProject($0, declarations) }
        systemCallsCache[name] = found
        return found
    }
}
