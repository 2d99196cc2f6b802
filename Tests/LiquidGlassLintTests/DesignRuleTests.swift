import LiquidGlassLint
import Testing

/// Semantics of the design rules beyond their examples: defaults from the issue, messages, and the places where
/// a rule has to look further than the glass site.
@Suite("Design rules")
struct DesignRuleTests {
    func lint(_ code: String, rule: String) -> [Finding] {
        Linter(configuration: LintConfiguration(onlyRules: [rule])).lint(sources: [("T.swift", code)])
    }

    @Test(arguments: [
        ("clear_glass_without_dimming", Severity.warning, false),
        ("mixed_glass_variants", .warning, false),
        ("hardcoded_glass_tint", .warning, false),
        ("over_tinted_glass", .warning, false),
        ("multiple_prominent_glass", .warning, true),
        ("interactive_on_static_glass", .warning, true),
        ("missing_interactive_glass", .warning, false),
        ("glass_icon_without_label", .warning, true),
        ("presentation_background_over_glass", .warning, false),
        ("custom_bar_background", .warning, false),
        ("glass_prominent_circle_artifact", .warning, true),
        ("glass_alpha_animation", .warning, false),
        ("glass_effect_view_subview", .warning, false),
    ])
    func registeredWithTheirDefaults(identifier: String, severity: Severity, isOptIn: Bool) throws {
        let rule = try #require(RuleRegistry.rule(identifier))
        #expect(rule.description.severity == severity)
        #expect(rule.description.isOptIn == isOptIn)
        #expect(rule.description.description.contains("Design rule"))
    }

    @Test func optInRulesRunOnlyWhenListed() {
        let code = """
            VStack {
                Button("A") { a() }.buttonStyle(.glassProminent)
                Button("B") { b() }.buttonStyle(.glassProminent)
            }
            """
        let byDefault = Linter().lint(sources: [("T.swift", code)])
        #expect(!byDefault.contains { $0.rule == "multiple_prominent_glass" })
        let optedIn = Linter(configuration: LintConfiguration(optInRules: ["multiple_prominent_glass"]))
            .lint(sources: [("T.swift", code)])
        #expect(optedIn.filter { $0.rule == "multiple_prominent_glass" }.map(\.line) == [3])
    }

    @Test func dimmingInAHelperOfTheSameViewCounts() {
        let dimmed = """
            struct Player: View {
                var body: some View { ZStack { video; controls } }
                private var video: some View { VideoPlayer(player: player).overlay(Color.black.opacity(0.3)) }
                private var controls: some View { HStack { PlayButton() }.glassEffect(.clear) }
            }
            """
        #expect(lint(dimmed, rule: "clear_glass_without_dimming").isEmpty)
        let undimmed = dimmed.replacingOccurrences(of: ".overlay(Color.black.opacity(0.3))", with: "")
        #expect(lint(undimmed, rule: "clear_glass_without_dimming").map(\.line) == [4])
    }

    @Test func uikitDimmingElsewhereInTheClassCounts() {
        let code = """
            final class Viewer: UIViewController {
                let scrimView = UIView()
                func setUpScrim() { scrimView.backgroundColor = .black.withAlphaComponent(0.35) }
                func setUpBar() { view.addSubview(UIVisualEffectView(effect: UIGlassEffect(style: .clear))) }
            }
            final class Other: UIViewController {
                func setUpBar() { view.addSubview(UIVisualEffectView(effect: UIGlassEffect(style: .clear))) }
            }
            """
        #expect(lint(code, rule: "clear_glass_without_dimming").map(\.line) == [7])
    }

    @Test func messagesPointAtTheFirstElementOfTheGroup() throws {
        let tinted = """
            HStack {
                Text("a").glassEffect(.regular.tint(.blue))
                Text("b").glassEffect(.regular.tint(.green))
            }
            """
        let finding = try #require(lint(tinted, rule: "over_tinted_glass").first)
        #expect(finding.line == 3)
        #expect(finding.message.contains("line 2"))

        let mixed = """
            GlassEffectContainer {
                Text("a").glassEffect(.clear)
                Text("b").glassEffect()
            }
            """
        let mix = try #require(lint(mixed, rule: "mixed_glass_variants").first)
        #expect(mix.line == 3)
        #expect(mix.message.contains("Regular glass") && mix.message.contains("clear glass (line 2)"))
    }

    @Test func repeatedTintNamesTheForEach() throws {
        let code = """
            HStack {
                ForEach(tags) { tag in
                    Text(tag.name).glassEffect(.regular.tint(.orange))
                }
            }
            """
        let finding = try #require(lint(code, rule: "over_tinted_glass").first)
        #expect(finding.message.contains("ForEach on line 2"))
    }

    @Test func lookAlikesAreIgnoredAcrossFiles() {
        let helper = """
            extension View {
                func glassEffect(_ glass: LegacyGlass) -> some View { background(.thinMaterial) }
            }
            """
        let screen = """
            ZStack {
                Photo()
                Text("a").glassEffect(.clear)
            }
            """
        let linter = Linter(configuration: LintConfiguration(onlyRules: ["clear_glass_without_dimming"]))
        #expect(linter.lint(sources: [("Screen.swift", screen)]).count == 1)
        #expect(linter.lint(sources: [("Helper.swift", helper), ("Screen.swift", screen)]).isEmpty)
    }

    @Test func glassViewsOfAnotherTypeAreNotConfused() {
        let code = """
            final class A: UIView {
                let panel = UIVisualEffectView(effect: UIGlassEffect())
                func setUp() { panel.contentView.addSubview(label) }
            }
            final class B: UIView {
                let panel = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
                func setUp() { panel.addSubview(label) }
            }
            final class C: UIView {
                let panel = UIVisualEffectView(effect: UIGlassEffect())
                func setUp() { panel.addSubview(label) }
            }
            """
        #expect(lint(code, rule: "glass_effect_view_subview").map(\.line) == [11])
    }

    @Test func fallbacksForOlderSystemsAreNotReported() {
        let code = """
            struct Sheet: View {
                var body: some View {
                    if #available(iOS 26, *) {
                        Form { fields }.toolbarBackground(.blue, for: .navigationBar)
                    } else {
                        Form { fields }.toolbarBackground(.blue, for: .navigationBar)
                    }
                }
            }
            """
        #expect(lint(code, rule: "custom_bar_background").map(\.line) == [4])
    }
}

/// Each rule earns its default: a rule measured under the threshold on the held-back unseen apps is opt-in.
@Test func rulesUnderTheMeasuredThresholdAreOptIn() {
    for rule in RuleRegistry.all {
        let description = rule.description
        guard let precision = RulePrecision.of(description.identifier)?.precision else { continue }
        #expect(
            description.isOptIn == (precision < RulePrecision.threshold),
            "\(description.identifier): measured \(precision), opt-in \(description.isOptIn)")
    }
}
