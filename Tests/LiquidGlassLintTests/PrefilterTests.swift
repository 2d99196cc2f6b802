@testable import LiquidGlassLint
import Foundation
import Testing

/// The prefilter (``Prefilter``) must not change any finding: each project below is linted with it and without it
/// (`LintConfiguration.prefilter = false` parses and checks every file), under several configurations. The one
/// designed difference: by default, `parse_error` is not reported on files no rule reads (they are not parsed);
/// with its `all_files` option they are, and the findings are equal again.
@Suite("Prefilter")
struct PrefilterTests {
    /// Files whose findings depend on other files of the project in every way the declarations are shared: each
    /// `plain` file has none of the rules' vocabulary, so only the pulling-in by names can bring it back.
    static let pool: [(path: String, text: String)] = [
        // A component type that draws glass, used as a row two files away (through `Tile`, another plain file).
        ("Card.swift", "struct Card: View {\n    var body: some View { Text(\"a\").padding().glassEffect() }\n}\n"),
        ("plain/Tile.swift", "struct Tile: View {\n    var body: some View { Card() }\n}\n"),
        ("plain/Grid.swift",
         "struct Grid: View {\n    var body: some View {\n        List {\n            ForEach(0..<3) { _ in Tile() }\n        }\n    }\n}\n"),
        ("plain/Feed.swift", "struct Feed: View {\n    var body: some View { List { Card() } }\n}\n"),
        // A namespace declared in a plain file, used by glass in an extension in another file.
        ("plain/Morph.swift", "struct Morph: View {\n    @Namespace var space\n}\n"),
        ("Morph+Body.swift",
         "extension Morph {\n    var body: some View {\n        Text(\"a\").glassEffect().glassEffectID(\"a\", in: space)\n    }\n}\n"),
        // A toolbar wrapper declared in a plain file, glass placed through it in another.
        ("plain/Toolbar.swift",
         "extension View {\n    func trailing<C: View>(@ViewBuilder _ content: () -> C) -> some View {\n"
            + "        toolbar { ToolbarItem(placement: .topBarTrailing) { content() } }\n    }\n}\n"),
        ("Detail.swift",
         "struct Detail: View {\n    var body: some View {\n        Text(\"a\").trailing { Button(\"Done\") {}.buttonStyle(.glass) }\n    }\n}\n"),
        // A representable in a plain file: a view handed to it is not a row.
        ("plain/Editor.swift",
         "struct Editor<Accessory: View>: UIViewRepresentable {\n    var accessory: Accessory\n"
            + "    func makeUIView(context: Context) -> UITextView { UITextView() }\n"
            + "    func updateUIView(_ view: UITextView, context: Context) {}\n}\n"),
        ("Form.swift",
         "struct Settings: View {\n    var body: some View {\n        Form { Editor(accessory: Text(\"a\").glassEffect()) }\n    }\n}\n"),
        // Rules that need no glass: a bar background and a sheet's presentation background.
        ("Bar.swift", "struct Bar: View {\n    var body: some View { Text(\"a\").toolbarBackground(.red, for: .navigationBar) }\n}\n"),
        ("plain/Broken.swift", "struct Broken {\n    let value = (1, \n}\n"),
        ("plain/Deep.swift", "let deep = " + String(repeating: "[", count: 20) + String(repeating: "]", count: 20) + "\n"),
        ("plain/Icons.swift", "let search = Image(systemName: \"magnifyingglass\")\nclass Model {}\n"),
        ("plain/Model.swift", "struct Item: Identifiable {\n    let id: Int\n    var title: String\n}\n"),
        ("Clear.swift",
         "struct Player: View {\n    var body: some View {\n        ZStack { VideoArea(); Text(\"Live\").glassEffect(.clear) }\n    }\n}\n"),
    ]

    static func configurations() -> [LintConfiguration] {
        var optIn: Set<String> = []
        for rule in RuleRegistry.all where rule.description.isOptIn { optIn.insert(rule.description.identifier) }
        var withoutParseError = LintConfiguration(disabledRules: ["parse_error"], optInRules: optIn)
        withoutParseError.deploymentTarget = Version(17)
        let everyFile = ["parse_error": RuleSettings(options: ["all_files": .bool(true)])]
        return [
            LintConfiguration(ruleSettings: everyFile),
            LintConfiguration(optInRules: optIn, ruleSettings: everyFile),
            LintConfiguration(optInRules: optIn, ruleSettings: everyFile, deploymentTarget: Version(17)),
            withoutParseError,
        ]
    }

    /// The default configurations (`parse_error` without `all_files`): what the full parse finds, less the
    /// `parse_error` findings of the files that have no rule's vocabulary and that no name pulls in.
    static let defaults = [LintConfiguration(), LintConfiguration(optInRules: Set(
        RuleRegistry.all.filter { $0.description.isOptIn }.map { $0.description.identifier }))]
    static let unread: Set<String> = ["plain/Broken.swift", "plain/Deep.swift"]

    static func withoutUnreadParseErrors(_ findings: [Finding]) -> [Finding] {
        findings.filter { !($0.rule == "parse_error" && unread.contains($0.file)) }
    }

    @Test func byDefaultOnlyTheFilesTheRulesReadAreReportedAsParseErrors() {
        for configuration in Self.defaults {
            let full = Self.lint(Self.pool, configuration, prefilter: false)
            let filtered = Self.lint(Self.pool, configuration, prefilter: true)
            #expect(filtered == Self.withoutUnreadParseErrors(full))
            // Without the prefilter every file is parsed anyway, and reported.
            #expect(full.contains { $0.file == "plain/Broken.swift" && $0.rule == "parse_error" })
            #expect(full.contains { $0.file == "plain/Deep.swift" && $0.rule == "parse_error" })
        }
        // A broken file with the rules' vocabulary is read by them, so it is reported.
        let broken = [("Glass.swift", "struct Pill: View {\n    var body: some View { Text(\"a\").glassEffect( }\n}\n")]
        let findings = Self.lint(broken, LintConfiguration(), prefilter: true)
        #expect(findings.map(\.rule) == ["parse_error"])
        // An unreadable file cannot be searched for vocabulary: reported whatever the option.
        #expect(Linter().lint(files: ["/nonexistent/lg-prefilter/Missing.swift"]).map(\.rule) == ["parse_error"])
    }

    static func lint(_ sources: [(path: String, text: String)], _ configuration: LintConfiguration, prefilter: Bool)
        -> [Finding]
    {
        var configuration = configuration
        configuration.prefilter = prefilter
        return Linter(configuration: configuration).lint(sources: sources)
    }

    @Test func theWholePoolHasTheSameFindingsWithAndWithoutThePrefilter() {
        for configuration in Self.configurations() {
            let full = Self.lint(Self.pool, configuration, prefilter: false)
            let filtered = Self.lint(Self.pool, configuration, prefilter: true)
            #expect(filtered == full)
        }
        // The pool exercises what it is meant to: findings in plain files that only other files explain.
        let all = Self.lint(Self.pool, Self.configurations()[1], prefilter: true)
        #expect(all.contains { $0.file == "plain/Grid.swift" && $0.rule == "glass_on_content" })
        #expect(all.contains { $0.file == "plain/Feed.swift" && $0.rule == "glass_on_content" })
        #expect(all.contains { $0.file == "Detail.swift" && $0.rule == "glass_on_glass" })
        #expect(all.contains { $0.file == "plain/Broken.swift" && $0.rule == "parse_error" })
        #expect(!all.contains { $0.file == "Morph+Body.swift" && $0.rule == "glass_id_without_namespace" })
        #expect(!all.contains { $0.file == "Form.swift" && $0.rule == "glass_on_content" })
    }

    /// Every subset of the pool a seeded generator picks (so a file's partners are sometimes missing), in a
    /// shuffled order: 60 projects per configuration.
    @Test func randomProjectsFromThePoolHaveTheSameFindings() {
        var state: UInt64 = 0x5eed_45
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        for configuration in Self.configurations() {
            for _ in 0..<60 {
                var project = Self.pool.filter { _ in next() % 3 != 0 }
                for index in project.indices.reversed() where index > 0 {
                    project.swapAt(index, Int(next() % UInt64(index + 1)))
                }
                let full = Self.lint(project, configuration, prefilter: false)
                let filtered = Self.lint(project, configuration, prefilter: true)
                #expect(filtered == full, "project: \(project.map(\.path))")
            }
        }
        for configuration in Self.defaults {
            for _ in 0..<30 {
                let project = Self.pool.filter { _ in next() % 3 != 0 }
                let full = Self.lint(project, configuration, prefilter: false)
                let filtered = Self.lint(project, configuration, prefilter: true)
                #expect(filtered == Self.withoutUnreadParseErrors(full), "project: \(project.map(\.path))")
            }
        }
    }

    @Test func vocabularyDecidesWhichFilesNeedAParse() {
        #expect(Prefilter.mayMatter("Text(\"a\").glassEffect()"))
        #expect(Prefilter.mayMatter("let style = GlassButtonStyle()"))
        #expect(Prefilter.mayMatter("view.toolbarBackground(.red, for: .tabBar)"))
        #expect(Prefilter.mayMatter("sheet.presentationBackground(.white)"))
        #expect(Prefilter.mayMatter("list.scrollEdgeEffect(.hard)"))
        #expect(Prefilter.mayMatter("var b: TabBarMinimizationBehavior"))
        #expect(Prefilter.mayMatter("RoundedRectangle(cornerRadius: .containerConcentric)"))
        // `class` holds `lass`, and the SF Symbol `magnifyingglass` is no glass; a background that is not a
        // bar's or a presentation's is not a rule's entry point.
        #expect(!Prefilter.mayMatter("class Model { let icon = \"magnifyingglass\" }"))
        #expect(!Prefilter.mayMatter("Text(\"a\").background(.red)"))
        #expect(!Prefilter.mayMatter(""))
    }

    @Test func namesAreMatchedAsWholeIdentifiers() {
        let terms = Prefilter.TermSet(["Card", "space"])
        #expect(Prefilter.mentions("List { Card() }", anyOf: terms))
        #expect(Prefilter.mentions("x.space", anyOf: terms))
        #expect(Prefilter.mentions("$space", anyOf: terms))
        #expect(!Prefilter.mentions("List { CardView() }", anyOf: terms))
        #expect(!Prefilter.mentions("let spaces = 1", anyOf: terms))
        // Names asked about are looked for where they could be declared.
        let declared = Prefilter.TermSet(declared: ["Button", "space"], used: [])
        #expect(Prefilter.mentions("struct Button: View {}", anyOf: declared))
        #expect(Prefilter.mentions("public final class Button {}", anyOf: declared))
        #expect(Prefilter.mentions("@Namespace private var space", anyOf: declared))
        #expect(Prefilter.mentions("let (a, space) = pair", anyOf: declared))
        #expect(Prefilter.mentions("enum E { case a, space }", anyOf: declared))
        #expect(Prefilter.mentions("struct /* note */ Button {}", anyOf: declared))
        #expect(!Prefilter.mentions("Button(\"OK\") { save() }", anyOf: declared))
        #expect(!Prefilter.mentions("x.space = 1", anyOf: declared))
        // An operator cannot be found by identifiers: every file is taken.
        #expect(Prefilter.mentions("let a = 1", anyOf: Prefilter.TermSet(["=="])))
        // A non-ASCII name is looked for by its ASCII runs.
        #expect(Prefilter.mentions("let x = Café()", anyOf: Prefilter.TermSet(["Café"])))
    }
}
