/// What resolving a view needs: the graph holding state, the view's identity and its environment.
@MainActor
struct ResolveContext {
    let graph: ViewGraph
    var identity: ViewIdentity
    var environment: EnvironmentValues
    /// The nodes a custom `ViewModifier`'s `content` stands for, innermost modifier last.
    var modifierContents: [() -> [ViewNode]] = []

    /// Resolves `view` into layout nodes, one level deeper (or at the same identity when `component` is nil).
    func resolve<V: View>(_ view: V, component: ViewIdentity.Component?) -> [ViewNode] {
        var context = self
        if let component { context.identity = identity.appending(component) }
        return context.resolve(view)
    }

    /// Resolves `view` at this context's identity.
    func resolve<V: View>(_ view: V) -> [ViewNode] {
        if let primitive = Self.primitiveType(V.self) {
            return primitive.makeNodes(of: view, self)
        }
        // A composite view: connect its @State, @Environment… to the graph, then evaluate its body.
        guard graph.install(view, identity: identity, environment: environment) else { return [] }
        // A UIKit view in a representable (its properties connected like any view's): its view's node.
        if let platform = view as? any _PlatformViewRepresentable {
            return [PlatformViewNode.make(platform, context: self)]
        }
        return resolve(view.body, component: nil)
    }

    /// Whether each view type met so far is primitive, by type. `view as? any PrimitiveView` searched the type's
    /// conformances for every view resolved: 0.75 M of the 22.5 M instructions of laying out the 500-view list of
    /// `liquidglass bench --ui` (callgrind). Read and written on the main actor only, never across a call that
    /// could reach it again.
    @exclusivity(unchecked) private static var primitiveTypes: [ObjectIdentifier: (any PrimitiveView.Type)?] = [:]

    private static func primitiveType<V: View>(_ type: V.Type) -> (any PrimitiveView.Type)? {
        let key = ObjectIdentifier(type)
        if let known = primitiveTypes[key] { return known }
        let primitive = type as? any PrimitiveView.Type
        primitiveTypes[key] = .some(primitive)
        return primitive
    }

    /// The same context with an edited environment.
    func with(_ edit: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var context = self
        edit(&context.environment)
        return context
    }
}
