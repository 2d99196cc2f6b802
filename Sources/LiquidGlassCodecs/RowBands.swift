import LiquidGlassCore

/// Decodes an image a band of rows at a time, straight into its float pixels.
///
/// Holding a whole image's samples next to its float pixels cost 3–8 bytes a pixel on top of the 16 of the
/// float image (a 50-megapixel RGB photo: 150 MB of samples, freed only at the end). A band of rows takes
/// at most ``bandBytes`` whatever the image, so decoding costs the float image and one band
/// (docs/LIMITS.md, "Memory budget").
enum RowBands {
    /// The most sample bytes a band holds (at least one row, however wide). 256 KiB keeps a band in the
    /// second-level cache while it is unpacked.
    static let bandBytes = 256 << 10

    /// How many rows one band holds for rows of `rowBytes` bytes.
    static func rowsPerBand(rowBytes: Int, height: Int) -> Int {
        max(1, min(height, bandBytes / max(rowBytes, 1)))
    }

    /// The bytes the band buffer takes for rows of `rowBytes` bytes.
    static func bandSize(rowBytes: Int, height: Int) -> Int {
        rowsPerBand(rowBytes: rowBytes, height: height) * rowBytes
    }

    /// Reads every stored row through `read` (which fills a buffer with the next `count` rows and returns
    /// false on failure) and unpacks each band where `placement` says.
    ///
    /// - Returns: the picture, or nil when `read` failed.
    static func decode<Sample: FixedWidthInteger & UnsignedInteger>(
        _: Sample.Type, channels: Int, placement: RowPlacement,
        read: (UnsafeMutableBufferPointer<Sample>, Int) -> Bool
    ) -> LinearImage? {
        let width = placement.width, height = placement.height
        let samplesPerRow = width * channels
        let rows = rowsPerBand(rowBytes: samplesPerRow * MemoryLayout<Sample>.size, height: height)
        return image(placement) { out in
            let band = UnsafeMutableBufferPointer<Sample>.allocate(capacity: rows * samplesPerRow)
            defer { band.deallocate() }
            var y = 0
            while y < height {
                let count = min(rows, height - y)
                guard read(band, count) else { return false }
                unpack(UnsafeBufferPointer(band), channels: channels, width: width, firstRow: y, rows: count,
                       placement: placement, into: out)
                y += count
            }
            return true
        }
    }

    /// Unpacks samples held whole (an Adam7 PNG's).
    static func unpackWhole<Sample: FixedWidthInteger & UnsignedInteger>(
        _ samples: UnsafeBufferPointer<Sample>, channels: Int, placement: RowPlacement
    ) -> LinearImage {
        image(placement) { out in
            unpack(samples, channels: channels, width: placement.width, firstRow: 0, rows: placement.height,
                   placement: placement, into: out)
            return true
        }!
    }

    /// The picture `fill` writes (every stored pixel exactly once, where `placement` puts it), or nil when
    /// `fill` fails. LinearPixel is a trivial type: a failed fill leaves garbage that is never read (the array
    /// is dropped).
    private static func image(_ placement: RowPlacement,
                              fill: (UnsafeMutablePointer<LinearPixel>) -> Bool) -> LinearImage? {
        let count = placement.width * placement.height
        var filled = false
        let pixels = [LinearPixel](unsafeUninitializedCapacity: count) { out, initialized in
            filled = fill(out.baseAddress!)
            initialized = count
        }
        guard filled else { return nil }
        let size = placement.resultSize
        return LinearImage(width: size.width, height: size.height, pixels: pixels)
    }

    private static func unpack<Sample>(
        _ samples: UnsafeBufferPointer<Sample>, channels: Int, width: Int, firstRow: Int, rows: Int,
        placement: RowPlacement, into out: UnsafeMutablePointer<LinearPixel>
    ) {
        if let eight = samples as? UnsafeBufferPointer<UInt8> {
            SampleUnpacker.unpack(eight, channels: channels, width: width, firstRow: firstRow, rows: rows,
                                  placement: placement, into: out)
        } else if let sixteen = samples as? UnsafeBufferPointer<UInt16> {
            SampleUnpacker.unpack(sixteen, channels: channels, width: width, firstRow: firstRow, rows: rows,
                                  placement: placement, into: out)
        } else {
            preconditionFailure("samples are 8 or 16 bits")
        }
    }
}
