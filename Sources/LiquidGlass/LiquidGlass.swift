// The umbrella module: `import LiquidGlass` brings in the whole engine, as before the split into modules.
// What each module owns and what it may import: docs/ARCHITECTURE.md.
@_exported import LiquidGlassCore
@_exported import LiquidGlassText
@_exported import LiquidGlassCodecs
@_exported import LiquidGlassRules
@_exported import LiquidGlassRender
@_exported import LiquidGlassScene
