internal import LiquidGlass

/// A colour, with its light and dark appearance: SwiftUI's `Color`. As a view, it fills the space it is offered.
///
/// The system colours take iOS 26's values for light and dark appearance (the engine's `SystemColors`, which
/// cites Apple's HIG colour table).
public struct Color: Hashable, Sendable, ShapeStyle, View, PaintResolvable, PrimitiveView {
    public typealias Body = Never
    /// sRGB-encoded, non-premultiplied RGBA for light and for dark appearance.
    let light: SIMD4<Double>
    let dark: SIMD4<Double>
    let name: String?

    nonisolated init(light: SIMD4<Double>, dark: SIMD4<Double>, name: String? = nil) {
        self.light = light
        self.dark = dark
        self.name = name
    }

    nonisolated init(engine c: LiquidGlass.Color) {
        self.init(light: SIMD4<Double>(c.light), dark: SIMD4<Double>(c.dark), name: c.name)
    }

    /// The colour space of component values.
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        var c = SIMD4(red, green, blue, opacity)
        if colorSpace == .sRGBLinear {
            func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            c = SIMD4(encode(red), encode(green), encode(blue), opacity)
        }
        self.init(light: c, dark: c)
    }

    nonisolated public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    nonisolated public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - floor(hue)) * 6, i = Int(h) % 6, f = h - floor(h)
        let v = brightness, p = v * (1 - saturation), q = v * (1 - saturation * f), t = v * (1 - saturation * (1 - f))
        let rgb: (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: opacity)
    }

    /// This colour with its opacity multiplied by `opacity`.
    nonisolated public func opacity(_ opacity: Double) -> Color {
        Color(light: SIMD4(light.x, light.y, light.z, light.w * opacity),
              dark: SIMD4(dark.x, dark.y, dark.z, dark.w * opacity), name: name)
    }

    /// The sRGB value in a colour scheme (and contrast: increased contrast uses the same values here).
    nonisolated func rgba(in environment: EnvironmentValues) -> SIMD4<Double> {
        environment.colorScheme == .dark ? dark : light
    }

    nonisolated func resolvePaint(in environment: EnvironmentValues, rect: CGRect) -> UIPaint {
        if let name, name.hasPrefix("missing-asset:") {
            AssetWarnings.note("Color(\"\(name.dropFirst(14))\"): no colour set of that name in the asset catalogs; drawn magenta")
        }
        return .color(rgba(in: environment))
    }

    nonisolated var engineColor: LiquidGlass.Color {
        LiquidGlass.Color(light: SIMD4<Float>(light), dark: SIMD4<Float>(dark), name: name)
    }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        _ShapeView(shape: Rectangle(), style: self).makeNodes(context)
    }

    nonisolated public static let red = Color(engine: .red)
    nonisolated public static let orange = Color(engine: .orange)
    nonisolated public static let yellow = Color(engine: .yellow)
    nonisolated public static let green = Color(engine: .green)
    nonisolated public static let mint = Color(engine: .mint)
    nonisolated public static let teal = Color(engine: .teal)
    nonisolated public static let cyan = Color(engine: .cyan)
    nonisolated public static let blue = Color(engine: .blue)
    nonisolated public static let indigo = Color(engine: .indigo)
    nonisolated public static let purple = Color(engine: .purple)
    nonisolated public static let pink = Color(engine: .pink)
    nonisolated public static let brown = Color(engine: .brown)
    nonisolated public static let gray = Color(engine: .gray)
    nonisolated public static let white = Color(engine: .white)
    nonisolated public static let black = Color(engine: .black)
    nonisolated public static let clear = Color(engine: .clear)
    nonisolated public static let primary = Color(engine: .primary)
    nonisolated public static let secondary = Color(engine: .secondary)
    /// The app's accent colour: system blue.
    nonisolated public static let accentColor = Color(engine: .systemBlue)

    nonisolated static let tertiaryLabel = Color(engine: .tertiaryLabel)
    nonisolated static let quaternaryLabel = Color(engine: .quaternaryLabel)
    nonisolated static let systemBackground = Color(engine: .systemBackground)
    nonisolated static let secondarySystemBackground = Color(engine: .secondarySystemBackground)
    nonisolated static let separatorColor = Color(light: SIMD4(60 / 255, 60 / 255, 67 / 255, 0.29), dark: SIMD4(84 / 255, 84 / 255, 88 / 255, 0.6),
                                 name: "separator")

    /// A gradient from this colour, slightly lighter at the top to slightly darker at the bottom (SwiftUI's
    /// `Color.gradient`).
    nonisolated public var gradient: AnyGradient { AnyGradient(base: self) }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var gray: Color { .gray }
    public static var white: Color { .white }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
}
