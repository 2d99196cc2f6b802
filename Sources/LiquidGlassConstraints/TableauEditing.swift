extension Tableau {
    /// Moves the constant of an edit constraint `v == c` by `delta` in the tableau, noting the rows it makes
    /// infeasible for ``dualOptimize()`` (Badros et al. 2001, §4.2; kiwi's `suggestValue`).
    mutating func moveEditConstant(_ tag: Tag, by delta: Double) {
        // The row `v - c = plus - minus`: if `plus` is basic, c enters its row with -1; if `minus` is, with +1.
        if let index = rows.index(of: tag.marker) {
            if rows.rows[index].add(-delta) < 0 { infeasible.append(tag.marker) }
            return
        }
        if let other = tag.other, let index = rows.index(of: other) {
            if rows.rows[index].add(delta) < 0 { infeasible.append(other) }
            return
        }
        // Both errors parametric: every row holding `plus` moves by its coefficient.
        for index in rows.rows.indices {
            let coefficient = rows.rows[index].coefficient(for: tag.marker)
            guard coefficient != 0 else { continue }
            let constant = rows.rows[index].add(delta * coefficient)
            if constant < 0 && rows.symbols[index].isRestricted { infeasible.append(rows.symbols[index]) }
        }
    }
}
