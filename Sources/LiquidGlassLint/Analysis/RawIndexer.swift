@_spi(RawSyntax) import SwiftSyntax

/// The one full walk of a file, over swift-syntax's raw tree: indexes calls, member accesses and type-like
/// names by name, and collects the file's declarations.
///
/// Why raw: walking the tree with a `SyntaxVisitor` materializes a `Syntax` node for every node and token.
/// On the benchmark corpus that walk cost about 80% of the parse itself (0.78 s CPU against 0.98 s); the raw
/// walk only follows pointers the parser already built. The index stores each node's pre-order index in the
/// tree, and ``SourceFile`` materializes the few nodes that rules ask for.
struct RawIndexer {
    /// One indexed node: its name (bytes in the tree's arena, valid while the tree lives, which the owning
    /// ``SourceFile`` guarantees — no string is built for the thousands of names nobody asks about) and its
    /// pre-order index.
    struct Entry {
        let name: SyntaxText
        let index: UInt32
    }

    // Flat lists in source order; ``SourceFile`` groups them by name on the first question. Appending here
    // instead of filling dictionaries measured cheaper: most of a file's names are never asked about.
    /// Call expressions by the name they are made with.
    var calls: [Entry] = []
    /// Member accesses by member name.
    var members: [Entry] = []
    /// Type-like references (upper-case identifiers in types and expressions).
    var typeReferences: [Entry] = []
    var declarations = DeclarationIndex()
    /// For each node (by pre-order index), the pre-order index just past its subtree: lets ``SourceFile``
    /// find the path to a node by skipping whole sibling subtrees, and create only the nodes on that path.
    private(set) var subtreeEnd: [UInt32] = []

    /// The pre-order index of the next node.
    private var counter: UInt32 = 0
    /// How many screen presentations (`.sheet { … }`, `.fullScreenCover { … }`, …) the walk is inside the content
    /// of. What a declaration presents is another screen: its glass and the names it uses there are not the
    /// declaration's (``GlassProducers``; sixth held-back reading: a message row counted as a glass row because it
    /// presents a recorder screen with glass buttons in a `fullScreenCover`).
    private var presentationDepth = 0
    /// The case names of the `switch` cases around the current node, innermost last (``GlassProducers``).
    private var caseStack: [[String]] = []
    /// Keys of the declarations around the current node, innermost last (``GlassProducers``): `Card` for a
    /// type, `Card.badge` for its members, `glassCard` for a free function or a method on `View`.
    private var declarationKeys: [String] = []
    /// Enclosing types and extensions, innermost last; each frame holds the name and the button-style
    /// protocols it conforms to (a static member there can be found as `.buttonStyle(.name)`).
    private var typeStack: [[String]] = []

    /// The deepest tree the walk goes into (syntax levels, tokens not counted), and the depth of the first node
    /// found deeper: the walk then stops and the index is not used (``SourceFile/excessiveDepth``).
    private let depthLimit: Int
    private(set) var excessiveDepth: Int?

    /// `expectedNodes` sizes the per-node table up front (about one node per three bytes of Swift).
    /// The walk is recursive: it stops at a node deeper than `depthLimit` levels, before going into it. (Checked
    /// here, the depth needs no separate walk with an explicit stack before indexing, which cost 2.3 % of the
    /// lint's instructions on the bench corpus; callgrind.)
    init(expectedNodes: Int = 0, depthLimit: Int = .max) {
        subtreeEnd.reserveCapacity(expectedNodes)
        self.depthLimit = depthLimit
    }

    mutating func walk(_ root: RawSyntax) {
        visit(root, parentKind: nil, depth: 1)
    }

    private mutating func visit(_ raw: RawSyntax, parentKind: SyntaxKind?, depth: Int) {
        if depth > depthLimit {
            excessiveDepth = depth
            return
        }
        let index = counter
        counter &+= 1
        subtreeEnd.append(0)
        let kind = raw.kind
        let entered = enter(raw, kind, parentKind: parentKind, index: index)
        let presentsContent = entered.contains(.presentation)
        // Past the called expression (the first child) of a presentation: its arguments and closures. (Two flags,
        // not an enumerated loop: the walk recurses once per level, and its frame decides how deep it can go.)
        var raisedPresentation = false
        var pastCallee = false
        if let layout = raw.layoutView {
            for case let child? in layout.children {
                guard excessiveDepth == nil else { return }
                if presentsContent {
                    if pastCallee, !raisedPresentation {
                        presentationDepth += 1
                        raisedPresentation = true
                    }
                    pastCallee = true
                }
                if child.isToken {
                    // A token is a leaf that indexes nothing: numbered here rather than in a call of its own
                    // (about half of all nodes are tokens).
                    counter &+= 1
                    subtreeEnd.append(counter)
                } else {
                    visit(child, parentKind: kind, depth: depth + 1)
                }
            }
        }
        if raisedPresentation { presentationDepth -= 1 }
        if entered.contains(.switchCase) { caseStack.removeLast() }
        if entered.contains(.type) { typeStack.removeLast() }
        if entered.contains(.key) { declarationKeys.removeLast() }
        subtreeEnd[Int(index)] = counter
    }

    /// What ``visit(_:parentKind:depth:)`` entered at a node, to leave after its children.
    private struct Entered: OptionSet {
        let rawValue: UInt8
        static let type = Entered(rawValue: 1)
        static let key = Entered(rawValue: 2)
        static let presentation = Entered(rawValue: 4)
        static let switchCase = Entered(rawValue: 8)
    }

    /// Indexes one node (before its children). Out of the recursive walk so that the temporaries of every kind's
    /// branch are not in each level's frame: the walk goes ``depthLimit`` levels deep on a thread's stack.
    @inline(never)
    private mutating func enter(_ raw: RawSyntax, _ kind: SyntaxKind, parentKind: SyntaxKind?, index: UInt32) -> Entered {
        var entered: Entered = []
        var enteredKey = false
        switch kind {
        case .functionCallExpr:
            if let call = RawFunctionCallExprSyntax(raw), let name = Self.calleeName(call.calledExpression.raw) {
                calls.append(Entry(name: name, index: index))
                if Self.isScreenPresentation(call, name: name) { entered.insert(.presentation) }
                if presentationDepth == 0, let key = declarationKeys.last {
                    // A method on views that builds a toolbar around what it is given (`.topBarTrailing { … }`).
                    if name == Self.toolbar || name == Self.toolbarItem || name == Self.toolbarItemGroup,
                        !key.utf8.contains(UInt8(ascii: "."))
                    {
                        declarations.addToolbarWrapper(key)
                    }
                    if Self.watchedModifiers.contains(name), !key.utf8.contains(UInt8(ascii: ".")),
                        Self.appliesToReceiver(call)
                    {
                        declarations.addAppliedModifier(String(syntaxText: name), by: key)
                    }
                    if name == Self.glassEffect {
                        noteGlassEffect(call, key: key)
                    } else if name == Self.uiGlassEffect {
                        noteGlass(key)
                    } else if name != Self.buttonStyle {
                        declarations.glassProducers.addReference(from: key, to: name)
                        noteCallArgument(call, name: name, key: key)
                    }
                }
                // A type of the project that builds a GlassEffectContainer and is named like one is a wrapper
                // (`GlassEffectContainerCompat`); a screen that merely uses a container is not.
                if name == Self.glassEffectContainer, let owner = typeStack.first?.first,
                    owner.contains("Container") || owner.contains("Glass")
                {
                    declarations.addContainerWrapper(owner)
                }
            }
        case .memberAccessExpr:
            if let member = RawMemberAccessExprSyntax(raw) {
                let name = member.declName.baseName.tokenText
                members.append(Entry(name: name, index: index))
                // `.glass`, `.glassProminent` (also chained, `.glassProminent.shadow(false)`, or in a ternary):
                // a glass button style, the system's or a project's own.
                if member.base == nil, presentationDepth == 0, let key = declarationKeys.last {
                    if name == Self.glass || name == Self.glassProminent {
                        noteGlassStyle(key, isProminent: name == Self.glassProminent)
                    } else {
                        declarations.glassProducers.addReference(from: key, to: name)
                    }
                }
            }
        case .identifierType:
            if let type = RawIdentifierTypeSyntax(raw), Self.startsUppercase(type.name.tokenText) {
                typeReferences.append(Entry(name: type.name.tokenText, index: index))
            }
        case .declReferenceExpr:
            // Member names (`.glass` in `x.glass`) are indexed as members, not here.
            if parentKind != .memberAccessExpr, let reference = RawDeclReferenceExprSyntax(raw) {
                let name = reference.baseName.tokenText
                if Self.startsUppercase(name) {
                    typeReferences.append(Entry(name: name, index: index))
                } else if parentKind != .functionCallExpr, typeStack.count > 0, presentationDepth == 0,
                    let key = declarationKeys.last
                {
                    // A helper property used by name (`controls` in a body); calls are recorded as calls.
                    declarations.glassProducers.addReference(from: key, to: name)
                }
            }
        case .switchCase:
            if enterSwitchCase(raw) { entered.insert(.switchCase) }
        case .structDecl, .classDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
            if enterType(raw, kind) { entered.insert(.type) }
        case .typeAliasDecl:
            if let alias = RawTypeAliasDeclSyntax(raw) { declarations.addType(String(syntaxText: alias.name.tokenText)) }
        case .enumCaseElement:
            if let element = RawEnumCaseElementSyntax(raw) {
                for owner in typeStack.last ?? [] {
                    declarations.addStaticMember(String(syntaxText: element.name.tokenText), of: owner)
                }
            }
        case .functionDecl:
            if let function = RawFunctionDeclSyntax(raw) {
                addFunction(function)
                enteredKey = enterMember(String(syntaxText: function.name.tokenText))
            }
        case .variableDecl:
            if let variable = RawVariableDeclSyntax(raw) {
                addVariable(variable, isMember: parentKind == .memberBlockItem)
                if parentKind == .memberBlockItem || typeStack.isEmpty, variable.bindings.elements.count == 1,
                    let pattern = RawIdentifierPatternSyntax(variable.bindings.elements[0].pattern.raw)
                {
                    enteredKey = enterMember(String(syntaxText: pattern.identifier.tokenText))
                }
            }
        default:
            break
        }
        if enteredKey { entered.insert(.key) }
        return entered
    }

    /// Whether a `glassEffect(…)` call applies plain regular or clear glass that is not interactive: no
    /// argument, only `in:`, or a first argument written `.regular…`/`.clear…` (or `Glass.…`) with no
    /// `interactive`. Read from the arguments' text: glassEffect calls are few, and their arguments short.
    static func isStaticGlass(_ call: RawFunctionCallExprSyntax) -> Bool {
        let arguments = call.arguments.elements
        guard let first = arguments.first else { return true }
        if first.label != nil { return first.label?.tokenText == "in" }
        var text = first.expression.raw.description.filter { !$0.isWhitespace }
        if text.hasPrefix("Glass.") { text.removeFirst(5) }
        guard text.hasPrefix(".regular") || text.hasPrefix(".clear") else { return false }
        return !text.contains("interactive")
    }

    // MARK: Names

    /// Modifiers that fight glass (``GlassFightingModifierRule``), recorded where a method on views applies them
    /// to the view it is called on (``DeclarationIndex/appliedModifiers``).
    static let watchedModifiers: Set<SyntaxText> = ["opacity", "blur", "shadow"]

    /// Whether a modifier call applies to the view a method is called on: its chain of modifiers starts at an
    /// implicit or `self` receiver (`disabled(off).opacity(0.5)`, `self.opacity(0.5)`), not at another view
    /// (`Circle().opacity(0.3)` inside an overlay).
    @inline(never)
    static func appliesToReceiver(_ call: RawFunctionCallExprSyntax) -> Bool {
        var callee = call.calledExpression.raw
        for _ in 0..<64 {
            // `opacity(0.5)`, `disabled(off)`: a method called on implicit self (not `Circle()`, a view of its own).
            if let reference = RawDeclReferenceExprSyntax(callee) { return !startsUppercase(reference.baseName.tokenText) }
            guard let member = RawMemberAccessExprSyntax(callee) else { return false }
            guard let base = member.base?.raw else { return false }  // `.opacity` alone is not a view modifier here
            if let reference = RawDeclReferenceExprSyntax(base) { return reference.baseName.tokenText == "self" }
            guard let inner = RawFunctionCallExprSyntax(base) else { return false }
            callee = inner.calledExpression.raw
        }
        return false
    }

    static let glassEffectContainer: SyntaxText = "GlassEffectContainer"
    static let glassEffect: SyntaxText = "glassEffect"
    static let toolbar: SyntaxText = "toolbar"
    static let toolbarItem: SyntaxText = "ToolbarItem"
    static let toolbarItemGroup: SyntaxText = "ToolbarItemGroup"
    static let uiGlassEffect: SyntaxText = "UIGlassEffect"
    static let buttonStyle: SyntaxText = "buttonStyle"
    static let glass: SyntaxText = "glass"
    static let glassProminent: SyntaxText = "glassProminent"
    /// ``ViewGroups/screenPresentations`` as bytes.
    static let screenPresentations: Set<SyntaxText> = [
        "sheet", "popover", "fullScreenCover", "inspector", "alert", "confirmationDialog", "navigationDestination",
        "contextMenu",
    ]

    /// Records the implicit-member first argument of a call (``GlassProducers/addCallArgument(from:callee:argument:)``).
    /// Out of ``visit(_:parentKind:depth:)`` so its temporaries do not grow the recursive walk's frame.
    @inline(never)
    private mutating func noteCallArgument(_ call: RawFunctionCallExprSyntax, name: SyntaxText, key: String) {
        guard let first = call.arguments.elements.first, first.label == nil, let firstByte = name.first,
            firstByte >= UInt8(ascii: "a"), firstByte <= UInt8(ascii: "z")
        else { return }
        declarations.glassProducers.addCallArgument(
            from: key, callee: name, argument: Self.implicitMemberName(first.expression.raw) ?? "")
    }

    @inline(never)
    private mutating func noteGlassEffect(_ call: RawFunctionCallExprSyntax, key: String) {
        let labels = call.arguments.elements.map { argument in argument.label.map { String(syntaxText: $0.tokenText) } }
        let trailingClosures = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.elements.count
        declarations.glassProducers.addGlassEffect(
            key, isStatic: Self.isStaticGlass(call), cases: caseStack.last ?? [], labels: labels,
            trailingClosures: trailingClosures)
    }

    @inline(never)
    private mutating func noteGlass(_ key: String) {
        declarations.glassProducers.addGlass(key, cases: caseStack.last ?? [])
    }

    @inline(never)
    private mutating func noteGlassStyle(_ key: String, isProminent: Bool) {
        declarations.glassProducers.addGlassStyle(key, isProminent: isProminent, cases: caseStack.last ?? [])
    }

    @inline(never)
    static func isScreenPresentation(_ call: RawFunctionCallExprSyntax, name: SyntaxText) -> Bool {
        call.calledExpression.raw.kind == .memberAccessExpr && screenPresentations.contains(name)
    }

    /// Pushes a `switch` case's names (``caseStack``); out of the walk's frame as above.
    @inline(never)
    private mutating func enterSwitchCase(_ raw: RawSyntax) -> Bool {
        guard let switchCase = RawSwitchCaseSyntax(raw) else { return false }
        let names = Self.caseNames(switchCase.label.raw)
        caseStack.append(names)
        if let key = declarationKeys.last { declarations.glassProducers.addSwitchedCases(key, names) }
        return true
    }

    /// `plain` for the implicit member `.plain`; nil for any other expression.
    static func implicitMemberName(_ raw: RawSyntax) -> String? {
        guard raw.kind == .memberAccessExpr, let member = RawMemberAccessExprSyntax(raw), member.base == nil else {
            return nil
        }
        return String(syntaxText: member.declName.baseName.tokenText)
    }

    /// The names a `switch` case label lists: `bordered`, `plain` for `case .bordered, .plain:` (the last
    /// identifier of each pattern, so `case Kind.plain` and `case .plain(let x)` name `plain` too), `default` for
    /// `default:`. Read from the label's text: labels are short, and cases few.
    static func caseNames(_ label: RawSyntax) -> [String] {
        let text = label.description.trimmingWhitespace()
        if text.hasPrefix("default") { return ["default"] }
        guard text.hasPrefix("case") else { return [] }
        var names: [String] = []
        for pattern in text.dropFirst(4).split(separator: ",") {
            let head = pattern.split(separator: "(").first ?? pattern
            let parts = head.split(whereSeparator: { $0 == "." || $0 == ":" || $0 == " " || $0 == "\n" })
            if let last = parts.last, let first = last.first, first.isLetter { names.append(String(last)) }
        }
        return names
    }

    static func calleeName(_ raw: RawSyntax) -> SyntaxText? {
        switch raw.kind {
        case .declReferenceExpr:
            return RawDeclReferenceExprSyntax(raw).map { $0.baseName.tokenText }
        case .memberAccessExpr:
            return RawMemberAccessExprSyntax(raw).map { $0.declName.baseName.tokenText }
        case .genericSpecializationExpr:
            return RawGenericSpecializationExprSyntax(raw).flatMap { calleeName($0.expression.raw) }
        default:
            return nil
        }
    }

    static func startsUppercase(_ text: SyntaxText) -> Bool {
        guard let first = text.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    /// The source text of a raw node without surrounding trivia (used for short type names only).
    static func text(_ raw: RawSyntax) -> String {
        raw.description.trimmingWhitespace()
    }

    // MARK: Declarations

    private mutating func enterType(_ raw: RawSyntax, _ kind: SyntaxKind) -> Bool {
        let name: String
        let clause: RawInheritanceClauseSyntax?
        switch kind {
        case .structDecl:
            guard let decl = RawStructDeclSyntax(raw) else { return false }
            (name, clause) = (String(syntaxText: decl.name.tokenText), decl.inheritanceClause)
        case .classDecl:
            guard let decl = RawClassDeclSyntax(raw) else { return false }
            (name, clause) = (String(syntaxText: decl.name.tokenText), decl.inheritanceClause)
        case .enumDecl:
            guard let decl = RawEnumDeclSyntax(raw) else { return false }
            (name, clause) = (String(syntaxText: decl.name.tokenText), decl.inheritanceClause)
        case .actorDecl:
            guard let decl = RawActorDeclSyntax(raw) else { return false }
            (name, clause) = (String(syntaxText: decl.name.tokenText), decl.inheritanceClause)
        case .protocolDecl:
            guard let decl = RawProtocolDeclSyntax(raw) else { return false }
            (name, clause) = (String(syntaxText: decl.name.tokenText), decl.inheritanceClause)
        case .extensionDecl:
            guard let decl = RawExtensionDeclSyntax(raw) else { return false }
            // `extension SwiftUI.ButtonStyle` counts as `ButtonStyle`.
            let extended = Self.text(decl.extendedType.raw)
            name = String(extended.split(separator: ".").last ?? Substring(extended))
            clause = decl.inheritanceClause
            typeStack.append([name] + Self.buttonStyleProtocols(clause))
            return true
        default:
            return false
        }
        declarations.addType(name)
        if Self.isRepresentable(clause) { declarations.addRepresentable(name) }
        typeStack.append([name] + Self.buttonStyleProtocols(clause))
        return true
    }

    /// UIKit and AppKit views and controllers wrapped for SwiftUI.
    private static let representableProtocols: Set<SyntaxText> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]

    /// Whether the inheritance clause names a representable protocol (`UIViewRepresentable`,
    /// `SwiftUI.UIViewRepresentable`).
    private static func isRepresentable(_ clause: RawInheritanceClauseSyntax?) -> Bool {
        guard let clause else { return false }
        return clause.inheritedTypes.elements.contains { inherited in
            let raw = inherited.type.raw
            guard let name = RawIdentifierTypeSyntax(raw)?.name.tokenText ?? RawMemberTypeSyntax(raw)?.name.tokenText
            else { return false }
            return representableProtocols.contains(name)
        }
    }

    /// Enters a function or property: its key is `Type.name` inside a type (`name` in an extension of `View`
    /// and the like, whose methods are called on any view), `name` at the top level.
    private mutating func enterMember(_ name: String) -> Bool {
        let key: String
        if let owner = typeStack.last?.first, !DeclarationIndex.viewOwners.contains(owner) {
            key = owner + "." + name
            if name == "body" || name == "makeBody" { declarations.glassProducers.addReference(from: owner, qualified: key) }
        } else {
            key = name
        }
        declarationKeys.append(key)
        return true
    }

    private static func buttonStyleProtocols(_ clause: RawInheritanceClauseSyntax?) -> [String] {
        guard let clause else { return [] }
        return clause.inheritedTypes.elements.compactMap { inherited in
            // `ButtonStyle` or `SwiftUI.ButtonStyle`: the last name of the type.
            let raw = inherited.type.raw
            let name = RawIdentifierTypeSyntax(raw)?.name.tokenText ?? RawMemberTypeSyntax(raw)?.name.tokenText
            guard let name, name.hasSuffix("ButtonStyle") else { return nil }
            return String(syntaxText: name)
        }
    }

    /// Whether a parameter type is a function (so a trailing closure can fill it), without building its text.
    private static func isFunctionType(_ raw: RawSyntax) -> Bool {
        switch raw.kind {
        case .functionType: return true
        case .attributedType: return RawAttributedTypeSyntax(raw).map { isFunctionType($0.baseType.raw) } ?? false
        case .optionalType: return RawOptionalTypeSyntax(raw).map { isFunctionType($0.wrappedType.raw) } ?? false
        case .tupleType:
            guard let tuple = RawTupleTypeSyntax(raw) else { return false }
            let elements = tuple.elements.elements
            return elements.count == 1 && isFunctionType(elements[0].type.raw)
        default: return false
        }
    }

    /// `Namespace.ID`, `SwiftUI.Namespace.ID`, optionally optional — checked on the structure, without
    /// building the type's text.
    private static func isNamespaceID(_ raw: RawSyntax) -> Bool {
        if let optional = RawOptionalTypeSyntax(raw) { return isNamespaceID(optional.wrappedType.raw) }
        guard let member = RawMemberTypeSyntax(raw), member.name.tokenText == "ID" else { return false }
        if let base = RawIdentifierTypeSyntax(member.baseType.raw) { return base.name.tokenText == "Namespace" }
        if let base = RawMemberTypeSyntax(member.baseType.raw) { return base.name.tokenText == "Namespace" }
        return false
    }

    private static func isStatic(_ modifiers: RawDeclModifierListSyntax) -> Bool {
        modifiers.elements.contains { modifier in
            let text = modifier.name.tokenText
            return text == "static" || text == "class"
        }
    }

    private mutating func addFunction(_ function: RawFunctionDeclSyntax) {
        let name = String(syntaxText: function.name.tokenText)
        let parameters = function.signature.parameterClause.parameters.elements.map { parameter in
            let label = parameter.firstName.tokenText
            return DeclarationIndex.Signature.Parameter(
                label: label == "_" ? nil : String(syntaxText: label),
                hasDefault: parameter.defaultValue != nil,
                isVariadic: parameter.ellipsis != nil,
                isFunction: Self.isFunctionType(parameter.type.raw))
        }
        declarations.addFunction(name, .init(parameters: parameters, owner: typeStack.last?.first))
        if Self.isStatic(function.modifiers) {
            for owner in typeStack.last ?? [] { declarations.addStaticMember(name, of: owner) }
        }
    }

    private mutating func addVariable(_ variable: RawVariableDeclSyntax, isMember: Bool) {
        let isStatic = Self.isStatic(variable.modifiers)
        guard isMember || isStatic, let frame = typeStack.last, let owner = frame.first else { return }
        let hasNamespaceAttribute = variable.attributes.elements.contains { element in
            guard let attribute = RawAttributeSyntax(element) else { return false }
            return Self.text(attribute.attributeName.raw) == "Namespace"
        }
        for binding in variable.bindings.elements {
            guard let pattern = RawIdentifierPatternSyntax(binding.pattern.raw) else { continue }
            let name = String(syntaxText: pattern.identifier.tokenText)
            if isMember {
                let isNamespace = hasNamespaceAttribute || binding.typeAnnotation.map { Self.isNamespaceID($0.type.raw) } ?? false
                declarations.addProperty(name, of: owner, isNamespace: isNamespace)
            }
            if isStatic {
                for owner in frame { declarations.addStaticMember(name, of: owner) }
            }
        }
    }
}
