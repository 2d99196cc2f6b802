import Foundation
import Testing
@testable import LiquidGlassUICore

/// API and behaviour the eighth corpus round built (issue 42: what `heldback8`'s working half missed), each test
/// failing without it (most do not compile without it). Frames on iPhone 17 Pro (402×874 pt).
@MainActor
@Suite struct CorpusRound8APITests {
    // MARK: onAppear

    final class Calls { var count = 0 }

    struct Loaded: View {
        @State var rows: [Int] = []
        let calls: Calls
        var body: some View {
            VStack {
                ForEach(rows, id: \.self) { Text("Row \($0)").named("row\($0)") }
            }
            .onAppear {
                calls.count += 1
                rows = [0, 1, 2]
            }
        }
    }

    /// A screen that fills its rows in `onAppear` (heldback8's swipe-actions list, 427b9918, was drawn empty): the
    /// picture shows the rows, as Xcode's preview does once the view appeared, and the action ran once although
    /// the screen was laid out twice (before and after it).
    @Test func onAppearRunsOnceBeforeThePicture() {
        let calls = Calls()
        let f = deviceLayout(Loaded(calls: calls)).frames
        #expect(f["row0"] != nil && f["row2"] != nil)
        #expect((f["row1"]?.minY ?? 0) > (f["row0"]?.minY ?? .infinity))
        #expect(calls.count == 1)
    }

    struct Endless: View {
        @State var rows: [Int] = [0]
        var body: some View {
            VStack {
                ForEach(rows, id: \.self) { n in
                    Text("\(n)").onAppear { rows.append(n + 1) }
                }
            }
        }
    }

    /// Each new row appends another in its `onAppear`: after ``ViewTreeHost/appearRounds`` rounds (3) the picture
    /// is drawn with rows 0…3 and the action still waiting is reported, not run without end.
    @Test func endlessOnAppearStopsAndIsReported() {
        let renderer = ImageRenderer(content: Endless())
        renderer.device = .iPhone17Pro
        _ = renderer.layout()
        #expect(ViewTreeHost.appearRounds == 3)
        #expect(renderer.report?.warnings.contains { $0.hasPrefix("onAppear: 1 action(s)") } == true)
    }

    // MARK: foregroundStyle(_:_:_:)

    /// `.tertiary` is drawn in the third style, `.secondary` in the second, `.primary` in the first (SwiftUI's
    /// hierarchical levels of `foregroundStyle(_:_:_:)`); the view modifier compiles with three styles.
    @Test func threeForegroundStyles() {
        var env = EnvironmentValues()
        env.foregroundStyles = .set(primary: Color.blue, secondary: Color.green, tertiary: Color.red, outer: ForegroundStyles())
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        func ink(_ style: HierarchicalShapeStyle) -> SIMD4<Double> { style.paint(in: env, rect: rect).inkColor }
        func color(_ c: Color) -> SIMD4<Double> { c.resolvePaint(in: env, rect: rect).inkColor }
        #expect(ink(.primary) == color(.blue))
        #expect(ink(.secondary) == color(.green))
        #expect(ink(.tertiary) == color(.red))
        // The tertiary style is no longer the plain foreground's tertiary level.
        #expect(ForegroundStyles.plainLevel(HierarchicalShapeStyle.tertiary, outer: env.foregroundStyles) == nil)
        let view = Image(systemName: "cloud.sun.rain.fill").foregroundStyle(.gray, .yellow, .mint)
        #expect(deviceLayout(view).report.warnings.isEmpty)
    }

    // MARK: Path.addRelativeArc

    /// A quarter turn from 0° around (0, 0), radius 10, ends at (cos 90°, sin 90°) × 10 = (0, 10) — below the
    /// centre, y down — and a negative quarter turn at (0, −10); the arc starts at (10, 0).
    @Test func relativeArcTurnsByDelta() {
        func end(_ degrees: Double) -> CGPoint? {
            var p = Path()
            p.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(degrees))
            guard case .move(let start)? = p.elements.first, start == CGPoint(x: 10, y: 0) else { return nil }
            guard case .curve(let last, _, _)? = p.elements.last else { return nil }
            return last
        }
        let down = end(90), up = end(-90)
        #expect(abs((down?.x ?? 99) - 0) < 1e-9 && abs((down?.y ?? 99) - 10) < 1e-9)
        #expect(abs((up?.x ?? 99) - 0) < 1e-9 && abs((up?.y ?? 99) + 10) < 1e-9)
    }

    // MARK: ToolbarItemPlacement.status, textContentType

    struct Status: View {
        @State var email = ""
        var body: some View {
            NavigationStack {
                TextField("Email", text: $email)
                    .textContentType(.emailAddress)
                    .toolbar {
                        ToolbarItem(placement: .status) { Text("Updated").named("status") }
                    }
            }
        }
    }

    /// iPhone puts `.status` items in the bottom toolbar: below the middle of the 874-pt screen.
    @Test func statusItemIsInTheBottomBar() {
        let f = deviceLayout(Status()).frames
        #expect((f["status"]?.minY ?? 0) > 874 / 2)
        #expect(UITextContentType.emailAddress.rawValue == "emailAddress")
    }

    // MARK: toolbar(.hidden, for: .navigationBar)

    struct HiddenBar: View {
        var hidden: Visibility
        var body: some View {
            NavigationStack {
                VStack { Text("Top").named("top"); Spacer() }
                    .navigationTitle("Title")
                    .toolbar(hidden, for: .navigationBar)
                    .toolbar { ToolbarItem(placement: .topBarTrailing) { Text("Item").named("item") } }
            }
        }
    }

    /// A hidden navigation bar draws no title and no items, and the page starts where the screen's safe area does
    /// (the device's top inset, under the status bar), not below the bar's row and large title.
    @Test func hiddenNavigationBar() {
        let shown = deviceLayout(HiddenBar(hidden: .visible)).frames
        let hidden = deviceLayout(HiddenBar(hidden: .hidden)).frames
        #expect(shown["navigationTitle"] != nil && shown["item"] != nil)
        #expect(hidden["navigationTitle"] == nil && hidden["item"] == nil)
        #expect(hidden["top"]?.minY == Device.iPhone17Pro.safeAreaInsets.top)
        #expect((shown["top"]?.minY ?? 0) > Device.iPhone17Pro.safeAreaInsets.top)
    }

    // MARK: Image(systemName:variableValue:)

    /// The symbol set has no variable layers: a value below 1 draws the whole symbol and says so; 1 (all layers
    /// filled, what the whole symbol shows) and nil say nothing. The symbol is laid out as without a value.
    @Test func variableValueIsReported() {
        func warned(_ value: Double?) -> Bool {
            deviceLayout(Image(systemName: "wifi", variableValue: value)).report.warnings.contains { $0.contains("variableValue") }
        }
        #expect(warned(0.5))
        #expect(!warned(1))
        #expect(!warned(nil))
        let plain = deviceLayout(Image(systemName: "wifi").named("s")).frames["s"]
        let valued = deviceLayout(Image(systemName: "wifi", variableValue: 0.5).named("s")).frames["s"]
        #expect(plain != nil && plain == valued)
    }
}
