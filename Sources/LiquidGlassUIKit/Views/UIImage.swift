internal import LiquidGlass
internal import LiquidGlassUICore

/// An image: UIKit's `UIImage` — a symbol (`UIImage(systemName:)`, the engine's symbol set that LiquidGlassUI's
/// `Image(systemName:)` draws), a picture (`UIImage(named:)`, found by the program's `ImageProvider` as
/// LiquidGlassUI finds `Image("name")`), or what a `UIGraphicsImageRenderer` drew.
///
/// A symbol the set does not have is still an image — drawn as a visible placeholder (a crossed box) and named in the
/// render's warnings — so that code force-unwrapping `UIImage(systemName:)` keeps running.
public final class UIImage: @unchecked Sendable, Hashable, CustomStringConvertible {
    enum Source {
        case symbol(String)
        case picture(name: String, LinearImage)
    }
    let source: Source
    /// The symbol's point size and weight (its configuration); nil: the default (17 pt body, regular).
    let symbolConfiguration: SymbolConfiguration?
    public let scale: CGFloat
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave it.
    let tint: UIColor?
    /// The engine's report of a rendered image (``GlassViewRenderer``, `UIGraphicsImageRenderer`).
    let renderReport: LiquidGlassUICore.RenderReport?

    init(source: Source, configuration: SymbolConfiguration? = nil, scale: CGFloat = 1, renderingMode: RenderingMode = .automatic,
         tint: UIColor? = nil, report: LiquidGlassUICore.RenderReport? = nil) {
        self.source = source
        symbolConfiguration = configuration
        self.scale = scale
        self.renderingMode = renderingMode
        self.tint = tint
        renderReport = report
    }

    /// An empty image, 0 × 0 points (UIKit's `UIImage()`).
    public convenience init() { self.init(source: .picture(name: "empty", LinearImage(width: 0, height: 0))) }

    /// A transparent picture (what a failed render returns).
    convenience init(transparentWidth width: Int, height: Int, scale: CGFloat, report: LiquidGlassUICore.RenderReport?) {
        self.init(source: .picture(name: "empty", LinearImage(width: width, height: height)), scale: scale, report: report)
    }

    /// The symbol named `name` (SF Symbols' names).
    public convenience init?(systemName name: String) { self.init(source: .symbol(name)) }

    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        self.init(source: .symbol(name), configuration: configuration as? SymbolConfiguration)
    }

    /// The picture named `name`: `name.png`, `.jpg` or `.jpeg` in ``assetDirectories``, else what the program's
    /// `ImageProvider` (LiquidGlassUI's `ImageProvider.current`, which `liquidglass` sets to the gallery's photos)
    /// finds; nil when neither has it, as UIKit answers for a name its catalogs lack.
    @MainActor public convenience init?(named name: String) {
        let local = UIImage.assetDirectories.lazy.compactMap { ImageProvider.folder($0).url(for: name) }.first
        guard let url = local ?? ImageProvider.current?.url(for: name), let picture = UIImage.decoded(url) else { return nil }
        self.init(source: .picture(name: name, picture))
    }

    /// Folders `UIImage(named:)` searches first, in order (a LiquidGlassUIKit addition: a program's pictures by
    /// name, as an app's asset catalog holds them). Asset catalogs (`.xcassets`) themselves are not read.
    @MainActor public static var assetDirectories: [URL] = []

    /// A picture in PNG or JPEG data; nil when it cannot be decoded.
    public convenience init?(data: Data) {
        guard let picture = try? ImageDecoder.decode(data, name: "UIImage(data:)") else { return nil }
        self.init(source: .picture(name: "data", picture))
    }

    public convenience init?(contentsOfFile path: String) {
        guard let picture = UIImage.decoded(URL(fileURLWithPath: path)) else { return nil }
        self.init(source: .picture(name: path, picture))
    }

    nonisolated(unsafe) private static var decodedPictures: [URL: LinearImage] = [:]
    private static let lock = NSLock()

    private static func decoded(_ url: URL) -> LinearImage? {
        lock.lock()
        defer { lock.unlock() }
        if let p = decodedPictures[url] { return p }
        guard let p = try? ImageDecoder.decode(contentsOf: url) else { return nil }
        // A photo is ~100 MB in linear floats: keep a few.
        if decodedPictures.count >= 4 { decodedPictures.removeAll() }
        decodedPictures[url] = p
        return p
    }

    /// The symbol's name, or nil for a picture.
    var symbolName: String? {
        if case .symbol(let n) = source { return n }
        return nil
    }

    /// Whether the symbol set has this symbol (true for pictures).
    var isKnown: Bool { symbolName.map(SymbolLibrary.contains) ?? true }

    /// The symbol's point size: its configuration's, else 17 (the body style's).
    var symbolPointSize: CGFloat {
        guard let c = symbolConfiguration else { return 17 }
        let base = c.pointSize ?? c.textStyle?.size ?? 17
        return base * (c.scale == .small ? 0.78 : c.scale == .large ? 1.29 : 1)
    }

    /// The size in points: a picture's pixels over its scale; a symbol's square box (the engine's symbol em box,
    /// 1.2 × its point size, as LiquidGlassUI sizes `Image(systemName:)`).
    public var size: CGSize {
        switch source {
        case .symbol:
            let side = symbolPointSize * CGFloat(SymbolLibrary.boxSizeInEm)
            return CGSize(width: side, height: side)
        case .picture(_, let p):
            return CGSize(width: CGFloat(p.width) / scale, height: CGFloat(p.height) / scale)
        }
    }

    public var isSymbolImage: Bool { symbolName != nil }

    /// The image as PNG data (8-bit sRGB with alpha): a picture's pixels; nil for a symbol (draw it in a view and
    /// render that).
    public func pngData() -> Data? {
        guard case .picture(_, let p) = source else { return nil }
        return try? PNGEncoder.encode(p)
    }

    public func withConfiguration(_ configuration: Configuration) -> UIImage {
        UIImage(source: source, configuration: configuration as? SymbolConfiguration ?? symbolConfiguration, scale: scale,
                renderingMode: renderingMode, tint: tint)
    }

    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { withConfiguration(configuration) }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, configuration: symbolConfiguration, scale: scale, renderingMode: renderingMode, tint: tint)
    }

    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(source: source, configuration: symbolConfiguration, scale: scale, renderingMode: .alwaysOriginal, tint: color)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(source: source, configuration: symbolConfiguration, scale: scale, renderingMode: renderingMode, tint: color)
    }

    public static func == (a: UIImage, b: UIImage) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        switch source {
        case .symbol(let n): return "UIImage(systemName: \"\(n)\")"
        case .picture(let n, let p): return "UIImage(\(n), \(p.width)×\(p.height) px)"
        }
    }

    /// How an image is drawn: UIKit's `UIImage.RenderingMode` (symbols are templates, tinted, by default).
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }

    /// An image configuration: UIKit's `UIImage.Configuration`.
    public class Configuration: @unchecked Sendable, Hashable {
        public static func == (a: Configuration, b: Configuration) -> Bool { a === b }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    }

    /// A symbol's size and weight: UIKit's `UIImage.SymbolConfiguration`.
    public final class SymbolConfiguration: Configuration, @unchecked Sendable {
        let pointSize: CGFloat?
        let weight: SymbolWeight?
        let scale: SymbolScale?
        let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat?, weight: SymbolWeight?, scale: SymbolScale?, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: nil, scale: nil, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: nil, textStyle: nil) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: nil, textStyle: nil) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: nil, scale: scale, textStyle: nil) }
        public convenience init(textStyle: UIFont.TextStyle) { self.init(pointSize: nil, weight: nil, scale: nil, textStyle: textStyle) }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, weight: nil, scale: scale, textStyle: textStyle)
        }
        public convenience init(font: UIFont) {
            self.init(pointSize: font.pointSize, weight: nil, scale: nil, textStyle: nil)
        }
    }

    /// A symbol's weight: UIKit's `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's scale relative to its point size: UIKit's `UIImage.SymbolScale` (small 0.78, large 1.29 of
    /// medium, as LiquidGlassUI's image scales).
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified = 0, small, medium, large }
}

extension UIImage.SymbolWeight {
    var engineWeight: FontWeight {
        switch self {
        case .ultraLight: return .ultraLight
        case .thin: return .thin
        case .light: return .light
        case .medium: return .medium
        case .semibold: return .semibold
        case .bold: return .bold
        case .heavy: return .heavy
        case .black: return .black
        default: return .regular
        }
    }
}
