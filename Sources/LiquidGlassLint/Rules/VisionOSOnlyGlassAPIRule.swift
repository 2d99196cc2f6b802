import SwiftSyntax

/// `glassBackgroundEffect` outside `#if os(visionOS)`.
public struct VisionOSOnlyGlassAPIRule: Rule {
    public static let description = RuleDescription(
        identifier: "visionos_only_glass_api",
        name: "visionOS-only Glass API",
        description: """
            `glassBackgroundEffect` is used outside `#if os(visionOS)`. Design rule: on iOS, iPadOS and macOS, \
            Liquid Glass is `glassEffect(_:in:)`; `glassBackgroundEffect(in:displayMode:)` is visionOS's window \
            glass and exists only there.
            """,
        rationale: """
            The modifier is not in the iOS SDK, so the file fails to compile for iOS, or, in code written from \
            documentation that calls it an iOS API, the glass the author expected is simply not there.
            """,
        severity: .error,
        nonTriggeringExamples: [
            Example(
                """
                #if os(visionOS)
                Ornament().glassBackgroundEffect()
                #else
                Ornament().glassEffect()
                #endif
                """),
            Example(
                """
                var panel: some View {
                    #if os(visionOS) && !targetEnvironment(simulator)
                    Inspector().glassBackgroundEffect(in: .rect(cornerRadius: 32))
                    #endif
                }
                """),
            Example(
                """
                #if !os(visionOS)
                Toolbar().glassEffect()
                #else
                Toolbar().glassBackgroundEffect()
                #endif
                """),
            Example("Panel().glassEffect(.regular, in: .rect(cornerRadius: 24))"),
            // An app that targets only visionOS (its project, or `platforms: [visionOS]` in the configuration;
            // corpus: nicosrm/23-thesis-test-project).
            Example("Toolbar().glassBackgroundEffect()", platforms: [.visionOS]),
            Example("Toolbar().glassBackgroundEffect()", path: "visionOS/Ornaments/Toolbar.swift"),
        ],
        triggeringExamples: [
            Example("Panel()↓.glassBackgroundEffect()", fixed: "Panel().glassEffect()"),
            Example("Panel()↓.glassBackgroundEffect(in: .capsule)", fixed: "Panel().glassEffect(in: .capsule)"),
            // A project for iOS and visionOS: the shared file needs the `#if`.
            Example("Panel()↓.glassBackgroundEffect()", platforms: [.iOS, .visionOS], fixed: "Panel().glassEffect()"),
            Example(
                """
                #if os(iOS)
                Panel()↓.glassBackgroundEffect(in: .capsule)
                #endif
                """,
                fixed: """
                    #if os(iOS)
                    Panel().glassEffect(in: .capsule)
                    #endif
                    """),
            Example(
                """
                #if os(visionOS)
                let ornament = true
                #else
                Inspector()
                    ↓.glassBackgroundEffect(displayMode: .always)
                #endif
                """),
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Violation] {
        context.file.systemCalls("glassBackgroundEffect", context.declarations).compactMap { call in
            guard !FilePlatform.isOnly(.visionOS, at: call, platforms: context.platforms) else { return nil }
            // `glassBackgroundEffect()` / `(in: shape)` has one iOS equivalent; other forms need a person.
            let labels = call.arguments.map { $0.label?.text }
            let fix: Fix? =
                call.trailingClosure == nil && (labels.isEmpty || labels == ["in"])
                ? SyntaxQueries.calledMember(call).map { Fix(replacing: $0.declName, with: "glassEffect") } : nil
            return Violation(
                position: SyntaxQueries.anchor(of: call),
                message: "`glassBackgroundEffect` exists only on visionOS; use `glassEffect(_:in:)` on iOS, or wrap "
                    + "it in `#if os(visionOS)`", fix: fix)
        }
    }
}
