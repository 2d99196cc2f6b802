import SwiftSyntax

/// Regular and clear glass in one `GlassEffectContainer`.
public struct MixedGlassVariantsRule: Rule {
    public static let description = RuleDescription(
        identifier: "mixed_glass_variants",
        name: "Mixed Glass Variants",
        description: """
            Regular and clear glass are used in the same `GlassEffectContainer` (or a project wrapper around \
            one), or added to the `contentView` of the same `UIGlassContainerEffect` view. Design rule: elements of one container share one variant; choose `.regular` or `.clear` for \
            the group. `.identity` (glass switched off) mixes with either.
            """,
        rationale: """
            A container renders its elements as one material: nearby shapes blend and morph into each other, but \
            only shapes with the same variant can merge, and regular glass adapts its appearance to the content \
            behind while clear glass does not. A mixed group looks like two materials glued together and loses \
            its fluid transitions.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example(
                """
                GlassEffectContainer(spacing: 16) {
                    HStack {
                        Button("Rewind", systemImage: "gobackward.15") { rewind() }.glassEffect(.clear)
                        Button("Skip", systemImage: "goforward.15") { skip() }.glassEffect(.clear.interactive())
                    }
                }
                """),
            // Clear glass in one container, regular in another.
            Example(
                """
                VStack {
                    GlassEffectContainer { MediaButtons().glassEffect(.clear) }
                    GlassEffectContainer { EditButtons().glassEffect(.regular) }
                }
                """),
            // `.identity` is glass switched off.
            Example(
                """
                GlassEffectContainer {
                    Text("Title").glassEffect()
                    Text("Subtitle").glassEffect(showDetails ? .regular : .identity)
                    Text("Hint").glassEffect(.identity)
                }
                """),
            // Only one branch is on screen at a time.
            Example(
                """
                GlassEffectContainer {
                    if overVideo {
                        Controls().glassEffect(.clear)
                    } else {
                        Controls().glassEffect(.regular)
                    }
                }
                """),
            Example(
                """
                let group = UIVisualEffectView(effect: UIGlassContainerEffect())
                let other = UIVisualEffectView(effect: UIGlassContainerEffect())
                group.contentView.addSubview(UIVisualEffectView(effect: UIGlassEffect(style: .clear)))
                other.contentView.addSubview(UIVisualEffectView(effect: UIGlassEffect()))
                group.contentView.addSubview(UIVisualEffectView(effect: UIBlurEffect(style: .dark)))
                """),
            // The sheet's content is not in the container.
            Example(
                """
                GlassEffectContainer {
                    Button("Info") { showInfo = true }
                        .buttonStyle(.glass)
                        .sheet(isPresented: $showInfo) { InfoCard().glassEffect(.clear) }
                }
                """),
        ],
        triggeringExamples: [
            Example(
                """
                GlassEffectContainer {
                    HStack {
                        PlayButton().glassEffect()
                        VolumeSlider()↓.glassEffect(.clear)
                    }
                }
                """),
            Example(
                """
                GlassEffectContainer(spacing: 12) {
                    Button("Crop") { crop() }.buttonStyle(.glass(.clear))
                    Button("Filters") { filters() }↓.buttonStyle(.glass)
                    Button("Done") { done() }↓.buttonStyle(.glassProminent)
                }
                """),
            Example(
                """
                let group = UIVisualEffectView(effect: UIGlassContainerEffect())
                let back = UIVisualEffectView(effect: UIGlassEffect(style: .clear))
                let glass = UIGlassEffect()
                glass.isInteractive = true
                let play = UIVisualEffectView(effect: glass)
                group.contentView.addSubview(back)
                group.contentView↓.addSubview(play)
                group.contentView↓.addSubview(UIVisualEffectView(effect: UIGlassEffect(style: .regular)))
                """),
            // A project wrapper around GlassEffectContainer counts as one.
            Example(
                """
                struct GlassGroup<Content: View>: View {
                    @ViewBuilder var content: Content
                    var body: some View { GlassEffectContainer { content } }
                }
                GlassGroup {
                    Label("Speed", systemImage: "gauge").glassEffect(.regular.tint(.orange))
                    Label("Altitude", systemImage: "mountain.2")↓.glassEffect(Glass.clear)
                }
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        // Sites with a known regular or clear variant, by the container they are in.
        var byContainer: [SyntaxIdentifier: [GlassSite]] = [:]
        var order: [SyntaxIdentifier] = []
        for site in context.glassSites where site.isSwiftUI && (site.variant == .regular || site.variant == .clear) {
            guard let container = ViewGroups.enclosingGlassContainer(of: site.call, context.declarations, in: context.file)
            else { continue }
            if byContainer[container.id] == nil { order.append(container.id) }
            byContainer[container.id, default: []].append(site)
        }
        var groups = order.map { container in
            var sites = byContainer[container] ?? []
            // Only a container that mixes variants can be reported.
            if Set(sites.compactMap(\.variant)).count > 1 {
                sites.removeAll { !$0.appliesRules }
            }
            return sites.compactMap { site in site.variant.map { Member(call: site.call, anchor: site.anchor, variant: $0) } }
        }
        groups += uikitGroups(context)
        var violations: [Violation] = []
        for members in groups {
            for (index, member) in members.enumerated() {
                // Report an element whose variant differs from an earlier one that can be on screen with it.
                guard
                    let earlier = members[..<index].first(where: {
                        $0.variant != member.variant && !BranchExclusivity.areExclusive($0.call, member.call)
                    })
                else { continue }
                let (line, _) = context.file.location(of: earlier.anchor)
                violations.append(
                    Violation(
                        position: member.anchor,
                        message: "\(member.variant.rawValue.capitalized) glass in the same glass container as "
                            + "\(earlier.variant.rawValue) glass (line \(line)); use one variant for the group"))
            }
        }
        return violations
    }

    /// One element of a glass container: where it is added and its variant.
    private struct Member {
        let call: FunctionCallExprSyntax
        let anchor: AbsolutePosition
        let variant: GlassSite.Variant
    }

    /// UIKit: glass views added to the `contentView` of one `UIGlassContainerEffect` view, in source order.
    private func uikitGroups(_ context: RuleContext) -> [[Member]] {
        let calls = ["addSubview", "insertSubview"].flatMap { context.file.calls($0) }
        guard !calls.isEmpty, context.file.hasCalls("UIGlassContainerEffect") else { return [] }
        let glass = UIKitGlassViews(file: context.file, declarations: context.declarations)
        var groups: [String: [Member]] = [:]
        for call in calls.sorted(by: { $0.position < $1.position }) {
            guard let contentView = SyntaxQueries.calledMember(call)?.base?.as(MemberAccessExprSyntax.self),
                contentView.declName.baseName.text == "contentView", let container = contentView.base,
                glass.material(ofView: container) == .container,
                let child = call.arguments.first?.expression,
                case .glass(let variant)? = glass.material(ofView: child), let variant, variant != .identity,
                GlassCodeScope.appliesRules(at: call)
            else { continue }
            // Containers are told apart by name and type, like the glass views themselves.
            let key = "\(UIKitGlassViews.scope(of: call)):\(UIKitGlassViews.lastName(container) ?? "")"
            groups[key, default: []].append(Member(call: call, anchor: SyntaxQueries.anchor(of: call), variant: variant))
        }
        return groups.keys.sorted().compactMap { groups[$0] }
    }
}
