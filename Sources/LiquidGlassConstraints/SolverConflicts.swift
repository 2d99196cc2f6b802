extension Solver {
    /// The required constraints held that, with `constraint`, cannot all hold — a smallest such set in the sense
    /// that dropping any one of them makes the rest satisfiable with `constraint` (an irreducible conflict). Empty
    /// when `constraint` is compatible with them, or is optional. This is what UIKit lists under "Unable to
    /// simultaneously satisfy constraints" after an ``SolverError/unsatisfiableConstraint(_:)``.
    ///
    /// A diagnostic, not for every frame: among the required constraints linked to `constraint` by shared variables
    /// (n of them), it re-solves from scratch once per constraint (a deletion filter: each is dropped for good if
    /// the conflict survives without it), about n solves of up to n constraints. The solver itself is not changed.
    /// The constraints come in the order they were added.
    public func conflictingConstraints(with constraint: Constraint) -> [Constraint] {
        guard constraint.strength.isRequired else { return [] }
        var conflict = Solver.connected(to: constraint, in: requiredConstraints.filter { $0 !== constraint })
        guard !Solver.satisfiable(conflict + [constraint]) else { return [] }
        var index = 0
        while index < conflict.count {
            var without = conflict
            without.remove(at: index)
            if Solver.satisfiable(without + [constraint]) {
                index += 1
            } else {
                conflict = without
            }
        }
        return conflict
    }

    /// The constraints linked to `constraint` through shared variables, directly or by a chain, in their order: an
    /// irreducible conflict is connected so (a part sharing no variable with the rest would be satisfiable or
    /// conflicting on its own), and a layout's unrelated views drop out before any solve.
    private static func connected(to constraint: Constraint, in constraints: [Constraint]) -> [Constraint] {
        var reached = Set(constraint.expression.terms.map { ObjectIdentifier($0.variable) })
        var taken = [Bool](repeating: false, count: constraints.count)
        var grew = true
        while grew {
            grew = false
            for (index, candidate) in constraints.enumerated() where !taken[index] {
                let ids = candidate.expression.terms.map { ObjectIdentifier($0.variable) }
                guard ids.contains(where: reached.contains) else { continue }
                taken[index] = true
                reached.formUnion(ids)
                grew = true
            }
        }
        return constraints.indices.filter { taken[$0] }.map { constraints[$0] }
    }

    /// Whether a fresh solver accepts all of `constraints`.
    private static func satisfiable(_ constraints: [Constraint]) -> Bool {
        let solver = Solver()
        do {
            for constraint in constraints { try solver.add(constraint) }
            return true
        } catch {
            return false
        }
    }
}
