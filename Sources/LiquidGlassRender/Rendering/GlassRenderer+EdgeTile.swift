import CLaneMath
import LiquidGlassCore

/// An edge tile being shaded (`GlassRenderer.shadeEdge`): the tile, its pass, and the scratch its distances are
/// computed into. Its steps are inlined into `shadeEdge`.
struct EdgeTile {
    let tile: PixelRect
    let shader: ElementShader
    let body: GlassBody
    let layer: RenderLayer
    let lanes: Bool, native: Bool
    /// Points per pixel.
    let step: Float
    /// The largest drop shadow offset of the members: the shadow's rows are the tile's moved up by it.
    let offset: Float
    /// The grid's width and height: the tile's and a one-pixel border.
    let gw: Int, gh: Int
    /// The members near the tile (containers), and the same flattened for the native union when it can take them.
    let candidates: [Int]
    let unionMembers: [lg_union_member]?
    /// Whether the tints of the members are mixed per grid cell.
    let mixes: Bool
    let scratch: EdgeScratch
    let source: SharedPixels, out: SharedPixels

    var tw: Int { tile.width }
    var th: Int { tile.height }

    /// Where only distances are read: the shadow's rows always, the whole grid when the pass is shaded in lanes and
    /// its members look alike (which one is nearest does not matter; when their tints or lenses differ, the lanes
    /// read the nearest members per cell as the scalar path does).
    @inline(__always)
    func distances(_ y: Float, _ x0: Float, _ count: Int, _ into: UnsafeMutablePointer<Float>) {
        if body.single {
            body.fillDistances(y: y, x0: x0, dx: step, count: count, into: into)
        } else if let unionMembers {
            body.fillUnionDistances(y: y, x0: x0, dx: step, count: count, members: unionMembers, scratch: scratch.unionRows,
                                    distances: into)
        } else {
            body.fillUnionDistances(y: y, x0: x0, dx: step, count: count, candidates: candidates, scratch: scratch.unionRows,
                                    distances: into)
        }
    }

    /// A row of the grid: its distances, and where the nearest members matter, theirs and the weights (`f`, `s`,
    /// `w`) and the mixed tints (`tints`).
    @inline(__always)
    func row(_ y: Float, _ x0: Float, _ count: Int, _ into: UnsafeMutablePointer<Float>,
             _ f: UnsafeMutablePointer<Int32>, _ s: UnsafeMutablePointer<Int32>, _ w: UnsafeMutablePointer<Float>,
             tints: UnsafeMutablePointer<LinearPixel>? = nil) {
        if body.single || (lanes && !shader.variesPerPixel) {
            distances(y, x0, count, into)
        } else {
            body.fillUnion(y: y, x0: x0, dx: step, count: count, candidates: candidates, scratch: scratch.unionRows,
                           distances: into, first: f, second: s, weight: w, perMember: tints == nil ? nil : scratch.memberRows)
            if let tints {
                shader.mixTints(count: count, candidates: candidates, distances: scratch.memberRows, union: into, into: tints)
            }
        }
    }

    /// A tile only the drop shadow reaches: the shadow's distances row by row, each row shaded from them alone.
    @inline(__always)
    func shadeShadowOnly() {
        for j in 0..<th {
            let row = scratch.shadow + j * tw
            distances((Float(tile.y0 + j) + 0.5) * step - offset, (Float(tile.x0) + 0.5) * step, tw, row)
            if native, let look = shader.nativeLook {
                shader.shadeNativeShadowRow(look, x0: tile.x0, y: tile.y0 + j, count: tw, shadowCell: row, source: source, out: out)
                continue
            }
            var i = 0
            while i < tw {
                shader.shadeShadowLanes(x0: tile.x0 + i, y: tile.y0 + j, count: min(8, tw - i), shadowCell: row + i, out: out)
                i += 8
            }
        }
    }

    /// The grid's rows.
    @inline(__always)
    func fillGrid() {
        for j in 0..<gh {
            let y = (Float(tile.y0 + j - 1) + 0.5) * step
            row(y, (Float(tile.x0 - 1) + 0.5) * step, gw, scratch.grid + j * gw, scratch.firsts + j * gw,
                scratch.seconds + j * gw, scratch.weights + j * gw, tints: mixes ? scratch.mixedTints + j * gw : nil)
        }
    }

    /// The shadow's rows, once the grid's are filled: a lone convex body's row has none between the first and the
    /// last covered pixel (``GlassRenderer/coveredRun(_:count:scale:native:)``), where coverage is 1.
    @inline(__always)
    func fillShadow() {
        for j in 0..<th {
            let y = (Float(tile.y0 + j) + 0.5) * step - offset, x0 = (Float(tile.x0) + 0.5) * step
            let row = scratch.shadow + j * tw
            guard body.single, body.convex,
                  let covered = GlassRenderer.coveredRun(scratch.grid + (j + 1) * gw + 1, count: tw, scale: shader.scale) else {
                distances(y, x0, tw, row)
                continue
            }
            body.fillDistances(y: y, x0: x0, dx: step, count: covered.lowerBound, into: row)
            (row + covered.lowerBound).update(repeating: 0, count: covered.count)
            body.fillDistances(y: y, x0: x0, dx: step, from: covered.upperBound, count: tw, into: row)
        }
    }

    /// The reference path for one pixel.
    @inline(__always)
    func scalar(_ i: Int, _ j: Int) {
        let x = tile.x0 + i, y = tile.y0 + j
        let p = SIMD2<Float>((Float(x) + 0.5) * step, (Float(y) + 0.5) * step)
        let c = (j + 1) * gw + i + 1
        let geometry = GridGeometry(
            cell: scratch.grid + c, stride: gw, shadowCell: scratch.shadow + j * tw + i, step: step, body: body, point: p,
            union: body.single ? nil : (UnsafePointer(scratch.firsts + c), UnsafePointer(scratch.seconds + c),
                                        UnsafePointer(scratch.weights + c)),
            tintMix: mixes ? UnsafePointer(scratch.mixedTints + c) : nil)
        if let shaded = shader.shade(p, behind: out[x, y], layer: layer, geometry: geometry) {
            out[x, y] = shaded.color
        }
    }

    /// Eight cells from `c` of the union's grid, their lanes in `material`'s material.
    @inline(__always)
    func unionCells(_ c: Int, material: Int) -> UnionCells {
        UnionCells(first: scratch.firsts + c, second: scratch.seconds + c, weight: scratch.weights + c,
                   tints: mixes ? UnsafePointer(scratch.mixedTints + c) : nil, material: material)
    }

    /// Every pixel in lanes: whole rows on the native kernels, otherwise eight pixels at a time.
    @inline(__always)
    func shadeLanes() {
        scratch.padding.initialize(repeating: 0, count: 8)
        // The edge stages of eight cells whose distances repeat along a straight edge, kept from row to row and
        // group to group (lg_shade_memo; docs/BENCHMARKS.md). Circles have no straight edge: there the memo never
        // hit and its lookups and stores raised a covered group from 278–288 to 300–304 cycles, so round bodies go
        // without.
        var memo = lg_shade_memo()
        for j in 0..<th {
            if native, let look = shader.nativeLook {
                let cell = scratch.grid + (j + 1) * gw + 1, shadowCell = scratch.shadow + j * tw
                if body.round {
                    shader.shadeNativeRow(look, x0: tile.x0, y: tile.y0 + j, count: tw, cell: cell, stride: gw,
                                          shadowCell: shadowCell, source: source, out: out, memo: nil)
                } else {
                    shader.shadeNativeRow(look, x0: tile.x0, y: tile.y0 + j, count: tw, cell: cell, stride: gw,
                                          shadowCell: shadowCell, source: source, out: out, memo: &memo)
                }
                continue
            }
            var i = 0
            while i < tw {
                shadeEight(i, j)
                i += 8
            }
        }
    }

    /// Eight pixels of row `j` from pixel `i` on (fewer at the tile's right edge), in lanes.
    @inline(__always)
    func shadeEight(_ i: Int, _ j: Int) {
        let c = (j + 1) * gw + i + 1
        let cell = scratch.grid + c, shadowCell = scratch.shadow + j * tw + i, pixels = scratch.lanePixels
        guard shader.variesPerPixel else {
            return shader.shadeLanes(x0: tile.x0 + i, y: tile.y0 + j, count: min(8, tw - i), cell: cell, stride: gw,
                                     shadowCell: shadowCell, looks: UniformLooks(), pixels: pixels, out: out)
        }
        // Members of different materials: the eight lanes take their nearest member's, so they must share it
        // (those within reach); where they do not, once per member.
        var material = 0
        if shader.variesInMaterial {
            let n = min(8, tw - i)
            guard let shared = GlassRenderer.sharedNearest(count: n, distances: cell, first: scratch.firsts + c,
                                                           reach: shader.reach) else {
                // Two or more: once per member, each time writing only the lanes nearest to it, in its material.
                var done = LaneMask(repeating: false)
                for k in 0..<n where !done[k] && cell[k] < shader.reach {
                    let member = scratch.firsts[c + k]
                    var only = LaneMask(repeating: false)
                    for l in k..<n where scratch.firsts[c + l] == member { only[l] = true }
                    done .|= only
                    shader.shadeLanes(x0: tile.x0 + i, y: tile.y0 + j, count: n, cell: cell, stride: gw, shadowCell: shadowCell,
                                      looks: unionCells(c, material: Int(member)), pixels: pixels, out: out, only: only)
                }
                return
            }
            material = shared
        }
        let cells = unionCells(c, material: material)
        if native, let looks = shader.nativeLooks {
            return shader.shadeNativeVaried(looks, cells: cells, x0: tile.x0 + i, y: tile.y0 + j, count: min(8, tw - i),
                                            cell: cell, stride: gw, shadowCell: shadowCell, out: out)
        }
        shader.shadeLanes(x0: tile.x0 + i, y: tile.y0 + j, count: min(8, tw - i), cell: cell, stride: gw,
                          shadowCell: shadowCell, looks: cells, pixels: pixels, out: out)
    }
}
