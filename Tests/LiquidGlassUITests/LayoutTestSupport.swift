@testable import LiquidGlassUICore

/// Lays `view` out for `proposal` and returns the frames of views tagged with `.accessibilityIdentifier`.
@MainActor
func frames<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) -> (size: CGSize, frames: [String: CGRect]) {
    let host = ViewTreeHost()
    let tree = host.layout(view, proposal: ProposedViewSize(width: width, height: height), environment: EnvironmentValues())
    return (tree.size, tree.framesByIdentifier())
}

/// Lays `view` out on `device`'s screen as `ImageRenderer` does: the render report and the frames of views tagged
/// with `.accessibilityIdentifier`.
@MainActor
func deviceLayout<V: View>(_ view: V, device: Device = .iPhone17Pro) -> (report: RenderReport, frames: [String: CGRect]) {
    let renderer = ImageRenderer(content: view)
    renderer.device = device
    let tree = renderer.layout()
    return (renderer.report!, tree.framesByIdentifier())
}

/// The frames of a recorder's view as it stands now (after its taps), on `device`'s screen.
@MainActor
func currentFrames<V: View>(_ recorder: AnimationRecorder<V>, device: Device = .iPhone17Pro) -> [String: CGRect] {
    recorder.host.layout(recorder.content, proposal: .unspecified, device: device, scale: 1, environment: EnvironmentValues(),
                         assetDirectories: []).framesByIdentifier()
}

extension View {
    func named(_ id: String) -> some View { accessibilityIdentifier(id) }
}

/// Items of a laid-out tree, flattened (group and glass contents included).
@MainActor
func flattened(_ items: [UIDisplayItem]) -> [UIDisplayItem] {
    items.flatMap { item -> [UIDisplayItem] in
        switch item {
        case .glass(_, let content), .group(_, let content): return [item] + flattened(content)
        default: return [item]
        }
    }
}
