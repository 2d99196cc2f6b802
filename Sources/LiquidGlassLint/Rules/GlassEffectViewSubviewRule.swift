import SwiftSyntax

/// `addSubview` on a glass `UIVisualEffectView` instead of its `contentView`.
public struct GlassEffectViewSubviewRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_effect_view_subview",
        name: "Glass Effect View Subview",
        description: """
            `addSubview` or `insertSubview` is called on a `UIVisualEffectView` that shows a `UIGlassEffect` or \
            `UIGlassContainerEffect`, rather than on its `contentView`. Design rule: content of a glass view goes \
            in `contentView`, which the effect renders over the material (and where glass views of a container \
            must be for them to merge).
            """,
        rationale: """
            Subviews added to the effect view itself sit outside the effect's content: labels and symbols do not \
            get the glass's vibrant treatment or its light/dark adaptation, touches may not reach buttons, and \
            glass views added that way to a container's view are not grouped by the container.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example(
                """
                let badge = UIVisualEffectView(effect: UIGlassEffect())
                badge.contentView.addSubview(iconView)
                view.addSubview(badge)
                """),
            Example(
                """
                let container = UIVisualEffectView(effect: UIGlassContainerEffect())
                container.contentView.addSubview(UIVisualEffectView(effect: UIGlassEffect()))
                """),
            Example(
                """
                let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
                blur.addSubview(label)
                """),
            Example(
                """
                final class GlassBadge: UIVisualEffectView {
                    init() {
                        super.init(effect: UIGlassEffect())
                        contentView.addSubview(UILabel())
                    }
                }
                final class Card: UIView {
                    init() {
                        super.init(frame: .zero)
                        addSubview(UILabel())
                    }
                }
                """),
            // A project type named UIGlassEffect is not UIKit's.
            Example(
                """
                struct UIGlassEffect { var style = 0 }
                let panel = UIVisualEffectView(effect: UIGlassEffect())
                panel.addSubview(label)
                """),
        ],
        triggeringExamples: [
            Example(
                """
                let badge = UIVisualEffectView(effect: UIGlassEffect())
                badge↓.addSubview(iconView)
                """),
            Example(
                """
                final class ControlsView: UIView {
                    private let glassView: UIVisualEffectView
                    override init(frame: CGRect) {
                        let effect = UIGlassEffect(style: .clear)
                        glassView = UIVisualEffectView(effect: effect)
                        super.init(frame: frame)
                        glassView↓.insertSubview(playButton, at: 0)
                        self.glassView↓.addSubview(timeLabel)
                    }
                }
                """),
            // A glass subclass adding to itself.
            Example(
                """
                final class GlassBadge: UIVisualEffectView {
                    private let label = UILabel()
                    init() {
                        super.init(effect: UIGlassEffect())
                        ↓addSubview(label)
                        self↓.addSubview(UIImageView())
                    }
                }
                """),
            Example(
                """
                let group = UIVisualEffectView(effect: UIGlassContainerEffect())
                group↓.addSubview(UIVisualEffectView(effect: UIGlassEffect()))
                """),
        ])

    static let methods = ["addSubview", "insertSubview"]

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        let calls = Self.methods.flatMap { context.file.calls($0) }
        guard !calls.isEmpty else { return [] }
        let glass = UIKitGlassViews(file: context.file, declarations: context.declarations)
        return calls.compactMap { call -> Violation? in
            // `panel.addSubview(x)`, or `addSubview(x)` inside a glass `UIVisualEffectView` subclass.
            let onGlass: Bool
            if let base = SyntaxQueries.calledMember(call)?.base {
                onGlass = glass.isGlassView(base)
            } else {
                onGlass = call.calledExpression.is(DeclReferenceExprSyntax.self) && glass.isGlassSelf(at: call)
            }
            guard onGlass, GlassCodeScope.appliesRules(at: call) else { return nil }
            return Violation(
                position: SyntaxQueries.anchor(of: call),
                message: "Subview added to a glass effect view itself; add it to its `contentView` instead")
        }
    }
}
