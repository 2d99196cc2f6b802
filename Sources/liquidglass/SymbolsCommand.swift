import ArgumentParser
import Foundation
import LiquidGlassText

/// `liquidglass symbols [NAME…] [--json]`: which SF Symbols names are drawn, and from what.
struct SymbolsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "symbols",
        abstract: "Say which SF Symbols names are drawn and from which source and glyph.",
        discussion: """
            With names: one line (or JSON object) per name, and exit code 1 when any of them cannot be drawn \
            (it would be a visible placeholder and a warning in a render). Without names: every name the \
            hand-made symbols and the icon font's table draw (compositions such as NAME.circle, NAME.slash or \
            NAME.badge.plus are drawn beyond these). Sources: hand-made (this project's vector symbols), \
            material-icons (a glyph of Material Icons, package fonts-material-design-icons-iconfont), composed.
            """)

    @Argument(help: "SF Symbols names to check, e.g. heart.fill gearshape.circle wifi.slash.")
    var names: [String] = []

    @Flag(help: "Print a JSON list of {\"name\", \"drawn\", \"source\", \"glyph\"} objects.")
    var json = false

    /// One name's answer.
    struct Entry: Encodable {
        let name: String
        let drawn: Bool
        let source: String?
        let glyph: String?
        let suggestions: [String]?

        // Every key in every object, null where it does not apply, so tools can read a fixed shape.
        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(drawn, forKey: .drawn)
            try c.encode(source, forKey: .source)
            try c.encode(glyph, forKey: .glyph)
            try c.encode(suggestions ?? [], forKey: .suggestions)
        }

        enum CodingKeys: String, CodingKey { case name, drawn, source, glyph, suggestions }
    }

    func run() throws {
        try failingWithExitCode1 {
            if SymbolLibrary.iconFontPath == nil {
                FileHandle.standardError.write(Data(("warning: the icon font MaterialIcons-Regular.ttf is not installed "
                    + "(apt install fonts-material-design-icons-iconfont): only the hand-made symbols are drawn\n").utf8))
            }
            let entries = (names.isEmpty ? SymbolLibrary.names : names).map(Self.entry(for:))
            if json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                print(String(decoding: try encoder.encode(entries), as: UTF8.self))
            } else {
                for e in entries {
                    if e.drawn {
                        print("\(e.name)\tdrawn\t\(e.source ?? "")\t\(e.glyph ?? "")")
                    } else {
                        let near = (e.suggestions ?? []).joined(separator: ", ")
                        print("\(e.name)\tNOT DRAWN\t\(near.isEmpty ? "" : "nearest: " + near)")
                    }
                }
            }
            let missing = entries.filter { !$0.drawn }.map(\.name)
            if !names.isEmpty, !missing.isEmpty {
                throw CommandFailure("\(missing.count) of \(entries.count) names cannot be drawn: "
                    + missing.joined(separator: ", "))
            }
        }
    }

    /// Whether `name` draws: it has a recipe and rasterises to some ink at 17 pt @2x.
    static func entry(for name: String) -> Entry {
        if let recipe = SymbolLibrary.recipe(for: name),
           let mask = try? SymbolLibrary.rasterize(name, pointSize: 17, scale: 2), mask.inkArea > 0 {
            return Entry(name: name, drawn: true, source: recipe.source, glyph: recipe.description, suggestions: nil)
        }
        return Entry(name: name, drawn: false, source: nil, glyph: nil,
                     suggestions: SymbolLibrary.suggestions(for: name))
    }
}
