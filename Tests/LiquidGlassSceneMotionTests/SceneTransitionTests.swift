import Foundation
import LiquidGlass
import LiquidGlassMotion
import LiquidGlassSceneMotion
import Testing

/// Two glass circles in one container, apart (`gap` points between them) — the merging example.
private func twoCircles(gap: Double, spacing: Double = 24) -> Scene {
    let size = 28.0, y = 16.0
    let left = 60 - size - gap / 2
    var a = GlassElement(id: "a", shape: Circle(), frame: CGRect(x: left, y: y, width: size, height: size))
    var b = GlassElement(id: "b", shape: Circle(), frame: CGRect(x: 60 + gap / 2, y: y, width: size, height: size))
    a.container = ContainerMembership(index: 0, spacing: spacing)
    b.container = ContainerMembership(index: 0, spacing: spacing)
    return Scene(canvas: Canvas(width: 120, height: 60, scale: 1),
                 background: Background(.gradient(.init(colors: [Color(red: 0.9, green: 0.3, blue: 0.2), Color(red: 0.2, green: 0.3, blue: 0.9)]))),
                 elements: [a, b])
}

@Suite("SceneTransition")
struct SceneTransitionTests {
    @Test("starts at the first state, ends at the second, and moves frames by the animation's progress")
    func interpolation() throws {
        let transition = try SceneTransition(from: twoCircles(gap: 40), to: twoCircles(gap: 0), animation: .bouncy)
        #expect(transition.scene(at: 0).elements[1].frame == twoCircles(gap: 40).elements[1].frame)
        let end = transition.scene(at: transition.duration).elements[1].frame
        #expect(abs(end.minX - 60) < 0.05)
        // Half way in time: x = from + (to − from) · progress.
        let t = 0.2
        let expected = 80 + (60 - 80) * Animation.bouncy.progress(at: t)
        #expect(abs(Double(transition.scene(at: t).elements[1].frame.minX) - expected) < 1e-9)
    }

    @Test("a bouncy change overshoots its target and a smooth one does not (read from the animated frames)")
    func overshoot() throws {
        func extreme(_ animation: Animation) throws -> Double {
            let transition = try SceneTransition(from: twoCircles(gap: 40), to: twoCircles(gap: 0), animation: animation)
            return (0...100).map { Double(transition.scene(at: Double($0) / 100).elements[1].frame.minX) }.min()!
        }
        #expect(try extreme(.bouncy) < 60 - 0.5)   // past the target (moving left)
        #expect(try extreme(.smooth) >= 60 - 1e-9)
    }

    @Test("frame 0 renders exactly like the first state; frames are deterministic")
    func rendering() throws {
        let transition = try SceneTransition(from: twoCircles(gap: 40), to: twoCircles(gap: 0), animation: .snappy)
        let renderer = GlassRenderer(options: RenderOptions(threads: 2))
        let frames = try transition.render(framesPerSecond: 10, duration: 0.2, renderer: renderer)
        #expect(frames.map(\.time) == [0, 0.1, 0.2])
        guard case let .image(still) = try renderer.render(twoCircles(gap: 40)) else { Issue.record("no image"); return }
        #expect(frames[0].image == still)
        let again = try transition.render(framesPerSecond: 10, duration: 0.2, renderer: GlassRenderer(options: RenderOptions(threads: 1)))
        #expect(again.map(\.image) == frames.map(\.image))
        #expect(frames[1].image != frames[0].image)
    }

    @Test("an element of one state only melts into its container's glass; a debug layer needs the same elements")
    func appearingElements() throws {
        var one = twoCircles(gap: 40)
        one.elements.removeLast()
        let transition = try SceneTransition(from: one, to: twoCircles(gap: 40), animation: .smooth)
        #expect(!transition.hasSameElements)
        let frames = try transition.render(framesPerSecond: 10, duration: 0.6, renderer: GlassRenderer(options: RenderOptions(threads: 1)))
        guard case let .image(start) = try GlassRenderer(options: RenderOptions(threads: 1)).render(one) else {
            Issue.record("no image"); return
        }
        // Frame 0 is the one-element state (the new glass is tucked inside and unemerged: nothing changes).
        #expect(zip(frames[0].image.pixels, start.pixels).allSatisfy { (($0 - $1) * ($0 - $1)).sum() < 1e-8 })
        #expect(frames.last!.image != start)
        #expect(frames.count == 7)
        #expect(throws: SceneTransitionError.self) {
            try transition.render(framesPerSecond: 10, duration: 0.1, renderer: GlassRenderer(options: RenderOptions(layer: .frost)))
        }
        #expect(throws: SceneTransitionError.self) {
            try SceneTransition(from: twoCircles(gap: 40), to: twoCircles(gap: 0), animation: .linear.repeatForever())
                .frameTimes(framesPerSecond: 30)
        }
    }
}
