/// Reports a file that is not valid Swift. Such a file is not checked by any other rule.
public struct ParseErrorRule: Rule {
    public static let description = RuleDescription(
        identifier: "parse_error",
        name: "Parse Error",
        description: "The file is not valid Swift, so no design rule could be checked in it.",
        rationale: """
            swift-syntax recovers from syntax errors, but rules reasoning about a recovered tree would report \
            nonsense; the file is reported once, at its first error, and skipped. Raise it to `error` in the \
            configuration to fail the run on such files. Only the files the rules read are parsed for it: a file \
            without any rule's vocabulary cannot hide a finding, and the compiler reports its syntax errors \
            (docs/LINT.md, "Which files are parsed"); `all_files: true` parses every file to report it.
            """,
        severity: .warning,
        options: [
            OptionDescription(
                "all_files", default: .bool(false),
                "Also parse the files no rule reads, to report those that are not valid Swift (slower: every file is parsed)."),
        ],
        nonTriggeringExamples: [
            Example("let value = (1, 2)"),
            // No rule's vocabulary: no rule reads the file, so it is not parsed (the compiler reports the error).
            Example("let value = (1, "),
            Example(
                """
                struct Badge: View {
                    var body: some View { Text("New").glassEffect() }
                }
                """),
        ],
        triggeringExamples: [
            Example("let glass = (1, ↓"),
            Example(
                """
                struct Badge: View {
                    var body: some View { Text("New").glassEffect()↓) }
                }
                """),
            Example("let value = (1, ↓", options: ["all_files": .bool(true)]),
        ])

    public init() {}

    public static var runsOnUnparsableFiles: Bool { true }

    public func check(_ context: RuleContext) -> [Violation] {
        guard let error = context.file.syntaxError else { return [] }
        return [Violation(position: error.position, message: "File does not parse: \(error.message)")]
    }
}
