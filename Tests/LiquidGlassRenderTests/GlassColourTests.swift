import Foundation
import LiquidGlassCore
import LiquidGlassRender
import LiquidGlassScene
import Testing

/// Regular glass transmits solid colours the way Apple's does (issue 12), measured on our own renders.
///
/// Reference: `Fixtures/apple-glass/apple_solid_palette.json` — the mean colour of the face of Apple's regular
/// glass (a 210×150 pt `RoundedRectangle(cornerRadius: 38, style: .continuous)` at @3x) over 13 solid colours,
/// light and dark, from the public captures of flutter_liquid_glass (the file's `source` says where).
///
/// The objective, as the issue and the data's README define it: transmission = face mean over a colour minus face
/// mean over black (8-bit sRGB); per hue, the mean over R, G, B of |ours − Apple's|; averaged over the 8 hues
/// R O Y G C B P N. The face is the data's own mask: the superellipse |x/a|⁴ + |y/b|⁴ ≤ 1 over pixel centres
/// (a, b = half the frame in pixels), keeping pixels whose Euclidean distance to the nearest pixel outside it
/// exceeds 12 px.
///
/// Before the colour model (main at fc72410) this measured 47.17 light and 23.69 dark, the issue's 47.1 / 23.7
/// (also measured from `liquidglass render` PNGs with the same mask). Required: ≤ 6 light, ≤ 10 dark, worst hue
/// ≤ 12 / 18; the best public reimplementation reaches 1.96 / 9.25.
@Suite struct GlassColourTests {
    static let keys = ["R", "O", "Y", "G", "C", "B", "P", "N", "L", "M", "H", "K", "W"]
    static let hues = Array(keys.prefix(8))

    struct Sample {
        var source: SIMD3<Double>
        var apple: SIMD3<Double>
    }

    static func reference(_ scheme: String) throws -> [String: Sample] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/apple-glass/apple_solid_palette.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        guard let variants = json?["variants"] as? [String: Any], let table = variants[scheme] as? [String: Any] else {
            throw RenderError("\(url.path): no variants.\(scheme)")
        }
        var out: [String: Sample] = [:]
        for key in keys {
            guard let entry = table[key] as? [String: Any],
                  let source = entry["sourceRGB8"] as? [Double], let apple = entry["appleFaceMeanRGB8"] as? [Double],
                  source.count == 3, apple.count == 3 else {
                throw RenderError("\(url.path): variants.\(scheme).\(key) lacks sourceRGB8 / appleFaceMeanRGB8")
            }
            out[key] = Sample(source: SIMD3(source[0], source[1], source[2]), apple: SIMD3(apple[0], apple[1], apple[2]))
        }
        return out
    }

    /// The card's frame in points. Over a solid colour nothing depends on where the card sits or on what lies
    /// beyond its shadow, so the canvas is Apple's 402×874 pt cropped to the card plus a 30 pt margin
    /// (at @3x, as captured): a seventh of the pixels to render.
    static let card = CGRect(x: 30, y: 30, width: 210, height: 150)
    static let canvas = Canvas(width: 270, height: 210, scale: 3)

    /// The face mask: pixels of the superellipse farther than 12 px from any pixel outside it.
    static func face(width: Int, height: Int) -> [Int] {
        let s = canvas.scale
        let a = card.width * s / 2, b = card.height * s / 2
        let cx = card.minX * s + a, cy = card.minY * s + b
        // Each row of a superellipse is one span [first, last] (empty when first > last).
        var first = [Int](repeating: 1, count: height), last = [Int](repeating: 0, count: height)
        for y in 0..<height {
            let v = Swift.abs((Double(y) + 0.5 - cy) / b)
            for x in 0..<width {
                let u = Swift.abs((Double(x) + 0.5 - cx) / a)
                if u * u * u * u + v * v * v * v <= 1 {
                    if first[y] > last[y] { first[y] = x }
                    last[y] = x
                }
            }
        }
        var out: [Int] = []
        for y in 0..<height where first[y] <= last[y] {
            for x in first[y]...last[y] {
                // Squared distance to the nearest outside pixel, looking 12 rows up and down (farther rows are
                // more than 12 px away anyway).
                var best = Int.max
                for j in (y - 12)...(y + 12) {
                    let dy = j - y
                    let dx: Int
                    if j < 0 || j >= height || first[j] > last[j] || x < first[j] || x > last[j] {
                        dx = 0
                    } else {
                        dx = min(x - first[j] + 1, last[j] - x + 1, 13)
                    }
                    best = min(best, dx * dx + dy * dy)
                }
                if best > 144 { out.append(y * width + x) }
            }
        }
        return out
    }

    /// Mean 8-bit sRGB colour of the face of the card rendered over `source` (8-bit sRGB).
    static func faceMean(over source: SIMD3<Double>, scheme: ColorScheme, face: [Int]?) throws -> (SIMD3<Double>, [Int]) {
        let background = Background(.color(Color(red: source.x / 255, green: source.y / 255, blue: source.z / 255)))
        let scene = Scene(canvas: canvas, colorScheme: scheme, background: background, elements: [
            GlassElement(id: "card", shape: RoundedRectangle(cornerRadius: 38, style: .continuous), frame: card, glass: .regular),
        ])
        let image = try SystemTestSupport.image(try SystemTestSupport.render(scene))
        let mask = face ?? Self.face(width: image.width, height: image.height)
        var sum = SIMD3<Double>.zero
        for i in mask {
            let p = image.pixels[i]
            sum += SIMD3(Double(SRGB.quantize8(p.x)), Double(SRGB.quantize8(p.y)), Double(SRGB.quantize8(p.z)))
        }
        return (sum / Double(mask.count), mask)
    }

    struct Score {
        var mean: Double
        var perHue: [String: Double]
        var worst: (String, Double) { perHue.max { $0.value < $1.value }.map { ($0.key, $0.value) } ?? ("", 0) }
    }

    static func score(_ scheme: ColorScheme) throws -> Score {
        let reference = try reference(scheme == .dark ? "dark" : "light")
        var ours: [String: SIMD3<Double>] = [:]
        var mask: [Int]?
        for key in ["K"] + hues {
            let (mean, face) = try faceMean(over: reference[key]!.source, scheme: scheme, face: mask)
            mask = face
            ours[key] = mean
        }
        var perHue: [String: Double] = [:]
        for key in hues {
            let d = (ours[key]! - ours["K"]!) - (reference[key]!.apple - reference["K"]!.apple)
            perHue[key] = (Swift.abs(d.x) + Swift.abs(d.y) + Swift.abs(d.z)) / 3
        }
        return Score(mean: perHue.values.reduce(0, +) / Double(hues.count), perHue: perHue)
    }

    @Test func theFaceMaskIsTheDataSets() {
        // The same mask on Apple's full 1206×2622 px canvas has 240 736 pixels (scipy's distance_transform_edt
        // over the superellipse, > 12 px); cropping the canvas moves it without changing its size.
        #expect(Self.face(width: 810, height: 630).count == 240_736)
    }

    @Test func lightGlassTransmitsColoursLikeApples() throws {
        let score = try Self.score(.light)
        let worst = score.worst
        // Required by issue 12: ≤ 6 (mean) and ≤ 12 (worst hue); the public best is 1.96; issue 44 keeps it ≤ 1
        // at the transparency setting's Clear end, where the data was captured (the default setting).
        #expect(score.mean <= 1, "light objective \(score.mean), per hue \(score.perHue)")
        #expect(worst.1 <= 12, "light worst hue \(worst.0): \(worst.1)")
    }

    @Test func darkGlassTransmitsColoursLikeApples() throws {
        let score = try Self.score(.dark)
        let worst = score.worst
        // Required by issue 12: ≤ 10 (mean) and ≤ 18 (worst hue); the public best is 9.25; issue 44 keeps it ≤ 1
        // at the Clear end (the 150 pt card is dense dark glass: GlassTransparency.darkDensity).
        #expect(score.mean <= 1, "dark objective \(score.mean), per hue \(score.perHue)")
        #expect(worst.1 <= 18, "dark worst hue \(worst.0): \(worst.1)")
    }
}
