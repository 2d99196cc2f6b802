internal import LiquidGlass
internal import LiquidGlassMotion
internal import LiquidGlassSceneMotion
internal import LiquidGlassAnimationCodecs

/// The timing of a UIKit animation block.
enum MotionTiming {
    case linear(TimeInterval), easeIn(TimeInterval), easeOut(TimeInterval), easeInOut(TimeInterval)
    case dampedSpring(duration: TimeInterval, dampingRatio: Double)
    case spring(duration: TimeInterval, bounce: Double)
    /// A cubic Bézier through (0, 0), the two control points and (1, 1) (`UICubicTimingParameters`).
    case curve(CGPoint, CGPoint, duration: TimeInterval)
    /// A spring of mass, stiffness and damping, running for as long as its physics take (the duration is ignored,
    /// as UIKit documents for `UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`).
    case physicalSpring(mass: Double, stiffness: Double, damping: Double)

    /// LiquidGlassMotion's animation of the same timing: UIKit's curves are the CSS/Core Animation cubic
    /// Béziers SwiftUI's `easeIn`/`easeOut`/`easeInOut` also use; `usingSpringWithDamping` is a spring settling in
    /// its duration at its damping ratio; `springDuration:bounce:` is SwiftUI's spring of that duration and bounce.
    var animation: LiquidGlassMotion.Animation {
        switch self {
        case .linear(let d): return .linear(duration: d)
        case .easeIn(let d): return .easeIn(duration: d)
        case .easeOut(let d): return .easeOut(duration: d)
        case .easeInOut(let d): return .easeInOut(duration: d)
        case .dampedSpring(let d, let ratio):
            return .spring(Spring(settlingDuration: max(d, 0.01), dampingRatio: min(max(ratio, 0.01), 1)))
        case .spring(let d, let bounce): return .spring(duration: d, bounce: bounce)
        case .curve(let c1, let c2, let d): return .timingCurve(Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), duration: d)
        case .physicalSpring(let mass, let stiffness, let damping):
            return .spring(Spring(mass: max(mass, 1e-6), stiffness: max(stiffness, 1e-6), damping: max(damping, 0), allowOverDamping: true))
        }
    }
}

/// Records what UIKit animation code does, frame by frame, with real glass (a LiquidGlassUIKit addition, shaped
/// like LiquidGlassUI's `AnimationRecorder`):
///
/// ```swift
/// let recorder = GlassAnimationRecorder(view: screen)
/// let recording = try recorder.record(duration: 0.6) {
///     UIView.animate(withDuration: 0.4) { banner.effect = UIGlassEffect() }   // materializes
/// }
/// try recording.write(to: URL(filePath: "banner.apng"))                     // .apng/.png, .webp, .gif, folder
/// ```
///
/// The hierarchy is drawn before `changes` runs and after; each frame is the engine's display list part of the way
/// from one to the other (LiquidGlassSceneMotion's `DisplayListInterpolation`, LiquidGlassUI's mixing rule: views
/// matched by their place in the hierarchy move and resize; glass that appears in a container grows out of its
/// neighbours, other glass materializes — its lensing ramps in, never a fade; content fades), the progress
/// following the timing of the first `UIView.animate` call in `changes` (changes made outside an animation block
/// move with it too; with no animation block the change is immediate). Frames render through one render session,
/// so glass keeps its light or dark look while it moves.
@MainActor
public final class GlassAnimationRecorder {
    public let view: UIView
    /// Pixels per point.
    public var scale: CGFloat = 2
    public var framesPerSecond: Double = 30
    /// Paint the system background under the view.
    public var isOpaque = false

    public init(view: UIView) { self.view = view }

    /// The timings noted by the animation blocks of the recording running now (nil: none is running).
    private static var noted: [(MotionTiming, TimeInterval, Double)]?

    /// Notes an animation's timing; `fraction` is how much of it was done before it started (a property animator
    /// scrubbed to its `fractionComplete`): its frames run the rest, from there.
    static func note(_ timing: MotionTiming, delay: TimeInterval, from fraction: Double = 0) {
        noted?.append((timing, delay, min(max(fraction, 0), 1)))
    }

    /// Runs `changes` and records `duration` seconds of its animation.
    ///
    /// - Throws: ``RecordingError`` when a frame cannot be rendered (its reason from the render's report).
    public func record(duration: TimeInterval, _ changes: () -> Void) throws -> GlassRecording {
        let draw = [(view: view, source: view.bounds, target: CGRect(origin: .zero, size: view.bounds.size))]
        let before = GlassViewRenderer.displayList(draw)
        Self.noted = []
        changes()
        let timings = Self.noted ?? []
        Self.noted = nil
        let after = GlassViewRenderer.displayList(draw)
        let animation = timings.first.map { $0.0.animation.delay($0.1) }
        let start = timings.first?.2 ?? 0
        let session = RenderSession()
        let count = max(Int((duration * framesPerSecond).rounded(.down)), 0) + 1
        var frames: [AnimationFrame] = []
        var images: [UIImage] = []
        for i in 0..<count {
            let t = Double(i) / framesPerSecond
            let progress = animation.map { start + (1 - start) * $0.progress(at: t) } ?? 1
            let list = DisplayListInterpolation.interpolate(from: before.list, to: after.list, progress: progress)
            let result = GlassViewRenderer.render(list, reported: after.reported, notes: after.notes, dark: after.dark,
                                                  size: view.bounds.size, scale: scale, opaque: isOpaque, session: session)
            guard let image = result.image, case .picture(_, let pixels) = image.source else {
                throw RecordingError(message: "frame \(i) (\(t) s): " + result.report.warnings.joined(separator: "; "))
            }
            images.append(image)
            frames.append(AnimationFrame(image: pixels, time: t))
        }
        return GlassRecording(images: images, frames: frames, framesPerSecond: framesPerSecond)
    }
}

/// The frames a ``GlassAnimationRecorder`` recorded.
public struct GlassRecording {
    /// Each frame as an image, its ``UIImage/glassRenderReport`` naming the glass by the final state's views.
    public let images: [UIImage]
    let frames: [AnimationFrame]
    public let framesPerSecond: Double

    /// Writes the frames as an animation, by the file's extension: `.png`/`.apng`, `.webp`, `.gif`, or a folder of
    /// PNGs (no extension).
    public func write(to url: URL) throws {
        do { try AnimationFileFormat.write(frames, to: url) } catch {
            throw RecordingError(message: "\(url.path): \(error)")
        }
    }
}

/// Why a recording could not be made or written.
public struct RecordingError: Error, CustomStringConvertible, Sendable {
    public let message: String
    public var description: String { message }
}
