extension ViewTreeHost {
    /// Lays `view` out as a device's root view: proposed the safe area, centred in it; the image is the screen.
    func layout<V: View>(_ view: V, screen device: Device, environment: EnvironmentValues) -> LaidOutTree {
        let root = resolveRoot(view, environment: environment)
        let safe = CGRect(origin: .zero, size: device.size).inset(by: device.safeAreaInsets)
        let proposal = ProposedViewSize(safe.size)
        let size = root.sizeThatFits(proposal)
        root.place(in: CGRect(x: safe.minX + (safe.width - size.width) / 2, y: safe.minY + (safe.height - size.height) / 2,
                              width: size.width, height: size.height), proposal: proposal)
        var builder = DisplayBuilder()
        builder.containerShape = (CGRect(origin: .zero, size: device.size), device.displayCornerRadius)
        root.draw(into: &builder)
        return LaidOutTree(root: root, size: device.size, items: builder.items)
    }
}
