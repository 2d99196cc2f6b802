import Foundation

/// A rounded rectangle with continuous corners (``ContinuousCornerProfile``) placed in a frame.
///
/// Distances are exact to the arc part of each corner and to the straight edges, and to the cubic part up to float
/// rounding: a polyline built in `init` (chords within 0.002 pt of the curve) finds the nearest segment, and a
/// Newton step on the cubic itself then finds the nearest point of the curve. The polyline's own distance was
/// within 0.002 pt too, but its level sets are polygons: flat along each chord, bent at each vertex. The renderer
/// reads curvature from second differences of the field at one-pixel steps, where those kinks became a bright and
/// dark stripe every few pixels below a continuous corner's edge (seen on a sheet's top corners @3x).
///
/// Per call: fold the point into one quadrant (the shape is symmetric about both axes), then about the corner's
/// diagonal (the local outline — two edge rays and the corner — is symmetric about it), then take the nearest of
/// the straight edge, the arc (an exact circle distance when the point lies in the arc's angular wedge) and the
/// polyline, whose candidate segment is found by binary search: along a convex curve, the projection
/// dot(p − V_i, T_i) onto the tangent changes sign once, at the foot of the perpendicular (for points no deeper
/// than the local radius of curvature). Points deeper inside than r/2 are settled by the smallest distance to a
/// tangent line instead (exact for a convex shape), searched coarse-to-fine over the polyline (every √n-th line,
/// then all lines around the best; the tangent-line distance varies smoothly along the curve). Points along the
/// edges, outside or inside, and the interior beyond the corners return after a few operations (see
/// `edgeColumn`). No allocation, no dynamic dispatch.
package struct ContinuousRoundedRectangleField: SignedDistanceField {
    /// One polyline vertex of the corner's cubic, in corner coordinates (u, v).
    package struct Vertex: Sendable {
        package var point: SIMD2<Float>
        /// Unit tangent of the true curve at `point`, in the direction of travel (away from the edge).
        package var tangent: SIMD2<Float>
        /// From `point` to the next vertex, and 1 / its squared length (0 for the last vertex).
        package var edge: SIMD2<Float>
        package var inverseLengthSquared: Float
        /// Unit normal of the edge to the next vertex, pointing into the shape (zero for the last vertex).
        package var inwardNormal: SIMD2<Float>
    }

    package let center: SIMD2<Float>
    package let halfSize: SIMD2<Float>
    package let radius: Float
    package let extent: Float
    /// (cos φ, sin φ) of the join angle: the arc's wedge test.
    package let joinDirection: SIMD2<Float>
    package let vertices: [Vertex]
    /// Stride of the coarse pass of the deep-inside scan (about √(vertex count)).
    package let coarseStride: Int
    /// Inside points (after the folds) with u ≥ this are nearest to the edge v = 0; see `init`.
    package let edgeColumn: Float
    package let bounds: CGRect
    package let profile: ContinuousCornerProfile
    /// The cubic in power form, B(τ) = ((a τ + b) τ + c) τ + d in corner coordinates, for the refinement
    /// (``refine(_:w:)``).
    package let cubic: (a: SIMD2<Float>, b: SIMD2<Float>, c: SIMD2<Float>, d: SIMD2<Float>)

    /// Chord tolerance of the polyline, in points.
    package static let tolerance = 0.002

    /// `rect` must be a usable frame; `radius` must be in (0, half the shorter side].
    package init(rect: CGRect, radius r: Double) {
        let halfW = Double(rect.width) / 2, halfH = Double(rect.height) / 2
        center = SIMD2(Float(rect.midX), Float(rect.midY))
        halfSize = SIMD2(Float(halfW), Float(halfH))
        let profile = ContinuousCornerProfile(radius: r, limit: min(halfW, halfH))
        self.profile = profile
        radius = Float(r)
        extent = Float(profile.extent)
        joinDirection = SIMD2(Float(cos(profile.joinAngle)), Float(sin(profile.joinAngle)))
        bounds = rect

        // Chord error ≤ (segment length)² κmax / 8 with κmax ≈ 1.21 / r; segment length ≤ max speed / n.
        let legs = [profile.p1 - profile.p0, profile.p2 - profile.p1, profile.p3 - profile.p2]
        let maxSpeed = 3 * legs.reduce(0) { max($0, ($1 * $1).sum().squareRoot()) }
        var vertices: [Vertex] = []
        if maxSpeed > 1e-9 {
            let kappaMax = 1.25 / r
            let n = min(max(Int((maxSpeed * (kappaMax / (8 * Self.tolerance)).squareRoot()).rounded(.up)), 4), 4096)
            var points: [SIMD2<Double>] = []
            var tangents: [SIMD2<Double>] = []
            for i in 0...n {
                let t = Double(i) / Double(n)
                points.append(profile.cubicPoint(t))
                var d = profile.cubicDerivative(t)
                let len = (d * d).sum().squareRoot()
                d = len > 0 ? d / len : SIMD2(-1, 0)
                tangents.append(d)
            }
            for i in 0...n {
                let p = SIMD2<Float>(points[i])
                let next = i < n ? SIMD2<Float>(points[i + 1]) : p
                let e = next - p
                let len2 = (e * e).sum()
                let normal = len2 > 0 ? SIMD2(e.y, -e.x) / len2.squareRoot() : .zero
                vertices.append(Vertex(point: p, tangent: SIMD2<Float>(tangents[i]), edge: e,
                                       inverseLengthSquared: len2 > 0 ? 1 / len2 : 0, inwardNormal: normal))
            }
        }
        self.vertices = vertices
        let (p0, p1, p2, p3) = (profile.p0, profile.p1, profile.p2, profile.p3)
        cubic = (SIMD2<Float>(3 * p1 - p0 - 3 * p2 + p3), SIMD2<Float>(3 * (p0 - 2 * p1 + p2)), SIMD2<Float>(3 * (p1 - p0)),
                 SIMD2<Float>(p0))
        coarseStride = max(Int(Double(vertices.count).squareRoot()), 1)

        // For an inside point w = (u, v) with v ≤ u, its inside distance is the smallest distance to a tangent
        // line of the (convex) outline. A line with inward normal (sin θ, cos θ) through c is at distance
        // (u − c.u) sin θ + (v − c.v) cos θ ≥ v + u (sin θ + cos θ − 1) − c.u sin θ − c.v cos θ (using v ≤ u),
        // which is ≥ v (the edge's distance) once u ≥ (c.u sin θ + c.v cos θ) / (sin θ + cos θ − 1). For the arc's
        // lines that bound is exactly r; for the polyline's, take the largest over its segments.
        var column = max(Double(profile.extent), r)
        for vertex in vertices where vertex.inwardNormal != .zero {
            let n = SIMD2<Double>(vertex.inwardNormal), c = SIMD2<Double>(vertex.point)
            let denominator = n.x + n.y - 1
            if denominator > 1e-9 { column = max(column, (c.x * n.x + c.y * n.y) / denominator) }
        }
        edgeColumn = Float(column) + 1e-3
    }

    package func distance(to p: SIMD2<Float>) -> Float {
        var unused = -1
        return distance(to: p, hint: &unused)
    }

    /// ``distance(to:)`` for points visited in order along a row: `hint` carries the polyline segment the last
    /// point found (-1 at first). Where the point lies shallower than the curve's smallest radius of curvature
    /// (so the tangent projection changes sign once along the polyline, see below) the segment is found by walking
    /// from the hint — a step or two between neighbouring pixels — instead of the binary search; the walk stops at
    /// the same segment, so every distance is the same bit for bit. The search was the larger part of a corner
    /// point's cost, and the corners' points were a fifth of a sheet frame (perf).
    @inline(__always)
    package func distance(to p: SIMD2<Float>, hint: inout Int) -> Float {
        let q = (p - center).absolute
        var u = halfSize.x - q.x, v = halfSize.y - q.y
        if v > u { swap(&u, &v) }

        // The straight edge v = 0 (u ≥ extent). Every corner point has u ≤ extent, so when |v| ≤ u − extent the
        // edge is the nearest feature.
        let beyond = u - extent
        if beyond >= 0 && abs(v) <= beyond { return -v }
        if v >= 0 && u >= edgeColumn { return -v }
        var best: Float = beyond >= 0 ? -v : .infinity

        // The arc: centre (r, r), angles φ...45°. After the diagonal fold (v ≤ u) the point is in the arc's wedge
        // exactly when it is on the arc's side of the ray through the join.
        let cu = u - radius, cv = v - radius
        if joinDirection.x * cu - joinDirection.y * cv <= 0 {
            let d = (cu * cu + cv * cv).squareRoot() - radius
            // Outside and in the wedge: the offset from the arc point is along its normal, so for a convex shape
            // that arc point is the nearest point.
            if d >= 0 { return d }
            if abs(d) < abs(best) { best = d }
        }

        // The cubic's polyline, read through a buffer pointer (no bounds checks or reference counting per access).
        guard vertices.count > 1 else { return best }
        return vertices.withUnsafeBufferPointer { buffer in
            let w = SIMD2(u, v)
            // Inside depth ≤ v (the edge line v = 0 supports the convex shape), so v below the smallest radius of
            // curvature bounds the depth below it.
            let walks = hint >= 0 && v < shallowLimit
            let segment = walks ? walk(buffer, w: w, from: hint) : search(buffer, w: w)
            hint = segment
            return polylineDistance(buffer, w: w, arcOffset: SIMD2(cu, cv), best: best, segment: segment)
        }
    }

    /// The largest i with dot(w − V_i, T_i) ≥ 0 (0 when there is none), by a branch-free binary search: the
    /// comparison selects the next base instead of a jump the processor would mispredict half the time.
    @inline(__always)
    package func search(_ vertices: UnsafeBufferPointer<Vertex>, w: SIMD2<Float>) -> Int {
        guard (w - vertices[0].point).dot(vertices[0].tangent) >= 0 else { return 0 }
        var lo = 0, n = vertices.count
        while n > 1 {
            let half = n >> 1
            let vertex = vertices[lo + half]
            lo = (w - vertex.point).dot(vertex.tangent) >= 0 ? lo + half : lo
            n -= half
        }
        return lo
    }

    /// ``search(_:w:)``'s answer reached by walking from `start`, for a point where the projection changes sign
    /// once (positive, then negative, along the polyline): there both find the last vertex before the change.
    @inline(__always)
    package func walk(_ vertices: UnsafeBufferPointer<Vertex>, w: SIMD2<Float>, from start: Int) -> Int {
        func ahead(_ i: Int) -> Bool { (w - vertices[i].point).dot(vertices[i].tangent) >= 0 }
        var i = min(start, vertices.count - 1)
        while i + 1 < vertices.count && ahead(i + 1) { i += 1 }
        while i > 0 && !ahead(i) { i -= 1 }
        return i
    }

    /// The nearest of `best` and the polyline for the folded point `w` (corner coordinates); `arcOffset` is
    /// w minus the arc's centre.
    @inline(__always)
    private func polylineDistance(_ vertices: UnsafeBufferPointer<Vertex>, w: SIMD2<Float>, arcOffset: SIMD2<Float>,
                                  best initial: Float, segment i: Int) -> Float {
        var best = initial
        let count = vertices.count
        let v = w.y, cu = arcOffset.x, cv = arcOffset.y
        let first = max(i - 1, 0), last = min(i + 1, count - 2)
        var bestSquared = Float.infinity
        var bestCross: Float = 0
        var bestSegment = first, bestT: Float = 0
        var k = first
        while k <= last {
            let vertex = vertices[k]
            let a = w - vertex.point
            let t = min(max(a.dot(vertex.edge) * vertex.inverseLengthSquared, 0), 1)
            let d = a - vertex.edge * t
            let squared = d.dot(d)
            if squared < bestSquared {
                bestSquared = squared
                bestCross = vertex.edge.x * a.y - vertex.edge.y * a.x
                bestSegment = k
                bestT = t
            }
            k += 1
        }
        var d = bestSquared.squareRoot()
        // Refined on the cubic unless the point is deep inside, where the tangent lines below settle it.
        let polyline = bestCross < 0 ? -d : d
        let deep = (d < abs(best) ? polyline : best) < deepThreshold
        if !deep, let exact = refine(Float(bestSegment) + bestT, w: w) { d = exact.distance; bestCross = exact.cross }
        if d < abs(best) { best = bestCross < 0 ? -d : d }

        // Deep inside, near the centres of curvature, the tangent projection has several sign changes and
        // the search may miss the nearest segment. The shape is convex, so there the inside distance is the
        // smallest distance to a tangent line: the edge's (v), the polyline's and the arc's.
        if best < deepThreshold {
            // Coarse pass over every `coarseStride`-th line, then every line around the best one.
            var inside = v
            var coarseBest = Float.infinity, coarseIndex = 0
            var k = 0
            while k < count - 1 {
                let vertex = vertices[k]
                let d = (w - vertex.point).dot(vertex.inwardNormal)
                if d < coarseBest { coarseBest = d; coarseIndex = k }
                k += coarseStride
            }
            k = max(coarseIndex - coarseStride, 0)
            let end = min(coarseIndex + coarseStride, count - 2)
            var lineBest = Float.infinity, lineIndex = k
            while k <= end {
                let vertex = vertices[k]
                let d = (w - vertex.point).dot(vertex.inwardNormal)
                if d < lineBest { lineBest = d; lineIndex = k }
                k += 1
            }
            // The nearest tangent line of a convex curve touches it at the nearest point: refined on the cubic
            // from the best chord's middle.
            if let exact = refine(Float(lineIndex) + 0.5, w: w), exact.cross <= 0 {
                // Exact: the unrefined polyline distance above (its chords lie inside the curve, up to 0.002 pt
                // nearer) must not undercut it.
                inside = min(inside, exact.distance, initial < 0 ? -initial : .infinity)
            } else {
                inside = min(inside, lineBest, -best)
            }
            if joinDirection.x * cu - joinDirection.y * cv <= 0 {
                inside = min(inside, radius - (cu * cu + cv * cv).squareRoot())
            } else {
                // Outside the arc's wedge the nearest tangent lines are those at its ends (join and apex).
                let atJoin = -(joinDirection.y * cu + joinDirection.x * cv)
                let atApex = -(cu + cv) * (0.5 as Float).squareRoot()
                inside = min(inside, radius - max(atJoin, atApex))
            }
            best = -inside
        }
        return best
    }

    /// The distance from `w` to the cubic's nearest point near polyline position `position` (segment index plus
    /// the fraction along it; vertex i is the cubic at τ = i / segments), and the cross product of the curve's
    /// direction with the offset to `w` there (negative inside): one Newton step on (B(τ) − w)·B′(τ) = 0, kept
    /// within a segment of the start. The polyline puts the start within a small part of a segment of the nearest
    /// point; one step squares that error, and the distance, stationary there, moves by the square of what is
    /// left — far below float rounding. Nil where the step finds no minimum (then the polyline's answer stands).
    @inline(__always)
    private func refine(_ position: Float, w: SIMD2<Float>) -> (distance: Float, cross: Float)? {
        let segments = Float(vertices.count - 1)
        let start = position / segments, reach = 1 / segments
        let lower = max(start - reach, 0), upper = min(start + reach, 1)
        let toStart = point(start) - w, startVelocity = velocity(start)
        let slope = startVelocity.dot(startVelocity) + toStart.dot(6 * cubic.a * start + 2 * cubic.b)
        guard slope > 1e-12 else { return nil }
        let tau = min(max(start - toStart.dot(startVelocity) / slope, lower), upper)
        let offset = w - point(tau), direction = velocity(tau)
        return (offset.length, direction.x * offset.y - direction.y * offset.x)
    }

    /// The cubic at τ, and its derivative.
    @inline(__always) private func point(_ tau: Float) -> SIMD2<Float> { ((cubic.a * tau + cubic.b) * tau + cubic.c) * tau + cubic.d }
    @inline(__always) private func velocity(_ tau: Float) -> SIMD2<Float> { (3 * cubic.a * tau + 2 * cubic.b) * tau + cubic.c }

    /// Below this (negative) distance a point counts as deep inside; see `distance(to:)`.
    package var deepThreshold: Float { -0.5 * radius }

    /// Points with v (after the folds) below this are shallower than the curve's smallest radius of curvature,
    /// r / 1.25 (its largest curvature is about 1.21 / r, see `init`), less a margin for rounding.
    package var shallowLimit: Float { 0.75 * radius }
}
