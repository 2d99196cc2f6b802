import Foundation
import LiquidGlassCore
import LiquidGlassTestSupport
import Testing

/// `Path(svgPathData:)`: the accepted grammar, the elements it builds, and errors with offsets.
@Suite struct GeometrySVGPathTests {
    static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    static func parse(_ data: String) -> [Path.Element]? {
        (try? Path(svgPathData: data))?.elements
    }

    static func error(_ data: String) -> PathParseError? {
        do {
            _ = try Path(svgPathData: data)
            return nil
        } catch {
            return error
        }
    }

    @Test func absoluteAndRelativeLines() {
        #expect(Self.parse("M10 20L30 40") == [.move(to: Self.p(10, 20)), .line(to: Self.p(30, 40))])
        #expect(Self.parse("m10 20 l5 5 h10 v-5 H0 V1 z") == [
            .move(to: Self.p(10, 20)), .line(to: Self.p(15, 25)), .line(to: Self.p(25, 25)),
            .line(to: Self.p(25, 20)), .line(to: Self.p(0, 20)), .line(to: Self.p(0, 1)), .closeSubpath,
        ])
    }

    @Test func implicitRepetitionAndSeparators() {
        // Pairs after M are lines; commas and whitespace of any kind separate numbers.
        #expect(Self.parse("M10,20 30,40\t50\n60") == [
            .move(to: Self.p(10, 20)), .line(to: Self.p(30, 40)), .line(to: Self.p(50, 60)),
        ])
        #expect(Self.parse("m1 1 2 2 3 3") == [.move(to: Self.p(1, 1)), .line(to: Self.p(3, 3)), .line(to: Self.p(6, 6))])
        #expect(Self.parse("M0 0L1 1 2 2") == [.move(to: Self.p(0, 0)), .line(to: Self.p(1, 1)), .line(to: Self.p(2, 2))])
        #expect(Self.parse("  ") == [])
        #expect(Self.parse("") == [])
    }

    @Test func numberForms() {
        #expect(Self.parse("M-.5.5") == [.move(to: Self.p(-0.5, 0.5))])
        #expect(Self.parse("M1e-3 2E2") == [.move(to: Self.p(0.001, 200))])
        #expect(Self.parse("M1-2") == [.move(to: Self.p(1, -2))])
        #expect(Self.parse("M+3.25e+1,-0.0") == [.move(to: Self.p(32.5, 0))])
        #expect(Self.parse("M 0.5.5.5.5") == [.move(to: Self.p(0.5, 0.5)), .line(to: Self.p(0.5, 0.5))])
    }

    @Test func curvesAndReflections() {
        #expect(Self.parse("M0 0C1 2 3 4 5 6S7 8 9 10") == [
            .move(to: Self.p(0, 0)),
            .curve(to: Self.p(5, 6), control1: Self.p(1, 2), control2: Self.p(3, 4)),
            // S reflects the previous second control point (3, 4) about (5, 6).
            .curve(to: Self.p(9, 10), control1: Self.p(7, 8), control2: Self.p(7, 8)),
        ])
        #expect(Self.parse("M0 0c1 2 3 4 5 6s2 2 4 4") == [
            .move(to: Self.p(0, 0)),
            .curve(to: Self.p(5, 6), control1: Self.p(1, 2), control2: Self.p(3, 4)),
            .curve(to: Self.p(9, 10), control1: Self.p(7, 8), control2: Self.p(7, 8)),
        ])
        #expect(Self.parse("M0 0Q5 10 10 0T20 0") == [
            .move(to: Self.p(0, 0)),
            .quadCurve(to: Self.p(10, 0), control: Self.p(5, 10)),
            .quadCurve(to: Self.p(20, 0), control: Self.p(15, -10)),
        ])
        #expect(Self.parse("M0 0q5 10 10 0t10 0") == Self.parse("M0 0Q5 10 10 0T20 0"))
        // S without a preceding C uses the current point as first control point; so does T without Q.
        #expect(Self.parse("M1 1S2 2 3 3") == [.move(to: Self.p(1, 1)), .curve(to: Self.p(3, 3), control1: Self.p(1, 1), control2: Self.p(2, 2))])
        #expect(Self.parse("M1 1T3 3") == [.move(to: Self.p(1, 1)), .quadCurve(to: Self.p(3, 3), control: Self.p(1, 1))])
    }

    @Test func closeThenDrawStartsAtTheSubpathStart() {
        #expect(Self.parse("M10 10L20 10L20 20Zl5 0") == [
            .move(to: Self.p(10, 10)), .line(to: Self.p(20, 10)), .line(to: Self.p(20, 20)), .closeSubpath,
            .move(to: Self.p(10, 10)), .line(to: Self.p(15, 10)),
        ])
    }

    @Test func arcsFollowTheEllipse() throws {
        // Two half-circle arcs (radius 50, centre (60, 60)), compact flags in the second one.
        let path = try Path(svgPathData: "M10 60A50 50 0 0 1 110 60a50,50 0 01-100 0z")
        let field = path.signedDistanceField(in: CGRect(x: 0, y: 0, width: 120, height: 120))
        let circle = Circle().signedDistanceField(in: CGRect(x: 10, y: 10, width: 100, height: 100))
        var worst: Float = 0
        for q in GeometryReference.grid(CGRect(x: 0, y: 0, width: 120, height: 120), margin: 20, steps: 41) {
            let p = GeometryReference.float(q)
            worst = max(worst, abs(field.distance(to: p) - circle.distance(to: p)))
        }
        #expect(worst < 0.02, "worst \(worst)")
        // A radius too small to reach is scaled up: still a half circle through both ends.
        let scaled = try Path(svgPathData: "M0 0A1 1 0 0 0 100 0")
        if case .curve(let end, _, _)? = scaled.elements.last { #expect(end == Self.p(100, 0)) } else {
            Issue.record("arc produced no curve")
        }
        // A zero radius is a straight line.
        #expect(Self.parse("M0 0A0 5 0 1 1 10 10") == [.move(to: Self.p(0, 0)), .line(to: Self.p(10, 10))])
    }

    @Test(arguments: [
        ("L 10 10", 0, "moveto"),
        ("  10 10", 2, "moveto"),
        ("M 10", 4, "expected a number"),
        ("M 10 10 X 5", 8, "unknown command"),
        ("M 10 10 L 20,,30", 13, "expected a number"),
        ("M 0 0 A 1 1 0 2 1 5 5", 14, "flag"),
        ("M 1e999 0", 2, "out of range"),
        // Issue 15: coordinates beyond ±1e6 pt (literal or reached by relative moves) made pixel arithmetic trap.
        ("M 2e6 0", 2, "out of range"),
        ("M 0 0 l 900000 0 l 900000 0", 17, "coordinate limit"),
        ("M 0 0 Z 5", 8, "command letter"),
        ("M 0 0 L .", 8, "expected a number"),
        ("M 0 0 C 1 2 3 4 5", 17, "expected a number"),
    ])
    func rejectsBadDataWithTheOffset(data: String, offset: Int, message: String) {
        let error = Self.error(data)
        #expect(error?.offset == offset, "\(data): \(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(data): \(String(describing: error))")
        #expect(error?.description.hasPrefix("at character \(offset + 1):") == true)
    }

    /// Issue 15: a path of a million segments is refused at the 100,001st command, not flattened.
    @Test func aPathOfTooManyCommandsIsRefused() {
        let data = "M0 0" + String(repeating: " l1 0", count: 1_000_000)
        let error = Self.error(data)
        #expect(error?.message.contains("more than 100000 commands") == true, "\(String(describing: error))")
        #expect(error?.offset == 4 + 99_999 * 5 + 1)  // M is command 1; the 100,000th `l` is command 100,001
    }
}
