import SwiftSyntax

/// Questions about colour expressions: is a colour written as literal components (`Color(red:green:blue:)`,
/// hex, `#colorLiteral`), is it dark (`.black`, `Color(white: 0.1)`), and does an expression make a dimming
/// layer (a dark colour with opacity).
public enum ColorExpression {
    /// Colour types whose initializers are checked.
    static let colorTypes: Set<String> = ["Color", "UIColor", "CGColor", "NSColor", "SwiftUI.Color", "UIKit.UIColor"]
    /// Initializer labels that mean the colour is given by numbers.
    static let componentLabels: Set<String> = [
        "red", "green", "blue", "hue", "saturation", "brightness", "white", "displayP3Red", "srgbRed", "rgb",
        "rgba", "argb", "hex", "hexString", "hexValue",
    ]
    /// Names of dark colours.
    static let darkNames: Set<String> = ["black", "darkGray"]

    /// The part of `expression` that writes a colour as literal components or hex, if any (looking through
    /// `.opacity(…)`, `Color(uiColor: …)`, ternaries and parentheses).
    public static func hardcodedColor(in expression: ExprSyntax) -> ExprSyntax? {
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            return macro.macroName.text == "colorLiteral" ? expression : nil
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return hardcodedColor(in: only.expression)
        }
        if let ternary = expression.as(TernaryExprSyntax.self) {
            return hardcodedColor(in: ternary.thenExpression) ?? hardcodedColor(in: ternary.elseExpression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // An unfolded `a ? b : c`: look at the branches.
            for element in sequence.elements {
                if let marker = element.as(UnresolvedTernaryExprSyntax.self) {
                    if let found = hardcodedColor(in: marker.thenExpression) { return found }
                } else if let found = hardcodedColor(in: element) {
                    return found
                }
            }
            return nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.base.flatMap { hardcodedColor(in: $0) }
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if isColorInitializer(call) {
            for argument in call.arguments {
                if let label = argument.label?.text {
                    if componentLabels.contains(label) || label.lowercased().contains("hex") { return expression }
                    if label == "uiColor" || label == "cgColor" || label == "nsColor",
                        hardcodedColor(in: argument.expression) != nil
                    {
                        return expression
                    }
                } else if isHexLiteral(argument.expression) {
                    return expression
                } else if hardcodedColor(in: argument.expression) != nil {
                    return expression
                }
            }
            return nil
        }
        // `.opacity(…)`, `.withAlphaComponent(…)` and the like keep the colour they modify.
        if let member = SyntaxQueries.calledMember(call), let base = member.base {
            return hardcodedColor(in: base)
        }
        return nil
    }

    /// Whether `expression` is a dark colour: `.black`, `Color.black`, `UIColor.darkGray`, `Color(white: 0.1)`,
    /// `Color(red: 0, green: 0, blue: 0)`, `Color(.black)`, also with `.opacity(…)` applied.
    public static func isDark(_ expression: ExprSyntax) -> Bool {
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isDark(only.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard darkNames.contains(member.declName.baseName.text) else { return false }
            guard let base = member.base else { return true }
            return colorTypes.contains(base.trimmedDescription)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
        if isColorInitializer(call) {
            if let white = SyntaxQueries.argument("white", of: call) { return (number(white) ?? 1) <= 0.3 }
            let components = ["red", "green", "blue"].map { SyntaxQueries.argument($0, of: call).flatMap(number) }
            if components.allSatisfy({ $0 != nil }) { return components.allSatisfy { ($0 ?? 1) <= 0.25 } }
            if let first = call.arguments.first, first.label == nil || first.label?.text == "uiColor" {
                return isDark(first.expression)
            }
            return false
        }
        if let member = SyntaxQueries.calledMember(call), let base = member.base,
            ["opacity", "withAlphaComponent", "gradient"].contains(member.declName.baseName.text)
        {
            return isDark(base)
        }
        return false
    }

    /// Whether `call` makes a dimming layer: a dark colour with opacity (`.black.opacity(0.3)`,
    /// `Rectangle().fill(.black).opacity(0.3)`, `Color(white: 0, opacity: 0.35)`,
    /// `UIColor.black.withAlphaComponent(0.3)`, `UIColor(white: 0, alpha: 0.3)`), or a darkening
    /// `.brightness(-0.2)`.
    public static func isDimming(_ call: FunctionCallExprSyntax) -> Bool {
        let name = SyntaxQueries.calledName(call)
        if let member = SyntaxQueries.calledMember(call), let base = member.base {
            switch name {
            case "opacity", "withAlphaComponent":
                if let amount = SyntaxQueries.argument(nil, of: call).flatMap(number), amount <= 0 { return false }
                return isDark(base) || isDarkShape(base)
            case "brightness":
                return (SyntaxQueries.argument(nil, of: call).flatMap(number) ?? 0) < 0
            default:
                return false
            }
        }
        if isColorInitializer(call) {
            let alpha = SyntaxQueries.argument("opacity", of: call) ?? SyntaxQueries.argument("alpha", of: call)
            guard let alpha, (number(alpha) ?? 0.5) < 1, (number(alpha) ?? 0.5) > 0 else { return false }
            return isDark(ExprSyntax(call))
        }
        if name == "brightness" {
            return (SyntaxQueries.argument(nil, of: call).flatMap(number) ?? 0) < 0
        }
        return false
    }

    /// A shape or view filled with a dark colour: `Rectangle().fill(.black)`, `Color.clear.background(.black)`.
    static func isDarkShape(_ expression: ExprSyntax) -> Bool {
        let chain = ModifierChain(expression: expression)
        if let root = chain.root, isDark(root) { return true }
        return chain.modifiers.contains { modifier in
            ["fill", "foregroundStyle", "foregroundColor", "background"].contains(modifier.name)
                && SyntaxQueries.argument(nil, of: modifier.call).map(isDark) == true
        }
    }

    /// `Color(…)`, `UIColor(…)`, `Color.init(…)`, `.init(…)`.
    static func isColorInitializer(_ call: FunctionCallExprSyntax) -> Bool {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return colorTypes.contains(reference.baseName.text)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return true }
            return colorTypes.contains(base.trimmedDescription)
        }
        return false
    }

    /// `0xFF8800` or `"#FF8800"` / `"FF8800"`.
    static func isHexLiteral(_ expression: ExprSyntax) -> Bool {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return integer.literal.text.hasPrefix("0x")
        }
        guard let string = expression.as(StringLiteralExprSyntax.self), string.segments.count == 1,
            let segment = string.segments.first?.as(StringSegmentSyntax.self)
        else { return false }
        var text = Substring(segment.content.text)
        if text.hasPrefix("#") { text = text.dropFirst() } else if text.hasPrefix("0x") { text = text.dropFirst(2) }
        else { return false }
        return [3, 4, 6, 8].contains(text.count) && text.allSatisfy(\.isHexDigit)
    }

    /// The value of a number literal (`0.3`, `-0.2`, `1`), if the expression is one.
    public static func number(_ expression: ExprSyntax) -> Double? {
        if let float = expression.as(FloatLiteralExprSyntax.self) {
            return Double(float.literal.text.filter { $0 != "_" })
        }
        if let integer = expression.as(IntegerLiteralExprSyntax.self) {
            return Double(integer.literal.text.filter { $0 != "_" })
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
        }
        return nil
    }
}
