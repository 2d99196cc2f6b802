/// The tableau's rows by basic symbol, kept sorted by symbol id (kiwi keeps them in an `AssocVector`): lookups are
/// binary searches, and every scan over the rows visits them in the same order whatever the hashing seed, so ties
/// are broken the same way in every run.
struct RowMap: Sendable {
    private(set) var symbols: [Symbol] = []
    /// The rows, parallel to `symbols`; mutable in place (`rows[i].substitute(…)`).
    var rows: [Row] = []

    var count: Int { symbols.count }

    /// The index of `symbol`'s row, or nil.
    func index(of symbol: Symbol) -> Int? {
        let position = insertionIndex(symbol)
        return position < symbols.count && symbols[position].id == symbol.id ? position : nil
    }

    private func insertionIndex(_ symbol: Symbol) -> Int {
        var low = 0
        var high = symbols.count
        while low < high {
            let middle = (low + high) >> 1
            if symbols[middle].id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return low
    }

    subscript(symbol: Symbol) -> Row? {
        guard let index = index(of: symbol) else { return nil }
        return rows[index]
    }

    /// Sets `symbol`'s row (inserting it in order, or replacing the one there).
    mutating func set(_ symbol: Symbol, _ row: Row) {
        let position = insertionIndex(symbol)
        if position < symbols.count && symbols[position].id == symbol.id {
            rows[position] = row
        } else {
            symbols.insert(symbol, at: position)
            rows.insert(row, at: position)
        }
    }

    /// Removes and returns the row at `index`.
    @discardableResult
    mutating func remove(at index: Int) -> Row {
        symbols.remove(at: index)
        return rows.remove(at: index)
    }

    /// Removes and returns `symbol`'s row, if any.
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Row? {
        guard let index = index(of: symbol) else { return nil }
        return remove(at: index)
    }

    mutating func removeAll() {
        symbols.removeAll()
        rows.removeAll()
    }
}
