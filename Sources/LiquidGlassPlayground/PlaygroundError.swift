import Foundation
import Hummingbird

/// A request the playground refuses, answered as JSON:
/// `{"error": {"status": 413, "code": "scene-too-large", "message": "…", "line": 3, "column": 7}}`
/// (line and column only for a problem in the scene).
public struct PlaygroundError: Error, Sendable, HTTPResponseError, CustomStringConvertible {
    public var status: HTTPResponse.Status
    /// A stable, machine-readable name of the problem (docs/PLAYGROUND.md lists them).
    public var code: String
    public var message: String
    public var line: Int?
    public var column: Int?
    public var headers: HTTPFields

    public init(_ status: HTTPResponse.Status, _ code: String, _ message: String, line: Int? = nil, column: Int? = nil,
                headers: HTTPFields = [:]) {
        self.status = status
        self.code = code
        self.message = message
        self.line = line
        self.column = column
        self.headers = headers
    }

    public var description: String { "\(status.code) \(code): \(message)" }

    struct Body: Encodable {
        struct Detail: Encodable {
            var status: Int
            var code: String
            var message: String
            var line: Int?
            var column: Int?
        }
        var error: Detail
    }

    /// The JSON body.
    var jsonData: Data {
        let body = Body(error: .init(status: status.code, code: code, message: message, line: line, column: column))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(body)) ?? Data(#"{"error":{"code":"internal","status":500}}"#.utf8)
    }

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: .init(byteBuffer: ByteBuffer(bytes: jsonData)))
    }
}

/// The header names the playground uses beyond HTTP's common ones.
enum PlaygroundHeader {
    static let report = HTTPFields.Element.Name("LiquidGlass-Report")!
    static let reportOmitted = HTTPFields.Element.Name("LiquidGlass-Report-Omitted")!
    static let canvas = HTTPFields.Element.Name("LiquidGlass-Canvas")!
    static let frames = HTTPFields.Element.Name("LiquidGlass-Frames")!
    static let frame = HTTPFields.Element.Name("LiquidGlass-Frame")!
    static let region = HTTPFields.Element.Name("LiquidGlass-Region")!
    static let serverTiming = HTTPFields.Element.Name("Server-Timing")!
    static let referrerPolicy = HTTPFields.Element.Name("Referrer-Policy")!
    static let resourcePolicy = HTTPFields.Element.Name("Cross-Origin-Resource-Policy")!
    /// HTTP/1's Host. Hummingbird hands it over as the request's authority; a Host field that is still there (a
    /// test client sets both) is checked too.
    static let host = HTTPFields.Element.Name("Host")!
}
