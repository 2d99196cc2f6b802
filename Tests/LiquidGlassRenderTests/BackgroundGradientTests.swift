import Foundation
import LiquidGlassCore
@testable import LiquidGlassRender
import Testing

/// A scene's background gradient mixes its stops on gamma-encoded sRGB values, as Core Graphics and SwiftUI's
/// `LinearGradient` do (docs/SCENES.md): the expected codes are the sRGB values mixed linearly, what an 8-bit sRGB
/// bitmap context on iOS holds.
@Suite struct BackgroundGradientTests {
    /// 8-bit sRGB codes of a painted pixel.
    static func codes(_ p: LinearPixel) -> [Int] {
        [p.x, p.y, p.z].map { Int((EncodedCompositing.encodeChannel($0) * 255).rounded()) }
    }

    /// Black to white left to right over 200 px: pixel x (centre x + 0.5) is t = (x + 0.5) / 200 of the way, and its
    /// code is round(255·t) — 128 at x = 100 (t = 0.5025), where the old linear-light mix gave 188. (Widths and
    /// pixels chosen so that no 255·t is within 0.1 of a half code.)
    @Test func blackToWhiteIsEvenInEncodedValues() {
        let image = BackdropBuilder.paint(Background.Gradient(colors: [.black, .white], angle: 0), width: 200, height: 2,
                                          scheme: .light)
        for x in [0, 50, 99, 100, 150, 199] {
            let expected = Int((255 * (Double(x) + 0.5) / 200).rounded())
            #expect(Self.codes(image[x, 1]) == [expected, expected, expected], "x = \(x)")
        }
    }

    /// Two colours: each channel's code is the two codes mixed — red #FF0000 to blue #0000FF over 100 px, pixel 49
    /// (t = 0.495): 255·0.505 = 128.8 → 129 red, 255·0.495 = 126.2 → 126 blue (mixed in linear light it was 189, 0,
    /// 188) — and opaque.
    @Test func coloursMixChannelByChannelOnTheirCodes() {
        let image = BackdropBuilder.paint(
            Background.Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)], angle: 0),
            width: 100, height: 1, scheme: .light)
        #expect(Self.codes(image[49, 0]) == [129, 0, 126])
        #expect(Self.codes(image[0, 0]) == [254, 0, 1]) // t = 0.005: 253.7 and 1.3
        #expect(abs(image[49, 0].w - 1) < 1e-6)
    }
}
