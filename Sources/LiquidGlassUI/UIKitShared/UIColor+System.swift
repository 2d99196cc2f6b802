package import LiquidGlass

// UIKit's named colours. The system and semantic colours take the engine's iOS 26 light and dark values (Apple's
// Human Interface Guidelines, "Color"); the grouped backgrounds, separator and fills take UIKit's published light and
// dark values (the same numbers LiquidGlassUI's `UIColor` and `List` use); the fixed colours (`red`, `white`, …) are
// UIKit's component values, the same in light and dark.
extension UIColor {
    private static func pair(_ light: SIMD4<Double>, _ dark: SIMD4<Double>, _ name: String) -> UIColor {
        UIColor(name: name) { $0.isDark ? dark : light }
    }
    private static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> SIMD4<Double> {
        SIMD4(r / 255, g / 255, b / 255, a)
    }
    private static func fixed(_ r: Double, _ g: Double, _ b: Double, _ name: String) -> UIColor {
        UIColor(name: name) { _ in SIMD4(r, g, b, 1) }
    }

    public static let systemRed = UIColor(engine: .systemRed)
    public static let systemOrange = UIColor(engine: .systemOrange)
    public static let systemYellow = UIColor(engine: .systemYellow)
    public static let systemGreen = UIColor(engine: .systemGreen)
    public static let systemMint = UIColor(engine: .systemMint)
    public static let systemTeal = UIColor(engine: .systemTeal)
    public static let systemCyan = UIColor(engine: .systemCyan)
    public static let systemBlue = UIColor(engine: .systemBlue)
    public static let systemIndigo = UIColor(engine: .systemIndigo)
    public static let systemPurple = UIColor(engine: .systemPurple)
    public static let systemPink = UIColor(engine: .systemPink)
    public static let systemBrown = UIColor(engine: .systemBrown)
    public static let systemGray = UIColor(engine: .systemGray)
    public static let systemGray2 = UIColor(engine: .systemGray2)
    public static let systemGray3 = UIColor(engine: .systemGray3)
    public static let systemGray4 = UIColor(engine: .systemGray4)
    public static let systemGray5 = UIColor(engine: .systemGray5)
    public static let systemGray6 = UIColor(engine: .systemGray6)

    /// The label colours: vibrant on glass (the legible colour the engine picks, at the level's opacity).
    public static let label = UIColor(engine: .label, labelLevel: 0)
    public static let secondaryLabel = UIColor(engine: .secondaryLabel, labelLevel: 1)
    public static let tertiaryLabel = UIColor(engine: .tertiaryLabel, labelLevel: 2)
    public static let quaternaryLabel = UIColor(engine: .quaternaryLabel, labelLevel: 3)
    public static let placeholderText = UIColor(engine: .tertiaryLabel, labelLevel: 2)

    public static let systemBackground = UIColor(engine: .systemBackground)
    public static let secondarySystemBackground = UIColor(engine: .secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(engine: .tertiarySystemBackground)
    public static let systemGroupedBackground = pair(rgb(242, 242, 247), rgb(0, 0, 0), "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = pair(rgb(255, 255, 255), rgb(28, 28, 30), "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = pair(rgb(242, 242, 247), rgb(44, 44, 46), "tertiarySystemGroupedBackground")
    public static let separator = pair(rgb(60, 60, 67, 0.29), rgb(84, 84, 88, 0.6), "separator")
    public static let opaqueSeparator = pair(rgb(198, 198, 200), rgb(56, 56, 58), "opaqueSeparator")
    public static let systemFill = pair(rgb(120, 120, 128, 0.2), rgb(120, 120, 128, 0.36), "systemFill")
    public static let secondarySystemFill = pair(rgb(120, 120, 128, 0.16), rgb(120, 120, 128, 0.32), "secondarySystemFill")
    public static let tertiarySystemFill = pair(rgb(118, 118, 128, 0.12), rgb(118, 118, 128, 0.24), "tertiarySystemFill")
    public static let quaternarySystemFill = pair(rgb(116, 116, 128, 0.08), rgb(118, 118, 128, 0.18), "quaternarySystemFill")
    public static let link = UIColor(name: "link") { $0.isDark ? SIMD4<Double>(LiquidGlass.Color.systemBlue.dark) : SIMD4<Double>(LiquidGlass.Color.systemBlue.light) }
    /// The app's tint: system blue unless a view's `tintColor` says otherwise.
    public static let tintColor = UIColor(name: "tintColor") { $0.isDark ? SIMD4<Double>(LiquidGlass.Color.systemBlue.dark) : SIMD4<Double>(LiquidGlass.Color.systemBlue.light) }

    public static let black = fixed(0, 0, 0, "black")
    public static let darkGray = fixed(1.0 / 3, 1.0 / 3, 1.0 / 3, "darkGray")
    public static let lightGray = fixed(2.0 / 3, 2.0 / 3, 2.0 / 3, "lightGray")
    public static let white = fixed(1, 1, 1, "white")
    public static let gray = fixed(0.5, 0.5, 0.5, "gray")
    public static let red = fixed(1, 0, 0, "red")
    public static let green = fixed(0, 1, 0, "green")
    public static let blue = fixed(0, 0, 1, "blue")
    public static let cyan = fixed(0, 1, 1, "cyan")
    public static let yellow = fixed(1, 1, 0, "yellow")
    public static let magenta = fixed(1, 0, 1, "magenta")
    public static let orange = fixed(1, 0.5, 0, "orange")
    public static let purple = fixed(0.5, 0, 0.5, "purple")
    public static let brown = fixed(0.6, 0.4, 0.2, "brown")
    public static let clear = UIColor(name: "clear") { _ in SIMD4(0, 0, 0, 0) }
}
