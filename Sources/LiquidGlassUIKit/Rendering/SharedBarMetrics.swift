internal import LiquidGlassUICore

// The one place LiquidGlassUIKit names LiquidGlassUI's bar geometry: the navigation bar, toolbar, tab bar and
// sheets are laid out on the same public metrics LiquidGlassUI's `NavigationStack`, `.toolbar`, `TabView` and
// `.sheet` use, so the two APIs draw the same bars (the glass itself is the engine's, through the same display
// list items). (A file under `Bars/` importing LiquidGlassUI would be the module's first import of it and make
// `Core/Exports.swift`'s scoped re-exports ambiguous.)

/// LiquidGlassUI's `NavigationBarMetrics`: the bar row, large title, margins, group spacing, item padding.
typealias BarMetrics = LiquidGlassUICore.NavigationBarMetrics

/// LiquidGlassUI's `TabBarMetrics`: the floating tab bar's height, margins, padding, item sizes, the accessory.
typealias TabMetrics = LiquidGlassUICore.TabBarMetrics

/// LiquidGlassUI's `SheetMetrics`: the floating inset, the attached sheet's top gap and corners, the grabber.
typealias SheetGeometry = LiquidGlassUICore.SheetMetrics

/// The sheet heights of LiquidGlassUI's `PresentationDetent` rules (medium: half the screen; large: the screen
/// below its top safe inset less `SheetMetrics.largeTopGap`; a height: at most the large one).
enum SheetDetentHeights {
    static func medium(screenHeight: CGFloat, top: CGFloat) -> CGFloat {
        LiquidGlassUICore.PresentationDetent.medium.height(screenHeight: screenHeight, top: top)
    }
    static func large(screenHeight: CGFloat, top: CGFloat) -> CGFloat {
        LiquidGlassUICore.PresentationDetent.large.height(screenHeight: screenHeight, top: top)
    }
    static func height(_ h: CGFloat, screenHeight: CGFloat, top: CGFloat) -> CGFloat {
        LiquidGlassUICore.PresentationDetent.height(h).height(screenHeight: screenHeight, top: top)
    }
    /// The display's corner radius of the screen a controller is rendered on (iPhone 17 Pro: 62).
    static let screenCornerRadius = LiquidGlassUICore.Device.iPhone17Pro.displayCornerRadius
}
