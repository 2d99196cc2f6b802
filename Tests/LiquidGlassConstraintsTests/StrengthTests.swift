import Testing

@testable import LiquidGlassConstraints

@Suite("Strengths and UIKit priorities")
struct StrengthTests {
    @Test("UILayoutPriority maps onto levels: 1000 is required, 999 > 998 > 750 > 250 > 50; out of range is nil")
    func layoutPriorityMapping() {
        #expect(Strength(layoutPriority: 1000) == .required)
        #expect(Strength(layoutPriority: 1000)?.isRequired == true)
        #expect(Strength(layoutPriority: 999)?.isRequired == false)
        let levels = [999, 998, 750, 250, 50, 1].compactMap { Strength(layoutPriority: Float($0)) }
        #expect(levels.count == 6)
        #expect(zip(levels, levels.dropFirst()).allSatisfy { $0 > $1 })
        #expect(Strength(layoutPriority: 750) == .strong && Strength(layoutPriority: 500) == .medium)
        #expect(Strength(layoutPriority: 250) == .weak)
        #expect(Strength(layoutPriority: 0) == nil && Strength(layoutPriority: 1001) == nil)
        #expect(Strength(layoutPriority: .nan) == nil && Strength(priority: 10, weight: 0) == nil)
        #expect(Strength(priority: 10, weight: .infinity) == nil)
        #expect(Strength(layoutPriority: 250.5).map { $0 > .weak } == true)
    }

    @Test("priorities 999 vs 998 vs 250 on one variable: the highest wins; removing it hands over to the next")
    func priorityOrder() throws {
        let x = Variable("x")
        let solver = Solver()
        let low = (x == 30).withStrength(priority(250))
        let middle = (x == 20).withStrength(priority(998))
        let high = (x == 10).withStrength(priority(999))
        try solver.add(low)
        try solver.add(middle)
        try solver.add(high)
        solver.updateVariables()
        #expect(near(x.value, 10))
        try solver.remove(high)
        solver.updateVariables()
        #expect(near(x.value, 20))
        try solver.remove(middle)
        solver.updateVariables()
        #expect(near(x.value, 30))
    }

    @Test("levels are lexicographic: one 999 beats three 998s pulling the other way (a weighted sum would not)")
    func oneHighBeatsManyLow() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 10).withStrength(priority(999)))
        for _ in 0..<3 { try solver.add((x == 20).withStrength(priority(998))) }
        solver.updateVariables()
        // Weighted by priority: 999|x - 10| + 3 · 998|x - 20| is least at x = 20. Lexicographic: 10.
        #expect(near(x.value, 10))
    }

    @Test("levels are lexicographic through a multiplier: w2 == 50 @999 beats w1 == 120 @998 with w1 == 2 w2")
    func multiplierDoesNotTradeLevels() throws {
        let w1 = Variable("w1")
        let w2 = Variable("w2")
        let solver = Solver()
        try solver.add(w1 == 2 * w2)
        try solver.add((w2 == 50).withStrength(priority(999)))
        try solver.add((w1 == 120).withStrength(priority(998)))
        solver.updateVariables()
        // Weighted: 999|w2 - 50| + 998|2 w2 - 120| has slope 2 · 998 > 999 in w2, so w2 = 60. Lexicographic: w2 = 50,
        // w1 = 100.
        #expect(near(w2.value, 50) && near(w1.value, 100))
    }

    @Test("within a level errors add up: two x == 10 outweigh one x == 0; weights scale them")
    func sameLevelSums() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 0).withStrength(.weak))
        try solver.add((x == 10).withStrength(.weak))
        try solver.add((x == 10).withStrength(.weak))
        solver.updateVariables()
        // |x| + 2|x - 10| is least at x = 10.
        #expect(near(x.value, 10))

        let y = Variable("y")
        let weighted = Solver()
        try weighted.add((y == 0).withStrength(priority(250, weight: 3)))
        try weighted.add((y == 10).withStrength(priority(250, weight: 2)))
        weighted.updateVariables()
        // 3|y| + 2|y - 10| is least at y = 0.
        #expect(near(y.value, 0))
    }

    @Test("content hugging 251 vs 250: the 250 label takes the extra width; compression 751 vs 750 when short")
    func huggingAndCompression() throws {
        // Two labels in a row: l1 at 0, 8 between, l2 ending at the container's width. Intrinsic widths 60 and 100.
        func solve(container: Double, hugging: (Double, Double), compression: (Double, Double)) throws
            -> (Double, Double)
        {
            let x1 = Variable("x1"), w1 = Variable("w1"), x2 = Variable("x2"), w2 = Variable("w2")
            let solver = Solver()
            try solver.add(x1 == 0)
            try solver.add(x2 == x1 + w1 + 8)
            try solver.add(x2 + w2 == container)
            try solver.add(w1 >= 0)
            try solver.add(w2 >= 0)
            try solver.add((w1 <= 60).withStrength(priority(hugging.0)))
            try solver.add((w2 <= 100).withStrength(priority(hugging.1)))
            try solver.add((w1 >= 60).withStrength(priority(compression.0)))
            try solver.add((w2 >= 100).withStrength(priority(compression.1)))
            solver.updateVariables()
            return (w1.value, w2.value)
        }
        // 300 wide: 300 - 8 - 160 = 132 extra. The lower hugging priority gives way.
        let l2Stretches = try solve(container: 300, hugging: (251, 250), compression: (750, 750))
        #expect(near(l2Stretches.0, 60) && near(l2Stretches.1, 232))
        let l1Stretches = try solve(container: 300, hugging: (250, 251), compression: (750, 750))
        #expect(near(l1Stretches.0, 192) && near(l1Stretches.1, 100))
        // 100 wide: 92 for 160 of text, 68 short. The higher compression resistance keeps its width.
        let l2Compresses = try solve(container: 100, hugging: (250, 250), compression: (751, 750))
        #expect(near(l2Compresses.0, 60) && near(l2Compresses.1, 32))
    }
}
