import LiquidGlass
import Testing
@testable import LiquidGlassUICore

// Models as SwiftUI screens hold them: Combine-style (`ObservableObject` with `@Published`) and Observation's
// `@Observable`. Each view draws a box as wide as 10 + the model's count, so a layout shows what the body read.

private final class CounterModel: ObservableObject {
    @Published var count = 0
    /// Not published: writing it tells no view.
    var note = ""
    init(count: Int = 0, made: (() -> Void)? = nil) {
        self.count = count
        made?()
    }
}

@Observable
private final class TrackedModel {
    var count = 0
    var unread = 0
}

private struct OwnsModel: View {
    @StateObject var model: CounterModel
    let capture: (CounterModel) -> Void
    var body: some View {
        capture(model)
        return Color.red.frame(width: CGFloat(10 + model.count), height: 10)
    }
}

private struct FollowsModel: View {
    @ObservedObject var model: CounterModel
    var body: some View { Color.red.frame(width: CGFloat(10 + model.count), height: 10) }
}

private struct ReadsTracked: View {
    var model: TrackedModel
    var body: some View { Color.red.frame(width: CGFloat(10 + model.count), height: 10) }
}

private struct BindsTracked: View {
    @Bindable var model: TrackedModel
    let capture: (Binding<Int>) -> Void
    var body: some View {
        capture($model.count)
        return Color.red.frame(width: CGFloat(10 + model.count), height: 10)
    }
}

private final class PanelModel: ObservableObject {
    @Published var wide = false
}

@Observable
private final class TrackedPanel {
    var wide = false
}

/// A glass capsule a button widens from 100 to 200 pt with `.bouncy`, its state in a model: Combine-style held by
/// `@StateObject`, or `@Observable` held by `@State` (SwiftUI's pattern for each).
private struct ModelWidening: View {
    @StateObject private var combine = PanelModel()
    @State private var tracked = TrackedPanel()
    let observation: Bool

    var body: some View {
        let wide = observation ? tracked.wide : combine.wide
        VStack(spacing: 8) {
            Text("Width").frame(width: wide ? 200 : 100, height: 40)
                .glassEffect(.regular, in: .capsule)
                .accessibilityIdentifier("bar")
            Button("Grow") {
                withAnimation(.bouncy) {
                    if observation { tracked.wide.toggle() } else { combine.wide.toggle() }
                }
            }
        }
        .frame(width: 240, height: 120)
    }
}

private struct NeedsCounter: View {
    @EnvironmentObject var counter: CounterModel
    var body: some View { Color.red.frame(width: CGFloat(10 + counter.count), height: 10) }
}

private struct NeedsTracked: View {
    @Environment(TrackedModel.self) private var tracked
    var body: some View { Color.red.frame(width: CGFloat(10 + tracked.count), height: 10) }
}

private struct MaybeTracked: View {
    @Environment(TrackedModel.self) private var tracked: TrackedModel?
    var body: some View { Color.red.frame(width: tracked == nil ? 1 : 2, height: 10) }
}

@MainActor
@Suite struct ObservableModelTests {
    /// `@StateObject` makes its object once per view identity (SwiftUI's contract: the autoclosure does not run
    /// again when the view value is made again) and keeps it across renders; a `@Published` write marks the graph
    /// for a new render, whose layout reads the new value; a write to a property that is not published does not.
    @Test func stateObjectIsMadeOnceAndFollowed() {
        let host = ViewTreeHost()
        var made = 0
        var seen: CounterModel?
        func view() -> OwnsModel { OwnsModel(model: CounterModel(made: { made += 1 }), capture: { seen = $0 }) }
        var tree = host.layout(view(), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 10)
        let generation = host.graph.generation
        seen?.count = 5
        #expect(host.graph.generation == generation + 1)
        seen?.note = "quiet"
        #expect(host.graph.generation == generation + 1)
        let first = seen
        tree = host.layout(view(), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 15)
        #expect(made == 1, "made \(made) times")
        #expect(seen === first)
    }

    /// `@ObservedObject` follows an object it does not own; `$model.count` is a binding to its property.
    @Test func observedObjectFollowsChanges() {
        let host = ViewTreeHost()
        let model = CounterModel(count: 2)
        var tree = host.layout(FollowsModel(model: model), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 12)
        let generation = host.graph.generation
        let binding = ObservedObject(wrappedValue: model).projectedValue.count
        binding.wrappedValue = 7
        #expect(model.count == 7)
        #expect(host.graph.generation == generation + 1)
        tree = host.layout(FollowsModel(model: model), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 17)
    }

    /// What a body reads of an `@Observable` object is tracked: writing it marks the graph for a new render, with
    /// the animation of the `withAnimation` around the write (as a `@State` write does); writing a property no
    /// body read does not.
    @Test func observableReadsAreTracked() {
        let host = ViewTreeHost()
        let model = TrackedModel()
        _ = host.layout(ReadsTracked(model: model), proposal: .unspecified, environment: EnvironmentValues())
        var generation = host.graph.generation
        model.unread = 3
        #expect(host.graph.generation == generation)
        withAnimation(.bouncy) { model.count = 4 }
        #expect(host.graph.generation == generation + 1)
        #expect(host.graph.writeAnimation == .bouncy)
        let tree = host.layout(ReadsTracked(model: model), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 14)
        // Tracking is renewed by each render.
        generation = host.graph.generation
        model.count = 6
        #expect(host.graph.generation == generation + 1)
    }

    /// `@Bindable` gives bindings to an `@Observable` object's properties.
    @Test func bindableBindsObservableProperties() {
        let host = ViewTreeHost()
        let model = TrackedModel()
        var binding: Binding<Int>?
        _ = host.layout(BindsTracked(model: model, capture: { binding = $0 }), proposal: .unspecified, environment: EnvironmentValues())
        binding?.wrappedValue = 9
        #expect(model.count == 9)
        let tree = host.layout(BindsTracked(model: model, capture: { binding = $0 }), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 19)
        #expect(Bindable(model).count.wrappedValue == 9)
    }

    /// A tap that changes a model inside `withAnimation(.bouncy)` animates as a `@State` change does: the recorded
    /// width starts at 100, overshoots 200 (`.bouncy`'s peak is 4.6 % of the change: see AnimationRecorderTests)
    /// and settles at 200 — for a `@Published` property of a `@StateObject` and an `@Observable` model's property.
    @Test(arguments: [false, true])
    func modelChangesAnimate(observation: Bool) throws {
        let recorder = AnimationRecorder(content: ModelWidening(observation: observation))
        recorder.framesPerSecond = 30
        try recorder.tap("Grow")
        let recording = try recorder.record(duration: 1)
        let widths = try recording.frames.map { try #require($0.report.element(named: "bar")).frame[2] }
        #expect(widths.first == 100)
        #expect(widths.max()! > 203, "\(widths)")
        #expect(abs(widths.last! - 200) < 1, "\(widths)")
    }

    /// `environmentObject(_:)` and `environment(_:)` reach the views below: `@EnvironmentObject` and
    /// `@Environment(Model.self)` read them (and follow their changes); the optional form reads nil when no view
    /// above places one.
    @Test func environmentObjectsReachDescendants() {
        let host = ViewTreeHost()
        let counter = CounterModel(count: 3)
        var tree = host.layout(VStack { NeedsCounter() }.environmentObject(counter), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 13 && tree.failures.isEmpty)
        let generation = host.graph.generation
        counter.count = 4
        #expect(host.graph.generation == generation + 1)

        let tracked = TrackedModel()
        tracked.count = 6
        tree = host.layout(NeedsTracked().environment(tracked), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 16 && tree.failures.isEmpty)
        tree = host.layout(MaybeTracked().environment(tracked), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 2)
        tree = host.layout(MaybeTracked(), proposal: .unspecified, environment: EnvironmentValues())
        #expect(tree.size.width == 1 && tree.failures.isEmpty)
    }

    /// Where SwiftUI stops the app (a required environment object that no view above provides), the render fails
    /// with a reason naming the view's property and the type; the view's body is never evaluated. `pngData()` is
    /// nil, `writePNG(to:)` throws and writes nothing, the recorder throws.
    @Test func aMissingEnvironmentObjectFailsTheRender() throws {
        let renderer = ImageRenderer(content: VStack { Text("Above"); NeedsCounter() })
        #expect(renderer.pngData() == nil)
        let warnings = renderer.report?.warnings ?? []
        #expect(warnings.contains { $0.contains("NeedsCounter.counter") && $0.contains("CounterModel") && $0.contains("environmentObject(_:)") },
                "\(warnings)")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString).png")
        #expect(throws: RenderFailure.self) { try renderer.writePNG(to: url) }
        #expect(!FileManager.default.fileExists(atPath: url.path))

        let observed = ImageRenderer(content: NeedsTracked())
        #expect(observed.pngData() == nil)
        #expect(observed.report?.warnings.contains { $0.contains("NeedsTracked.tracked") && $0.contains("TrackedModel") } == true,
                "\(observed.report?.warnings ?? [])")

        let recorder = AnimationRecorder(content: NeedsCounter())
        #expect(throws: RenderFailure.self) { _ = try recorder.record(duration: 0.1) }
    }
}
