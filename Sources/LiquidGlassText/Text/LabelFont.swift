import CFreeType
import Foundation

/// A font file for label text, checked to be a scalable font FreeType can open.
///
/// Get one from an explicit file (the command line's `--font PATH`, a scene's `font:` key) with
/// ``init(path:)``, or from the system with ``system(weight:searching:)``; ``resolve(weight:path:)`` does
/// whichever applies. An explicit file is used as it is for every weight. A system font is Inter, else DejaVu Sans
/// (see ``FontLocator``); DejaVu's weights between its files are approximated by emboldening outlines
/// (``syntheticEmboldening``).
public struct LabelFont: Sendable, Equatable {
    /// The font file.
    public let path: String
    /// The face's family name as FreeType reports it (for example "DejaVu Sans").
    public let familyName: String
    /// The face's style name (for example "Bold").
    public let styleName: String
    /// How much outlines are thickened, as a fraction of the em (0 = drawn as designed).
    public let syntheticEmboldening: Double

    /// The font in the file at `path`, drawn as designed.
    ///
    /// - Throws: ``LabelError/unusableFont(path:reason:)`` naming the file when it is missing, unreadable, a
    ///   directory, or not a scalable font.
    public init(path: String) throws(LabelError) {
        try self.init(path: path, syntheticEmboldening: 0)
    }

    init(path: String, syntheticEmboldening: Double) throws(LabelError) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw LabelError.unusableFont(path: path, reason: "no such file")
        }
        guard !isDirectory.boolValue else { throw LabelError.unusableFont(path: path, reason: "is a directory") }
        guard FileManager.default.isReadableFile(atPath: path) else {
            throw LabelError.unusableFont(path: path, reason: "permission denied")
        }
        let face = try FreeTypeFace(path: path)
        self.path = path
        self.familyName = face.familyName
        self.styleName = face.styleName
        self.syntheticEmboldening = syntheticEmboldening
    }

    /// The system font for `weight`: DejaVu Sans from the first of `directories` that has it.
    ///
    /// - Throws: ``LabelError/fontNotFound(weight:searched:)`` listing the directories searched, or
    ///   ``LabelError/unusableFont(path:reason:)`` when the file found cannot be opened.
    public static func system(weight: FontWeight, searching directories: [String] = FontLocator.searchDirectories)
        throws(LabelError) -> LabelFont
    {
        guard let path = FontLocator.find(weight: weight, in: directories) else {
            throw LabelError.fontNotFound(weight: weight, searched: directories)
        }
        return try LabelFont(path: path, syntheticEmboldening: syntheticEmboldening(for: weight, path: path))
    }

    /// The system font for `weight`, `design` and slant at `pointSize` (see ``FontLocator`` and ``FontDesign``).
    ///
    /// - Throws: ``LabelError/fontNotFound(weight:searched:)`` listing the directories searched, or
    ///   ``LabelError/unusableFont(path:reason:)`` when the file found cannot be opened.
    public static func system(weight: FontWeight, design: FontDesign, italic: Bool, pointSize: Double,
                              searching directories: [String] = FontLocator.searchDirectories) throws(LabelError) -> LabelFont {
        let names = FontLocator.fileNames(for: weight, design: design, italic: italic, pointSize: pointSize)
        guard let path = FontLocator.find(fileNames: names, in: directories) else {
            throw LabelError.fontNotFound(weight: weight, searched: directories)
        }
        return try LabelFont(path: path, syntheticEmboldening: syntheticEmboldening(for: weight, path: path))
    }

    /// The font at `path` when given, else the system font for `weight`.
    public static func resolve(weight: FontWeight, path: String?) throws(LabelError) -> LabelFont {
        if let path { return try LabelFont(path: path) }
        return try system(weight: weight)
    }

    /// DejaVu has regular, bold and extra-light files; medium, heavy and black are the nearest file thickened.
    /// The amounts (fractions of the em; DejaVu's regular stem is about 0.09 em, its bold stem 0.14 em) put the
    /// synthetic weights between and beyond the real ones.
    /// Inter has a file per weight: drawn as designed.
    static func syntheticEmboldening(for weight: FontWeight, path: String) -> Double {
        let file = (path as NSString).lastPathComponent
        guard file.hasPrefix("DejaVu") else { return 0 }
        let isBold = file.contains("Bold"), isLight = file.contains("ExtraLight")
        switch weight {
        case .medium where !isBold && !isLight: return 0.02
        case .heavy where isBold: return 0.03
        case .black where isBold: return 0.055
        default: return 0
        }
    }
}
