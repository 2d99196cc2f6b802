import SwiftSyntax

/// Glass tinted with a colour written as RGB components or hex.
public struct HardcodedGlassTintRule: Rule {
    public static let description = RuleDescription(
        identifier: "hardcoded_glass_tint",
        name: "Hardcoded Glass Tint",
        description: """
            Glass is tinted with a colour written as numbers — `Color(red:green:blue:)`, `Color(white:)`, \
            `Color(hue:saturation:brightness:)`, `UIColor(red:green:blue:alpha:)`, hex (`Color(hex: 0x0A84FF)`), \
            `#colorLiteral` — in `Glass.tint(_:)`, in `.tint(_:)` on a `.glassProminent` button, or in \
            `UIGlassEffect.tintColor`. Design rule: tint glass with semantic colours (`.blue`, `.accentColor`, \
            `.tint`, a named asset colour) that adapt to light and dark appearance and to accessibility settings.
            """,
        rationale: """
            Glass maps its tint to the brightness of the content behind it and adapts to Dark Mode and Increase \
            Contrast. A fixed RGB value has one appearance for all of these: too dark in Dark Mode or washed out \
            in light, and out of step with the system colours around it. A named colour can define variants.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example("Button(\"Buy\") { buy() }.glassEffect(.regular.tint(.blue).interactive())"),
            Example("Text(\"Live\").glassEffect(.regular.tint(Color(\"BrandRed\")))"),
            Example("Text(\"Live\").glassEffect(.regular.tint(.accentColor.opacity(0.8)))"),
            Example("Text(\"Live\").glassEffect(.regular.tint(theme.highlight))"),
            // A colour defined once with a name is the project's semantic colour.
            Example(
                """
                extension Color { static let brand = Color(red: 0.1, green: 0.4, blue: 0.9) }
                Text("Live").glassEffect(.regular.tint(.brand))
                """),
            // Hardcoded colours away from glass are not this rule's business.
            Example("Text(\"Warning\").foregroundStyle(Color(red: 1, green: 0.3, blue: 0))"),
            Example("Button(\"Go\") { go() }.buttonStyle(.borderedProminent).tint(Color(red: 0, green: 0.5, blue: 0.3))"),
            Example(
                """
                let glass = UIGlassEffect()
                glass.tintColor = .systemBlue.withAlphaComponent(0.4)
                """),
        ],
        triggeringExamples: [
            Example("Button(\"Submit\") { submit() }.glassEffect(.regular.tint(↓Color(red: 0, green: 0.48, blue: 1)))"),
            Example("Text(\"New\").glassEffect(.clear.tint(↓Color(hex: \"#FF6B35\").opacity(0.6)).interactive())"),
            Example("Label(\"Record\", systemImage: \"record.circle\").glassEffect(Glass.regular.tint(↓#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)))"),
            Example(
                """
                Button("Start") { start() }
                    .buttonStyle(.glassProminent)
                    .tint(↓Color(.sRGB, red: 0.2, green: 0.7, blue: 0.4))
                """),
            Example("Text(\"Pro\").glassEffect(.regular.tint(isPro ? ↓Color(white: 0.9) : nil))"),
            Example(
                """
                let glass = UIGlassEffect(style: .regular)
                glass.tintColor = ↓UIColor(red: 0.9, green: 0.2, blue: 0.3, alpha: 0.5)
                let view = UIVisualEffectView(effect: glass)
                """),
            Example("Button(\"Next\") { next() }.buttonStyle(.glass(.regular.tint(↓Color(uiColor: UIColor(hue: 0.6, saturation: 0.8, brightness: 0.9, alpha: 1)))))"),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for site in context.glassSites where site.isSwiftUI {
            var colors: [ExprSyntax] = []
            if let glass = site.glass { colors += tintArguments(in: glass) }
            if site.kind == .glassProminentButtonStyle {
                colors += site.chain.modifiers.filter { $0.name == "tint" }.compactMap {
                    SyntaxQueries.argument(nil, of: $0.call)
                }
            }
            for color in colors {
                guard let literal = ColorExpression.hardcodedColor(in: color), site.appliesRules
                else { continue }
                violations.append(Violation(at: literal, message: Self.message))
            }
        }
        // UIKit: `glass.tintColor = UIColor(red: …)` on a UIGlassEffect.
        let assignments = context.file.members("tintColor")
        if !assignments.isEmpty {
            let glass = UIKitGlassViews(file: context.file, declarations: context.declarations)
            for member in assignments {
                guard let base = member.base, glass.isGlassEffect(base),
                    let value = UIKitGlassViews.assignedValue(to: ExprSyntax(member)),
                    let literal = ColorExpression.hardcodedColor(in: value),
                    GlassCodeScope.appliesRules(at: member)
                else { continue }
                violations.append(Violation(at: literal, message: Self.message))
            }
        }
        return violations
    }

    static let message =
        "Glass tinted with a hardcoded colour; use a semantic colour (`.blue`, `.accentColor`, a named asset colour) "
        + "that adapts to appearance and accessibility settings"

    /// The colours passed to `tint(_:)` along a glass value (`.regular.tint(x).interactive()` → `x`).
    private func tintArguments(in glass: ExprSyntax) -> [ExprSyntax] {
        var result: [ExprSyntax] = []
        var current: ExprSyntax? = glass
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self) {
                if SyntaxQueries.calledName(call) == "tint", let color = SyntaxQueries.argument(nil, of: call) {
                    result.append(color)
                }
                current = call.calledExpression
            } else if let member = node.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else {
                current = nil
            }
        }
        return result
    }
}
