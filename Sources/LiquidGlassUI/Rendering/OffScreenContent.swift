/// Whether anything a view draws lands on the picture: a preview whose content was all laid out off the screen
/// is a blank picture, and that is said, not left silent (heldback7's f53da13f: a `VStack` of spacers made
/// `.scaledToFill()` takes its ideal size's wide ratio to the screen's height, its caption lands off the screen, and
/// the preview came out blank with no warning — docs/ui-corpus.md).
@MainActor
enum OffScreenContent {
    /// What every such warning starts with (the preview also writes it to stderr).
    static let prefix = "no content landed within the screen"

    /// The warning for `tree` drawn in `canvas` (root coordinates), or nil when some content lands in it. Content
    /// is a shape that is not clear, text, a symbol, an image, glass or a UIKit view, with some area inside the
    /// canvas (as laid out: a group's scale or rotation is not applied). With nothing drawn at all it warns only
    /// for a screen (`isScreen`): a view of nothing rendered alone is an empty picture by intent.
    static func warning(for tree: LaidOutTree, canvas: CGRect, isScreen: Bool) -> String? {
        var drawn: [(what: String, rect: CGRect)] = []
        collect(tree.items, into: &drawn)
        if drawn.isEmpty {
            return isScreen ? prefix + ": the view draws nothing" : nil
        }
        let landed = drawn.contains { item in
            let r = item.rect.standardized.intersection(canvas)
            return !r.isNull && r.width > 0 && r.height > 0
        }
        if landed { return nil }
        let root = tree.root.frame
        var reason = "all \(drawn.count) drawn item\(drawn.count == 1 ? "" : "s") lie outside its \(points(canvas.size))"
        if root.width > canvas.width * 1.01 || root.height > canvas.height * 1.01 {
            reason += "; the view was laid out \(points(root.size)) at (\(number(root.minX)), \(number(root.minY))), larger than the "
                + "screen (a `scaledToFill()`/`aspectRatio(contentMode: .fill)` of a wide or tall ideal size, or a fixed frame)"
        }
        let first = drawn[0]
        reason += "; the first: \(first.what) at (\(number(first.rect.minX)), \(number(first.rect.minY)), "
            + "\(number(first.rect.width)) × \(number(first.rect.height)))"
        return prefix + ": " + reason
    }

    private static func collect(_ items: [UIDisplayItem], into drawn: inout [(what: String, rect: CGRect)]) {
        for item in items {
            switch item {
            case .shape(let s):
                if case .color(let c) = s.paint, c.w == 0 { continue }
                drawn.append(("a shape", s.rect))
            case .text(let t):
                let words = t.layout.lines.map(\.text).joined(separator: " ")
                drawn.append(("text \"\(words.prefix(40))\"", CGRect(origin: t.origin, size: t.layout.size)))
            case .symbol(let s): drawn.append(("symbol \"\(s.name)\"", s.rect))
            case .image(let i): drawn.append(("an image", i.rect))
            case .glass(let g, let content):
                drawn.append(("glass", g.rect))
                collect(content, into: &drawn)
            case .group(let effect, let content):
                if effect.opacity > 0 { collect(content, into: &drawn) }
            case .platform(let p): drawn.append(("a UIKit view", p.rect))
            case .edgeEffect: continue
            }
        }
    }

    private static func points(_ size: CGSize) -> String { "\(number(size.width)) × \(number(size.height)) pt" }

    private static func number(_ v: CGFloat) -> String {
        let r = (v * 10).rounded() / 10
        return r == r.rounded() && abs(r) < 1e9 ? String(Int(r)) : "\(Double(r))"
    }
}
