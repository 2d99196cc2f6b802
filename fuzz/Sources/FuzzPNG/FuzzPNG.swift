import Foundation
import LiquidGlass

/// libFuzzer entry: any bytes as a PNG (seeds: the test fixtures). Errors are expected; crashes, hangs and
/// leaks are findings. The pixel limit is small so that a large declared size is refused from the header.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    _ = try? ImageDecoder.decode(bytes, name: "fuzz.png", limits: ImageLimits(maxPixels: 1 << 22))
    return 0
}
