import Foundation

/// Opens a URL: SwiftUI's `OpenURLAction`, read as `@Environment(\.openURL)`.
///
/// Nothing is opened here (there is no system to hand the URL to): the default action notes the URL in the
/// render's warnings; an action made with ``init(handler:)`` (and set with `environment(\.openURL, …)`) runs.
public struct OpenURLAction: Sendable {
    /// What a handler did with the URL.
    public struct Result: Sendable {
        let kind: Int
        /// The handler opened the URL.
        public static let handled = Result(kind: 0)
        /// The handler refused the URL.
        public static let discarded = Result(kind: 1)
        /// The system should open the URL.
        public static let systemAction = Result(kind: 2)
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(kind: 2) }
    }

    let handler: (@Sendable (URL) -> Result)?

    /// An action that calls `handler` with each URL.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }
    init() { handler = nil }

    @MainActor public func callAsFunction(_ url: URL) {
        callAsFunction(url) { _ in }
    }

    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        guard let handler else {
            RenderNotes.note("openURL(\(url.absoluteString)): nothing opened")
            completion(false)
            return
        }
        let result = handler(url)
        if result.kind == 2 { RenderNotes.note("openURL(\(url.absoluteString)): nothing opened") }
        completion(result.kind == 0)
    }
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction() }

extension EnvironmentValues {
    /// Opens a URL (nothing is opened here: the default action notes it).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A length that scales with the Dynamic Type size: SwiftUI's `@ScaledMetric`. Text is drawn at the large size
/// (iOS's default) here, at which the metric is its base value, so it is always its base value.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let base: Value
    public init(wrappedValue: Value) { base = wrappedValue }
    /// Scales as text of `textStyle` does.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
    public var wrappedValue: Value { base }
}

extension View {
    /// Deprecated spelling of `autocorrectionDisabled(_:)`: nothing to show in a still or a recording.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}
