import Foundation
import LiquidGlass

/// libFuzzer entry: any text as SVG path data; a path that parses also gets its distance field sampled, as
/// rendering would.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    if let path = try? Path(svgPathData: text) {
        let field = path.signedDistanceField(in: CGRect(x: 0, y: 0, width: 64, height: 64))
        for y in stride(from: Float(0), to: 64, by: 8) {
            for x in stride(from: Float(0), to: 64, by: 8) { _ = field.distance(to: SIMD2(x, y)) }
        }
        _ = field.bounds
    }
    return 0
}
