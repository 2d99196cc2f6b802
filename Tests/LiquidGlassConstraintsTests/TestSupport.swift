@testable import LiquidGlassConstraints

/// Whether `a` and `b` differ by at most `tolerance`.
func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(a - b) <= tolerance
}

/// A strength at a priority known to be valid (test shorthand).
func priority(_ level: Double, weight: Double = 1) -> Strength {
    Strength(priority: level, weight: weight) ?? .required
}

/// SplitMix64 (Steele, Lea & Flood 2014): a seeded generator, the same sequence on every platform and run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Sums of weighted violations of `constraints`' optional ones, one per priority level, highest level first: the
/// objective Cassowary minimises, evaluated at the variables' current values.
func errorLevels(_ constraints: [Constraint]) -> [(priority: Double, error: Double)] {
    var sums: [Double: Double] = [:]
    for constraint in constraints where !constraint.strength.isRequired {
        sums[constraint.strength.priority, default: 0] += constraint.strength.weight * constraint.violation
    }
    return sums.keys.sorted(by: >).map { ($0, sums[$0] ?? 0) }
}

/// Whether two error vectors are equal level by level within `tolerance`.
func sameErrors(
    _ a: [(priority: Double, error: Double)], _ b: [(priority: Double, error: Double)], tolerance: Double = 1e-6
) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0.priority == $1.priority && near($0.error, $1.error, tolerance) }
}
