import Testing
@testable import LiquidGlassUICore

/// A counter whose state is written from outside through a captured binding.
private struct Counter: View {
    @State var count = 0
    let onAppearBinding: (Binding<Int>) -> Void
    var body: some View {
        onAppearBinding($count)
        return Color.red.frame(width: CGFloat(10 + count), height: 10).accessibilityIdentifier("box")
    }
}

private struct Toggler: View {
    let showFirst: Bool
    let capture: (Binding<Int>) -> Void
    var body: some View {
        if showFirst {
            Counter(onAppearBinding: capture)
        } else {
            Counter(onAppearBinding: capture)
        }
    }
}

@MainActor
@Suite struct StateIdentityTests {
    /// @State keeps its value across renders while the view keeps its identity.
    @Test func stateSurvivesRerender() {
        let host = ViewTreeHost()
        var binding: Binding<Int>?
        let view = Counter { binding = $0 }
        var tree = host.layout(view, proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 10)
        let generation = host.graph.generation
        binding?.wrappedValue = 5
        #expect(host.graph.generation == generation + 1)
        tree = host.layout(Counter { binding = $0 }, proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 15)
    }

    /// The two branches of an `if` are different views: switching branch starts from the initial state, and
    /// switching back does not restore the dropped state (SwiftUI discards state of removed views).
    @Test func branchesHaveSeparateState() {
        let host = ViewTreeHost()
        var binding: Binding<Int>?
        _ = host.layout(Toggler(showFirst: true) { binding = $0 }, proposal: .unspecified, environment: EnvironmentValues())
        binding?.wrappedValue = 7
        var tree = host.layout(Toggler(showFirst: true) { binding = $0 }, proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 17)
        tree = host.layout(Toggler(showFirst: false) { binding = $0 }, proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 10)
        tree = host.layout(Toggler(showFirst: true) { binding = $0 }, proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 10)
    }

    /// ForEach identifies children by their data's id: identities differ per element and are stable.
    @Test func forEachIdentity() {
        struct Item: Identifiable { let id: String }
        let host = ViewTreeHost()
        let view = VStack { ForEach([Item(id: "a"), Item(id: "b")]) { item in Color.red.accessibilityIdentifier(item.id) } }
        let tree = host.layout(view, proposal: ProposedViewSize(width: 10, height: 20), environment: EnvironmentValues())
        let ids = tree.root.children.map(\.identity.description)
        #expect(ids.count == 2)
        #expect(ids[0] != ids[1])
        #expect(ids[0].contains("id(a)"))
    }

    /// @Environment reads what `.environment(_:_:)` set above the view.
    @Test func environmentFlowsDown() {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Color.red.frame(width: scheme == .dark ? 20 : 10, height: 1) }
        }
        let host = ViewTreeHost()
        let tree = host.layout(Reader().environment(\.colorScheme, .dark), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 20)
    }
}
