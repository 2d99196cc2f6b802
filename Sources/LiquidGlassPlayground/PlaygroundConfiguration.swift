import Foundation

/// Where the playground listens and the limits it keeps to (docs/PLAYGROUND.md lists them with their reasons).
///
/// The defaults are the safe ones: loopback only, bodies and images bounded, one render at a time with a short
/// queue behind it, uploads held in a bounded store inside the server's own temporary folder.
public struct PlaygroundConfiguration: Sendable {
    /// The address to bind: loopback unless told otherwise.
    public var host: String = "127.0.0.1"
    /// The port (0 picks a free one; ``PlaygroundServer/run(onRunning:)`` reports the one bound).
    public var port: Int = 8026

    /// The largest scene body (`/api/render`, `/api/validate`): 1 MiB. A phone screen's scene is a few KiB; the
    /// scene loader's own limit (16 MiB) is for files on disk, not for a request any page sends.
    public var maxSceneBytes = 1 << 20
    /// The largest upload (`/api/backdrops`): 25 MiB, a 24-megapixel JPEG straight from a camera.
    public var maxUploadBytes = 25 << 20
    /// The most pixels a decoded image may have — an upload, and the rendered canvas: 2^26 (67 megapixels,
    /// 8192 × 8192), about 1 GiB of float RGBA.
    public var maxImagePixels = 1 << 26
    /// How long a request waits for its render before it is answered 503 (the render itself cannot be
    /// interrupted: it keeps its place in the queue until the engine returns, so slow scenes cannot pile up).
    public var renderTimeLimit: Duration = .seconds(20)
    /// Renders waiting behind the one running; one more is answered 503 with Retry-After.
    public var maxQueuedRenders = 4
    /// Page sessions kept (each a `RenderSession` with its kept backdrop, one canvas of float RGBA); the least
    /// recently used is dropped beyond this.
    public var maxSessions = 8
    /// Uploaded backdrops kept; the oldest is deleted beyond this count or ``maxUploadStoreBytes``.
    public var maxUploads = 32
    /// Bytes of uploaded files kept: 256 MiB.
    public var maxUploadStoreBytes = 256 << 20
    /// Worker threads of a render (default: all cores).
    public var renderThreads: Int?

    /// The bundled sample photographs a scene may name (`image: coffee.png`), by file name. The program supplies
    /// them (the CLI hands over the gallery's photos): the playground ships no pictures of its own.
    public var sampleBackdrops: [String: URL] = [:]

    /// The safe defaults.
    public init() {}

    /// Whether ``host`` is a loopback address, where the server answers only requests addressed to loopback names
    /// (so that a web page cannot reach it through a DNS name it rebinds to 127.0.0.1).
    public var isLoopback: Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
    }
}
