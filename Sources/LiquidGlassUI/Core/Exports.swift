// SwiftUI re-exports Foundation, so `CGFloat`, `CGSize`, `CGRect`… need no import in a file that imports
// LiquidGlassUI. The engine is imported `internal`ly in the files that need it: its `Color`, `Circle`, `Glass`…
// must never be visible next to SwiftUI's names.
@_exported import Foundation
// SwiftUI's animation model (Spring, Animation, VectorArithmetic, Animatable…) is its own module; its names are
// SwiftUI's, so it is re-exported as they are.
@_exported import LiquidGlassMotion
// `@Observable` models: SwiftUI re-exports Observation, so a screen's `@Observable class` compiles with its import.
@_exported import Observation
