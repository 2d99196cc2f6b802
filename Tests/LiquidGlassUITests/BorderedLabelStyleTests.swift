import Testing
@testable import LiquidGlassUICore

/// The bordered styles' label colours are defaults: white on the prominent fill, the tint on the tinted one; a
/// foreground style written on the button wins, as on iOS (`.buttonStyle(.borderedProminent).tint(.yellow)
/// .foregroundStyle(.black)` is the usual way to get black on yellow; heldback8's 0dd706e1 drew white).
@MainActor
@Suite struct BorderedLabelStyleTests {
    func labelColour(_ view: some View) throws -> SIMD4<Double>? {
        func texts(_ items: [UIDisplayItem]) -> [UITextItem] {
            items.flatMap { item -> [UITextItem] in
                switch item {
                case .text(let t): [t]
                case .glass(_, let content), .group(_, let content): texts(content)
                default: []
                }
            }
        }
        let found = texts(ViewTreeHost().layout(view, proposal: .unspecified, environment: EnvironmentValues()).items)
        return try #require(found.first).color
    }

    func colour(_ c: Color) throws -> SIMD4<Double> {
        guard case .color(let v) = c.resolvePaint(in: EnvironmentValues(), rect: .zero) else {
            Issue.record("\(c) is a colour"); throw CancellationError()
        }
        return v
    }

    @Test func prominentIsWhiteUnlessTheButtonSaysOtherwise() throws {
        let button = Button("Go") {}.buttonStyle(.borderedProminent).tint(.yellow)
        #expect(try labelColour(button) == colour(.white))
        #expect(try labelColour(button.foregroundStyle(.black)) == colour(.black))
    }

    @Test func borderedIsTheTintUnlessTheButtonSaysOtherwise() throws {
        let button = Button("Go") {}.buttonStyle(.bordered).tint(.green)
        #expect(try labelColour(button) == colour(.green))
        #expect(try labelColour(button.foregroundStyle(.black)) == colour(.black))
        let destructive = Button("Delete", role: .destructive) {}.buttonStyle(.bordered)
        #expect(try labelColour(destructive) == colour(.red))
    }
}
