import Foundation
import LiquidGlass

/// libFuzzer entry: any bytes as a JPEG (seeds: the test fixtures), with a small pixel limit. 2^18 pixels still
/// spans several bands of rows (a 512 × 512 RGB image comes in 3 bands of up to 170 rows), and a JPEG header can
/// claim the limit in a few bytes: with the sanitizers every pixel written costs a few shadow checks, so at 2^22
/// most of the time went to filling 64 MB float images (about 290 inputs a second, 2026-11-24), at 2^20 still
/// 380 a second.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    _ = try? ImageDecoder.decode(bytes, name: "fuzz.jpg", limits: ImageLimits(maxPixels: 1 << 18))
    return 0
}
