/// iOS 26.1's Liquid Glass setting (Settings › Display & Brightness › Liquid Glass: **Clear** or **Tinted**; iOS 27
/// makes it a slider) as a value a view tree can be rendered with: 0 is the Clear end — iOS's default, and this
/// value's — and 1 the Tinted end; between, the material moves along the straight line through the measured points
/// (docs/MATERIAL.md, "The transparency setting": frost, tint strength and dark glass density together).
///
/// This is LiquidGlass's own extension, not SwiftUI API: SwiftUI has no public environment value for this setting
/// (the app reads the user's choice; it cannot set it), so on Apple platforms code that names it does not compile —
/// keep it to previews, tests and renders made with this library. It is the engine's
/// `AccessibilitySettings.tinted`, the scene files' `accessibility: {tinted: …}` and the CLI's `--tinted`.
///
/// ```swift
/// let renderer = ImageRenderer(content: PlayerBar())
/// renderer.environment.liquidGlassTintAmount = 1          // the Tinted end
/// // or, inside a view tree:
/// PlayerBar().liquidGlassTintAmount(0.5)
/// ```
private struct LiquidGlassTintAmountKey: EnvironmentKey { static let defaultValue: Double = 0 }

extension EnvironmentValues {
    /// The Clear (0, default) … Tinted (1) Liquid Glass setting glass in this view tree is drawn with; values
    /// outside 0…1 are clamped, and a NaN counts as 0. LiquidGlass's own value: SwiftUI has none.
    public var liquidGlassTintAmount: Double {
        get { self[LiquidGlassTintAmountKey.self] }
        set { self[LiquidGlassTintAmountKey.self] = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
    }
}

extension View {
    /// Draws the glass in this view tree at `amount` of the Clear (0) … Tinted (1) Liquid Glass setting: the same as
    /// `.environment(\.liquidGlassTintAmount, amount)`. LiquidGlass's own modifier: SwiftUI has none (see
    /// ``EnvironmentValues/liquidGlassTintAmount``).
    public func liquidGlassTintAmount(_ amount: Double) -> some View {
        environment(\.liquidGlassTintAmount, amount)
    }
}
