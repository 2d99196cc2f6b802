/// How a list is drawn: SwiftUI's `ListStyle`. iOS's default (`.automatic`) is inset grouped.
public protocol ListStyle {
    /// Which of iOS's list looks this style is.
    var _kind: ListStyleKind { get }
}

/// The list looks iOS draws: rows on the system background (`plain`), in full-width cards (`grouped`), in cards
/// 16 pt from the edges with 10 pt corners (`insetGrouped`, the default; `inset` and `sidebar` draw the same here).
public enum ListStyleKind: Sendable, Equatable {
    case insetGrouped, grouped, plain, inset, sidebar
    var isInset: Bool { self == .insetGrouped || self == .inset || self == .sidebar }
}

public struct DefaultListStyle: ListStyle { nonisolated public init() {}; public var _kind: ListStyleKind { .insetGrouped } }
public struct InsetGroupedListStyle: ListStyle { nonisolated public init() {}; public var _kind: ListStyleKind { .insetGrouped } }
public struct GroupedListStyle: ListStyle { nonisolated public init() {}; public var _kind: ListStyleKind { .grouped } }
public struct PlainListStyle: ListStyle { nonisolated public init() {}; public var _kind: ListStyleKind { .plain } }
public struct InsetListStyle: ListStyle { nonisolated public init() {}; public var _kind: ListStyleKind { .inset } }
public struct SidebarListStyle: ListStyle { nonisolated public init() {}; public var _kind: ListStyleKind { .sidebar } }

extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }

private struct ListStyleKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
extension EnvironmentValues {
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension VerticalEdge {
    /// A set of vertical edges: SwiftUI's `VerticalEdge.Set`.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

extension View {
    /// The style of lists in this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = style._kind
        return editEnvironment { $0.listStyleKind = kind }
    }
    /// The row's insets inside its cell (nil: the default 11 × 16).
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        modifier(TraitModifier { $0.listRow.insets = insets })
    }
    /// The view drawn behind the row, filling its cell.
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        let background = view.map { AnyView($0) }
        return modifier(TraitModifier { $0.listRow.background = background })
    }
    /// Whether the separator below the row shows.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(TraitModifier { $0.listRow.separatorHidden = visibility == .hidden })
    }
    /// The tint of the row's separators (drawn in the separator colour here).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { modifier(NoEffectModifier()) }
    /// Whether a section's separators show (recorded).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        modifier(NoEffectModifier())
    }
    /// The spacing between list sections (drawn at iOS's default 35 pt).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { modifier(NoEffectModifier()) }
    /// Hides the scrollable background of lists and forms in this view.
    public func scrollContentBackground(_ visibility: Visibility) -> some View { modifier(NoEffectModifier()) }
}
