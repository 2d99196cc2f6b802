import Foundation
internal import LiquidGlass

/// The picture of a failed comparison: reference | difference × 8 | new snapshot, side by side, written as PNG.
///
/// swift-snapshot-testing drops attachments on Linux, so the failure message names this file instead. The folder
/// is `$SNAPSHOT_ARTIFACTS` when set (where the library writes the failed snapshot too), else the temporary folder,
/// under `liquidglass-snapshot-diffs/`; the file name is a hash of both images, so reruns overwrite it.
enum DiffImage {
    static func write(reference: SnapshotImage, new: SnapshotImage) -> String {
        let w = reference.width, h = reference.height
        var sheet = LinearImage(width: 3 * w, height: h, fill: LinearPixel(0, 0, 0, 1))
        func linear(_ p: SIMD4<UInt8>) -> LinearPixel {
            let a = Float(p.w) / 255
            return LinearPixel(SRGB.decode8[Int(p.x)] * a, SRGB.decode8[Int(p.y)] * a, SRGB.decode8[Int(p.z)] * a, a)
        }
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                let p = reference.pixel(i), q = new.pixel(i)
                sheet[x, y] = linear(p)
                sheet[2 * w + x, y] = linear(q)
                let d = (0..<4).map { min(abs(Int(p[$0]) - Int(q[$0])) * 8, 255) }
                let grey = UInt8(d[3])  // an alpha difference shows in all three channels
                sheet[w + x, y] = linear(SIMD4(max(UInt8(d[0]), grey), max(UInt8(d[1]), grey), max(UInt8(d[2]), grey), 255))
            }
        }
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
                         isDirectory: true).appendingPathComponent("liquidglass-snapshot-diffs")
        let url = folder.appendingPathComponent("diff-\(hash(reference.rgba, new.rgba)).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try PNGEncoder.write(sheet, to: url)
            return "Difference (reference | difference × 8 | new): \(url.path)"
        } catch {
            return "The difference image could not be written: \(error)"
        }
    }

    /// FNV-1a over both images, as 16 hex digits: a stable name for the same pair.
    private static func hash(_ a: [UInt8], _ b: [UInt8]) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in a { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        for byte in b { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let s = String(h, radix: 16)
        return String(repeating: "0", count: 16 - s.count) + s
    }
}
