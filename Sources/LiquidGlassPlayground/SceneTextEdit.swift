import Foundation
import Yams

/// A change of one glass element's keys made in the scene's text, in place: the rest of the file — comments,
/// order, layout, the other elements — stays as written, so the editor's text follows a drag on the canvas or a
/// change in the inspector and the decoder's errors keep pointing at lines the user wrote.
///
/// The element is found in the YAML tree (`Yams.compose`, whose marks give each node's line and column); its value
/// for a key is replaced by the new value written in flow style (`[16, 62, 150, 44]`, `{color: systemBlue, opacity:
/// 0.6}`; JSON's syntax in a JSON file), a missing key is added after the element's last one, and `null` removes
/// the key. One key is changed at a time and the text composed again for the next, so every change sees the
/// positions of the text as it is.
struct SceneTextEdit {
    /// A JSON value of an edit, written back as YAML flow style or JSON.
    indirect enum Value: Decodable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([Value]), object([(String, Value)])

        static func == (a: Value, b: Value) -> Bool { a.text(json: true) == b.text(json: true) }

        init(from decoder: any Decoder) throws {
            let single = try decoder.singleValueContainer()
            if single.decodeNil() { self = .null; return }
            if let value = try? single.decode(Bool.self) { self = .bool(value); return }
            if let value = try? single.decode(Double.self) { self = .number(value); return }
            if let value = try? single.decode(String.self) { self = .string(value); return }
            if let value = try? single.decode([Value].self) { self = .array(value); return }
            let object = try decoder.container(keyedBy: AnyKey.self)
            // JSON objects have no order; keys are written in the scene format's usual order.
            let keys = object.allKeys.map(\.stringValue).sorted { Self.rank($0) < Self.rank($1) }
            self = .object(try keys.map { ($0, try object.decode(Value.self, forKey: AnyKey(stringValue: $0))) })
        }

        private static let order = ["color", "opacity", "text", "symbol", "size", "weight", "roundedRectangle",
                                    "cornerRadius", "style", "path", "width", "height", "scale", "reduceTransparency",
                                    "increaseContrast", "reduceMotion", "tinted"]
        private static func rank(_ key: String) -> (Int, String) { (order.firstIndex(of: key) ?? order.count, key) }

        /// The value in flow style: plain YAML strings where they read back as the same string, JSON otherwise.
        func text(json: Bool) -> String {
            switch self {
            case .null: return "null"
            case .bool(let value): return value ? "true" : "false"
            case .number(let value):
                if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
                return String(value)
            case .string(let value): return Self.string(value, json: json)
            case .array(let values): return "[" + values.map { $0.text(json: json) }.joined(separator: ", ") + "]"
            case .object(let pairs):
                return "{" + pairs.map { "\(Self.string($0.0, json: json)): \($0.1.text(json: json))" }
                    .joined(separator: ", ") + "}"
            }
        }

        static func string(_ value: String, json: Bool) -> String {
            let reserved = ["true", "false", "null", "yes", "no", "on", "off", "y", "n"]
            if !json, let first = value.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
               value.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || "0123456789_.-".unicodeScalars.contains($0)) }),
               !reserved.contains(value.lowercased()) {
                return value
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = .withoutEscapingSlashes
            let data = (try? encoder.encode(value)) ?? Data("\"\"".utf8)
            return String(decoding: data, as: UTF8.self)
        }
    }

    struct AnyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// A request body of `POST /api/edit`.
    struct Request: Decodable {
        /// The scene's text.
        var scene: String
        /// The element: its `id`, or `#n` (the n-th glass element in drawing order, from 1, as the report names an
        /// element without id). Needed by `set` and `containerSpacing`.
        var element: String?
        /// The keys to set (`null` removes one): the element keys of docs/SCENES.md but `id`.
        var set: [String: Value]?
        /// The spacing of the container the element is in.
        var containerSpacing: Double?
        /// The scene's own keys to set (`null` removes one): `colorScheme`, `canvas`, `accessibility`, `lightAngle` — the
        /// inspector's scene settings, each written whole (`accessibility: {reduceTransparency: true, …}`).
        var sceneSet: [String: Value]?
    }

    /// Why an edit cannot be made.
    struct Failure: Error {
        var message: String
    }

    /// The keys an edit may set: an element's keys (the scene decoder's list) but its `id`.
    static let editableKeys = ["shape", "frame", "glass", "tint", "interactive", "union", "label", "pressed", "touch"]

    var text: String
    let json: Bool

    /// The scene keys an edit may set: the inspector's scene settings. `background`, `elements`, `states` and
    /// `transitions` are edited in the text (or by the canvas), `font` is refused by the server.
    static let sceneKeys = ["colorScheme", "canvas", "accessibility", "lightAngle"]

    /// Applies `request` to its scene: the new text.
    static func apply(_ request: Request, json: Bool) throws(Failure) -> String {
        var edit = SceneTextEdit(text: request.scene, json: json)
        if request.element == nil, request.set != nil || request.containerSpacing != nil {
            throw Failure(message: "set and containerSpacing need an element")
        }
        let name = request.element ?? ""
        for (key, value) in (request.set ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard editableKeys.contains(key) else {
                throw Failure(message: "set: '\(key)' is not a key an edit may set (\(editableKeys.joined(separator: ", ")))")
            }
            let (element, _) = try edit.find(name)
            try edit.set(key, value, in: element)
        }
        if let spacing = request.containerSpacing {
            guard spacing.isFinite, spacing >= 0, spacing <= 1_000_000 else {
                throw Failure(message: "containerSpacing: expected a number from 0 to 1000000")
            }
            guard let container = try edit.find(name).1 else {
                throw Failure(message: "element '\(name)' is in no container")
            }
            try edit.set("spacing", .number(spacing), in: container)
        }
        for (key, value) in (request.sceneSet ?? [:]).sorted(by: { $0.key < $1.key }) {
            guard sceneKeys.contains(key) else {
                throw Failure(message: "sceneSet: '\(key)' is not a key an edit may set (\(sceneKeys.joined(separator: ", ")))")
            }
            if key == "canvas", value == .null { throw Failure(message: "sceneSet: a scene needs its canvas") }
            try edit.set(key, value, in: try edit.top())
        }
        return edit.text
    }

    /// The scene's top-level mapping.
    func top() throws(Failure) -> Node.Mapping {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch {
            throw Failure(message: "the scene cannot be read as YAML: \(error)")
        }
        guard case .mapping(let top)? = root else { throw Failure(message: "the scene is not a mapping") }
        return top
    }

    // MARK: - Finding the element

    /// The element's mapping and the body of its innermost container (`{spacing, elements}`), if any.
    func find(_ name: String) throws(Failure) -> (Node.Mapping, Node.Mapping?) {
        let root: Node?
        do { root = try Yams.compose(yaml: text) } catch {
            throw Failure(message: "the scene cannot be read as YAML: \(error)")
        }
        guard case .mapping(let top)? = root, case .sequence(let list)? = Self.value(top, "elements") else {
            throw Failure(message: "the scene has no `elements:` list")
        }
        let ordinal = name.hasPrefix("#") ? Int(name.dropFirst()) : nil
        var count = 0
        func search(_ list: Node.Sequence, _ container: Node.Mapping?) -> (Node.Mapping, Node.Mapping?)? {
            for item in list {
                guard case .mapping(let mapping) = item else { continue }
                if case .mapping(let body)? = Self.value(mapping, "container") {
                    if case .sequence(let inner)? = Self.value(body, "elements"), let hit = search(inner, body) { return hit }
                    continue
                }
                count += 1
                if let ordinal, ordinal == count { return (mapping, container) }
                if ordinal == nil, case .scalar(let id)? = Self.value(mapping, "id"), id.string == name { return (mapping, container) }
            }
            return nil
        }
        guard let hit = search(list, nil) else { throw Failure(message: "no glass element '\(name)' in the scene") }
        return hit
    }

    /// A mapping's value for a key, whatever the key's style or tag (`id`, `"id"`).
    static func value(_ mapping: Node.Mapping, _ key: String) -> Node? {
        mapping.first { $0.key.string == key }?.value
    }

    // MARK: - Changing a key

    /// Sets (or with `.null` removes) `key` of `mapping`.
    mutating func set(_ key: String, _ value: Value, in mapping: Node.Mapping) throws(Failure) {
        let scalars = Array(text.unicodeScalars)
        let lines = Self.lineStarts(scalars)
        func offset(_ node: Node) throws(Failure) -> Int {
            guard let mark = node.mark, mark.line >= 1, mark.line <= lines.count else {
                throw Failure(message: "the scene's text has no position for a value")
            }
            return lines[mark.line - 1] + mark.column - 1
        }
        let pairs = Array(mapping)
        // Yams's composed nodes do not keep libyaml's style of a collection: a flow one starts with its bracket.
        let mappingStart = try offset(.mapping(mapping))
        let flow = mappingStart < scalars.count && scalars[mappingStart] == "{"
        let written = value.text(json: json)
        if let index = pairs.firstIndex(where: { $0.key.string == key }) {
            let (keyNode, valueNode) = pairs[index]
            let keyStart = try offset(keyNode)
            let colon = try Self.colon(after: keyStart, keyNode, scalars)
            let end = try Self.end(of: valueNode, at: try offset(valueNode), keyStart: keyStart, colon: colon,
                                   flow: flow, scalars, lines)
            if value == .null {
                let range: Range<Int>
                if index + 1 < pairs.count {
                    range = keyStart..<(try offset(pairs[index + 1].key))
                } else if index > 0 {
                    let previous = pairs[index - 1]
                    let previousKey = try offset(previous.key)
                    let previousEnd = try Self.end(of: previous.value, at: try offset(previous.value), keyStart: previousKey,
                                                   colon: try Self.colon(after: previousKey, previous.key, scalars),
                                                   flow: flow, scalars, lines)
                    range = previousEnd..<end
                } else {
                    range = keyStart..<end
                }
                replace(range, with: "", in: scalars)
            } else {
                replace((colon + 1)..<end, with: " " + written, in: scalars)
            }
        } else if value != .null, let last = pairs.last {
            let lastKey = try offset(last.key)
            let end = try Self.end(of: last.value, at: try offset(last.value), keyStart: lastKey,
                                   colon: try Self.colon(after: lastKey, last.key, scalars), flow: flow, scalars, lines)
            let name = Value.string(key, json: json)
            if flow {
                replace(end..<end, with: ", \(name): \(written)", in: scalars)
            } else {
                // On a line of its own after the last value's line, past a comment at its end.
                var lineEnd = end
                while lineEnd < scalars.count, scalars[lineEnd] != "\n", scalars[lineEnd] != "\r" { lineEnd += 1 }
                let column = lastKey - (lines.last { $0 <= lastKey } ?? 0)
                replace(lineEnd..<lineEnd, with: "\n" + String(repeating: " ", count: column) + "\(name): \(written)",
                        in: scalars)
            }
        }
    }

    private mutating func replace(_ range: Range<Int>, with new: String, in scalars: [Unicode.Scalar]) {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[..<range.lowerBound])
        result.append(contentsOf: new.unicodeScalars)
        result.append(contentsOf: scalars[range.upperBound...])
        text = String(result)
    }

    /// The offset of each line's first scalar (LF or CR LF ends a line).
    static func lineStarts(_ scalars: [Unicode.Scalar]) -> [Int] {
        var starts = [0]
        for (i, scalar) in scalars.enumerated() where scalar == "\n" { starts.append(i + 1) }
        return starts
    }

    /// The offset of the `:` after a key.
    static func colon(after start: Int, _ key: Node, _ scalars: [Unicode.Scalar]) throws(Failure) -> Int {
        var i = scalarEnd(start, key, flow: true, scalars)
        while i < scalars.count, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
        guard i < scalars.count, scalars[i] == ":" else { throw Failure(message: "cannot find the ':' after a key") }
        return i
    }

    /// Where a value ends (exclusive): a flow collection at its closing bracket, a scalar at its end, a block
    /// collection at the end of its last line indented deeper than its key.
    static func end(of node: Node, at start: Int, keyStart: Int, colon: Int, flow: Bool, _ scalars: [Unicode.Scalar],
                    _ lines: [Int]) throws(Failure) -> Int {
        switch node {
        case .scalar(let scalar):
            if scalar.style == .literal || scalar.style == .folded {
                throw Failure(message: "a block scalar (| or >) cannot be edited here; write it on one line")
            }
            if scalar.string.isEmpty, scalar.style == .plain || scalar.style == .any { return colon + 1 }
            return scalarEnd(start, node, flow: flow, scalars)
        case .sequence, .mapping:
            // Yams's composed nodes do not keep libyaml's style of a collection: a flow one starts with its bracket.
            if start < scalars.count, scalars[start] == "[" || scalars[start] == "{" { return bracketEnd(start, scalars) }
            return blockEnd(of: node, keyStart: keyStart, colon: colon, scalars, lines)
        case .alias:
            throw Failure(message: "an alias (*name) cannot be edited here")
        }
    }

    /// Where a block collection written on the lines after its key ends: the last following line indented deeper
    /// than the key (or, for a sequence, a `-` at the key's own indentation), blank and comment lines inside it.
    static func blockEnd(of node: Node, keyStart: Int, colon: Int, _ scalars: [Unicode.Scalar], _ lines: [Int]) -> Int {
        let lineIndex = (lines.lastIndex { $0 <= keyStart } ?? 0)
        let keyColumn = keyStart - lines[lineIndex]
        var end = colon + 1
        var i = lineIndex + 1
        while i < lines.count {
            let from = lines[i], to = i + 1 < lines.count ? lines[i + 1] - 1 : scalars.count
            var indent = 0
            while from + indent < to, scalars[from + indent] == " " { indent += 1 }
            let body = from + indent < to ? scalars[from + indent] : "\n"
            if body == "\n" || body == "\r" || body == "#" { i += 1; continue }
            let inside = indent > keyColumn || (indent == keyColumn && body == "-" && isSequence(node))
            guard inside else { break }
            end = to > from && scalars[to - 1] == "\r" ? to - 1 : to
            i += 1
        }
        return end
    }

    private static func isSequence(_ node: Node) -> Bool {
        if case .sequence = node { return true }
        return false
    }

    /// The end of a scalar written at `start`: after its closing quote, or a plain scalar's last character before
    /// a comment, the line's end, or (in flow style) `,` `]` `}`.
    static func scalarEnd(_ start: Int, _ node: Node, flow: Bool, _ scalars: [Unicode.Scalar]) -> Int {
        guard start < scalars.count else { return start }
        let first = scalars[start]
        if first == "\"" || first == "'" {
            var i = start + 1
            while i < scalars.count {
                if first == "\"", scalars[i] == "\\" { i += 2; continue }
                if scalars[i] == first {
                    if first == "'", i + 1 < scalars.count, scalars[i + 1] == "'" { i += 2; continue }
                    return i + 1
                }
                i += 1
            }
            return scalars.count
        }
        var i = start, last = start
        while i < scalars.count {
            let c = scalars[i]
            if c == "\n" || c == "\r" { break }
            if c == "#", i > start, scalars[i - 1] == " " { break }
            if c == ":", i + 1 < scalars.count, scalars[i + 1] == " " || scalars[i + 1] == "\n" { break }
            if flow, c == "," || c == "]" || c == "}" { break }
            if c != " " && c != "\t" { last = i + 1 }
            i += 1
        }
        return last
    }

    /// The offset after the bracket that closes the one at `start`, quotes skipped.
    static func bracketEnd(_ start: Int, _ scalars: [Unicode.Scalar]) -> Int {
        var depth = 0, i = start
        while i < scalars.count {
            let c = scalars[i]
            if c == "\"" || c == "'" {
                i = scalarEnd(i, .scalar(.init("")), flow: true, scalars)
                continue
            }
            if c == "#", i > start, scalars[i - 1] == " " || scalars[i - 1] == "\n" {
                while i < scalars.count, scalars[i] != "\n" { i += 1 }
                continue
            }
            if c == "[" || c == "{" { depth += 1 }
            if c == "]" || c == "}" {
                depth -= 1
                if depth == 0 { return i + 1 }
            }
            i += 1
        }
        return scalars.count
    }
}
