import CLaneMath
import LiquidGlassCore

extension FieldTable {
    /// The distances of eight points of a row of a continuous rounded rectangle, `(u, v)` their coordinates
    /// folded into the corner (``ContinuousRoundedRectangleField/distance(to:hint:)``'s folds), where `settled`
    /// marks the lanes whose answer `-v` is already stored at `out` (nearest to a straight edge).
    ///
    /// The field's own steps, lane by lane with the same operations in the same order, so every distance is the
    /// one `distance(to:hint:)` returns, bit for bit (`FieldTableTests`): the arc, then the polyline's three
    /// segments around each point's searched segment, then one Newton step on the cubic. Only the segment search
    /// stays a scalar walk per lane, and the points deep inside (beyond `deepThreshold`, settled by the field's
    /// coarse-to-fine tangent-line pass) are handed to the field one by one. Called point by point, the corner's
    /// distances were a fifth of a sheet frame (≈ 6.4 ms of 30 ms, perf, release build), about 50 ns each.
    @inline(__always)
    static func continuousCorner(_ field: ContinuousRoundedRectangleField, u: Lanes, v: Lanes, settled: LaneMask,
                                 x: Lanes, y: Float, hint: inout Int, out: UnsafeMutablePointer<Float>) {
        var pending = .!settled
        var result = -v
        // The straight edge, where the point is beyond the corner (u ≥ extent).
        let beyond = u - field.extent
        var best = Lanes(repeating: .infinity).replacing(with: -v, where: beyond .>= 0)
        // The arc: outside and in its wedge, its distance is the answer; inside, a candidate.
        let radius = field.radius
        let cu = u - radius, cv = v - radius
        let wedge = (field.joinDirection.x * cu - field.joinDirection.y * cv) .<= 0
        let arc = (cu * cu + cv * cv).root - radius
        let arcAnswers = pending .& wedge .& (arc .>= 0)
        result.replace(with: arc, where: arcAnswers)
        pending = pending .& .!arcAnswers
        best.replace(with: arc, where: wedge .& (arc.magnitude .< best.magnitude))

        let count = field.vertices.count
        guard count > 1, any(pending) else {
            if count <= 1 { result.replace(with: best, where: pending) }
            LaneMath.store(result, to: out)
            return
        }
        let pendingBits = bits(pending)
        field.vertices.withUnsafeBufferPointer { vertices in
          // Gathers go through this buffer, whole vectors loaded at a time: vectors built lane by lane (and masks
          // of integer vectors, which Swift compares lane by lane) went through the stack element by element and
          // made this slower than the scalar field (perf annotate).
          withUnsafeTemporaryAllocation(of: Float.self, capacity: 48) { buffer in
            let gathered = buffer.baseAddress!, segments = gathered + 40
            // Each pending point's segment, walked from the last point's where the point is shallow (as the
            // field does; the walk and the search find the same segment there).
            for l in 0..<8 {
                guard pendingBits & (1 << l) != 0 else { segments[l] = 0; continue }
                let w = SIMD2(u[l], v[l])
                let s = hint >= 0 && w.y < field.shallowLimit ? field.walk(vertices, w: w, from: hint) : field.search(vertices, w: w)
                hint = s
                segments[l] = Float(s)
            }
            let segment = LaneMath.load(segments)
            // The nearest of the segments before, at and after it that exist (the field's `polylineDistance`:
            // the first strictly nearer one wins, in segment order). Indices are whole floats (exact).
            var bestSquared = Lanes(repeating: .infinity), bestCross = Lanes.zero, bestT = Lanes.zero
            var bestSegment = Lanes.zero
            let last = vertices.count - 2
            for c in -1...1 {
                let k = segment + Float(c)
                let valid = pending .& (k .>= 0) .& (k .<= Float(last))
                for l in 0..<8 {
                    let vertex = vertices[min(max(Int(segments[l]) + c, 0), last)]
                    gathered[l] = vertex.point.x; gathered[8 + l] = vertex.point.y
                    gathered[16 + l] = vertex.edge.x; gathered[24 + l] = vertex.edge.y
                    gathered[32 + l] = vertex.inverseLengthSquared
                }
                let px = LaneMath.load(gathered), py = LaneMath.load(gathered + 8)
                let ex = LaneMath.load(gathered + 16), ey = LaneMath.load(gathered + 24)
                let inverse = LaneMath.load(gathered + 32)
                let ax = u - px, ay = v - py
                let t = ((ax * ex + ay * ey) * inverse).atLeast(0).atMost(1)
                let dx = ax - ex * t, dy = ay - ey * t
                let squared = dx * dx + dy * dy
                let nearer = valid .& (squared .< bestSquared)
                bestSquared.replace(with: squared, where: nearer)
                bestCross.replace(with: ex * ay - ey * ax, where: nearer)
                bestSegment.replace(with: k, where: nearer)
                bestT.replace(with: t, where: nearer)
            }
            var d = bestSquared.root
            let polyline = d.replacing(with: -d, where: bestCross .< 0)
            let deepThreshold = field.deepThreshold
            let judged = best.replacing(with: polyline, where: d .< best.magnitude)
            // One Newton step on (B(τ) − w)·B′(τ) = 0 from the nearest polyline point (the field's `refine`),
            // kept within a segment of it; where the step finds no minimum the polyline's answer stands.
            let refines = pending .& .!(judged .< deepThreshold)
            if any(refines) {
                let step = refine(field, position: bestSegment + bestT, u: u, v: v)
                let refined = refines .& step.found
                d.replace(with: step.distance, where: refined)
                bestCross.replace(with: step.cross, where: refined)
            }
            let initial = best
            best.replace(with: d.replacing(with: -d, where: bestCross .< 0), where: d .< best.magnitude)
            // Deep inside, the smallest distance to a tangent line (the field's coarse-to-fine pass).
            let deep = pending .& (best .< deepThreshold)
            if any(deep) {
                let inside = deepInside(field, vertices: vertices, u: u, v: v, wedge: wedge, best: best, initial: initial,
                                        gathered: gathered, segments: segments)
                best.replace(with: -inside, where: deep)
            }
            result.replace(with: best, where: pending)
            LaneMath.store(result, to: out)
          }
        }
    }

    /// The distance inside the curve (positive) of points deep inside it, from the tangent lines: every
    /// `coarseStride`-th line first, the same for every lane, then every line within a stride of each lane's best,
    /// gathered through `gathered` and `segments` (``continuousCorner(_:u:v:settled:x:y:hint:out:)``'s buffers);
    /// `best` and `initial` are that function's candidates after and before the polyline.
    @inline(__always)
    private static func deepInside(_ field: ContinuousRoundedRectangleField,
                                   vertices: UnsafeBufferPointer<ContinuousRoundedRectangleField.Vertex>, u: Lanes, v: Lanes,
                                   wedge: LaneMask, best: Lanes, initial: Lanes, gathered: UnsafeMutablePointer<Float>,
                                   segments: UnsafeMutablePointer<Float>) -> Lanes {
        let count = field.vertices.count
        let radius = field.radius
        let cu = u - radius, cv = v - radius
        var inside = v
        let stride = field.coarseStride
        // Every `stride`-th line, the same for every lane.
        var coarseBest = Lanes(repeating: .infinity), coarseIndex = Lanes.zero
        var k = 0
        while k < count - 1 {
            let vertex = vertices[k]
            let distance: Lanes = (u - vertex.point.x) * vertex.inwardNormal.x + (v - vertex.point.y) * vertex.inwardNormal.y
            let nearer = distance .< coarseBest
            coarseBest.replace(with: distance, where: nearer)
            coarseIndex.replace(with: Lanes(repeating: Float(k)), where: nearer)
            k += stride
        }
        // Then every line within a stride of each lane's best, gathered.
        let first = (coarseIndex - Float(stride)).atLeast(0)
        let end = (coarseIndex + Float(stride)).atMost(Float(count - 2))
        LaneMath.store(first, to: segments)
        var lineBest = Lanes(repeating: .infinity), lineIndex = first
        for o in 0...(2 * stride) {
            let line = first + Float(o)
            let valid = line .<= end
            for l in 0..<8 {
                let vertex = vertices[min(Int(segments[l]) + o, count - 2)]
                gathered[l] = vertex.point.x; gathered[8 + l] = vertex.point.y
                gathered[16 + l] = vertex.inwardNormal.x; gathered[24 + l] = vertex.inwardNormal.y
            }
            let distance: Lanes = (u - LaneMath.load(gathered)) * LaneMath.load(gathered + 16)
                + (v - LaneMath.load(gathered + 8)) * LaneMath.load(gathered + 24)
            let nearer = valid .& (distance .< lineBest)
            lineBest.replace(with: distance, where: nearer)
            lineIndex.replace(with: line, where: nearer)
        }
        // The nearest tangent line touches the curve at the nearest point: refined from its chord's middle.
        let step = refine(field, position: lineIndex + 0.5, u: u, v: v)
        let exact = step.found .& (step.cross .<= 0)
        let bound = Lanes(repeating: .infinity).replacing(with: -initial, where: initial .< 0)
        let refined = inside.atMost(step.distance).atMost(bound)
        let unrefined = inside.atMost(lineBest).atMost(-best)
        inside = unrefined.replacing(with: refined, where: exact)
        // The arc's tangent lines: in its wedge, the arc itself; outside it, those at its ends.
        let toArc = radius - (cu * cu + cv * cv).root
        let atJoin = -(field.joinDirection.y * cu + field.joinDirection.x * cv)
        let atApex = -(cu + cv) * (0.5 as Float).squareRoot()
        let ends = radius - atJoin.atLeast(atApex)
        inside = inside.atMost(toArc.replacing(with: ends, where: .!wedge))
        return inside
    }

    /// One Newton step on (B(τ) − w)·B′(τ) = 0 from polyline position `position` (segment index plus the fraction
    /// along it), kept within a segment of it: ``ContinuousRoundedRectangleField``'s `refine`, lane by lane in its
    /// order of operations. `found` is false where the step finds no minimum.
    @inline(__always)
    private static func refine(_ field: ContinuousRoundedRectangleField, position: Lanes, u: Lanes, v: Lanes)
        -> (distance: Lanes, cross: Lanes, found: LaneMask) {
        let a = field.cubic.a, b = field.cubic.b, c = field.cubic.c, e = field.cubic.d
        let a3 = 3 * a, b2 = 2 * b, a6 = 6 * a
        let segmentCount = Float(field.vertices.count - 1)
        let start = position / segmentCount
        let reach = 1 / segmentCount
        let lower = (start - reach).atLeast(0), upper = (start + reach).atMost(1)
        // B(τ) and B′(τ) per coordinate, in the field's order of operations.
        @inline(__always) func point(_ a: Float, _ b: Float, _ c: Float, _ e: Float, _ t: Lanes) -> Lanes {
            let inner: Lanes = a * t + b
            let middle: Lanes = inner * t + c
            return middle * t + e
        }
        @inline(__always) func velocity(_ a3: Float, _ b2: Float, _ c: Float, _ t: Lanes) -> Lanes {
            let inner: Lanes = a3 * t + b2
            return inner * t + c
        }
        let sx: Lanes = point(a.x, b.x, c.x, e.x, start) - u
        let sy: Lanes = point(a.y, b.y, c.y, e.y, start) - v
        let vx = velocity(a3.x, b2.x, c.x, start), vy = velocity(a3.y, b2.y, c.y, start)
        let curvatureX: Lanes = a6.x * start + b2.x, curvatureY: Lanes = a6.y * start + b2.y
        let speed: Lanes = vx * vx + vy * vy
        let along: Lanes = sx * curvatureX + sy * curvatureY
        let slope: Lanes = speed + along
        let projection: Lanes = sx * vx + sy * vy
        let tau = (start - projection / slope).atLeast(lower).atMost(upper)
        let ox: Lanes = u - point(a.x, b.x, c.x, e.x, tau)
        let oy: Lanes = v - point(a.y, b.y, c.y, e.y, tau)
        let dirX = velocity(a3.x, b2.x, c.x, tau), dirY = velocity(a3.y, b2.y, c.y, tau)
        return ((ox * ox + oy * oy).root, dirX * oy - dirY * ox, slope .> 1e-12)
    }

    // MARK: Native rows

    /// ``continuousRounded(_:_:_:_:_:_:)`` through CLaneMath's AVX2 port (`lg_fill_continuous`): whole groups of
    /// eight there, the rest point by point here, the segment hint carried across as the Swift row does. In Swift's
    /// baseline-x86-64 lanes the corner rows cost ≈ 7.6 ms of a 30 ms sheet frame (a quarter; perf, release
    /// build, 170 k corner points a frame).
    static func continuousRounded(_ f: UnsafeMutablePointer<ContinuousRoundedRectangleField>,
                                  native: UnsafePointer<lg_continuous_field>, _ y: Float, _ x0: Float, _ dx: Float,
                                  from first: Int, _ count: Int, _ out: UnsafeMutablePointer<Float>) {
        let lanes = first + ((count - first) & ~7)
        var hint: Int32 = -1
        lg_fill_continuous(native, y, x0, dx, Int32(first), Int32(lanes), &hint, out)
        guard lanes < count else { return }
        let field = f.pointee
        var rest = Int(hint)
        for j in lanes..<count { out[j] = field.distance(to: SIMD2(x0 + Float(j) * dx, y), hint: &rest) }
    }

    /// The fields flattened for `lg_fill_continuous`, their vertices as structure of arrays in one buffer (nine
    /// floats a vertex), which the flattened fields point into.
    static func flatten(_ fields: [ContinuousRoundedRectangleField])
        -> (UnsafeMutableBufferPointer<lg_continuous_field>, UnsafeMutableBufferPointer<Float>) {
        let total = fields.reduce(0) { $0 + $1.vertices.count }
        let floats = UnsafeMutableBufferPointer<Float>.allocate(capacity: max(9 * total, 1))
        let flat = UnsafeMutableBufferPointer<lg_continuous_field>.allocate(capacity: max(fields.count, 1))
        var base = floats.baseAddress!
        for (i, field) in fields.enumerated() {
            let vertices = field.vertices, n = vertices.count
            let columns: [(ContinuousRoundedRectangleField.Vertex) -> Float] = [
                { $0.point.x }, { $0.point.y }, { $0.tangent.x }, { $0.tangent.y }, { $0.edge.x }, { $0.edge.y },
                { $0.inverseLengthSquared }, { $0.inwardNormal.x }, { $0.inwardNormal.y },
            ]
            for (c, column) in columns.enumerated() {
                for (k, vertex) in vertices.enumerated() { base[c * n + k] = column(vertex) }
            }
            let column = { (c: Int) in UnsafePointer(base + c * n) }
            let cubic = field.cubic
            (flat.baseAddress! + i).initialize(to: lg_continuous_field(
                centerX: field.center.x, centerY: field.center.y, halfX: field.halfSize.x, halfY: field.halfSize.y,
                radius: field.radius, extent: field.extent, edgeColumn: field.edgeColumn,
                joinX: field.joinDirection.x, joinY: field.joinDirection.y,
                deepThreshold: field.deepThreshold, shallowLimit: field.shallowLimit,
                coarseStride: Int32(field.coarseStride), count: Int32(n),
                pointX: column(0), pointY: column(1), tangentX: column(2), tangentY: column(3), edgeX: column(4),
                edgeY: column(5), inverseLengthSquared: column(6), normalX: column(7), normalY: column(8),
                cubicA: (cubic.a.x, cubic.a.y), cubicB: (cubic.b.x, cubic.b.y), cubicC: (cubic.c.x, cubic.c.y),
                cubicD: (cubic.d.x, cubic.d.y)))
            base += 9 * n
        }
        return (flat, floats)
    }
}
