import Testing
@testable import LiquidGlassUICore

@MainActor
@Suite struct ContainerLayoutTests {
    /// Two flexible columns with spacing 10 in 210 pt: each (210 - 10) / 2 = 100 wide (GridItem(.flexible())
    /// shares what is left after spacing); rows are as tall as their tallest cell, 8 pt apart (default spacing).
    @Test func lazyVGridFlexibleColumns() {
        let columns = [GridItem(.flexible(), spacing: 10), GridItem(.flexible())]
        let view = LazyVGrid(columns: columns) {
            Color.red.frame(height: 20).named("a")
            Color.red.frame(height: 30).named("b")
            Color.red.frame(height: 10).named("c")
        }
        let (size, f) = frames(view, width: 210, height: nil)
        #expect(f["a"] == CGRect(x: 0, y: 5, width: 100, height: 20))
        #expect(f["b"] == CGRect(x: 110, y: 0, width: 100, height: 30))
        #expect(f["c"] == CGRect(x: 0, y: 38, width: 100, height: 10))
        #expect(size == CGSize(width: 210, height: 48))
    }

    /// Adaptive columns: as many minimum-width columns as fit — (300 + 8) / (90 + 8) = 3.
    @Test func adaptiveColumnsCount() {
        let (sizes, _) = gridTracks([GridItem(.adaptive(minimum: 90))], length: 300)
        #expect(sizes.count == 3)
        #expect(abs(sizes[0] - (300 - 16) / 3) < 0.001)
    }

    /// ViewThatFits picks the first child whose ideal width fits.
    @Test func viewThatFitsPicksTheFirstFitting() {
        let view = ViewThatFits {
            Color.red.frame(width: 200, height: 10).named("wide")
            Color.red.frame(width: 100, height: 10).named("narrow")
        }
        let (_, f) = frames(view, width: 150, height: 50)
        #expect(f["narrow"] != nil)
        #expect(f["wide"] == nil)
    }

    /// GeometryReader takes the proposal and gives its content that size.
    @Test func geometryReaderReportsItsSize() {
        let view = GeometryReader { proxy in
            Color.red.frame(width: proxy.size.width / 2, height: proxy.size.height / 4).named("half")
        }
        let (size, f) = frames(view, width: 200, height: 100)
        #expect(size == CGSize(width: 200, height: 100))
        #expect(f["half"] == CGRect(x: 0, y: 0, width: 100, height: 25))
    }

    /// safeAreaInset(edge: .bottom): the inset sits at the bottom, the content is laid out above it.
    @Test func safeAreaInsetShrinksTheContent() {
        let view = Color.red.named("content")
            .safeAreaInset(edge: .bottom) { Color.blue.frame(height: 50).named("bar") }
        let (_, f) = frames(view, width: 100, height: 300)
        #expect(f["bar"] == CGRect(x: 0, y: 250, width: 100, height: 50))
        #expect(f["content"] == CGRect(x: 0, y: 0, width: 100, height: 250))
    }

    /// A device lays its root view out in the safe area: iPhone 17 Pro, 402 × 874 with insets 62 / 34, so a
    /// full-size colour is 402 × 778 at y 62; with ignoresSafeArea it covers the screen.
    @Test func deviceSafeArea() {
        let host = ViewTreeHost()
        var env = EnvironmentValues()
        env.safeAreaInsets = (CGRect(x: 0, y: 0, width: 402, height: 874), Device.iPhone17Pro.safeAreaInsets)
        var tree = host.layout(Color.red.named("c"), screen: .iPhone17Pro, environment: env)
        #expect(tree.framesByIdentifier()["c"] == CGRect(x: 0, y: 62, width: 402, height: 778))
        tree = host.layout(Color.red.ignoresSafeArea().named("c"), screen: .iPhone17Pro, environment: env)
        #expect(tree.framesByIdentifier()["c"] == CGRect(x: 0, y: 0, width: 402, height: 874))
    }

    /// A ScrollView takes the height offered and proposes its content an unlimited height.
    @Test func scrollViewProposesUnlimitedHeight() {
        let view = ScrollView {
            Color.red.frame(height: 500).named("tall")
        }
        let (size, f) = frames(view, width: 100, height: 300)
        #expect(size == CGSize(width: 100, height: 300))
        #expect(f["tall"]?.height == 500)
    }
}
