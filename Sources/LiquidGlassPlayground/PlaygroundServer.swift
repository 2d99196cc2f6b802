import Foundation
import Hummingbird
import Logging

/// `liquidglass playground`'s server: the JSON/HTTP API over the engine's scene loader, ``RenderSession``, report
/// and PNG encoder (docs/PLAYGROUND.md), on Hummingbird.
///
/// ```swift
/// var configuration = PlaygroundConfiguration()
/// configuration.sampleBackdrops = ["coffee.png": coffeeURL]
/// let server = try PlaygroundServer(configuration: configuration)
/// try await server.run { url in print("Playground at \(url)") }
/// ```
public struct PlaygroundServer: Sendable {
    public let configuration: PlaygroundConfiguration
    let store: BackdropStore
    let queue: RenderQueue
    let sessions: PlaygroundSessions

    /// Makes the server's temporary folder (with copies of the sample backdrops); nothing listens until ``run(onRunning:)``.
    public init(configuration: PlaygroundConfiguration) throws {
        try self.init(configuration: configuration, beforeJob: nil)
    }

    /// With a function called before each job on the render thread (tests hold a job there to fill the queue).
    package init(configuration: PlaygroundConfiguration, beforeJob: (@Sendable () -> Void)?) throws {
        self.configuration = configuration
        store = try BackdropStore(samples: configuration.sampleBackdrops, maxUploads: configuration.maxUploads,
                                  maxBytes: configuration.maxUploadStoreBytes)
        queue = RenderQueue(maxQueued: configuration.maxQueuedRenders, timeLimit: configuration.renderTimeLimit,
                            beforeJob: beforeJob)
        sessions = PlaygroundSessions(limit: configuration.maxSessions)
    }

    /// The server's own temporary folder: everything it writes is in it, and it is deleted when the server stops.
    public var temporaryFolder: URL { store.root }

    /// The router with every endpoint behind the ``PlaygroundGuard``.
    package func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        router.add(middleware: PlaygroundGuard<BasicRequestContext>(loopbackOnly: configuration.isLoopback))
        addRoutes(to: router)
        return router
    }

    /// The application, calling `onRunning` with the page's address once it listens.
    package func makeApplication(onRunning: @escaping @Sendable (URL) async -> Void = { _ in })
        -> some ApplicationProtocol {
        var logger = Logger(label: "liquidglass.playground")
        logger.logLevel = .warning
        let host = configuration.host
        return Application(
            router: makeRouter(),
            configuration: .init(address: .hostname(host, port: configuration.port), serverName: "liquidglass-playground"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shown = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
                await onRunning(URL(string: "http://\(shown):\(port)/")!)
            },
            logger: logger)
    }

    /// Serves until the process is interrupted (SIGINT or SIGTERM), then deletes the server's temporary folder.
    public func run(onRunning: @escaping @Sendable (URL) async -> Void) async throws {
        defer { store.removeAll() }
        try await makeApplication(onRunning: onRunning).runService()
    }

    /// Deletes the server's temporary folder (``run(onRunning:)`` does when it returns).
    public func removeTemporaryFolder() { store.removeAll() }
}
