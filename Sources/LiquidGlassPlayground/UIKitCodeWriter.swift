import Foundation
import LiquidGlass

/// A scene as a UIKit view: a `UIView` subclass of the canvas's size whose initializer adds the background and a
/// `UIVisualEffectView` with a `UIGlassEffect` per element at its frame, shaped by its `cornerConfiguration`;
/// containers as `UIGlassContainerEffect` views covering the view, labels as image views and labels in the glass's
/// `contentView`.
///
/// UIKit has fewer shapes than the scene format: an ellipse or a custom outline, unions, and gradients (no
/// `CAGradientLayer` in LiquidGlassUIKit yet) are written as the nearest UIKit can draw, each listed.
struct UIKitCodeWriter {
    let scene: Scene
    let typeName: String
    let previewName: String
    private var gaps: [SceneCode.Gap] = []
    private var assets: [String] = []
    private var taken: Set<String> = ["backdrop", "dimming"]

    init(scene: Scene, typeName: String, previewName: String) {
        self.scene = scene
        self.typeName = typeName
        self.previewName = previewName
    }

    mutating func write() -> SceneCode {
        let width = SceneCodeExporter.number(Double(scene.canvas.width))
        let height = SceneCodeExporter.number(Double(scene.canvas.height))
        var body: [String] = []
        if scene.colorScheme == .dark { body += ["overrideUserInterfaceStyle = .dark", ""] }
        body += background()
        var containerCount = 0
        for run in SceneCodeExporter.runs(scene.elements) {
            var parent = ""
            if let container = run.container {
                containerCount += 1
                let name = containerCount == 1 ? "container" : "container\(containerCount)"
                taken.insert(name)
                body += [
                    "",
                    "let \(name)Effect = UIGlassContainerEffect()",
                    "\(name)Effect.spacing = \(SceneCodeExporter.number(container.spacing))",
                    "let \(name) = UIVisualEffectView(effect: \(name)Effect)",
                    "\(name).frame = bounds",
                    "\(name).autoresizingMask = [.flexibleWidth, .flexibleHeight]",
                    "addSubview(\(name))",
                ]
                parent = "\(name).contentView."
            }
            for index in run.indices { body += [""] + element(index, parent: parent) }
        }
        var lines = ["import LiquidGlassUIKit", "", "final class \(typeName): UIView {",
                     "    override init(frame: CGRect) {", "        super.init(frame: frame)"]
        lines += body.map { $0.isEmpty ? "" : "        " + $0 }
        lines += ["    }", "", "    required init?(coder: NSCoder) {",
                  "        fatalError(\"init(coder:) has not been implemented\")", "    }", "}", "",
                  "#Preview(\(SceneCodeExporter.literal(previewName)), traits: .fixedLayout(width: \(width), height: \(height))) {",
                  "    \(typeName)(frame: CGRect(x: 0, y: 0, width: \(width), height: \(height)))", "}", ""]
        return SceneCode(framework: .uikit, typeName: typeName, previewName: previewName,
                         source: lines.joined(separator: "\n"), assets: assets, notExpressed: gaps)
    }

    // MARK: - Background

    private mutating func background() -> [String] {
        let scheme = scene.colorScheme
        var lines: [String]
        switch scene.background.content {
        case .color(let color):
            lines = ["backgroundColor = \(SceneCodeExporter.uiKitColor(color, in: scheme))"]
        case .gradient(let gradient):
            // The middle of the gradient's colours: the nearest one colour to all of it.
            let middle = gradient.colors[gradient.colors.count / 2]
            lines = ["backgroundColor = \(SceneCodeExporter.uiKitColor(middle, in: scheme))"]
            gaps.append(.init(key: "background.gradient",
                              detail: "LiquidGlassUIKit has no CAGradientLayer yet: the code fills the view with the "
                                + "gradient's middle colour (on iOS, a CAGradientLayer draws the gradient)"))
        case .image(let url, let fill):
            let name = SceneCodeExporter.assetName(url)
            assets.append(name)
            let mode = switch fill {
            case .cover: "scaleAspectFill"
            case .contain: "scaleAspectFit"
            case .stretch: "scaleToFill"
            }
            lines = [
                "let backdrop = UIImageView(image: UIImage(named: \(SceneCodeExporter.literal(name))))",
                "backdrop.frame = bounds",
                "backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
                "backdrop.contentMode = .\(mode)",
                "backdrop.clipsToBounds = true",
                "addSubview(backdrop)",
            ]
        case .decodedImage:
            lines = ["backgroundColor = .gray"]
            gaps.append(.init(key: "background.image", detail: "a picture given as pixels has no name: drawn as grey"))
        }
        if scene.background.dim > 0 {
            lines += [
                "let dimming = UIView(frame: bounds)",
                "dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]",
                "dimming.backgroundColor = UIColor.black.withAlphaComponent(\(SceneCodeExporter.number(scene.background.dim)))",
                "addSubview(dimming)",
            ]
        }
        return lines
    }

    // MARK: - Elements

    private mutating func element(_ index: Int, parent: String) -> [String] {
        let element = scene.elements[index]
        let elementName = SceneCodeExporter.elementName(element, index)
        let name = SceneCodeExporter.identifier(element, index, taken: &taken)
        var frame = element.frame
        var lines: [String] = []
        if element.glass.variant == .identity {
            lines.append("let \(name) = UIVisualEffectView(effect: nil)  // identity glass: no effect")
        } else {
            lines.append("let \(name)Glass = UIGlassEffect(style: .\(element.glass.variant.rawValue))")
            if let tint = element.glass.tintColor {
                lines.append("\(name)Glass.tintColor = \(SceneCodeExporter.uiKitColor(tint, in: scene.colorScheme))")
            }
            if element.glass.isInteractive { lines.append("\(name)Glass.isInteractive = true") }
            lines.append("let \(name) = UIVisualEffectView(effect: \(name)Glass)")
        }
        var corners: [String] = []
        switch element.shape {
        case is Capsule:
            corners = ["\(name).cornerConfiguration = .capsule()"]
        case is Circle:
            // A circle is the frame's shorter side wide, centred: a capsule in that square.
            let side = min(frame.width, frame.height)
            frame = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            corners = ["\(name).cornerConfiguration = .capsule()"]
        case is Rectangle:
            corners = []
        case let rounded as RoundedRectangle:
            let radius = SceneCodeExporter.number(Double(rounded.cornerRadius))
            if rounded.style == .continuous {
                corners = ["\(name).cornerConfiguration = .corners(radius: .fixed(\(radius)))"]
            } else {
                corners = ["\(name).layer.cornerRadius = \(radius)", "\(name).layer.cornerCurve = .circular"]
            }
        case is Ellipse:
            corners = ["\(name).cornerConfiguration = .capsule()  // the scene's ellipse: UIKit has no elliptical corners"]
            gaps.append(.init(element: elementName, key: "shape",
                              detail: "an ellipse: UIKit's corner configurations draw no ellipse; written as a capsule"))
        default:
            corners = ["// the scene's custom outline: UIKit's glass views take corner configurations, not paths"]
            gaps.append(.init(element: elementName, key: "shape",
                              detail: "a custom outline: a UIKit glass view is shaped by corner configurations only; "
                                + "written as its frame's rectangle"))
        }
        lines.append("\(name).frame = CGRect(x: \(n(frame.minX)), y: \(n(frame.minY)), width: \(n(frame.width)), "
            + "height: \(n(frame.height)))")
        lines += corners
        if let id = element.id { lines.append("\(name).accessibilityIdentifier = \(SceneCodeExporter.literal(id))") }
        if let union = element.unionID {
            gaps.append(.init(element: elementName, key: "union",
                              detail: "glassEffectUnion '\(union)' is SwiftUI's; UIKit has no union: drawn as separate glass"))
        }
        if let label = element.label, label.text != nil || label.symbol != nil {
            lines += labelLines(label, in: name)
        }
        lines.append("\(parent)addSubview(\(name))")
        return lines
    }

    private func n(_ value: CGFloat) -> String { SceneCodeExporter.number(Double(value)) }

    /// The label in the glass's content view: a symbol, a text, or both side by side in a stack view, centred.
    private func labelLines(_ label: GlassLabel, in glass: String) -> [String] {
        let size = SceneCodeExporter.number(label.size)
        let color = label.color.map { SceneCodeExporter.uiKitColor($0, in: scene.colorScheme) } ?? ".label"
        var lines: [String] = []
        var parts: [String] = []
        if let symbol = label.symbol {
            lines += [
                "let \(glass)Icon = UIImageView(image: UIImage(systemName: \(SceneCodeExporter.literal(symbol)), "
                    + "withConfiguration: UIImage.SymbolConfiguration(pointSize: \(size), weight: .\(label.weight.rawValue))))",
                "\(glass)Icon.tintColor = \(color)",
                "\(glass)Icon.contentMode = .center",
            ]
            parts.append("\(glass)Icon")
        }
        if let text = label.text {
            lines += [
                "let \(glass)Title = UILabel()",
                "\(glass)Title.text = \(SceneCodeExporter.literal(text))",
                "\(glass)Title.font = .systemFont(ofSize: \(size), weight: .\(label.weight.rawValue))",
                "\(glass)Title.textColor = \(color)",
                "\(glass)Title.textAlignment = .center",
            ]
            parts.append("\(glass)Title")
        }
        if parts.count == 1 {
            lines += [
                "\(parts[0]).frame = \(glass).contentView.bounds",
                "\(parts[0]).autoresizingMask = [.flexibleWidth, .flexibleHeight]",
                "\(glass).contentView.addSubview(\(parts[0]))",
            ]
        } else {
            lines += [
                "let \(glass)Label = UIStackView(arrangedSubviews: [\(parts.joined(separator: ", "))])",
                "\(glass)Label.axis = .horizontal",
                "\(glass)Label.spacing = 6",
                "\(glass)Label.alignment = .center",
                "\(glass)Label.translatesAutoresizingMaskIntoConstraints = false",
                "\(glass).contentView.addSubview(\(glass)Label)",
                "NSLayoutConstraint.activate([",
                "    \(glass)Label.centerXAnchor.constraint(equalTo: \(glass).contentView.centerXAnchor),",
                "    \(glass)Label.centerYAnchor.constraint(equalTo: \(glass).contentView.centerYAnchor),",
                "])",
            ]
        }
        return lines
    }
}
