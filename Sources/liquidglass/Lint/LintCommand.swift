import ArgumentParser

/// `liquidglass lint`: check SwiftUI and UIKit code against the Liquid Glass design rules.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check SwiftUI and UIKit code against the Liquid Glass design rules.",
        // Every line below stays within 79 columns: ArgumentParser rewraps longer ones at 80 and loses their
        // indentation. The options are listed here because the parent's help shows only `<subcommand>`.
        discussion: """
            `liquidglass lint [PATHS…] [OPTIONS]` is `liquidglass lint run`: it lints the
            Swift files under PATHS (default: the current directory). Settings come from
            --config FILE or from .liquidglass.yml in the current directory; the iOS
            deployment target from the configuration or from the Package.swift manifests
            and Xcode projects in the tree.

            Options of `lint run`:
              --config FILE          the configuration file
              --reporter NAME        xcode (default), json, sarif or github-actions
              --strict               report warnings as errors and fail on them
              --baseline FILE        leave out the findings recorded in FILE
              --write-baseline FILE  record this run's findings in FILE (never a
                                     linted file or the configuration)
              --max-file-bytes N     largest file linted (default 8 MiB)
              --max-syntax-depth N   deepest syntax tree linted (default 4000)
              --file-time-limit S    seconds one file may take (default 20); the
                                     other files are still reported
              --fix                  rewrite the findings that have one obvious
                                     fix in place, then report the rest

            Exit status: 0 no errors, 1 errors (or warnings with --strict), 2 usage or
            configuration error (the scheme of every liquidglass command). Files over
            a limit (docs/LIMITS.md) are parse_error findings. `liquidglass lint rules`
            lists the rules. See docs/LINT.md.
            """,
        subcommands: [LintRunCommand.self, LintRulesCommand.self, LintBenchCommand.self],
        defaultSubcommand: LintRunCommand.self)
}
