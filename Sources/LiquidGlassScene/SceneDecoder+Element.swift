import Foundation
import Yams
import LiquidGlassCore
import LiquidGlassText
import LiquidGlassRender

extension SceneDecoder {
    /// The list of glass elements, in drawing order, with containers flattened into it. Element ids, when
    /// given, must be unique across the whole scene.
    ///
    /// `overrides` (a state's, by element id) replace keys of the elements they name, or leave them out.
    func decodeElements(_ node: Node, _ path: String, overrides: [String: ElementOverride] = [:]) throws(SceneError) -> [GlassElement] {
        var elements: [GlassElement] = []
        var ids: [String: SceneSourceLocation] = [:]
        var containers = 0
        try decodeEntries(node, path, container: nil, overrides: overrides, containers: &containers, into: &elements, ids: &ids)
        return elements
    }

    /// Entries of an `elements` list: glass elements, or `{container: {spacing: 20, elements: […]}}`.
    private func decodeEntries(_ node: Node, _ path: String, container: ContainerMembership?,
                               overrides: [String: ElementOverride], containers: inout Int,
                               into elements: inout [GlassElement], ids: inout [String: SceneSourceLocation]) throws(SceneError) {
        for (index, item) in try list(node, path).enumerated() {
            let itemPath = "\(path)[\(index)]"
            if case .mapping(let mapping) = item, mapping.keys.contains(where: { $0.string == "container" }) {
                let entry = try object(item, itemPath, keys: ["container"], example: "{container: {spacing: 20, elements: […]}}")
                let body = try object(entry.required("container"), entry.path("container"), keys: ["spacing", "elements"],
                                      example: "{spacing: 20, elements: […]}")
                let spacing = try body.optional("spacing").map { (n) throws(SceneError) in
                    try number(n, body.path("spacing"), in: 0...1000)
                } ?? ContainerMembership.defaultSpacing
                let membership = ContainerMembership(index: containers, spacing: spacing, depth: (container?.depth ?? 0) + 1)
                containers += 1
                try decodeEntries(body.required("elements"), body.path("elements"), container: membership,
                                  overrides: overrides, containers: &containers, into: &elements, ids: &ids)
                continue
            }
            guard elements.count < Scene.maxElements else {
                throw error("\(itemPath): too many glass elements: a scene may have at most \(Scene.maxElements)", at: item)
            }
            var element: GlassElement
            if !overrides.isEmpty, let id = Self.peekID(item), let override = overrides[id] {
                if override.hidden { continue }
                element = try decodeElement(override.applied(to: item), override.path)
            } else {
                element = try decodeElement(item, itemPath)
            }
            element.container = container
            if let id = element.id, let location = element.sourceLocation {
                if let first = ids[id] {
                    throw error("\(itemPath): duplicate id '\(id)' (first used at line \(first.line))", at: location)
                }
                ids[id] = location
            }
            elements.append(element)
        }
    }

    /// The `id` of an element entry, when it is written as a plain string (before the entry is decoded).
    static func peekID(_ node: Node) -> String? {
        guard case .mapping(let mapping) = node,
              let value = mapping.first(where: { $0.key.string == "id" })?.value,
              case .scalar(let scalar) = value else { return nil }
        return scalar.string
    }

    /// The keys an element may have; a state may override all but `id`.
    static let elementKeys = ["id", "shape", "frame", "glass", "tint", "interactive", "union", "label", "pressed", "touch"]

    /// `{id: tabbar, shape: capsule, frame: [20, 790, 362, 62], glass: regular, tint: systemBlue,
    /// interactive: true}`; only `frame` is required. Interactive glass can be drawn under a finger:
    /// `pressed: true` (or how far, 0…1) and `touch: [x, y]` (canvas points; the element's centre by default) —
    /// a state that sets `pressed` animates the press along its transition.
    func decodeElement(_ node: Node, _ path: String) throws(SceneError) -> GlassElement {
        let element = try object(node, path, keys: Self.elementKeys,
                                 example: "{shape: capsule, frame: [20, 790, 362, 62]}")
        let id = try element.optional("id").map { (n) throws(SceneError) in try string(n, element.path("id")) }
        let shape = try element.optional("shape").map { (n) throws(SceneError) in
            try decodeShape(n, element.path("shape"))
        } ?? Capsule()
        let frame = try decodeFrame(element.required("frame"), element.path("frame"))
        var glass = try element.optional("glass").map { (n) throws(SceneError) in
            Glass(variant: try choice(n, element.path("glass"), "glass", of: Glass.Variant.self))
        } ?? .regular
        if let tint = element.optional("tint") {
            glass = glass.tint(try decodeColor(tint, element.path("tint")))
        }
        if let interactive = element.optional("interactive") {
            glass = glass.interactive(try bool(interactive, element.path("interactive")))
        }
        var result = GlassElement(id: id, shape: shape, frame: frame, glass: glass)
        if let pressed = element.optional("pressed") {
            result.press = try decodePress(pressed, element.path("pressed"))
            // Only interactive glass responds to touch (SwiftUI's `Glass.interactive()`).
            if result.press > 0, !glass.isInteractive {
                throw error("\(element.path("pressed")): only interactive glass can be pressed; add `interactive: true`",
                            at: pressed)
            }
        }
        result.touch = try element.optional("touch").map { (n) throws(SceneError) in try decodePoint(n, element.path("touch")) }
        result.label = try element.optional("label").map { (n) throws(SceneError) in try decodeLabel(n, element.path("label")) }
        result.unionID = try element.optional("union").map { (n) throws(SceneError) in try string(n, element.path("union")) }
        result.sourceLocation = source.location(of: node.mark)
        return result
    }

    /// `{text: "Done", symbol: checkmark, size: 17, weight: semibold, color: "#RRGGBB"}`: all optional, but a
    /// label needs text or a symbol; no `color` means the vibrant automatic colour.
    func decodeLabel(_ node: Node, _ path: String) throws(SceneError) -> GlassLabel {
        let l = try object(node, path, keys: ["text", "symbol", "size", "weight", "color"],
                           example: "{text: Done, symbol: checkmark, size: 17, weight: semibold}")
        var label = GlassLabel()
        label.text = try l.optional("text").map { (n) throws(SceneError) in try string(n, l.path("text")) }
        if let n = l.optional("symbol") {
            let name = try string(n, l.path("symbol"))
            guard SymbolLibrary.contains(name) else {
                // The suggestion search is an edit distance against every symbol name (length × length steps
                // each): a 10 MB name took 29 s and was echoed whole. Symbol names are short; a longer name gets
                // no suggestion and is quoted by its start.
                let near = name.utf8.count <= 100 ? SymbolLibrary.suggestions(for: name) : []
                let shown = name.utf8.count <= 100 ? "'\(name)'" : "'\(name.prefix(60))…' (\(name.utf8.count) bytes)"
                throw error("\(l.path("symbol")): unknown symbol \(shown)"
                    + (near.isEmpty ? "" : "; did you mean \(near.map { "'\($0)'" }.joined(separator: ", "))?"), at: n)
            }
            label.symbol = name
        }
        if let n = l.optional("size") { label.size = try number(n, l.path("size"), in: 1...400) }
        if let n = l.optional("weight") {
            let text = try string(n, l.path("weight"))
            do { label.weight = try FontWeight(parsing: text) } catch {
                throw self.error("\(l.path("weight")): \(error)", at: n)
            }
        }
        if let n = l.optional("color") { label.color = try decodeColor(n, l.path("color")) }
        guard label.text?.isEmpty == false || label.symbol != nil else {
            throw error("\(path): a label needs text or a symbol", at: node)
        }
        return label
    }

    /// `[x, y, width, height]` in points from the canvas's top-left; width and height positive.
    func decodeFrame(_ node: Node, _ path: String) throws(SceneError) -> CGRect {
        let items = try list(node, path)
        guard items.count == 4 else {
            throw error("\(path): expected 4 numbers [x, y, width, height], found \(items.count) "
                + (items.count == 1 ? "item" : "items"), at: node)
        }
        let limit = Limits.coordinate
        let x = try number(items[0], "\(path)[0] (x)", in: -limit...limit)
        let y = try number(items[1], "\(path)[1] (y)", in: -limit...limit)
        let width = try positiveNumber(items[2], "\(path)[2] (width)", upTo: limit)
        let height = try positiveNumber(items[3], "\(path)[3] (height)", upTo: limit)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// `true` (1), `false` (0) or how far the finger presses, a number from 0 to 1.
    func decodePress(_ node: Node, _ path: String) throws(SceneError) -> Double {
        if case .scalar(let scalar) = node, let value = Self.parseBool(scalar.string) { return value ? 1 : 0 }
        guard case .scalar(let scalar) = node, Self.parseNumber(scalar.string) != nil else {
            throw error("\(path): expected true, false or a number from 0 to 1, found \(describe(node))", at: node)
        }
        return try number(node, path, in: 0...1)
    }

    /// `[x, y]` in points from the canvas's top-left.
    func decodePoint(_ node: Node, _ path: String) throws(SceneError) -> CGPoint {
        let items = try list(node, path)
        guard items.count == 2 else {
            throw error("\(path): expected 2 numbers [x, y], found \(items.count) " + (items.count == 1 ? "item" : "items"),
                        at: node)
        }
        let limit = Limits.coordinate
        return CGPoint(x: try number(items[0], "\(path)[0] (x)", in: -limit...limit),
                       y: try number(items[1], "\(path)[1] (y)", in: -limit...limit))
    }

    /// `capsule`, `circle`, `ellipse`, `rectangle`, `{roundedRectangle: {cornerRadius: 16, style: continuous}}`
    /// or `{path: "M0 0 H40 V40 Z"}`.
    func decodeShape(_ node: Node, _ path: String) throws(SceneError) -> any Shape {
        let simple = ["capsule", "circle", "ellipse", "rectangle"]
        let parameterized = ["roundedRectangle", "path"]
        let expected = "expected capsule, circle, ellipse, rectangle, {roundedRectangle: {cornerRadius: …}} "
            + "or {path: \"…\"}"
        switch node {
        case .scalar where !isNull(node):
            let name = try string(node, path)
            switch name {
            case "capsule": return Capsule()
            case "circle": return Circle()
            case "ellipse": return Ellipse()
            case "rectangle": return Rectangle()
            case "roundedRectangle":
                throw error("\(path): roundedRectangle needs a corner radius: write "
                    + "{roundedRectangle: {cornerRadius: 16}}", at: node)
            case "path":
                throw error("\(path): path needs SVG path data: write {path: \"M0 0 H40 V40 Z\"}", at: node)
            default:
                throw error("\(path): unknown shape '\(name)'"
                    + "\(NameSuggestion.hint(for: name, in: simple + parameterized)) (\(expected))", at: node)
            }
        case .mapping:
            let shape = try object(node, path, keys: parameterized, example: "{roundedRectangle: {cornerRadius: 16}}")
            guard shape.keys.count == 1, let kind = shape.keys.first else {
                throw error("\(path): expected exactly one of roundedRectangle, path; found "
                    + (shape.keys.isEmpty ? "none" : shape.keys.joined(separator: " and ")), at: node)
            }
            let value = try shape.required(kind)
            if kind == "path" {
                return try decodePath(value, shape.path("path"))
            }
            return try decodeRoundedRectangle(value, shape.path("roundedRectangle"))
        default:
            throw error("\(path): \(expected); found \(describe(node))", at: node)
        }
    }

    /// `{cornerRadius: 16, style: continuous}`; the style defaults to continuous, as in SwiftUI.
    func decodeRoundedRectangle(_ node: Node, _ path: String) throws(SceneError) -> RoundedRectangle {
        let object = try object(node, path, keys: ["cornerRadius", "style"],
                                example: "{cornerRadius: 16, style: continuous}")
        let radius = try number(object.required("cornerRadius"), object.path("cornerRadius"),
                                in: 0...Limits.coordinate)
        let style = try object.optional("style").map { (n) throws(SceneError) in
            try choice(n, object.path("style"), "corner style", of: RoundedCornerStyle.self)
        } ?? .continuous
        return RoundedRectangle(cornerRadius: radius, style: style)
    }

    /// SVG path data; a parse error is placed at its character when the string is written on one line.
    func decodePath(_ node: Node, _ path: String) throws(SceneError) -> Path {
        guard case .scalar = node, !isNull(node) else {
            throw error("\(path): expected SVG path data such as \"M0 0 H40 V40 Z\", found \(describe(node))",
                        at: node)
        }
        let data = try string(node, path)
        let parsed: Path
        do {
            parsed = try parsePath(data)
        } catch {
            throw self.error("\(path): bad path data: \(error.message) (at character \(error.offset + 1))",
                             at: source.location(ofOffset: error.offset, in: node))
        }
        pathCommands.used += parsed.elements.count
        guard pathCommands.used <= SceneInputLimits.maxPathCommands else {
            throw error("\(path): the scene's paths have more than \(SceneInputLimits.maxPathCommands) commands in all (a "
                + "path used by several elements or states counts for each use)",
                        at: node)
        }
        return parsed
    }
}
