import Testing

@testable import LiquidGlassConstraints

/// 500 views in a row, four constraints each (2,000): x₀ == 0, xᵢ == xᵢ₋₁ + wᵢ₋₁ + 2, wᵢ >= 10, wᵢ == 30 (weak),
/// wᵢ <= 50 (strong).
private func rowOfViews(_ count: Int) -> (constraints: [Constraint], xs: [Variable], widths: [Variable]) {
    let xs = (0..<count).map { Variable("x\($0)") }
    let widths = (0..<count).map { Variable("w\($0)") }
    var constraints: [Constraint] = []
    for index in 0..<count {
        constraints.append(index == 0 ? xs[0] == 0 : xs[index] == xs[index - 1] + widths[index - 1] + 2)
        constraints.append(widths[index] >= 10)
        constraints.append((widths[index] == 30).withStrength(.weak))
        constraints.append((widths[index] <= 50).withStrength(.strong))
    }
    return (constraints, xs, widths)
}

@Suite("Stress")
struct StressTests {
    @Test("2,000 constraints added then removed in insertion order: right values, then an empty tableau")
    func addThenRemove() throws {
        let (constraints, xs, widths) = rowOfViews(500)
        let solver = Solver()
        let clock = ContinuousClock()
        let added = try clock.measure { for constraint in constraints { try solver.add(constraint) } }
        solver.updateVariables()
        // Every width at its weak 30 (within [10, 50]); xᵢ = 32 i.
        #expect(widths.allSatisfy { near($0.value, 30) })
        #expect(xs.enumerated().allSatisfy { near($1.value, 32 * Double($0)) })
        #expect(solver.constraintCount == 2000)
        let removed = try clock.measure { for constraint in constraints { try solver.remove(constraint) } }
        #expect(solver.constraintCount == 0)
        #expect(solver.tableau.rows.count == 0)
        #expect(solver.tableau.objective.levels.isEmpty)
        print("stress: 2000 constraints added in \(added), removed in \(removed) (debug build, not asserted)")
    }

    @Test("a long drag over the 2,000-constraint row: the first view's width follows, the rest stay at 30")
    func dragOverLargeSystem() throws {
        let (constraints, xs, widths) = rowOfViews(500)
        let solver = Solver()
        for constraint in constraints { try solver.add(constraint) }
        try solver.addEditVariable(widths[0], strength: priority(999))
        for step in 0..<100 {
            let value = Double(step)  // 0…99: clamped to [10, 50] by the required and strong bounds
            try solver.suggestValue(widths[0], value)
        }
        solver.updateVariables()
        // The last suggestion, 99: above the strong 50? The edit is at 999, above strong (750): w₀ = 99; the last
        // view then starts at 99 + 2 + 498 · 32.
        #expect(near(widths[0].value, 99))
        #expect(near(xs[499].value, 99 + 2 + 498 * 32))
        try solver.suggestValue(widths[0], 5)
        solver.updateVariables()
        // 5 is below the required 10: w₀ = 10.
        #expect(near(widths[0].value, 10))
    }
}
