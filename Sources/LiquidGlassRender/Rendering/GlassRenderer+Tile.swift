import CLaneMath
import Foundation
import LiquidGlassCore

// The tile kernel: a tile sorted by bounds on its distances, then shaded plain, shadow-only or with the edge effects.
extension GlassRenderer {
    /// Shades one tile: the columns `hidden` covers for its whole height left out, nothing beyond the material's
    /// reach, and in lanes cut into plain and edge parts (``parts(of:bounds:shader:)``).
    ///
    /// `source` holds the pixels behind: `out` itself, or the backdrop for a pass that writes every pixel of its
    /// tiles (see ``draw(_:into:resolved:stale:)``; only native passes do).
    static func shadeTile(_ tile: PixelRect, shader: ElementShader, layer: RenderLayer, lanes: Bool, native: Bool,
                          hidden: [PixelRect], source: SharedPixels, out: SharedPixels) {
        // Columns a later group's glass covers for the tile's whole height are left to it; the rest is shaded.
        for rect in hidden where rect.y0 <= tile.y0 && rect.y1 >= tile.y1 && rect.x0 < tile.x1 && rect.x1 > tile.x0 {
            if rect.x0 > tile.x0 {
                shadeTile(PixelRect(x0: tile.x0, y0: tile.y0, x1: rect.x0, y1: tile.y1), shader: shader, layer: layer, lanes: lanes,
                          native: native, hidden: hidden, source: source, out: out)
            }
            if rect.x1 < tile.x1 {
                shadeTile(PixelRect(x0: rect.x1, y0: tile.y0, x1: tile.x1, y1: tile.y1), shader: shader, layer: layer, lanes: lanes,
                          native: native, hidden: hidden, source: source, out: out)
            }
            return
        }
        let bounds = Self.bounds(of: tile, shader: shader)
        // Every pixel beyond the material's reach: nothing to draw (the corners of a round element's region).
        if bounds.lower >= shader.reach {
            if source.base != out.base {
                Self.copy(tile, from: source, into: out)
            }
            return
        }
        guard lanes else { return shadeEdge(tile, bounds: bounds, shader: shader, layer: layer, lanes: false, native: false, source: out, out: out) }
        for part in parts(of: tile, bounds: bounds, shader: shader) {
            if part.plain {
                shadePlain(part.rect, shader: shader, native: native, out: out)
            } else {
                shadeEdge(part.rect, bounds: part.rect == tile ? bounds : Self.bounds(of: part.rect, shader: shader),
                          shader: shader, layer: layer, lanes: true, native: native, source: source, out: out)
            }
        }
    }

    /// Pixels deeper than every edge effect (``isPlain(_:shader:)``): frost, tone and tint, no distances.
    private static func shadePlain(_ rect: PixelRect, shader: ElementShader, native: Bool, out: SharedPixels) {
        withUnsafeTemporaryAllocation(of: LinearPixel.self, capacity: shader.plainScratch(span: rect.width)) { scratch in
            if native, let look = shader.nativeLook {
                return shader.shadeNativePlain(look, rect: rect, scratch: scratch.baseAddress!, out: out)
            }
            for y in rect.y0..<rect.y1 {
                shader.shadePlainRow(y: y, x0: rect.x0, x1: rect.x1, scratch: scratch.baseAddress!, out: out)
            }
        }
    }

    /// Columns of this many pixels are sorted plain or not within a tile of a convex body.
    static let partWidth = 16

    /// A tile cut into runs of whole columns, each plain (``isPlain(_:shader:)``) or not, left to right.
    ///
    /// A whole tile is one part, plain or not. A tile of a convex body (``GlassBody/convex``) that is not plain
    /// as a whole is judged again in columns of ``partWidth`` pixels: a 64-pixel tile across the line where the
    /// edge effects end is mostly plain, and the edge path costs several times the plain one per pixel. The
    /// columns' bounds come from the distances along the tile's top and bottom rows (a convex field is largest
    /// at a corner of each column; see ``bounds(of:shader:)``).
    static func parts(of tile: PixelRect, bounds: (lower: Float, upper: Float), shader: ElementShader)
        -> [(rect: PixelRect, plain: Bool)] {
        if isPlain(bounds, shader: shader) { return [(tile, true)] }
        let body = shader.body
        guard body.convex, tile.width > partWidth else { return [(tile, false)] }
        let step = 1 / shader.scale
        let xs = Array(Swift.stride(from: tile.x0, to: tile.x1, by: partWidth)) + [tile.x1 - 1]
        func deepest(_ x: Int) -> Float {
            let px = (Float(x) + 0.5) * step
            return max(body.distance(to: SIMD2(px, (Float(tile.y0) + 0.5) * step)),
                       body.distance(to: SIMD2(px, (Float(tile.y1 - 1) + 0.5) * step)))
        }
        let edges = xs.map(deepest)
        var parts: [(rect: PixelRect, plain: Bool)] = []
        for i in 0..<(xs.count - 1) {
            let upper = max(edges[i], edges[i + 1]) + convexMargin
            let plain = upper < -shader.plainDepth
            let x0 = xs[i], x1 = min(xs[i] + partWidth, tile.x1)
            if let last = parts.last, last.plain == plain {
                parts[parts.count - 1].rect.x1 = x1
            } else {
                parts.append((PixelRect(x0: x0, y0: tile.y0, x1: x1, y1: tile.y1), plain))
            }
        }
        return parts
    }

    /// Added to a convex body's largest corner distance: the continuous rounded rectangle's field is within
    /// 0.002 pt of the exact distance (so its corners may read up to 0.004 pt lower than the true largest value).
    static let convexMargin: Float = 0.01

    /// Shades a tile with the edge effects: distances for the tile and a one-pixel border are computed row by
    /// row into a grid, and the drop shadow's distances (the same rows moved up by its offset) into a second one;
    /// the shader then reads them. Measured on the benchmark scene: per-pixel field queries through the shape's
    /// existential were ~40 % of the frame; batched rows cost a few ns per pixel.
    private static func shadeEdge(_ tile: PixelRect, bounds: (lower: Float, upper: Float), shader: ElementShader,
                                  layer: RenderLayer, lanes: Bool, native: Bool, source: SharedPixels, out: SharedPixels) {
        let step = 1 / shader.scale
        let body = shader.body
        let gw = tile.width + 2, gh = tile.height + 2
        let offset = shader.looks.map(\.material.dropShadowOffset).max() ?? 0
        // Union bookkeeping for containers (nearest, second nearest and weight per grid cell): the members near the
        // grid and the shadow's rows.
        let candidates = body.single ? [] : body.candidates(in: CGRect(
            x: Double(tile.x0 - 1) * Double(step), y: Double(tile.y0 - 1) * Double(step) - Double(offset),
            width: Double(gw) * Double(step), height: Double(gh) * Double(step) + Double(offset)))
        let unionMembers = body.single ? nil : body.nativeUnionMembers(candidates)
        // Mixed tints (containers of three or more differently tinted members): per grid cell, and each
        // candidate's distances for the current row.
        let mixes = shader.mixesTints && !candidates.isEmpty
        EdgeScratch.with(tile: tile, union: !body.single, mixedCandidates: mixes ? candidates.count : nil) { scratch in
            let edge = EdgeTile(tile: tile, shader: shader, body: body, layer: layer, lanes: lanes, native: native,
                                step: step, offset: offset, gw: gw, gh: gh, candidates: candidates, unionMembers: unionMembers,
                                mixes: mixes, scratch: scratch, source: source, out: out)
            // Only the drop shadow reaches this tile (no coverage, no contour, every pixel within reach): its
            // distances alone, the grid is not needed — unless the members' shadows differ (then which member
            // is nearest matters).
            if lanes, !shader.variesInMaterial, Self.isShadowOnly(bounds, shader: shader) {
                return edge.shadeShadowOnly()
            }
            edge.fillGrid()
            // The shadow's distances are read only where coverage is below 1: a tile wholly inside the glass
            // needs none.
            if bounds.upper >= -step {
                edge.fillShadow()
            }
            if lanes {
                return edge.shadeLanes()
            }
            for j in 0..<tile.height {
                for i in 0..<tile.width { edge.scalar(i, j) }
            }
        }
    }

    /// The pixels of a row of a lone convex body's tile whose coverage is 1, from the row's distances `cells`: one run
    /// (a convex body's row crosses its outline at most twice), or nil when the run is shorter than sixteen pixels or
    /// the row is not one run (the continuous rounded rectangle's field is within 0.002 pt of the exact distance:
    /// checked, not assumed). The drop shadow is read only where coverage is below 1 (the stages' `coverage < 1`, with
    /// a NaN read as below), so its distances are not computed there: a sheet's corner points deep inside the glass
    /// were the costliest of a frame's distance rows (docs/BENCHMARKS.md).
    /// Where the processor has AVX2 and the row is at most 64 cells (a tile's), natively (`lg_covered_run`: the
    /// covered cells as the bits of one word, eight compares at a time); this scan was 2.8 % of a standard frame on
    /// one thread. `native` off, the scan below (the tests compare the two).
    static func coveredRun(_ cells: UnsafePointer<Float>, count: Int, scale: Float,
                           native: Bool = ElementShader.nativeKernelAvailable) -> Range<Int>? {
        if native && count <= 64 {
            var lower: Int32 = 0, upper: Int32 = 0
            return lg_covered_run(cells, Int32(count), scale, &lower, &upper) != 0 ? Int(lower)..<Int(upper) : nil
        }
        @inline(__always) func covered(_ d: Float) -> Bool { 0.5 - d * scale >= 1 }
        var lower = 0
        while lower < count && !covered(cells[lower]) { lower += 1 }
        var upper = count
        while upper > lower && !covered(cells[upper - 1]) { upper -= 1 }
        guard upper - lower >= 16 else { return nil }
        for k in lower..<upper where !covered(cells[k]) { return nil }
        return lower..<upper
    }

    /// The nearest member shared by the first `count` cells from `distances` that lie within `reach` (0 when none
    /// does), or nil when they have different nearest members.
    @inline(__always)
    static func sharedNearest(count: Int, distances: UnsafePointer<Float>, first: UnsafePointer<Int32>, reach: Float) -> Int? {
        var shared: Int32 = -1
        for k in 0..<count where distances[k] < reach {
            if shared < 0 {
                shared = first[k]
            } else if first[k] != shared {
                return nil
            }
        }
        return Int(max(shared, 0))
    }

    /// Bounds on the distance at every pixel centre of `tile`: the distance at the tile's centre less how far
    /// any pixel can be from it (a field changes by at most its Lipschitz constant per point —
    /// ``GlassBody/lipschitz``: 1 for the exact fields and their smooth union, 2 assumed for the approximate
    /// ones); above, for a convex body (``GlassBody/convex``), the largest distance at the four corner pixels, and
    /// otherwise the centre's plus the same spread. That sorts tiles: beyond the reach (nothing to draw), wholly
    /// covered (no shadow distances), deeper than every edge effect (``isPlain(_:shader:)``).
    static func bounds(of tile: PixelRect, shader: ElementShader) -> (lower: Float, upper: Float) {
        let step = 1 / shader.scale
        let body = shader.body
        let centre = body.distance(to: SIMD2<Float>(Float(tile.x0 + tile.x1) / 2, Float(tile.y0 + tile.y1) / 2) * step)
        let halfDiagonal = (SIMD2<Float>(Float(tile.width), Float(tile.height)) * (step / 2)).length
        let spread = body.lipschitz * halfDiagonal
        guard body.convex else { return (centre - spread, centre + spread) }
        var upper = -Float.infinity
        for y in [tile.y0, tile.y1 - 1] {
            for x in [tile.x0, tile.x1 - 1] {
                upper = max(upper, body.distance(to: SIMD2((Float(x) + 0.5) * step, (Float(y) + 0.5) * step)))
            }
        }
        return (centre - spread, min(upper + convexMargin, centre + spread))
    }

    /// Whether every pixel of a tile with these ``bounds(of:shader:)`` lies outside the glass beyond its contour
    /// (``ElementShader/shadowOnlyDepth``) and within its reach: only the drop shadow draws there
    /// (``ElementShader/shadeShadowLanes(x0:y:count:shadowCell:out:)``).
    static func isShadowOnly(_ bounds: (lower: Float, upper: Float), shader: ElementShader) -> Bool {
        bounds.lower > shader.shadowOnlyDepth && bounds.upper < shader.reach
    }

    /// Whether every pixel of a tile with these ``bounds(of:shader:)`` lies deeper inside the glass than the
    /// shader's ``ElementShader/plainDepth``. Such a tile needs no distances at all: the middle of a sheet or a
    /// large panel is frost, tone and tint (``ElementShader/shadePlainRow(y:x0:x1:scratch:out:)``).
    static func isPlain(_ bounds: (lower: Float, upper: Float), shader: ElementShader) -> Bool {
        bounds.upper < -shader.plainDepth
    }
}
