/// One equation of the tableau, `basic = constant + Σ coefficient · symbol`, stored as its right-hand side: the
/// cells sorted by symbol id (as kiwi's `Row` over an `AssocVector`), never a near-zero coefficient.
struct Row: Sendable {
    struct Cell: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    var constant: Double
    private(set) var cells: [Cell]

    init(constant: Double = 0) {
        self.constant = constant
        self.cells = []
    }

    /// The position of `symbol`, or where it would be inserted.
    @inline(__always) private func search(_ symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = cells.count
        while low < high {
            let middle = (low + high) >> 1
            let id = cells[middle].symbol.id
            if id == symbol.id { return (true, middle) }
            if id < symbol.id { low = middle + 1 } else { high = middle }
        }
        return (false, low)
    }

    /// The coefficient of `symbol`, 0 when absent.
    func coefficient(for symbol: Symbol) -> Double {
        let (found, index) = search(symbol)
        return found ? cells[index].coefficient : 0
    }

    func contains(_ symbol: Symbol) -> Bool { search(symbol).found }

    /// Adds `value` to the constant and returns the new constant.
    @discardableResult
    mutating func add(_ value: Double) -> Double {
        constant += value
        return constant
    }

    /// Adds `coefficient · symbol`, removing the cell if the sum is near zero.
    mutating func insert(_ symbol: Symbol, _ coefficient: Double = 1) {
        let (found, index) = search(symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
        } else if !nearZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `coefficient · other` (constant and cells).
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        // A short row goes in cell by cell (binary search, one insertion each); a longer one is merged in one pass.
        if other.cells.count <= 4 {
            for cell in other.cells { insert(cell.symbol, cell.coefficient * coefficient) }
            return
        }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        while i < cells.count || j < other.cells.count {
            if j == other.cells.count || (i < cells.count && cells[i].symbol.id < other.cells[j].symbol.id) {
                merged.append(cells[i])
                i += 1
            } else if i == cells.count || other.cells[j].symbol.id < cells[i].symbol.id {
                let value = other.cells[j].coefficient * coefficient
                if !nearZero(value) { merged.append(Cell(symbol: other.cells[j].symbol, coefficient: value)) }
                j += 1
            } else {
                let value = cells[i].coefficient + other.cells[j].coefficient * coefficient
                if !nearZero(value) { merged.append(Cell(symbol: cells[i].symbol, coefficient: value)) }
                i += 1
                j += 1
            }
        }
        cells = merged
    }

    /// Removes `symbol`'s cell, if any.
    mutating func remove(_ symbol: Symbol) {
        let (found, index) = search(symbol)
        if found { cells.remove(at: index) }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for index in cells.indices { cells[index].coefficient = -cells[index].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -(constant + rest)/a`: `symbol` leaves the cells and the
    /// rest is divided by `-a`. `symbol` must be in the row.
    mutating func solve(for symbol: Symbol) {
        let (found, index) = search(symbol)
        guard found else { return }
        let factor = -1 / cells[index].coefficient
        cells.remove(at: index)
        constant *= factor
        for index in cells.indices { cells[index].coefficient *= factor }
    }

    /// Turns `lhs = constant + a·rhs + rest` into `rhs = …` (a pivot of one row).
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by `row`'s right-hand side.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let (found, index) = search(symbol)
        guard found else { return }
        let coefficient = cells[index].coefficient
        cells.remove(at: index)
        insert(row, coefficient)
    }
}
