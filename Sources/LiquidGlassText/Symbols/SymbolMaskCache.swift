import Foundation

/// Symbols already rasterised, by name, box size and weight: a symbol's mask depends on nothing else, and an
/// animation draws the same ones on every frame. Making each mask again per frame cost about 2 ms of every frame
/// of the radial menu's burst @3x, its seven symbols evaluated through their distance fields pixel by pixel (perf
/// of `liquidglass bench --motion`).
///
/// Bounded: masks larger than ``largestSide`` pixels are not kept, and the whole cache is emptied when it holds
/// ``capacity`` masks (at most about 64 MB). Shared by every thread, behind a lock.
final class SymbolMaskCache: @unchecked Sendable {
    struct Key: Hashable {
        let name: String
        let side: UInt64
        let weight: FontWeight
        var layer: SymbolLayer = .whole
    }

    static let shared = SymbolMaskCache()
    static let capacity = 256
    static let largestSide = 256

    private let lock = NSLock()
    private var masks: [Key: CoverageMask] = [:]

    /// The mask for `key`, made by `make` when it is not kept (nothing is kept when `make` throws).
    func mask(for key: Key, _ make: () throws(LabelError) -> CoverageMask) throws(LabelError) -> CoverageMask {
        if let kept = lock.withLock({ masks[key] }) { return kept }
        let mask = try make()
        guard mask.width <= Self.largestSide, mask.height <= Self.largestSide else { return mask }
        lock.withLock {
            if masks.count >= Self.capacity { masks.removeAll(keepingCapacity: true) }
            masks[key] = mask
        }
        return mask
    }

    /// How many masks are kept (for the tests).
    var count: Int { lock.withLock { masks.count } }
}
