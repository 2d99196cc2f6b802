import Foundation
import LiquidGlassCore

/// Outside the glass: the drop shadow (a Gaussian-blurred copy of the shape, offset downwards) and the thin
/// dark contour that separates glass from a backdrop of the same brightness. Runs only where coverage < 1.
extension ElementShader {
    /// Drop shadow opacity for a point at distance `d` (points) from the offset shape.
    @inline(__always)
    func dropShadow(distance d: Float, _ material: UnsafePointer<GlassMaterial>) -> Float {
        guard material.pointee.dropShadowOpacity > 0 else { return 0 }
        // ½·erfc(d / σ√2), the edge of a Gaussian-blurred shape, by the logistic approximation
        // 1 / (1 + e^(1.702·d/σ)) (within 1 % of the opacity; libm's erfcf was 10 % of a frame).
        let t = min(1.702 * d / material.pointee.dropShadowRadius, 30)
        return material.pointee.dropShadowOpacity / (1 + Foundation.exp(t))
    }

    /// The shadow's total opacity at a pixel of the given distance and coverage: drop shadow, then the contour.
    @inline(__always)
    func outerShadow<G: PixelGeometry>(distance d: Float, coverage: Float, _ material: UnsafePointer<GlassMaterial>,
                                       geometry: G) -> Float {
        let shadowAlpha = dropShadow(distance: geometry.shadowDistance(offset: material.pointee.dropShadowOffset), material)
        let contourCoverage = min(max(0.5 - (d - material.pointee.contourWidth) * scale, 0), 1) - coverage
        return shadowAlpha + (1 - shadowAlpha) * material.pointee.contourOpacity * max(contourCoverage, 0)
    }

    /// `behind` darkened by a shadow of opacity `alpha` (the shadow adds coverage where the backdrop had none).
    @inline(__always)
    func shadowed(_ behind: LinearPixel, by alpha: Float) -> LinearPixel {
        var under = behind * (1 - alpha)
        under.w = behind.w + alpha * (1 - behind.w)
        return under
    }

    /// ``outerShadow(distance:coverage:_:geometry:)`` in lanes: the drop shadow from the tile's shadow distances
    /// (`shadowCell`), then the contour; zero where a lane is not `outside`.
    @inline(__always)
    func outerShadowLanes(distance d: Lanes, coverage: Lanes, outside: LaneMask, shadowCell: UnsafePointer<Float>,
                          _ m: UnsafePointer<GlassMaterial>) -> Lanes {
        var drop = Lanes.zero
        if m.pointee.dropShadowOpacity > 0 {
            let t = (1.702 * LaneMath.load(shadowCell) / m.pointee.dropShadowRadius).atMost(30)
            drop = m.pointee.dropShadowOpacity / (1 + LaneMath.exp(t))
        }
        let contour = (0.5 - (d - m.pointee.contourWidth) * scale).clampedToUnit - coverage
        let alpha = drop + (1 - drop) * m.pointee.contourOpacity * contour.atLeast(0)
        return Lanes.zero.replacing(with: alpha, where: outside)
    }
}
