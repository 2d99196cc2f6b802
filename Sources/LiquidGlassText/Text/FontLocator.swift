import Foundation

/// Finds a system font file for a weight and design when no font is given explicitly.
///
/// The default design wants Inter (`fonts-inter`; `Inter-<Weight>.otf`, `InterDisplay-…` from 20 pt, as SF Pro
/// switches to its Display cut at 20 pt), then DejaVu Sans (shipped by most Linux distributions): `DejaVuSans.ttf`
/// for regular and medium, `DejaVuSans-Bold.ttf` for semibold and heavier, `DejaVuSans-ExtraLight.ttf` for
/// ultra-light and thin. Serif and monospaced designs want DejaVu Serif and DejaVu Sans Mono (see ``FontDesign``).
/// It does not depend on fontconfig: it tries each directory of ``searchDirectories`` in order, first the file
/// directly in it and in the usual sub-folders (`opentype/inter`, `truetype/dejavu`, …), then anywhere below it
/// (at most ``maximumDepth`` levels, in sorted order so the result is deterministic).
public enum FontLocator {
    /// The directories searched, in order: the Debian/Ubuntu locations, the system and local font trees, the
    /// user's font folders and the macOS font folders.
    public static var searchDirectories: [String] {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return [
            "/usr/share/fonts/opentype/inter",
            "/usr/share/fonts/truetype/dejavu",
            "/usr/share/fonts",
            "/usr/local/share/fonts",
            "\(home)/.fonts",
            "\(home)/.local/share/fonts",
            "/Library/Fonts",
            "/System/Library/Fonts",
            "\(home)/Library/Fonts",
            "/opt/homebrew/share/fonts",
        ]
    }

    /// How many directory levels below a search directory are scanned.
    public static let maximumDepth = 4

    /// The point size from which the default design uses Inter's Display cut (SF Pro's Text/Display switch).
    public static let displaySize = 20.0

    /// Sub-folders where distributions usually put the fonts, tried before a full scan.
    static let knownSubfolders = ["", "opentype/inter", "truetype/dejavu", "opentype/noto", "truetype/noto", "dejavu",
                                  "TTF", "OTF", "dejavu-sans-fonts", "truetype", "opentype"]

    /// The file names wanted for `weight` in the default design at text sizes, best first.
    public static func fileNames(for weight: FontWeight) -> [String] {
        fileNames(for: weight, design: .default, italic: false, pointSize: LabelSpec.defaultSize)
    }

    /// The file names wanted for `weight`, `design` and slant at `pointSize`, best first (the last ones DejaVu
    /// Sans, which most systems have).
    public static func fileNames(for weight: FontWeight, design: FontDesign, italic: Bool, pointSize: Double) -> [String] {
        let dejaVu: [String] = switch weight {
        case .ultraLight, .thin: ["DejaVuSans-ExtraLight.ttf", "DejaVuSans.ttf"]
        case .light, .regular, .medium: [italic ? "DejaVuSans-Oblique.ttf" : "DejaVuSans.ttf", "DejaVuSans.ttf"]
        case .semibold, .bold, .heavy, .black: [italic ? "DejaVuSans-BoldOblique.ttf" : "DejaVuSans-Bold.ttf", "DejaVuSans-Bold.ttf"]
        }
        switch design {
        case .default, .rounded:
            let family = pointSize >= displaySize ? "InterDisplay" : "Inter"
            let style = interStyle(weight)
            let name = italic ? (style == "Regular" ? "Italic" : style + "Italic") : style
            return ["\(family)-\(name).otf", "Inter-\(name).otf"] + dejaVu
        case .serif:
            let bold = weight.usesBoldFace
            let name = "DejaVuSerif" + (bold ? "-Bold" : "") + (italic ? (bold ? "Italic" : "-Italic") : "")
            return [name + ".ttf", bold ? "DejaVuSerif-Bold.ttf" : "DejaVuSerif.ttf"] + dejaVu
        case .monospaced:
            let bold = weight.usesBoldFace
            let name = "DejaVuSansMono" + (bold ? "-Bold" : "") + (italic ? (bold ? "Oblique" : "-Oblique") : "")
            return [name + ".ttf", bold ? "DejaVuSansMono-Bold.ttf" : "DejaVuSansMono.ttf"] + dejaVu
        }
    }

    /// Inter's style name for a weight, by weight class (ultra-light 100 is Thin, thin 200 ExtraLight).
    static func interStyle(_ weight: FontWeight) -> String {
        switch weight {
        case .ultraLight: "Thin"
        case .thin: "ExtraLight"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        case .heavy: "ExtraBold"
        case .black: "Black"
        }
    }

    /// The path of a font file for `weight` (default design, text size) in `directories`, or nil.
    public static func find(weight: FontWeight, in directories: [String] = searchDirectories) -> String? {
        find(fileNames: fileNames(for: weight), in: directories)
    }

    /// The path of the first of `names` found in `directories`, or nil.
    ///
    /// Each wanted file name is tried in all directories before the next (fallback) name. Answers are kept:
    /// text layout asks for the same files for every line.
    public static func find(fileNames names: [String], in directories: [String] = searchDirectories) -> String? {
        let key = names.joined(separator: "\u{1}") + "\u{2}" + directories.joined(separator: "\u{1}")
        if let known = FoundFiles.shared.lookup(key) { return known }
        let found = search(fileNames: names, in: directories)
        FoundFiles.shared.store(key, found)
        return found
    }

    private static func search(fileNames names: [String], in directories: [String]) -> String? {
        let fileManager = FileManager.default
        for name in names {
            for directory in directories {
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue
                else { continue }
                for sub in knownSubfolders {
                    let candidate = sub.isEmpty ? "\(directory)/\(name)" : "\(directory)/\(sub)/\(name)"
                    if fileManager.isReadableFile(atPath: candidate) { return candidate }
                }
                if let found = scan(directory, for: name, depth: maximumDepth) { return found }
            }
        }
        return nil
    }

    /// Depth-first search for a readable file called `name` below `directory`, entries in sorted order.
    private static func scan(_ directory: String, for name: String, depth: Int) -> String? {
        guard depth > 0, let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
            return nil
        }
        for entry in entries.sorted() {
            let path = "\(directory)/\(entry)"
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if let found = scan(path, for: name, depth: depth - 1) { return found }
            } else if entry == name, FileManager.default.isReadableFile(atPath: path) {
                return path
            }
        }
        return nil
    }
}

/// The lookups already answered (a path, or none), shared by all threads.
final class FoundFiles: @unchecked Sendable {
    static let shared = FoundFiles()
    private let lock = NSLock()
    private var answers: [String: String?] = [:]

    func lookup(_ key: String) -> String?? {
        lock.lock(); defer { lock.unlock() }
        return answers[key]
    }

    func store(_ key: String, _ value: String?) {
        lock.lock(); defer { lock.unlock() }
        // A file that was not found may appear later (a test copying fonts): only found files are kept.
        if value != nil { answers[key] = value }
    }
}
