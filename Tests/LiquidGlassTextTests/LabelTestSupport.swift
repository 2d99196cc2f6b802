import Foundation
import LiquidGlassCore
import LiquidGlassTestSupport
import LiquidGlassText

/// Helpers for the label and symbol tests.
enum LabelTestSupport {
    /// The regular and bold system fonts (Inter on the test machines, `fonts-inter`).
    static func systemFont(_ weight: FontWeight = .regular) throws -> LabelFont {
        try LabelFont.system(weight: weight)
    }

    /// DejaVu Sans (regular or bold), for tests of what only it has (a `kern` table).
    static func dejaVu(bold: Bool = false) throws -> LabelFont {
        let name = bold ? "DejaVuSans-Bold.ttf" : "DejaVuSans.ttf"
        guard let path = FontLocator.find(fileNames: [name]) else { throw LabelError.fontNotFound(weight: .regular, searched: [name]) }
        return try LabelFont(path: path)
    }

    /// The largest difference between `mask` and its mirror image left-to-right.
    static func horizontalAsymmetry(_ mask: CoverageMask) -> Float {
        var worst: Float = 0
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                worst = max(worst, abs(mask[x, y] - mask[mask.width - 1 - x, y]))
            }
        }
        return worst
    }

    /// The largest difference between `mask` and its mirror image top-to-bottom.
    static func verticalAsymmetry(_ mask: CoverageMask) -> Float {
        var worst: Float = 0
        for y in 0..<mask.height {
            for x in 0..<mask.width {
                worst = max(worst, abs(mask[x, y] - mask[x, mask.height - 1 - y]))
            }
        }
        return worst
    }

    /// The largest difference between `a` and `b` mirrored left-to-right (the masks must have the same size).
    static func mirrorDifference(_ a: CoverageMask, _ b: CoverageMask) -> Float {
        guard a.width == b.width, a.height == b.height else { return .infinity }
        var worst: Float = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                worst = max(worst, abs(a[x, y] - b[a.width - 1 - x, y]))
            }
        }
        return worst
    }

    /// The largest difference between `a` and `b` mirrored top-to-bottom.
    static func verticalMirrorDifference(_ a: CoverageMask, _ b: CoverageMask) -> Float {
        guard a.width == b.width, a.height == b.height else { return .infinity }
        var worst: Float = 0
        for y in 0..<a.height {
            for x in 0..<a.width {
                worst = max(worst, abs(a[x, y] - b[x, a.height - 1 - y]))
            }
        }
        return worst
    }

    /// A fresh empty directory under the system's temporary directory.
    static func temporaryDirectory() throws -> URL { try TestFiles.temporaryDirectory(prefix: "liquidglass-labels") }

    /// Every path drawn by a symbol shape, depth first.
    static func paths(in shape: SymbolShape) -> [Path] {
        switch shape {
        case .fill(let path), .stroke(let path, _), .line(let path, _): [path]
        case .disc, .box: []
        case .outline(let inner, _), .inflate(let inner, _): paths(in: inner)
        case .union(let shapes): shapes.flatMap { paths(in: $0) }
        case .subtract(let a, let b): paths(in: a) + paths(in: b)
        }
    }
}
