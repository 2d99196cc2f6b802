import SwiftSyntax

/// `.interactive()` glass on a view that nothing can tap.
public struct InteractiveOnStaticGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: "interactive_on_static_glass",
        name: "Interactive on Static Glass",
        description: """
            Glass is made interactive (`.regular.interactive()`) on a view that does not respond to touch: no \
            button or other control in it or around it, and no tap or gesture modifier on it or on a view \
            around it. Only views built from `Text`, `Image`, shapes and stacks of them are judged; a custom view \
            or a `content` property may contain a control and is left alone, and so is a component whose whole \
            body is the glass view unless the file shows it used outside any control (it may be a button's \
            label). Design rule: interactive glass is for controls — it tells the user "this responds to your \
            finger".
            """,
        rationale: """
            Interactive glass scales, bounces and shimmers under the finger and lights up nearby glass. On a \
            label or a badge that does nothing, that feedback promises an action that never comes, and the \
            user keeps tapping.
            """,
        severity: .warning,
        // Opt-in: under 90 % precision on the held-back unseen apps (RulePrecision, docs/lint-corpus.md).
        isOptIn: true,
        nonTriggeringExamples: [
            // Issue 45: a panel of controls given to a project's `.modify { }` helper as `$0`: the view is not
            // visible here (it holds a date picker and buttons).
            Example(
                """
                struct TimeTravelPanel: View {
                    var body: some View {
                        controls
                            .modify {
                                if #available(iOS 26, *) {
                                    $0.glassEffect(.regular.interactive(), in: .rect(cornerRadius: 20))
                                } else {
                                    $0.background(.regularMaterial)
                                }
                            }
                    }
                }
                """),
            // The project's own gesture modifier (corpus: lockbook HomeView).
            Example(
                """
                Image(systemName: "square.and.pencil")
                    .padding(9)
                    .glassEffect(.regular.interactive(), in: Circle())
                    .createGestures(trigger: count, tap: { create() }, longPress: createMany)
                """),
            Example("Button(\"Play\", systemImage: \"play.fill\") { play() }.glassEffect(.regular.interactive())"),
            Example(
                """
                Image(systemName: "mic.fill")
                    .padding()
                    .glassEffect(.regular.interactive())
                    .onTapGesture { startRecording() }
                """),
            // Glass around a row of controls.
            Example(
                """
                HStack(spacing: 20) {
                    Button { back() } label: { Image(systemName: "chevron.left") }
                    Text(page.title)
                    Button { forward() } label: { Image(systemName: "chevron.right") }
                }
                .padding()
                .glassEffect(.regular.interactive())
                """),
            // The gesture is on a view around the glass.
            Example(
                """
                VStack {
                    Image(systemName: "music.note").glassEffect(.regular.interactive(), in: .circle)
                    Text(track.title)
                }
                .gesture(DragGesture().onEnded { dismissPlayer($0) })
                """),
            // Glass in a button's label.
            Example(
                """
                Button(action: toggleFavorite) {
                    Image(systemName: "heart.fill").padding().glassEffect(.regular.interactive())
                }
                """),
            // A custom view may contain controls: not judged.
            Example("MiniPlayerView(track: track).glassEffect(.regular.interactive())"),
            Example("content.glassEffect(.regular.interactive())"),
            Example("Text(\"Offline\").glassEffect(.regular.interactive(false))"),
            // A row component used as a navigation link's label.
            Example(
                """
                struct ChatRow: View {
                    let chat: Chat
                    var body: some View {
                        HStack { Text(chat.title); Spacer(); Image(systemName: "chevron.right") }
                            .padding()
                            .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 12))
                    }
                }
                struct ChatList: View {
                    var body: some View {
                        ForEach(chats) { chat in
                            NavigationLink(value: chat) { ChatRow(chat: chat) }
                        }
                    }
                }
                #Preview { ChatRow(chat: .sample) }
                """),
            // A component used in another file: unknown.
            Example(
                """
                struct PinBadge: View {
                    var body: some View { Image(systemName: "pin").glassEffect(.regular.interactive()) }
                }
                """),
            // A helper property used as a button's label.
            Example(
                """
                struct Toolbar: View {
                    var body: some View {
                        Button(action: toggle) { stateLabel }
                    }
                    private var stateLabel: some View {
                        HStack { Image(systemName: "moon"); Text("Night") }.glassEffect(.regular.interactive())
                    }
                }
                """),
            Example("Text(\"Offline\").glassEffect(.regular.interactive(isEditable))"),
            Example(
                """
                extension View {
                    func glassEffect(_ glass: Glass) -> some View { self }
                }
                Text("Status").glassEffect(.regular.interactive())
                """),
        ],
        triggeringExamples: [
            Example("Text(\"Synced\").padding().glassEffect(.regular↓.interactive())"),
            Example(
                """
                HStack {
                    Image(systemName: "wifi")
                    Text("Connected")
                }
                .glassEffect(.regular.tint(.green)↓.interactive(), in: .capsule)
                """),
            Example("Label(\"3 new\", systemImage: \"bell\").glassEffect(Glass.clear↓.interactive(true))"),
            // A view nested in a screen's body.
            Example(
                """
                struct DashboardView: View {
                    var body: some View {
                        VStack {
                            Text("Today")
                            Text("Synced").padding().glassEffect(.regular↓.interactive())
                        }
                    }
                }
                """),
            // A component whose uses in the file are all outside controls (previews do not count).
            Example(
                """
                struct StatusPill: View {
                    var body: some View { Text("Live").padding().glassEffect(.regular.tint(.red)↓.interactive()) }
                }
                struct StreamHeader: View {
                    var body: some View { HStack { Text("Stream"); StatusPill() } }
                }
                #Preview { StatusPill().onTapGesture { } }
                """),
            // A helper property used only as plain content.
            Example(
                """
                struct Header: View {
                    var body: some View { VStack { title; subtitle } }
                    private var title: some View { Text("Inbox").font(.largeTitle) }
                    private var subtitle: some View { Text("3 unread").glassEffect(.regular↓.interactive()) }
                }
                """),
            // A tap modifier inside the glass view's action closure does not count; the sheet's button does not either.
            Example(
                """
                Image(systemName: "photo")
                    .onAppear { load() }
                    .sheet(isPresented: $showEditor) { Button("Done") { close() } }
                    .glassEffect(.regular↓.interactive())
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.glassSites.compactMap { site -> Violation? in
            guard site.isSwiftUI, let interactive = Self.interactiveCall(site), site.appliesRules,
                ViewInteraction.of(site, in: context.file) == .noInteraction,
                ViewInteraction.context(of: site.chain.expression, in: context.file) == .noInteraction
            else { return nil }
            return Violation(
                position: SyntaxQueries.anchor(of: interactive),
                message: "Interactive glass on a view that does not respond to touch; remove `.interactive()` or "
                    + "make the view a control")
        }
    }

    /// The `.interactive()` / `.interactive(true)` call of the site's glass value (not `.interactive(false)` or
    /// a variable).
    static func interactiveCall(_ site: GlassSite) -> FunctionCallExprSyntax? {
        var current: ExprSyntax? = site.glass
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if SyntaxQueries.calledName(call) == "interactive", SyntaxQueries.calledMember(call)?.base != nil {
                    guard let argument = call.arguments.first?.expression else { return call }
                    return argument.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) ? call : nil
                }
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else {
                current = nil
            }
        }
        return nil
    }
}
