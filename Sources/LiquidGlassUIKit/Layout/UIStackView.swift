/// A view laying its arranged subviews out in a row or a column: UIKit's `UIStackView`, computed directly (no
/// constraint solver) with the rules UIKit's stack constraints produce.
///
/// Along the axis each arranged view takes its intrinsic size (0 where it has none). With `.fill`, space left over
/// goes to the view with the lowest content hugging priority and a shortfall is taken from the one with the lowest
/// compression resistance; where several share that priority the last of them takes it (Apple: "the stack view
/// resizes the arranged views based on their index"; the later views' lower-priority stack constraints are the
/// ones that break, as OpenRadar 34595752 describes for the fill-proportionally constraints). `.fillEqually` gives
/// each the same length; `.fillProportionally` lengths in proportion to their intrinsic lengths; `.equalSpacing`
/// intrinsic lengths with the space shared equally between them (at least `spacing`); `.equalCentering` centres
/// equally apart. Across the axis `.fill` stretches each view, the others place it at its intrinsic size.
/// Hidden arranged views take no space. `isLayoutMarginsRelativeArrangement` lays out inside the layout margins.
@MainActor
open class UIStackView: UIView {
    /// How arranged views share the stack's length: UIKit's `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }

    /// How arranged views sit across the axis: UIKit's `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    public static let spacingUseSystem = -CGFloat.greatestFiniteMagnitude

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    open var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    open var isBaselineRelativeArrangement = false
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { return nil }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging `view` (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        arrangedSubviews.removeAll { $0 === subview }
        super.willRemoveSubview(subview)
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacing[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    // MARK: Layout

    private var visible: [UIView] { arrangedSubviews.filter { !$0.isHidden } }

    /// The gap after each visible arranged view but the last.
    private func gaps(_ views: [UIView]) -> [CGFloat] {
        views.dropLast().map { v in
            let c = customSpacing[ObjectIdentifier(v)]
            return c.map { $0 == UIStackView.spacingUseDefault ? spacing : $0 } ?? spacing
        }
    }

    private func along(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
    private func across(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }
    /// An arranged view's size: a required constant width or height constraint on it wins (UIKit's stack
    /// constraints cannot break it), else its intrinsic size (0 where it has none).
    private func intrinsic(_ v: UIView) -> CGSize {
        let s = v.intrinsicContentSize
        return CGSize(width: v.requiredConstant(.width) ?? max(s.width, 0), height: v.requiredConstant(.height) ?? max(s.height, 0))
    }

    private var margins: UIEdgeInsets { isLayoutMarginsRelativeArrangement ? layoutMargins : .zero }

    /// The length of the arranged views at their intrinsic sizes with the spacing, and the widest across.
    open override var intrinsicContentSize: CGSize {
        let views = visible
        let length = views.map { along(intrinsic($0)) }.reduce(0, +) + gaps(views).reduce(0, +)
        let breadth = views.map { across(intrinsic($0)) }.max() ?? 0
        let m = margins
        return axis == .horizontal ? CGSize(width: length + m.left + m.right, height: breadth + m.top + m.bottom)
                                   : CGSize(width: breadth + m.left + m.right, height: length + m.top + m.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = visible
        guard !views.isEmpty else { return }
        let box = bounds.inset(by: margins)
        let available = along(box.size), breadth = across(box.size)
        let gaps = gaps(views)
        let (lengths, spaces) = distribute(views, available: available, gaps: gaps)
        var position = axis == .horizontal ? box.minX : box.minY
        let baselines = views.map(firstBaseline)
        let maxBaseline = baselines.max() ?? 0
        for (i, v) in views.enumerated() {
            let natural = across(intrinsic(v))
            let cross = alignment == .fill ? breadth : min(natural, breadth)
            let offset: CGFloat
            switch alignment {
            case .fill, .leading: offset = 0
            case .center: offset = (breadth - cross) / 2
            case .trailing: offset = breadth - cross
            case .firstBaseline, .lastBaseline: offset = axis == .horizontal ? maxBaseline - baselines[i] : 0
            }
            let crossStart = (axis == .horizontal ? box.minY : box.minX) + offset
            v.frame = axis == .horizontal
                ? CGRect(x: position, y: crossStart, width: lengths[i], height: cross)
                : CGRect(x: crossStart, y: position, width: cross, height: lengths[i])
            position += lengths[i] + (i < spaces.count ? spaces[i] : 0)
        }
    }

    /// A view's first baseline from its top: a label's first line's (its text block centred in its intrinsic
    /// height), else its bottom (UIKit's baseline of a view without text).
    private func firstBaseline(_ v: UIView) -> CGFloat {
        guard let label = v as? UILabel else { return across(intrinsic(v)) }
        return label.font.ascender
    }

    /// The lengths of `views` along the axis and the gaps between them.
    private func distribute(_ views: [UIView], available: CGFloat, gaps: [CGFloat]) -> ([CGFloat], [CGFloat]) {
        let n = CGFloat(views.count)
        let totalGaps = gaps.reduce(0, +)
        let naturals = views.map { along(intrinsic($0)) }
        let axisIndex = axis.rawValue
        switch distribution {
        case .fillEqually:
            let each = max((available - totalGaps) / n, 0)
            return (Array(repeating: each, count: views.count), gaps)
        case .fillProportionally:
            let total = naturals.reduce(0, +)
            guard total > 0 else { return (Array(repeating: max((available - totalGaps) / n, 0), count: views.count), gaps) }
            return (naturals.map { $0 / total * max(available - totalGaps, 0) }, gaps)
        case .equalSpacing where views.count > 1:
            let spare = available - naturals.reduce(0, +)
            let gap = max(spare / (n - 1), 0)
            if spare >= totalGaps { return (naturals, Array(repeating: gap, count: views.count - 1)) }
            return (Self.fill(naturals, available: available - totalGaps, views: views, axis: axisIndex), gaps)
        case .equalCentering where views.count > 1:
            // Centres equally apart: first and last at the ends, the gaps between edges follow from the lengths.
            let span = available - naturals[0] / 2 - naturals[naturals.count - 1] / 2
            let step = span / (n - 1)
            var spaces: [CGFloat] = []
            for i in 0..<(views.count - 1) { spaces.append(max(step - naturals[i] / 2 - naturals[i + 1] / 2, gaps[i])) }
            return (naturals, spaces)
        default:
            return (Self.fill(naturals, available: available - totalGaps, views: views, axis: axisIndex), gaps)
        }
    }

    /// `.fill`: the lowest-hugging view (the last of equals) takes extra length; the lowest compression
    /// resistance (the last of equals) gives up a shortfall, then the next, never below 0.
    private static func fill(_ naturals: [CGFloat], available: CGFloat, views: [UIView], axis: Int) -> [CGFloat] {
        var lengths = naturals
        let delta = available - naturals.reduce(0, +)
        if delta > 0 {
            let priorities = views.map { $0.layoutPriorities.hugging[axis] }
            let lowest = priorities.min()!
            let i = priorities.lastIndex(of: lowest)!
            lengths[i] += delta
        } else if delta < 0 {
            var shortfall = -delta
            // Lowest resistance first; among equals the last first.
            let order = views.indices.sorted { a, b in
                let pa = views[a].layoutPriorities.compression[axis], pb = views[b].layoutPriorities.compression[axis]
                return pa != pb ? pa < pb : a > b
            }
            for i in order where shortfall > 0 {
                let take = min(lengths[i], shortfall)
                lengths[i] -= take
                shortfall -= take
            }
        }
        return lengths
    }
}
