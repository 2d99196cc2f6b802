import Foundation
import SwiftParser
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

    /// Lints files on disk. A file that cannot be read (missing, not a regular file, over
    /// ``LintLimits/maximumFileBytes``, not UTF-8) is reported as a `parse_error` finding.
    public func lint(files paths: [String]) -> [Finding] {
        run(read(paths))
    }

    /// Lints files on disk and returns, with the findings, the text each readable file had when it was read: the
    /// text the findings' offsets refer to (``Fixer`` applies fixes to it, and writes only if the file still holds it).
    func lintKeepingText(files paths: [String]) -> (findings: [Finding], texts: [String: String]) {
        let inputs = read(paths)
        var texts: [String: String] = [:]
        for input in inputs where input.readError == nil { texts[input.path] = input.text }
        return (run(inputs), texts)
    }

    private func read(_ paths: [String]) -> [Input] {
        let limit = configuration.limits.maximumFileBytes
        return paths.parallelMap { path -> Input in
            // Checked before reading: a FIFO would block, a device would never end, a huge file would be read whole.
            var info = stat()
            guard stat(path, &info) == 0 else {
                return Input(path: path, text: "", readError: "could not read the file")
            }
            guard info.st_mode & S_IFMT == S_IFREG else {
                return Input(path: path, text: "", readError: "not a regular file (a directory, FIFO or device)")
            }
            guard Int(info.st_size) <= limit else {
                return Input(
                    path: path, text: "",
                    readError: "the file is \(info.st_size) bytes, over the limit of \(limit) (raise it with --max-file-bytes)")
            }
            guard let data = FileManager.default.contents(atPath: path) else {
                return Input(path: path, text: "", readError: "could not read the file")
            }
            guard let text = String(validating: data, as: UTF8.self) else {
                return Input(path: path, text: "", readError: "the file is not UTF-8 text")
            }
            return Input(path: path, text: text, readError: nil)
        }
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
        let limits = configuration.limits
        // Which files to parse: with the prefilter, those with the rules' vocabulary (and unreadable ones, which
        // are reported); more are pulled in below until no skipped file can matter.
        var selected = configuration.prefilter
            ? inputs.parallelMap { $0.readError != nil || Prefilter.mayMatter($0.text) }
            : Array(repeating: true, count: inputs.count)
        var pending = inputs.indices.filter { selected[$0] }
        var first: [FirstPass?] = Array(repeating: nil, count: inputs.count)
        // Declarations are shared within a project, never across projects linted in one run.
        let projectOf = inputs.map { configuration.layout.project(of: $0.path) }
        var projects: [String: DeclarationIndex] = [:]
        var searched: Set<String> = []
        var redoneBefore: [Int: RedonePass?] = [:]
        var rounds = 0
        while true {
            rounds += 1
            // Pass 1: parse, index and check each file against its own declarations, then drop its tree. Files run
            // on a few large-stack workers, each file within the time budget (see BudgetedWork).
            let results = BudgetedWork.map(pending, seconds: limits.fileSeconds, stackBytes: limits.stackBytes) { index in
                firstPass(inputs[index])
            }
            for (position, index) in pending.enumerated() {
                let result = results[position]
                    ?? FirstPass(findings: timeFindings(inputs[index].path), declarations: DeclarationIndex(), lookup: nil)
                first[index] = result
                projects[projectOf[index], default: DeclarationIndex()].merge(result.declarations)
            }
            for project in projects.keys { projects[project]?.resolveGlassProducers() }

            // Pass 2: files whose questions about declarations get other answers from the whole project.
            let merged = projects
            let stale = inputs.indices.filter { index in
                guard let lookup = first[index]?.lookup, let project = merged[projectOf[index]] else { return false }
                return !lookup.answersAgree(with: project)
            }
            // A file re-checked in an earlier round keeps that result while its answers stay the same (the same
            // argument as for pass 1): each round adds files, and most re-checks need not run again.
            let toRedo = stale.filter { index in
                guard let entry = redoneBefore[index] else { return true }
                // Over the time budget before: reported as such, not tried again.
                guard let previous = entry else { return false }
                return !previous.lookup.answersAgree(with: merged[projectOf[index]] ?? DeclarationIndex())
            }
            let fresh = BudgetedWork.map(toRedo, seconds: limits.fileSeconds, stackBytes: limits.stackBytes) {
                index -> RedonePass in
                let input = inputs[index]
                let file = SourceFile(path: input.path, text: input.text, maximumDepth: limits.maximumSyntaxDepth)
                let lookup = DeclarationLookup(merged[projectOf[index]] ?? DeclarationIndex(), recording: true)
                return RedonePass(findings: check(file, lookup), lookup: lookup)
            }
            for (position, index) in toRedo.enumerated() { redoneBefore[index] = fresh[position] }
            let redone = stale.map { redoneBefore[$0] ?? nil }
            guard configuration.prefilter else { return assemble(first, stale, redone, inputs) }

            // Skipped files that can matter: they name a glass producer or something a checked file asked about.
            let lookups = first.compactMap { $0?.lookup } + redone.compactMap { $0?.lookup }
            let terms = Prefilter.terms(from: lookups, producers: projects.values.map(\.glassProducers))
            let declared = terms.declared.filter { !searched.contains("declared " + $0) }
            let used = terms.used.filter { !searched.contains("used " + $0) }
            searched.formUnion(declared.map { "declared " + $0 } + used.map { "used " + $0 })
            let termSet = Prefilter.TermSet(declared: declared, used: used)
            let skipped = inputs.indices.filter { !selected[$0] }
            let mentioned = skipped.parallelMap { Prefilter.mentions(inputs[$0].text, anyOf: termSet) }
            pending = zip(skipped, mentioned).filter(\.1).map(\.0)
            if pending.isEmpty, ProcessInfo.processInfo.environment["LIQUIDGLASS_LINT_PREFILTER_STATS"] != nil {
                // How much the prefilter left out (docs/LINT.md, "Which files are parsed"), for measuring it.
                let checked = selected.filter { $0 }.count
                let names = searched.sorted().joined(separator: " ")
                let line = "prefilter: \(checked) of \(inputs.count) files checked, \(rounds) rounds, "
                    + "\(searched.count) names looked for: \(names)\n"
                FileHandle.standardError.write(Data(line.utf8))
                // `=files`: also the checked files' paths, one a line, to parse exactly them alone (docs/LINT.md,
                // "Speed, sixth round").
                if ProcessInfo.processInfo.environment["LIQUIDGLASS_LINT_PREFILTER_STATS"] == "files" {
                    let paths = inputs.indices.filter { selected[$0] }.map { "checked: " + inputs[$0].path + "\n" }
                    FileHandle.standardError.write(Data(paths.joined().utf8))
                }
            }
            if pending.isEmpty {
                // The files no rule needs are parsed only with `parse_error`'s `all_files`: such a file cannot hide
                // a finding, and the compiler reports its syntax errors. Parsing them cost Swiftfin 1.83× its parse
                // time against 1.49× without (docs/LINT.md, "Which files are parsed").
                guard parsesEveryFile, !skipped.isEmpty else {
                    return assemble(first, stale, redone, inputs)
                }
                let checked = BudgetedWork.map(skipped, seconds: limits.fileSeconds, stackBytes: limits.stackBytes) {
                    index in parseCheck(inputs[index])
                }
                for (position, index) in skipped.enumerated() {
                    first[index] = FirstPass(
                        findings: checked[position] ?? timeFindings(inputs[index].path), declarations: DeclarationIndex(),
                        lookup: nil)
                }
                return assemble(first, stale, redone, inputs)
            }
            for index in pending { selected[index] = true }
        }
    }

    /// Whether the files no rule reads are parsed to report them as `parse_error` (its option `all_files`).
    private var parsesEveryFile: Bool {
        let description = ParseErrorRule.description
        return configuration.isEnabled(description) && configuration.options(of: description)["all_files"] == .bool(true)
    }

    /// A file the prefilter skipped, checked only for what `parse_error` reports: the nesting limits, a tree too
    /// deep to index, a syntax error. Such files are rare, and go through ``firstPass(_:)`` — the same code as
    /// without the prefilter — so their findings are the same; the others are parsed, not indexed.
    private func parseCheck(_ input: Input) -> [Finding] {
        guard input.readError == nil, BracketNesting.firstExcess(in: input.text) == nil,
            TypeLookahead.firstExcess(in: input.text) == nil, GenericNesting.firstExcess(in: input.text) == nil,
            InterpolationNesting.firstExcess(in: input.text) == nil
        else { return firstPass(input).findings }
        var source = input.text
        let tree = source.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: LintLimits.parserNestingLevel) }
        if tree.hasError || SyntaxDepth.exceeds(tree, limit: configuration.limits.maximumSyntaxDepth) {
            return firstPass(input).findings
        }
        return []
    }

    /// A file re-checked against the whole project's declarations, with the questions it asked.
    private struct RedonePass: @unchecked Sendable {
        let findings: [Finding]
        let lookup: DeclarationLookup
    }

    /// One file's pass 1: the limit scans, the parse, the check against its own declarations.
    private func firstPass(_ input: Input) -> FirstPass {
        let limits = configuration.limits
        guard input.readError == nil else {
            return FirstPass(findings: readErrorFindings(input), declarations: DeclarationIndex(), lookup: nil)
        }
        if let place = BracketNesting.firstExcess(in: input.text) {
            return FirstPass(findings: limitFindings(input.path, bracketMessage(), at: place),
                             declarations: DeclarationIndex(), lookup: nil)
        }
        if let place = TypeLookahead.firstExcess(in: input.text) {
            return FirstPass(findings: limitFindings(input.path, lookaheadMessage(), at: place),
                             declarations: DeclarationIndex(), lookup: nil)
        }
        if let place = GenericNesting.firstExcess(in: input.text) {
            return FirstPass(findings: limitFindings(input.path, genericMessage(), at: place),
                             declarations: DeclarationIndex(), lookup: nil)
        }
        if let place = InterpolationNesting.firstExcess(in: input.text) {
            return FirstPass(findings: limitFindings(input.path, interpolationMessage(), at: place),
                             declarations: DeclarationIndex(), lookup: nil)
        }
        let file = SourceFile(path: input.path, text: input.text, maximumDepth: limits.maximumSyntaxDepth)
        if let depth = file.excessiveDepth {
            return FirstPass(findings: limitFindings(input.path, depthMessage(depth)), declarations: DeclarationIndex(), lookup: nil)
        }
        let lookup = DeclarationLookup(file.declarations, recording: true)
        // A file that does not parse declares nothing for the others: the parser's recovery can turn
        // stray code (`enum E {` `.glassEffect()` `}`) into look-alike declarations that would hide
        // real findings in every other file of the batch.
        let declarations = file.syntaxError == nil ? file.declarations : DeclarationIndex()
        return FirstPass(findings: check(file, lookup), declarations: declarations, lookup: lookup)
    }

    /// The findings of the checked files (pass 2's where a file was re-checked), sorted.
    private func assemble(_ first: [FirstPass?], _ stale: [Int], _ redone: [RedonePass?], _ inputs: [Input]) -> [Finding] {
        var findings = first.map { $0?.findings ?? [] }
        for (position, index) in stale.enumerated() {
            findings[index] = redone[position]?.findings ?? timeFindings(inputs[index].path)
        }
        return findings.flatMap { $0 }.sorted(by: Finding.precedes)
    }

    /// `depth` is where the (early-stopping) measurement gave up, just over the limit.
    private func depthMessage(_ depth: Int) -> String {
        "Cannot lint: the code is nested more than \(configuration.limits.maximumSyntaxDepth) syntax levels deep "
            + "(the limit); split the expression or raise the limit with --max-syntax-depth"
    }

    private func bracketMessage() -> String {
        "Cannot lint: square brackets nest more than \(BracketNesting.limit) levels deep here; the Swift parser's time "
            + "doubles with each level beyond that (docs/LIMITS.md)"
    }

    private func lookaheadMessage() -> String {
        "Cannot lint: square brackets nest here in a way the Swift parser reads again and again (twice more for each "
            + "level), over \(TypeLookahead.workPerByte) times the file's size; split the nesting (docs/LINT.md)"
    }

    private func genericMessage() -> String {
        "Cannot lint: angle brackets (generic arguments) nest more than \(GenericNesting.limit) levels deep here; the "
            + "Swift parser recurses once per level and would run out of stack (docs/LIMITS.md)"
    }

    private func interpolationMessage() -> String {
        "Cannot lint: string interpolations nest more than \(InterpolationNesting.limit) levels deep here; the Swift "
            + "parser's memory grows with each level beyond that (docs/LIMITS.md)"
    }

    private func timeMessage() -> String {
        let seconds = configuration.limits.fileSeconds
        return "Cannot lint: checking the file took over \(String(format: "%g", seconds)) s; raise the limit with --file-time-limit"
    }

    /// A file over the time limit: one `parse_error` finding that is an error whatever `parse_error`'s severity,
    /// since the findings the file would have had are unknown — some may be errors, and the run must not pass
    /// for their loss (4,000 errors became one warning, and the exit was 0).
    /// Reported even with `parse_error` disabled, which is about files that do not parse.
    private func timeFindings(_ path: String) -> [Finding] {
        [Finding(file: path, line: 1, column: 1, rule: ParseErrorRule.description.identifier, severity: .error,
                 message: timeMessage())]
    }

    /// A file over a limit: one `parse_error` finding at its start, configured like a read error.
    private func limitFindings(_ path: String, _ message: String, at place: (line: Int, column: Int) = (1, 1)) -> [Finding] {
        let description = ParseErrorRule.description
        guard configuration.isEnabled(description) else { return [] }
        return [
            Finding(
                file: path, line: place.line, column: place.column, rule: description.identifier,
                severity: configuration.severity(of: description), message: message)
        ]
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
                // Previews ship in no build (PreviewCode); parse errors are reported wherever they are.
                if parses, file.isInPreview(violation.position) { continue }
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
