import Foundation
import LiquidGlass

/// A scene as a SwiftUI view: a `ZStack` of the canvas's size over the background, each element a
/// `glassEffect(_:in:)` of its shape on its frame's size, offset to its place; containers as
/// `GlassEffectContainer(spacing:)`, unions as `glassEffectUnion(id:namespace:)`, labels as the glass's content.
struct SwiftUICodeWriter {
    let scene: Scene
    let typeName: String
    let previewName: String
    private var gaps: [SceneCode.Gap] = []
    private var assets: [String] = []
    /// The `Shape` structs of custom outlines, written after the view.
    private var shapes: [String] = []
    private var taken: Set<String> = []

    init(scene: Scene, typeName: String, previewName: String) {
        self.scene = scene
        self.typeName = typeName
        self.previewName = previewName
    }

    mutating func write() -> SceneCode {
        let width = SceneCodeExporter.number(Double(scene.canvas.width))
        let height = SceneCodeExporter.number(Double(scene.canvas.height))
        var body: [String] = []
        for run in SceneCodeExporter.runs(scene.elements) {
            if let container = run.container {
                body.append("GlassEffectContainer(spacing: \(SceneCodeExporter.number(container.spacing))) {")
                body.append("    ZStack(alignment: .topLeading) {")
                for index in run.indices { body += element(index).map { "        " + $0 } }
                body.append("    }")
                body.append("}")
            } else {
                body += element(run.indices[0])
            }
        }
        var lines = ["import LiquidGlassUI", "", "struct \(typeName): View {"]
        if scene.elements.contains(where: { $0.unionID != nil }) {
            lines += ["    @Namespace private var glassNamespace", ""]
        }
        lines += ["    var body: some View {", "        ZStack(alignment: .topLeading) {"]
        lines += body.map { "            " + $0 }
        lines += ["        }", "        .frame(width: \(width), height: \(height), alignment: .topLeading)",
                  "        .background {"]
        lines += background().map { "            " + $0 }
        lines += ["        }", "        .clipped()"]
        if scene.colorScheme == .dark { lines.append("        .environment(\\.colorScheme, .dark)") }
        lines += ["    }", "}", ""]
        for shape in shapes { lines += [shape, ""] }
        lines += ["#Preview(\(SceneCodeExporter.literal(previewName)), traits: .fixedLayout(width: \(width), height: \(height))) {",
                  "    \(typeName)()", "}", ""]
        return SceneCode(framework: .swiftui, typeName: typeName, previewName: previewName,
                         source: lines.joined(separator: "\n"), assets: assets, notExpressed: gaps)
    }

    // MARK: - Background

    private mutating func background() -> [String] {
        let scheme = scene.colorScheme
        var lines: [String]
        switch scene.background.content {
        case .color(let color):
            lines = [SceneCodeExporter.swiftUIColor(color, in: scheme).replacingOccurrences(of: "^\\.", with: "Color.", options: .regularExpression)]
        case .gradient(let gradient):
            let (start, end) = SceneCodeExporter.gradientPoints(gradient, width: Double(scene.canvas.width),
                                                                height: Double(scene.canvas.height))
            let stops = zip(gradient.colors, SceneCodeExporter.locations(gradient)).map {
                "    .init(color: \(SceneCodeExporter.swiftUIColor($0, in: scheme)), location: \(SceneCodeExporter.number($1))),"
            }
            lines = ["LinearGradient(", "    stops: ["] + stops.map { "    " + $0 } + [
                "    ],",
                "    startPoint: UnitPoint(x: \(SceneCodeExporter.number(start.0)), y: \(SceneCodeExporter.number(start.1))),",
                "    endPoint: UnitPoint(x: \(SceneCodeExporter.number(end.0)), y: \(SceneCodeExporter.number(end.1)))",
                ")",
            ]
            gaps.append(.init(key: "background.gradient",
                              detail: "the engine blends a gradient's colours in linear light; SwiftUI's LinearGradient "
                                + "blends them as its own renderer does, so the colours between stops may differ a little"))
        case .image(let url, let fill):
            let name = SceneCodeExporter.assetName(url)
            assets.append(name)
            lines = ["Image(\(SceneCodeExporter.literal(name)))", "    .resizable()"]
            switch fill {
            case .cover: lines.append("    .scaledToFill()")
            case .contain: lines.append("    .scaledToFit()")
            case .stretch: break
            }
        case .decodedImage:
            lines = ["Color.gray"]
            gaps.append(.init(key: "background.image", detail: "a picture given as pixels has no name: drawn as grey"))
        }
        if scene.background.dim > 0 {
            lines.append("    .overlay(Color.black.opacity(\(SceneCodeExporter.number(scene.background.dim))))")
        }
        return lines
    }

    // MARK: - Elements

    private mutating func element(_ index: Int) -> [String] {
        let element = scene.elements[index]
        let frame = element.frame
        var lines: [String]
        if let label = element.label, label.text != nil || label.symbol != nil {
            lines = labelLines(label)
        } else {
            lines = ["Color.clear"]
        }
        lines.append("    .frame(width: \(SceneCodeExporter.number(Double(frame.width))), "
            + "height: \(SceneCodeExporter.number(Double(frame.height))))")
        lines.append("    .glassEffect(\(glass(element.glass)), in: \(shape(element, index)))")
        if let union = element.unionID {
            lines.append("    .glassEffectUnion(id: \(SceneCodeExporter.literal(union)), namespace: glassNamespace)")
        }
        if let id = element.id {
            lines.append("    .accessibilityIdentifier(\(SceneCodeExporter.literal(id)))")
        }
        lines.append("    .offset(x: \(SceneCodeExporter.number(Double(frame.minX))), "
            + "y: \(SceneCodeExporter.number(Double(frame.minY))))")
        return lines
    }

    private func labelLines(_ label: GlassLabel) -> [String] {
        var lines: [String]
        switch (label.text, label.symbol) {
        case let (text?, symbol?):
            lines = ["Label(\(SceneCodeExporter.literal(text)), systemImage: \(SceneCodeExporter.literal(symbol)))"]
        case let (text?, nil):
            lines = ["Text(\(SceneCodeExporter.literal(text)))"]
        case let (nil, symbol?):
            lines = ["Image(systemName: \(SceneCodeExporter.literal(symbol)))"]
        case (nil, nil):
            lines = ["Color.clear"]
        }
        let weight = label.weight == .regular ? "" : ", weight: .\(label.weight.rawValue)"
        lines.append("    .font(.system(size: \(SceneCodeExporter.number(label.size))\(weight)))")
        if let color = label.color {
            lines.append("    .foregroundStyle(\(SceneCodeExporter.swiftUIColor(color, in: scene.colorScheme)))")
        }
        return lines
    }

    private func glass(_ glass: Glass) -> String {
        var text = ".\(glass.variant.rawValue)"
        if glass.variant == .identity { return text }
        if let tint = glass.tintColor { text += ".tint(\(SceneCodeExporter.swiftUIColor(tint, in: scene.colorScheme)))" }
        if glass.isInteractive { text += ".interactive()" }
        return text
    }

    private mutating func shape(_ element: GlassElement, _ index: Int) -> String {
        switch element.shape {
        case is Capsule: return ".capsule"
        case is Circle: return ".circle"
        case is Ellipse: return ".ellipse"
        case is Rectangle: return ".rect"
        case let rounded as RoundedRectangle:
            return ".rect(cornerRadius: \(SceneCodeExporter.number(Double(rounded.cornerRadius))), "
                + "style: .\(rounded.style.rawValue))"
        case let path as LiquidGlassCore.Path:
            let name = SceneCodeExporter.identifier(element, index, taken: &taken)
            let type = name.prefix(1).uppercased() + name.dropFirst() + "Outline"
            shapes.append(outline(path, type: type, of: SceneCodeExporter.elementName(element, index)))
            return "\(type)()"
        default:
            gaps.append(.init(element: SceneCodeExporter.elementName(element, index), key: "shape",
                              detail: "a shape the exporter does not know (\(type(of: element.shape))): written as a rectangle"))
            return ".rect"
        }
    }

    /// A custom outline as a `Shape`: the scene's path in points from the frame's top-left, not scaled to it.
    private func outline(_ path: LiquidGlassCore.Path, type: String, of element: String) -> String {
        func point(_ p: CGPoint) -> String {
            "CGPoint(x: \(SceneCodeExporter.number(Double(p.x))), y: \(SceneCodeExporter.number(Double(p.y))))"
        }
        var lines = ["/// The outline of \(SceneCodeExporter.literal(element)), in points from its frame's top-left corner.",
                     "private struct \(type): Shape {", "    func path(in rect: CGRect) -> Path {", "        var path = Path()"]
        for step in path.elements {
            switch step {
            case .move(let p): lines.append("        path.move(to: \(point(p)))")
            case .line(let p): lines.append("        path.addLine(to: \(point(p)))")
            case .quadCurve(let p, let c): lines.append("        path.addQuadCurve(to: \(point(p)), control: \(point(c)))")
            case .curve(let p, let c1, let c2):
                lines.append("        path.addCurve(to: \(point(p)), control1: \(point(c1)), control2: \(point(c2)))")
            case .closeSubpath: lines.append("        path.closeSubpath()")
            }
        }
        lines += ["        return path", "    }", "}"]
        return lines.joined(separator: "\n")
    }
}
