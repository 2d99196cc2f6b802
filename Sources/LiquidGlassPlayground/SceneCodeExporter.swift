import Foundation
import LiquidGlass
import LiquidGlassLint

/// Writes a scene as SwiftUI or UIKit code (``SceneCode``), and lints what it wrote.
///
/// The code places each glass element at the scene's frame, in points, in a view of the canvas's size: the same
/// glass, shape, tint, interactivity, container, union and label, over the same background. The writers are
/// ``SwiftUICodeWriter`` and ``UIKitCodeWriter``; this type holds what they share (names, numbers, colours).
public enum SceneCodeExporter {
    /// The code for `scene`, named after `name` (a sample's name, or "Scene"); `document` adds what only it knows
    /// (the states the export leaves out).
    public static func export(_ scene: Scene, document: SceneDocument? = nil, name: String,
                              framework: SceneCode.Framework, lint: Bool = true) -> SceneCode {
        var common: [SceneCode.Gap] = []
        if let document, !document.states.isEmpty {
            common.append(.init(key: "states", detail: "the code draws one state (the scene as written, or the one "
                + "asked for); the scene's \(document.states.count) states and \(document.transitions.count) transitions "
                + "are not exported (in an app they are @State and withAnimation)"))
        }
        let settings = scene.accessibility, defaults = AccessibilitySettings()
        for (key, isSet) in [("reduceTransparency", settings.reduceTransparency != defaults.reduceTransparency),
                             ("increaseContrast", settings.increaseContrast != defaults.increaseContrast),
                             ("reduceMotion", settings.reduceMotion != defaults.reduceMotion),
                             ("tinted", settings.tinted != defaults.tinted)] where isSet {
            common.append(.init(key: "accessibility.\(key)", detail: "a setting of the device, not of the app's code: "
                + "the code draws as the device is set (liquidglass preview: --tinted for the Clear/Tinted setting)"))
        }
        if let angle = scene.lightAngle {
            // SwiftUI's glassEffect and UIKit's UIGlassEffect take no light direction: the system lights glass.
            common.append(.init(key: "lightAngle", detail: "the highlights lit from \(number(Double(angle)))°: "
                + "neither SwiftUI nor UIKit lets code choose the light's direction; the code draws the default (−50°)"))
        }
        if scene.fontPath != nil {
            common.append(.init(key: "font", detail: "labels use the system font in the code, not the scene's font file"))
        }
        for (index, element) in scene.elements.enumerated() where element.press > 0 {
            common.append(.init(element: elementName(element, index), key: "pressed",
                                detail: "a finger on the glass is a touch, not code: the code draws the glass at rest "
                                    + "(AnimationRecorder.press records it)"))
        }
        for (index, element) in scene.elements.enumerated() where (element.container?.depth ?? 1) > 1 {
            common.append(.init(element: elementName(element, index), key: "container",
                                detail: "a container inside a container: the code puts the element in its innermost one only"))
        }
        var code: SceneCode
        switch framework {
        case .swiftui:
            var writer = SwiftUICodeWriter(scene: scene, typeName: typeName(name, suffix: "Scene"), previewName: name)
            code = writer.write()
        case .uikit:
            var writer = UIKitCodeWriter(scene: scene, typeName: typeName(name, suffix: "View"), previewName: name)
            code = writer.write()
        }
        code.notExpressed = common + code.notExpressed
        code.source = header(code, scene: scene) + code.source
        if lint { code.lint = Self.lint(code) }
        return code
    }

    /// The linter's default rules over the code (as `liquidglass lint` runs them).
    public static func lint(_ code: SceneCode) -> [SceneCode.LintFinding] {
        Linter().lint(sources: [("\(code.typeName).swift", code.source)]).map {
            .init(line: $0.line, column: $0.column, rule: $0.rule, severity: "\($0.severity)", message: $0.message)
        }
    }

    /// The file's opening comment: where it comes from, the canvas, the pictures it needs, what it leaves out.
    static func header(_ code: SceneCode, scene: Scene) -> String {
        let ui = code.framework == .swiftui ? "SwiftUI" : "UIKit"
        var lines = [
            "// The LiquidGlass scene \"\(code.previewName)\" as \(ui) code: its glass at the scene's frames in a",
            "// \(number(Double(scene.canvas.width))) × \(number(Double(scene.canvas.height))) pt view. "
                + "On iOS 26, write `import \(ui)` in place of `import \(code.framework.module)`.",
        ]
        if !code.assets.isEmpty {
            lines.append("// Add to the app's asset catalog: " + code.assets.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        if !code.notExpressed.isEmpty {
            lines.append("// Not expressed in this code:")
            for gap in code.notExpressed {
                lines.append("//   - " + (gap.element.map { "\($0): " } ?? "") + "\(gap.key): \(gap.detail)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Names

    /// `coffee-tab-bar` → `CoffeeTabBarScene`: letters and digits of the words, capitalised, never starting with a
    /// digit; the suffix not repeated (`Scene` → `Scene`).
    static func typeName(_ name: String, suffix: String) -> String {
        let words = name.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var result = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if result.isEmpty || result.first!.isNumber { result = "Glass" + result }
        return result.hasSuffix(suffix) ? result : result + suffix
    }

    /// An element's id as a Swift identifier (`tab-bar` → `tabBar`), or `glass` and its index; unique in `taken`.
    static func identifier(_ element: GlassElement, _ index: Int, taken: inout Set<String>) -> String {
        let words = (element.id ?? "").split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        var name = words.enumerated().map { $0.offset == 0 ? $0.element.lowercased() : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }.joined()
        if name.isEmpty || name.first!.isNumber || swiftKeywords.contains(name) { name = "glass\(index + 1)" }
        var unique = name, n = 2
        while taken.contains(unique) { unique = "\(name)\(n)"; n += 1 }
        taken.insert(unique)
        return unique
    }

    static let swiftKeywords: Set<String> = ["class", "struct", "enum", "func", "let", "var", "if", "else", "for", "in",
                                             "while", "return", "self", "super", "view", "init", "default", "case",
                                             "switch", "true", "false", "nil", "import", "body", "frame", "bounds"]

    /// How messages name an element: its id, or `#N`.
    static func elementName(_ element: GlassElement, _ index: Int) -> String { element.id ?? "#\(index + 1)" }

    /// A Swift string literal.
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A number as a Swift literal: integers without a point, others with at most 4 decimals.
    static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String(format: "%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }

    /// The asset name of a background picture: its file name without the extension (`coffee.png` → `coffee`).
    static func assetName(_ url: URL) -> String { url.deletingPathExtension().lastPathComponent }

    // MARK: - Colours

    /// A colour's system name, the factor its opacity was multiplied by, and its value in `scheme`; nil name for a
    /// colour that is no system colour (or whose value is not the named one's).
    static func systemColor(_ color: Color, in scheme: ColorScheme) -> (name: String, opacity: Double)? {
        guard let name = color.name, let base = Color.named(name) else { return nil }
        let value = color.srgb(in: scheme), reference = base.srgb(in: scheme)
        let rgb = SIMD3(value.x, value.y, value.z) - SIMD3(reference.x, reference.y, reference.z)
        guard max(abs(rgb.x), abs(rgb.y), abs(rgb.z)) < 1e-4, reference.w > 0 else { return nil }
        return (name, Double(value.w / reference.w))
    }

    /// SwiftUI's short names for the system colours they equal (docs/SCENES.md: `blue` is `systemBlue`).
    static let swiftUINames: [String: String] = [
        "systemRed": "red", "systemOrange": "orange", "systemYellow": "yellow", "systemGreen": "green",
        "systemMint": "mint", "systemTeal": "teal", "systemCyan": "cyan", "systemBlue": "blue",
        "systemIndigo": "indigo", "systemPurple": "purple", "systemPink": "pink", "systemBrown": "brown",
        "systemGray": "gray", "label": "primary", "secondaryLabel": "secondary",
    ]

    /// A colour as a SwiftUI expression (`.blue.opacity(0.6)`, `Color(uiColor: .systemGray4)`,
    /// `Color(red: …)`), written where a `Color` is expected.
    static func swiftUIColor(_ color: Color, in scheme: ColorScheme) -> String {
        if let (name, opacity) = systemColor(color, in: scheme) {
            let shortNames = Set(swiftUINames.values).union(["white", "black", "clear"])
            let base: String
            if let short = swiftUINames[name] {
                base = ".\(short)"
            } else if shortNames.contains(name) {
                base = ".\(name)"
            } else {
                base = "Color(uiColor: .\(name))"
            }
            return abs(opacity - 1) < 1e-4 ? base : "\(base).opacity(\(number(opacity)))"
        }
        let c = color.srgb(in: scheme)
        return "Color(red: \(number(Double(c.x))), green: \(number(Double(c.y))), blue: \(number(Double(c.z))), "
            + "opacity: \(number(Double(c.w))))"
    }

    /// A colour as a UIKit expression (`.systemBlue.withAlphaComponent(0.6)`, `UIColor(red: …)`).
    static func uiKitColor(_ color: Color, in scheme: ColorScheme) -> String {
        if let (name, opacity) = systemColor(color, in: scheme) {
            let uiKitNames = ["primary": "label", "secondary": "secondaryLabel", "white": "white", "black": "black",
                              "clear": "clear"]
            let base = "." + (uiKitNames[name] ?? (name.hasPrefix("system") || name.contains("abel")
                || name.contains("Background") ? name : "system" + name.prefix(1).uppercased() + name.dropFirst()))
            let value = color.srgb(in: scheme).w
            return abs(opacity - 1) < 1e-4 ? base : "\(base).withAlphaComponent(\(number(Double(value))))"
        }
        let c = color.srgb(in: scheme)
        return "UIColor(red: \(number(Double(c.x))), green: \(number(Double(c.y))), blue: \(number(Double(c.z))), "
            + "alpha: \(number(Double(c.w))))"
    }

    /// The gradient's start and end as unit points of the canvas: the engine's gradient runs along `angle` through
    /// the centre over `|w cos a| + |h sin a|` (BackdropBuilder), which in unit coordinates is the centre ∓ half of
    /// that extent divided by the size.
    static func gradientPoints(_ gradient: Background.Gradient, width: Double, height: Double)
        -> (start: (Double, Double), end: (Double, Double)) {
        let a = gradient.angle * .pi / 180
        let (ux, uy) = (cos(a), sin(a))
        let extent = max(abs(width * ux) + abs(height * uy), 1)
        let dx = ux * extent / 2 / width, dy = uy * extent / 2 / height
        func clean(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }
        return ((clean(0.5 - dx), clean(0.5 - dy)), (clean(0.5 + dx), clean(0.5 + dy)))
    }

    /// The gradient's stop locations (evenly spaced when it gives none).
    static func locations(_ gradient: Background.Gradient) -> [Double] {
        gradient.locations ?? (gradient.colors.count == 1 ? [0]
            : (0..<gradient.colors.count).map { Double($0) / Double(gradient.colors.count - 1) })
    }

    /// The groups of consecutive elements that share a container (nil: no container), in drawing order.
    static func runs(_ elements: [GlassElement]) -> [(container: ContainerMembership?, indices: [Int])] {
        var runs: [(container: ContainerMembership?, indices: [Int])] = []
        for (index, element) in elements.enumerated() {
            if let last = runs.last, last.container?.index == element.container?.index, element.container != nil {
                runs[runs.count - 1].indices.append(index)
            } else {
                runs.append((element.container, [index]))
            }
        }
        return runs
    }
}
