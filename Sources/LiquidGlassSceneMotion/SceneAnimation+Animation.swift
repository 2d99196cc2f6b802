import LiquidGlass
import LiquidGlassMotion

extension Animation {
    /// The SwiftUI animation a scene file names: `bouncy` is `.bouncy`, `{curve: bouncy, duration: 0.6,
    /// bounce: 0.1}` is `.bouncy(duration: 0.6, extraBounce: 0.1)`, `{curve: easeInOut, duration: 0.3}` is
    /// `.easeInOut(duration: 0.3)`; unset parameters take SwiftUI's defaults.
    public init(_ scene: SceneAnimation) {
        // A spring with neither parameter is SwiftUI's preset; with either, its tuned form with SwiftUI's
        // defaults (0.5 s, no extra bounce) for the one left out.
        let tuned = scene.duration != nil || scene.bounce != nil
        let duration = scene.duration ?? 0.5, bounce = scene.bounce ?? 0
        var animation: Animation
        switch scene.curve {
        case .smooth: animation = tuned ? .smooth(duration: duration, extraBounce: bounce) : .smooth
        case .snappy: animation = tuned ? .snappy(duration: duration, extraBounce: bounce) : .snappy
        case .bouncy: animation = tuned ? .bouncy(duration: duration, extraBounce: bounce) : .bouncy
        case .spring: animation = tuned ? .spring(duration: duration, bounce: bounce) : .spring
        case .interactiveSpring: animation = .interactiveSpring
        case .default: animation = .default
        case .linear: animation = scene.duration.map { .linear(duration: $0) } ?? .linear
        case .easeIn: animation = scene.duration.map { .easeIn(duration: $0) } ?? .easeIn
        case .easeOut: animation = scene.duration.map { .easeOut(duration: $0) } ?? .easeOut
        case .easeInOut: animation = scene.duration.map { .easeInOut(duration: $0) } ?? .easeInOut
        }
        if scene.delay > 0 { animation = animation.delay(scene.delay) }
        self = animation
    }
}

extension SceneTransition {
    /// The change from state `from` to state `to` of a scene file, along `animation` — by default the animation
    /// of the file's transition between them, else `.smooth`.
    ///
    /// - Throws: ``SceneTransitionError`` naming the file's states when either name is not one of them.
    public init(document: SceneDocument, from: String, to: String, animation: Animation? = nil) throws(SceneTransitionError) {
        func scene(_ name: String) throws(SceneTransitionError) -> Scene {
            guard let scene = document.scene(inState: name) else { throw SceneTransitionError(document.unknownState(name)) }
            return scene
        }
        let declared = document.transition(from: from, to: to).map { Animation($0.animation) }
        try self.init(from: scene(from), to: scene(to), animation: animation ?? declared ?? .smooth)
    }
}
