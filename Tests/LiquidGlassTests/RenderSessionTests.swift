import Foundation
import Testing
@testable import LiquidGlass
@testable import LiquidGlassRender

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
        #expect(plan.elementAnalyses.count == 1)
        #expect(plan.groups[0].analysis == plan.elementAnalyses[0])
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
}
