/// Why a ``Solver`` refused a request. A refused request leaves the solver as it was (it stays usable), except
/// ``internalError(_:)``.
public enum SolverError: Error, CustomStringConvertible {
    /// ``Solver/add(_:)`` of a constraint the solver already holds.
    case duplicateConstraint(Constraint)
    /// ``Solver/remove(_:)`` of a constraint the solver does not hold.
    case unknownConstraint(Constraint)
    /// ``Solver/add(_:)`` of a required constraint that contradicts the required constraints already held (UIKit's
    /// "Unable to simultaneously satisfy constraints"). The constraint was not added.
    case unsatisfiableConstraint(Constraint)
    /// ``Solver/addEditVariable(_:strength:)`` of a variable that is already an edit variable.
    case duplicateEditVariable(Variable)
    /// ``Solver/removeEditVariable(_:)`` or ``Solver/suggestValue(_:_:)`` of a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// ``Solver/addEditVariable(_:strength:)`` with ``Strength/required``: a suggested value must be able to lose
    /// to a required constraint.
    case requiredEditStrength(Variable)
    /// The simplex method reached a state that exact arithmetic cannot reach (an unbounded objective, a failed
    /// pivot) — a numerical breakdown or a bug. The solver's state is then unspecified; ``Solver/reset()`` it.
    case internalError(String)

    public var description: String {
        switch self {
        case .duplicateConstraint(let constraint): return "duplicate constraint: \(constraint)"
        case .unknownConstraint(let constraint): return "unknown constraint: \(constraint)"
        case .unsatisfiableConstraint(let constraint): return "unable to satisfy required constraint: \(constraint)"
        case .duplicateEditVariable(let variable): return "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable): return "\(variable) is not an edit variable"
        case .requiredEditStrength(let variable): return "edit variable \(variable) cannot be required"
        case .internalError(let message): return "internal solver error: \(message)"
        }
    }
}
