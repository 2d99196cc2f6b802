internal import LiquidGlass
internal import LiquidGlassUICore

extension ViewDisplayBuilder {
    /// The free-standing sublayers of `view`'s layer that lie under its subview `index` (all that are left when
    /// `index` is nil), from `next` on; returns where the next call starts.
    func emitAddedLayers(of view: UIView, under index: Int?, from next: Int, path: String, state: State) -> Int {
        let added = view.layer.addedSublayers
        var next = next
        while next < added.count, index.map({ added[next].subviewsBelow <= $0 }) ?? true {
            emitLayer(added[next].layer, path: "\(path)~\(next)", state: state)
            next += 1
        }
        return next
    }

    /// A free-standing layer (`CALayer()`, `CAGradientLayer()`) at its frame in its superlayer's coordinates: its
    /// shadow, background, gradient and border in its corner shape, then its own sublayers.
    func emitLayer(_ layer: CALayer, path: String, state outer: State) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        var state = outer
        state.opacity = outer.opacity * Double(min(max(layer.opacity, 0), 1))
        state.transform = CGAffineTransform(translationX: layer.frame.minX, y: layer.frame.minY).concatenating(outer.transform)
        let local = CGRect(origin: .zero, size: layer.frame.size)
        let shape = Self.shape(layer.cornerRadii(in: local.size), curve: layer.cornerCurve, size: local.size, scale: 1)
        if layer.shadowOpacity > 0 { note("layer.shadow on a free-standing layer: not drawn") }
        if let bg = layer.backgroundColor?.color {
            noteColor(bg)
            append("\(path)#background", .fill(shape, frame: local, paint: .color(bg.engineColor(state.traits))), state: state,
                   transform: state.transform)
        }
        paintGradientAndBorder(of: layer, shape: shape, in: local, path: path, state: state)
        var inner = state
        if layer.masksToBounds {
            let box = local.applying(state.transform)
            inner.clip = state.clip.map { $0.intersection(box) } ?? box
        }
        for (i, sub) in layer.addedSublayers.enumerated() { emitLayer(sub.layer, path: "\(path)~\(i)", state: inner) }
    }

    /// The gradient of `layer` filling `rect` (the layer's own coordinates) in `shape`. Axial: along the line from
    /// `startPoint` to `endPoint` (unit coordinates of the bounds); radial: ellipses centred on `startPoint` whose
    /// radii on each axis are `endPoint`'s distance from it, the last colour there and beyond; conic: around
    /// `startPoint`, starting towards `endPoint`, clockwise on screen.
    /// A layer's gradient (a `CAGradientLayer`'s) and then its border, in its corner `shape`: what a view's layer
    /// and a free-standing layer draw over their background colour.
    func paintGradientAndBorder(of layer: CALayer, shape: any LiquidGlass.Shape, in local: CGRect, path: String, state: State) {
        if let gradient = layer as? CAGradientLayer {
            paintGradient(gradient, shape: shape, in: local, path: path, state: state)
        }
        if layer.borderWidth > 0, let border = layer.borderColor?.color {
            noteColor(border)
            append("\(path)#border", .stroke(shape, frame: local, paint: .color(border.engineColor(state.traits)),
                                              lineWidth: Double(layer.borderWidth), placement: .inner),
                   state: state, transform: state.transform)
        }
    }

    func paintGradient(_ layer: CAGradientLayer, shape: any LiquidGlass.Shape, in rect: CGRect, path: String, state: State) {
        let values = layer.colors ?? []
        let colors = values.compactMap { $0 as? CGColor }
        if colors.count != values.count {
            note("CAGradientLayer.colors: elements that are not CGColors are left out (a UIColor needs .cgColor)")
        }
        guard !colors.isEmpty else { return }
        var locations = layer.locations.map { $0.map(\.doubleValue) }
        if let given = locations, given.count != colors.count {
            note("CAGradientLayer.locations: \(given.count) locations for \(colors.count) colours; spread evenly instead")
            locations = nil
        }
        let spread = colors.indices.map { colors.count == 1 ? 0 : Double($0) / Double(colors.count - 1) }
        let stops = zip(colors, locations ?? spread).map { color, location in
            noteColor(color.color)
            return DisplayPaint.Stop(color: color.color.engineColor(state.traits), location: location)
        }
        let start = CGPoint(x: rect.minX + layer.startPoint.x * rect.width, y: rect.minY + layer.startPoint.y * rect.height)
        let end = CGPoint(x: rect.minX + layer.endPoint.x * rect.width, y: rect.minY + layer.endPoint.y * rect.height)
        let paint: DisplayPaint
        switch layer.type {
        case .radial:
            let size = CGSize(width: 2 * abs(end.x - start.x), height: 2 * abs(end.y - start.y))
            paint = .ellipticalGradient(stops: stops, center: start, size: size, startFraction: 0, endFraction: 0.5)
        case .conic:
            note("CAGradientLayer of type .conic: drawn clockwise from the direction of endPoint (the direction is our reading, not measured)")
            let angle = atan2(Double(end.y - start.y), Double(end.x - start.x)) * 180 / .pi
            paint = .angularGradient(stops: stops, center: start, startAngle: angle, endAngle: angle + 360)
        default:
            paint = .linearGradient(stops: stops, start: start, end: end)
        }
        append("\(path)#gradient", .fill(shape, frame: rect, paint: paint), state: state, transform: state.transform)
    }
}
