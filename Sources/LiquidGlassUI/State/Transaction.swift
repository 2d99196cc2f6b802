/// The context of a state change: SwiftUI's `Transaction`. Its ``animation`` is how the views the change affects
/// move to their new state (``AnimationRecorder`` records it; a still image shows the new state settled).
public struct Transaction: Sendable {
    /// The animation of the change; nil changes at once.
    public var animation: Animation?
    /// Whether animations from `.animation(_:value:)` modifiers are disabled for this change.
    public var disablesAnimations = false
    /// Whether the change is one step of a continuous gesture.
    public var isContinuous = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// How `withAnimation`'s completion decides the animation is over.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let removed: Bool
    /// When the animation has reached its target (springs: at their settling duration).
    public static let logicallyComplete = AnimationCompletionCriteria(removed: false)
    /// When the animation no longer changes anything (the same instant here: springs are sampled to settling).
    public static let removed = AnimationCompletionCriteria(removed: true)
}

/// The transaction of the state changes being made now (set by `withAnimation` / `withTransaction`).
@MainActor
enum TransactionContext {
    static var current: Transaction?
    /// Completions registered by `withAnimation(_:completionCriteria:_:completion:)` since the recorder last
    /// took them: each with the animation it waits for.
    static var completions: [(animation: Animation?, run: () -> Void)] = []
}

/// Runs `body` with `transaction` as the transaction of the state changes it makes.
@MainActor @discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let outer = TransactionContext.current
    TransactionContext.current = transaction
    defer { TransactionContext.current = outer }
    return try body()
}

/// Runs `body` so that the state changes it makes animate with `animation` (nil: no animation).
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Runs `body` with `animation`, and `completion` once the animation is over: when an ``AnimationRecorder``'s
/// clock passes the animation's settling time, or at once when nothing records (a still image shows the end).
@MainActor @discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result, completion: @escaping () -> Void) rethrows -> Result {
    let result = try withTransaction(Transaction(animation: animation), body)
    if RecorderContext.isRecording {
        TransactionContext.completions.append((animation, completion))
    } else {
        completion()
    }
    return result
}

/// Set while an ``AnimationRecorder`` runs an interaction.
@MainActor
enum RecorderContext {
    static var isRecording = false
}
