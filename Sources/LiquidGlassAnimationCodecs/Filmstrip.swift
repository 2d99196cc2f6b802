import Foundation
import LiquidGlassCodecs
import LiquidGlassCore
import LiquidGlassText

/// A still that a reviewer reads as the animation: chosen frames side by side (in rows), each captioned
/// with its time.
public enum Filmstrip {
    /// Lays out frames in a grid on a light neutral background, each with "t = 0.250 s" beneath it.
    ///
    /// - Parameters:
    ///   - frames: the animation (all the same size).
    ///   - maximumFrames: how many to show (default 8): the first, the last, and ones evenly spaced in time
    ///     between (each the frame showing at that time).
    ///   - columns: frames per row (default: up to 4).
    ///   - thumbnailWidth: each frame's width in the strip (default: the frame's own width, at most 480 px);
    ///     heights keep the aspect ratio.
    /// - Throws: ``AnimationEncodingError`` for no frames, frames of different sizes or times that do not
    ///   increase, or when no font for the captions is found.
    public static func render(
        _ frames: [AnimationFrame], maximumFrames: Int = 8, columns: Int? = nil, thumbnailWidth: Int? = nil
    ) throws(AnimationEncodingError) -> LinearImage {
        try render(frames, maximumFrames: maximumFrames, columns: columns, thumbnailWidth: thumbnailWidth, output: "(filmstrip)")
    }

    /// Renders and writes the filmstrip as an 8-bit PNG, atomically.
    public static func write(
        _ frames: [AnimationFrame], to url: URL, maximumFrames: Int = 8, columns: Int? = nil, thumbnailWidth: Int? = nil
    ) throws(AnimationEncodingError) {
        let image = try render(frames, maximumFrames: maximumFrames, columns: columns, thumbnailWidth: thumbnailWidth,
                               output: url.lastPathComponent)
        do {
            try OutputFile.write(try PNGEncoder.encode(image, bitDepth: .eight, alpha: false), to: url)
        } catch let error as AnimationEncodingError {
            throw error
        } catch {
            throw AnimationEncodingError(output: url.lastPathComponent, reason: "\(error)")
        }
    }

    /// The indices shown: the frame showing at each of `count` evenly spaced times from the first frame's
    /// time to the last frame's, without repeats.
    static func chosenIndices(_ frames: [AnimationFrame], count: Int) -> [Int] {
        guard frames.count > count, count >= 2 else { return Array(frames.indices.prefix(max(count, 1))) }
        let start = frames[0].time, end = frames[frames.count - 1].time
        var result: [Int] = []
        for k in 0..<count {
            let t = start + (end - start) * Double(k) / Double(count - 1)
            // The last frame whose time is at or before t (with a little tolerance for float sums).
            let index = frames.lastIndex { $0.time <= t + 1e-9 } ?? 0
            if result.last != index { result.append(index) }
        }
        return result
    }

    static func render(
        _ frames: [AnimationFrame], maximumFrames: Int, columns: Int?, thumbnailWidth: Int?, output: String
    ) throws(AnimationEncodingError) -> LinearImage {
        let sequence = try FrameSequence(frames, lastFrameDuration: nil, output: output)
        guard maximumFrames >= 1 else {
            throw AnimationEncodingError(output: output, reason: "a filmstrip shows at least one frame")
        }
        let chosen = chosenIndices(frames, count: maximumFrames)
        let columnCount = max(1, min(columns ?? 4, chosen.count))
        let rows = (chosen.count + columnCount - 1) / columnCount
        let width = max(8, min(thumbnailWidth ?? min(sequence.width, 480), 4096))
        let height = max(1, Int((Double(sequence.height) * Double(width) / Double(sequence.width)).rounded()))

        let font: LabelFont
        let rasterizer: TextRasterizer
        do {
            font = try LabelFont.system(weight: .regular)
            rasterizer = try TextRasterizer(font: font)
        } catch {
            throw AnimationEncodingError(output: output, reason: "no font for the captions: \(error)")
        }
        let captionSize = max(11.0, Double(width) / 18)
        let gap = Int((captionSize * 0.8).rounded())
        let captionHeight = Int((captionSize * 1.8).rounded())
        // A cell is as wide as the thumbnail or its widest caption, whichever is wider.
        let widestCaption: Int
        do {
            widestCaption = Int(try rasterizer.rasterize(caption(for: frames[chosen.last!].time - frames[0].time),
                                                         pointSize: captionSize, scale: 1).advance.rounded(.up))
        } catch {
            throw AnimationEncodingError(output: output, reason: "cannot set the caption: \(error)")
        }
        let innerWidth = max(width, widestCaption)
        let cellWidth = innerWidth + gap, cellHeight = height + captionHeight
        let canvasWidth = gap + columnCount * cellWidth
        let canvasHeight = gap + rows * (cellHeight + gap)
        // sRGB 0.94 grey, opaque.
        let background = SRGB.decode(0.94)
        var canvas = LinearImage(width: canvasWidth, height: canvasHeight, fill: LinearPixel(background, background, background, 1))
        let ink = SRGB.decode(0.15)

        for (k, index) in chosen.enumerated() {
            let column = k % columnCount, row = k / columnCount
            let cellLeft = gap + column * cellWidth
            let left = cellLeft + (innerWidth - width) / 2
            let top = gap + row * (cellHeight + gap)
            let thumbnail = sequence.width == width ? frames[index].image
                : ImageResampler.resize(frames[index].image, width: width, height: height)
            for y in 0..<height {
                for x in 0..<width {
                    let p = thumbnail[x, y]
                    // Composite over the background (frames may carry alpha).
                    canvas[left + x, top + y] = p + canvas[left + x, top + y] * (1 - p.w)
                }
            }
            let text: RasterizedText
            do {
                text = try rasterizer.rasterize(caption(for: frames[index].time - frames[0].time), pointSize: captionSize, scale: 1)
            } catch {
                throw AnimationEncodingError(output: output, reason: "cannot set the caption: \(error)")
            }
            let baseline = top + height + Int((captionSize * 1.3).rounded())
            let startX = cellLeft + max(0, (innerWidth - Int(text.advance.rounded())) / 2)
            let mask = text.mask
            for my in 0..<mask.height {
                for mx in 0..<mask.width {
                    let x = startX + mask.origin.x + mx, y = baseline + mask.origin.y + my
                    guard x >= 0, y >= 0, x < canvasWidth, y < canvasHeight else { continue }
                    let c = mask[mx, my]
                    guard c > 0 else { continue }
                    let old = canvas[x, y]
                    canvas[x, y] = LinearPixel(old.x + (ink - old.x) * c, old.y + (ink - old.y) * c, old.z + (ink - old.z) * c, 1)
                }
            }
        }
        return canvas
    }

    static func caption(for time: Double) -> String { String(format: "t = %.3f s", time) }
}
