import Foundation
import SwiftSyntax

/// Runs the enabled rules over Swift files.
///
/// Files are parsed and indexed in parallel (one parse and one syntax walk per file); the declarations of all
/// files are merged, so a look-alike declared in one file is recognised in every other; then the rules run on
/// each file in parallel. Findings come back sorted by file, line, column and rule, whatever the scheduling.
///
/// ```swift
/// let linter = Linter(configuration: LintConfiguration(deploymentTarget: "17.0"))
/// let findings = linter.lint(sources: [("Sources/App/Bar.swift", code)])
/// ```
public struct Linter: Sendable {
    public let configuration: LintConfiguration
    /// The rules that run, in registry order.
    public let rules: [any Rule.Type]

    public init(configuration: LintConfiguration = LintConfiguration(), rules: [any Rule.Type] = RuleRegistry.all) {
        self.configuration = configuration
        self.rules = rules.filter { configuration.isEnabled($0.description) }
    }

    /// Lints in-memory sources; `path` is used only for reporting.
    public func lint(sources: [(path: String, text: String)]) -> [Finding] {
        let inputs = sources.map { Input(path: $0.path, text: $0.text, readError: nil) }
        return run(inputs)
    }

    /// Lints files on disk. A file that cannot be read is reported as a `parse_error` finding.
    public func lint(files paths: [String]) -> [Finding] {
        let inputs = paths.parallelMap { path -> Input in
            guard let data = FileManager.default.contents(atPath: path) else {
                return Input(path: path, text: "", readError: "could not read the file")
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                return Input(path: path, text: "", readError: "the file is not UTF-8 text")
            }
            return Input(path: path, text: text, readError: nil)
        }
        return run(inputs)
    }

    private struct Input: Sendable {
        let path: String
        let text: String
        let readError: String?
    }

    /// One file's speculative result: findings against its own declarations, with the questions asked.
    private struct FirstPass: @unchecked Sendable {
        let findings: [Finding]
        let declarations: DeclarationIndex
        /// `nil` for a file that could not be read.
        let lookup: DeclarationLookup?
    }

    private func run(_ inputs: [Input]) -> [Finding] {
        // Pass 1: parse, index and check each file against its own declarations, then drop its tree.
        let first = inputs.parallelMap { input -> FirstPass in
            guard input.readError == nil else {
                return FirstPass(findings: readErrorFindings(input), declarations: DeclarationIndex(), lookup: nil)
            }
            let file = SourceFile(path: input.path, text: input.text)
            let lookup = DeclarationLookup(file.declarations, recording: true)
            return FirstPass(findings: check(file, lookup), declarations: file.declarations, lookup: lookup)
        }
        // Declarations are shared within a project, never across projects linted in one run.
        let projectOf = inputs.map { configuration.layout.project(of: $0.path) }
        var projects: [String: DeclarationIndex] = [:]
        for (index, result) in first.enumerated() { projects[projectOf[index], default: DeclarationIndex()].merge(result.declarations) }

        // Pass 2: files whose questions about declarations get other answers from the whole project.
        let merged = projects
        let stale = first.indices.filter { index in
            guard let lookup = first[index].lookup, let project = merged[projectOf[index]] else { return false }
            return !lookup.answersAgree(with: project)
        }
        let redone = stale.parallelMap { index -> (Int, [Finding]) in
            let input = inputs[index]
            let file = SourceFile(path: input.path, text: input.text)
            return (index, check(file, DeclarationLookup(merged[projectOf[index]] ?? DeclarationIndex())))
        }
        var findings = first.map(\.findings)
        for (index, result) in redone { findings[index] = result }
        return findings.flatMap { $0 }.sorted(by: Finding.precedes)
    }

    private func readErrorFindings(_ input: Input) -> [Finding] {
        let description = ParseErrorRule.description
        guard configuration.isEnabled(description), let reason = input.readError else { return [] }
        return [
            Finding(
                file: input.path, line: 1, column: 1, rule: description.identifier,
                severity: configuration.severity(of: description), message: "Cannot lint: \(reason)")
        ]
    }

    /// Runs the rules on one file and turns their violations into findings.
    func check(_ file: SourceFile, _ declarations: DeclarationLookup) -> [Finding] {
        let parses = file.syntaxError == nil
        var findings: [Finding] = []
        let settings = configuration.settings(forFile: file.path)
        for rule in rules where parses || rule.runsOnUnparsableFiles {
            let description = rule.description
            let context = RuleContext(
                file: file, declarations: declarations, deploymentTarget: settings.iOSDeploymentTarget,
                options: configuration.options(of: description), platforms: settings.platforms)
            let severity = configuration.severity(of: description)
            for violation in Set(rule.init().check(context)) {
                let (line, column) = file.location(of: violation.position)
                if file.disableCommands.isDisabled(description.identifier, line: line) { continue }
                findings.append(
                    Finding(
                        file: file.path, line: line, column: column, rule: description.identifier,
                        severity: severity, message: violation.message,
                        lineText: file.lineText(line).trimmingWhitespace(), fix: violation.fix))
            }
        }
        return findings
    }
}

extension Rule {
    public static var runsOnUnparsableFiles: Bool { false }
}
