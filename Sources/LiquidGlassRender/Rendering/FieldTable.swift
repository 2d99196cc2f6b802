import CLaneMath
import Foundation
import LiquidGlassCore

/// The members' distance fields, stored by concrete type so the per-pixel path calls them without copying.
///
/// An enum of fields (``FieldKernel``) still copied its payload at every query — an outlined copy call per
/// member per pixel, with a retain for the types that hold arrays — which made a 20-element container 7.8×
/// slower than one element of the same area. Here each member is a (type tag, index) pair into a buffer of its
/// type, and a query reads the field in place.
///
/// An emerging member's ``ErodedField`` (its shape shrunk by an inset) is unwrapped into its base field plus a
/// per-member inset: as an `other` field it went through an existential per pixel — a copy, a retain and a
/// release each time — 14 % of a `liquidglass bench --motion` recording in retain/release alone (perf, release
/// build).
final class FieldTable: @unchecked Sendable {
    private enum Tag: UInt8 { case capsule, circle, rectangle, lensBox, circularRounded, continuousRounded, ellipse, path, other }

    private let tags: UnsafeMutableBufferPointer<Tag>
    private let indices: UnsafeMutableBufferPointer<Int32>
    /// Added to each member's distance (an eroded member's inset; 0 otherwise).
    private let insets: UnsafeMutableBufferPointer<Float>
    private let capsules: UnsafeMutableBufferPointer<CapsuleField>
    private let circles: UnsafeMutableBufferPointer<CircleField>
    private let rectangles: UnsafeMutableBufferPointer<RectangleField>
    private let lensBoxes: UnsafeMutableBufferPointer<LensBoxField>
    private let circularRounded: UnsafeMutableBufferPointer<CircularRoundedRectangleField>
    private let continuousRounded: UnsafeMutableBufferPointer<ContinuousRoundedRectangleField>
    private let ellipses: UnsafeMutableBufferPointer<EllipseField>
    private let paths: UnsafeMutableBufferPointer<PathField>
    private let others: [any SignedDistanceField]
    /// The continuous rounded rectangles flattened for `lg_fill_continuous` (one per entry of `continuousRounded`,
    /// where the native kernels run), their vertices in `continuousVertices`.
    private let nativeContinuous: UnsafeMutableBufferPointer<lg_continuous_field>
    private let continuousVertices: UnsafeMutableBufferPointer<Float>

    init(_ fields: [any SignedDistanceField]) {
        var tags: [Tag] = [], indices: [Int32] = [], insets: [Float] = []
        var capsules: [CapsuleField] = [], circles: [CircleField] = [], rectangles: [RectangleField] = []
        var lensBoxes: [LensBoxField] = []
        var circularRounded: [CircularRoundedRectangleField] = [], continuousRounded: [ContinuousRoundedRectangleField] = []
        var ellipses: [EllipseField] = [], paths: [PathField] = [], others: [any SignedDistanceField] = []
        func add<T>(_ tag: Tag, _ value: T, to list: inout [T]) {
            tags.append(tag)
            indices.append(Int32(list.count))
            list.append(value)
        }
        for var field in fields {
            // One level, so that the sum is the field's own `base.distance + inset`, bit for bit (the plan
            // erodes a member once; a field eroded twice stays `other`).
            var inset: Float = 0
            if let eroded = field as? ErodedField {
                inset = eroded.inset
                field = eroded.base
            }
            insets.append(inset)
            switch field {
            case let f as CapsuleField: add(.capsule, f, to: &capsules)
            case let f as CircleField: add(.circle, f, to: &circles)
            case let f as RectangleField: add(.rectangle, f, to: &rectangles)
            case let f as LensBoxField: add(.lensBox, f, to: &lensBoxes)
            case let f as CircularRoundedRectangleField: add(.circularRounded, f, to: &circularRounded)
            case let f as ContinuousRoundedRectangleField: add(.continuousRounded, f, to: &continuousRounded)
            case let f as EllipseField: add(.ellipse, f, to: &ellipses)
            case let f as PathField: add(.path, f, to: &paths)
            default: add(.other, field, to: &others)
            }
        }
        func buffer<T>(_ values: [T]) -> UnsafeMutableBufferPointer<T> {
            let b = UnsafeMutableBufferPointer<T>.allocate(capacity: max(values.count, 1))
            _ = b.initialize(from: values)
            return b
        }
        self.tags = buffer(tags)
        self.indices = buffer(indices)
        self.insets = buffer(insets)
        self.capsules = buffer(capsules)
        self.circles = buffer(circles)
        self.rectangles = buffer(rectangles)
        self.lensBoxes = buffer(lensBoxes)
        self.circularRounded = buffer(circularRounded)
        self.continuousRounded = buffer(continuousRounded)
        self.ellipses = buffer(ellipses)
        self.paths = buffer(paths)
        self.others = others
        counts = (continuousRounded.count, paths.count)
        (nativeContinuous, continuousVertices) = Self.native ? Self.flatten(continuousRounded) : (buffer([]), buffer([]))
    }

    private let counts: (continuous: Int, paths: Int)

    deinit {
        // Only the types holding references need deinitialising; all buffers need freeing.
        continuousRounded.baseAddress?.deinitialize(count: counts.continuous)
        paths.baseAddress?.deinitialize(count: counts.paths)
        for b in [tags.deallocate, indices.deallocate, insets.deallocate, capsules.deallocate, circles.deallocate, rectangles.deallocate, lensBoxes.deallocate,
                  circularRounded.deallocate, continuousRounded.deallocate, ellipses.deallocate, paths.deallocate,
                  nativeContinuous.deallocate, continuousVertices.deallocate] { b() }
    }

    /// The distance from `p` to member `m`.
    @inline(__always)
    package func distance(_ m: Int, _ p: SIMD2<Float>) -> Float {
        let d = rawDistance(m, p), inset = insets[m]
        return inset == 0 ? d : d + inset
    }

    @inline(__always)
    private func rawDistance(_ m: Int, _ p: SIMD2<Float>) -> Float {
        let i = Int(indices[m])
        switch tags[m] {
        case .capsule: return Self.capsule(capsules.baseAddress! + i, p)
        case .circle: return Self.circle(circles.baseAddress! + i, p)
        case .rectangle: return rectangles[i].distance(to: p)
        case .lensBox: return lensBoxes[i].distance(to: p)
        case .circularRounded: return circularRounded[i].distance(to: p)
        case .continuousRounded: return continuousRounded[i].distance(to: p)
        case .ellipse: return ellipses[i].distance(to: p)
        case .path: return paths[i].distance(to: p)
        case .other: return others[i].distance(to: p)
        }
    }

    /// Distances to member `m` at `count` points `(x0 + k·dx, y)`: one dispatch for the whole row.
    ///
    /// `native` (where the processor has AVX2) runs the continuous rounded rectangle's rows in CLaneMath's
    /// `lg_fill_continuous`; off, in Swift's lanes (the tests run both; the distances are the same bit for bit).
    /// With `first`, only the points from `first` on are asked for (the rest of `out` is left as it is, or written
    /// with their distances: the continuous rounded rectangle, whose corner points are the costly ones, skips them);
    /// a point's distance does not depend on where its row starts.
    package func fill(_ m: Int, y: Float, x0: Float, dx: Float, from first: Int = 0, count: Int,
                      into out: UnsafeMutablePointer<Float>, native: Bool = FieldTable.native) {
        let i = Int(indices[m])
        switch tags[m] {
        case .capsule where Self.native:
            let f = capsules[i]
            lg_fill_capsule(f.center.x, f.center.y, f.halfStraight.x, f.halfStraight.y, f.radius, y, x0, dx, Int32(count), out)
        case .circle where Self.native:
            let f = circles[i]
            lg_fill_circle(f.center.x, f.center.y, f.radius, y, x0, dx, Int32(count), out)
        case .capsule:
            let f = capsules.baseAddress! + i
            let lanes = count & ~7
            for k in Swift.stride(from: 0, to: lanes, by: 8) { Self.capsule(f, Self.xs(x0, dx, k), y, out + k) }
            for k in lanes..<count { out[k] = Self.capsule(f, SIMD2(x0 + Float(k) * dx, y)) }
        case .circle:
            let f = circles.baseAddress! + i
            let lanes = count & ~7
            for k in Swift.stride(from: 0, to: lanes, by: 8) { Self.circle(f, Self.xs(x0, dx, k), y, out + k) }
            for k in lanes..<count { out[k] = Self.circle(f, SIMD2(x0 + Float(k) * dx, y)) }
        case .rectangle: Self.fill(rectangles.baseAddress! + i, y, x0, dx, count, out)
        case .lensBox: Self.fill(lensBoxes.baseAddress! + i, y, x0, dx, count, out)
        case .circularRounded: Self.fill(circularRounded.baseAddress! + i, y, x0, dx, count, out)
        case .continuousRounded where native && Self.native:
            Self.continuousRounded(continuousRounded.baseAddress! + i, native: nativeContinuous.baseAddress! + i, y, x0, dx,
                                   from: first, count, out)
        case .continuousRounded: Self.continuousRounded(continuousRounded.baseAddress! + i, y, x0, dx, from: first, count, out)
        case .ellipse: Self.fill(ellipses.baseAddress! + i, y, x0, dx, count, out)
        case .path: Self.fill(paths.baseAddress! + i, y, x0, dx, count, out)
        case .other: Self.fill(others[i], y, x0, dx, count, out)
        }
        let inset = insets[m]
        if inset != 0 {
            for k in (tags[m] == .continuousRounded ? first : 0)..<count { out[k] += inset }
        }
    }

    /// Member `m` for `lg_union_distances` when it is a circle or a capsule and the native kernels run; else nil.
    func unionMember(_ m: Int) -> lg_union_member? {
        guard Self.native else { return nil }
        let i = Int(indices[m])
        switch tags[m] {
        case .circle:
            let f = circles[i]
            return lg_union_member(capsule: 0, cx: f.center.x, cy: f.center.y, hx: 0, hy: 0, radius: f.radius, inset: insets[m])
        case .capsule:
            let f = capsules[i]
            return lg_union_member(capsule: 1, cx: f.center.x, cy: f.center.y, hx: f.halfStraight.x, hy: f.halfStraight.y,
                                   radius: f.radius, inset: insets[m])
        default:
            return nil
        }
    }

    /// Whether the circle and capsule rows run CLaneMath's AVX2 versions (the same floats: see lg_shade.h): the
    /// row fills were 10 % of a standard frame once its shading ran natively (perf).
    static let native = ElementShader.nativeKernelAvailable

    // The two commonest shapes are computed here rather than through `CircleField`/`CapsuleField.distance(to:)`:
    // across the module boundary those ran as calls (the circle's through its protocol witness, with a call to
    // `_stdlib_squareRootf` inside), ≈ 1 G instructions of an 8.4 G `liquidglass bench --iterations 1` run
    // (callgrind), although they are `@inlinable`. Same formulas as the fields (tests compare them).
    @inline(__always)
    private static func circle(_ f: UnsafeMutablePointer<CircleField>, _ p: SIMD2<Float>) -> Float {
        let v = p - f.pointee.center
        return (v.x * v.x + v.y * v.y).squareRoot() - f.pointee.radius
    }

    @inline(__always)
    private static func capsule(_ f: UnsafeMutablePointer<CapsuleField>, _ p: SIMD2<Float>) -> Float {
        let q = p - f.pointee.center
        let half = f.pointee.halfStraight
        let dx = max(Swift.abs(q.x) - half.x, 0), dy = max(Swift.abs(q.y) - half.y, 0)
        return (dx * dx + dy * dy).squareRoot() - f.pointee.radius
    }

    // Eight points at a time for whole groups of eight, the rest one by one: the same operations in the same order
    // (square roots are correctly rounded either way), so a distance does not depend on where its row is cut.
    // The scalar loop could not be vectorised: Linux's `squareRoot()` keeps libm's errno path (perf: the row
    // fills were 13 % of a frame once the shading ran in lanes).
    @inline(__always)
    private static func xs(_ x0: Float, _ dx: Float, _ k: Int) -> Lanes {
        Lanes(repeating: x0) + (Lanes(0, 1, 2, 3, 4, 5, 6, 7) + Float(k)) * dx
    }

    @inline(__always)
    private static func circle(_ f: UnsafeMutablePointer<CircleField>, _ x: Lanes, _ y: Float, _ out: UnsafeMutablePointer<Float>) {
        let vx = x - f.pointee.center.x, vy = y - f.pointee.center.y
        LaneMath.store((vx * vx + vy * vy).root - f.pointee.radius, to: out)
    }

    @inline(__always)
    private static func capsule(_ f: UnsafeMutablePointer<CapsuleField>, _ x: Lanes, _ y: Float, _ out: UnsafeMutablePointer<Float>) {
        let half = f.pointee.halfStraight
        let dx = ((x - f.pointee.center.x).magnitude - half.x).atLeast(0)
        let dy = max(Swift.abs(y - f.pointee.center.y) - half.y, 0)
        LaneMath.store((dx * dx + dy * dy).root - f.pointee.radius, to: out)
    }

    /// A continuous rounded rectangle's row: eight points at a time where they are nearest to a straight edge (the
    /// field's first two early returns, `-v`, the same operations lane by lane) and near a corner
    /// (``continuousCorner(_:u:v:settled:x:y:hint:out:)``), the field's own `distance(to:)` for the row's tail.
    /// A sheet's rows are nearly all edge: its per-point calls were 18 % of a sheet frame (perf).
    @inline(__always)
    private static func continuousRounded(_ f: UnsafeMutablePointer<ContinuousRoundedRectangleField>, _ y: Float, _ x0: Float,
                                          _ dx: Float, from first: Int = 0, _ count: Int, _ out: UnsafeMutablePointer<Float>) {
        let field = f.pointee
        let cx = field.center.x, halfX = field.halfSize.x
        let vy = field.halfSize.y - Swift.abs(y - field.center.y)
        let extent = field.extent, column = field.edgeColumn
        let lanes = first + ((count - first) & ~7)
        // The polyline segment of the last corner point, for the next (see `distance(to:hint:)`).
        var hint = -1
        for k in Swift.stride(from: first, to: lanes, by: 8) {
            let x = xs(x0, dx, k)
            let ux = halfX - (x - cx).magnitude
            // The field's fold about the corner's diagonal: u the larger, v the smaller.
            let swaps = Lanes(repeating: vy) .> ux
            let u = ux.replacing(with: vy, where: swaps), v = Lanes(repeating: vy).replacing(with: ux, where: swaps)
            let beyond = u - extent
            let edge = (beyond .>= 0 .& (v.magnitude .<= beyond)) .| ((v .>= 0) .& (u .>= column))
            if all(edge) {
                LaneMath.store(-v, to: out + k)
            } else {
                continuousCorner(field, u: u, v: v, settled: edge, x: x, y: y, hint: &hint, out: out + k)
            }
        }
        for j in lanes..<count { out[j] = field.distance(to: SIMD2(x0 + Float(j) * dx, y), hint: &hint) }
    }

    /// A field of a type not listed: opened once for the row (not copied per point).
    private static func fill<F: SignedDistanceField>(_ f: F, _ y: Float, _ x0: Float, _ dx: Float, _ count: Int,
                                                     _ out: UnsafeMutablePointer<Float>) {
        for k in 0..<count { out[k] = f.distance(to: SIMD2(x0 + Float(k) * dx, y)) }
    }

    @inline(__always)
    private static func fill<F: SignedDistanceField>(_ f: UnsafeMutablePointer<F>, _ y: Float, _ x0: Float, _ dx: Float,
                                                     _ count: Int, _ out: UnsafeMutablePointer<Float>) {
        // One copy of the field per row: `f.pointee.distance(to:)` copied it per point, with a retain and release
        // for the fields that hold arrays (the continuous rounded rectangle: 9 % of a sheet frame, perf).
        let field = f.pointee
        for k in 0..<count { out[k] = field.distance(to: SIMD2(x0 + Float(k) * dx, y)) }
    }

    /// Whether member `m`'s field is the exact signed distance of a convex shape (also eroded: a convex function
    /// plus a constant): every exact field here is one.
    func isConvex(_ m: Int) -> Bool { isExact(m) }

    /// Whether member `m` is a circle (also eroded): its distances change from row to row and from one group of
    /// pixels to the next everywhere, with no straight stretch of edge along which they repeat.
    func isCircle(_ m: Int) -> Bool { tags[m] == .circle }

    /// Whether member `m`'s field is an exact signed distance (changes by at most 1 per point): the circle,
    /// capsule, rectangles and rounded rectangles (the continuous one within 0.002 pt), also eroded; and glass's
    /// ``LensBoxField``, not exact inside but as good for the bounds: 1-Lipschitz, and concave inside.
    func isExact(_ m: Int) -> Bool {
        switch tags[m] {
        case .capsule, .circle, .rectangle, .lensBox, .circularRounded, .continuousRounded: return true
        case .ellipse, .path, .other: return false
        }
    }
}
