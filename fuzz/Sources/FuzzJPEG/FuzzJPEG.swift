import Foundation
import LiquidGlass

/// libFuzzer entry: any bytes as a JPEG (seeds: the test fixtures), with a small pixel limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Data(bytes: data, count: size)
    _ = try? ImageDecoder.decode(bytes, name: "fuzz.jpg", limits: ImageLimits(maxPixels: 1 << 22))
    return 0
}
