import LiquidGlassCore

// Kept in the renderer, not the core: every user is here, and inside one module the optimiser inlines its
// subscript into the tile loops (from the core it was a call per pixel: +0.45 G instructions per bench run).
/// A pointer to pixel storage shared by parallel workers that write disjoint parts of it.
///
/// `@unchecked Sendable` is sound here because every user writes only rows or tiles it owns, and the
/// storage outlives the parallel loop (the loop returns before the buffer is released).
struct SharedPixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<LinearPixel>
    let width: Int

    init(base: UnsafeMutablePointer<LinearPixel>, width: Int) {
        self.base = base
        self.width = width
    }

    @inline(__always)
    subscript(x: Int, y: Int) -> LinearPixel {
        get { base[y * width + x] }
        nonmutating set { base[y * width + x] = newValue }
    }
}
