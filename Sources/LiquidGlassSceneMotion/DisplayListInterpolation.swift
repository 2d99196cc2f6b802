import Foundation
import LiquidGlass

/// The display list part of the way from one display list to another: what a state change looks like at one
/// instant of its animation. Motion is a producer of display lists; this is its one mixing rule.
///
/// Items are matched by ``DisplayItem/id``; glass items first by their `glassEffectID` (within a container, as
/// SwiftUI matches `glassEffectID(_:in:)`), then by id. For a matched pair every animatable value moves by
/// `progress` from the old value to the new one — frames and origins, corner radii, colours and gradient stops,
/// text and symbol sizes and ink opacities, line widths, opacity, clips, transforms, glass tint and container
/// spacing, and what is drawn on the glass (its content items, matched by id among themselves) — so a spring's
/// overshoot (progress above 1) shows as overshoot. Ink that changes (a different string or symbol, a glass's
/// label) cross-fades: the old fades out as the new fades in, both moving with the item. What cannot be mixed
/// otherwise (a shape of another kind) switches from the old to the new halfway.
///
/// Items on one side only:
/// - painted content fades in or out (SwiftUI's default `.opacity` transition);
/// - glass in a container that also holds glass on the other side grows out of (or melts back into) the
///   nearest glass of that container: it starts shrunk inside that glass's frame and fully eroded
///   (``GlassDisplayItem/emergence`` 0, so it changes nothing at first), and swells out of it, the container's
///   smooth union forming a droplet neck as the shapes separate (the `glassEffectID` morph);
/// - other glass materializes: its lensing, frost and light ramp in (``GlassDisplayItem/materialization``) and it
///   grows from 85 % of its size while its content fades; it is never faded as a whole. ``GlassDisplayItem/transition`` `.materialize` always
///   materializes, `.identity` comes and goes at once.
///
/// At progress 0 the result draws what `from` draws; at progress 1 exactly `to`'s items.
public enum DisplayListInterpolation {
    /// `from` moved `progress` of the way to `to` (0 = `from`, 1 = `to`; a spring may go beyond 1).
    /// With `reduceMotion` glass never grows out of other glass: what comes or goes materializes (the
    /// elastic morph becomes a cross-fade of lensing, as under the Reduce Motion setting).
    public static func interpolate(from: DisplayList, to: DisplayList, progress: Double, reduceMotion: Bool = false) -> DisplayList {
        let p = progress.isFinite ? progress : 1
        if p == 1 { return to }
        return interpolate(from: from, to: to, reduceMotion: reduceMotion) { _ in p }
    }

    /// `from` moved towards `to` with each item at its own progress: `progress` of the item in `to` for a matched
    /// pair and an entering item, of the item in `from` for a leaving one (a change scoped by
    /// `.animation(_:value:)` moves the items of that view only). An item at progress 1 (or a non-finite one)
    /// is drawn as `to` has it, or is gone.
    public static func interpolate(from: DisplayList, to: DisplayList, reduceMotion: Bool = false,
                                   progress: (DisplayItem) -> Double) -> DisplayList {
        func amount(_ item: DisplayItem) -> Double {
            let p = progress(item)
            return p.isFinite ? p : 1
        }
        var matches = Matcher(from: from.items, to: to.items)
        if reduceMotion {
            matches.containerInSource.removeAll()
            matches.containerInTarget.removeAll()
        }
        var out: [DisplayItem] = []
        out.reserveCapacity(from.items.count + to.items.count)
        // Leaving items go where they stood among the items that stay: after the target of the last matched
        // item before them in `from`.
        var leavingAfter: [Int: [Int]] = [:]
        var leavingFirst: [Int] = []
        var lastMatchedTarget: Int?
        for (i, _) in from.items.enumerated() {
            if let j = matches.targetOf[i] {
                lastMatchedTarget = j
            } else if let j = lastMatchedTarget {
                leavingAfter[j, default: []].append(i)
            } else {
                leavingFirst.append(i)
            }
        }
        func leave(_ i: Int) {
            let p = amount(from.items[i])
            if p != 1, let item = leaving(from.items[i], fade: min(max(p, 0), 1), matches: matches, to: to.items) { out.append(item) }
        }
        for i in leavingFirst { leave(i) }
        for (j, target) in to.items.enumerated() {
            let p = amount(target)
            if p == 1 {
                out.append(target)
            } else if let i = matches.sourceOf[j] {
                out.append(contentsOf: crossFaded(from.items[i], target, p))
            } else if let item = entering(target, fade: min(max(p, 0), 1), matches: matches, from: from.items) {
                out.append(item)
            }
            for i in leavingAfter[j] ?? [] { leave(i) }
        }
        return DisplayList(out)
    }

    // MARK: Matching

    struct Matcher {
        var targetOf: [Int: Int] = [:]
        var sourceOf: [Int: Int] = [:]
        /// Container index in `to` → the container index in `from` it continues.
        var containerInSource: [Int: Int] = [:]
        var containerInTarget: [Int: Int] = [:]

        init(from: [DisplayItem], to: [DisplayItem]) {
            var byEffectID: [String: Int] = [:]
            var byID: [String: Int] = [:]
            for (i, item) in from.enumerated() {
                if case .glass(let g) = item.content, let e = g.glassEffectID, byEffectID[e] == nil { byEffectID[e] = i }
                if byID[item.id] == nil { byID[item.id] = i }
            }
            for (j, item) in to.enumerated() {
                var candidate: Int?
                if case .glass(let g) = item.content, let e = g.glassEffectID { candidate = byEffectID[e] }
                if candidate == nil || targetOf[candidate!] != nil { candidate = byID[item.id] }
                guard let i = candidate, targetOf[i] == nil, from[i].isGlass == item.isGlass else { continue }
                targetOf[i] = j
                sourceOf[j] = i
                if case .glass(let a) = from[i].content, case .glass(let b) = item.content,
                   let ca = a.container?.index, let cb = b.container?.index {
                    if containerInSource[cb] == nil { containerInSource[cb] = ca }
                    if containerInTarget[ca] == nil { containerInTarget[ca] = cb }
                }
            }
        }
    }

    // MARK: Items on one side only

    /// An item of `to` with no counterpart, at `fade` (0…1) of its entrance.
    static func entering(_ item: DisplayItem, fade: Double, matches: Matcher, from: [DisplayItem]) -> DisplayItem? {
        guard case .glass(var g) = item.content else {
            var out = item
            out.opacity *= fade
            return fade > 0 ? out : nil
        }
        if g.transition == .identity { return fade > 0 ? item : nil }
        var out = item
        out.opacity *= fade
        if g.transition == .matchedGeometry, let c = g.container, let sourceContainer = matches.containerInSource[c.index],
           let anchor = nearestGlass(to: g.frame, transform: item.transform, container: sourceContainer, in: from) {
            // Grows out of the nearest glass of its container.
            let start = tucked(g.frame, into: anchor)
            g.frame = lerp(start, g.frame, fade)
            g.emergence *= fade
            // Its label shows as the glass swells out, not while it is still hidden inside its neighbour.
            out.opacity = item.opacity * labelShare(fade)
        } else {
            g.materialization *= fade
            g.frame = scaled(g.frame, materializingScale(fade))
        }
        out.content = .glass(g)
        return out
    }

    /// How much of its label (the glass item's content) a member shows when it has emerged `fade` (0…1) out of
    /// its neighbour: nothing until 0.6, then a smoothstep to all of it at 1. The label sits at the centre of the
    /// member's frame, which starts tucked inside the neighbour; with `fade²` (the first choice) the symbols of the
    /// radial menu's actions showed at a third of their strength on the rim of the button while their glass was
    /// still a sliver (the burst's filmstrip, t = 0.1 s). Chosen by looking, not measured.
    static func labelShare(_ fade: Double) -> Double {
        let t = min(max((fade - 0.6) / 0.4, 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// An item of `from` with no counterpart, at `fade` (0…1) of its exit; nil once gone.
    static func leaving(_ item: DisplayItem, fade: Double, matches: Matcher, to: [DisplayItem]) -> DisplayItem? {
        guard fade < 1 else { return nil }
        var out = item
        out.opacity *= 1 - fade
        guard case .glass(var g) = item.content else { return out }
        if g.transition == .identity { return fade > 0 ? nil : item }
        if g.transition == .matchedGeometry, let c = g.container, let targetContainer = matches.containerInTarget[c.index],
           let anchor = nearestGlass(to: g.frame, transform: item.transform, container: targetContainer, in: to) {
            // Melts back into the nearest glass of its container.
            g.frame = lerp(g.frame, tucked(g.frame, into: anchor), fade)
            g.emergence *= 1 - fade
            out.opacity = item.opacity * labelShare(1 - fade)
            g.container?.index = targetContainer
        } else {
            g.materialization *= 1 - fade
            g.frame = scaled(g.frame, materializingScale(1 - fade))
            // A container that does not continue keeps its own group, apart from the new list's containers.
            if let c = g.container { g.container?.index = leavingContainerBase + c.index }
        }
        out.content = .glass(g)
        return out
    }

    /// Materializing glass also grows from 85 % of its size (public measurement of Apple's glass: "scale
    /// 0.85 → 1, lensing ramping in"; reference material-and-motion.md §3).
    static func materializingScale(_ amount: Double) -> Double { 0.85 + 0.15 * min(max(amount, 0), 1) }

    static func scaled(_ r: CGRect, _ s: Double) -> CGRect {
        let w = r.width * s, h = r.height * s
        return CGRect(x: r.midX - w / 2, y: r.midY - h / 2, width: w, height: h)
    }

    /// Container indices for glass of a container that has left: beyond any producer's own.
    static let leavingContainerBase = 1 << 40

    /// The frame (canvas points) of the glass of `container` in `items` whose centre is nearest `frame`'s.
    static func nearestGlass(to frame: CGRect, transform: DisplayTransform, container: Int, in items: [DisplayItem]) -> CGRect? {
        let centre = transform.apply(CGPoint(x: frame.midX, y: frame.midY))
        var best: (CGFloat, CGRect)?
        for item in items {
            guard case .glass(let g) = item.content, g.container?.index == container else { continue }
            let r = item.transform.apply(g.frame)
            let d = hypot(r.midX - centre.x, r.midY - centre.y)
            if best == nil || d < best!.0 { best = (d, r) }
        }
        return best?.1
    }

    /// `frame` scaled down (keeping its proportions) to fit inside `anchor`, centred on it: glass hidden inside
    /// the glass it grows out of.
    static func tucked(_ frame: CGRect, into anchor: CGRect) -> CGRect {
        let s = min(1, anchor.width / max(frame.width, 1e-9), anchor.height / max(frame.height, 1e-9)) * 0.9
        let w = frame.width * s, h = frame.height * s
        return CGRect(x: anchor.midX - w / 2, y: anchor.midY - h / 2, width: w, height: h)
    }

    // MARK: Matched items

    static func mix(_ a: DisplayItem, _ b: DisplayItem, _ p: Double) -> DisplayItem {
        var out = b
        out.opacity = min(max(lerp(a.opacity, b.opacity, p), 0), 1)
        if let ca = a.clip, let cb = b.clip { out.clip = lerp(ca, cb, p) }
        if let ca = a.clipShape, let cb = b.clipShape { out.clipShape = DisplayClip(shapeMix(ca.shape, frame: ca.frame, cb.shape, p), frame: lerp(ca.frame, cb.frame, p)) }
        if a.transform != b.transform { out.transform = lerp(a.transform, b.transform, p) }
        if a.blurRadius != b.blurRadius { out.blurRadius = max(0, lerp(a.blurRadius, b.blurRadius, p)) }
        if a.shadow != b.shadow, let sa = a.shadow ?? b.shadow.map(faded), let sb = b.shadow ?? a.shadow.map(faded) {
            out.shadow = DisplayShadow(color: mix(sa.color, sb.color, p), radius: max(0, lerp(sa.radius, sb.radius, p)),
                                       offset: CGSize(width: lerp(sa.offset.width, sb.offset.width, p),
                                                      height: lerp(sa.offset.height, sb.offset.height, p)))
        }
        out.content = mix(a.content, b.content, p)
        return out
    }

    /// A shadow's counterpart where the other side has none: the same shadow, transparent.
    static func faded(_ s: DisplayShadow) -> DisplayShadow {
        var out = s
        out.color = s.color.opacity(0)
        return out
    }

    /// A matched pair at `p`, with ink that changes — a text's string, a symbol — cross-faded (SwiftUI's default
    /// content transition is an opacity change): the old ink, moving with the item, fades out while the new ink
    /// fades in, both drawn at once (two items; the old one's id gains `#fading`). A glass label that changes
    /// cross-fades on the glass itself (``GlassDisplayItem/fadingLabel``); the glass is never faded.
    static func crossFaded(_ a: DisplayItem, _ b: DisplayItem, _ p: Double) -> [DisplayItem] {
        var item = mix(a, b, p)
        guard !item.isGlass, changesInk(a.content, b.content) else { return [item] }
        let fade = min(max(p, 0), 1)
        var old = item
        old.id = a.id + "#fading"
        switch (old.content, a.content) {
        case (.text(var t, let origin), .text(let ta, _)):
            t.string = ta.string
            old.content = .text(t, origin: origin)
        case (.symbol(var s, let origin), .symbol(let sa, _)):
            s.name = sa.name
            old.content = .symbol(s, origin: origin)
        default: break
        }
        old.opacity *= 1 - fade
        item.opacity *= fade
        return [old, item]
    }

    /// Whether the ink an item shows differs between the two lists (and cross-fades through the change).
    static func changesInk(_ a: DisplayItem.Content, _ b: DisplayItem.Content) -> Bool {
        switch (a, b) {
        case let (.text(ta, _), .text(tb, _)): ta.string != tb.string
        case let (.symbol(sa, _), .symbol(sb, _)): sa.name != sb.name
        case let (.glass(ga), .glass(gb)): ga.label?.text != gb.label?.text || ga.label?.symbol != gb.label?.symbol
        default: false
        }
    }

    static func mix(_ a: DisplayItem.Content, _ b: DisplayItem.Content, _ p: Double) -> DisplayItem.Content {
        switch (a, b) {
        case let (.fill(sa, fa, pa), .fill(sb, fb, pb)):
            let frame = lerp(fa, fb, p)
            return .fill(shapeMix(sa, frame: fa, sb, p), frame: frame, paint: mix(pa, pb, p))
        case let (.stroke(sa, fa, pa, wa, _), .stroke(sb, fb, pb, wb, placement)):
            return .stroke(shapeMix(sa, frame: fa, sb, p), frame: lerp(fa, fb, p), paint: mix(pa, pb, p),
                           lineWidth: max(0, lerp(wa, wb, p)), placement: placement)
        case let (.image(_, ra), .image(ib, rb)):
            return .image(ib, rect: lerp(ra, rb, p))
        case let (.text(ta, oa), .text(tb, ob)):
            var t = tb
            t.size = max(0.5, lerp(ta.size, tb.size, p))
            t.inkOpacity = min(max(lerp(ta.inkOpacity, tb.inkOpacity, p), 0), 1)
            if let ca = ta.color, let cb = tb.color { t.color = mix(ca, cb, p) }
            return .text(t, origin: lerp(oa, ob, p))
        case let (.symbol(sa, oa), .symbol(sb, ob)):
            var s = sb
            s.pointSize = max(0.5, lerp(sa.pointSize, sb.pointSize, p))
            s.inkOpacity = min(max(lerp(sa.inkOpacity, sb.inkOpacity, p), 0), 1)
            if let ca = sa.color, let cb = sb.color { s.color = mix(ca, cb, p) }
            return .symbol(s, origin: lerp(oa, ob, p))
        case let (.glass(ga), .glass(gb)):
            var g = gb
            g.frame = lerp(ga.frame, gb.frame, p)
            g.shape = shapeMix(ga.shape, frame: ga.frame, gb.shape, p)
            g.materialization = min(max(lerp(ga.materialization, gb.materialization, p), 0), 1)
            g.emergence = min(max(lerp(ga.emergence, gb.emergence, p), 0), 1)
            g.press = min(max(lerp(ga.press, gb.press, p), 0), 1)
            g.opacity = min(max(lerp(ga.opacity, gb.opacity, p), 0), 1)
            if g.touch == nil { g.touch = ga.touch }
            if changesInk(a, b) {
                // The old label fades out on the glass while the new one fades in.
                g.fadingLabel = ga.label
                g.labelProgress = min(max(p, 0), 1)
            }
            if let ta = ga.glass.tintColor, let tb = gb.glass.tintColor { g.glass.tintColor = mix(ta, tb, p) }
            if !ga.content.isEmpty || !gb.content.isEmpty {
                // What is drawn on the glass moves by the same rule, matched by id among the glass's content.
                g.content = interpolate(from: DisplayList(ga.content), to: DisplayList(gb.content), progress: p).items
            }
            if let ca = ga.container, var cb = gb.container {
                cb.spacing = max(0, lerp(ca.spacing, cb.spacing, p))
                g.container = cb
            }
            return .glass(g)
        default:
            return b
        }
    }

    static func mix(_ a: DisplayPaint, _ b: DisplayPaint, _ p: Double) -> DisplayPaint {
        func stops(_ x: [DisplayPaint.Stop], _ y: [DisplayPaint.Stop]) -> [DisplayPaint.Stop]? {
            guard x.count == y.count else { return nil }
            return zip(x, y).map { DisplayPaint.Stop(color: mix($0.color, $1.color, p), location: lerp($0.location, $1.location, p)) }
        }
        switch (a, b) {
        case let (.color(x), .color(y)):
            return .color(mix(x, y, p))
        case let (.linearGradient(sa, a0, a1), .linearGradient(sb, b0, b1)):
            guard let s = stops(sa, sb) else { return b }
            return .linearGradient(stops: s, start: lerp(a0, b0, p), end: lerp(a1, b1, p))
        case let (.radialGradient(sa, ca, ra0, ra1), .radialGradient(sb, cb, rb0, rb1)):
            guard let s = stops(sa, sb) else { return b }
            return .radialGradient(stops: s, center: lerp(ca, cb, p), startRadius: max(0, lerp(ra0, rb0, p)),
                                   endRadius: max(0, lerp(ra1, rb1, p)))
        case let (.ellipticalGradient(sa, ca, za, fa0, fa1), .ellipticalGradient(sb, cb, zb, fb0, fb1)):
            guard let s = stops(sa, sb) else { return b }
            return .ellipticalGradient(stops: s, center: lerp(ca, cb, p),
                                       size: CGSize(width: lerp(za.width, zb.width, p), height: lerp(za.height, zb.height, p)),
                                       startFraction: max(0, lerp(fa0, fb0, p)), endFraction: max(0, lerp(fa1, fb1, p)))
        case let (.angularGradient(sa, ca, a0, a1), .angularGradient(sb, cb, b0, b1)):
            guard let s = stops(sa, sb) else { return b }
            return .angularGradient(stops: s, center: lerp(ca, cb, p), startAngle: lerp(a0, b0, p), endAngle: lerp(a1, b1, p))
        default:
            return b
        }
    }

    /// A colour between two: each appearance's components mixed (clamped to 0…1 so an overshooting spring does
    /// not make colours out of range).
    static func mix(_ a: Color, _ b: Color, _ p: Double) -> Color {
        let t = Float(p)
        func m(_ x: SIMD4<Float>, _ y: SIMD4<Float>) -> SIMD4<Float> {
            (x + (y - x) * t).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1))
        }
        return Color(light: m(a.light, b.light), dark: m(a.dark, b.dark))
    }

    /// The shape between two: rounded rectangles (and a capsule, a rounded rectangle whose radius is half its
    /// shorter side) mix their corner radius; other pairs take the new shape.
    static func shapeMix(_ a: any Shape, frame: CGRect, _ b: any Shape, _ p: Double) -> any Shape {
        func radius(_ s: any Shape, in frame: CGRect) -> (Double, RoundedCornerStyle)? {
            if let r = s as? RoundedRectangle { return (Double(r.cornerRadius), r.style) }
            if s is Capsule { return (Double(min(frame.width, frame.height)) / 2, .continuous) }
            return nil
        }
        guard let ra = radius(a, in: frame), let rb = radius(b, in: frame), a is RoundedRectangle || b is RoundedRectangle else { return b }
        return RoundedRectangle(cornerRadius: max(0, lerp(ra.0, rb.0, p)), style: rb.1)
    }

    // MARK: Arithmetic

    static func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }
    static func lerp(_ a: CGPoint, _ b: CGPoint, _ p: Double) -> CGPoint { CGPoint(x: lerp(a.x, b.x, p), y: lerp(a.y, b.y, p)) }
    static func lerp(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        CGRect(x: lerp(a.minX, b.minX, p), y: lerp(a.minY, b.minY, p),
               width: max(0, lerp(a.width, b.width, p)), height: max(0, lerp(a.height, b.height, p)))
    }
    static func lerp(_ a: DisplayTransform, _ b: DisplayTransform, _ p: Double) -> DisplayTransform {
        DisplayTransform(a: lerp(a.a, b.a, p), b: lerp(a.b, b.b, p), c: lerp(a.c, b.c, p), d: lerp(a.d, b.d, p),
                         tx: lerp(a.tx, b.tx, p), ty: lerp(a.ty, b.ty, p))
    }
}
