import Foundation
import LiquidGlassCore

/// An element's place in a `GlassEffectContainer(spacing:)`.
///
/// All elements of one container sample the backdrop once, together; elements closer than `spacing` merge
/// into one body. Containers are flattened into the scene's element list; this records which one an element
/// came from.
public struct ContainerMembership: Sendable, Equatable {
    /// Identifies the container: its position among the scene's containers, in scene order, from 0.
    public var index: Int
    /// The distance (points) at which elements begin to merge.
    public var spacing: Double
    /// 1 for a container at the top level, 2 or more for a container inside another (discouraged; reported).
    public var depth: Int

    /// Apple documents the system default only for AppKit's `NSGlassEffectContainerView.spacing`: zero,
    /// "sufficient for batch processing eligible glass effect views, while avoiding distortion and merging
    /// effects for other views in close proximity". The seeds' 20 and 40 pt are values chosen in examples.
    public static let defaultSpacing: Double = 0

    public init(index: Int, spacing: Double = ContainerMembership.defaultSpacing, depth: Int = 1) {
        self.index = index
        self.spacing = spacing
        self.depth = depth
    }
}
