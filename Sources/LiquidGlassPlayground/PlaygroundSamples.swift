import Foundation
import LiquidGlass

/// What `GET /api/samples` lists: the example scenes (shipped inside the binary) and the backdrops a scene may name.
enum PlaygroundSamples {
    /// An example scene as text, its photo named as the playground knows it.
    struct SampleScene: Sendable, Encodable {
        var fileName: String
        var text: String

        /// The file name without its extension (`coffee-tab-bar`).
        var name: String { (fileName as NSString).deletingPathExtension }
        /// `yaml` or `json`.
        var format: String { fileName.hasSuffix(".json") ? "json" : "yaml" }

        enum CodingKeys: String, CodingKey { case name, fileName, format, text }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(name, forKey: .name)
            try c.encode(fileName, forKey: .fileName)
            try c.encode(format, forKey: .format)
            try c.encode(text, forKey: .text)
        }
    }

    /// The answer of `GET /api/samples`.
    struct Listing: Encodable {
        var scenes: [SampleScene]
        var backdrops: [BackdropStore.Entry]
    }
}
