import Foundation

/// Finds the Swift files to lint under the given paths, honouring `included` and `excluded`.
///
/// Directories are searched recursively; hidden directories (`.build`, `.git`, `.swiftpm`) are skipped. Patterns
/// are matched against paths relative to `base` (the configuration's directory). A file named explicitly is
/// linted even when a pattern excludes it, like a file passed to the compiler.
public struct FileCollector: Sendable {
    public let base: String
    public let included: [Glob]
    public let excluded: [Glob]

    public init(base: String, included: [String], excluded: [String]) {
        self.base = base
        self.included = included.map(Glob.init)
        self.excluded = excluded.map(Glob.init)
    }

    public enum Failure: Error, CustomStringConvertible {
        case missing(String)

        public var description: String {
            switch self {
            case .missing(let path): "\(path): no such file or directory"
            }
        }
    }

    /// The Swift files under `paths`, sorted, without duplicates.
    public func collect(_ paths: [String]) throws(Failure) -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        let root = LexicalPath.absolute(base)
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path) }
            if !isDirectory.boolValue {
                files.append(Self.clean(path))
                continue
            }
            guard let enumerator = manager.enumerator(atPath: path) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                let full = Self.clean(path == "." ? relative : (path as NSString).appendingPathComponent(relative))
                if name.hasPrefix(".") {
                    enumerator.skipDescendants()
                    continue
                }
                let key = Self.relative(full, to: root)
                if excluded.contains(where: { $0.matches(key) }) {
                    enumerator.skipDescendants()
                    continue
                }
                guard name.hasSuffix(".swift") else { continue }
                // A folder can be named like a Swift file (anytype-swift has one): it is searched, not linted — read
                // as a file it was reported as a parse error.
                var isFolder: ObjCBool = false
                if manager.fileExists(atPath: full, isDirectory: &isFolder), isFolder.boolValue { continue }
                if !included.isEmpty, !included.contains(where: { $0.matches(key) }) { continue }
                files.append(full)
            }
        }
        return Array(Set(files)).sorted()
    }

    /// `path` relative to `root` (the base made absolute), for matching patterns.
    static func relative(_ path: String, to root: String) -> String {
        let absolute = LexicalPath.absolute(path)
        if absolute == root { return "" }
        if absolute.hasPrefix(root + "/") { return String(absolute.dropFirst(root.count + 1)) }
        return path
    }

    /// `path` made absolute against the current directory, `.` and `..` resolved textually (``LexicalPath``).
    public static func absolutePath(_ path: String) -> String { LexicalPath.absolute(path) }

    static func clean(_ path: String) -> String {
        var cleaned = path
        while cleaned.hasPrefix("./") { cleaned.removeFirst(2) }
        return cleaned
    }
}
