internal import LiquidGlassUI

// The one place LiquidGlassUIKit names LiquidGlassUI's bar geometry: the navigation bar, toolbar, tab bar and
// sheets are laid out on the same public metrics LiquidGlassUI's `NavigationStack`, `.toolbar`, `TabView` and
// `.sheet` use, so the two APIs draw the same bars (the glass itself is the engine's, through the same display
// list items). (A file under `Bars/` importing LiquidGlassUI would be the module's first import of it and make
// `Core/Exports.swift`'s scoped re-exports ambiguous.)

/// LiquidGlassUI's `NavigationBarMetrics`: the bar row, large title, margins, group spacing, item padding.
typealias BarMetrics = LiquidGlassUI.NavigationBarMetrics

/// LiquidGlassUI's `TabBarMetrics`: the floating tab bar's height, margins, padding, item sizes, the accessory.
typealias TabMetrics = LiquidGlassUI.TabBarMetrics
