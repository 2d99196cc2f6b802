/// Each rule's precision measured on code it was not tuned on: the held-back halves of the unseen-apps corpora
/// (docs/lint-corpus.md), every finding read once and judged worth acting on, not, or debatable.
///
/// A rule whose measured precision is under ``threshold`` is opt-in (off by default) until it earns its
/// default; `liquidglass lint rules` prints these figures. A rule with no finding on the held-back half has no
/// figure (`nil`).
public struct MeasuredPrecision: Sendable, Equatable {
    /// Findings worth acting on.
    public let worth: Int
    /// Findings not worth acting on.
    public let notWorth: Int
    /// Findings where reasonable people would differ; counted apart, not in the precision.
    public let debatable: Int

    public init(worth: Int, notWorth: Int, debatable: Int) {
        self.worth = worth
        self.notWorth = notWorth
        self.debatable = debatable
    }

    /// `worth / (worth + notWorth)`, or `nil` when every finding was debatable.
    public var precision: Double? {
        worth + notWorth == 0 ? nil : Double(worth) / Double(worth + notWorth)
    }
}

public enum RulePrecision {
    /// Below this precision on unseen code a rule is opt-in.
    public static let threshold = 0.9

    /// What the figures were measured on.
    public static let corpus = "the held-back halves of eight unseen-apps corpora, each read once: 14 projects "
        + "(1.15 M lines of Swift), 8 projects (87 k lines), 9 projects (174 k lines), 13 projects (290 k lines), "
        + "6 projects (265 k lines), 8 projects (174 k lines), 10 projects (280 k lines) and 6 projects (33 k lines)"

    /// Measured precision by rule identifier (rules with no finding there are absent, or have only debatable
    /// ones): the sum of the eight held-back readings of docs/lint-corpus.md, each made once, after the rules
    /// were fixed on that round's tuning half (on 4d9fe76's rules, bcdc4e4's, the fourth round's, 8f8b274's,
    /// 55f82ef's, c1faea4's, aa6b281's and 75e9e71's). The eighth reading, per rule: ungrouped_glass 8/11/1 (the
    /// 11: glass tags and cards in a design system's preview-only content types), glass_on_content 1/5/1,
    /// custom_bar_background 3/0/0, presentation_background_over_glass 1/0/0, missing_interactive_glass 1/0/0,
    /// interactive_on_static_glass 1/1/0, glass_id_outside_container 0/1/0, glass_id_without_namespace 0/1/0,
    /// glass_icon_without_label 0/0/4. The seventh reading, per rule: custom_bar_background 5/0/0,
    /// presentation_background_over_glass 3/0/3, glass_on_content 3/1/1, glass_on_glass 3/0/0,
    /// glass_fighting_modifier 2/0/1, ungrouped_glass 1/0/1, missing_interactive_glass 1/0/0, over_tinted_glass
    /// 0/0/3, glass_icon_without_label 0/0/2. The sixth reading, per rule: missing_interactive_glass 44/4/3,
    /// glass_fighting_modifier 15/1/2, ungrouped_glass 8/0/0, custom_bar_background 2/0/0,
    /// non_spring_glass_animation 2/4/0, clear_glass_without_dimming 0/0/3, presentation_background_over_glass
    /// 2/0/0, glass_on_content 3/1/0, glass_on_glass 1/0/0, glass_icon_without_label 0/0/18. Earlier rounds, from
    /// the tables there: glass_on_content 10/6/2, 4/0/0, 0, 1/0/0, 7/0/0;
    /// glass_fighting_modifier 4/0/0, 6/0/0, 1/0/0; non_spring_glass_animation 4/0/0, 2/0/0, 0, 3/0/0;
    /// clear_glass_without_dimming 2/0/9, 2/0/6, 4/0/0, 7/0/4; interactive_on_static_glass 0/6/0, 1/0/0, 0,
    /// 5/0/0; ungrouped_glass 1/0/0, 3/0/0, 1/0/0, 5/0/1, 1/0/0; glass_id_outside_container 0/2/0 then 1/0/0;
    /// glass_on_glass 0/1/0, 3/0/0, 0, 3/0/0; presentation_background_over_glass 10/0/0, 1/0/0 (third), 0/0/1
    /// (fifth); custom_bar_background 1/0/0 (third), 0/0/1 (fourth), 5/0/1 (fifth); glass_icon_without_label
    /// 0/0/15, 0/0/1, 0/0/10 (fourth); missing_interactive_glass 1/0/0 (third, fourth, fifth);
    /// glass_modifier_order 0/1/0 (third); missing_glass_availability 0/4/0 and glass_on_navigation_container
    /// 0/1/0 (fourth); parse_error 0/0/1 (fifth); the rest from one round.
    public static let heldBack: [String: MeasuredPrecision] = [
        "glass_on_content": MeasuredPrecision(worth: 29, notWorth: 13, debatable: 4),
        "glass_fighting_modifier": MeasuredPrecision(worth: 28, notWorth: 1, debatable: 3),
        "non_spring_glass_animation": MeasuredPrecision(worth: 11, notWorth: 4, debatable: 0),
        "clear_glass_without_dimming": MeasuredPrecision(worth: 15, notWorth: 0, debatable: 22),
        "interactive_on_static_glass": MeasuredPrecision(worth: 7, notWorth: 7, debatable: 0),
        "presentation_background_over_glass": MeasuredPrecision(worth: 17, notWorth: 0, debatable: 4),
        "ungrouped_glass": MeasuredPrecision(worth: 28, notWorth: 11, debatable: 3),
        "over_tinted_glass": MeasuredPrecision(worth: 1, notWorth: 0, debatable: 3),
        "custom_bar_background": MeasuredPrecision(worth: 16, notWorth: 0, debatable: 2),
        "glass_id_outside_container": MeasuredPrecision(worth: 1, notWorth: 3, debatable: 0),
        "glass_on_glass": MeasuredPrecision(worth: 10, notWorth: 1, debatable: 0),
        "mixed_glass_variants": MeasuredPrecision(worth: 3, notWorth: 0, debatable: 0),
        "nonexistent_glass_api": MeasuredPrecision(worth: 1, notWorth: 0, debatable: 0),
        "glass_icon_without_label": MeasuredPrecision(worth: 0, notWorth: 0, debatable: 50),
        "glass_modifier_order": MeasuredPrecision(worth: 0, notWorth: 1, debatable: 0),
        "missing_interactive_glass": MeasuredPrecision(worth: 49, notWorth: 4, debatable: 3),
        "missing_glass_availability": MeasuredPrecision(worth: 0, notWorth: 4, debatable: 0),
        "glass_on_navigation_container": MeasuredPrecision(worth: 0, notWorth: 1, debatable: 0),
        "parse_error": MeasuredPrecision(worth: 0, notWorth: 0, debatable: 1),
        "glass_id_without_namespace": MeasuredPrecision(worth: 0, notWorth: 1, debatable: 0),
    ]

    /// The measured precision of a rule, if it had findings on the held-back half.
    public static func of(_ identifier: String) -> MeasuredPrecision? { heldBack[identifier] }
}
