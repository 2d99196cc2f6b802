import Foundation
import LiquidGlass

extension SceneDocument {
    /// The scene as written (`state` nil) or in the named one of its `states:`; any other name fails with the
    /// states there are, prefixed by the scene file's path (`render --state`, `code --state`).
    func scene(inState state: String?, file: String) throws -> Scene {
        guard let state else { return scene }
        guard let stateScene = scene(inState: state) else {
            throw CommandFailure("\(file): \(unknownState(state))")
        }
        return stateScene
    }
}
