/// Each rule's precision measured on code it was not tuned on: the held-back half of the unseen-apps corpus
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
    public static let corpus = "the held-back half of the unseen-apps corpus: 14 projects, 1.15 M lines of Swift"

    /// Measured precision by rule identifier (rules with no finding there are absent).
    /// (Read once on the held-back half after the rules were fixed on the tuning half; docs/lint-corpus.md lists
    /// every finding with its verdict.)
    public static let heldBack: [String: MeasuredPrecision] = [
        "glass_on_content": MeasuredPrecision(worth: 10, notWorth: 6, debatable: 2),
        "glass_fighting_modifier": MeasuredPrecision(worth: 4, notWorth: 0, debatable: 0),
        "non_spring_glass_animation": MeasuredPrecision(worth: 4, notWorth: 0, debatable: 0),
        "clear_glass_without_dimming": MeasuredPrecision(worth: 2, notWorth: 0, debatable: 9),
        "interactive_on_static_glass": MeasuredPrecision(worth: 0, notWorth: 6, debatable: 0),
        "presentation_background_over_glass": MeasuredPrecision(worth: 10, notWorth: 0, debatable: 0),
        "ungrouped_glass": MeasuredPrecision(worth: 1, notWorth: 0, debatable: 0),
        "over_tinted_glass": MeasuredPrecision(worth: 1, notWorth: 0, debatable: 0),
        "custom_bar_background": MeasuredPrecision(worth: 1, notWorth: 0, debatable: 0),
        "glass_id_outside_container": MeasuredPrecision(worth: 0, notWorth: 2, debatable: 0),
        "glass_on_glass": MeasuredPrecision(worth: 0, notWorth: 1, debatable: 0),
    ]

    /// The measured precision of a rule, if it had findings on the held-back half.
    public static func of(_ identifier: String) -> MeasuredPrecision? { heldBack[identifier] }
}
