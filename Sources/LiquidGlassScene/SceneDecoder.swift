import Foundation
import Yams
import LiquidGlassCore
import LiquidGlassRender

/// Turns a composed YAML node tree into a ``Scene``, checking every value and reporting the first problem
/// with its place in the file.
///
/// The decoder is a set of small functions, one per kind of object (`decodeCanvas`, `decodeBackground`,
/// `decodeElement`, …, in the `SceneDecoder+…` files), over shared readers for scalars, lists and objects
/// (``ObjectReader``). Every function takes the *path* of its value (`elements[2].frame`) for messages.
/// Adding a key means: add it to the object's key list, read it in that object's function.
struct SceneDecoder {
    package let source: SceneSource
    /// Relative image paths resolve against this directory.
    package let baseDirectory: URL
    /// Parses SVG path data; a parameter so tests can check how parse errors are placed.
    var parsePath: (String) throws(PathParseError) -> Path = { (data) throws(PathParseError) in
        try Path(svgPathData: data)
    }

    /// Path commands decoded so far in the whole document (a path shared through a YAML alias counts for each
    /// use: every use is drawn).
    let pathCommands = PathCommandCount()

    init(source: SceneSource, baseDirectory: URL) {
        self.source = source
        self.baseDirectory = baseDirectory
    }

    // MARK: Errors

    package func error(_ message: String, at node: Node) -> SceneError {
        SceneError(message, at: source.location(of: node.mark))
    }

    package func error(_ message: String, at location: SceneSourceLocation) -> SceneError {
        SceneError(message, at: location)
    }

    /// A short description of what a node holds, for "found …" in messages.
    package func describe(_ node: Node) -> String {
        switch node {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if isNull(node) { return "nothing (null)" }
            let isPlain = scalar.style == .plain || scalar.style == .any
            if isPlain, Self.parseNumber(scalar.string) != nil { return "the number \(scalar.string)" }
            if isPlain, Self.parseBool(scalar.string) != nil { return "the boolean \(scalar.string)" }
            var text = scalar.string
            if text.count > 40 { text = String(text.prefix(37)) + "..." }
            return "the string \"\(text)\""
        }
    }

    /// An empty or `null`/`~` value: YAML's null (JSON's `null`).
    package func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    // MARK: Scalars

    /// A finite number. YAML's `.nan` and `.inf` are numbers but are refused; quoted numbers are strings.
    package func number(_ node: Node, _ path: String) throws(SceneError) -> Double {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any,
              let value = Self.parseNumber(scalar.string)
        else { throw error("\(path): expected a number, found \(describe(node))", at: node) }
        guard value.isFinite else {
            throw error("\(path): expected a finite number, found \(scalar.string)", at: node)
        }
        return value
    }

    /// A finite number in a closed range.
    package func number(_ node: Node, _ path: String, in range: ClosedRange<Double>) throws(SceneError) -> Double {
        let value = try number(node, path)
        guard range.contains(value) else {
            throw error("\(path): expected a number from \(Self.format(range.lowerBound)) to "
                + "\(Self.format(range.upperBound)), found \(Self.format(value))", at: node)
        }
        return value
    }

    /// A finite number greater than zero and at most `limit`.
    func positiveNumber(_ node: Node, _ path: String, upTo limit: Double) throws(SceneError) -> Double {
        let value = try number(node, path)
        guard value > 0 else {
            throw error("\(path): expected a positive number, found \(Self.format(value))", at: node)
        }
        guard value <= limit else {
            throw error("\(path): expected at most \(Self.format(limit)), found \(Self.format(value))", at: node)
        }
        return value
    }

    /// A string: any scalar but null (`id: 42` reads as "42").
    package func string(_ node: Node, _ path: String) throws(SceneError) -> String {
        guard case .scalar(let scalar) = node, !isNull(node) else {
            throw error("\(path): expected a string, found \(describe(node))", at: node)
        }
        return scalar.string
    }

    /// `true` or `false` (YAML 1.1's `yes`/`no`/`on`/`off` are refused: they surprise people).
    func bool(_ node: Node, _ path: String) throws(SceneError) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain || scalar.style == .any,
              let value = Self.parseBool(scalar.string)
        else { throw error("\(path): expected true or false, found \(describe(node))", at: node) }
        return value
    }

    /// One of an enumeration's raw values, with a suggestion for a near miss.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ node: Node, _ path: String, _ what: String, of type: Choice.Type = Choice.self
    ) throws(SceneError) -> Choice where Choice.RawValue == String {
        let names = Choice.allCases.map(\.rawValue)
        let expected = "expected one of " + names.joined(separator: ", ")
        guard case .scalar = node, !isNull(node) else {
            throw error("\(path): \(expected), found \(describe(node))", at: node)
        }
        let text = try string(node, path)
        guard let value = Choice(rawValue: text) else {
            throw error("\(path): unknown \(what) '\(text)'\(NameSuggestion.hint(for: text, in: names)) "
                + "(\(expected))", at: node)
        }
        return value
    }

    // MARK: Collections

    /// The items of a list.
    package func list(_ node: Node, _ path: String) throws(SceneError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            throw error("\(path): expected a list, found \(describe(node))", at: node)
        }
        return Array(sequence)
    }

    /// A mapping read as an object with the given keys; see ``ObjectReader``.
    func object(_ node: Node, _ path: String, keys: [String], example: String) throws(SceneError) -> ObjectReader {
        try ObjectReader(node, path: path, keys: keys, example: example, decoder: self)
    }

    // MARK: Number syntax

    /// JSON's number syntax plus YAML's optional `+`, `.5`, `5.`, and `.nan` / `.inf` spellings. Hex,
    /// octal, `_` separators and bare `nan`/`inf` are not numbers here.
    static func parseNumber(_ text: String) -> Double? {
        switch text {
        case ".nan", ".NaN", ".NAN": return .nan
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
        case "-.inf", "-.Inf", "-.INF": return -.infinity
        default: break
        }
        var scalars = Substring(text).unicodeScalars[...]
        if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
        let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
        let integer = scalars.prefix(while: isDigit)
        scalars = scalars.dropFirst(integer.count)
        var fraction = Substring.UnicodeScalarView.SubSequence()
        if scalars.first == "." {
            scalars = scalars.dropFirst()
            fraction = scalars.prefix(while: isDigit)
            scalars = scalars.dropFirst(fraction.count)
        }
        guard !integer.isEmpty || !fraction.isEmpty else { return nil }
        if let e = scalars.first, e == "e" || e == "E" {
            scalars = scalars.dropFirst()
            if let sign = scalars.first, sign == "-" || sign == "+" { scalars = scalars.dropFirst() }
            let exponent = scalars.prefix(while: isDigit)
            guard !exponent.isEmpty else { return nil }
            scalars = scalars.dropFirst(exponent.count)
        }
        guard scalars.isEmpty else { return nil }
        return Double(text)
    }

    static func parseBool(_ text: String) -> Bool? {
        switch text {
        case "true", "True", "TRUE": true
        case "false", "False", "FALSE": false
        default: nil
        }
    }

    /// A number as people write it: `3`, not `3.0`.
    package static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }
}

/// The running count of path commands of one document (a reference, so the decoder's functions stay non-mutating).
final class PathCommandCount {
    var used = 0
}
