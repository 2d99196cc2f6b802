import Testing
@testable import LiquidGlassUICore

/// API that the corpus's third round ranked by the files it blocked (docs/ui-corpus.md): each test fails without it.
@MainActor
@Suite struct CorpusRound3APITests {
    /// `labelReservedIconWidth(30)`: a narrow and a wide icon both get a 30 pt column, so the two titles start at the
    /// same x (30 + the 8 pt icon-to-title spacing after the label's start); without it they start at different x.
    @Test func labelsReserveTheIconWidth() {
        func titles(reserved: Bool) -> (CGFloat?, CGFloat?) {
            let labels = VStack(alignment: .leading) {
                Label { Text("One").named("t1") } icon: { Color.red.frame(width: 10, height: 10) }
                Label { Text("Two").named("t2") } icon: { Color.red.frame(width: 24, height: 10) }
            }
            let f = reserved ? frames(labels.labelReservedIconWidth(30), width: 300, height: 200).frames
                : frames(labels, width: 300, height: 200).frames
            return (f["t1"]?.minX, f["t2"]?.minX)
        }
        let (a, b) = titles(reserved: true)
        #expect(a != nil && a == b, "\(String(describing: a)) \(String(describing: b))")
        let (c, d) = titles(reserved: false)
        #expect(c != d)
        // The wide icon's title moves from 24 + 8 to 30 + 8 pt after the label's start.
        #expect(b.flatMap { b in d.map { abs((b - $0) - 6) < 0.5 } } == true, "\(String(describing: b)) \(String(describing: d))")
    }

    private struct SizeProbe: View {
        @Environment(\.controlSize) var size
        var body: some View {
            let width: CGFloat = switch size { case .mini: 1; case .small: 2; case .regular: 3; case .large: 4; case .extraLarge: 5 }
            Color.red.frame(width: width, height: 1).named("probe")
        }
    }

    /// Control sizes are ordered mini < small < regular < large < extraLarge, and `controlSize(_:)` of a range clamps
    /// the size the environment gives into it.
    @Test func controlSizeRangeClamps() {
        #expect(ControlSize.mini < .small && ControlSize.large < .extraLarge && !(ControlSize.regular < .regular))
        func width<V: View>(_ v: V) -> CGFloat? { frames(v, width: 100, height: 100).frames["probe"]?.width }
        #expect(width(SizeProbe().controlSize(.large ... .extraLarge).controlSize(.mini)) == 4)
        #expect(width(SizeProbe().controlSize(.mini ... .small).controlSize(.extraLarge)) == 2)
        #expect(width(SizeProbe().controlSize(.small ... .large)) == 3)
    }

    private struct SizingProbe: View {
        @Environment(\.buttonSizing) var sizing
        var body: some View { Color.red.frame(width: sizing == .flexible ? 20 : 10, height: 1).named("probe") }
    }

    /// `@Environment(\.buttonSizing)` reads what `buttonSizing(_:)` set (`.automatic` otherwise).
    @Test func buttonSizingIsInTheEnvironment() {
        #expect(frames(SizingProbe().buttonSizing(.flexible), width: 100, height: 100).frames["probe"]?.width == 20)
        #expect(frames(SizingProbe(), width: 100, height: 100).frames["probe"]?.width == 10)
        #expect(EnvironmentValues().buttonSizing == .automatic)
    }

    /// A localized string's interpolation formats a number with a `printf` specifier, and a value with a format style.
    @Test func interpolationSpecifiers() {
        let price = 3.14159
        let key: LocalizedStringKey = "$\(price, specifier: "%.2f") for \(7, specifier: "%03d")"
        #expect(key.string == "$3.14 for 007")
        let styled: LocalizedStringKey = "\(0.5, format: .percent)"
        #expect(styled.string == "50%")
    }

    /// `.matchedGeometry(properties:anchor:)` (iOS 26 beta's spelling) is the matched-geometry transition;
    /// `scrollEdgeEffectDisabled` lays out as `scrollEdgeEffectHidden` does (the view unchanged).
    @Test func betaSpellings() {
        #expect(GlassEffectTransition.matchedGeometry(properties: .frame, anchor: .top) == .matchedGeometry)
        let view = Color.red.frame(width: 40, height: 40).named("c")
        #expect(frames(view.scrollEdgeEffectHidden(true, for: .all), width: 100, height: 100).frames["c"]
                == frames(view.scrollEdgeEffectDisabled(true, for: .all), width: 100, height: 100).frames["c"])
    }

    /// A filled shape stroked again (iOS 17's `fill(_:).stroke(_:lineWidth:)`) draws both: a blue disc with a black ring.
    @Test func fillThenStroke() throws {
        let view = Circle().fill(Color(red: 0, green: 0, blue: 1)).stroke(Color(red: 0, green: 0, blue: 0), lineWidth: 6)
            .frame(width: 60, height: 60).padding(10).background(Color.white)
        let image = try #require(ImageRenderer(content: view).linearImage())
        let centre = image.pixels[40 * image.width + 40], ring = image.pixels[40 * image.width + 10]
        #expect(centre.z > 0.99 && centre.x < 0.01, "fill: \(centre)")
        #expect(ring.x < 0.01 && ring.z < 0.01 && ring.w > 0.99, "stroke: \(ring)")
    }

    /// `ContentUnavailableView(_:image:description:)` shows the named image (an asset-catalog picture) as its icon.
    @Test func contentUnavailableWithImage() {
        let view = ContentUnavailableView("Nothing", image: "photo", description: Text("Add one."))
        let tree = ViewTreeHost().layout(view, proposal: ProposedViewSize(width: 300, height: 600), environment: EnvironmentValues())
        func images(_ node: ViewNode) -> [String] {
            ((node as? ImageNode).map { [$0.name] } ?? []) + node.children.flatMap(images)
        }
        #expect(images(tree.root) == ["photo"])
    }

    /// iOS 14's `onChange(of:perform:)` runs its action with the new value when a tap changes the value.
    @Test func onChangePerform() throws {
        struct Counter: View {
            @State var count = 0
            @State var seen = 0
            var body: some View {
                VStack {
                    Button("Add") { count += 1 }
                    Color.red.frame(width: CGFloat(10 + seen), height: 1).named("seen")
                }
                .onChange(of: count, perform: { seen = $0 })
            }
        }
        let recorder = AnimationRecorder(content: Counter())
        try recorder.tap("Add")
        try recorder.tap("Add")
        #expect(currentFrames(recorder)["seen"]?.width == 12)
    }
}

/// The bottom bar's spacers (issue 43: "a ToolbarSpacer(.fixed) in a bottom bar behaves like a flexible one").
@MainActor
@Suite struct BottomBarSpacerTests {
    private struct Screen: View {
        let sizing: SpacerSizing
        var body: some View {
            NavigationStack {
                Color.clear.toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("A") {}.named("a") }
                    ToolbarSpacer(sizing, placement: .bottomBar)
                    ToolbarItem(placement: .bottomBar) { Button("B") {}.named("b") }
                }
            }
        }
    }

    /// A fixed spacer only splits the two items' glass: B's 44 pt item (NavigationBarMetrics.rowHeight, the items'
    /// minimum width) follows A's after the row's NavigationBarMetrics.groupSpacing, so their centres are 52 pt
    /// apart (before the fix, B was pushed to the trailing margin as by a flexible spacer); a flexible spacer puts
    /// A's item at the leading margin and B's at the trailing one (the 402 pt screen less NavigationBarMetrics.margin).
    /// The frames are drawn at scale 1, on the 1-pt grid: each edge moves by at most ½ pt, so a centre by at most
    /// ½ pt and the distance between two centres by at most 1 pt.
    @Test func fixedSpacerIsAFixedGap() throws {
        let m = NavigationBarMetrics.self
        let fixed = deviceLayout(Screen(sizing: .fixed)).frames
        let a = try #require(fixed["a"]), b = try #require(fixed["b"])
        #expect(abs((b.midX - a.midX) - (m.rowHeight + m.groupSpacing)) <= 1, "\(a) \(b)")
        let flexible = deviceLayout(Screen(sizing: .flexible)).frames
        let af = try #require(flexible["a"]), bf = try #require(flexible["b"])
        #expect(abs(af.midX - (m.margin + m.rowHeight / 2)) <= 0.5, "\(af)")
        #expect(abs(bf.midX - (Device.iPhone17Pro.size.width - m.margin - m.rowHeight / 2)) <= 0.5, "\(bf)")
    }
}

/// `@Animatable` (iOS 26) on a shape: its `animatableData` is its two angles' radians (a nested `AnimatablePair`),
/// leaving out the `@AnimatableIgnored` flag; writing it writes the angles.
@Animatable
struct Round3Arc: Shape {
    var startAngle: Angle
    var endAngle: Angle
    @AnimatableIgnored var clockwise: Bool
    func path(in rect: CGRect) -> Path { Path(rect) }
}

@Animatable
struct Round3Bar: Shape {
    var height: CGFloat
    func path(in rect: CGRect) -> Path { Path(rect) }
}

@MainActor
@Suite struct AnimatableMacroTests {
    @Test func animatableDataIsTheStoredVars() {
        var arc = Round3Arc(startAngle: .radians(1), endAngle: .radians(2), clockwise: true)
        #expect(arc.animatableData.first == 1 && arc.animatableData.second == 2)
        arc.animatableData = AnimatablePair(0.5, 3)
        #expect(arc.startAngle == .radians(0.5) && arc.endAngle == .radians(3) && arc.clockwise)
        var bar = Round3Bar(height: 10)
        #expect(bar.animatableData == 10)
        bar.animatableData = 4
        #expect(bar.height == 4)
    }
}
