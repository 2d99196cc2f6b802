import Dispatch
import Foundation
import LiquidGlassCodecs
import LiquidGlassCore
import LiquidGlassFiles

/// Writes an animation while its frames are still being rendered: each frame handed to ``append(_:)`` is
/// encoded on a thread of the writer's own while the caller goes on to render the next one, and ``finish()``
/// puts the file in place. The format is chosen by the path's extension, as ``AnimationFileFormat`` chooses it,
/// with the same defaults; the bytes are those of ``AnimationFileFormat/write(_:to:)`` given the same frames
/// (the encoders take their frames one at a time in both cases, in order).
///
/// ```swift
/// let writer = try AnimationWriter(to: URL(filePath: "burst.apng"))
/// for k in 0..<48 {
///     try writer.append(AnimationFrame(image: render(at: Double(k) / 60), time: Double(k) / 60))
/// }
/// try writer.finish()
/// ```
///
/// At most two frames wait for the encoder: ``append(_:)`` waits when the encoder falls that far behind, so
/// frames do not pile up in memory. An encoding failure is thrown by the next ``append(_:)`` or by
/// ``finish()``; nothing is left half-written (a writer dropped without ``finish()`` leaves no file either).
public final class AnimationWriter: @unchecked Sendable {
    // Thread safety: the encoder is used only on `queue` (and by `finish`/`cancel` after draining it); the
    // failure is guarded by the worker's lock. The queued work holds the worker, not the writer, so a writer
    // dropped without `finish()` is cancelled at once, on the dropping thread.
    private final class Worker: @unchecked Sendable {
        enum Sink {
            case file(any AnimationStreamEncoder, URL)
            case folder(PNGSequenceWriter.Stream)
        }
        let sink: Sink
        private let lock = NSLock()
        private var error: AnimationEncodingError?

        init(_ sink: Sink) { self.sink = sink }

        var failure: AnimationEncodingError? { lock.withLock { error } }

        func add(_ frame: AnimationFrame) {
            guard failure == nil else { return }
            do throws(AnimationEncodingError) {
                switch sink {
                case .file(let encoder, _): try encoder.add(frame)
                case .folder(let stream): try stream.add(frame)
                }
            } catch {
                lock.withLock { self.error = error }
            }
        }

        var output: String {
            switch sink {
            case .file(_, let url): url.lastPathComponent
            case .folder(let stream): stream.output
            }
        }
    }

    private let worker: Worker
    private let lastFrameDuration: TimeInterval?
    private let queue = DispatchQueue(label: "liquidglass.animation-writer")
    private let waiting = DispatchSemaphore(value: 2)
    private var finished = false

    /// Starts an animation at `url`: `.png`/`.apng` APNG, `.webp` lossless WebP, `.gif` GIF, no extension a
    /// folder of numbered PNGs.
    ///
    /// - Parameter lastFrameDuration: how long the last frame shows (default: the previous interval; 0.1 s for
    ///   one frame). A folder of PNGs records times only.
    /// - Throws: ``AnimationEncodingError`` for an unknown extension, a folder to write into that does not exist,
    ///   or a folder path that holds a file or a folder that is not empty — before any frame is rendered.
    public init(to url: URL, lastFrameDuration: TimeInterval? = nil) throws(AnimationEncodingError) {
        guard let format = AnimationFileFormat(url: url) else {
            throw AnimationFileFormat.unknownExtension(url)
        }
        let output = url.lastPathComponent
        // A file's place as every output's; a folder of PNGs (which may exist already) by the folder it goes in.
        do {
            if format == .pngSequence {
                try OutputPolicy.checkFolder(of: url.path, path: url.path)
            } else {
                try OutputPolicy.check(url.path)
            }
        } catch {
            throw AnimationEncodingError(output: error.file, reason: error.reason)
        }
        switch format {
        case .apng: worker = Worker(.file(try APNGEncoder.Stream(loopCount: 0, output: output), url))
        case .webp:
            worker = Worker(.file(try WebPAnimationEncoder.Stream(compression: .lossless, method: 4, loopCount: 0, output: output), url))
        case .gif: worker = Worker(.file(try GIFEncoder.Stream(loopCount: 0, output: output), url))
        case .pngSequence: worker = Worker(.folder(try PNGSequenceWriter.Stream(url: url)))
        }
        self.lastFrameDuration = lastFrameDuration
    }

    deinit { cancel() }

    /// Hands a frame to the encoder and returns at once (unless two frames are already waiting for it).
    ///
    /// - Throws: ``AnimationEncodingError`` when an earlier frame failed to encode, or after ``finish()``.
    public func append(_ frame: AnimationFrame) throws(AnimationEncodingError) {
        if let failure = worker.failure { throw failure }
        guard !finished else {
            throw AnimationEncodingError(output: worker.output, reason: "the animation is already finished")
        }
        waiting.wait()
        queue.async { [worker, waiting] in
            worker.add(frame)
            waiting.signal()
        }
    }

    /// Waits for the frames handed over and writes the animation in place (atomically).
    ///
    /// - Throws: ``AnimationEncodingError`` for no frames, a frame that failed to encode, or a write that failed.
    public func finish() throws(AnimationEncodingError) {
        guard !finished else { return }
        queue.sync {}
        finished = true
        if let failure = worker.failure {
            discard()
            throw failure
        }
        switch worker.sink {
        case .file(let encoder, let url):
            try OutputFile.write(try encoder.finish(lastFrameDuration: lastFrameDuration), to: url)
        case .folder(let stream):
            try stream.finish()
        }
    }

    /// Stops: waits for the frame being encoded and leaves nothing behind (nothing, after ``finish()``).
    public func cancel() {
        queue.sync {}
        guard !finished else { return }
        finished = true
        discard()
    }

    private func discard() {
        if case .folder(let stream) = worker.sink { stream.cancel() }
    }
}

/// An encoder that takes an animation's frames one at a time and gives its bytes at the end.
protocol AnimationStreamEncoder: AnyObject {
    /// Checks and encodes the next frame.
    func add(_ frame: AnimationFrame) throws(AnimationEncodingError)
    /// The whole file, the last frame showing for `lastFrameDuration` (nil: the interval before it).
    func finish(lastFrameDuration: TimeInterval?) throws(AnimationEncodingError) -> Data
}

extension AnimationStreamEncoder {
    /// Encodes a whole animation through a stream: the frames are checked as a whole first (so a bad time late in
    /// the list fails before any work), then go through the same steps as frames written while they are rendered,
    /// so both ways give the same bytes.
    static func encodeAll(
        _ frames: [AnimationFrame], lastFrameDuration: TimeInterval?, output: String,
        stream makeStream: () throws(AnimationEncodingError) -> Self
    ) throws(AnimationEncodingError) -> Data {
        _ = try FrameSequence(frames, lastFrameDuration: lastFrameDuration, output: output)
        let stream = try makeStream()
        for frame in frames { try stream.add(frame) }
        return try stream.finish(lastFrameDuration: lastFrameDuration)
    }
}
