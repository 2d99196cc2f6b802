/// Reports a file that is not valid Swift. Such a file is not checked by any other rule.
public struct ParseErrorRule: Rule {
    public static let description = RuleDescription(
        identifier: "parse_error",
        name: "Parse Error",
        description: "The file is not valid Swift, so no design rule could be checked in it.",
        rationale: """
            swift-syntax recovers from syntax errors, but rules reasoning about a recovered tree would report \
            nonsense; the file is reported once, at its first error, and skipped. Raise it to `error` in the \
            configuration to fail the run on such files.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example("let value = (1, 2)"),
            Example(
                """
                struct Badge: View {
                    var body: some View { Text("New").glassEffect() }
                }
                """),
        ],
        triggeringExamples: [
            Example("let value = (1, ↓"),
            Example(
                """
                struct Badge: View {
                    var body: some View { Text("New")↓) }
                }
                """),
        ])

    public init() {}

    public static var runsOnUnparsableFiles: Bool { true }

    public func check(_ context: RuleContext) -> [Violation] {
        guard let error = context.file.syntaxError else { return [] }
        return [Violation(position: error.position, message: "File does not parse: \(error.message)")]
    }
}
