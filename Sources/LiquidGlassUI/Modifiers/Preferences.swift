/// A value views pass up to their ancestors: SwiftUI's `PreferenceKey`. Preferences are not collected here: a
/// reader gets the key's `defaultValue` and an `onPreferenceChange` action does not run — each named in the
/// render's warnings.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension View {
    /// Sets a preference for ancestors (not collected here).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View { modifier(NoEffectModifier()) }
    /// Changes a preference for ancestors (not collected here).
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(NoEffectModifier())
    }
    /// Runs `action` when the preference changes: not run here (named in the warnings).
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(NotedModifier(note: "onPreferenceChange(\(K.self)): preferences are not collected; its action is not run"))
    }
    /// An overlay made from the preference's value: drawn from the key's default value (named in the warnings).
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                 @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        overlay(alignment: alignment) { transform(K.defaultValue) }
            .modifier(NotedModifier(note: "overlayPreferenceValue(\(K.self)): drawn from the key's default value"))
    }
    /// A background made from the preference's value: drawn from the key's default value (named in the warnings).
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                    @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        background(alignment: alignment) { transform(K.defaultValue) }
            .modifier(NotedModifier(note: "backgroundPreferenceValue(\(K.self)): drawn from the key's default value"))
    }
}
