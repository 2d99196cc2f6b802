/// Variants of SF Symbols (`.fill`, `.circle`, `.slash`…): SwiftUI's `SymbolVariants`. `symbolVariant(_:)` makes
/// `Image(systemName: "heart")` draw `heart.circle.fill`, composed in SF Symbols' naming order (slash, then the
/// enclosing shape, then fill); a name that already carries a part keeps it.
public struct SymbolVariants: Hashable, Sendable {
    enum Shape: Hashable, Sendable { case circle, square, rectangle }
    var shape: Shape?
    var isFilled = false
    var isSlashed = false

    public static let none = SymbolVariants()
    public static let circle = SymbolVariants(shape: .circle)
    public static let square = SymbolVariants(shape: .square)
    public static let rectangle = SymbolVariants(shape: .rectangle)
    public static let fill = SymbolVariants(isFilled: true)
    public static let slash = SymbolVariants(isSlashed: true)

    public var circle: SymbolVariants { var v = self; v.shape = .circle; return v }
    public var square: SymbolVariants { var v = self; v.shape = .square; return v }
    public var rectangle: SymbolVariants { var v = self; v.shape = .rectangle; return v }
    public var fill: SymbolVariants { var v = self; v.isFilled = true; return v }
    public var slash: SymbolVariants { var v = self; v.isSlashed = true; return v }

    /// Whether this contains `other`'s parts.
    public func contains(_ other: SymbolVariants) -> Bool {
        (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled) && (!other.isSlashed || isSlashed)
    }

    /// `name` with these variants' parts.
    func applied(to name: String) -> String {
        guard self != .none else { return name }
        var parts = name.split(separator: ".").map(String.init)
        let shapes = ["circle", "square", "rectangle"]
        if isSlashed, !parts.contains("slash") { parts.append("slash") }
        if let shape, !parts.contains(where: shapes.contains) { parts.append("\(shape)") }
        if isFilled, parts.last != "fill" { parts.append("fill") }
        return parts.joined(separator: ".")
    }
}

private struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }
extension EnvironmentValues {
    /// The symbol variants images in this view draw with.
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Draws symbols in this view with `variant` (added to the variants already set).
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        editEnvironment { env in
            var v = env.symbolVariants
            if let shape = variant.shape { v.shape = shape }
            v.isFilled = v.isFilled || variant.isFilled
            v.isSlashed = v.isSlashed || variant.isSlashed
            env.symbolVariants = v
        }
    }
}
