/// The function the simplex method minimises, with *symbolic weights*: one row per priority level in use, compared
/// lexicographically from the highest level down (Badros et al. 2001, §2.2 and §3.1; kiwi instead folds the levels
/// into one `Double` row). A symbol's cost is the vector of its coefficients in the level rows; it is negative when
/// its first nonzero component, from the top, is negative.
///
/// A level's row exists while a constraint (or edit variable) at that priority is held; when the last one goes, the
/// row — zero in exact arithmetic by then — is dropped with it.
struct Objective: Sendable {
    struct Level: Sendable {
        let priority: Double
        var row: Row
        /// How many held constraints use the level.
        var users: Int
    }

    /// Highest priority first.
    private(set) var levels: [Level] = []

    /// An objective of one level made of `row` (the artificial objective of phase one).
    init(single row: Row) {
        levels = [Level(priority: 0, row: row, users: 1)]
    }

    init() {}

    private func levelIndex(_ priority: Double) -> (found: Bool, index: Int) {
        for (index, level) in levels.enumerated() {
            if level.priority == priority { return (true, index) }
            if level.priority < priority { return (false, index) }
        }
        return (false, levels.count)
    }

    /// Counts one more user of `priority`'s level, making the level if it is new.
    mutating func retain(_ priority: Double) {
        let (found, index) = levelIndex(priority)
        if found {
            levels[index].users += 1
        } else {
            levels.insert(Level(priority: priority, row: Row(), users: 1), at: index)
        }
    }

    /// Counts one user fewer of `priority`'s level, dropping the level with its last user.
    mutating func release(_ priority: Double) {
        let (found, index) = levelIndex(priority)
        guard found else { return }
        levels[index].users -= 1
        if levels[index].users <= 0 { levels.remove(at: index) }
    }

    /// Adds `coefficient · symbol` to `priority`'s level.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, priority: Double) {
        let (found, index) = levelIndex(priority)
        if found { levels[index].row.insert(symbol, coefficient) }
    }

    /// Adds `coefficient · row` to `priority`'s level.
    mutating func insert(_ row: Row, _ coefficient: Double, priority: Double) {
        let (found, index) = levelIndex(priority)
        if found { levels[index].row.insert(row, coefficient) }
    }

    /// Replaces `symbol` by `row` in every level.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        for index in levels.indices { levels[index].row.substitute(symbol, row) }
    }

    /// Removes `symbol` from every level.
    mutating func remove(_ symbol: Symbol) {
        for index in levels.indices { levels[index].row.remove(symbol) }
    }

    /// The value of the single-level objective (phase one).
    var firstConstant: Double { levels.first?.row.constant ?? 0 }

    /// Whether `symbol`'s cost is zero at every level.
    func isZeroCost(_ symbol: Symbol) -> Bool {
        levels.allSatisfy { !$0.row.contains(symbol) }
    }

    /// The entering symbol of a primal pivot: the lowest-id symbol, not a dummy, whose cost is negative — or nil at
    /// the optimum.
    func enteringSymbol() -> Symbol? {
        var best: Symbol?
        for (index, level) in levels.enumerated() {
            for cell in level.row.cells where cell.coefficient < 0 && cell.symbol.kind != .dummy {
                if let best, best.id <= cell.symbol.id { break }
                // The cost's sign is set by the first level holding the symbol: none above this one may.
                if levels[..<index].allSatisfy({ !$0.row.contains(cell.symbol) }) {
                    best = cell.symbol
                    break
                }
            }
        }
        return best
    }

    /// Whether `cost(a) / ca` is lexicographically less than `cost(b) / cb` (the dual ratio test), components equal
    /// within a relative `nearZeroEpsilon` counting as equal.
    func ratioIsLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for level in levels {
            let x = level.row.coefficient(for: a) / ca
            let y = level.row.coefficient(for: b) / cb
            if abs(x - y) > nearZeroEpsilon * max(1, abs(x), abs(y)) { return x < y }
        }
        return false
    }
}
