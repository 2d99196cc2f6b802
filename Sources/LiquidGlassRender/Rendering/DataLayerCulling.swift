import Foundation
import LiquidGlassCore

/// Which groups can change the data layers (mask, distance field, displacement) inside a tile.
///
/// A data layer keeps, per pixel, the smallest distance over all groups and the coverage and offset of the
/// groups that cover it. A lone element's distance at a point is at least the point's distance to the
/// element's bounds (its outline lies inside them) and at most the distance to the bounds' farthest corner.
/// So in a tile, a lone element whose lower bound is above the smallest upper bound of any lone element (and
/// above half a pixel, where coverage starts) can change nothing and is skipped. Containers, and elements
/// still emerging (an eroded field is not a true distance), are always asked: their smooth union can dip
/// below its members' bounds.
///
/// The bounds carry a margin of ``slack`` points for fields that are accurate to a fraction of a point
/// (the continuous rounded rectangle's corners).
struct DataLayerCulling {
    /// Points added to every upper bound and taken from every lower bound.
    static let slack: Float = 1

    private struct Candidate {
        /// Index into the passes.
        var index: Int
        /// The element's bounds in pixels (nil: always asked).
        var bounds: (minX: Float, minY: Float, maxX: Float, maxY: Float)?
    }

    private let candidates: [Candidate]
    /// Pixels per point, and the distance (pixels) below which a pixel is covered.
    private let scale: Float
    private let enabled: Bool

    init(passes: [RenderPlan.Pass], scale: Float, enabled: Bool = true) {
        self.scale = scale
        self.enabled = enabled
        candidates = passes.enumerated().map { index, pass in
            let body = pass.shader.body
            guard body.single, !(body.members[0].field is ErodedField) else { return Candidate(index: index, bounds: nil) }
            let b = body.members[0].bounds
            return Candidate(index: index, bounds: (Float(b.minX) * scale, Float(b.minY) * scale,
                                                    Float(b.maxX) * scale, Float(b.maxY) * scale))
        }
    }

    /// The passes (in drawing order) that can change a pixel of the tile `x0..<x1` × `y0..<y1` (pixels).
    func candidates(x0: Int, y0: Int, x1: Int, y1: Int) -> [Int] {
        guard enabled else { return candidates.map(\.index) }
        // Pixel centres of the tile.
        let tx0 = Float(x0) + 0.5, ty0 = Float(y0) + 0.5, tx1 = Float(x1) - 0.5, ty1 = Float(y1) - 0.5
        let slack = Self.slack * scale
        // The smallest upper bound over lone elements: for every pixel of the tile, some element is at most
        // this far away, so the layer's distance there is at most this.
        var smallestUpper = Float.greatestFiniteMagnitude
        for c in candidates {
            guard let b = c.bounds else { continue }
            // The farthest pair of a tile corner and a bounds corner.
            let dx = max(abs(tx0 - b.minX), abs(tx0 - b.maxX), abs(tx1 - b.minX), abs(tx1 - b.maxX))
            let dy = max(abs(ty0 - b.minY), abs(ty0 - b.maxY), abs(ty1 - b.minY), abs(ty1 - b.maxY))
            smallestUpper = min(smallestUpper, (dx * dx + dy * dy).squareRoot() + slack)
        }
        // Coverage starts at half a pixel from the outline.
        let threshold = max(smallestUpper, 0.5)
        return candidates.compactMap { c in
            guard let b = c.bounds else { return c.index }
            // The nearest pair of points of the tile and the bounds.
            let dx = max(b.minX - tx1, tx0 - b.maxX, 0), dy = max(b.minY - ty1, ty0 - b.maxY, 0)
            let lower = (dx * dx + dy * dy).squareRoot() - slack
            return lower <= threshold ? c.index : nil
        }
    }
}
