import LiquidGlassLint

/// Lints examples the way the shared rule test does: one rule, the example's options and deployment target.
enum ExampleHarness {
    struct Position: Hashable, CustomStringConvertible {
        let line: Int
        let column: Int
        var description: String { "\(line):\(column)" }
    }

    /// Findings of `rule` in `source` (already without markers).
    static func lint(_ source: String, rule: String, example: Example) -> [Finding] {
        let configuration = LintConfiguration(
            onlyRules: [rule], ruleSettings: [rule: RuleSettings(options: example.options)],
            deploymentTarget: example.deploymentTarget, platforms: example.platforms)
        let others = example.otherFiles.enumerated().map { ("Other\($0.offset).swift", $0.element) }
        return Linter(configuration: configuration).lint(sources: [(example.path, source)] + others)
    }

    /// Positions of the `↓` markers in the code once they are removed (1-based line, UTF-8 column).
    static func markers(in code: String) -> [Position] {
        var positions: [Position] = []
        var line = 1
        var column = 1
        for character in code {
            if character == Example.marker {
                positions.append(Position(line: line, column: column))
            } else if character == "\n" {
                line += 1
                column = 1
            } else {
                column += character.utf8.count
            }
        }
        return positions
    }

    /// The code with every line turned into a line comment.
    static func commentedOut(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(separator: "\n")
    }

    /// The code as the contents of a raw multi-line string literal.
    static func inStringLiteral(_ source: String) -> String {
        "let example = #\"\"\"\n" + source + "\n\"\"\"#\n"
    }

    /// The code with `// liquidglass:disable:next rule` inserted before each line in `lines`.
    static func disablingNext(_ source: String, rule: String, lines: Set<Int>) -> String {
        var result: [Substring] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if lines.contains(index + 1) {
                let indentation = line.prefix { $0 == " " }
                result.append(indentation + "// liquidglass:disable:next \(rule)")
            }
            result.append(line)
        }
        return result.joined(separator: "\n")
    }

    /// The code with `// liquidglass:disable:this rule` appended to each line in `lines`.
    static func disablingThis(_ source: String, rule: String, lines: Set<Int>) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
            lines.contains(index + 1) ? line + " // liquidglass:disable:this \(rule)" : line
        }.joined(separator: "\n")
    }
}
