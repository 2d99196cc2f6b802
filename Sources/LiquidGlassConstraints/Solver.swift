/// An incremental solver for systems of linear equalities and inequalities with priorities: the Cassowary
/// algorithm (Badros, Borning & Stuckey, *The Cassowary Linear Arithmetic Constraint Solving Algorithm*, ACM TOCHI
/// 2001), the algorithm under UIKit's Auto Layout.
///
/// Hold constraints with ``add(_:)`` and drop them with ``remove(_:)``; each call re-optimises from the current
/// tableau rather than from scratch. Required constraints hold exactly; optional ones are satisfied as well as
/// possible, level by level of priority (see ``Strength``). For interaction, make a variable an edit variable
/// (``addEditVariable(_:strength:)``) and move it with ``suggestValue(_:_:)`` (a drag), which re-solves with the dual
/// simplex. Values reach the variables with ``updateVariables()``.
///
/// ```swift
/// let left = Variable("left"), width = Variable("width")
/// let solver = Solver()
/// try solver.add(left == 16)
/// try solver.add(left + width == 320 - 16)
/// solver.updateVariables()  // width.value == 288
/// ```
///
/// Results are deterministic: the same calls in the same order give the same values, bit for bit, in every run.
/// A solver is not thread-safe: use it from one thread at a time.
public final class Solver {
    private struct HeldConstraint {
        let constraint: Constraint
        let tag: Tableau.Tag
        let variables: [ObjectIdentifier]
    }

    private struct KnownVariable {
        let variable: Variable
        let symbol: Symbol
        var uses: Int
    }

    private struct Edit {
        let constraint: Constraint
        let tag: Tableau.Tag
        var constant: Double
    }

    var tableau = Tableau()
    private var constraints: [ObjectIdentifier: HeldConstraint] = [:]
    private var variables: [ObjectIdentifier: KnownVariable] = [:]
    private var edits: [ObjectIdentifier: Edit] = [:]

    /// An empty solver.
    public init() {}

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``SolverError/duplicateConstraint(_:)`` if the solver holds it already;
    ///   ``SolverError/unsatisfiableConstraint(_:)`` if it is required and contradicts the required constraints held
    ///   (the solver is then as before the call).
    public func add(_ constraint: Constraint) throws(SolverError) {
        let key = ObjectIdentifier(constraint)
        guard constraints[key] == nil else { throw .duplicateConstraint(constraint) }
        let expression = constraint.expression.reduced()
        var created: [ObjectIdentifier] = []
        var terms: [(Symbol, Double)] = []
        var used: [ObjectIdentifier] = []
        for term in expression.terms where !nearZero(term.coefficient) {
            let id = ObjectIdentifier(term.variable)
            let symbol: Symbol
            if let known = variables[id] {
                symbol = known.symbol
            } else {
                symbol = tableau.makeSymbol(.external)
                variables[id] = KnownVariable(variable: term.variable, symbol: symbol, uses: 0)
                created.append(id)
            }
            terms.append((symbol, term.coefficient))
            used.append(id)
        }
        let tag: Tableau.Tag
        do {
            tag = try tableau.add(
                terms: terms, constant: expression.constant, relation: constraint.relation,
                strength: constraint.strength)
        } catch {
            for id in created { variables[id] = nil }
            switch error {
            case .unsatisfiable: throw .unsatisfiableConstraint(constraint)
            case .internalError(let message): throw .internalError(message)
            }
        }
        for id in used { variables[id]?.uses += 1 }
        constraints[key] = HeldConstraint(constraint: constraint, tag: tag, variables: used)
    }

    /// Removes a constraint and re-optimises: the values return to what the remaining constraints give.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` if the solver does not hold it (an edit variable's
    ///   constraint is not held this way: use ``removeEditVariable(_:)``).
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let held = constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint(constraint)
        }
        do {
            try tableau.remove(held.tag, strength: constraint.strength)
        } catch {
            if case .internalError(let message) = error { throw .internalError(message) }
        }
        for id in held.variables { release(id) }
    }

    /// Forgets a variable no held constraint mentions any more (it keeps its last value).
    private func release(_ id: ObjectIdentifier) {
        guard var known = variables[id] else { return }
        known.uses -= 1
        if known.uses > 0 {
            variables[id] = known
            return
        }
        variables[id] = nil
        // In exact arithmetic a variable no constraint mentions is in no row; drop a basic row left by roundoff.
        tableau.rows.remove(known.symbol)
    }

    /// Whether the solver holds `constraint` (added and not removed).
    public func hasConstraint(_ constraint: Constraint) -> Bool {
        constraints[ObjectIdentifier(constraint)] != nil
    }

    /// The number of constraints held, edit variables' not counted.
    public var constraintCount: Int { constraints.count - edits.count }

    /// Makes `variable` an edit variable: a constraint `variable == suggested value` at `strength`, the suggested
    /// value being 0 until ``suggestValue(_:_:)``.
    ///
    /// - Throws: ``SolverError/duplicateEditVariable(_:)`` if it is one already;
    ///   ``SolverError/requiredEditStrength(_:)`` if `strength` is required.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard edits[id] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.isRequired else { throw .requiredEditStrength(variable) }
        let constraint = Constraint(Expression(variable), .equal, strength: strength)
        try add(constraint)
        guard let held = constraints[ObjectIdentifier(constraint)] else { return }
        edits[id] = Edit(constraint: constraint, tag: held.tag, constant: 0)
    }

    /// Stops editing `variable`: its edit constraint is removed.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        guard let edit = edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable(variable)
        }
        try remove(edit.constraint)
    }

    /// Whether `variable` is an edit variable.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        edits[ObjectIdentifier(variable)] != nil
    }

    /// Suggests a value for an edit variable and re-solves with the dual simplex from the current tableau.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)`` if it is not an edit variable.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let id = ObjectIdentifier(variable)
        guard var edit = edits[id] else { throw .unknownEditVariable(variable) }
        let delta = value - edit.constant
        edit.constant = value
        edits[id] = edit
        tableau.moveEditConstant(edit.tag, by: delta)
        do {
            try tableau.dualOptimize()
        } catch {
            if case .internalError(let message) = error { throw .internalError(message) }
        }
    }

    /// Writes the solved values into the variables the solver knows.
    public func updateVariables() {
        for known in variables.values {
            // `+ 0` turns -0.0 into 0.0, so a value prints the same whichever way roundoff went.
            known.variable.value = (tableau.rows[known.symbol]?.constant ?? 0) + 0
        }
    }

    /// Removes every constraint and edit variable (the variables keep their last values).
    public func reset() {
        tableau = Tableau()
        constraints.removeAll()
        variables.removeAll()
        edits.removeAll()
    }

    /// The tableau symbol of a known variable.
    func symbol(of variable: Variable) -> Symbol? {
        variables[ObjectIdentifier(variable)]?.symbol
    }
}
