/// A column of the tableau: an external variable, or one the solver introduced (Badros et al. 2001, §3; kiwi's
/// `Symbol`). Symbols are ordered by `id`, which increases as they are made: every choice the simplex method makes
/// among symbols takes the lowest id (Bland's rule, which also keeps it from cycling), so a solve never depends on
/// hashing order.
struct Symbol: Hashable, Comparable, Sendable {
    enum Kind: UInt8, Sendable {
        /// A ``Variable``: unrestricted in sign.
        case external
        /// The slack of an inequality (`expression + slack == 0`, `slack >= 0`).
        case slack
        /// One side of an optional constraint's error (`>= 0`), weighted in the objective.
        case error
        /// The marker of a required equality: kept at zero, never enters the basis.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Whether the symbol is restricted to be non-negative (everything but an external variable).
    var isRestricted: Bool { kind != .external }
    /// Whether the simplex method may move the symbol (slacks and errors).
    var isPivotable: Bool { kind == .slack || kind == .error }

    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Coefficients with an absolute value at most this are zero: a cell that would hold one is removed, and a row
/// constant this small counts as zero in feasibility tests. The same 1e-8 as kiwi (`util.h`): layout values are
/// points, typically within ±10⁵, with coefficients near ±1 (multipliers); the roundoff of a pivot sequence on such
/// rows stays many orders below 1e-8 (the property tests check constraints to 1e-6).
let nearZeroEpsilon = 1.0e-8

@inline(__always) func nearZero(_ value: Double) -> Bool { abs(value) <= nearZeroEpsilon }
