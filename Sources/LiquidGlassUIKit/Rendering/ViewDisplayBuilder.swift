internal import LiquidGlass
internal import LiquidGlassUICore

/// Turns a laid-out view hierarchy into the engine's display list, back to front, as UIKit composites it.
///
/// Each view paints its shadow, background and border (its layer), then its own content (a label's text, an image
/// view's picture or symbol), then its subviews, clipped by `clipsToBounds`. A glass view (a `UIVisualEffectView`
/// with a `UIGlassEffect`, a button with a glass configuration) becomes a glass item that samples only what was
/// painted before it; the views in its `contentView` are its content, drawn on the glass, their label colours
/// vibrant (the legible colour the engine picks from the glass under them). A `UIGlassContainerEffect` view lists
/// its glass views as members of one container (they merge within its spacing), then paints the rest of its
/// content over them — "the container renders all of them in one combined view behind its contentView". Glass
/// inside glass content is painted after its glass, so that it samples it.
@MainActor
final class ViewDisplayBuilder {
    /// Where and how a view is drawn.
    struct State {
        /// The view's bounds coordinates to canvas points.
        var transform: CGAffineTransform = .identity
        var opacity: Double = 1
        var clip: CGRect?
        var clipShape: DisplayClip?
        /// Collecting the content of a glass item: label colours are vibrant ink (no colour of their own).
        var onGlass = false
        /// Painted over glass after its run (content that holds glass): label colours are vibrant items.
        var overGlass = false
        /// Inside a `UIVibrancyEffect` view: text and symbols are vibrant at this level, whatever their colour.
        var vibrancy: Double?
        /// The container the glass listed now belongs to.
        var container: ContainerMembership?
        var traits = UITraitCollection(userInterfaceStyle: .light, displayScale: 3)
        /// The view's place in the hierarchy (`0.2.1`: subview indices from the root): its items' ids start with it.
        var path = "0"
    }

    var items: [DisplayItem] = []
    /// What could not be drawn as iOS draws it, in the order met, each once.
    private(set) var notes: [String] = []
    /// The report element of each glass item, in drawing order, by display item id.
    var reported: [(item: String, element: LiquidGlassUICore.RenderReport.Element)] = []
    /// Painted content held back until the glass run listed now ends (a container's other content).
    private var deferred: [DisplayItem]?
    private var containers = 0
    private var serial = 0

    func note(_ message: String) {
        if !notes.contains(message) { notes.append(message) }
    }

    /// Lists `view` and its subviews; `state.transform` maps the view's superview coordinates to the canvas.
    func emit(_ view: UIView, path: String, state outer: State) {
        guard !view.isHidden, view.alpha > 0 else { return }
        var state = outer
        state.path = path
        state.transform = view.transformToSuperview.concatenating(outer.transform)
        state.opacity = outer.opacity * Double(min(max(view.alpha, 0), 1))
        if view.overrideUserInterfaceStyle != .unspecified {
            state.traits = UITraitCollection(userInterfaceStyle: view.overrideUserInterfaceStyle, displayScale: outer.traits.displayScale)
        }
        if let role = view.glassRole {
            switch role {
            case .container(let spacing): emitContainer(view, spacing: spacing, path: path, state: state)
            case .glass(let style, let tint, let interactive):
                emitGlass(view, style: style, tint: tint, interactive: interactive, path: path, state: state)
            }
            return
        }
        if let vibrancy = (view as? UIVisualEffectView)?.effect as? UIVibrancyEffect {
            state.vibrancy = vibrancy.style.inkOpacity
            note("UIVibrancyEffect: content drawn in the legible colour picked from the blur under it, at the style's level (iOS's colour-dodge blend is not drawn)")
        }
        paintLayer(view, path: path, state: state)
        view.drawContent(into: self, state: state)
        emitSubviews(view.subviews, of: view, path: path, state: clipped(view, state))
        if let scroll = view as? UIScrollView { emitEdgeEffects(scroll, path: path, state: state) }
    }

    func emitSubviews(_ subviews: [UIView], of view: UIView, path: String, state: State) {
        // The layer's free-standing sublayers lie among the subviews' layers (Core Animation's order).
        let layered = !view.layer.addedSublayers.isEmpty && subviews.first?.superview === view
        var next = 0
        for (i, sub) in subviews.enumerated() {
            if layered { next = emitAddedLayers(of: view, under: i, from: next, path: path, state: state) }
            emit(sub, path: "\(path).\(i)", state: state)
        }
        if layered || (subviews.isEmpty && !view.layer.addedSublayers.isEmpty) {
            _ = emitAddedLayers(of: view, under: nil, from: next, path: path, state: state)
        }
    }

    /// The state for `view`'s subviews: clipped to its bounds (and corners) when it clips.
    func clipped(_ view: UIView, _ state: State) -> State {
        guard view.clipsToBounds else { return state }
        var inner = state
        let box = view.bounds.applying(state.transform)
        inner.clip = state.clip.map { $0.intersection(box) } ?? box
        let radii = view.cornerRadii
        if radii != .zero {
            if let outer = state.clipShape {
                inner.clip = inner.clip?.intersection(outer.frame)
                note("a view with rounded corners that clips inside another: clipped to the inner corners within the outer one's bounds")
            }
            if !isAxisAligned(state.transform) { note("clipsToBounds with rounded corners on a rotated view: clipped to its bounding box") }
            inner.clipShape = DisplayClip(Self.shape(radii, curve: view.cornerCurve, size: box.size, scale: 1), frame: box)
        }
        return inner
    }

    // MARK: Painting

    /// Appends a painted item with the state's opacity, clip and the given transform; over glass, before the end
    /// of a container's run, it waits for the run to end.
    func append(_ id: String, _ content: DisplayItem.Content, state: State, transform: CGAffineTransform,
                shadow: DisplayShadow? = nil, vibrant: Bool = false) {
        guard state.opacity > 0 else { return }
        var item = DisplayItem(id: id, content, opacity: state.opacity, clip: state.clip, clipShape: state.clipShape,
                               transform: Self.displayTransform(transform))
        item.shadow = shadow
        item.vibrant = vibrant
        if deferred != nil, !state.onGlass { deferred!.append(item) } else { items.append(item) }
    }

    /// Appends a finished item (a hosted SwiftUI item): painted items wait for the end of a container's run, as
    /// ``append(_:_:state:transform:shadow:vibrant:)``'s.
    func appendItem(_ item: DisplayItem) {
        if deferred != nil, !item.isGlass { deferred!.append(item) } else { items.append(item) }
    }

    /// The view's layer: shadow, background and border, in its corner shape.
    private func paintLayer(_ view: UIView, path: String, state: State) {
        let layer = view.layer
        let size = view.bounds.size
        let local = view.bounds
        let shape = Self.shape(view.cornerRadii, curve: view.cornerCurve, size: size, scale: 1)
        var shadow: DisplayShadow?
        if layer.shadowOpacity > 0, let color = layer.shadowColor?.color {
            // Core Animation's shadowRadius is a blur radius; the engine's is a Gaussian's standard deviation:
            // taken as half the radius (Core Animation publishes no kernel; a CSS blur radius is two deviations).
            shadow = DisplayShadow(color: color.engineColor(state.traits).opacity(Double(layer.shadowOpacity)),
                                   radius: Double(layer.shadowRadius) / 2,
                                   offset: CGSize(width: Double(layer.shadowOffset.width), height: Double(layer.shadowOffset.height)))
        }
        if let bg = view.backgroundColor {
            noteColor(bg)
            append("\(path)#background", .fill(shape, frame: local, paint: .color(bg.engineColor(state.traits))), state: state,
                   transform: state.transform, shadow: shadow)
        } else if shadow != nil, !view.subviews.isEmpty || view is UILabel || view is UIImageView {
            note("layer.shadow on a view without a background colour: its content casts no shadow here")
        }
        paintGradientAndBorder(of: layer, shape: shape, in: local, path: path, state: state)
    }

    /// Records the note of a colour that cannot be drawn as iOS would (an asset catalog colour).
    func noteColor(_ color: UIColor) {
        if let n = color.note { note(n) }
    }

    /// The colour of text or a symbol in `color`: label colours on or over glass are vibrant (nil, at their level's
    /// opacity: LiquidGlassUI's hierarchical levels 1, 0.6, 0.3, 0.18), anything else its own colour.
    func ink(_ color: UIColor, state: State) -> (color: LiquidGlass.Color?, inkOpacity: Double, vibrant: Bool) {
        noteColor(color)
        if let vibrancy = state.vibrancy, !state.onGlass { return (nil, vibrancy, true) }
        if let level = color.labelLevel, state.onGlass || state.overGlass {
            return (nil, [1, 0.6, 0.3, 0.18][min(level, 3)], state.overGlass)
        }
        return (color.engineColor(state.traits), 1, false)
    }

    // MARK: Glass

    private func emitGlass(_ view: UIView, style: UIGlassEffect.Style, tint: UIColor?, interactive: Bool, path: String, state: State) {
        let frame = view.bounds.applying(state.transform)
        if !isAxisAligned(state.transform) {
            note("glass in a rotated view: drawn unrotated, in its bounding box (glass cannot turn)")
        }
        let scale = isAxisAligned(state.transform) ? state.transform.a : 1
        let radii = view.cornerRadii
        var item = GlassDisplayItem(shape: Self.shape(radii, curve: .continuous, size: frame.size, scale: scale, capsule: view.isCapsule),
                                    frame: frame,
                                    glass: LiquidGlass.Glass(variant: style == .clear ? .clear : .regular,
                                                             tintColor: tint.map { $0.engineColor(state.traits) },
                                                             isInteractive: interactive))
        if let tint { noteColor(tint) }
        // Reported in drawing order: before the glass its content may hold.
        let id = "\(path)#glass"
        let element = UIKitSupport.element(
            frame: frame, shape: view.isCapsule ? "capsule" : radii == .zero ? "rectangle" : "roundedRectangle",
            variant: style == .clear ? "clear" : "regular", tint: tint.map { $0.rgba(state.traits) }, interactive: interactive,
            container: state.container?.index, containerSpacing: state.container?.spacing,
            accessibilityIdentifier: view.accessibilityIdentifier, accessibilityLabel: view.accessibilityLabel, identity: path)
        reported.append((id, element))
        item.container = state.container
        item.identifier = view.accessibilityIdentifier ?? path
        item.accessibilityIdentifier = view.accessibilityIdentifier
        item.accessibilityLabel = view.accessibilityLabel
        item.opacity = state.opacity
        var inner = state
        inner.opacity = 1
        inner.clip = nil
        inner.clipShape = nil
        inner.container = nil
        let content = view.glassContentViews
        let holdsGlass = content.contains(where: Self.containsGlass)
        if !holdsGlass {
            inner.onGlass = true
            item.content = collect {
                view.drawContent(into: self, state: inner)
                emitSubviews(content, of: view, path: path, state: inner)
            }
            if let label = Self.label(item.content, centredIn: frame) {
                item.label = label
                item.content = []
            }
        }
        var after: [DisplayItem] = []
        if holdsGlass {
            // Content with glass in it: what is listed before its first glass is the glass's content, as for plain
            // content; from that glass on it is painted after the glass (that glass sampling this one), label
            // colours vibrant items coloured from the pixels under them.
            var over = state
            over.overGlass = true
            over.container = nil
            let painted = collect {
                view.drawContent(into: self, state: over)
                emitSubviews(content, of: view, path: path, state: over)
            }
            let split = painted.firstIndex(where: \.isGlass) ?? painted.endIndex
            // The glass item applies its own opacity and clip to its content.
            item.content = painted[..<split].map { p in
                var i = p
                i.vibrant = false
                i.opacity = state.opacity > 0 ? p.opacity / state.opacity : 0
                i.clip = nil
                i.clipShape = nil
                return i
            }
            after = Array(painted[split...])
        }
        items.append(DisplayItem(id: id, .glass(item), opacity: state.opacity, clip: state.clip, clipShape: state.clipShape))
        appendAfterRun(after)
    }

    private func emitContainer(_ view: UIView, spacing: CGFloat, path: String, state: State) {
        if state.container != nil { note("UIGlassContainerEffect inside another container: its glass merges only with its own") }
        let membership = ContainerMembership(index: containers, spacing: Double(max(spacing, 0)), depth: 1)
        containers += 1
        var inner = state
        inner.container = membership
        paintLayer(view, path: path, state: state)
        let outerDeferred = deferred
        deferred = []
        emitSubviews(view.glassContentViews, of: view, path: path, state: clipped(view, inner))
        let held = deferred ?? []
        deferred = outerDeferred
        appendAfterRun(held)
    }

    /// Adds items painted over the glass listed last: when they start with glass, an empty painted item ends the
    /// run first, so that glass samples the glass under it.
    private func appendAfterRun(_ painted: [DisplayItem]) {
        guard !painted.isEmpty else { return }
        if painted[0].isGlass {
            serial += 1
            items.append(DisplayItem(id: "run-break#\(serial)", .fill(LiquidGlass.Rectangle(), frame: .zero,
                                                                      paint: .color(LiquidGlass.Color(red: 0, green: 0, blue: 0, opacity: 0)))))
        }
        if deferred != nil { deferred! += painted } else { items += painted }
    }

    /// The items `body` lists, apart from the list being built.
    private func collect(_ body: () -> Void) -> [DisplayItem] {
        let outerItems = items, outerDeferred = deferred
        items = []
        deferred = nil
        body()
        let inner = items
        items = outerItems
        deferred = outerDeferred
        return inner
    }

    /// The glass's own label when its content is one vibrant symbol or one vibrant line of text centred on it (an
    /// icon button, a one-word title): the engine then draws it centred in the legible colour and reports its
    /// contrast, as for LiquidGlassUI's glass buttons. Nil for anything else, which stays the glass's content.
    static func label(_ content: [DisplayItem], centredIn frame: CGRect) -> GlassLabel? {
        guard content.count == 1, let item = content.first, item.opacity == 1, item.clip == nil, item.clipShape == nil,
              item.transform.b == 0, item.transform.c == 0, item.transform.a == 1, item.transform.d == 1 else { return nil }
        func centred(_ box: CGRect) -> Bool {
            let b = item.transform.apply(box)
            return Swift.abs(b.midX - frame.midX) < 1 && Swift.abs(b.midY - frame.midY) < 1
        }
        switch item.content {
        case .symbol(let s, let origin) where s.color == nil && s.inkOpacity == 1:
            let side = s.pointSize * SymbolLibrary.boxSizeInEm
            guard centred(CGRect(x: origin.x, y: origin.y, width: side, height: side)) else { return nil }
            return GlassLabel(symbol: s.name, size: s.pointSize, weight: s.weight)
        default:
            return nil
        }
    }

    static func containsGlass(_ view: UIView) -> Bool {
        guard !view.isHidden else { return false }
        if view.glassRole != nil { return true }
        return view.glassContentViews.contains(where: containsGlass)
    }

    func isAxisAligned(_ t: CGAffineTransform) -> Bool { t.b == 0 && t.c == 0 && t.a > 0 && t.d > 0 }

    // MARK: Shapes

    static func displayTransform(_ t: CGAffineTransform) -> DisplayTransform {
        DisplayTransform(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }

    /// The engine's shape for corner radii (points of the view, times `scale` into the frame's points).
    static func shape(_ r: CornerRadii, curve: CALayerCornerCurve, size: CGSize, scale: CGFloat, capsule: Bool = false) -> any LiquidGlass.Shape {
        if capsule { return LiquidGlass.Capsule() }
        if r == .zero { return LiquidGlass.Rectangle() }
        if r.isUniform {
            return LiquidGlass.RoundedRectangle(cornerRadius: r.topLeft * scale, style: curve == .continuous ? .continuous : .circular)
        }
        // The engine has no rectangle with a radius per corner: a path with circular corners.
        let k: CGFloat = 0.5522847498
        let w = size.width, h = size.height
        let tl = r.topLeft * scale, tr = r.topRight * scale, bl = r.bottomLeft * scale, br = r.bottomRight * scale
        var p = LiquidGlass.Path()
        p.move(to: CGPoint(x: tl, y: 0))
        p.addLine(to: CGPoint(x: w - tr, y: 0))
        p.addCurve(to: CGPoint(x: w, y: tr), control1: CGPoint(x: w - tr * (1 - k), y: 0), control2: CGPoint(x: w, y: tr * (1 - k)))
        p.addLine(to: CGPoint(x: w, y: h - br))
        p.addCurve(to: CGPoint(x: w - br, y: h), control1: CGPoint(x: w, y: h - br * (1 - k)), control2: CGPoint(x: w - br * (1 - k), y: h))
        p.addLine(to: CGPoint(x: bl, y: h))
        p.addCurve(to: CGPoint(x: 0, y: h - bl), control1: CGPoint(x: bl * (1 - k), y: h), control2: CGPoint(x: 0, y: h - bl * (1 - k)))
        p.addLine(to: CGPoint(x: 0, y: tl))
        p.addCurve(to: CGPoint(x: tl, y: 0), control1: CGPoint(x: 0, y: tl * (1 - k)), control2: CGPoint(x: tl * (1 - k), y: 0))
        p.closeSubpath()
        return p
    }
}

extension UIView {
    /// The curve of the view's corners: continuous for a corner configuration (iOS 26's shapes), else the layer's.
    var cornerCurve: CALayerCornerCurve { cornerConfiguration != nil ? .continuous : layer.cornerCurve }

    /// Whether the view's shape is a capsule (a capsule corner configuration with no maximum below half its side).
    var isCapsule: Bool {
        guard case .capsule(let maximum)? = cornerConfiguration?.kind else { return false }
        return maximum.map { CGFloat($0) >= min(bounds.width, bounds.height) / 2 } ?? true
    }
}
