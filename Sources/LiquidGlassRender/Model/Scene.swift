import Foundation
import LiquidGlassCore
import LiquidGlassText

/// A scene: a canvas with a background and glass elements positioned on it, in points.
///
/// Scenes come from scene files (``SceneLoader``) or are built in code; the renderer draws them.
public struct Scene: Sendable {
    public var canvas: Canvas
    public var colorScheme: ColorScheme
    public var background: Background
    public var elements: [GlassElement]
    /// The system's accessibility settings, which the material honours by itself.
    public var accessibility: AccessibilitySettings
    /// A font file for labels (nil: the system font, DejaVu Sans where it is installed).
    public var fontPath: String?

    public init(canvas: Canvas, colorScheme: ColorScheme = .light, background: Background, elements: [GlassElement],
                accessibility: AccessibilitySettings = AccessibilitySettings(), fontPath: String? = nil) {
        self.canvas = canvas
        self.colorScheme = colorScheme
        self.background = background
        self.elements = elements
        self.accessibility = accessibility
        self.fontPath = fontPath
    }
}

/// The drawing surface: a size in points and a scale factor (pixels per point: 1, 2 or 3 on iOS).
public struct Canvas: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public var scale: Double

    public init(width: Double, height: Double, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// The size in pixels (rounded to whole pixels).
    public var pixelWidth: Int { Int((width * scale).rounded()) }
    public var pixelHeight: Int { Int((height * scale).rounded()) }
}

/// What lies behind the glass.
public struct Background: Sendable {
    /// How an image fills the canvas (defined in the core, beside the resampler that implements it).
    public typealias Fill = ImageFill

    /// A linear gradient: colours evenly spaced (or at explicit locations 0…1) along an angle in degrees
    /// (0 = left to right, 90 = top to bottom).
    public struct Gradient: Sendable, Equatable {
        public var colors: [Color]
        public var locations: [Double]?
        public var angle: Double
        public init(colors: [Color], locations: [Double]? = nil, angle: Double = 90) {
            self.colors = colors
            self.locations = locations
            self.angle = angle
        }
    }

    public enum Content: Sendable {
        /// An image file (PNG or JPEG).
        case image(URL, fill: Fill)
        /// An image already decoded (linear, premultiplied), filling the canvas as `fill` says.
        case decodedImage(LinearImage, fill: Fill)
        case gradient(Gradient)
        case color(Color)
    }

    public var content: Content
    /// Opacity (0…1) of a black dimming layer over the content; 0 means none.
    public var dim: Double

    public init(_ content: Content, dim: Double = 0) {
        self.content = content
        self.dim = dim
    }
}

/// One glass element: a shape in a frame, made of a kind of glass.
public struct GlassElement: Sendable {
    /// An optional identifier, used in reports and messages.
    public var id: String?
    public var shape: any Shape
    /// The frame in points, from the canvas's top-left corner.
    public var frame: CGRect
    public var glass: Glass
    /// The `GlassEffectContainer` this element belongs to, if any.
    public var container: ContainerMembership?
    /// The `glassEffectUnion(id:namespace:)` identifier: elements with the same union id, shape kind and
    /// variant render as one shape spanning all their frames.
    public var unionID: String?
    /// Text and/or a symbol drawn on the glass.
    public var label: GlassLabel?
    /// Where the element was written, when it comes from a scene file (set by ``SceneLoader``).
    public var sourceLocation: SceneSourceLocation? = nil
    /// How far the glass has materialized, 0…1: at 0 it bends, frosts, tints and lights nothing (the backdrop
    /// shows through unchanged), at 1 it is the full material. Motion ramps it for
    /// `glassEffectTransition(.materialize)`: glass appears by gaining its lensing, never by fading.
    public var materialization: Double = 1
    /// How far the glass has emerged from the glass of its container it grows out of, 0…1: below 1 its shape is
    /// eroded by `(1 − emergence) ×` the larger of the container's blend distance (twice its spacing) and the
    /// shape's shorter side, so at 0 it neither shows nor changes the container's union, and it swells out of
    /// its neighbour as the value rises. Motion ramps it for the `glassEffectID` morph.
    public var emergence: Double = 1
    /// How far a finger presses the glass, 0…1 (interactive glass): it brightens, and a glow under ``touch``
    /// spreads over it and its container's neighbours.
    public var press: Double = 0
    /// Where the finger is (canvas points); nil: the element's centre.
    public var touch: CGPoint?
    /// How far the shimmer of a press has crossed the glass, 0…1: a slanted band of light enters at the leading
    /// edge at 0 and has left by the trailing edge at 1, brightest half way (interactive glass "shimmers" on
    /// touch down — api-ground-truth.md; no measurement of it exists, see `ShimmerStage`). 0 and 1 draw nothing;
    /// Reduce Motion removes it.
    public var shimmer: Double = 0
    /// ``press`` as the lift takes it: clamped to 0…1, not pressed when not finite (as the plan reads it,
    /// ``PlannedGlass/pressed``).
    var pressed: Double { press.isFinite ? min(max(press, 0), 1) : 0 }
    /// The glass's own opacity, 0…1, carried into its display item (``GlassDisplayItem/opacity``). Scene files
    /// have no key for it; the package's tests fade scene glass with it.
    package var glassOpacity: Float = 1

    public init(id: String? = nil, shape: any Shape = Capsule(), frame: CGRect, glass: Glass = .regular) {
        self.id = id
        self.shape = shape
        self.frame = frame
        self.glass = glass
    }
}

/// An element's place in a `GlassEffectContainer(spacing:)`.
///
/// All elements of one container sample the backdrop once, together; elements closer than `spacing` merge
/// into one body. Containers are flattened into the scene's element list; this records which one an element
/// came from.
public struct ContainerMembership: Sendable, Equatable {
    /// Identifies the container: its position among the scene's containers, in scene order, from 0.
    public var index: Int
    /// The distance (points) at which elements begin to merge.
    public var spacing: Double
    /// 1 for a container at the top level, 2 or more for a container inside another (discouraged; reported).
    public var depth: Int

    /// Apple documents the system default only for AppKit's `NSGlassEffectContainerView.spacing`: zero,
    /// "sufficient for batch processing eligible glass effect views, while avoiding distortion and merging
    /// effects for other views in close proximity". The seeds' 20 and 40 pt are values chosen in examples.
    public static let defaultSpacing: Double = 0

    public init(index: Int, spacing: Double = ContainerMembership.defaultSpacing, depth: Int = 1) {
        self.index = index
        self.spacing = spacing
        self.depth = depth
    }
}

/// Text and/or a symbol on a glass element, drawn centred in its frame.
public struct GlassLabel: Sendable, Equatable {
    public var text: String?
    /// A symbol name from the built-in set (named after SF Symbols).
    public var symbol: String?
    /// Point size (17 by default, the iOS body size).
    public var size: Double
    public var weight: FontWeight
    /// A fixed colour; nil means the vibrant automatic colour chosen for legibility.
    public var color: Color?

    public init(text: String? = nil, symbol: String? = nil, size: Double = LabelSpec.defaultSize,
                weight: FontWeight = .regular, color: Color? = nil) {
        self.text = text
        self.symbol = symbol
        self.size = size
        self.weight = weight
        self.color = color
    }

    /// The contrast this label must reach against the glass under it (WCAG 2): 4.5:1 for text, 3:1 for a
    /// symbol alone, 7:1 for either under Increase Contrast.
    public func contrastTarget(increaseContrast: Bool) -> Double {
        if increaseContrast { return 7 }
        return (text?.isEmpty ?? true) ? 3 : 4.5
    }
}

/// The accessibility settings Apple's glass honours by itself.
public struct AccessibilitySettings: Sendable, Equatable {
    /// Glass becomes frostier and more opaque.
    public var reduceTransparency: Bool
    /// Elements become predominantly black or white with a contrasting border; labels reach 7:1.
    public var increaseContrast: Bool
    /// Removes elastic bounce and shimmer (recorded for motion; a still frame is unchanged).
    public var reduceMotion: Bool
    /// The Clear ↔ Tinted setting of iOS 26.1: 0 = clear (default), 1 = tinted (most opaque).
    public var tinted: Double

    public init(reduceTransparency: Bool = false, increaseContrast: Bool = false, reduceMotion: Bool = false,
                tinted: Double = 0) {
        self.reduceTransparency = reduceTransparency
        self.increaseContrast = increaseContrast
        self.reduceMotion = reduceMotion
        self.tinted = tinted
    }
}

extension Scene {
    /// The most glass elements a scene may have. A screen holds tens; each element costs a group, an analysis
    /// of its backdrop and tiles, so a scene of 100,000 tiny elements took gigabytes before this limit.
    public static let maxElements = 10_000
}
