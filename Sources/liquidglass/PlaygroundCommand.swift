import ArgumentParser
import Dispatch
import Foundation
import LiquidGlassGallery
import LiquidGlassPlayground
import Synchronization

/// `liquidglass playground [--port 8026] [--host 127.0.0.1] [--open]`: serves the playground (docs/PLAYGROUND.md)
/// until interrupted.
struct PlaygroundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "playground",
        abstract: "Serve the playground: edit a scene in a browser and see it rendered, or use its HTTP API.",
        discussion: """
            Prints the page's address and serves until interrupted (Ctrl-C). Loopback only unless --host names \
            another address. The API (POST /api/render, /api/validate, /api/code, /api/animate, /api/backdrops; GET \
            /api/samples, /api/symbols) and its limits are in docs/PLAYGROUND.md.
            """)

    @Option(parsing: .unconditional, help: "The port to listen on (0 picks a free one).")
    var port: Int = 8026

    @Option(help: "The address to listen on. Anything but loopback lets other machines use the server.")
    var host: String = "127.0.0.1"

    @Flag(help: "Open the page in the default browser once the server listens.")
    var open = false

    @Option(parsing: .unconditional, help: "Worker threads of a render (default: all cores).")
    var threads: Int?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be from 0 to 65535") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
        if let threads, threads < 1 { throw ValidationError("--threads must be at least 1") }
    }

    func run() throws {
        try failingWithExitCode1 {
            var configuration = PlaygroundConfiguration()
            configuration.host = host
            configuration.port = port
            configuration.renderThreads = threads
            for backdrop in SampleBackdrop.allCases {
                if let url = backdrop.url { configuration.sampleBackdrops["\(backdrop.rawValue).png"] = url }
            }
            if !configuration.isLoopback {
                FileHandle.standardError.write(Data(("warning: listening on \(host), not loopback: anyone who can reach "
                    + "this address can render scenes and upload pictures\n").utf8))
            }
            let server: PlaygroundServer
            do { server = try PlaygroundServer(configuration: configuration) } catch {
                throw CommandFailure("cannot prepare the playground's temporary folder: \(readable(error))")
            }
            let failure = Mutex<String?>(nil)
            let finished = DispatchSemaphore(value: 0)
            let open = self.open
            let (host, port) = (self.host, self.port)
            // The server runs in Swift concurrency; this thread waits for it (ArgumentParser's run is synchronous).
            Task.detached {
                do {
                    try await server.run { url in
                        // Written straight to the file descriptor, so a program reading the pipe sees it at once.
                        FileHandle.standardOutput.write(Data("LiquidGlass playground: \(url)  (Ctrl-C to stop)\n".utf8))
                        if open { Self.openInBrowser(url) }
                    }
                } catch {
                    failure.withLock { $0 = "cannot serve on \(host):\(port): \(error)" }
                }
                finished.signal()
            }
            finished.wait()
            if let message = failure.withLock({ $0 }) { throw CommandFailure(message) }
        }
    }

    /// Opens `url` with the system's opener (`xdg-open` on Linux, `open` on macOS); a missing opener is reported,
    /// the server keeps running.
    static func openInBrowser(_ url: URL) {
        #if os(macOS)
        let opener = "/usr/bin/open"
        #else
        let opener = "/usr/bin/xdg-open"
        #endif
        let process = Process()
        process.executableURL = URL(fileURLWithPath: opener)
        process.arguments = [url.absoluteString]
        do { try process.run() } catch {
            FileHandle.standardError.write(Data("warning: cannot open a browser (\(opener)): open \(url) yourself\n".utf8))
        }
    }
}
