/// How much a constraint matters: required, or optional at a priority level with a weight.
///
/// ## Priorities are lexicographic
/// An optional constraint's priority is a level in `0 < priority < 1000`; ``required`` is `1000`. The solver
/// minimises the errors of the optional constraints *level by level*: no amount of error at a lower level is traded
/// for any error at a higher one. So a constraint at 999 wins over any number of constraints at 998, whatever their
/// coefficients. Within one level, errors are added up, each multiplied by its constraint's ``weight`` (1 unless
/// given), so two constraints at 250 pulling one way outweigh one at 250 pulling the other.
///
/// This is the original Cassowary's *symbolic weights* (Badros, Borning & Stuckey 2001, §2) with as many levels as
/// there are distinct priorities in use — not kiwi's approximation by a single `Double` (strong = 10⁶, medium = 10³,
/// weak = 1), where a thousand errors at a lower level can outweigh one at a higher one. It matches what Apple's
/// *Auto Layout Guide* says of priorities: "it satisfies constraints in priority order, from highest to lowest".
///
/// ## UIKit's `UILayoutPriority`
/// ``init(layoutPriority:)`` maps a `UILayoutPriority` raw value (a `Float` in `1...1000`) onto a strength with the
/// same number as its level: 1000 is ``required``; 999 is stronger than 998, which is stronger than 750
/// (`.defaultHigh`), 250 (`.defaultLow`) and 50 (`.fittingSizeLevel`). The named strengths sit on UIKit's named
/// priorities: ``strong`` = 750, ``medium`` = 500, ``weak`` = 250.
public struct Strength: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The level: `1000` for required, otherwise in `0 < priority < 1000`.
    public let priority: Double
    /// The factor on this constraint's error within its level (`1` unless given; ignored when required).
    public let weight: Double

    private init(unchecked priority: Double, weight: Double) {
        self.priority = priority
        self.weight = weight
    }

    /// The priority of a required constraint, as UIKit's `UILayoutPriority.required`.
    public static let requiredPriority: Double = 1000

    /// Must hold exactly; a required constraint that conflicts with the others is refused
    /// (``SolverError/unsatisfiableConstraint(_:)``).
    public static let required = Strength(unchecked: requiredPriority, weight: 1)
    /// Priority 750, UIKit's `UILayoutPriority.defaultHigh`.
    public static let strong = Strength(unchecked: 750, weight: 1)
    /// Priority 500, UIKit's `UILayoutPriority.sceneSizeStayPut`.
    public static let medium = Strength(unchecked: 500, weight: 1)
    /// Priority 250, UIKit's `UILayoutPriority.defaultLow`.
    public static let weak = Strength(unchecked: 250, weight: 1)

    /// A strength at a priority level, or `nil` when the priority is not in `0 < priority <= 1000` or the weight is
    /// not finite and positive. A priority of exactly 1000 is ``required`` (the weight is then ignored).
    public init?(priority: Double, weight: Double = 1) {
        guard priority > 0, priority <= Strength.requiredPriority, weight.isFinite, weight > 0 else { return nil }
        self.init(unchecked: priority, weight: priority == Strength.requiredPriority ? 1 : weight)
    }

    /// The strength for a UIKit `UILayoutPriority` raw value: the same number as the level, 1000 being required.
    /// `nil` outside `0 < priority <= 1000` (UIKit refuses those priorities too).
    public init?(layoutPriority: Float) {
        self.init(priority: Double(layoutPriority))
    }

    /// Whether this is ``required``.
    public var isRequired: Bool { priority >= Strength.requiredPriority }

    /// Ordered by level, then by weight within a level.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority < rhs.priority : lhs.weight < rhs.weight
    }

    public var description: String {
        if isRequired { return "required" }
        let level = Expression.format(priority)
        return weight == 1 ? "priority \(level)" : "priority \(level) × \(Expression.format(weight))"
    }
}
