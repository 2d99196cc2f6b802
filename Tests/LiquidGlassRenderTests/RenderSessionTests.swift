import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene
import Testing

/// A render session carries each group's appearance from one frame to the next (the hysteresis of
/// docs/ADAPTIVITY.md), where a lone render starts from the colour scheme.
@Suite struct RenderSessionTests {
    static func frame(_ grey: Double) -> Scene {
        Scene(canvas: Canvas(width: 120, height: 80, scale: 1), colorScheme: .light,
              background: Background(.color(SystemTestSupport.color(grey, grey, grey))),
              elements: [GlassElement(id: "button", shape: Circle(), frame: CGRect(x: 20, y: 20, width: 44, height: 44))])
    }

    // Relative luminance of the sRGB greys (exact sRGB curve): 0.05 → 0.004 (below Adaptation.darkBelow = 0.18),
    // 0.58 → 0.30 (between the thresholds), 0.85 → 0.69 (above Adaptation.lightAbove = 0.45).

    @Test func appearanceHoldsBetweenTheThresholdsAcrossFrames() throws {
        let session = RenderSession()
        #expect(try session.render(Self.frame(0.05)).report.elements.map(\.appearance) == ["dark"])
        // Mid-grey: the session keeps the dark it had; a lone render starts from the light scheme.
        #expect(try session.render(Self.frame(0.58)).report.elements.map(\.appearance) == ["dark"])
        #expect(try GlassRenderer().renderWithReport(Self.frame(0.58)).report.elements.map(\.appearance) == ["light"])
        // Bright enough to cross the upper threshold: the session turns light, and stays light back at mid-grey.
        #expect(try session.render(Self.frame(0.85)).report.elements.map(\.appearance) == ["light"])
        #expect(try session.render(Self.frame(0.58)).report.elements.map(\.appearance) == ["light"])
    }

    @Test func theSessionKeepsTheLastPlanByGroupIdentity() throws {
        let session = RenderSession()
        _ = try session.render(Self.frame(0.05))
        let plan = try #require(session.lastPlan)
        #expect(plan.groups.map(\.id) == [.element("button")])
        #expect(plan.groups.map(\.appearance) == [.dark])
        // One measurement per scene element, reused by the group (a lone element is not a union).
        #expect(plan.itemAnalyses.count == 1)
        #expect(plan.groups[0].analysis == plan.itemAnalyses[0])
    }

    @Test func resetStartsFromTheScheme() throws {
        let session = RenderSession()
        _ = try session.render(Self.frame(0.05))
        session.reset()
        #expect(try session.render(Self.frame(0.58)).report.elements.map(\.appearance) == ["light"])
    }

    @Test func aSessionFrameIsTheSameImageAsALoneRenderWhenNothingCarriesOver() throws {
        let session = RenderSession()
        let a = try session.render(Self.frame(0.85)).output
        let b = try GlassRenderer().renderWithReport(Self.frame(0.85)).output
        guard case .image(let x) = a, case .image(let y) = b else { Issue.record("expected images"); return }
        #expect(x == y)
    }

    /// The appearances a session's display-list frame reported, in list order.
    static func appearances(_ session: RenderSession, _ grey: Double) throws -> [String?] {
        let scene = frame(grey)
        return try session.render(scene.displayList, canvas: scene.canvas).report.elements.map { $0.appearance }
    }

    @Test func displayListFramesCarryTheAppearanceToo() throws {
        // The same hysteresis through display lists (what AnimationRecorder and SceneTransition render).
        let session = RenderSession()
        #expect(try Self.appearances(session, 0.05) == ["dark"])
        #expect(try Self.appearances(session, 0.58) == ["dark"])
        let lone = Self.frame(0.58)
        #expect(try GlassRenderer().render(lone.displayList, canvas: lone.canvas).report.elements.map { $0.appearance } == ["light"])
        #expect(try Self.appearances(session, 0.85) == ["light"])
        #expect(try Self.appearances(session, 0.58) == ["light"])
    }

    @Test func everyRunOfAListCarriesItsGroups() throws {
        // Two runs of glass split by content painted between them: both groups keep their look, not only the
        // last run's.
        func list(_ grey: Double) -> (DisplayList, Canvas) {
            let scene = Self.frame(grey)
            var items = scene.displayList.items
            var second = items[items.count - 1]
            second.id = "second"
            if case .glass(var g) = second.content {
                g.identifier = "second"
                g.frame = CGRect(x: 70, y: 20, width: 44, height: 44)
                second.content = .glass(g)
            }
            let c = SystemTestSupport.color(0.5, 0.5, 0.5)
            items.append(DisplayItem(id: "dot", .fill(Rectangle(), frame: CGRect(x: 0, y: 0, width: 2, height: 2), paint: .color(c))))
            items.append(second)
            return (DisplayList(items), scene.canvas)
        }
        let session = RenderSession()
        let (dark, canvas) = list(0.05)
        #expect(try session.render(dark, canvas: canvas).report.elements.map { $0.appearance } == ["dark", "dark"])
        let (mid, _) = list(0.58)
        #expect(try session.render(mid, canvas: canvas).report.elements.map { $0.appearance } == ["dark", "dark"])
    }
}
