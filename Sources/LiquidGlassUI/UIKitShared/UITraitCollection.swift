import Foundation

/// Light or dark: UIKit's `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable, Hashable {
    case unspecified, light, dark
}

/// The traits a view's colours resolve with: UIKit's `UITraitCollection`, as far as glass code reads it (the
/// interface style and the display scale). A view's collection comes from its `overrideUserInterfaceStyle` and its
/// superviews'; a view outside any hierarchy is light, as an app's default.
public final class UITraitCollection: Hashable, Sendable, CustomStringConvertible {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let displayScale: CGFloat

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        displayScale = 0
    }

    public init(displayScale: CGFloat) {
        userInterfaceStyle = .unspecified
        self.displayScale = displayScale
    }

    public convenience init() { self.init(userInterfaceStyle: .unspecified) }

    package init(userInterfaceStyle: UIUserInterfaceStyle, displayScale: CGFloat) {
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }

    /// The collection made of `traitCollections`, later ones winning where they specify a trait.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified
        var scale: CGFloat = 0
        for t in traitCollections {
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.displayScale != 0 { scale = t.displayScale }
        }
        self.init(userInterfaceStyle: style, displayScale: scale)
    }

    /// The traits colours resolve with when no view gives them (light).
    nonisolated(unsafe) public static var current = UITraitCollection(userInterfaceStyle: .light, displayScale: 3)

    /// Whether colours resolve dark.
    package var isDark: Bool { userInterfaceStyle == .dark }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.userInterfaceStyle == b.userInterfaceStyle && a.displayScale == b.displayScale
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
    }

    /// Whether dynamic colours may resolve differently under `traitCollection`: UIKit's
    /// `hasDifferentColorAppearance(comparedTo:)`. Of the traits colours depend on, this collection has the
    /// interface style (the display scale does not change a colour).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        guard let traitCollection else { return true }
        return userInterfaceStyle != traitCollection.userInterfaceStyle
    }

    public var description: String { "UITraitCollection(userInterfaceStyle: \(userInterfaceStyle), displayScale: \(displayScale))" }
}
