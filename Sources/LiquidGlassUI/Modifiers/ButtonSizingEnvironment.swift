private struct ButtonSizingKey: EnvironmentKey { static let defaultValue = ButtonSizing.automatic }

extension EnvironmentValues {
    /// How buttons inside size themselves (iOS 26), set by ``View/buttonSizing(_:)``: `.automatic` by default.
    public var buttonSizing: ButtonSizing {
        get { self[ButtonSizingKey.self] }
        set { self[ButtonSizingKey.self] = newValue }
    }
}
