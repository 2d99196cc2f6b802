@testable import LiquidGlassUI

/// Lays `view` out for `proposal` and returns the frames of views tagged with `.accessibilityIdentifier`.
@MainActor
func frames<V: View>(_ view: V, width: CGFloat? = nil, height: CGFloat? = nil) -> (size: CGSize, frames: [String: CGRect]) {
    let host = ViewTreeHost()
    let tree = host.layout(view, proposal: ProposedViewSize(width: width, height: height), environment: EnvironmentValues())
    return (tree.size, tree.framesByIdentifier())
}

extension View {
    func named(_ id: String) -> some View { accessibilityIdentifier(id) }
}
