import Foundation
package import LiquidGlass

/// A colour: UIKit's `UIColor`, fixed or dynamic (resolved with a view's traits, light or dark).
///
/// The system colours have iOS 26's light and dark values (the engine's `SystemColors`, from Apple's Human Interface
/// Guidelines); the label colours, drawn on glass, are vibrant: the engine picks the legible colour from the glass
/// under them, as iOS does for content in a glass effect view's `contentView`.
public final class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// sRGB components with alpha, for each interface style.
    package let provider: @Sendable (UITraitCollection) -> SIMD4<Double>
    /// The label level (0 `label` … 3 `quaternaryLabel`) of the label colours: vibrant on glass at that level.
    package let labelLevel: Int?
    /// A name for messages and equality of the system colours.
    package let name: String?
    /// Set on a colour that cannot be drawn as iOS would (an asset catalog colour): the render reports it.
    package let note: String?

    package init(name: String?, labelLevel: Int? = nil, note: String? = nil, provider: @escaping @Sendable (UITraitCollection) -> SIMD4<Double>) {
        self.name = name
        self.labelLevel = labelLevel
        self.note = note
        self.provider = provider
    }

    package convenience init(engine c: LiquidGlass.Color, labelLevel: Int? = nil) {
        let light = SIMD4<Double>(c.light), dark = SIMD4<Double>(c.dark)
        self.init(name: c.name, labelLevel: labelLevel) { $0.isDark ? dark : light }
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let c = SIMD4(Double(red), Double(green), Double(blue), Double(alpha))
        self.init(name: nil) { _ in c }
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue).truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let s = Double(saturation), v = Double(brightness)
        let i = Int(h), f = h - Double(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i % 6]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: alpha)
    }

    /// A colour that resolves by calling `dynamicProvider` with the traits it is drawn with.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(name: nil) { traits in dynamicProvider(traits).provider(traits) }
    }

    /// The colour named `name` in an asset catalog. No catalog is read yet: the colour is drawn magenta and every
    /// render that uses it says so in its warnings (never silently another colour).
    public convenience init?(named name: String) {
        self.init(name: name, note: "UIColor(named: \"\(name)\"): asset catalog colours are not read yet; drawn magenta") { _ in
            SIMD4(1, 0, 1, 1)
        }
    }

    /// The fixed colour this colour is for `traitCollection`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        let c = provider(traitCollection)
        return UIColor(name: name, labelLevel: labelLevel, note: note) { _ in c }
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        let base = provider
        return UIColor(name: nil, note: note) { traits in
            var c = base(traits)
            c.w = Double(alpha)
            return c
        }
    }

    /// The components for `traits`, sRGB with alpha.
    package func rgba(_ traits: UITraitCollection) -> SIMD4<Double> { provider(traits) }

    /// The engine's colour for `traits`.
    package func engineColor(_ traits: UITraitCollection) -> LiquidGlass.Color {
        let c = rgba(traits)
        return LiquidGlass.Color(red: c.x, green: c.y, blue: c.z, opacity: c.w)
    }

    public var cgColor: CGColor { CGColor(self) }

    /// Colours are equal when they resolve alike in light and dark.
    public static func == (a: UIColor, b: UIColor) -> Bool {
        a === b || (a.name == b.name && a.labelLevel == b.labelLevel && a.rgba(.lightTraits) == b.rgba(.lightTraits)
                    && a.rgba(.darkTraits) == b.rgba(.darkTraits))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rgba(.lightTraits))
        hasher.combine(rgba(.darkTraits))
    }

    public var description: String {
        let c = rgba(.lightTraits)
        return name.map { "UIColor.\($0)" } ?? "UIColor(red: \(c.x), green: \(c.y), blue: \(c.z), alpha: \(c.w))"
    }
}

/// A Core Graphics colour, as `layer.borderColor` and `layer.shadowColor` take it: here the `UIColor` it came from.
public struct CGColor: Sendable, Equatable {
    package let color: UIColor
    package init(_ color: UIColor) { self.color = color }

    /// A grey of `gray` (0 black … 1 white) at `alpha`: Core Graphics' `CGColor(gray:alpha:)`. Core Graphics puts
    /// it in its generic grey space (gamma 2.2) and colour-matches it to the display, so the component is converted
    /// to sRGB's curve here: 0.2 is drawn 47.5 of 255 (an sRGB grey 0.2 is 51), 0.5 is 128.5 (127.5); the curves
    /// differ most near black (0.061: 7.0 against 15.6).
    public init(gray: CGFloat, alpha: CGFloat) {
        let g = min(max(gray, 0), 1)
        let linear = pow(Double(g), 2.2)
        let encoded = linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055
        self.init(UIColor(white: CGFloat(encoded), alpha: alpha))
    }

    /// An sRGB colour: Core Graphics' `CGColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(UIColor(red: red, green: green, blue: blue, alpha: alpha))
    }
}

extension UIColor {
    /// `cgColor` back as a `UIColor`.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.color
        self.init(name: c.name, labelLevel: c.labelLevel, note: c.note, provider: c.provider)
    }
}

extension UITraitCollection {
    package static let lightTraits = UITraitCollection(userInterfaceStyle: .light, displayScale: 3)
    package static let darkTraits = UITraitCollection(userInterfaceStyle: .dark, displayScale: 3)
}
