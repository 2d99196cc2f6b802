import Foundation
import LiquidGlassCore
import LiquidGlassText

/// What a display-list render decided: every glass item, in list order, with what the engine chose for it.
public struct DisplayListReport: Sendable, Equatable, Codable {
    /// One glass item.
    public struct Glass: Sendable, Equatable, Codable {
        /// The display item's id.
        public var id: String
        /// `GlassDisplayItem.identifier`, or the item's id when it has none.
        public var identifier: String
        /// [x, y, width, height] in points.
        public var frame: [Double]
        /// The shape's type, e.g. "Capsule", "RoundedRectangle".
        public var shape: String
        /// "regular", "clear" or "identity".
        public var variant: String
        /// The tint as sRGB hex (#RRGGBBAA), if any.
        public var tint: String?
        /// The container index, if the item is in a `GlassEffectContainer`.
        public var container: Int?
        public var union: String?
        public var glassEffectID: String?
        public var accessibilityIdentifier: String?
        public var accessibilityLabel: String?
        /// What the renderer decided for it: appearance, backdrop luminance, label colour and contrast, warnings.
        public var rendered: RenderReport.Element?
        /// The vibrant text runs and symbols drawn on it, with the colour chosen for each.
        public var texts: [Text] = []
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

    public var glass: [Glass]
    /// Warnings that concern no single element.
    public var warnings: [GlassWarning]

    public init(glass: [Glass] = [], warnings: [GlassWarning] = []) {
        self.glass = glass
        self.warnings = warnings
    }
}

/// A display list's picture and report.
public struct DisplayListResult: Sendable {
    /// Linear light, premultiplied, the canvas's pixel size: the final picture, or for a stage layer
    /// (``RenderOptions/layer``) that layer of the last run of glass.
    public var image: LinearImage
    public var report: DisplayListReport
    /// The picture as ``image``, or a data layer's values (``RenderLayer/displacement``…).
    public var output: RenderOutput
}
