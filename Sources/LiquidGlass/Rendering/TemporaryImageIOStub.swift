// TEMPORARY: stands in for the image I/O work until it is merged; deleted at the merge.
import Foundation
public struct ImageLimits: Sendable { public var maxPixels: Int; public static let `default` = ImageLimits(maxPixels: 1 << 28) }
public struct ImageIOError: Error, CustomStringConvertible { public var file: String; public var reason: String; public var description: String { "\(file): \(reason)" } }
public enum ImageDecoder {
    public static func decode(contentsOf url: URL, limits: ImageLimits = .default) throws(ImageIOError) -> LinearImage {
        throw ImageIOError(file: url.path, reason: "image decoding not available yet")
    }
}
public enum ImageResampler {
    public static func fill(_ image: LinearImage, width: Int, height: Int, mode: Background.Fill) -> LinearImage { image }
}
public enum PNGEncoder {
    public enum BitDepth: Int, Sendable { case eight = 8, sixteen = 16 }
    public static func write(_ image: LinearImage, to url: URL, bitDepth: BitDepth = .eight, alpha: Bool? = nil) throws(ImageIOError) {
        throw ImageIOError(file: url.path, reason: "PNG encoding not available yet")
    }
    public static func writeRaw16(width: Int, height: Int, rgba: [UInt16], to url: URL) throws(ImageIOError) {
        throw ImageIOError(file: url.path, reason: "PNG encoding not available yet")
    }
}
