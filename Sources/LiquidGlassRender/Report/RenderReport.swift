import Foundation

/// What the renderer decided for each glass item, and the problems it noticed: the one report every render
/// returns — a scene, a display list, a view tree (LiquidGlassUI maps it) — and what
/// `liquidglass render … --report report.json` writes.
///
/// Format: `{"elements": [{"id", "item", "frame", "shape", "glass", "tint", "container", "union", "glassEffectID",
/// "accessibilityIdentifier", "accessibilityLabel", "appearance", "material", "backdropLuminance", "foreground",
/// "contrastRatio", "texts": [{"id", "foreground", "contrastRatio", "target"}], "warnings": [{"code", "message"}]}],
/// "warnings": [{"code", "message"}]}`; elements in drawing order (a scene's order) with containers flattened;
/// keys whose value is unset are left out.
public struct RenderReport: Sendable, Equatable, Codable {
    public struct Element: Sendable, Equatable, Codable {
        /// The name the element goes by: a scene element's id (nil when it has none: messages call it `#n`), or a
        /// display list glass item's `identifier` (its item's id when it has none).
        public var id: String?
        /// The display item's id (a scene element's is its id, or `#n`).
        public var item: String?
        /// `[x, y, width, height]` in points.
        public var frame: [Double]
        /// The shape's type, e.g. `Capsule`, `RoundedRectangle`.
        public var shape: String?
        /// `regular`, `clear` or `identity`.
        public var glass: String
        /// The tint as sRGB hex (`#RRGGBBAA`, in the rendered colour scheme), if any.
        public var tint: String?
        /// The `GlassEffectContainer` it is in (its index, in drawing order), if any.
        public var container: Int?
        /// Its `glassEffectUnion` id, if any.
        public var union: String?
        public var glassEffectID: String?
        public var accessibilityIdentifier: String?
        public var accessibilityLabel: String?
        /// `light` or `dark`: the appearance the glass took.
        public var appearance: String
        /// The material it got: variant and appearance, how dense dark regular glass is (by the smallest shape of
        /// its group), prominence and frost, e.g. `regular dark dense, frost 2 pt` (``GlassTransparency``).
        public var material: String? = nil
        /// Mean relative luminance (0…1) of the backdrop behind the element.
        public var backdropLuminance: Double
        /// The label colour used, `#RRGGBB`, if the element has a label.
        public var foreground: String?
        /// The WCAG contrast ratio the label reached against the glass under it, if it has a label.
        public var contrastRatio: Double?
        /// The vibrant text runs and symbols drawn on it (a display list glass item's content), with the colour
        /// chosen for each; nil when it has none.
        public var texts: [Text]?
        public var warnings: [GlassWarning]
    }

    /// A vibrant text run or symbol on glass: the colour the engine chose from the glass under it.
    public struct Text: Sendable, Equatable, Codable {
        /// The display item's id.
        public var id: String
        /// `#RRGGBB`.
        public var foreground: String
        /// The WCAG contrast ratio reached against the glass under the ink (conservative percentile, as for labels).
        public var contrastRatio: Double
        /// 4.5 for text, 3 for a symbol, 7 under Increase Contrast.
        public var target: Double
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
