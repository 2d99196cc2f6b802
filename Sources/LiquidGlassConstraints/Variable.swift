import Synchronization

/// An unknown of a linear constraint system: a view's `minX`, `width`, a baseline…
///
/// A variable is a reference: two variables are the same unknown only if they are the same object (`===`), whatever
/// their names. Its ``value`` is written by ``Solver/updateVariables()`` and otherwise keeps what it last held, so a
/// variable read before any solve is `0` (or the value it was created with).
///
/// `Variable` deliberately has no `==` returning `Bool`: `==` between variables and expressions builds a
/// ``Constraint`` (`a == b + 10`).
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for debugging output (``Constraint/description``, errors); it plays no part in solving.
    public let name: String
    // A lock rather than `@unchecked Sendable`: a solved value may be read from another thread than the solver's.
    private let storage: Mutex<Double>

    /// Creates a variable.
    /// - Parameters:
    ///   - name: a name for debugging output.
    ///   - value: the value before the first solve.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.storage = Mutex(value)
    }

    /// The value from the last ``Solver/updateVariables()`` of a solver that knows this variable.
    public internal(set) var value: Double {
        get { storage.withLock { $0 } }
        set { storage.withLock { $0 = newValue } }
    }

    /// The name, or `v` followed by the object's address when the name is empty.
    public var description: String {
        name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue))" : name
    }
}
