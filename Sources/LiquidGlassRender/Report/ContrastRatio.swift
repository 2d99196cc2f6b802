import Foundation
import LiquidGlassCore

/// WCAG 2 contrast: `(L1 + 0.05) / (L2 + 0.05)` with L the relative luminance (linear sRGB, Rec. 709 weights).
public enum ContrastRatio {
    /// Relative luminance of a linear, premultiplied pixel (composited over black).
    @inlinable
    public static func luminance(_ p: LinearPixel) -> Double {
        Double(0.2126 * p.x + 0.7152 * p.y + 0.0722 * p.z)
    }

    /// The contrast ratio between two relative luminances (≥ 1).
    public static func between(_ a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `#RRGGBB` of a linear colour (alpha ignored).
    public static func hex(_ c: LinearPixel) -> String {
        let a = c.w > 0 ? c / c.w : c
        return String(format: "#%02X%02X%02X", SRGB.quantize8(a.x), SRGB.quantize8(a.y), SRGB.quantize8(a.z))
    }
}
