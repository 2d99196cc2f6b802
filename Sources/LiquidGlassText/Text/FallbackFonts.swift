import Foundation

/// The fonts tried, in order, for a character the text's own font lacks: CJK, then a wide-coverage sans for
/// other scripts and symbols, then colour emoji. Emoji-presentation characters try the emoji font first.
///
/// Files (Debian packages): Noto Sans CJK (`fonts-noto-cjk`; the Regular or Bold collection by weight, face 0,
/// the Japanese cut — Apple's PingFang/Hiragino differ per region, and one cut is chosen rather than guessing
/// the language), DejaVu Sans (`fonts-dejavu-core`), Noto Color Emoji (`fonts-noto-color-emoji`; a bitmap font,
/// drawn scaled). A file that is not installed is skipped; a character no file has is drawn as the text font's
/// missing-glyph box and reported (``MeasuredText/missing``).
public enum FallbackFonts {
    /// The fallback files found for `weight`, in the order tried (emoji last).
    public static func paths(weight: FontWeight, in directories: [String] = FontLocator.searchDirectories) -> [String] {
        let cjk = weight.usesBoldFace ? ["NotoSansCJK-Bold.ttc", "NotoSansCJK-Regular.ttc"] : ["NotoSansCJK-Regular.ttc"]
        let sans = weight.usesBoldFace ? ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"] : ["DejaVuSans.ttf"]
        var found: [String] = []
        for names in [cjk, sans, ["NotoColorEmoji.ttf"]] {
            if let path = FontLocator.find(fileNames: names, in: directories) { found.append(path) }
        }
        return found
    }

    /// True when the scalar is drawn as an emoji by default (Unicode's Emoji_Presentation), so the emoji font is
    /// tried before the text fallbacks.
    static func prefersEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation
    }
}
