import LiquidGlassCore

/// Stage 3, frost: the backdrop blurred by the material's frost radius (``FrostedBackdrop``, made once per
/// radius and group by the plan), sampled bilinearly where refraction says.
extension ElementShader {
    /// The frosted backdrop at `point` (canvas pixels) for the member `look`.
    @inline(__always)
    func frost(at point: SIMD2<Float>, _ look: UnsafePointer<Look>) -> LinearPixel {
        (look.pointee.frost == 0 ? firstFrost : frosts[look.pointee.frost]).sample(x: point.x, y: point.y)
    }
}

extension ElementShader {
    /// The toned frost (``tonedFrosts``) at `point` (canvas pixels) for the member `look`: the glass's colour
    /// before tint, inner shadow and highlights.
    @inline(__always)
    func tonedFrost(at point: SIMD2<Float>, _ look: UnsafePointer<Look>) -> LinearPixel {
        tonedFrosts[look.pointee.toned].sample(x: point.x, y: point.y)
    }

    /// `frost` at pixels `x0 ..< x0 + 8` of row `y`, each moved by its offset (points); lanes not in `mask` are
    /// zero.
    @inline(__always)
    func frost(_ frost: Unmanaged<FrostedBackdrop>, x0: Int, y: Int, offsetX: Lanes, offsetY: Lanes, mask: LaneMask) -> PixelLanes {
        let step = 1 / scale
        let px = ((Self.columns(x0) + 0.5) * step + offsetX) * scale
        let py = ((Float(y) + 0.5) * step + offsetY) * scale
        return frost._withUnsafeGuaranteedRef { $0.sample(x: px, y: py, mask: mask) }
    }
}
