/// What a `#Preview` becomes: one type conforming to `LiquidGlassUI.PreviewRegistry` whose `makePreview()` calls
/// `Preview.init` with the macro's own arguments.
///
/// Shared by the macro (which names the type uniquely) and `liquidglass preview` (which compiles the user's files
/// with each `#Preview` replaced by this declaration under a name it can list): both build the same code, so a
/// preview renders exactly as the macro declares it. The text before and after the call holds no line break,
/// so the replaced source keeps its line numbers.
public enum PreviewExpansion {
    /// The declaration's text up to the call's arguments: `… LiquidGlassUI.Preview`.
    ///
    /// - Parameters:
    ///   - typeName: the registry type's name.
    ///   - fileID, line, column: Swift expressions for where the macro is written (literals or `#fileID`-style).
    ///   - module: the module the preview types are named through: LiquidGlassUI, or LiquidGlassUIKit (which names
    ///     them again) in a file importing only LiquidGlassUIKit.
    public static func prefix(typeName: String, fileID: String, line: String, column: String, module: String = "LiquidGlassUI") -> String {
        "enum \(typeName): \(module).PreviewRegistry { static let fileID: String = \(fileID); "
            + "static let line: Int = \(line); static let column: Int = \(column); "
            + "@MainActor static func makePreview() throws -> \(module).Preview { \(module).Preview"
    }

    /// What closes the declaration after the call (its parenthesised arguments and trailing closures).
    public static let suffix = " } }"

    /// The name of the view a preview with `@Previewable` variables makes (nested in its registry type).
    public static let previewableBodyTypeName = "__PreviewableBody"

    /// The trailing closure a preview with `@Previewable` variables passes instead of its own: it makes the
    /// view that holds them.
    public static let previewableClosure = " { \(previewableBodyTypeName)() }"

    /// What closes the declaration of a preview with `@Previewable` variables, as SwiftUI's `#Preview` does it:
    /// the variables (their `@Previewable` removed) become stored properties of a view nested in the registry,
    /// so a `@State` among them is state of that view; the closure's other statements become its body.
    ///
    /// - Parameters:
    ///   - variables: the `@Previewable` declarations without that attribute, as written.
    ///   - statements: the closure's other statements, as written (a view builder body).
    public static func previewableSuffix(variables: [String], statements: String) -> String {
        " }; @MainActor struct \(previewableBodyTypeName): LiquidGlassUI.View { " + variables.joined(separator: "; ")
            + "; @LiquidGlassUI.ViewBuilder var body: some LiquidGlassUI.View { " + statements + " } } }"
    }

    /// The call's argument list for `Preview.init`: the macro's arguments, or `()` when it has none (a bare
    /// `#Preview { … }`).
    public static func argumentList(_ arguments: String, hasParentheses: Bool) -> String {
        hasParentheses ? "(\(arguments))" : ""
    }

    /// A Swift string literal for `text` (the file ID the preview tool writes into a replaced declaration).
    public static func stringLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            default:
                if scalar.value < 0x20 { literal += "\\u{\(String(scalar.value, radix: 16))}" } else { literal.unicodeScalars.append(scalar) }
            }
        }
        return literal + "\""
    }
}
