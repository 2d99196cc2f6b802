import SwiftSyntax

/// `.clear` glass with no dimming layer in its view.
public struct ClearGlassWithoutDimmingRule: Rule {
    public static let description = RuleDescription(
        identifier: "clear_glass_without_dimming",
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
        var dimmedScopes: [SyntaxIdentifier: Bool] = [:]
        return context.glassSites.compactMap { site -> Violation? in
            guard site.variant == .clear, !Self.isReusableStyle(site), GlassCodeScope.appliesRules(at: site.call)
            else { return nil }
            for scope in scopes(of: site) {
                let dimmed = dimmedScopes[scope.id] ?? DimmingFinder.contains(scope)
                dimmedScopes[scope.id] = dimmed
                if dimmed { return nil }
            }
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
        return ["self", "content", "configuration.label", "configuration.content"].contains(root.trimmedDescription)
    }

    /// Where a dimming layer for `site` can be, nearest first: its view hierarchy, then (outside presentations)
    /// its whole type.
    private func scopes(of site: GlassSite) -> [Syntax] {
        var scopes: [Syntax] = []
        if site.isSwiftUI {
            scopes.append(Syntax(ViewGroups.outermostView(of: site.call) ?? site.chain.expression))
            // A sheet is another screen; a toolbar or inset floats over the same content as the rest of the view.
            if ViewGroups.screenPresentation(around: site.call) != nil { return scopes }
        }
        if let type = SyntaxQueries.enclosingTypeDeclaration(of: site.call) {
            scopes.append(Syntax(type))
        } else if !site.isSwiftUI {
            scopes.append(Syntax(site.call.root))
        }
        return scopes
    }

    /// Looks for a dimming layer in a subtree (only run for the few files with clear glass).
    private final class DimmingFinder: SyntaxVisitor {
        var found = false

        static func contains(_ node: Syntax) -> Bool {
            let finder = DimmingFinder(viewMode: .sourceAccurate)
            finder.walk(node)
            return finder.found
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if ColorExpression.isDimming(node) { found = true }
            // An opaque dark background (`.background(.black)`) darkens as much as a dimming layer.
            if let name = SyntaxQueries.calledName(node), name == "background" || name == "overlay",
                let color = SyntaxQueries.argument(nil, of: node), ColorExpression.isDark(color)
            {
                found = true
            }
            return found ? .skipChildren : .visitChildren
        }

        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            // A dark colour as a view of a stack (`Color.black.ignoresSafeArea()`) is a dark layer.
            if let expression = Syntax(node.item).as(ExprSyntax.self),
                let root = ModifierChain(expression: expression).root, ColorExpression.isDark(root)
            {
                found = true
            }
            return found ? .skipChildren : .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            if Self.isDimmingName(node.baseName.text) { found = true }
            return .skipChildren
        }

        /// `dimmingLayer`, `dimView`, `scrim`, `photoScrim`; not `dimension`.
        static func isDimmingName(_ name: String) -> Bool {
            let lower = name.lowercased()
            if lower.contains("scrim") || lower.contains("dimming") || lower.contains("dimmed") || lower == "dim" {
                return true
            }
            guard name.hasPrefix("dim") else { return false }
            let rest = name.dropFirst(3)
            return rest.first?.isUppercase == true
        }
    }
}
