@_spi(RawSyntax) import SwiftSyntax

/// More than one `.glassProminent` in one view.
public struct MultipleProminentGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: "multiple_prominent_glass",
        name: "Multiple Prominent Glass",
        description: """
            More than one `.glassProminent` button style (or `UIButton.Configuration.prominentGlass()` / \
            `prominentClearGlass()`) is used in one view: one type's body and its helpers, counting a sheet's or \
            popover's content as a view of its own, and counting the project's own modifiers (a view method or \
            `ViewModifier`, in any file) that apply `.glassProminent` and never `.glass`. Buttons in different branches of an `if` or `switch` are \
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
            // Two state views shown one at a time, each with its own prominent action.
            Example(
                """
                struct SyncScreen: View {
                    var body: some View {
                        if needsAccess { accessState } else { retryState }
                    }
                    private var accessState: some View {
                        Button("Allow") { allow() }.buttonStyle(.glassProminent)
                    }
                    private var retryState: some View {
                        Button("Retry") { retry() }.buttonStyle(.glassProminent)
                    }
                }
                """),
            // A helper used only in the sheet's toolbar belongs to the sheet.
            Example(
                """
                struct PreviewScreen: View {
                    var body: some View {
                        Details()
                            .toolbar { nextButton }
                            .sheet(isPresented: $editing) { NavigationStack { Form { }.toolbar { saveButton } } }
                    }
                    var nextButton: some ToolbarContent {
                        ToolbarItem(placement: .primaryAction) { Button("Next") { editing = true }.buttonStyle(.glassProminent) }
                    }
                    var saveButton: some ToolbarContent {
                        ToolbarItem(placement: .primaryAction) { Button("Save") { save() }.buttonStyle(.glassProminent) }
                    }
                }
                """),
            // Two modifiers of the project in one extension are not one view.
            Example(
                """
                extension View {
                    func saveStyle() -> some View { buttonStyle(.glassProminent) }
                    func sendStyle() -> some View { buttonStyle(.glassProminent).controlSize(.large) }
                }
                """),
            // A project modifier that chooses between the prominent and the plain style is not counted.
            Example(
                """
                extension View {
                    func actionStyle(primary: Bool) -> some View { buttonStyle(primary ? .glassProminent : .glass) }
                }
                struct Confirm: View {
                    var body: some View {
                        HStack {
                            Button("OK") { ok() }.actionStyle(primary: true)
                            Button("Cancel") { cancel() }.actionStyle(primary: false)
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
            // Issue 45 (a miss of the fifth held-back reading, written anew): both toolbar buttons get the prominent
            // style through the project's own modifier, declared in another file.
            Example(
                """
                struct EditScreen: View {
                    var body: some View {
                        Form { fields }
                            .toolbar {
                                ToolbarItem(placement: .cancellationAction) { Button("Discard") { discard() }.mainAction() }
                                ToolbarItem(placement: .confirmationAction) { Button("Keep") { keep() }↓.mainAction() }
                            }
                    }
                }
                """,
                otherFiles: [
                    """
                    extension View {
                        @ViewBuilder func mainAction() -> some View {
                            if #available(iOS 26, *) { buttonStyle(.glassProminent) } else { buttonStyle(.borderedProminent) }
                        }
                    }
                    """,
                ]),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let prominent = context.glassSites.filter { site in
            let isProminent =
                site.kind == .glassProminentButtonStyle
                || (site.kind == .uiButtonConfiguration && SyntaxQueries.calledName(site.call)?.hasPrefix("prominent") == true)
            return isProminent && site.appliesRules && !Self.isInViewExtension(site.call)
        } + Self.projectModifierSites(context)
        var violations: [Violation] = []
        var firstByView: [ViewKey: [GlassSite]] = [:]
        for site in prominent {
            let key = ViewKey(site)
            let earlier = firstByView[key, default: []].first {
                !BranchExclusivity.areExclusive($0.call, site.call) && !Self.areForDifferentOSes($0.call, site.call)
                    && !Self.areInExclusiveHelpers($0.call, site.call)
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

    /// Calls of the project's own modifiers that apply the prominent glass style (`Button("Keep") { … }
    /// .mainAction()`, `.modifier(MainAction())`), as sites of their own. Looked for among the called names that
    /// read like a style (`Style`, `Prominent`, `Primary`, `Action`, `Glass` in the name — `buttonStyleModifier`,
    /// the one seen, has one) and `.modifier(…)`, not every call of a file: each name is a question to the
    /// project-wide index, re-asked after all files are read.
    static func projectModifierSites(_ context: RuleContext) -> [GlassSite] {
        var names: Set<String> = []
        for fragment: SyntaxText in ["tyle", "rominent", "rimary", "ction", "lass"] {
            names.formUnion(context.file.calledNames(containing: fragment))
        }
        var candidates = context.file.calls("modifier")
        for name in names.sorted() where name.first?.isLowercase == true && !systemNames.contains(name) {
            candidates += context.file.calls(name)
        }
        var sites: [GlassSite] = []
        for call in candidates {
            guard let member = SyntaxQueries.calledMember(call), member.base != nil,
                let applied = MissingInteractiveGlassRule.projectModifierName(
                    ModifierChain.Modifier(name: member.declName.baseName.text, call: call)),
                context.declarations.appliesProminentStyle(applied)
            else { continue }
            let site = GlassSite(kind: .glassProminentButtonStyle, call: call, glass: nil, variant: nil)
            if site.appliesRules { sites.append(site) }
        }
        return sites
    }

    /// Each site in a helper of its own (a property or function of the view), and every use of the one helper in
    /// a branch exclusive of every use of the other (`if denied { permissionState } else { troubleshootingState }`;
    /// a site outside any helper counts as its own use), or in a sheet's or popover's content while the other is
    /// not (ruddarr: the screen's toolbar content and the one its sheet's form uses). Seen on the earlier tuning
    /// halves (ai-pedometer's state views, ruddarr) once the project's modifiers were counted; one helper deep.
    static func areInExclusiveHelpers(_ a: FunctionCallExprSyntax, _ b: FunctionCallExprSyntax) -> Bool {
        let helperA = HelperUses.helper(around: a)
        let helperB = HelperUses.helper(around: b)
        guard helperA != nil || helperB != nil, helperA?.name != helperB?.name else { return false }
        func places(_ call: FunctionCallExprSyntax, _ helper: (name: String, declaration: Syntax)?) -> [Syntax] {
            guard let helper else { return [Syntax(call)] }
            return HelperUses.uses(of: helper.name, in: Syntax(helper.declaration.root), excluding: helper.declaration)
        }
        let placesA = places(a, helperA)
        let placesB = places(b, helperB)
        guard !placesA.isEmpty, !placesB.isEmpty else { return false }
        return placesA.allSatisfy { first in
            placesB.allSatisfy {
                BranchExclusivity.areExclusive(first, $0)
                    || ViewGroups.screenPresentation(around: first)?.id != ViewGroups.screenPresentation(around: $0)?.id
            }
        }
    }

    /// In an `extension View` (`Button`, `Shape`, …): a modifier the project applies to buttons elsewhere, counted
    /// where it is used, not a view of its own (two such methods in one extension were one "view" before).
    static func isInViewExtension(_ call: FunctionCallExprSyntax) -> Bool {
        guard let ext = SyntaxQueries.enclosingTypeDeclaration(of: call)?.as(ExtensionDeclSyntax.self) else { return false }
        let extended = ext.extendedType.trimmedDescription
        return DeclarationIndex.viewOwners.contains(String(extended.split(separator: ".").last ?? Substring(extended)))
    }

    /// SwiftUI's own modifiers with those fragments in their names, never the project's.
    private static let systemNames: Set<String> = [
        "buttonStyle", "labelStyle", "toggleStyle", "pickerStyle", "listStyle", "textFieldStyle", "menuStyle",
        "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition", "onSubmit", "swipeActions",
        "contextMenu", "accessibilityAction", "tabViewStyle", "navigationSplitViewStyle", "formStyle",
        "presentationBackgroundInteraction", "fill", "foregroundStyle", "backgroundStyle",
    ]

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
