// The linear arithmetic and the comparisons that build constraints, over three operand types: ``Variable``,
// ``Expression`` and `Double`. Every arithmetic result is an ``Expression`` (no separate `Term` overloads): three
// operand types keep the overload set small enough that `a == 2 * b + 10` type-checks quickly.
//
// A comparison `lhs op rhs` becomes the constraint `(lhs - rhs) op 0` with ``Strength/required``; give it another
// strength with ``Constraint/withStrength(_:)``.

extension Expression {
    /// The sum of two expressions.
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// The sum of an expression and a variable.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    /// The sum of a variable and an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    /// The expression plus a constant.
    public static func + (lhs: Expression, rhs: Double) -> Expression { Expression(lhs.terms, constant: lhs.constant + rhs) }
    /// A constant plus the expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    /// The expression with every coefficient and the constant negated.
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }
    /// The difference of two expressions.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
    /// The expression minus a variable.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) * -1 }
    /// A variable minus the expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + -rhs }
    /// The expression minus a constant.
    public static func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
    /// A constant minus the expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

    /// The expression scaled by a constant.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, coefficient: $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }
    /// The expression scaled by a constant.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    /// The expression divided by a constant (multiplied by its reciprocal).
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

    /// `lhs == rhs`, required.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

    /// `lhs == rhs`, required.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }

    /// `lhs == rhs`, required.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }

    /// `lhs == rhs`, required.
    public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }

    /// `lhs == rhs`, required.
    public static func == (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) == rhs }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) <= rhs }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Double, rhs: Expression) -> Constraint { Expression(constant: lhs) >= rhs }
}

extension Variable {
    /// The sum of two variables.
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
    /// The variable plus a constant.
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + rhs }
    /// A constant plus the variable.
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression(rhs) + lhs }

    /// The variable negated.
    public static prefix func - (operand: Variable) -> Expression { Expression(operand) * -1 }
    /// The difference of two variables.
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) - Expression(rhs) }
    /// The variable minus a constant.
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) - rhs }
    /// A constant minus the variable.
    public static func - (lhs: Double, rhs: Variable) -> Expression { lhs - Expression(rhs) }

    /// The variable scaled by a constant.
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression(Term(lhs, coefficient: rhs)) }
    /// The variable scaled by a constant.
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression(Term(rhs, coefficient: lhs)) }
    /// The variable divided by a constant.
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression(Term(lhs, coefficient: 1 / rhs)) }

    /// `lhs == rhs`, required.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

    /// `lhs == rhs`, required.
    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == rhs }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= rhs }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= rhs }

    /// `lhs == rhs`, required.
    public static func == (lhs: Double, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    /// `lhs <= rhs`, required.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    /// `lhs >= rhs`, required.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
}
