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
        /// The type or extension the function is declared in (`nil` for a free function).
        public var owner: String? = nil

        /// Whether calls on any view can reach it: a free function, or one declared on `View`, `Shape` and
        /// the like (not on a wrapper type such as `Backport`).
        var isOnViews: Bool {
            guard let owner else { return true }
            return DeclarationIndex.viewOwners.contains(owner)
        }
    }

    /// What a call says about its receiver, for matching it against where functions are declared.
    public struct Receiver: Sendable, Hashable {
        /// Names in the receiver expression, lowercased: `[x, backport]` for `x.backport.glassEffect()`;
        /// empty for an implicit or `self` receiver.
        public var names: [String]
        /// The enclosing type or extension, when the receiver is implicit or `self`.
        public var enclosingType: String?

        public init(names: [String], enclosingType: String?) {
            self.names = names
            self.enclosingType = enclosingType
        }

        /// No receiver information: any declaration with a matching name and labels counts.
        public static let any = Receiver(names: ["*"], enclosingType: nil)
    }

    static let viewOwners: Set<String> = [
        "View", "Shape", "InsettableShape", "ShapeStyle", "Text", "Image", "Button", "Label", "ViewModifier",
        "ToolbarContent", "Scene",
    ]

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
    /// Functions on views that wrap what they are given in a toolbar (`func topBarTrailing(content:)` building
    /// `toolbar { ToolbarItem(placement: .topBarTrailing, content: content) }`).
    public private(set) var toolbarWrappers: Set<String> = []
    /// Types that wrap a UIKit or AppKit view for SwiftUI (`UIViewRepresentable` and the like): views handed to
    /// them are hosted by UIKit (an input accessory, a hosting controller), not laid out where they are written.
    public private(set) var representables: Set<String> = []
    /// For each method the project declares on views (`func disableWithOpacity(_:)` in `extension View`), the
    /// modifiers among ``RawIndexer/watchedModifiers`` it applies to the view it is called on (`opacity` in
    /// `disabled(off).opacity(off ? 0.5 : 1)`): a rule can see what such a method does where it is used, in any
    /// file (seventh held-back reading, issue 45: a project modifier fading glass was missed).
    public private(set) var appliedModifiers: [String: Set<String>] = [:]
    /// What produces glass in the project (resolved after merging; see ``GlassProducers``).
    public internal(set) var glassProducers = GlassProducers()

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

    mutating func addAppliedModifier(_ modifier: String, by method: String) {
        appliedModifiers[method, default: []].insert(modifier)
    }

    mutating func addToolbarWrapper(_ name: String) {
        toolbarWrappers.insert(name)
    }

    mutating func addRepresentable(_ name: String) {
        representables.insert(name)
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
        representables.formUnion(other.representables)
        for (type, names) in other.namespaceProperties { namespaceProperties[type, default: []].formUnion(names) }
        for (type, names) in other.properties { properties[type, default: []].formUnion(names) }
        glassProducers.merge(other.glassProducers)
        toolbarWrappers.formUnion(other.toolbarWrappers)
        for (method, names) in other.appliedModifiers { appliedModifiers[method, default: []].formUnion(names) }
    }

    /// Resolves which declarations produce glass (after the last merge).
    public mutating func resolveGlassProducers() {
        // A `glassEffect` of the project's own, declared on views, takes the calls whose labels it accepts: they
        // give glass only if its body does (``GlassProducers/readProjectGlassEffectCalls(_:)``).
        let own = (functions[GlassProducers.projectGlassEffect] ?? []).filter(\.isOnViews)
        if !own.isEmpty {
            glassProducers.readProjectGlassEffectCalls { call in
                own.contains { $0.accepts(labels: call.labels, trailingClosures: call.trailingClosures) }
            }
        }
        glassProducers.resolve()
    }

    /// Whether the project declares a type with this name.
    public func declaresType(_ name: String) -> Bool { types.contains(name) }

    /// Whether the project declares `static <member>` in `type` or in an extension of it.
    public func declaresStaticMember(_ member: String, in type: String) -> Bool {
        staticMembers[type]?.contains(member) ?? false
    }

    /// Whether a call named `name` with these argument labels (trailing closures excluded) could call a
    /// function the project declares.
    ///
    /// A function declared on a wrapper type (`extension Backport { func glassEffect(…) }`) matches only calls
    /// whose receiver names that type (`view.backport.glassEffect()`) or, for an implicit/`self` receiver,
    /// calls inside it; a native `.glassEffect(…)` elsewhere stays native.
    public func declaresFunction(
        _ name: String, acceptingLabels labels: [String?], trailingClosures: Int, receiver: Receiver = .any
    ) -> Bool {
        guard let signatures = functions[name] else { return false }
        return signatures.contains {
            $0.accepts(labels: labels, trailingClosures: trailingClosures) && Self.reaches($0, receiver)
        }
    }

    static func reaches(_ signature: Signature, _ receiver: Receiver) -> Bool {
        if signature.isOnViews || receiver == .any { return true }
        guard let owner = signature.owner?.lowercased() else { return true }
        if let enclosing = receiver.enclosingType, receiver.names.isEmpty { return enclosing.lowercased() == owner }
        return receiver.names.contains { name in owner.hasPrefix(name) || name.hasPrefix(owner) }
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
