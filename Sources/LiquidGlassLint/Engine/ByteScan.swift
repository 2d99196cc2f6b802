import Foundation

/// A quick count before the nesting scans (``GenericNesting``, ``InterpolationNesting``): a file with no more
/// openers than the limit cannot nest past it, and most files are settled by `memchr` alone.
enum ByteScan {
    /// Whether `byte` occurs at most `limit` times in `text`; nil when the text has no contiguous UTF-8 storage
    /// (the caller then scans).
    static func occurs(_ byte: UInt8, atMost limit: Int, in text: String) -> Bool? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard var cursor = UnsafeRawPointer(bytes.baseAddress) else { return true }
            let end = cursor + bytes.count
            var count = 0
            while count <= limit, let hit = memchr(cursor, Int32(byte), end - cursor) {
                count += 1
                cursor = UnsafeRawPointer(hit) + 1
            }
            return count <= limit
        }
    }
}
