/// iOS's text style sizes at every Dynamic Type size: Apple's Human Interface Guidelines, "Typography" →
/// "Specifications" → "iOS, iPadOS Dynamic Type sizes" (point size / leading per style, xSmall … AX5). The standard
/// sizes of body, headline, subheadline, footnote, caption and caption2 agree with `UIFont.preferredFont` measured in
/// the iOS simulator at every category (e.g. body 14, 15, 16, 17, 19, 21, 23 from xSmall to xxxLarge, then 28, 33,
/// 40, 47, 53 for AX1–AX5: gist klaas/750f489e2390389ab812, iOS 8.4).
///
/// `extraLargeTitle` and `extraLargeTitle2` (36 and 28 pt at Large; the HIG gives no row for them on iOS) follow
/// largeTitle's and title's ratios.
enum DynamicTypeTable {
    /// (size, leading) for `style` at `size`.
    static func metrics(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> (size: CGFloat, leading: CGFloat) {
        let column = DynamicTypeSize.allCases.firstIndex(of: size)!
        switch style {
        case .extraLargeTitle, .extraLargeTitle2:
            let base: Font.TextStyle = style == .extraLargeTitle ? .largeTitle : .title
            let k = metrics(base, size).size / metrics(base, .large).size
            return ((style.size * k).rounded(), (style.lineHeight * k).rounded())
        default:
            let (s, l) = rows[style]!
            return (s[column], l[column])
        }
    }

    /// Sizes, then leadings, from xSmall to accessibility5.
    private static let rows: [Font.TextStyle: (sizes: [CGFloat], leadings: [CGFloat])] = [
        .largeTitle: ([31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60], [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]),
        .title: ([25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58], [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]),
        .title2: ([19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56], [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]),
        .title3: ([17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55], [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]),
        .headline: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        .body: ([14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53], [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]),
        .callout: ([13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51], [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]),
        .subheadline: ([12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49], [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]),
        .footnote: ([12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44], [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]),
        .caption: ([11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43], [13, 13, 13, 16, 18, 21, 23, 28, 32, 39, 44, 51]),
        .caption2: ([11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40], [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]),
    ]
}

extension Font {
    /// The font at the Dynamic Type size `size`: a text style takes its size and leading from the table; a custom
    /// font that scales with a style (`custom(_:size:)` with body, `custom(_:size:relativeTo:)`) scales by that
    /// style's ratio to its Large size, as `UIFontMetrics` does; `system(size:)` and `custom(_:fixedSize:)` keep their size.
    func sized(for size: DynamicTypeSize) -> Font {
        guard size != .large, let s = scalesWith else { return self }
        let target = DynamicTypeTable.metrics(s, size)
        var f = self
        if style == s, self.size == s.size {
            f.size = target.size
            f.lineHeight = target.leading
        } else {
            let k = target.size / s.size
            f.size = self.size * k
            f.lineHeight = (lineHeight * k).rounded()
        }
        return f
    }
}
