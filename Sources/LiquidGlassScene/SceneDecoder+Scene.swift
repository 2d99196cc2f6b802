import Foundation
import Yams
import LiquidGlassCore
import LiquidGlassRender

extension SceneDecoder {
    /// The limits a scene file must keep to. Points and pixels, chosen so that a scene always fits in memory
    /// and in `Float` coordinates with sub-pixel precision.
    enum Limits {
        /// Pixels per point: 1 … 4 (iOS devices use 1, 2 and 3).
        package static let scale: ClosedRange<Double> = 1...4
        /// The default scale: 3, the scale of every current iPhone.
        static let defaultScale = 3.0
        /// At most 2^28 pixels in the canvas (1 GiB as 8-bit RGBA, 4 GiB as linear Float RGBA).
        static let pixelCount = Double(1 << 28)
        /// The largest coordinate or size, in points, anywhere in a scene.
        static let coordinate = 1_000_000.0
        /// The light's direction in degrees: one turn either way (−90 and 270 are the same light).
        static let lightAngle: ClosedRange<Double> = -360...360
    }

    /// The whole file: `canvas`, `colorScheme`, `background`, `elements`, and optionally `states` and
    /// `transitions` (see `SceneDecoder+States.swift`).
    func decodeDocument(_ node: Node) throws(SceneError) -> SceneDocument {
        let file = try object(node, "", keys: ["canvas", "colorScheme", "background", "elements", "accessibility", "font",
                                               "lightAngle", "states", "transitions"],
                              example: "{canvas: …, background: …, elements: […]}")
        let scene = try decodeScene(file)
        let states = try file.optional("states").map { (n) throws(SceneError) in
            try decodeStates(n, file.path("states"), scene: scene, elementsNode: file.required("elements"))
        } ?? []
        let transitions = try file.optional("transitions").map { (n) throws(SceneError) in
            try decodeTransitions(n, file.path("transitions"), states: states)
        } ?? []
        return SceneDocument(scene: scene, states: states, transitions: transitions)
    }

    /// The scene itself from the file's object: `canvas`, `colorScheme`, `background`, `elements`, …
    func decodeScene(_ scene: ObjectReader) throws(SceneError) -> Scene {
        let canvas = try decodeCanvas(scene.required("canvas"), scene.path("canvas"))
        let colorScheme = try scene.optional("colorScheme").map { (n) throws(SceneError) in
            try choice(n, scene.path("colorScheme"), "color scheme", of: ColorScheme.self)
        } ?? .light
        let background = try decodeBackground(scene.required("background"), scene.path("background"))
        let elements = try decodeElements(scene.required("elements"), scene.path("elements"))
        let accessibility = try scene.optional("accessibility").map { (n) throws(SceneError) in
            try decodeAccessibility(n, scene.path("accessibility"))
        } ?? AccessibilitySettings()
        let font = try scene.optional("font").map { (n) throws(SceneError) -> String in
            let path = try string(n, scene.path("font"))
            let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseDirectory.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else {
                throw error("font: no font file at \(url.path)", at: n)
            }
            if let kind = Self.irregularKind(url.path) {
                throw error("font: \(url.path) is \(kind), not a regular file; expected a font file", at: n)
            }
            return url.path
        }
        let lightAngle = try scene.optional("lightAngle").map { (n) throws(SceneError) in
            Float(try number(n, scene.path("lightAngle"), in: Limits.lightAngle))
        }
        return Scene(canvas: canvas, colorScheme: colorScheme, background: background, elements: elements,
                     accessibility: accessibility, fontPath: font, lightAngle: lightAngle)
    }

    /// `{reduceTransparency: false, increaseContrast: false, reduceMotion: false, tinted: 0.0}`, all optional.
    func decodeAccessibility(_ node: Node, _ path: String) throws(SceneError) -> AccessibilitySettings {
        let a = try object(node, path, keys: ["reduceTransparency", "increaseContrast", "reduceMotion", "tinted"],
                           example: "{reduceTransparency: true, tinted: 0.5}")
        var settings = AccessibilitySettings()
        if let n = a.optional("reduceTransparency") { settings.reduceTransparency = try bool(n, a.path("reduceTransparency")) }
        if let n = a.optional("increaseContrast") { settings.increaseContrast = try bool(n, a.path("increaseContrast")) }
        if let n = a.optional("reduceMotion") { settings.reduceMotion = try bool(n, a.path("reduceMotion")) }
        if let n = a.optional("tinted") { settings.tinted = try number(n, a.path("tinted"), in: 0...1) }
        return settings
    }

    /// `{width: 402, height: 874, scale: 3}`: a size in points and an optional scale.
    func decodeCanvas(_ node: Node, _ path: String) throws(SceneError) -> Canvas {
        let canvas = try object(node, path, keys: ["width", "height", "scale"],
                                example: "{width: 402, height: 874, scale: 3}")
        let width = try positiveNumber(canvas.required("width"), canvas.path("width"), upTo: Limits.coordinate)
        let height = try positiveNumber(canvas.required("height"), canvas.path("height"), upTo: Limits.coordinate)
        let scale = try canvas.optional("scale").map { (n) throws(SceneError) in
            try number(n, canvas.path("scale"), in: Limits.scale)
        } ?? Limits.defaultScale
        let result = Canvas(width: width, height: height, scale: scale)
        let size = "\(Self.format(width)) × \(Self.format(height)) points at scale \(Self.format(scale))"
        // Checked in Double before `pixelWidth` converts to Int.
        let pixels = (width * scale).rounded() * (height * scale).rounded()
        guard pixels <= Limits.pixelCount else {
            throw error("\(path): too large: \(size) is \(Self.format(pixels)) pixels; "
                + "the limit is \(Self.format(Limits.pixelCount)) (2^28)", at: node)
        }
        guard result.pixelWidth >= 1, result.pixelHeight >= 1 else {
            throw error("\(path): too small: \(size) is less than one pixel wide or high", at: node)
        }
        return result
    }
}
