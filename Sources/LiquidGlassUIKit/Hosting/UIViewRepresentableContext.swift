public import LiquidGlassUICore

/// What a ``UIViewRepresentable`` is made and updated with: SwiftUI's `UIViewRepresentableContext`.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The representable's coordinator, made once by its `makeCoordinator()`.
    public let coordinator: Representable.Coordinator
    /// The transaction of the change being rendered (an empty one outside `withAnimation`/`withTransaction`).
    public internal(set) var transaction: Transaction
    /// The environment the representable is in.
    public internal(set) var environment: EnvironmentValues

    init(coordinator: Representable.Coordinator, transaction: Transaction, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.transaction = transaction
        self.environment = environment
    }
}
