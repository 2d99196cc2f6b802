/// One row of bar button items laid out as iOS 26 lays out a navigation bar's ends and a toolbar, on LiquidGlassUI's
/// metrics (`NavigationBarMetrics`, the same numbers its `NavigationStack` and `.toolbar` use): items next to each
/// other share one interactive regular glass capsule; a space splits it; groups stand
/// `BarMetrics.groupSpacing` apart; an item is its symbol or title (17 pt medium) padded by
/// `itemPadding` on each side, at least `rowHeight` wide and `rowHeight` high (a symbol sits in a 44 pt circle).
/// A flexible space takes the room left; a prominent item (`.done`, `.prominent`) stands on glass of its own tinted
/// with its tint colour; a lone item with `hidesSharedBackground` stands without glass.
@MainActor
enum BarItemRow {
    /// A part of a row: items on one glass, a bare item, or a space.
    enum Part {
        case glass([UIBarButtonItem], tint: UIColor?)
        case bare(UIBarButtonItem)
        case flexible
        case fixed(CGFloat)
    }

    static func parts(_ items: [UIBarButtonItem], tint: UIColor) -> [Part] {
        var parts: [Part] = []
        var run: [UIBarButtonItem] = []
        func flush() {
            guard !run.isEmpty else { return }
            // `hidesSharedBackground` counts only for an item alone in its group (api-ground-truth.md).
            if run.count == 1, run[0].hidesSharedBackground { parts.append(.bare(run[0])) } else { parts.append(.glass(run, tint: nil)) }
            run = []
        }
        for item in items where !item.isHidden {
            switch item.space {
            case .flexibleSpace?:
                flush()
                parts.append(.flexible)
            case .some:
                flush()
                if item.width > 0 { parts.append(.fixed(item.width)) }
            case nil:
                if item.style == .done || item.style == .prominent {
                    flush()
                    parts.append(.glass([item], tint: item.tintColor ?? tint))
                } else {
                    run.append(item)
                }
            }
        }
        flush()
        return parts
    }

    /// The width of an item's slot.
    static func width(of item: UIBarButtonItem) -> CGFloat {
        let m = BarMetrics.self
        if item.width > 0 { return item.width }
        return max(contentSize(of: item).width + 2 * m.itemPadding, m.rowHeight)
    }

    /// The size of what an item shows: its custom view, its symbol or picture, else its title.
    static func contentSize(of item: UIBarButtonItem) -> CGSize {
        if let custom = item.customView {
            let s = custom.bounds.size
            return s.width > 0 && s.height > 0 ? s : custom.intrinsicContentSize.clamped
        }
        if let image = item.image { return image.size }
        let label = UILabel()
        label.font = titleFont
        label.text = item.title
        return label.intrinsicContentSize
    }

    /// Bar titles: 17 pt medium (LiquidGlassUI's toolbar items: `.body.weight(.medium)`).
    static let titleFont = UIFont.systemFont(ofSize: 17, weight: .medium)

    /// The frames of `parts` in `rect`: each part's width; spaces of `.flexible` share what is left; the whole
    /// placed at `alignment` (`-1` leading, `0` centred, `1` trailing) when nothing flexible fills it.
    static func frames(_ parts: [Part], in rect: CGRect, alignment: Int) -> [CGRect] {
        let m = BarMetrics.self
        let widths: [CGFloat?] = parts.map { part in
            switch part {
            case .glass(let items, _): return items.map(width(of:)).reduce(0, +)
            case .bare(let item): return width(of: item)
            case .fixed(let w): return w
            case .flexible: return nil
            }
        }
        let fixed = widths.compactMap { $0 }.reduce(0, +) + m.groupSpacing * CGFloat(max(parts.count - 1, 0))
        let flexibleCount = widths.filter { $0 == nil }.count
        let share = flexibleCount > 0 ? max(rect.width - fixed, 0) / CGFloat(flexibleCount) : 0
        let total = fixed + share * CGFloat(flexibleCount)
        var x = flexibleCount > 0 || alignment < 0 ? rect.minX : alignment > 0 ? rect.maxX - total : rect.midX - total / 2
        var frames: [CGRect] = []
        for w in widths {
            let width = w ?? share
            frames.append(CGRect(x: x, y: rect.minY + (rect.height - m.rowHeight) / 2, width: width, height: m.rowHeight))
            x += width + m.groupSpacing
        }
        return frames
    }

    /// Builds the views of `parts` into `host` at `frames`: glass capsules holding their items, bare items.
    static func build(_ parts: [Part], frames: [CGRect], into host: UIView) {
        for (part, frame) in zip(parts, frames) {
            switch part {
            case .glass(let items, let tint):
                let glass = UIGlassEffect(style: .regular)
                glass.isInteractive = true
                glass.tintColor = tint
                let group = UIVisualEffectView(effect: glass)
                group.cornerConfiguration = .capsule()
                group.frame = frame
                group.accessibilityLabel = items.compactMap { $0.accessibilityLabel ?? $0.title }.first
                var x: CGFloat = 0
                for item in items {
                    let w = width(of: item)
                    let view = BarItemView(item: item, prominent: tint != nil)
                    view.frame = CGRect(x: x, y: 0, width: w, height: frame.height)
                    group.contentView.addSubview(view)
                    x += w
                }
                if items.count == 1 { group.accessibilityIdentifier = items[0].accessibilityIdentifier }
                host.addSubview(group)
            case .bare(let item):
                let view = BarItemView(item: item, prominent: false)
                view.frame = frame
                host.addSubview(view)
            case .flexible, .fixed:
                break
            }
        }
    }
}

/// One bar button item's content, centred in its slot: its custom view, its image (a symbol in the label colour,
/// vibrant on glass; white on prominent glass) or its title.
@MainActor
final class BarItemView: UIView {
    let item: UIBarButtonItem

    init(item: UIBarButtonItem, prominent: Bool) {
        self.item = item
        super.init(frame: .zero)
        accessibilityIdentifier = item.accessibilityIdentifier
        accessibilityLabel = item.accessibilityLabel ?? item.title
        let color: UIColor = prominent ? .white : .label
        let content: UIView
        if let custom = item.customView {
            content = custom
        } else if let image = item.image {
            let imageView = UIImageView(image: image)
            imageView.tintColor = color
            content = imageView
        } else {
            let label = UILabel()
            label.font = BarItemRow.titleFont
            label.text = item.title
            label.textColor = color
            content = label
        }
        if !item.isEnabled { content.alpha = 0.3 }
        addSubview(content)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        guard let content = subviews.first else { return }
        let s = BarItemRow.contentSize(of: item)
        content.frame = CGRect(x: (bounds.width - s.width) / 2, y: (bounds.height - s.height) / 2, width: s.width, height: s.height)
    }
}

extension CGSize {
    /// An intrinsic size with `noIntrinsicMetric` dimensions taken as 0.
    var clamped: CGSize { CGSize(width: max(width, 0), height: max(height, 0)) }
}
