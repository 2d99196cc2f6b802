import Foundation
import Hummingbird
import HummingbirdTesting
import LiquidGlass
@testable import LiquidGlassPlayground
import LiquidGlassTestSupport
import Synchronization
import Testing

/// Each limit of docs/PLAYGROUND.md: every test here fails when its limit is taken out.
@Suite struct PlaygroundLimitTests {
    @Test func theDefaultsAreTheDocumentedOnes() {
        let c = PlaygroundConfiguration()
        #expect(c.host == "127.0.0.1" && c.port == 8026 && c.isLoopback)
        #expect(c.maxSceneBytes == 1 << 20)
        #expect(c.maxUploadBytes == 25 << 20)
        #expect(c.maxImagePixels == 1 << 26)
        #expect(c.renderTimeLimit == .seconds(20))
        #expect(c.maxQueuedRenders == 4)
    }

    @Test func aSceneOverTheBodyLimitIs413() async throws {
        try await Harness.withServer { _, client in
            // A valid scene padded with a comment to one byte over 1 MiB.
            let padding = String(repeating: "x", count: (1 << 20) - Harness.scene.utf8.count - 2)
            let atLimit = Harness.scene + "\n#" + padding
            #expect(atLimit.utf8.count == 1 << 20)
            #expect(try await Harness.post(client, "/api/validate", atLimit).status == .ok)
            for endpoint in ["/api/render", "/api/validate"] {
                let response = try await Harness.post(client, endpoint, atLimit + "x")
                #expect(response.status == .contentTooLarge, "\(endpoint)")
                #expect(try Harness.error(response)["code"] as? String == "scene-too-large")
            }
        }
    }

    @Test func anUploadOverTheBodyLimitIs413() async throws {
        var configuration = Harness.configuration()
        configuration.maxUploadBytes = 2000
        let png = try Harness.png(width: 40, height: 40)
        #expect(png.count < 2000)
        try await Harness.withServer(configuration) { _, client in
            #expect(try await Harness.post(client, "/api/backdrops", data: png).status == .created)
            let padded = png + Data(repeating: 0, count: 2001 - png.count)
            let response = try await Harness.post(client, "/api/backdrops", data: padded)
            #expect(response.status == .contentTooLarge)
            #expect(try Harness.error(response)["code"] as? String == "upload-too-large")
        }
    }

    @Test func anImageOverThePixelLimitIsRefused() async throws {
        var configuration = Harness.configuration()
        configuration.maxImagePixels = 100
        try await Harness.withServer(configuration) { _, client in
            #expect(try await Harness.post(client, "/api/backdrops", data: try Harness.png(width: 10, height: 10)).status == .created)
            let upload = try await Harness.post(client, "/api/backdrops", data: try Harness.png(width: 11, height: 10))
            #expect(upload.status == .contentTooLarge)
            #expect(try Harness.error(upload)["code"] as? String == "image-too-large")
            // The canvas too: 11 × 10 pixels at 1× (a scene without a scale is drawn at 3×).
            let scene = "canvas: {width: 11, height: 10, scale: 1}\nbackground: {color: white}\nelements: []\n"
            let render = try await Harness.post(client, "/api/render", scene)
            #expect(render.status == .contentTooLarge)
            #expect(try Harness.error(render)["code"] as? String == "canvas-too-large")
            let fits = scene.replacingOccurrences(of: "width: 11", with: "width: 10")
            let fitting = try await Harness.post(client, "/api/render", fits)
            #expect(fitting.status == .ok, "\(String(decoding: Harness.data(fitting), as: UTF8.self))")
        }
    }

    /// The job is held 300 ms before it starts, the limit is 50 ms: the request is answered 503 at the limit.
    @Test func aRenderOverTheTimeLimitIs503() async throws {
        var configuration = Harness.configuration()
        configuration.renderTimeLimit = .milliseconds(50)
        try await Harness.withServer(configuration, beforeJob: { usleep(300_000) }) { _, client in
            let response = try await Harness.post(client, "/api/render", Harness.scene)
            #expect(response.status == .serviceUnavailable)
            #expect(try Harness.error(response)["code"] as? String == "time-limit")
            #expect(response.headers[.retryAfter] != nil)
        }
    }

    /// One job running (held in the hook) and none allowed to wait: the next request is 503 with Retry-After, and
    /// once the first has finished the queue takes work again.
    @Test func aFullQueueIs503WithRetryAfter() async throws {
        var configuration = Harness.configuration()
        configuration.maxQueuedRenders = 0
        let gate = Gate()
        try await Harness.withServer(configuration, beforeJob: { gate.holdFirst() }) { server, client in
            async let first = Harness.post(client, "/api/render", Harness.scene)
            try await gate.waitUntilHeld()
            let second = try await Harness.post(client, "/api/render", Harness.scene)
            #expect(second.status == .serviceUnavailable)
            #expect(try Harness.error(second)["code"] as? String == "busy")
            #expect(second.headers[.retryAfter] == "1")
            gate.release()
            #expect(try await first.status == .ok)
            #expect(try await Harness.post(client, "/api/render", Harness.scene).status == .ok)
            #expect(server.queue.count == 0)
        }
    }

    /// Three renders of one session while the first is held before it starts drawing: the first two find a newer
    /// one asked for when their turn comes and are answered 409 without drawing; the newest is drawn.
    @Test func aNewerEditSupersedesAWaitingRender() async throws {
        let gate = Gate()
        try await Harness.withServer(beforeJob: { gate.holdFirst() }) { server, client in
            async let first = Harness.post(client, "/api/render?session=s", Harness.scene)
            try await gate.waitUntilHeld()
            async let second = Harness.post(client, "/api/render?session=s", Harness.scene)
            try await Gate.waitUntil { server.queue.count == 2 }
            async let third = Harness.post(client, "/api/render?session=s", Harness.scene)
            try await Gate.waitUntil { server.queue.count == 3 }
            gate.release()
            #expect(try await first.status == .conflict)
            let superseded = try await second
            #expect(superseded.status == .conflict)
            #expect(try Harness.error(superseded)["code"] as? String == "superseded")
            #expect(try await third.status == .ok)
        }
    }

    @Test func scenesMayNameOnlyTheServersBackdrops() async throws {
        let gallery = TestFiles.sampleBackdrops.appendingPathComponent("coffee.png").path
        try await Harness.withServer { _, client in
            for (image, line) in [(gallery, 2), ("/etc/passwd", 2), ("../../../etc/hostname", 2),
                                  ("../Backdrops/coffee.png", 2), ("upload-000000000000000000000000.png", 2)] {
                let scene = Harness.scene.replacingOccurrences(of: "coffee.png", with: "'\(image)'")
                for endpoint in ["/api/render", "/api/validate"] {
                    let response = try await Harness.post(client, endpoint, scene)
                    let answer = endpoint == "/api/render"
                        ? try Harness.error(response) : (try Harness.json(response)["errors"] as? [[String: Any]])?.first ?? [:]
                    #expect(response.status == (endpoint == "/api/render" ? .unprocessableContent : .ok), "\(image)")
                    #expect(answer["line"] as? Int == line, "\(image)")
                    #expect((answer["message"] as? String)?.contains("image:") == true, "\(image): \(answer)")
                }
            }
            let font = "font: /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf\n" + Harness.scene
            let response = try await Harness.post(client, "/api/render", font)
            #expect(response.status == .unprocessableContent)
            #expect(try Harness.error(response)["line"] as? Int == 1)
        }
    }

    @Test func theUploadStoreIsBoundedAndCleaned() async throws {
        var configuration = Harness.configuration()
        configuration.maxUploads = 2
        let folder = Mutex<URL?>(nil)
        try await Harness.withServer(configuration) { server, client in
            folder.withLock { $0 = server.temporaryFolder }
            var names: [String] = []
            for side in [8, 9, 10] {
                let response = try await Harness.post(client, "/api/backdrops", data: try Harness.png(width: side, height: side))
                names.append(try #require(try Harness.json(response)["name"] as? String))
            }
            let kept = try FileManager.default.contentsOfDirectory(
                atPath: server.temporaryFolder.appendingPathComponent("backdrops").path).filter { $0.hasPrefix("upload-") }
            #expect(Set(kept) == Set(names.suffix(2)))
            #expect(try await Harness.get(client, "/api/backdrops/\(names[0])").status == .notFound)
            let scene = Harness.scene.replacingOccurrences(of: "coffee.png", with: names[0])
            let render = try await Harness.post(client, "/api/render", scene)
            #expect(render.status == .unprocessableContent)
            #expect((try Harness.error(render)["message"] as? String)?.contains("upload the picture again") == true)
        }
        let removed = try #require(folder.withLock { $0 })
        #expect(!FileManager.default.fileExists(atPath: removed.path))
    }

    @Test func sessionsAreBounded() async throws {
        var configuration = Harness.configuration()
        configuration.maxSessions = 2
        try await Harness.withServer(configuration) { server, client in
            for id in ["a", "b", "c"] {
                let response = try await Harness.post(client, "/api/render?session=\(id)", Harness.scene)
                #expect(response.status == .ok)
            }
            #expect(server.sessions.count == 2)
            #expect(!server.sessions.contains("a") && server.sessions.contains("c"))
        }
    }

    @Test func otherHostsAndOriginsAreRefused() async throws {
        try await Harness.withServer { _, client in
            let rebound = try await client.executeRequest(uri: "/api/samples", method: .get,
                                                          headers: [Harness.hostName: "evil.example:8026"], body: nil)
            #expect(rebound.status == .misdirectedRequest)
            #expect(try Harness.error(rebound)["code"] as? String == "host-not-allowed")
            let crossSite = try await Harness.post(client, "/api/render", Harness.scene, headers: [.origin: "http://evil.example"])
            #expect(crossSite.status == .forbidden)
            let ownPage = try await Harness.post(client, "/api/render", Harness.scene, headers: [.origin: "http://127.0.0.1:8026"])
            #expect(ownPage.status == .ok)
            for host in ["localhost:8026", "[::1]:8026", "127.0.0.1"] {
                let response = try await client.executeRequest(uri: "/api/samples", method: .get, headers: [Harness.hostName: host], body: nil)
                #expect(response.status == .ok, "\(host)")
            }
        }
        var open = Harness.configuration()
        open.host = "0.0.0.0"
        try await Harness.withServer(open) { _, client in
            let response = try await client.executeRequest(uri: "/api/samples", method: .get,
                                                           headers: [Harness.hostName: "studio.example:8026"], body: nil)
            #expect(response.status == .ok)
        }
    }

    @Test func everyAnswerCarriesTheSecurityHeaders() async throws {
        try await Harness.withServer { _, client in
            let answers = [
                try await Harness.get(client, "/api/samples"),
                try await Harness.get(client, "/api/nothing"),
                try await Harness.post(client, "/api/render", "canvas: {"),
                try await Harness.post(client, "/api/render", Harness.scene),
            ]
            for response in answers {
                let csp = response.headers[.contentSecurityPolicy] ?? ""
                #expect(csp.contains("default-src 'none'") && csp.contains("script-src 'self'"), "\(response.status)")
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
            #expect(answers[1].status == .notFound)
            #expect(try Harness.error(answers[1])["code"] as? String == "not-found")
        }
    }
}

/// Holds the first job that reaches it until released, and lets the test wait until it is held.
final class Gate: Sendable {
    private let go = DispatchSemaphore(value: 0)
    private let state = Mutex((first: true, held: false))

    /// Called on the render thread: blocks the first job until ``release()``.
    func holdFirst() {
        let isFirst = state.withLock { s in
            defer { s.first = false }
            if s.first { s.held = true }
            return s.first
        }
        if isFirst { go.wait() }
    }

    func waitUntilHeld() async throws {
        try await Self.waitUntil { self.state.withLock { $0.held } }
    }

    func release() { go.signal() }

    /// Polls `condition` every 10 ms, for at most 60 s.
    static func waitUntil(_ condition: @Sendable () -> Bool) async throws {
        for _ in 0..<6000 {
            if condition() { return }
            try await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("the condition never became true")
    }
}
