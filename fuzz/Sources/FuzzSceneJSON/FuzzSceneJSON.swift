import Foundation
import LiquidGlass

/// libFuzzer entry: any text as a JSON scene (the `.json` name turns on JSON's surrogate-pair escapes).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? SceneLoader.parse(text, fileName: "fuzz.json", baseDirectory: URL(fileURLWithPath: "/nonexistent"))
    return 0
}
