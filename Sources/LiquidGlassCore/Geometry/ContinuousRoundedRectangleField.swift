import Foundation

/// A rounded rectangle with continuous corners (``ContinuousCornerProfile``) placed in a frame.
///
/// Distances are exact to the arc part of each corner and to the straight edges, and within 0.002 pt of the
/// cubic part, which is measured against a polyline built in `init` (dense enough that its chords stay within
/// 0.002 pt of the curve).
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
    struct Vertex: Sendable {
        package var point: SIMD2<Float>
        /// Unit tangent of the true curve at `point`, in the direction of travel (away from the edge).
        var tangent: SIMD2<Float>
        /// From `point` to the next vertex, and 1 / its squared length (0 for the last vertex).
        package var edge: SIMD2<Float>
        package var inverseLengthSquared: Float
        /// Unit normal of the edge to the next vertex, pointing into the shape (zero for the last vertex).
        var inwardNormal: SIMD2<Float>
    }

    package let center: SIMD2<Float>
    let halfSize: SIMD2<Float>
    package let radius: Float
    package let extent: Float
    /// (cos φ, sin φ) of the join angle: the arc's wedge test.
    let joinDirection: SIMD2<Float>
    let vertices: [Vertex]
    /// Stride of the coarse pass of the deep-inside scan (about √(vertex count)).
    let coarseStride: Int
    /// Inside points (after the folds) with u ≥ this are nearest to the edge v = 0; see `init`.
    let edgeColumn: Float
    package let bounds: CGRect
    package let profile: ContinuousCornerProfile

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
            polylineDistance(buffer, w: SIMD2(u, v), arcOffset: SIMD2(cu, cv), best: best)
        }
    }

    /// The nearest of `best` and the polyline for the folded point `w` (corner coordinates); `arcOffset` is
    /// w minus the arc's centre.
    @inline(__always)
    private func polylineDistance(_ vertices: UnsafeBufferPointer<Vertex>, w: SIMD2<Float>, arcOffset: SIMD2<Float>,
                                  best initial: Float) -> Float {
        var best = initial
        let count = vertices.count
        let v = w.y, cu = arcOffset.x, cv = arcOffset.y
        var i = 0
        if (w - vertices[0].point).dot(vertices[0].tangent) >= 0 {
            // Largest i with dot(w − V_i, T_i) ≥ 0 (g(0) ≥ 0 here), by a branch-free binary search: the
            // comparison selects the next base instead of a jump the processor would mispredict half the time.
            var lo = 0, n = count
            while n > 1 {
                let half = n >> 1
                let vertex = vertices[lo + half]
                lo = (w - vertex.point).dot(vertex.tangent) >= 0 ? lo + half : lo
                n -= half
            }
            i = lo
        }
        let first = max(i - 1, 0), last = min(i + 1, count - 2)
        var bestSquared = Float.infinity
        var bestCross: Float = 0
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
            }
            k += 1
        }
        let d = bestSquared.squareRoot()
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
            while k <= end {
                let vertex = vertices[k]
                inside = min(inside, (w - vertex.point).dot(vertex.inwardNormal))
                k += 1
            }
            inside = min(inside, -best)
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

    /// Below this (negative) distance a point counts as deep inside; see `distance(to:)`.
    var deepThreshold: Float { -0.5 * radius }
}
