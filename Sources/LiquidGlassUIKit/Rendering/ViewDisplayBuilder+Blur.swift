internal import LiquidGlass
internal import LiquidGlassUICore

extension ViewDisplayBuilder {
    /// A blur effect view's material: the pixels painted before it, inside its bounds and corner shape, blurred and
    /// covered by the material's tint — the engine's uniform backdrop blur (the hard scroll edge effect without its
    /// divider), so the material is drawn by the same painter as everything else.
    func paintBlur(_ blur: UIBlurEffect, of view: UIView, state: State) {
        let (sigma, tint) = blur.appearance(state.traits)
        guard isAxisAligned(state.transform) else {
            note("UIBlurEffect in a rotated or flipped view: drawn as its tint alone (the blur takes no rotation)")
            append("\(state.path)#blur", .fill(Self.shape(view.cornerRadii, curve: view.cornerCurve, size: view.bounds.size, scale: 1),
                                               frame: view.bounds, paint: .color(tint)), state: state, transform: state.transform)
            return
        }
        let box = view.bounds.applying(state.transform)
        var inner = state
        if view.cornerRadii != .zero {
            let shape = Self.shape(view.cornerRadii, curve: view.cornerCurve, size: box.size, scale: state.transform.a)
            let clip = DisplayClip(shape, frame: box)
            if state.clipShape != nil {
                note("a rounded blur effect view inside a rounded clip: blurred within its own corners and the outer clip's bounds")
                inner.clip = (state.clip ?? box).intersection(state.clipShape!.frame)
            }
            inner.clipShape = clip
        }
        let effect = DisplayEdgeEffect(rect: box, edge: .top, style: .hard, color: tint, blurRadius: sigma * state.transform.a,
                                       coverage: 1, dividerColor: nil)
        append("\(state.path)#blur", .edgeEffect(effect), state: inner, transform: .identity)
    }
}
