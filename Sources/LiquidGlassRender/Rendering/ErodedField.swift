import Foundation
import LiquidGlassCore

/// A field pushed outward by `inset` points: the shape eroded (shrunk toward its inside by `inset`), and —
/// inside a smooth union — a member whose distances exceed its neighbours' by the blend distance or more
/// changes nothing. Glass that emerges from other glass (``GlassDisplayItem/emergence``) uses it.
///
/// Only emerging members are wrapped, so the common path keeps its concrete field types (``FieldTable``).
struct ErodedField: SignedDistanceField {
    let base: any SignedDistanceField
    let inset: Float

    func distance(to p: SIMD2<Float>) -> Float { base.distance(to: p) + inset }
    var bounds: CGRect { base.bounds }
}
