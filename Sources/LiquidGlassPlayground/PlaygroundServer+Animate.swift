import Foundation
import Hummingbird
import LiquidGlass
import LiquidGlassAnimationCodecs
import LiquidGlassMotion
import LiquidGlassSceneMotion

extension PlaygroundServer {
    /// `POST /api/animate?from=&to=&fps=&scale=&format=apng|filmstrip&animation=&duration=&bounce=`: a transition
    /// between two of the scene's states, rendered by the engine's frames (`SceneTransition`, along `animation` —
    /// one of SwiftUI's named animations, tuned by `duration` and `bounce` as a scene file's `{curve, duration,
    /// bounce}` — else the animation the scene declares for them, else `smooth`) as an APNG or a filmstrip PNG.
    ///
    /// The frames are held as float RGBA until encoded, so the frames times the canvas's pixels may not pass the
    /// playground's image limit (``PlaygroundConfiguration/maxImagePixels``): 413 `animation-too-large` before
    /// anything is drawn.
    func animate(_ request: Request) async throws -> Response {
        let query = request.uri.queryParameters
        let fps = try query["fps"].map { text -> Double in
            guard let value = Double(String(text)), value.isFinite, value >= 1, value <= 60 else {
                throw PlaygroundError(.badRequest, "bad-query", "fps: expected a number from 1 to 60, found '\(text)'")
            }
            return value
        } ?? 15
        let scale = try query["scale"].map { text -> Double in
            guard let value = Double(String(text)), value.isFinite, value > 0, value <= 8 else {
                throw PlaygroundError(.badRequest, "bad-query", "scale: expected a number greater than 0 and at most 8, found '\(text)'")
            }
            return value
        } ?? 1
        let format = query["format"].map(String.init) ?? "apng"
        guard ["apng", "filmstrip"].contains(format) else {
            throw PlaygroundError(.badRequest, "bad-query", "format: expected apng or filmstrip, found '\(format)'")
        }
        let chosen = try Self.animation { query[Substring($0)].map(String.init) }
        let document = try await scene(of: request)
        var from = query["from"].map(String.init), to = query["to"].map(String.init)
        if from == nil, to == nil, document.transitions.count == 1 {
            (from, to) = (document.transitions[0].from, document.transitions[0].to)
        }
        guard let from, let to else {
            throw PlaygroundError(.badRequest, "bad-query", "from and to: name two of the scene's states ("
                + document.states.map(\.name).joined(separator: ", ") + ")")
        }
        var fromScene = try Self.scene(of: document, inState: from)
        var toScene = try Self.scene(of: document, inState: to)
        fromScene.canvas.scale = scale
        toScene.canvas.scale = scale
        try checkCanvas(toScene.canvas)
        let transition: SceneTransition
        let times: [TimeInterval]
        do throws(SceneTransitionError) {
            let declared = document.transition(from: from, to: to).map { Animation($0.animation) }
            transition = try SceneTransition(from: fromScene, to: toScene,
                                             animation: chosen.map { Animation($0) } ?? declared ?? .smooth)
            times = try transition.frameTimes(framesPerSecond: fps)
        } catch {
            throw PlaygroundError(.unprocessableContent, "bad-transition", error.description)
        }
        let canvas = toScene.canvas
        let pixels = (Double(canvas.width) * scale).rounded(.up) * (Double(canvas.height) * scale).rounded(.up)
        guard pixels * Double(times.count) <= Double(configuration.maxImagePixels) else {
            throw PlaygroundError(.contentTooLarge, "animation-too-large",
                                  "\(times.count) frames of \(Int(pixels)) pixels pass the playground's limit of "
                                    + "\(configuration.maxImagePixels) pixels in all (lower fps or scale)")
        }
        let options = RenderOptions(threads: configuration.renderThreads ?? RenderThreads.available,
                                    limits: ImageLimits(maxPixels: configuration.maxImagePixels))
        let clock = ContinuousClock()
        let start = clock.now
        let (data, count) = try await queue.run("the animation") { [transition] in
            let frames: [AnimationFrame]
            do throws(SceneTransitionError) {
                frames = try transition.render(framesPerSecond: fps, renderer: GlassRenderer(options: options))
            } catch {
                throw PlaygroundError(.unprocessableContent, "render-failed", error.description)
            }
            do {
                if format == "filmstrip" { return (try PNGEncoder.encode(try Filmstrip.render(frames)), frames.count) }
                return (try APNGEncoder.encode(frames), frames.count)
            } catch {
                throw PlaygroundError(.unprocessableContent, "render-failed", "\(error)")
            }
        }
        return Response(status: .ok,
                        headers: [.contentType: format == "apng" ? "image/apng" : "image/png", .cacheControl: "no-store",
                                  PlaygroundHeader.frames: "\(count)",
                                  PlaygroundHeader.serverTiming: "animate;dur=\(PlaygroundRender.milliseconds(clock.now - start))"],
                        body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The animation a request chooses (`animation=bouncy&duration=0.6&bounce=0.2`), nil when it names none:
    /// `duration` 0.05…10 s and `bounce` −1…1 only with the animation, and only where SwiftUI's form of it takes them.
    static func animation(_ value: (String) -> String?) throws -> SceneAnimation? {
        func number(_ name: String, _ range: ClosedRange<Double>) throws -> Double? {
            guard let text = value(name) else { return nil }
            guard let number = Double(text), range.contains(number) else {
                throw PlaygroundError(.badRequest, "bad-query",
                                      "\(name): expected a number from \(range.lowerBound) to \(range.upperBound), found '\(text)'")
            }
            return number
        }
        let duration = try number("duration", 0.05...10), bounce = try number("bounce", -1...1)
        guard let name = value("animation") else {
            if duration != nil || bounce != nil {
                throw PlaygroundError(.badRequest, "bad-query", "duration and bounce tune an animation: name it (animation=)")
            }
            return nil
        }
        guard let curve = SceneAnimation.Curve(rawValue: name) else {
            throw PlaygroundError(.badRequest, "bad-query", "animation: expected one of "
                + SceneAnimation.Curve.allCases.map(\.rawValue).joined(separator: ", ") + ", found '\(name)'")
        }
        if duration != nil, !curve.takesDuration {
            throw PlaygroundError(.badRequest, "bad-query", "duration: .\(curve.rawValue) takes no duration")
        }
        if bounce != nil, !curve.takesBounce {
            throw PlaygroundError(.badRequest, "bad-query", "bounce: .\(curve.rawValue) takes no bounce")
        }
        return SceneAnimation(curve: curve, duration: duration, bounce: bounce)
    }
}
