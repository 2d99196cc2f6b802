/// A rectangle on screen that holds other views: UIKit's `UIView`, laid out with UIKit's own rules.
///
/// A view keeps its `center`, `bounds` and `transform`; `frame` is derived from them, as in UIKit. Changing a view's
/// size resizes its subviews by their `autoresizingMask` and marks it for layout; `layoutIfNeeded()` runs
/// `layoutSubviews()` down the hierarchy (rendering does it first, as a screen update does). The hierarchy turns into
/// the engine's display list when rendered (`UIGraphicsImageRenderer`, ``GlassViewRenderer``): backgrounds, borders,
/// corners, shadows, text, images and glass.
@MainActor
open class UIView {
    /// The value `intrinsicContentSize` gives for a dimension the view has no size of its own in.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The view's layer: an instance of ``layerClass``.
    public private(set) var layer: CALayer

    /// The class of the view's layer: `CALayer`; a subclass overrides it to back the view with another layer (a
    /// ``CAGradientLayer``: the view draws the gradient over its background colour).
    open class var layerClass: AnyClass { CALayer.self }

    private var storedCenter = CGPoint.zero
    private var storedBounds = CGRect.zero
    private var storedTransform = CGAffineTransform.identity

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var clipsToBounds = false
    open var isOpaque = true
    open var isUserInteractionEnabled = true
    open var tag = 0
    open var contentMode: ContentMode = .scaleToFill
    open var autoresizingMask: AutoresizingMask = []
    open var autoresizesSubviews = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var isAccessibilityElement = false
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// The interface style this view and its subviews resolve colours with (`.unspecified`: the superview's).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    /// UIKit's default margins: 8 pt on every side.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    /// The corners of the view's shape (iOS 26); nil: `layer.cornerRadius` rounds them.
    open var cornerConfiguration: UICornerConfiguration? {
        didSet { setNeedsLayout() }
    }

    private var storedTintColor: UIColor?
    var layoutPriorities = LayoutPriorities()
    let autoLayout = AutoLayoutState()

    /// Whether the view's frame is fixed in Auto Layout (true: as set, like UIKit's autoresizing constraints;
    /// false: solved from its constraints).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout.translatesAutoresizingMaskIntoConstraints }
        set {
            autoLayout.translatesAutoresizingMaskIntoConstraints = newValue
            superview?.setNeedsLayout()
        }
    }

    /// The constraints installed on this view.
    var installedConstraints: [NSLayoutConstraint] {
        get { autoLayout.constraints }
        set { autoLayout.constraints = newValue }
    }

    /// Whether a constraint is installed on this view or any view inside it (a cell's content laid out with
    /// Auto Layout).
    var subtreeHasConstraints: Bool {
        !installedConstraints.isEmpty || subviews.contains { $0.subtreeHasConstraints }
    }

    /// The controller whose view this is.
    weak var viewController: UIViewController?

    /// The gesture recognizers attached with `addGestureRecognizer(_:)`.
    var attachedRecognizers: [UIGestureRecognizer] = []

    /// The insets of the safe area: a screen's (set on the root a controller is rendered in) and the controllers'
    /// `additionalSafeAreaInsets`, each view getting the part of its superview's that overlaps it, as in UIKit.
    /// Zero for a view outside a rendered controller.
    open var safeAreaInsets: UIEdgeInsets {
        var insets = storedSafeAreaInsets
        if let parent = superview {
            let p = parent.safeAreaInsets, b = parent.bounds, f = frame
            insets = UIEdgeInsets(top: max(p.top - (f.minY - b.minY), 0), left: max(p.left - (f.minX - b.minX), 0),
                                  bottom: max(p.bottom - (b.maxY - f.maxY), 0), right: max(p.right - (b.maxX - f.maxX), 0))
        }
        if let c = viewController {
            // A container controller's bars, then the controller's own additional insets.
            let bars = c.containerSafeAreaInsets, extra = c.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: insets.top + bars.top + extra.top, left: insets.left + bars.left + extra.left,
                                  bottom: insets.bottom + bars.bottom + extra.bottom, right: insets.right + bars.right + extra.right)
        }
        return insets
    }
    var storedSafeAreaInsets = UIEdgeInsets.zero {
        didSet { setNeedsLayout() }
    }
    var needsLayout = true

    public init(frame: CGRect) {
        layer = CALayer()
        if let kind = type(of: self).layerClass as? CALayer.Type, kind != CALayer.self { layer = kind.init() }
        layer.delegate = self
        self.frame = frame
    }

    public convenience init() { self.init(frame: .zero) }

    /// Views are never decoded from archives here (no storyboards or nibs): always nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Geometry

    open var center: CGPoint {
        get { storedCenter }
        set { storedCenter = newValue }
    }

    open var bounds: CGRect {
        get { storedBounds }
        set {
            let old = storedBounds.size
            storedBounds = newValue
            if old != newValue.size { sizeDidChange(from: old) }
        }
    }

    open var transform: CGAffineTransform {
        get { storedTransform }
        set { storedTransform = newValue }
    }

    /// The view's rectangle in its superview: the box around its bounds, transformed about its centre.
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let r = local.applying(storedTransform)
            return CGRect(x: storedCenter.x + r.minX, y: storedCenter.y + r.minY, width: r.width, height: r.height)
        }
        set {
            // As UIKit: the frame sets the centre and the size (with a transform the result is undefined there;
            // here the size is the frame's, untransformed).
            let r = newValue.standardized
            storedCenter = CGPoint(x: r.midX, y: r.midY)
            bounds = CGRect(origin: storedBounds.origin, size: r.size)
        }
    }

    private func sizeDidChange(from old: CGSize) {
        if autoresizesSubviews {
            for sub in subviews where !sub.autoresizingMask.isEmpty {
                sub.resize(by: sub.autoresizingMask, from: old, to: storedBounds.size)
            }
        }
        setNeedsLayout()
    }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        let moving = view.superview !== self
        let oldWindow = view.window, newWindow = window
        let changesWindow = moving && oldWindow !== newWindow
        if changesWindow { view.propagateWillMove(toWindow: newWindow) }
        if moving { view.willMove(toSuperview: self) }
        if let old = view.superview, let i = old.subviews.firstIndex(where: { $0 === view }) {
            old.subviews.remove(at: i)
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        if moving {
            view.didMoveToSuperview()
            didAddSubview(view)
        }
        if changesWindow { view.propagateDidMoveToWindow() }
        setNeedsLayout()
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        let i = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
        insertSubview(view, at: i)
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        let i = subviews.firstIndex { $0 === sibling } ?? 0
        insertSubview(view, at: i)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviews.swapAt(index1, index2)
    }

    open func removeFromSuperview() {
        guard let parent = superview, let i = parent.subviews.firstIndex(where: { $0 === self }) else { return }
        parent.willRemoveSubview(self)
        let inWindow = window != nil
        if inWindow { propagateWillMove(toWindow: nil) }
        willMove(toSuperview: nil)
        parent.subviews.remove(at: i)
        superview = nil
        didMoveToSuperview()
        if inWindow { propagateDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}

    // MARK: Hit testing and touches

    /// Whether `point` (the view's bounds coordinates) is inside it: its bounds, UIKit's default. `event` is nil
    /// here (Linux has no events).
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The farthest descendant containing `point` (the view's bounds coordinates), UIKit's rule: nil when the view
    /// is hidden, has interaction disabled, an alpha under 0.01 or does not contain the point; else the subviews
    /// front to back, else the view itself.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for sub in subviews.reversed() {
            if let hit = sub.hitTest(sub.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Touch handling (UIKit's `UIResponder` methods): never called here — nothing touches a view on Linux —, kept
    /// so subclasses that override them compile.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// The window the view is in: the top of its hierarchy when that is a `UIWindow`, else nil (a view not on
    /// screen). A controller rendered as a screen (`GlassViewRenderer(viewController:)`) is put in a window first,
    /// as iOS shows it in one.
    open var window: UIWindow? {
        var v: UIView = self
        while let s = v.superview { v = s }
        return v as? UIWindow
    }

    /// Called on the view and its subviews before their window changes.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called on the view and its subviews after their window changed.
    open func didMoveToWindow() {}

    func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for s in subviews { s.propagateWillMove(toWindow: newWindow) }
    }

    func propagateDidMoveToWindow() {
        didMoveToWindow()
        for s in subviews { s.propagateDidMoveToWindow() }
    }
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: Layout

    open func setNeedsLayout() { needsLayout = true }

    /// Lays out this view and its subviews now if any of them needs it: the hierarchy's constraints are solved
    /// (when it has any), then each view marked for layout runs `layoutSubviews()`, top down. Frames that
    /// `layoutSubviews()` sets on views fixed in Auto Layout are seen by a second solve.
    open func layoutIfNeeded() {
        var root = self
        while let s = root.superview { root = s }
        // The constraints are collected again after each pass: `layoutSubviews` may add views with constraints
        // (a table view makes its cells there), which the next solve must see.
        var engine = AutoLayoutEngine(root: root)
        if !engine.hasConstraints {
            layoutPass()
            engine = AutoLayoutEngine(root: root)
            guard engine.hasConstraints else { return }
        }
        for pass in 0..<2 {
            engine.solve()
            layoutPass()
            if pass == 0 { engine = AutoLayoutEngine(root: root) }
        }
    }

    /// The smallest size Auto Layout allows: UIKit's `layoutFittingCompressedSize`, (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size Auto Layout allows: UIKit's `layoutFittingExpandedSize`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it, as close to `targetSize` as they allow at the fitting priority
    /// (`UILayoutPriority.fittingSizeLevel`) on both axes: UIKit's `systemLayoutSizeFitting(_:)`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size the constraints of this view and its subviews give it, its width pulled towards
    /// `targetSize.width` at `horizontalFittingPriority` and its height towards `targetSize.height` at
    /// `verticalFittingPriority` (`.required` holds that dimension). The view is measured alone: its own frame and
    /// autoresizing are not held, constraints naming views outside it are left out, and nothing is moved. A
    /// self-sizing cell's height is measured this way at the table's width (required) and the compressed height
    /// (`fittingSizeLevel`). Without constraints, the size is the target's (held at the fitting priority), or its
    /// intrinsic size when it has one.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        let fitting = AutoLayoutEngine.Fitting(size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        return AutoLayoutEngine(root: self, fitting: fitting).fittingSize()
    }

    /// Runs `layoutSubviews()` where needed, top down.
    func layoutPass() {
        if needsLayout {
            needsLayout = false
            viewController?.viewWillLayoutSubviews()
            layoutSubviews()
            viewController?.viewDidLayoutSubviews()
        }
        for s in subviews { s.layoutPass() }
    }

    /// Places the subviews. The base view does nothing (its subviews keep their frames and autoresizing).
    open func layoutSubviews() {}

    /// The size the view would like in `size`; the base view answers its current size, as UIKit's does.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(_:)` of its current size.
    open func sizeToFit() {
        let s = sizeThatFits(bounds.size)
        bounds = CGRect(origin: bounds.origin, size: s)
    }

    /// The size of the view's content; `noIntrinsicMetric` in a dimension where it has none.
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }

    /// The margins as leading/trailing insets (left-to-right).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left, bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = newValue.edgeInsets }
    }

    // MARK: Editing and trait changes

    /// Asks the view (or a text field inside it) to give up the keyboard: UIKit's `endEditing(_:)`. There are no
    /// text fields or keyboard here, so nothing holds the first responder status and nothing changes; returns true.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { true }

    /// Called when the view's traits change: UIKit's `traitCollectionDidChange(_:)` (deprecated in iOS 17, still
    /// called there). A still's traits are fixed while it is drawn, so it is never called here; overrides compile.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// How the tint colour is adjusted: UIKit's `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

    /// Recorded: a still shows no dimming behind presented controllers, so the tint is never dimmed.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic

    // MARK: Appearance

    /// The tint: this view's, else its superview's, else system blue.
    open var tintColor: UIColor! {
        get { storedTintColor ?? superview?.tintColor ?? .tintColor }
        set {
            storedTintColor = newValue
            notifyTintColorDidChange()
        }
    }

    /// Called when the view's tint colour changes (its own, or an ancestor's that it inherits), as in UIKit.
    open func tintColorDidChange() {}

    private func notifyTintColorDidChange() {
        tintColorDidChange()
        for s in subviews where s.storedTintColor == nil { s.notifyTintColorDidChange() }
    }

    /// The traits this view's colours resolve with: the nearest `overrideUserInterfaceStyle` up the hierarchy,
    /// else light (an app's default), at a display scale of 3.
    open var traitCollection: UITraitCollection {
        var v: UIView? = self
        while let c = v {
            if c.overrideUserInterfaceStyle != .unspecified {
                return UITraitCollection(userInterfaceStyle: c.overrideUserInterfaceStyle, displayScale: 3)
            }
            v = c.superview
        }
        return UITraitCollection(userInterfaceStyle: .light, displayScale: 3)
    }

    // MARK: Drawing hooks

    /// What the view draws itself (text, pictures), after its background and under its subviews; the views that
    /// draw content override it.
    func drawContent(into builder: ViewDisplayBuilder, state: ViewDisplayBuilder.State) {}

    /// The glass this view is drawn as; nil for a view without glass.
    var glassRole: GlassRole? { nil }

    /// The views drawn on (or, for a container, merged in) this view's glass: its subviews unless it says otherwise.
    var glassContentViews: [UIView] { subviews }

    // MARK: Coordinates

    /// Maps a point of this view's bounds into its superview's.
    func toSuperview(_ p: CGPoint) -> CGPoint {
        let b = storedBounds
        let local = CGPoint(x: p.x - b.midX, y: p.y - b.midY).applying(storedTransform)
        return CGPoint(x: storedCenter.x + local.x, y: storedCenter.y + local.y)
    }

    /// The transform from this view's bounds to its superview's.
    var transformToSuperview: CGAffineTransform {
        let b = storedBounds
        return CGAffineTransform(translationX: -b.midX, y: -b.midY)
            .concatenating(storedTransform)
            .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
    }

    /// The transform from this view's bounds to `ancestor`'s (the root's when nil or not an ancestor).
    func transform(to ancestor: UIView?) -> CGAffineTransform {
        var t = CGAffineTransform.identity
        var v: UIView? = self
        while let c = v, c !== ancestor {
            guard c.superview != nil else { break }
            t = t.concatenating(c.transformToSuperview)
            v = c.superview
        }
        return t
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let toRoot = transform(to: nil)
        let p = point.applying(toRoot)
        guard let view else { return p }
        return p.applying(view.transform(to: nil).inverted())
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return point.applying(transform(to: nil).inverted()) }
        return view.convert(point, to: self)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let t = transform(to: nil).concatenating(view.map { $0.transform(to: nil).inverted() } ?? .identity)
        return rect.applying(t)
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let view else { return rect.applying(transform(to: nil).inverted()) }
        return view.convert(rect, to: self)
    }

    open var description: String {
        let f = frame
        return "<\(type(of: self)): frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))>"
    }
}
