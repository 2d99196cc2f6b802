import Foundation
import LiquidGlassCore

/// An affine transform of a display item, in points: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` — the
/// matrix layout of Core Graphics' `CGAffineTransform`, which Foundation does not provide on Linux.
///
/// Content items may take any invertible transform (rotation, skew, scale). Glass items take translation and
/// positive axis-aligned scale only: the glass's distance fields are axis-aligned shapes in a frame, so a
/// rotated glass item is refused with an error naming it rather than drawn unrotated.
public struct DisplayTransform: Sendable, Equatable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(x: Double, y: Double) -> DisplayTransform {
        DisplayTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// Scales by `x`, `y` about `anchor` (points).
    public static func scale(x: Double, y: Double, anchor: CGPoint = .zero) -> DisplayTransform {
        let ax = Double(anchor.x), ay = Double(anchor.y)
        return DisplayTransform(a: x, b: 0, c: 0, d: y, tx: ax - x * ax, ty: ay - y * ay)
    }

    /// The lift of pressed glass: a scale about `centre` that grows it by 4 pt of its `height` at a full press
    /// (`amount` 1; Kyant0's press scale 1 + 4 / height, reference §2), as iOS scales the whole control.
    package static func pressLift(_ amount: Double, height: Double, about centre: CGPoint) -> DisplayTransform {
        let s = 1 + amount * 4 / height
        return .scale(x: s, y: s, anchor: centre)
    }

    /// Rotates by `degrees` (clockwise on screen, y pointing down, as SwiftUI's `rotationEffect`) about `anchor`.
    public static func rotation(degrees: Double, anchor: CGPoint = .zero) -> DisplayTransform {
        let r = degrees * .pi / 180
        let cs = cos(r), sn = sin(r)
        let ax = Double(anchor.x), ay = Double(anchor.y)
        return DisplayTransform(a: cs, b: sn, c: -sn, d: cs, tx: ax - cs * ax + sn * ay, ty: ay - sn * ax - cs * ay)
    }

    /// `self` applied first, then `other`.
    public func concatenating(_ other: DisplayTransform) -> DisplayTransform {
        DisplayTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                         c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                         tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }

    public var isIdentity: Bool { self == .identity }

    /// Translation and positive scale along the axes only (what glass items accept).
    public var isAxisAlignedScale: Bool { b == 0 && c == 0 && a > 0 && d > 0 }

    public var isFinite: Bool { [a, b, c, d, tx, ty].allSatisfy(\.isFinite) }

    public var determinant: Double { a * d - b * c }

    /// The inverse, or nil when the transform collapses the plane (determinant 0) or is not finite.
    public var inverted: DisplayTransform? {
        let det = determinant
        guard isFinite, det != 0, det.isFinite, abs(det) > 1e-12 else { return nil }
        return DisplayTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public func apply(_ p: CGPoint) -> CGPoint {
        let x = Double(p.x), y = Double(p.y)
        return CGPoint(x: a * x + c * y + tx, y: b * x + d * y + ty)
    }

    /// The axis-aligned box around the transformed corners of `rect`.
    public func apply(_ rect: CGRect) -> CGRect {
        if isIdentity { return rect }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)].map(apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
