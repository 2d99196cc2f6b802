import SwiftSyntax

/// Regular and clear glass in one `GlassEffectContainer`.
public struct MixedGlassVariantsRule: Rule {
    public static let description = RuleDescription(
        identifier: "mixed_glass_variants",
        name: "Mixed Glass Variants",
        description: """
            Regular and clear glass are used in the same `GlassEffectContainer` (or a project wrapper around \
            one). Design rule: elements of one container share one variant; choose `.regular` or `.clear` for \
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
            guard GlassCodeScope.appliesRules(at: site.call),
                let container = ViewGroups.enclosingGlassContainer(of: site.call, context.declarations)
            else { continue }
            if byContainer[container.id] == nil { order.append(container.id) }
            byContainer[container.id, default: []].append(site)
        }
        var violations: [Violation] = []
        for container in order {
            let sites = byContainer[container] ?? []
            for (index, site) in sites.enumerated() {
                // Report a site whose variant differs from an earlier one that can be on screen with it.
                guard
                    let earlier = sites[..<index].first(where: {
                        $0.variant != site.variant && !BranchExclusivity.areExclusive($0.call, site.call)
                    }),
                    let variant = site.variant, let other = earlier.variant
                else { continue }
                let (line, _) = context.file.location(of: earlier.anchor)
                violations.append(
                    Violation(
                        position: site.anchor,
                        message: "\(variant.rawValue.capitalized) glass in the same GlassEffectContainer as "
                            + "\(other.rawValue) glass (line \(line)); use one variant for the group"))
            }
        }
        return violations
    }
}
