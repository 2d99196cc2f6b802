import ArgumentParser
import Foundation
import LiquidGlass
import LiquidGlassPlayground

/// `liquidglass code SCENE [--framework swiftui|uikit] [-o FILE]`: the playground's code export on the command line —
/// a scene file as a SwiftUI or UIKit view with a `#Preview` (docs/PLAYGROUND.md, "The code export").
struct CodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "code",
        abstract: "Write a scene file as SwiftUI or UIKit code (a view and its #Preview).",
        discussion: """
            The code imports LiquidGlassUI or LiquidGlassUIKit (on iOS 26: SwiftUI or UIKit) and places each glass \
            element at the scene's frame. What the code cannot express is listed in its opening comment and on \
            standard error; the design-rule linter's findings on the code print there too. \
            `liquidglass preview FILE` renders the code's #Preview.
            """)

    @Argument(help: "The scene file (YAML or JSON).")
    var scene: String

    @Option(help: "swiftui or uikit.")
    var framework: String = "swiftui"

    @Option(help: "Export this named state of the scene instead of the scene as written.")
    var state: String?

    @Option(help: "The name of the view and its #Preview (default: the file's name).")
    var name: String?

    @Option(name: [.short, .long], help: "Write the code to this file (default: standard output).")
    var output: String?

    func validate() throws {
        guard SceneCode.Framework(rawValue: framework) != nil else {
            throw ValidationError("--framework expects swiftui or uikit, got \(framework)")
        }
    }

    func run() throws {
        try failingWithExitCode1 {
            try InputFile.checkReadable(scene, what: "scene file")
            let document = try SceneLoader.loadDocument(contentsOf: URL(fileURLWithPath: scene))
            let loaded = try document.scene(inState: state, file: scene)
            let viewName = name ?? URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
            let code = SceneCodeExporter.export(loaded, document: document, name: viewName,
                                                framework: SceneCode.Framework(rawValue: framework)!)
            var messages = code.notExpressed.map {
                "\(scene): note: not expressed: " + ($0.element.map { "\($0): " } ?? "") + "\($0.key): \($0.detail)"
            }
            messages += code.lint.map { "\(output ?? "<stdout>"):\($0.line):\($0.column): \($0.severity): \($0.message) [\($0.rule)]" }
            if !messages.isEmpty { FileHandle.standardError.write(Data((messages.joined(separator: "\n") + "\n").utf8)) }
            if let output {
                do { try Data(code.source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
                    throw CommandFailure("\(output): cannot write the code (\(readable(error, withFile: false)))")
                }
            } else {
                print(code.source, terminator: "")
            }
        }
    }
}
