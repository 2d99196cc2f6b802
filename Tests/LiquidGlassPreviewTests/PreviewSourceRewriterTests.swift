import LiquidGlassPreviewBuilder
import Testing

/// `liquidglass preview`'s rewrite of a user's file: each file-scope `#Preview` becomes a listable registry type,
/// lines stay where they were, and `#if` conditions carry over to the list in `main.swift`.
struct PreviewSourceRewriterTests {
    static let sample = """
        import LiquidGlassUI

        struct Card: View {
            var body: some View { Text("Card") }
            #Preview("Nested") { Card() }
        }

        #Preview("Card", traits: .sizeThatFitsLayout) {
            Card()
                .padding()
        }

        #Preview { Card() }

        #if DEBUG
        #Preview("Debug") { Card() }
        #elseif os(Linux)
        #Preview("Linux") { Card() }
        #else
        #Preview("Other") { Card() }
        #endif

        @main
        struct CardApp {
            static func main() {}
        }
        """

    let rewriter = PreviewSourceRewriter(path: "/work/Card.swift", text: sample, fileIndex: 3, moduleName: "PreviewHost")

    /// Lines of the rewritten file without the `#sourceLocation` directives around it.
    var body: [Substring] {
        let lines = rewriter.rewritten.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.dropFirst().dropLast(2)  // the opening directive; the closing one and the final newline
    }

    @Test func everyLineStaysWhereItWas() {
        let original = Self.sample.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(body.count == original.count)
        // Every line but those opening or closing a file-scope preview (8, 11, 13, 16, 18, 20) and `@main` (23) is
        // untouched — the nested preview on line 5 too.
        let changed: Set<Int> = [8, 11, 13, 16, 18, 20, 23]
        for (index, line) in original.enumerated() where !changed.contains(index + 1) {
            #expect(body[body.startIndex + index] == line, "line \(index + 1)")
        }
        #expect(rewriter.rewritten.hasPrefix("#sourceLocation(file: \"/work/Card.swift\", line: 1)\n"))
        #expect(rewriter.rewritten.hasSuffix("\n#sourceLocation()\n"))
    }

    @Test func fileScopePreviewsAreListedAndNestedOnesSkipped() {
        // Lines counted by hand in `sample`.
        #expect(rewriter.entries.map(\.line) == [8, 13, 16, 18, 20])
        #expect(rewriter.entries.map(\.typeName) == (0..<5).map { "__LiquidGlassPreview_3_\($0)" })
        #expect(rewriter.skipped.map(\.line) == [5])
        #expect(rewriter.skipped.first?.reason.contains("file scope") == true)
    }

    @Test func aPreviewBecomesTheMacrosDeclarationAroundTheSameCall() {
        let line = body[body.startIndex + 7]
        #expect(line == "enum __LiquidGlassPreview_3_0: LiquidGlassUI.PreviewRegistry { static let fileID: String = "
                    + "\"PreviewHost/Card.swift\"; static let line: Int = 8; static let column: Int = 1; @MainActor static "
                    + "func makePreview() throws -> LiquidGlassUI.Preview { LiquidGlassUI.Preview(\"Card\", traits: "
                    + ".sizeThatFitsLayout) {")
        #expect(body[body.startIndex + 10] == "} } }")
        // A bare `#Preview { … }` calls the initializer with its trailing closure alone.
        #expect(body[body.startIndex + 12].hasSuffix("LiquidGlassUI.Preview { Card() } } }"))
    }

    @Test func mainIsBlankedKeepingColumns() {
        #expect(body[body.startIndex + 22] == "     ")
        #expect(body[body.startIndex + 23] == "struct CardApp {")
    }

    @Test func conditionsFollowTheClauses() throws {
        try #require(rewriter.entries.count == 5)
        let conditions = rewriter.entries.map { $0.conditions.map { $0.clauses.map { "\($0.keyword) \($0.condition ?? "")" } } }
        #expect(conditions[0].isEmpty && conditions[1].isEmpty)
        #expect(conditions[2] == [["#if DEBUG"]])
        #expect(conditions[3] == [["#if DEBUG", "#elseif os(Linux)"]])
        #expect(conditions[4] == [["#if DEBUG", "#elseif os(Linux)", "#else "]])
    }

    @Test func mainListsEachRegistryUnderItsConditions() {
        let main = PreviewHostPackage.mainSource(for: [rewriter])
        #expect(main.contains("""
            registries.append(__LiquidGlassPreview_3_1.self)
            #if DEBUG
            registries.append(__LiquidGlassPreview_3_2.self)
            #endif
            #if DEBUG
            #elseif os(Linux)
            registries.append(__LiquidGlassPreview_3_3.self)
            #endif
            #if DEBUG
            #elseif os(Linux)
            #else
            registries.append(__LiquidGlassPreview_3_4.self)
            #endif
            return _PreviewHost.main(registries)
            """))
    }

    @Test func nestedConditionsWrapOutermostFirst() throws {
        let text = "#if A\n#if B\n#Preview { Text(\"x\") }\n#endif\n#endif\n"
        let nested = PreviewSourceRewriter(path: "N.swift", text: text, fileIndex: 0, moduleName: "M")
        try #require(nested.entries.count == 1)
        #expect(PreviewHostPackage.wrapped("x()", in: nested.entries[0].conditions) == ["#if A", "#if B", "x()", "#endif", "#endif"])
    }

    @Test func attributesBeforeAPreviewStay() throws {
        let text = "@available(iOS 26, *)\n#Preview { Card() }\n"
        let rewritten = PreviewSourceRewriter(path: "A.swift", text: text, fileIndex: 0, moduleName: "M")
        try #require(rewritten.entries.count == 1)
        // The preview's line is the macro's, not the attribute's.
        #expect(rewritten.entries[0].line == 2)
        #expect(rewritten.rewritten.contains("@available(iOS 26, *)\nenum __LiquidGlassPreview_0_0: LiquidGlassUI.PreviewRegistry"))
    }

    @Test func aFileWithoutPreviewsIsUnchangedButForTheDirectives() {
        let plain = PreviewSourceRewriter(path: "P.swift", text: "let x = 1\n", fileIndex: 0, moduleName: "M")
        #expect(plain.entries.isEmpty)
        #expect(plain.rewritten.contains("\nlet x = 1\n"))
    }

    /// A UIKit-only file names the preview types through LiquidGlassUIKit (it cannot name LiquidGlassUI, which it
    /// does not import); a file importing both, or LiquidGlassUI alone, through LiquidGlassUI.
    @Test func uikitFilesNameThePreviewTypesThroughLiquidGlassUIKit() {
        let uikit = PreviewSourceRewriter(path: "/work/V.swift", text: "import LiquidGlassUIKit\n#Preview { UIView() }\n",
                                          fileIndex: 0, moduleName: "PreviewHost")
        #expect(uikit.imports == ["LiquidGlassUIKit"])
        #expect(uikit.rewritten.contains("enum __LiquidGlassPreview_0_0: LiquidGlassUIKit.PreviewRegistry"))
        #expect(uikit.rewritten.contains("{ LiquidGlassUIKit.Preview {"))
        let hybrid = PreviewSourceRewriter(path: "/work/H.swift", text: "import LiquidGlassUI\nimport LiquidGlassUIKit\n#Preview { UIView() }\n",
                                           fileIndex: 0, moduleName: "PreviewHost")
        #expect(hybrid.imports == ["LiquidGlassUI", "LiquidGlassUIKit"])
        #expect(hybrid.rewritten.contains(": LiquidGlassUI.PreviewRegistry"))
        #expect(rewriter.imports == ["LiquidGlassUI"])
    }
}

/// `@Previewable` variables become properties of a view the preview declares (SwiftUI's `#Preview` does the same),
/// so `@State` among them is that view's state; the file keeps its line count.
struct PreviewableRewriteTests {
    static let sample = """
        import LiquidGlassUI

        #Preview("Switch") {
            @Previewable @State var isOn = true
            @Previewable @State
            var count: Int = 2
            Toggle("Wi-Fi", isOn: $isOn)
            Text("\\(count)")
        }
        let after = 1
        """

    @Test func previewableVariablesBecomePropertiesOfTheBodyView() {
        let rewriter = PreviewSourceRewriter(path: "/work/S.swift", text: Self.sample, fileIndex: 0, moduleName: "M")
        let text = rewriter.rewritten
        #expect(text.contains("LiquidGlassUI.Preview(\"Switch\") { __PreviewableBody() } }; @MainActor struct "
                              + "__PreviewableBody: LiquidGlassUI.View { @State var isOn = true; @State\n    var count: Int = 2; "
                              + "@LiquidGlassUI.ViewBuilder var body: some LiquidGlassUI.View { Toggle(\"Wi-Fi\", isOn: $isOn)\n"
                              + "Text(\"\\(count)\") } } }"))
        #expect(!text.contains("@Previewable"))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let original = Self.sample.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == original.count + 3)  // the two directives and the final newline
        #expect(lines[lines.count - 3] == "let after = 1")
    }

    @Test func aPreviewWithoutPreviewableVariablesIsUnchanged() {
        let rewriter = PreviewSourceRewriter(path: "/work/S.swift", text: "#Preview { @State var x = 1; Text(\"a\") }",
                                             fileIndex: 0, moduleName: "M")
        #expect(!rewriter.rewritten.contains("__PreviewableBody"))
    }
}

/// A file-scope `PreviewProvider` (the form before `#Preview`) is listed as a preview named after its type, declared
/// on its closing line.
struct PreviewProviderRewriteTests {
    @Test func aProviderBecomesAPreviewNamedAfterIt() {
        let text = """
            import LiquidGlassUI
            struct Card_Previews: PreviewProvider {
                static var previews: some View { Text("Card") }
            }
            """
        let rewriter = PreviewSourceRewriter(path: "/work/C.swift", text: text, fileIndex: 1, moduleName: "M")
        #expect(rewriter.entries.map(\.line) == [2])
        // Separated by `;`: without it Swift rejects two declarations on one line (seen in a real file).
        #expect(rewriter.rewritten.contains("}; enum __LiquidGlassPreview_1_0: LiquidGlassUI.PreviewRegistry {"))
        #expect(rewriter.rewritten.contains("LiquidGlassUI.Preview(\"Card_Previews\") { Card_Previews.previews } } }"))
    }
}
