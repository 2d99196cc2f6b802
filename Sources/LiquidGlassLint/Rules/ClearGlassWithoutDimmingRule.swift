import SwiftSyntax
import LiquidGlassRules

/// `.clear` glass with no dimming layer in its view.
public struct ClearGlassWithoutDimmingRule: Rule {
    public static let description = RuleDescription(
        identifier: DesignRule.clearGlassWithoutDimming.rawValue,
        name: "Clear Glass without Dimming",
        description: """
            `.clear` glass (`Glass.clear`, `.buttonStyle(.glass(.clear))`, `UIGlassEffect(style: .clear)`, \
            `UIButton.Configuration.clearGlass()`) is used with no dimming layer — a black or dark colour with \
            opacity as an overlay, background, fill, gradient or layer, a darkening `.brightness(-…)`, an opaque \
            dark background, or a view named like `dimmingView` / `scrim` — in the view around it: its \
            hierarchy, then the rest of its type. Glass applied to a modifier's `content` or an extension's \
            `self` is left to the screens that use it. Design rule: use clear glass only over rich media, with \
            a dimming layer behind it and bold, bright content on top; otherwise use `.regular`.
            """,
        rationale: """
            Clear glass is highly transparent and does not adapt to what is behind it, unlike regular glass. \
            Without a dark layer between the media and the glass (Apple's samples dim with black at about 30 %), \
            symbols and text on it become illegible over bright parts of a photo or video.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            // Issue 45: clear glass painted over by the label's opaque fill cannot be seen, so its dimming is moot;
            // `glass_fighting_modifier` reports the fill.
            Example(
                """
                Button(action: action) {
                    icon
                        .padding(12)
                        .background(Circle().fill(tintColor))
                }
                .glassEffect(.clear.interactive())
                """),
            Example(
                """
                ZStack(alignment: .bottom) {
                    VideoPlayer(player: player)
                        .overlay(Color.black.opacity(0.3))
                    PlaybackControls()
                        .glassEffect(.clear)
                }
                """),
            Example(
                """
                AsyncImage(url: photo.url)
                    .overlay(alignment: .bottom) {
                        LinearGradient(colors: [.clear, .black.opacity(0.5)], startPoint: .top, endPoint: .bottom)
                    }
                    .overlay(alignment: .bottomTrailing) {
                        Button("Save", systemImage: "square.and.arrow.down") { save() }
                            .buttonStyle(.glass(.clear))
                    }
                """),
            // A dimming view referred to by name counts, as does a fill with an opaque-then-faded black.
            Example(
                """
                ZStack {
                    MapView(region: region)
                    dimmingLayer
                    HStack { Image(systemName: "location.fill") }
                        .glassEffect(.clear.interactive())
                }
                """),
            Example(
                """
                ZStack {
                    Image("hero").resizable()
                    Rectangle().fill(.black).opacity(0.35)
                    Label("Live", systemImage: "dot.radiowaves.left.and.right").glassEffect(.clear)
                }
                """),
            // An opaque dark background behind the glass.
            Example(
                """
                ZStack {
                    Color.black.ignoresSafeArea()
                    Text("Focus").padding().glassEffect(.clear)
                }
                """),
            Example("Text(\"Now Playing\").glassEffect(.regular)"),
            Example("Text(\"Now Playing\").glassEffect(isFloating ? .clear : .regular)"),
            Example(
                """
                final class PlayerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let scrim = UIView()
                        scrim.backgroundColor = UIColor(white: 0, alpha: 0.3)
                        view.addSubview(scrim)
                        let controls = UIVisualEffectView(effect: UIGlassEffect(style: .clear))
                        view.addSubview(controls)
                    }
                }
                """),
            // A toolbar floats over the view's own (dimmed) content.
            Example(
                """
                struct PhotoViewer: View {
                    var body: some View {
                        Image(uiImage: photo)
                            .overlay(.black.opacity(0.3))
                            .toolbar {
                                ToolbarItem(placement: .bottomBar) {
                                    Text("1 of 12").padding(8).glassEffect(.clear)
                                }
                            }
                    }
                }
                """),
            // A reusable style: the screens that use it provide the dimming.
            Example(
                """
                struct MediaChip: ViewModifier {
                    func body(content: Content) -> some View {
                        content.padding(8).glassEffect(.clear, in: .capsule)
                    }
                }
                """),
            // visionOS has its own glass; the iOS rule does not apply.
            Example(
                """
                #if os(visionOS)
                Text("Chapter 3").glassEffect(.clear)
                #endif
                """),
            // watchOS: the app's background is black (by `#if`, by `@available`, by the target's folder).
            Example(
                """
                #if os(watchOS)
                Text(time).padding().glassEffect(.clear)
                #endif
                """),
            Example(
                """
                @available(watchOS 26, *)
                struct Complication: View {
                    var body: some View { Gauge(value: level) { }.glassEffect(.clear, in: .circle) }
                }
                """),
            Example("Text(time).glassEffect(.clear)", path: "Sources/Extensions/Watch/Home/HomeView.swift"),
            Example("Text(time).glassEffect(.clear)", platforms: [.watchOS]),
            // The project's own `glassEffect` is not SwiftUI's.
            Example(
                """
                extension View {
                    func glassEffect(_ style: GlassStyle) -> some View { background(style.material) }
                }
                Text("Chapter 3").glassEffect(.clear)
                """),
        ],
        triggeringExamples: [
            Example(
                """
                ZStack(alignment: .bottom) {
                    VideoPlayer(player: player)
                    PlaybackControls()
                        ↓.glassEffect(.clear)
                }
                """),
            Example(
                """
                AsyncImage(url: photo.url)
                    .overlay(alignment: .topTrailing) {
                        Button("Close", systemImage: "xmark") { dismiss() }
                            ↓.buttonStyle(.glass(.clear))
                    }
                """),
            // Issue 45: clear glass either way, the tint chosen in a ternary.
            Example(
                """
                ZStack {
                    VideoPlayer(player: player)
                    Label("Live", systemImage: "dot.radiowaves.left.and.right")
                        .padding()
                        ↓.glassEffect(isLive ? .clear.tint(.red) : .clear.tint(.gray))
                }
                """),
            // A translucent fill behind the label leaves the clear glass visible: still undimmed.
            Example(
                """
                ZStack {
                    VideoPlayer(player: player)
                    Button(action: action) {
                        icon.padding(12).background(Circle().fill(tintColor.opacity(0.2)))
                    }
                    ↓.glassEffect(.clear.interactive())
                }
                """),
            // A white overlay is not a dimming layer.
            Example(
                """
                ZStack {
                    CameraPreview()
                        .overlay(Color.white.opacity(0.2))
                    ShutterBar()↓.glassEffect(Glass.clear.tint(.yellow), in: .capsule)
                }
                """),
            // The dimming of the screen behind does not reach into a sheet.
            Example(
                """
                PhotoView(photo)
                    .overlay(.black.opacity(0.3))
                    .sheet(isPresented: $showInfo) {
                        InfoPanel(photo).padding()↓.glassEffect(.clear)
                    }
                """),
            Example(
                """
                final class ViewerViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let toolbar = UIVisualEffectView(effect: ↓UIGlassEffect(style: .clear))
                        view.addSubview(toolbar)
                    }
                }
                """),
            Example(
                """
                var configuration = UIButton.Configuration↓.clearGlass()
                configuration.image = UIImage(systemName: "play.fill")
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var dimming: DimmingLayers? = nil
        return context.glassSites.compactMap { site -> Violation? in
            guard site.variant == .clear, !Self.isReusableStyle(site), site.appliesRules,
                // Glass painted over by an opaque fill cannot be seen; the fill is `glass_fighting_modifier`'s.
                !GlassFightingModifierRule.isPaintedOver(site),
                // A watch face's background is black: clear glass there is already over dark content.
                !FilePlatform.isOnly(.watchOS, at: site.call, platforms: context.platforms)
            else { return nil }
            // Found once per file, and only for files with clear glass.
            let layers = dimming ?? DimmingLayers(file: context.file)
            dimming = layers
            if scopes(of: site, context.file).contains(where: layers.contains) { return nil }
            return Violation(
                position: site.anchor,
                message: "Clear glass without a dimming layer; put a dark layer with opacity (such as "
                    + "`.black.opacity(0.3)`) between the content and the glass, or use `.regular`")
        }
    }

    /// Glass applied to a view passed in — a `ViewModifier`'s `content`, a `View` extension's `self`, a button
    /// style's `configuration.label` — belongs to a reusable style: the dimming is the business of the screens
    /// that use it.
    static func isReusableStyle(_ site: GlassSite) -> Bool {
        guard site.isSwiftUI else { return false }
        guard let root = site.chain.root else { return true }
        // Compared by node kind, not by text: a root is often a large stack.
        if let reference = root.as(DeclReferenceExprSyntax.self) {
            return ["self", "content"].contains(reference.baseName.text)
        }
        if let member = root.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "configuration"
        {
            return ["label", "content"].contains(member.declName.baseName.text)
        }
        return false
    }

    /// Where a dimming layer for `site` can be, nearest first: its view hierarchy, then (outside presentations)
    /// its whole type.
    private func scopes(of site: GlassSite, _ file: SourceFile) -> [Syntax] {
        var scopes: [Syntax] = []
        if site.isSwiftUI {
            scopes.append(Syntax(ViewGroups.outermostView(of: site.call, in: file) ?? site.chain.expression))
            // A sheet is another screen; a toolbar or inset floats over the same content as the rest of the view.
            if ViewGroups.screenPresentation(around: site.call, in: file) != nil { return scopes }
        }
        if let type = SyntaxQueries.enclosingTypeDeclaration(of: site.call) {
            scopes.append(Syntax(type))
        } else if !site.isSwiftUI {
            scopes.append(Syntax(site.call.root))
        }
        return scopes
    }

    /// Where the file has dimming layers, found from the shared index (dark colours with opacity, darkening
    /// brightness, dark backgrounds and dark colours used as views) and one scan of the file's identifiers
    /// (`dimmingView`, `scrim`), so that a scope is checked without walking its syntax.
    struct DimmingLayers {
        /// Sorted UTF-8 offsets.
        private let offsets: [Int]

        init(file: SourceFile) {
            var found: [Int] = []
            for name in ["opacity", "withAlphaComponent", "brightness", "Color", "UIColor", "init"] {
                for call in file.calls(name) where ColorExpression.isDimming(call) {
                    found.append(call.position.utf8Offset)
                }
            }
            // An opaque dark background or overlay (`.background(.black)`).
            for name in ["background", "overlay"] {
                for call in file.calls(name) {
                    if let color = SyntaxQueries.argument(nil, of: call), ColorExpression.isDark(color) {
                        found.append(call.position.utf8Offset)
                    }
                }
            }
            // A dark colour as a view of a stack (`Color.black.ignoresSafeArea()`).
            var darkColors: [ExprSyntax] = ColorExpression.darkNames.sorted().flatMap { name in
                (file.members(name)).map(ExprSyntax.init)
            }
            for name in ["Color", "UIColor"] {
                darkColors += (file.calls(name)).map(ExprSyntax.init)
            }
            for color in darkColors where ColorExpression.isDark(color) && Self.isStatement(color) {
                found.append(color.position.utf8Offset)
            }
            found += Self.dimmingNames(in: file.text)
            offsets = found.sorted()
        }

        /// Whether a dimming layer lies within `scope`.
        func contains(_ scope: Syntax) -> Bool {
            let start = scope.position.utf8Offset
            let end = scope.endPosition.utf8Offset
            // The first offset at or after `start`.
            var low = 0
            var high = offsets.count
            while low < high {
                let middle = (low + high) / 2
                if offsets[middle] < start { low = middle + 1 } else { high = middle }
            }
            return low < offsets.count && offsets[low] < end
        }

        /// Whether `expression`, with the modifiers applied to it, is a statement of its own (a view of a stack).
        private static func isStatement(_ expression: ExprSyntax) -> Bool {
            var current = Syntax(expression)
            while let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
            {
                current = Syntax(call)
            }
            return current.parent?.is(CodeBlockItemSyntax.self) == true
        }

        /// Offsets of identifiers named like a dimming layer: `dimmingLayer`, `dimView`, `scrim`, `photoScrim`
        /// (not `dimension`). Comments and strings are scanned too, which errs on the side of not reporting.
        ///
        /// Every dimming word contains "im", so the scan looks for that pair of bytes and reads only the
        /// identifiers around it; reading every identifier of the file cost ~33 instructions a byte, 2 % of the
        /// lint on the bench corpus (callgrind).
        static func dimmingNames(in text: String) -> [Int] {
            if let found = text.utf8.withContiguousStorageIfAvailable({ dimmingNames(inBytes: $0) }) { return found }
            return Array(text.utf8).withUnsafeBufferPointer { dimmingNames(inBytes: $0) }
        }

        private static func dimmingNames(inBytes bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
            var result: [Int] = []
            var index = 0
            let last = bytes.count - 1
            while index < last {
                guard bytes[index] | 0x20 == 0x69, bytes[index + 1] | 0x20 == 0x6D else {
                    index += 1
                    continue
                }
                var start = index
                while start > 0, isIdentifierByte(bytes[start - 1]) { start -= 1 }
                var end = index + 2
                while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
                if isDimmingName(bytes[start..<end]) { result.append(start) }
                index = end
            }
            return result
        }

        private static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39) || byte == 0x5F
        }

        static func isDimmingName<Name: Collection<UInt8>>(_ name: Name) -> Bool where Name.Index == Int {
            guard name.count >= 3 else { return false }
            // Every dimming word contains "im": most identifiers are rejected without allocating.
            guard zip(name, name.dropFirst()).contains(where: { ($0 | 0x20) == 0x69 && ($1 | 0x20) == 0x6D }) else {
                return false
            }
            let lower = name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }
            func has(_ word: String) -> Bool {
                let pattern = Array(word.utf8)
                guard lower.count >= pattern.count else { return false }
                return (0...(lower.count - pattern.count)).contains { start in
                    lower[start..<(start + pattern.count)].elementsEqual(pattern)
                }
            }
            if has("scrim") || has("dimming") || has("dimmed") { return true }
            // `dim`, `dimView`, `dimLayer`: "dim" as a word of its own at the start.
            let first = name[name.startIndex..<(name.startIndex + 3)]
            guard first.elementsEqual("dim".utf8) else { return false }
            guard name.count > 3 else { return true }
            let next = name[name.startIndex + 3]
            return next >= 0x41 && next <= 0x5A
        }
    }
}
