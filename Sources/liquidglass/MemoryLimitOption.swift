import ArgumentParser
import LiquidGlass

/// `--memory-limit MIB`, shared by the commands that render: validation and the budget it gives.
enum MemoryLimitOption {
    /// 16 MiB … 1 TiB: below 16 MiB nothing but a thumbnail renders; above 1 TiB is a typo.
    static let range = 16...(1 << 20)

    static func validate(_ mebibytes: Int?) throws {
        if let mebibytes, !range.contains(mebibytes) {
            throw ValidationError("--memory-limit must be a number of MiB from \(range.lowerBound) to \(range.upperBound)")
        }
    }

    static func budget(_ mebibytes: Int?, default fallback: MemoryBudget) -> MemoryBudget {
        mebibytes.map { MemoryBudget.mebibytes($0) } ?? fallback
    }
}
