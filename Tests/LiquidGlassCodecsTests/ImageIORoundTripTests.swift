import Foundation
import LiquidGlassCodecs
import LiquidGlassCore
import Testing

@Suite struct ImageIORoundTripTests {
    /// Byte 25 of a PNG file: the IHDR colour type (2 = RGB, 6 = RGBA). Byte 24 is the bit depth.
    func header(_ png: Data) -> (bitDepth: UInt8, colorType: UInt8) {
        let bytes = [UInt8](png.prefix(26))
        return (bytes[24], bytes[25])
    }

    @Test func realPhotosRoundTripExactlyAtEightBits() throws {
        let urls = try ImageIOFixtures.backdropURLs()
        #expect(!urls.isEmpty)
        for url in urls {
            let image = try ImageDecoder.decode(contentsOf: url)
            let png = try PNGEncoder.encode(image)
            #expect(header(png) == (8, 2), "\(url.lastPathComponent): opaque images are written as RGB")
            let again = try ImageDecoder.decode(png, name: url.lastPathComponent)
            #expect(again == image, "\(url.lastPathComponent) changed in a decode-encode-decode cycle")
        }
    }

    @Test func realPhotoRoundTripsAtSixteenBits() throws {
        let url = try #require(try ImageIOFixtures.backdropURLs().first)
        let image = try ImageDecoder.decode(contentsOf: url)
        let png16 = try PNGEncoder.encode(image, bitDepth: .sixteen)
        #expect(header(png16) == (16, 2))
        let decoded16 = try ImageDecoder.decode(png16, name: "photo16.png")
        // Re-encoding the 16-bit decode at 16 bits gives the same samples again.
        let again = try ImageDecoder.decode(try PNGEncoder.encode(decoded16, bitDepth: .sixteen), name: "again.png")
        #expect(again == decoded16)
        // And at 8 bits it quantises back to the original photo.
        #expect(try ImageDecoder.decode(try PNGEncoder.encode(decoded16), name: "back8.png") == image)
    }

    @Test func everySixteenBitCodeRoundTrips() throws {
        // 256 × 256 pixels: red runs through all 65,536 codes, green and blue through them in other orders.
        var pixels = [LinearPixel]()
        for code in 0..<65536 {
            pixels.append(LinearPixel(SRGB.decode16(UInt16(code)), SRGB.decode16(UInt16(65535 - code)),
                                      SRGB.decode16(UInt16((code * 7919) & 0xFFFF)), 1))
        }
        let image = LinearImage(width: 256, height: 256, pixels: pixels)
        let decoded = try ImageDecoder.decode(try PNGEncoder.encode(image, bitDepth: .sixteen), name: "codes16.png")
        #expect(decoded == image)
    }

    @Test(arguments: ["png-rgba8.png", "png-rgba16.png", "png-graya8.png", "png-palette8-trns.png"])
    func imagesWithAlphaRoundTrip(_ name: String) throws {
        let image = try ImageDecoder.decode(contentsOf: ImageIOFixtures.url(name))
        let depth: PNGEncoder.BitDepth = name.contains("16") ? .sixteen : .eight
        let png = try PNGEncoder.encode(image, bitDepth: depth)
        #expect(header(png) == (UInt8(depth.rawValue), 6), "translucent images are written with alpha")
        #expect(try ImageDecoder.decode(png, name: name) == image)
    }

    @Test func alphaChannelChoice() throws {
        var image = LinearImage(width: 3, height: 2, fill: LinearPixel(0.2, 0.3, 0.4, 1))
        #expect(header(try PNGEncoder.encode(image)).colorType == 2)
        #expect(header(try PNGEncoder.encode(image, alpha: true)).colorType == 6)
        image[1, 1] = LinearPixel(0.1, 0.1, 0.1, 0.5)
        #expect(header(try PNGEncoder.encode(image)).colorType == 6)
        let dropped = try PNGEncoder.encode(image, alpha: false)
        #expect(header(dropped).colorType == 2)
        // Without alpha the colour is written unpremultiplied: 0.1 / 0.5 = 0.2 in linear light.
        let decoded = try ImageDecoder.decode(dropped, name: "dropped.png")
        let v = SRGB.decode8[Int(SRGB.quantize8(0.1 / 0.5))]
        #expect(decoded[1, 1] == LinearPixel(v, v, v, 1))
    }

    @Test func outOfRangeValuesAreClipped() throws {
        let image = LinearImage(width: 2, height: 1, pixels: [LinearPixel(2, -1, .nan, 1), LinearPixel(0.5, 0.5, 0.5, 0)])
        let decoded = try ImageDecoder.decode(try PNGEncoder.encode(image), name: "clip.png")
        #expect(decoded[0, 0] == LinearPixel(1, 0, 0, 1))
        #expect(decoded[1, 0] == .zero)
    }

    @Test func rawSixteenBitValuesAreWrittenAsGiven() throws {
        let width = 5, height = 3
        var rgba = [UInt16]()
        for i in 0..<width * height {
            rgba += [UInt16(i * 4099 & 0xFFFF), UInt16(65535 - i * 17), UInt16(i), UInt16(65535 - i * 1000)]
        }
        let directory = try ImageIOFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("displacement.png")
        try PNGEncoder.writeRaw16(width: width, height: height, rgba: rgba, to: url)
        let data = try Data(contentsOf: url)
        #expect(data == (try PNGEncoder.encodeRaw16(width: width, height: height, rgba: rgba)))
        #expect(header(data) == (16, 6))
        // Read back through the colour decoder and undo its conversion: the codes come back exactly.
        let image = try ImageDecoder.decode(data, name: "displacement.png")
        for i in 0..<width * height {
            let codes = ImageIOFixtures.codes(image.pixels[i], bits: 16)
            #expect([codes.r, codes.g, codes.b, codes.a] == rgba[i * 4..<i * 4 + 4].map(Int.init), "pixel \(i)")
        }
    }

    @Test func rawSizeMismatchIsAnError() {
        #expect(throws: ImageIOError.self) { try PNGEncoder.encodeRaw16(width: 2, height: 2, rgba: [1, 2, 3]) }
        #expect(throws: ImageIOError.self) { try PNGEncoder.encodeRaw16(width: 0, height: 2, rgba: []) }
    }

    @Test func writeIsAtomicAndLeavesNoTemporaryFiles() throws {
        let directory = try ImageIOFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("out.png")
        let first = LinearImage(width: 4, height: 4, fill: LinearPixel(0.5, 0.25, 0.125, 1))
        try PNGEncoder.write(first, to: url)
        let second = LinearImage(width: 2, height: 3, fill: LinearPixel(0, 0.25, 0, 0.5))
        try PNGEncoder.write(second, to: url)  // replaces the first file
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
        let decoded = try ImageDecoder.decode(contentsOf: url)
        #expect(decoded.width == 2 && decoded.height == 3)

        // A directory that does not exist: an error naming the file, and nothing created.
        let missing = directory.appendingPathComponent("no/such/dir/x.png")
        do {
            try PNGEncoder.write(first, to: missing)
            Issue.record("writing into a missing directory succeeded")
        } catch {
            #expect(error.file == "x.png")
            #expect(error.reason == "the folder it goes in, \(directory.path)/no/such/dir, does not exist")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
    }

    @Test func largeImageEncodesAndRoundTrips() throws {
        // A phone-sized canvas (1206 × 2622) made from a real photo; prints the encoding time.
        let url = try #require(try ImageIOFixtures.backdropURLs().first)
        let photo = try ImageDecoder.decode(contentsOf: url)
        let large = ImageResampler.fill(photo, width: 1206, height: 2622, mode: .cover)
        let quantised = try ImageDecoder.decode(try PNGEncoder.encode(large), name: "large.png")
        let start = ContinuousClock.now
        let png = try PNGEncoder.encode(quantised)
        let elapsed = ContinuousClock.now - start
        print("PNG encoding of 1206×2622: \(elapsed), \(png.count) bytes")
        #expect(try ImageDecoder.decode(png, name: "large.png") == quantised)
    }
}
