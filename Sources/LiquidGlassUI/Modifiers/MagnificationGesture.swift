import Foundation

/// iOS 13's pinch gesture, deprecated in iOS 17 (renamed ``MagnifyGesture``); Xcode 26 still compiles it with a
/// deprecation warning. Its value is the scale alone, a `CGFloat` (1 at the start). Like every gesture here it
/// changes nothing drawn and its closures never run (no finger pinches a still image).
@available(*, deprecated, renamed: "MagnifyGesture")
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    /// The smallest change of scale that starts the gesture.
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}
