import SwiftSyntax

/// More than one `.glassProminent` in one view.
public struct MultipleProminentGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: "multiple_prominent_glass",
        name: "Multiple Prominent Glass",
        description: """
            More than one `.glassProminent` button style (or `UIButton.Configuration.prominentGlass()` / \
            `prominentClearGlass()`) is used in one view: one type's body and its helpers, counting a sheet's or \
            popover's content as a view of its own. Buttons in different branches of an `if` or `switch` are \
            not counted together. Design rule: one prominent (tinted) action per screen; the rest use `.glass`.
            """,
        rationale: """
            Prominent glass is filled with the accent colour, the strongest emphasis Liquid Glass has. With two or \
            more on a screen the user can no longer tell which action is the primary one. Opt-in, because some \
            screens (a paywall with two plans, a confirmation with two equal choices) legitimately offer two.
            """,
        severity: .warning,
        isOptIn: true,
        nonTriggeringExamples: [
            // One Run button per system, under `#if os(…)` in two helpers: never on screen together.
            Example(
                """
                struct RefreshScreen: View {
                    var body: some View {
                        form
                        #if os(iOS)
                            .toolbar { Button("Run") { run() }.buttonStyle(.glassProminent) }
                        #endif
                    }
                    var form: some View {
                        Form {
                            #if os(tvOS)
                            Button("Run") { run() }.buttonStyle(.glassProminent)
                            #endif
                        }
                    }
                }
                """),
            Example(
                """
                struct CheckoutView: View {
                    var body: some View {
                        VStack {
                            Button("Pay") { pay() }.buttonStyle(.glassProminent)
                            Button("Edit Cart") { edit() }.buttonStyle(.glass)
                        }
                    }
                }
                """),
            // One or the other, never both.
            Example(
                """
                struct EditorBar: View {
                    var body: some View {
                        if isEditing {
                            Button("Done") { finish() }.buttonStyle(.glassProminent)
                        } else {
                            Button("Edit") { edit() }.buttonStyle(.glassProminent)
                        }
                    }
                }
                """),
            // The sheet is a screen of its own (a toolbar is not: see the triggering examples).
            Example(
                """
                struct ListScreen: View {
                    var body: some View {
                        Button("New") { creating = true }
                            .buttonStyle(.glassProminent)
                            .sheet(isPresented: $creating) {
                                Button("Create") { create() }.buttonStyle(.glassProminent)
                            }
                    }
                }
                """),
            // Different views.
            Example(
                """
                struct A: View { var body: some View { Button("Go") { go() }.buttonStyle(.glassProminent) } }
                struct B: View { var body: some View { Button("Stop") { stop() }.buttonStyle(.glassProminent) } }
                """),
            // A project's own `glassProminent` style.
            Example(
                """
                extension ButtonStyle where Self == LegacyProminentStyle { static var glassProminent: Self { .init() } }
                struct Footer: View {
                    var body: some View {
                        HStack {
                            Button("Yes") { yes() }.buttonStyle(.glassProminent)
                            Button("No") { no() }.buttonStyle(.glassProminent)
                        }
                    }
                }
                """),
        ],
        triggeringExamples: [
            Example(
                """
                struct PaywallView: View {
                    var body: some View {
                        VStack {
                            Button("Subscribe") { subscribe() }.buttonStyle(.glassProminent)
                            Button("Restore") { restore() }↓.buttonStyle(.glassProminent)
                        }
                    }
                }
                """),
            // A helper property is part of the same view.
            Example(
                """
                struct PlayerView: View {
                    var body: some View {
                        VStack { artwork; controls }
                    }
                    private var controls: some View {
                        HStack {
                            Button("Play") { play() }.buttonStyle(GlassProminentButtonStyle())
                            Button("Queue") { queue() }↓.buttonStyle(.glassProminent)
                        }
                    }
                    private var artwork: some View {
                        Button("Like") { like() }↓.buttonStyle(.glassProminent)
                    }
                }
                """),
            Example(
                """
                struct ComposeView: View {
                    var body: some View {
                        Form { fields }
                            .toolbar {
                                ToolbarItem(placement: .confirmationAction) {
                                    Button("Send") { send() }.buttonStyle(.glassProminent)
                                }
                            }
                        Button("Save Draft") { saveDraft() }↓.buttonStyle(.glassProminent)
                    }
                }
                """),
            Example(
                """
                final class OnboardingViewController: UIViewController {
                    let start = UIButton(configuration: UIButton.Configuration.prominentGlass())
                    let signIn = UIButton(configuration: UIButton.Configuration↓.prominentGlass())
                }
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let prominent = context.glassSites.filter { site in
            let isProminent =
                site.kind == .glassProminentButtonStyle
                || (site.kind == .uiButtonConfiguration && SyntaxQueries.calledName(site.call)?.hasPrefix("prominent") == true)
            return isProminent && site.appliesRules
        }
        var violations: [Violation] = []
        var firstByView: [ViewKey: [GlassSite]] = [:]
        for site in prominent {
            let key = ViewKey(site)
            let earlier = firstByView[key, default: []].first {
                !BranchExclusivity.areExclusive($0.call, site.call) && !Self.areForDifferentOSes($0.call, site.call)
            }
            firstByView[key, default: []].append(site)
            guard let earlier else { continue }
            let (line, _) = context.file.location(of: earlier.anchor)
            violations.append(
                Violation(
                    position: site.anchor,
                    message: "Another prominent glass button in this view (first on line \(line)); keep one "
                        + "prominent action and use `.glass` for the others"))
        }
        return violations
    }

    /// Code compiled only for different systems is never on screen together (Swiftfin: the iOS toolbar's Run
    /// button under `#if os(iOS)` and the tvOS form's Run button under `#if os(tvOS)`, in two helpers).
    static func areForDifferentOSes(_ a: some SyntaxProtocol, _ b: some SyntaxProtocol) -> Bool {
        let systems = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]
        guard let first = systems.first(where: { CompilationConditions.isCompiledOnly(forOS: $0, a) }),
            let second = systems.first(where: { CompilationConditions.isCompiledOnly(forOS: $0, b) })
        else { return false }
        return first != second
    }

    /// One view: the enclosing type (or file), and the presentation whose content the site is in.
    private struct ViewKey: Hashable {
        let type: SyntaxIdentifier?
        let presentation: SyntaxIdentifier?

        init(_ site: GlassSite) {
            type = SyntaxQueries.enclosingTypeDeclaration(of: site.call)?.id
            presentation = ViewGroups.screenPresentation(around: site.call)?.id
        }
    }
}
