import SwiftSyntax

/// Glass on the rows or cells of scrolling content.
public struct GlassOnContentRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_on_content",
        name: "Glass on Content",
        description: """
            Glass is applied to rows or cells of scrolling content: inside `List`, `Form`, `Table`, a lazy stack \
            or grid, or a `ForEach` in a `ScrollView`. Design rule: Liquid Glass is for the navigation layer that \
            floats above content (bars, toolbars, floating controls), never for the content itself.
            """,
        rationale: """
            Every row would become a separate glass element sampling what is behind it: the content layer loses \
            its legibility, the hierarchy between controls and content disappears, and scrolling renders a new \
            glass effect for each cell that appears.
            """,
        severity: .warning,
        // Opt-in: under 90 % precision on the held-back unseen apps (RulePrecision, docs/lint-corpus.md).
        isOptIn: true,
        nonTriggeringExamples: [
            // Seventh tuning half (pattern written anew): a detail page laid out by a `LazyVStack` — its header
            // and its action section (glass buttons) are written once: sections of the page, not rows.
            Example(
                """
                struct SeriesScreen: View {
                    var body: some View {
                        ScrollView {
                            LazyVStack(alignment: .leading) {
                                SeriesHeader(series: series)
                                VolumeActions(volume: series.firstVolume)
                            }
                        }
                    }
                }
                """,
                otherFiles: [
                    "struct VolumeActions: View { let volume: Volume; var body: some View { Button(\"Read\") { }.buttonStyle(.glass) } }",
                ]),
            // Seventh tuning half (pattern written anew): a style method whose `.plain` case applies no glass.
            Example(
                """
                struct ShelfScreen: View {
                    var body: some View {
                        List(books) { book in BookTile(book: book) }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct BookTile: View {
                        let book: Book
                        var body: some View { Button(book.title) { open(book) }.shelfButtonStyle(.plain) }
                    }
                    """,
                    """
                    enum ShelfButtonKind { case primary, secondary, plain }
                    extension View {
                        @ViewBuilder func shelfButtonStyle(_ kind: ShelfButtonKind) -> some View {
                            switch kind {
                            case .primary: buttonStyle(.glassProminent)
                            case .secondary: buttonStyle(.glass)
                            case .plain: buttonStyle(.plain)
                            }
                        }
                    }
                    """,
                ]),
            // Sixth held-back reading (pattern written anew): a row that presents a screen with glass buttons in a
            // `fullScreenCover` (or a sheet) has no glass itself; the presented screen is another screen.
            Example(
                """
                struct InboxScreen: View {
                    var body: some View {
                        List(messages) { message in
                            MessageRow(message: message)
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct MessageRow: View {
                        let message: Message
                        @State private var recording = false
                        @State private var details = false
                        var body: some View {
                            Text(message.text)
                                .fullScreenCover(isPresented: $recording) { VoiceRecorder() }
                                .sheet(isPresented: $details) { Text("Details").padding().glassEffect() }
                        }
                    }
                    """,
                    "struct VoiceRecorder: View { var body: some View { Button(\"Stop\") { }.buttonStyle(.glassProminent) } }",
                ]),
            // A component that draws glass, opened by a link in the list: it is the next screen, not the row.
            Example(
                """
                struct SettingsScreen: View {
                    var body: some View {
                        List {
                            NavigationLink(destination: ThemePicker()) { Label("Theme", systemImage: "paintbrush") }
                            NavigationLink {
                                ThemePicker()
                            } label: {
                                Text("Theme")
                            }
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct ThemePicker: View {
                        var body: some View { Text("Pick").padding().glassEffect() }
                    }
                    """,
                ]),
            // A link with a title opens its one trailing closure: the glass is on the next screen, not on the row
            // (third tuning half: berkeley-mobile's events, a hidden link in each row's background).
            Example(
                """
                struct EventsScreen: View {
                    var body: some View {
                        List(events) { event in
                            EventRow(event: event)
                                .background(NavigationLink("") { EventDetail(event: event) }.opacity(0))
                        }
                    }
                }
                """,
                otherFiles: [
                    "struct EventDetail: View { let event: Event; var body: some View { Text(event.name).padding().glassEffect() } }",
                    "struct EventRow: View { let event: Event; var body: some View { Text(event.name) } }",
                ]),
            // Removable filter chips, each with its own button, in a horizontal strip over a map: controls, not
            // content (third tuning half: berkeley-mobile).
            Example(
                """
                struct ActiveFilters: View {
                    var body: some View {
                        ScrollView(.horizontal) {
                            HStack {
                                ForEach(filters) { filter in
                                    HStack {
                                        Text(filter.name)
                                        Button { remove(filter) } label: { Image(systemName: "xmark.circle.fill") }
                                    }
                                    .padding(8)
                                    .glassEffect(.regular.interactive(), in: .capsule)
                                }
                            }
                        }
                    }
                }
                """),
            // Issue 45: a component type from another file without glass, in a list.
            Example(
                """
                struct FeedView: View {
                    var body: some View { List(items) { ItemRow(item: $0) } }
                }
                """,
                otherFiles: ["struct ItemRow: View { let item: Item; var body: some View { Text(item.name) } }"]),
            // A strip of glass chips in a horizontal scroll view is a control bar, not content.
            Example(
                """
                struct Filters: View {
                    var body: some View {
                        ScrollView(.horizontal) { HStack { ForEach(tags) { FilterChip(tag: $0) } } }
                    }
                }
                """,
                otherFiles: ["struct FilterChip: View { let tag: Tag; var body: some View { Text(tag.name).padding().glassEffect() } }"]),
            Example(
                """
                List(messages) { message in
                    MessageRow(message)
                }
                .toolbar {
                    ToolbarItem { Button("New", systemImage: "square.and.pencil") { compose() } }
                }
                """),
            // A floating control over the list, not inside it.
            Example(
                """
                ZStack(alignment: .bottomTrailing) {
                    List(items) { Text($0.title) }
                    Button("Add", systemImage: "plus") { add() }
                        .glassEffect(.regular.interactive())
                }
                """),
            // A ForEach in a plain stack (a fixed row of controls) is not scrolling content.
            Example(
                """
                HStack {
                    ForEach(modes) { mode in
                        Button(mode.title) { select(mode) }.buttonStyle(.glass)
                    }
                }
                """),
            // Glass in a sheet presented from a row belongs to the sheet.
            Example(
                """
                List(files) { file in
                    FileRow(file).sheet(item: $preview) { item in
                        PreviewControls(item).glassEffect()
                    }
                }
                """),
            Example(
                """
                ScrollView {
                    LazyVStack { ForEach(photos) { PhotoCell($0) } }
                }
                .overlay(alignment: .bottom) { Toolbar().glassEffect() }
                """),
            // A strip of glass filter buttons in a horizontal scroll view is a control bar (placed in a
            // `safeAreaBar` in IceCubesApp, in the search bar in Aidoku), not content.
            Example(
                """
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(filters) { filter in
                            Button(filter.title) { select(filter) }.buttonStyle(.glass)
                        }
                    }
                }
                """),
            Example(
                """
                ScrollView(.horizontal, showsIndicators: false) {
                    HStack {
                        ForEach(tabs.indices, id: \\.self) { index in
                            Button { selected = index } label: {
                                Text(tabs[index]).padding(8).glassEffect()
                            }
                        }
                    }
                }
                """),
            // A helper used beside the list, not in it.
            Example(
                """
                struct InboxView: View {
                    var body: some View {
                        ZStack(alignment: .bottom) {
                            List(messages) { MessageRow($0) }
                            composeButton
                        }
                    }

                    private var composeButton: some View {
                        Button("Compose", systemImage: "square.and.pencil") { compose() }
                            .buttonStyle(.glass)
                    }
                }
                """),
            // mlem: a keyboard toolbar handed to the project's `UIViewRepresentable` text editor, which makes it the
            // input accessory of its text view; it is not a row of the form.
            Example(
                """
                struct ProfileSettings: View {
                    var body: some View {
                        Form {
                            Section("Biography") {
                                MarkdownEditor(text: $bio, content: {
                                    EditorToolbar(model: toolbarModel)
                                })
                            }
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct MarkdownEditor<Content: View>: UIViewRepresentable {
                        @Binding var text: String
                        let content: Content
                        init(text: Binding<String>, @ViewBuilder content: () -> Content) {
                            _text = text
                            self.content = content()
                        }
                        func makeUIView(context: Context) -> UITextView {
                            let view = UITextView()
                            view.inputAccessoryView = UIHostingController(rootView: content).view
                            return view
                        }
                        func updateUIView(_ view: UITextView, context: Context) {}
                    }
                    """,
                    """
                    struct EditorToolbar: View {
                        let model: ToolbarModel
                        var body: some View { HStack { Button("Bold") { model.bold() } }.buttonStyle(.glass) }
                    }
                    """,
                ]),
            // Another view's `row` member is not this helper.
            Example(
                """
                struct Screen: View {
                    var body: some View {
                        List(items) { item in model.row(item) }
                        .overlay(alignment: .bottom) { row }
                    }

                    private var row: some View {
                        Button("Add") { add() }.buttonStyle(.glass)
                    }
                }
                """),
            // Two helpers deep, but the outer helper is a bar beside the list, not a row of it.
            Example(
                """
                struct InboxView: View {
                    var body: some View {
                        VStack { List(messages) { Text($0.subject) }; composeBar }
                    }
                    private var composeBar: some View { HStack { Spacer(); composeButton() } }
                    private func composeButton() -> some View { Button("Compose") { compose() }.buttonStyle(.glass) }
                }
                """),
            // Seventh held-back reading (pattern written anew): the project's own `glassEffect(in:)` draws a
            // material; a row drawn with it has no glass (the index decides by the declaration's body).
            Example(
                """
                struct InboxScreen: View {
                    var body: some View {
                        List(threads) { thread in ThreadRow(thread: thread) }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct ThreadRow: View {
                        let thread: MailThread
                        var body: some View { Text(thread.subject).padding(8).glassEffect(in: RoundedRectangle(cornerRadius: 12)) }
                    }
                    """,
                    """
                    extension View {
                        func glassEffect(in shape: some Shape) -> some View {
                            background(.ultraThinMaterial, in: shape)
                        }
                    }
                    """,
                ]),
        ],
        triggeringExamples: [
            // The same call when the project's `glassEffect(in:)` is a backport that applies the system's glass
            // on iOS 26: the rows are glass rows.
            Example(
                """
                struct InboxScreen: View {
                    var body: some View {
                        List(threads) { thread in ↓ThreadRow(thread: thread) }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct ThreadRow: View {
                        let thread: MailThread
                        var body: some View { Text(thread.subject).padding(8).glassEffect(in: RoundedRectangle(cornerRadius: 12)) }
                    }
                    """,
                    """
                    extension View {
                        @ViewBuilder func glassEffect(in shape: some Shape) -> some View {
                            if #available(iOS 26, *) {
                                self.glassEffect(.regular, in: shape)
                            } else {
                                background(.ultraThinMaterial, in: shape)
                            }
                        }
                    }
                    """,
                ]),
            // The same style method with a case that applies glass: the tiles are glass rows.
            Example(
                """
                struct ShelfScreen: View {
                    var body: some View {
                        List(books) { book in ↓BookTile(book: book) }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct BookTile: View {
                        let book: Book
                        var body: some View { Button(book.title) { open(book) }.shelfButtonStyle(.secondary) }
                    }
                    """,
                    """
                    enum ShelfButtonKind { case primary, secondary, plain }
                    extension View {
                        @ViewBuilder func shelfButtonStyle(_ kind: ShelfButtonKind) -> some View {
                            switch kind {
                            case .primary: buttonStyle(.glassProminent)
                            case .secondary: buttonStyle(.glass)
                            case .plain: buttonStyle(.plain)
                            }
                        }
                    }
                    """,
                ]),
            // The same section component repeated by a `ForEach` in the lazy stack: rows.
            Example(
                """
                struct SeriesScreen: View {
                    var body: some View {
                        ScrollView {
                            LazyVStack {
                                SeriesHeader(series: series)
                                ForEach(volumes) { volume in ↓VolumeActions(volume: volume) }
                            }
                        }
                    }
                }
                """,
                otherFiles: [
                    "struct VolumeActions: View { let volume: Volume; var body: some View { Button(\"Read\") { }.buttonStyle(.glass) } }",
                ]),
            // A row that presents a glass screen and has glass of its own: the row's glass is still on content (the
            // counterpart of the presenting row above).
            Example(
                """
                struct InboxScreen: View {
                    var body: some View {
                        List(messages) { message in
                            ↓MessageRow(message: message)
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct MessageRow: View {
                        let message: Message
                        @State private var recording = false
                        var body: some View {
                            Text(message.text)
                                .padding()
                                .glassEffect(in: .rect(cornerRadius: 12))
                                .fullScreenCover(isPresented: $recording) { VoiceRecorder() }
                        }
                    }
                    """,
                    "struct VoiceRecorder: View { var body: some View { Button(\"Stop\") { }.buttonStyle(.glassProminent) } }",
                ]),
            // The same link with `value:`: its trailing closure is the label, the row itself (the counterpart of the
            // titled link above).
            Example(
                """
                struct EventsScreen: View {
                    var body: some View {
                        List(events) { event in
                            NavigationLink(value: event) { ↓EventCard(event: event) }
                        }
                    }
                }
                """,
                otherFiles: [
                    "struct EventCard: View { let event: Event; var body: some View { Text(event.name).padding().glassEffect() } }",
                ]),
            // A horizontal strip whose items hold no control: photos with glass are content (the counterpart of the
            // filter chips above).
            Example(
                """
                struct Gallery: View {
                    var body: some View {
                        ScrollView(.horizontal) {
                            HStack {
                                ForEach(photos) { photo in
                                    Image(photo.name).padding(8)↓.glassEffect(in: .rect(cornerRadius: 12))
                                }
                            }
                        }
                    }
                }
                """),
            // Issue 45: the card is another file's type, with a glass play button on every card of the stack.
            Example(
                """
                struct FeedView: View {
                    var body: some View {
                        ScrollView {
                            LazyVStack {
                                ForEach(episodes) { episode in
                                    ↓EpisodeCard(episode: episode)
                                }
                            }
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct EpisodeCard: View {
                        let episode: Episode
                        var body: some View {
                            VStack { Text(episode.title); playButton }
                        }
                        private var playButton: some View {
                            Button(action: play) { Image(systemName: "play.fill") }.buttonStyle(.glass)
                        }
                    }
                    """,
                ]),
            // Issue 45: clear glass applied to form cards by a modifier declared in another file, two helpers
            // deep (the modifier's body uses a helper that applies the glass).
            Example(
                """
                struct SettingsForm: View {
                    var body: some View {
                        List {
                            ↓SettingsCard(title: "Sync")
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct SettingsCard: View {
                        let title: String
                        var body: some View { Text(title).modifier(ClearCard()) }
                    }
                    """,
                    """
                    struct ClearCard: ViewModifier {
                        func body(content: Content) -> some View { styled(content) }
                        func styled(_ content: Content) -> some View {
                            content.padding().glassEffect(.clear, in: .rect(cornerRadius: 16))
                        }
                    }
                    """,
                ]),
            // The same glass component handed to a wrapper that is a SwiftUI view lays it out in the row.
            Example(
                """
                struct ProfileSettings: View {
                    var body: some View {
                        Form {
                            Section("Biography") {
                                CardSection(content: {
                                    ↓EditorToolbar(model: toolbarModel)
                                })
                            }
                        }
                    }
                }
                """,
                otherFiles: [
                    """
                    struct CardSection<Content: View>: View {
                        @ViewBuilder var content: () -> Content
                        var body: some View { VStack { content() } }
                    }
                    """,
                    """
                    struct EditorToolbar: View {
                        let model: ToolbarModel
                        var body: some View { HStack { Button("Bold") { model.bold() } }.buttonStyle(.glass) }
                    }
                    """,
                ]),
            Example(
                """
                List(messages) { message in
                    MessageRow(message)
                        ↓.glassEffect()
                }
                """),
            Example(
                """
                ScrollView {
                    ForEach(cards) { card in
                        CardView(card)↓.glassEffect(.regular, in: .rect(cornerRadius: 16))
                    }
                }
                """),
            // Cards (not controls) in a horizontal carousel are content.
            Example(
                """
                ScrollView(.horizontal) {
                    HStack {
                        ForEach(albums) { album in
                            AlbumCard(album)↓.glassEffect(in: .rect(cornerRadius: 12))
                        }
                    }
                }
                """),
            // Buttons in a vertical scroll view are rows of content.
            Example(
                """
                ScrollView {
                    VStack {
                        ForEach(actions) { action in
                            Button(action.title) { run(action) }↓.buttonStyle(.glass)
                        }
                    }
                }
                """),
            // Issue 45: glass buttons as `List` rows two helpers deep (the row helper uses another helper that
            // has the glass).
            Example(
                """
                struct InboxView: View {
                    var body: some View {
                        List { messageRows }
                    }
                    private var messageRows: some View {
                        ForEach(messages) { message in HStack { Text(message.subject); replyButton(message) } }
                    }
                    private func replyButton(_ message: Message) -> some View {
                        Button("Reply") { reply(message) }↓.buttonStyle(.glass)
                    }
                }
                """),
            // Issue 45: the glass style chosen in a ternary, or at the root of a chained style.
            Example(
                """
                List(items) { item in
                    Button(item.title) { open(item) }↓.buttonStyle(item.isNew ? .glassProminent : .plain)
                }
                """),
            Example(
                """
                List(items) { item in
                    Button(item.title) { open(item) }↓.buttonStyle(.glassProminent.shadow(false))
                }
                """),
            Example(
                """
                LazyVGrid(columns: columns) {
                    ForEach(apps) { app in
                        Button(app.name) { open(app) }↓.buttonStyle(.glass)
                    }
                }
                """),
            Example(
                """
                Form {
                    Section("Account") {
                        Text(user.name)
                            .padding()
                            ↓.glassEffect(.clear)
                    }
                }
                """),
            Example(
                """
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                    cell.backgroundView = UIVisualEffectView(effect: ↓UIGlassEffect())
                    return cell
                }
                """),
            // A helper property used as the rows of a list: the glass ends up on every row.
            Example(
                """
                struct InboxView: View {
                    var body: some View {
                        List(messages) { message in
                            messageButton(message)
                        }
                    }

                    func messageButton(_ message: Message) -> some View {
                        Button(message.subject) { open(message) }
                            ↓.buttonStyle(.glass)
                    }
                }
                """),
            Example(
                """
                struct SettingsView: View {
                    var body: some View {
                        Form {
                            accountRow
                        }
                    }

                    private var accountRow: some View {
                        Label(user.name, systemImage: "person")↓.glassEffect()
                    }
                }
                """),
            Example(
                """
                final class PhotoCell: UICollectionViewCell {
                    private let badge = UIVisualEffectView(effect: ↓UIGlassEffect(style: .clear))
                }
                """),
        ])

    /// Views whose children are rows of scrolling content.
    static let rowContainers: Set<String> = ["List", "Form", "Table", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid"]
    /// Views that scroll the `ForEach` inside them.
    static let scrollingViews: Set<String> = rowContainers.union(["ScrollView"])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        // Where each helper of the file is used as a row, found once per helper.
        var helperRows: [SyntaxIdentifier: [RowPlace]] = [:]
        return context.glassSites.compactMap { site in
            // The first place that makes the site content: controls in a control strip are not (whether the
            // site is a control is asked only then).
            func content(_ places: [RowPlace]) -> String? {
                places.first {
                    !$0.isControlStrip || !(isControl(site, context.file) || Self.glassedViewHoldsControl(site, context.file))
                }?.description
            }
            guard site.isSwiftUI else { return cellContext(around: site.call).map { violation(site, $0) } }
            var container = content(scrollingContainer(around: site.call, context).map { [$0] } ?? [])
            if container == nil, let (name, declaration) = HelperUses.helper(around: site.call) {
                if helperRows[declaration.id] == nil {
                    helperRows[declaration.id] = rowUses(of: name, declaration, context)
                }
                container = content(helperRows[declaration.id] ?? [])
            }
            return container.map { violation(site, $0) }
        } + componentRows(context)
    }

    /// Rows made of the project's own component types that produce glass, wherever the type is declared
    /// (``GlassProducers``, issue 45: a card type from another file with a glass play button in every row of a
    /// `LazyVStack`). Strips of controls are left out as above.
    private func componentRows(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for name in context.file.calledTypeNames().sorted() where !Self.systemViews.contains(name) {
            for call in context.file.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                let owner = context.file.viewScope(of: call)?.name
                guard owner != name, GlassCodeScope.appliesRules(at: call),
                    context.declarations.producesGlass(name, in: owner),
                    let place = scrollingContainer(around: call, context), !place.isControlStrip,
                    // A component written once in a page's lazy stack is a section of the page (seventh tuning
                    // half: a reader app's detail screens, whose action sections have glass buttons; 5 findings).
                    !place.isStaticSection
                else { continue }
                violations.append(
                    Violation(
                        at: call,
                        message: "`\(name)` draws glass (in its declaration) on each row of scrolling content (in "
                            + "\(place.description)); keep glass on the navigation layer above the content"))
            }
        }
        return violations
    }

    /// SwiftUI's own views, never the project's glass components.
    static let systemViews: Set<String> = [
        "Text", "Image", "Label", "Button", "HStack", "VStack", "ZStack", "List", "ForEach", "Section", "Group",
        "ScrollView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Form", "NavigationLink", "Spacer",
        "Color", "Divider", "Toggle", "Picker", "Menu", "GlassEffectContainer",
    ]

    private func violation(_ site: GlassSite, _ container: String) -> Violation {
        Violation(
            position: site.anchor,
            message: "Glass on a row of scrolling content (in \(container)); keep glass on the navigation layer above "
                + "the content")
    }

    /// Scrolling content a node is a row of.
    private struct RowPlace {
        /// `` `List` ``, `` `ForEach` in `ScrollView` ``, `` `Form`, through `row` ``.
        var description: String
        /// A `ForEach` in a horizontal `ScrollView`: a strip of controls — filter pills, listing tabs — which apps
        /// place in a bar (both such strips on the real-app corpus sat in a `safeAreaBar` or the search bar), so
        /// controls there are not content.
        var isControlStrip: Bool
        /// A view written once, not repeated by a `ForEach`, in a `LazyVStack`/`LazyHStack` that lays out a page:
        /// a section of the page (a detail screen's header, its actions), not one of many rows.
        var isStaticSection = false
    }

    /// Controls that make the glass around them a control.
    static let controls: Set<String> = ["Button", "Menu", "Toggle", "Link", "NavigationLink", "Picker", "ShareLink"]

    /// Whether the view the glass is applied to holds a control: a chip with its own remove `Button` is a control even
    /// where the glass is not on the button itself (third tuning half, berkeley-mobile's filter chips over its map).
    /// `.modify { $0.glassEffect() }` applies to the receiver of the call the closure is given to.
    static func glassedViewHoldsControl(_ site: GlassSite, _ file: SourceFile) -> Bool {
        guard let member = site.call.calledExpression.as(MemberAccessExprSyntax.self), var view = member.base else {
            return false
        }
        if let reference = view.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            guard let closure = site.call.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }),
                let outer = closure.parent?.as(FunctionCallExprSyntax.self),
                let receiver = outer.calledExpression.as(MemberAccessExprSyntax.self)?.base
            else { return false }
            view = receiver
        }
        let range = view.position..<view.endPosition
        return controls.contains { name in file.calls(name).contains { range.contains($0.position) } }
    }

    /// Where a view-returning helper (`var row: some View`, `func row(_:)`) is used as a row of scrolling
    /// content in the file, in the order of its uses. Two levels: a use inside another helper is followed to that
    /// helper's uses (issue 45: glass buttons as `List` rows two helpers deep — `List { rows }` over `var rows`
    /// over `func actionButton(_:)` — were not seen); deeper is not followed.
    private func rowUses(of name: String, _ declaration: Syntax, _ context: RuleContext, levels: Int = 2) -> [RowPlace] {
        var places: [RowPlace] = []
        for use in HelperUses.uses(of: name, in: Syntax(declaration.root), excluding: declaration) {
            if let place = scrollingContainer(around: use, context) {
                places.append(
                    RowPlace(description: "\(place.description), through `\(name)`", isControlStrip: place.isControlStrip))
            } else if levels > 1, let (outer, outerDeclaration) = HelperUses.helper(around: use),
                outerDeclaration.id != declaration.id
            {
                places += rowUses(of: outer, outerDeclaration, context, levels: levels - 1).map {
                    RowPlace(description: "\($0.description) and `\(name)`", isControlStrip: $0.isControlStrip)
                }
            }
        }
        return places
    }

    /// The scrolling content `node` is a row of, if any.
    private func scrollingContainer(around node: some SyntaxProtocol, _ context: RuleContext) -> RowPlace? {
        var sawForEach = false
        for enclosing in context.file.enclosingCalls(of: node) {
            guard enclosing.isContent else { continue }
            if EnclosingCall.presentationModifiers.contains(enclosing.name) { return nil }
            // A view handed to the project's `UIViewRepresentable` is hosted by UIKit where the wrapper puts it
            // (mlem's text editor makes its `content:` the keyboard's input accessory), not laid out as the row.
            if !enclosing.isModifier, enclosing.name.first?.isUppercase == true,
                !Self.systemViews.contains(enclosing.name), context.declarations.isRepresentable(enclosing.name)
            {
                return nil
            }
            if Self.isNavigationDestination(enclosing, holding: node) { return nil }
            if Self.rowContainers.contains(enclosing.name) {
                return RowPlace(
                    description: "`\(enclosing.name)`", isControlStrip: false,
                    isStaticSection: !sawForEach && (enclosing.name == "LazyVStack" || enclosing.name == "LazyHStack"))
            }
            if enclosing.name == "ForEach" { sawForEach = true }
            if sawForEach, enclosing.name == "ScrollView" {
                return RowPlace(description: "`ForEach` in `ScrollView`", isControlStrip: Self.isHorizontal(enclosing.call))
            }
        }
        return nil
    }

    /// `node` is in the screen a `NavigationLink` opens (`destination:`, or the first trailing closure of
    /// `NavigationLink { Screen() } label: { … }`), not in the link's row. On the earlier held-back half all six
    /// wrong findings of the project-wide index were component types used so (ExcalidrawZ, yattee, MyAzan);
    /// on the fresh tuning half, lexiconflow's settings screens.
    static func isNavigationDestination(_ enclosing: EnclosingCall, holding node: some SyntaxProtocol) -> Bool {
        guard enclosing.name == "NavigationLink", case .content(let label) = enclosing.relation else { return false }
        if label == "destination" { return true }
        guard label == nil, let trailing = enclosing.call.trailingClosure else { return false }
        // `NavigationLink { Screen() } label: { … }`, or `NavigationLink("Title") { Screen() }` (a title first: the one
        // trailing closure is the destination; third tuning half, berkeley-mobile's event list). With `value:` or
        // `destination:` the trailing closure is the label, the row.
        let opensScreen = enclosing.call.additionalTrailingClosures.contains(where: { $0.label.text == "label" })
            || (enclosing.call.additionalTrailingClosures.isEmpty && enclosing.call.arguments.first.map { $0.label == nil } == true)
        guard opensScreen else { return false }
        return node.position >= trailing.position && node.endPosition <= trailing.endPosition
    }

    /// A glass button style, or glass inside a `Button` (on its label).
    private func isControl(_ site: GlassSite, _ file: SourceFile) -> Bool {
        site.kind == .glassButtonStyle || site.kind == .glassProminentButtonStyle
            || file.enclosingCalls(of: site.call).contains { $0.name == "Button" && $0.isContent }
    }

    /// `ScrollView(.horizontal)`, `ScrollView(.horizontal, showsIndicators: false)`, `ScrollView(axes: .horizontal)`.
    static func isHorizontal(_ scrollView: FunctionCallExprSyntax) -> Bool {
        guard let axes = SyntaxQueries.argument(nil, of: scrollView) ?? SyntaxQueries.argument("axes", of: scrollView)
        else { return false }
        return SyntaxQueries.memberNames(axes) == ["horizontal"]
    }

    /// UIKit: the cell-providing method or cell class around `node`, if any.
    private func cellContext(around node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
                if labels.contains("cellForRowAt") || labels.contains("cellForItemAt") {
                    return "`\(function.name.text)(…\(labels.contains("cellForRowAt") ? "cellForRowAt" : "cellForItemAt"):)`"
                }
            }
            if let type = parent.as(ClassDeclSyntax.self),
                let inherited = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                inherited.hasSuffix("Cell")
            {
                return "the `\(inherited)` subclass `\(type.name.text)`"
            }
            current = parent.parent
        }
        return nil
    }
}
