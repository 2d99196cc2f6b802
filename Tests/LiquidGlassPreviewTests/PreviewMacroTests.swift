import LiquidGlassUIMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The `#Preview` macro's expansion, checked with swift-syntax's expansion harness. The expected text is the
/// declaration `LiquidGlassPreviewExpansion` documents: a `PreviewRegistry` type whose `makePreview()` calls
/// `Preview.init` with the macro's own arguments; the location is where the harness places the macro (module
/// "TestModule", file "test.swift"), the name the one `BasicMacroExpansionContext` makes first.
struct PreviewMacroTests {
    let macros = ["Preview": MacroSpec(type: PreviewMacro.self)]

    /// The registry type the harness expects around `call` (indented into `makePreview()`).
    static func registry(calling call: String) -> String {
        let body = call.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n")
        return """
            enum __macro_local_7PreviewfMu_: LiquidGlassUI.PreviewRegistry {
                static let fileID: String = "TestModule/test.swift";
                static let line: Int = 1;
                static let column: Int = 1;
                @MainActor static func makePreview() throws -> LiquidGlassUI.Preview {
            \(body)
                }
            }
            """
    }

    func failure(_ spec: TestFailureSpec) {
        Issue.record(Comment(rawValue: spec.message))
    }

    @Test func namedPreviewWithTraits() {
        assertMacroExpansion(
            """
            #Preview("Card", traits: .sizeThatFitsLayout) {
                Card()
            }
            """,
            expandedSource: Self.registry(calling: """
                LiquidGlassUI.Preview("Card", traits: .sizeThatFitsLayout) {
                    Card()
                }
                """),
            macroSpecs: macros, failureHandler: failure)
    }

    @Test func barePreviewPassesOnlyItsClosure() {
        assertMacroExpansion(
            "#Preview { Card() }",
            expandedSource: Self.registry(calling: """
                LiquidGlassUI.Preview {
                    Card()
                }
                """),
            macroSpecs: macros, failureHandler: failure)
    }

    @Test func aPreviewWithoutABodyIsAnError() {
        assertMacroExpansion(
            "#Preview(\"Empty\")",
            // The harness leaves a macro that throws in place and reports the error.
            expandedSource: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a body: #Preview { MyView() }", line: 1, column: 1)],
            macroSpecs: macros, failureHandler: failure)
    }
}

/// `#Preview` with `@Previewable` variables declares a view holding them (as SwiftUI's does); `@Previewable` alone
/// adds nothing.
struct PreviewableMacroTests {
    let macros = ["Preview": MacroSpec(type: PreviewMacro.self), "Previewable": MacroSpec(type: PreviewableMacro.self)]

    @Test func previewableVariablesMoveIntoTheBodyView() {
        assertMacroExpansion(
            """
            #Preview {
                @Previewable @State var isOn = true
                Toggle("Wi-Fi", isOn: $isOn)
            }
            """,
            expandedSource: """
                enum __macro_local_7PreviewfMu_: LiquidGlassUI.PreviewRegistry {
                    static let fileID: String = "TestModule/test.swift";
                    static let line: Int = 1;
                    static let column: Int = 1;
                    @MainActor static func makePreview() throws -> LiquidGlassUI.Preview {
                        LiquidGlassUI.Preview {
                            __PreviewableBody()
                        }
                    };
                    @MainActor struct __PreviewableBody: LiquidGlassUI.View {
                        @State var isOn = true;
                        @LiquidGlassUI.ViewBuilder var body: some LiquidGlassUI.View {
                            Toggle("Wi-Fi", isOn: $isOn)
                        }
                    }
                }
                """,
            macroSpecs: macros, failureHandler: { Issue.record(Comment(rawValue: $0.message)) })
    }
}
