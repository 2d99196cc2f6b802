import SwiftSyntax

/// `.toolbarBackground(…)` with a colour or material.
public struct CustomBarBackgroundRule: Rule {
    public static let description = RuleDescription(
        identifier: "custom_bar_background",
        name: "Custom Bar Background",
        description: """
            `.toolbarBackground(_:for:)` gives a navigation, tab or bottom bar a colour, gradient or material. \
            Design rule: in iOS 26 bars float on Liquid Glass over the content (with a scroll edge effect where \
            content passes under them); let the system draw them. `.toolbarBackground(.hidden / .visible / \
            .automatic, for:)`, which only sets visibility, is not reported, nor is code that runs only before \
            iOS 26.
            """,
        rationale: """
            A custom bar background paints an opaque or tinted band over the glass: the bar stops showing the \
            content scrolling under it, its controls lose their glass grouping, and it looks like an iOS 18 bar \
            among iOS 26 ones. To tint the bar's glass, tint its controls instead.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example("NavigationStack { feed }.toolbarBackground(.hidden, for: .navigationBar)"),
            Example("TabView { tabs }.toolbarBackground(.visible, for: .tabBar)"),
            Example("content.toolbarBackground(isScrolled ? .visible : .hidden, for: .navigationBar)"),
            Example("content.toolbarBackground(Visibility.automatic, for: .bottomBar)"),
            Example(
                """
                if #available(iOS 26, *) {
                    content
                } else {
                    content.toolbarBackground(Color.indigo, for: .navigationBar)
                }
                """),
            Example(
                """
                @available(iOS, obsoleted: 26)
                struct LegacyBar: ViewModifier {
                    func body(content: Content) -> some View { content.toolbarBackground(.regularMaterial, for: .navigationBar) }
                }
                """),
            // A variable could hold a visibility: not judged.
            Example("content.toolbarBackground(barVisibility, for: .navigationBar)"),
            Example("content.toolbarColorScheme(.dark, for: .navigationBar)"),
            Example("content.toolbarBackground(Color.clear, for: .navigationBar)"),
        ],
        triggeringExamples: [
            Example(
                """
                NavigationStack {
                    InboxView()
                        ↓.toolbarBackground(Color.indigo, for: .navigationBar)
                        .toolbarBackground(.visible, for: .navigationBar)
                }
                """),
            Example("TabView { tabs }↓.toolbarBackground(.ultraThinMaterial, for: .tabBar)"),
            Example("content↓.toolbarBackground(.blue.gradient, for: .navigationBar, .tabBar)"),
            Example(
                """
                content↓.toolbarBackground(
                    LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing),
                    for: .navigationBar)
                """),
            Example("content↓.toolbarBackground(theme.colors.bar.opacity(0.9), for: .bottomBar)"),
        ])

    /// Members of `Visibility`.
    static let visibilities: Set<String> = ["visible", "hidden", "automatic"]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.file.systemCalls("toolbarBackground", context.declarations).compactMap { call in
            guard let style = SyntaxQueries.argument(nil, of: call), isStyle(style), GlassCodeScope.appliesRules(at: call)
            else { return nil }
            return Violation(
                position: SyntaxQueries.anchor(of: call),
                message: "Custom bar background `\(style.trimmedDescription.prefix(40))` covers the bar's Liquid Glass; "
                    + "remove it and tint the bar's controls instead")
        }
    }

    /// Whether the argument is a colour, gradient or material rather than a `Visibility` (or something unknown,
    /// such as a variable, which is not reported).
    private func isStyle(_ expression: ExprSyntax) -> Bool {
        if let member = expression.as(MemberAccessExprSyntax.self) {
            // `.clear` paints nothing: it hides the background like `.hidden`.
            if Self.visibilities.contains(member.declName.baseName.text) || member.declName.baseName.text == "clear" {
                return false
            }
            // `.blue`, `Color.indigo`, `Material.bar`; not `settings.barVisibility`.
            guard let base = member.base else { return true }
            if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.first?.isUppercase == true }
            return isStyle(base)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            // `Color(…)`, `LinearGradient(…)`, `x.opacity(0.9)` build a style; `barStyle(for: x)` is unknown.
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text.first?.isUppercase == true
            }
            return true
        }
        return false
    }
}
