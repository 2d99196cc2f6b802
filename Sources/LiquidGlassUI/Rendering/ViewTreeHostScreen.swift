extension ViewTreeHost {
    /// Lays `view` out as a device's root view: proposed the safe area, centred in it; the image is the screen.
    func layout<V: View>(_ view: V, screen device: Device, environment: EnvironmentValues) -> LaidOutTree {
        let root = resolveRoot(view, environment: environment)
        root.placeCentred(in: CGRect(origin: .zero, size: device.size).inset(by: device.safeAreaInsets))
        var builder = DisplayBuilder()
        builder.containerShape = (CGRect(origin: .zero, size: device.size), device.displayCornerRadius)
        root.draw(into: &builder)
        return LaidOutTree(root: root, size: device.size, items: builder.items, failures: graph.missing)
    }
}
