import LiquidGlassLint
import SwiftParser
import SwiftSyntax

/// libFuzzer entry: any text as a Swift file, its fixes applied as `lint --fix` applies them, round after round.
/// Properties: a rewrite the fixer accepts parses (no syntax error where the input had none) and keeps every
/// comment of the input, and the rounds never come back to an earlier text (re-fixing converges: a file nested
/// deeper than 16 levels of fixes is the only one left with fixes after the rounds).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let input = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else { return 0 }
    let comments = commentTexts(input)
    var text = input
    var seen: Set<String> = [input]
    for _ in 0..<16 {
        let fixes = linter.lint(sources: [("Fuzz.swift", text)]).compactMap(\.fix)
        guard !fixes.isEmpty else { return 0 }
        // Refused (it would not parse, or would drop a comment): the file is left as it is.
        guard let (fixed, applied) = Fixer.apply(fixes, to: text), !applied.isEmpty, fixed != text else { return 0 }
        if SyntaxErrorFinder.firstError(in: Parser.parse(source: fixed)) != nil {
            fatalError("the fixed file does not parse:\n\(fixed)")
        }
        if commentTexts(fixed) != comments {
            fatalError("the fix changed the comments: \(comments) → \(commentTexts(fixed))\n\(fixed)")
        }
        // A fix whose output brings back an earlier text would make `--fix` change the file on every run.
        if !seen.insert(fixed).inserted { fatalError("the fixes cycle: \(fixed)") }
        text = fixed
    }
    return 0
}

/// The file's comments as the parser sees them, sorted (a comment put back after a rewrite may move).
func commentTexts(_ text: String) -> [String] {
    var found: [String] = []
    for token in Parser.parse(source: text).tokens(viewMode: .sourceAccurate) {
        for piece in Array(token.leadingTrivia) + Array(token.trailingTrivia) {
            switch piece {
            case .lineComment(let t), .blockComment(let t), .docLineComment(let t), .docBlockComment(let t): found.append(t)
            default: break
            }
        }
    }
    return found.sorted()
}

nonisolated(unsafe) let linter = Linter(configuration: LintConfiguration(onlyRules: Set(RuleRegistry.all.map { $0.description.identifier })))
