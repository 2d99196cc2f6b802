import Foundation
import LiquidGlassCore

/// A painted backdrop that glass is drawn over again and again — the frames of an animation over a still
/// photo, an app redrawing its glass, a playground — with its frost made once.
///
/// The frosted backdrop depends on the backdrop and the blur radius, not on where the glass is, so a prepared
/// backdrop blurs the whole canvas once per radius, at the coarse resolution the blur allows (see
/// ``FrostedBackdrop``: a 7 pt frost at @3x is computed on a grid seven times coarser), the first time a frame
/// needs it, and every later frame and every element with the same radius samples the same one. Measured on the
/// standard benchmark scene (release build): the five elements' frosts were ≈ 3.3 ms of an 18.4 ms frame
/// when made per frame.
///
/// The frost is a one-off render's wherever glass samples it: a one-off render blurs only the region around each
/// element, but on the same grid (coarse pixels aligned to multiples of the factor in canvas pixels) and with a
/// margin wider than the kernel, so the coarse pixels the glass reads are the same; only the sample positions,
/// measured from another origin, round differently in the last bit (`PreparedBackdropTests`: at most 3.6·10⁻⁷).
///
/// The image is held by value: changing the caller's copy afterwards does not change this one (prepare a new
/// backdrop when the content behind the glass changes). Safe to share between threads.
public final class PreparedBackdrop: @unchecked Sendable {
    /// The painted backdrop.
    public let image: LinearImage
    private let lock = NSLock()
    /// Frosts made so far, by blur radius in canvas pixels, most recently used last.
    private var frosts: [(sigma: Float, frost: FrostedBackdrop)] = []
    /// Radii asked for once, most recent last: a radius is frosted whole only when it is asked for again.
    private var seen: [Float] = []
    /// At most this many whole-canvas frosts are kept (the least recently used goes first).
    static let capacity = 4
    /// Toned copies of the whole-canvas frosts (``ElementShader/tonedFrosts``), by frost and tone, most recently used
    /// last; each holds its frost, so an identity compared here is never a reused address.
    private var toned: [(frost: FrostedBackdrop, tone: ElementShader.ToneKey, toned: FrostedBackdrop)] = []
    static let tonedCapacity = 8
    /// Measurements made so far, by rectangle (``analysis(in:scale:)``), at most ``analysisCapacity`` of them.
    private var analyses: [AnalysisKey: BackdropAnalysis] = [:]
    static let analysisCapacity = 256

    public init(_ image: LinearImage) {
        self.image = image
    }

    /// The whole canvas blurred with standard deviation `sigma` (canvas pixels), or nil the first time a radius
    /// is asked for: blurring the whole canvas costs a read of every pixel (≈ 4 ms at 1206×2622), more than one
    /// frame's frost near the glass, so it pays only for a radius that comes back. Glass whose blur changes every
    /// frame (materializing) keeps making its frost near the glass, and the cache stays bounded.
    func frost(sigma: Float, threads: Int) -> FrostedBackdrop? {
        lock.lock()
        defer { lock.unlock() }
        if let i = frosts.firstIndex(where: { $0.sigma == sigma }) {
            let entry = frosts.remove(at: i)
            frosts.append(entry)
            return entry.frost
        }
        guard let i = seen.firstIndex(of: sigma) else {
            seen.append(sigma)
            if seen.count > 4 * Self.capacity { seen.removeFirst() }
            return nil
        }
        seen.remove(at: i)
        let made = FrostedBackdrop(backdrop: image, region: PixelRect(x0: 0, y0: 0, x1: image.width, y1: image.height),
                                   sigma: sigma, threads: threads)
        frosts.append((sigma, made))
        if frosts.count > Self.capacity { frosts.removeFirst() }
        return made
    }

    /// `frost` toned with `tone`, made by `make` the first time and kept for later frames, when `frost` is one of
    /// the whole-canvas frosts held here (nil otherwise: a frost made near one pass is toned by that pass). Toning
    /// the crops each frame cost the standard scene 0.2 ms on two threads (interleaved `bench` runs).
    func toned(_ frost: FrostedBackdrop, tone: ElementShader.ToneKey, make: () -> FrostedBackdrop) -> FrostedBackdrop? {
        lock.lock()
        defer { lock.unlock() }
        guard frosts.contains(where: { $0.frost === frost }) else { return nil }
        if let i = toned.firstIndex(where: { $0.frost === frost && $0.tone == tone }) {
            let entry = toned.remove(at: i)
            toned.append(entry)
            return entry.toned
        }
        let made = make()
        toned.removeAll { entry in !frosts.contains { $0.frost === entry.frost } }
        toned.append((frost, tone, made))
        if toned.count > Self.tonedCapacity { toned.removeFirst() }
        return made
    }

    /// What lies behind `frame` (points) at `scale`, measured once per frame rectangle: ``BackdropAnalysis/measure(_:in:scale:)``
    /// on the held image, kept for the next frame — glass that stays put is not measured again (0.2–0.3 ms of a
    /// standard-scene frame, serial, perf). At most ``analysisCapacity`` rectangles are kept; the cache
    /// is emptied when full (moving glass asks for new rectangles every frame).
    func analysis(in frame: CGRect, scale: Double, over background: Double) -> BackdropAnalysis {
        let key = AnalysisKey(frame: frame, scale: scale, background: background)
        lock.lock()
        if let known = analyses[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let measured = BackdropAnalysis.measure(image, in: frame, scale: scale, over: background)
        lock.lock()
        if analyses.count >= Self.analysisCapacity { analyses.removeAll(keepingCapacity: true) }
        analyses[key] = measured
        lock.unlock()
        return measured
    }

    private struct AnalysisKey: Hashable {
        var x: Double, y: Double, width: Double, height: Double, scale: Double, background: Double
        init(frame: CGRect, scale: Double, background: Double) {
            x = Double(frame.origin.x); y = Double(frame.origin.y)
            width = Double(frame.width); height = Double(frame.height)
            self.scale = scale
            self.background = background
        }
    }

    /// How many rectangles' measurements are kept (for tests).
    var analysisCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return analyses.count
    }

    /// The radii frosted whole so far (for tests).
    var frostedRadii: [Float] {
        lock.lock()
        defer { lock.unlock() }
        return frosts.map(\.sigma)
    }
}
