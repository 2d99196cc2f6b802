import Foundation
import LiquidGlass

/// The pixels in which two frames of the same size differ: the bounding box of every pixel whose float RGBA is not
/// bit for bit the previous one's. A page that shows `previous` and draws the new frame's pixels of this box over it
/// holds exactly the new frame — pixels outside the box are the same floats, so they quantise to the same codes.
///
/// Why: a drag of the standard scene's 56 pt button at 2× changes about 200 × 200 of its 804 × 1748 pixels, and
/// quantising, framing, sending and decoding the whole canvas was most of a drag step (the server's render 11 ms,
/// its encode 35–41 ms, then 4.2 MB through loopback and the browser's PNG decode: 5 pictures/s under load).
struct FrameRegion: Equatable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    /// How one frame differs from another: in no pixel, within a box, or in a way the box cannot say (another size,
    /// or a frame the server no longer knows), when the whole frame must be sent.
    enum Change: Equatable, Sendable {
        case same
        case box(FrameRegion)
        case unknown

        /// What differs from the first frame to the third, given this change from the first to the second and
        /// `next` from the second to the third: every pixel that differs lies in one of the two boxes.
        func then(_ next: Change) -> Change {
            switch (self, next) {
            case (.unknown, _), (_, .unknown): .unknown
            case (.same, let other), (let other, .same): other
            case (.box(let a), .box(let b)): .box(a.union(b))
            }
        }

        /// The box to send (a 1 × 1 box at the origin when nothing changed, so that the answer is still a picture),
        /// or `nil` for the whole frame.
        func region(width: Int, height: Int) -> FrameRegion? {
            switch self {
            case .same: FrameRegion(x: 0, y: 0, width: 1, height: 1)
            case .box(let box): box.covers(width: width, height: height) ? nil : box
            case .unknown: nil
            }
        }
    }

    /// `.unknown` when the sizes differ (the whole frame must be sent).
    static func change(from previous: LinearImage, to next: LinearImage) -> Change {
        guard previous.width == next.width, previous.height == next.height, next.width > 0, next.height > 0 else {
            return .unknown
        }
        let width = next.width, height = next.height
        let rowBytes = width * MemoryLayout<LinearPixel>.stride
        return previous.pixels.withUnsafeBytes { old in
            next.pixels.withUnsafeBytes { new in
                func rowDiffers(_ y: Int) -> Bool {
                    memcmp(old.baseAddress! + y * rowBytes, new.baseAddress! + y * rowBytes, rowBytes) != 0
                }
                guard let top = (0..<height).first(where: rowDiffers) else { return .same }
                let bottom = (top..<height).last(where: rowDiffers)!
                let a = old.bindMemory(to: UInt32.self), b = new.bindMemory(to: UInt32.self)
                // Bitwise, not Float ==: -0 and +0, or two NaNs, count as changed (safe: they would only widen it).
                func pixelDiffers(_ i: Int) -> Bool {
                    let o = i * 4
                    return a[o] != b[o] || a[o + 1] != b[o + 1] || a[o + 2] != b[o + 2] || a[o + 3] != b[o + 3]
                }
                var left = width, right = -1
                for y in top...bottom where rowDiffers(y) {
                    let base = y * width
                    if let first = (0..<min(left, width)).first(where: { pixelDiffers(base + $0) }) { left = first }
                    if let last = (max(right + 1, 0)..<width).reversed().first(where: { pixelDiffers(base + $0) }) {
                        right = last
                    }
                }
                right = max(right, left)
                return .box(FrameRegion(x: left, y: top, width: right - left + 1, height: bottom - top + 1))
            }
        }
    }

    /// The smallest box holding both.
    func union(_ other: FrameRegion) -> FrameRegion {
        let left = min(x, other.x), top = min(y, other.y)
        let right = max(x + width, other.x + other.width), bottom = max(y + height, other.y + other.height)
        return FrameRegion(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the box is the whole of a `width` × `height` frame.
    func covers(width: Int, height: Int) -> Bool { x == 0 && y == 0 && self.width == width && self.height == height }

    /// The box's pixels of `image`.
    func crop(_ image: LinearImage) -> LinearImage {
        var pixels: [LinearPixel] = []
        pixels.reserveCapacity(width * height)
        for row in y..<(y + height) {
            let start = row * image.width + x
            pixels.append(contentsOf: image.pixels[start..<(start + width)])
        }
        return LinearImage(width: width, height: height, pixels: pixels)
    }

    /// `x,y,width,height`, as the `LiquidGlass-Region` header writes it.
    var header: String { "\(x),\(y),\(width),\(height)" }
}
