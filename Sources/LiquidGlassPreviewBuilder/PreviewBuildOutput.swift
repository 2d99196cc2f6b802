import SwiftParser
import SwiftSyntax

/// The preview build's output as the user reads it: the compiler's source excerpts of the user's files numbered
/// by the user's lines.
///
/// A message's first line names the user's file and line (the `#sourceLocation` directive of
/// ``PreviewSourceRewriter``), but the compiler prints the excerpt under it from the copy it compiled, numbered by
/// the copy's lines — one more than the user's, for the directive, which the excerpt shows too when it is near. So
/// the excerpt lines of a message about a user's file are renumbered to the user's lines, the directives' lines are
/// dropped, and a line the rewrite changed (a `#Preview`, `@main`) is shown as the user wrote it — unless the
/// message points into it, as its column counts in the copy's line.
public struct PreviewBuildOutput: Sendable {
    /// A user's file as the preview program compiles it.
    public struct File: Sendable {
        /// The user's path, as messages name it (the directive's).
        public let path: String
        /// The copy's path, as the compiler read it.
        public let copyPath: String
        /// The user's line for each line of the copy (index 0: line 1); nil for the directives' lines.
        let originalLine: [Int?]
        /// The user's lines, without their line breaks.
        let originalText: [String]

        /// Nil when `copy` does not open with a `#sourceLocation` directive (`main.swift`).
        /// - Parameter original: the text of the user's file at a path; nil if it cannot be read.
        public init?(copyPath: String, copy: String, original: (String) -> String?) {
            let converter = SourceLocationConverter(fileName: copyPath, tree: Parser.parse(source: copy))
            // Each line's file and line as the compiler presumes them, directives applied.
            let locations = converter.sourceLines.indices.map { index in
                converter.location(for: converter.position(ofLine: index + 1, column: 1))
            }
            guard let path = locations.first(where: { $0.presumedFile != copyPath })?.presumedFile,
                  let text = original(path) else { return nil }
            let lines = SourceLocationConverter(fileName: path, tree: Parser.parse(source: text)).sourceLines.map { line in
                line.last?.isNewline == true ? String(line.dropLast()) : line
            }
            self.path = path
            self.copyPath = copyPath
            self.originalText = lines
            // The closing directive's line is inside the directive's range, but past the user's last line.
            self.originalLine = locations.map { location in
                location.presumedFile == path && location.presumedLine <= lines.count ? location.presumedLine : nil
            }
        }
    }

    public let files: [File]
    /// The file of the message being printed, if it is a user's.
    private var current: File?
    /// An excerpt line held until the next line says whether the message points into it.
    private var pending: (file: File, width: Int, number: Int, text: Substring)?

    public init(files: [File]) { self.files = files }

    /// The lines to print for the next line of output (none while an excerpt line waits for the one after it).
    public mutating func lines(for line: String) -> [String] {
        var lines: [String] = []
        if let pending {
            self.pending = nil
            // A message's markers sit under its line: ` `×(width + 1) then `|`.
            let pointedInto = line.hasPrefix(String(repeating: " ", count: pending.width + 1) + "|")
            lines += Self.excerptLine(pending, pointedInto: pointedInto)
        }
        if let current, let (width, number, text) = Self.numberedLine(line) {
            pending = (current, width, number, text)
        } else if current != nil, line.hasPrefix(" ") {
            lines.append(line)  // markers, skipped lines
        } else {
            current = files.first { Self.isHeader(line, of: $0.path) }
            lines.append(originOfExpansion(line) ?? line)
        }
        return lines
    }

    /// The line held back, at the end of the output.
    public mutating func finish() -> [String] {
        defer { pending = nil }
        return pending.map { Self.excerptLine($0, pointedInto: false) } ?? []
    }

    /// `output` (whole lines) as it is printed.
    public static func mapping(_ output: String, files: [File]) -> String {
        var mapper = PreviewBuildOutput(files: files)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).flatMap { mapper.lines(for: String($0)) }
        return (lines + mapper.finish()).joined(separator: "\n")
    }

    /// `PATH:LINE:COLUMN: …`, a message's first line.
    static func isHeader(_ line: String, of path: String) -> Bool {
        line.hasPrefix(path + ":") && line.dropFirst(path.count + 1).first?.isNumber == true
    }

    /// `` `- COPY:LINE:COLUMN: note: expanded code originates here``, under a message about a macro's expansion:
    /// the copy's line, named as the user's. Its excerpt follows.
    private mutating func originOfExpansion(_ line: String) -> String? {
        for file in files where line.hasPrefix("`- " + file.copyPath + ":") {
            let rest = line.dropFirst(3 + file.copyPath.count + 1)
            guard let number = Int(rest.prefix { $0.isNumber }), let original = file.originalLine[safe: number - 1] ?? nil
            else { return nil }
            current = file
            return "`- \(file.path):\(original)" + rest.drop { $0.isNumber }
        }
        return nil
    }

    /// `(width, number, text)` of an excerpt's source line, `  12 | text`: the number right-aligned in `width`.
    static func numberedLine(_ line: String) -> (Int, Int, Substring)? {
        let spaces = line.prefix { $0 == " " }
        let digits = line.dropFirst(spaces.count).prefix { $0.isASCII && $0.isNumber }
        let rest = line.dropFirst(spaces.count + digits.count)
        guard let number = Int(digits), rest.hasPrefix(" |") else { return nil }
        return (spaces.count + digits.count, number, rest.dropFirst(3))
    }

    /// The excerpt line as the user's file shows it; none for a directive's line. The width is kept, so the
    /// markers under it stay where they are.
    static func excerptLine(_ line: (file: File, width: Int, number: Int, text: Substring), pointedInto: Bool) -> [String] {
        guard let original = line.file.originalLine[safe: line.number - 1] ?? nil else { return [] }
        let number = String(original)
        let text = pointedInto ? String(line.text) : line.file.originalText[original - 1]
        return [String(repeating: " ", count: max(0, line.width - number.count)) + number + " | " + text]
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
