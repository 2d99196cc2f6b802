/// A variable times a constant coefficient: `2 * width`.
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown.
    public let variable: Variable
    /// Its factor.
    public let coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// The term evaluated at the variable's current ``Variable/value``.
    public var value: Double { coefficient * variable.value }

    public var description: String {
        coefficient == 1 ? variable.description : "\(Expression.format(coefficient)) * \(variable)"
    }
}
