import Foundation
internal import LiquidGlass

/// The screen map of `rotation3DEffect`: the view's plane turned about an axis through the anchor, projected
/// straight onto the screen (x right, y down, z towards the viewer).
enum PlaneTurn {
    /// The linear part of the turn as seen from in front: the top-left 2 × 2 block of the rotation matrix about the
    /// unit `axis` (Rodrigues' formula). About z it equals ``DisplayTransform/rotation(degrees:anchor:)`` (clockwise
    /// on screen for a positive angle, as `rotationEffect`); about x it scales y by cos θ (−1 at 180°: mirrored top
    /// to bottom); about y it scales x by cos θ. Nil for a zero axis or a whole turn (nothing to draw differently).
    static func projection(angle: Angle, axis: (x: Double, y: Double, z: Double)) -> DisplayTransform? {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite, angle.radians.isFinite else { return nil }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let cs = cos(angle.radians), sn = sin(angle.radians), t = 1 - cs
        let r00 = cs + x * x * t, r01 = x * y * t - z * sn
        let r10 = y * x * t + z * sn, r11 = cs + y * y * t
        let m = DisplayTransform(a: r00, b: r10, c: r01, d: r11, tx: 0, ty: 0)
        return isIdentity(m) ? nil : m
    }

    /// True when perspective would change the picture: the plane is tilted out of the screen (not a turn about z,
    /// nor a half turn about an axis in the plane, which lands it flat again).
    static func isForeshortened(_ m: DisplayTransform) -> Bool {
        // A flat plane maps by a rotation or a reflection: orthonormal columns, |det| = 1.
        abs(abs(m.a * m.d - m.b * m.c) - 1) > 1e-9
    }

    private static func isIdentity(_ m: DisplayTransform) -> Bool {
        abs(m.a - 1) < 1e-12 && abs(m.b) < 1e-12 && abs(m.c) < 1e-12 && abs(m.d - 1) < 1e-12
    }
}
