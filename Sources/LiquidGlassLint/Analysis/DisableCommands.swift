import SwiftSyntax

/// The inline commands of a file that switch rules off:
///
/// ```swift
/// // liquidglass:disable glass_on_content          (from this line on, until enabled)
/// // liquidglass:enable glass_on_content           (from this line on)
/// // liquidglass:disable:next nested_glass_container
/// Text("a").glassEffect() // liquidglass:disable:this glass_on_content
/// // liquidglass:disable:previous glass_on_content
/// ```
///
/// `all` stands for every rule. Words after the rule identifiers that are not identifiers (`- reason`) end the
/// list, so a command can carry an explanation.
public struct DisableCommands: Sendable {
    public enum Action: String, Sendable {
        case disable, enable
    }

    public enum Scope: String, Sendable {
        case region = "", next, this, previous
    }

    public struct Command: Sendable, Hashable {
        public let action: Action
        public let scope: Scope
        public let rules: Set<String>
        /// The 1-based line of the comment.
        public let line: Int
    }

    /// Commands in source order.
    public let commands: [Command]

    public init(commands: [Command]) {
        self.commands = commands
    }

    init(file: SourceFile) {
        // Most files have no command: skip the trivia scan.
        guard file.lines.contains("liquidglass:") else {
            commands = []
            return
        }
        var found: [Command] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            var position = token.position
            for piece in token.leadingTrivia {
                if let command = Self.parse(piece, at: position, file) { found.append(command) }
                position += piece.sourceLength
            }
            position = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                if let command = Self.parse(piece, at: position, file) { found.append(command) }
                position += piece.sourceLength
            }
        }
        commands = found
    }

    /// Whether `rule` is switched off on `line`.
    public func isDisabled(_ rule: String, line: Int) -> Bool {
        var disabled = false
        for command in commands where command.rules.contains(rule) || command.rules.contains("all") {
            switch command.scope {
            case .region:
                if command.line <= line { disabled = command.action == .disable }
            case .next:
                if command.line + 1 == line, command.action == .disable { return true }
            case .this:
                if command.line == line, command.action == .disable { return true }
            case .previous:
                if command.line - 1 == line, command.action == .disable { return true }
            }
        }
        return disabled
    }

    private static func parse(_ piece: TriviaPiece, at position: AbsolutePosition, _ file: SourceFile) -> Command? {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment), .docLineComment(let comment),
            .docBlockComment(let comment):
            text = comment
        default:
            return nil
        }
        guard let command = parse(comment: text, line: 0) else { return nil }
        let line = file.location(of: position).line
        return Command(action: command.action, scope: command.scope, rules: command.rules, line: line)
    }

    /// Parses a comment's text (with its `//` or `/* */`) into a command.
    static func parse(comment: String, line: Int) -> Command? {
        guard let marker = comment.range(of: "liquidglass:") else { return nil }
        var words = comment[marker.upperBound...].split(whereSeparator: { $0.isWhitespace }).map(String.init)
        guard !words.isEmpty else { return nil }
        let head = words.removeFirst().split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let action = Action(rawValue: head[0]) else { return nil }
        let scope: Scope
        switch head.count {
        case 1: scope = .region
        case 2:
            guard let parsed = Scope(rawValue: head[1]), parsed != .region else { return nil }
            scope = parsed
        default: return nil
        }
        var rules: Set<String> = []
        for word in words {
            let cleaned = word.hasSuffix("*/") ? String(word.dropLast(2)) : word
            guard !cleaned.isEmpty, cleaned.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { break }
            rules.insert(cleaned)
        }
        guard !rules.isEmpty else { return nil }
        return Command(action: action, scope: scope, rules: rules, line: line)
    }
}
