import Foundation
import LiquidGlassCore

/// Where a pixel's distances come from: evaluated at the point (for data layers and odd queries), or read
/// from a tile's precomputed grid (the fast path).
protocol PixelGeometry {
    /// Signed distance of the pixel centre to the glass body, in points.
    var distance: Float { get }
    /// The nearest members of the body and their blend weight.
    func nearest() -> GlassBody.Nearest
    /// Distance at the pixel centre moved up by `offset` points (the drop shadow's source).
    func shadowDistance(offset: Float) -> Float
    /// Normal and edge curvature at the pixel centre.
    func edgeFrame() -> ElementShader.EdgeFrame
    /// The tint mixed over every member near the pixel (premultiplied; zero where none is tinted), when the
    /// shader mixes tints; nil otherwise (the tint then comes from the two nearest members).
    var tintMix: UnsafePointer<LinearPixel>? { get }
}

/// Distances evaluated directly at the point, with a ¼ pt stencil for the normal and curvature.
struct PointGeometry: PixelGeometry {
    let shader: ElementShader
    package let point: SIMD2<Float>
    package let near: GlassBody.Nearest

    init(shader: ElementShader, point: SIMD2<Float>) {
        self.shader = shader
        self.point = point
        self.near = shader.body.nearest(point)
    }

    package var distance: Float { near.distance }
    package func nearest() -> GlassBody.Nearest { near }
    var tintMix: UnsafePointer<LinearPixel>? { nil }

    func shadowDistance(offset: Float) -> Float {
        shader.body.distance(to: point - SIMD2(0, offset))
    }

    func edgeFrame() -> ElementShader.EdgeFrame {
        let h: Float = 0.25, b = shader.body, p = point
        return ElementShader.edgeFrame(
            d0: near.distance,
            dxp: b.distance(to: p + SIMD2(h, 0)), dxm: b.distance(to: p - SIMD2(h, 0)),
            dyp: b.distance(to: p + SIMD2(0, h)), dym: b.distance(to: p - SIMD2(0, h)), h: h)
    }
}

/// Distances read from a tile's grid of pixel-centre distances (one pixel of border on every side) and a
/// second grid holding the distances at the drop shadow's offset. Normals and curvature come from the
/// neighbouring pixels (a stencil of one pixel: ⅓ pt at @3x).
struct GridGeometry: PixelGeometry {
    /// The distance grid, pointing at this pixel.
    package let cell: UnsafePointer<Float>
    /// Floats per grid row.
    package let stride: Int
    /// The shadow grid, pointing at this pixel.
    let shadowCell: UnsafePointer<Float>
    /// The pixel's size in points.
    package let step: Float
    /// Unowned: the tile loop holds the shader (and so the body) alive; a strong reference here cost a
    /// retain and release per pixel.
    unowned(unsafe) let body: GlassBody
    package let point: SIMD2<Float>

    package var distance: Float { cell.pointee }

    /// For a container: the nearest members per pixel, from the same pass that filled the grid.
    package let union: (first: UnsafePointer<Int32>, second: UnsafePointer<Int32>, weight: UnsafePointer<Float>)?
    /// For a container whose members' tints are mixed per pixel: this pixel's mixed tint.
    let tintMix: UnsafePointer<LinearPixel>?

    package func nearest() -> GlassBody.Nearest {
        guard let union else { return GlassBody.Nearest(distance: cell.pointee, first: 0, second: -1, weight: 1) }
        return GlassBody.Nearest(distance: cell.pointee, first: Int(union.first.pointee), second: Int(union.second.pointee),
                                 weight: union.weight.pointee)
    }

    func shadowDistance(offset: Float) -> Float { shadowCell.pointee }

    func edgeFrame() -> ElementShader.EdgeFrame {
        ElementShader.edgeFrame(d0: cell.pointee, dxp: cell[1], dxm: cell[-1], dyp: cell[stride], dym: cell[-stride], h: step)
    }
}
