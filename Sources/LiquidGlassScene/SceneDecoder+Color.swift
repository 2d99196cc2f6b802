import Foundation
import Yams
import LiquidGlassCore

extension SceneDecoder {
    /// `"#RRGGBB"`, `"#RRGGBBAA"`, `"#RGB"`, a system colour name (`systemBlue`, `blue`, …), or
    /// `{color: systemBlue, opacity: 0.5}`.
    func decodeColor(_ node: Node, _ path: String) throws(SceneError) -> Color {
        if case .mapping = node {
            let object = try object(node, path, keys: ["color", "opacity"],
                                    example: "{color: systemBlue, opacity: 0.5}")
            let colorNode = try object.required("color")
            guard case .scalar = colorNode else {
                throw error("\(object.path("color")): expected a hex colour or a colour name, found "
                    + "\(describe(colorNode))", at: colorNode)
            }
            let color = try decodeColor(colorNode, object.path("color"))
            let opacity = try object.optional("opacity").map { (n) throws(SceneError) in
                try number(n, object.path("opacity"), in: 0...1)
            } ?? 1
            return color.opacity(opacity)
        }
        let expected = "expected a colour: \"#RRGGBB\", \"#RRGGBBAA\", \"#RGB\", a system colour name such as "
            + "systemBlue, or {color: …, opacity: …}"
        guard case .scalar = node, !isNull(node) else {
            var message = "\(path): \(expected); found \(describe(node))"
            // `tint: #0A84FF` reads as `tint:` followed by a comment.
            if isNull(node), let mark = node.mark {
                let location = source.location(of: mark)
                if source.text(line: location.line, fromColumn: location.column).contains("#") {
                    message += " (an unquoted # starts a YAML comment: write \"#RRGGBB\" in quotes)"
                }
            }
            throw error(message, at: node)
        }
        let text = try string(node, path)
        if text.hasPrefix("#") {
            guard let color = Color(hex: text) else {
                throw error("\(path): bad hex colour '\(text)': expected #RGB, #RRGGBB or #RRGGBBAA with hex digits "
                    + "0-9 and A-F", at: node)
            }
            return color
        }
        guard let color = Color.named(text) else {
            let hint = NameSuggestion.hint(for: text, in: Color.colorNames)
            throw error("\(path): unknown colour name '\(text)'\(hint) (system colours: systemRed … systemBrown, "
                + "systemGray … systemGray6, label, SwiftUI names such as blue; or a hex colour \"#RRGGBB\")",
                at: node)
        }
        return color
    }
}
