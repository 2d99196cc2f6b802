import Foundation

/// Whether the interface is light or dark.
public enum ColorScheme: String, Sendable, Equatable, CaseIterable {
    case light, dark
}

/// A colour as SwiftUI's `Color` describes it: sRGB components with opacity, with a separate value for dark
/// appearance (system colours differ between light and dark; a literal colour has the same value in both).
public struct Color: Sendable, Equatable, Hashable {
    /// sRGB-encoded, non-premultiplied `(r, g, b, opacity)`, each 0…1, for light appearance.
    public var light: SIMD4<Float>
    /// The same for dark appearance.
    public var dark: SIMD4<Float>
    /// The name this colour was created from, if any (a system colour name), for messages and reports.
    public var name: String?

    /// A colour from sRGB components (0…1) and opacity, the same in light and dark.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let c = SIMD4<Float>(Float(red), Float(green), Float(blue), Float(opacity))
        self.light = c
        self.dark = c
        self.name = nil
    }

    /// A colour with distinct light and dark values (sRGB, non-premultiplied).
    public init(light: SIMD4<Float>, dark: SIMD4<Float>, name: String? = nil) {
        self.light = light
        self.dark = dark
        self.name = name
    }

    /// This colour with its opacity multiplied by `opacity`, as SwiftUI's `Color.opacity(_:)`.
    public func opacity(_ opacity: Double) -> Color {
        var c = self
        c.light.w *= Float(opacity)
        c.dark.w *= Float(opacity)
        return c
    }

    /// The sRGB, non-premultiplied value for a colour scheme.
    public func srgb(in scheme: ColorScheme) -> SIMD4<Float> {
        scheme == .dark ? dark : light
    }

    /// The gamma-encoded sRGB, premultiplied value for a colour scheme: what content is composited with
    /// (``EncodedCompositing``).
    public func encoded(in scheme: ColorScheme) -> SIMD4<Float> {
        let c = srgb(in: scheme)
        let a = min(max(c.w, 0), 1)
        return SIMD4(c.x * a, c.y * a, c.z * a, a)
    }

    /// Linear-light, premultiplied value for a colour scheme.
    public func linear(in scheme: ColorScheme) -> LinearPixel {
        let c = srgb(in: scheme)
        let a = min(max(c.w, 0), 1)
        return LinearPixel(SRGB.decode(c.x) * a, SRGB.decode(c.y) * a, SRGB.decode(c.z) * a, a)
    }
}
