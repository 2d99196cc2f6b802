import CFreeType
import Foundation

/// One FreeType library instance with one face opened from a file; both are freed on deinit.
///
/// Not thread-safe (FreeType objects are not): use an instance from one thread at a time.
final class FreeTypeFace {
    package let path: String
    private var library: FT_Library?
    package let face: FT_Face
    /// False for a bitmap-only (colour emoji) font, drawn scaled from its strike.
    let isScalable: Bool
    /// The pixel size of the selected strike of a bitmap font (0 for outline fonts).
    let strikePixels: Double

    /// Opens face 0 of the file at `path`; it must be scalable unless `allowBitmap` (a colour emoji font, whose
    /// first strike is selected).
    init(path: String, allowBitmap: Bool = false) throws(LabelError) {
        self.path = path
        var library: FT_Library?
        let initError = FT_Init_FreeType(&library)
        guard initError == 0, let library else {
            throw LabelError.unusableFont(path: path, reason: "FreeType failed to start: \(Self.describe(initError))")
        }
        var face: FT_Face?
        let openError = FT_New_Face(library, path, 0, &face)
        guard openError == 0, let face else {
            FT_Done_FreeType(library)
            throw LabelError.unusableFont(path: path, reason: Self.describe(openError))
        }
        let scalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
        if !scalable, allowBitmap, face.pointee.num_fixed_sizes > 0, FT_Select_Size(face, 0) == 0,
           let sizes = face.pointee.available_sizes, sizes[0].y_ppem > 0 {
            self.library = library
            self.face = face
            self.isScalable = false
            self.strikePixels = Double(sizes[0].y_ppem) / 64
            return
        }
        guard scalable else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            throw LabelError.unusableFont(path: path, reason: "a bitmap-only font; expected a scalable (outline) font")
        }
        self.library = library
        self.face = face
        self.isScalable = true
        self.strikePixels = 0
    }

    deinit {
        FT_Done_Face(face)
        if let library { FT_Done_FreeType(library) }
    }

    package var familyName: String { face.pointee.family_name.map { String(cString: $0) } ?? "" }
    package var styleName: String { face.pointee.style_name.map { String(cString: $0) } ?? "" }
    var unitsPerEm: Double { Double(max(face.pointee.units_per_EM, 1)) }
    package var hasKerning: Bool { face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0 }

    /// The OS/2 table's cap height in font units, when the table has one (version 2 and later).
    var capHeightUnits: Double? {
        guard let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) else { return nil }
        let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
        guard os2.version >= 2, os2.sCapHeight > 0 else { return nil }
        return Double(os2.sCapHeight)
    }

    /// FreeType's message for an error code, or the code.
    package static func describe(_ error: FT_Error) -> String {
        switch error {
        case 0x01: "cannot open the file"
        case 0x02: "unknown file format"
        case 0x03: "broken file"
        case 0x06: "invalid argument"
        case 0x07: "unimplemented feature"
        case 0x08: "broken table"
        case 0x10: "invalid glyph index"
        case 0x14: "invalid outline"
        case 0x17: "invalid pixel size"
        case 0x40: "out of memory"
        case 0x51: "cannot open stream"
        case 0x8E: "a required font table is missing"
        default: "FreeType error \(error)"
        }
    }
}
