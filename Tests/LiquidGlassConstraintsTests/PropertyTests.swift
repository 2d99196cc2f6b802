import Testing

@testable import LiquidGlassConstraints

/// Random constraint systems from a seeded generator. Required constraints are drawn to hold at a hidden point, so
/// any set of them is satisfiable; optional ones are arbitrary and conflict freely.
private struct RandomSystem {
    var random: SeededGenerator
    let variables: [Variable]
    let point: [Double]

    init(seed: UInt64, count: Int) {
        random = SeededGenerator(seed: seed)
        variables = (0..<count).map { Variable("x\($0)") }
        var generator = random
        point = (0..<count).map { _ in Double(Int.random(in: 0...400, using: &generator)) }
        random = generator
    }

    /// A random linear expression over 1–3 distinct variables, coefficients from a layout's usual set.
    mutating func expression() -> (Expression, valueAtPoint: Double) {
        let coefficients: [Double] = [1, -1, 2, -2, 0.5, -0.5, 3]
        var expression = Expression()
        var value = 0.0
        var chosen = Set<Int>()
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            let index = Int.random(in: 0..<variables.count, using: &random)
            guard chosen.insert(index).inserted else { continue }
            let coefficient = coefficients.randomElement(using: &random) ?? 1
            expression = expression + coefficient * variables[index]
            value += coefficient * point[index]
        }
        return (expression, value)
    }

    /// A required constraint that holds at the hidden point.
    mutating func required() -> Constraint {
        let (expression, value) = expression()
        let slack = Double(Int.random(in: 0...50, using: &random))
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return expression == value
        case 1: return expression <= value + slack
        default: return expression >= value - slack
        }
    }

    /// An optional constraint at a random level among UIKit's usual priorities.
    mutating func optional() -> Constraint {
        let (expression, _) = expression()
        let target = Double(Int.random(in: -100...500, using: &random))
        let strength = priority([999, 998, 750, 500, 251, 250, 1].randomElement(using: &random) ?? 250)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return (expression == target).withStrength(strength)
        case 1: return (expression <= target).withStrength(strength)
        default: return (expression >= target).withStrength(strength)
        }
    }
}

/// One randomised session: adds and removes, checking after each step; returns the values seen, in order.
private func session(seed: UInt64, steps: Int, variables: Int = 10) throws -> (values: [Double], failures: [String]) {
    var system = RandomSystem(seed: seed, count: variables)
    let solver = Solver()
    var held: [Constraint] = []
    var values: [Double] = []
    var failures: [String] = []
    for step in 0..<steps {
        let roll = Int.random(in: 0..<10, using: &system.random)
        if roll < 3, !held.isEmpty {
            let index = Int.random(in: 0..<held.count, using: &system.random)
            try solver.remove(held.remove(at: index))
        } else if roll == 3, let equality = held.first(where: { $0.strength.isRequired && $0.relation == .equal }) {
            // A required equality's expression forced 7 away from its value: always a contradiction.
            let conflicting = Constraint(equality.expression + 7, .equal)
            do {
                try solver.add(conflicting)
                failures.append("step \(step): a contradiction was accepted")
            } catch {
                guard case .unsatisfiableConstraint(let named) = error, named === conflicting else {
                    failures.append("step \(step): \(error)")
                    continue
                }
            }
        } else {
            let constraint = roll < 7 ? system.required() : system.optional()
            try solver.add(constraint)
            held.append(constraint)
        }
        solver.updateVariables()
        for constraint in held where constraint.strength.isRequired && constraint.violation > 1e-6 {
            failures.append("step \(step): \(constraint) violated by \(constraint.violation)")
        }
        values += system.variables.map(\.value)
        // Optimality, cross-checked: a fresh solver given the held constraints in order reaches the same error at
        // every level (the solutions may differ where the optimum is not unique; its cost may not).
        if step % 10 == 9 {
            let incremental = errorLevels(held)
            let fresh = Solver()
            for constraint in held { try fresh.add(constraint) }
            fresh.updateVariables()
            let scratch = errorLevels(held)
            if !sameErrors(incremental, scratch) {
                failures.append("step \(step): errors \(incremental) incrementally, \(scratch) from scratch")
            }
            solver.updateVariables()
        }
    }
    return (values, failures)
}

@Suite("Randomised systems")
struct PropertyTests {
    @Test("every required constraint holds within 1e-6 after each add and remove; contradictions are refused",
        arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func requiredHold(seed: UInt64) throws {
        let result = try session(seed: seed, steps: 150)
        #expect(result.failures.isEmpty, "\(result.failures.prefix(5))")
    }

    @Test("few variables, many redundant required equalities: removals keep every required constraint",
        arguments: [21, 22, 23, 24, 25, 26, 27, 28] as [UInt64])
    func redundantSystems(seed: UInt64) throws {
        let result = try session(seed: seed, steps: 150, variables: 4)
        #expect(result.failures.isEmpty, "\(result.failures.prefix(5))")
    }

    @Test("the same calls give bit-identical values in two runs")
    func deterministic() throws {
        let first = try session(seed: 42, steps: 120)
        let second = try session(seed: 42, steps: 120)
        let identical = first.values.count == second.values.count
            && zip(first.values, second.values).allSatisfy { $0.bitPattern == $1.bitPattern }
        #expect(identical)
    }

    @Test("drags: after each suggested value the errors equal a fresh solve with the edit as a constraint",
        arguments: [11, 12, 13] as [UInt64])
    func dragMatchesScratch(seed: UInt64) throws {
        var system = RandomSystem(seed: seed, count: 8)
        let solver = Solver()
        var held: [Constraint] = []
        for index in 0..<24 {
            let constraint = index % 3 == 2 ? system.optional() : system.required()
            try solver.add(constraint)
            held.append(constraint)
        }
        let dragged = system.variables[0]
        let editStrength = priority(750)
        try solver.addEditVariable(dragged, strength: editStrength)
        var failures: [String] = []
        for step in 0..<40 {
            let value = Double(Int.random(in: -200...600, using: &system.random))
            try solver.suggestValue(dragged, value)
            solver.updateVariables()
            let edit = (dragged == value).withStrength(editStrength)
            for constraint in held where constraint.strength.isRequired && constraint.violation > 1e-6 {
                failures.append("step \(step): \(constraint) violated")
            }
            let incremental = errorLevels(held + [edit])
            let fresh = Solver()
            for constraint in held + [edit] { try fresh.add(constraint) }
            fresh.updateVariables()
            let scratch = errorLevels(held + [edit])
            if !sameErrors(incremental, scratch) {
                failures.append("step \(step) (\(value)): \(incremental) by drag, \(scratch) from scratch")
            }
        }
        #expect(failures.isEmpty, "\(failures.prefix(5))")
    }
}
