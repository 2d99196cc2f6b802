import Foundation
import Testing
@testable import LiquidGlassCore
@testable import LiquidGlassRender

/// `FieldTable` computes circles and capsules with its own copies of their formulas, and the straight-edge part
/// of a continuous rounded rectangle's rows in lanes (for speed; see the comments in FieldTable.swift). These tests hold the copies to the fields' own `distance(to:)`, bit for bit: the
/// renderer's output must not change with where the formula lives — nor with whether the continuous corners run in
/// Swift's lanes or in CLaneMath's AVX2 port (`lg_fill_continuous`; both are run where the processor has AVX2). Eroded (emerging) members, which the table
/// stores as their base plus an inset, are held to `ErodedField.distance(to:)` the same way.
@Suite struct FieldTableTests {
    static let fields: [any SignedDistanceField] = [
        CircleField(rect: CGRect(x: 10, y: 20, width: 44, height: 44)),
        CapsuleField(rect: CGRect(x: 5, y: 100, width: 362, height: 62)),
        CapsuleField(rect: CGRect(x: 200, y: 10, width: 30, height: 90)),  // vertical
        CircleField(rect: CGRect(x: -3.5, y: 7.25, width: 0.5, height: 0.5)),  // tiny, off the origin
        // Continuous corners: a sheet-like pane whose rows are mostly straight edge (filled eight at a time)
        // and a small square whose every row meets a corner.
        ContinuousRoundedRectangleField(rect: CGRect(x: 30, y: 40, width: 300, height: 150), radius: 38),
        ContinuousRoundedRectangleField(rect: CGRect(x: 150, y: 5, width: 60, height: 60), radius: 20),
        // Emerging members: stored as their base field plus an inset.
        ErodedField(base: CircleField(rect: CGRect(x: 60, y: 30, width: 44, height: 44)), inset: 3.5),
        ErodedField(base: RectangleField(rect: CGRect(x: 20, y: 150, width: 80, height: 30)), inset: 0.75),
        // Eroded twice: kept whole as a field of an unlisted kind.
        ErodedField(base: ErodedField(base: CapsuleField(rect: CGRect(x: 100, y: 60, width: 90, height: 40)), inset: 1.25),
                    inset: 2),
    ]

    /// Points over and around every field, including their centres and far away.
    static let points: [SIMD2<Float>] = stride(from: -40, through: 420, by: 3.7).flatMap { x in
        stride(from: -30, through: 220, by: 2.9).map { y in SIMD2(Float(x), Float(y)) }
    }

    @Test func pointQueriesMatchTheFieldsExactly() {
        let table = FieldTable(Self.fields)
        for (m, field) in Self.fields.enumerated() {
            for p in Self.points {
                let expected = field.distance(to: p)
                #expect(table.distance(m, p).bitPattern == expected.bitPattern, "member \(m) at \(p)")
            }
        }
    }

    /// A continuous rounded rectangle's rows at pixel steps (@3x and @2x), through its corners from far outside to
    /// the middle: the row fill walks the corner's polyline from the last point's segment where the point is
    /// shallow, and must land on the segment the per-point binary search finds — the same distance, bit for bit.
    @Test(arguments: [
        (CGRect(x: 0, y: 394, width: 402, height: 518), 38.0),  // the benchmark's sheet
        (CGRect(x: 150, y: 5, width: 60, height: 60), 20.0),
        (CGRect(x: 10, y: 10, width: 120, height: 48), 24.0),  // corners meeting: radius half the short side
        (CGRect(x: 7.3, y: 3.1, width: 90.5, height: 200), 12.5),
    ])
    func cornerRowsWalkToTheSearchedSegment(rect: CGRect, radius: Double) {
        let field = ContinuousRoundedRectangleField(rect: rect, radius: radius)
        let table = FieldTable([field])
        for native in Set([false, FieldTable.native]) {
        for scale: Float in [3, 2] {
            let dx = 1 / scale, x0 = Float(rect.minX) - 20 + dx / 2
            let count = Int((Float(rect.width) + 40) * scale)
            let out = UnsafeMutablePointer<Float>.allocate(capacity: count)
            defer { out.deallocate() }
            var mismatches = 0
            for y in stride(from: Float(rect.minY) - 20 + dx / 2, through: Float(rect.minY) + Float(min(rect.height, 120)), by: dx) {
                table.fill(0, y: y, x0: x0, dx: dx, count: count, into: out, native: native)
                for k in 0..<count where out[k].bitPattern != field.distance(to: SIMD2(x0 + Float(k) * dx, y)).bitPattern {
                    mismatches += 1
                    if mismatches < 4 { Issue.record("native \(native) @\(scale)x row \(y), pixel \(k): \(out[k]) against \(field.distance(to: SIMD2(x0 + Float(k) * dx, y)))") }
                }
            }
            #expect(mismatches == 0, "native \(native) @\(scale)x: \(mismatches) distances differ")
        }
        }
    }

    /// A row asked for from `first` on (the drop shadow's rows skip the covered middle of a lone convex body's row:
    /// GlassRenderer.coveredRun) holds the field's own distances from `first` on, bit for bit, wherever it starts —
    /// in Swift's lanes and natively, through the benchmark sheet's corner and a small shape's.
    @Test(arguments: [(CGRect(x: 0, y: 394, width: 402, height: 518), 38.0), (CGRect(x: 10, y: 10, width: 120, height: 48), 24.0)])
    func rowsFromAnyFirstPointMatchTheField(rect: CGRect, radius: Double) {
        let field = ContinuousRoundedRectangleField(rect: rect, radius: radius)
        let table = FieldTable([field])
        let dx: Float = 1 / 3, x0 = Float(rect.minX) - 10 + dx / 2
        let count = Int((Float(rect.width) + 20) * 3)
        let out = UnsafeMutablePointer<Float>.allocate(capacity: count)
        defer { out.deallocate() }
        var checked = 0, mismatches = 0
        for native in Set([false, FieldTable.native]) {
            for first in [1, 7, 8, 13, 100, count - 9, count - 3] {
                for y in stride(from: Float(rect.minY) - 5, through: Float(rect.minY) + 60, by: 1.7) {
                    out.update(repeating: .nan, count: count)
                    table.fill(0, y: y, x0: x0, dx: dx, from: first, count: count, into: out, native: native)
                    for k in first..<count {
                        checked += 1
                        if out[k].bitPattern != field.distance(to: SIMD2(x0 + Float(k) * dx, y)).bitPattern { mismatches += 1 }
                    }
                }
            }
        }
        #expect(checked > 50_000)
        #expect(mismatches == 0, "\(mismatches) of \(checked) distances differ")
    }

    /// One point's distance from the table (the tiles' bounds ask for it) is the field's own, bit for bit, through
    /// the sheet's corners, deep inside and outside.
    @Test func onePointMatchesTheField() {
        let field = ContinuousRoundedRectangleField(rect: CGRect(x: 0, y: 394, width: 402, height: 518), radius: 38)
        let table = FieldTable([field])
        var mismatches = 0, checked = 0
        for y in stride(from: Float(380), through: 520, by: 1.37) {
            for x in stride(from: Float(-12), through: 414, by: 2.91) {
                checked += 1
                if table.distance(0, SIMD2(x, y)).bitPattern != field.distance(to: SIMD2(x, y)).bitPattern { mismatches += 1 }
            }
        }
        #expect(checked > 10_000)
        #expect(mismatches == 0, "\(mismatches) of \(checked) points differ")
    }

    /// The native run (`lg_covered_run`, rows of up to 64 cells) is the scan's, on rows built to have one run, a dent,
    /// two runs, a run too short, none, NaN cells, runs touching either end: 3 000 rows of 0 to 64 cells.
    @Test func theNativeCoveredRunIsTheScans() throws {
        try #require(ElementShader.nativeKernelAvailable, "no AVX2 here: nothing to compare")
        var state: UInt64 = 12345
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        var runs = 0, mismatches = 0
        for _ in 0..<3000 {
            let count = next(65)
            // Cells short of coverage 1 (−0.166 pt is 0.998 at @3x), a covered stretch (−0.17 pt is 1.01), and
            // sometimes a dent in it (0.3 or NaN) or a second covered stretch.
            var cells = (0..<count).map { _ in [Float(0.4), 0.1, -0.1, -0.166, 2][next(5)] }
            if count > 0 {
                let start = next(count), end = start + next(count - start + 1)
                for k in start..<end { cells[k] = next(2) == 0 ? -1 : -0.17 }
                if end > start && next(4) == 0 { cells[start + next(end - start)] = next(2) == 0 ? .nan : 0.3 }
                if next(4) == 0 { cells[next(count)] = -1 }
            }
            let scan = cells.withUnsafeBufferPointer { GlassRenderer.coveredRun($0.baseAddress!, count: count, scale: 3, native: false) }
            let native = cells.withUnsafeBufferPointer { GlassRenderer.coveredRun($0.baseAddress!, count: count, scale: 3, native: true) }
            if scan != nil { runs += 1 }
            if scan != native { mismatches += 1 }
        }
        #expect(runs > 300, "only \(runs) rows had a run: the comparison covers little")
        #expect(mismatches == 0, "\(mismatches) rows differ")
    }

    /// The run of a row's pixels that the glass covers wholly, where the drop shadow's distances are left out: every
    /// pixel in it has coverage 1 and every pixel outside it less (from the coverage stage's own expression).
    @Test func theCoveredRunIsExactlyTheFullyCoveredPixels() {
        let scale: Float = 3
        let cells: [Float] = [2, 0.4, 0.1, -0.1, -0.17] + Array(repeating: -2, count: 20) + [-0.2, -0.166, 0.5]
        func coverage(_ d: Float) -> Float { min(max(0.5 - d * scale, 0), 1) }
        let run = cells.withUnsafeBufferPointer { GlassRenderer.coveredRun($0.baseAddress!, count: cells.count, scale: scale, native: false) }
        #expect(run == 4..<26)
        for (k, d) in cells.enumerated() { #expect((run?.contains(k) ?? false) == (coverage(d) == 1), "pixel \(k), d \(d)") }
        // Not one run (a dent), or too short to be worth it: the whole row is computed.
        var dented = cells
        dented[12] = 0.3
        #expect(dented.withUnsafeBufferPointer { GlassRenderer.coveredRun($0.baseAddress!, count: dented.count, scale: scale) } == nil)
        let short: [Float] = [1, -1, -1, -1, 1]
        #expect(short.withUnsafeBufferPointer { GlassRenderer.coveredRun($0.baseAddress!, count: short.count, scale: scale) } == nil)
    }

    @Test func rowFillsMatchTheFieldsExactly() {
        let table = FieldTable(Self.fields)
        let count = 97
        let out = UnsafeMutablePointer<Float>.allocate(capacity: count)
        defer { out.deallocate() }
        for native in Set([false, FieldTable.native]) {
            for (m, field) in Self.fields.enumerated() {
                for y in stride(from: Float(-10), through: 200, by: 13.3) {
                    table.fill(m, y: y, x0: -20.5, dx: 4.25, count: count, into: out, native: native)
                    for k in 0..<count {
                        let expected = field.distance(to: SIMD2(-20.5 + Float(k) * 4.25, y))
                        #expect(out[k].bitPattern == expected.bitPattern, "native \(native), member \(m), row \(y), pixel \(k)")
                    }
                }
            }
        }
    }

    /// Twenty-four rounded rectangles of assorted sizes and radii (corners meeting, tiny, sheet-sized), their rows at
    /// fractional offsets @1x–@3x over the whole shape and around it: every distance from the row fills, in Swift's
    /// lanes and natively, is the field's own, bit for bit. (A linear congruential generator keeps the cases fixed.)
    @Test func assortedContinuousRowsMatchTheField() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var checked = 0, mismatches = 0
        for _ in 0..<24 {
            let width = 4 + next() * 400, height = 4 + next() * 300
            let rect = CGRect(x: next() * 50 - 25, y: next() * 50 - 25, width: width, height: height)
            let radius = next() * min(width, height) * 0.7
            let field = ContinuousRoundedRectangleField(rect: rect, radius: radius)
            let table = FieldTable([field])
            let scale = Float(1 + Int(next() * 3))
            let dx = 1 / scale, x0 = Float(rect.minX) - 12 + Float(next())
            let count = Int((Float(rect.width) + 24) * scale)
            let out = UnsafeMutablePointer<Float>.allocate(capacity: count)
            defer { out.deallocate() }
            for native in Set([false, FieldTable.native]) {
                for y in stride(from: Float(rect.minY) - 12 + Float(next()), through: Float(rect.maxY) + 12, by: 2.3 * dx) {
                    table.fill(0, y: y, x0: x0, dx: dx, count: count, into: out, native: native)
                    for k in 0..<count {
                        let expected = field.distance(to: SIMD2(x0 + Float(k) * dx, y))
                        checked += 1
                        if out[k].bitPattern != expected.bitPattern {
                            mismatches += 1
                            if mismatches < 4 { Issue.record("native \(native) \(rect) r \(radius), row \(y), pixel \(k): \(out[k]) against \(expected)") }
                        }
                    }
                }
            }
        }
        #expect(checked > 100_000)
        #expect(mismatches == 0, "\(mismatches) of \(checked) distances differ")
    }
}
