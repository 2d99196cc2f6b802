internal import LiquidGlassConstraints

private typealias Expr = LiquidGlassConstraints.Expression

/// Solves a hierarchy's active constraints with `LiquidGlassConstraints`' Cassowary solver and sets the frames of
/// the views whose frames come from constraints.
///
/// Every view a constraint names, and its superviews up to the root, has four variables — its left, top, width and
/// height in the root's coordinates (transforms ignored, as Auto Layout places untransformed frames). The root, and
/// every view with `translatesAutoresizingMaskIntoConstraints`, is held at its frame by required constraints; the
/// others take the solution, their intrinsic content size entering as `width ≤ intrinsic` at the hugging priority
/// and `width ≥ intrinsic` at the compression resistance priority (and the same for height). Layout margins and
/// safe area guides are required insets of their view. The system is built afresh at each layout: the solver's
/// incremental edits (`suggestValue`) are not used yet.
@MainActor
final class AutoLayoutEngine {
    let root: UIView
    /// Every active constraint of the hierarchy.
    let constraints: [NSLayoutConstraint]
    /// Unsatisfiable constraints met, each once per message, until a render takes them.
    static var notes: [String] = []

    /// What `systemLayoutSizeFitting` asks of a subtree: its root's size as close to `size` as the priorities
    /// allow, instead of the root's frame.
    struct Fitting {
        let size: CGSize
        let horizontal: UILayoutPriority
        let vertical: UILayoutPriority
    }
    let fitting: Fitting?

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
        var all: [NSLayoutConstraint] = []
        func collect(_ v: UIView) {
            all += v.installedConstraints
            v.subviews.forEach(collect)
        }
        collect(root)
        if fitting != nil {
            // Measuring a subtree: constraints reaching views outside it (installed on it, naming an ancestor)
            // would tie the measured root to a layout it is not in.
            all = all.filter { c in [c.firstItem, c.secondItem].allSatisfy { $0.map { Self.isInside($0, root) } ?? true } }
        }
        constraints = all
    }

    private static func isInside(_ item: AnyObject, _ root: UIView) -> Bool {
        if let g = item as? UILayoutGuide { return g.owningView.map { isInside($0, root) } ?? false }
        guard let v = item as? UIView else { return false }
        return v === root || v.isDescendant(of: root)
    }

    var hasConstraints: Bool { !constraints.isEmpty }

    /// Left, top, width and height of a view or guide.
    final class Box {
        let left = Variable("left"), top = Variable("top"), width = Variable("width"), height = Variable("height")
    }

    private var boxes: [ObjectIdentifier: Box] = [:]
    private var views: [UIView] = []
    private var guides: [UILayoutGuide] = []
    private var solver = Solver()

    /// The root's size under `fitting` (the root's own frame is left alone, as UIKit's fitting leaves it).
    func fittingSize() -> CGSize {
        guard let fitting else { return root.bounds.size }
        solveWrapping()
        guard let b = box(root) else { return fitting.size }
        return CGSize(width: max(b.width.value, 0), height: max(b.height.value, 0))
    }

    func solve() {
        solveWrapping()
        apply()
    }

    /// The widths multi-line labels wrap at in this solve (their width in the previous one).
    private var wrapWidths: [ObjectIdentifier: CGFloat] = [:]

    /// Solves; then, when a label of several lines without a `preferredMaxLayoutWidth` took part, solves again
    /// with its intrinsic height wrapped at the width it got — UIKit's automatic preferred width for multi-line
    /// labels, which lets a label pinned to its cell's edges grow the cell by its lines.
    private func solveWrapping() {
        wrapWidths = [:]
        build()
        let wrapping = views.compactMap { $0 as? UILabel }.filter { $0.numberOfLines != 1 && $0.preferredMaxLayoutWidth <= 0 }
        guard !wrapping.isEmpty else { return }
        for label in wrapping {
            if let b = box(label), b.width.value > 0 { wrapWidths[ObjectIdentifier(label)] = b.width.value }
        }
        build()
    }

    private func build() {
        boxes = [:]
        views = []
        guides = []
        solver = Solver()
        if fitting != nil { include(root) }
        for c in constraints {
            for item in [c.firstItem, c.secondItem] { if let item { include(item) } }
        }
        for v in views { holdFrame(v) }
        for g in guides { holdGuide(g) }
        for c in constraints { add(c) }
        solver.updateVariables()
    }

    /// Gives `item` (and its views' superviews) variables.
    private func include(_ item: AnyObject) {
        if let g = item as? UILayoutGuide {
            guard boxes[ObjectIdentifier(g)] == nil, let owner = g.owningView else { return }
            boxes[ObjectIdentifier(g)] = Box()
            guides.append(g)
            include(owner)
            return
        }
        guard let v = item as? UIView, boxes[ObjectIdentifier(v)] == nil else { return }
        if let s = v.superview, v !== root { include(s) }
        boxes[ObjectIdentifier(v)] = Box()
        views.append(v)
    }

    private func box(_ item: AnyObject) -> Box? { boxes[ObjectIdentifier(item)] }

    private func require(_ c: Constraint) {
        do { try solver.add(holding.map { c.withStrength($0) } ?? c) } catch { note("\(error)") }
    }

    /// While set, the strength `require` adds at instead of required: a stack's arranged views are held where the
    /// stack last put them just below required (999), so that their own size constraints — which the stack reads
    /// — win without a conflict before the stack has laid them out.
    private var holding: Strength?

    private func note(_ message: String) {
        let m = "Auto Layout: " + message
        if !Self.notes.contains(m) { Self.notes.append(m) }
    }

    /// The root and views fixed in Auto Layout keep their frames; the others' intrinsic sizes hug and resist.
    private func holdFrame(_ v: UIView) {
        guard let b = box(v) else { return }
        if let fitting, v === root {
            // The measured root is free: at the origin, its size pulled towards the target at the fitting
            // priorities (a required priority holds it there), its intrinsic size hugging and resisting as any view's.
            require(Expr(b.left) == 0)
            require(Expr(b.top) == 0)
            for (variable, value, priority) in [(b.width, fitting.size.width, fitting.horizontal), (b.height, fitting.size.height, fitting.vertical)] {
                if let strength = Strength(layoutPriority: priority.rawValue) {
                    require((Expr(variable) == Double(value)).withStrength(strength))
                }
            }
            holdIntrinsicSize(v, b)
            return
        }
        // A stack view's arranged views are placed by the stack (its layout reads their size constraints).
        let fixed = v.superview == nil || v.translatesAutoresizingMaskIntoConstraints || v.isArrangedByStack
        if fixed {
            let f = v.frame
            guard let parent = v.superview, let p = box(parent) else {
                require(Expr(b.left) == 0)
                require(Expr(b.top) == 0)
                require(Expr(b.width) == Double(f.width))
                require(Expr(b.height) == Double(f.height))
                return
            }
            let pb = parent.bounds
            let mask = v.autoresizingMask
            holding = v.isArrangedByStack ? Strength(priority: 999) : nil
            defer { holding = nil }
            hold(b.left, b.width, parentStart: p.left, parentLength: p.width, start: f.minX - pb.minX, length: f.width,
                 parentNow: pb.width, flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
            hold(b.top, b.height, parentStart: p.top, parentLength: p.height, start: f.minY - pb.minY, length: f.height,
                 parentNow: pb.height, flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
            return
        }
        holdIntrinsicSize(v, b)
    }

    /// A view's intrinsic size at its hugging and compression resistance priorities; no negative sizes.
    private func holdIntrinsicSize(_ v: UIView, _ b: Box) {
        var size = v.intrinsicContentSize
        if let label = v as? UILabel, let width = wrapWidths[ObjectIdentifier(v)] {
            size = (label.text ?? "").isEmpty ? .zero : label.sizeThatFits(CGSize(width: width, height: 0))
        }
        for (axis, variable, value) in [(0, b.width, size.width), (1, b.height, size.height)] where value >= 0 {
            if let hug = Strength(layoutPriority: v.layoutPriorities.hugging[axis].rawValue) {
                require((Expr(variable) <= Double(value)).withStrength(hug))
            }
            if let resist = Strength(layoutPriority: v.layoutPriorities.compression[axis].rawValue) {
                require((Expr(variable) >= Double(value)).withStrength(resist))
            }
        }
        // No negative sizes.
        require(Expr(b.width) >= 0)
        require(Expr(b.height) >= 0)
    }

    /// UIKit's autoresizing constraints along one axis: the view's start and length relative to its superview's,
    /// the flexible parts among (leading margin, length, trailing margin) taking the superview's changes in
    /// proportion to their present lengths (as `resize(by:from:to:)` does), the others fixed.
    private func hold(_ start: Variable, _ length: Variable, parentStart: Variable, parentLength: Variable, start s0: CGFloat,
                      length l0: CGFloat, parentNow W: CGFloat, flexible: (Bool, Bool, Bool)) {
        let parts = [Double(s0), Double(l0), Double(W - s0 - l0)]
        let flags = [flexible.0, flexible.1, flexible.2]
        let flexTotal = zip(parts, flags).filter(\.1).map { max($0.0, 0) }.reduce(0, +)
        let count = Double(flags.filter { $0 }.count)
        // Each part = its present length + its share of (parent length − W).
        func part(_ i: Int) -> Expr {
            guard flags[i] else { return Expr(constant: parts[i]) }
            let share = flexTotal > 0 ? max(parts[i], 0) / flexTotal : 1 / count
            return (Expr(parentLength) - Double(W)) * share + parts[i]
        }
        require(Expr(start) == Expr(parentStart) + part(0))
        require(Expr(length) == part(1))
    }

    /// System guides are their view's bounds inset by its margins or safe area.
    private func holdGuide(_ g: UILayoutGuide) {
        guard let kind = g.kind, let owner = g.owningView, let b = box(g), let o = box(owner) else { return }
        if kind == .keyboard {
            // The keyboard offscreen: the full width, from the safe area's bottom (or the view's) to the bottom edge.
            let height = (g as? UIKeyboardLayoutGuide)?.usesBottomSafeArea ?? true ? owner.safeAreaInsets.bottom : 0
            require(Expr(b.left) == Expr(o.left))
            require(Expr(b.width) == Expr(o.width))
            require(Expr(b.height) == Double(height))
            require(Expr(b.top) + Expr(b.height) == Expr(o.top) + Expr(o.height))
            return
        }
        var i = kind == .margins ? owner.layoutMargins : owner.safeAreaInsets
        if kind == .margins, owner.insetsLayoutMarginsFromSafeArea {
            // Margins count from the safe area (UIKit's default for every view).
            let s = owner.safeAreaInsets
            i = UIEdgeInsets(top: i.top + s.top, left: i.left + s.left, bottom: i.bottom + s.bottom, right: i.right + s.right)
        }
        require(Expr(b.left) == Expr(o.left) + Double(i.left))
        require(Expr(b.top) == Expr(o.top) + Double(i.top))
        require(Expr(b.width) == Expr(o.width) - Double(i.left + i.right))
        require(Expr(b.height) == Expr(o.height) - Double(i.top + i.bottom))
    }

    /// The expression of `attribute` of `item`.
    private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> Expr? {
        guard let b = box(item) else { return nil }
        let l = Expr(b.left), t = Expr(b.top), w = Expr(b.width), h = Expr(b.height)
        let m = (item as? UIView)?.layoutMargins ?? .zero
        switch attribute {
        case .left, .leading: return l
        case .right, .trailing: return l + w
        case .top: return t
        case .bottom: return t + h
        case .width: return w
        case .height: return h
        case .centerX: return l + w * 0.5
        case .centerY: return t + h * 0.5
        case .leftMargin, .leadingMargin: return l + Double(m.left)
        case .rightMargin, .trailingMargin: return l + w - Double(m.right)
        case .topMargin: return t + Double(m.top)
        case .bottomMargin: return t + h - Double(m.bottom)
        case .centerXWithinMargins: return l + Double(m.left) + (w - Double(m.left + m.right)) * 0.5
        case .centerYWithinMargins: return t + Double(m.top) + (h - Double(m.top + m.bottom)) * 0.5
        case .firstBaseline:
            // A label's first baseline: its font's ascender below its top (a label sized to its text).
            if let label = item as? UILabel { return t + Double(label.font.ascender) }
            return t + h
        case .lastBaseline:
            if let label = item as? UILabel { return t + h + Double(label.font.descender) }
            return t + h
        case .notAnAttribute: return nil
        }
    }

    private func add(_ c: NSLayoutConstraint) {
        guard let first = c.firstItem, let lhs = expression(first, c.firstAttribute) else { return }
        var rhs = Expr(constant: Double(c.constant))
        if let second = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard let e = expression(second, c.secondAttribute) else { return }
            rhs = e * Double(c.multiplier) + Double(c.constant)
        }
        let relation: Constraint = c.relation == .equal ? lhs == rhs : c.relation == .lessThanOrEqual ? lhs <= rhs : lhs >= rhs
        guard let strength = Strength(layoutPriority: c.priority.rawValue) else {
            note("a priority of \(c.priority.rawValue) is outside 1…1000: \(c.description) left out")
            return
        }
        do { try solver.add(relation.withStrength(strength)) } catch {
            note("Unable to simultaneously satisfy constraints: \(c.description) left out")
        }
    }

    /// Sets the solved frames, superviews first (the order `include` listed them in), and the guides' frames.
    private func apply() {
        for v in views where v.superview != nil && !v.translatesAutoresizingMaskIntoConstraints && !v.isArrangedByStack {
            guard let b = box(v), let parent = v.superview, let p = box(parent) else { continue }
            let origin = parent.bounds.origin
            v.frame = CGRect(x: b.left.value - p.left.value + origin.x, y: b.top.value - p.top.value + origin.y,
                             width: max(b.width.value, 0), height: max(b.height.value, 0))
        }
        for g in guides {
            guard let b = box(g), let owner = g.owningView, let o = box(owner) else { continue }
            g.layoutFrame = CGRect(x: b.left.value - o.left.value, y: b.top.value - o.top.value, width: b.width.value,
                                   height: b.height.value)
        }
    }

    /// The notes since the last call; clears them.
    static func takeNotes() -> [String] {
        defer { notes.removeAll() }
        return notes
    }
}
