import Foundation

/// A failure to resolve a font or a symbol, or to rasterise a label.
///
/// The ``description`` says what was asked for, where it was looked for and what was expected, for example
/// `no font found for weight regular: looked for DejaVuSans.ttf in /usr/share/fonts/truetype/dejavu, …; pass a
/// font file with --font PATH or the scene's font: key`.
public enum LabelError: Error, Equatable, CustomStringConvertible {
    /// A weight name that is not one of ``FontWeight``'s names.
    case unknownWeight(String)
    /// No font file for `weight` in any of the `searched` places (files and directories, in search order).
    case fontNotFound(weight: FontWeight, searched: [String])
    /// A font file that cannot be used: missing, unreadable, a directory, or not a scalable font FreeType opens.
    case unusableFont(path: String, reason: String)
    /// A point size or scale that is not a positive finite number, or whose product (the pixel size) is too large.
    case invalidSize(pointSize: Double, scale: Double)
    /// A symbol name the library does not have, with up to three of the nearest names it does have.
    case unknownSymbol(name: String, suggestions: [String])
    /// FreeType failed while laying out or rendering text in the font at `path`.
    case rasterization(path: String, reason: String)

    public var description: String {
        switch self {
        case .unknownWeight(let name):
            let names = FontWeight.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown font weight '\(name)'; expected one of \(names)"
        case .fontNotFound(let weight, let searched):
            let files = FontLocator.fileNames(for: weight).joined(separator: " or ")
            return "no font found for weight \(weight): looked for \(files) in \(searched.joined(separator: ", ")); "
                + "pass a font file with --font PATH or the scene's font: key"
        case .unusableFont(let path, let reason):
            return "\(path): not a usable font (\(reason)); expected a TrueType or OpenType font file"
        case .invalidSize(let pointSize, let scale):
            return "invalid label size \(pointSize) pt at scale \(scale); expected positive finite numbers whose "
                + "product is at most \(Int(TextRasterizer.maximumPixelSize)) pixels"
        case .unknownSymbol(let name, let suggestions):
            let hint = suggestions.isEmpty ? "" : "; did you mean \(suggestions.map { "'\($0)'" }.joined(separator: ", "))?"
            let font = SymbolLibrary.iconFontPath == nil
                ? "; the icon font is not installed (apt install \(IconFont.package)), so only the \(SymbolLibrary.handMadeNames.count) hand-made symbols are drawn"
                : ""
            return "unknown symbol '\(name)'\(hint)\(font) (`liquidglass symbols` lists the names drawn)"
        case .rasterization(let path, let reason):
            return "\(path): could not render text (\(reason))"
        }
    }
}
