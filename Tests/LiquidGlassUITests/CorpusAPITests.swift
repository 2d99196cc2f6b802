import Testing
@testable import LiquidGlassUICore

/// API the real files of the corpus (docs/ui-corpus.md) use: what a still can show is drawn, what it cannot is
/// named in the report's warnings.
@MainActor
@Suite struct CorpusAPITests {
    /// An alert whose binding is true is drawn on the screen, centred, AlertMetrics.width wide; false draws none.
    @Test func alertIsDrawnWhenPresented() {
        struct Screen: View {
            let shown: Bool
            var body: some View {
                Text("Page").alert("Delete?", isPresented: .constant(shown)) {
                    Button("Delete", role: .destructive) {}
                    Button("Cancel", role: .cancel) {}
                } message: { Text("This cannot be undone.") }
            }
        }
        let shown = deviceLayout(Screen(shown: true)).frames["alert"]
        #expect(shown?.width == AlertMetrics.width)
        #expect(shown.map { abs($0.midX - Device.iPhone17Pro.size.width / 2) < 0.5 } == true)
        #expect(deviceLayout(Screen(shown: false)).frames["alert"] == nil)
    }

    /// `searchable` outside a tab view draws iOS 26's bottom search field, a glass capsule SearchFieldMetrics.height
    /// high, in the report as glass.
    @Test func searchableDrawsTheBottomField() {
        struct Screen: View {
            @State var text = ""
            var body: some View { NavigationStack { List { Text("Row") }.searchable(text: $text) } }
        }
        let (report, frames) = deviceLayout(Screen())
        #expect(frames["searchField"]?.height == SearchFieldMetrics.height)
        #expect(report.element(named: "searchField") != nil)
    }

    /// A tab's badge is drawn on its item; a menu's label is drawn as a button's.
    @Test func tabBadgeAndMenuLabelAreDrawn() {
        struct Screen: View {
            var body: some View {
                TabView {
                    Tab("Inbox", systemImage: "tray", content: {
                        Menu("Sort") { Button("Date") {} }.accessibilityIdentifier("menu")
                    }).badge(3)
                    Tab("Sent", systemImage: "paperplane") { Text("Sent") }
                }
            }
        }
        let frames = deviceLayout(Screen()).frames
        #expect(frames["badge"] != nil)
        #expect((frames["menu"]?.width ?? 0) > 0)
    }

    /// What cannot be drawn yet is named in the warnings, not silently dropped.
    @Test func undrawnModifiersAreNamedInTheWarnings() {
        let view = Text("Fade").mask { Rectangle() }.compositingGroup().frame(width: 100, height: 40)
        let renderer = ImageRenderer(content: view)
        _ = renderer.pngData()
        let warnings = renderer.report?.warnings ?? []
        #expect(warnings.contains { $0.hasPrefix("mask(_:)") })
        #expect(warnings.contains { $0.hasPrefix("compositingGroup()") })
    }

    /// An asset colour no catalog defines is drawn magenta and named.
    @Test func unknownAssetColourIsMagentaAndNamed() {
        let renderer = ImageRenderer(content: Color("Brand").frame(width: 4, height: 4))
        let image = renderer.linearImage()
        let centre = image.map { $0.pixels[$0.width * 2 + 2] }
        #expect(centre.map { $0.x > 0.9 && $0.y < 0.1 && $0.z > 0.9 } == true)
        #expect(renderer.report?.warnings.contains { $0.contains("Color(\"Brand\")") } == true)
    }

    /// A grid's columns are as wide as their widest cell, rows as tall as their tallest, 8 apart (SwiftUI's
    /// default spacing); cells are centred in their areas.
    @Test func gridColumnsTakeTheirWidestCell() {
        let view = Grid {
            GridRow {
                Color.red.frame(width: 40, height: 10).named("a")
                Color.red.frame(width: 20, height: 30).named("b")
            }
            GridRow {
                Color.red.frame(width: 10, height: 10).named("c")
                Color.red.frame(width: 50, height: 10).named("d")
            }
        }
        let (size, f) = frames(view)
        #expect(size == CGSize(width: 40 + 8 + 50, height: 30 + 8 + 10))
        #expect(f["a"] == CGRect(x: 0, y: 10, width: 40, height: 10))
        #expect(f["b"] == CGRect(x: 48 + 15, y: 0, width: 20, height: 30))
        #expect(f["c"] == CGRect(x: 15, y: 38, width: 10, height: 10))
        #expect(f["d"] == CGRect(x: 48, y: 38, width: 50, height: 10))
    }

    /// `symbolVariant` composes SF Symbols names in their order: slash, shape, fill.
    @Test func symbolVariantsComposeNames() {
        #expect(SymbolVariants.fill.applied(to: "heart") == "heart.fill")
        #expect(SymbolVariants.circle.fill.applied(to: "heart") == "heart.circle.fill")
        #expect(SymbolVariants.slash.applied(to: "bell") == "bell.slash")
        #expect(SymbolVariants.fill.applied(to: "heart.fill") == "heart.fill")
    }

    /// `@AppStorage` starts at the declared default (a fresh install) and is shared by views reading the key.
    @Test func appStorageIsSharedByKey() {
        struct Writer: View {
            @AppStorage("count") var count = 1
            var body: some View { Button("Add") { count += 1 } }
        }
        struct Reader: View {
            @AppStorage("count") var count = 1
            var body: some View { Text("\(count)").named("value") }
        }
        let recorder = AnimationRecorder(content: VStack { Writer(); Reader() })
        func texts() -> [String] {
            recorder.host.layout(recorder.content, proposal: .unspecified, device: nil, scale: 1,
                                 environment: EnvironmentValues(), assetDirectories: []).root.allTexts()
        }
        #expect(texts().contains("1"))
        #expect(throws: Never.self) { try recorder.tap("Add") }
        #expect(texts().contains("2"))
    }

    /// One key read as `Int` by one view and as `Int?` by another is one stored value, as in `UserDefaults`: the
    /// optional reader starts at the other view's default once both are installed, and sees its writes.
    @Test func appStorageKeyIsSharedAcrossOptionality() {
        struct Writer: View {
            @AppStorage("level") var level = 3
            var body: some View { Button("Raise") { level += 1 } }
        }
        struct Reader: View {
            @AppStorage("level") var level: Int?
            var body: some View { Text(level.map { "level \($0)" } ?? "no level") }
        }
        let recorder = AnimationRecorder(content: VStack { Writer(); Reader() })
        func texts() -> [String] {
            recorder.host.layout(recorder.content, proposal: .unspecified, device: nil, scale: 1,
                                 environment: EnvironmentValues(), assetDirectories: []).root.allTexts()
        }
        #expect(texts().contains("level 3"))
        #expect(throws: Never.self) { try recorder.tap("Raise") }
        #expect(texts().contains("level 4"))
    }
}

extension ViewNode {
    /// The strings of the text nodes under this one.
    func allTexts() -> [String] {
        var out: [String] = []
        if let t = self as? TextNode { out.append(t.string) }
        for c in children { out += c.allTexts() }
        return out
    }
}

@MainActor
@Suite struct CorpusAPIMoreTests {
    /// On iPhone a split view collapses into a stack of its sidebar: its title is the navigation bar's.
    @Test func splitViewIsTheSidebarsStackOnIPhone() {
        struct Screen: View {
            var body: some View {
                NavigationSplitView { List { Text("Inbox") }.navigationTitle("Mail") } detail: { Text("Detail").named("detail") }
            }
        }
        let frames = deviceLayout(Screen()).frames
        #expect(frames["navigationTitle"] != nil)
        #expect(frames["detail"] == nil)
    }

    /// Dates are written in en_US and UTC, never the machine's zone: 1_168_335_660 s is 9:41 AM on 9 January 2007 UTC.
    @Test func textDateStylesAreFixedToUTC() {
        let date = Date(timeIntervalSince1970: 1_168_335_660)
        #expect(Text(date, style: .time).string == "9:41 AM")
        #expect(Text(date, style: .date).string == "January 9, 2007")
    }

    /// A timeline view draws one fixed instant, not the clock's, so two renders are the same.
    @Test func timelineViewDrawsAFixedInstant() {
        let view = TimelineView(.everyMinute) { context in Text(context.date, style: .time) }
        let texts = ViewTreeHost().layout(view, proposal: .unspecified, environment: EnvironmentValues()).root.allTexts()
        #expect(texts == ["9:41 AM"])
    }
}

@MainActor
@Suite struct StrokeAndBorderTests {
    /// Dashes are not drawn yet: a dashed stroke is drawn solid and named in the warnings.
    @Test func dashedStrokeIsNamed() {
        let renderer = ImageRenderer(content: Circle().stroke(Color.blue, style: StrokeStyle(lineWidth: 2, dash: [4, 2]))
            .frame(width: 20, height: 20))
        _ = renderer.pngData()
        #expect(renderer.report?.warnings.contains { $0.hasPrefix("StrokeStyle(dash:)") } == true)
    }

    /// `.buttonBorder` glass is a capsule, iOS 26's automatic button border.
    @Test func buttonBorderGlassIsACapsule() {
        let renderer = ImageRenderer(content: Text("Go").padding().glassEffect(.regular, in: .buttonBorder).accessibilityIdentifier("go"))
        let report = renderer.layoutReport()
        #expect(report.element(named: "go")?.shape == "capsule")
    }
}
