import Foundation
import Yams
import LiquidGlassCore

/// Reads one YAML mapping as an object with a fixed set of allowed keys.
///
/// Creating the reader checks the node is a mapping whose keys are all allowed, reporting the first unknown
/// key with a suggestion and the full list; then values are taken by key. Values may be any node; the
/// decoding functions check them.
///
/// ```swift
/// let canvas = try decoder.object(node, "canvas", keys: ["width", "height", "scale"], example: "…")
/// let width = try decoder.number(canvas.required("width"), canvas.path("width"))
/// ```
struct ObjectReader {
    /// The object's own path (`elements[0].shape`); empty for the whole scene.
    package let path: String
    let node: Node
    package let decoder: SceneDecoder
    private let entries: [(key: String, keyNode: Node, value: Node)]

    init(_ node: Node, path: String, keys allowed: [String], example: String,
         decoder: SceneDecoder) throws(SceneError) {
        self.path = path
        self.node = node
        self.decoder = decoder
        let name = path.isEmpty ? "scene" : path
        guard case .mapping(let mapping) = node else {
            throw decoder.error("\(name): expected a mapping like \(example), found \(decoder.describe(node))",
                                at: node)
        }
        var entries: [(key: String, keyNode: Node, value: Node)] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let keyScalar) = keyNode else {
                throw decoder.error("\(name): expected a key name, found \(decoder.describe(keyNode))", at: keyNode)
            }
            let key = keyScalar.string
            guard allowed.contains(key) else {
                let detail = key == "<<" ? "merge keys (<<) are not supported" : "unknown key '\(key)'"
                throw decoder.error("\(name): \(detail)\(NameSuggestion.hint(for: key, in: allowed)) "
                    + "(allowed keys: \(allowed.joined(separator: ", ")))", at: keyNode)
            }
            entries.append((key, keyNode, value))
        }
        self.entries = entries
    }

    /// The value of `key`, if the key is present (its value may be null).
    func optional(_ key: String) -> Node? {
        entries.first { $0.key == key }?.value
    }

    /// The value of `key`, or an error at the mapping naming the missing key.
    package func required(_ key: String) throws(SceneError) -> Node {
        guard let value = optional(key) else {
            throw decoder.error("\(path.isEmpty ? "scene" : path): missing required key '\(key)'", at: node)
        }
        return value
    }

    /// The key node itself, for errors about the key rather than its value.
    func keyNode(_ key: String) -> Node? {
        entries.first { $0.key == key }?.keyNode
    }

    /// The keys present, in file order.
    package var keys: [String] { entries.map(\.key) }

    /// The path of a value in this object: `canvas.width`.
    package func path(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }
}
