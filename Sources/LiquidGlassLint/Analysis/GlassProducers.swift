@_spi(RawSyntax) import SwiftSyntax

/// The project-wide index of what produces glass: view types, `ViewModifier`s, button styles, helper
/// properties and functions, and `View` extension methods, each known by a key — `Card` for a type,
/// `Card.badge` for a member of it, `glassCard` for a free function or a method on `View` — with the names each
/// one uses. A declaration produces glass when it applies glass itself (`glassEffect`, `UIGlassEffect`, a
/// `.glass`/`.glassProminent` style, also chained or in a ternary) or uses a declaration that does, followed
/// through at most ``rounds`` declarations across all files of the project (a type through its `body` or
/// `makeBody`).
///
/// Rules ask ``DeclarationLookup/producesGlass(_:in:)``: the answer comes from the index, not from the name of
/// the nearest modifier, so glass reached through a component type in another file or a modifier is seen.
public struct GlassProducers: Sendable {
    /// How many declarations deep glass is followed: a row type whose body uses a helper that uses a style
    /// that applies glass is three.
    public static let rounds = 4

    /// Keys of declarations that apply glass themselves.
    private(set) var glass: Set<String> = []
    /// The names each declaration uses (unqualified), or qualified keys (`Card.body` for `Card`).
    private(set) var references: [String: Set<String>] = [:]
    /// Keys of every declaration that produces glass, once ``resolve()`` has run.
    private(set) var resolved: Set<String> = []
    /// Keys of declarations whose own `glassEffect` calls all apply plain regular or clear glass, not
    /// interactive (`content.glassEffect(.regular, in: .circle)` in a `ViewModifier`'s `body`), and the keys with
    /// any other `glassEffect` (interactive, `.identity`, a variable): ``appliesStaticGlass(_:)`` answers from
    /// the first minus the second.
    private(set) var staticGlass: Set<String> = []
    private(set) var otherGlass: Set<String> = []
    /// Keys of declarations that name the prominent glass button style (`.glassProminent`), and of those that
    /// name the plain one (`.glass`): ``appliesProminentStyle(_:)`` answers from the first minus the second (a
    /// helper choosing between the two is not prominent every time).
    private(set) var prominentStyle: Set<String> = []
    private(set) var plainStyle: Set<String> = []

    public init() {}

    mutating func addGlass(_ key: String) { glass.insert(key) }

    mutating func addGlassEffect(_ key: String, isStatic: Bool) {
        glass.insert(key)
        if isStatic { staticGlass.insert(key) } else { otherGlass.insert(key) }
    }

    mutating func addGlassStyle(_ key: String, isProminent: Bool) {
        glass.insert(key)
        if isProminent { prominentStyle.insert(key) } else { plainStyle.insert(key) }
    }

    mutating func addReference(from key: String, to name: SyntaxText) {
        references[key, default: []].insert(String(syntaxText: name))
    }

    mutating func addReference(from key: String, qualified target: String) {
        references[key, default: []].insert(target)
    }

    mutating func merge(_ other: GlassProducers) {
        glass.formUnion(other.glass)
        staticGlass.formUnion(other.staticGlass)
        otherGlass.formUnion(other.otherGlass)
        prominentStyle.formUnion(other.prominentStyle)
        plainStyle.formUnion(other.plainStyle)
        for (key, names) in other.references { references[key, default: []].formUnion(names) }
        resolved = []
    }

    /// Follows uses from the declarations that apply glass, ``rounds`` declarations deep: a breadth-first walk
    /// over who uses what, from the glass outwards, so each use is looked at once (asking every declaration in
    /// every round built a qualified name per use per round). Most files apply no glass at all, and then
    /// nothing is walked.
    public mutating func resolve() {
        var found = glass
        guard !found.isEmpty else {
            resolved = found
            return
        }
        // The declarations that use each key: a use written in full (`Card.body`), an unqualified use inside a
        // type under the type's member (`badge` in `Card.body` under `Card.badge`) and under the bare name (a
        // top-level `badge`), as ``produces(_:in:)`` resolves names.
        // (Byte searches: `String.contains(".")` resolves to Foundation's `range(of:)`, which was 14 % of the
        // lint's instructions on the bench corpus, callgrind, release.)
        var usersOf: [String: [String]] = [:]
        for (key, names) in references where !found.contains(key) {
            let dot = key.utf8.firstIndex(of: UInt8(ascii: "."))
            for name in names {
                if let dot, !name.utf8.contains(UInt8(ascii: ".")) {
                    usersOf[String(key[..<dot]) + "." + name, default: []].append(key)
                }
                usersOf[name, default: []].append(key)
            }
        }
        var frontier = Array(found)
        for _ in 0..<Self.rounds {
            var next: [String] = []
            for target in frontier {
                for user in usersOf[target] ?? [] where found.insert(user).inserted { next.append(user) }
            }
            if next.isEmpty { break }
            frontier = next
        }
        resolved = found
    }

    /// Whether `name` — a method on views (`circleGlass`) or a `ViewModifier` type (`CircleGlass`, through its
    /// `body`) — applies non-interactive glass to the view it is given: its own `glassEffect` calls are all
    /// plain regular or clear glass, or (one declaration further) it applies such a modifier type and no glass of
    /// its own (`func circleGlass() -> some View { modifier(CircleGlass()) }`). Used to see a `Button` given
    /// non-interactive glass through a project's modifier (issue 45).
    public func appliesStaticGlass(_ name: String) -> Bool {
        func direct(_ key: String) -> Bool { staticGlass.contains(key) && !otherGlass.contains(key) }
        if direct(name) || direct(name + ".body") { return true }
        guard !glass.contains(name), let used = references[name] else { return false }
        return used.contains { $0.first?.isUppercase == true && direct($0 + ".body") }
    }

    /// Whether `name` — a method on views (`primaryAction()`) or a `ViewModifier` type (through its `body`) —
    /// gives the view it is applied to the prominent glass button style and never the plain one
    /// (`func primaryAction() -> some View { if #available(iOS 26, *) { buttonStyle(.glassProminent) } else {
    /// buttonStyle(.borderedProminent) } }`), also one declaration further (a method applying such a modifier
    /// type). Used to count prominent buttons styled through the project's own modifier (issue 45).
    public func appliesProminentStyle(_ name: String) -> Bool {
        func direct(_ key: String) -> Bool { prominentStyle.contains(key) && !plainStyle.contains(key) }
        if direct(name) || direct(name + ".body") { return true }
        guard !glass.contains(name), let used = references[name] else { return false }
        return used.contains { $0.first?.isUppercase == true && direct($0 + ".body") }
    }

    /// Whether `name`, used inside `type` (or at the top level), names a declaration that produces glass.
    public func produces(_ name: String, in type: String?) -> Bool {
        if let type, resolved.contains(type + "." + name) { return true }
        return resolved.contains(name)
    }
}
