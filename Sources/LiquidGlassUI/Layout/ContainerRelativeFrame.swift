extension View {
    /// Sizes the view along `axes` to its container: here the safe area of the screen being rendered for (a
    /// device's window), which is what a full-width scroll view, list or page shows; without a device, the view is
    /// left as it is. SwiftUI measures the nearest scroll view or column instead: the two differ when a scroll view
    /// is narrower than the screen.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
    }

    /// Sizes the view to `span` of `count` equal parts of its container, `spacing` between parts.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in
            let parts = CGFloat(max(count, 1))
            let part = (length - spacing * (parts - 1)) / parts
            return max(part * CGFloat(span) + spacing * CGFloat(max(span - 1, 0)), 0)
        })
    }

    /// Sizes the view to `length(containerLength, axis)` along `axes`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length))
    }
}

struct ContainerRelativeFrameModifier: ViewModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    @Environment(\.safeAreaInsets) private var screen

    func body(content: Content) -> some View {
        let area = screen.map { s in
            CGSize(width: s.rect.width - s.insets.leading - s.insets.trailing, height: s.rect.height - s.insets.top - s.insets.bottom)
        }
        let width = area.flatMap { axes.contains(.horizontal) ? length($0.width, .horizontal) : nil }
        let height = area.flatMap { axes.contains(.vertical) ? length($0.height, .vertical) : nil }
        content.frame(width: width, height: height, alignment: alignment)
    }
}
