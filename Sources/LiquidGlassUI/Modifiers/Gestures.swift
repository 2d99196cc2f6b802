/// Gestures: SwiftUI's `Gesture` values and `gesture(_:)`. A still image shows a view at rest, before any finger
/// moves, so attaching a gesture changes nothing drawn; ``AnimationRecorder`` taps (`onTapGesture`, buttons) but
/// does not drag, pinch or rotate — these gestures' closures never run here.
public protocol Gesture {
    /// What the gesture reports while it changes and when it ends.
    associatedtype Value
}

extension Gesture {
    /// Runs `action` as the gesture's value changes (never in a still image).
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(base: self) }
    /// Runs `action` when the gesture ends (never in a still image).
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(base: self) }
    /// Keeps gesture state in `state` while the gesture is active.
    public func updating<S>(_ state: GestureState<S>, body: @escaping (Value, inout S, inout Transaction) -> Void)
        -> GestureStateGesture<Self, S> { GestureStateGesture(base: self) }
    /// Recognises this gesture and `other` at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(first: self, second: other)
    }
}

/// A gesture with an action for its changes.
public struct _ChangedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}

/// A gesture with an action for its end.
public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}

/// A gesture that updates a `@GestureState`.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
}

/// Two gestures recognised together.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    public struct Value { public var first: First.Value?; public var second: Second.Value? }
    let first: First
    let second: Second
}

/// State that lives while a gesture is active and returns to its initial value after: SwiftUI's `GestureState`.
/// No gesture is active in a still image, so it always holds its initial value.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    let initial: Value
    public init(wrappedValue: Value) { initial = wrappedValue }
    public init(initialValue: Value) { initial = initialValue }
    public var wrappedValue: Value { initial }
    public var projectedValue: GestureState<Value> { self }
}

/// A drag: SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// Where a drag is and how it has moved.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    public var minimumDistance: CGFloat
    public var coordinateSpace: CoordinateSpace
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A tap: SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
}

/// A long press: SwiftUI's `LongPressGesture`.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A pinch: SwiftUI's `MagnifyGesture`.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A two-finger rotation: SwiftUI's `RotateGesture`.
public struct RotateGesture: Gesture {
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// Which gestures a view's gesture modifier enables: SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all: GestureMask = [.gesture, .subviews]
}

extension View {
    /// Attaches `gesture` to the view (recorded: nothing in a still image moves a finger).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { modifier(NoEffectModifier()) }
    /// Attaches `gesture` to be recognised before the view's other gestures (recorded).
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(NoEffectModifier())
    }
    /// Attaches `gesture` to be recognised with the view's other gestures (recorded).
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(NoEffectModifier())
    }
}
