import Foundation

/// The operational state of a scene: SwiftUI's `ScenePhase`.
///
/// Cases in Apple's order (`background < inactive < active`, as `Comparable` derives from the declaration). A
/// rendered screen is one the user sees in the foreground, so the environment's ``EnvironmentValues/scenePhase`` is
/// `.active` unless a view sets another (`.environment(\.scenePhase, .background)`).
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene is not visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }

extension EnvironmentValues {
    /// The current phase of the scene: `.active` for a drawn screen (it is in the foreground and shown).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
