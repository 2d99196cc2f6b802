import Foundation
import CLaneMath
import LiquidGlassCore

/// What one sampling pass renders: a lone element, or all the elements of a container, whose distance fields
/// are joined by a smooth union so that elements closer than the container's spacing flow together like droplets.
///
/// The union is the polynomial smooth minimum `smin(a, b) = min(a, b) − max(k − |a − b|, 0)² / 4k`, folded over
/// the members in scene order. Between two shapes a gap `g` apart the field at the midpoint is `g/2 − k/4`, so
/// they join exactly when `g < k/2`; with `k = 2 × spacing` elements merge when their gap is below the spacing
/// (Apple: "the distance between elements at which they begin to merge") and stay apart beyond it.
///
/// Members are binned in a coarse grid so that a query looks only at members near it: the cost per pixel stays
/// constant as a container grows, and the whole render costs in proportion to the glass area.
final class GlassBody: SignedDistanceField, @unchecked Sendable {
    struct Member: Sendable {
        package let field: any SignedDistanceField
        package let bounds: CGRect
        /// Half the shorter side of the member's bounds (points): sets the scale of its lens.
        package let halfMinorAxis: Float
    }

    /// The nearest members at a point and how much the nearest one dominates (1 = only it).
    struct Nearest {
        package var distance: Float
        package var first: Int
        package var second: Int
        package var weight: Float
    }

    /// The members, in scene order. Read through `storage` in the hot path: an array of existentials copied
    /// per query cost a retain and release each (measured: 60 % of the frame in the first profile).
    let members: [Member]
    private let table: FieldTable
    /// Blend radius of the smooth union, in points (0 = a plain union).
    let blend: Float
    package let bounds: CGRect

    /// Bins: `cells[j * columns + i]` lists the members whose bounds, grown by `blend + reach`, meet the cell.
    private let cells: [[Int32]]
    private let columns: Int, rows: Int
    /// How many bins the body holds (0 for a single member).
    var binCount: Int { cells.count }
    private let origin: SIMD2<Float>
    private let inverseCell: Float
    /// Beyond this distance from every member's bounds the field answers a lower bound instead of an exact value.
    private let reach: Float

    /// 48 pt cells: a 44 pt button touches at most four; measured on a 20-element toolbar container, binning
    /// turned 20 distance evaluations per query into 1–4.
    static let cellSize: Float = 48

    /// `within`, when given, is the part of the plane anything is drawn in (the canvas, points): the bins cover only
    /// the members' grown bounds inside it grown by a margin, and points outside answer as far away. Binned over the
    /// members' whole union, a container whose members lay ±10⁶ pt apart asked for 1.7·10⁹ bins (6 GiB).
    init(members: [Member], blend: Float, reach: Float, within: CGRect? = nil) {
        self.members = members
        self.blend = max(blend, 0)
        self.reach = reach
        var union = members.first?.bounds ?? .zero
        for m in members.dropFirst() { union = union.union(m.bounds) }
        self.bounds = union
        let grow = CGFloat(self.blend + reach)
        var area = union.insetBy(dx: -grow, dy: -grow)
        if let within {
            // Queries reach past the canvas by the tile grids' padding and the drop shadow's offset: two cells
            // beyond the material's reach covers both.
            let margin = grow + 2 * CGFloat(GlassBody.cellSize)
            let clipped = area.intersection(within.insetBy(dx: -margin, dy: -margin))
            area = clipped.isNull ? CGRect(x: within.minX, y: within.minY, width: 0, height: 0) : clipped
        }
        origin = SIMD2(Float(area.minX), Float(area.minY))
        inverseCell = 1 / GlassBody.cellSize
        columns = max(1, Int((Float(area.width) * inverseCell).rounded(.up)))
        rows = max(1, Int((Float(area.height) * inverseCell).rounded(.up)))
        var cells = [[Int32]](repeating: [], count: members.count > 1 ? columns * rows : 0)
        if members.count > 1 {
            let c = CGFloat(GlassBody.cellSize)
            for (index, m) in members.enumerated() {
                let b = m.bounds.insetBy(dx: -grow, dy: -grow)
                let i0 = max(0, Int((b.minX - area.minX) / c)), i1 = min(columns - 1, Int((b.maxX - area.minX) / c))
                let j0 = max(0, Int((b.minY - area.minY) / c)), j1 = min(rows - 1, Int((b.maxY - area.minY) / c))
                guard i0 <= i1, j0 <= j1 else { continue }
                for j in j0...j1 { for i in i0...i1 { cells[j * columns + i].append(Int32(index)) } }
            }
        }
        self.cells = cells
        table = FieldTable(members.map(\.field))
        single = members.count == 1
        // The smooth union's gradient is a convex combination of its members' (its partial derivatives are t
        // and 1 − t), so it is as Lipschitz as the worst member.
        lipschitz = members.indices.allSatisfy(table.isExact) ? 1 : 2
        convex = single && table.isConvex(0)
        round = members.indices.allSatisfy(table.isCircle)
    }

    /// Whether the body is one member (no union to compute).
    package let single: Bool
    /// A bound on how fast the distance changes per point: 1 when every member is an exact distance field, 2 (a
    /// generous margin) when one is an approximation (ellipses, paths, fields of other types).
    let lipschitz: Float
    /// Whether the body is one member whose field is the exact signed distance of a convex shape. Such a field is
    /// a convex function (the distance to a convex set is convex outside it, and minus the distance to its boundary
    /// is convex inside), so over a rectangle of points it is largest at a corner: see
    /// ``GlassRenderer/bounds(of:shader:)``.
    let convex: Bool
    /// Whether every member is a circle: then no two groups of eight cells share their distances (outside chance),
    /// and the edge memo, which keeps a group's edge stages for the next group with the same distances, only costs.
    let round: Bool

    package func distance(to p: SIMD2<Float>) -> Float {
        nearest(p).distance
    }

    /// Distances at `count` points `(x0 + i·dx, y)`, written to `out`: one dispatch per row instead of one per
    /// point, so a lone member's field runs in a loop specialised for its type.
    /// From `first` on only, where that saves work (``FieldTable/fill(_:y:x0:dx:from:count:into:native:)``).
    func fillDistances(y: Float, x0: Float, dx: Float, from first: Int = 0, count: Int, into out: UnsafeMutablePointer<Float>) {
        guard single else {
            for i in first..<count { out[i] = nearest(SIMD2(x0 + Float(i) * dx, y)).distance }
            return
        }
        table.fill(0, y: y, x0: x0, dx: dx, from: first, count: count, into: out)
    }

    /// The members whose bounds, grown by the blend and the reach, meet `rect` (points): the only ones that can
    /// matter inside it.
    package func candidates(in rect: CGRect) -> [Int] {
        let grow = CGFloat(blend + reach)
        return members.indices.filter { members[$0].bounds.insetBy(dx: -grow, dy: -grow).intersects(rect) }
    }

    /// One row of the union for a tile: distances at `(x0 + i·dx, y)` into `distances`, and the nearest
    /// member, the second nearest and the nearest one's weight into `first`, `second`, `weight`.
    /// Each candidate member's distances are computed for the whole row in one batch (``FieldTable/fill``),
    /// then folded in, so a container costs a few batched evaluations per pixel instead of binned lookups.
    ///
    /// Whole groups of eight are folded in lanes (with `lanes`; the tests fold them one by one too): the same
    /// comparisons and operations, values moved by selects instead of branches, so the rows are the same bit for
    /// bit. One by one, the fold was the largest part of the burst's shading after the lane shader itself (the
    /// branches on which member is nearest mispredicted; perf of `liquidglass bench --motion`).
    /// Where the processor has AVX2 the fold runs natively (`lg_union_row`, the same operations): in Swift's
    /// baseline-x86-64 lanes it was 13 % of the burst's recording, the largest cost after the shading kernel
    /// (perf); `native` off, the Swift lanes run (the tests compare all three ways).
    func fillUnion(y: Float, x0: Float, dx: Float, count: Int, candidates: [Int], scratch: UnsafeMutablePointer<Float>,
                   distances: UnsafeMutablePointer<Float>, first: UnsafeMutablePointer<Int32>,
                   second: UnsafeMutablePointer<Int32>, weight: UnsafeMutablePointer<Float>,
                   perMember: UnsafeMutablePointer<Float>? = nil, lanes: Bool = true, native: Bool = FieldTable.native) {
        guard !candidates.isEmpty else {
            for i in 0..<count { distances[i] = farDistance; first[i] = 0; second[i] = -1; weight[i] = 1 }
            return
        }
        if lanes && native {
            // Every candidate's row first (into `perMember` when the caller keeps them), then one native pass folds
            // them in registers and weighs the nearest: folding member by member through memory, natively, with
            // the weights in Swift, was 9 % of the burst's recording (perf).
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: candidates.count) { indices in
                withUnsafeTemporaryAllocation(of: Float.self, capacity: perMember == nil ? candidates.count * count : 1) { temporary in
                    let rows = perMember ?? temporary.baseAddress!
                    for (n, m) in candidates.enumerated() {
                        indices[n] = Int32(m)
                        table.fill(m, y: y, x0: x0, dx: dx, count: count, into: rows + n * count)
                    }
                    lg_union_row(rows, indices.baseAddress!, Int32(candidates.count), Int32(count), blend, distances, first,
                                 second, weight)
                }
            }
            return
        }
        // best / second-best raw distances live in `weight` and `scratch + count` while folding.
        let bestDistance = scratch + count, secondDistance = scratch + 2 * count
        for i in 0..<count {
            distances[i] = .greatestFiniteMagnitude
            bestDistance[i] = .greatestFiniteMagnitude
            secondDistance[i] = .greatestFiniteMagnitude
            first[i] = Int32(candidates[0])
            second[i] = -1
        }
        let k = blend, k4 = 4 * blend
        let groups = lanes ? count & ~7 : 0
        for (n, m) in candidates.enumerated() {
            table.fill(m, y: y, x0: x0, dx: dx, count: count, into: scratch)
            perMember.map { ($0 + n * count).update(from: scratch, count: count) }
            let member = SIMD8<Int32>(repeating: Int32(m))
            for i in Swift.stride(from: 0, to: groups, by: 8) {
                let dm = LaneMath.load(scratch + i), d = LaneMath.load(distances + i)
                if n == 0 || k <= 0 {
                    LaneMath.store(lg_min8(dm, d), to: distances + i)
                } else {
                    let h = (k - (d - dm).magnitude).atLeast(0)
                    LaneMath.store(lg_min8(dm, d) - h * h / k4, to: distances + i)
                }
                let best = LaneMath.load(bestDistance + i), next = LaneMath.load(secondDistance + i)
                let f = LaneMath.load(first + i), s = LaneMath.load(second + i)
                let nearer = dm .< best
                let between = .!nearer .& (dm .< next)
                LaneMath.store(next.replacing(with: best, where: nearer).replacing(with: dm, where: between), to: secondDistance + i)
                LaneMath.store(s.replacing(with: f, where: nearer).replacing(with: member, where: between), to: second + i)
                LaneMath.store(best.replacing(with: dm, where: nearer), to: bestDistance + i)
                LaneMath.store(f.replacing(with: member, where: nearer), to: first + i)
            }
            for i in groups..<count {
                let dm = scratch[i]
                let d = distances[i]
                if n == 0 || k <= 0 {
                    distances[i] = min(d, dm)
                } else {
                    let h = max(k - Swift.abs(d - dm), 0)
                    distances[i] = min(d, dm) - h * h / (4 * k)
                }
                if dm < bestDistance[i] {
                    secondDistance[i] = bestDistance[i]; second[i] = first[i]
                    bestDistance[i] = dm; first[i] = Int32(m)
                } else if dm < secondDistance[i] {
                    secondDistance[i] = dm; second[i] = Int32(m)
                }
            }
        }
        for i in 0..<count {
            if k > 0, second[i] >= 0, secondDistance[i] < .greatestFiniteMagnitude {
                weight[i] = min(max(0.5 + (secondDistance[i] - bestDistance[i]) / (2 * k), 0), 1)
            } else {
                weight[i] = 1
                second[i] = -1
            }
        }
    }

    /// One row of the union's distances only, without the nearest members: what the drop shadow's rows need, and
    /// the whole grid of a container shaded in lanes (its members all look alike, so which one is nearest does not
    /// matter). The same operations in the same order as ``fillUnion(y:x0:dx:count:candidates:scratch:distances:first:second:weight:perMember:)``,
    /// so the distances are the same bit for bit (`GlassBodyTests`); whole groups of eight are folded in lanes.
    /// Measured on `liquidglass bench`'s 20-circle container (release build): the scalar fold with its
    /// nearest-member bookkeeping was the container's largest cost once the shading ran in lanes.
    func fillUnionDistances(y: Float, x0: Float, dx: Float, count: Int, candidates: [Int], scratch: UnsafeMutablePointer<Float>,
                            distances: UnsafeMutablePointer<Float>, native: Bool = FieldTable.native) {
        guard !candidates.isEmpty else {
            distances.update(repeating: farDistance, count: count)
            return
        }
        distances.update(repeating: .greatestFiniteMagnitude, count: count)
        let k = blend, k4 = 4 * blend
        let lanes = count & ~7
        for (n, m) in candidates.enumerated() {
            table.fill(m, y: y, x0: x0, dx: dx, count: count, into: scratch)
            if native {
                lg_union_fold(scratch, Int32(count), k, n == 0 || k <= 0 ? 1 : 0, distances)
                continue
            }
            if n == 0 || k <= 0 {
                for i in 0..<count { distances[i] = min(distances[i], scratch[i]) }
                continue
            }
            for i in Swift.stride(from: 0, to: lanes, by: 8) {
                let d = LaneMath.load(distances + i), dm = LaneMath.load(scratch + i)
                let h = (k - (d - dm).magnitude).atLeast(0)
                // lg_min8(dm, d) is `dm < d ? dm : d`, which is Swift's `min(d, dm)`.
                let folded = lg_min8(dm, d) - h * h / k4
                LaneMath.store(folded, to: distances + i)
            }
            for i in lanes..<count {
                let dm = scratch[i], d = distances[i]
                let h = max(k - Swift.abs(d - dm), 0)
                distances[i] = min(d, dm) - h * h / k4
            }
        }
    }

    /// `candidates` flattened for ``fillUnionDistances(y:x0:dx:count:members:scratch:distances:)`` when there are
    /// some, they are all circles and capsules and the native kernels run (once per tile); nil otherwise.
    func nativeUnionMembers(_ candidates: [Int]) -> [lg_union_member]? {
        guard !candidates.isEmpty else { return nil }
        var members: [lg_union_member] = []
        members.reserveCapacity(candidates.count)
        for m in candidates {
            guard let member = table.unionMember(m) else { return nil }
            members.append(member)
        }
        return members
    }

    /// ``fillUnionDistances(y:x0:dx:count:candidates:scratch:distances:native:)`` for candidates flattened by
    /// ``nativeUnionMembers(_:)``, in one native call (`lg_union_distances`): the same kernels in the same order, so
    /// the same distances bit for bit, without a Swift call per member and row. Those calls (`FieldTable.fill` and
    /// the loop around them) were 11 M of the 107 M instructions of `liquidglass bench`'s 20-circle container frame
    /// (callgrind).
    func fillUnionDistances(y: Float, x0: Float, dx: Float, count: Int, members: [lg_union_member],
                            scratch: UnsafeMutablePointer<Float>, distances: UnsafeMutablePointer<Float>) {
        members.withUnsafeBufferPointer {
            lg_union_distances($0.baseAddress!, Int32($0.count), blend, y, x0, dx, Int32(count), scratch, distances)
        }
    }

    /// The smooth-union distance at `p`, with the two nearest members and the nearest one's weight.
    @inline(__always)
    package func nearest(_ p: SIMD2<Float>) -> Nearest {
        if single {
            return Nearest(distance: table.distance(0, p), first: 0, second: -1, weight: 1)
        }
        let q = (p - origin) * inverseCell
        let i = Int(q.x.rounded(.down)), j = Int(q.y.rounded(.down))
        guard i >= 0, j >= 0, i < columns, j < rows else { return farAway(p) }
        return cells.withUnsafeBufferPointer { cellsBuffer in
            cellsBuffer[j * columns + i].withUnsafeBufferPointer { candidates in
                candidates.isEmpty ? farAway(p) : union(p, candidates)
            }
        }
    }

    @inline(__always)
    private func union(_ p: SIMD2<Float>, _ candidates: UnsafeBufferPointer<Int32>) -> Nearest {
        var d = Float.greatestFiniteMagnitude
        var best = Float.greatestFiniteMagnitude, second = Float.greatestFiniteMagnitude
        var first = -1, secondIndex = -1
        let k = blend
        for c in candidates {
            let m = Int(c)
            let dm = table.distance(m, p)
            if d == .greatestFiniteMagnitude || k <= 0 {
                d = min(d, dm)
            } else {
                let h = max(k - Swift.abs(d - dm), 0)
                d = min(d, dm) - h * h / (4 * k)
            }
            if dm < best {
                second = best; secondIndex = first
                best = dm; first = m
            } else if dm < second {
                second = dm; secondIndex = m
            }
        }
        let weight = k > 0 && secondIndex >= 0 ? min(max(0.5 + (second - best) / (2 * k), 0), 1) : 1
        return Nearest(distance: d, first: first, second: secondIndex, weight: weight)
    }

    /// A point far from every member: a lower bound on its distance (to the grown bounds), enough to skip it.
    private func farAway(_ p: SIMD2<Float>) -> Nearest {
        Nearest(distance: farDistance, first: 0, second: -1, weight: 1)
    }

    /// The distance answered for points far from every member (and rows with no candidate member): beyond
    /// anything the material draws.
    private var farDistance: Float { reach + blend + 1 + GlassBody.cellSize }
}
