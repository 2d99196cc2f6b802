import Foundation
import Hummingbird
import HummingbirdTesting
@testable import LiquidGlassPlayground
import Testing

/// The OpenAPI document (`GET /api/openapi.json`) against the router: the same paths with the same methods, so a
/// route added without its documentation (or documentation of a route taken out) fails here.
@Suite struct PlaygroundOpenAPITests {
    @Test func theDocumentDescribesEveryRouteOfTheAPIAndNoOther() async throws {
        let server = try PlaygroundServer(configuration: Harness.configuration())
        defer { server.removeTemporaryFolder() }
        let routes = Set(server.makeRouter().routes.map { "\($0.method.rawValue) \($0.path)" }
            .filter { $0.contains(" /api/") })
        let document = try #require(try JSONSerialization.jsonObject(with: Data(PlaygroundOpenAPI.document.utf8)) as? [String: Any])
        #expect(document["openapi"] as? String == "3.1.0")
        let paths = try #require(document["paths"] as? [String: [String: Any]])
        let documented = Set(paths.flatMap { path, operations in operations.keys.map { "\($0.uppercased()) \(path)" } })
        #expect(routes.count >= 10, "\(routes)")
        #expect(routes == documented, "routes without documentation: \(routes.subtracting(documented)); documented, no route: \(documented.subtracting(routes))")
        // Every `$ref` names a component the document has.
        let text = PlaygroundOpenAPI.document
        let components = try #require(document["components"] as? [String: [String: Any]])
        for match in text.matches(of: /"\$ref": "#\/components\/(\w+)\/(\w+)"/) {
            #expect(components[String(match.1)]?[String(match.2)] != nil, "\(match.0)")
        }
    }

    @Test func theDocumentIsServed() async throws {
        try await Harness.withServer { _, client in
            let response = try await Harness.get(client, "/api/openapi.json")
            #expect(response.status == .ok)
            #expect(Harness.data(response) == Data(PlaygroundOpenAPI.document.utf8))
        }
    }
}
