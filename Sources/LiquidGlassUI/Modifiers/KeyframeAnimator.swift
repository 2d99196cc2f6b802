/// A view animated along keyframes: SwiftUI's `KeyframeAnimator`. A still image shows the content at its initial
/// value (where a triggered animator rests); the keyframes are not played in a recording (named in the warnings).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View {
    let initialValue: Value
    let content: (Value) -> Content

    public init<T: Equatable>(initialValue: Value, trigger: T, @ViewBuilder content: @escaping (Value) -> Content,
                              @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue
        self.content = content
    }

    public var body: some View {
        content(initialValue).modifier(NotedModifier(note: "KeyframeAnimator: drawn at its initial value (its keyframes are not played)"))
    }
}

extension View {
    /// Animates this view along keyframes when `trigger` changes; a still image shows the initial value.
    public func keyframeAnimator<Value, T: Equatable, V: View, K: Keyframes>(
        initialValue: Value, trigger: T, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    /// Animates this view along keyframes in a loop; a still image shows the initial value.
    public func keyframeAnimator<Value, V: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> V,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K
    ) -> some View {
        let placeholder = PlaceholderContentView(content: self)
        return KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) },
                                keyframes: keyframes)
    }
}

/// Keyframes for a value: what a `KeyframesBuilder` builds.
public protocol Keyframes {}
/// Keyframes for one property of a value.
public protocol KeyframeTrackContent {}

/// The keyframes of one property (`KeyframeTrack(\.scale) { … }`), or of the whole value.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes {
    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) { _ = content() }
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Value { _ = content() }
}

public struct LinearKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {}
}
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {}
}
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {}
}
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    public init(_ to: Value) {}
}

/// A timing curve for a keyframe (recorded).
public struct UnitCurve: Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
}

/// Several keyframes or tracks, built in a block.
public struct KeyframeGroup: Keyframes, KeyframeTrackContent {}

@resultBuilder
public struct KeyframesBuilder<Value> {
    public static func buildExpression<V, C>(_ track: KeyframeTrack<Value, V, C>) -> KeyframeGroup { KeyframeGroup() }
    public static func buildExpression(_ group: KeyframeGroup) -> KeyframeGroup { group }
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> KeyframeGroup { KeyframeGroup() }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> KeyframeGroup { KeyframeGroup() }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> KeyframeGroup { KeyframeGroup() }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> KeyframeGroup { KeyframeGroup() }
    public static func buildBlock(_ parts: KeyframeGroup...) -> KeyframeGroup { KeyframeGroup() }
    public static func buildOptional(_ part: KeyframeGroup?) -> KeyframeGroup { KeyframeGroup() }
    public static func buildEither(first: KeyframeGroup) -> KeyframeGroup { first }
    public static func buildEither(second: KeyframeGroup) -> KeyframeGroup { second }
    public static func buildArray(_ parts: [KeyframeGroup]) -> KeyframeGroup { KeyframeGroup() }
}

@resultBuilder
public struct KeyframeTrackContentBuilder<Value> {
    public static func buildExpression(_ keyframe: LinearKeyframe<Value>) -> KeyframeGroup { KeyframeGroup() }
    public static func buildExpression(_ keyframe: SpringKeyframe<Value>) -> KeyframeGroup { KeyframeGroup() }
    public static func buildExpression(_ keyframe: CubicKeyframe<Value>) -> KeyframeGroup { KeyframeGroup() }
    public static func buildExpression(_ keyframe: MoveKeyframe<Value>) -> KeyframeGroup { KeyframeGroup() }
    public static func buildExpression(_ group: KeyframeGroup) -> KeyframeGroup { group }
    public static func buildBlock(_ parts: KeyframeGroup...) -> KeyframeGroup { KeyframeGroup() }
    public static func buildOptional(_ part: KeyframeGroup?) -> KeyframeGroup { KeyframeGroup() }
    public static func buildEither(first: KeyframeGroup) -> KeyframeGroup { first }
    public static func buildEither(second: KeyframeGroup) -> KeyframeGroup { second }
    public static func buildArray(_ parts: [KeyframeGroup]) -> KeyframeGroup { KeyframeGroup() }
}
