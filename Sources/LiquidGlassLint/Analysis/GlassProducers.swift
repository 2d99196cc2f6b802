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

    /// Glass a declaration applies only in some cases of a `switch` (`func adaptiveButtonStyle(_ style: Kind)`
    /// whose `.bordered` case applies `.glass` and whose `.plain` case a plain style): the case names (`bordered`,
    /// `default`) whose body applies glass, and every case name its switches list. A declaration that applies
    /// glass outside any `switch` case is in ``unconditionalGlass``. (Seventh tuning half: a reader app's 34 rows
    /// styled `.adaptiveButtonStyle(.plain)` were taken for glass rows.)
    private(set) var glassCases: [String: Set<String>] = [:]
    private(set) var switchedCases: [String: Set<String>] = [:]
    private(set) var unconditionalGlass: Set<String> = []
    /// For each declaration, the implicit-member first arguments (`plain` in `.adaptiveButtonStyle(.plain)`) it
    /// passes to each name it calls; `""` for a call with any other first argument (or none).
    private(set) var callArguments: [String: [String: Set<String>]] = [:]

    /// One `glassEffect(…)` call as the index saw it: its argument labels (`nil`: unlabelled) and trailing
    /// closures, for matching it against a `glassEffect` the project declares itself.
    struct GlassEffectCall: Hashable, Sendable {
        let labels: [String?]
        let trailingClosures: Int
    }
    /// Each declaration's `glassEffect(…)` calls, and the keys that apply glass some other way (`UIGlassEffect`,
    /// a glass button style): ``readProjectGlassEffectCalls(_:)`` needs both to decide whether a declaration
    /// whose only glass is a call to the project's own look-alike applies glass at all.
    private(set) var glassEffectCalls: [String: Set<GlassEffectCall>] = [:]
    private(set) var otherGlassSources: Set<String> = []

    public init() {}

    /// Records that `key` applies glass, inside the `switch` case named `cases` (empty: not in a case).
    private mutating func noteGlass(_ key: String, cases: [String]) {
        glass.insert(key)
        if cases.isEmpty { unconditionalGlass.insert(key) } else { glassCases[key, default: []].formUnion(cases) }
    }

    mutating func addGlass(_ key: String, cases: [String] = []) {
        noteGlass(key, cases: cases)
        otherGlassSources.insert(key)
    }

    mutating func addGlassEffect(
        _ key: String, isStatic: Bool, cases: [String] = [], labels: [String?] = [], trailingClosures: Int = 0
    ) {
        noteGlass(key, cases: cases)
        if isStatic { staticGlass.insert(key) } else { otherGlass.insert(key) }
        glassEffectCalls[key, default: []].insert(GlassEffectCall(labels: labels, trailingClosures: trailingClosures))
    }

    mutating func addGlassStyle(_ key: String, isProminent: Bool, cases: [String] = []) {
        noteGlass(key, cases: cases)
        otherGlassSources.insert(key)
        if isProminent { prominentStyle.insert(key) } else { plainStyle.insert(key) }
    }

    mutating func addSwitchedCases(_ key: String, _ cases: [String]) {
        switchedCases[key, default: []].formUnion(cases)
    }

    mutating func addCallArgument(from key: String, callee: SyntaxText, argument: String) {
        callArguments[key, default: [:]][String(syntaxText: callee), default: []].insert(argument)
    }

    /// Whether every call `user` makes to `target` passes a case of `target`'s switches whose body applies no
    /// glass (`.adaptiveButtonStyle(.plain)`): then `user` does not get glass from `target`.
    func usesOnlyGlasslessCases(_ user: String, of target: String) -> Bool {
        guard !unconditionalGlass.contains(target), let withGlass = glassCases[target],
            let listed = switchedCases[target], let arguments = callArguments[user]?[target], !arguments.isEmpty
        else { return false }
        return arguments.allSatisfy { listed.contains($0) && !withGlass.contains($0) }
    }

    mutating func addReference(from key: String, to name: SyntaxText) {
        references[key, default: []].insert(String(syntaxText: name))
    }

    mutating func addReference(from key: String, qualified target: String) {
        references[key, default: []].insert(target)
    }

    mutating func merge(_ other: GlassProducers) {
        glass.formUnion(other.glass)
        unconditionalGlass.formUnion(other.unconditionalGlass)
        for (key, cases) in other.glassCases { glassCases[key, default: []].formUnion(cases) }
        for (key, cases) in other.switchedCases { switchedCases[key, default: []].formUnion(cases) }
        for (key, callees) in other.callArguments {
            for (callee, arguments) in callees { callArguments[key, default: [:]][callee, default: []].formUnion(arguments) }
        }
        staticGlass.formUnion(other.staticGlass)
        otherGlass.formUnion(other.otherGlass)
        prominentStyle.formUnion(other.prominentStyle)
        plainStyle.formUnion(other.plainStyle)
        for (key, names) in other.references { references[key, default: []].formUnion(names) }
        for (key, calls) in other.glassEffectCalls { glassEffectCalls[key, default: []].formUnion(calls) }
        otherGlassSources.formUnion(other.otherGlassSources)
        resolved = []
    }

    /// The key of a `glassEffect` the project declares on views (`extension View { func glassEffect(in:) }`).
    static let projectGlassEffect = "glassEffect"

    /// Reads the `glassEffect(…)` calls that `isProjectCall` says resolve to a `glassEffect` the project declares
    /// on views as uses of that declaration, not as glass: whether they give glass is then decided by what the
    /// declaration's body does, like any other helper of the project. A look-alike that draws a material
    /// (`func glassEffect(in shape: some Shape) -> some View { background(.ultraThinMaterial, in: shape) }`) gives
    /// none; a backport that calls the system's `glassEffect` under `#available` (with labels none of the
    /// project's overloads takes) gives glass. A call inside the declaration to another of its overloads
    /// (`glassEffect(in:)` calling `glassEffect(.regular, in:)`) is the declaration itself, not glass.
    /// (Seventh held-back reading, issue 45: a chat app's 46 `glassEffect(in:)` calls went to its own material
    /// look-alike, and a message row drawn with it was reported as a glass row — the rules resolved the
    /// look-alike, the index did not.)
    mutating func readProjectGlassEffectCalls(_ isProjectCall: (GlassEffectCall) -> Bool) {
        for (key, calls) in glassEffectCalls {
            let own = calls.filter(isProjectCall)
            guard !own.isEmpty else { continue }
            if key != Self.projectGlassEffect { references[key, default: []].insert(Self.projectGlassEffect) }
            let rest = calls.subtracting(own)
            glassEffectCalls[key] = rest.isEmpty ? nil : rest
            if rest.isEmpty, !otherGlassSources.contains(key) {
                glass.remove(key)
                unconditionalGlass.remove(key)
                glassCases[key] = nil
                staticGlass.remove(key)
                otherGlass.remove(key)
            }
        }
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
                if usesOnlyGlasslessCases(key, of: name) { continue }
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
    /// plain regular or clear glass, or it applies no glass of its own and every glass it reaches through the
    /// project's methods and modifier types it uses is such glass, followed ``rounds`` declarations deep
    /// (`func floatingButtonStyle() -> some View { padding().applyGlass() }` over `func applyGlass() -> some View
    /// { glassEffect() }`; the sixth held-back reading's miss, issue 45, was one level deeper than the first
    /// version followed). Used to see a `Button` given non-interactive glass through a project's modifier.
    public func appliesStaticGlass(_ name: String) -> Bool {
        var visited: Set<String> = []
        return staticGlassVerdict(name, depth: Self.rounds, &visited) == true
    }

    /// `true`: the declaration applies only plain glass (itself, or through what it uses); `false`: some other
    /// glass (interactive, `.identity`, a variable, a glass button style, UIKit glass); `nil`: no glass found.
    private func staticGlassVerdict(_ key: String, depth: Int, _ visited: inout Set<String>) -> Bool? {
        guard visited.insert(key).inserted else { return nil }
        for own in [key, key + ".body"] where glass.contains(own) {
            return staticGlass.contains(own) && !otherGlass.contains(own)
        }
        guard depth > 0 else { return nil }
        var verdict: Bool?
        for used in [references[key], references[key + ".body"]] {
            for name in used ?? [] where name != key {
                switch staticGlassVerdict(name, depth: depth - 1, &visited) {
                case false?: return false
                case true?: verdict = true
                case nil: continue
                }
            }
        }
        return verdict
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
