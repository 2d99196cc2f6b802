import Foundation
import LiquidGlass
import LiquidGlassMotion

/// An animated change from one scene to another, as SwiftUI animates a state change: every animatable
/// property moves from its old to its new value along the same ``Animation`` (each property's displacement is
/// `change × progress(t)`, which for a spring starting at rest is exactly what SwiftUI computes per property).
///
/// Each state is a display list (``Scene/displayList``) and a frame is ``DisplayListInterpolation`` of the two:
/// elements are matched by `id` (otherwise by position in the element list); a matched element's frame, corner
/// radius, tint and container spacing move; an element in one state only grows out of (melts back into) the
/// nearest glass of its container, or else materializes. The background, shapes' kinds, glass variants and
/// labels are the destination's; the canvas must be the same.
///
/// ``scene(at:)`` gives the in-between scene for states with the same elements (debug layers are rendered
/// from it); ``render(framesPerSecond:duration:renderer:progress:)`` renders the final picture from display
/// lists, so it also animates elements that come and go.
public struct SceneTransition: Sendable {
    public let from: Scene
    public let to: Scene
    public let animation: Animation

    /// - Throws: ``SceneTransitionError`` when the canvases differ or the elements cannot be matched.
    public init(from: Scene, to: Scene, animation: Animation = .smooth) throws(SceneTransitionError) {
        guard from.canvas == to.canvas else {
            throw SceneTransitionError("the two states have different canvases (\(from.canvas.width)×\(from.canvas.height) @\(from.canvas.scale)x and \(to.canvas.width)×\(to.canvas.height) @\(to.canvas.scale)x)")
        }
        self.from = from
        self.to = to
        self.animation = animation
    }

    static func match(_ element: GlassElement, index: Int, in elements: [GlassElement]) -> Int? {
        if let id = element.id { return elements.firstIndex { $0.id == id } }
        return index < elements.count ? index : nil
    }

    /// Seconds until the motion settles (`.infinity` for a repeat-forever animation).
    public var duration: TimeInterval { animation.estimatedDuration }

    /// The display list at `time` seconds after the change (what ``render(framesPerSecond:duration:renderer:progress:)``
    /// draws for the final layer).
    public func displayList(at time: TimeInterval) -> DisplayList {
        DisplayListInterpolation.interpolate(from: from.displayList, to: to.displayList, progress: animation.progress(at: time),
                                             reduceMotion: to.accessibility.reduceMotion)
    }

    /// Whether both states have the same elements (by id, else by position), so that ``scene(at:)`` covers them.
    public var hasSameElements: Bool {
        from.elements.count == to.elements.count
            && to.elements.enumerated().allSatisfy { SceneTransition.match($1, index: $0, in: from.elements) != nil }
    }

    /// The scene at `time` seconds after the change, for states with the same elements (``hasSameElements``):
    /// elements only one state has are left as the destination has them.
    public func scene(at time: TimeInterval) -> Scene {
        let p = animation.progress(at: time)
        var scene = to
        for (index, target) in to.elements.enumerated() {
            guard let sourceIndex = SceneTransition.match(target, index: index, in: from.elements) else { continue }
            let source = from.elements[sourceIndex]
            var element = target
            element.frame = CGRect(
                x: lerp(source.frame.minX, target.frame.minX, p), y: lerp(source.frame.minY, target.frame.minY, p),
                width: max(0, lerp(source.frame.width, target.frame.width, p)),
                height: max(0, lerp(source.frame.height, target.frame.height, p)))
            if let a = source.shape as? RoundedRectangle, let b = target.shape as? RoundedRectangle, a.style == b.style {
                element.shape = RoundedRectangle(cornerRadius: lerp(a.cornerRadius, b.cornerRadius, p), style: b.style)
            }
            element.press = min(max(lerp(source.press, target.press, p), 0), 1)
            if element.touch == nil { element.touch = source.touch }
            if let a = source.glass.tintColor, let b = target.glass.tintColor {
                element.glass.tintColor = Color(light: a.light + (b.light - a.light) * Float(p), dark: a.dark + (b.dark - a.dark) * Float(p))
            }
            if var container = target.container, let old = source.container {
                container.spacing = lerp(old.spacing, container.spacing, p)
                element.container = container
            }
            scene.elements[index] = element
        }
        return scene
    }

    private func lerp(_ a: CGFloat, _ b: CGFloat, _ p: Double) -> CGFloat { a + (b - a) * CGFloat(p) }
    private func lerp(_ a: Double, _ b: Double, _ p: Double) -> Double { a + (b - a) * p }

    /// The frame times for `framesPerSecond` over `duration` seconds (default: the settling duration),
    /// from 0 up to and including the end.
    public func frameTimes(framesPerSecond: Double, duration: TimeInterval? = nil) throws(SceneTransitionError) -> [TimeInterval] {
        guard framesPerSecond.isFinite, framesPerSecond > 0, framesPerSecond <= 240 else {
            throw SceneTransitionError("frames per second must be in 0…240, got \(framesPerSecond)")
        }
        let length = duration ?? self.duration
        guard length.isFinite, length >= 0, length <= 600 else {
            throw SceneTransitionError("the duration must be 0…600 s (a repeating animation needs an explicit duration), got \(length)")
        }
        let count = Int((length * framesPerSecond).rounded(.up))
        return (0...count).map { Double($0) / framesPerSecond }
    }

    /// Renders the transition: one frame per time, each the scene at that time through `renderer`'s options, the
    /// frames in one ``RenderSession`` (a container keeps its light or dark look from frame to frame instead of
    /// switching when its members pass over a brighter patch). `progress` is called after each frame with
    /// (frames done, frames in all).
    public func render(
        framesPerSecond: Double, duration: TimeInterval? = nil, renderer: GlassRenderer = GlassRenderer(),
        progress: (Int, Int) -> Void = { _, _ in }
    ) throws(SceneTransitionError) -> [AnimationFrame] {
        try render(framesPerSecond: framesPerSecond, duration: duration, renderer: renderer, progress: progress) { _ in }
    }

    /// Renders the frames as ``render(framesPerSecond:duration:renderer:progress:)`` does, handing each to
    /// `rendered` as soon as it is made — to an `AnimationWriter`'s `append`, say, which encodes it while the
    /// next frame is rendered.
    public func render(
        framesPerSecond: Double, duration: TimeInterval? = nil, renderer: GlassRenderer = GlassRenderer(),
        progress: (Int, Int) -> Void = { _, _ in }, rendered: (AnimationFrame) -> Void
    ) throws(SceneTransitionError) -> [AnimationFrame] {
        let times = try frameTimes(framesPerSecond: framesPerSecond, duration: duration)
        try checkMemory(frames: times.count, renderer: renderer)
        let final = renderer.options.layer == .final
        guard final || hasSameElements else {
            throw SceneTransitionError("the states have different elements (\(from.elements.count) and \(to.elements.count)); "
                + "a debug layer can only animate states with the same elements — animate the final layer")
        }
        let canvas = renderer.effectiveScene(to).canvas
        let session = RenderSession(options: to.renderOptions(renderer.options))
        var frames: [AnimationFrame] = []
        for (index, time) in times.enumerated() {
            let image: LinearImage
            do {
                if final {
                    image = try session.render(displayList(at: time), canvas: canvas, colorScheme: to.colorScheme,
                                               accessibility: to.accessibility, fontPath: to.fontPath).image
                } else {
                    guard case let .image(picture) = try renderer.render(scene(at: time)) else {
                        throw SceneTransitionError("the renderer's layer is a data layer, not a picture; animate the final layer")
                    }
                    image = picture
                }
            } catch let error as SceneTransitionError {
                throw error
            } catch {
                throw SceneTransitionError("frame \(index) (t = \(time) s): \(error)")
            }
            frames.append(AnimationFrame(image: image, time: time))
            rendered(frames[index])
            progress(index + 1, times.count)
        }
        return frames
    }
}

extension SceneTransition {
    /// 4 GiB: the frames are held as float RGBA until they are encoded, so an animation needs far more than one
    /// render (the standard 1206×2622 canvas is 48 MiB a frame; 60 frames fit).
    public static let defaultMemoryBudget = MemoryBudget.mebibytes(4096)

    /// Refuses, before rendering anything, an animation whose frames and one render's buffers would not fit in
    /// the renderer's memory budget (``ImageLimits/memory`` of its options).
    func checkMemory(frames: Int, renderer: GlassRenderer) throws(SceneTransitionError) {
        let canvas = renderer.effectiveScene(from).canvas
        let w = canvas.pixelWidth, h = canvas.pixelHeight
        let budget = renderer.options.limits.memory
        let perFrame = MemoryBudget.cost(pixels: w * h, bytesPerPixel: MemoryLayout<LinearPixel>.stride)
        let framesCost = perFrame.flatMap { MemoryBudget.cost(pixels: $0, bytesPerPixel: frames) }
        let render = MemoryBudget.cost(pixels: w * h, bytesPerPixel: 3 * MemoryLayout<LinearPixel>.stride)
        let total = framesCost.flatMap { f in render.flatMap { f.addingReportingOverflow($0).overflow ? nil : f + $0 } }
        guard budget.allows(total) else {
            throw SceneTransitionError("\(frames) frames of \(w)×\(h) pixels take \(MemoryBudget.describe(bytes: total)) "
                + "as float RGBA, over the memory budget of \(budget); lower --fps, --duration or --scale, or raise "
                + "--memory-limit")
        }
    }
}

/// Why a scene transition cannot be made.
public struct SceneTransitionError: Error, Equatable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
