import Foundation

/// A parser for SVG path data (SVG 1.1 §8.3 grammar), building a ``Path``.
///
/// Accepted: M/m L/l H/h V/v C/c S/s Q/q T/t A/a Z/z; implicit repetition of a command's arguments (after M/m
/// the repeats are L/l); numbers with optional sign, fraction and exponent, where a new number may start right
/// after the previous one ends (`-.5.5` is −0.5 and 0.5, `1-2` is 1 and −2); whitespace and single commas
/// between numbers; arc flags written without separators (`a1 1 0 011 1`). Elliptical arcs become cubic Béziers
/// of at most 45° each (radial error ≤ 5e-6 × the radius). Offsets in errors count Unicode scalars.
struct SVGPathParser {
    private let text: [Unicode.Scalar]
    private var index = 0

    init(_ string: String) {
        text = Array(string.unicodeScalars)
    }

    package mutating func parse() throws(PathParseError) -> Path {
        var path = Path()
        var point = SIMD2<Double>(0, 0)          // current point
        var start = SIMD2<Double>(0, 0)          // start of the current subpath
        var lastCubicControl: SIMD2<Double>?     // second control point of a preceding C/S
        var lastQuadControl: SIMD2<Double>?      // control point of a preceding Q/T
        var repeatCommand: Unicode.Scalar?       // the command implied by bare numbers
        var sawCommand = false

        while true {
            skipWhitespace()
            guard index < text.count else { break }
            let c = text[index]
            let command: Unicode.Scalar
            if Self.commands.contains(c) {
                command = c
                index += 1
            } else if c.properties.isAlphabetic {
                throw PathParseError(offset: index, message: "unknown command '\(c)'; expected one of M L H V C S Q T A Z (or lower case)")
            } else if let implied = repeatCommand, Self.startsNumber(c) || c == "," {
                command = implied
                if c == "," { index += 1 }
            } else if !sawCommand {
                throw PathParseError(offset: index, message: "found '\(c)'; expected a moveto command (M or m)")
            } else {
                throw PathParseError(offset: index, message: "found '\(c)'; expected a command letter")
            }
            if !sawCommand && command != "M" && command != "m" {
                throw PathParseError(offset: index - 1, message: "found '\(command)'; path data must start with a moveto command (M or m)")
            }
            sawCommand = true
            let relative = command.properties.isLowercase
            let base = relative ? point : SIMD2<Double>(0, 0)
            var nextCubicControl: SIMD2<Double>?
            var nextQuadControl: SIMD2<Double>?

            switch command {
            case "M", "m":
                point = base + (try pair())
                start = point
                path.move(to: Self.cgPoint(point))
                repeatCommand = relative ? "l" : "L"
            case "L", "l":
                point = base + (try pair())
                path.addLine(to: Self.cgPoint(point))
            case "H", "h":
                point.x = (relative ? point.x : 0) + (try number())
                path.addLine(to: Self.cgPoint(point))
            case "V", "v":
                point.y = (relative ? point.y : 0) + (try number())
                path.addLine(to: Self.cgPoint(point))
            case "C", "c":
                let c1 = base + (try pair()), c2 = base + (try pair()), end = base + (try pair())
                path.addCurve(to: Self.cgPoint(end), control1: Self.cgPoint(c1), control2: Self.cgPoint(c2))
                point = end
                nextCubicControl = c2
            case "S", "s":
                let c1 = lastCubicControl.map { 2 * point - $0 } ?? point
                let c2 = base + (try pair()), end = base + (try pair())
                path.addCurve(to: Self.cgPoint(end), control1: Self.cgPoint(c1), control2: Self.cgPoint(c2))
                point = end
                nextCubicControl = c2
            case "Q", "q":
                let control = base + (try pair()), end = base + (try pair())
                path.addQuadCurve(to: Self.cgPoint(end), control: Self.cgPoint(control))
                point = end
                nextQuadControl = control
            case "T", "t":
                let control = lastQuadControl.map { 2 * point - $0 } ?? point
                let end = base + (try pair())
                path.addQuadCurve(to: Self.cgPoint(end), control: Self.cgPoint(control))
                point = end
                nextQuadControl = control
            case "A", "a":
                let rx = try number(), ry = try number(), rotation = try number()
                let large = try flag(), sweep = try flag()
                let end = base + (try pair())
                Self.addArc(to: &path, from: point, to: end, radii: SIMD2(rx, ry), rotationDegrees: rotation,
                            largeArc: large, sweep: sweep)
                point = end
            default: // "Z", "z"
                path.closeSubpath()
                point = start
                repeatCommand = nil
                lastCubicControl = nil
                lastQuadControl = nil
                continue
            }
            if command != "M" && command != "m" { repeatCommand = command }
            lastCubicControl = nextCubicControl
            lastQuadControl = nextQuadControl
        }
        return path
    }

    // MARK: Tokens

    private static let commands: Set<Unicode.Scalar> = Set("MmLlHhVvCcSsQqTtAaZz".unicodeScalars)

    private static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}"
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    private static func startsNumber(_ c: Unicode.Scalar) -> Bool {
        isDigit(c) || c == "-" || c == "+" || c == "."
    }

    private mutating func skipWhitespace() {
        while index < text.count && Self.isWhitespace(text[index]) { index += 1 }
    }

    /// Whitespace with at most one comma.
    private mutating func skipSeparator() {
        skipWhitespace()
        if index < text.count && text[index] == "," {
            index += 1
            skipWhitespace()
        }
    }

    private mutating func pair() throws(PathParseError) -> SIMD2<Double> {
        let x = try number()
        let y = try number()
        return SIMD2(x, y)
    }

    /// A number, after optional separators.
    private mutating func number() throws(PathParseError) -> Double {
        skipSeparator()
        let begin = index
        var end = index
        if end < text.count && (text[end] == "+" || text[end] == "-") { end += 1 }
        var digits = 0
        while end < text.count && Self.isDigit(text[end]) { end += 1; digits += 1 }
        if end < text.count && text[end] == "." {
            end += 1
            while end < text.count && Self.isDigit(text[end]) { end += 1; digits += 1 }
        }
        guard digits > 0 else {
            throw PathParseError(offset: begin, message: "\(found(at: begin)); expected a number")
        }
        if end < text.count && (text[end] == "e" || text[end] == "E") {
            var e = end + 1
            if e < text.count && (text[e] == "+" || text[e] == "-") { e += 1 }
            if e < text.count && Self.isDigit(text[e]) {
                while e < text.count && Self.isDigit(text[e]) { e += 1 }
                end = e
            }
        }
        var literal = ""
        literal.unicodeScalars.append(contentsOf: text[begin..<end])
        guard let value = Double(literal), value.isFinite, Float(value).isFinite else {
            throw PathParseError(offset: begin, message: "number '\(literal)' is out of range")
        }
        index = end
        return value
    }

    /// An arc flag: a single 0 or 1, after optional separators.
    private mutating func flag() throws(PathParseError) -> Bool {
        skipSeparator()
        guard index < text.count, text[index] == "0" || text[index] == "1" else {
            throw PathParseError(offset: index, message: "\(found(at: index)); expected an arc flag (0 or 1)")
        }
        index += 1
        return text[index - 1] == "1"
    }

    private func found(at offset: Int) -> String {
        offset < text.count ? "found '\(text[offset])'" : "found the end of the data"
    }

    private static func cgPoint(_ p: SIMD2<Double>) -> CGPoint { CGPoint(x: p.x, y: p.y) }

    // MARK: Arcs

    /// Appends an SVG elliptical arc (endpoint parameterisation, SVG 1.1 implementation notes F.6.5 and F.6.6:
    /// out-of-range radii are scaled up, a zero radius makes a line) as cubic Béziers of at most 45°.
    static func addArc(to path: inout Path, from p0: SIMD2<Double>, to p1: SIMD2<Double>, radii: SIMD2<Double>,
                       rotationDegrees: Double, largeArc: Bool, sweep: Bool) {
        if p0 == p1 { return }
        var rx = abs(radii.x), ry = abs(radii.y)
        guard rx > 0 && ry > 0 else {
            path.addLine(to: cgPoint(p1))
            return
        }
        let angle = rotationDegrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let cosA = cos(angle), sinA = sin(angle)
        let half = (p0 - p1) / 2
        let x1 = cosA * half.x + sinA * half.y
        let y1 = -sinA * half.x + cosA * half.y
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        let root = denominator > 0 ? max(0, numerator / denominator).squareRoot() : 0
        let sign: Double = largeArc != sweep ? 1 : -1
        let cx1 = sign * root * rx * y1 / ry
        let cy1 = -sign * root * ry * x1 / rx
        let mid = (p0 + p1) / 2
        let center = SIMD2(cosA * cx1 - sinA * cy1 + mid.x, sinA * cx1 + cosA * cy1 + mid.y)
        let u = SIMD2((x1 - cx1) / rx, (y1 - cy1) / ry)
        let v = SIMD2((-x1 - cx1) / rx, (-y1 - cy1) / ry)
        let theta1 = atan2(u.y, u.x)
        var delta = atan2(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        guard delta.isFinite else {
            path.addLine(to: cgPoint(p1))
            return
        }
        // Maps a point of the unit circle to the ellipse.
        func map(_ q: SIMD2<Double>) -> SIMD2<Double> {
            SIMD2(center.x + rx * cosA * q.x - ry * sinA * q.y, center.y + rx * sinA * q.x + ry * cosA * q.y)
        }
        let pieces = max(Int((abs(delta) / (.pi / 4)).rounded(.up)), 1)
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<pieces {
            let a = theta1 + step * Double(i), b = a + step
            let qa = SIMD2(cos(a), sin(a)), qb = SIMD2(cos(b), sin(b))
            let c1 = qa + k * SIMD2(-qa.y, qa.x)
            let c2 = qb - k * SIMD2(-qb.y, qb.x)
            let end = i == pieces - 1 ? p1 : map(qb)
            path.addCurve(to: cgPoint(end), control1: cgPoint(map(c1)), control2: cgPoint(map(c2)))
        }
    }
}
