import Foundation
import LiquidGlassCore

/// Decodes PNG and JPEG files into ``LinearImage``s (linear light, premultiplied alpha).
///
/// The format is recognised from the file's first bytes, never from its name. Both formats are
/// treated as sRGB: embedded gamma (`gAMA`), chromaticity (`cHRM`) and ICC profiles (`iCCP`, APP2)
/// are ignored. 8-bit and 16-bit samples are linearised with ``SRGB/decode8`` and
/// ``SRGB/decode16`` exactly, so ``PNGEncoder`` gives the same sample values back.
public enum ImageDecoder {
    /// The image formats recognised by their signatures.
    enum Format: Equatable {
        case png, jpeg
        /// A known format this decoder does not read (the name is for the message).
        case unsupported(String)
        case unknown
    }

    /// Reads and decodes the image file at `url`.
    ///
    /// - Throws: ``ImageIOError`` naming the file if it cannot be read, is not a PNG or JPEG,
    ///   is corrupt or truncated, or has more pixels than `limits` allow.
    public static func decode(contentsOf url: URL, limits: ImageLimits = .default) throws(ImageIOError) -> LinearImage {
        let name = url.lastPathComponent
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw ImageIOError(file: name, reason: "cannot read the file (\(ImageIOError.describe(fileError: error)))")
        }
        return try decode(data, name: name, limits: limits)
    }

    /// Decodes an image held in memory.
    ///
    /// - Parameters:
    ///   - data: the bytes of a PNG or JPEG file.
    ///   - name: the name used in error messages (usually the file name).
    ///   - limits: the largest image accepted, checked from the header before allocating pixels.
    /// - Throws: ``ImageIOError`` if the data is not a PNG or JPEG, is corrupt or truncated, or is too large.
    public static func decode(_ data: Data, name: String, limits: ImageLimits = .default) throws(ImageIOError) -> LinearImage {
        switch format(of: data) {
        case .png:
            return try PNGDecoder.decode(data, name: name, limits: limits)
        case .jpeg:
            return try JPEGDecoder.decode(data, name: name, limits: limits)
        case .unsupported(let format):
            throw ImageIOError(file: name, reason: "unsupported image format \(format) (expected PNG or JPEG)")
        case .unknown:
            if data.isEmpty {
                throw ImageIOError(file: name, reason: "empty file (expected a PNG or JPEG image)")
            }
            let head = data.prefix(8).map { String(format: "%02X", $0) }.joined(separator: " ")
            throw ImageIOError(file: name, reason: "not a PNG or JPEG image (file starts with bytes \(head))")
        }
    }

    /// Recognises a format from its signature.
    static func format(of data: Data) -> Format {
        let bytes = [UInt8](data.prefix(12))
        func starts(with signature: [UInt8]) -> Bool { bytes.starts(with: signature) }
        if starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(with: Array("GIF8".utf8)) { return .unsupported("GIF") }
        if starts(with: Array("BM".utf8)) { return .unsupported("BMP") }
        if starts(with: [0x49, 0x49, 0x2A, 0x00]) || starts(with: [0x4D, 0x4D, 0x00, 0x2A]) { return .unsupported("TIFF") }
        if starts(with: Array("RIFF".utf8)) && bytes.count >= 12 && Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return .unsupported("WebP")
        }
        if bytes.count >= 12 && Array(bytes[4..<8]) == Array("ftyp".utf8) { return .unsupported("HEIF/AVIF") }
        return .unknown
    }
}
