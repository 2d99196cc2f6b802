import LiquidGlassCore

/// The scratch memory of one edge tile (`GlassRenderer.shadeEdge`), its regions named: floats, pixels and the
/// union's member indices, each one temporary allocation for the tile. The grid is the tile and a one-pixel border
/// around it (`gw` × `gh` cells, `gw` = the tile's width + 2), row by row; the shadow's rows are the tile's own.
///
/// The floats, in this order (the lanes read eight cells from any row's last pixel on, past its end, and discard
/// them; so every region is followed by readable memory):
/// - ``grid``: the distance per grid cell;
/// - ``shadow``: the drop shadow's distance per pixel of the tile;
/// - ``weights``: the union's weight per grid cell (containers only);
/// - ``unionRows``: three rows of the grid's width the union works in (containers only), then one more that nothing
///   writes;
/// - ``memberRows``: each candidate member's distances along the current row (containers mixing tints only);
/// - ``padding``: eight floats, zeroed before the lanes run.
struct EdgeScratch {
    let grid: UnsafeMutablePointer<Float>
    let shadow: UnsafeMutablePointer<Float>
    let weights: UnsafeMutablePointer<Float>
    let unionRows: UnsafeMutablePointer<Float>
    let memberRows: UnsafeMutablePointer<Float>
    let padding: UnsafeMutablePointer<Float>
    /// The union's nearest and second nearest member per grid cell (containers only).
    let firsts: UnsafeMutablePointer<Int32>
    let seconds: UnsafeMutablePointer<Int32>
    /// The mixed tint per grid cell (containers mixing tints only).
    let mixedTints: UnsafeMutablePointer<LinearPixel>
    /// Eight pixels of scratch for the lanes.
    let lanePixels: UnsafeMutablePointer<LinearPixel>

    /// Runs `body` with the scratch of `tile`: with the union's regions when the body is a union, and the mixed
    /// tints' when `mixedCandidates` (how many candidate members' tints are mixed) is given.
    @inline(__always)
    static func with(tile: PixelRect, union: Bool, mixedCandidates: Int?, _ body: (EdgeScratch) -> Void) {
        let gw = tile.width + 2, cells = gw * (tile.height + 2)
        let weightCount = union ? cells : 0, unionRowCount = union ? 3 * gw : 0
        let memberCount = mixedCandidates.map { gw * $0 } ?? 0, mixedCells = mixedCandidates == nil ? 0 : cells
        let floatCount = cells + tile.width * tile.height + weightCount + unionRowCount + gw + memberCount + 8
        withUnsafeTemporaryAllocation(of: Float.self, capacity: floatCount) { floats in
          withUnsafeTemporaryAllocation(of: LinearPixel.self, capacity: mixedCells + 8) { pixels in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(union ? 2 * cells : 0, 1)) { ints in
                let grid = floats.baseAddress!
                let shadow = grid + cells
                let weights = shadow + tile.width * tile.height
                let unionRows = weights + weightCount
                let memberRows = unionRows + unionRowCount + gw
                body(EdgeScratch(grid: grid, shadow: shadow, weights: weights, unionRows: unionRows, memberRows: memberRows,
                                 padding: memberRows + memberCount, firsts: ints.baseAddress!, seconds: ints.baseAddress! + cells,
                                 mixedTints: pixels.baseAddress!, lanePixels: pixels.baseAddress! + mixedCells))
            }
          }
        }
    }
}
