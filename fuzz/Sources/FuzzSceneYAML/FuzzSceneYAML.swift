import Foundation
import LiquidGlass

/// libFuzzer entry: any text as a YAML scene. Only decoding (no rendering, no file access outside /nonexistent).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = try? SceneLoader.parse(text, fileName: "fuzz.yaml", baseDirectory: URL(fileURLWithPath: "/nonexistent"))
    return 0
}
