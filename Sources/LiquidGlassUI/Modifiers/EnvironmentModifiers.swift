/// A modifier that writes one environment value for its content.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier, EnvironmentWriting {
    public typealias Body = Never
    public var keyPath: WritableKeyPath<EnvironmentValues, Value>
    public var value: Value

    public init(keyPath: WritableKeyPath<EnvironmentValues, Value>, value: Value) {
        self.keyPath = keyPath
        self.value = value
    }

    func write(_ environment: inout EnvironmentValues) { environment[keyPath: keyPath] = value }
}

/// A modifier that edits the environment for its content (internal values: styles, tint…).
struct EnvironmentEditModifier: ViewModifier, EnvironmentWriting {
    typealias Body = Never
    let edit: (inout EnvironmentValues) -> Void
    func write(_ environment: inout EnvironmentValues) { edit(&environment) }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                        transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentEditModifier { transform(&$0[keyPath: keyPath]) })
    }

    func editEnvironment(_ edit: @escaping (inout EnvironmentValues) -> Void) -> ModifiedContent<Self, EnvironmentEditModifier> {
        modifier(EnvironmentEditModifier(edit: edit))
    }

    /// Asks for `colorScheme` for the whole presentation, as SwiftUI's preference does for the window: the picture
    /// rendered (by `ImageRenderer`, the recorder, a preview) takes it, not only this view. The outermost request
    /// wins; nil asks for nothing.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        modifier(PreferredColorSchemeModifier(colorScheme: colorScheme))
    }

    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }

    public func disabled(_ disabled: Bool) -> some View {
        editEnvironment { if disabled { $0.isEnabled = false } }
    }

    public func font(_ font: Font?) -> some View { environment(\.font, font) }

    public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
    /// At most `limit.upperBound` lines. The space of `limit.lowerBound` lines is not reserved when the text is
    /// shorter (named in the warnings when the lower bound is above one).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, limit.upperBound)
            .modifier(NotedModifier(note: limit.lowerBound > 1 ? "lineLimit(\(limit)): the space of \(limit.lowerBound) lines is not reserved" : nil))
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }
}

/// `preferredColorScheme(_:)`: tells the graph (the renderers read it after layout and lay the view out again in
/// that scheme) and sets the scheme for its content meanwhile.
struct PreferredColorSchemeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let colorScheme: ColorScheme?

    func resolve(content: @escaping (ResolveContext) -> [ViewNode], context: ResolveContext) -> [ViewNode] {
        guard let colorScheme else { return content(context) }
        context.graph.notePreferredColorScheme(colorScheme)
        return content(context.with { $0.colorScheme = colorScheme })
    }
}
