import Foundation

/// A resolved distance field as a closed set of concrete types, for the per-pixel path.
///
/// Calling `distance(to:)` on an `any SignedDistanceField` stored in an array copies the existential first, and
/// a field larger than three words lives in a box, so every query cost a retain and a release — measured at
/// 60 % of a frame. Switching over concrete cases calls each field directly; shapes from outside the library
/// still work through `.other`.
enum FieldKernel: Sendable {
    case capsule(CapsuleField)
    case circle(CircleField)
    case rectangle(RectangleField)
    case circularRoundedRectangle(CircularRoundedRectangleField)
    case continuousRoundedRectangle(ContinuousRoundedRectangleField)
    case ellipse(EllipseField)
    case path(PathField)
    case other(any SignedDistanceField)

    init(_ field: any SignedDistanceField) {
        switch field {
        case let f as CapsuleField: self = .capsule(f)
        case let f as CircleField: self = .circle(f)
        case let f as RectangleField: self = .rectangle(f)
        case let f as CircularRoundedRectangleField: self = .circularRoundedRectangle(f)
        case let f as ContinuousRoundedRectangleField: self = .continuousRoundedRectangle(f)
        case let f as EllipseField: self = .ellipse(f)
        case let f as PathField: self = .path(f)
        default: self = .other(field)
        }
    }

    @inline(__always)
    func distance(to p: SIMD2<Float>) -> Float {
        switch self {
        case .capsule(let f): return f.distance(to: p)
        case .circle(let f): return f.distance(to: p)
        case .rectangle(let f): return f.distance(to: p)
        case .circularRoundedRectangle(let f): return f.distance(to: p)
        case .continuousRoundedRectangle(let f): return f.distance(to: p)
        case .ellipse(let f): return f.distance(to: p)
        case .path(let f): return f.distance(to: p)
        case .other(let f): return f.distance(to: p)
        }
    }
}
