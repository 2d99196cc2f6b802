import Foundation
import Hummingbird
import HummingbirdTesting
import LiquidGlass
import LiquidGlassGallery
@testable import LiquidGlassPlayground
import LiquidGlassTestSupport

/// A playground server driven through HummingbirdTesting's router client: the requests go through the same router,
/// guard and handlers as on the network.
enum Harness {
    /// What the page's requests carry on loopback.
    static let host: HTTPFields = [hostName: "127.0.0.1:8026"]
    /// HTTP/1's Host field (HTTPTypes marks `.host` unavailable: it is the request's authority).
    static let hostName = HTTPFields.Element.Name("Host")!

    /// A small scene over the coffee sample: 120 × 80 points at 1×, one capsule with a label.
    static let scene = """
        canvas: {width: 120, height: 80, scale: 1}
        background: {image: coffee.png}
        elements:
          - {id: pill, shape: capsule, frame: [10, 20, 100, 40], label: {text: Hi}}
        """

    /// The safe defaults with the gallery's photos as samples, two render threads.
    static func configuration() -> PlaygroundConfiguration {
        var configuration = PlaygroundConfiguration()
        for backdrop in SampleBackdrop.allCases {
            configuration.sampleBackdrops["\(backdrop.rawValue).png"] = backdrop.url
        }
        configuration.renderThreads = 2
        return configuration
    }

    /// Runs `body` with a client of a server made from `configuration`, and deletes the server's folder after.
    static func withServer(
        _ configuration: PlaygroundConfiguration = configuration(), beforeJob: (@Sendable () -> Void)? = nil,
        _ body: @Sendable (PlaygroundServer, any TestClientProtocol) async throws -> Void
    ) async throws {
        let server = try PlaygroundServer(configuration: configuration, beforeJob: beforeJob)
        defer { server.removeTemporaryFolder() }
        let app = Application(router: server.makeRouter())
        try await app.test(.router) { client in try await body(server, client) }
    }

    /// A POST with the loopback host.
    static func post(_ client: any TestClientProtocol, _ uri: String, _ body: String,
                     headers: HTTPFields = [:]) async throws -> TestResponse {
        try await client.executeRequest(uri: uri, method: .post, headers: host + headers, body: ByteBuffer(string: body))
    }

    static func post(_ client: any TestClientProtocol, _ uri: String, data: Data,
                     headers: HTTPFields = [:]) async throws -> TestResponse {
        try await client.executeRequest(uri: uri, method: .post, headers: host + headers, body: ByteBuffer(bytes: data))
    }

    static func get(_ client: any TestClientProtocol, _ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await client.executeRequest(uri: uri, method: .get, headers: host + headers, body: nil)
    }

    /// The body as Data.
    static func data(_ response: TestResponse) -> Data { Data(response.body.readableBytesView) }

    /// The body as a JSON object.
    static func json(_ response: TestResponse) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: data(response)) as? [String: Any] ?? [:]
    }

    /// An error answer's `error` object.
    static func error(_ response: TestResponse) throws -> [String: Any] {
        try json(response)["error"] as? [String: Any] ?? [:]
    }

    /// A PNG of `width` × `height` pixels of one colour.
    static func png(width: Int, height: Int) throws -> Data {
        try PNGEncoder.encode(LinearImage(width: width, height: height, fill: LinearPixel(0.2, 0.4, 0.6, 1)))
    }
}

extension HTTPFields {
    static func + (a: HTTPFields, b: HTTPFields) -> HTTPFields {
        var all = a
        for field in b { all[field.name] = field.value }
        return all
    }
}
