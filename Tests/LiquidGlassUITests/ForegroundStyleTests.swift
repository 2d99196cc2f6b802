import Testing
@testable import LiquidGlassUICore

/// `foregroundStyle(_:)` with a style that refers to the foreground (`.secondary`, `.foreground`) resolves against
/// the foreground outside the modifier. Before this was so, `Text(…).foregroundStyle(.secondary)` resolved its
/// own style forever and crashed the process with a stack overflow (found through the creations' render test).
@MainActor
@Suite struct ForegroundStyleTests {
    /// The colour the (single) text item of `view` is drawn with.
    private func textColor<V: View>(_ view: V) -> SIMD4<Double>? {
        let tree = ViewTreeHost().layout(view, proposal: .unspecified, environment: EnvironmentValues())
        for case .text(let text) in tree.items { return text.color }
        return nil
    }

    private func color(_ style: some ShapeStyle) -> SIMD4<Double>? {
        if case .color(let c) = style.paint(in: EnvironmentValues(), rect: .zero) { return c }
        return nil
    }

    @Test func secondaryWithNoOuterStyleIsTheSecondaryLabelColour() {
        // SwiftUI: `.secondary` with the default foreground is the system's secondary label colour.
        #expect(textColor(Group { Text("a") }.foregroundStyle(.secondary)) == color(Color.secondary))
        #expect(textColor(Text("a").foregroundStyle(.secondary)) == color(Color.secondary))
    }

    @Test func secondaryUnderACustomStyleIsThatStyleDimmed() {
        // SwiftUI's hierarchical levels of a custom foreground are that style at lower opacity; the factor 0.6
        // for the secondary level is ours (HierarchicalShapeStyle), the point here is that it is red, not grey.
        let red = try! #require(color(Color.red))
        let got = textColor(Group { Group { Text("a") }.foregroundStyle(.secondary) }.foregroundStyle(Color.red))
        #expect(got == SIMD4(red.x, red.y, red.z, red.w * 0.6))
    }

    @Test func foregroundInsideAForegroundStyleIsTheOuterStyle() {
        let blue = color(Color.blue)
        #expect(textColor(Group { Group { Text("a") }.foregroundStyle(.foreground) }.foregroundStyle(Color.blue)) == blue)
        // Nested three deep: each level refers to the one outside it and resolution ends.
        let nested = Group { Group { Group { Text("a") }.foregroundStyle(.foreground) }.foregroundStyle(.primary) }
            .foregroundStyle(Color.blue)
        #expect(textColor(nested) == blue)
    }

    @Test func foregroundColorNilRestoresTheDefault() {
        let inner = Group { Group { Text("a") }.foregroundColor(nil) }.foregroundStyle(Color.blue)
        #expect(textColor(inner) == color(Color.primary))
    }
}
