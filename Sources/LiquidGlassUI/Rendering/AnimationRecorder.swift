internal import LiquidGlass
internal import LiquidGlassAnimationCodecs
internal import LiquidGlassSceneMotion

/// Records a view as it responds to interactions: taps run the view's own actions, and the state changes they
/// make inside `withAnimation` (or that an `.animation(_:value:)` watches) move on screen as SwiftUI moves them —
/// springs with their overshoot, glass with a `glassEffectID` growing out of and melting back into the glass of
/// its `GlassEffectContainer`, other glass materializing by gaining its lensing. A LiquidGlassUI addition, shaped
/// like ``ImageRenderer``.
///
/// ```swift
/// let recorder = AnimationRecorder(content: ActionMenu())
/// recorder.scale = 2
/// try recorder.tap("plus")
/// let recording = try recorder.record(duration: 0.8)
/// try recording.write(to: URL(filePath: "menu.apng"))
/// ```
///
/// The recorder keeps a clock. Interactions happen at the clock's time; ``wait(_:)`` moves it on, so a second
/// tap can land while the first animation is still running: the new animation starts from where things are
/// at that instant and keeps their velocity (each change is mixed from the moving state of the one before).
/// ``record(duration:)`` renders the frames from the last interaction on.
///
/// Not recorded yet: transitions other than
/// SwiftUI's default fade and the glass morph, and `.animation(_:value:)` scoped to a subtree (a changed value
/// animates the whole change).
@MainActor
public final class AnimationRecorder<Content: View> {
    public var content: Content
    public var proposedSize: ProposedViewSize = .unspecified
    public var scale: CGFloat = 1
    /// Frames per second of ``record(duration:)`` (1…240).
    public var framesPerSecond: Double = 60
    /// Called after each frame ``record(duration:)`` renders, with the frames done and the frames to render (a
    /// LiquidGlassUI addition, for progress output: a recording in a debug build takes a minute).
    public var progress: ((_ done: Int, _ total: Int) -> Void)?
    /// When true, transparent areas are drawn over the system background.
    public var isOpaque = false
    /// The environment the content is rendered in (colour scheme, accessibility…).
    public var environment = EnvironmentValues()
    /// A device whose screen to record; nil records the view at its own size.
    public var device: Device?
    /// Folders searched for `Image("name")` before ``ImageProvider/current``.
    public var assetDirectories: [URL] = []

    let host = ViewTreeHost()

    /// One state change: from `start` on, everything moves toward `list` with `animation` (nil: at once).
    struct Segment {
        var start: TimeInterval
        var list: DisplayList
        /// The transaction's animation (`withAnimation`): nil moves at once.
        var animation: Animation?
        /// `.animation(_:value:)` modifiers whose value changed: each moves its own views (the innermost wins).
        var scopes: [AnimationScope] = []

        /// The progress of `item` at `t` seconds into the change.
        func progress(of item: DisplayItem, at t: TimeInterval) -> Double {
            var chosen: AnimationScope?
            for scope in scopes where scope.contains(itemID: item.id) {
                if chosen.map({ scope.identity.components.count >= $0.identity.components.count }) ?? true { chosen = scope }
            }
            let animation = chosen.map(\.animation) ?? self.animation
            return animation.map { $0.progress(at: t) } ?? 1
        }
    }

    private var initial: DisplayList?
    private var segments: [Segment] = []
    private var canvasSize = CGSize.zero
    /// Report elements of every glass item any state listed, by display item id.
    private var elements: [String: RenderReport.Element] = [:]
    private var warnings: [String] = []
    private var clock: TimeInterval = 0
    private var lastInteraction: TimeInterval = 0
    private var pendingCompletions: [(due: TimeInterval, run: () -> Void)] = []

    /// A finger on interactive glass: the glass views it presses (by identity), where, and when.
    struct Press {
        var label: String
        var glass: Set<String>
        var touch: CGPoint
        var start: TimeInterval
        var end: TimeInterval?
        var actions: [() -> Void]
    }
    private var presses: [Press] = []

    public init(content: Content) { self.content = content }

    // MARK: Interactions

    /// Taps the button or tappable view (`onTapGesture`) whose accessibility identifier, accessibility label,
    /// text or symbol name is `label`, running its action. With several matches the topmost (drawn last) is
    /// tapped, as a finger would.
    ///
    /// - Throws: ``RenderFailure`` when nothing tappable matches (naming what can be tapped).
    public func tap(_ label: String) throws {
        let node = try find(label, for: "tap")
        interact { for action in node.actions { action() } }
    }

    /// Puts a finger down on the interactive glass of the button or tappable view named `label` (as for
    /// ``tap(_:)``): the glass lifts — it grows by 4 pt of its height on a bouncy spring — brightens, and a glow
    /// under the finger spreads over the glass of its container, and a glint of light sweeps across the glass
    /// once in 0.5 s (the shimmer; Reduce Motion keeps the glow but not the lift or the shimmer).
    /// ``release(_:)`` lifts the finger.
    ///
    /// - Throws: ``RenderFailure`` when nothing matches or what matches has no interactive glass.
    public func press(_ label: String) throws {
        let node = try find(label, for: "press")
        var builder = DisplayBuilder()
        node.draw(into: &builder)
        var identities = Set<String>()
        func visit(_ items: [UIDisplayItem]) {
            for item in items {
                switch item {
                case .glass(let g, let content):
                    if g.glass.isInteractive { identities.insert(g.identity.description) }
                    visit(content)
                case .group(_, let content): visit(content)
                default: break
                }
            }
        }
        visit(builder.items)
        guard !identities.isEmpty else {
            throw RenderFailure(message: "press(\"\(label)\"): its glass is not interactive; use .glassEffect(.regular.interactive()) "
                + "or a glass button style")
        }
        presses.append(Press(label: label, glass: identities, touch: CGPoint(x: node.frame.midX, y: node.frame.midY),
                             start: clock, end: nil, actions: node.actions))
        lastInteraction = clock
    }

    /// Lifts the finger ``press(_:)`` put on `label`: the glass settles back with a spring, the glow goes out
    /// in 60 ms, and the button's action runs (a touch that ends on a button activates it).
    ///
    /// - Throws: ``RenderFailure`` when `label` is not pressed.
    public func release(_ label: String) throws {
        guard let i = presses.lastIndex(where: { $0.label == label && $0.end == nil }) else {
            throw RenderFailure(message: "release(\"\(label)\"): it is not pressed (press(\"\(label)\") first)")
        }
        presses[i].end = clock
        let actions = presses[i].actions
        interact { for action in actions { action() } }
    }

    /// The topmost node with an action that `label` names.
    private func find(_ label: String, for verb: String) throws -> ViewNode {
        let tree = begin()
        if let failure = tree.failures.first { throw RenderFailure(message: "\(verb)(\"\(label)\"): \(failure)") }
        var tappable: [(node: ViewNode, names: [String])] = []
        func visit(_ node: ViewNode) {
            if !node.actions.isEmpty { tappable.append((node, Self.names(of: node))) }
            node.children.forEach(visit)
        }
        visit(tree.root)
        guard let hit = tappable.last(where: { $0.names.contains(label) }) else {
            let known = Array(Set(tappable.flatMap(\.names))).sorted()
            throw RenderFailure(message: "\(verb)(\"\(label)\"): no button or tappable view is labelled \"\(label)\""
                + (known.isEmpty ? "; the view has nothing tappable" : "; tappable: " + known.map { "\"\($0)\"" }.joined(separator: ", ")))
        }
        return hit.node
    }

    /// Runs `action` as an interaction at the clock's time (state changes in it animate as in a tap's action).
    public func perform(_ action: () -> Void) {
        _ = begin()
        interact(action)
    }

    /// Moves the clock on by `seconds` (completions of animations that end meanwhile run at their time); a
    /// duration that is not a positive finite number leaves the clock where it is.
    public func wait(_ seconds: TimeInterval) {
        _ = begin()
        guard seconds.isFinite, seconds > 0 else { return }
        runCompletions(until: clock + seconds)
        clock += seconds
    }

    // MARK: Recording

    /// Renders `duration` seconds from the last interaction (or from the start), one frame every
    /// 1/``framesPerSecond`` s, frame 0 at that instant; the clock ends at the last frame or later.
    ///
    /// - Throws: ``RenderFailure`` for a duration outside 0…600 s, a frame rate outside 1…240, frames that would
    ///   not fit in 4 GiB, or a frame that cannot be rendered.
    public func record(duration: TimeInterval) throws -> AnimationRecording {
        try record(duration: duration) { _ in }
    }

    /// Renders as ``record(duration:)`` does and meanwhile writes the animation to each of `urls` (the format
    /// by the extension, as ``AnimationRecording/write(to:)`` chooses it): each file's encoder works on a frame
    /// while the next one is rendered, and the files are in place when this returns — the same bytes as writing
    /// the recording afterwards, sooner. A LiquidGlassUI addition.
    ///
    /// - Throws: ``RenderFailure`` as ``record(duration:)`` does, or naming the file that could not be written
    ///   (then no file is written).
    public func record(duration: TimeInterval, writingTo urls: [URL]) throws -> AnimationRecording {
        var writers: [AnimationWriter] = []
        defer { writers.forEach { $0.cancel() } }
        for url in urls {
            do { writers.append(try AnimationWriter(to: url)) } catch {
                throw RenderFailure(message: "\(url.path): \(error.reason)")
            }
        }
        // A frame that fails to encode is reported by its writer's finish().
        let recording = try record(duration: duration) { frame in
            for writer in writers { try? writer.append(frame) }
        }
        for (url, writer) in zip(urls, writers) {
            do { try writer.finish() } catch {
                throw RenderFailure(message: "\(url.path): \(error.reason)")
            }
        }
        return recording
    }

    private func record(duration: TimeInterval, rendered: (AnimationFrame) -> Void) throws -> AnimationRecording {
        guard duration.isFinite, duration >= 0, duration <= 600 else {
            throw RenderFailure(message: "record(duration:): the duration must be 0…600 s, got \(duration)")
        }
        guard framesPerSecond.isFinite, framesPerSecond >= 1, framesPerSecond <= 240 else {
            throw RenderFailure(message: "framesPerSecond must be 1…240, got \(framesPerSecond)")
        }
        if let failure = begin().failures.first { throw RenderFailure(message: "record(duration:): \(failure)") }
        let count = Int((duration * framesPerSecond - 1e-9).rounded(.up)) + 1
        let pixels = Double(canvasSize.width * scale) * Double(canvasSize.height * scale)
        let bytes = pixels * 16 * Double(count)
        guard bytes <= 4 * 1024 * 1024 * 1024 else {
            throw RenderFailure(message: "record(duration:): \(count) frames of \(Int(canvasSize.width * scale))×\(Int(canvasSize.height * scale)) px "
                + "need \(Int(bytes / 1_048_576)) MiB as float RGBA, over 4096 MiB; lower the duration, framesPerSecond or scale")
        }
        let start = lastInteraction
        var frames: [AnimationRecording.Frame] = []
        frames.reserveCapacity(count)
        var env = environment
        if let pictureScheme { env.colorScheme = pictureScheme }
        env.displayScale = scale
        // One session for the recording: a container keeps its light or dark look from frame to frame (the
        // adaptivity hysteresis) instead of switching whenever its members pass over a brighter patch.
        let session = RenderSession()
        for k in 0..<count {
            let offset = Double(k) / framesPerSecond
            runCompletions(until: start + offset)
            let list = displayList(at: start + offset)
            let output = EngineBridge.render(list, size: canvasSize, scale: scale, environment: env, opaque: isOpaque,
                                             session: session)
            guard let image = output.image else {
                throw RenderFailure(message: "frame \(k) (t = \(offset) s): " + output.warnings.joined(separator: "; "))
            }
            rendered(AnimationFrame(image: image, time: offset))
            frames.append(AnimationRecording.Frame(time: offset, image: RecordedImage(image), report: report(for: list, drawn: output.report, warnings: output.warnings)))
            progress?(k + 1, count)
        }
        clock = max(clock, start + duration)
        return AnimationRecording(frames: frames)
    }

    /// What is on screen at `time` on the recorder's clock: the first state moved through every change begun
    /// by then. Each change mixes from the state as it is moving at that instant, so position and velocity
    /// carry over when a change interrupts another (a spring starting from rest adds no velocity of its own).
    func displayList(at time: TimeInterval) -> DisplayList {
        var list = initial ?? DisplayList()
        for segment in segments where segment.start <= time {
            let t = time - segment.start
            if segment.scopes.isEmpty {
                let p = segment.animation.map { $0.progress(at: t) } ?? 1
                list = DisplayListInterpolation.interpolate(from: list, to: segment.list, progress: p,
                                                            reduceMotion: environment.accessibilityReduceMotion)
            } else {
                list = DisplayListInterpolation.interpolate(from: list, to: segment.list,
                                                            reduceMotion: environment.accessibilityReduceMotion) {
                    segment.progress(of: $0, at: t)
                }
            }
        }
        for press in presses where press.start <= time {
            let (lift, glow) = Self.pressAmounts(press, at: time, reduceMotion: environment.accessibilityReduceMotion)
            let shimmer = Self.shimmerPhase(press, at: time, reduceMotion: environment.accessibilityReduceMotion)
            guard lift != 0 || glow > 0 || shimmer > 0 else { continue }
            for k in list.items.indices {
                guard case .glass(var g) = list.items[k].content,
                      let hash = list.items[k].id.lastIndex(of: "#"),
                      press.glass.contains(String(list.items[k].id[..<hash])) else { continue }
                // About its centre and with what is drawn on it.
                let centre = list.items[k].transform.apply(CGPoint(x: g.frame.midX, y: g.frame.midY))
                let lifted = DisplayTransform.pressLift(lift, height: max(Double(g.frame.height), 1), about: centre)
                list.items[k].transform = list.items[k].transform.concatenating(lifted)
                // Content richer than a label is drawn as items after the glass, by views inside the glass's view.
                let path = list.items[k].id[..<hash]
                for m in list.items.indices where m > k && !list.items[m].isGlass && ViewIdentity.item(list.items[m].id, isInside: path) {
                    list.items[m].transform = list.items[m].transform.concatenating(lifted)
                }
                g.press = max(g.press, min(max(glow, 0), 1))
                g.touch = press.touch
                g.shimmer = max(g.shimmer, shimmer)
                list.items[k].content = .glass(g)
            }
        }
        return list
    }

    /// How far a press has lifted the glass (a bouncy spring, ≈ 150 ms to its height; back on release with a
    /// spring) and how bright its glow is (in with the lift, out in 60 ms on release) — Apple's press measures
    /// "~150 ms lift, ~60 ms collapse" (reference material-and-motion.md §1). Reduce Motion: no lift.
    static func pressAmounts(_ press: Press, at time: TimeInterval, reduceMotion: Bool) -> (lift: Double, glow: Double) {
        let lift = Animation.bouncy(duration: 0.3), glowIn = Animation.interactiveSpring, settle = Animation.bouncy(duration: 0.4)
        guard let end = press.end, time >= end else {
            let t = time - press.start
            return (reduceMotion ? 0 : lift.progress(at: t), glowIn.progress(at: t))
        }
        let held = end - press.start
        let liftAtRelease = reduceMotion ? 0 : lift.progress(at: held), glowAtRelease = glowIn.progress(at: held)
        let after = time - end
        return (liftAtRelease * (1 - settle.progress(at: after)), glowAtRelease * max(0, 1 - after / 0.06))
    }

    /// How far the shimmer of a press has crossed the glass: once, in ``shimmerDuration`` from touch-down,
    /// whether or not the finger is still down (0 before and after; Reduce Motion: none).
    static func shimmerPhase(_ press: Press, at time: TimeInterval, reduceMotion: Bool) -> Double {
        guard !reduceMotion else { return 0 }
        let phase = (time - press.start) / shimmerDuration
        return phase > 0 && phase < 1 ? phase : 0
    }

    /// 0.5 s for the shimmer to cross: chosen (no measurement of Apple's exists), between the press's 150 ms
    /// lift and its bouncy settle, so the glint is still visible after a quick tap's release.
    static var shimmerDuration: TimeInterval { 0.5 }

    // MARK: Internals

    /// Lays out the current state; the first call fixes the starting picture.
    @discardableResult
    private func begin() -> LaidOutTree {
        let tree = layout()
        if initial == nil {
            let built = built(tree)
            initial = built.list
        }
        return tree
    }

    private func interact(_ body: () -> Void) {
        runCompletions(until: clock)
        let graph = host.graph
        graph.writeAnimation = nil
        graph.animationScopes.removeAll()
        TransactionContext.completions.removeAll()
        RecorderContext.isRecording = true
        body()
        graph.pendingChangeActions.removeAll()
        var tree = layout()
        // `onChange` actions of values the change touched run, and may change more (a bounded chain).
        for _ in 0..<8 where !graph.pendingChangeActions.isEmpty {
            let actions = graph.pendingChangeActions
            graph.pendingChangeActions.removeAll()
            withTransaction(Transaction(animation: graph.writeAnimation)) { actions.forEach { $0() } }
            tree = layout()
        }
        RecorderContext.isRecording = false
        let reduceMotion = environment.accessibilityReduceMotion
        func adapted(_ animation: Animation?) -> Animation? {
            // Reduce Motion: no bounce — the change eases in and out over the animation's own time (and glass
            // materializes instead of growing out of its neighbours: see `displayList(at:)`).
            guard reduceMotion, let a = animation else { return animation }
            return .easeInOut(duration: min(max(a.estimatedDuration, 0.1), 0.5))
        }
        let animation = adapted(graph.writeAnimation)
        let scopes = graph.animationScopes.map { AnimationScope(identity: $0.identity, animation: adapted($0.animation)) }
        // A transaction's completions run when its animation ends; with none, when the longest scoped one does.
        let ending = clock + (animation?.estimatedDuration ?? scopes.compactMap { $0.animation?.estimatedDuration }.max() ?? 0)
        for completion in TransactionContext.completions {
            pendingCompletions.append((ending, completion.run))
        }
        TransactionContext.completions.removeAll()
        segments.append(Segment(start: clock, list: built(tree).list, animation: animation, scopes: scopes))
        lastInteraction = clock
    }

    /// Runs, at their own time, the completions due by `time`.
    private func runCompletions(until time: TimeInterval) {
        while let next = pendingCompletions.indices.min(by: { pendingCompletions[$0].due < pendingCompletions[$1].due }),
              pendingCompletions[next].due <= time {
            let completion = pendingCompletions.remove(at: next)
            let saved = clock
            clock = completion.due
            interact(completion.run)
            clock = max(saved, clock)
        }
    }

    private func layout() -> LaidOutTree {
        let tree = host.layout(content, proposal: proposedSize, device: device, scale: scale, environment: environment,
                               assetDirectories: assetDirectories)
        canvasSize = CGSize(width: max(canvasSize.width, tree.size.width), height: max(canvasSize.height, tree.size.height))
        pictureScheme = tree.colorScheme
        return tree
    }

    /// The colour scheme the content asked for with `preferredColorScheme(_:)` (the latest layout's), if any.
    private var pictureScheme: ColorScheme?

    private func built(_ tree: LaidOutTree) -> EngineBridge.Built {
        var env = tree.applied(to: environment)
        env.displayScale = scale
        let built = EngineBridge.build(tree: tree, environment: env)
        elements.merge(built.elements) { _, new in new }
        warnings = built.warnings
        // What the views noted while this state was resolved and drawn (RenderNotes), once per state.
        for note in RenderNotes.take() where !warnings.contains(note) { warnings.append(note) }
        return built
    }

    /// The report of one frame: every glass item of its display list where it is at that instant.
    /// The engine's report of the frame (`drawn`) names its glass items with the views' names; a frame the engine
    /// could not draw reports its display list's glass where it is at that instant.
    private func report(for list: DisplayList, drawn: LiquidGlass.RenderReport?, warnings renderWarnings: [String]) -> RenderReport {
        var out: [RenderReport.Element] = []
        if let drawn {
            out = EngineBridge.elements(of: drawn, named: elements)
        } else {
            for item in list.items {
                guard case .glass(let g) = item.content, var element = elements[item.id] else { continue }
                let r = item.transform.apply(g.frame)
                element.frame = [r.minX, r.minY, r.width, r.height].map { Double($0) }
                out.append(element)
            }
        }
        return RenderReport(size: [Double(canvasSize.width), Double(canvasSize.height)], scale: Double(scale),
                            colorScheme: (pictureScheme ?? environment.colorScheme) == .dark ? "dark" : "light",
                            elements: out, warnings: warnings + renderWarnings)
    }

    /// What a tap can name a node by: its accessibility identifier and label, and the text and symbols it draws.
    private static func names(of node: ViewNode) -> [String] {
        var names: [String] = []
        if let i = node.traits.accessibilityIdentifier { names.append(i) }
        if let l = node.traits.accessibilityLabel { names.append(l) }
        var builder = DisplayBuilder()
        node.draw(into: &builder)
        func visit(_ items: [UIDisplayItem]) {
            for item in items {
                switch item {
                case .text(let t): names.append(t.layout.lines.map(\.text).joined(separator: " "))
                case .symbol(let s): names.append(s.name)
                case .glass(let g, let content):
                    if let l = g.accessibilityLabel { names.append(l) }
                    if let i = g.accessibilityIdentifier { names.append(i) }
                    visit(content)
                case .group(_, let content): visit(content)
                default: break
                }
            }
        }
        visit(builder.items)
        return names
    }
}
