import Testing

@testable import LiquidGlassConstraints

@Suite("Numerical care")
struct EpsilonTests {
    @Test("the stated epsilon is 1e-8: a coefficient at most that is zero, one above it is kept")
    func coefficientEpsilon() throws {
        #expect(nearZeroEpsilon == 1e-8)
        let x = Variable("x")
        // 1e-9 x + 1 == 0: the term is dropped, leaving 1 == 0, which no x satisfies.
        let tiny = Constraint(Expression([Term(x, coefficient: 1e-9)], constant: 1), .equal)
        #expect(throws: SolverError.self) { try Solver().add(tiny) }
        // 1e-7 x + 1 == 0: kept, x = -1e7.
        let small = Constraint(Expression([Term(x, coefficient: 1e-7)], constant: 1), .equal)
        let solver = Solver()
        try solver.add(small)
        solver.updateVariables()
        #expect(near(x.value, -1e7, 1e-6))
    }

    @Test("coefficients that cancel to roundoff leave no cell: (0.1 + 0.2) x - 0.3 x == 5 is unsatisfiable")
    func cancellation() {
        let x = Variable("x")
        // 0.1 + 0.2 - 0.3 = 5.55e-17 in binary floating point: zero within the epsilon, so the row is 5 == 0.
        let constraint = (0.1 * x + 0.2 * x - 0.3 * x == 5)
        #expect(throws: SolverError.self) { try Solver().add(constraint) }
    }

    @Test("a row's cells stay sorted and free of near-zero coefficients through inserts and merges")
    func rowInvariants() {
        let symbols = (1...12).map { Symbol(id: $0, kind: .slack) }
        var row = Row(constant: 1)
        for symbol in symbols.reversed() { row.insert(symbol, Double(symbol.id)) }
        var other = Row(constant: 2)
        for symbol in symbols { other.insert(symbol, -Double(symbol.id) / 2) }
        other.insert(symbols[0], 4e-9)
        row.insert(other, 2)
        // Every coefficient id + 2 · (-id / 2) = 0 cancels, and symbol 1's 1 + 2 · (-0.5 + 4e-9) = 8e-9 is below the
        // epsilon: removed too.
        #expect(row.cells.isEmpty)
        #expect(row.constant == 5)
        row.insert(symbols[3], 1)
        row.insert(symbols[1], 1)
        #expect(row.cells.map(\.symbol.id) == [2, 4])
    }
}
