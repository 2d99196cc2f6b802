import Testing
@testable import LiquidGlassUI

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
    private func texts<V: View>(_ view: V) -> [(String, CGRect)] {
        let tree = ViewTreeHost().layout(view, proposal: ProposedViewSize(width: 300, height: 600), environment: EnvironmentValues())
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
}
