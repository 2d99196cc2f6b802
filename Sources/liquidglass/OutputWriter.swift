import Foundation
import LiquidGlass

/// Writes a render's output as PNG: pictures as sRGB (8- or 16-bit), data layers as raw 16-bit.
enum OutputWriter {
    static func write(_ output: RenderOutput, to url: URL, depth: PNGEncoder.BitDepth = .eight) throws {
        switch output {
        case .image(let image):
            try PNGEncoder.write(image, to: url, bitDepth: depth)
        case .data16(let w, let h, let rgba):
            try PNGEncoder.writeRaw16(width: w, height: h, rgba: rgba, to: url)
        }
    }
}
