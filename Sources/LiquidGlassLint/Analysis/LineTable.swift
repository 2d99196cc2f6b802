import Foundation
import SwiftSyntax

/// Line starts of a file's UTF-8 text, for turning positions into lines and columns.
///
/// Measured on the benchmark corpus, building swift-syntax's `SourceLocationConverter` from the tree cost about
/// as much as all the rules together; scanning the bytes once for newlines is a small fraction of that. Columns
/// are 1-based UTF-8 offsets within the line, as the Swift compiler reports them.
public struct LineTable: Sendable {
    /// UTF-8 offsets at which lines start; the first is 0.
    private let starts: [Int]
    private let utf8: [UInt8]

    public init(_ text: String) {
        utf8 = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in utf8.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        self.starts = starts
    }

    /// 1-based line and column of a UTF-8 offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        // The last line start not after `offset`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return (low + 1, offset - starts[low] + 1)
    }

    /// The text of a 1-based line without its line break (empty when out of range).
    public func text(ofLine line: Int) -> String {
        guard line >= 1, line <= starts.count else { return "" }
        let start = starts[line - 1]
        var end = line < starts.count ? starts[line] - 1 : utf8.count
        if end > start, utf8[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: utf8[start..<max(start, end)], as: UTF8.self)
    }

    /// Whether the text contains `needle`: `memchr` finds each candidate first byte, `memcmp` checks it. (A
    /// byte-at-a-time loop here cost ~8 instructions a byte, 0.7 % of the lint on the bench corpus, for a
    /// question every file is asked; callgrind.)
    public func contains(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        guard pattern.count <= utf8.count else { return false }
        return utf8.withUnsafeBufferPointer { text in
            pattern.withUnsafeBufferPointer { pattern in
                guard let base = text.baseAddress, let wanted = pattern.baseAddress else { return false }
                var index = 0
                let last = text.count - pattern.count
                while index <= last {
                    guard let hit = memchr(base + index, Int32(first), last - index + 1) else { return false }
                    let offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + offset, wanted, pattern.count) == 0 { return true }
                    index = offset + 1
                }
                return false
            }
        }
    }
}
