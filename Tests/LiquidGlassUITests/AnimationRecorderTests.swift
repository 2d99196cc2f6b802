import Foundation
import LiquidGlass
import LiquidGlassUIExamples
import Testing
@testable import LiquidGlassUICore

/// A capsule of glass that a button widens from 100 to 200 pt with the animation it is given.
private struct Widening: View {
    let animation: Animation?
    @State private var wide = false

    var body: some View {
        VStack(spacing: 8) {
            Capsule().fill(.orange).frame(width: 220, height: 12)
            Text("Width").font(.caption)
                .frame(width: wide ? 200 : 100, height: 40)
                .glassEffect(.regular, in: .capsule)
                .accessibilityIdentifier("bar")
            Button("Grow") {
                if let animation { withAnimation(animation) { wide.toggle() } } else { wide.toggle() }
            }
        }
        .frame(width: 240, height: 120)
    }
}

/// Two glass capsules that one button widens from 100 to 200 pt: the first under `.animation(scoped, value:)` of
/// the value that changes, the second under an `.animation` of a value that does not.
private struct ScopedWidening: View {
    let outer: Animation?
    let scoped: Animation?
    @State private var wide = false
    @State private var unrelated = 0

    var body: some View {
        VStack(spacing: 8) {
            Text("A").frame(width: wide ? 200 : 100, height: 30)
                .glassEffect(.regular, in: .capsule)
                .accessibilityIdentifier("scoped")
                .animation(scoped, value: wide)
            Text("B").frame(width: wide ? 200 : 100, height: 30)
                .glassEffect(.regular, in: .capsule)
                .accessibilityIdentifier("unscoped")
                .animation(.linear(duration: 1), value: unrelated)
            Button("Grow") {
                if let outer { withAnimation(outer) { wide.toggle() } } else { wide.toggle() }
            }
        }
        .frame(width: 240, height: 120)
    }
}

/// One glass card in a container, over a ground dark on the left and light on the right, whose content switches
/// (`if expanded … else …`) from a row with two lines of text across the dark–light edge to a plain block, with
/// `.linear(duration: 1)`: the lines leave with the `.opacity` transition. With `lines` false the row is the same
/// with the lines at opacity 0 (laid out, not drawn). The shape of examples/LiquidGlassUIExamples/MusicPlayer.swift.
private struct SwitchingCard: View {
    let lines: Bool
    @State private var expanded = false
    @Namespace private var namespace

    var body: some View {
        ZStack {
            HStack(spacing: 0) { Color.black; Color.white }
            VStack(spacing: 8) {
                GlassEffectContainer {
                    if expanded {
                        RoundedRectangle(cornerRadius: 8).fill(.white.opacity(0.2)).frame(width: 60, height: 60)
                            .padding(16)
                            .glassEffect(.regular, in: .rect(cornerRadius: 24))
                            .glassEffectID("card", in: namespace)
                    } else {
                        VStack(spacing: 2) {
                            Text("Clair de Lune").font(.headline)
                            Text("Debussy").font(.caption).foregroundStyle(.secondary)
                        }
                        .opacity(lines ? 1 : 0)
                        .frame(width: 180)
                        .padding(12)
                        .glassEffect(.regular, in: .rect(cornerRadius: 24))
                        .glassEffectID("card", in: namespace)
                    }
                }
                Button("Expand") { withAnimation(.linear(duration: 1)) { expanded = true } }
            }
        }
        .frame(width: 240, height: 160)
    }
}

/// The closed-form under-damped spring from rest (SwiftUI's `Spring(duration:bounce:)`: ω₀ = 2π/duration,
/// ζ = 1 − bounce; reference material-and-motion.md §3), written here independently of LiquidGlassMotion.
private func springProgress(duration: Double, bounce: Double, at t: Double) -> Double {
    let omega = 2 * Double.pi / duration, zeta = 1 - bounce
    let damped = omega * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
}

@MainActor
@Suite struct AnimationRecorderTests {
    /// The creations show the gallery's sample photos.
    init() { SamplePhotos.register() }

    static let renderDir = ProcessInfo.processInfo.environment["LIQUIDGLASSUI_RENDER_DIR"].map { URL(fileURLWithPath: $0) }

    private func widths(_ recording: AnimationRecording) throws -> [Double] {
        try recording.frames.map { try #require($0.report.element(named: "bar")).frame[2] }
    }

    /// `.bouncy` (duration 0.5, bounce 0.3) overshoots the new width; every frame's width is the closed-form
    /// spring's, so the report reads the motion SwiftUI would make.
    @Test func bouncyWidthChangeOvershootsLikeTheSpring() throws {
        let recorder = AnimationRecorder(content: Widening(animation: .bouncy))
        recorder.framesPerSecond = 30
        try recorder.tap("Grow")
        let recording = try recorder.record(duration: 1)
        let w = try widths(recording)
        #expect(recording.frames.count == 31)
        for (frame, width) in zip(recording.frames, w) {
            let expected = 100 + 100 * springProgress(duration: 0.5, bounce: 0.3, at: frame.time)
            #expect(abs(width - expected) < 1e-6, "t = \(frame.time): \(width) vs \(expected)")
        }
        // Peak overshoot of ζ = 0.7: e^(−ζπ/√(1−ζ²)) = 4.6 % of the change; sampled at 30 fps it shows above 203.
        #expect(w.max()! > 203 && w.max()! < 204.7)
        #expect(w.first == 100)
        if let dir = Self.renderDir { try recording.writeFilmstrip(to: dir.appendingPathComponent("widening-bouncy.png")) }
    }

    /// `.smooth` does not overshoot: widths rise monotonically to 200.
    @Test func smoothWidthChangeDoesNotOvershoot() throws {
        let recorder = AnimationRecorder(content: Widening(animation: .smooth))
        recorder.framesPerSecond = 20
        try recorder.tap("Grow")
        let w = try widths(try recorder.record(duration: 1))
        #expect(w.max()! <= 200 + 1e-9)
        #expect(zip(w, w.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 })
        #expect(abs(w.last! - 200) < 0.5)
    }

    /// A change outside `withAnimation` happens at once: every frame shows the new state.
    @Test func unanimatedChangeIsImmediate() throws {
        let recorder = AnimationRecorder(content: Widening(animation: nil))
        recorder.framesPerSecond = 10
        try recorder.tap("Grow")
        #expect(try widths(try recorder.record(duration: 0.3)) == [200, 200, 200, 200])
    }

    /// The widths of the two capsules of ``ScopedWidening`` at 0, 0.5 and 1 s after a tap on Grow.
    private func scopedWidths(outer: Animation?, scoped: Animation?) throws -> [[Double]] {
        let recorder = AnimationRecorder(content: ScopedWidening(outer: outer, scoped: scoped))
        recorder.framesPerSecond = 2
        try recorder.tap("Grow")
        return try recorder.record(duration: 1).frames.map { frame in
            try ["scoped", "unscoped"].map { try #require(frame.report.element(named: $0)).frame[2] }
        }
    }

    /// `.animation(_:value:)` animates only its own view when its value changes (SwiftUI scopes the modifier to
    /// its subtree): with no `withAnimation`, the scoped capsule moves linearly — half way (150 pt) at 0.5 s of a
    /// 1 s `.linear` — while the other, whose `.animation` watches a value that did not change, jumps to 200.
    @Test func animationModifierAnimatesOnlyItsOwnView() throws {
        let w = try scopedWidths(outer: nil, scoped: .linear(duration: 1))
        #expect(w.map { $0[0] } == [100, 150, 200])
        #expect(w.map { $0[1] } == [200, 200, 200])
    }

    /// Inside `withAnimation(.linear(duration: 2))` the modifier's own animation still wins for its view (150 pt at
    /// 0.5 s), the rest follows the transaction (a quarter of the way, 125 pt); `.animation(nil, value:)` makes
    /// its view jump even inside `withAnimation`.
    @Test func animationModifierOverridesTheTransactionInItsView() throws {
        let w = try scopedWidths(outer: .linear(duration: 2), scoped: .linear(duration: 1))
        #expect(w.map { $0[0] } == [100, 150, 200])
        #expect(w.map { $0[1] } == [100, 125, 150])
        let none = try scopedWidths(outer: .linear(duration: 2), scoped: nil)
        #expect(none.map { $0[0] } == [200, 200, 200])
        #expect(none.map { $0[1] } == [100, 125, 150])
    }

    /// Frame 0 is the instant of the tap: the picture ImageRenderer draws of the state before it.
    @Test func frameZeroIsTheStillOfTheStateBefore() throws {
        let still = ImageRenderer(content: Widening(animation: .bouncy))
        let expected = try #require(still.linearImage())
        let recorder = AnimationRecorder(content: Widening(animation: .bouncy))
        try recorder.tap("Grow")
        let first = try recorder.record(duration: 0).frames[0].image
        #expect(first.width == expected.width && first.height == expected.height)
        #expect(first.linearPixels == expected.pixels)
    }

    /// A second change mid-flight starts from where the first has got to and keeps its velocity.
    @Test func retargetingKeepsPositionAndVelocity() throws {
        let recorder = AnimationRecorder(content: Widening(animation: .smooth))
        recorder.framesPerSecond = 200
        try recorder.tap("Grow")
        let first = try widths(try recorder.record(duration: 0.1))
        try recorder.tap("Grow") // back toward 100, at t = 0.1
        let second = try widths(try recorder.record(duration: 0.02))
        #expect(abs(second[0] - first.last!) < 1e-9)
        let before = (first[first.count - 1] - first[first.count - 2]) * 200
        let after = (second[1] - second[0]) * 200
        // Velocity (pt/s) by finite differences over 5 ms; the spring from rest adds only O(Δt) at the switch.
        #expect(before > 300)
        #expect(abs(after - before) / before < 0.05, "\(before) → \(after)")
    }

    /// Reduce Motion: the bouncy change no longer overshoots.
    @Test func reduceMotionRemovesTheBounce() throws {
        let recorder = AnimationRecorder(content: Widening(animation: .bouncy))
        recorder.environment.accessibilityReduceMotion = true
        recorder.framesPerSecond = 20
        try recorder.tap("Grow")
        let w = try widths(try recorder.record(duration: 0.6))
        #expect(w.max()! <= 200 + 1e-9)
        #expect(w.last == 200)
    }

    /// Text that leaves (the `.opacity` transition) takes everything it drew along, the deepening of the glass
    /// under it included: 0.98 s into a 1 s linear change the leaving lines are at opacity 0.02, and the frame is
    /// within 0.066 of the same frame with the lines never drawn (the deepening, glass in linear light, composited at
    /// 0.02 changes a pixel by at most 0.02; the ink at 0.02, composited on encoded values as iOS does, changes the
    /// encoded value by at most 0.02, which is at most 0.02 × 2.275 = 0.0455 in linear light — 2.4 / 1.055, the
    /// sRGB curve's steepest slope, at white). The deepening was drawn at full strength and
    /// stayed as dark boxes where the text had been (the music player's expand, frames 0.667 s and 0.8 s).
    @Test func leavingTextTakesTheGlassDeepenedUnderItAlong() throws {
        func frame(lines: Bool) throws -> [SIMD4<Float>] {
            let recorder = AnimationRecorder(content: SwitchingCard(lines: lines))
            // Two frames: the tap and 0.98 s later.
            recorder.framesPerSecond = 1 / 0.98
            try recorder.tap("Expand")
            let recording = try recorder.record(duration: 0.98)
            #expect(recording.frames.count == 2 && abs(recording.frames[1].time - 0.98) < 1e-9)
            if let dir = Self.renderDir {
                try recording.writeFilmstrip(to: dir.appendingPathComponent("leaving-text-\(lines ? "lines" : "none").png"))
            }
            return recording.frames[1].image.linearPixels
        }
        let with = try frame(lines: true), without = try frame(lines: false)
        #expect(with.count == without.count)
        var largest: Float = 0
        for (a, b) in zip(with, without) {
            let d = a - b
            largest = max(largest, abs(d.x), abs(d.y), abs(d.z), abs(d.w))
        }
        #expect(largest <= 0.02 + 0.0455 + 1e-4, "the lines at opacity 0.02 change a pixel by \(largest)")
    }

    /// Pressing the menu's glass button lifts it by 4 pt of its 60 pt height (with the spring's bounce); releasing
    /// runs its action (the menu opens) and the button settles back to 60 pt.
    @Test func pressLiftsAndReleaseActs() throws {
        let recorder = AnimationRecorder(content: RadialActionMenu())
        recorder.framesPerSecond = 20
        try recorder.press("fab")
        let holding = try recorder.record(duration: 0.4)
        if let dir = Self.renderDir {
            try holding.writeFilmstrip(to: dir.appendingPathComponent("press-held.png"))
            // Closer, for looking at the shimmer: the fab at 3x, frames as numbered PNGs.
            let close = AnimationRecorder(content: RadialActionMenu())
            close.scale = 3
            close.framesPerSecond = 10
            try close.press("fab")
            try close.record(duration: 0.5).write(to: dir.appendingPathComponent("press-3x"))
        }
        let held = try holding.frames.map { try #require($0.report.element(named: "fab")).frame[2] }
        #expect(held[0] == 60)
        #expect(held.max()! > 63.5 && held.max()! < 65.5)
        #expect(abs(held.last! - 64) < 0.3)
        #expect(recorder.displayList(at: 0.2).items.contains { item in
            if case .glass(let g) = item.content { return g.press > 0.9 }
            return false
        })
        // The shimmer crosses once in 0.5 s from touch-down: half way at 0.25 s, gone by 0.5 s.
        func shimmer(at t: Double) -> Double {
            recorder.displayList(at: t).items.compactMap { item -> Double? in
                if case .glass(let g) = item.content, g.shimmer > 0 { return g.shimmer }
                return nil
            }.max() ?? 0
        }
        #expect(abs(shimmer(at: 0.25) - 0.5) < 1e-9)
        #expect(shimmer(at: 0.6) == 0)
        try recorder.release("fab")
        recorder.framesPerSecond = 1
        let after = try recorder.record(duration: 1).frames
        let last = try #require(after.last?.report)
        #expect(abs(try #require(last.element(named: "fab")).frame[2] - 60) < 0.05)
        #expect(last.element(named: "camera") != nil)
        #expect { try recorder.release("fab") } throws: { "\($0)".contains("not pressed") }
        if let dir = Self.renderDir { try recorder.record(duration: 0.2).writeFilmstrip(to: dir.appendingPathComponent("press.png")) }
    }

    /// Content richer than a label (two lines and a symbol, drawn as items after the glass) lifts with its glass:
    /// at full lift each item carries the glass's scale about the glass's centre; a text outside the glass does not.
    @Test func pressLiftsRichContentWithItsGlass() throws {
        struct Card: View {
            var body: some View {
                VStack(spacing: 12) {
                    VStack(spacing: 4) {
                        Image(systemName: "star.fill")
                        Text("Favourites")
                        Text("12 items").font(.caption)
                    }
                    .padding(16)
                    .glassEffect(.regular.interactive(), in: .rect(cornerRadius: 20))
                    .accessibilityIdentifier("card")
                    .onTapGesture {}
                    Text("Outside")
                }
                .frame(width: 240, height: 200)
            }
        }
        let recorder = AnimationRecorder(content: Card())
        try recorder.press("card")
        if let dir = Self.renderDir {
            let close = AnimationRecorder(content: Card())
            close.scale = 3
            close.framesPerSecond = 5
            try close.press("card")
            try close.record(duration: 0.4).writeFilmstrip(to: dir.appendingPathComponent("press-card.png"))
        }
        let list = recorder.displayList(at: 0.4)
        let glass = try #require(list.items.first { $0.isGlass })
        guard case .glass(let g) = glass.content else { Issue.record("expected glass"); return }
        let s = glass.transform.a
        // 1 + 4 / height at (nearly) full lift: the spring is within 3 % of its target by 0.4 s.
        #expect(s > 1 + 3.5 / g.frame.height && s < 1 + 4.5 / g.frame.height)
        // What is on the glass is the glass item's content, which the engine draws under the glass item's
        // transform: the symbol and the two lines lift with the glass; the line outside is an item of its own.
        func isText(_ item: DisplayItem) -> Bool {
            if case .text = item.content { return true }
            return false
        }
        #expect(g.content.filter(isText).count == 2, "the two lines on the glass")
        #expect(g.content.contains { item in
            if case .symbol = item.content { return item.transform == .identity }
            return false
        })
        let outside = list.items.filter(isText)
        #expect(outside.count == 1 && outside.first?.transform == .identity, "the line outside does not lift")
    }

    /// Writing while recording gives the files that writing the recording afterwards gives (APNG and GIF), and
    /// the same frames; a path that cannot be written is named before anything is rendered, and no file is left.
    @Test func recordingWhileWriting() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("lg-recorder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        func recorder() throws -> AnimationRecorder<Widening> {
            let recorder = AnimationRecorder(content: Widening(animation: .bouncy))
            recorder.framesPerSecond = 20
            try recorder.tap("Grow")
            return recorder
        }
        let streamed = try recorder().record(duration: 0.3, writingTo: [dir.appendingPathComponent("s.apng"), dir.appendingPathComponent("s.gif")])
        let afterwards = try recorder().record(duration: 0.3)
        try afterwards.write(to: dir.appendingPathComponent("w.apng"))
        try afterwards.write(to: dir.appendingPathComponent("w.gif"))
        #expect(streamed.frames.count == 7 && afterwards.frames.count == 7)
        #expect(zip(streamed.frames, afterwards.frames).allSatisfy { $0.image.linearPixels == $1.image.linearPixels })
        for ext in ["apng", "gif"] {
            let a = try Data(contentsOf: dir.appendingPathComponent("s.\(ext)")), b = try Data(contentsOf: dir.appendingPathComponent("w.\(ext)"))
            #expect(a == b, "\(ext): \(a.count) and \(b.count) bytes")
        }
        let bad = dir.appendingPathComponent("bad")
        try FileManager.default.createDirectory(at: bad, withIntermediateDirectories: true)
        #expect { try recorder().record(duration: 0.3, writingTo: [bad.appendingPathComponent("x.apng"), bad.appendingPathComponent("y.mov")]) } throws: {
            "\($0)".contains("y.mov") && "\($0)".contains("unknown animation format")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: bad.path).isEmpty)
    }

    @Test func pressingGlassThatIsNotInteractiveIsAnError() throws {
        let recorder = AnimationRecorder(content: Widening(animation: nil))
        #expect { try recorder.press("Grow") } throws: { "\($0)".contains("not interactive") }
    }

    @Test func tappingSomethingUnknownNamesWhatCanBeTapped() throws {
        let recorder = AnimationRecorder(content: Widening(animation: .bouncy))
        #expect { try recorder.tap("Shrink") } throws: { error in
            "\(error)".contains("\"Shrink\"") && "\(error)".contains("\"Grow\"")
        }
    }

    @Test func badDurationsAndRatesAreRefused() throws {
        let recorder = AnimationRecorder(content: Widening(animation: .bouncy))
        #expect(throws: RenderFailure.self) { try recorder.record(duration: .nan) }
        #expect(throws: RenderFailure.self) { try recorder.record(duration: -1) }
        recorder.framesPerSecond = 0
        #expect(throws: RenderFailure.self) { try recorder.record(duration: 1) }
    }

    /// The radial menu: the actions grow out of the centre button (same container, glassEffectIDs) and end
    /// 100 pt from its centre.
    @Test func radialMenuActionsGrowOutOfTheCentre() throws {
        let recorder = AnimationRecorder(content: RadialActionMenu())
        // Only the first and last frames are read (a debug build renders a 340 pt frame in about a second).
        recorder.framesPerSecond = Self.renderDir == nil ? 1.25 : 30
        try recorder.tap("fab")
        let recording = try recorder.record(duration: 0.8)
        func distance(_ frame: AnimationRecording.Frame) throws -> Double {
            let fab = try #require(frame.report.element(named: "fab")).frame
            let camera = try #require(frame.report.element(named: "camera")).frame
            return hypot(camera[0] + camera[2] / 2 - fab[0] - fab[2] / 2, camera[1] + camera[3] / 2 - fab[1] - fab[3] / 2)
        }
        #expect(try distance(recording.frames[0]) < 1)
        #expect(abs(try distance(recording.frames.last!) - 100) < 1)
        let camera0 = try #require(recording.frames[0].report.element(named: "camera")).frame
        #expect(camera0[2] < 60) // tucked inside the 60 pt centre button
        if let dir = Self.renderDir {
            try recording.writeFilmstrip(to: dir.appendingPathComponent("radial-open.png"))
            try recording.write(to: dir.appendingPathComponent("radial-open.apng"))
        }
    }
}

/// Every creation the demo records: its tap is found, and once the motion has settled the glass stands where the
/// expanded state's still puts it.
@MainActor
@Suite struct CreationMotionTests {
    /// The creations show the gallery's sample photos.
    init() { SamplePhotos.register() }

    @Test func tapsSettleOnTheExpandedState() throws {
        for entry in CreationGallery.entries {
            guard let tap = entry.tap else { continue }
            let recorder = AnimationRecorder(content: entry.resting)
            try recorder.tap(tap)
            let settled = recorder.displayList(at: 5).items.compactMap { item -> [Double]? in
                guard case .glass(let g) = item.content else { return nil }
                let r = item.transform.apply(g.frame)
                return [r.minX, r.minY, r.width, r.height].map { Double($0) }
            }
            let still = ImageRenderer(content: entry.expanded)
            _ = still.pngData()
            let expected = try #require(still.report).elements.filter { $0.variant != "identity" }.map(\.frame)
            #expect(settled.count == expected.count, "\(entry.name)")
            for (a, b) in zip(settled, expected) {
                #expect(zip(a, b).allSatisfy { abs($0 - $1) < 0.01 }, "\(entry.name): \(a) vs \(b)")
            }
        }
    }
}
