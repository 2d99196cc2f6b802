/// A property of a view that LiquidGlassUI connects to the view graph before evaluating `body`
/// (`@State`, `@Binding`, `@Environment`, `@Namespace`, `@FocusState`, or your own property made of them).
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before `body` is evaluated.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// What the graph does to connect a dynamic property: give it its stored slot, its environment.
@MainActor
protocol GraphLinkedProperty {
    func link(to graph: ViewGraph, key: StateKey, environment: EnvironmentValues)
}
