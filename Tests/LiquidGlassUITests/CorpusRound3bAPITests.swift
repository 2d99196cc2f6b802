import Testing
@testable import LiquidGlassUICore

/// API that heldback3's measurement showed missing (docs/ui-corpus.md), built after it was measured: each test fails
/// without its API.
@MainActor
@Suite struct CorpusRound3bAPITests {
    private func texts<V: View>(_ view: V, width: CGFloat = 300) -> [(text: String, lines: Int)] {
        let tree = ViewTreeHost().layout(view, proposal: ProposedViewSize(width: width, height: 600), environment: EnvironmentValues())
        func visit(_ items: [UIDisplayItem]) -> [(String, Int)] {
            items.flatMap { item -> [(String, Int)] in
                switch item {
                case .text(let t): return [(t.layout.lines.map(\.text).joined(separator: " "), t.layout.lines.count)]
                case .glass(_, let content), .group(_, let content): return visit(content)
                default: return []
                }
            }
        }
        return visit(tree.items)
    }

    /// iOS 14's `navigationBarLeading`/`navigationBarTrailing` place items where `topBarLeading`/`topBarTrailing` do.
    @Test func navigationBarPlacements() {
        func frames(_ leading: ToolbarItemPlacement, _ trailing: ToolbarItemPlacement) -> [String: CGRect] {
            deviceLayout(NavigationStack {
                Color.clear.navigationTitle("T").toolbar {
                    ToolbarItem(placement: leading) { Button("L") {}.named("l") }
                    ToolbarItem(placement: trailing) { Button("R") {}.named("r") }
                }
            }).frames
        }
        let old = frames(.navigationBarLeading, .navigationBarTrailing), new = frames(.topBarLeading, .topBarTrailing)
        #expect(old["l"] != nil && old["l"] == new["l"])
        #expect(old["r"] != nil && old["r"] == new["r"])
        #expect((old["r"]?.minX ?? 0) > 300)
    }

    /// `EditButton` reads "Edit", or "Done" while the environment's edit mode is active; a tap toggles the binding.
    @Test func editButtonFollowsTheEditMode() throws {
        #expect(texts(EditButton()).map(\.text) == ["Edit"])
        #expect(texts(EditButton().environment(\.editMode, .constant(.active))).map(\.text) == ["Done"])
        struct Screen: View {
            @State var mode = EditMode.inactive
            var body: some View {
                VStack {
                    EditButton()
                    Color.red.frame(width: mode.isEditing ? 20 : 10, height: 1).named("probe")
                }
                .environment(\.editMode, $mode)
            }
        }
        let recorder = AnimationRecorder(content: Screen())
        try recorder.tap("Edit")
        #expect(currentFrames(recorder)["probe"]?.width == 20)
    }

    /// `accentColor(_:)` (deprecated) tints the controls inside, as `tint(_:)` does: a bordered-prominent button's
    /// capsule is red with it (the count of red pixels equal to `tint`'s), blue without.
    @Test func accentColorIsTheTint() throws {
        func redPixels<V: View>(_ v: V) throws -> Int {
            let image = try #require(ImageRenderer(content: v.frame(width: 120, height: 60)).linearImage())
            return image.pixels.filter { $0.w > 0.9 && $0.x > 0.5 && $0.y < 0.2 && $0.z < 0.2 }.count
        }
        let button = Button("Go") {}.buttonStyle(.borderedProminent)
        let red = Color(red: 1, green: 0, blue: 0)
        let viaAccent = try redPixels(button.accentColor(red)), viaTint = try redPixels(button.tint(red))
        #expect(viaAccent > 100 && viaAccent == viaTint, "\(viaAccent) \(viaTint)")
        #expect(try redPixels(button) == 0)
    }

    /// `.matchedGeometry(properties:)` alone (a real file's call): the anchor defaults, and it is `.matchedGeometry`.
    @Test func matchedGeometryDefaults() {
        #expect(GlassEffectTransition.matchedGeometry(properties: [.position]) == .matchedGeometry)
    }

    /// A stroked shape filled afterwards (iOS 17: `.stroke(.black).fill(.white)`) draws the fill under the stroke.
    @Test func strokeThenFill() throws {
        let view = Circle().stroke(Color(red: 0, green: 0, blue: 0), lineWidth: 6).fill(Color(red: 0, green: 0, blue: 1))
            .frame(width: 60, height: 60).padding(10).background(Color.white)
        let image = try #require(ImageRenderer(content: view).linearImage())
        let centre = image.pixels[40 * image.width + 40], ring = image.pixels[40 * image.width + 10]
        #expect(centre.z > 0.99 && centre.x < 0.01, "fill: \(centre)")
        #expect(ring.x < 0.01 && ring.z < 0.01 && ring.w > 0.99, "stroke over it: \(ring)")
    }

    /// `lineLimit(_:)` of a range caps the lines at its upper bound.
    @Test func lineLimitRange() {
        let long = String(repeating: "word ", count: 60)
        let capped = texts(Text(long).lineLimit(1...2), width: 120)
        #expect(capped.first?.lines == 2, "\(capped)")
        #expect((texts(Text(long), width: 120).first?.lines ?? 0) > 2)
    }
}
