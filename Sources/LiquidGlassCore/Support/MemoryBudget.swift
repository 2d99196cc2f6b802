/// How many bytes one piece of work (a render, an image decode) may allocate, checked before allocating.
///
/// Limits on pixels alone do not bound memory: 2²⁸ pixels is 4 GiB as float RGBA before any work is done.
/// Work that allocates in proportion to its input first works out what it will need with
/// ``cost(pixels:bytesPerPixel:)`` and asks ``allows(_:)``; the caller turns a refusal into an error
/// that names the budget (docs/LIMITS.md lists every limit derived from it).
public struct MemoryBudget: Sendable, Equatable, Hashable, CustomStringConvertible {
    /// The number of bytes the work may allocate.
    public var bytes: Int

    /// A budget of `bytes` bytes (negative values count as 0).
    public init(bytes: Int) {
        self.bytes = max(0, bytes)
    }

    /// A budget of `mebibytes` MiB (2²⁰ bytes each), saturating instead of overflowing.
    public static func mebibytes(_ mebibytes: Int) -> MemoryBudget {
        let (bytes, overflow) = max(0, mebibytes).multipliedReportingOverflow(by: 1 << 20)
        return MemoryBudget(bytes: overflow ? Int.max : bytes)
    }

    /// 1 GiB: a 24-megapixel photo (384 MiB as float RGBA) behind a 4K canvas (3 × 127 MiB) fits, a 16384²
    /// zlib bomb (5 GiB decoded) does not.
    public static let `default` = MemoryBudget.mebibytes(1024)

    /// Whether `cost` bytes fit in the budget. `nil` (an overflowing cost) never fits.
    public func allows(_ cost: Int?) -> Bool {
        guard let cost else { return false }
        return cost <= bytes
    }

    /// `pixels × bytesPerPixel`, or `nil` if it overflows `Int`.
    public static func cost(pixels: Int, bytesPerPixel: Int) -> Int? {
        let (product, overflow) = pixels.multipliedReportingOverflow(by: bytesPerPixel)
        return overflow || product < 0 ? nil : product
    }

    /// The same budget less `bytes` already spent (never below 0).
    public func remaining(after bytes: Int) -> MemoryBudget {
        MemoryBudget(bytes: self.bytes - max(0, bytes))
    }

    /// A byte count for messages: `512 MiB`, `4.0 GiB`, `700 KiB`, `12 bytes`.
    public static func describe(bytes: Int?) -> String {
        guard let bytes else { return "more than \(Int.max) bytes" }
        let units: [(String, Double)] = [("GiB", 1_073_741_824), ("MiB", 1_048_576), ("KiB", 1024)]
        for (unit, size) in units where Double(bytes) >= size {
            let value = Double(bytes) / size
            let rounded = value.rounded()
            if abs(value - rounded) < 0.05 { return "\(Int(rounded)) \(unit)" }
            return "\((value * 10).rounded() / 10) \(unit)"
        }
        return "\(bytes) bytes"
    }

    /// `1 GiB`.
    public var description: String { Self.describe(bytes: bytes) }
}
