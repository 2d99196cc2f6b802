import SwiftSyntax

/// Animating `alpha` of a `UIVisualEffectView` that shows glass.
public struct GlassAlphaAnimationRule: Rule {
    public static let description = RuleDescription(
        identifier: "glass_alpha_animation",
        name: "Glass Alpha Animation",
        description: """
            The `alpha` of a `UIVisualEffectView` showing a `UIGlassEffect` (or `UIGlassContainerEffect`) is set \
            inside an animation (`UIView.animate`, `UIViewPropertyAnimator`, `addAnimations`, keyframes). Design \
            rule: glass appears and disappears by materializing — animate the view's `effect` from `nil` to the \
            glass effect and back — never by fading its opacity.
            """,
        rationale: """
            Glass materializes by bending more and more light, the way it was designed to appear; UIKit animates \
            that when `effect` changes inside an animation. Fading `alpha` instead cross-fades a finished glass \
            surface: the lensing and highlights pop in semi-transparent, and a visual effect view with alpha \
            below 1 may not render its effect correctly while it fades.
            """,
        severity: .warning,
        nonTriggeringExamples: [
            Example(
                """
                let glassView = UIVisualEffectView()
                UIView.animate(withDuration: 0.3) {
                    glassView.effect = UIGlassEffect()
                }
                """),
            // A blur view is not glass.
            Example(
                """
                let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
                UIView.animate(withDuration: 0.3) { blurView.alpha = 1 }
                """),
            // Fading the content inside the glass is fine.
            Example(
                """
                let badge = UIVisualEffectView(effect: UIGlassEffect())
                UIView.animate(withDuration: 0.2) { badge.contentView.alpha = 0 }
                """),
            // A completion handler is not animated.
            Example(
                """
                let badge = UIVisualEffectView(effect: UIGlassEffect())
                UIView.animate(withDuration: 0.3) {
                    badge.effect = nil
                } completion: { _ in
                    badge.alpha = 0
                }
                """),
            // Not animated.
            Example(
                """
                let badge = UIVisualEffectView(effect: UIGlassEffect())
                badge.alpha = 1
                """),
            // Same name, another type.
            Example(
                """
                final class A: UIView {
                    let panel = UIVisualEffectView(effect: UIGlassEffect())
                }
                final class B: UIView {
                    let panel = UIView()
                    func hide() { UIView.animate(withDuration: 0.2) { self.panel.alpha = 0 } }
                }
                """),
        ],
        triggeringExamples: [
            Example(
                """
                let glass = UIGlassEffect(style: .regular)
                let effectView = UIVisualEffectView(effect: glass)
                effectView.alpha = 0
                UIView.animate(withDuration: 0.4) {
                    ↓effectView.alpha = 1
                }
                """),
            Example(
                """
                final class ToastView: UIView {
                    private let background = UIVisualEffectView(effect: UIGlassEffect())

                    func dismiss() {
                        let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) {
                            ↓self.background.alpha = 0
                        }
                        animator.startAnimation()
                    }
                }
                """),
            Example(
                """
                final class Palette: UIViewController {
                    private var panel: UIVisualEffectView!

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        panel = UIVisualEffectView(effect: nil)
                        panel.effect = UIGlassEffect()
                    }

                    func show() {
                        UIView.animate(withDuration: 0.3, delay: 0, options: [], animations: { ↓self.panel.alpha = 1 })
                    }
                }
                """),
        ])

    /// Calls whose closures run as animations.
    static let animationCalls: Set<String> = [
        "animate", "animateKeyframes", "addKeyframe", "transition", "UIViewPropertyAnimator", "addAnimations",
        "runningPropertyAnimator",
    ]

    public init() {}

    /// Whether the node is in the animations closure of an animation call (a completion handler is not
    /// animated).
    private func isAnimated(_ enclosing: EnclosingCall) -> Bool {
        guard Self.animationCalls.contains(enclosing.name) else { return false }
        return enclosing.relation == .content(label: nil) || enclosing.relation == .content(label: "animations")
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let alphas = context.file.members("alpha")
        guard !alphas.isEmpty else { return [] }
        let glass = UIKitGlassViews(file: context.file, declarations: context.declarations)
        return alphas.compactMap { member -> Violation? in
            guard let base = member.base, UIKitGlassViews.assignedValue(to: ExprSyntax(member)) != nil,
                glass.isGlassView(base),
                context.file.enclosingCalls(of: member).contains(where: { isAnimated($0) }),
                GlassCodeScope.appliesRules(at: member)
            else { return nil }
            return Violation(
                at: member,
                message: "Animating `alpha` of a glass effect view; animate its `effect` from nil to the "
                    + "`UIGlassEffect` (and back to nil) so the glass materializes")
        }
    }
}
