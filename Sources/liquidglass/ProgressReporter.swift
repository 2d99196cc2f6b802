import Foundation

/// Progress of long work on standard error — frames of an animation, images of the demo: on a terminal a bar
/// redrawn in place (with the rate and the time left), otherwise a plain line every 10 %, so a log stays short.
final class ProgressReporter: @unchecked Sendable {
    private let start = Date()
    private let terminal: Bool
    private let unit: String
    private var lastDecile = -1
    private var lastLine = ""

    /// - Parameters:
    ///   - unit: what is counted ("frames", "images").
    ///   - terminal: whether standard error is a terminal (by default, asked of the system).
    init(unit: String = "frames", terminal: Bool = isatty(STDERR_FILENO) != 0) {
        self.unit = unit
        self.terminal = terminal
    }

    /// `done` of `total` finished; `item` names the one in hand (shown on a terminal).
    func update(_ done: Int, _ total: Int, item: String? = nil) {
        let elapsed = Date().timeIntervalSince(start)
        let rate = elapsed > 0 ? Double(done) / elapsed : 0
        let left = rate > 0 ? Double(total - done) / rate : 0
        let perSecond = unit == "frames" ? String(format: "  %.1f fps", rate) : ""
        let figures = "\(done)/\(total) \(unit)\(perSecond)" + (done > 0 && done < total ? String(format: "  %.0f s left", left) : "")
        if terminal {
            let width = 30
            let filled = total > 0 ? min(width, width * done / total) : width
            let bar = String(repeating: "#", count: filled) + String(repeating: " ", count: width - filled)
            var line = "[\(bar)] \(figures)"
            if let item { line += "  " + item }
            lastLine = String(String(line).prefix(120))
            write("\r\u{1B}[K" + lastLine)
        } else {
            let decile = total > 0 ? 10 * done / total : 10
            if decile != lastDecile {
                lastDecile = decile
                write("rendered \(figures)\n")
            }
        }
    }

    /// Prints `line` on standard output without tearing the bar: the bar is cleared, the line printed, the bar
    /// drawn again below it.
    func print(_ line: String) {
        if terminal && !lastLine.isEmpty { write("\r\u{1B}[K") }
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
        if terminal && !lastLine.isEmpty { write(lastLine) }
    }

    func finish() {
        if terminal && !lastLine.isEmpty { write("\n") }
        lastLine = ""
    }

    private func write(_ text: String) { FileHandle.standardError.write(Data(text.utf8)) }
}

/// A step whose length is unknown (compiling the preview program): its name and the seconds so far, redrawn
/// every half second on a terminal; on a log, one line when it starts and one when it ends.
final class StageTicker: @unchecked Sendable {
    private let label: String
    private let start = Date()
    private let terminal: Bool
    private let lock = NSLock()
    private var running = true
    private let stopped = DispatchSemaphore(value: 0)

    init(_ label: String, terminal: Bool = isatty(STDERR_FILENO) != 0) {
        self.label = label
        self.terminal = terminal
        if terminal {
            Thread.detachNewThread { [self] in
                while lock.withLock({ running }) {
                    let seconds = Int(Date().timeIntervalSince(start))
                    FileHandle.standardError.write(Data("\r\u{1B}[K\(label)… \(seconds) s".utf8))
                    Thread.sleep(forTimeInterval: 0.5)
                }
                stopped.signal()
            }
        } else {
            FileHandle.standardError.write(Data("\(label)…\n".utf8))
        }
    }

    /// Ends the step, saying how long it took.
    func finish() {
        lock.withLock { running = false }
        if terminal { stopped.wait() }
        let seconds = Date().timeIntervalSince(start)
        let prefix = terminal ? "\r\u{1B}[K" : ""
        FileHandle.standardError.write(Data((prefix + String(format: "%@: done in %.1f s\n", label, seconds)).utf8))
    }
}

/// The demo's progress: every image it writes (a recording's frames each count as one), one bar for the run.
final class DemoProgress: @unchecked Sendable {
    let reporter: ProgressReporter
    private(set) var done = 0
    let total: Int

    init(total: Int, reporter: ProgressReporter = ProgressReporter(unit: "images")) {
        self.total = total
        self.reporter = reporter
        reporter.update(0, total)
    }

    /// Shows `item` as the one in hand.
    func begin(_ item: String) { reporter.update(done, total, item: item) }
    /// `count` more done.
    func advance(_ count: Int = 1, item: String? = nil) {
        done += count
        reporter.update(done, total, item: item)
    }
    /// Prints a written file's path.
    func wrote(_ path: String) { reporter.print(path) }
    func finish() { reporter.finish() }
}
