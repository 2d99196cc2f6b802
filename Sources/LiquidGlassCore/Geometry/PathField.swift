import Foundation

/// A flattened path placed in a frame: the distance to the nearest segment, negative where the non-zero winding
/// number is not zero.
///
/// For paths with many segments, segments are grouped into runs of `chunkSize` consecutive segments (consecutive
/// segments of a path are close together) with a bounding box per run. A run is skipped for the distance when its
/// box is farther than the best distance so far, and for the winding number when the horizontal ray from the point
/// cannot cross it (the point's y outside the box's y range, or the point right of the box). A first pass takes the
/// distance to the nearest run start as the starting bound, so distant runs are skipped from the start.
package struct PathField: SignedDistanceField {
    package struct Segment: Sendable {
        package var start: SIMD2<Float>
        package var edge: SIMD2<Float>
        /// 1 / |edge|², or 0 for a zero-length segment.
        package var inverseLengthSquared: Float
    }

    struct Chunk: Sendable {
        var minimum: SIMD2<Float>
        var maximum: SIMD2<Float>
        package var first: Int
        package var end: Int
    }

    static let chunkSize = 16

    package let segments: [Segment]
    let chunks: [Chunk]
    package let bounds: CGRect

    /// The field of `polylines` (path coordinates; open ones are closed implicitly) moved by `origin`, or nil when
    /// there is no segment or a coordinate is not finite in `Float`.
    package init?(polylines: [[SIMD2<Double>]], origin: CGPoint) {
        let offset = SIMD2(Double(origin.x), Double(origin.y))
        var segments: [Segment] = []
        var low = SIMD2<Float>(repeating: .infinity), high = SIMD2<Float>(repeating: -.infinity)
        for line in polylines {
            guard let first = line.first else { continue }
            var points = line.map { SIMD2<Float>($0 + offset) }
            if line.last != first { points.append(SIMD2<Float>(first + offset)) }
            for point in points {
                guard point.x.isFinite && point.y.isFinite else { return nil }
                low = pointwiseMin(low, point)
                high = pointwiseMax(high, point)
            }
            for i in 0..<(points.count - 1) {
                let edge = points[i + 1] - points[i]
                let squared = edge.dot(edge)
                segments.append(Segment(start: points[i], edge: edge, inverseLengthSquared: squared > 0 ? 1 / squared : 0))
            }
        }
        guard !segments.isEmpty else { return nil }
        var chunks: [Chunk] = []
        var first = 0
        while first < segments.count {
            let end = min(first + Self.chunkSize, segments.count)
            var lo = segments[first].start, hi = segments[first].start
            for s in segments[first..<end] {
                lo = pointwiseMin(lo, pointwiseMin(s.start, s.start + s.edge))
                hi = pointwiseMax(hi, pointwiseMax(s.start, s.start + s.edge))
            }
            chunks.append(Chunk(minimum: lo, maximum: hi, first: first, end: end))
            first = end
        }
        self.segments = segments
        self.chunks = chunks
        bounds = CGRect(x: CGFloat(low.x), y: CGFloat(low.y),
                        width: CGFloat(high.x - low.x), height: CGFloat(high.y - low.y))
    }

    package func distance(to p: SIMD2<Float>) -> Float {
        // First pass: the distance to each run's first vertex (a point of the outline) bounds the nearest
        // distance, so the second pass can skip most runs from the start.
        var bestSquared = Float.infinity
        for chunk in chunks {
            let a = p - segments[chunk.first].start
            bestSquared = min(bestSquared, a.dot(a))
        }
        var winding = 0
        for chunk in chunks {
            let dx = max(chunk.minimum.x - p.x, 0, p.x - chunk.maximum.x)
            let dy = max(chunk.minimum.y - p.y, 0, p.y - chunk.maximum.y)
            let near = dx * dx + dy * dy <= bestSquared
            let crossable = p.y >= chunk.minimum.y && p.y < chunk.maximum.y && p.x <= chunk.maximum.x
            if !near && !crossable { continue }
            var k = chunk.first
            while k < chunk.end {
                let s = segments[k]
                let a = p - s.start
                if near {
                    let t = min(max(a.dot(s.edge) * s.inverseLengthSquared, 0), 1)
                    let d = a - s.edge * t
                    bestSquared = min(bestSquared, d.dot(d))
                }
                if crossable {
                    // Crossings of the ray from p towards +x: upward edges count +1, downward −1.
                    let endY = s.start.y + s.edge.y
                    let cross = s.edge.x * a.y - s.edge.y * a.x
                    if s.start.y <= p.y {
                        if endY > p.y && cross > 0 { winding += 1 }
                    } else if endY <= p.y && cross < 0 {
                        winding -= 1
                    }
                }
                k += 1
            }
        }
        let d = bestSquared.squareRoot()
        return winding != 0 ? -d : d
    }
}
