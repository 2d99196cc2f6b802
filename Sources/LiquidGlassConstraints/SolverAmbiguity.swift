extension Solver {
    /// Whether the held constraints leave `variable`'s value under-determined — UIKit's "ambiguous layout": another
    /// solution, as good at every priority level, gives it another value. A variable the solver does not know
    /// (in no held constraint) is ambiguous.
    ///
    /// The test: the variable depends on a non-basic symbol whose cost is zero at every level (moving it changes no
    /// error) and that can move by more than `nearZeroEpsilon` before a restricted basic symbol would turn
    /// negative — in its positive direction if it is a slack or error, in either direction if it is a variable.
    /// Moving that symbol gives an equally good solution with another value, so `true` is always right. At a
    /// degenerate vertex (a restricted basic at zero blocking the move) an ambiguity can go unseen in the current
    /// basis, so `false` is not a proof; in layouts it means the views are pinned down.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard let symbol = symbol(of: variable) else { return true }
        if let row = tableau.rows[symbol] {
            return row.cells.contains { cell in
                cell.symbol.kind != .dummy && tableau.objective.isZeroCost(cell.symbol) && canMove(cell.symbol)
            }
        }
        return tableau.objective.isZeroCost(symbol) && canMove(symbol)
    }

    /// Whether the non-basic `symbol` can move off zero (a slack or error: upwards; a variable: either way) by more
    /// than the epsilon without driving a restricted basic symbol negative.
    private func canMove(_ symbol: Symbol) -> Bool {
        let directions: [Double] = symbol.isRestricted ? [1] : [1, -1]
        return directions.contains { direction in
            var step = Double.infinity
            for index in tableau.rows.rows.indices where tableau.rows.symbols[index].isRestricted {
                let rate = tableau.rows.rows[index].coefficient(for: symbol) * direction
                if rate < 0 { step = min(step, tableau.rows.rows[index].constant / -rate) }
            }
            return step > nearZeroEpsilon
        }
    }
}
