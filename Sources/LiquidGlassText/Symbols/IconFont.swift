import CFreeType
import Foundation

/// The icon font SF Symbols names are drawn from when no hand-made symbol has the name: Material Icons
/// (`MaterialIcons-Regular.ttf`, Debian/Ubuntu package `fonts-material-design-icons-iconfont`, Apache-2.0).
///
/// Found in `$LIQUIDGLASS_SYMBOL_FONT` when that is set, else in each of ``FontLocator/searchDirectories``
/// directly or under `truetype/material-design-icons-iconfont`. One shared FreeType face behind a lock, since
/// FreeType objects are not thread-safe; glyphs are drawn once per name, size and weight (``SymbolMaskCache``).
final class IconFont: @unchecked Sendable {
    /// The font's file name.
    static let fileName = "MaterialIcons-Regular.ttf"
    /// The Debian package that installs it.
    static let package = "fonts-material-design-icons-iconfont"

    /// The icon font of this machine, or nil when it is not installed or cannot be opened.
    static let shared: IconFont? = locate().flatMap { try? IconFont(path: $0) }

    /// Where the font was looked for, in order.
    static var searchedPaths: [String] {
        if let path = ProcessInfo.processInfo.environment["LIQUIDGLASS_SYMBOL_FONT"], !path.isEmpty { return [path] }
        return FontLocator.searchDirectories.flatMap {
            [$0 + "/truetype/material-design-icons-iconfont/" + fileName, $0 + "/" + fileName]
        }
    }

    static func locate() -> String? { searchedPaths.first { FileManager.default.isReadableFile(atPath: $0) } }

    let path: String
    private let face: FreeTypeFace
    private let lock = NSLock()

    init(path: String) throws(LabelError) {
        self.path = path
        face = try FreeTypeFace(path: path)
    }

    /// True when the font has a glyph for `codepoint`.
    func hasGlyph(_ codepoint: UInt32) -> Bool {
        lock.withLock { FT_Get_Char_Index(face.face, FT_ULong(codepoint)) != 0 }
    }

    /// Draws the glyph for `codepoint` into `mask` (taking the larger coverage per pixel) with the font's em
    /// square — the icon set's 24-unit grid — spanning `emSize` pixels from `emOrigin` (mask pixels, top left),
    /// its outline thickened by `embolden` pixels (thinned when negative).
    func draw(_ codepoint: UInt32, into mask: inout CoverageMask, emOrigin: SIMD2<Double>, emSize: Double,
              embolden: Double) throws(LabelError)
    {
        lock.lock()
        defer { lock.unlock() }
        do {
            let ft = face.face
            let sizeError = FT_Set_Char_Size(ft, 0, FT_F26Dot6((emSize * 64).rounded()), 72, 72)
            let index = FT_Get_Char_Index(ft, FT_ULong(codepoint))
            guard sizeError == 0, index != 0,
                  FT_Load_Glyph(ft, index, FT_Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
                  let slot = ft.pointee.glyph, slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
            else {
                throw LabelError.rasterization(path: path, reason: "cannot load the icon glyph U+"
                    + String(codepoint, radix: 16, uppercase: true))
            }
            let strength = FT_Pos((embolden * 64).rounded())
            if strength != 0 {
                FT_Outline_Embolden(&slot.pointee.outline, strength)
                // Emboldening grows the outline up and right only; recentre it.
                FT_Outline_Translate(&slot.pointee.outline, -strength / 2, -strength / 2)
            }
            // In y-up mask coordinates the em square's bottom-left corner is at (x, height - y - emSize).
            let x = emOrigin.x, y = Double(mask.height) - emOrigin.y - emSize
            FT_Outline_Translate(&slot.pointee.outline, FT_Pos((x * 64).rounded()), FT_Pos((y * 64).rounded()))
            guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else {
                throw LabelError.rasterization(path: path, reason: "cannot render the icon glyph U+"
                    + String(codepoint, radix: 16, uppercase: true))
            }
            let bitmap = slot.pointee.bitmap
            guard let buffer = bitmap.buffer, bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) else { return }
            let levels = Float(max(Int(bitmap.num_grays) - 1, 1)), pitch = Int(bitmap.pitch)
            let firstRow = pitch < 0 ? -pitch * (Int(bitmap.rows) - 1) : 0
            let left = Int(slot.pointee.bitmap_left), top = mask.height - Int(slot.pointee.bitmap_top)
            for row in 0..<Int(bitmap.rows) {
                let my = top + row
                guard my >= 0, my < mask.height else { continue }
                for column in 0..<Int(bitmap.width) {
                    let mx = left + column
                    guard mx >= 0, mx < mask.width else { continue }
                    let value = Float(buffer[firstRow + row * pitch + column]) / levels
                    if value > mask[mx, my] { mask[mx, my] = value }
                }
            }
        }
    }
}
