import Foundation
import Testing
@testable import LiquidGlassCore
@testable import LiquidGlassRender

/// The union's distance-only rows (`GlassBody.fillUnionDistances`, folded in lanes) must be the full fold's
/// distances bit for bit: the drop shadow and the lane-shaded containers read them, the scalar path reads the full
/// fold, and a frame must not depend on which of the two filled a row. Where the processor has AVX2 the folds run
/// natively (`lg_union_fold`), and those rows must be the Swift lanes' bit for bit too.
@Suite struct GlassBodyTests {
    static func body(blend: Float) -> GlassBody {
        let frames = [
            CGRect(x: 10, y: 10, width: 44, height: 44), CGRect(x: 60, y: 12, width: 44, height: 44),
            CGRect(x: 30, y: 50, width: 80, height: 30), CGRect(x: 120, y: 0, width: 20, height: 90),
            CGRect(x: 150, y: 40, width: 36, height: 36),
        ]
        let shapes: [any Shape] = [Circle(), Circle(), Capsule(), Capsule(), RoundedRectangle(cornerRadius: 9)]
        let members = zip(shapes, frames).map { shape, frame in
            let field = shape.signedDistanceField(in: frame)
            return GlassBody.Member(field: field, bounds: field.bounds, halfMinorAxis: Float(min(frame.width, frame.height) / 2))
        }
        return GlassBody(members: members, blend: blend, reach: 20)
    }

    @Test(arguments: [Float(0), 8, 16, 40])
    func distanceOnlyRowsAreTheFullFoldsDistances(blend: Float) {
        let body = Self.body(blend: blend)
        // Counts that end in whole groups of eight, in a partial one, and in fewer than eight.
        for count in [3, 8, 61, 96, 131] {
            let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 4 * count)
            let full = UnsafeMutablePointer<Float>.allocate(capacity: count), only = UnsafeMutablePointer<Float>.allocate(capacity: count)
            let weight = UnsafeMutablePointer<Float>.allocate(capacity: count)
            let first = UnsafeMutablePointer<Int32>.allocate(capacity: count), second = UnsafeMutablePointer<Int32>.allocate(capacity: count)
            defer { [scratch, full, only, weight].forEach { $0.deallocate() }; first.deallocate(); second.deallocate() }
            for y in stride(from: Float(-15), through: 110, by: 6.1) {
                let x0: Float = -12.25, dx: Float = 200 / Float(count)
                let candidates = body.candidates(in: CGRect(x: -40, y: Double(y) - 40, width: 300, height: 80))
                body.fillUnion(y: y, x0: x0, dx: dx, count: count, candidates: candidates, scratch: scratch,
                               distances: full, first: first, second: second, weight: weight)
                body.fillUnionDistances(y: y, x0: x0, dx: dx, count: count, candidates: candidates, scratch: scratch, distances: only)
                for i in 0..<count {
                    #expect(full[i].bitPattern == only[i].bitPattern, "blend \(blend), count \(count), row \(y), pixel \(i)")
                }
                if FieldTable.native {
                    // The AVX2 folds (taken above) against the Swift lanes.
                    let swiftLanes = UnsafeMutablePointer<Float>.allocate(capacity: 3 * count)
                    let swiftFirsts = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * count)
                    defer { swiftLanes.deallocate(); swiftFirsts.deallocate() }
                    body.fillUnion(y: y, x0: x0, dx: dx, count: count, candidates: candidates, scratch: scratch,
                                   distances: swiftLanes, first: swiftFirsts, second: swiftFirsts + count,
                                   weight: swiftLanes + count, native: false)
                    body.fillUnionDistances(y: y, x0: x0, dx: dx, count: count, candidates: candidates, scratch: scratch,
                                            distances: swiftLanes + 2 * count, native: false)
                    for i in 0..<count {
                        let same = full[i].bitPattern == swiftLanes[i].bitPattern && first[i] == swiftFirsts[i]
                            && second[i] == swiftFirsts[count + i] && weight[i].bitPattern == swiftLanes[count + i].bitPattern
                            && only[i].bitPattern == swiftLanes[2 * count + i].bitPattern
                        #expect(same, "blend \(blend), count \(count), row \(y), pixel \(i): native \(full[i]) \(first[i]) \(second[i]) \(weight[i]) \(only[i]), Swift lanes \(swiftLanes[i]) \(swiftFirsts[i]) \(swiftFirsts[count + i]) \(swiftLanes[count + i]) \(swiftLanes[2 * count + i])")
                    }
                }
                // The full fold in lanes against the same fold one cell at a time: every output bit for bit.
                let oneByOne = UnsafeMutablePointer<Float>.allocate(capacity: 2 * count)
                let firsts = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * count)
                defer { oneByOne.deallocate(); firsts.deallocate() }
                body.fillUnion(y: y, x0: x0, dx: dx, count: count, candidates: candidates, scratch: scratch,
                               distances: oneByOne, first: firsts, second: firsts + count, weight: oneByOne + count, lanes: false)
                for i in 0..<count {
                    let same = full[i].bitPattern == oneByOne[i].bitPattern && first[i] == firsts[i] && second[i] == firsts[count + i]
                        && weight[i].bitPattern == oneByOne[count + i].bitPattern
                    #expect(same, "blend \(blend), count \(count), row \(y), pixel \(i): lanes \(full[i]) \(first[i]) \(second[i]) \(weight[i]), one by one \(oneByOne[i]) \(firsts[i]) \(firsts[count + i]) \(oneByOne[count + i])")
                }
            }
        }
    }

    /// A container of circles and capsules (two of them eroded, as an emerging member is) has its distance rows
    /// filled in one native call (`lg_union_distances`): they must be the Swift lanes' and the member-by-member
    /// native fold's, bit for bit. A body with another shape among the candidates has no native members (its rows
    /// take the member-by-member path).
    @Test(arguments: [Float(0), 8, 40])
    func nativeUnionRowsAreTheFoldsDistances(blend: Float) throws {
        let frames = [
            CGRect(x: 10, y: 10, width: 44, height: 44), CGRect(x: 60, y: 12, width: 44, height: 44),
            CGRect(x: 30, y: 50, width: 80, height: 30), CGRect(x: 120, y: 0, width: 20, height: 90),
            CGRect(x: 150, y: 40, width: 36, height: 36), CGRect(x: 96, y: 60, width: 30, height: 30),
        ]
        let shapes: [any Shape] = [Circle(), Circle(), Capsule(), Capsule(), Circle(), Circle()]
        let members = zip(shapes, frames).enumerated().map { i, pair in
            let field = pair.0.signedDistanceField(in: pair.1)
            // Members 1 and 3 shrunk (ErodedField: the table adds the inset to each distance).
            let member: any SignedDistanceField = i % 2 == 1 && i < 4 ? ErodedField(base: field, inset: 3.5) : field
            return GlassBody.Member(field: member, bounds: field.bounds, halfMinorAxis: Float(min(pair.1.width, pair.1.height) / 2))
        }
        let body = GlassBody(members: members, blend: blend, reach: 20)
        #expect(Self.body(blend: blend).nativeUnionMembers(Array(0..<5)) == nil, "a rounded rectangle among the candidates")
        guard FieldTable.native else { return }
        var compared = 0
        for count in [3, 8, 61, 96, 131] {
            let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 4 * count)
            let fused = UnsafeMutablePointer<Float>.allocate(capacity: count), swiftLanes = UnsafeMutablePointer<Float>.allocate(capacity: count)
            let folded = UnsafeMutablePointer<Float>.allocate(capacity: count)
            defer { [scratch, fused, swiftLanes, folded].forEach { $0.deallocate() } }
            for y in stride(from: Float(-15), through: 110, by: 3.7) {
                let x0: Float = -12.25, dx: Float = 200 / Float(count)
                let candidates = body.candidates(in: CGRect(x: -40, y: Double(y) - 40, width: 300, height: 80))
                guard !candidates.isEmpty else { continue }
                let native = try #require(body.nativeUnionMembers(candidates))
                body.fillUnionDistances(y: y, x0: x0, dx: dx, count: count, members: native, scratch: scratch, distances: fused)
                body.fillUnionDistances(y: y, x0: x0, dx: dx, count: count, candidates: candidates, scratch: scratch,
                                        distances: swiftLanes, native: false)
                body.fillUnionDistances(y: y, x0: x0, dx: dx, count: count, candidates: candidates, scratch: scratch,
                                        distances: folded, native: true)
                for i in 0..<count {
                    compared += 1
                    #expect(fused[i].bitPattern == swiftLanes[i].bitPattern && fused[i].bitPattern == folded[i].bitPattern,
                            "blend \(blend), count \(count), row \(y), pixel \(i): one call \(fused[i]), Swift lanes \(swiftLanes[i]), member by member \(folded[i])")
                }
            }
        }
        #expect(compared > 5_000)
    }

    /// The renderer leaves the edge memo out for bodies of circles alone (`GlassBody.round`): a circle has no
    /// straight stretch of edge along which a group's distances repeat. Any other member keeps the memo.
    @Test func roundBodiesAreThoseOfCirclesAlone() {
        func body(_ shapes: [any Shape], eroded: Bool = false) -> GlassBody {
            let members = shapes.enumerated().map { i, shape in
                let frame = CGRect(x: Double(i) * 50, y: 0, width: 44, height: 44)
                var field = shape.signedDistanceField(in: frame)
                if eroded { field = ErodedField(base: field, inset: 3) }
                return GlassBody.Member(field: field, bounds: field.bounds, halfMinorAxis: 22)
            }
            return GlassBody(members: members, blend: 8, reach: 20)
        }
        #expect(body([Circle()]).round)
        #expect(body([Circle(), Circle(), Circle()]).round)
        #expect(body([Circle(), Circle()], eroded: true).round)
        #expect(!body([Capsule()]).round)
        #expect(!body([Circle(), Capsule()]).round)
        #expect(!body([Circle(), RoundedRectangle(cornerRadius: 9)]).round)
        #expect(body([Ellipse()]).round)  // in a square frame an ellipse is a circle
    }
}
