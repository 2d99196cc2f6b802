import Foundation
import LiquidGlassLintCommandLine

// `liquidglass-lint [PATHS…] [options]`: the same as `liquidglass lint`, in a tool that links only the rule
// checker. The SwiftPM plugins (Plugins/) run this one.
exit(LintCommandLine.run(Array(CommandLine.arguments.dropFirst()), commandName: "liquidglass-lint"))
