import Foundation
import LiquidGlassCodecs
import LiquidGlassCore
@testable import LiquidGlassRender
import LiquidGlassScene
import Testing

/// Issue 15: memory is a budget in bytes, checked before allocating (docs/LIMITS.md).
@Suite struct MemoryBudgetTests {
    @Test func arithmeticSaturatesAndNeverTraps() {
        #expect(MemoryBudget.mebibytes(1).bytes == 1_048_576)
        #expect(MemoryBudget.mebibytes(Int.max).bytes == Int.max)  // saturates instead of overflowing
        #expect(MemoryBudget(bytes: -5).bytes == 0)
        #expect(MemoryBudget.cost(pixels: Int.max, bytesPerPixel: 16) == nil)
        #expect(MemoryBudget.cost(pixels: 1 << 28, bytesPerPixel: 16) == 1 << 32)
        #expect(!MemoryBudget(bytes: Int.max).allows(nil))  // an overflowing cost never fits
        #expect(MemoryBudget.mebibytes(10).remaining(after: 20 << 20).bytes == 0)
        #expect(MemoryBudget.default.description == "1 GiB")
        #expect(MemoryBudget.describe(bytes: 5 << 30) == "5 GiB")
        #expect(MemoryBudget.describe(bytes: 1536 << 10) == "1.5 MiB")
        #expect(MemoryBudget.describe(bytes: 12) == "12 bytes")
    }

    /// A PNG whose header claims 16384 × 16384 RGBA pixels, with a few bytes of (not even valid) image data: a
    /// zlib bomb's header. It must be refused from the header alone — decoding would allocate 16384² × 16 bytes
    /// of float pixels and a band of 4 rows of 64 KiB: 4 GiB and 256 KiB, written "4 GiB".
    @Test func aZlibBombIsRefusedFromItsHeader() {
        let png = Self.png(width: 16384, height: 16384, colorType: 6)
        do {
            _ = try ImageDecoder.decode(png, name: "bomb.png")
            Issue.record("the bomb decoded")
        } catch {
            #expect(error.description == "bomb.png: decoding this 16384×16384 image takes 4 GiB, over the memory "
                + "budget of 1 GiB (raise it with --memory-limit)")
        }
    }

    /// A render needs 3 float RGBA canvases (48 bytes a pixel) plus 16 KiB per element before it allocates:
    /// 402 × 874 pt @3x is 1206 × 2622 px = 3,162,132 px → 151,782,336 bytes (144.75 MiB) with no elements.
    @Test func theCanvasIsCheckedAgainstTheBudgetBeforeAllocating() throws {
        let needed = 1206 * 2622 * 48
        var limits = ImageLimits.default
        limits.memory = MemoryBudget(bytes: needed)
        #expect(throws: Never.self) { try BackdropBuilder.checkCanvasCost(width: 1206, height: 2622, elements: 0, limits: limits) }
        #expect(throws: RenderError.self) { try BackdropBuilder.checkCanvasCost(width: 1206, height: 2622, elements: 1, limits: limits) }

        let scene = Scene(canvas: Canvas(width: 402, height: 874, scale: 3), background: Background(.color(.white)), elements: [])
        var options = RenderOptions(threads: 1)
        options.limits.memory = .mebibytes(100)
        do {
            _ = try GlassRenderer(options: options).renderWithReport(scene)
            Issue.record("rendered over budget")
        } catch {
            #expect(error.message == "the canvas (1206×2622 pixels) with 0 glass elements needs 144.8 MiB to render "
                + "(3 float RGBA images of its size, 16 KiB per element), over the memory budget of 100 MiB "
                + "(raise it with --memory-limit)")
        }
        // An absurd scale override is refused by the budget, not by the allocator.
        options.limits.memory = .default
        options.scale = 1000
        #expect(throws: RenderError.self) { try GlassRenderer(options: options).renderWithReport(scene) }
    }

    @Test func tooManyElementsIsAnErrorNotAnAllocation() {
        let element = GlassElement(shape: Circle(), frame: CGRect(x: 0, y: 0, width: 2, height: 2))
        let scene = Scene(canvas: Canvas(width: 20, height: 20, scale: 1), background: Background(.color(.white)),
                          elements: Array(repeating: element, count: Scene.maxElements + 1))
        do {
            _ = try GlassRenderer(options: RenderOptions(threads: 1)).renderWithReport(scene)
            Issue.record("rendered \(scene.elements.count) elements")
        } catch {
            #expect(error.message == "the scene has 10001 glass elements; the limit is 10000")
        }
    }

    // MARK: A PNG header, by hand

    /// Signature, IHDR (8-bit, the given colour type), an IDAT of four junk bytes, IEND — enough for the
    /// decoder to read the header (PNG specification, §5.6 and §11.2.2).
    static func png(width: UInt32, height: UInt32, colorType: UInt8) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        let ihdr = bigEndian(width) + bigEndian(height) + [8, colorType, 0, 0, 0]
        let bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            + chunk("IHDR", ihdr) + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00]) + chunk("IEND", [])
        return Data(bytes)
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    /// CRC-32 as PNG defines it (ISO 3309 polynomial 0xEDB88320, reflected), written out for this fixture only —
    /// the decoder itself uses libpng's.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
