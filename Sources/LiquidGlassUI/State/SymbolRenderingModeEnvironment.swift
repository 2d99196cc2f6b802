private struct SymbolRenderingModeKey: EnvironmentKey { static let defaultValue: SymbolRenderingMode? = nil }

extension EnvironmentValues {
    /// The rendering mode symbols are drawn in (`symbolRenderingMode(_:)`); nil: monochrome, as on iOS.
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeKey.self] }
        set { self[SymbolRenderingModeKey.self] = newValue }
    }
}
