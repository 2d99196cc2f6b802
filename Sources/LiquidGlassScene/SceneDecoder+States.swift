import Foundation
import Yams
import LiquidGlassCore
import LiquidGlassRender

/// A state's replacement for some of one element's keys, or `hidden: true` to leave the element out.
struct ElementOverride {
    /// Where the override is written (`states.open.elements.fab`), for messages about its values.
    let path: String
    /// The replacing key/value pairs, in the order written (without `hidden`).
    let pairs: [(key: Node, value: Node)]
    let hidden: Bool

    /// The element's mapping with this override's keys replaced (in place) or added (at the end). The result
    /// keeps the element's own mark, so the element's place in the file is unchanged; a replaced value keeps
    /// its own mark in the state, so an error in it points there.
    func applied(to element: Node) -> Node {
        guard case .mapping(let mapping) = element else { return element }
        var merged: [(Node, Node)] = []
        var used = Set<String>()
        for (key, value) in mapping {
            if let replacement = pairs.first(where: { $0.key.string == key.string }) {
                merged.append((key, replacement.value))
                used.insert(key.string ?? "")
            } else {
                merged.append((key, value))
            }
        }
        for pair in pairs where !used.contains(pair.key.string ?? "") {
            merged.append((pair.key, pair.value))
        }
        return .mapping(Node.Mapping(merged, mapping.tag, mapping.style, mapping.mark))
    }
}

extension SceneDecoder {
    /// `{closed: {elements: {share: {hidden: true}}}, open: {elements: {fab: {tint: systemBlue}}}}`: named
    /// states, each the scene with some elements' keys replaced. An empty state (`{}` or no value) is the scene as
    /// written.
    func decodeStates(_ node: Node, _ path: String, scene: Scene, elementsNode: Node) throws(SceneError) -> [SceneState] {
        guard case .mapping(let mapping) = node else {
            throw error("\(path): expected a mapping of state names to states, like "
                + "{open: {elements: {fab: {frame: [20, 700, 120, 56]}}}}, found \(describe(node))", at: node)
        }
        guard mapping.count <= SceneDocument.maxStates else {
            throw error("\(path): \(mapping.count) states; a scene may have at most \(SceneDocument.maxStates)", at: node)
        }
        let ids = scene.elements.compactMap(\.id)
        var states: [SceneState] = []
        for (keyNode, value) in mapping {
            guard case .scalar(let key) = keyNode, !key.string.isEmpty else {
                throw error("\(path): expected a state name, found \(describe(keyNode))", at: keyNode)
            }
            let name = key.string
            let statePath = "\(path).\(name)"
            var overrides: [String: ElementOverride] = [:]
            if !isNull(value) {
                let state = try object(value, statePath, keys: ["elements"],
                                       example: "{elements: {fab: {frame: [20, 700, 120, 56]}}}")
                if let elements = state.optional("elements"), !isNull(elements) {
                    overrides = try decodeOverrides(elements, state.path("elements"), ids: ids)
                }
            }
            var stateScene = scene
            stateScene.elements = try decodeElements(elementsNode, "elements", overrides: overrides)
            states.append(SceneState(name: name, scene: stateScene))
        }
        return states
    }

    /// `{fab: {frame: […], tint: systemBlue}, share: {hidden: true}}`: overrides by element id.
    private func decodeOverrides(_ node: Node, _ path: String, ids: [String]) throws(SceneError) -> [String: ElementOverride] {
        guard case .mapping(let mapping) = node else {
            throw error("\(path): expected a mapping of element ids to the keys they change, like "
                + "{fab: {frame: [20, 700, 120, 56]}, share: {hidden: true}}, found \(describe(node))", at: node)
        }
        let allowed = Self.elementKeys.filter { $0 != "id" } + ["hidden"]
        var overrides: [String: ElementOverride] = [:]
        for (keyNode, value) in mapping {
            guard case .scalar(let key) = keyNode else {
                throw error("\(path): expected an element id, found \(describe(keyNode))", at: keyNode)
            }
            let id = key.string
            guard ids.contains(id) else {
                let known = ids.isEmpty ? "the scene's elements have no ids" : "ids: \(ids.prefix(20).joined(separator: ", "))"
                throw error("\(path): no element has the id '\(id)'\(NameSuggestion.hint(for: id, in: ids)) (\(known))",
                            at: keyNode)
            }
            let overridePath = "\(path).\(id)"
            let reader = try object(value, overridePath, keys: allowed, example: "{frame: [20, 700, 120, 56], tint: systemBlue}")
            let hidden = try reader.optional("hidden").map { (n) throws(SceneError) in
                try bool(n, reader.path("hidden"))
            } ?? false
            guard case .mapping(let pairs) = value else { continue }
            overrides[id] = ElementOverride(
                path: overridePath, pairs: pairs.filter { $0.key.string != "hidden" }.map { ($0.key, $0.value) }, hidden: hidden)
        }
        return overrides
    }

    /// `[{from: closed, to: open, animation: bouncy}, …]`: declared changes between named states.
    func decodeTransitions(_ node: Node, _ path: String, states: [SceneState]) throws(SceneError) -> [SceneStateTransition] {
        let items = try list(node, path)
        guard items.count <= SceneDocument.maxTransitions else {
            throw error("\(path): \(items.count) transitions; a scene may have at most \(SceneDocument.maxTransitions)", at: node)
        }
        let names = states.map(\.name)
        var transitions: [SceneStateTransition] = []
        for (index, item) in items.enumerated() {
            let t = try object(item, "\(path)[\(index)]", keys: ["from", "to", "animation"],
                               example: "{from: closed, to: open, animation: bouncy}")
            func state(_ key: String) throws(SceneError) -> String {
                let n = try t.required(key)
                let name = try string(n, t.path(key))
                guard names.contains(name) else {
                    throw error("\(t.path(key)): \(SceneDocument.unknownState(name, among: names))", at: n)
                }
                return name
            }
            let from = try state("from"), to = try state("to")
            let animation = try t.optional("animation").map { (n) throws(SceneError) in
                try decodeAnimation(n, t.path("animation"))
            } ?? SceneAnimation(curve: .smooth)
            transitions.append(SceneStateTransition(from: from, to: to, animation: animation))
        }
        return transitions
    }

    /// `bouncy`, or `{curve: spring, duration: 0.6, bounce: 0.3, delay: 0.1}`.
    func decodeAnimation(_ node: Node, _ path: String) throws(SceneError) -> SceneAnimation {
        if case .scalar = node {
            return SceneAnimation(curve: try choice(node, path, "animation", of: SceneAnimation.Curve.self))
        }
        let a = try object(node, path, keys: ["curve", "duration", "bounce", "delay"],
                           example: "{curve: spring, duration: 0.5, bounce: 0.3}")
        let curve = try choice(a.required("curve"), a.path("curve"), "animation", of: SceneAnimation.Curve.self)
        var animation = SceneAnimation(curve: curve)
        if let n = a.optional("duration") {
            guard curve.takesDuration else {
                throw error("\(a.path("duration")): .\(curve.rawValue) takes no duration "
                    + "(durations go with smooth, snappy, bouncy, spring, linear, easeIn, easeOut, easeInOut)", at: n)
            }
            animation.duration = try number(n, a.path("duration"), in: 0.01...60)
        }
        if let n = a.optional("bounce") {
            guard curve.takesBounce else {
                throw error("\(a.path("bounce")): .\(curve.rawValue) takes no bounce (only smooth, snappy, bouncy and spring do)",
                            at: n)
            }
            animation.bounce = try number(n, a.path("bounce"), in: -1...1)
        }
        if let n = a.optional("delay") { animation.delay = try number(n, a.path("delay"), in: 0...60) }
        return animation
    }
}
