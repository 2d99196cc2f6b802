internal import LiquidGlass

/// Where an image comes from.
enum ImageSource {
    /// A symbol from the engine's symbol library (named after SF Symbols).
    case symbol(String)
    /// A decoded picture (linear light) with its size in points.
    case bitmap(name: String, url: URL)
}

/// An image: `Image(systemName:)` draws a symbol sized by the font; `Image("name")` (and `Image(.name)`) a picture:
/// the image set of that name in the asset catalogs (``AssetCatalog``; the scheme's appearance, its highest scale,
/// sized in points by that scale), else a PNG/JPEG of that name in the assets folders
/// (`ImageRenderer.assetDirectories`), else the program's ``ImageProvider`` (``ImageProvider/current``). A name
/// none of them has is drawn as a placeholder (a crossed grey box) and named in the report and on standard error.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never
    let source: String
    let isSymbol: Bool
    var isResizable = false
    var scale: Image.Scale?
    /// `Image(systemName:variableValue:)`'s value, in 0…1 (nil: none).
    var variableValue: Double?

    public enum Scale: Hashable, CaseIterable, Sendable { case small, medium, large }

    public enum ResizingMode: Hashable, Sendable { case tile, stretch }

    public init(systemName: String) {
        source = systemName
        isSymbol = true
    }

    /// A symbol whose variable layers are filled to `variableValue` (0…1: a Wi-Fi symbol's bars). The symbol set
    /// here has no variable layers: the whole symbol is drawn, and a value below 1 is reported.
    public init(systemName: String, variableValue: Double?) {
        self.init(systemName: systemName)
        self.variableValue = variableValue
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        source = name
        isSymbol = false
    }

    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self
        i.isResizable = true
        return i
    }

    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

    public enum TemplateRenderingMode: Hashable, Sendable { case template, original }

    func makeNodes(_ context: ResolveContext) -> [ViewNode] {
        if isSymbol {
            if let variableValue, variableValue < 1 {
                RenderNotes.note("Image(systemName: \"\(source)\", variableValue: \(variableValue)): the symbol is drawn whole "
                                 + "(variable layers are not drawn)")
            }
            return [SymbolNode(name: context.environment.symbolVariants.applied(to: source),
                               imageScale: scale ?? context.environment.imageScale, resizable: isResizable,
                               identity: context.identity, environment: context.environment)]
        }
        let dark = context.environment.colorScheme == .dark
        return [ImageNode(name: source, resizable: isResizable, url: ImageCatalog.url(for: source, dark: dark),
                          identity: context.identity, environment: context.environment)]
    }
}

private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
extension EnvironmentValues {
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
}

extension View {
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }
}

/// Where `Image("name")` finds the pictures no assets folder holds: the program's own named pictures, as an app's
/// asset catalog holds them (a LiquidGlassUI addition). The library ships none; the program sets ``current`` before
/// rendering — `liquidglass demo` and `preview` supply the gallery's sample photos (astronaut, coffee, chelsea,
/// brick) this way. A name neither the assets folders nor the provider know is laid out as an empty image (zero
/// size, nothing drawn).
public struct ImageProvider: Sendable {
    private let find: @Sendable (String) -> URL?

    /// A provider that answers with `find`: the PNG or JPEG file of the picture named `name`, or nil when it has
    /// none by that name.
    public init(_ find: @escaping @Sendable (_ name: String) -> URL?) { self.find = find }

    /// The PNG and JPEG files of `folder`, by name without the extension (as an assets folder is searched).
    public static func folder(_ folder: URL) -> ImageProvider {
        ImageProvider { ImageCatalog.file(named: $0, in: folder) }
    }

    /// The file of the picture named `name`, or nil.
    public func url(for name: String) -> URL? { find(name) }

    /// The provider `Image("name")` asks after the renderer's assets folders; nil (the default) asks none.
    @MainActor public static var current: ImageProvider?
}

/// Finds pictures by name.
@MainActor
enum ImageCatalog {
    static var directories: [URL] = [] { didSet { AssetCatalogs.use(directories) } }
    static var sizes: [URL: CGSize] = [:]
    /// Pixels per point of catalog files (@2x: 2); files found by name are @1x.
    static var scales: [URL: Double] = [:]

    static func url(for name: String, dark: Bool = false) -> URL? {
        if let url = memoryURL(for: name) { return url }
        if let found = AssetCatalogs.image(named: name, dark: dark) {
            scales[found.url] = found.scale
            return found.url
        }
        for dir in directories {
            if let url = file(named: name, in: dir) { return url }
        }
        return ImageProvider.current?.url(for: name)
    }

    /// `folder/name.png`, `.jpg` or `.jpeg`, the first that exists.
    nonisolated static func file(named name: String, in folder: URL) -> URL? {
        for ext in ["png", "jpg", "jpeg"] {
            let url = folder.appendingPathComponent(name).appendingPathExtension(ext)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return nil
    }

    /// Decoded pictures, kept for the next renders; at most `maxPictures` (a photo is ~100 MB in linear floats
    /// at 12 MP, so the cache is emptied rather than allowed to grow).
    static var pictures: [URL: LinearImage] = [:]
    static let maxPictures = 4

    /// The decoded picture (linear light, premultiplied), or nil when the file cannot be decoded.
    static func picture(_ url: URL) -> LinearImage? {
        if let p = pictures[url] ?? memory[url] { return p }
        guard let p = try? ImageDecoder.decode(contentsOf: url) else { return nil }
        if pictures.count >= maxPictures { pictures.removeAll() }
        pictures[url] = p
        sizes[url] = CGSize(width: p.width, height: p.height)
        return p
    }

    /// The picture's size in points: its pixels over its scale (an @1x file, one pixel per point).
    static func size(of url: URL) -> CGSize {
        let k = CGFloat(scales[url] ?? 1)
        if let s = sizes[url] { return CGSize(width: s.width / k, height: s.height / k) }
        let s = picture(url).map { CGSize(width: $0.width, height: $0.height) } ?? .zero
        sizes[url] = s
        return CGSize(width: s.width / k, height: s.height / k)
    }
}

/// A symbol: its box is the font size × 1.2 (the engine's symbol em box), scaled by `imageScale`
/// (small 0.78, large 1.29 of medium: SF Symbols' documented scale ratios are approximately these).
/// A resizable symbol takes the proposal, as a resizable picture does, and its glyph grows to fill the box
/// (`Image(systemName:).resizable().frame(width: 20, height: 20)` is how real screens size icons).
@MainActor
final class SymbolNode: ViewNode {
    let name: String
    let fontPointSize: CGFloat
    let resizable: Bool
    let weight: Font.Weight

    init(name: String, imageScale: Image.Scale, resizable: Bool = false, identity: ViewIdentity,
         environment: EnvironmentValues) {
        self.name = name
        self.resizable = resizable
        let font = (environment.font ?? .body).sized(for: environment.dynamicTypeSize)
        let factor: CGFloat = imageScale == .small ? 0.78 : imageScale == .large ? 1.29 : 1
        self.fontPointSize = font.size * factor
        var w = font.weight
        if let o = environment.fontWeightOverride { w = o }
        if environment.boldOverride { w = .bold }
        self.weight = w
        super.init(identity: identity, environment: environment)
        traits.accessibilityLabel = name
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let side = fontPointSize * 1.2
        let intrinsic = CGSize(width: side, height: side)
        return resizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }

    /// The glyph's size: the font's, or for a resizable symbol the one whose em box fits the frame. SwiftUI stretches
    /// a resizable symbol to a non-square frame; the engine draws glyphs at one size, so it fits the shorter side.
    var pointSize: CGFloat {
        guard resizable else { return fontPointSize }
        return max(0, min(frame.width, frame.height)) / 1.2
    }

    override func draw(into list: inout DisplayBuilder) {
        guard SymbolLibrary.contains(name) else {
            // SwiftUI draws nothing for an unknown name; a blank would read as success here, so the symbol's box is
            // a crossed grey square, named in the report and on standard error.
            let near = SymbolLibrary.suggestions(for: name)
            AssetWarnings.note("Image(systemName: \"\(name)\"): not in the symbol library; drawn as a crossed box"
                               + (near.isEmpty ? "" : "; nearest: " + near.joined(separator: ", ")))
            let side = pointSize * CGFloat(SymbolLibrary.boxSizeInEm)
            let box = CGRect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
            MissingContentPlaceholder.draw(in: box, identity: identity, into: &list)
            return
        }
        var color: SIMD4<Double>?
        // On glass the plain foreground (no style, `.primary`, `.foreground`) is vibrant: no colour of its own;
        // its lower levels (`.secondary`, …) are vibrant at their level's opacity.
        let level = environment.foregroundStyles.primary.map { ForegroundStyles.plainLevel($0, outer: ForegroundStyles()) } ?? 0
        let vibrant = list.isOnGlass && level != nil
        if let style = environment.foregroundStyles.primary, !vibrant {
            color = style.paint(in: environment, rect: frame).inkColor
        } else if !list.isOnGlass {
            color = Color.primary.resolvePaint(in: environment, rect: frame).inkColor
        }
        let item = UISymbolItem(identity: identity, name: name, rect: frame, pointSize: pointSize, weight: weight, color: color,
                                level: vibrant ? level ?? 0 : 0)
        if let mode = environment.symbolRenderingMode, mode == .hierarchical || mode == .palette, SymbolLibrary.hasLayers(name) {
            // The secondary layer behind, in the secondary style (`foregroundStyle(_:_:)`'s second) or, without one,
            // the primary style at the secondary level's opacity (SwiftUI derives it from the primary); the mark
            // on top in the primary style.
            var back = item
            back.layer = .secondary
            if let second = environment.foregroundStyles.secondary {
                back.color = second.paint(in: environment, rect: frame).inkColor
                if mode == .palette, environment.foregroundStyles.tertiary != nil {
                    RenderNotes.note("Image(systemName: \"\(name)\"): a palette's third style is not drawn (the symbol "
                                     + "set here has two layers: primary and secondary)")
                }
            } else if let c = color {
                back.color = SIMD4(c.x, c.y, c.z, c.w * HierarchicalShapeStyle.opacities[1])
            } else {
                back.level = max(item.level, 1)
            }
            var front = item
            front.layer = .primary
            list.append(.symbol(back))
            list.append(.symbol(front))
            return
        }
        list.append(.symbol(item))
    }
}

/// A picture: its own size unless resizable, when it takes the proposal (use `aspectRatio`/`scaledToFill`).
@MainActor
final class ImageNode: ViewNode {
    let name: String
    let resizable: Bool
    let url: URL?

    init(name: String, resizable: Bool, url: URL?, identity: ViewIdentity, environment: EnvironmentValues) {
        self.name = name
        self.resizable = resizable
        self.url = url
        super.init(identity: identity, environment: environment)
    }

    /// The placeholder's size for a picture that cannot be drawn (iOS's own missing image is nothing; a
    /// visible box keeps the layout honest and the gap seen).
    static let placeholderSize = CGSize(width: 60, height: 60)

    /// True when there is a file and it decodes (a huge or broken file is a placeholder too).
    private lazy var decodes: Bool = url.map { ImageCatalog.picture($0) != nil } ?? false

    var intrinsic: CGSize { decodes ? url.map { ImageCatalog.size(of: $0) } ?? .zero : Self.placeholderSize }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        resizable ? proposal.replacingUnspecifiedDimensions(by: intrinsic) : intrinsic
    }

    override func draw(into list: inout DisplayBuilder) {
        if let url, decodes {
            list.append(.image(UIImageItem(identity: identity, source: .bitmap(name: name, url: url), rect: frame)))
            return
        }
        if let url {
            AssetWarnings.note("Image(\"\(name)\"): \(url.path) could not be decoded; drawn as a placeholder")
        } else {
            AssetWarnings.note("Image(\"\(name)\"): no image of that name (\(AssetCatalogs.searched)); drawn as a placeholder")
        }
        MissingContentPlaceholder.draw(in: frame, identity: identity, into: &list)
    }
}
