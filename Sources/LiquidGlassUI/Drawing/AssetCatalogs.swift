import Foundation

/// The asset catalogs a render reads `Image("name")`, `Color("name")`, `Image(.name)` and `Color(.name)` from:
/// the `.xcassets` folders among the renderer's asset directories (``ImageRenderer/assetDirectories``, the
/// recorder's and the snapshot strategy's), and those found inside the other directories given there. Catalogs are
/// read once per path and kept; one that cannot be read is a warning naming the file (in the report and on
/// standard error), and the render goes on without it.
enum AssetCatalogs {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var active: [AssetCatalog] = []
    nonisolated(unsafe) private static var loaded: [String: AssetCatalog] = [:]
    nonisolated(unsafe) private static var activePaths: [URL] = []

    /// Reads (or takes from the cache) the catalogs in and under `directories`.
    nonisolated static func use(_ directories: [URL]) {
        lock.lock()
        let same = directories == activePaths
        lock.unlock()
        if same { return }
        var catalogs: [AssetCatalog] = []
        for url in directories.flatMap({ AssetCatalog.catalogs(in: $0) }) {
            lock.lock()
            let known = loaded[url.path]
            lock.unlock()
            if let known { catalogs.append(known); continue }
            do {
                let catalog = try AssetCatalog(contentsOf: url)
                for problem in catalog.problems { AssetWarnings.note("asset catalog: \(problem)") }
                lock.lock(); loaded[url.path] = catalog; lock.unlock()
                catalogs.append(catalog)
            } catch {
                AssetWarnings.note("asset catalog not read: \(error)")
            }
        }
        lock.lock()
        active = catalogs
        activePaths = directories
        lock.unlock()
    }

    nonisolated static var current: [AssetCatalog] {
        lock.lock(); defer { lock.unlock() }
        return active
    }

    /// The file of image set `name` for the scheme, with its scale (pixels per point).
    nonisolated static func image(named name: String, dark: Bool) -> (url: URL, scale: Double)? {
        for catalog in current {
            if let file = catalog.image(named: name, dark: dark) { return (file.url, file.scale) }
        }
        return nil
    }

    nonisolated static func color(named name: String) -> (light: SIMD4<Double>, dark: SIMD4<Double>)? {
        for catalog in current {
            if let c = catalog.color(named: name) { return c }
        }
        return nil
    }

    /// Where the catalogs were looked for, for warnings.
    nonisolated static var searched: String {
        let names = current.map { $0.url.lastPathComponent }
        return names.isEmpty ? "no asset catalog was given (liquidglass preview --assets PATH, ImageRenderer.assetDirectories)"
            : "not in " + names.joined(separator: ", ")
    }
}

extension AssetCatalog {
    /// The `.xcassets` folders at or under `url` (at most `depth` levels down; hidden folders, `build`, `Pods`,
    /// `node_modules` and `DerivedData` skipped), sorted.
    public static func catalogs(in url: URL, depth maximumDepth: Int = 6) -> [URL] {
        if url.pathExtension == "xcassets" { return [url] }
        var found: [URL] = []
        func walk(_ dir: URL, _ depth: Int) {
            guard depth <= maximumDepth, let entries = try? FileManager.default.contentsOfDirectory(atPath: dir.path) else { return }
            for entry in entries.sorted() where !entry.hasPrefix(".") && !["Pods", "node_modules", "DerivedData", "build"].contains(entry) {
                let child = dir.appendingPathComponent(entry)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if child.pathExtension == "xcassets" { found.append(child) } else { walk(child, depth + 1) }
            }
        }
        walk(url, 0)
        return found
    }

    /// The folder of the Xcode project or Swift package around `file`: the nearest folder above it holding an
    /// `.xcodeproj`, `.xcworkspace` or `Package.swift` (at most 8 levels up), else nil.
    public static func projectFolder(around file: URL) -> URL? {
        var dir = file.deletingLastPathComponent()
        for _ in 0..<8 {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            if entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" }) {
                return dir
            }
            let parent = dir.deletingLastPathComponent()
            if parent.path == dir.path { break }
            dir = parent
        }
        return nil
    }

    /// Swift source declaring the asset symbols Xcode generates for `catalogs` (GeneratedAssetSymbols.swift):
    /// `ImageResource.name` for each image set, `ColorResource.name` for each colour set, named as Xcode names
    /// them (lower camel case, a trailing "Image"/"Color" dropped, keywords escaped). Namespaced names are skipped.
    public static func generatedSymbols(for catalogs: [AssetCatalog]) -> String {
        var images: [String: String] = [:], colors: [String: String] = [:]
        for catalog in catalogs {
            for name in catalog.imageNames where !name.contains("/") { if let id = identifier(name, dropping: "Image") { images[id] = images[id] ?? name } }
            for name in catalog.colorNames where !name.contains("/") { if let id = identifier(name, dropping: "Color") { colors[id] = colors[id] ?? name } }
        }
        func quoted(_ s: String) -> String { s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") }
        var out = "import Foundation\nimport LiquidGlassUI\n\n"
        if !images.isEmpty {
            out += "extension ImageResource {\n"
            for (id, name) in images.sorted(by: { $0.key < $1.key }) {
                out += "    static let \(id) = ImageResource(name: \"\(quoted(name))\", bundle: .main)\n"
            }
            out += "}\n\n"
        }
        if !colors.isEmpty {
            out += "extension ColorResource {\n"
            for (id, name) in colors.sorted(by: { $0.key < $1.key }) {
                out += "    static let \(id) = ColorResource(name: \"\(quoted(name))\", bundle: .main)\n"
            }
            out += "}\n"
        }
        return out
    }

    private static let keywords: Set<String> = Set("""
        associatedtype class deinit enum extension fileprivate func import init inout internal let open operator private \
        precedencegroup protocol public rethrows static struct subscript typealias var break case catch continue default \
        defer do else fallthrough for guard if in repeat return throw switch where while Any as await false is nil self \
        Self super throws true try _
        """.split(separator: " ").map(String.init))

    static func identifier(_ name: String, dropping suffix: String) -> String? {
        let parts = name.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        guard let first = parts.first else { return nil }
        var s = first.prefix(1).lowercased() + first.dropFirst() + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        if s.hasSuffix(suffix), s.count > suffix.count { s.removeLast(suffix.count) }
        if s.first!.isNumber { s = "_" + s }
        return keywords.contains(s) ? "`\(s)`" : s
    }
}
