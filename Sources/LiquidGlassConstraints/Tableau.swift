/// The simplex tableau of the Cassowary algorithm (Badros, Borning & Stuckey 2001, §3–4), in kiwi's structure
/// (`solverimpl.h`): rows in basic solved form, a lexicographic ``Objective`` of the optional constraints' errors,
/// incremental addition and removal of constraints (primal simplex), and edit constants moved by the dual simplex.
/// Written from the paper and kiwi's design; the differences from kiwi are the symbolic-weight objective, rows in
/// sorted storage everywhere, and the rollback of a refused required constraint.
struct Tableau: Sendable {
    /// Which symbols stand for a constraint in the tableau: the marker (slack, dummy, or the positive error) and
    /// the other error symbol of an optional constraint.
    struct Tag: Sendable {
        var marker: Symbol
        var other: Symbol?
    }

    enum Failure: Error {
        case unsatisfiable
        case internalError(String)
    }

    var rows = RowMap()
    var objective = Objective()
    /// Phase one's objective while a row is being added with an artificial variable.
    var artificial: Objective?
    /// Restricted basic symbols whose row constant went negative (for the dual simplex).
    var infeasible: [Symbol] = []
    private(set) var nextID = 1

    mutating func makeSymbol(_ kind: Symbol.Kind) -> Symbol {
        defer { nextID += 1 }
        return Symbol(id: nextID, kind: kind)
    }

    // MARK: Adding and removing

    /// Adds the constraint `Σ coefficient·symbol + constant relation 0` at `strength`; on `.unsatisfiable` the
    /// tableau is as it was.
    mutating func add(
        terms: [(Symbol, Double)], constant: Double, relation: Constraint.Relation, strength: Strength
    ) throws(Failure) -> Tag {
        if !strength.isRequired { objective.retain(strength.priority) }
        var (row, tag) = makeRow(terms: terms, constant: constant, relation: relation, strength: strength)
        var subject = chooseSubject(row, tag)
        // A row of dummies only: redundant if its constant is zero (the dummy marker becomes basic), else it
        // contradicts the required equalities already held.
        if subject == nil && row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            guard nearZero(row.constant) else { throw .unsatisfiable }
            subject = tag.marker
        }
        if let subject {
            row.solve(for: subject)
            substitute(subject, row)
            rows.set(subject, row)
        } else {
            // Only a required row gets here (an optional one always has a negative error to solve for), so only
            // this path can refuse, after pivots: keep the tableau to put back.
            let saved = self
            let satisfied = try addWithArtificialVariable(row)
            if !satisfied {
                self = saved
                throw .unsatisfiable
            }
        }
        try optimize()
        return tag
    }

    /// Removes the constraint tagged `tag`, held at `strength`.
    mutating func remove(_ tag: Tag, strength: Strength) throws(Failure) {
        // The errors leave the objective before any pivot, or the substitutions would carry them back in.
        // Only error symbols are weighted: an inequality's marker is its slack, which the objective never held.
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.kind == .error {
            removeMarkerEffects(symbol, strength)
        }
        if rows.remove(tag.marker) == nil {
            guard let index = markerLeavingRow(tag.marker) else {
                throw .internalError("failed to find a leaving row for a removed constraint")
            }
            let leaving = rows.symbols[index]
            var row = rows.remove(at: index)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        if !strength.isRequired { objective.release(strength.priority) }
        try optimize()
    }

    private mutating func removeMarkerEffects(_ marker: Symbol, _ strength: Strength) {
        if let row = rows[marker] {
            objective.insert(row, -strength.weight, priority: strength.priority)
        } else {
            objective.insert(marker, -strength.weight, priority: strength.priority)
        }
    }

    /// The constraint as a row over the current parametric symbols, with its slack, error or dummy symbols, its
    /// errors weighted into the objective, and a constant made non-negative.
    private mutating func makeRow(
        terms: [(Symbol, Double)], constant: Double, relation: Constraint.Relation, strength: Strength
    ) -> (Row, Tag) {
        var row = Row(constant: constant)
        for (symbol, coefficient) in terms where !nearZero(coefficient) {
            if let basic = rows[symbol] { row.insert(basic, coefficient) } else { row.insert(symbol, coefficient) }
        }
        let tag: Tag
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            let slack = makeSymbol(.slack)
            row.insert(slack, sign)
            if strength.isRequired {
                tag = Tag(marker: slack, other: nil)
            } else {
                let error = makeSymbol(.error)
                row.insert(error, -sign)
                objective.insert(error, strength.weight, priority: strength.priority)
                tag = Tag(marker: slack, other: error)
            }
        case .equal:
            if strength.isRequired {
                let dummy = makeSymbol(.dummy)
                row.insert(dummy)
                tag = Tag(marker: dummy, other: nil)
            } else {
                // expression = errorPlus - errorMinus, both weighted.
                let plus = makeSymbol(.error)
                let minus = makeSymbol(.error)
                row.insert(plus, -1)
                row.insert(minus, 1)
                objective.insert(plus, strength.weight, priority: strength.priority)
                objective.insert(minus, strength.weight, priority: strength.priority)
                tag = Tag(marker: plus, other: minus)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// The symbol to solve a new row for: its first external variable, else its marker or other symbol if that is
    /// a slack or error with a negative coefficient (so the basic value stays non-negative), else nil.
    private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let cell = row.cells.first(where: { $0.symbol.kind == .external }) { return cell.symbol }
        for symbol in [tag.marker, tag.other].compactMap({ $0 }) where symbol.isPivotable {
            if row.coefficient(for: symbol) < 0 { return symbol }
        }
        return nil
    }

    /// Phase one: adds `row` through an artificial variable and minimises it; true when it reaches zero (the
    /// constraint is satisfiable with the others).
    private mutating func addWithArtificialVariable(_ row: Row) throws(Failure) -> Bool {
        let art = makeSymbol(.slack)
        rows.set(art, row)
        artificial = Objective(single: row)
        try optimize(phaseOne: true)
        let satisfied = nearZero(artificial?.firstConstant ?? 0)
        artificial = nil
        if var artRow = rows.remove(art) {
            if artRow.cells.isEmpty { return satisfied }
            guard let entering = artRow.cells.first(where: { $0.symbol.isPivotable })?.symbol else { return false }
            artRow.solve(for: art, entering)
            substitute(entering, artRow)
            rows.set(entering, artRow)
        }
        for index in rows.rows.indices { rows.rows[index].remove(art) }
        objective.remove(art)
        return satisfied
    }

    // MARK: Simplex

    /// Replaces `symbol` by `row` in every row and the objectives, noting rows that become infeasible.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for index in rows.rows.indices {
            guard rows.rows[index].contains(symbol) else { continue }
            rows.rows[index].substitute(symbol, row)
            if rows.symbols[index].isRestricted && rows.rows[index].constant < 0 {
                infeasible.append(rows.symbols[index])
            }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    /// Primal simplex on the objective (or phase one's) until no symbol has a negative cost.
    mutating func optimize(phaseOne: Bool = false) throws(Failure) {
        while true {
            let target = phaseOne ? artificial ?? objective : objective
            guard let entering = target.enteringSymbol() else { return }
            guard let index = leavingRow(for: entering) else { throw .internalError("the objective is unbounded") }
            pivot(at: index, entering: entering)
        }
    }

    /// Makes `entering` basic in place of the row at `index`'s symbol.
    private mutating func pivot(at index: Int, entering: Symbol) {
        let leaving = rows.symbols[index]
        var row = rows.remove(at: index)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        rows.set(entering, row)
    }

    /// The ratio test: the restricted row that bounds `entering` first (lowest id among ties), or nil if none does.
    private func leavingRow(for entering: Symbol) -> Int? {
        var ratio = Double.greatestFiniteMagnitude
        var found: Int?
        for index in rows.rows.indices where rows.symbols[index].isRestricted {
            let coefficient = rows.rows[index].coefficient(for: entering)
            guard coefficient < 0 else { continue }
            let candidate = -rows.rows[index].constant / coefficient
            if candidate < ratio {
                ratio = candidate
                found = index
            }
        }
        return found
    }

    /// The row to pivot a removed constraint's non-basic marker into: a basic dummy's row if one holds the marker,
    /// else kiwi's precedence — a restricted row with a negative coefficient and the least ratio, else a restricted
    /// row with the least ratio, else an unrestricted row holding the marker.
    ///
    /// The dummy row comes first (a departure from kiwi): a basic dummy is a redundant required equality, kept at
    /// zero only because its row holds nothing but other dummies. Pivoting the marker through any other row would
    /// substitute slacks, errors or variables into that row, leaving the dummy merely non-negative, and the
    /// redundant equality could then be broken (kiwisolver 1.5.1 does so: seed 6 of the differential check in
    /// docs/CONSTRAINTS.md, a required equality off by 132 after another one is removed). Through the dummy row the
    /// redundant equality takes the removed one's place.
    private func markerLeavingRow(_ marker: Symbol) -> Int? {
        var negativeRatio = Double.greatestFiniteMagnitude
        var positiveRatio = Double.greatestFiniteMagnitude
        var first: Int?
        var second: Int?
        var third: Int?
        for index in rows.rows.indices {
            let coefficient = rows.rows[index].coefficient(for: marker)
            if coefficient == 0 { continue }
            let constant = rows.rows[index].constant
            if rows.symbols[index].kind == .dummy {
                return index
            } else if !rows.symbols[index].isRestricted {
                third = index
            } else if coefficient < 0 {
                if -constant / coefficient < negativeRatio { negativeRatio = -constant / coefficient; first = index }
            } else if constant / coefficient < positiveRatio {
                positiveRatio = constant / coefficient
                second = index
            }
        }
        return first ?? second ?? third
    }

    /// Dual simplex: pivots the infeasible rows out until every restricted basic value is non-negative, keeping the
    /// objective optimal.
    mutating func dualOptimize() throws(Failure) {
        while let leaving = infeasible.popLast() {
            guard let index = rows.index(of: leaving) else { continue }
            let constant = rows.rows[index].constant
            guard constant < 0, !nearZero(constant) else { continue }
            guard let entering = dualEnteringSymbol(rows.rows[index]) else {
                throw .internalError("the dual simplex found no entering symbol")
            }
            pivot(at: index, entering: entering)
        }
    }

    /// The symbol with a positive coefficient in `row` whose cost over that coefficient is least (lexicographic),
    /// the lowest id among ties.
    private func dualEnteringSymbol(_ row: Row) -> Symbol? {
        var best: (symbol: Symbol, coefficient: Double)?
        for cell in row.cells where cell.coefficient > 0 && cell.symbol.kind != .dummy {
            if let current = best,
                !objective.ratioIsLess(cell.symbol, cell.coefficient, than: current.symbol, current.coefficient)
            {
                continue
            }
            best = (cell.symbol, cell.coefficient)
        }
        return best?.symbol
    }
}
