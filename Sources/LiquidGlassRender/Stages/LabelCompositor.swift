import Foundation
import LiquidGlassCore
import LiquidGlassText

/// Draws labels on rendered glass in a colour that stays legible.
///
/// Unless the scene fixes a colour, the foreground is chosen from what was rendered under the label: white on
/// dark-appearance glass, black on light, flipped when the other reaches the contrast target and the preferred
/// one does not. The contrast is measured against the glass under the glyphs, conservatively: white text against
/// the brightest 5 % of those pixels, black text against the darkest 5 %. When neither colour reaches the target
/// (a busy backdrop seen through clear glass), the glass under the label is deepened or lightened, with a soft
/// edge, just enough to reach it — the way Apple's glass adapts behind its content.
struct LabelCompositor {
    /// What happened to one label.
    struct Outcome {
        package var foreground: LinearPixel
        package var contrast: Double
        package var target: Double
    }

    /// The glass under white ink chosen for its tint: its field (points) and its tint (linear, opaque).
    struct WholeGlass {
        var field: any SignedDistanceField
        var tint: LinearPixel
    }

    /// Share of the darkest / brightest pixels that the contrast is measured against.
    static let percentile = 0.05

    package let rasterizer: LabelRasterizer
    package let scale: Double

    /// `label` rasterised, and the canvas pixel of its mask's top-left corner when centred in `frame`; nil when it
    /// has no ink.
    func ink(_ label: GlassLabel, in frame: CGRect, fontPath: String?) throws(RenderError)
        -> (mask: CoverageMask, origin: SIMD2<Int>, colors: ColorLayer?)?
    {
        let spec = LabelSpec(text: label.text, symbol: label.symbol, size: label.size, weight: label.weight, fontPath: fontPath)
        let raster: RasterizedLabel
        do { raster = try rasterizer.rasterize(spec, scale: scale) } catch { throw RenderError("label: \(error)") }
        guard !raster.mask.isEmpty else { return nil }
        return (raster.mask, raster.maskPosition(centredIn: frame), raster.colors)
    }

    /// Draws already rasterised ink whose top-left pixel is at `origin` (canvas pixels) onto `canvas`, over
    /// `appearance` glass: in `fixedColor`, or else in the legible colour chosen for `target` (deepening the glass
    /// under it if neither black nor white reaches it). `opacity` multiplies the ink's coverage; `backing` (by
    /// default `opacity`) is the share of that deepening drawn: the deepening is found for the ink at full strength
    /// and composited at `backing` over the glass, as part of the label — a label fading out takes it along (at
    /// full strength it stayed behind as a dark box where a fading label had been). The colour is
    /// chosen from `measuring` where it has the pixel (the glass at rest under a press, or the canvas before any
    /// label was drawn), else from `canvas` — or is `white` when given (one choice made for several runs of ink on
    /// one glass); the contrast reported is the one achieved on `canvas`.
    func draw(_ mask: CoverageMask, at origin: SIMD2<Int>, fixedColor: Color?, target: Double, appearance: ColorScheme,
              opacity: Float = 1, backing: Float? = nil, measuring rest: LabelGround? = nil, white chosen: Bool? = nil,
              wholeGlass: WholeGlass? = nil, colors: ColorLayer? = nil, canvas: inout LinearImage) -> Outcome? {
        let inked = Self.inked(mask, at: origin, width: canvas.width, height: canvas.height)
        guard !inked.isEmpty else { return nil }

        let white = LinearPixel(1, 1, 1, 1), black = LinearPixel(0, 0, 0, 1)
        var color: LinearPixel
        if let fixed = fixedColor {
            color = fixed.linear(in: appearance)
            color = color.w > 0 ? color / color.w : black
            color.w = 1
        } else {
            let (low, high) = Self.extremes(Self.ground(under: inked, measuring: rest, canvas: canvas, appearance: appearance))
            let whiteContrast = ContrastRatio.between(1, high), blackContrast = ContrastRatio.between(0, low)
            let useWhite = chosen ?? Self.prefersWhite(low: low, high: high, target: target, appearance: appearance)
            color = useWhite ? white : black
            let share = min(max(backing ?? opacity, 0), 1)
            if (useWhite ? whiteContrast : blackContrast) < target, share > 0 {
                deepen(for: useWhite, target: target, around: origin, mask: mask, appearance: appearance, share: share,
                       wholeGlass: wholeGlass, canvas: &canvas)
            }
        }

        let luminances = inked.map { Self.seenLuminance(canvas[$0.x, $0.y], appearance: appearance) }
        let (low, high) = Self.extremes(luminances)
        let fg = ContrastRatio.luminance(color)
        let achieved = min(ContrastRatio.between(fg, low), ContrastRatio.between(fg, high))

        let inkEncoded = EncodedCompositing.encode(color)
        for j in 0..<mask.height {
            for i in 0..<mask.width {
                var a = mask[i, j] * opacity
                let x = origin.x + i, y = origin.y + j
                guard a > 0, x >= 0, y >= 0, x < canvas.width, y < canvas.height else { continue }
                // Colour glyphs (emoji) keep their own colour: the chosen colour draws only the rest of the coverage.
                var paint = LinearPixel.zero
                if let colors {
                    let rx = i + mask.origin.x, ry = j + mask.origin.y
                    a = colors.textCoverage(mask[i, j], atReference: rx, ry) * opacity
                    paint = colors.linearColor(atReference: rx, ry, opacity: opacity)
                }
                // Ink is content: its coverage mixes gamma-encoded values, as iOS draws text (EncodedCompositing).
                canvas[x, y] = EncodedCompositing.over(inkEncoded * a, canvas[x, y])
                if paint.w > 0 { canvas[x, y] = EncodedCompositing.over(linear: paint, canvas[x, y]) }
            }
        }
        return Outcome(foreground: color, contrast: achieved, target: target)
    }

    /// The canvas pixels under `mask`'s ink (coverage above a quarter) with its top-left pixel at `origin`,
    /// inside a `width` × `height` canvas.
    static func inked(_ mask: CoverageMask, at origin: SIMD2<Int>, width: Int, height: Int) -> [(x: Int, y: Int)] {
        var inked: [(x: Int, y: Int)] = []
        for j in 0..<mask.height {
            for i in 0..<mask.width where mask[i, j] > 0.25 {
                let x = origin.x + i, y = origin.y + j
                guard x >= 0, y >= 0, x < width, y < height else { continue }
                inked.append((x, y))
            }
        }
        return inked
    }

    /// The luminance of the ground under `pixels`: from `rest` where it has the pixel, else from `canvas`.
    static func ground(under pixels: [(x: Int, y: Int)], measuring rest: LabelGround?, canvas: LinearImage,
                       appearance: ColorScheme) -> [Double] {
        pixels.map { seenLuminance(rest?.pixel($0.x, $0.y) ?? canvas[$0.x, $0.y], appearance: appearance) }
    }

    /// The luminance of premultiplied pixel `p` as it is seen: over the appearance's system background (white in
    /// light, black in dark) where the picture is not opaque. A view rendered without a background of its own is
    /// shown over that background (a device's window, a preview); measured bare, glass over nothing read as dark
    /// and its labels came out white, invisible once the picture was shown over white (seen in a preview).
    static func seenLuminance(_ p: LinearPixel, appearance: ColorScheme) -> Double {
        let behind: Float = appearance == .dark ? 0 : 1
        return ContrastRatio.luminance(p) + Double(max(0, 1 - p.w) * behind)
    }

    /// Whether ink over ground whose luminance spans `low`…`high` (the percentiles of ``extremes(_:)``) is
    /// white: the appearance's own colour (white on dark glass) when it reaches `target`, else the other when
    /// that does, else the one with the better contrast, leaning to the appearance's own.
    static func prefersWhite(low: Double, high: Double, target: Double, appearance: ColorScheme) -> Bool {
        let whiteContrast = ContrastRatio.between(1, high), blackContrast = ContrastRatio.between(0, low)
        let preferWhite = appearance == .dark
        let preferred = preferWhite ? whiteContrast : blackContrast
        let other = preferWhite ? blackContrast : whiteContrast
        if preferred >= target { return preferWhite }
        if other >= target { return !preferWhite }
        return preferWhite ? whiteContrast >= blackContrast * 0.8 : whiteContrast > blackContrast * 1.25
    }

    /// The luminance at the 5th and 95th percentiles.
    static func extremes(_ values: [Double]) -> (Double, Double) {
        let sorted = values.sorted()
        let k = Int(Double(sorted.count - 1) * percentile)
        return (sorted[k], sorted[sorted.count - 1 - k])
    }

    /// Darkens (for white text) or lightens (for black text) the glass under the label until the target is met
    /// against the conservative percentile, with a feathered edge of ⅓ em around the ink; `share` (0…1) of that
    /// strength is applied (the deepened glass composited at `share` over the glass: a label drawn at that opacity).
    /// With `wholeGlass` (white ink on a tint, ``InkPass/whiteOnTint(_:appearance:)``) the whole glass is deepened
    /// evenly, to its outline, towards its tint: half way the tint itself, then the tint darkened to 55 % (white on
    /// iOS's blue #0088FF darkened so reaches 5.6:1). A patch around the ink, darkened towards black, drew a grey box
    /// around the title of a tinted button (a 170 pt capsule tinted blue at 0.8 over white: the glass beside the
    /// title at sRGB 107 119 147, at its ends 188 207 254; `LegibilityTests`), where iOS's tinted button is one
    /// even tone of its tint.
    private func deepen(for whiteText: Bool, target: Double, around origin: SIMD2<Int>, mask: CoverageMask,
                        appearance: ColorScheme, share: Float = 1, wholeGlass: WholeGlass? = nil,
                        canvas: inout LinearImage) {
        let pad = max(2, Int((Double(mask.height) / 3).rounded()))
        var x0 = max(origin.x - pad, 0), y0 = max(origin.y - pad, 0)
        var x1 = min(origin.x + mask.width + pad, canvas.width), y1 = min(origin.y + mask.height + pad, canvas.height)
        var weight: [Float]? = nil
        if let field = wholeGlass?.field {
            let b = field.bounds, s = scale
            x0 = max(Int((b.minX * s).rounded(.down)) - 1, 0); y0 = max(Int((b.minY * s).rounded(.down)) - 1, 0)
            x1 = min(Int((b.maxX * s).rounded(.up)) + 1, canvas.width); y1 = min(Int((b.maxY * s).rounded(.up)) + 1, canvas.height)
            guard x0 < x1, y0 < y1 else { return }
            var w = [Float](repeating: 0, count: (x1 - x0) * (y1 - y0))
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let p = SIMD2<Float>(Float((Double(x) + 0.5) / s), Float((Double(y) + 0.5) / s))
                    w[(y - y0) * (x1 - x0) + x - x0] = field.coverage(at: p, pixelSize: Float(1 / s))
                }
            }
            weight = w
        }
        guard x0 < x1, y0 < y1 else { return }
        func ink(_ x: Int, _ y: Int) -> Bool {
            let i = x - origin.x, j = y - origin.y
            return i >= 0 && j >= 0 && i < mask.width && j < mask.height && mask[i, j] > 0.25
        }
        // Strength 0…1 needed, found by bisection on the measured percentile (monotone in the strength).
        let rw = x1 - x0
        var original = [LinearPixel](repeating: .zero, count: rw * (y1 - y0))
        for y in y0..<y1 { for x in x0..<x1 { original[(y - y0) * rw + x - x0] = canvas[x, y] } }
        func apply(_ strength: Float, to image: inout LinearImage) {
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let feather: Float
                    if let weight {
                        feather = weight[(y - y0) * rw + x - x0]
                    } else {
                        let dx = Float(max(x0 + pad - x, 0, x - (x1 - pad - 1))), dy = Float(max(y0 + pad - y, 0, y - (y1 - pad - 1)))
                        feather = max(0, 1 - max(dx, dy) / Float(pad))
                    }
                    let k = strength * feather
                    let p = original[(y - y0) * rw + x - x0]
                    if let tint = wholeGlass?.tint, whiteText {
                        let mix = min(2 * strength, 1) * feather, dark = (1 - 0.45 * strength) * p.w
                        let deep = LinearPixel(tint.x * dark, tint.y * dark, tint.z * dark, p.w)
                        image[x, y] = LinearPixel(p.x + (deep.x - p.x) * mix, p.y + (deep.y - p.y) * mix,
                                                  p.z + (deep.z - p.z) * mix, p.w)
                        continue
                    }
                    image[x, y] = whiteText ? LinearPixel(p.x * (1 - k), p.y * (1 - k), p.z * (1 - k), p.w)
                                            : LinearPixel(p.x + (p.w - p.x) * k, p.y + (p.w - p.y) * k, p.z + (p.w - p.z) * k, p.w)
                }
            }
        }
        func meets(_ image: LinearImage) -> Bool {
            var values: [Double] = []
            for y in y0..<y1 { for x in x0..<x1 where ink(x, y) { values.append(Self.seenLuminance(image[x, y], appearance: appearance)) } }
            guard !values.isEmpty else { return true }
            let (low, high) = Self.extremes(values)
            return whiteText ? ContrastRatio.between(1, high) >= target : ContrastRatio.between(0, low) >= target
        }
        var lo: Float = 0, hi: Float = 1
        for _ in 0..<12 {
            let mid = (lo + hi) / 2
            apply(mid, to: &canvas)
            if meets(canvas) { hi = mid } else { lo = mid }
        }
        apply(hi * share, to: &canvas)
    }
}
