import Foundation

/// Finds a system font file for a weight when no font is given explicitly.
///
/// The lookup wants DejaVu Sans (shipped by most Linux distributions): `DejaVuSans.ttf` for regular and medium,
/// `DejaVuSans-Bold.ttf` for semibold and heavier, `DejaVuSans-ExtraLight.ttf` for ultra-light and thin (falling
/// back to the regular file). It does not depend on fontconfig: it tries each directory of ``searchDirectories``
/// in order, first the file directly in it and in the usual sub-folders (`truetype/dejavu`, `dejavu`, `TTF`, …),
/// then anywhere below it (at most ``maximumDepth`` levels, in sorted order so the result is deterministic).
public enum FontLocator {
    /// The directories searched, in order: the Debian/Ubuntu location, the system and local font trees, the
    /// user's font folders and the macOS font folders.
    public static var searchDirectories: [String] {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        return [
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

    /// Sub-folders where distributions usually put DejaVu, tried before a full scan.
    static let knownSubfolders = ["", "truetype/dejavu", "dejavu", "TTF", "dejavu-sans-fonts", "truetype"]

    /// The file names wanted for `weight`, best first.
    public static func fileNames(for weight: FontWeight) -> [String] {
        switch weight {
        case .ultraLight, .thin: ["DejaVuSans-ExtraLight.ttf", "DejaVuSans.ttf"]
        case .light, .regular, .medium: ["DejaVuSans.ttf"]
        case .semibold, .bold, .heavy, .black: ["DejaVuSans-Bold.ttf"]
        }
    }

    /// The path of a font file for `weight` in `directories`, or nil.
    ///
    /// Each wanted file name is tried in all directories before the next (fallback) name.
    public static func find(weight: FontWeight, in directories: [String] = searchDirectories) -> String? {
        let fileManager = FileManager.default
        for name in fileNames(for: weight) {
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
