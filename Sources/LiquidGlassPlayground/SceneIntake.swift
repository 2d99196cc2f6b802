import Foundation
import LiquidGlass
import LiquidGlassScene
import Yams

/// A scene sent to the server, decoded by the engine's scene loader once every file it names is known to be one
/// of the pictures in the ``BackdropStore``.
///
/// A scene file may name files on the disk (`background.image`, `font`); a request must not. So before the loader
/// sees the text, every `image:` and `font:` in it is read from the YAML tree: an image must be the name of a
/// sample or an upload, a font is refused (labels use the default font). Only then does the loader run, with the
/// store's folder as the scene's directory, so that `image: coffee.png` is the store's copy. The loaded scene is
/// checked again — its background and every state's must be a file of the store — so that a form of the text this
/// reading missed still cannot reach another file.
struct SceneIntake {
    let store: BackdropStore

    /// The scene of a request body, or the loader's error (or the intake's own, at the place in the text).
    func load(_ text: String, isJSON: Bool) throws(SceneError) -> SceneDocument {
        let fileName = isJSON ? "scene.json" : "scene.yaml"
        try checkNames(text, fileName: fileName)
        let document = try SceneLoader.parseDocument(text, fileName: fileName, baseDirectory: store.folder)
        try checkFiles(document, fileName: fileName)
        return document
    }

    /// Refuses an `image:` that is not a store name and any `font:`. Text the composer cannot read, or that passes
    /// the loader's nesting or size limits, is left to the loader, which reports it (and then reads no file).
    func checkNames(_ text: String, fileName: String) throws(SceneError) {
        guard SceneInputLimits.lineExceedingNesting(text) == nil, text.utf8.count <= SceneInputLimits.maxFileBytes,
              let root = try? Yams.compose(yaml: text), SceneInputLimits.nodeExceedingCount(root) == nil else { return }
        var stack = [root]
        while let node = stack.popLast() {
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    stack.append(value)
                    guard case .scalar(let name) = key, name.string == "image" || name.string == "font" else { continue }
                    try checkValue(value, key: name.string, fileName: fileName)
                }
            case .sequence(let sequence):
                stack.append(contentsOf: sequence)
            case .scalar, .alias:
                break
            }
        }
    }

    private func checkValue(_ value: Node, key: String, fileName: String) throws(SceneError) {
        let line = value.mark?.line ?? 1, column = value.mark?.column ?? 1
        if key == "font" {
            throw SceneError(file: fileName, line: line, column: column,
                             message: "font: the playground draws labels with its default font; a scene sent to it "
                                + "cannot name a font file")
        }
        guard case .scalar(let scalar) = value, store.entry(named: scalar.string) != nil else {
            let names = store.all.map(\.name)
            let given = value.scalar.map { "'\($0.string)'" } ?? "this value"
            var message = "image: \(given) is not a backdrop of the playground; a scene sent to it names a sample "
                + "(\(names.filter { !$0.hasPrefix("upload-") }.joined(separator: ", "))) or an upload's id "
                + "(POST /api/backdrops), not a file on the server"
            if let scalar = value.scalar, scalar.string.hasPrefix("upload-") {
                message = "image: '\(scalar.string)' is not an upload the playground holds (uploads are kept while the "
                    + "server runs, the oldest deleted beyond the store's bounds): upload the picture again"
            } else if let scalar = value.scalar, let sample = Self.sampleName(inPath: scalar.string, among: names) {
                message += "; did you mean '\(sample)'?"
            }
            throw SceneError(file: fileName, line: line, column: column, message: message)
        }
    }

    /// The loaded scene's files, checked again: every background image a file of the store, no font.
    func checkFiles(_ document: SceneDocument, fileName: String) throws(SceneError) {
        let scenes = [document.scene] + document.states.compactMap { document.scene(inState: $0.name) }
        for scene in scenes {
            if scene.fontPath != nil {
                throw SceneError(file: fileName, line: 1, column: 1, message: "font: a scene sent to the playground cannot name a font file")
            }
            if case .image(let url, _) = scene.background.content {
                let name = url.lastPathComponent
                guard url.standardizedFileURL.deletingLastPathComponent().path == store.folder.standardizedFileURL.path,
                      store.entry(named: name) != nil else {
                    throw SceneError(file: fileName, line: 1, column: 1,
                                     message: "background.image: only the playground's backdrops can be named")
                }
            }
        }
    }

    /// A sample named at the end of a path (`../Backdrops/coffee.png` → `coffee.png`), for the hint.
    static func sampleName(inPath path: String, among names: [String]) -> String? {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last != path && names.contains(last) ? last : nil
    }
}
