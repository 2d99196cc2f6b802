import LiquidGlassCore

/// Where the tiles of a pass read the pixels behind the glass when the canvas is a frame buffer that may hold an
/// earlier frame (`GlassRenderer.render(_:over:into:)`; see `GlassRenderer.draw`).
enum TileSource {
    /// Every tile reads the canvas: its pixels are restored from the backdrop or drawn this frame before the pass.
    case canvas
    /// Every tile reads the backdrop and writes each of its pixels (a pass on the uniform native kernels).
    case backdrop
    /// The tiles listed read the canvas once the listed rectangles of each are restored from the backdrop (the
    /// pixels no earlier group drew this frame); the others read the backdrop, as in ``backdrop``.
    case mixed([Int: [PixelRect]])

    /// What one tile reads.
    enum Tile: Equatable {
        case backdrop
        case canvas(restoring: [PixelRect])
    }

    /// Where tile `index` of the pass reads the pixels behind.
    func of(_ index: Int) -> Tile {
        switch self {
        case .canvas: .canvas(restoring: [])
        case .backdrop: .backdrop
        case .mixed(let tiles): tiles[index].map { .canvas(restoring: $0) } ?? .backdrop
        }
    }
}
