extension Gesture {
    /// Recognises this gesture, or `other` only if this one fails: SwiftUI's `exclusively(before:)`.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }
    /// Recognises `other` once this gesture has succeeded: SwiftUI's `sequenced(before:)`.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}

/// One of two gestures, the first preferred.
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture {
    /// Which gesture was recognised, with its value.
    public enum Value {
        case first(First.Value)
        case second(Second.Value)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}

/// One gesture after another.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The first gesture's value, then both.
    public enum Value {
        case first(First.Value)
        case second(First.Value, Second.Value?)
    }
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
}
