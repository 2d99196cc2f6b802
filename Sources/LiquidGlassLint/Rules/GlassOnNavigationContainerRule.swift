import SwiftSyntax

/// `glassEffect` on a whole navigation container or scroll view.
public struct GlassOnNavigationContainerRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_on_navigation_container",
        name: "Glass on Navigation Container",
        description: """
            `glassEffect` is applied to a `NavigationStack`, `NavigationView`, `NavigationSplitView`, `TabView`, \
            `List` or `ScrollView` as a whole. Design rule: glass is a thin functional layer for controls and \
            bars that float above content; the system already gives navigation bars, tab bars and toolbars their \
            glass.
            """,
        rationale: """
            Glass around a whole screen turns all of its content into one huge glass element: text and images \
            are blurred and lensed, the system bars end up as glass on glass, and the large shape renders as \
            thick, dark material on every frame.
            """,
        severity: .error,
        nonTriggeringExamples: [
            Example(
                """
                NavigationStack {
                    List(notes) { NoteRow($0) }
                        .navigationTitle("Notes")
                }
                """),
            Example(
                """
                ScrollView {
                    FeedView()
                }
                .overlay(alignment: .bottomTrailing) {
                    Button("Compose", systemImage: "square.and.pencil") { compose() }
                        .glassEffect(.regular.interactive())
                }
                """),
            Example("TabView { tabs }.tabBarMinimizeBehavior(.onScrollDown)"),
            Example("VStack { header; body }.glassEffect(in: .rect(cornerRadius: 24))"),
        ],
        triggeringExamples: [
            Example(
                """
                NavigationStack {
                    SettingsList()
                }
                ↓.glassEffect()
                """),
            Example("TabView(selection: $tab) { tabs }↓.glassEffect(.clear)"),
            Example(
                """
                List(items) { item in
                    Text(item.name)
                }
                .listStyle(.plain)
                ↓.glassEffect(.regular, in: .rect(cornerRadius: 20))
                """),
            Example("ScrollView(.horizontal) { chips }.padding()↓.glassEffect()"),
            Example("NavigationSplitView { sidebar } detail: { detail }↓.glassEffect()"),
        ])

    static let containers: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "List", "ScrollView",
    ]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.glassSites.compactMap { site in
            guard site.kind == .glassEffect, site.variant != .identity,
                let root = site.chain.root?.as(FunctionCallExprSyntax.self),
                let name = SyntaxQueries.calledName(root), Self.containers.contains(name),
                root.calledExpression.is(DeclReferenceExprSyntax.self)
            else { return nil }
            return Violation(
                position: site.anchor,
                message: "glassEffect on a whole `\(name)`; put glass on the controls floating above the content, "
                    + "not on the container")
        }
    }
}
