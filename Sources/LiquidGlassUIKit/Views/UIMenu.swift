/// An item of a menu — an action, a submenu, or elements made later: UIKit's `UIMenuElement`.
@MainActor
open class UIMenuElement {
    /// How an element is shown and behaves: UIKit's `UIMenuElement.Attributes` (its raw values).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked: UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable { case off, on, mixed }

    public var title: String
    public var subtitle: String?
    public var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// A menu: UIKit's `UIMenu`, a titled group of actions and submenus, set on a button's or a bar button item's
/// `menu`. A still draws menus closed — as iOS shows a screen until the menu is opened —, so a menu changes nothing
/// drawn; it is kept with its children for code to read (and for tests to run its actions' handlers).
@MainActor
public final class UIMenu: UIMenuElement {
    /// A menu's identifier: UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the menu shows its children: UIKit's `UIMenu.Options` (its raw values).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of the menu's inline elements: UIKit's `UIMenu.ElementSize`.
    public enum ElementSize: Int, Sendable { case small = 0, medium = 1, large = 2, automatic = -1 }

    public let identifier: Identifier
    public let options: Options
    public var preferredElementSize: ElementSize
    public let children: [UIMenuElement]

    /// The children's actions whose state is `.on` (UIKit's `selectedElements`, iOS 16).
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .automatic, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic.\(UUID().uuidString)")
        self.options = options
        self.preferredElementSize = preferredElementSize
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}

/// Menu elements provided when the menu opens: UIKit's `UIDeferredMenuElement`. Menus are never opened here, so
/// the provider is kept and not called.
@MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    let provider: @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void
    /// Whether the elements are asked for at every opening (``uncached(_:)``).
    public let isUncached: Bool

    public init(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        isUncached = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncached elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) {
        provider = elementProvider
        isUncached = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    public static func uncached(_ elementProvider: @escaping @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }
}
