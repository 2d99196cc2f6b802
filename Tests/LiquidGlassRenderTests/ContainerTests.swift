import Foundation
import LiquidGlassCore
import LiquidGlassRender
import LiquidGlassScene
import Testing

/// Droplet merging in containers, and unions (issue 3 §1), measured on the mask.
@Suite struct ContainerTests {
    static func pair(gap: Double, spacing: Double?, union: Bool = false, variants: (Glass, Glass) = (.regular, .regular)) -> Scene {
        let container = spacing.map { ContainerMembership(index: 0, spacing: $0) }
        var a = GlassElement(id: "a", shape: Circle(), frame: CGRect(x: 20, y: 20, width: 44, height: 44), glass: variants.0)
        var b = GlassElement(id: "b", shape: Circle(), frame: CGRect(x: 64 + gap, y: 20, width: 44, height: 44), glass: variants.1)
        a.container = container
        b.container = container
        if union { a.unionID = "u"; b.unionID = "u" }
        return Scene(canvas: Canvas(width: 260, height: 84, scale: 2), background: Background(.color(.white)), elements: [a, b])
    }

    @Test(arguments: [4.0, 10.0, 16.0])
    func elementsCloserThanTheSpacingJoinIntoOneBody(gap: Double) throws {
        #expect(SystemTestSupport.components(try SystemTestSupport.mask(Self.pair(gap: gap, spacing: 20))) == 1)
    }

    @Test(arguments: [24.0, 40.0])
    func elementsFartherThanTheSpacingStaySeparate(gap: Double) throws {
        #expect(SystemTestSupport.components(try SystemTestSupport.mask(Self.pair(gap: gap, spacing: 20))) == 2)
    }

    @Test func withoutAContainerNothingMerges() throws {
        #expect(SystemTestSupport.components(try SystemTestSupport.mask(Self.pair(gap: 4, spacing: nil))) == 2)
    }

    @Test func theDefaultSpacingMergesNothing() throws {
        #expect(SystemTestSupport.components(try SystemTestSupport.mask(Self.pair(gap: 2, spacing: ContainerMembership.defaultSpacing))) == 2)
    }

    @Test func theNeckIsSmoothAndGrowsAsTheGapCloses() throws {
        // Coverage along the vertical line through the gap's middle: more glass for a smaller gap.
        func neck(_ gap: Double) throws -> Int {
            let mask = try SystemTestSupport.mask(Self.pair(gap: gap, spacing: 20))
            let x = Int((64 + gap / 2) * 2)
            return (0..<mask.height).filter { mask[x, $0].x > 0.5 }.count
        }
        let wide = try neck(16), narrow = try neck(6)
        #expect(wide > 0)
        #expect(narrow > wide)
    }

    @Test func unionsJoinFarApartElementsOfTheSameKindAndVariant() throws {
        let far = try SystemTestSupport.mask(Self.pair(gap: 120, spacing: 0, union: true))
        #expect(SystemTestSupport.components(far) == 1)
        // A different variant under the same union id is not merged.
        let mixed = try SystemTestSupport.mask(Self.pair(gap: 120, spacing: 0, union: true, variants: (.regular, .clear)))
        #expect(SystemTestSupport.components(mixed) == 2)
    }

    @Test func aContainerOfManyElementsCostsLikeItsArea() throws {
        // Binning: every query looks at few members; a 40-element row gives the same mask per element
        // as rendering each alone.
        var elements: [GlassElement] = []
        for i in 0..<40 {
            var e = GlassElement(shape: Circle(), frame: CGRect(x: 10 + Double(i) * 60, y: 10, width: 44, height: 44))
            e.container = ContainerMembership(index: 0, spacing: 8)
            elements.append(e)
        }
        let scene = Scene(canvas: Canvas(width: 2420, height: 64, scale: 1), background: Background(.color(.white)), elements: elements)
        #expect(SystemTestSupport.components(try SystemTestSupport.mask(scene)) == 40)
    }
}
