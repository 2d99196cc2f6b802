import Testing

@testable import LiquidGlassConstraints

/// A view's frame as four variables, as an Auto Layout engine keeps it.
private struct Frame {
    let minX: Variable, minY: Variable, width: Variable, height: Variable
    init(_ name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }
    var maxX: Expression { minX + width }
    var centerY: Expression { minY + height / 2 }
    var values: [Double] { [minX.value, minY.value, width.value, height.value] }
}

private func same(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { near($0, $1, 1e-9) }
}

@Suite("UIKit-like layouts")
struct LayoutTests {
    @Test("three views in a row: leading 16, spacing 8, trailing 16, equal widths in a 320-point container")
    func threeInARow() throws {
        let views = [Frame("a"), Frame("b"), Frame("c")]
        let solver = Solver()
        try solver.add(views[0].minX == 16)  // leadingAnchor == container.leadingAnchor + 16
        try solver.add(views[1].minX == views[0].maxX + 8)  // b.leading == a.trailing + 8
        try solver.add(views[2].minX == views[1].maxX + 8)
        try solver.add(views[2].maxX == 320 - 16)  // c.trailing == container.trailing - 16
        try solver.add(views[1].width == views[0].width)  // equal widths
        try solver.add(views[2].width == views[0].width)
        for view in views {
            try solver.add(view.minY == 100)  // top == safeArea.top (at 100)
            try solver.add(view.height == 44)
        }
        solver.updateVariables()
        // 320 - 16 - 16 - 2 · 8 = 272 for three equal widths: 272 / 3 = 90.666…; b at 16 + 272/3 + 8, c at
        // 16 + 2 · 272/3 + 16.
        let width = 272.0 / 3
        #expect(same(views[0].values, [16, 100, width, 44]))
        #expect(same(views[1].values, [24 + width, 100, width, 44]))
        #expect(same(views[2].values, [32 + 2 * width, 100, width, 44]))
        for view in views {
            for variable in [view.minX, view.minY, view.width, view.height] { #expect(!solver.isAmbiguous(variable)) }
        }
    }

    @Test("a width multiplier: b.width == 2 × a.width, c.width == a.width, in the same row (4w = 272)")
    func multiplierRow() throws {
        let views = [Frame("a"), Frame("b"), Frame("c")]
        let solver = Solver()
        try solver.add(views[0].minX == 16)
        try solver.add(views[1].minX == views[0].maxX + 8)
        try solver.add(views[2].minX == views[1].maxX + 8)
        try solver.add(views[2].maxX == 304)
        try solver.add(views[1].width == 2 * views[0].width)
        try solver.add(views[2].width == views[0].width)
        solver.updateVariables()
        // w + 2w + w = 272: w = 68. a 16…84, b 92…228, c 236…304.
        #expect(near(views[0].width.value, 68) && near(views[1].width.value, 136) && near(views[2].width.value, 68))
        #expect(near(views[1].minX.value, 92) && near(views[2].minX.value, 236))
    }

    @Test("centring: centerY equal, a fixed-size badge centred in a 200-high bar at y 44")
    func centring() throws {
        let bar = Frame("bar"), badge = Frame("badge")
        let solver = Solver()
        try solver.add(bar.minY == 44)
        try solver.add(bar.height == 200)
        try solver.add(badge.height == 30)
        try solver.add(badge.centerY == bar.centerY)
        solver.updateVariables()
        // bar centre 44 + 100 = 144; badge top 144 - 15 = 129.
        #expect(near(badge.minY.value, 129))
    }

    @Test("ambiguity: a width without a position is ambiguous in x; a weak position resolves it")
    func ambiguity() throws {
        let view = Frame("v")
        let solver = Solver()
        try solver.add(view.width == 100)
        try solver.add(view.minX >= 0)
        try solver.add(view.maxX <= 320)
        #expect(!solver.isAmbiguous(view.width))
        #expect(solver.isAmbiguous(view.minX))
        #expect(solver.isAmbiguous(view.minY))  // in no constraint
        let position = (view.minX == 20).withStrength(priority(1))
        try solver.add(position)
        #expect(!solver.isAmbiguous(view.minX))
        try solver.remove(position)
        #expect(solver.isAmbiguous(view.minX))
    }

    @Test("ambiguity: equal compression resistance in a short container is a tie; 751 vs 750 resolves it")
    func tieIsAmbiguous() throws {
        func labels(_ compression: (Double, Double)) throws -> (Solver, Variable, Variable) {
            let w1 = Variable("w1"), w2 = Variable("w2")
            let solver = Solver()
            try solver.add(w1 + 8 + w2 == 100)
            try solver.add(w1 >= 0)
            try solver.add(w2 >= 0)
            try solver.add((w1 >= 60).withStrength(priority(compression.0)))
            try solver.add((w2 >= 100).withStrength(priority(compression.1)))
            return (solver, w1, w2)
        }
        // 92 for 160: 68 of error at 750 however it is split, so any split is optimal.
        let (tied, t1, t2) = try labels((750, 750))
        #expect(tied.isAmbiguous(t1) && tied.isAmbiguous(t2))
        let (resolved, r1, r2) = try labels((751, 750))
        resolved.updateVariables()
        #expect(near(r1.value, 60) && near(r2.value, 32))
        #expect(!resolved.isAmbiguous(r1) && !resolved.isAmbiguous(r2))
    }
}
