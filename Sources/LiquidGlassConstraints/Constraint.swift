/// A linear relation between variables that a ``Solver`` keeps: `expression == 0`, `<= 0` or `>= 0`, at a
/// ``Strength``.
///
/// Build one by comparing expressions: `a.width == 2 * b.width + 10` is the constraint
/// `a.width - 2 * b.width - 10 == 0`. A constraint is a reference: the solver knows it by identity, so the same
/// object is added and removed, and two constraints written alike are two constraints.
public final class Constraint: Sendable, CustomStringConvertible {
    /// How the expression relates to zero.
    public enum Relation: Sendable, Hashable {
        /// `expression <= 0`.
        case lessThanOrEqual
        /// `expression == 0`.
        case equal
        /// `expression >= 0`.
        case greaterThanOrEqual
    }

    /// The left side minus the right side, as written.
    public let expression: Expression
    /// How ``expression`` relates to zero.
    public let relation: Relation
    /// How much the constraint matters.
    public let strength: Strength

    /// Creates `expression relation 0`.
    public init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// A new constraint with the same relation at another strength (the receiver is unchanged: a constraint's
    /// strength cannot change while a solver holds it).
    public func withStrength(_ strength: Strength) -> Constraint {
        Constraint(expression, relation, strength: strength)
    }

    /// How far the variables' current values are from satisfying the relation: `|e|` for `==`, `max(0, e)` for
    /// `<=`, `max(0, -e)` for `>=`, where `e` is ``expression`` evaluated.
    public var violation: Double {
        let value = expression.value
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// `2 * a - b - 10 == 0 | required`.
    public var description: String {
        let symbol: String
        switch relation {
        case .equal: symbol = "=="
        case .lessThanOrEqual: symbol = "<="
        case .greaterThanOrEqual: symbol = ">="
        }
        return "\(expression.reduced()) \(symbol) 0 | \(strength)"
    }
}
