import Foundation
import SwiftParser
import SwiftSyntax

/// Rewrites a UIKit file's Objective-C-only syntax into Swift that LiquidGlassUIKit compiles on Linux, where Swift
/// has no Objective-C runtime (`@objc` is rejected: "Objective-C interoperability is disabled").
///
/// - `#selector(tapped(_:))` (also `self.tapped`, `Owner.tapped(_:)`) becomes
///   `Selector("tapped(_:)", dispatch: Owner.tapped(_:))`: LiquidGlassUIKit's `Selector` carrying the method's
///   unapplied reference, so a control's `sendActions(for:)` really calls it. `Owner` is the type around the
///   `#selector` (its extension's type) unless the expression names one.
/// - `@objc`, `@objc(name)`, `@objcMembers` and `@IBOutlet` are blanked out (the method or property stays as it
///   was; on iOS they only expose it to the runtime and to nibs).
///
/// - `register(MyCell.self, forCellReuseIdentifier: id)` (a table view) and `register(MyCell.self,
///   forCellWithReuseIdentifier: id)` (a collection view) get the cell's initializer passed —
///   `register(MyCell.self, making: { MyCell(style: $0, reuseIdentifier: $1) }, forCellReuseIdentifier: id)`, or
///   `making: { MyCell(frame: $0) }` — since Swift cannot call a subclass's non-`required` initializer through its
///   class (`register(UITableViewCell.self, …)` and the other UIKit cell classes are left as written). The same
///   for a table's header and footer views (`register(MyHeader.self, forHeaderFooterViewReuseIdentifier: id)` →
///   `making: { MyHeader(reuseIdentifier: $0) }`) and a collection view's supplementary views
///   (`register(MyHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: id)` → `making: { MyHeader(frame: $0) }`).
///
/// Every replacement stays on its line, so the compiler's messages keep the user's line numbers. What it cannot
/// rewrite is left as written (the compiler then says why) and listed in ``notes`` with the reason: `#selector`
/// of a property (`getter:`/`setter:`), of a method on an instance other than `self`, or outside any type;
/// `optional` protocol requirements (which need an `@objc` protocol).
public struct ObjectiveCRewriter: Sendable {
    /// One change made, or one construct left as written, at a line of the file.
    public struct Note: Equatable, Sendable, CustomStringConvertible {
        public let line: Int
        public let message: String
        /// True when the construct was left as written (it still needs the Objective-C runtime).
        public let isLeft: Bool

        public var description: String { "\(line): \(message)" }
    }

    /// The file as LiquidGlassUIKit compiles it.
    public let rewritten: String
    public let notes: [Note]
    /// Byte ranges of the original and their replacements, for callers that combine edits with their own.
    public let edits: [(range: Range<Int>, replacement: String)]

    /// The attributes blanked out: those that only expose a declaration to the Objective-C runtime or to nibs.
    static let runtimeAttributes: Set<String> = ["objc", "objcMembers", "IBOutlet"]

    public init(text: String, fileName: String = "") {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: fileName, tree: tree)
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        var edits: [(range: Range<Int>, replacement: String)] = []
        var notes: [Note] = []
        func line(_ node: some SyntaxProtocol) -> Int {
            node.startLocation(converter: converter, afterLeadingTrivia: true).line
        }
        for attribute in finder.attributes {
            let start = attribute.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = attribute.endPositionBeforeTrailingTrivia.utf8Offset
            let original = attribute.trimmedDescription
            edits.append((start..<end, String(original.map { $0.isNewline ? $0 : " " })))
            notes.append(Note(line: line(attribute), message: "removed \(original)", isLeft: false))
        }
        for optional in finder.optionalRequirements {
            notes.append(Note(line: line(optional),
                              message: "left as written: an optional protocol requirement needs an @objc protocol (the Objective-C runtime)",
                              isLeft: true))
        }
        for selector in finder.selectors {
            let written = selector.trimmedDescription
            switch Self.replacement(for: selector) {
            case .success(let replacement):
                let start = selector.positionAfterSkippingLeadingTrivia.utf8Offset
                let end = selector.endPositionBeforeTrailingTrivia.utf8Offset
                // Keep the expression's line breaks, so the lines after it keep their numbers.
                let breaks = written.filter(\.isNewline).count
                edits.append((start..<end, replacement + String(repeating: "\n", count: breaks)))
                notes.append(Note(line: line(selector), message: "\(written.filter { !$0.isNewline }) → \(replacement)", isLeft: false))
            case .failure(let reason):
                notes.append(Note(line: line(selector), message: "left as written: \(written): \(reason.message)", isLeft: true))
            }
        }
        for call in finder.registrations {
            let args = Array(call.arguments)
            guard let type = args[0].expression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription else { continue }
            let maker: String
            switch args[1].label?.text {
            case "forCellReuseIdentifier": maker = "{ \(type)(style: $0, reuseIdentifier: $1) }"
            case "forHeaderFooterViewReuseIdentifier": maker = "{ \(type)(reuseIdentifier: $0) }"
            default: maker = "{ \(type)(frame: $0) }"
            }
            let at = args[1].positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append((at..<at, "making: \(maker), "))
            notes.append(Note(line: line(call), message: "register(\(type).self, …) → register(\(type).self, making: \(maker), …)", isLeft: false))
        }
        var bytes = Array(text.utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        self.rewritten = String(decoding: bytes, as: UTF8.self)
        self.edits = edits
        self.notes = notes.sorted { ($0.line, $0.message) < ($1.line, $1.message) }
    }

    struct Unsupported: Error { let message: String }

    /// `Selector("name", dispatch: Owner.member)` for a `#selector(…)`, or why it cannot be written.
    static func replacement(for node: MacroExpansionExprSyntax) -> Result<String, Unsupported> {
        guard node.arguments.count == 1, let argument = node.arguments.first else {
            return .failure(Unsupported(message: "expected one method reference"))
        }
        if let label = argument.label?.text {
            return .failure(Unsupported(message: "a \(label): selector names a property's accessor, which has no Swift method to call"))
        }
        let expression = argument.expression
        let member: String
        var owner: String?
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            member = reference.trimmedDescription
        } else if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            member = access.declName.trimmedDescription
            let baseText = base.trimmedDescription
            if baseText == "self" || baseText == "Self" {
                owner = nil
            } else if Self.namesType(base) {
                owner = baseText
            } else {
                return .failure(Unsupported(message: "the method is named on an instance (\(baseText)), whose type a rewrite cannot know; write #selector(TypeName.method)"))
            }
        } else {
            return .failure(Unsupported(message: "expected a method reference (method, self.method or Type.method)"))
        }
        guard let type = owner ?? enclosingTypeName(of: Syntax(node)) else {
            return .failure(Unsupported(message: "not inside a type, so the method's type is unknown; write #selector(TypeName.method)"))
        }
        return .success("Selector(\(stringLiteral(member)), dispatch: \(type).\(member))")
    }

    /// Whether an expression names a type: capitalised identifiers joined by dots (`Owner`, `Outer.Inner`), or a
    /// generic specialisation.
    static func namesType(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        if let access = expression.as(MemberAccessExprSyntax.self), let base = access.base {
            return access.declName.baseName.text.first?.isUppercase == true && namesType(base)
        }
        return expression.is(GenericSpecializationExprSyntax.self)
    }

    /// The qualified name of the type declaration or extension around a node (`Outer.Inner`), nil at file scope.
    static func enclosingTypeName(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let decl = parent.as(ClassDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = parent.as(StructDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = parent.as(EnumDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = parent.as(ActorDeclSyntax.self) { names.append(decl.name.text) }
            else if let decl = parent.as(ExtensionDeclSyntax.self) {
                // An extension is at file scope: its type's name is already qualified.
                names.append(decl.extendedType.trimmedDescription)
                break
            }
            current = parent.parent
        }
        return names.isEmpty ? nil : names.reversed().joined(separator: ".")
    }

    static func stringLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private final class Finder: SyntaxVisitor {
        var attributes: [AttributeSyntax] = []
        var selectors: [MacroExpansionExprSyntax] = []
        var optionalRequirements: [DeclModifierSyntax] = []
        /// `register(Cell.self, forCellReuseIdentifier:/forCellWithReuseIdentifier:)` of a cell subclass (and the
        /// header, footer and supplementary view registrations).
        var registrations: [FunctionCallExprSyntax] = []

        static let systemCells: Set<String> = ["UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell",
                                               "UITableViewHeaderFooterView", "UICollectionReusableView"]

        /// The labels after the class in the registrations rewritten.
        static let registrationLabels: [[String]] = [["forCellReuseIdentifier"], ["forCellWithReuseIdentifier"],
                                                     ["forHeaderFooterViewReuseIdentifier"],
                                                     ["forSupplementaryViewOfKind", "withReuseIdentifier"]]

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            let args = Array(node.arguments)
            if let callee = node.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "register",
               args.count >= 2, args[0].label == nil,
               Self.registrationLabels.contains(args.dropFirst().map { $0.label?.text ?? "" }),
               let type = args[0].expression.as(MemberAccessExprSyntax.self), type.declName.baseName.text == "self",
               let base = type.base, ObjectiveCRewriter.namesType(base), !Self.systemCells.contains(base.trimmedDescription) {
                registrations.append(node)
            }
            return .visitChildren
        }

        override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
            if ObjectiveCRewriter.runtimeAttributes.contains(node.attributeName.trimmedDescription) { attributes.append(node) }
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            if node.macroName.text == "selector" {
                selectors.append(node)
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
            if node.name.tokenKind == .keyword(.optional) { optionalRequirements.append(node) }
            return .skipChildren
        }
    }
}
