import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene
import Testing

/// The lane shading (ElementShader+Lanes.swift) against the scalar reference (`ElementShader.shade`), on scenes
/// that take every branch the lanes select between: regular and clear glass, light and dark, tinted, a container
/// of equal members (shaded in lanes through the union), one of differently tinted and sized members (lanes with a
/// tint and lens per lane: three or more tints mixed per pixel, and a pair), one of different materials and one of
/// the radial menu's sizes (lanes taking a nearest member's material, the scalar path where eight pixels do not
/// share one), shapes whose tiles end in partial groups of eight, glass over the canvas edge.
///
/// The bound: the two paths differ only in `exp`/`log`/`pow` (polynomials against libm, relative error
/// ≤ 2·10⁻⁷) and in the order of a few float operations, so a pixel may differ by a few float ulps — a 16-bit
/// step is 1.5·10⁻⁵. Measured 2026-11-24, 17:20 UTC: at most 1.0·10⁻⁶ over these scenes (the lone elements; the
/// containers 3.6–4.8·10⁻⁷), and 0–2 pixels rounding to another 8-bit value. The bounds are 2·10⁻⁶ per channel (a bug in a stage is off by 10⁻³ or more) and 10 pixels per
/// scene rounding the other way, by one code at most.
@Suite struct LaneShadingTests {
    static let blue = Color(red: 0, green: 0.48, blue: 1)

    static func scenes() -> [(String, Scene)] {
        let photo = Background(.gradient(Background.Gradient(colors: [
            Color(red: 0.95, green: 0.35, blue: 0.2), Color(red: 0.05, green: 0.1, blue: 0.5), Color(red: 1, green: 1, blue: 0.85),
        ], angle: 35)))
        var equal: [GlassElement] = []
        for i in 0..<5 {
            var e = GlassElement(shape: Circle(), frame: CGRect(x: 12 + Double(i) * 41, y: 100, width: 37, height: 37))
            e.container = ContainerMembership(index: 0, spacing: 10)
            equal.append(e)
        }
        var mixed = equal
        mixed[2].frame = CGRect(x: 94, y: 96, width: 45, height: 45)
        mixed[3].glass = .clear
        // One material, but five tints and two sizes (both at most 44 pt, so that their materials are the same:
        // Adaptation.thickness): lanes with a tint and lens per lane.
        var tinted = equal
        tinted[2].frame = CGRect(x: 94, y: 98, width: 43, height: 43)
        let tints = [Color(red: 1, green: 0.2, blue: 0.4), Color(red: 0.5, green: 0.3, blue: 0.9), Color(red: 1, green: 0.6, blue: 0),
                     Color(red: 0, green: 0.5, blue: 1), Color(red: 0.2, green: 0.8, blue: 0.4)]
        for i in tinted.indices where i != 1 { tinted[i].glass = .regular.tint(tints[i]) }
        // The radial menu's sizes: a 60 pt centre and 52 pt actions, melting into it — thicker than 44 pt, so each
        // size has its own material (frost, base colour, shadow): lanes take their nearest member's where eight
        // pixels share it, the scalar path the rest; two tinted, so necks mix a tint with none.
        var burst = [GlassElement(shape: Circle(), frame: CGRect(x: 85, y: 55, width: 60, height: 60))]
        for (i, (x, y)) in [(40.0, 60.0), (140.0, 60.0), (89.0, 110.0)].enumerated() {
            var e = GlassElement(shape: Circle(), frame: CGRect(x: x, y: y, width: 52, height: 52))
            if i != 1 { e.glass = .regular.tint(tints[i]) }
            burst.append(e)
        }
        for i in burst.indices { burst[i].container = ContainerMembership(index: 0, spacing: 16) }
        var pair = Array(equal.prefix(2))
        pair[1].glass = .regular.tint(tints[0])
        func scene(_ elements: [GlassElement], scheme: ColorScheme = .light, scale: Double = 3) -> Scene {
            Scene(canvas: Canvas(width: 230, height: 170, scale: scale), colorScheme: scheme, background: photo, elements: elements)
        }
        let lone = [
            GlassElement(frame: CGRect(x: 9, y: 12, width: 211, height: 47), glass: .regular),
            GlassElement(shape: Circle(), frame: CGRect(x: 20, y: 75, width: 51, height: 51), glass: .clear),
            GlassElement(shape: RoundedRectangle(cornerRadius: 14), frame: CGRect(x: 90, y: 70, width: 119, height: 63),
                         glass: .regular.tint(blue)),
            GlassElement(shape: Circle(), frame: CGRect(x: 200, y: 140, width: 50, height: 50)),  // over the edge
        ]
        // A pane large enough that the middle of it is beyond every edge effect (tiles drawn without distances).
        let pane = [GlassElement(shape: RoundedRectangle(cornerRadius: 30), frame: CGRect(x: 8, y: 6, width: 214, height: 158))]
        // Pressed glass: a press with a touch off centre and a shimmer half way across, a press at the centre, a
        // tinted pane (no plain rows while pressed).
        var pressed = lone
        pressed[0].press = 0.8
        pressed[0].touch = CGPoint(x: 60, y: 30)
        pressed[0].shimmer = 0.5
        pressed[2].press = 1
        pressed[3].shimmer = 0.3
        // A faded container (every member at 0.6, its shadows too), and one whose members differ in press, shimmer
        // and opacity: eight lanes take their nearest member's, and where they straddle two, once per member.
        var faded = equal
        for i in faded.indices { faded[i].glassOpacity = 0.6 }
        var lively = mixed
        lively[1].press = 1
        lively[1].shimmer = 0.4
        lively[4].glassOpacity = 0.5
        var contrast = scene(lone)
        contrast.accessibility.increaseContrast = true
        return [
            ("lone, light", scene(lone)), ("lone, dark", scene(lone, scheme: .dark)), ("lone, @2x", scene(lone, scale: 2)),
            ("equal container", scene(equal)), ("mixed container", scene(mixed)), ("large pane", scene(pane)),
            ("tinted container", scene(tinted)), ("tinted pair", scene(pair)), ("burst sizes", scene(burst)),
            ("pressed and shimmering", scene(pressed)), ("faded container", scene(faded)),
            ("pressed, shimmering and faded members", scene(lively)), ("increase contrast", contrast),
        ]
    }

    @Test(arguments: scenes().indices)
    func lanesAgreeWithTheScalarReference(index: Int) throws {
        let (name, scene) = Self.scenes()[index]
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let (expected, actual) = try renderedBothWays(scene, over: backdrop, threads: 1) { $0.usesLanes = false }
        var worst: Float = 0, rounded = 0
        for (e, a) in zip(expected.pixels, actual.pixels) {
            worst = max(worst, (e - a).max(), (a - e).max())
            let e8 = (0..<3).map { SRGB.quantize8(e[$0]) }, a8 = (0..<3).map { SRGB.quantize8(a[$0]) }
            if e8 != a8 {
                rounded += 1
                for c in 0..<3 { #expect(abs(Int(e8[c]) - Int(a8[c])) <= 1, "\(name): a pixel differs by more than one code") }
            }
        }
        let changed = zip(backdrop.pixels, actual.pixels).filter { $0 != $1 }.count
        #expect(changed > 1000, "\(name): the glass drew almost nothing (\(changed) pixels)")
        #expect(worst < 2e-6, "\(name): largest channel difference \(worst)")
        #expect(rounded <= 10, "\(name): \(rounded) pixels round to another 8-bit value")
    }

    /// The AVX2 kernels (CLaneMath's lg_shade.c, ElementShader+Native.swift) are a port of the Swift lanes with the
    /// same operations in the same order and no contraction: every pixel must be the same float, bit for bit, not
    /// merely close (a mismatched constant or operand order shows as a few differing ulps; a wrong stage as more).
    /// Every scene: lone glass light, dark and @2x, a container of equal members, the large pane's plain middle
    /// (passes whose members look alike), and the containers whose members differ in tint, size or material (each
    /// lane its own tint and lens; eight lanes the material of their nearest member). Skipped where the processor
    /// has no AVX2 (the kernels are not called there).
    @Test(.enabled(if: ElementShader.nativeKernelAvailable), arguments: [0, 1, 2, 3, 4, 5, 6, 7, 8])
    func nativeKernelsMatchTheSwiftLanesBitForBit(index: Int) throws {
        let (name, scene) = Self.scenes()[index]
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 1))
        let native = plan.groups.indices.filter { plan.pass($0)?.shader.nativeLooks != nil }.count
        #expect(native == plan.groups.count, "\(name): \(native) of \(plan.groups.count) passes take the native kernels")
        let (expected, actual) = try renderedBothWays(scene, over: backdrop, threads: 1) { $0.usesNativeKernels = false }
        var differing = 0, first: (Int, SIMD4<Float>, SIMD4<Float>)?
        for (i, (e, a)) in zip(expected.pixels, actual.pixels).enumerated() where e != a {
            differing += 1
            if first == nil { first = (i, e, a) }
        }
        let changed = zip(backdrop.pixels, actual.pixels).filter { $0 != $1 }.count
        #expect(changed > 1000, "\(name): the glass drew almost nothing (\(changed) pixels)")
        #expect(differing == 0, "\(name): \(differing) pixels differ; the first, pixel \(first.map { "\($0.0): Swift \($0.1), native \($0.2)" } ?? "")")
    }

    /// A plain rect drawn whole (`lg_shade_plain_rect`: which two frost columns each pixel reads and its weight laid
    /// out once, a run of pixels reading the same two sharing their difference) is the plain rows drawn one by one
    /// (`lg_shade_plain_row`), bit for bit: rects from the canvas's left edge (the columns clamped to the frost's
    /// grid) to its right edge, one pixel to a tile wide, wider than the rect's layout holds (drawn row by row), for
    /// the large pane (untinted) and a tinted one (drawn row by row).
    @Test(.enabled(if: ElementShader.nativeKernelAvailable))
    func aPlainRectIsItsPlainRows() throws {
        var tinted = Self.scenes()[5].1
        tinted.elements[0].glass = .regular.tint(Color(red: 0.2, green: 0.5, blue: 1))
        for (name, scene) in [("pane", Self.scenes()[5].1), ("tinted pane", tinted)] {
            let backdrop = try BackdropBuilder.backdrop(for: scene)
            let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 1))
            let shader = try #require(plan.pass(0)?.shader)
            let look = try #require(shader.nativeLook)
            let w = backdrop.width
            let rects = [PixelRect(x0: 0, y0: 40, x1: 64, y1: 60), PixelRect(x0: 100, y0: 100, x1: 101, y1: 103),
                         PixelRect(x0: 130, y0: 200, x1: 137, y1: 230), PixelRect(x0: w - 70, y0: 300, x1: w, y1: 340),
                         PixelRect(x0: 0, y0: 350, x1: w, y1: 356), PixelRect(x0: 37, y0: 400, x1: 37 + 257, y1: 404)]
            for rect in rects {
                var whole = backdrop, rows = backdrop
                let capacity = shader.plainScratch(span: rect.width)
                let scratch = UnsafeMutablePointer<LinearPixel>.allocate(capacity: capacity)
                defer { scratch.deallocate() }
                whole.pixels.withUnsafeMutableBufferPointer { buf in
                    shader.shadeNativePlain(look, rect: rect, scratch: scratch, out: SharedPixels(base: buf.baseAddress!, width: w))
                }
                rows.pixels.withUnsafeMutableBufferPointer { buf in
                    for y in rect.y0..<rect.y1 {
                        shader.shadeNativePlainRow(look, y: y, x0: rect.x0, x1: rect.x1, scratch: scratch,
                                                   out: SharedPixels(base: buf.baseAddress!, width: w))
                    }
                }
                let changed = zip(backdrop.pixels, rows.pixels).filter { $0 != $1 }.count
                let differing = zip(whole.pixels, rows.pixels).filter { $0 != $1 }.count
                #expect(changed > 0 && differing == 0, "\(name), \(rect): \(changed) pixels drawn, \(differing) differ")
            }
        }
    }

    /// `render(_:over:into:)` into a canvas whose glass regions hold something else (the previous frame of an
    /// animation): passes on the native kernels read the pixels behind from the backdrop and write their whole
    /// region instead of having it restored first (GlassRenderer.draw's `stale`), the others are restored. Both
    /// must leave exactly the picture drawn into a clean copy of the backdrop — magenta left anywhere, or a pixel
    /// shaded over the stale one, shows. Lone glass whose shadows overlap (some groups restored up front, some not),
    /// a container, the large pane, and a pane with a bar floating over it (a sheet and its tab bar: the pane, drawn
    /// fused, writes every pixel of the bar's region but the bar's covered ones, so the bar's region is not restored
    /// at all); also with the native kernels off (every group restored).
    /// A container spread wide (tiles in its gaps that no member reaches: only those are restored, the rest drawn
    /// fused) too; and the benchmark's standard layout in small — three 44 pt buttons whose shadows overlap, a
    /// tinted button over a bar's shadow: each later group restores only the pixels of its region no earlier one
    /// drew, and reads the canvas only in its tiles that meet an earlier region.
    @Test(arguments: [0, 3, 5, -1, -2, -3])
    func aStaleCanvasIsRedrawnAsAFreshOne(index: Int) throws {
        var sheet = Self.scenes()[5].1
        sheet.elements.append(GlassElement(frame: CGRect(x: 30, y: 118, width: 170, height: 30), glass: .regular))
        var spread = Self.scenes()[3].1
        spread.elements = (0..<6).map { i in
            var e = GlassElement(shape: Circle(), frame: CGRect(x: 10 + Double(i % 3) * 80, y: 10 + Double(i / 3) * 100, width: 30, height: 30))
            e.container = ContainerMembership(index: 0, spacing: 8)
            return e
        }
        var buttons = Self.scenes()[0].1
        buttons.elements = [
            GlassElement(id: "bar", frame: CGRect(x: 10, y: 118, width: 210, height: 40), glass: .regular),
            GlassElement(id: "b1", shape: Circle(), frame: CGRect(x: 60, y: 12, width: 44, height: 44)),
            GlassElement(id: "b2", shape: Circle(), frame: CGRect(x: 112, y: 12, width: 44, height: 44)),
            GlassElement(id: "b3", shape: Circle(), frame: CGRect(x: 164, y: 12, width: 44, height: 44)),
            GlassElement(id: "action", shape: Circle(), frame: CGRect(x: 170, y: 66, width: 48, height: 48),
                         glass: .regular.tint(Color(red: 0, green: 0.48, blue: 1)).interactive()),
        ]
        let (name, scene) = index >= 0 ? Self.scenes()[index]
            : [("sheet and bar", sheet), ("spread container", spread), ("buttons", buttons)][-index - 1]
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 2))
        var stale = backdrop
        let magenta = LinearPixel(1, 0, 1, 1)
        for region in plan.groups.indices.compactMap({ plan.resolve($0)?.region }) {
            for y in region.y0..<region.y1 {
                for x in region.x0..<region.x1 { stale.pixels[y * stale.width + x] = magenta }
            }
        }
        for native in [true, false] {
            var renderer = GlassRenderer(options: RenderOptions(threads: 2))
            renderer.usesNativeKernels = native
            var fresh = backdrop, redrawn = stale
            try renderer.render(scene, over: backdrop, into: &fresh)
            try renderer.render(scene, over: backdrop, into: &redrawn)
            let differing = zip(fresh.pixels, redrawn.pixels).filter { $0 != $1 }.count
            let left = redrawn.pixels.filter { $0 == magenta }.count
            #expect(differing == 0 && left == 0, "\(name), native \(native): \(differing) pixels differ, \(left) still magenta")
            // And both are the picture drawn from a copy of the backdrop, every group over what the earlier ones
            // drew (a later group reading the backdrop where an earlier one drew would show here, in both frames).
            guard case .image(let picture) = try renderer.render(scene, over: backdrop) else {
                Issue.record("\(name): no picture"); continue
            }
            let off = zip(picture.pixels, redrawn.pixels).filter { $0 != $1 }.count
            #expect(off == 0, "\(name), native \(native): \(off) pixels differ from the picture")
        }
    }

    /// The large pane's middle takes the plain path, in whole tiles and in columns of the tiles across the line
    /// where the edge effects end: the comparison above covers it only if some do.
    @Test func theMiddleOfALargePaneIsDrawnWithoutDistances() throws {
        let scene = Self.scenes()[5].1
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 1))
        let pass = try #require(plan.pass(0))
        #expect(pass.shader.body.convex)
        var plainPixels = 0, total = 0, plainColumns = 0
        for tile in pass.tiles {
            let parts = GlassRenderer.parts(of: tile, bounds: GlassRenderer.bounds(of: tile, shader: pass.shader), shader: pass.shader)
            // The parts cut the tile into runs of columns, left to right, alternating plain and not.
            #expect(parts.first?.rect.x0 == tile.x0 && parts.last?.rect.x1 == tile.x1, "tile \(tile)")
            for (a, b) in zip(parts, parts.dropFirst()) {
                #expect(a.rect.x1 == b.rect.x0 && a.plain != b.plain, "tile \(tile)")
            }
            total += tile.width * tile.height
            for part in parts where part.plain {
                #expect(part.rect.y0 == tile.y0 && part.rect.y1 == tile.y1)
                plainPixels += part.rect.width * part.rect.height
                if parts.count > 1 { plainColumns += 1 }
                // Every pixel centre of a plain part is deeper than the plain depth (all of them, not only the
                // corners the renderer reads: this is what its convexity argument promises).
                for y in part.rect.y0..<part.rect.y1 {
                    for x in part.rect.x0..<part.rect.x1 {
                        let p = SIMD2<Float>(Float(x) + 0.5, Float(y) + 0.5) / Float(scene.canvas.scale)
                        if pass.shader.body.distance(to: p) >= -pass.shader.plainDepth {
                            Issue.record("pixel \(x), \(y) of plain part \(part.rect) is within the edge effects")
                            return
                        }
                    }
                }
            }
        }
        #expect(plainPixels > total / 10, "\(plainPixels) of \(total) pixels are plain")
        #expect(plainColumns > 0, "no tile was split into plain and edge columns")
    }

    /// The lone glass's shadow margins take the shadow-only path (no distance grid): the comparison above covers
    /// it only if some tiles do, and none of them may hold a pixel the glass or its contour reaches.
    @Test func shadowMarginsAreDrawnFromShadowDistancesAlone() throws {
        let scene = Self.scenes()[0].1
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 1))
        var shadowOnly = 0
        for index in plan.groups.indices {
            let pass = try #require(plan.pass(index))
            for tile in pass.tiles where GlassRenderer.isShadowOnly(GlassRenderer.bounds(of: tile, shader: pass.shader), shader: pass.shader) {
                shadowOnly += 1
                for y in tile.y0..<tile.y1 {
                    for x in tile.x0..<tile.x1 {
                        let p = SIMD2<Float>(Float(x) + 0.5, Float(y) + 0.5) / Float(scene.canvas.scale)
                        let d = pass.shader.body.distance(to: p)
                        if d <= pass.shader.shadowOnlyDepth || d >= pass.shader.reach {
                            Issue.record("pixel \(x), \(y) of shadow-only tile \(tile) is at distance \(d)")
                            return
                        }
                    }
                }
            }
        }
        #expect(shadowOnly > 10, "\(shadowOnly) shadow-only tiles")
    }

    /// Which passes take the lanes (all of them: the test above would pass trivially if none did), and which the
    /// AVX2 kernels and plain rows, which know no press, shimmer, border or fade (`plainLook`).
    @Test func everyPassTakesTheLanesAndOnlyPlainLooksTheKernels() throws {
        let scenes = Self.scenes()
        func passes(_ scene: Scene) throws -> [(lanes: Bool, plain: Bool, native: Bool)] {
            let backdrop = try BackdropBuilder.backdrop(for: scene)
            let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 1))
            return plan.groups.indices.compactMap { plan.pass($0) }.map {
                ($0.shader.shadesInLanes, $0.shader.plainLook, $0.shader.nativeLooks != nil)
            }
        }
        for (name, scene) in scenes {
            let found = try passes(scene)
            #expect(!found.isEmpty && found.allSatisfy(\.lanes), "\(name): \(found)")
            // The kernels where the processor has them, and only for plain looks.
            #expect(found.allSatisfy { $0.native == ($0.plain && ElementShader.nativeKernelAvailable) }, "\(name): \(found)")
        }
        #expect(try passes(scenes[0].1).map(\.plain) == [true, true, true, true])
        #expect(try passes(scenes[9].1).map(\.plain) == [false, true, false, false])
        #expect(try passes(scenes[10].1).map(\.plain) == [false])
        #expect(try passes(scenes[12].1).map(\.plain) == [false, false, false, false])
        // The faded container's plain middle is drawn with distances (the plain rows know no fade).
        let faded = try RenderPlan.of(scenes[10].1, backdrop: BackdropBuilder.backdrop(for: scenes[10].1),
                                   options: RenderOptions(threads: 1))
        #expect(faded.pass(0)?.shader.plainDepth == .infinity)
    }
}

/// Members of different materials share eight lanes only where the lanes share their nearest member
/// (`GlassRenderer.sharedNearest`); `ElementShader.pairedLanes` gives each lane the lens and tint the scalar path's
/// own functions give it.
@Suite struct MaterialLanesTests {
    @Test func eightPixelsShareAMaterialOnlyWithTheirNearestMember() {
        let reach: Float = 10
        func shared(_ d: [Float], _ f: [Int32]) -> Int? {
            GlassRenderer.sharedNearest(count: d.count, distances: d, first: f, reach: reach)
        }
        #expect(shared([1, 2, 3, 4, 5, 6, 7, 8], [2, 2, 2, 2, 2, 2, 2, 2]) == 2)
        #expect(shared([1, 2, 3, 4, 5, 6, 7, 8], [2, 2, 2, 3, 2, 2, 2, 2]) == nil)
        // Lanes beyond the reach draw nothing: their nearest member does not matter.
        #expect(shared([1, 2, 3, 40, 5, 6, 7, 8], [2, 2, 2, 3, 2, 2, 2, 2]) == 2)
        #expect(shared([20, 20, 20], [4, 5, 6]) == 0)
        // A partial group reads only its own cells.
        #expect(shared([1, 2], [1, 1]) == 1)
    }

    /// The mixed tints of a container of three tints and no tint (`ElementShader.mixTints`), eight pixels at a
    /// time against one by one: the same floats, across the necks and outside the glass.
    @Test func tintsMixInLanesAsOneByOne() throws {
        let scene = LaneShadingTests.scenes()[8].1
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 1))
        let shader = try #require(plan.pass(0)).shader
        #expect(shader.mixesTints)
        let body = shader.body
        let count = 203, dx: Float = 1 / 3, x0: Float = 20
        let candidates = body.candidates(in: CGRect(x: 0, y: 0, width: 230, height: 170))
        let scratch = UnsafeMutablePointer<Float>.allocate(capacity: 4 * count + candidates.count * count)
        let union = UnsafeMutablePointer<Float>.allocate(capacity: count), weight = UnsafeMutablePointer<Float>.allocate(capacity: count)
        let ints = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * count)
        let lanes = UnsafeMutablePointer<LinearPixel>.allocate(capacity: count), single = UnsafeMutablePointer<LinearPixel>.allocate(capacity: count)
        let swiftLanes = UnsafeMutablePointer<LinearPixel>.allocate(capacity: count)
        defer { scratch.deallocate(); union.deallocate(); weight.deallocate(); ints.deallocate(); lanes.deallocate(); single.deallocate(); swiftLanes.deallocate() }
        let perMember = scratch + 4 * count
        var tinted = 0, mixed = 0
        for y in stride(from: Float(50), through: 170, by: 2.3) {
            body.fillUnion(y: y, x0: x0, dx: dx, count: count, candidates: candidates, scratch: scratch, distances: union,
                           first: ints, second: ints + count, weight: weight, perMember: perMember)
            shader.mixTints(count: count, candidates: candidates, distances: perMember, union: union, into: lanes)
            shader.mixTints(count: count, candidates: candidates, distances: perMember, union: union, into: single, lanes: false)
            // Where the processor has AVX2 `lanes` came from the native kernel: the Swift lanes must agree bit for bit.
            shader.mixTints(count: count, candidates: candidates, distances: perMember, union: union, into: swiftLanes, native: false)
            for i in 0..<count {
                #expect(lanes[i] == single[i], "row \(y), pixel \(i): \(lanes[i]) against \(single[i])")
                #expect((0..<4).allSatisfy { lanes[i][$0].bitPattern == swiftLanes[i][$0].bitPattern },
                        "row \(y), pixel \(i): \(lanes[i]) against the Swift lanes' \(swiftLanes[i])")
                if single[i].w > 0 { tinted += 1 }
                if ints[count + i] >= 0 && weight[i] < 1 && single[i].w > 0 { mixed += 1 }
            }
        }
        // Tinted pixels and necks were there to compare.
        #expect(tinted > 1000 && mixed > 100, "\(tinted) tinted, \(mixed) in a neck")
    }

    /// Each lane of a neck between two differently tinted members of different sizes against the scalar path's
    /// own mix (`LensProfile.Resolved.mix`, `ElementShader.tint(_:near:)`): the same floats.
    @Test func pairedLanesMixAsTheScalarPathDoes() throws {
        let scene = LaneShadingTests.scenes()[8].1
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 1))
        let shader = try #require(plan.pass(0)).shader
        #expect(shader.variesInMaterial)
        let first: [Int32] = [1, 1, 1, 1, 1, 1, 1, 1]
        let second: [Int32] = [0, 0, -1, 0, 0, 0, 3, 0]
        let weight: [Float] = [0.9, 1, 0.2, 0.55, 0.7, 0.999, 0.4, 0.3]
        let valid: LaneMask = [true, true, true, true, true, true, false, true]
        let v = first.withUnsafeBufferPointer { f in
            second.withUnsafeBufferPointer { s in
                weight.withUnsafeBufferPointer { w in
                    let cells = UnionCells(first: f.baseAddress!, second: s.baseAddress!, weight: w.baseAddress!, tints: nil, material: 1)
                    return shader.pairedLanes(cells, valid: valid, lead: 1, partner: 0)
                }
            }
        }
        for k in 0..<8 where valid[k] {
            let near = GlassBody.Nearest(distance: 0, first: Int(first[k]), second: Int(second[k]), weight: weight[k])
            var lens = shader.looks[1].lens
            if near.second >= 0, near.weight < 1 { lens = LensProfile.Resolved.mix(lens, shader.looks[near.second].lens, weight: near.weight) }
            #expect(v.amplitude[k] == lens.amplitude && v.band[k] == lens.band && v.inverseDecay[k] == lens.inverseDecay, "lane \(k)")
            #expect(v.halfMinorAxis[k] == lens.halfMinorAxis && v.limit[k] == (lens.limit ?? 0), "lane \(k)")
            let tint = shader.tint(UnsafePointer(shader.lookStorage.baseAddress! + 1), near: near)
            let expected = tint.flatMap { $0.w > 0 ? $0 : nil }
            #expect(v.tinted[k] == (expected != nil), "lane \(k)")
            if let expected { #expect(v.tint[k] == expected, "lane \(k)") }
        }
        // The members differ in size (lens) and tint: the test would pass trivially otherwise.
        #expect(shader.looks[1].lens.halfMinorAxis != shader.looks[0].lens.halfMinorAxis)
        #expect(shader.looks[1].tint != shader.looks[0].tint)
    }
}

/// A group's pixels under a later group's glass that covers them whole are not drawn (the later glass replaces
/// them; `RenderPlan.Resolved.coveredPixels`): the picture must be the same bit for bit as when they are drawn.
@Suite struct CoveredPixelsTests {
    static func scene(tabBar: Shape = Capsule()) -> Scene {
        let photo = Background(.gradient(Background.Gradient(colors: [
            Color(red: 0.9, green: 0.5, blue: 0.2), Color(red: 0.1, green: 0.2, blue: 0.6),
        ], angle: 60)))
        return Scene(canvas: Canvas(width: 200, height: 260, scale: 3), background: photo, elements: [
            GlassElement(id: "sheet", shape: RoundedRectangle(cornerRadius: 30), frame: CGRect(x: 0, y: 60, width: 200, height: 230)),
            GlassElement(id: "bar", shape: tabBar, frame: CGRect(x: 12, y: 190, width: 176, height: 50)),
        ])
    }

    @Test func skippingWhatLaterGlassCoversChangesNoPixel() throws {
        for scene in [Self.scene(), Self.scene(tabBar: Ellipse())] {
            let (expected, actual) = try renderedBothWays(scene, over: try BackdropBuilder.backdrop(for: scene), threads: 2) {
                $0.skipsCoveredPixels = false
            }
            let differing = zip(expected.pixels, actual.pixels).filter { $0 != $1 }.count
            #expect(differing == 0, "\(differing) pixels differ")
        }
    }

    @Test func theCoveredRectangleLiesWhollyInsideTheGlass() throws {
        let scene = Self.scene()
        let backdrop = try BackdropBuilder.backdrop(for: scene)
        let plan = try RenderPlan.of(scene, backdrop: backdrop, options: RenderOptions(threads: 1))
        let bar = try #require(plan.resolve(1))
        let rect = try #require(bar.coveredPixels(scale: 3, width: 600, height: 780))
        // Most of the bar: its straight middle (176 − 50 pt long, 50 pt high, less a few pixels), in pixels.
        #expect(rect.width * rect.height > (176 - 50) * 3 * (50 * 3 - 12))
        let pass = try #require(plan.pass(1))
        for y in rect.y0..<rect.y1 {
            for x in rect.x0..<rect.x1 {
                let d = pass.shader.body.distance(to: SIMD2(Float(x) + 0.5, Float(y) + 0.5) / 3)
                if d >= -0.5 / 3 { Issue.record("pixel \(x), \(y) is at distance \(d): not covered whole"); return }
            }
        }
        // An ellipse's field is not exact: no rectangle is claimed for it.
        let ellipse = try RenderPlan.of(Self.scene(tabBar: Ellipse()), backdrop: backdrop, options: RenderOptions(threads: 1))
        #expect(try #require(ellipse.resolve(1)).coveredPixels(scale: 3, width: 600, height: 780) == nil)
    }
}

/// `scene` over `backdrop` drawn by a renderer that `reference` sets up (the expected picture) and by the default
/// renderer (the actual one).
func renderedBothWays(_ scene: Scene, over backdrop: LinearImage, threads: Int,
                      reference setUp: (inout GlassRenderer) -> Void) throws -> (expected: LinearImage, actual: LinearImage) {
    var reference = GlassRenderer(options: RenderOptions(threads: threads))
    setUp(&reference)
    var expected = backdrop, actual = backdrop
    try reference.render(scene, over: backdrop, into: &expected)
    try GlassRenderer(options: RenderOptions(threads: threads)).render(scene, over: backdrop, into: &actual)
    return (expected, actual)
}
