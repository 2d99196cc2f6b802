extension UIView {
    /// The radius the view's shape has at `corner` (one corner; for several, the largest), in points: from its
    /// `cornerConfiguration` (container-concentric corners resolved against the nearest superview with a corner
    /// configuration), else from `layer.cornerRadius` and `layer.maskedCorners`. Radii are limited to half the
    /// shorter side.
    public func effectiveRadius(corner: UIRectCorner) -> CGFloat {
        let radii = cornerRadii
        let asked = CornerRadii.corners.filter { corner.contains($0) }
        return asked.map { radii[$0] }.max() ?? 0
    }

    /// Every corner's radius (see ``effectiveRadius(corner:)``).
    var cornerRadii: CornerRadii {
        let size = bounds.size
        let half = max(min(size.width, size.height) / 2, 0)
        guard let configuration = cornerConfiguration else { return layer.cornerRadii(in: size) }
        switch configuration.kind {
        case .capsule(let maximum):
            let r = maximum.map { min(half, CGFloat($0)) } ?? half
            return CornerRadii(topLeft: r, topRight: r, bottomLeft: r, bottomRight: r)
        case .corners(let tl, let tr, let bl, let br, let groups):
            var radii = CornerRadii.zero
            for (corner, radius) in zip(CornerRadii.corners, [tl, tr, bl, br]) {
                radii[corner] = min(radius.map { resolve($0, at: corner) } ?? 0, half)
            }
            for raw in groups {
                let group = CornerRadii.corners.filter { UIRectCorner(rawValue: raw).contains($0) }
                let m = group.map { radii[$0] }.max() ?? 0
                for c in group { radii[c] = m }
            }
            return radii
        }
    }

    private func resolve(_ radius: UICornerRadius, at corner: UIRectCorner) -> CGFloat {
        switch radius.kind {
        case .fixed(let r): return max(CGFloat(r), 0)
        case .containerConcentric(let minimum):
            let floor = max(minimum ?? 0, 0)
            guard let container = cornerContainer else { return floor }
            let mine = convert(bounds, to: container)
            let theirs = container.bounds
            let dx = corner == .topLeft || corner == .bottomLeft ? mine.minX - theirs.minX : theirs.maxX - mine.maxX
            let dy = corner == .topLeft || corner == .topRight ? mine.minY - theirs.minY : theirs.maxY - mine.maxY
            return max(container.effectiveRadius(corner: corner) - max(dx, dy), floor)
        }
    }

    /// The nearest superview with a corner configuration: what container-concentric corners follow.
    var cornerContainer: UIView? {
        var v = superview
        while let c = v {
            if c.cornerConfiguration != nil { return c }
            v = c.superview
        }
        return nil
    }
}

extension CALayer {
    /// The radii `cornerRadius` gives the corners `maskedCorners` names on a layer of `size` (limited to half the
    /// shorter side); the others are square.
    func cornerRadii(in size: CGSize) -> CornerRadii {
        let r = min(max(cornerRadius, 0), max(min(size.width, size.height) / 2, 0))
        let m = maskedCorners
        return CornerRadii(topLeft: m.contains(.layerMinXMinYCorner) ? r : 0, topRight: m.contains(.layerMaxXMinYCorner) ? r : 0,
                           bottomLeft: m.contains(.layerMinXMaxYCorner) ? r : 0, bottomRight: m.contains(.layerMaxXMaxYCorner) ? r : 0)
    }
}
