/// Content of a `.toolbar { }`: ``ToolbarItem``, ``ToolbarItemGroup`` and ``ToolbarSpacer`` values, grouped by
/// ``ToolbarContentBuilder`` — or a type of your own whose ``body`` builds them, as in SwiftUI.
@MainActor @preconcurrency
public protocol ToolbarContent {
    associatedtype Body: ToolbarContent
    /// The toolbar content this content is made of (`Never` for the items, groups and spacers themselves).
    @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Items, groups and spacers have no body; the toolbar reads them directly and never calls this.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content: its body is never evaluated") }
}

/// The entries of any toolbar content: the primitives' own, or those of its `body`, recursively.
@MainActor
func toolbarEntries<C: ToolbarContent>(of content: C) -> [ToolbarEntry] {
    if let primitive = content as? any ToolbarEntriesProviding { return primitive.toolbarEntries }
    if C.Body.self == Never.self { return [] }
    return toolbarEntries(of: content.body)
}

/// Where a toolbar item goes. On iPhone: `topBarLeading`, `cancellationAction` and `navigation` at the leading
/// end of the navigation bar; `topBarTrailing`, `primaryAction`, `confirmationAction` and `automatic` at its
/// trailing end; `principal` in its centre; `bottomBar` along the bottom of the screen.
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable { case leading, trailing, principal, bottom }
    let name: String
    let slot: Slot
    public static let automatic = ToolbarItemPlacement(name: "automatic", slot: .trailing)
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading", slot: .leading)
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing", slot: .trailing)
    public static let principal = ToolbarItemPlacement(name: "principal", slot: .principal)
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar", slot: .bottom)
    /// An item that shows a change of status (a "Updated just now" caption): on iPhone, in the bottom toolbar.
    public static let status = ToolbarItemPlacement(name: "status", slot: .bottom)
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction", slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction", slot: .trailing)
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction", slot: .leading)
    public static let navigation = ToolbarItemPlacement(name: "navigation", slot: .leading)
    /// Less used actions. On iPhone they are not shown in the bar: they are the items of one overflow menu, an
    /// `ellipsis` button at the trailing end of the navigation bar (what a still shows; the menu opens on a tap).
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction", slot: .trailing)
}

/// Whether something is shown.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}

/// A ``ToolbarSpacer``'s kind: a fixed gap that splits the shared glass background, or a flexible one that
/// also pushes the items apart.
public enum SpacerSizing: Hashable, Sendable {
    case fixed, flexible
}

/// One toolbar entry, type-erased: an item (with the group whose glass it shares) or a spacer.
@MainActor
struct ToolbarEntry {
    enum Kind { case item(AnyView), spacer(SpacerSizing) }
    let kind: Kind
    let placement: ToolbarItemPlacement
    /// Items of one `ToolbarItemGroup` share this; each `ToolbarItem` has its own (items next to each other
    /// share a background on iOS 26 anyway, until a spacer splits them).
    var group: Int = 0
    var sharesBackground = true
}

extension ToolbarEntry {
    /// iPhone's bar shows `.secondaryAction` items as one overflow menu: an `ellipsis` button after the other
    /// trailing items, the items its (closed) menu's content.
    static func collapsingSecondaryActions(_ entries: [ToolbarEntry]) -> [ToolbarEntry] {
        let secondary = entries.compactMap { e -> AnyView? in
            guard e.placement == .secondaryAction, case .item(let view) = e.kind else { return nil }
            return view
        }
        guard !secondary.isEmpty else { return entries }
        let menu = Menu {
            ForEach(secondary.indices, id: \.self) { secondary[$0] }
        } label: {
            Image(systemName: "ellipsis").accessibilityLabel("More")
        }
        let group = (entries.map(\.group).max() ?? 0) + 1
        var overflow = ToolbarEntry(kind: .item(AnyView(menu)), placement: .secondaryAction)
        overflow.group = group
        return entries.filter { $0.placement != .secondaryAction } + [overflow]
    }
}

@MainActor
protocol ToolbarEntriesProviding {
    var toolbarEntries: [ToolbarEntry] { get }
}

/// A toolbar item: a view at a placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    var sharesBackground = true

    var toolbarEntries: [ToolbarEntry] {
        [ToolbarEntry(kind: .item(AnyView(content)), placement: placement, sharesBackground: sharesBackground)]
    }

    /// Whether the item sits on the glass it shares with its neighbours (`.hidden`: drawn on its own, without
    /// glass — an avatar, say).
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> ToolbarItem {
        var copy = self
        copy.sharesBackground = visibility != .hidden
        return copy
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items at one placement, on one shared glass background.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    var toolbarEntries: [ToolbarEntry] {
        // The group's views are split into items when the toolbar resolves them (a TupleView's parts).
        [ToolbarEntry(kind: .item(AnyView(content)), placement: placement)]
    }
}

/// Space between toolbar items: `.fixed` splits their shared glass in two, `.flexible` also pushes them apart.
public struct ToolbarSpacer: ToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    var toolbarEntries: [ToolbarEntry] { [ToolbarEntry(kind: .spacer(sizing), placement: placement)] }
}

/// Builds toolbar content from items, groups and spacers, `if` and `if`/`else`.
@MainActor @resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }

    public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> TupleToolbarContent<repeat each C> {
        var entries: [ToolbarEntry] = []
        var group = 0
        for c in repeat each content {
            // Each item or group of the block is its own group (spacers and placements still decide the glass).
            for var e in toolbarEntries(of: c) {
                e.group = group
                entries.append(e)
            }
            group += 1
        }
        return TupleToolbarContent(entries: entries)
    }

    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .trueContent(first)) }

    public static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent> { _ConditionalContent(storage: .falseContent(second)) }

    /// The branch of an `if #available` (its type may not exist on older systems, so it is erased).
    public static func buildLimitedAvailability(_ content: any ToolbarContent) -> some ToolbarContent {
        AvailabilityErasedToolbarContent(entries: toolbarEntries(of: content))
    }
}

/// What ``ToolbarContentBuilder/buildLimitedAvailability(_:)`` returns: the entries of the erased content.
struct AvailabilityErasedToolbarContent: ToolbarContent, ToolbarEntriesProviding {
    typealias Body = Never
    let entries: [ToolbarEntry]
    var toolbarEntries: [ToolbarEntry] { entries }
}

extension _ConditionalContent: ToolbarContent where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}

extension _ConditionalContent: ToolbarEntriesProviding where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
    var toolbarEntries: [ToolbarEntry] {
        switch storage {
        case .trueContent(let c): return LiquidGlassUICore.toolbarEntries(of: c)
        case .falseContent(let c): return LiquidGlassUICore.toolbarEntries(of: c)
        }
    }
}

/// Toolbar content in a row (a `ToolbarContentBuilder` block).
public struct TupleToolbarContent<each C: ToolbarContent>: ToolbarContent, ToolbarEntriesProviding {
    public typealias Body = Never
    let entries: [ToolbarEntry]
    var toolbarEntries: [ToolbarEntry] { entries }
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension Optional: ToolbarEntriesProviding where Wrapped: ToolbarContent {
    var toolbarEntries: [ToolbarEntry] { map { LiquidGlassUICore.toolbarEntries(of: $0) } ?? [] }
}

/// A navigation bar's title style.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

/// What a view inside a `NavigationStack` asks of its bar: a title, its display mode, toolbar entries. The stack
/// reads them from the first view (outermost first) that sets each.
@MainActor
struct NavigationTraits {
    var title: String?
    var subtitle: String?
    var titleDisplayMode: NavigationBarItem.TitleDisplayMode?
    var toolbar: [ToolbarEntry]?
    /// `toolbar(_:for: .navigationBar)` / `navigationBarHidden(_:)`: whether the bar (title and items) is hidden.
    var navigationBarHidden: Bool?
    /// `toolbar(_:for: .bottomBar)`: whether the bottom toolbar is hidden.
    var bottomBarHidden: Bool?
}

extension View {
    /// The subtitle under the navigation bar's title (iOS 26): subheadline type in the secondary colour.
    public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View { navigationSubtitle(subtitleKey.string) }
    public func navigationSubtitle(_ subtitle: Text) -> some View { navigationSubtitle(subtitle.string) }
    @_disfavoredOverload
    public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
        let subtitle = String(subtitle)
        return modifier(TraitModifier { $0.navigation.subtitle = $0.navigation.subtitle ?? subtitle })
    }

    /// The title of the navigation bar of the enclosing `NavigationStack`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey.string) }
    public func navigationTitle(_ title: Text) -> some View { navigationTitle(title.string) }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return modifier(TraitModifier { $0.navigation.title = $0.navigation.title ?? title })
    }

    /// Large (below the bar, 34 pt bold) or inline (in the bar). The root of a stack is large by default.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(TraitModifier { $0.navigation.titleDisplayMode = $0.navigation.titleDisplayMode ?? mode })
    }

    /// Views put in the toolbar directly, without `ToolbarItem`: SwiftUI places them as `.automatic` items (on
    /// iPhone at the trailing end of the navigation bar), each view of the block its own item, as a
    /// `ToolbarItemGroup(placement: .automatic)` would.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entries = [ToolbarEntry(kind: .item(AnyView(content())), placement: .automatic)]
        return modifier(TraitModifier { $0.navigation.toolbar = ($0.navigation.toolbar ?? []) + entries })
    }

    /// iOS 13's bar items, deprecated as Apple deprecates them: `leading` and `trailing` are the navigation bar's
    /// leading and trailing items, as `toolbar` with `.topBarLeading` / `.topBarTrailing` places them.
    @available(*, deprecated, message: "Use toolbar(content:) with topBarLeading or topBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let entries = [ToolbarEntry(kind: .item(AnyView(leading)), placement: .topBarLeading, group: 0),
                       ToolbarEntry(kind: .item(AnyView(trailing)), placement: .topBarTrailing, group: 1)]
        return modifier(TraitModifier { $0.navigation.toolbar = ($0.navigation.toolbar ?? []) + entries })
    }
    @available(*, deprecated, message: "Use toolbar(content:) with topBarLeading placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        let entries = [ToolbarEntry(kind: .item(AnyView(leading)), placement: .topBarLeading)]
        return modifier(TraitModifier { $0.navigation.toolbar = ($0.navigation.toolbar ?? []) + entries })
    }
    @available(*, deprecated, message: "Use toolbar(content:) with topBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        let entries = [ToolbarEntry(kind: .item(AnyView(trailing)), placement: .topBarTrailing)]
        return modifier(TraitModifier { $0.navigation.toolbar = ($0.navigation.toolbar ?? []) + entries })
    }

    /// Items of the enclosing `NavigationStack`'s bars, drawn in glass as iOS 26 draws them.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = ToolbarEntry.collapsingSecondaryActions(toolbarEntries(of: content()))
        return modifier(TraitModifier { $0.navigation.toolbar = ($0.navigation.toolbar ?? []) + entries })
    }
}
