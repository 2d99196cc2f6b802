/// What an ``ImageRenderer`` drew: every glass effect (`.identity` included) as an element, with its frame in
/// points from the image's top-left corner. Tests and tools find views by `accessibilityIdentifier` and
/// `accessibilityLabel`.
///
/// After a render, each element is the engine's report of its glass — where it was drawn, the appearance it took,
/// what lies behind it, the contrast its label or vibrant text reached, the design rules it breaks — with the view's
/// own names added (its shape, identity, container spacing). ``ImageRenderer/layoutReport()`` gives the elements
/// from layout alone, without those measurements.
public struct RenderReport: Sendable, Equatable, Codable {
    public struct Element: Sendable, Equatable, Codable {
        /// `[x, y, width, height]` in points.
        public var frame: [Double]
        /// `capsule`, `circle`, `roundedRectangle`, …
        public var shape: String
        /// `regular`, `clear` or `identity`.
        public var variant: String
        /// The tint as `#RRGGBBAA` (sRGB, in the rendered colour scheme), if any.
        public var tint: String?
        public var interactive: Bool
        public var glassEffectID: String?
        public var union: String?
        /// The container's index among the image's `GlassEffectContainer`s (draw order, from 0), if any.
        public var container: Int?
        public var containerSpacing: Double?
        public var accessibilityIdentifier: String?
        public var accessibilityLabel: String?
        /// Where the view is in the tree (structural identity).
        public var identity: String
        /// `light` or `dark`: the appearance the glass took over what lies behind it (nil: not rendered).
        public var appearance: String? = nil
        /// The material the glass got (nil: not rendered): variant and appearance, how dense dark regular glass is,
        /// prominence and frost, e.g. `regular dark dense, frost 2 pt` (the engine's report).
        public var material: String? = nil
        /// Mean relative luminance (0…1) of the backdrop behind the glass (nil: not rendered).
        public var backdropLuminance: Double? = nil
        /// The colour of the ink on the glass, `#RRGGBB` (its label, or its first vibrant text run or symbol), and
        /// the lowest WCAG contrast ratio its ink reached against the glass under it; nil where it has no ink.
        public var foreground: String? = nil
        public var contrastRatio: Double? = nil
        /// The design rules the engine found it breaking, as `code: message`.
        public var warnings: [String] = []

        enum CodingKeys: String, CodingKey {
            case frame, shape, variant, tint, interactive, glassEffectID, union, container, containerSpacing
            case accessibilityIdentifier, accessibilityLabel, identity
            case appearance, material, backdropLuminance, foreground, contrastRatio, warnings
        }

        /// Every key is written, `null` when unset, so tools can rely on them.
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(frame, forKey: .frame)
            try c.encode(shape, forKey: .shape)
            try c.encode(variant, forKey: .variant)
            try c.encode(tint, forKey: .tint)
            try c.encode(interactive, forKey: .interactive)
            try c.encode(glassEffectID, forKey: .glassEffectID)
            try c.encode(union, forKey: .union)
            try c.encode(container, forKey: .container)
            try c.encode(containerSpacing, forKey: .containerSpacing)
            try c.encode(accessibilityIdentifier, forKey: .accessibilityIdentifier)
            try c.encode(accessibilityLabel, forKey: .accessibilityLabel)
            try c.encode(identity, forKey: .identity)
            try c.encode(appearance, forKey: .appearance)
            try c.encode(material, forKey: .material)
            try c.encode(backdropLuminance, forKey: .backdropLuminance)
            try c.encode(foreground, forKey: .foreground)
            try c.encode(contrastRatio, forKey: .contrastRatio)
            try c.encode(warnings, forKey: .warnings)
        }
    }

    /// Image size in points.
    public var size: [Double]
    public var scale: Double
    public var colorScheme: String
    public var elements: [Element]
    /// Problems noticed while rendering (a missing image, an unknown symbol…), as messages.
    public var warnings: [String]

    /// Pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// The first element whose accessibility identifier or label is `name`.
    public func element(named name: String) -> Element? {
        elements.first { $0.accessibilityIdentifier == name } ?? elements.first { $0.accessibilityLabel == name }
    }
}
