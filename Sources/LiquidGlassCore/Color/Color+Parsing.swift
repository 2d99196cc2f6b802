import Foundation

extension Color {
    /// A colour from a CSS-style hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (sRGB, upper or lower case).
    ///
    /// The colour is the same in light and dark appearance. `#RGB` repeats each digit (`#F80` is `#FF8800`).
    /// Returns nil for anything else, including a missing `#`.
    ///
    /// ```swift
    /// Color(hex: "#0A84FF")    // opaque blue
    /// Color(hex: "#00000080")  // black at 50 % opacity
    /// ```
    public init?(hex: String) {
        let scalars = Array(hex.unicodeScalars)
        guard scalars.first == "#" else { return nil }
        var digits: [UInt8] = []
        for scalar in scalars.dropFirst() {
            guard let digit = Self.hexDigitValue(scalar) else { return nil }
            digits.append(digit)
        }
        let bytes: [UInt8]
        switch digits.count {
        case 3:
            bytes = digits.map { $0 * 17 } + [255]
        case 6, 8:
            bytes = stride(from: 0, to: digits.count, by: 2).map { digits[$0] * 16 + digits[$0 + 1] }
                + (digits.count == 6 ? [255] : [])
        default:
            return nil
        }
        self.init(red: Double(bytes[0]) / 255, green: Double(bytes[1]) / 255, blue: Double(bytes[2]) / 255,
                  opacity: Double(bytes[3]) / 255)
    }

    private static func hexDigitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "a"..."f": UInt8(scalar.value - 87)
        case "A"..."F": UInt8(scalar.value - 55)
        default: nil
        }
    }
}
