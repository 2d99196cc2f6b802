import Foundation
import Hummingbird
import HummingbirdTesting
import LiquidGlass
@testable import LiquidGlassPlayground
import LiquidGlassTestSupport
import Testing

/// `POST /api/animate`: a scene's transition as an APNG or a filmstrip, and its refusals.
@Suite struct PlaygroundAnimateTests {
    /// The harness's small scene with two states: the pill moves 20 pt right along a 0.2 s ease-in-out.
    static let scene = Harness.scene + """

        states:
          left: {}
          right:
            elements:
              pill: {frame: [30, 20, 100, 40]}
        transitions:
          - {from: left, to: right, animation: {curve: easeInOut, duration: 0.2}}
        """

    /// The chunk types of a PNG file, in order.
    static func chunks(_ data: Data) -> [String] {
        var types: [String] = []
        var offset = 8
        let bytes = [UInt8](data)
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    @Test func theDeclaredTransitionIsAnAPNGOfItsFrames() async throws {
        try await Harness.withServer { _, client in
            let response = try await Harness.post(client, "/api/animate?fps=10", Self.scene)
            #expect(response.status == .ok, "\(String(decoding: Harness.data(response), as: UTF8.self))")
            #expect(response.headers[.contentType] == "image/apng")
            // 0.2 s at 10 frames/s: the frames at 0, 0.1 and 0.2 s (SceneTransition.frameTimes ends on the last).
            #expect(response.headers[PlaygroundHeader.frames] == "3")
            let chunks = Self.chunks(Harness.data(response))
            #expect(chunks.first == "IHDR")
            #expect(chunks.contains("acTL"))
            #expect(chunks.filter { $0 == "fcTL" }.count == 3)
        }
    }

    @Test func aFilmstripIsOnePNG() async throws {
        try await Harness.withServer { _, client in
            let response = try await Harness.post(client, "/api/animate?from=left&to=right&fps=10&format=filmstrip", Self.scene)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            let chunks = Self.chunks(Harness.data(response))
            #expect(chunks.first == "IHDR" && !chunks.contains("acTL"))
        }
    }

    @Test func badRequestsAreRefused() async throws {
        var configuration = Harness.configuration()
        // 120 × 80 = 9,600 pixels a frame: 3 frames fit in 30,000, 10 do not. (The limit bounds decoded photos
        // too, so the scene that fits is drawn over a colour.)
        configuration.maxImagePixels = 30_000
        try await Harness.withServer(configuration) { _, client in
            let fps = try await Harness.post(client, "/api/animate?fps=0", Self.scene)
            #expect(fps.status == .badRequest)
            let unknown = try await Harness.post(client, "/api/animate?from=left&to=middle", Self.scene)
            #expect(unknown.status == .unprocessableContent)
            #expect(try Harness.error(unknown)["code"] as? String == "unknown-state")
            let none = try await Harness.post(client, "/api/animate", Harness.scene)
            #expect(none.status == .badRequest)
            let large = try await Harness.post(client, "/api/animate?fps=50", Self.scene)
            #expect(large.status == .contentTooLarge)
            #expect(try Harness.error(large)["code"] as? String == "animation-too-large")
            let overColour = Self.scene.replacingOccurrences(of: "{image: coffee.png}", with: "{color: systemTeal}")
            let fits = try await Harness.post(client, "/api/animate?fps=10", overColour)
            #expect(fits.status == .ok, "\(String(decoding: Harness.data(fits), as: UTF8.self))")
        }
    }
}
