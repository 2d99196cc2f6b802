import CLaneMath
import Foundation
import LiquidGlassCore

/// Renders display lists: the content before the glass, then each run of glass over it, with the ink on the glass.
///
/// Only pixels near glass are processed: each item covers its frame grown by what its material reaches outside
/// (the drop shadow), split into bands of rows that run in parallel. Every item samples the content under it,
/// never other glass. Scene files render through the same path: LiquidGlassScene turns a `Scene` into a display
/// list and adds the scene entry points (`render(_ scene:)` and its kin) as an extension.
public struct GlassRenderer: Sendable {
    public var options: RenderOptions
    /// Whether passes that can be are shaded eight pixels at a time (``ElementShader/shadeLanes(x0:y:count:cell:stride:shadowCell:looks:pixels:out:)``);
    /// off, every pixel takes the scalar reference path (the tests compare the two).
    package var usesLanes = true
    /// Whether lane-shaded passes run the AVX2 kernels where the processor has them (ElementShader+Native.swift);
    /// off, the Swift lanes (the tests compare the two, pixel for pixel).
    package var usesNativeKernels = true
    /// Whether a group's pixels that a later group's glass covers whole are skipped (see ``draw(_:into:resolved:)``);
    /// the tests draw them both ways.
    package var skipsCoveredPixels = true

    public init(options: RenderOptions = RenderOptions()) {
        self.options = options
    }
}
