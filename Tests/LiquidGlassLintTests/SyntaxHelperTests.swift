@testable import LiquidGlassLint
import SwiftSyntax
import Testing

/// The shared syntax helpers rules are built on.
@Suite("Syntax helpers")
struct SyntaxHelperTests {
    @Test(arguments: [
        ("// liquidglass:disable all", "liquidglass:", true),
        ("x liquidglass", "liquidglass:", false),  // the pattern runs past the end
        ("lllliquidglass:", "liquidglass:", true),  // candidates that fail before the match
        ("liquidglass:", "liquidglass:", true),  // the whole text
        ("abc", "abcd", false),  // longer than the text
        ("", "a", false),
        ("abc", "", true),
    ])
    func lineTableFindsBytes(text: String, needle: String, found: Bool) {
        #expect(LineTable(text).contains(needle) == found)
    }

    /// Calls materialized together share their path from the root; each must still be the node at its index,
    /// in tree order, however the paths branch (siblings, nesting, a call inside another's arguments). Tree
    /// (pre-)order puts `f(1).f(2)` before the `f(1)` it is called on.
    @Test func callsAreMaterializedInTreeOrder() {
        let code = """
            struct A { var body: some View { f(1).f(2) } }
            struct B { func g() { f(f(3)); if x { f(4) } } }
            let c = f(5)
            """
        let file = SourceFile(path: "T.swift", text: code)
        let arguments = file.calls("f").map { $0.arguments.first?.expression.trimmedDescription ?? "" }
        #expect(arguments == ["2", "1", "f(3)", "3", "4", "5"])
        #expect(file.calls("f").allSatisfy { SyntaxQueries.calledName($0) == "f" })
    }

    /// The first call named `name` in `code`.
    func call(_ name: String, in code: String, occurrence: Int = 0) throws -> FunctionCallExprSyntax {
        let file = SourceFile(path: "T.swift", text: code)
        let calls = file.calls(name)
        try #require(calls.count > occurrence)
        return calls[occurrence]
    }

    @Test func modifierChainListsModifiersInTheOrderTheyApply() throws {
        let glass = try call("glassEffect", in: "let v = Text(\"a\").padding(4).glassEffect(.regular).font(.title)")
        let chain = ModifierChain(containing: glass)
        #expect(chain.modifiers.map(\.name) == ["padding", "glassEffect", "font"])
        #expect(chain.root?.trimmedDescription == "Text(\"a\")")
        #expect(chain.modifiers(after: glass).map(\.name) == ["font"])
        #expect(chain.modifiers(before: glass).map(\.name) == ["padding"])
    }

    @Test func modifierChainStopsAtTheStatement() throws {
        let code = """
            VStack {
                Text("a").glassEffect()
                Text("b").opacity(0.5)
            }.padding()
            """
        let glass = try call("glassEffect", in: code)
        #expect(ModifierChain(containing: glass).modifiers.map(\.name) == ["glassEffect"])
    }

    @Test func enclosingCallsDistinguishContentFromReceiver() throws {
        let code = """
            List {
                HStack { Text("a").glassEffect() }
                    .overlay { Badge() }
            }
            .glassEffect()
            """
        // Calls are indexed in pre-order: the outer `.glassEffect()` on the List comes first.
        let inner = try call("glassEffect", in: code, occurrence: 1)
        let enclosing = EnclosingCall.all(of: inner)
        // The HStack is modified by `overlay` (receiver) and sits in the List, which has glass applied.
        #expect(enclosing.map(\.name) == ["HStack", "overlay", "List", "glassEffect"])
        #expect(enclosing.map(\.relation) == [.content(label: nil), .receiver, .content(label: nil), .receiver])
        let badge = try call("Badge", in: code)
        #expect(EnclosingCall.all(of: badge).map(\.name) == ["overlay", "List", "glassEffect"])
    }

    @Test func enclosingCallsKeepArgumentLabels() throws {
        let code = """
            Button(action: save) { Text("Save") } label2: { Icon() }
            Menu(content: { Item() }) { Text("More") }
            """
        let icon = try call("Icon", in: code)
        #expect(EnclosingCall.all(of: icon).first?.relation == .content(label: "label2"))
        let item = try call("Item", in: code)
        #expect(EnclosingCall.all(of: item).first?.relation == .content(label: "content"))
    }

    @Test(arguments: [
        ("if #available(iOS 26, *) { Text(\"a\").glassEffect() }", true),
        ("if #available(iOS 26.0, macOS 26.0, *) { Text(\"a\").glassEffect() }", true),
        ("if #available(iOS 18, *) { Text(\"a\").glassEffect() }", false),
        ("if #available(iOS 26, *) { } else { Text(\"a\").glassEffect() }", false),
        ("if #unavailable(iOS 26) { } else { Text(\"a\").glassEffect() }", true),
        ("func f() { guard #available(iOS 26, *) else { return }\n Text(\"a\").glassEffect() }", true),
        ("func f() { Text(\"a\").glassEffect()\n guard #available(iOS 26, *) else { return } }", false),
        ("@available(iOS 26, *) struct V { var body: some View { Text(\"a\").glassEffect() } }", true),
        ("@available(iOS, introduced: 26.0) func f() { Text(\"a\").glassEffect() }", true),
        ("@available(macOS 26, *) func f() { Text(\"a\").glassEffect() }", false),
        ("Text(\"a\").glassEffect()", false),
    ])
    func availabilityScopes(code: String, guarded: Bool) throws {
        let glass = try call("glassEffect", in: code)
        #expect(AvailabilityScope.isGuarded(glass, iOS: .liquidGlass) == guarded)
    }

    @Test(arguments: [
        ("#if os(visionOS)\nlet a = f()\n#endif", true),
        ("#if os(visionOS) && DEBUG\nlet a = f()\n#endif", true),
        ("#if os(iOS) || os(visionOS)\nlet a = f()\n#endif", false),
        ("#if os(iOS)\nlet b = 1\n#else\nlet a = f()\n#endif", false),
        ("#if !os(visionOS)\nlet b = 1\n#else\nlet a = f()\n#endif", true),
        ("#if os(visionOS)\nlet b = 1\n#else\nlet a = f()\n#endif", false),
        ("#if canImport(RealityKit)\n#if os(visionOS)\nlet a = f()\n#endif\n#endif", true),
        ("let a = f()", false),
    ])
    func compilationConditions(code: String, visionOnly: Bool) throws {
        let target = try call("f", in: code)
        #expect(CompilationConditions.isCompiledOnly(forOS: "visionOS", target) == visionOnly)
    }

    @Test func declarationsRecordLookAlikes() {
        let file = SourceFile(
            path: "T.swift",
            text: """
                extension View {
                    func glassEffect(isEnabled: Bool, _ tint: Color = .clear) -> some View { self }
                }
                extension ButtonStyle where Self == BackportGlassStyle {
                    static var glass: BackportGlassStyle { .init() }
                }
                struct LegacyGlass: PrimitiveButtonStyle { static let glassProminent = LegacyGlass() }
                struct GlassEffectContainerCompat<Content: View>: View {
                    var body: some View { GlassEffectContainer { content } }
                }
                enum GlassVariant { case regular, prominent }
                """)
        let declarations = file.declarations
        #expect(declarations.declaresFunction("glassEffect", acceptingLabels: ["isEnabled"], trailingClosures: 0))
        #expect(declarations.declaresFunction("glassEffect", acceptingLabels: ["isEnabled", nil], trailingClosures: 0))
        #expect(!declarations.declaresFunction("glassEffect", acceptingLabels: [], trailingClosures: 0))
        #expect(!declarations.declaresFunction("glassEffect", acceptingLabels: [nil], trailingClosures: 0))
        #expect(declarations.declaresStaticMember("glass", in: "ButtonStyle"))
        #expect(declarations.declaresStaticMember("glassProminent", in: "PrimitiveButtonStyle"))
        #expect(declarations.containerWrappers == ["GlassEffectContainerCompat"])
        #expect(declarations.declaresType("GlassVariant"))
        #expect(declarations.declaresStaticMember("prominent", in: "GlassVariant"))
    }

    @Test func signatureMatchingFillsClosuresFromTrailingClosures() {
        let signature = DeclarationIndex.Signature(parameters: [
            .init(label: "spacing", hasDefault: true, isVariadic: false, isFunction: false),
            .init(label: "content", hasDefault: false, isVariadic: false, isFunction: true),
        ])
        #expect(signature.accepts(labels: [], trailingClosures: 1))
        #expect(signature.accepts(labels: ["spacing"], trailingClosures: 1))
        #expect(!signature.accepts(labels: ["spacing"], trailingClosures: 0))
        #expect(signature.accepts(labels: ["spacing", "content"], trailingClosures: 0))
        #expect(!signature.accepts(labels: ["content", "spacing"], trailingClosures: 0))
    }

    @Test func glassSitesReadVariantAndTint() {
        let file = SourceFile(
            path: "T.swift",
            text: """
                a.glassEffect()
                b.glassEffect(.clear.tint(.blue))
                c.glassEffect(isOn ? .regular : .identity)
                d.buttonStyle(.glassProminent)
                e.buttonStyle(.glass(.clear.interactive()))
                f.buttonStyle(.bordered)
                let g = UIGlassEffect(style: .clear)
                var h = UIButton.Configuration.prominentGlass()
                """)
        let sites = file.glassSites(resolving: DeclarationLookup(file.declarations))
        #expect(sites.map(\.kind) == [.glassEffect, .glassEffect, .glassEffect, .glassProminentButtonStyle, .glassButtonStyle, .uiGlassEffect, .uiButtonConfiguration])
        #expect(sites.map(\.variant) == [.regular, .clear, nil, .regular, .clear, .clear, .regular])
        #expect(sites.map(\.isTinted) == [false, true, false, false, false, false, false])
        #expect(sites.map(\.isInteractive) == [false, false, false, false, true, false, false])
    }

    @Test func glassSitesSkipTheProjectsLookAlikes() {
        let file = SourceFile(
            path: "T.swift",
            text: """
                extension ButtonStyle where Self == MyGlass { static var glass: MyGlass { .init() } }
                extension View { func glassEffect() -> some View { background(.thinMaterial) } }
                a.glassEffect()
                b.glassEffect(.clear)
                c.buttonStyle(.glass)
                d.buttonStyle(.glassProminent)
                """)
        let sites = file.glassSites(resolving: DeclarationLookup(file.declarations))
        #expect(sites.map(\.kind) == [.glassEffect, .glassProminentButtonStyle])
        #expect(sites.first?.variant == .clear)
    }

    @Test(arguments: [("17", [17]), ("17.4", [17, 4]), ("v17_4", [17, 4]), (" 26.0.1 ", [26, 0, 1])])
    func versionsParse(text: String, components: [Int]) {
        #expect(Version(parsing: text)?.components == components)
    }

    @Test(arguments: ["", "abc", "17.", "1.2.3.4", "-1"])
    func invalidVersionsAreRejected(text: String) {
        #expect(Version(parsing: text) == nil)
    }

    @Test func versionsCompareByComponent() {
        #expect(Version(17, 4) < Version(26))
        #expect(Version(26) == Version(26, 0))
        #expect(Version(26, 0, 1) > Version(26))
        #expect(!(Version(26) < Version(26, 0)))
    }
}
