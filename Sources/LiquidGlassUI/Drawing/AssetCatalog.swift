import Foundation

/// An Xcode asset catalog (`.xcassets`) read as Xcode reads it: image sets (PNG/JPEG files by scale — @1x, @2x,
/// @3x or one universal file — and by appearance, light/dark) and colour sets (sRGB, extended sRGB or Display P3;
/// components as floats `0.5`, 8-bit integers `128` or hex `0x80`; light, dark and high-contrast appearances),
/// in folders and namespaced groups (`Group/name` when a folder's Contents.json `provides-namespace`).
///
/// A set Xcode could not read (a Contents.json that is not JSON or not an object, a colour component that is not
/// a number) or a file it names that is missing is skipped and listed in ``problems`` with the file and what is
/// wrong; the rest of the catalog is read. A group folder's unreadable Contents.json is an error
/// (``AssetCatalogError``) naming it.
public struct AssetCatalog: Sendable {
    /// One file of an image set.
    struct ImageFile: Sendable {
        var url: URL
        /// Pixels per point: 1, 2 or 3.
        var scale: Double
        var dark: Bool
    }

    /// One appearance of a colour set, in sRGB (Display P3 converted).
    struct ColorVariant: Sendable {
        var rgba: SIMD4<Double>
        var dark: Bool
        var highContrast: Bool
    }

    /// The catalog's folder.
    public let url: URL
    private(set) var images: [String: [ImageFile]] = [:]
    private(set) var colors: [String: [ColorVariant]] = [:]
    /// Files an image set names that are not there, and other problems Xcode would warn about.
    public private(set) var problems: [String] = []

    /// The names of the image sets and colour sets, sorted.
    public var imageNames: [String] { images.keys.sorted() }
    public var colorNames: [String] { colors.keys.sorted() }

    /// Reads the catalog at `url` (a folder ending in `.xcassets`).
    ///
    /// - Throws: ``AssetCatalogError`` naming the file for a folder that is missing or a Contents.json Xcode could
    ///   not read.
    public init(contentsOf url: URL) throws {
        self.url = url
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw AssetCatalogError(path: url.path, reason: "no such folder (an asset catalog is a folder ending in .xcassets)")
        }
        try read(folder: url, namespace: "", depth: 0)
    }

    private mutating func read(folder: URL, namespace: String, depth: Int) throws {
        guard depth < 12 else { return }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for entry in entries {
            let child = folder.appendingPathComponent(entry)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let ext = child.pathExtension, base = child.deletingPathExtension().lastPathComponent
            switch ext {
            // A set Xcode could not read is skipped with its error; the rest of the catalog is still read.
            case "imageset":
                do { images[namespace + base] = try readImageSet(child) } catch { problems.append("\(error); image set skipped") }
            case "colorset":
                do { colors[namespace + base] = try readColorSet(child) } catch { problems.append("\(error); colour set skipped") }
            case "": 
                let contents = child.appendingPathComponent("Contents.json")
                var inner = namespace
                if FileManager.default.fileExists(atPath: contents.path),
                   let props = try Self.json(contents)["properties"] as? [String: Any],
                   props["provides-namespace"] as? Bool == true {
                    inner += entry + "/"
                }
                try read(folder: child, namespace: inner, depth: depth + 1)
            default: continue // app icons, symbol sets, data sets: not read
            }
        }
    }

    static func json(_ url: URL) throws -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw AssetCatalogError(path: url.path, reason: "cannot read the file")
        }
        let object: Any
        do { object = try JSONSerialization.jsonObject(with: data) } catch {
            throw AssetCatalogError(path: url.path, reason: "not valid JSON (\(error.localizedDescription))")
        }
        guard let dictionary = object as? [String: Any] else {
            throw AssetCatalogError(path: url.path, reason: "expected a JSON object at the top level")
        }
        return dictionary
    }

    private static func appearance(_ entry: [String: Any]) -> (dark: Bool, highContrast: Bool, other: Bool) {
        var dark = false, high = false, other = false
        for a in entry["appearances"] as? [[String: Any]] ?? [] {
            switch (a["appearance"] as? String, a["value"] as? String) {
            case ("luminosity", "dark"): dark = true
            case ("luminosity", "light"), ("luminosity", "any"): break
            case ("contrast", "high"): high = true
            default: other = true
            }
        }
        return (dark, high, other)
    }

    private mutating func readImageSet(_ folder: URL) throws -> [ImageFile] {
        let contents = folder.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: contents.path) else {
            problems.append("\(folder.path): no Contents.json; image set skipped")
            return []
        }
        var files: [ImageFile] = []
        for entry in try Self.json(contents)["images"] as? [[String: Any]] ?? [] {
            guard let name = entry["filename"] as? String else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            let (dark, high, other) = Self.appearance(entry)
            guard !high, !other else { continue }
            let url = folder.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: url.path) else {
                problems.append("\(url.path): named by \(contents.path) but missing")
                continue
            }
            let ext = url.pathExtension.lowercased()
            guard ["png", "jpg", "jpeg"].contains(ext) else {
                problems.append("\(url.path): .\(ext) images are not read (PNG and JPEG are)")
                continue
            }
            let scale = Double((entry["scale"] as? String)?.dropLast() ?? "1") ?? 1
            files.append(ImageFile(url: url, scale: scale, dark: dark))
        }
        return files
    }

    private mutating func readColorSet(_ folder: URL) throws -> [ColorVariant] {
        let contents = folder.appendingPathComponent("Contents.json")
        guard FileManager.default.fileExists(atPath: contents.path) else {
            problems.append("\(folder.path): no Contents.json; colour set skipped")
            return []
        }
        var variants: [ColorVariant] = []
        for entry in try Self.json(contents)["colors"] as? [[String: Any]] ?? [] {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard ["universal", "iphone"].contains(idiom) else { continue }
            let (dark, high, other) = Self.appearance(entry)
            guard !other, let color = entry["color"] as? [String: Any] else { continue }
            guard let components = color["components"] as? [String: Any] else {
                problems.append("\(contents.path): a colour without components (a system colour reference) is not read")
                continue
            }
            func component(_ key: String, default fallback: Double? = nil) throws -> Double {
                guard let raw = components[key] else {
                    if let fallback { return fallback }
                    throw AssetCatalogError(path: contents.path, reason: "colour component \"\(key)\" is missing")
                }
                guard let value = Self.component(raw) else {
                    throw AssetCatalogError(path: contents.path, reason: "colour component \"\(key)\": \(raw) is not a number")
                }
                return value
            }
            var rgba: SIMD4<Double>
            if components["white"] != nil, components["red"] == nil {
                let w = try component("white")
                rgba = SIMD4(w, w, w, try component("alpha", default: 1))
            } else {
                rgba = SIMD4(try component("red"), try component("green"), try component("blue"), try component("alpha", default: 1))
            }
            if (color["color-space"] as? String)?.contains("p3") == true { rgba = Self.sRGB(fromDisplayP3: rgba) }
            variants.append(ColorVariant(rgba: rgba, dark: dark, highContrast: high))
        }
        return variants
    }

    /// A component as Xcode writes it: a float 0…1 (`"0.500"`, or a JSON number), an 8-bit integer (`"128"`) or
    /// hex (`"0x80"`).
    static func component(_ raw: Any) -> Double? {
        if let n = raw as? Double { return n }
        guard let s = (raw as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if s.lowercased().hasPrefix("0x") { return UInt64(s.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if s.contains(".") { return Double(s) }
        return Int(s).map { Double($0) / 255 }
    }

    /// Display P3 (gamma-encoded) to sRGB (gamma-encoded, unclamped: extended sRGB), through linear light.
    static func sRGB(fromDisplayP3 c: SIMD4<Double>) -> SIMD4<Double> {
        func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func enc(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(max(v, 0), 1 / 2.4) - 0.055 }
        let r = lin(c.x), g = lin(c.y), b = lin(c.z)
        // The P3-D65 → sRGB matrix (both D65).
        let sr = 1.2249 * r - 0.2247 * g + 0.0000 * b
        let sg = -0.0420 * r + 1.0419 * g + 0.0000 * b
        let sb = -0.0197 * r - 0.0786 * g + 1.0979 * b
        return SIMD4(enc(sr), enc(sg), enc(sb), c.w)
    }

    /// The best file of image set `name` for the scheme: the appearance's files (else the other's), highest scale.
    func image(named name: String, dark: Bool) -> ImageFile? {
        guard let files = images[name], !files.isEmpty else { return nil }
        let matching = files.filter { $0.dark == dark }
        return (matching.isEmpty ? files.filter { !$0.dark } : matching).max { $0.scale < $1.scale } ?? files.first
    }

    /// Colour set `name`'s light and dark colours (increased contrast's when `highContrast` and the set has them).
    func color(named name: String, highContrast: Bool = false) -> (light: SIMD4<Double>, dark: SIMD4<Double>)? {
        guard let variants = colors[name], !variants.isEmpty else { return nil }
        func pick(_ dark: Bool) -> SIMD4<Double>? {
            let any = variants.filter { $0.dark == dark }
            return (any.first { $0.highContrast == highContrast } ?? any.first { !$0.highContrast } ?? any.first)?.rgba
        }
        let light = pick(false) ?? variants[0].rgba
        return (light, pick(true) ?? light)
    }
}

/// A catalog Xcode could not read: the file and what is wrong with it.
public struct AssetCatalogError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}
