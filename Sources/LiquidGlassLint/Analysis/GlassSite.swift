import SwiftSyntax

/// A place where code applies Liquid Glass: a `glassEffect` modifier, a glass button style, a `UIGlassEffect`
/// or a glass `UIButton.Configuration`. Found once per file and shared by the rules.
public struct GlassSite {
    public enum Kind: Equatable, Sendable {
        /// `.glassEffect(…)`.
        case glassEffect
        /// `.buttonStyle(.glass)`, `.buttonStyle(.glass(…))`, `.buttonStyle(GlassButtonStyle())`.
        case glassButtonStyle
        /// `.buttonStyle(.glassProminent)`, `.buttonStyle(GlassProminentButtonStyle())`.
        case glassProminentButtonStyle
        /// `UIGlassEffect(…)`.
        case uiGlassEffect
        /// `UIButton.Configuration.glass()` and its clear/prominent siblings.
        case uiButtonConfiguration

        /// How messages name the API.
        public var apiName: String {
            switch self {
            case .glassEffect: "glassEffect"
            case .glassButtonStyle: ".buttonStyle(.glass)"
            case .glassProminentButtonStyle: ".buttonStyle(.glassProminent)"
            case .uiGlassEffect: "UIGlassEffect"
            case .uiButtonConfiguration: "UIButton.Configuration glass"
            }
        }
    }

    /// `Glass.regular`, `.clear`, `.identity`, as far as the code says.
    public enum Variant: String, Sendable {
        case regular, clear, identity
    }

    public let kind: Kind
    /// The call that applies glass (`.glassEffect(…)`, `.buttonStyle(…)`, `UIGlassEffect(…)`).
    public let call: FunctionCallExprSyntax
    /// The glass value's expression, if written (`.regular.tint(.blue)` in `.glassEffect(.regular.tint(.blue))`).
    public let glass: ExprSyntax?
    /// The variant, when it can be read from the code (`nil`: not written and not the default, or computed).
    public let variant: Variant?
    /// Whether the site runs only before iOS 26 or only on visionOS, worked out once when the site is found.
    public let placement: GlassCodeScope.Placement
    /// Called through a project's wrapper type (`view.backport.buttonStyle(.glass)`, with `struct Backport`
    /// declared in the project): real glass on iOS 26, but the wrapper decides availability.
    public internal(set) var isProjectWrapped = false

    /// Whether the iOS glass design rules apply to the site (not a pre-iOS 26 fallback, not visionOS-only).
    public var appliesRules: Bool { placement.appliesRules }
    /// Whether the site runs only before iOS 26 (``GlassCodeScope/isPreGlassFallback(_:iOS:)``).
    public var isPreGlassFallback: Bool { placement.isPreGlassFallback }

    init(kind: Kind, call: FunctionCallExprSyntax, glass: ExprSyntax?, variant: Variant?) {
        self.kind = kind
        self.call = call
        self.glass = glass
        self.variant = variant
        placement = GlassCodeScope.placement(of: call)
    }

    /// Where findings about the site are reported.
    public var anchor: AbsolutePosition { SyntaxQueries.anchor(of: call) }

    /// Whether this is SwiftUI (rather than UIKit) glass.
    public var isSwiftUI: Bool { kind == .glassEffect || kind == .glassButtonStyle || kind == .glassProminentButtonStyle }

    /// The names along the glass value: `["regular", "tint", "interactive"]`.
    public var glassMembers: [String] { glass.map(SyntaxQueries.memberNames) ?? [] }

    /// Whether the glass value is tinted (`.regular.tint(…)`); UIKit's `tintColor` property is set apart from
    /// the call and is not seen here.
    public var isTinted: Bool { glassMembers.contains("tint") }
    /// Whether the glass value is interactive (`.regular.interactive()`).
    public var isInteractive: Bool { glassMembers.contains("interactive") }

    /// The root member of a glass expression (`clear` in `.clear.tint(.blue)`), also when both branches of a
    /// ternary share it (issue 45: `cond ? .clear.tint(a) : .clear.tint(b)` is clear glass either way; branches
    /// with different variants give nil).
    static func variantName(_ glass: ExprSyntax) -> String? {
        if let name = SyntaxQueries.rootMemberName(glass) { return name }
        var glass = glass
        if let tuple = glass.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            glass = only.expression
        }
        let branches: (ExprSyntax, ExprSyntax)
        if let ternary = glass.as(TernaryExprSyntax.self) {
            branches = (ternary.thenExpression, ternary.elseExpression)
        } else if let sequence = glass.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let marker = sequence.elements.dropFirst().first?.as(UnresolvedTernaryExprSyntax.self),
            let last = sequence.elements.last
        {
            branches = (marker.thenExpression, last)
        } else {
            return nil
        }
        guard let first = SyntaxQueries.rootMemberName(branches.0), first == SyntaxQueries.rootMemberName(branches.1)
        else { return nil }
        return first
    }

    /// The whole view expression the site belongs to (the outermost modifier of its chain).
    public var chain: ModifierChain { ModifierChain(containing: call) }

    /// Finds the glass sites of a file, leaving out calls that resolve to the project's own declarations.
    static func find(in index: SourceFile, declarations: DeclarationLookup) -> [GlassSite] {
        var sites: [GlassSite] = []
        for call in index.calls("glassEffect") where !SyntaxQueries.resolvesToProject(call, declarations) {
            let glass = SyntaxQueries.argument(nil, of: call)
            let variant = glass.map { Variant(rawValue: variantName($0) ?? "") } ?? .regular
            sites.append(GlassSite(kind: .glassEffect, call: call, glass: glass, variant: variant))
        }
        for call in index.calls("buttonStyle") {
            if let site = buttonStyleSite(call, declarations) { sites.append(site) }
        }
        for call in index.calls("UIGlassEffect")
        where call.calledExpression.is(DeclReferenceExprSyntax.self) && !declarations.declaresType("UIGlassEffect") {
            let style = SyntaxQueries.argument("style", of: call)
            let variant = style.map { Variant(rawValue: SyntaxQueries.rootMemberName($0) ?? "") } ?? .regular
            sites.append(GlassSite(kind: .uiGlassEffect, call: call, glass: nil, variant: variant))
        }
        for name in ["glass", "clearGlass", "prominentGlass", "prominentClearGlass"] {
            for call in index.calls(name) {
                guard let base = SyntaxQueries.calledMember(call)?.base,
                    base.trimmedDescription.hasSuffix("Configuration")
                else { continue }
                sites.append(
                    GlassSite(
                        kind: .uiButtonConfiguration, call: call, glass: nil,
                        variant: name.contains("lear") ? .clear : .regular))
            }
        }
        return sites.sorted { $0.anchor < $1.anchor }
    }

    private static func buttonStyleSite(_ call: FunctionCallExprSyntax, _ declarations: DeclarationLookup) -> GlassSite? {
        guard let argument = SyntaxQueries.argument(nil, of: call) else { return nil }
        // The glass style may sit at the root of a chain or in a branch of a ternary (issue 45:
        // `.buttonStyle(.glassProminent.shadow(false))` rows and `cond ? .glass : .plain` were not seen).
        for style in styleCandidates(argument) {
            if let site = buttonStyleSite(call, style: style, declarations) { return site }
        }
        return nil
    }

    /// `style` itself, the root of a member chain on it, and both branches of a ternary (parentheses skipped);
    /// bounded, as chains and ternaries in a style argument are short.
    static func styleCandidates(_ style: ExprSyntax) -> [ExprSyntax] {
        var result: [ExprSyntax] = []
        var pending = [style]
        while let next = pending.popLast(), result.count < 8 {
            if let tuple = next.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                pending.append(only.expression)
            } else if let ternary = next.as(TernaryExprSyntax.self) {
                pending.append(ternary.elseExpression)
                pending.append(ternary.thenExpression)
            } else if let sequence = next.as(SequenceExprSyntax.self) {
                // Unfolded `cond ? a : b`: `[cond, ? a :, b]`.
                let elements = Array(sequence.elements)
                if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
                    let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
                {
                    if index + 1 < elements.count { pending.append(elements[index + 1]) }
                    pending.append(ternary.thenExpression)
                }
            } else {
                result.append(next)
                if let member = next.as(MemberAccessExprSyntax.self), let base = member.base {
                    pending.append(base)
                } else if let inner = next.as(FunctionCallExprSyntax.self),
                    let member = SyntaxQueries.calledMember(inner), let base = member.base
                {
                    pending.append(base)
                }
            }
        }
        return result
    }

    private static func buttonStyleSite(
        _ call: FunctionCallExprSyntax, style: ExprSyntax, _ declarations: DeclarationLookup
    ) -> GlassSite? {
        // `.glass`, `.glass(.clear)`, `.glassProminent`, or the style types themselves.
        var name: String? = nil
        var glass: ExprSyntax? = nil
        if let member = style.as(MemberAccessExprSyntax.self), member.base == nil {
            name = member.declName.baseName.text
        } else if let inner = style.as(FunctionCallExprSyntax.self) {
            if let member = SyntaxQueries.calledMember(inner), member.base == nil {
                name = member.declName.baseName.text
            } else if let reference = inner.calledExpression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
                if declarations.declaresType(reference.baseName.text) { return nil }
            }
            glass = SyntaxQueries.argument(nil, of: inner)
        }
        let kind: Kind
        switch name {
        case "glass", "GlassButtonStyle": kind = .glassButtonStyle
        case "glassProminent", "GlassProminentButtonStyle": kind = .glassProminentButtonStyle
        default: return nil
        }
        if let name, name.first?.isLowercase == true,
            ["ButtonStyle", "PrimitiveButtonStyle"].contains(where: { declarations.declaresStaticMember(name, in: $0) })
        {
            return nil
        }
        let variant = glass.map { Variant(rawValue: SyntaxQueries.rootMemberName($0) ?? "") } ?? .regular
        var site = GlassSite(kind: kind, call: call, glass: glass, variant: variant)
        site.isProjectWrapped = isWrapped(call, declarations)
        return site
    }

    /// `x.backport.buttonStyle(…)`: the call's receiver is a member named like a type the project declares
    /// (Swiftfin's `Backport`: 58 of the tuning half's 60 `missing_glass_availability` findings, issue 45).
    static func isWrapped(_ call: FunctionCallExprSyntax, _ declarations: DeclarationLookup) -> Bool {
        guard let base = SyntaxQueries.calledMember(call)?.base?.as(MemberAccessExprSyntax.self) else { return false }
        let name = base.declName.baseName.text
        guard let first = name.first, first.isLowercase else { return false }
        return declarations.declaresType(first.uppercased() + name.dropFirst())
    }
}
