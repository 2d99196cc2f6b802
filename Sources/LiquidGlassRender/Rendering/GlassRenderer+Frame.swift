import Foundation
import LiquidGlassCore

// Frame scheduling: the picture and the frame buffer drawn group by group, consecutive groups batched into
// parallel loops over rows of tiles, and the regions restored from the backdrop.
extension GlassRenderer {
    /// Draws a compiled plan over its backdrop.
    package func render(over backdrop: LinearImage, plan: RenderPlan) -> RenderOutput {
        switch plan.purpose {
        case .data:
            return renderDataLayer(plan, backdrop: backdrop)
        case .picture:
            return .image(renderPicture(plan, backdrop: backdrop))
        }
    }

    // MARK: Picture layers

    private func renderPicture(_ plan: RenderPlan, backdrop: LinearImage) -> LinearImage {
        let layer = options.layer
        var output: LinearImage
        if layer == .highlight || layer == .shadow {
            let base: Float = layer == .highlight ? 0 : 1
            output = LinearImage(width: backdrop.width, height: backdrop.height, fill: LinearPixel(base, base, base, 1))
        } else {
            output = Self.copy(backdrop, threads: options.threads)
        }
        draw(plan, into: &output)
        return output
    }

    /// A copy of `image` made in bands of rows on `threads` threads. The picture starts as a copy of its backdrop;
    /// copied on write by the first tile drawn, it was one thread's memmove into fresh memory, page fault after page
    /// fault — about a quarter of a burst frame's wall time at 1020 × 1020 px (perf of `liquidglass bench --motion`).
    /// Each band's pages are populated before they are written (see ``FreshMemory``).
    static func copy(_ image: LinearImage, threads: Int) -> LinearImage {
        let count = image.pixels.count, width = image.width
        let rowsPerBand = 64
        let bands = (image.height + rowsPerBand - 1) / rowsPerBand
        let pixels = [LinearPixel](unsafeUninitializedCapacity: count) { out, initialized in
            image.pixels.withUnsafeBufferPointer { source in
                let to = SharedPixels(base: out.baseAddress!, width: width)
                let from = SharedPixels(base: UnsafeMutablePointer(mutating: source.baseAddress!), width: width)
                ParallelLoop.forEach(bands, threads: threads) { band in
                    let first = band * rowsPerBand * width, last = min(count, (band + 1) * rowsPerBand * width)
                    FreshMemory.populate(UnsafeMutableRawBufferPointer(start: to.base + first, count: (last - first) * MemoryLayout<LinearPixel>.stride))
                    (to.base + first).initialize(from: from.base + first, count: last - first)
                }
            }
            initialized = count
        }
        return LinearImage(width: image.width, height: image.height, pixels: pixels)
    }

    /// Draws a compiled plan into `canvas`, a frame buffer holding `backdrop` outside the glass (see
    /// ``render(_:over:into:)``).
    package func render(_ plan: RenderPlan, over backdrop: LinearImage, into canvas: inout LinearImage) throws(RenderError) {
        guard canvas.width == backdrop.width, canvas.height == backdrop.height else {
            throw RenderError("the frame buffer is \(canvas.width)×\(canvas.height) pixels but the backdrop is "
                + "\(backdrop.width)×\(backdrop.height)")
        }
        // Each group is resolved once here and its pass compiled from that when it is drawn.
        let resolved = plan.groups.indices.map { plan.resolve($0) }
        // Each group restores only the pixels of its region that no earlier group drew, or none where it reads the
        // pixels behind from the backdrop and writes every pixel of its tiles (a pass on the native kernels): see
        // `draw`. The copy was 11 % of a standard frame. Restoring each tile just before shading it, so that its
        // pixels are in cache when read, measured no faster on one thread and slower on two.
        draw(plan, into: &canvas, resolved: resolved, stale: backdrop)
    }

    /// Copies `regions` of `backdrop` into `canvas`, in one parallel loop over all their rows.
    private static func restore(_ regions: [PixelRect], from backdrop: LinearImage, into canvas: inout LinearImage, threads: Int) {
        let w = backdrop.width
        let rows = regions.flatMap { region in (region.y0..<region.y1).map { (region, $0) } }
        guard !rows.isEmpty else { return }
        backdrop.pixels.withUnsafeBufferPointer { source in
            canvas.pixels.withUnsafeMutableBufferPointer { buf in
                let out = SharedPixels(base: buf.baseAddress!, width: w)
                let from = SharedPixels(base: UnsafeMutablePointer(mutating: source.baseAddress!), width: w)
                ParallelLoop.forEach(rows.count, threads: threads) { j in
                    let (region, y) = rows[j]
                    (out.base + y * w + region.x0).update(from: from.base + y * w + region.x0, count: region.width)
                }
            }
        }
    }

    /// The work items of a batch's tiles: runs of consecutive tiles of one pass on the same rows (a row of tiles).
    /// `rows[i]` is tile `i`'s top row and `passes[i]` its pass, the tiles in drawing order.
    ///
    /// Why rows and not single tiles: a canvas row is 1206 × 16 bytes, 301.5 cache lines, so in every other row (or
    /// every row, as the buffer is placed) the line at the edge between two neighbouring tiles holds pixels of both.
    /// Drawn by two threads, such a line moves from one core's cache to the other's in every frame. Against tiles one
    /// by one, rows of tiles raised the two-thread frame from 0.91 to 0.94 of what the cores gave (the median, release;
    /// docs/BENCHMARKS.md). Rows still give the threads items enough: a standard frame's three loops have 39, 41 and
    /// 18 (of 177, 527 and 90 tiles).
    static func rowsOfTiles(_ rows: [Int], passes: [Int]) -> [Range<Int>] {
        precondition(rows.count == passes.count, "one row and one pass per tile")
        var items: [Range<Int>] = []
        var start = 0
        for i in rows.indices.dropFirst() where passes[i] != passes[i - 1] || rows[i] != rows[i - 1] {
            items.append(start..<i)
            start = i
        }
        if start < rows.count { items.append(start..<rows.count) }
        return items
    }

    /// Draws the plan's groups in order, each pass compiled just before it is drawn (see ``RenderPlan/pass(_:)``)
    /// from the group's resolved glass (`resolved`, one per group, when the caller has it; otherwise resolved now).
    ///
    /// Consecutive groups whose regions do not overlap are drawn in one parallel loop over all their tiles: no
    /// pixel is touched by two of them, so the order among them does not matter, and the threads wait for each
    /// other once per batch instead of once per group — on two threads the standard scene's five groups spent a
    /// visible part of the frame in those waits (2 threads gave 1.5–1.6× one thread). A batch holds at
    /// most ``batchLimit`` passes, so the frosts held at once stay bounded (see ``RenderPlan/pass(_:)``).
    ///
    /// In the final layer, a group's pixels that a later group's glass covers whole are not drawn (see
    /// ``RenderPlan/Resolved/coveredPixels(scale:width:height:)``).
    ///
    /// `stale`, when the canvas in the glass's regions is not the backdrop (``render(_:over:into:)``): the backdrop.
    /// A group whose region overlaps an earlier group's is *early*. Every group leaves each pixel of its region
    /// drawn or restored from the backdrop (but the columns a later group's glass covers whole, which that group
    /// draws whole: their composite, `under · 0 + glass · 1`, does not depend on the finite pixels behind), so the
    /// pixels of the earlier groups' regions hold this frame's picture by the time a group is drawn. A pass on the
    /// uniform native kernels reads the pixels behind from wherever its ``TileSource`` says and writes every pixel
    /// of its tiles (``shadeTile(_:shader:layer:lanes:native:hidden:source:out:)``):
    /// - a group whose region overlaps no earlier one's reads the backdrop in every tile (it is drawn *fused*: no
    ///   restore), and only the cells of its region's tile grid that no tile covers are restored (``untiled(_:tiles:)``);
    /// - an early group reads the backdrop in its tiles clear of the earlier regions, and the canvas in the others,
    ///   whose pixels outside those regions are restored first, by the same work item that shades the tile; its
    ///   untiled cells are restored outside the earlier regions.
    /// Any other pass (the Swift lanes read the pixels behind from the canvas) has the pixels of its region outside
    /// the earlier regions restored before its batch is drawn.
    ///
    /// No group restores a pixel an earlier one drew. Restoring early groups whole before the first batch that drew
    /// into their regions was 9 % of a standard frame on one thread (the top buttons' shadows overlap), and each
    /// restore one more wait of the threads for each other.
    private func draw(_ plan: RenderPlan, into output: inout LinearImage, resolved given: [RenderPlan.Resolved?]? = nil,
                      stale: LinearImage? = nil) {
        let w = output.width
        let layer = options.layer
        let resolved = given ?? plan.groups.indices.map { plan.resolve($0) }
        let scale = plan.canvas.scale
        let covered = layer == .final && skipsCoveredPixels ? resolved.map { $0?.coveredPixels(scale: scale, width: w, height: output.height) } : []
        var batch: [RenderPlan.Pass] = [], batchHidden: [[PixelRect]] = [], batchSources: [TileSource] = []
        // Cells restored from the backdrop in the batch's parallel loop (untiled cells of passes drawn from it).
        var batchRestores: [PixelRect] = []
        func lanes(_ pass: RenderPlan.Pass) -> Bool { usesLanes && layer == .final && pass.shader.shadesInLanes }
        func native(_ pass: RenderPlan.Pass) -> Bool {
            lanes(pass) && usesNativeKernels && pass.shader.nativeLooks != nil
        }
        // Rectangles restored from the backdrop before the batch is drawn (for passes that read the canvas).
        var batchFirst: [PixelRect] = []
        func flush() {
            guard !batch.isEmpty else { return }
            if let stale, !batchFirst.isEmpty {
                Self.restore(batchFirst, from: stale, into: &output, threads: options.threads)
            }
            let passes = batch, hidden = batchHidden, sources = batchSources, restores = batchRestores
            let lanes = passes.map(lanes), native = passes.map(native)
            // Tiles in drawing order, pass by pass, a row of a pass's tiles per work item (see `rowsOfTiles`), then
            // the cells to restore; dealt out to the threads by ParallelLoop. No two items touch the same pixel: the
            // passes' regions do not overlap, and a pass's restored cells are outside its tiles.
            let work = passes.enumerated().flatMap { p, pass in pass.tiles.indices.map { (pass: p, tile: $0) } }
            let items = Self.rowsOfTiles(work.map { passes[$0.pass].tiles[$0.tile].y0 }, passes: work.map(\.pass))
            func shade(backdrop: UnsafePointer<LinearPixel>?) {
                output.pixels.withUnsafeMutableBufferPointer { buf in
                    let out = SharedPixels(base: buf.baseAddress!, width: w)
                    let from = backdrop.map { SharedPixels(base: UnsafeMutablePointer(mutating: $0), width: w) }
                    ParallelLoop.forEach(items.count + restores.count, threads: options.threads) { item in
                        guard item < items.count else { return Self.copy(restores[item - items.count], from: from!, into: out) }
                        for (p, t) in work[items[item]] {
                            var source = out
                            if let from {
                                switch sources[p].of(t) {
                                case .backdrop: source = from
                                case .canvas(let restoring): for rect in restoring { Self.copy(rect, from: from, into: out) }
                                }
                            }
                            Self.shadeTile(passes[p].tiles[t], shader: passes[p].shader, layer: layer, lanes: lanes[p], native: native[p],
                                           hidden: hidden[p], source: source, out: out)
                        }
                    }
                }
            }
            // (Not `stale?.backdrop ?? output`: a second reference to the canvas's pixels would copy them on write.)
            if let stale {
                stale.pixels.withUnsafeBufferPointer { shade(backdrop: $0.baseAddress!) }
            } else {
                shade(backdrop: nil)
            }
            batch.removeAll()
            batchHidden.removeAll()
            batchSources.removeAll()
            batchRestores.removeAll()
            batchFirst.removeAll()
        }
        for index in plan.groups.indices {
            guard let r = resolved[index] else { continue }
            if batch.count >= Self.batchLimit || batch.contains(where: { $0.region.overlaps(r.region) }) { flush() }
            let pass = plan.pass(index, resolved: r)
            var source = TileSource.canvas
            if stale != nil {
                // Only the uniform kernels write every pixel of a tile (the Swift lanes read the pixels behind from
                // the canvas).
                let drawsWhole = native(pass) && pass.shader.nativeLook != nil
                let earlier = resolved[..<index].compactMap { $0?.region }.filter { $0.overlaps(r.region) }
                if drawsWhole {
                    source = Self.sources(pass.tiles, earlier: earlier)
                    let whole = pass.tiles.reduce(0, { $0 + $1.width * $1.height }) == r.region.width * r.region.height
                    // The tiles no member reaches (a container's gaps and corners) hold nothing of the glass: only
                    // they are restored. Restoring the whole region copied 10 MB a frame for the benchmark's
                    // container of twenty circles.
                    if !whole { batchRestores += Self.untiled(r.region, tiles: pass.tiles).flatMap { $0.subtracting(earlier) } }
                } else {
                    batchFirst += r.region.subtracting(earlier)
                }
            }
            batch.append(pass)
            batchSources.append(source)
            batchHidden.append(covered.indices.compactMap { $0 > index ? covered[$0].flatMap { $0.overlaps(r.region) ? $0 : nil } : nil })
        }
        flush()
    }

    /// Where the tiles of a pass that writes every pixel of its tiles read the pixels behind, given the regions of
    /// the earlier groups that overlap its own (`earlier`): the backdrop in tiles clear of them, the canvas in the
    /// others once their pixels outside those regions are restored.
    static func sources(_ tiles: [PixelRect], earlier: [PixelRect]) -> TileSource {
        var canvas: [Int: [PixelRect]] = [:]
        for (t, tile) in tiles.enumerated() where earlier.contains(where: { $0.overlaps(tile) }) {
            canvas[t] = tile.subtracting(earlier)
        }
        return canvas.isEmpty ? .backdrop : .mixed(canvas)
    }

    /// Copies `rect` of `from` into `out`.
    static func copy(_ rect: PixelRect, from: SharedPixels, into out: SharedPixels) {
        for y in rect.y0..<rect.y1 {
            (out.base + y * out.width + rect.x0).update(from: from.base + y * out.width + rect.x0, count: rect.width)
        }
    }

    /// The cells of `region`'s tile grid (``RenderPlan/tileWidth`` × ``RenderPlan/bandHeight`` from its top-left
    /// corner, as the plan cuts it) that are not among `tiles`.
    static func untiled(_ region: PixelRect, tiles: [PixelRect]) -> [PixelRect] {
        let drawn = Set(tiles.map { SIMD2<Int32>(Int32($0.x0), Int32($0.y0)) })
        var out: [PixelRect] = []
        for y in Swift.stride(from: region.y0, to: region.y1, by: RenderPlan.bandHeight) {
            for x in Swift.stride(from: region.x0, to: region.x1, by: RenderPlan.tileWidth)
            where !drawn.contains(SIMD2(Int32(x), Int32(y))) {
                out.append(PixelRect(x0: x, y0: y, x1: min(x + RenderPlan.tileWidth, region.x1),
                                     y1: min(y + RenderPlan.bandHeight, region.y1)))
            }
        }
        return out
    }

    /// Passes drawn in one parallel loop at most.
    static let batchLimit = 16
}
