import SwiftSyntax

/// Layout and text modifiers applied after `glassEffect`.
public struct GlassModifierOrderRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_modifier_order",
        name: "Glass Modifier Order",
        description: """
            A sizing `frame(width:height:…)` is applied after `glassEffect` on the same view, or `padding` after the \
            glass of a `Text`/`Image`/`Label` that has no padding inside the glass (the glass hugs the glyphs). \
            Design rule: apply `glassEffect` last, so the glass wraps the finished content at its size. `padding` \
            after padded glass is spacing around it (Apple's samples do this), a `frame(maxWidth:…)` only caps or \
            positions the view, a flexible view (`Color.clear`, a shape) takes the frame's size glass and all, and \
            `font`/`foregroundStyle` reach the content inside the glass from either side (they are environment \
            values): none of these is reported.
            """,
        rationale: """
            Modifiers apply from the inside out. A fixed frame added after the glass sizes the layout box but not \
            the glass shape, so the material no longer fits the control; padding only outside the glass leaves \
            the material tight around the text.
            """,
        severity: .warning,
        // Opt-in: under 90 % precision on the held-back unseen apps (RulePrecision, docs/lint-corpus.md): its one
        // finding there was a frame on a filled shape, a flexible view the rule did not recognise.
        isOptIn: true,
        nonTriggeringExamples: [
            Example(
                """
                Label("Share", systemImage: "square.and.arrow.up")
                    .font(.headline)
                    .foregroundStyle(.primary)
                    .padding(.horizontal, 16)
                    .frame(minHeight: 44)
                    .glassEffect()
                """),
            Example("Text(\"3\").padding(8).glassEffect(in: .circle).glassEffectID(\"badge\", in: namespace)"),
            // Modifiers on the content inside an overlay are a different view.
            Example("Circle().glassEffect().overlay { Image(systemName: \"plus\").font(.title) }"),
            // Outer spacing and positioning around the finished glass (corpus: IceCubesApp, youplus).
            Example(
                """
                HStack { field; sendButton }
                    .padding(8)
                    .glassEffect(in: .capsule)
                    .padding(.horizontal, 16)
                    .padding(.bottom, 8)
                """),
            Example("banner.padding().glassEffect().frame(maxWidth: .infinity, alignment: .top)"),
            // Environment values reach the content inside the glass either way (corpus: carrel StatusBadge).
            Example("label.padding(8).glassEffect(.regular.tint(color), in: Capsule()).foregroundStyle(color).font(.caption)"),
            // Issue 45: a flexible view takes the frame's size, glass included.
            Example("Color.clear.glassEffect(.regular, in: .rect(cornerRadius: 20)).frame(height: proxy.size.height * 0.4)"),
            Example("RoundedRectangle(cornerRadius: 12).fill(.clear).glassEffect().frame(width: 120, height: 44)"),
            // Issue 45: a width cap on wrapping text, and a positioning frame for a keyboard toolbar.
            Example("Text(message).padding(12).glassEffect(in: .rect(cornerRadius: 16)).frame(maxWidth: 280, alignment: .leading)"),
            Example("doneBar.padding(8).glassEffect().frame(maxWidth: .infinity, alignment: .trailing)"),
            // Outer padding first, then a frame: the frame places the finished glass in the bar.
            Example("tools.glassEffect(in: .capsule).padding(.horizontal, 10).frame(height: barHeight, alignment: .bottom)"),
        ],
        triggeringExamples: [
            Example(
                """
                Text("Edit")
                    .padding()
                    .glassEffect()
                    ↓.frame(height: 44)
                """),
            Example("Image(systemName: \"mic\").glassEffect(in: .circle)↓.frame(width: 56, height: 56)"),
            Example("Text(status).padding(6).glassEffect()↓.frame(minWidth: 80).padding(.top)"),
            Example(
                """
                Label("Filters", systemImage: "line.3.horizontal.decrease")
                    .padding(12)
                    .glassEffect(.regular.interactive())
                    ↓.frame(minWidth: 120, minHeight: 44)
                    .font(.subheadline)
                """),
            // Issue 45: no padding inside the glass; the padding after it is not inside the material.
            Example("Text(\"Live\").font(.caption).glassEffect()↓.padding()"),
        ])

    /// Modifiers reported after the glass.
    static let contentModifiers: Set<String> = ["frame", "padding"]

    /// `frame` labels that give the view a size (`maxWidth`/`maxHeight` only cap or position it).
    static let sizingLabels: Set<String> = ["width", "height", "minWidth", "minHeight", "idealWidth", "idealHeight"]

    /// Views that take whatever size they are offered: a frame after their glass sizes the glass too.
    static let flexibleRoots: Set<String> = [
        "Color", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Circle", "Ellipse",
        "ContainerRelativeShape", "Spacer", "LinearGradient", "RadialGradient", "AngularGradient",
    ]

    /// Views whose glass hugs their glyphs when nothing pads them inside the glass.
    static let glyphRoots: Set<String> = ["Text", "Image", "Label"]

    /// Whether a `frame(…)` after the glass gives the view a size the glass does not take.
    static func sizes(_ frame: FunctionCallExprSyntax) -> Bool {
        frame.arguments.contains { argument in
            guard let label = argument.label?.text else { return false }
            return sizingLabels.contains(label)
        }
    }

    /// The name the chain's root view is made with: `Color` for `Color.clear` and `Color(.red)`, `Text` for
    /// `Text("a")`.
    static func rootName(_ root: ExprSyntax?) -> String? {
        guard let root else { return nil }
        if let call = root.as(FunctionCallExprSyntax.self) { return rootName(call.calledExpression) }
        if let member = root.as(MemberAccessExprSyntax.self) {
            if let base = member.base { return rootName(base) }
            return nil
        }
        return root.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        var violations: [Violation] = []
        for site in context.glassSites where site.kind == .glassEffect {
            let chain = site.chain
            let root = Self.rootName(chain.root)
            if let root, Self.flexibleRoots.contains(root) { continue }
            let before = chain.modifiers(before: site.call)
            // Padding between the glass and a frame makes the frame place the finished, padded glass (mlem's
            // markdown toolbar: `.glassEffect(…).padding(.horizontal, 10).frame(height: h, alignment: .bottom)`).
            var paddedAfterGlass = false
            for modifier in chain.modifiers(after: site.call) where Self.contentModifiers.contains(modifier.name) {
                if modifier.name == "frame" {
                    guard Self.sizes(modifier.call), !paddedAfterGlass else { continue }
                    violations.append(
                        Violation(
                            position: SyntaxQueries.anchor(of: modifier.call),
                            message: "`frame` after `glassEffect` sizes the view but not the glass; apply it before, so "
                                + "the glass wraps the finished content"))
                } else if let root, Self.glyphRoots.contains(root),
                    !before.contains(where: { $0.name == "padding" || $0.name == "frame" })
                {
                    violations.append(
                        Violation(
                            position: SyntaxQueries.anchor(of: modifier.call),
                            message: "`padding` only after `glassEffect`: the glass hugs the glyphs; pad the content "
                                + "before the glass"))
                    break
                } else if modifier.name == "padding" {
                    paddedAfterGlass = true
                }
            }
        }
        return violations
    }
}
