import Foundation
import LiquidGlass
import LiquidGlassSceneMotion
import Testing

/// Black and white stripes, 6 pt wide, across a 120 × 80 canvas: anything that bends light shows on them.
private func stripes() -> [DisplayItem] {
    (0..<20).map { i in
        DisplayItem(id: "stripe\(i)", .fill(Rectangle(), frame: CGRect(x: Double(i) * 6, y: 0, width: 6, height: 80),
                                            paint: .color(i % 2 == 0 ? Color(red: 0.05, green: 0.05, blue: 0.05) : Color(red: 0.95, green: 0.95, blue: 0.95))))
    }
}

private func glass(_ id: String, _ frame: CGRect, container: Int? = nil, effectID: String? = nil,
                   materialization: Double = 1, emergence: Double = 1) -> DisplayItem {
    var g = GlassDisplayItem(shape: Circle(), frame: frame)
    g.container = container.map { ContainerMembership(index: $0, spacing: 20) }
    g.glassEffectID = effectID
    g.materialization = materialization
    g.emergence = emergence
    return DisplayItem(id: id, .glass(g))
}

private func render(_ items: [DisplayItem]) throws -> [SIMD4<Float>] {
    try GlassRenderer().render(DisplayList(items), canvas: Canvas(width: 120, height: 80, scale: 1)).image.pixels
}

private func difference(_ a: SIMD4<Float>, _ b: SIMD4<Float>) -> Float {
    let d = a - b
    return max(d.max(), -d.min())
}

private func maxDifference(_ a: [SIMD4<Float>], _ b: [SIMD4<Float>]) -> Float {
    zip(a, b).map(difference).max() ?? 0
}

private func frame(of item: DisplayItem) -> CGRect? {
    switch item.content {
    case .glass(let g): return g.frame
    case .fill(_, let f, _): return f
    default: return nil
    }
}

@Suite("DisplayListInterpolation")
struct DisplayListInterpolationTests {
    let disc = CGRect(x: 30, y: 10, width: 60, height: 60)

    /// Materialization 0 is no glass at all; full glass changes the stripes by far more (a check that the
    /// comparison can fail).
    @Test func unmaterializedGlassLeavesTheBackdropAlone() throws {
        let backdrop = try render(stripes())
        #expect(maxDifference(try render(stripes() + [glass("g", disc, materialization: 0)]), backdrop) < 1e-4)
        #expect(maxDifference(try render(stripes() + [glass("g", disc)]), backdrop) > 0.2)
    }

    /// Glass materializes by gaining its lensing, not by fading: half-materialized glass is not the half-way
    /// blend of no glass and full glass (the lens moves stripes rather than mixing them), and it moves the
    /// picture further from the backdrop as it materializes.
    @Test func materializeRampsLensingNotAlpha() throws {
        let none = try render(stripes())
        let full = try render(stripes() + [glass("g", disc)])
        let half = try render(stripes() + [glass("g", disc, materialization: 0.5)])
        let blend = zip(none, full).map { ($0 + $1) / 2 }
        #expect(maxDifference(half, blend) > 0.2)
        var last: Float = 0
        for m in [0.25, 0.5, 0.75, 1.0] {
            let image = try render(stripes() + [glass("g", disc, materialization: m)])
            let change = zip(image, none).map(difference).reduce(0, +)
            #expect(change > last, "materialization \(m)")
            last = change
        }
    }

    /// Emergence 0 inside a container changes nothing (the eroded member is a full blend distance outside its
    /// neighbour); half emerged it shows.
    @Test func unemergedGlassDoesNotChangeTheUnion() throws {
        let anchor = glass("anchor", disc, container: 0)
        let alone = try render(stripes() + [anchor])
        let tucked = CGRect(x: 45, y: 25, width: 30, height: 30)
        #expect(maxDifference(try render(stripes() + [anchor, glass("new", tucked, container: 0, emergence: 0)]), alone) < 1e-5)
        let out = CGRect(x: 80, y: 25, width: 30, height: 30)
        #expect(maxDifference(try render(stripes() + [anchor, glass("new", out, container: 0, emergence: 0.5)]), alone) > 0.05)
    }

    @Test func endpointsAndMatchedItems() {
        let a = DisplayList(stripes() + [glass("g", CGRect(x: 0, y: 0, width: 40, height: 40))])
        let b = DisplayList(stripes() + [glass("g", CGRect(x: 80, y: 40, width: 20, height: 20))])
        let start = DisplayListInterpolation.interpolate(from: a, to: b, progress: 0)
        #expect(start.items.map(\.id) == a.items.map(\.id))
        #expect(frame(of: start.items.last!) == CGRect(x: 0, y: 0, width: 40, height: 40))
        let mid = DisplayListInterpolation.interpolate(from: a, to: b, progress: 0.5)
        #expect(frame(of: mid.items.last!) == CGRect(x: 40, y: 20, width: 30, height: 30))
        // A spring's overshoot carries through.
        let over = DisplayListInterpolation.interpolate(from: a, to: b, progress: 1.1)
        #expect(abs(frame(of: over.items.last!)!.minX - 88) < 1e-9)
        #expect(DisplayListInterpolation.interpolate(from: a, to: b, progress: 1).items.map(\.id) == b.items.map(\.id))
    }

    /// What is drawn on matched glass moves with it by the same rule: a text on the glass in both lists moves
    /// halfway at progress 0.5 (origin (10, 10) → (50, 30): (30, 20)), a text on one side only fades.
    @Test func glassContentIsMixed() throws {
        func onGlass(_ texts: [DisplayItem]) -> DisplayList {
            var g = GlassDisplayItem(shape: Circle(), frame: disc)
            g.content = texts
            return DisplayList([DisplayItem(id: "g", .glass(g))])
        }
        let a = onGlass([DisplayItem(id: "t", .text(DisplayText("Aa"), origin: CGPoint(x: 10, y: 10))),
                         DisplayItem(id: "old", .text(DisplayText("Old"), origin: CGPoint(x: 10, y: 40)))])
        let b = onGlass([DisplayItem(id: "t", .text(DisplayText("Aa"), origin: CGPoint(x: 50, y: 30)))])
        let mid = DisplayListInterpolation.interpolate(from: a, to: b, progress: 0.5)
        guard case .glass(let g) = try #require(mid.items.first).content else { Issue.record("expected glass"); return }
        #expect(g.content.map(\.id) == ["t", "old"])
        guard case .text(_, let origin) = try #require(g.content.first).content else { Issue.record("expected text"); return }
        #expect(origin == CGPoint(x: 30, y: 20))
        #expect(abs(g.content[1].opacity - 0.5) < 1e-12)
    }

    /// Content on one side fades; glass outside a container materializes; leaving items keep their place.
    @Test func enteringAndLeavingItems() throws {
        let a = DisplayList(Array(stripes().prefix(3)) + [glass("old", disc)])
        let b = DisplayList(Array(stripes().prefix(2)) + [glass("new", disc)])
        let mid = DisplayListInterpolation.interpolate(from: a, to: b, progress: 0.25)
        // Leaving items go right after the last item before them that stays (stripe1), before what is new.
        #expect(mid.items.map(\.id) == ["stripe0", "stripe1", "stripe2", "old", "new"])
        #expect(abs(mid.items[2].opacity - 0.75) < 1e-12)
        guard case .glass(let leaving) = mid.items[3].content, case .glass(let entering) = mid.items[4].content else {
            Issue.record("expected glass"); return
        }
        #expect(abs(entering.materialization - 0.25) < 1e-12)
        #expect(abs(leaving.materialization - 0.75) < 1e-12)
    }

    /// Glass is matched by glassEffectID before id; glass new to a container grows out of the nearest glass
    /// of that container, starting inside it and unemerged.
    @Test func glassEffectIDMorph() throws {
        let a = DisplayList([glass("one", CGRect(x: 0, y: 0, width: 40, height: 40), container: 0, effectID: "x")])
        let b = DisplayList([glass("two", CGRect(x: 60, y: 0, width: 40, height: 40), container: 0, effectID: "x"),
                             glass("extra", CGRect(x: 60, y: 50, width: 20, height: 20), container: 0, effectID: "y")])
        let start = DisplayListInterpolation.interpolate(from: a, to: b, progress: 0)
        #expect(start.items.count == 2)
        #expect(frame(of: start.items[0]) == CGRect(x: 0, y: 0, width: 40, height: 40))
        guard case .glass(let extra) = start.items[1].content else { Issue.record("expected glass"); return }
        #expect(CGRect(x: 0, y: 0, width: 40, height: 40).contains(extra.frame))
        #expect(extra.emergence == 0)
        let end = DisplayListInterpolation.interpolate(from: a, to: b, progress: 0.999)
        guard case .glass(let late) = end.items[1].content else { Issue.record("expected glass"); return }
        #expect(abs(late.frame.minX - 60) < 0.1 && late.emergence > 0.99)
    }

    /// A member growing out of its neighbour shows its label (the item's opacity, which its content takes) only
    /// once it has mostly emerged — none up to 0.6 of the way, all of it at the end, never decreasing — so that
    /// symbols do not sit on the neighbour's rim while their glass is a sliver. Leaving mirrors it.
    @Test func aGrowingMembersLabelWaitsForItsGlass() throws {
        let a = DisplayList([glass("one", CGRect(x: 0, y: 0, width: 40, height: 40), container: 0, effectID: "x")])
        let b = DisplayList([glass("one", CGRect(x: 0, y: 0, width: 40, height: 40), container: 0, effectID: "x"),
                             glass("extra", CGRect(x: 60, y: 0, width: 40, height: 40), container: 0, effectID: "y")])
        func labelOpacity(_ p: Double, from: DisplayList, to: DisplayList) -> Double {
            DisplayListInterpolation.interpolate(from: from, to: to, progress: p).items.first { $0.id == "extra" }?.opacity ?? 0
        }
        let growing = (0...20).map { labelOpacity(Double($0) / 20, from: a, to: b) }
        #expect(growing.prefix(13).allSatisfy { $0 == 0 }, "\(growing)")  // progress 0 … 0.6
        #expect(abs(growing.last! - 1) < 1e-9)
        #expect(zip(growing, growing.dropFirst()).allSatisfy { $0 <= $1 })
        // Halfway between 0.6 and 1 the smoothstep is at one half.
        #expect(abs(labelOpacity(0.8, from: a, to: b) - 0.5) < 1e-9)
        // Melting back in: the label is gone by 0.4 of the way.
        #expect(labelOpacity(0.4, from: b, to: a) == 0)
        #expect(abs(labelOpacity(0.2, from: b, to: a) - 0.5) < 1e-9)
    }

    /// A label or text that changes cross-fades (SwiftUI's default opacity content transition): at progress p the
    /// old ink is drawn at 1 − p and the new at p, both at once; ink that stays the same is not faded, and the
    /// glass itself never is.
    @Test func changingInkCrossFades() throws {
        func labelled(_ symbol: String) -> DisplayItem {
            var g = GlassDisplayItem(shape: Circle(), frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            g.label = GlassLabel(symbol: symbol)
            return DisplayItem(id: "fab", .glass(g))
        }
        func text(_ string: String, y: Double = 70) -> DisplayItem {
            DisplayItem(id: "title", .text(DisplayText(string), origin: CGPoint(x: 10, y: y)))
        }
        let from = DisplayList([labelled("plus"), text("Open")]), to = DisplayList([labelled("xmark"), text("Close", y: 90)])
        for p in [0.25, 0.5, 0.75] {
            let items = DisplayListInterpolation.interpolate(from: from, to: to, progress: p).items
            let glass = items.compactMap { item -> (DisplayItem, GlassDisplayItem)? in
                if case .glass(let g) = item.content { return (item, g) }
                return nil
            }
            #expect(glass.count == 1)
            let (item, g) = try #require(glass.first)
            #expect(item.opacity == 1, "the glass item is not faded")
            #expect(g.label?.symbol == "xmark" && g.fadingLabel?.symbol == "plus" && g.labelProgress == p)
            let texts = items.compactMap { item -> (String, Double, CGPoint)? in
                if case .text(let t, let origin) = item.content { return (t.string, item.opacity, origin) }
                return nil
            }
            #expect(texts.map(\.0) == ["Open", "Close"], "old ink under the new")
            #expect(abs(texts[0].1 - (1 - p)) < 1e-12 && abs(texts[1].1 - p) < 1e-12)
            // Both move with the item: y from 70 to 90.
            #expect(texts.allSatisfy { abs($0.2.y - (70 + 20 * p)) < 1e-9 })
        }
        let end = DisplayListInterpolation.interpolate(from: from, to: to, progress: 1).items
        #expect(end.count == 2)
        // The same ink on both sides is not faded, nor doubled.
        let same = DisplayListInterpolation.interpolate(from: from, to: DisplayList([labelled("plus"), text("Open", y: 90)]), progress: 0.5)
        #expect(same.items.count == 2 && same.items.allSatisfy { $0.opacity == 1 })
        if case .glass(let g) = same.items[0].content { #expect(g.fadingLabel == nil) }
    }

    /// A glass label that cross-fades draws both labels: at progress 0.5 the canvas holds ink where either label
    /// alone has it (a plus and a cross overlap only at their centre), each lighter than when drawn alone.
    @Test func aCrossFadingGlassLabelDrawsBothLabels() throws {
        func frame(_ configure: (inout GlassDisplayItem) -> Void) throws -> LinearImage {
            var g = GlassDisplayItem(shape: Circle(), frame: CGRect(x: 10, y: 10, width: 60, height: 60))
            configure(&g)
            let list = DisplayList([DisplayItem(id: "bg", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 80, height: 80),
                                                                  paint: .color(Color(red: 0.2, green: 0.3, blue: 0.6)))),
                                    DisplayItem(id: "fab", .glass(g))])
            return try GlassRenderer().render(list, canvas: Canvas(width: 80, height: 80, scale: 2)).image
        }
        let bare = try frame { _ in }
        let plus = try frame { $0.label = GlassLabel(symbol: "plus", size: 24) }
        let cross = try frame { $0.label = GlassLabel(symbol: "xmark", size: 24) }
        let mid = try frame {
            $0.label = GlassLabel(symbol: "xmark", size: 24)
            $0.fadingLabel = GlassLabel(symbol: "plus", size: 24)
            $0.labelProgress = 0.5
        }
        // Ink is composited on encoded sRGB values (as iOS does), so it is looked for there. A label drawn at half
        // strength moves a pixel half as far (encoded: a·source + (1 − a)·destination), so the pixels each label
        // inks clearly alone (0.1 encoded, 25 8-bit codes) must show at least 0.02 (five codes) in the mix; the
        // faint anti-aliased edges of a label alone are not asked to survive halving.
        func inked(_ image: LinearImage, above threshold: Float) -> Set<Int> {
            Set(image.pixels.indices.filter {
                abs(EncodedCompositing.encodeChannel(image.pixels[$0].x) - EncodedCompositing.encodeChannel(bare.pixels[$0].x)) > threshold
            })
        }
        let inPlus = inked(plus, above: 0.1).subtracting(inked(cross, above: 0.02))
        let inCross = inked(cross, above: 0.1).subtracting(inked(plus, above: 0.02))
        #expect(inPlus.count > 40 && inCross.count > 40)
        let shown = inked(mid, above: 0.02)
        #expect(inPlus.subtracting(shown).count < inPlus.count / 10, "the fading plus is drawn")
        #expect(inCross.subtracting(shown).count < inCross.count / 10, "the incoming cross is drawn")
        // Each at half strength: on pixels only the plus inks, the mix sits between the bare glass and the plus.
        let between = inPlus.filter { i in
            let b = bare.pixels[i].x, full = plus.pixels[i].x, m = mid.pixels[i].x
            return abs(m - b) < abs(full - b) - 0.01
        }
        #expect(between.count > inPlus.count / 2)
    }

    /// Blur and shadow move with the change: the blur's σ is mixed; a shadow that appears keeps its radius and
    /// offset and fades in (its colour's opacity mixed from 0).
    @Test func blurAndShadowAreMixed() throws {
        let plain = DisplayItem(id: "card", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 40, height: 40),
                                                  paint: .color(Color(red: 1, green: 1, blue: 1))))
        var lifted = plain
        lifted.blurRadius = 4
        lifted.shadow = DisplayShadow(color: Color(red: 0, green: 0, blue: 0, opacity: 0.6), radius: 10, offset: CGSize(width: 0, height: 8))
        let mid = try #require(DisplayListInterpolation.interpolate(from: DisplayList([plain]), to: DisplayList([lifted]), progress: 0.5).items.first)
        #expect(mid.blurRadius == 2)
        let shadow = try #require(mid.shadow)
        #expect(shadow.radius == 10 && shadow.offset.height == 8)
        #expect(Swift.abs(shadow.color.light.w - 0.3) < 1e-6)
        let back = try #require(DisplayListInterpolation.interpolate(from: DisplayList([lifted]), to: DisplayList([plain]), progress: 0.25).items.first)
        #expect(back.blurRadius == 3 && Swift.abs((back.shadow?.color.light.w ?? 0) - 0.45) < 1e-6)
    }

    /// `glassEffectTransition`: `.materialize` materializes even beside glass of its container; `.identity`
    /// comes and goes at once.
    @Test func glassTransitions() throws {
        let anchor = glass("anchor", CGRect(x: 0, y: 0, width: 40, height: 40), container: 0)
        var materializing = glass("m", CGRect(x: 60, y: 0, width: 40, height: 40), container: 0)
        var instant = glass("i", CGRect(x: 0, y: 50, width: 20, height: 20), container: 0)
        if case .glass(var g) = materializing.content { g.transition = .materialize; materializing.content = .glass(g) }
        if case .glass(var g) = instant.content { g.transition = .identity; instant.content = .glass(g) }
        let a = DisplayList([anchor]), b = DisplayList([anchor, materializing, instant])
        let mid = DisplayListInterpolation.interpolate(from: a, to: b, progress: 0.3)
        guard case .glass(let m) = mid.items[1].content, case .glass(let i) = mid.items[2].content else {
            Issue.record("expected glass"); return
        }
        // Materializing: lensing at 30 %, size 0.85 + 0.15 × 0.3 = 89.5 % about the centre (80, 20).
        #expect(abs(m.frame.width - 35.8) < 1e-9 && abs(m.frame.midX - 80) < 1e-9 && abs(m.frame.midY - 20) < 1e-9)
        #expect(abs(m.materialization - 0.3) < 1e-12 && m.emergence == 1)
        #expect(i.materialization == 1 && i.emergence == 1 && mid.items[2].opacity == 1)
        // Leaving: the instant one is gone as soon as the change starts.
        let back = DisplayListInterpolation.interpolate(from: b, to: a, progress: 0.01)
        #expect(back.items.map(\.id) == ["anchor", "m"])
    }

    /// A finger on glass: the pressed element brightens, the glow spreads to its container's neighbour near the
    /// touch, and glass of another container is untouched.
    @Test func pressGlowSpreadsWithinTheContainer() throws {
        func scene(press: Double) -> [DisplayItem] {
            var a = glass("a", CGRect(x: 10, y: 20, width: 40, height: 40), container: 0)
            if case .glass(var g) = a.content { g.press = press; g.touch = CGPoint(x: 45, y: 40); a.content = .glass(g) }
            let b = glass("b", CGRect(x: 56, y: 20, width: 20, height: 40), container: 0)
            let c = glass("c", CGRect(x: 84, y: 20, width: 30, height: 40), container: 1)
            return stripes() + [a, b, c]
        }
        let rest = try render(scene(press: 0)), pressed = try render(scene(press: 1))
        func mean(_ pixels: [SIMD4<Float>], _ r: CGRect) -> Float {
            var sum: Float = 0, n: Float = 0
            for y in Int(r.minY)..<Int(r.maxY) { for x in Int(r.minX)..<Int(r.maxX) { let p = pixels[y * 120 + x]; sum += p.x + p.y + p.z; n += 3 } }
            return sum / n
        }
        // Centres of each element (away from edges): +0.06 overall plus the glow under the touch for `a`.
        let inA = CGRect(x: 25, y: 35, width: 10, height: 10), inB = CGRect(x: 62, y: 35, width: 8, height: 10)
        let inC = CGRect(x: 94, y: 35, width: 10, height: 10)
        #expect(mean(pressed, inA) - mean(rest, inA) > 0.05)
        #expect(mean(pressed, inB) - mean(rest, inB) > 0.02)
        #expect(abs(mean(pressed, inC) - mean(rest, inC)) < 1e-6)
    }

    /// The shimmer of a press: a band of light that crosses the glass once. Half way it adds light along the
    /// glass's diagonal (up to `ShimmerStage`'s peak of 0.22 linear, less after the tone map), earlier it is nearer the leading corner and
    /// later nearer the trailing one; at phase 0 or 1, and under Reduce Motion, it draws nothing.
    @Test func shimmerSweepsAcrossTheGlass() throws {
        func render(shimmer: Double, reduceMotion: Bool = false) throws -> [SIMD4<Float>] {
            var g = GlassDisplayItem(shape: RoundedRectangle(cornerRadius: 12), frame: CGRect(x: 10, y: 20, width: 100, height: 40))
            g.shimmer = shimmer
            var accessibility = AccessibilitySettings()
            accessibility.reduceMotion = reduceMotion
            return try GlassRenderer().render(DisplayList(stripes() + [DisplayItem(id: "g", .glass(g))]),
                                              canvas: Canvas(width: 120, height: 80, scale: 1),
                                              accessibility: accessibility).image.pixels
        }
        let rest = try render(shimmer: 0)
        // Where along the glass (x, on its middle row y = 40) the shimmer adds the most light.
        func brightestColumn(_ pixels: [SIMD4<Float>]) -> (x: Int, added: Float) {
            var best = (x: 0, added: -Float.infinity)
            for x in 20..<100 {
                var added: Float = 0
                for y in 35..<45 { let i = y * 120 + x; added += (pixels[i].x - rest[i].x) / 10 }
                if added > best.added { best = (x, added) }
            }
            return best
        }
        let early = brightestColumn(try render(shimmer: 0.3)), middle = brightestColumn(try render(shimmer: 0.5))
        let late = brightestColumn(try render(shimmer: 0.7))
        #expect(middle.added > 0.08 && middle.added <= 0.22 + 1e-3, "peak \(middle.added)")
        #expect(early.x < middle.x && middle.x < late.x, "\(early.x) < \(middle.x) < \(late.x)")
        #expect(maxDifference(try render(shimmer: 1), rest) == 0)
        #expect(maxDifference(try render(shimmer: 0.5, reduceMotion: true), try render(shimmer: 0, reduceMotion: true)) == 0)
    }

    /// A press does not flip a label's colour: labels choose it from the glass at rest. Over a dark indigo (where,
    /// in examples/Previews, pressing Play once flipped every label of the container to black; since the default
    /// glass's 2 pt frost a lighter indigo makes the resting glass light enough for black), the white symbol stays
    /// white while pressed, although on the pressed glass white misses the symbol's 3:1 target — measured on the
    /// pressed pixels, the rule that picks the colour would have switched to black.
    @Test func aPressDoesNotFlipTheLabelColour() throws {
        func report(press: Double) throws -> RenderReport.Text {
            var g = GlassDisplayItem(shape: Circle(), frame: CGRect(x: 28, y: 8, width: 64, height: 64),
                                     glass: Glass.regular.interactive())
            g.content = [DisplayItem(id: "play", .symbol(DisplaySymbol("play.fill", pointSize: 28), origin: CGPoint(x: 44, y: 24)))]
            g.press = press
            g.shimmer = press > 0 ? 0.5 : 0
            let result = try GlassRenderer().render(DisplayList([DisplayItem(id: "g", .glass(g))]),
                                                    canvas: Canvas(width: 120, height: 80, scale: 2),
                                                    background: Color(red: 0.12, green: 0.08, blue: 0.40))
            return try #require(result.report.elements.first?.texts?.first)
        }
        let rest = try report(press: 0), pressed = try report(press: 1)
        #expect(rest.foreground == "#FFFFFF")
        #expect(pressed.foreground == rest.foreground)
        #expect(pressed.contrastRatio < rest.contrastRatio)
        #expect(pressed.contrastRatio < pressed.target, "white on the pressed glass: \(pressed.contrastRatio):1")
    }
}
