import Foundation
import Hummingbird
import LiquidGlass

extension PlaygroundServer {
    /// `POST /api/edit`: `{"scene": "…", "element": "search", "set": {"frame": [322, 700, 62, 62]},
    /// "containerSpacing": 12}` or `{"scene": "…", "sceneSet": {"colorScheme": "dark"}}` → `{"scene": "…"}`, the text
    /// with the element's (or the scene's) keys changed in place
    /// (``SceneTextEdit``). The page's drag, resize and inspector all edit through it, then render the new text, so
    /// a value the decoder refuses is shown at its line like a typed one.
    ///
    /// The scene must load before the edit (422 `invalid-scene` at its line and column, as for a render): an edit
    /// finds the element in a scene the user can see drawn. Errors: 400 `bad-body`; 413 `scene-too-large`; 422
    /// `invalid-scene`, `bad-edit` (no such element, a key an edit may not set, a value written as a block scalar).
    func edit(_ request: Request) async throws -> Response {
        let data = try await Self.body(of: request, limit: configuration.maxSceneBytes + 64 * 1024,
                                       code: "scene-too-large", what: "an edit")
        let body: SceneTextEdit.Request
        do { body = try JSONDecoder().decode(SceneTextEdit.Request.self, from: data) } catch {
            throw PlaygroundError(.badRequest, "bad-body",
                                  "expected {\"scene\": TEXT, \"element\": ID, \"set\": {KEY: VALUE}, \"containerSpacing\": N, "
                                  + "\"sceneSet\": {KEY: VALUE}}")
        }
        guard body.scene.utf8.count <= configuration.maxSceneBytes else {
            throw PlaygroundError(.contentTooLarge, "scene-too-large",
                                  "a scene may have at most \(configuration.maxSceneBytes) bytes")
        }
        let isJSON = body.scene.drop { $0.isWhitespace }.first == "{"
        do { _ = try SceneIntake(store: store).load(body.scene, isJSON: isJSON) } catch {
            throw PlaygroundError(.unprocessableContent, "invalid-scene", error.message, line: error.line,
                                  column: error.column)
        }
        let edited: String
        do throws(SceneTextEdit.Failure) { edited = try SceneTextEdit.apply(body, json: isJSON) } catch {
            throw PlaygroundError(.unprocessableContent, "bad-edit", error.message)
        }
        return try Self.json(["scene": edited])
    }
}
