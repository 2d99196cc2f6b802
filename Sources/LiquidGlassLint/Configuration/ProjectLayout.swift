import Foundation

/// What the projects in the linted tree say about each directory: every `Package.swift` (for the files
/// under it) and every `*.xcodeproj/project.pbxproj` (per target: its synchronised folders and a folder named
/// like the target; else the whole project folder, with the union of its targets' platforms and their lowest
/// iOS deployment target). The deepest directory that holds a file decides for it.
public struct ProjectLayout: Sendable, Equatable {
    /// Absolute directory paths (no trailing `/`) and their settings.
    public private(set) var directories: [String: TargetSettings]

    public init(directories: [String: TargetSettings] = [:]) {
        self.directories = directories
    }

    /// The settings of the deepest known directory holding `path`; `nil` when none does.
    public func settings(for path: String) -> TargetSettings? {
        guard !directories.isEmpty else { return nil }
        var directory = LexicalPath.parent(LexicalPath.absolute(path))
        while true {
            if let settings = directories[directory] { return settings }
            let parent = LexicalPath.parent(directory)
            if parent == directory || parent.isEmpty { return nil }
            directory = parent
        }
    }

    /// The outermost known project directory holding `path` (so an app and its local packages are one
    /// project); `""` when none does. Declarations are shared only within one project.
    public func project(of path: String) -> String {
        guard !directories.isEmpty else { return "" }
        var directory = LexicalPath.parent(LexicalPath.absolute(path))
        var outermost = ""
        while true {
            if directories[directory] != nil { outermost = directory }
            let parent = LexicalPath.parent(directory)
            if parent == directory || parent.isEmpty { return outermost }
            directory = parent
        }
    }

    /// Finds the manifests and Xcode projects under `roots` (directories; a file's directory and the current
    /// directory's own `Package.swift` are looked at too). Hidden directories, `.build` and `Pods` are skipped.
    public static func discover(roots: [String]) -> ProjectLayout {
        var layout = ProjectLayout()
        let manager = FileManager.default
        var visited: Set<String> = []
        for root in roots {
            var isDirectory: ObjCBool = false
            let absoluteRoot = LexicalPath.absolute(root)
            guard manager.fileExists(atPath: absoluteRoot, isDirectory: &isDirectory) else { continue }
            let directory = isDirectory.boolValue ? absoluteRoot : (absoluteRoot as NSString).deletingLastPathComponent
            // Manifests above the root (a file or folder linted inside a package).
            var above = directory
            while true {
                layout.read(directory: above, manager)
                let parent = (above as NSString).deletingLastPathComponent
                if parent == above || parent.isEmpty { break }
                above = parent
            }
            guard isDirectory.boolValue, visited.insert(directory).inserted,
                let enumerator = manager.enumerator(atPath: directory)
            else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") || name == "Pods" || name == "DerivedData" || name == "node_modules" {
                    enumerator.skipDescendants()
                    continue
                }
                if name == "project.yml" {
                    layout.readXcodeGenSpec(at: (directory as NSString).appendingPathComponent(relative), manager)
                } else if name == "Package.swift" || name == "project.pbxproj" {
                    layout.read(
                        directory: ((directory as NSString).appendingPathComponent(relative) as NSString)
                            .deletingLastPathComponent, manager)
                }
            }
        }
        return layout
    }

    /// An XcodeGen spec speaks for its folder (deeper projects win by depth; in one folder, what is read
    /// first).
    private mutating func readXcodeGenSpec(at path: String, _ manager: FileManager) {
        let directory = (path as NSString).deletingLastPathComponent
        guard directories[directory] == nil, let data = manager.contents(atPath: path),
            let settings = XcodeGenSpec.settings(spec: String(decoding: data, as: UTF8.self))
        else { return }
        directories[directory] = settings
    }

    /// Reads `Package.swift` in `directory`, or the project when `directory` is a `.xcodeproj`.
    private mutating func read(directory: String, _ manager: FileManager) {
        if directory.hasSuffix(".xcodeproj") {
            let file = (directory as NSString).appendingPathComponent("project.pbxproj")
            guard let data = manager.contents(atPath: file) else { return }
            addProject(XcodeProject.targets(pbxproj: String(decoding: data, as: UTF8.self)),
                       in: (directory as NSString).deletingLastPathComponent, manager)
            return
        }
        let manifest = (directory as NSString).appendingPathComponent("Package.swift")
        guard directories[directory] == nil, let data = manager.contents(atPath: manifest) else { return }
        let settings = PackageManifest.settings(manifest: String(decoding: data, as: UTF8.self))
        if !settings.platforms.isEmpty || settings.iOSDeploymentTarget != nil { directories[directory] = settings }
    }

    private mutating func addProject(_ targets: [XcodeProject.Target], in folder: String, _ manager: FileManager) {
        guard !targets.isEmpty else { return }
        var whole = TargetSettings()
        for target in targets {
            whole.platforms.formUnion(target.settings.platforms)
            if let version = target.settings.iOSDeploymentTarget {
                whole.iOSDeploymentTarget = min(whole.iOSDeploymentTarget ?? version, version)
            }
            // The folder named like the target counts even when the target also has synchronised folders:
            // mlem's app target syncs eleven subfolders and lists the rest of `Mlem/` file by file, and without
            // this its files took the whole project's lowest target (18.0, from the test targets) instead of the
            // app's 26.0 — nineteen wrong `missing_glass_availability` findings on the fresh tuning half.
            var folders = target.folders
            if !folders.contains(target.name) { folders.append(target.name) }
            for relative in folders {
                let path = (folder as NSString).appendingPathComponent(relative)
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
                    directories[path] == nil
                else { continue }
                directories[path] = target.settings
            }
        }
        if directories[folder] == nil { directories[folder] = whole }
    }
}
