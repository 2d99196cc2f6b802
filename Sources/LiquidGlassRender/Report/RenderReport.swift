import Foundation

/// What the renderer decided for each element, and the problems it noticed: written by
/// `liquidglass render … --report report.json`.
///
/// Format: `{"elements": [{"id", "frame", "glass", "appearance", "backdropLuminance", "foreground",
/// "contrastRatio", "warnings": [{"code", "message"}]}], "warnings": [{"code", "message"}]}`; elements in scene
/// order with containers flattened.
public struct RenderReport: Sendable, Equatable, Codable {
    public struct Element: Sendable, Equatable, Codable {
        public var id: String?
        /// `[x, y, width, height]` in points.
        public var frame: [Double]
        /// `regular`, `clear` or `identity`.
        public var glass: String
        /// `light` or `dark`: the appearance the glass took.
        public var appearance: String
        /// Mean relative luminance (0…1) of the backdrop behind the element.
        public var backdropLuminance: Double
        /// The label colour used, `#RRGGBB`, if the element has a label.
        public var foreground: String?
        /// The WCAG contrast ratio the label reached against the glass under it, if it has a label.
        public var contrastRatio: Double?
        public var warnings: [GlassWarning]
    }

    public var elements: [Element]
    public var warnings: [GlassWarning]

    public init(elements: [Element] = [], warnings: [GlassWarning] = []) {
        self.elements = elements
        self.warnings = warnings
    }

    /// Pretty-printed JSON with sorted keys (stable output).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Every warning code present, element-level and scene-level.
    public var allCodes: Set<String> {
        Set(warnings.map(\.code) + elements.flatMap { $0.warnings.map(\.code) })
    }
}
