import Testing
@testable import LiquidGlassUICore

private struct Counter: View {
    @State private var count = 2
    var body: some View {
        VStack {
            Stepper("Count", value: $count, in: 0...3)
            Color.clear.frame(width: CGFloat(10 + 10 * count), height: 20).glassEffect().accessibilityIdentifier("probe")
        }
        .frame(width: 300, height: 120)
    }
}

@MainActor
@Suite struct FormControlsTests {
    private func texts<V: View>(_ view: V, device: Device? = nil) -> [(String, CGRect)] {
        let tree = device.map { ViewTreeHost().layout(view, proposal: .unspecified, device: $0, scale: 1, environment: EnvironmentValues(),
                                                      assetDirectories: []) }
            ?? ViewTreeHost().layout(view, proposal: ProposedViewSize(width: 300, height: 600), environment: EnvironmentValues())
        func visit(_ items: [UIDisplayItem]) -> [(String, CGRect)] {
            items.flatMap { item -> [(String, CGRect)] in
                switch item {
                case .text(let t): return [(t.layout.lines.map(\.text).joined(separator: " "), CGRect(origin: t.origin, size: t.layout.size))]
                case .glass(_, let content), .group(_, let content): return visit(content)
                default: return []
                }
            }
        }
        return visit(tree.items)
    }

    /// `SecureField` shows one bullet per character, as iOS does, and its prompt when empty.
    @Test func secureFieldHidesItsText() {
        #expect(texts(SecureField("Password", text: .constant("hunter2"))).map(\.0) == ["•••••••"])
        #expect(texts(SecureField("Password", text: .constant(""))).map(\.0) == ["Password"])
    }

    /// A `Form` is drawn as iOS draws it: an inset grouped list (the same rows in the same places as `List`).
    @Test func formIsAnInsetGroupedList() {
        let form = texts(Form { Section("Account") { Text("Name"); Text("Email") } })
        let list = texts(List { Section("Account") { Text("Name"); Text("Email") } })
        #expect(form.map(\.0) == list.map(\.0) && form.map(\.1) == list.map(\.1))
        #expect(form.count == 3)
    }

    /// A stepper's halves are buttons a recording can tap: "Increment" steps 2 → 3 and stops at the upper bound,
    /// "Decrement" steps down (the probe's width is 10 + 10 × the value).
    @Test func stepperStepsWithinItsBounds() throws {
        let recorder = AnimationRecorder(content: Counter())
        func width() throws -> Double {
            let recording = try recorder.record(duration: 0)
            return try #require(recording.frames.last?.report.element(named: "probe")).frame[2]
        }
        #expect(try width() == 30)
        try recorder.tap("Increment")
        #expect(try width() == 40)
        try recorder.tap("Increment")
        #expect(try width() == 40)
        try recorder.tap("Decrement")
        #expect(try width() == 30)
    }

    /// On a device, a list's grouped background reaches the screen's top and bottom edges — under a navigation
    /// bar's large title and the home indicator, as iOS draws an inset grouped list — while its rows stay inside the
    /// safe area (the first row's text below the bar).
    @Test func theGroupedBackgroundReachesTheScreenEdges() throws {
        let device = Device.iPhone17Pro
        let view = NavigationStack { Form { Text("Name") }.navigationTitle("Settings") }
        let tree = ViewTreeHost().layout(view, proposal: .unspecified, device: device, scale: 1, environment: EnvironmentValues(),
                                         assetDirectories: [])
        let screenWide = flattenedShapes(tree.items).filter { $0.rect.width == device.size.width }
        let background = try #require(screenWide.max { $0.rect.height < $1.rect.height })
        #expect(background.rect.minY == 0 && background.rect.maxY == device.size.height, "\(background.rect)")
        let name = try #require(texts(view, device: device).first { $0.0 == "Name" })
        #expect(name.1.minY > device.safeAreaInsets.top + NavigationBarMetrics.rowHeight)
    }

    private func flattenedShapes(_ items: [UIDisplayItem]) -> [UIShapeItem] {
        items.flatMap { item -> [UIShapeItem] in
            switch item {
            case .shape(let s): return [s]
            case .glass(_, let content), .group(_, let content): return flattenedShapes(content)
            default: return []
            }
        }
    }

    /// A `Link` is drawn as a button's label; a `ContentUnavailableView` centres a 48 pt icon above its title and
    /// description in the space offered (the 300 × 600 proposal: centred at x 150, the block around y 300).
    @Test func linksAndEmptyStates() throws {
        #expect(texts(Link("Apple", destination: URL(string: "https://www.apple.com")!)).map(\.0) == ["Apple"])

        let view = ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Try another search."))
        let tree = ViewTreeHost().layout(view, proposal: ProposedViewSize(width: 300, height: 600), environment: EnvironmentValues())
        #expect(tree.size == CGSize(width: 300, height: 600))
        func symbols(_ items: [UIDisplayItem]) -> [UISymbolItem] {
            items.flatMap { item -> [UISymbolItem] in
                switch item {
                case .symbol(let s): return [s]
                case .glass(_, let content), .group(_, let content): return symbols(content)
                default: return []
                }
            }
        }
        let icon = try #require(symbols(tree.items).first)
        #expect(icon.name == "magnifyingglass" && icon.pointSize == 48)
        #expect(abs(icon.rect.midX - 150) < 1)
        let lines = texts(view)
        let title = try #require(lines.first { $0.0 == "No Results" })
        let description = try #require(lines.first { $0.0 == "Try another search." })
        #expect(title.1.minY > icon.rect.maxY && description.1.minY > title.1.maxY)
        #expect(abs(title.1.midX - 150) < 1 && abs(title.1.midY - 300) < 60)
    }
}
