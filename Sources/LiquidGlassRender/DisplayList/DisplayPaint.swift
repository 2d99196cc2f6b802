import Foundation
import LiquidGlassCore
import LiquidGlassText

/// How painted content is coloured: a colour or a gradient, interpolated in gamma-encoded sRGB.
///
/// Gradient geometry is in canvas points. Stops are interpolated between their premultiplied, gamma-encoded sRGB
/// values — the space Core Graphics and SwiftUI's default (`.device`) gradients interpolate in, so a black-to-white
/// gradient is mid-grey (128) halfway, not 188 as it was interpolated in linear light — and premultiplied, so a stop
/// fading to transparent does not darken the colour next to it.
public enum DisplayPaint: Sendable, Equatable {
    case color(Color)
    /// Along the line from `start` to `end` (points); before `start` the first stop, past `end` the last.
    case linearGradient(stops: [Stop], start: CGPoint, end: CGPoint)
    /// Circles around `center` (points), from `startRadius` to `endRadius`.
    case radialGradient(stops: [Stop], center: CGPoint, startRadius: Double, endRadius: Double)
    /// Ellipses around `center` (points): the unit square stretched to `size` (points), the gradient running from
    /// the ellipse of radius `startFraction` to that of `endFraction` of it (SwiftUI's `EllipticalGradient`; 0.5 is
    /// the ellipse inscribed in a `size` box).
    case ellipticalGradient(stops: [Stop], center: CGPoint, size: CGSize, startFraction: Double, endFraction: Double)

    /// Around `center` (points), from `startAngle` to `endAngle` (degrees; 0 points right, angles grow clockwise
    /// on screen, as SwiftUI's `AngularGradient`). Beyond the span the nearest end stop holds.
    case angularGradient(stops: [Stop], center: CGPoint, startAngle: Double, endAngle: Double)

    /// A colour at a location between 0 and 1.
    public struct Stop: Sendable, Equatable {
        public var color: Color
        public var location: Double
        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    /// The paint resolved for one colour scheme, ready to be sampled per pixel.
    func resolved(in scheme: ColorScheme) -> ResolvedPaint {
        switch self {
        case .color(let c):
            return ResolvedPaint(kind: .solid, stops: [(0, c.encoded(in: scheme))], a: .zero, b: .zero, r0: 0, r1: 0)
        case .linearGradient(let stops, let start, let end):
            return ResolvedPaint(kind: .linear, stops: Self.sorted(stops, scheme),
                                 a: SIMD2(Float(start.x), Float(start.y)), b: SIMD2(Float(end.x), Float(end.y)), r0: 0, r1: 0)
        case .radialGradient(let stops, let center, let r0, let r1):
            return ResolvedPaint(kind: .radial, stops: Self.sorted(stops, scheme),
                                 a: SIMD2(Float(center.x), Float(center.y)), b: .zero, r0: Float(r0), r1: Float(r1))
        case .ellipticalGradient(let stops, let center, let size, let s, let e):
            return ResolvedPaint(kind: .elliptical, stops: Self.sorted(stops, scheme), a: SIMD2(Float(center.x), Float(center.y)),
                                 b: SIMD2(Float(max(size.width, 1e-6)), Float(max(size.height, 1e-6))), r0: Float(s), r1: Float(e))
        case .angularGradient(let stops, let center, let start, let end):
            return ResolvedPaint(kind: .angular, stops: Self.sorted(stops, scheme), a: SIMD2(Float(center.x), Float(center.y)),
                                 b: .zero, r0: Float(start * .pi / 180), r1: Float(end * .pi / 180))
        }
    }

    private static func sorted(_ stops: [Stop], _ scheme: ColorScheme) -> [(Float, LinearPixel)] {
        let s = stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { (Float(min(max($0.element.location, 0), 1)), $0.element.color.encoded(in: scheme)) }
        return s.isEmpty ? [(0, .zero)] : s
    }
}

/// A ``DisplayPaint`` with its colours premultiplied and gamma-encoded (``EncodedCompositing``).
struct ResolvedPaint: Sendable {
    enum Kind: Sendable { case solid, linear, radial, elliptical, angular }
    let kind: Kind
    let stops: [(Float, LinearPixel)]
    let a: SIMD2<Float>
    let b: SIMD2<Float>
    let r0: Float
    let r1: Float

    /// The premultiplied, encoded colour at `p` (points).
    @inline(__always)
    func color(at p: SIMD2<Float>) -> LinearPixel {
        switch kind {
        case .solid:
            return stops[0].1
        case .linear:
            let d = b - a
            let len2 = (d * d).sum()
            let t = len2 > 0 ? ((p - a) * d).sum() / len2 : 0
            return sample(t)
        case .radial:
            let q = p - a
            let r = (q * q).sum().squareRoot()
            let span = r1 - r0
            return sample(span != 0 ? (r - r0) / span : (r >= r1 ? 1 : 0))
        case .elliptical:
            let q = (p - a) / b
            let r = (q * q).sum().squareRoot()
            let span = r1 - r0
            return sample(span != 0 ? (r - r0) / span : (r >= r1 ? 1 : 0))
        case .angular:
            let q = p - a
            let span = r1 - r0
            guard span != 0 else { return sample(0) }
            // The angle past the start, in [0, 2π) for a clockwise span (the other way for a negative one).
            let turn = 2 * Float.pi
            var rel = atan2(q.y, q.x) - r0
            if span < 0 { rel = -rel }
            rel = rel - turn * (rel / turn).rounded(.down)
            return sample(rel / abs(span))
        }
    }

    @inline(__always)
    private func sample(_ t: Float) -> LinearPixel {
        if t <= stops[0].0 { return stops[0].1 }
        for k in 1..<stops.count where t <= stops[k].0 {
            let (t0, c0) = stops[k - 1], (t1, c1) = stops[k]
            let f = t1 > t0 ? (t - t0) / (t1 - t0) : 1
            return c0 + (c1 - c0) * f
        }
        return stops[stops.count - 1].1
    }
}
