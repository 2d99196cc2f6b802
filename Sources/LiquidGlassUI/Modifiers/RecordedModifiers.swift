/// Modifiers that cannot change a still image: they compile, run what can run (none of their closures in a
/// static render, except `withAnimation`'s body), and record what a report can show (accessibility).

/// Safe area regions.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Accessibility traits (recorded).
public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 3)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 4)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 5)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 6)
}

/// How an accessibility element is formed from its children (recorded).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    public static let contain = AccessibilityChildBehavior(kind: 1)
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// Does nothing to the tree (what a still image cannot show).
struct NoEffectModifier: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] { content(context) }
}

extension View {
    public func accessibilityLabel(_ label: Text) -> some View { accessibilityLabel(label.string) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let text = String(label)
        return modifier(AccessibilityWriting { env, traits in
            env.glass.accessibilityLabel = text
            traits.accessibilityLabel = text
        })
    }
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some View { accessibilityLabel(key.string) }
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(AccessibilityWriting { env, traits in
            env.glass.accessibilityIdentifier = identifier
            traits.accessibilityIdentifier = identifier
        })
    }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { modifier(NoEffectModifier()) }
    public func accessibilityHint(_ hint: Text) -> some View { modifier(NoEffectModifier()) }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { modifier(NoEffectModifier()) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { modifier(NoEffectModifier()) }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modifier(NoEffectModifier()) }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { modifier(NoEffectModifier()) }
    public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(NoEffectModifier()) }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { modifier(NoEffectModifier()) }
    public func accessibilitySortPriority(_ priority: Double) -> some View { modifier(NoEffectModifier()) }
    /// Replaces the view's accessibility element with `representation`'s (VoiceOver reads it; the view is drawn).
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View {
        modifier(NoEffectModifier())
    }

    /// Runs `action` once when the view first appears: in a render, after the first layout pass, which is then
    /// laid out again with the state `action` wrote — what Xcode's preview shows once the screen has appeared (a
    /// list filled in `onAppear`). Animations it starts are drawn settled, as `withAnimation` is.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearActionModifier(action: action ?? {}))
    }
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { modifier(NoEffectModifier()) }
    /// Runs `action` with each value `publisher` emits: SwiftUI's `onReceive(_:perform:)`. A still subscribes to
    /// nothing, so `action` never runs — a `Timer.publish` timer is drawn before its first tick, `Just`'s value
    /// (delivered on iOS as the view appears) is not delivered, no notification is posted — and the render's
    /// warnings name the publisher that did not fire.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        let what = (publisher as? any StillPublisherDescribing)?.stillDescription ?? "\(P.self) does not fire"
        return modifier(NotedModifier(note: "onReceive(_:perform:): \(what)"))
    }
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(NoEffectModifier())
    }
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { modifier(NoEffectModifier()) }
    /// Runs `action` with the old and new value when `value` changes between two passes (an interaction of
    /// ``AnimationRecorder``); `initial` is accepted — a still image has no first appearance to act on.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
        modifier(ChangeActionModifier(value: value, action: action))
    }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(ChangeActionModifier(value: value, action: { _, _ in action() }))
    }
    /// iOS 14's spelling, deprecated in iOS 17: `action` gets the new value.
    @available(*, deprecated, message: "Use onChange(of:initial:_:) with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
        modifier(ChangeActionModifier(value: value, action: { _, new in action(new) }))
    }
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(NoEffectModifier())
    }
    /// Runs `action` when the view is tapped (by ``AnimationRecorder/tap(_:)``; `count` taps count as one).
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(TapActionModifier(action: action))
    }
    /// A long press: nothing is pressed in a still (neither closure runs).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View { modifier(NoEffectModifier()) }
    /// iOS 13's form, `pressing` before `perform`, deprecated as Apple deprecates it.
    // Disfavoured: `.onLongPressGesture { … }` (one trailing closure) fits both forms; it is the modern one.
    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    @_disfavoredOverload
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   pressing: ((Bool) -> Void)? = nil,
                                   perform action: @escaping () -> Void) -> some View { modifier(NoEffectModifier()) }
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { modifier(NoEffectModifier()) }
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { modifier(NoEffectModifier()) }
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(NoEffectModifier()) }
    public func zIndex(_ value: Double) -> some View { modifier(NoEffectModifier()) }
    /// Binds the view's focus to `condition`; a tap on the view (``AnimationRecorder/tap(_:)``) focuses it.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        let focused = condition.wrappedValue
        return editEnvironment { $0.isFocused = focused }.modifier(TapActionModifier { condition.wrappedValue = true })
    }
    public func focused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
        let focused = binding.wrappedValue == value
        return editEnvironment { $0.isFocused = focused }.modifier(TapActionModifier { binding.wrappedValue = value })
    }
}

/// Accessibility values: on the node (for its report element) and in the environment (for glass inside).
struct AccessibilityWriting: PrimitiveModifier, ViewModifier {
    typealias Body = Never
    let edit: (inout EnvironmentValues, inout ViewTraits) -> Void
    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        var traits = ViewTraits()
        var c = context
        edit(&c.environment, &traits)
        return content(c).map { node in
            if let l = traits.accessibilityLabel { node.traits.accessibilityLabel = l }
            if let i = traits.accessibilityIdentifier { node.traits.accessibilityIdentifier = i }
            return node
        }
    }
}

/// Which submissions trigger `onSubmit`.
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

/// Haptic feedback kinds (recorded; nothing to feel in an image).
public struct SensoryFeedback: Equatable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { SensoryFeedback(name: "impact") }
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public struct Flexibility: Equatable, Sendable {
        let v: Int
        public static let rigid = Flexibility(v: 0)
        public static let solid = Flexibility(v: 1)
        public static let soft = Flexibility(v: 2)
    }
    public struct Weight: Equatable, Sendable {
        let v: Int
        public static let light = Weight(v: 0)
        public static let medium = Weight(v: 1)
        public static let heavy = Weight(v: 2)
    }
}

private struct IsFocusedKey: EnvironmentKey { static let defaultValue = false }
extension EnvironmentValues {
    public var isFocused: Bool {
        get { self[IsFocusedKey.self] }
        set { self[IsFocusedKey.self] = newValue }
    }
}
