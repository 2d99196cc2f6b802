import Foundation

// Apple's system colours, with their light and dark sRGB values, for scene files and code.
//
// Source: Apple Human Interface Guidelines, "Color" → Specifications → System colors (iOS, iPadOS), the
// table revised on 9 June 2025 for iOS 26 (Default light / Default dark columns, 8-bit sRGB), and the
// iOS system grays, label and background colours from the same page.
// https://developer.apple.com/design/human-interface-guidelines/color
// The stored copies of that page available while writing this did not include the table's text, so the
// values could not be re-checked against it here; check them against the page before relying on exact
// values. Increased-contrast variants are not modelled.
//
// Each SwiftUI short name (`Color.blue`) has the value of the matching UIKit system colour
// (`UIColor.systemBlue`), as in SwiftUI, but keeps its own name for messages.

extension Color {
    /// UIKit's `systemRed`: light 255 56 60, dark 255 66 69.
    public static let systemRed = Color(light: rgb(255, 56, 60), dark: rgb(255, 66, 69), name: "systemRed")
    /// UIKit's `systemOrange`: light 255 141 40, dark 255 146 48.
    public static let systemOrange = Color(light: rgb(255, 141, 40), dark: rgb(255, 146, 48), name: "systemOrange")
    /// UIKit's `systemYellow`: light 255 204 0, dark 255 214 0.
    public static let systemYellow = Color(light: rgb(255, 204, 0), dark: rgb(255, 214, 0), name: "systemYellow")
    /// UIKit's `systemGreen`: light 52 199 89, dark 48 209 88.
    public static let systemGreen = Color(light: rgb(52, 199, 89), dark: rgb(48, 209, 88), name: "systemGreen")
    /// UIKit's `systemMint`: light 0 200 179, dark 0 218 195.
    public static let systemMint = Color(light: rgb(0, 200, 179), dark: rgb(0, 218, 195), name: "systemMint")
    /// UIKit's `systemTeal`: light 0 195 208, dark 0 210 224.
    public static let systemTeal = Color(light: rgb(0, 195, 208), dark: rgb(0, 210, 224), name: "systemTeal")
    /// UIKit's `systemCyan`: light 0 192 232, dark 60 211 254.
    public static let systemCyan = Color(light: rgb(0, 192, 232), dark: rgb(60, 211, 254), name: "systemCyan")
    /// UIKit's `systemBlue`: light 0 136 255, dark 0 145 255.
    public static let systemBlue = Color(light: rgb(0, 136, 255), dark: rgb(0, 145, 255), name: "systemBlue")
    /// UIKit's `systemIndigo`: light 97 85 245, dark 109 124 255.
    public static let systemIndigo = Color(light: rgb(97, 85, 245), dark: rgb(109, 124, 255), name: "systemIndigo")
    /// UIKit's `systemPurple`: light 203 48 224, dark 219 52 242.
    public static let systemPurple = Color(light: rgb(203, 48, 224), dark: rgb(219, 52, 242), name: "systemPurple")
    /// UIKit's `systemPink`: light 255 45 85, dark 255 55 95.
    public static let systemPink = Color(light: rgb(255, 45, 85), dark: rgb(255, 55, 95), name: "systemPink")
    /// UIKit's `systemBrown`: light 172 127 94, dark 183 138 102.
    public static let systemBrown = Color(light: rgb(172, 127, 94), dark: rgb(183, 138, 102), name: "systemBrown")

    /// UIKit's `systemGray`: light 142 142 147, dark 142 142 147.
    public static let systemGray = Color(light: rgb(142, 142, 147), dark: rgb(142, 142, 147), name: "systemGray")
    /// UIKit's `systemGray2`: light 174 174 178, dark 99 99 102.
    public static let systemGray2 = Color(light: rgb(174, 174, 178), dark: rgb(99, 99, 102), name: "systemGray2")
    /// UIKit's `systemGray3`: light 199 199 204, dark 72 72 74.
    public static let systemGray3 = Color(light: rgb(199, 199, 204), dark: rgb(72, 72, 74), name: "systemGray3")
    /// UIKit's `systemGray4`: light 209 209 214, dark 58 58 60.
    public static let systemGray4 = Color(light: rgb(209, 209, 214), dark: rgb(58, 58, 60), name: "systemGray4")
    /// UIKit's `systemGray5`: light 229 229 234, dark 44 44 46.
    public static let systemGray5 = Color(light: rgb(229, 229, 234), dark: rgb(44, 44, 46), name: "systemGray5")
    /// UIKit's `systemGray6`: light 242 242 247, dark 28 28 30.
    public static let systemGray6 = Color(light: rgb(242, 242, 247), dark: rgb(28, 28, 30), name: "systemGray6")

    /// UIKit's `label`: light 0 0 0, dark 255 255 255.
    public static let label = Color(light: rgb(0, 0, 0), dark: rgb(255, 255, 255), name: "label")
    /// UIKit's `secondaryLabel`: light 60 60 67 at 0.6 opacity, dark 235 235 245 at 0.6 opacity.
    public static let secondaryLabel = Color(
        light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6),
        name: "secondaryLabel")
    /// UIKit's `tertiaryLabel`: light 60 60 67 at 0.3 opacity, dark 235 235 245 at 0.3 opacity.
    public static let tertiaryLabel = Color(
        light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3),
        name: "tertiaryLabel")
    /// UIKit's `quaternaryLabel`: light 60 60 67 at 0.18 opacity, dark 235 235 245 at 0.16 opacity.
    public static let quaternaryLabel = Color(
        light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16),
        name: "quaternaryLabel")
    /// UIKit's `systemBackground`: light 255 255 255, dark 0 0 0.
    public static let systemBackground = Color(light: rgb(255, 255, 255), dark: rgb(0, 0, 0), name: "systemBackground")
    /// UIKit's `secondarySystemBackground`: light 242 242 247, dark 28 28 30.
    public static let secondarySystemBackground = Color(
        light: rgb(242, 242, 247), dark: rgb(28, 28, 30),
        name: "secondarySystemBackground")
    /// UIKit's `tertiarySystemBackground`: light 255 255 255, dark 44 44 46.
    public static let tertiarySystemBackground = Color(
        light: rgb(255, 255, 255), dark: rgb(44, 44, 46),
        name: "tertiarySystemBackground")

    // SwiftUI's short names.
    /// SwiftUI's `Color.red`: the values of ``systemRed``.
    public static let red = systemRed.renamed("red")
    /// SwiftUI's `Color.orange`: the values of ``systemOrange``.
    public static let orange = systemOrange.renamed("orange")
    /// SwiftUI's `Color.yellow`: the values of ``systemYellow``.
    public static let yellow = systemYellow.renamed("yellow")
    /// SwiftUI's `Color.green`: the values of ``systemGreen``.
    public static let green = systemGreen.renamed("green")
    /// SwiftUI's `Color.mint`: the values of ``systemMint``.
    public static let mint = systemMint.renamed("mint")
    /// SwiftUI's `Color.teal`: the values of ``systemTeal``.
    public static let teal = systemTeal.renamed("teal")
    /// SwiftUI's `Color.cyan`: the values of ``systemCyan``.
    public static let cyan = systemCyan.renamed("cyan")
    /// SwiftUI's `Color.blue`: the values of ``systemBlue``.
    public static let blue = systemBlue.renamed("blue")
    /// SwiftUI's `Color.indigo`: the values of ``systemIndigo``.
    public static let indigo = systemIndigo.renamed("indigo")
    /// SwiftUI's `Color.purple`: the values of ``systemPurple``.
    public static let purple = systemPurple.renamed("purple")
    /// SwiftUI's `Color.pink`: the values of ``systemPink``.
    public static let pink = systemPink.renamed("pink")
    /// SwiftUI's `Color.brown`: the values of ``systemBrown``.
    public static let brown = systemBrown.renamed("brown")
    /// SwiftUI's `Color.gray`: the values of ``systemGray``.
    public static let gray = systemGray.renamed("gray")
    /// SwiftUI's `Color.primary`: the values of ``label``.
    public static let primary = label.renamed("primary")
    /// SwiftUI's `Color.secondary`: the values of ``secondaryLabel``.
    public static let secondary = secondaryLabel.renamed("secondary")
    /// SwiftUI's `Color.white`.
    public static let white = Color(light: rgb(255, 255, 255), dark: rgb(255, 255, 255), name: "white")
    /// SwiftUI's `Color.black`.
    public static let black = Color(light: rgb(0, 0, 0), dark: rgb(0, 0, 0), name: "black")
    /// SwiftUI's `Color.clear`: fully transparent.
    public static let clear = Color(light: rgb(0, 0, 0, 0), dark: rgb(0, 0, 0, 0), name: "clear")

    /// Every named colour, in the order of ``colorNames``.
    private static let namedColors: [(String, Color)] = [
        ("systemRed", .systemRed), ("systemOrange", .systemOrange), ("systemYellow", .systemYellow),
        ("systemGreen", .systemGreen), ("systemMint", .systemMint), ("systemTeal", .systemTeal),
        ("systemCyan", .systemCyan), ("systemBlue", .systemBlue), ("systemIndigo", .systemIndigo),
        ("systemPurple", .systemPurple), ("systemPink", .systemPink), ("systemBrown", .systemBrown),
        ("systemGray", .systemGray), ("systemGray2", .systemGray2), ("systemGray3", .systemGray3),
        ("systemGray4", .systemGray4), ("systemGray5", .systemGray5), ("systemGray6", .systemGray6),
        ("label", .label), ("secondaryLabel", .secondaryLabel), ("tertiaryLabel", .tertiaryLabel),
        ("quaternaryLabel", .quaternaryLabel), ("systemBackground", .systemBackground),
        ("secondarySystemBackground", .secondarySystemBackground),
        ("tertiarySystemBackground", .tertiarySystemBackground), ("red", .red), ("orange", .orange),
        ("yellow", .yellow), ("green", .green), ("mint", .mint), ("teal", .teal), ("cyan", .cyan), ("blue", .blue),
        ("indigo", .indigo), ("purple", .purple), ("pink", .pink), ("brown", .brown), ("gray", .gray),
        ("primary", .primary), ("secondary", .secondary), ("white", .white), ("black", .black), ("clear", .clear),
    ]
    private static let colorsByName = Dictionary(uniqueKeysWithValues: namedColors)

    /// The names ``named(_:)`` knows: UIKit system colours (`systemBlue`, `systemGray4`, `label`, …), then
    /// SwiftUI short names (`blue`, `gray`, `primary`, `white`, `black`, `clear`, …).
    public static var colorNames: [String] { namedColors.map(\.0) }

    /// The system colour with this exact (case-sensitive) name, or nil.
    public static func named(_ name: String) -> Color? { colorsByName[name] }

    /// This colour under another name.
    private func renamed(_ name: String) -> Color {
        Color(light: light, dark: dark, name: name)
    }

    /// 8-bit sRGB components and an opacity, as a `SIMD4<Float>` for ``Color/init(light:dark:name:)``.
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ opacity: Float = 1) -> SIMD4<Float> {
        SIMD4(Float(red) / 255, Float(green) / 255, Float(blue) / 255, opacity)
    }
}
