import Foundation
import Yams
import LiquidGlassCore
import LiquidGlassRender

/// Loads scene files: YAML, or JSON (parsed as YAML's flow style), into a ``Scene``.
///
/// Every problem is reported as a ``SceneError`` naming the file, line and column, and what was expected;
/// docs/SCENES.md describes the format.
///
/// ```swift
/// let scene = try SceneLoader.load(contentsOf: URL(fileURLWithPath: "examples/scenes/coffee-tabbar.yaml"))
/// ```
/// ```
/// $ liquidglass render bad.yaml
/// bad.yaml:3:3: canvas: unknown key 'widht'; did you mean 'width'? (allowed keys: width, height, scale)
/// ```
public enum SceneLoader {
    /// Reads a YAML or JSON scene file; relative image paths resolve against the file's directory.
    ///
    /// A file whose name ends in `.json` is read as JSON (see ``parse(_:fileName:baseDirectory:)``); any
    /// other as YAML. The file must be UTF-8. Messages name the file by `url.relativePath`.
    public static func load(contentsOf url: URL) throws(SceneError) -> Scene {
        try loadDocument(contentsOf: url).scene
    }

    /// Reads a scene file with its named states and transitions (see ``SceneDocument``); every state is
    /// checked, so an error anywhere in the file is reported.
    public static func loadDocument(contentsOf url: URL) throws(SceneError) -> SceneDocument {
        let fileName = url.isFileURL ? url.relativePath : url.absoluteString
        // The size from the file system first, so a huge file is refused without being read.
        if url.isFileURL, let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int,
           size > SceneInputLimits.maxFileBytes {
            throw tooLarge(size, fileName: fileName)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SceneError(file: fileName, line: 1, column: 1,
                             message: "cannot read the scene file: \(error.localizedDescription)")
        }
        guard data.count <= SceneInputLimits.maxFileBytes else { throw tooLarge(data.count, fileName: fileName) }
        let text = try decodeUTF8(data, fileName: fileName)
        return try parseDocument(text, fileName: fileName, baseDirectory: url.deletingLastPathComponent())
    }

    /// Parses scene text; `fileName` is used in messages, `baseDirectory` resolves relative paths.
    ///
    /// When `fileName` ends in `.json`, UTF-16 surrogate-pair escapes (`"\ud83d\ude00"`), which are valid
    /// JSON but not YAML, are accepted.
    public static func parse(_ text: String, fileName: String, baseDirectory: URL) throws(SceneError) -> Scene {
        try parseDocument(text, fileName: fileName, baseDirectory: baseDirectory).scene
    }

    /// Parses scene text with its named states and transitions (see ``SceneDocument``).
    public static func parseDocument(_ text: String, fileName: String, baseDirectory: URL) throws(SceneError) -> SceneDocument {
        try parseDocument(text, fileName: fileName, baseDirectory: baseDirectory) { (data) throws(PathParseError) in
            try Path(svgPathData: data)
        }
    }

    /// ``parseDocument(_:fileName:baseDirectory:)`` with another SVG path parser (for tests).
    package static func parseDocument(
        _ text: String, fileName: String, baseDirectory: URL,
        parsePath: @escaping (String) throws(PathParseError) -> Path
    ) throws(SceneError) -> SceneDocument {
        let isJSON = fileName.lowercased().hasSuffix(".json")
        let size = text.utf8.count
        guard size <= SceneInputLimits.maxFileBytes else { throw tooLarge(size, fileName: fileName) }
        if let line = SceneInputLimits.lineExceedingNesting(text) {
            throw SceneError(file: fileName, line: line, column: 1,
                             message: "nested too deeply: brackets, indentation and '-'/':' indicators reach more than "
                                + "\(SceneInputLimits.maxNesting) levels on this line (a scene needs about 8)")
        }
        let source = SceneSource(text: text, fileName: fileName, isJSON: isJSON)
        let root: Node?
        do {
            root = try Yams.compose(yaml: source.parsedText)
        } catch let error as YamlError {
            throw syntaxError(error, source: source)
        } catch {
            throw SceneError(file: fileName, line: 1, column: 1, message: "cannot parse: \(error)")
        }
        guard let root else {
            throw SceneError(file: fileName, line: 1, column: 1,
                             message: "the file is empty; expected a scene with canvas, background and elements")
        }
        if let node = SceneInputLimits.nodeExceedingCount(root) {
            throw SceneError("the file describes more than \(SceneInputLimits.maxNodes) YAML values once its aliases are "
                + "expanded (each use of an alias counts again); this is where the count passed the limit",
                at: source.location(of: node.mark))
        }
        var decoder = SceneDecoder(source: source, baseDirectory: baseDirectory)
        decoder.parsePath = parsePath
        return try decoder.decodeDocument(root)
    }

    /// The error for a file over ``SceneInputLimits/maxFileBytes``.
    static func tooLarge(_ size: Int, fileName: String) -> SceneError {
        SceneError(file: fileName, line: 1, column: 1,
                   message: "the scene file is \(MemoryBudget.describe(bytes: size)); the limit is "
                    + "\(MemoryBudget.describe(bytes: SceneInputLimits.maxFileBytes)) (a phone screen's scene is a few KiB)")
    }

    /// A libyaml error as a SceneError at the place it names.
    static func syntaxError(_ error: YamlError, source: SceneSource) -> SceneError {
        let syntax = "syntax error"
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let location = source.location(of: mark)
            // Yams words one of its own errors as "expected …" (context) "but found …" (problem).
            let problem = problem.hasPrefix("but ") ? String(problem.dropFirst(4)) : problem
            var message = "\(syntax): \(problem)"
            if let context { message += " (\(context.text) at line \(source.location(of: context.mark).line))" }
            if source.text(line: location.line, fromColumn: location.column).hasPrefix("\t") {
                message += "; YAML does not allow tabs for indentation, use spaces"
            }
            if let line = unquotedColorLine(through: location.line, in: source) {
                message += "; line \(line) has an unquoted #RRGGBB colour, which YAML reads as the start of a comment: "
                    + "write it in quotes (\"#0A84FF\")"
            }
            return SceneError(message, at: location)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
            return SceneError("duplicate key \(keys) in the same mapping", at: source.location(of: context.mark))
        case .reader(let problem, let offset, _, let yaml):
            let (line, column) = lineAndColumn(ofCharacterOffset: offset ?? 0, in: yaml)
            return SceneError("\(syntax): \(problem)", at: source.location(line: line, column: column))
        default:
            return SceneError(file: source.fileName, line: 1, column: 1, message: "\(syntax): \(error)")
        }
    }

    /// The last line up to `last` with a hex colour written after `key:` or `-` without quotes. In block style the
    /// decoder explains the colour that went missing; inside a flow mapping (`{tint: #0A84FF}`) the comment eats the
    /// closing brace and libyaml reports only a syntax error on a later line.
    static func unquotedColorLine(through last: Int, in source: SceneSource) -> Int? {
        let hex = Set("0123456789abcdefABCDEF")
        for line in stride(from: last, through: 1, by: -1) {
            let text = Array(source.text(line: line, fromColumn: 1))
            for (i, character) in text.enumerated() where character == "#" {
                // A comment starts at a # after a blank; a colour value follows `:` or `-` and a blank.
                let before = text[..<i].reversed().drop { $0 == " " }.first
                guard i > 0, text[i - 1] == " ", before == ":" || before == "-" else { continue }
                let digits = text[(i + 1)...].prefix { hex.contains($0) }.count
                let next = i + 1 + digits < text.count ? text[i + 1 + digits] : " "
                if [3, 4, 6, 8].contains(digits), !next.isLetter, !next.isNumber { return line }
            }
        }
        return nil
    }

    /// The line and column (from 1; columns in Unicode scalars) of a Character offset.
    static func lineAndColumn(ofCharacterOffset offset: Int, in text: String) -> (Int, Int) {
        var line = 1, column = 1
        for character in text.prefix(max(offset, 0)) {
            if character == "\n" || character == "\r\n" || character == "\r" {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }

    /// The data as UTF-8 text (a leading byte-order mark is allowed), or an error at the first bad byte.
    static func decodeUTF8(_ data: Data, fileName: String) throws(SceneError) -> String {
        if let text = String(data: data, encoding: .utf8) { return text }
        var line = 1, column = 1
        var iterator = data.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var afterCR = false
        decoding: while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                // Line breaks as libyaml counts them: LF, CR, and CR LF as one.
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar == "\n" && afterCR {
                    // the LF of a CR LF: the CR already counted the line
                } else if scalar == "\n" || scalar == "\r" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                afterCR = scalar == "\r"
            case .emptyInput:
                break decoding
            case .error:
                break decoding
            }
        }
        throw SceneError(file: fileName, line: line, column: column,
                         message: "the file is not valid UTF-8 text (scene files must be UTF-8)")
    }
}
