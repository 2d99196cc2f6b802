import SwiftSyntax

/// The names a UIKit file binds to glass: effects (`let glass = UIGlassEffect()`) and visual effect views
/// that show glass (`let badge = UIVisualEffectView(effect: UIGlassEffect())`, `self.bar = UIVisualEffectView(effect:
/// glass)`, `bar.effect = UIGlassEffect()`, and `self` in a subclass calling `super.init(effect: UIGlassEffect())`).
///
/// Names are matched by their last component (`self.bar` and `bar` are the same name) within the innermost
/// type declaration, or the file when there is none; no type checking happens. Built from the shared index by
/// walking up from the few `UIGlassEffect`/`UIVisualEffectView` calls of the file.
public struct UIKitGlassViews {
    /// A name within its scope: the position of the enclosing type declaration (or -1 for the file) and the name.
    struct Key: Hashable {
        let scope: Int
        let name: String
    }

    /// What a glass effect or view shows.
    public enum Material: Equatable, Sendable {
        /// `UIGlassEffect`, with its style when the code says it (`nil`: computed).
        case glass(GlassSite.Variant?)
        /// `UIGlassContainerEffect`.
        case container
    }

    private var effects: [Key: Material] = [:]
    private var views: [Key: Material] = [:]
    /// `UIGlassEffect` and `UIGlassContainerEffect`, unless the project declares a type of that name.
    private let effectTypes: Set<String>

    /// Finds the glass effects and glass views of `file`, ignoring a project type named `UIGlassEffect`.
    public init(file: SourceFile, declarations: DeclarationLookup) {
        effectTypes = Set(["UIGlassEffect", "UIGlassContainerEffect"].filter { !declarations.declaresType($0) })
        // Effects first: a view created with a named effect needs to know the name.
        for name in effectTypes.sorted() {
            for call in file.calls(name) where call.calledExpression.is(DeclReferenceExprSyntax.self) {
                guard let material = material(ofEffect: ExprSyntax(call)) else { continue }
                bind(ExprSyntax(call), material, asView: false)
            }
        }
        for call in file.calls("UIVisualEffectView") where call.calledExpression.is(DeclReferenceExprSyntax.self) {
            guard let effect = SyntaxQueries.argument("effect", of: call), let material = material(ofEffect: effect)
            else { continue }
            bind(ExprSyntax(call), material, asView: true)
        }
        // `view.effect = glass`
        for member in file.members("effect") {
            guard let value = Self.assignedValue(to: ExprSyntax(member)), let material = material(ofEffect: value),
                let base = member.base, let name = Self.lastName(base)
            else { continue }
            views[Key(scope: Self.scope(of: member), name: name)] = material
        }
    }

    /// Whether `expression` (`badge`, `self.badge`) names a visual effect view that shows glass.
    public func isGlassView(_ expression: ExprSyntax) -> Bool {
        guard let name = Self.lastName(expression) else { return false }
        return views[Key(scope: Self.scope(of: expression), name: name)] != nil
    }

    /// What the visual effect view `expression` shows: a name bound to a glass view, or
    /// `UIVisualEffectView(effect: …)` written in place.
    public func material(ofView expression: ExprSyntax) -> Material? {
        if let call = expression.as(FunctionCallExprSyntax.self), SyntaxQueries.calledName(call) == "UIVisualEffectView" {
            return SyntaxQueries.argument("effect", of: call).flatMap { material(ofEffect: $0) }
        }
        guard let name = Self.lastName(expression) else { return nil }
        return views[Key(scope: Self.scope(of: expression), name: name)]
    }

    /// Whether `self` at `node` is a visual effect view that shows glass (a subclass that calls
    /// `super.init(effect: UIGlassEffect())`).
    public func isGlassSelf(at node: some SyntaxProtocol) -> Bool {
        views[Key(scope: Self.scope(of: node), name: "self")] != nil
    }

    /// Whether `expression` is a glass effect: a `UIGlassEffect(…)` call or a name bound to one.
    public func isGlassEffect(_ expression: ExprSyntax) -> Bool {
        material(ofEffect: expression) != nil
    }

    /// What an effect expression is: `UIGlassEffect(style: .clear)`, `UIGlassContainerEffect()`, or a name
    /// bound to one of them.
    public func material(ofEffect expression: ExprSyntax) -> Material? {
        if let call = expression.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            guard effectTypes.contains(name) else { return nil }
            if name == "UIGlassContainerEffect" { return .container }
            guard let style = SyntaxQueries.argument("style", of: call) else { return .glass(.regular) }
            return .glass(SyntaxQueries.rootMemberName(style).flatMap(GlassSite.Variant.init(rawValue:)))
        }
        guard let name = Self.lastName(expression) else { return nil }
        return effects[Key(scope: Self.scope(of: expression), name: name)]
    }

    /// Records what `value` is bound to: `let x = value`, `x = value`, `self.x = value`, or, for an effect
    /// passed straight to `UIVisualEffectView(effect:)`, the view's binding.
    private mutating func bind(_ value: ExprSyntax, _ material: Material, asView: Bool) {
        var node = Syntax(value)
        var isView = asView
        while let parent = node.parent {
            if let binding = parent.as(PatternBindingSyntax.self) {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    insert(Key(scope: Self.scope(of: binding), name: name), material, isView: isView)
                }
                return
            }
            if let argument = parent.as(LabeledExprSyntax.self) {
                guard !isView, argument.label?.text == "effect",
                    let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
                else { return }
                // `super.init(effect: UIGlassEffect())` in a `UIVisualEffectView` subclass: `self` is glass.
                if let member = SyntaxQueries.calledMember(call), member.declName.baseName.text == "init",
                    member.base?.is(SuperExprSyntax.self) == true
                {
                    views[Key(scope: Self.scope(of: call), name: "self")] = material
                    return
                }
                // `UIVisualEffectView(effect: UIGlassEffect())`: the view is what gets bound.
                guard SyntaxQueries.calledName(call) == "UIVisualEffectView" else { return }
                isView = true
                node = Syntax(call)
                continue
            }
            if let expression = node.as(ExprSyntax.self), let target = Self.assignmentTarget(of: expression) {
                // `bar.effect = UIGlassEffect()` makes `bar` a glass view.
                if !isView, let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "effect",
                    let base = member.base, let name = Self.lastName(base)
                {
                    views[Key(scope: Self.scope(of: member), name: name)] = material
                } else if let name = Self.lastName(target) {
                    insert(Key(scope: Self.scope(of: target), name: name), material, isView: isView)
                }
                return
            }
            // Stop at anything that is not a plain expression around the value.
            guard parent.is(ExprSyntax.self) || parent.is(InitializerClauseSyntax.self) || parent.is(TypeAnnotationSyntax.self)
            else { return }
            node = parent
        }
    }

    private mutating func insert(_ key: Key, _ material: Material, isView: Bool) {
        if isView { views[key] = material } else { effects[key] = material }
    }

    /// For `target = value` (unfolded by the parser into `[target, =, value]`), the target of `value`.
    static func assignmentTarget(of value: ExprSyntax) -> ExprSyntax? {
        guard let list = value.parent?.as(ExprListSyntax.self), list.count == 3,
            list.parent?.is(SequenceExprSyntax.self) == true
        else { return nil }
        let elements = Array(list)
        guard elements[2].id == value.id, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[0]
    }

    /// For `target` in `target = value`, the value.
    static func assignedValue(to target: ExprSyntax) -> ExprSyntax? {
        guard let list = target.parent?.as(ExprListSyntax.self), list.count == 3,
            list.parent?.is(SequenceExprSyntax.self) == true
        else { return nil }
        let elements = Array(list)
        guard elements[0].id == target.id, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        return elements[2]
    }

    /// `badge` for `badge`, `self.badge`, `container.badge`.
    public static func lastName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    /// The scope names are matched in: the innermost type declaration's position, or -1 for the file.
    public static func scope(of node: some SyntaxProtocol) -> Int {
        SyntaxQueries.enclosingTypeDeclaration(of: node).map { $0.position.utf8Offset } ?? -1
    }
}
