import SwiftSyntax

/// Whether the view a glass site applies to responds to touch: it is a control or inside one, it has a tap
/// or gesture modifier (on itself or on a view around it), or it contains a control. Used by the rules about
/// interactive glass.
///
/// A view built only from SwiftUI views that do not respond to touch (`Text`, `Image`, shapes, stacks of
/// them) is *static*. A view the linter cannot see into (a custom view type, a `content` property, a helper
/// function) is *unknown*: it may well contain a button, so rules do not report it as static.
public enum ViewInteraction: Equatable, Sendable {
    case interactive
    case noInteraction
    case unknown

    /// SwiftUI controls: views that respond to touch by themselves.
    public static let controls: Set<String> = [
        "Button", "Toggle", "Menu", "Link", "NavigationLink", "Picker", "Stepper", "Slider", "ShareLink",
        "PasteButton", "EditButton", "RenameButton", "ColorPicker", "DatePicker", "MultiDatePicker", "TextField",
        "SecureField", "TextEditor", "PhotosPicker", "SignInWithAppleButton", "Tab", "ControlGroup",
    ]
    /// Custom type names ending like this are taken for controls (`PlayButton`, `VolumeSlider`).
    static let controlSuffixes = ["Button", "Toggle", "Picker", "Slider", "Stepper", "Link", "Menu", "Control", "Controls", "Field"]
    /// Modifiers that make a view respond to touch.
    public static let interactionModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "draggable",
        "onDrag", "onLongTouchGesture", "contextMenu", "swipeActions",
    ]
    /// SwiftUI views and value types that do not respond to touch.
    static let staticViews: Set<String> = [
        "Text", "Image", "Label", "Circle", "Rectangle", "RoundedRectangle", "Capsule", "Ellipse",
        "UnevenRoundedRectangle", "ConcentricRectangle", "ContainerRelativeShape", "Color", "HStack", "VStack",
        "ZStack", "LazyHStack", "LazyVStack", "Group", "Spacer", "Divider", "ProgressView", "Gauge",
        "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient", "ViewThatFits",
        "GlassEffectContainer", "ForEach", "Grid", "GridRow", "EmptyView", "AsyncImage", "Path", "AnyView",
        "ContentUnavailableView", "LabeledContent", "Font", "Angle", "CGSize", "CGFloat", "CGPoint", "CGRect",
        "Double", "Int", "String", "LocalizedStringKey", "Date", "URL", "UUID", "EdgeInsets", "Gradient",
        "UnitPoint", "Glass", "StrokeStyle", "AnyShape", "AttributedString", "Duration", "Animation",
    ]

    /// A project's own modifier named for a gesture (`createGestures(tap:longPress:)`, `onPressGesture`,
    /// `tappable`): it adds touch handling the linter cannot see into (corpus: lockbook HomeView).
    static func isProjectGesture(_ name: String) -> Bool {
        name.range(of: "gesture", options: .caseInsensitive) != nil || name.hasPrefix("onTap") || name.hasPrefix("tappable")
            || name.hasPrefix("onPress")
    }

    /// How the view `site` applies glass to responds to touch.
    /// `file` (the site's file), when given, remembers the walk up from the site for other rules.
    public static func of(_ site: GlassSite, in file: SourceFile? = nil) -> ViewInteraction {
        let chain = site.chain
        if chain.modifiers.contains(where: { interactionModifiers.contains($0.name) || isProjectGesture($0.name) }) {
            return .interactive
        }
        if isInsideInteractiveView(site.call, in: file) { return .interactive }
        guard let root = chain.root else { return .unknown }
        // The view itself, and what modifiers before the glass add to it (`.overlay { Button … }`).
        var result = classify(root)
        for modifier in chain.modifiers(before: site.call) where result != .interactive {
            // Closures (the visitor tells views from actions), and views passed to `.overlay(…)` and the like.
            for argument in modifier.call.arguments
            where argument.expression.is(ClosureExprSyntax.self)
                || (viewBuilderModifiers.contains(modifier.name) && argument.label == nil)
            {
                result = combine(result, classify(argument.expression))
            }
            if let closure = modifier.call.trailingClosure { result = combine(result, classify(ExprSyntax(closure))) }
        }
        return result
    }

    /// How the place where a view is written responds to touch, following the view out of its declaration:
    /// a view that is the whole `body` of `Badge` is as interactive as the places that use `Badge(…)` in the
    /// file (a view nested deeper in a `body` is taken as it is); a view in a helper property or function
    /// `badge` is as interactive as the places in its type that use `badge`. Previews are not uses.
    /// `.unknown` when the view is not used in the file (it may be used inside a button elsewhere) or the uses
    /// go deeper than `depth` declarations.
    public static func context(of node: some SyntaxProtocol, in file: SourceFile, depth: Int = 3) -> ViewInteraction {
        if isInsideInteractiveView(node, in: file) || hasInteractionModifier(around: node) { return .interactive }
        // A presentation's content, or top-level code, is a whole hierarchy: nothing outside can make it tappable.
        if ViewGroups.presentation(around: node, in: file) != nil { return .noInteraction }
        guard let member = SyntaxQueries.enclosingMemberDeclaration(of: node) else { return .noInteraction }
        // A view nested in a `body` is part of a screen or component whose hierarchy is written here; only a
        // view that is a component's whole body (a row, a card) depends on where the component is used.
        let isWholeValue = !file.enclosingCalls(of: node).contains { $0.isContent }
        if isBody(member), !isWholeValue { return .noInteraction }
        guard depth > 0 else { return .unknown }
        let uses = usages(of: member, in: file)
        if uses.isEmpty { return .unknown }
        var result = ViewInteraction.noInteraction
        for use in uses {
            result = combine(result, context(of: use, in: file, depth: depth - 1))
            if result == .interactive { break }
        }
        return result
    }

    static func isBody(_ member: Syntax) -> Bool {
        guard let variable = member.as(VariableDeclSyntax.self) else { return false }
        return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
    }

    /// Whether the view expression `node` is the root of has a tap or gesture modifier
    /// (`badge.onTapGesture { }`).
    static func hasInteractionModifier(around node: some SyntaxProtocol) -> Bool {
        guard let expression = Syntax(node).as(ExprSyntax.self) else { return false }
        var outermost = expression
        while let member = outermost.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outermost.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        {
            if interactionModifiers.contains(member.declName.baseName.text) { return true }
            outermost = ExprSyntax(call)
        }
        return false
    }

    /// Where the view a member declaration builds is used: `Badge(…)` calls in the file for a type's `body`,
    /// references to the property or function in its type otherwise. Uses in previews are left out.
    static func usages(of member: Syntax, in file: SourceFile) -> [Syntax] {
        guard let type = SyntaxQueries.enclosingTypeDeclaration(of: member) else { return [] }
        if let variable = member.as(VariableDeclSyntax.self), variable.bindings.count == 1,
            let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        {
            if name == "body", let typeName = typeName(of: type) {
                return (file.calls(typeName)).filter { call in
                    call.calledExpression.is(DeclReferenceExprSyntax.self) && !isInPreview(call)
                }.map(Syntax.init)
            }
            return references(to: name, in: type, excluding: member)
        }
        if let function = member.as(FunctionDeclSyntax.self) {
            return references(to: function.name.text, in: type, excluding: member)
        }
        return []
    }

    private static func typeName(of declaration: DeclSyntax) -> String? {
        if let type = declaration.as(StructDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = declaration.as(ExtensionDeclSyntax.self) { return type.extendedType.trimmedDescription }
        return nil
    }

    /// References to `name` in a type (a small walk of one type, done only for the rare sites that need it).
    private static func references(to name: String, in type: DeclSyntax, excluding member: Syntax) -> [Syntax] {
        let finder = ReferenceFinder(name: name, excluding: member.id)
        finder.walk(type)
        return finder.found
    }

    /// Whether `node` is in a `#Preview` or a `PreviewProvider`.
    static func isInPreview(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let type = parent.as(StructDeclSyntax.self),
                type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "PreviewProvider" }) == true
            {
                return true
            }
            current = parent.parent
        }
        return false
    }

    private final class ReferenceFinder: SyntaxVisitor {
        let name: String
        let excluded: SyntaxIdentifier
        var found: [Syntax] = []

        init(name: String, excluding excluded: SyntaxIdentifier) {
            self.name = name
            self.excluded = excluded
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            node.id == excluded ? .skipChildren : .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.id == excluded ? .skipChildren : .visitChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.baseName.text == name else { return .skipChildren }
            // `self.badge` is used as a whole; a bare `badge` is its own expression.
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                found.append(Syntax(member))
            } else if let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id {
                found.append(Syntax(call))
            } else {
                found.append(Syntax(node))
            }
            return .skipChildren
        }
    }

    /// Whether `node` sits in a control's label or content, or in a view that has a tap or gesture modifier.
    public static func isInsideInteractiveView(_ node: some SyntaxProtocol, in file: SourceFile? = nil) -> Bool {
        for enclosing in ViewGroups.enclosingCalls(of: node, in: file) {
            switch enclosing.relation {
            case .content:
                if EnclosingCall.presentationModifiers.contains(enclosing.name) { return false }
                if !enclosing.isModifier, isControl(enclosing.name) { return true }
                // Rows of a `List(selection:)` or `Table(selection:)` are tapped to select them.
                if ["List", "Table"].contains(enclosing.name), SyntaxQueries.argument("selection", of: enclosing.call) != nil {
                    return true
                }
            case .receiver:
                if interactionModifiers.contains(enclosing.name) { return true }
            }
        }
        return false
    }

    static func isControl(_ name: String) -> Bool {
        controls.contains(name) || controlSuffixes.contains { name.hasSuffix($0) }
    }

    private static func combine(_ lhs: ViewInteraction, _ rhs: ViewInteraction) -> ViewInteraction {
        if lhs == .interactive || rhs == .interactive { return .interactive }
        if lhs == .unknown || rhs == .unknown { return .unknown }
        return .noInteraction
    }

    /// Classifies a view expression by looking inside it (a small subtree: one view).
    static func classify(_ view: ExprSyntax) -> ViewInteraction {
        if isOpaqueReference(view) { return .unknown }
        let visitor = Classifier(root: view)
        visitor.walk(view)
        return visitor.result
    }

    /// `content`, `self.label`, `makeIcon()`, `$0` (the view a `.modify { $0.glassEffect() }` helper is given): a
    /// view the linter cannot see into.
    static func isOpaqueReference(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let first = reference.baseName.text.first
            return first?.isLowercase == true || first == "$"
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            // `Color.clear` is a value; `self.icon` and `model.badge` are views defined elsewhere.
            return base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase != true
        }
        if let call = expression.as(FunctionCallExprSyntax.self), SyntaxQueries.calledMember(call) == nil,
            let reference = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            return reference.baseName.text.first?.isLowercase == true
        }
        return false
    }

    /// Modifiers whose closure builds views of the modified view.
    static let viewBuilderModifiers: Set<String> = ["overlay", "background", "mask", "safeAreaInset", "compositingGroup"]

    /// The call a closure belongs to: `HStack { … }`, `.overlay { … }`, `Button(action: { … })`.
    static func owner(of closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true || parent?.is(MultipleTrailingClosureElementSyntax.self) == true {
            parent = parent?.parent?.parent
        }
        return parent?.as(FunctionCallExprSyntax.self)
    }

    private final class Classifier: SyntaxVisitor {
        let root: ExprSyntax
        var result = ViewInteraction.noInteraction

        init(root: ExprSyntax) {
            self.root = root
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            // A sheet's or popover's content is not part of this view.
            if let owner = ViewInteraction.owner(of: node), let name = SyntaxQueries.calledName(owner),
                SyntaxQueries.calledMember(owner)?.base != nil, EnclosingCall.presentationModifiers.contains(name)
            {
                return .skipChildren
            }
            return result == .interactive ? .skipChildren : .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            guard result != .interactive else { return .skipChildren }
            if let member = SyntaxQueries.calledMember(node), member.base != nil {
                if ViewInteraction.interactionModifiers.contains(member.declName.baseName.text) {
                    result = .interactive
                    return .skipChildren
                }
                return .visitChildren
            }
            guard let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) else { return .visitChildren }
            let name = reference.baseName.text
            if name.first?.isUppercase == true {
                if ViewInteraction.isControl(name) {
                    result = .interactive
                    return .skipChildren
                }
                if !ViewInteraction.staticViews.contains(name), isInViewPosition(node) { result = .unknown }
            } else if isInViewPosition(node) {
                result = .unknown
            }
            return .visitChildren
        }

        override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
            // A statement that is just a reference (`content`, `self.icon`) puts an unknown view here.
            if let expression = Syntax(node.item).as(ExprSyntax.self), !expression.is(FunctionCallExprSyntax.self),
                ViewInteraction.isOpaqueReference(expression), isInViewBuilder(node), result != .interactive
            {
                result = .unknown
            }
            return .visitChildren
        }

        /// Whether a call is a view of the hierarchy (the root, or a statement of a view builder, possibly
        /// with modifiers) rather than an argument value or an action.
        private func isInViewPosition(_ call: FunctionCallExprSyntax) -> Bool {
            // Walk out through modifiers applied to the call, but not past the root of the classified view.
            var outermost = call
            while outermost.id != root.id, let member = outermost.parent?.as(MemberAccessExprSyntax.self),
                member.base?.id == outermost.id,
                let outer = member.parent?.as(FunctionCallExprSyntax.self), outer.calledExpression.id == member.id
            {
                outermost = outer
            }
            if outermost.id == root.id { return true }
            guard let item = outermost.parent?.as(CodeBlockItemSyntax.self) else { return false }
            return isInViewBuilder(item)
        }

        /// Whether a statement is in a closure that builds views (`HStack { … }`, `.overlay { … }`), not an
        /// action (`.onAppear { … }`).
        private func isInViewBuilder(_ item: CodeBlockItemSyntax) -> Bool {
            var current = item.parent
            while let node = current, !node.is(ClosureExprSyntax.self) { current = node.parent }
            guard let closure = current?.as(ClosureExprSyntax.self), let owner = ViewInteraction.owner(of: closure),
                let name = SyntaxQueries.calledName(owner)
            else { return false }
            if SyntaxQueries.calledMember(owner)?.base != nil { return ViewInteraction.viewBuilderModifiers.contains(name) }
            return name.first?.isUppercase == true
        }
    }
}
