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
        if let primitive = view as? any PrimitiveView {
            return primitive.makeNodes(self)
        }
        // A composite view: connect its @State, @Environment… to the graph, then evaluate its body.
        guard graph.install(view, identity: identity, environment: environment) else { return [] }
        // A UIKit view in a representable (its properties connected like any view's): its view's node.
        if let platform = view as? any _PlatformViewRepresentable {
            return [PlatformViewNode.make(platform, context: self)]
        }
        return resolve(view.body, component: nil)
    }

    /// The same context with an edited environment.
    func with(_ edit: (inout EnvironmentValues) -> Void) -> ResolveContext {
        var context = self
        edit(&context.environment)
        return context
    }
}
