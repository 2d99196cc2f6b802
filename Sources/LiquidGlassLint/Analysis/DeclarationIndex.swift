/// Declarations found in the linted files that can shadow or imitate Liquid Glass API: the project's own
/// `func glassEffect(…)`, a `struct GlassEffectContainer` backport, `static var glass` on its own button style,
/// an `enum GlassVariant`, wrappers around `GlassEffectContainer`.
///
/// Rules ask this index before reporting, so a call that resolves to the project's declaration is not
/// mistaken for the system API. Declarations are matched by name (and, for functions, argument labels), not by
/// full type checking.
public struct DeclarationIndex: Sendable {
    /// A function's parameters as far as call matching needs them.
    public struct Signature: Sendable, Hashable {
        public struct Parameter: Sendable, Hashable {
            /// The argument label (`nil` for `_`).
            public let label: String?
            public let hasDefault: Bool
            public let isVariadic: Bool
            /// A function-typed parameter, which a trailing closure can fill.
            public let isFunction: Bool
        }
        public let parameters: [Parameter]
    }

    /// Functions and methods by base name.
    public private(set) var functions: [String: [Signature]] = [:]
    /// Names of declared types (struct, class, enum, actor, protocol, typealias).
    public private(set) var types: Set<String> = []
    /// Static members (static var/let/func, enum cases) by the type or protocol they are declared in or extend.
    public private(set) var staticMembers: [String: Set<String>] = [:]
    /// Types whose declaration creates a `GlassEffectContainer` (wrappers such as `GlassEffectContainerCompat`).
    public private(set) var containerWrappers: Set<String> = []
    /// Properties that hold a namespace (`@Namespace var ns` or `let ns: Namespace.ID`) by the type or
    /// extension they are declared in.
    public private(set) var namespaceProperties: [String: Set<String>] = [:]
    /// All stored and computed property names by the type or extension they are declared in.
    public private(set) var properties: [String: Set<String>] = [:]

    public init() {}

    mutating func addFunction(_ name: String, _ signature: Signature) {
        functions[name, default: []].append(signature)
    }

    mutating func addType(_ name: String) {
        types.insert(name)
    }

    mutating func addStaticMember(_ name: String, of type: String) {
        staticMembers[type, default: []].insert(name)
    }

    mutating func addProperty(_ name: String, of type: String, isNamespace: Bool) {
        properties[type, default: []].insert(name)
        if isNamespace { namespaceProperties[type, default: []].insert(name) }
    }

    mutating func addContainerWrapper(_ name: String) {
        containerWrappers.insert(name)
    }

    /// Adds everything `other` declares.
    public mutating func merge(_ other: DeclarationIndex) {
        for (name, signatures) in other.functions { functions[name, default: []].append(contentsOf: signatures) }
        types.formUnion(other.types)
        for (type, members) in other.staticMembers { staticMembers[type, default: []].formUnion(members) }
        containerWrappers.formUnion(other.containerWrappers)
        for (type, names) in other.namespaceProperties { namespaceProperties[type, default: []].formUnion(names) }
        for (type, names) in other.properties { properties[type, default: []].formUnion(names) }
    }

    /// Whether the project declares a type with this name.
    public func declaresType(_ name: String) -> Bool { types.contains(name) }

    /// Whether the project declares `static <member>` in `type` or in an extension of it.
    public func declaresStaticMember(_ member: String, in type: String) -> Bool {
        staticMembers[type]?.contains(member) ?? false
    }

    /// Whether a call named `name` with these argument labels (trailing closures excluded) could call a
    /// function the project declares.
    public func declaresFunction(_ name: String, acceptingLabels labels: [String?], trailingClosures: Int) -> Bool {
        guard let signatures = functions[name] else { return false }
        return signatures.contains { $0.accepts(labels: labels, trailingClosures: trailingClosures) }
    }
}

extension DeclarationIndex.Signature {
    /// Matches labels to parameters in order; parameters with defaults may be skipped; trailing closures
    /// fill the remaining function-typed parameters.
    func accepts(labels: [String?], trailingClosures: Int) -> Bool {
        var remaining = labels[...]
        var parameterIndex = 0
        while parameterIndex < parameters.count {
            let parameter = parameters[parameterIndex]
            if let next = remaining.first, next == parameter.label {
                remaining.removeFirst()
                if parameter.isVariadic {
                    while let more = remaining.first, more == nil, parameter.label == nil { remaining.removeFirst() }
                }
                parameterIndex += 1
            } else if parameter.hasDefault || parameter.isVariadic {
                parameterIndex += 1
            } else {
                break
            }
        }
        guard remaining.isEmpty else { return false }
        // Whatever is left must be fillable by the trailing closures (or have defaults).
        let unfilled = parameters[parameterIndex...].filter { !$0.hasDefault && !$0.isVariadic }
        return unfilled.count <= trailingClosures && unfilled.allSatisfy(\.isFunction)
    }
}
