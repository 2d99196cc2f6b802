/// A row of segments, one selected: UIKit's `UISegmentedControl`, drawn as iOS 26 draws it.
///
/// The look is LiquidGlassUI's segmented `Picker` (one set of figures for both APIs): a continuous capsule track of
/// gray at 12 % opacity, 32 pt high; the selected segment a capsule platter inset 2 pt (white; in dark mode
/// `systemGray3`'s dark value, #636366 — the dark colour is our estimate); titles in 15 pt medium (`subheadline`),
/// in the label colour. Segments share the width equally (`apportionsSegmentWidthsByContent` false, UIKit's
/// default); the intrinsic width gives each the widest title plus 12 pt either side. The 32, 2 and 12 pt figures are
/// estimates from iOS 26 screenshots (no Apple source gives them). Nothing is tapped: setting
/// `selectedSegmentIndex` in code moves the platter and sends no action, as in UIKit.
@MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    private enum Content { case title(String), image(UIImage) }
    private var segments: [Content] = []
    private var widths: [Int: CGFloat] = [:]
    private var enabled: [Int: Bool] = [:]
    private let platter = UIView()
    private var segmentViews: [UIView] = []

    /// The selected segment (`noSegment` when none).
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet { setNeedsLayout() }
    }
    /// Whether segments stay unselected after a tap (recorded: nothing is tapped).
    open var isMomentary = false
    /// Whether segment widths follow their content (otherwise equal).
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    /// The selected segment's platter colour (white by default, dark gray in dark mode).
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }

    /// A control with titles (`String`) or images (`UIImage`); other items are skipped.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let s = item as? String { segments.append(.title(s)) } else if let i = item as? UIImage { segments.append(.image(i)) }
        }
        setUp()
    }

    /// A control whose segments are the actions' titles (or images), iOS 14's initializer; an action runs when its
    /// segment is selected by `sendActions(for: .valueChanged)`.
    public init(frame: CGRect, actions: [UIAction]) {
        super.init(frame: frame)
        for a in actions { segments.append(a.image != nil && a.title.isEmpty ? .image(a.image!) : .title(a.title)) }
        segmentActions = actions
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) { return nil }

    private var segmentActions: [UIAction] = []

    private func setUp() {
        backgroundColor = UIColor(white: 0.47, alpha: 0.12)
        layer.cornerCurve = .continuous
        platter.isUserInteractionEnabled = false
        platter.layer.cornerCurve = .continuous
        addSubview(platter)
        rebuild()
    }

    private func rebuild() {
        for v in segmentViews { v.removeFromSuperview() }
        segmentViews = segments.map { content in
            switch content {
            case .title(let text):
                let label = UILabel()
                label.text = text
                label.font = .systemFont(ofSize: 15, weight: .medium)
                label.textAlignment = .center
                return label
            case .image(let image):
                let view = UIImageView(image: image)
                view.contentMode = .center
                view.tintColor = .label
                return view
            }
        }
        for v in segmentViews { addSubview(v) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    // MARK: Segments

    open var numberOfSegments: Int { segments.count }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert(.title(title ?? ""), at: min(max(segment, 0), segments.count))
        rebuild()
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert(image.map { .image($0) } ?? .title(""), at: min(max(segment, 0), segments.count))
        rebuild()
    }

    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insertSegment(withTitle: action.title, at: segment, animated: animated)
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = UISegmentedControl.noSegment }
        rebuild()
    }

    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
        rebuild()
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment] = .title(title ?? "")
        rebuild()
    }

    open func titleForSegment(at segment: Int) -> String? {
        guard segments.indices.contains(segment), case .title(let t) = segments[segment] else { return nil }
        return t
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), let image else { return }
        segments[segment] = .image(image)
        rebuild()
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        guard segments.indices.contains(segment), case .image(let i) = segments[segment] else { return nil }
        return i
    }

    /// A fixed width for a segment (0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        widths[segment] = width
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open func widthForSegment(at segment: Int) -> CGFloat { widths[segment] ?? 0 }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        self.enabled[segment] = enabled
        setNeedsLayout()
    }

    open func isEnabledForSegment(at segment: Int) -> Bool { enabled[segment] ?? true }

    /// Sends `.valueChanged` (and the selected segment's `UIAction`, for a control made from actions).
    open override func sendActions(for controlEvents: UIControl.Event) {
        if controlEvents.contains(.valueChanged), segmentActions.indices.contains(selectedSegmentIndex) {
            segmentActions[selectedSegmentIndex].handler(segmentActions[selectedSegmentIndex])
        }
        super.sendActions(for: controlEvents)
    }

    // MARK: Layout

    /// Each segment's content width plus 12 pt a side.
    private func contentWidths() -> [CGFloat] {
        segmentViews.map { $0.intrinsicContentSize.width + 24 }
    }

    open override var intrinsicContentSize: CGSize {
        let content = contentWidths()
        var total: CGFloat = 4
        let widest = content.max() ?? 0
        for i in segments.indices {
            if let w = widths[i], w > 0 { total += w } else { total += apportionsSegmentWidthsByContent ? content[i] : widest }
        }
        return CGSize(width: total, height: 32)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The segments' rectangles inside the 2 pt inset.
    private func segmentRects() -> [CGRect] {
        let inner = bounds.insetBy(dx: 2, dy: 2)
        let content = contentWidths()
        let fixed = segments.indices.reduce(CGFloat(0)) { $0 + (widths[$1] ?? 0) }
        let flexible = segments.indices.filter { (widths[$0] ?? 0) <= 0 }
        let room = max(inner.width - fixed, 0)
        let contentTotal = flexible.reduce(CGFloat(0)) { $0 + content[$1] }
        var x = inner.minX
        return segments.indices.map { i in
            let w: CGFloat
            if let fixedWidth = widths[i], fixedWidth > 0 { w = fixedWidth }
            else if apportionsSegmentWidthsByContent, contentTotal > 0 { w = room * content[i] / contentTotal }
            else { w = room / CGFloat(max(flexible.count, 1)) }
            defer { x += w }
            return CGRect(x: x, y: inner.minY, width: w, height: inner.height)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        let rects = segmentRects()
        for (i, v) in segmentViews.enumerated() {
            v.frame = rects[i].insetBy(dx: 6, dy: 0)
            v.alpha = isEnabled && isEnabledForSegment(at: i) ? 1 : 0.3
        }
        if rects.indices.contains(selectedSegmentIndex) {
            platter.isHidden = false
            platter.frame = rects[selectedSegmentIndex]
            platter.layer.cornerRadius = platter.frame.height / 2
            platter.backgroundColor = selectedSegmentTintColor ?? UIColor { $0.userInterfaceStyle == .dark
                ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white }
        } else {
            platter.isHidden = true
        }
    }
}
