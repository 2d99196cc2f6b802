import CLaneMath
import Foundation
import LiquidGlassCore

/// Renders a ``Scene``: the backdrop, then each glass element over it, in scene order.
///
/// Only pixels near glass are processed: each element covers its frame grown by what its material reaches
/// outside (the drop shadow), split into bands of rows that run in parallel. Every element samples the
/// backdrop itself, never other glass.
public struct GlassRenderer: Sendable {
    public var options: RenderOptions
    /// Whether passes that can be are shaded eight pixels at a time (``ElementShader/shadeLanes(x0:y:count:cell:stride:shadowCell:looks:pixels:out:)``);
    /// off, every pixel takes the scalar reference path (the tests compare the two).
    package var usesLanes = true
    /// Whether lane-shaded passes run the AVX2 kernels where the processor has them (ElementShader+Native.swift);
    /// off, the Swift lanes (the tests compare the two, pixel for pixel).
    package var usesNativeKernels = true
    /// Whether a group's pixels that a later group's glass covers whole are skipped (see ``draw(_:into:resolved:)``);
    /// the tests draw them both ways.
    package var skipsCoveredPixels = true

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }

    /// The scene as rendered, with `options.scale` applied.
    public func effectiveScene(_ scene: Scene) -> Scene {
        var s = scene
        if let scale = options.scale { s.canvas.scale = scale }
        return s
    }

    /// Renders a scene from scratch: paints its background, then the glass and the labels.
    public func render(_ scene: Scene) throws(RenderError) -> RenderOutput {
        try renderWithReport(scene).output
    }

    /// Renders the glass of `scene` over an already painted backdrop of the canvas's pixel size.
    /// Labels are not drawn here (they need the font machinery); ``render(_:)`` and ``renderWithReport(_:)`` draw them.
    ///
    /// - Precondition: the scene is valid and `backdrop` has the canvas's pixel size (``renderWithReport(_:)``
    ///   reports the same problems as errors instead).
    public func render(_ scene: Scene, over backdrop: LinearImage) -> RenderOutput {
        render(over: backdrop, plan: plan(scene, over: backdrop))
    }

    /// The plan of `scene` over `backdrop`, stopping with the validation message if there can be none.
    private func plan(_ scene: Scene, over backdrop: LinearImage, prepared: PreparedBackdrop? = nil) -> RenderPlan {
        do {
            return try RenderPlan(glass: scene.plannedGlass, settings: scene.frameSettings, backdrop: backdrop,
                                  options: options, prepared: prepared)
        } catch {
            preconditionFailure("GlassRenderer: \(error)")
        }
    }

    /// Draws a compiled plan over its backdrop.
    func render(over backdrop: LinearImage, plan: RenderPlan) -> RenderOutput {
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
    /// fault — about a quarter of a burst frame's wall time at 1020 × 1020 px (perf of `liquidglass bench --motion`,
    /// 2026-11-24). Each band's pages are populated before they are written (see ``FreshMemory``).
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

    /// Renders the final picture into `canvas`, a frame buffer that already holds `backdrop` outside the glass
    /// (for example the previous frame of an animation): the regions the glass touches are restored from the
    /// backdrop and drawn again; nothing else is written. This is what the benchmark times — a full-canvas copy
    /// alone costs ~10 ms at 1206×2622, more than the glass.
    ///
    /// Only this frame's regions are written: where the previous frame's glass reached beyond them (glass that
    /// moved or shrank), its pixels stay in `canvas` until the caller restores them from `backdrop`. A region ends
    /// where the drop shadow fades out, so a step smaller than that leaves a faint fringe (one 8-bit code at most,
    /// `MovingFrameBufferTests`); a longer one leaves the old glass. A press lifts the glass (it grows about its
    /// centre), so releasing one is shrinking. Glass that grows or changes in place (tint, appearance) needs nothing
    /// more.
    public func render(_ scene: Scene, over backdrop: LinearImage, into canvas: inout LinearImage) {
        render(plan(scene, over: backdrop), over: backdrop, into: &canvas)
    }

    /// ``render(_:over:into:)`` over a backdrop prepared once for many frames: each blur radius's frost is made
    /// once, over the whole canvas, and reused by every later frame (see ``PreparedBackdrop``).
    public func render(_ scene: Scene, over backdrop: PreparedBackdrop, into canvas: inout LinearImage) {
        render(plan(scene, over: backdrop.image, prepared: backdrop), over: backdrop.image, into: &canvas)
    }

    private func render(_ plan: RenderPlan, over backdrop: LinearImage, into canvas: inout LinearImage) {
        precondition(canvas.width == backdrop.width && canvas.height == backdrop.height, "canvas and backdrop sizes differ")
        // Each group is resolved once here and its pass compiled from that when it is drawn.
        let resolved = plan.groups.indices.map { plan.resolve($0) }
        // Each group restores only the pixels of its region that no earlier group drew, or none where it reads the
        // pixels behind from the backdrop and writes every pixel of its tiles (a pass on the native kernels): see
        // `draw`. The copy was 11 % of a standard frame (perf, 2026-11-24). (Restoring each tile just before shading
        // it, so that its pixels are in cache when read, measured no faster on one thread and slower on two, twice:
        // 2026-11-24, 09:00 and 11:15 UTC.)
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
    /// Drawn by two threads, such a line moves from one core's cache to the other's in every frame, and the host
    /// sometimes places the two vCPUs far apart: a core-to-core ping-pong on the idle 2-core VM took 50–65 ns a round
    /// trip, with spells of 320–345 ns lasting up to a second (2026-11-27). Measured in blocks of 40 frames drawn in
    /// turn with two one-thread frames at once (12 processes of 400 frames each, alternated, release), tiles one by one
    /// against rows of tiles: the two-thread frame reached 0.91 against 0.94 of what the cores gave (the median over
    /// 120 blocks), blocks below 0.75 of it 15 against 1, and where the cores gave 1.9× or more the speed-up was 1.80
    /// against 1.86×. Rows still give the threads items enough: a standard frame's three loops have 39, 41 and 18
    /// (of 177, 527 and 90 tiles).
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
    /// visible part of the frame in those waits (2 threads gave 1.5–1.6× one thread, 2026-11-24). A batch holds at
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
    /// No group restores a pixel an earlier one drew. Early groups were restored whole before the first batch that
    /// drew into their regions: 9 % of a standard frame on one thread (the top buttons' shadows overlap: 616 rows,
    /// 466 µs of 6.7 ms), and each restore one more wait of the threads for each other (about 50 µs on two threads,
    /// 2026-11-26).
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
                    // container of twenty circles (perf, 2026-11-26).
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
    private static func copy(_ rect: PixelRect, from: SharedPixels, into out: SharedPixels) {
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

    /// Shades one tile: the columns `hidden` covers for its whole height left out, nothing beyond the material's
    /// reach, and in lanes cut into plain and edge parts (``parts(of:bounds:shader:)``).
    ///
    /// `source` holds the pixels behind: `out` itself, or the backdrop for a pass that writes every pixel of its
    /// tiles (see ``draw(_:into:resolved:stale:)``; only native passes do).
    private static func shadeTile(_ tile: PixelRect, shader: ElementShader, layer: RenderLayer, lanes: Bool, native: Bool,
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
        let tw = tile.width, th = tile.height
        let offset = shader.looks.map(\.material.dropShadowOffset).max() ?? 0
        // Union bookkeeping for containers: nearest, second nearest and weight per grid cell, plus scratch rows.
        let unionFloats = body.single ? 0 : gw * gh + 3 * gw
        let unionInts = body.single ? 0 : 2 * gw * gh
        let candidates = body.single ? [] : body.candidates(in: CGRect(
            x: Double(tile.x0 - 1) * Double(step), y: Double(tile.y0 - 1) * Double(step) - Double(offset),
            width: Double(gw) * Double(step), height: Double(gh) * Double(step) + Double(offset)))
        let unionMembers = body.single ? nil : body.nativeUnionMembers(candidates)
        // Mixed tints (containers of three or more differently tinted members): per grid cell, and each
        // candidate's distances for the current row.
        let mixes = shader.mixesTints && !candidates.isEmpty
        let mixCells = mixes ? gw * gh : 0, mixFloats = mixes ? gw * candidates.count : 0
        // Eight floats of padding: the lanes read eight cells from the last pixel of a row on (and discard them).
        // The pixel buffer holds the mixed tints (if any), then eight pixels of scratch for the lanes.
        withUnsafeTemporaryAllocation(of: Float.self, capacity: gw * gh + tw * th + unionFloats + gw + mixFloats + 8) { floats in
          withUnsafeTemporaryAllocation(of: LinearPixel.self, capacity: mixCells + 8) { mixedTints in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(unionInts, 1)) { ints in
                let grid = floats.baseAddress!
                let shadow = grid + gw * gh
                let weights = shadow + tw * th
                let scratch = weights + gw * gh
                let memberRows = scratch + 3 * gw + gw
                let firsts = ints.baseAddress!, seconds = firsts + gw * gh
                // Where only distances are read: the shadow's rows always, the whole grid when the pass is shaded in
                // lanes and its members look alike (which one is nearest does not matter; when their tints or
                // lenses differ, the lanes read the nearest members per cell as the scalar path does).
                func distances(_ y: Float, _ x0: Float, _ count: Int, _ into: UnsafeMutablePointer<Float>) {
                    if body.single {
                        body.fillDistances(y: y, x0: x0, dx: step, count: count, into: into)
                    } else if let unionMembers {
                        body.fillUnionDistances(y: y, x0: x0, dx: step, count: count, members: unionMembers, scratch: scratch,
                                                distances: into)
                    } else {
                        body.fillUnionDistances(y: y, x0: x0, dx: step, count: count, candidates: candidates, scratch: scratch,
                                                distances: into)
                    }
                }
                func row(_ y: Float, _ x0: Float, _ count: Int, _ into: UnsafeMutablePointer<Float>,
                         _ f: UnsafeMutablePointer<Int32>, _ s: UnsafeMutablePointer<Int32>, _ w: UnsafeMutablePointer<Float>,
                         tints: UnsafeMutablePointer<LinearPixel>? = nil) {
                    if body.single || (lanes && !shader.variesPerPixel) {
                        distances(y, x0, count, into)
                    } else {
                        body.fillUnion(y: y, x0: x0, dx: step, count: count, candidates: candidates, scratch: scratch,
                                       distances: into, first: f, second: s, weight: w, perMember: tints == nil ? nil : memberRows)
                        if let tints {
                            shader.mixTints(count: count, candidates: candidates, distances: memberRows, union: into, into: tints)
                        }
                    }
                }
                // Only the drop shadow reaches this tile (no coverage, no contour, every pixel within reach): its
                // distances alone, the grid is not needed — unless the members' shadows differ (then which member
                // is nearest matters).
                if lanes, !shader.variesInMaterial, Self.isShadowOnly(bounds, shader: shader) {
                    for j in 0..<th {
                        let row = shadow + j * tw
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
                    return
                }
                for j in 0..<gh {
                    let y = (Float(tile.y0 + j - 1) + 0.5) * step
                    row(y, (Float(tile.x0 - 1) + 0.5) * step, gw, grid + j * gw, firsts + j * gw, seconds + j * gw, weights + j * gw,
                        tints: mixes ? mixedTints.baseAddress! + j * gw : nil)
                }
                // The shadow's distances are read only where coverage is below 1: a tile wholly inside the glass
                // needs none, and a lone convex body's row none between the first and the last covered pixel
                // (``coveredRun(_:count:scale:)``).
                if bounds.upper >= -step {
                    for j in 0..<th {
                        let y = (Float(tile.y0 + j) + 0.5) * step - offset, x0 = (Float(tile.x0) + 0.5) * step
                        let row = shadow + j * tw
                        guard body.single, body.convex,
                              let covered = Self.coveredRun(grid + (j + 1) * gw + 1, count: tw, scale: shader.scale) else {
                            distances(y, x0, tw, row)
                            continue
                        }
                        body.fillDistances(y: y, x0: x0, dx: step, count: covered.lowerBound, into: row)
                        (row + covered.lowerBound).update(repeating: 0, count: covered.count)
                        body.fillDistances(y: y, x0: x0, dx: step, from: covered.upperBound, count: tw, into: row)
                    }
                }
                // The reference path for one pixel.
                func scalar(_ i: Int, _ j: Int) {
                    let x = tile.x0 + i, y = tile.y0 + j
                    let p = SIMD2<Float>((Float(x) + 0.5) * step, (Float(y) + 0.5) * step)
                    let c = (j + 1) * gw + i + 1
                    let geometry = GridGeometry(
                        cell: grid + c, stride: gw, shadowCell: shadow + j * tw + i, step: step, body: body, point: p,
                        union: body.single ? nil : (UnsafePointer(firsts + c), UnsafePointer(seconds + c), UnsafePointer(weights + c)),
                        tintMix: mixes ? UnsafePointer(mixedTints.baseAddress! + c) : nil)
                    if let shaded = shader.shade(p, behind: out[x, y], layer: layer, geometry: geometry) {
                        out[x, y] = shaded.color
                    }
                }
                // Eight cells from `c` of the union's grid, their lanes in `material`'s material.
                func unionCells(_ c: Int, material: Int) -> UnionCells {
                    UnionCells(first: firsts + c, second: seconds + c, weight: weights + c,
                               tints: mixes ? UnsafePointer(mixedTints.baseAddress! + c) : nil, material: material)
                }
                if lanes {
                    (floats.baseAddress! + floats.count - 8).initialize(repeating: 0, count: 8)
                    // The edge stages of eight cells whose distances repeat along a straight edge, kept from row to
                    // row and group to group (lg_shade_memo). Measured on the sheet (release, 2026-11-26): see
                    // docs/BENCHMARKS.md. Circles have no straight edge: there the memo never hit and its lookups
                    // and stores cost a covered group 278–288 → 300–304 cycles (rdtsc, the container bench,
                    // 2026-11-27), so round bodies go without.
                    var memo = lg_shade_memo()
                    for j in 0..<th {
                        if native, let look = shader.nativeLook {
                            let cell = grid + (j + 1) * gw + 1, shadowCell = shadow + j * tw
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
                            let c = (j + 1) * gw + i + 1
                            if shader.variesPerPixel {
                                // Members of different materials: the eight lanes take their nearest member's, so
                                // they must share it (those within reach); where they do not, once per member.
                                var material = 0
                                if shader.variesInMaterial {
                                    let n = min(8, tw - i)
                                    guard let shared = Self.sharedNearest(count: n, distances: grid + c, first: firsts + c,
                                                                          reach: shader.reach) else {
                                        // Two or more: once per member, each time writing only the lanes nearest
                                        // to it, in its material.
                                        var done = LaneMask(repeating: false)
                                        for k in 0..<n where !done[k] && grid[c + k] < shader.reach {
                                            let member = firsts[c + k]
                                            var only = LaneMask(repeating: false)
                                            for l in k..<n where firsts[c + l] == member { only[l] = true }
                                            done .|= only
                                            shader.shadeLanes(x0: tile.x0 + i, y: tile.y0 + j, count: n, cell: grid + c,
                                                              stride: gw, shadowCell: shadow + j * tw + i,
                                                              looks: unionCells(c, material: Int(member)),
                                                              pixels: mixedTints.baseAddress! + mixCells, out: out, only: only)
                                        }
                                        i += 8
                                        continue
                                    }
                                    material = shared
                                }
                                let cells = unionCells(c, material: material)
                                if native, let looks = shader.nativeLooks {
                                    shader.shadeNativeVaried(looks, cells: cells, x0: tile.x0 + i, y: tile.y0 + j,
                                                             count: min(8, tw - i), cell: grid + c, stride: gw,
                                                             shadowCell: shadow + j * tw + i, out: out)
                                    i += 8
                                    continue
                                }
                                shader.shadeLanes(x0: tile.x0 + i, y: tile.y0 + j, count: min(8, tw - i), cell: grid + c,
                                                  stride: gw, shadowCell: shadow + j * tw + i, looks: cells,
                                                  pixels: mixedTints.baseAddress! + mixCells, out: out)
                            } else {
                                shader.shadeLanes(x0: tile.x0 + i, y: tile.y0 + j, count: min(8, tw - i), cell: grid + c,
                                                  stride: gw, shadowCell: shadow + j * tw + i, looks: UniformLooks(),
                                                  pixels: mixedTints.baseAddress! + mixCells, out: out)
                            }
                            i += 8
                        }
                    }
                    return
                }
                for j in 0..<th {
                    for i in 0..<tw { scalar(i, j) }
                }
            }
          }
        }
    }

    /// The pixels of a row of a lone convex body's tile whose coverage is 1, from the row's distances `cells`: one run
    /// (a convex body's row crosses its outline at most twice), or nil when the run is shorter than sixteen pixels or
    /// the row is not one run (the continuous rounded rectangle's field is within 0.002 pt of the exact distance:
    /// checked, not assumed). The drop shadow is read only where coverage is below 1 (the stages' `coverage < 1`, with
    /// a NaN read as below), so its distances are not computed there: a sheet's corner points deep inside the glass
    /// were the costliest of a frame's distance rows (docs/BENCHMARKS.md, 2026-11-26).
    /// Where the processor has AVX2 and the row is at most 64 cells (a tile's), natively (`lg_covered_run`: the
    /// covered cells as the bits of one word, eight compares at a time); this scan was 2.8 % of a standard frame on
    /// one thread (perf, 2026-11-26). `native` off, the scan below (the tests compare the two).
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

    // MARK: Data layers

    /// Mask, distance field and displacement: per pixel, the nearest outline's distance and the topmost
    /// element's offset and coverage, over the whole canvas.
    ///
    /// Each tile of the canvas asks only the groups that can matter there (``DataLayerCulling``): every pixel
    /// still sees the same groups in the same order as if all were asked, so the output is the same, but a
    /// scene of many small elements no longer costs every element times every pixel — 1,000 lone 8 pt
    /// elements on a 1000 × 1000 pt canvas took 8.0 s for the mask (release, 2026-11-24), 10,000 would
    /// have taken minutes.
    func renderDataLayer(_ plan: RenderPlan, backdrop: LinearImage, culling: Bool = true) -> RenderOutput {
        let w = backdrop.width, h = backdrop.height
        let bandHeight = RenderPlan.bandHeight, tileWidth = RenderPlan.tileWidth
        // A data pass holds no frost (see RenderPlan.pass), so all of them fit at once.
        let passes = plan.groups.indices.compactMap { plan.pass($0) }
        let scale = Float(plan.canvas.scale)
        let culler = DataLayerCulling(passes: passes, scale: scale, enabled: culling)
        // (distance, dx, dy, coverage)
        var data = [SIMD4<Float>](repeating: SIMD4(.greatestFiniteMagnitude, 0, 0, 0), count: w * h)
        let bands = (h + bandHeight - 1) / bandHeight
        data.withUnsafeMutableBufferPointer { buf in
            let out = UnsafeSharedVectors(base: buf.baseAddress!)
            ParallelLoop.forEach(bands, threads: options.threads) { band in
                let y0 = band * bandHeight, y1 = min(y0 + bandHeight, h)
                var x0 = 0
                while x0 < w {
                    let x1 = min(x0 + tileWidth, w)
                    for index in culler.candidates(x0: x0, y0: y0, x1: x1, y1: y1) {
                        let pass = passes[index]
                        let shader = pass.shader, identity = pass.identityMembers
                        for y in y0..<y1 {
                            for x in x0..<x1 {
                                let i = y * w + x
                                var v = out.base[i]
                                let p = SIMD2<Float>((Float(x) + 0.5) / scale, (Float(y) + 0.5) / scale)
                                let near = shader.body.nearest(p)
                                v.x = min(v.x, near.distance)
                                let coverage = min(max(0.5 - near.distance * scale, 0), 1)
                                if coverage > 0 {
                                    let offset = identity.contains(near.first) ? .zero : shader.displacement(x: x, y: y)
                                    v.y = offset.x
                                    v.z = offset.y
                                    v.w = max(v.w, coverage)
                                }
                                out.base[i] = v
                            }
                        }
                    }
                    x0 = x1
                }
            }
        }
        switch options.layer {
        case .displacement:
            var rgba = [UInt16](repeating: 0, count: w * h * 4)
            for i in 0..<(w * h) {
                let v = data[i]
                let inside = v.w > 0
                rgba[4 * i] = DisplacementEncoding.encode(inside ? v.y : 0)
                rgba[4 * i + 1] = DisplacementEncoding.encode(inside ? v.z : 0)
                rgba[4 * i + 2] = DisplacementEncoding.encode(v.x)
                rgba[4 * i + 3] = inside ? 65535 : 0
            }
            return .data16(width: w, height: h, rgba: rgba)
        case .sdf:
            var image = LinearImage(width: w, height: h)
            for i in 0..<(w * h) {
                let d = data[i].x
                var g = min(max(0.5 + d / 80, 0), 1)
                // A darker contour every 4 points, and a bright line on the outline itself.
                let m = Swift.abs(d.truncatingRemainder(dividingBy: 4))
                if m < 0.3 || m > 3.7 { g *= 0.6 }
                if Swift.abs(d) < 0.4 { g = 1 }
                let v = SRGB.decode(g)
                image.pixels[i] = LinearPixel(v, v, v, 1)
            }
            return .image(image)
        default:
            var image = LinearImage(width: w, height: h)
            for i in 0..<(w * h) {
                let c = data[i].w
                image.pixels[i] = LinearPixel(c, c, c, 1)
            }
            return .image(image)
        }
    }
}

/// Shared pointer to `SIMD4<Float>` storage for parallel writers of disjoint rows (see ``SharedPixels``).
private struct UnsafeSharedVectors: @unchecked Sendable {
    let base: UnsafeMutablePointer<SIMD4<Float>>
}
