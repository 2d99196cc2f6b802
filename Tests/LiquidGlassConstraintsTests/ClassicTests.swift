import Testing

@testable import LiquidGlassConstraints

@Suite("Cassowary's classic problems")
struct ClassicTests {
    /// The midpoint problem of Badros et al. (2001, §2): mid == (left + right) / 2, right >= left + 10, left >= 0,
    /// right <= 100; preferences left == 90 (medium) and right == 100 (weak) stand in for the paper's stays, at
    /// two levels so that every answer below is unique.
    private func midpoint() throws -> (Solver, left: Variable, mid: Variable, right: Variable) {
        let left = Variable("left"), mid = Variable("mid"), right = Variable("right")
        let solver = Solver()
        try solver.add(mid == (left + right) / 2)
        try solver.add(right >= left + 10)
        try solver.add(left >= 0)
        try solver.add(right <= 100)
        try solver.add((left == 90).withStrength(.medium))
        try solver.add((right == 100).withStrength(.weak))
        return (solver, left, mid, right)
    }

    @Test("midpoint at rest: left 90, right 100 (both preferences hold, right >= left + 10 tight), mid 95")
    func midpointAtRest() throws {
        let (solver, left, mid, right) = try midpoint()
        solver.updateVariables()
        #expect(near(left.value, 90) && near(mid.value, 95) && near(right.value, 100))
        #expect(!solver.isAmbiguous(left) && !solver.isAmbiguous(mid) && !solver.isAmbiguous(right))
    }

    @Test("dragging the midpoint (strong edit) through reachable and unreachable values, then letting go")
    func midpointDrag() throws {
        let (solver, left, mid, right) = try midpoint()
        try solver.addEditVariable(mid, strength: .strong)
        #expect(solver.hasEditVariable(mid))
        // (suggested mid, expected left, mid, right), each derived by hand:
        // 50: left + right = 100 and right >= left + 10 give left <= 45; medium pulls left toward 90: 45, 55.
        // 80: left + right = 160; right <= 100 gives left >= 60, right >= left + 10 gives left <= 75: left 75.
        // 120: mid is at most (90 + 100) / 2 = 95 (right <= 100, left <= right - 10); the strong error is least
        //      there: 90, 95, 100.
        // 2: mid is at least (0 + 10) / 2 = 5 (left >= 0, right >= left + 10): 0, 5, 10.
        // 62: left + right = 124; left <= 57 from the gap: 57, 67.
        let path: [(Double, Double, Double, Double)] = [
            (50, 45, 50, 55), (80, 75, 80, 85), (120, 90, 95, 100), (2, 0, 5, 10), (62, 57, 62, 67),
        ]
        for (suggested, expectedLeft, expectedMid, expectedRight) in path {
            try solver.suggestValue(mid, suggested)
            solver.updateVariables()
            #expect(near(left.value, expectedLeft), "left at mid \(suggested)")
            #expect(near(mid.value, expectedMid), "mid at \(suggested)")
            #expect(near(right.value, expectedRight), "right at mid \(suggested)")
        }
        try solver.removeEditVariable(mid)
        #expect(!solver.hasEditVariable(mid))
        solver.updateVariables()
        #expect(near(left.value, 90) && near(mid.value, 95) && near(right.value, 100))
    }

    @Test("a weak edit loses to a medium preference; suggesting a value it can reach moves nothing it can't")
    func weakEdit() throws {
        let x = Variable("x")
        let solver = Solver()
        try solver.add((x == 40).withStrength(.medium))
        try solver.addEditVariable(x, strength: .weak)
        try solver.suggestValue(x, 100)
        solver.updateVariables()
        #expect(near(x.value, 40))
        let y = Variable("y")
        try solver.add(y == x + 1)
        try solver.addEditVariable(y, strength: .strong)
        try solver.suggestValue(y, 11)
        solver.updateVariables()
        // The strong edit on y = x + 1 beats the medium x == 40: x = 10.
        #expect(near(x.value, 10) && near(y.value, 11))
    }

    @Test("two edit variables dragged together (a window's origin): both follow, the constraints hold")
    func twoEdits() throws {
        let x = Variable("x"), y = Variable("y"), right = Variable("right"), bottom = Variable("bottom")
        let solver = Solver()
        try solver.add(right == x + 200)
        try solver.add(bottom == y + 100)
        try solver.add(x >= 0)
        try solver.add(right <= 1000)
        try solver.addEditVariable(x, strength: .strong)
        try solver.addEditVariable(y, strength: .strong)
        // (x, y) suggested -> x clamped into [0, 800] by the required bounds; y is free.
        for (sx, sy, ex) in [(100.0, 50.0, 100.0), (900, -20, 800), (-30, 70, 0), (400, 400, 400)] {
            try solver.suggestValue(x, sx)
            try solver.suggestValue(y, sy)
            solver.updateVariables()
            #expect(near(x.value, ex) && near(y.value, sy) && near(right.value, ex + 200) && near(bottom.value, sy + 100))
        }
    }
}
