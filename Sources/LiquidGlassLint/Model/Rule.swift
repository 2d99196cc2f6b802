/// A Liquid Glass design rule checked on source code.
///
/// A rule is a stateless value with a static ``RuleDescription``. The engine parses and indexes each file once
/// (one syntax walk, see ``SourceFile``) and then calls ``check(_:)`` of every enabled rule with that shared
/// index, so a rule looks up the few calls it cares about instead of walking the whole tree again.
///
/// To add a rule: write a type conforming to `Rule` in `Rules/`, give it examples, and add one line to
/// ``RuleRegistry/all``. The shared example runner in the tests checks it automatically.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    /// Returns the rule's violations in the file (in any order; the engine sorts and filters them).
    func check(_ context: RuleContext) -> [Violation]
    /// Whether the rule also runs on files with syntax errors. Only ``ParseErrorRule`` does; every other rule
    /// keeps the default, `false`.
    static var runsOnUnparsableFiles: Bool { get }
}
