import Foundation
import LiquidGlass
import LiquidGlassMotion
import LiquidGlassSceneMotion
import Testing

/// Transitions between a scene file's named states: the states it animates and the animation it uses.
@Suite("SceneTransition(document:from:to:)")
struct SceneDocumentTransitionTests {
    /// A circle that moves from x = 10 (`left`) to x = 70 (`right`), with a second circle only `right` has.
    static let text = """
        canvas: {width: 120, height: 60, scale: 1}
        background: {color: systemTeal}
        elements:
          - container:
              spacing: 20
              elements:
                - {id: a, shape: circle, frame: [70, 16, 28, 28]}
                - {id: b, shape: circle, frame: [20, 16, 28, 28]}
        states:
          left: {elements: {a: {frame: [10, 16, 28, 28]}, b: {hidden: true}}}
          right: {}
        transitions:
          - {from: left, to: right, animation: {curve: bouncy, duration: 0.4}}
        """

    static func document() throws -> SceneDocument {
        try SceneLoader.parseDocument(text, fileName: "move.yaml", baseDirectory: URL(fileURLWithPath: "/"))
    }

    /// The frame of glass element `a` in a display list.
    static func frameOfA(in list: DisplayList) throws -> CGRect {
        for item in list.items {
            if case .glass(let glass) = item.content, (glass.identifier ?? item.id) == "a" { return glass.frame }
        }
        throw SceneTransitionError("no glass item 'a' in the display list")
    }

    @Test("the declared transition's animation is used unless another is given")
    func declaredAnimation() throws {
        let document = try Self.document()
        let declared = try SceneTransition(document: document, from: "left", to: "right")
        #expect(declared.animation == .bouncy(duration: 0.4))
        #expect(declared.from.elements.map(\.id) == ["a"])
        #expect(declared.to.elements.map(\.id) == ["a", "b"])
        // No transition is declared back: SwiftUI's smooth, unless one is given.
        #expect(try SceneTransition(document: document, from: "right", to: "left").animation == .smooth)
        #expect(try SceneTransition(document: document, from: "left", to: "right", animation: .linear).animation == .linear)
    }

    @Test("the moving element follows the declared spring, and overshoots as a bouncy one does")
    func followsTheSpring() throws {
        let transition = try SceneTransition(document: try Self.document(), from: "left", to: "right")
        let xs = try (0...60).map { t in try Self.frameOfA(in: transition.displayList(at: Double(t) / 60)).minX }
        #expect(xs.first == 10)
        // x = 10 + 60 · progress(t) (SceneTransition's per-property rule), with .bouncy(duration: 0.4).
        let t = 0.15
        let expected = 10 + 60 * Animation.bouncy(duration: 0.4).progress(at: t)
        #expect(abs(Double(try Self.frameOfA(in: transition.displayList(at: t)).minX) - expected) < 1e-9)
        #expect(xs.max()! > 70 + 0.5, "bouncy passes its target")
    }

    @Test("names that are not states are an error listing the states")
    func unknownState() throws {
        #expect(throws: SceneTransitionError("no state named 'middle' (states: left, right)")) {
            try SceneTransition(document: try Self.document(), from: "left", to: "middle")
        }
        // A near miss gets the same hint as in the scene file itself.
        #expect(throws: SceneTransitionError("no state named 'rihgt'; did you mean 'right'? (states: left, right)")) {
            try SceneTransition(document: try Self.document(), from: "rihgt", to: "left")
        }
    }

    @Test("every SwiftUI form a scene file can name maps to that animation")
    func animationForms() {
        #expect(Animation(SceneAnimation(curve: .smooth)) == .smooth)
        #expect(Animation(SceneAnimation(curve: .snappy, duration: 0.3)) == .snappy(duration: 0.3))
        #expect(Animation(SceneAnimation(curve: .bouncy, bounce: 0.1)) == .bouncy(duration: 0.5, extraBounce: 0.1))
        #expect(Animation(SceneAnimation(curve: .spring, duration: 0.6, bounce: 0.2)) == .spring(duration: 0.6, bounce: 0.2))
        #expect(Animation(SceneAnimation(curve: .spring)) == .spring)
        #expect(Animation(SceneAnimation(curve: .interactiveSpring)) == .interactiveSpring)
        #expect(Animation(SceneAnimation(curve: .default)) == .default)
        #expect(Animation(SceneAnimation(curve: .linear)) == .linear)
        #expect(Animation(SceneAnimation(curve: .easeInOut, duration: 0.3)) == .easeInOut(duration: 0.3))
        #expect(Animation(SceneAnimation(curve: .easeOut, delay: 0.2)) == .easeOut.delay(0.2))
    }

    /// A state that presses interactive glass animates the press: the display list's press rises from 0 to 1
    /// along the transition's animation (a smooth spring does not overshoot, so it never leaves 0…1), and the
    /// touch point is the pressed state's.
    @Test("a press in a state animates along the transition")
    func pressAnimates() throws {
        let text = """
            canvas: {width: 120, height: 60, scale: 1}
            background: {color: systemTeal}
            elements:
              - {id: a, shape: circle, frame: [40, 10, 40, 40], interactive: true}
            states:
              idle: {}
              down: {elements: {a: {pressed: true, touch: [50, 20]}}}
            transitions:
              - {from: idle, to: down, animation: {curve: smooth, duration: 0.3}}
            """
        let document = try SceneLoader.parseDocument(text, fileName: "press.yaml", baseDirectory: URL(fileURLWithPath: "/"))
        let transition = try SceneTransition(document: document, from: "idle", to: "down")
        func glass(at time: Double) throws -> GlassDisplayItem {
            for item in transition.displayList(at: time).items { if case .glass(let g) = item.content { return g } }
            throw SceneTransitionError("no glass")
        }
        let presses = try stride(from: 0.0, through: 0.6, by: 0.05).map { try glass(at: $0).press }
        #expect(presses.first == 0)
        #expect(abs(presses.last! - 1) < 1e-3, "settled: \(presses.last!)")
        #expect(zip(presses, presses.dropFirst()).allSatisfy { $0 <= $1 + 1e-12 }, "\(presses)")
        #expect(presses.contains { $0 > 0.2 && $0 < 0.8 }, "passes through the middle: \(presses)")
        #expect(try glass(at: 0.1).touch == CGPoint(x: 50, y: 20))
        // The in-between scene (debug layers) presses the same way.
        #expect(abs(transition.scene(at: 0.1).elements[0].press - (try glass(at: 0.1).press)) < 1e-12)
        // And the glass lifts with the press: scaled by 1 + press · 4 / 40 about its centre (60, 30) at every
        // instant (the transforms of 1 and of the full lift mixed along the same progress).
        for time in [0.05, 0.1, 0.2, 0.6] {
            let item = try #require(transition.displayList(at: time).items.first { $0.isGlass })
            let press = try glass(at: time).press
            let lifted = item.transform.apply(CGRect(x: 40, y: 10, width: 40, height: 40))
            #expect(abs(lifted.width - (40 + 4 * press)) < 1e-9 && abs(lifted.midX - 60) < 1e-9 && abs(lifted.midY - 30) < 1e-9,
                    "t = \(time): \(lifted) at press \(press)")
        }
    }
}
