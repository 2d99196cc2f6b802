/// A view that animates through phases: SwiftUI's `PhaseAnimator`. A still image shows the content at its first
/// phase (where a triggered animator rests, and where a cycling one starts); the cycle is not recorded (named in
/// the warnings).
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    public init<S: Sequence, T: Equatable>(_ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
                                           animation: @escaping (Phase) -> Animation? = { _ in .default })
    where S.Element == Phase {
        first = Array(phases).first
        self.content = content
    }

    public init<S: Sequence>(_ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
                             animation: @escaping (Phase) -> Animation? = { _ in .default }) where S.Element == Phase {
        first = Array(phases).first
        self.content = content
    }

    public var body: some View {
        if let first {
            content(first).modifier(NotedModifier(note: "PhaseAnimator: drawn at its first phase (its phases are not recorded)"))
        }
    }
}

/// The view a `phaseAnimator(_:…)` or `keyframeAnimator(…)` modifier's content closure receives: the modified view.
public struct PlaceholderContentView<Value: View>: View {
    let content: Value
    public var body: some View { content }
}

extension View {
    /// Animates this view through `phases` when `trigger` changes; a still image shows the first phase.
    public func phaseAnimator<Phase: Equatable, S: Sequence, T: Equatable, V: View>(
        _ phases: S, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where S.Element == Phase {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    /// Animates this view through `phases` in a cycle; a still image shows the first phase.
    public func phaseAnimator<Phase: Equatable, S: Sequence, V: View>(
        _ phases: S, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View where S.Element == Phase {
        let placeholder = PlaceholderContentView(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
