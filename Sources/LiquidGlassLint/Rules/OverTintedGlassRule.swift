import SwiftSyntax
import LiquidGlassRules

/// More than one tinted glass element in one stack or container.
public struct OverTintedGlassRule: Rule {
    public static let description = RuleDescription(
        identifier: DesignRule.overTintedGlass.rawValue,
        name: "Over-tinted Glass",
        description: """
            More than one tinted glass element (`Glass.tint(_:)`) is in one stack or `GlassEffectContainer`, or a \
            glass element with the same tint is repeated by a `ForEach` (a tint taken from the element, like a \
            colour swatch's, is not reported). Design rule: tint is for the primary action; keep \
            secondary glass untinted. A tint that is chosen per element (`.tint(isPrimary ? .blue : nil)`) is \
            not reported.
            """,
        rationale: """
            Tinted glass draws the eye: it is how one action says "this is the one". When several elements in a \
            group are tinted, none stands out, the hierarchy between primary and secondary actions is lost, and \
            the group looks busy over colourful content.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example(
                """
                VStack(spacing: 12) {
                    Button("Continue") { next() }.glassEffect(.regular.tint(.blue).interactive())
                    Button("Not Now") { skip() }.glassEffect(.regular.interactive())
                }
                """),
            // Tinted elements in different stacks of different screens parts.
            Example(
                """
                NavigationStack {
                    content
                        .toolbar {
                            ToolbarItem { Button("Add") { add() }.glassEffect(.regular.tint(.green)) }
                        }
                        .sheet(isPresented: $composing) {
                            HStack { Button("Send") { send() }.glassEffect(.regular.tint(.blue)) }
                        }
                }
                """),
            // The tint is decided per element.
            Example(
                """
                HStack {
                    ForEach(actions) { action in
                        Button(action.title) { run(action) }
                            .glassEffect(.regular.tint(action.isPrimary ? .accentColor : nil))
                    }
                }
                """),
            // A tint per element (a colour swatch, a category colour) is data, not emphasis.
            Example(
                """
                HStack {
                    ForEach(palette) { swatch in
                        Circle().frame(width: 32).glassEffect(.regular.tint(swatch.color).interactive())
                    }
                }
                """),
            // Only one branch shows.
            Example(
                """
                HStack {
                    if isRecording {
                        Button("Stop") { stop() }.glassEffect(.regular.tint(.red))
                    } else {
                        Button("Record") { record() }.glassEffect(.regular.tint(.red))
                    }
                }
                """),
            Example(
                """
                HStack {
                    Button("Save") { save() }.glassEffect(.regular.tint(.blue))
                    Button("Share") { share() }.glassEffect(isShared ? .regular.tint(.green) : .regular)
                }
                """),
        ],
        triggeringExamples: [
            Example(
                """
                VStack(spacing: 16) {
                    Button("Continue") { next() }.glassEffect(.regular.tint(.blue))
                    Button("Skip") { skip() }↓.glassEffect(.regular.tint(.gray))
                    Button("Cancel") { cancel() }↓.glassEffect(.regular.tint(.red))
                }
                """),
            Example(
                """
                GlassEffectContainer {
                    HStack { Image(systemName: "heart").glassEffect(.regular.tint(.pink)) }
                    HStack { Image(systemName: "star")↓.glassEffect(.clear.tint(.yellow)) }
                }
                """),
            Example(
                """
                HStack {
                    ForEach(filters) { filter in
                        Text(filter.name)
                            .padding()
                            ↓.glassEffect(.regular.tint(.purple))
                    }
                }
                """),
            Example(
                """
                HStack {
                    Button("Yes") { answer(true) }.buttonStyle(.glass(.regular.tint(.green)))
                    Button("No") { answer(false) }↓.buttonStyle(.glass(.regular.tint(.red)))
                }
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let tinted = context.glassSites.filter { site in
            site.isSwiftUI && site.variant != .identity && Self.isAlwaysTinted(site)
                && site.appliesRules
        }
        let hierarchies = tinted.map { ViewGroups.hierarchy(of: $0.call, in: context.file) }
        let groups = hierarchies.map { hierarchy in
            Set(hierarchy.filter { ViewGroups.isGroup($0, context.declarations) }.map(\.call.id))
        }
        var violations: [Violation] = []
        for (index, site) in tinted.enumerated() {
            let hierarchy = hierarchies[index]
            if let forEach = hierarchy.first(where: { $0.name == "ForEach" && $0.isContent }),
                !Self.tintDepends(on: forEach.call, site)
            {
                let (line, _) = context.file.location(of: forEach.call.positionAfterSkippingLeadingTrivia)
                violations.append(
                    Violation(
                        position: site.anchor,
                        message: "Tinted glass repeated by the ForEach on line \(line); tint only the primary "
                            + "action"))
                continue
            }
            let earlier = (0..<index).first { other in
                !groups[other].isDisjoint(with: groups[index])
                    && !BranchExclusivity.areExclusive(tinted[other].call, site.call)
            }
            guard let earlier else { continue }
            let (line, _) = context.file.location(of: tinted[earlier].anchor)
            violations.append(
                Violation(
                    position: site.anchor,
                    message: "Another tinted glass element in the same group (first on line \(line)); tint only the "
                        + "primary action and keep the others untinted"))
        }
        return violations
    }

    /// Whether the tint of a site in a `ForEach` is chosen per element: it uses the closure's parameter
    /// (`.tint(tag.color)`, `.tint($0.color)`), as a colour swatch or a category colour does.
    static func tintDepends(on forEach: FunctionCallExprSyntax, _ site: GlassSite) -> Bool {
        guard let closure = forEach.trailingClosure ?? SyntaxQueries.argument("content", of: forEach)?.as(ClosureExprSyntax.self),
            let glass = site.glass
        else { return false }
        var names: Set<String> = []
        switch closure.signature?.parameterClause {
        case .simpleInput(let parameters):
            names.formUnion(parameters.map(\.name.text))
        case .parameterClause(let clause):
            names.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
        case nil:
            break
        }
        return glass.tokens(viewMode: .sourceAccurate).contains { token in
            if case .dollarIdentifier = token.tokenKind { return true }
            return token.tokenKind == .identifier(token.text) && names.contains(token.text)
        }
    }

    /// Whether the site's glass is tinted whatever the state: `.regular.tint(.blue)`, not
    /// `.regular.tint(isPrimary ? .blue : nil)` or `.tint(nil)`.
    static func isAlwaysTinted(_ site: GlassSite) -> Bool {
        guard let glass = site.glass, site.isTinted else { return false }
        var current: ExprSyntax? = glass
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if let member = SyntaxQueries.calledMember(call), member.declName.baseName.text == "tint" {
                    guard let color = SyntaxQueries.argument(nil, of: call) else { return false }
                    return !color.is(NilLiteralExprSyntax.self) && !color.is(TernaryExprSyntax.self)
                        && !(color.as(SequenceExprSyntax.self)?.elements.contains { $0.is(UnresolvedTernaryExprSyntax.self) } ?? false)
                }
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else {
                current = nil
            }
        }
        return false
    }
}
