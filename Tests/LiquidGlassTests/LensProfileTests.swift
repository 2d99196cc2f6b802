import Foundation
import Testing
@testable import LiquidGlass
import LiquidGlassCalibration

/// The refraction of clear glass against Apple's measured profile (issue 2; material-and-motion.md §1):
/// a 300×64 pt clear capsule, inward displacement averaged over bands of inset from the edge, read back
/// through the fixed-format displacement layer. Target: ±15 % or 1 pt in every band, on both walls.
@Suite struct LensProfileTests {
    @Test(arguments: [2.0, 3.0])
    func bothWallsMatchAppleWithinTarget(scale: Double) throws {
        let result = try LensCalibration.measure(scale: scale, threads: 2)
        for wall in LensCalibration.Wall.allCases {
            let bands = try #require(result[wall])
            #expect(bands.count == 9)
            for b in bands {
                #expect(b.withinTarget, "\(wall) wall @\(scale)x, inset \(b.from)–\(b.to) pt: ours \(b.ours) pt, Apple \(b.apple) pt")
            }
        }
    }

    @Test func calibrationWouldCatchAWrongProfile() throws {
        // The same measurement with the lens amplitude off by a third must fail the target somewhere:
        // proves the measurement is sensitive, not vacuous.
        var lens = LensProfile.clear
        lens.amplitude *= 0.67
        let r = lens.resolved(halfMinorAxis: 32)
        let apple = LensCalibration.apple(.top)[0]
        let ours = r.displacement(inset: 1.5, edgeCurvature: 0)
        #expect(Swift.abs(ours - apple.2) > max(0.15 * apple.2, 1))
    }

    @Test func faceBeyondTheBandIsUndisplaced() throws {
        let renderer = GlassRenderer(options: RenderOptions(threads: 1, layer: .displacement))
        guard case .data16(let w, _, let rgba) = try renderer.render(LensCalibration.scene(scale: 2)) else {
            Issue.record("no data layer")
            return
        }
        // The capsule's centre (200, 80) pt, 32 pt from both walls: inside, no displacement, distance ≈ −32.
        let i = (160 * w + 400) * 4
        #expect(rgba[i + 3] == 65535)
        #expect(DisplacementEncoding.decode(rgba[i]) == 0)
        #expect(DisplacementEncoding.decode(rgba[i + 1]) == 0)
        #expect(Swift.abs(DisplacementEncoding.decode(rgba[i + 2]) + 31.75) < 0.3)
        // Outside: alpha 0, no offset, positive distance.
        #expect(rgba[3] == 0)
        #expect(rgba[0] == 32768 && rgba[1] == 32768)
        #expect(DisplacementEncoding.decode(rgba[2]) > 40)
    }

    @Test func regularGlassNeverDisplacesBeyondTheHalfMinorAxis() {
        let lens = LensProfile.regular.resolved(halfMinorAxis: 22)
        for i in 0..<400 {
            let d = lens.displacement(inset: Float(i) * 0.05, edgeCurvature: 0)
            #expect(d < 22, "inset \(Float(i) * 0.05)")
        }
    }

    @Test func lensScalesWithTheShape() {
        let big = LensProfile.clear.resolved(halfMinorAxis: 32)
        let small = LensProfile.clear.resolved(halfMinorAxis: 16)
        #expect(Swift.abs(small.band - big.band / 2) < 1e-4)
        #expect(Swift.abs(small.displacement(inset: 2, edgeCurvature: 0) - big.displacement(inset: 4, edgeCurvature: 0) / 2) < 1e-3)
    }
}
