import Foundation
import Yams

/// Bounds on the configuration and baseline files, checked before they are parsed (docs/LIMITS.md), and their
/// syntax errors as `file:line:column` messages.
package enum ConfigurationLimits {
    /// Largest configuration or baseline read. A configuration is a few hundred bytes; a baseline one line of
    /// JSON per known finding (≈ 150 bytes), so 64 MiB holds some 400,000 findings.
    package static let maximumFileBytes = 64 << 20
    /// Deepest nesting of a configuration: brackets and block levels (indentation columns and `- ` items per
    /// line, an upper bound from one linear scan). Yams composes recursively: 100,000 nested `[` overflowed the
    /// stack. A configuration nests 3 levels.
    package static let maximumNesting = 256

    /// The text of a configuration or baseline file, read only if it is a regular file within the size limit (a
    /// FIFO would block, a device never end).
    package static func read(_ path: String, what: String) throws(ConfigurationError) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw ConfigurationError(file: path, message: "cannot read the \(what) (\(String(cString: strerror(errno)).lowercased()))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw ConfigurationError(file: path, message: "the \(what) is not a regular file (a folder, FIFO or device)")
        }
        guard Int(info.st_size) <= maximumFileBytes else {
            throw ConfigurationError(file: path, message: "the \(what) is \(info.st_size) bytes, over the limit of \(maximumFileBytes)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, message: "cannot read the \(what)")
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw ConfigurationError(file: path, message: "the \(what) is not UTF-8 text")
        }
        return text
    }

    /// The first place where the nesting bound is passed, with the message, in one pass over the text.
    static func firstExcess(in text: String) -> (line: Int, column: Int, message: String)? {
        var brackets = 0
        var line = 1
        var column = 0
        var indentation = 0
        var atLineStart = true
        var items = 0
        var quote: UInt8? = nil
        var comment = false
        for byte in text.utf8 {
            column += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                indentation = 0
                items = 0
                atLineStart = true
                comment = false
                if quote == UInt8(ascii: "'") { quote = nil }  // a quoted scalar over lines: counted conservatively
                continue
            }
            if comment { continue }
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if atLineStart { indentation += 1 }
            case UInt8(ascii: "-"), UInt8(ascii: "?"):
                if atLineStart || items > 0 { items += 1 }
                atLineStart = false
            case UInt8(ascii: "#"): comment = true
            case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
            case UInt8(ascii: "["), UInt8(ascii: "{"): brackets += 1; atLineStart = false
            case UInt8(ascii: "]"), UInt8(ascii: "}"): brackets = max(0, brackets - 1); atLineStart = false
            default: atLineStart = false
            }
            if brackets + indentation + items > maximumNesting {
                return (line, column, "the configuration nests more than \(maximumNesting) levels deep here "
                    + "(brackets, indentation and list items); a configuration needs 3")
            }
        }
        return nil
    }

    /// A libyaml error at the place it names, without the echo of the input Yams puts in its description.
    static func syntaxError(_ error: YamlError, path: String) -> ConfigurationError {
        switch error {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            let problem = problem.hasPrefix("but ") ? String(problem.dropFirst(4)) : problem
            return ConfigurationError(file: path, line: mark.line, column: mark.column,
                                      message: "not valid YAML: \(ConfigurationLoader.clipped(problem))")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.prefix(3).map { "`\(ConfigurationLoader.clipped($0))`" }.joined(separator: ", ")
            return ConfigurationError(file: path, line: context.mark.line, column: context.mark.column,
                                      message: "duplicate key \(keys) in one mapping")
        case .reader(let problem, _, _, _):
            return ConfigurationError(file: path, line: 1, column: 1, message: "not readable as YAML: \(ConfigurationLoader.clipped(problem))")
        default:
            return ConfigurationError(file: path, line: 1, column: 1, message: "not valid YAML")
        }
    }
}
