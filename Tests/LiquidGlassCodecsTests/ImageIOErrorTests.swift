import Foundation
import LiquidGlassCodecs
import Testing

@Suite struct ImageIOErrorTests {
    /// Decodes and returns the error, failing the test if decoding succeeds.
    func failure(_ data: Data, name: String = "test.img", limits: ImageLimits = .default) -> ImageIOError? {
        do {
            _ = try ImageDecoder.decode(data, name: name, limits: limits)
            Issue.record("\(name): decoding succeeded but should have failed")
            return nil
        } catch {
            #expect(error.file == name)
            #expect(error.description.hasPrefix("\(name): "))
            return error
        }
    }

    @Test func emptyFile() {
        let error = failure(Data(), name: "empty.png")
        #expect(error?.reason.contains("empty file") == true)
    }

    @Test func wrongMagic() throws {
        let gif = failure(Data("GIF89a\u{1}\u{0}\u{1}\u{0}".utf8), name: "a.png")
        #expect(gif?.reason.contains("unsupported image format GIF") == true)
        let text = failure(Data("hello, world".utf8), name: "b.png")
        #expect(text?.reason.contains("not a PNG or JPEG") == true)
        #expect(text?.reason.contains("68 65 6C 6C") == true)  // the first bytes, for diagnosis
        let webp = failure(Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), name: "c.png")
        #expect(webp?.reason.contains("WebP") == true)
        // A JPEG named .png is still decoded as JPEG: the name plays no part.
        let jpeg = try ImageDecoder.decode(ImageIOFixtures.data("baseline.jpg"), name: "looks-like.png")
        #expect(jpeg.width == 24)
        // Only the 8-byte PNG signature counts; a near miss is not a PNG.
        let almost: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x00] + [UInt8](repeating: 0, count: 20)
        #expect(failure(Data(almost), name: "d.png")?.reason.contains("not a PNG or JPEG") == true)
    }

    @Test func missingFile() {
        let url = ImageIOFixtures.url("no-such-file.png")
        #expect(throws: ImageIOError.self) { try ImageDecoder.decode(contentsOf: url) }
        do {
            _ = try ImageDecoder.decode(contentsOf: url)
        } catch {
            #expect(error.description.hasPrefix("no-such-file.png: cannot read the file (no such file or directory)"))
        }
    }

    @Test func truncatedPNG() throws {
        let data = try ImageIOFixtures.data("png-rgb8.png")
        let idat = try #require(data.range(of: Data("IDAT".utf8)))
        let inRows = failure(data.prefix(idat.upperBound + 40), name: "backdrop.png")
        #expect(inRows?.description == "backdrop.png: truncated PNG data (expected more image rows)")
        let inHeader = failure(data.prefix(20), name: "header.png")
        #expect(inHeader?.reason.hasPrefix("truncated PNG data") == true)
        let noEnd = failure(data.prefix(data.count - 12), name: "end.png")  // IEND chunk removed
        #expect(noEnd?.reason.hasPrefix("truncated PNG data") == true)
        // Every shorter prefix fails with an error (never a crash or a partial image).
        for length in stride(from: 8, to: data.count, by: 7) {
            _ = failure(data.prefix(length), name: "prefix-\(length).png")
        }
    }

    @Test func truncatedJPEG() throws {
        for name in ["baseline.jpg", "progressive.jpg"] {
            let data = try ImageIOFixtures.data(name)
            let error = failure(data.prefix(data.count / 2), name: name)
            #expect(error?.reason.hasPrefix("truncated JPEG data") == true, "\(error?.description ?? "")")
            let header = failure(data.prefix(30), name: name)
            #expect(header != nil)
        }
    }

    @Test func absurdDimensionsAreRefusedFromTheHeader() throws {
        // IHDR claims 100000 × 100000 RGBA (10^10 pixels, 160 GB as LinearImage).
        let error = failure(try ImageIOFixtures.data("bad-huge-dimensions.png"), name: "huge.png")
        #expect(error?.reason.contains("100000×100000") == true)
        #expect(error?.reason.contains("limit") == true)
    }

    @Test func pixelLimitIsAdjustable() throws {
        let data = try ImageIOFixtures.data("png-rgb8.png")  // 13 × 11 = 143 pixels
        let error = failure(data, name: "small.png", limits: ImageLimits(maxPixels: 142))
        #expect(error?.reason.contains("limit of 142 pixels") == true)
        #expect(throws: Never.self) { try ImageDecoder.decode(data, name: "small.png", limits: ImageLimits(maxPixels: 143)) }
        let jpeg = try ImageIOFixtures.data("baseline.jpg")
        #expect(failure(jpeg, name: "j.jpg", limits: ImageLimits(maxPixels: 100))?.reason.contains("limit") == true)
    }

    @Test func zeroWidth() throws {
        let error = failure(try ImageIOFixtures.data("bad-zero-width.png"), name: "zero.png")
        #expect(error?.reason.lowercased().contains("width") == true, "\(error?.description ?? "")")
    }

    @Test func corruptCRC() throws {
        let error = failure(try ImageIOFixtures.data("bad-crc.png"), name: "crc.png")
        #expect(error?.reason.contains("CRC") == true, "\(error?.description ?? "")")
    }

    @Test func corruptZlibData() throws {
        let error = failure(try ImageIOFixtures.data("bad-zlib.png"), name: "zlib.png")
        #expect(error?.reason.hasPrefix("invalid PNG data") == true, "\(error?.description ?? "")")
    }

    @Test func cmykJPEGIsRefused() throws {
        let error = failure(try ImageIOFixtures.data("cmyk.jpg"), name: "cmyk.jpg")
        #expect(error?.reason.contains("CMYK") == true)
    }

    @Test func corruptJPEGHeader() throws {
        var bytes = [UInt8](try ImageIOFixtures.data("baseline.jpg"))
        // Destroy the SOF0 marker's frame header (image size and components).
        let sof = try #require((0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 })
        for i in sof + 4..<sof + 12 { bytes[i] = 0 }
        let error = failure(Data(bytes), name: "sof.jpg")
        #expect(error?.reason.hasPrefix("invalid JPEG data") == true, "\(error?.description ?? "")")
    }
}
