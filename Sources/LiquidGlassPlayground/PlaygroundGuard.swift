import Foundation
import Hummingbird

/// What every request passes through: the checks that keep other web pages out, errors as JSON, and the security
/// headers on every answer.
///
/// - **Host and Origin.** Bound to loopback, the server answers only requests addressed to a loopback name
///   (`Host: 127.0.0.1:8026`, `localhost:8026`, `[::1]:8026`): a page on another site could otherwise rebind its
///   own DNS name to 127.0.0.1 and read the answers. A request that carries an `Origin` (a browser's
///   cross-site fetch or form post) must come from the server's own origin, so other pages cannot spend its
///   renders or fill its upload store.
/// - **Errors.** Anything a handler throws becomes a JSON error (``PlaygroundError``); an error the playground did
///   not expect is a 500 with no detail, logged, never a crash.
/// - **Headers.** A Content-Security-Policy that allows only the page's own scripts, styles, images and fetches
///   (and `blob:`/`data:` images, which the page makes from rendered PNGs), `X-Content-Type-Options: nosniff`,
///   no referrer, no framing.
struct PlaygroundGuard<Context: RequestContext>: RouterMiddleware {
    let loopbackOnly: Bool

    static var contentSecurityPolicy: String {
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob: data:; connect-src 'self'; "
            + "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            try check(request)
            response = try await next(request, context)
        } catch let error as PlaygroundError {
            response = try error.response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            // Hummingbird's own (an unknown route, a body that ended early): the same JSON shape.
            let message = error.status == .notFound
                ? "no such endpoint: \(request.method) \(request.uri.path) (docs/PLAYGROUND.md lists the API)"
                : error.status.reasonPhrase
            let code = error.status == .notFound ? "not-found" : "bad-request"
            response = try PlaygroundError(error.status, code, message)
                .response(from: request, context: context)
        } catch {
            context.logger.error("playground: \(request.method) \(request.uri.path) failed: \(error)")
            response = try PlaygroundError(.internalServerError, "internal", "the server failed to answer this request")
                .response(from: request, context: context)
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[PlaygroundHeader.referrerPolicy] = "no-referrer"
        response.headers[PlaygroundHeader.resourcePolicy] = "same-origin"
        return response
    }

    /// Refuses a request addressed to another name than loopback's (when bound there) or sent from another origin.
    func check(_ request: Request) throws {
        let names = [request.head.authority, request.headers[PlaygroundHeader.host]].compactMap { $0 }
        let host = names.last
        if loopbackOnly {
            guard !names.isEmpty, names.allSatisfy(Self.isLoopbackAuthority) else {
                throw PlaygroundError(.misdirectedRequest, "host-not-allowed",
                                      "the playground listens on loopback and answers only requests to 127.0.0.1, "
                                        + "localhost or [::1] (this one was for \(names.first { !Self.isLoopbackAuthority($0) } ?? "no host"))")
            }
        }
        if let origin = request.headers[.origin] {
            guard let host, origin == "http://\(host)" else {
                throw PlaygroundError(.forbidden, "origin-not-allowed",
                                      "requests from \(origin) are not allowed: the playground answers only its own page")
            }
        }
    }

    /// Whether an authority (`host[:port]`) names a loopback address.
    static func isLoopbackAuthority(_ authority: String) -> Bool {
        var name = authority.lowercased()
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            return name[name.index(after: name.startIndex)..<close] == "::1"
        }
        if let colon = name.lastIndex(of: ":") { name = String(name[..<colon]) }
        if name == "localhost" { return true }
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { UInt8($0) != nil }
    }
}
