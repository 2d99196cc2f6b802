import Foundation
import LiquidGlassLint

/// Runs a lint from parsed options: configuration, files, linting, baseline, report, exit status.
struct LintRunner {
    let options: LintOptions

    /// The exit status: 0 no errors, 1 errors (or warnings under `--strict`), 2 usage or configuration error.
    func run() -> Int32 {
        guard let reporter = options.reporterKind else {
            return usageError(
                "unknown reporter `\(options.reporter)`; expected one of "
                    + ReporterKind.allCases.map(\.rawValue).joined(separator: ", "))
        }
        var configuration: LintConfiguration
        let base: String
        do {
            (configuration, base) = try loadConfiguration()
        } catch {
            return usageError(error.description)
        }
        configuration.limits = options.limits(configuration.limits)
        let paths = options.paths.isEmpty ? ["."] : options.paths
        let files: [String]
        do {
            files = try FileCollector(base: base, included: configuration.included, excluded: configuration.excluded)
                .collect(paths)
        } catch {
            return usageError(error.description)
        }

        let linter = Linter(configuration: configuration)
        if options.fix {
            // Fixes first (every round re-lints), then the report of what is left.
            for result in Fixer(linter: linter).fix(files: files) {
                let counts = result.fixed.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
                let line = result.skipped.map { "\(result.file): not fixed: \($0)\n" }
                    ?? "\(result.file): fixed \(counts.joined(separator: ", "))\n"
                FileHandle.standardError.write(Data(line.utf8))
            }
        }
        var findings = linter.lint(files: files)
        if let path = options.baseline {
            do {
                findings = try Baseline.read(from: path).filter(findings)
            } catch {
                return usageError(error.description)
            }
        }
        if let path = options.writeBaseline {
            // Never overwrite an input of this run: a linted file or the configuration.
            let target = FileCollector.absolutePath(path)
            let inputs = files + [options.config].compactMap { $0 }
            if let input = inputs.first(where: { FileCollector.absolutePath($0) == target }) {
                return usageError("\(path): --write-baseline would overwrite `\(input)`, an input of this run")
            }
            do {
                try Baseline(findings: findings).write(to: path)
            } catch {
                return usageError(error.description)
            }
        }
        if options.strict { findings = findings.map { $0.with(severity: .error) } }
        let report: String
        do {
            report = try reporter.report(findings, rules: linter.rules.map { $0.description })
        } catch {
            return usageError(error.description)
        }
        FileHandle.standardOutput.write(Data(report.utf8))

        let errors = findings.filter { $0.severity == .error }.count
        let warnings = findings.count - errors
        let summary = "Linted \(files.count) file\(files.count == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), "
            + "\(warnings) warning\(warnings == 1 ? "" : "s")\n"
        FileHandle.standardError.write(Data(summary.utf8))
        return errors > 0 ? 1 : 0
    }

    /// The configuration and the directory its patterns are relative to.
    private func loadConfiguration() throws(ConfigurationError) -> (LintConfiguration, String) {
        let manager = FileManager.default
        let current = manager.currentDirectoryPath
        var configuration = LintConfiguration()
        var base = current
        if let path = options.config {
            guard let data = manager.contents(atPath: path) else {
                throw ConfigurationError(file: path, message: "cannot read the configuration file")
            }
            configuration = try ConfigurationLoader.load(yaml: String(decoding: data, as: UTF8.self), path: path)
            base = (FileCollector.absolutePath(path) as NSString).deletingLastPathComponent
        } else if let data = manager.contents(atPath: ".liquidglass.yml") {
            configuration = try ConfigurationLoader.load(yaml: String(decoding: data, as: UTF8.self), path: ".liquidglass.yml")
        }
        // Every Package.swift and Xcode project in (and above) what is linted, per directory.
        configuration.layout = ProjectLayout.discover(roots: options.paths.isEmpty ? [base] : options.paths)
        return (configuration, base)
    }

    private func usageError(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
        return 2
    }
}
