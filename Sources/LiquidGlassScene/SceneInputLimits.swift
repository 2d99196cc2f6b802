import Foundation
import Yams

/// The size limits a scene file must keep to before and while it is parsed, so that no file — however
/// large, deeply nested or full of YAML aliases — can make the loader run out of stack, memory or time.
///
/// docs/LIMITS.md lists them with the reasons.
public enum SceneInputLimits {
    /// The largest scene file: 16 MiB. A phone screen's scene is a few kilobytes; a scene at the element
    /// limit (10,000 elements) is about 2 MiB of YAML.
    public static let maxFileBytes = 16 << 20
    /// The deepest nesting of brackets, indentation and block indicators: 256 levels (a scene needs about 8).
    /// The YAML composer recurses once per level, so deeper input could overflow the stack.
    public static let maxNesting = 256
    /// The most YAML nodes the file may describe once aliases are expanded: 1,000,000. An alias used twice
    /// counts twice, so "billion laughs" files, which expand exponentially, stop here.
    public static let maxNodes = 1_000_000
    /// The most path commands the whole scene may draw: 1,000,000, counted per use (a path shared by 1,000
    /// elements through a YAML alias counts 1,000 times). Each path is also held to 100,000 commands, but one
    /// 40,000-command path aliased into 1,000 elements rendered for 60 s in 3.3 GB.
    public static let maxPathCommands = 1_000_000

    /// An upper bound of the nesting depth of YAML or JSON text, from one linear scan: per line, its
    /// indentation plus its block indicators (`- `, `? `, `: ` outside brackets) plus the open flow brackets. Quoted strings and
    /// comments are skipped. It can overestimate (a line indented by 300 spaces counts 300) but never
    /// underestimates, which is what a guard needs. Returns the first line (from 1) whose bound passes
    /// `limit`, or `nil`.
    package static func lineExceedingNesting(_ text: String, limit: Int = maxNesting) -> Int? {
        var line = 1
        var flow = 0, indent = 0, markers = 0
        var atLineStart = true, inComment = false, inDouble = false, inSingle = false, escaped = false
        var previous: UInt8 = 0x20
        var bytes = text.utf8.makeIterator()
        var pending: UInt8? = nil
        while let b = pending ?? bytes.next() {
            pending = nil
            let isBreak = b == 0x0A || b == 0x0D
            if isBreak {
                if b == 0x0D, let next = bytes.next(), next != 0x0A { pending = next }
                line += 1
                indent = 0
                markers = 0
                atLineStart = true
                inComment = false
                previous = 0x20
                continue
            }
            defer { previous = b }
            if inComment { continue }
            if inDouble {
                if escaped { escaped = false } else if b == 0x5C { escaped = true } else if b == 0x22 { inDouble = false }
                continue
            }
            if inSingle {
                if b == 0x27 { inSingle = false }
                continue
            }
            if atLineStart {
                if b == 0x20 {
                    indent += 1
                    if indent + markers + flow > limit { return line }
                    continue
                }
                atLineStart = false
            }
            let afterSpace = previous == 0x20 || previous == 0x09 || previous == 0x5B || previous == 0x7B
                || previous == 0x2C || previous == 0x3A
            switch b {
            case 0x23 where previous == 0x20 || previous == 0x09:  // '#': a comment to the end of the line
                inComment = true
            case 0x22 where afterSpace:  // '"'
                inDouble = true
            case 0x27 where afterSpace:  // "'"
                inSingle = true
            case 0x5B, 0x7B:  // '[', '{'
                flow += 1
            case 0x5D, 0x7D:  // ']', '}'
                flow = max(0, flow - 1)
            case _ where (b == 0x20 || b == 0x09) && flow == 0 && (previous == 0x2D || previous == 0x3F || previous == 0x3A):
                // '-', '?' or ':' then a blank: a block indicator, which can open one more level. (Inside
                // brackets they open none: the brackets count.)
                markers += 1
            default:
                break
            }
            if indent + markers + flow > limit { return line }
        }
        return nil
    }

    /// Walks the composed document without recursion, counting every node as the decoder will see it
    /// (aliases expanded). Returns the node at which the count passes `limit`, or `nil`.
    package static func nodeExceedingCount(_ root: Node, limit: Int = maxNodes) -> Node? {
        var stack: [Node] = [root]
        var count = 0
        while let node = stack.popLast() {
            count += 1
            if count > limit { return node }
            switch node {
            case .scalar, .alias:
                break
            case .sequence(let sequence):
                stack.append(contentsOf: sequence)
            case .mapping(let mapping):
                for (key, value) in mapping {
                    stack.append(key)
                    stack.append(value)
                }
            }
        }
        return nil
    }
}
