import Foundation
import Yams
import LiquidGlassCore
import LiquidGlassRender

extension SceneDecoder {
    /// `{image: photo.jpg, fill: cover, dim: 0.3}`, `{gradient: {…}}` or `{color: "#F2F2F7"}`.
    func decodeBackground(_ node: Node, _ path: String) throws(SceneError) -> Background {
        let kinds = ["image", "gradient", "color"]
        let background = try object(node, path, keys: kinds + ["fill", "dim"],
                                    example: "{image: photo.jpg, fill: cover}")
        let present = background.keys.filter(kinds.contains)
        guard let kind = present.first else {
            throw error("\(path): expected exactly one of image, gradient, color; found none", at: node)
        }
        if present.count > 1, let second = background.keyNode(present[1]) {
            throw error("\(path): has both \(present[0]) and \(present[1]); expected exactly one of image, "
                + "gradient, color", at: second)
        }
        if kind != "image", let fill = background.keyNode("fill") {
            throw error("\(background.path("fill")): fill applies only to an image background", at: fill)
        }
        let dim = try background.optional("dim").map { (n) throws(SceneError) in
            try number(n, background.path("dim"), in: 0...1)
        } ?? 0

        let content: Background.Content
        switch kind {
        case "image":
            let url = try decodeImagePath(background.required("image"), background.path("image"))
            let fill = try background.optional("fill").map { (n) throws(SceneError) in
                try choice(n, background.path("fill"), "fill", of: Background.Fill.self)
            } ?? .cover
            content = .image(url, fill: fill)
        case "gradient":
            content = .gradient(try decodeGradient(background.required("gradient"), background.path("gradient")))
        default:
            content = .color(try decodeColor(background.required("color"), background.path("color")))
        }
        return Background(content, dim: dim)
    }

    /// A path to an existing file, relative to the scene file's directory unless absolute. The file is only
    /// checked to exist here; it is decoded when the scene is rendered.
    func decodeImagePath(_ node: Node, _ path: String) throws(SceneError) -> URL {
        let text = try string(node, path)
        guard !text.isEmpty else { throw error("\(path): expected a file path, found an empty string", at: node) }
        let url = text.hasPrefix("/")
            ? URL(fileURLWithPath: text)
            : baseDirectory.appendingPathComponent(text).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw error("\(path): no image file at '\(url.path)' ('\(text)' resolved against the scene file's "
                + "directory)", at: node)
        }
        guard !isDirectory.boolValue else {
            throw error("\(path): '\(url.path)' is a directory, expected an image file", at: node)
        }
        if let kind = Self.irregularKind(url.path) {
            throw error("\(path): '\(url.path)' is \(kind), not a regular file; expected an image file", at: node)
        }
        return url
    }

    /// What a path that exists but is not a regular file is ("a FIFO (named pipe)", "a character device"), links
    /// followed; nil for a regular file or nothing. A FIFO would block the render, a device never end or say
    /// "permission denied": both are named when the scene is loaded instead.
    static func irregularKind(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    /// `{colors: ["#0A84FF", systemPink], locations: [0, 1], angle: 90}`.
    func decodeGradient(_ node: Node, _ path: String) throws(SceneError) -> Background.Gradient {
        let gradient = try object(node, path, keys: ["colors", "locations", "angle"],
                                  example: "{colors: [\"#0A84FF\", systemPink], angle: 90}")
        let colorsNode = try gradient.required("colors")
        let colorNodes = try list(colorsNode, gradient.path("colors"))
        guard colorNodes.count >= 2 else {
            throw error("\(gradient.path("colors")): expected at least 2 colours, found \(colorNodes.count) "
                + "(for one colour use background.color)", at: colorsNode)
        }
        var colors: [Color] = []
        for (index, colorNode) in colorNodes.enumerated() {
            colors.append(try decodeColor(colorNode, "\(gradient.path("colors"))[\(index)]"))
        }
        var locations: [Double]?
        if let locationsNode = gradient.optional("locations") {
            let items = try list(locationsNode, gradient.path("locations"))
            guard items.count == colors.count else {
                throw error("\(gradient.path("locations")): expected \(colors.count) locations, one per colour, "
                    + "found \(items.count)", at: locationsNode)
            }
            var values: [Double] = []
            for (index, item) in items.enumerated() {
                let itemPath = "\(gradient.path("locations"))[\(index)]"
                let value = try number(item, itemPath, in: 0...1)
                if let last = values.last, value < last {
                    throw error("\(itemPath): locations must not decrease, found \(Self.format(value)) after "
                        + "\(Self.format(last))", at: item)
                }
                values.append(value)
            }
            locations = values
        }
        let angle = try gradient.optional("angle").map { (n) throws(SceneError) in
            try number(n, gradient.path("angle"), in: -360...360)
        } ?? 90
        return Background.Gradient(colors: colors, locations: locations, angle: angle)
    }
}
