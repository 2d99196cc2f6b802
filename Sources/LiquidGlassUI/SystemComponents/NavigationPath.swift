/// A type-erased list of the values a `NavigationStack(path:)` has pushed: SwiftUI's `NavigationPath`.
///
/// ```swift
/// @State private var path = NavigationPath()
/// NavigationStack(path: $path) {
///     List(recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
///         .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
/// }
/// ```
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    /// An empty path.
    public init() { elements = [] }

    /// A path of the given values, first pushed first.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// The number of values on the path.
    public var count: Int { elements.count }

    /// Whether the path is empty (the stack shows its root).
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the last `k` values (1 by default).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
