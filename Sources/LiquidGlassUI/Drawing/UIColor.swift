internal import LiquidGlass

/// UIKit's colour, as far as SwiftUI files use it without importing UIKit (SwiftUI re-exports UIKit on iOS): the
/// semantic system colours and component initialisers, for `Color(uiColor:)` and `Color(.systemBackground)`.
/// Values are the engine's `SystemColors` (iOS 26, light and dark).
public final class UIColor: Hashable, Sendable {
    let color: Color

    nonisolated init(_ color: Color) { self.color = color }
    nonisolated init(engine c: LiquidGlass.Color) { color = Color(engine: c) }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(Color(white: Double(white), opacity: Double(alpha)))
    }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(Color(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(Double(alpha))) }

    nonisolated public static func == (a: UIColor, b: UIColor) -> Bool { a.color == b.color }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    public static let systemBackground = UIColor(engine: .systemBackground)
    public static let secondarySystemBackground = UIColor(engine: .secondarySystemBackground)
    public static let tertiarySystemBackground = UIColor(engine: .tertiarySystemBackground)
    /// Grouped backgrounds: the grouped list's page and its cells (as `List` draws them).
    public static let systemGroupedBackground = UIColor(Color.groupedBackground)
    public static let secondarySystemGroupedBackground = UIColor(Color.groupedCell)
    public static let tertiarySystemGroupedBackground = UIColor(Color.groupedBackground)
    public static let label = UIColor(engine: .label)
    public static let secondaryLabel = UIColor(engine: .secondaryLabel)
    public static let tertiaryLabel = UIColor(engine: .tertiaryLabel)
    public static let quaternaryLabel = UIColor(engine: .quaternaryLabel)
    public static let placeholderText = UIColor(engine: .tertiaryLabel)
    public static let separator = UIColor(Color.separator)
    public static let systemFill = UIColor(Color(light: SIMD4(120 / 255, 120 / 255, 128 / 255, 0.2), dark: SIMD4(120 / 255, 120 / 255, 128 / 255, 0.36)))
    public static let secondarySystemFill = UIColor(Color(light: SIMD4(120 / 255, 120 / 255, 128 / 255, 0.16), dark: SIMD4(120 / 255, 120 / 255, 128 / 255, 0.32)))
    public static let tertiarySystemFill = UIColor(Color(light: SIMD4(118 / 255, 118 / 255, 128 / 255, 0.12), dark: SIMD4(118 / 255, 118 / 255, 128 / 255, 0.24)))
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
    public static let link = UIColor(engine: .systemBlue)
    public static let white = UIColor(Color.white)
    public static let black = UIColor(Color.black)
    public static let clear = UIColor(Color.clear)
    public static let red = UIColor(Color.red)
    public static let blue = UIColor(Color.blue)
    public static let green = UIColor(Color.green)
    public static let gray = UIColor(Color.gray)
    public static let lightGray = UIColor(Color(white: 2.0 / 3))
    public static let darkGray = UIColor(Color(white: 1.0 / 3))
}

extension Color {
    /// The SwiftUI colour of a UIKit colour.
    nonisolated public init(uiColor: UIColor) { self = uiColor.color }
    /// The SwiftUI colour of a UIKit colour (the iOS 13 spelling).
    nonisolated public init(_ color: UIColor) { self = color.color }
}
