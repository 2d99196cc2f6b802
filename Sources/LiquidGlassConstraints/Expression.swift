/// A linear expression: a sum of ``Term``s plus a constant, `2 * a.width + b.minX - 10`.
///
/// Build one with the arithmetic operators over ``Variable``, `Expression` and `Double` (`+`, `-`, and `*`, `/` by a
/// constant) and compare two with `==`, `<=`, `>=` to get a ``Constraint``. A product of two variables is not
/// linear and does not compile.
public struct Expression: Sendable, CustomStringConvertible {
    /// The terms, in the order they were written; a variable may appear in several (see ``reduced()``).
    public let terms: [Term]
    /// The constant part.
    public let constant: Double

    /// Creates `terms[0] + terms[1] + … + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `variable`.
    public init(_ variable: Variable) {
        self.init([Term(variable)])
    }

    /// Creates the expression made of one term.
    public init(_ term: Term) {
        self.init([term])
    }

    /// Creates the constant expression `constant`.
    public init(constant: Double) {
        self.init([], constant: constant)
    }

    /// The expression evaluated at its variables' current ``Variable/value``s.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.value }
    }

    /// The same expression with one term per variable (coefficients of a repeated variable added, in the order of
    /// first appearance) and the terms whose coefficient is exactly zero dropped.
    public func reduced() -> Expression {
        var order: [ObjectIdentifier] = []
        var sums: [ObjectIdentifier: (Variable, Double)] = [:]
        for term in terms {
            let key = ObjectIdentifier(term.variable)
            if let sum = sums[key] {
                sums[key] = (sum.0, sum.1 + term.coefficient)
            } else {
                order.append(key)
                sums[key] = (term.variable, term.coefficient)
            }
        }
        let merged = order.compactMap { key -> Term? in
            guard let (variable, coefficient) = sums[key], coefficient != 0 else { return nil }
            return Term(variable, coefficient: coefficient)
        }
        return Expression(merged, constant: constant)
    }

    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.coefficient == -1 ? "-\(term.variable)" : term.description
            } else if term.coefficient < 0 {
                let positive = Term(term.variable, coefficient: -term.coefficient)
                text += " - \(positive)"
            } else {
                text += " + \(term)"
            }
        }
        if text.isEmpty { return Expression.format(constant) }
        if constant > 0 { text += " + \(Expression.format(constant))" }
        if constant < 0 { text += " - \(Expression.format(-constant))" }
        return text
    }

    /// `10` rather than `10.0`; other numbers as Swift prints them.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return String(number)
    }
}
