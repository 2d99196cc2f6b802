import Testing

@testable import LiquidGlassConstraints

@Suite("Errors")
struct ErrorTests {
    @Test("adding a constraint twice throws duplicateConstraint naming it")
    func duplicate() throws {
        let x = Variable("x")
        let solver = Solver()
        let constraint = x == 1
        try solver.add(constraint)
        #expect {
            try solver.add(constraint)
        } throws: { error in
            guard case SolverError.duplicateConstraint(let named) = error else { return false }
            return named === constraint
        }
    }

    @Test("removing a constraint the solver does not hold throws unknownConstraint")
    func unknown() throws {
        let solver = Solver()
        let constraint = Variable("x") == 1
        #expect {
            try solver.remove(constraint)
        } throws: { error in
            guard case SolverError.unknownConstraint(let named) = error else { return false }
            return named === constraint
        }
    }

    @Test("a contradicting required equality throws (dummy-only row) and leaves the solver as it was")
    func unsatisfiableEquality() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x == 10)
        try solver.add(y == x)
        let conflicting = y == 20
        #expect {
            try solver.add(conflicting)
        } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let named) = error else { return false }
            return named === conflicting
        }
        #expect(!solver.hasConstraint(conflicting) && solver.constraintCount == 2)
        solver.updateVariables()
        #expect(near(x.value, 10) && near(y.value, 10))
        // The same constraint as optional is fine: it loses.
        try solver.add(conflicting.withStrength(.strong))
        solver.updateVariables()
        #expect(near(y.value, 10))
    }

    @Test("a contradicting required inequality throws after phase one pivoted, and the tableau is put back")
    func unsatisfiableAfterPivots() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        try solver.add(x >= 10)
        try solver.add(y >= 3)
        try solver.add(y <= 4)
        // x - y <= 2 needs y >= 8 > 4. Phase one first raises y's slack to its bound (a pivot), then stops at an
        // artificial value of 4 > 0.
        let conflicting = x - y <= 2
        #expect(throws: SolverError.self) { try solver.add(conflicting) }
        #expect(!solver.hasConstraint(conflicting))
        solver.updateVariables()
        // As before the attempt: x at its bound 10, y at 3 (its slack non-basic at zero).
        #expect(near(x.value, 10) && near(y.value, 3))
        // Still usable: a preference inside the bounds is met, one outside is clamped.
        try solver.add((y == 3.5).withStrength(.weak))
        try solver.add((x == 12).withStrength(.weak))
        solver.updateVariables()
        #expect(near(x.value, 12) && near(y.value, 3.5))
        try solver.add(x - y <= 8)
        solver.updateVariables()
        // x - y <= 8 with both weak at one level: |x - 12| + |y - 3.5| with x - y <= 8 costs 0.5 whichever moves;
        // the required constraint holds either way.
        #expect(x.value - y.value <= 8 + 1e-9)
        #expect(near(abs(x.value - 12) + abs(y.value - 3.5), 0.5))
    }

    @Test("edit variables: required strength, duplicates and unknown variables are refused")
    func editErrors() throws {
        let x = Variable("x")
        let solver = Solver()
        #expect {
            try solver.addEditVariable(x, strength: .required)
        } throws: { error in
            guard case SolverError.requiredEditStrength(let named) = error else { return false }
            return named === x
        }
        #expect(!solver.hasEditVariable(x))
        try solver.addEditVariable(x, strength: .strong)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, strength: .weak) }
        let y = Variable("y")
        #expect(throws: SolverError.self) { try solver.suggestValue(y, 1) }
        #expect(throws: SolverError.self) { try solver.removeEditVariable(y) }
        #expect(solver.constraintCount == 0)
    }

    @Test("errors describe themselves with the constraint")
    func descriptions() {
        let x = Variable("x")
        let error = SolverError.unsatisfiableConstraint(x >= 10)
        #expect(error.description == "unable to satisfy required constraint: x - 10 >= 0 | required")
    }
}
