import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Animatable` (iOS 26): makes a type `Animatable`, its `animatableData` made of the `animatableData` of each of
/// its stored `var`s in declaration order (nested `AnimatablePair`s), leaving out those marked `@AnimatableIgnored`
/// and constants. Each such property's type must be written out and be `Animatable` itself. The property is
/// `nonisolated`, as `Animatable` requires, so that a `Shape` or `View` (main-actor types) conforms in Swift 6 mode.
public struct AnimatableMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let properties = try animatedProperties(of: declaration)
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        guard !properties.isEmpty else {
            return ["\(raw: access)nonisolated var animatableData: EmptyAnimatableData { get { EmptyAnimatableData() } set {} }"]
        }
        // AnimatablePair<A, AnimatablePair<B, C>>: the type, the getter's value and each property's path in newValue.
        func type(_ i: Int) -> String {
            i == properties.count - 1 ? "\(properties[i].type).AnimatableData"
                : "AnimatablePair<\(properties[i].type).AnimatableData, \(type(i + 1))>"
        }
        func value(_ i: Int) -> String {
            i == properties.count - 1 ? "\(properties[i].name).animatableData"
                : "AnimatablePair(\(properties[i].name).animatableData, \(value(i + 1)))"
        }
        let setters = properties.indices.map { i -> String in
            let path = String(repeating: ".second", count: i) + (i == properties.count - 1 ? "" : ".first")
            return "\(properties[i].name).animatableData = newValue\(path)"
        }
        return ["""
        \(raw: access)nonisolated var animatableData: \(raw: type(0)) {
            get { \(raw: value(0)) }
            set {
                \(raw: setters.joined(separator: "\n"))
            }
        }
        """]
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard !protocols.isEmpty else { return [] }
        return [try ExtensionDeclSyntax("extension \(type.trimmed): Animatable {}")]
    }

    /// The stored `var`s that animate: name and written type.
    static func animatedProperties(of declaration: some DeclGroupSyntax) throws -> [(name: String, type: String)] {
        var out: [(name: String, type: String)] = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.text == "var",
                  !variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
                  !variable.attributes.contains(where: { $0.as(AttributeSyntax.self).map(isIgnored) ?? false }) else { continue }
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock?.accessors {
                    // Computed properties do not animate; observers (willSet/didSet) keep a property stored.
                    guard case .accessors(let list) = accessors,
                          list.allSatisfy({ ["willSet", "didSet"].contains($0.accessorSpecifier.text) }) else { continue }
                }
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription else { continue }
                guard let type = binding.typeAnnotation?.type.trimmedDescription else {
                    throw MacroExpansionErrorMessage("@Animatable needs the type of '\(name)' written out (or mark it @AnimatableIgnored)")
                }
                out.append((name, type))
            }
        }
        return out
    }

    static func isIgnored(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return name == "AnimatableIgnored" || name == "LiquidGlassUI.AnimatableIgnored"
    }
}

/// `@AnimatableIgnored`: leaves a stored property out of `@Animatable`'s `animatableData`; adds nothing itself.
public struct AnimatableIgnoredMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] { [] }
}
