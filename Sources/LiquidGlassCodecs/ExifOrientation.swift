import LiquidGlassCore
/// The EXIF Orientation tag (0x0112) of a JPEG file: how the stored pixels must be turned to show
/// the picture upright (the decoder turns them while it decodes: ``RowPlacement``).
///
/// Only the APP1 "Exif" segment's first IFD is read. A missing, malformed or out-of-range tag
/// means ``normal`` (no error: orientation is metadata, and the pixels are still valid).
package struct ExifOrientation: RawRepresentable, Equatable, Sendable {
    /// 1–8 as defined by EXIF/TIFF.
    package let rawValue: Int

    package init?(rawValue: Int) {
        guard (1...8).contains(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    package static let normal = ExifOrientation(uncheckedValue: 1)

    private init(uncheckedValue: Int) { rawValue = uncheckedValue }

    /// Reads the orientation from a JPEG file's bytes (segments before the first scan).
    package init(jpeg bytes: UnsafeBufferPointer<UInt8>) {
        self = Self.find(in: bytes) ?? .normal
    }

    private static func find(in bytes: UnsafeBufferPointer<UInt8>) -> ExifOrientation? {
        guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var position = 2
        while position + 4 <= bytes.count {
            guard bytes[position] == 0xFF else { return nil }
            let marker = bytes[position + 1]
            if marker == 0xFF { position += 1; continue }  // fill byte
            // Markers without a length: TEM, RSTn. SOS and EOI end the header segments.
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { position += 2; continue }
            if marker == 0xDA || marker == 0xD9 { return nil }
            let length = Int(bytes[position + 2]) << 8 | Int(bytes[position + 3])
            guard length >= 2, position + 2 + length <= bytes.count else { return nil }
            let start = position + 4, end = position + 2 + length
            if marker == 0xE1, end - start >= 6,
               Array(bytes[start..<start + 6]) == [0x45, 0x78, 0x69, 0x66, 0, 0] {  // "Exif\0\0"
                return orientation(tiff: UnsafeBufferPointer(rebasing: bytes[start + 6..<end]))
            }
            position = end
        }
        return nil
    }

    /// Parses a TIFF structure (byte order, IFD0) and returns IFD0's Orientation entry.
    private static func orientation(tiff: UnsafeBufferPointer<UInt8>) -> ExifOrientation? {
        guard tiff.count >= 8 else { return nil }
        let bigEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x4D, 0x4D): bigEndian = true   // "MM"
        case (0x49, 0x49): bigEndian = false  // "II"
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return bigEndian ? Int(tiff[at]) << 8 | Int(tiff[at + 1]) : Int(tiff[at + 1]) << 8 | Int(tiff[at])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return bigEndian ? a << 16 | b : b << 16 | a
        }
        guard u16(2) == 42, let ifd = u32(4), let entries = u16(ifd) else { return nil }
        for index in 0..<entries {
            let entry = ifd + 2 + index * 12
            guard let tag = u16(entry), let type = u16(entry + 2) else { return nil }
            if tag == 0x0112 {
                // SHORT (3), stored in the first two bytes of the value field.
                guard type == 3, let value = u16(entry + 8) else { return nil }
                return ExifOrientation(rawValue: value)
            }
        }
        return nil
    }
}
