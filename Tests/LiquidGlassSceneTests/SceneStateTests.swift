import Foundation
import LiquidGlassRender
import LiquidGlassScene
import Testing

/// Named states and transitions in scene files (docs/SCENES.md, "States and transitions"): each state is the
/// scene with its overrides applied, and every mistake is reported at its place in the file.
@Suite struct SceneStateTests {
    /// A container with three elements and two states; the expected values below are read off this text.
    static let text = """
        canvas: {width: 200, height: 300, scale: 1}
        background: {color: black}
        elements:
          - container:
              spacing: 12
              elements:
                - {id: a, shape: circle, frame: [10, 10, 40, 40]}
                - {id: b, frame: [10, 60, 40, 40], tint: systemBlue}
          - {id: c, frame: [100, 200, 80, 40], label: {text: Go}}
        states:
          closed:
            elements:
              a: {hidden: true}
              b: {frame: [10, 10, 40, 40], glass: clear}
          open: {}
          wide:
            elements:
              c: {frame: [20, 200, 160, 40], hidden: false}
        transitions:
          - {from: closed, to: open, animation: bouncy}
          - from: open
            to: closed
            animation: {curve: smooth, duration: 0.4, bounce: 0.1, delay: 0.05}
          - {from: open, to: wide}
        """

    private func document(_ text: String = text) throws -> SceneDocument {
        try SceneLoader.parseDocument(text, fileName: "states.yaml", baseDirectory: SceneTestSupport.fixturesDirectory())
    }

    private func error(_ text: String) -> String? {
        do {
            _ = try document(text)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func statesApplyTheirOverrides() throws {
        let doc = try document()
        #expect(doc.states.map(\.name) == ["closed", "open", "wide"])
        // The scene as written is untouched by the states.
        #expect(doc.scene.elements.map(\.id) == ["a", "b", "c"])

        let closed = try #require(doc.scene(inState: "closed"))
        #expect(closed.elements.map(\.id) == ["b", "c"], "a is hidden")
        let b = closed.elements[0]
        #expect(b.frame == CGRect(x: 10, y: 10, width: 40, height: 40))
        #expect(b.glass.variant == .clear)
        #expect(b.glass.tintColor != nil, "keys the state does not name keep the scene's values")
        #expect(b.container?.spacing == 12, "an element keeps its container")
        #expect(b.sourceLocation?.line == 8, "an overridden element keeps its place in the file")

        let open = try #require(doc.scene(inState: "open"))
        SceneTestSupport.expectEqual(open, doc.scene)

        let wide = try #require(doc.scene(inState: "wide"))
        #expect(wide.elements.map(\.id) == ["a", "b", "c"])
        #expect(wide.elements[2].frame == CGRect(x: 20, y: 200, width: 160, height: 40))
        #expect(wide.elements[2].label?.text == "Go")
        #expect(doc.scene(inState: "half") == nil)
    }

    @Test func transitionsKeepTheirAnimations() throws {
        let doc = try document()
        #expect(doc.transitions == [
            SceneStateTransition(from: "closed", to: "open", animation: SceneAnimation(curve: .bouncy)),
            SceneStateTransition(from: "open", to: "closed",
                                 animation: SceneAnimation(curve: .smooth, duration: 0.4, bounce: 0.1, delay: 0.05)),
            SceneStateTransition(from: "open", to: "wide", animation: SceneAnimation(curve: .smooth)),
        ])
        #expect(doc.transition(from: "open", to: "closed")?.animation.description
                    == ".smooth(duration: 0.4, extraBounce: 0.1).delay(0.05)")
        #expect(doc.transition(from: "wide", to: "open") == nil)
    }

    @Test func aFileWithoutStatesHasNone() throws {
        let doc = try document("""
            canvas: {width: 10, height: 10, scale: 1}
            background: {color: black}
            elements: [{frame: [0, 0, 5, 5]}]
            """)
        #expect(doc.states.isEmpty && doc.transitions.isEmpty)
        #expect(doc.scene.elements.count == 1)
    }

    /// The scene as written, then `tail` appended: the base for the error cases.
    private func withStates(_ tail: String) -> String {
        """
        canvas: {width: 200, height: 300, scale: 1}
        background: {color: black}
        elements:
          - {id: fab, shape: circle, frame: [10, 10, 40, 40]}
          - {id: share, frame: [10, 60, 40, 40]}
        \(tail)
        """
    }

    @Test func unknownElementIDIsReportedAtTheKeyWithASuggestion() {
        #expect(error(withStates("""
            states:
              open:
                elements:
                  shar: {hidden: true}
            """)) == "states.yaml:9:7: states.open.elements: no element has the id 'shar'; did you mean 'share'? "
                + "(ids: fab, share)")
    }

    @Test func overridesMayNotChangeTheID() {
        #expect(error(withStates("""
            states:
              open: {elements: {fab: {id: other}}}
            """)) == "states.yaml:7:27: states.open.elements.fab: unknown key 'id' "
                + "(allowed keys: shape, frame, glass, tint, interactive, union, label, pressed, touch, hidden)")
    }

    @Test func aBadValueInAStateIsReportedInTheState() {
        #expect(error(withStates("""
            states:
              open:
                elements:
                  fab: {frame: [10, 10, -4, 40]}
            """)) == "states.yaml:9:29: states.open.elements.fab.frame[2] (width): expected a positive number, found -4")
        #expect(error(withStates("""
            states:
              open: {elements: {fab: {hidden: yes}}}
            """))?.hasPrefix("states.yaml:7:35: states.open.elements.fab.hidden: expected true or false") == true)
    }

    @Test func statesMustBeAMappingOfObjects() {
        #expect(error(withStates("states: [open, closed]"))?
            .hasPrefix("states.yaml:6:9: states: expected a mapping of state names to states") == true)
        #expect(error(withStates("states: {open: {fab: {hidden: true}}}"))
            == "states.yaml:6:17: states.open: unknown key 'fab' (allowed keys: elements)")
    }

    @Test func transitionsNameDeclaredStates() {
        #expect(error(withStates("""
            states: {open: {}, closed: {elements: {share: {hidden: true}}}}
            transitions:
              - {from: closed, to: opne}
            """)) == "states.yaml:8:24: transitions[0].to: no state named 'opne'; did you mean 'open'? "
                + "(states: open, closed)")
        #expect(error(withStates("""
            transitions:
              - {from: a, to: b}
            """)) == "states.yaml:7:12: transitions[0].from: no state named 'a' (the file declares no states)")
    }

    @Test func animationsAreCheckedAgainstSwiftUIsForms() {
        let states = "states: {open: {}, closed: {}}\ntransitions:\n"
        #expect(error(withStates(states + "  - {from: open, to: closed, animation: bounce}"))?
            .hasPrefix("states.yaml:8:41: transitions[0].animation: unknown animation 'bounce'") == true)
        #expect(error(withStates(states + "  - {from: open, to: closed, animation: {curve: easeIn, bounce: 0.2}}"))
            == "states.yaml:8:65: transitions[0].animation.bounce: .easeIn takes no bounce (only smooth, snappy, bouncy and spring do)")
        #expect(error(withStates(states + "  - {from: open, to: closed, animation: {curve: default, duration: 1}}"))?
            .hasPrefix("states.yaml:8:68: transitions[0].animation.duration: .default takes no duration") == true)
        #expect(error(withStates(states + "  - {from: open, to: closed, animation: {curve: spring, duration: 0}}"))?
            .hasPrefix("states.yaml:8:67: transitions[0].animation.duration: expected a number from 0.01 to 60, found 0") == true)
    }

    /// 33 states are refused before any is decoded (each decodes every element again).
    @Test func theNumberOfStatesIsBounded() {
        let states = (0...SceneDocument.maxStates).map { "  s\($0): {}" }.joined(separator: "\n")
        #expect(error(withStates("states:\n" + states))
            == "states.yaml:7:3: states: 33 states; a scene may have at most 32")
    }

    // MARK: Press

    static let pressText = """
        canvas: {width: 200, height: 200, scale: 1}
        background: {color: "#402010"}
        elements:
          - container:
              spacing: 12
              elements:
                - {id: a, shape: circle, frame: [30, 80, 60, 60], interactive: true}
                - {id: b, shape: circle, frame: [110, 80, 60, 60], interactive: true}
        states:
          idle: {}
          down:
            elements:
              a: {pressed: true, touch: [50, 100]}
          half:
            elements:
              a: {pressed: 0.5}
        transitions:
          - {from: idle, to: down, animation: snappy}
        """

    @Test func interactiveGlassCanBePressedInAState() throws {
        let doc = try document(Self.pressText)
        let a = { (state: String) throws -> GlassElement in try #require(doc.scene(inState: state)).elements[0] }
        #expect(try a("idle").press == 0 && a("idle").touch == nil)
        #expect(try a("down").press == 1)
        #expect(try a("down").touch == CGPoint(x: 50, y: 100))
        #expect(try a("half").press == 0.5)
        #expect(try #require(doc.scene(inState: "down")).elements[1].press == 0, "b is not pressed")
    }

    /// The press reaches the rendered picture (through the scene's display list) and lights the pressed glass
    /// more than its neighbour, whose glow is only what spreads to it; the idle state lights neither.
    @Test func aPressedStateRendersBrighterGlass() throws {
        let doc = try document(Self.pressText)
        let renderer = GlassRenderer(options: RenderOptions(threads: 1))
        func luminance(_ state: String, _ rect: CGRect) throws -> Double {
            guard case .image(let image) = try renderer.render(try #require(doc.scene(inState: state))) else {
                throw RenderError("the final layer is an image")
            }
            var sum = 0.0, count = 0.0
            for y in Int(rect.minY)..<Int(rect.maxY) {
                for x in Int(rect.minX)..<Int(rect.maxX) {
                    let p = image[x, y]
                    let luminance: Float = 0.2126 * p.x + 0.7152 * p.y + 0.0722 * p.z
                    sum += Double(luminance)
                    count += 1
                }
            }
            return sum / count
        }
        // 20 × 20 px patches at the two centres (scale 1).
        let aCentre = CGRect(x: 50, y: 100, width: 20, height: 20), bCentre = CGRect(x: 130, y: 100, width: 20, height: 20)
        let idleA = try luminance("idle", aCentre), downA = try luminance("down", aCentre)
        let idleB = try luminance("idle", bCentre), downB = try luminance("down", bCentre)
        #expect(downA > idleA * 1.2, "pressed a: \(downA) against idle \(idleA)")
        #expect(downA - idleA > downB - idleB, "a brightens more than its neighbour b (\(downB) against \(idleB))")
    }

    /// A pressed element is lifted as a finger lifts interactive glass: 4 pt of its height at a full press, about
    /// its centre (the 60 pt circle `a` of 30…90 grows to 28…92; half pressed, 29…91), in the final picture and its
    /// report and in the debug layers alike; its unpressed neighbour keeps its frame.
    @Test func aPressedStateLiftsTheGlass() throws {
        let doc = try document(Self.pressText)
        let renderer = GlassRenderer(options: RenderOptions(threads: 1))
        func frames(_ state: String) throws -> [[Double]] {
            try renderer.renderWithReport(try #require(doc.scene(inState: state))).report.elements.map(\.frame)
        }
        #expect(try frames("idle") == [[30, 80, 60, 60], [110, 80, 60, 60]])
        #expect(try frames("down") == [[28, 78, 64, 64], [110, 80, 60, 60]])
        let half = try frames("half")
        #expect(zip(half[0], [29, 79, 62, 62]).allSatisfy { abs($0 - $1) < 1e-9 } && half[1] == [110, 80, 60, 60], "\(half)")
        // The mask layer: the pixel column 28 (28…29 pt, on the lifted circle's leftmost edge row y = 110) is
        // outside the idle glass and inside the pressed one.
        var mask = RenderOptions(threads: 1)
        mask.layer = .mask
        func coverage(_ state: String, x: Int, y: Int) throws -> Float {
            guard case .image(let image) = try GlassRenderer(options: mask).render(try #require(doc.scene(inState: state))) else {
                throw RenderError("the mask layer is an image")
            }
            return image[x, y].x
        }
        #expect(try coverage("idle", x: 28, y: 110) == 0)
        #expect(try coverage("down", x: 28, y: 110) > 0.4)
        #expect(try coverage("down", x: 29, y: 110) == 1)
    }

    @Test func pressMistakesAreReportedAtTheirPlace() {
        func element(_ keys: String) -> String? {
            error("canvas: {width: 100, height: 100}\nbackground: {color: black}\nelements:\n  - {frame: [0, 0, 40, 40], \(keys)}")
        }
        #expect(element("pressed: true")?.contains("elements[0].pressed: only interactive glass can be pressed; add `interactive: true`") == true)
        #expect(element("interactive: true, pressed: 2")?.contains("elements[0].pressed: expected a number from 0 to 1, found 2") == true)
        #expect(element("interactive: true, pressed: hard")?.contains("elements[0].pressed: expected true, false or a number from 0 to 1") == true)
        #expect(element("interactive: true, pressed: true, touch: [1]")?.contains("elements[0].touch: expected 2 numbers [x, y], found 1 item") == true)
        #expect(element("interactive: false, pressed: false") == nil, "not pressed needs no interaction")
    }
}
