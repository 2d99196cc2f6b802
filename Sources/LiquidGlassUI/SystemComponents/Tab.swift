/// Content a `TabView` shows as tabs: ``Tab`` values, grouped by ``TabContentBuilder``.
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
}

/// What LiquidGlassUI reads out of tab content: the tabs in order.
@MainActor
protocol TabItemsProviding {
    var tabItems: [TabItem] { get }
}

/// One tab, type-erased: its bar item and its page.
@MainActor
struct TabItem {
    let title: String
    let systemImage: String
    /// The tab's value (nil for tabs of a `TabView` without selection).
    let value: AnyHashable?
    let role: TabRole?
    let content: AnyView
    /// The tab item's badge (`badge(_:)` on the tab), drawn on its symbol.
    var badge: String?
    /// The tab item's accessibility label and identifier (`accessibilityLabel(_:)`, `accessibilityIdentifier(_:)`
    /// on the tab), in the render report.
    var accessibilityLabel: String?
    var accessibilityIdentifier: String?
}

/// A tab's role: `.search` tabs sit apart from the bar, in a glass circle.
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

/// The label a ``Tab`` made from a title and a symbol shows in the tab bar.
public struct DefaultTabLabel: View {
    public typealias Body = Never
    public var body: Never { fatalError("DefaultTabLabel has no body") }
}

/// A tab of a `TabView`: its title and symbol in the tab bar, its content when selected.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, TabItemsProviding {
    public typealias TabValue = Value
    let title: String
    let systemImage: String
    let value: Value?
    let role: TabRole?
    let content: Content

    var tabItems: [TabItem] {
        // Not `value.map(AnyHashable.init)`: that closure captures `Value.Type`, which need not be Sendable.
        let tag: AnyHashable? = if let value { AnyHashable(value) } else { nil }
        return [TabItem(title: title, systemImage: systemImage, value: tag, role: role, content: AnyView(content))]
    }
}

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
                @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.string, systemImage: systemImage, value: value, role: role, content: content())
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil,
                                   @ViewBuilder content: () -> Content) {
        self.init(title: String(title), systemImage: systemImage, value: value, role: role, content: content())
    }
}

extension Tab where Label == DefaultTabLabel {
    /// A tab with no title of its own: the search tab (`role: .search`) is titled "Search" with the magnifying
    /// glass, as iOS labels it.
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        let search = role == .search
        self.init(title: search ? "Search" : "", systemImage: search ? "magnifyingglass" : "", value: value, role: role,
                  content: content())
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    /// A tab with no title of its own, in a `TabView` without a selection binding.
    public init(role: TabRole?, @ViewBuilder content: () -> Content) {
        let search = role == .search
        self.init(title: search ? "Search" : "", systemImage: search ? "magnifyingglass" : "", value: nil, role: role,
                  content: content())
    }

    /// A tab of a `TabView` without a selection binding.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.string, systemImage: systemImage, value: nil, role: role, content: content())
    }

    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), systemImage: systemImage, value: nil, role: role, content: content())
    }
}

/// Builds the tabs of a `TabView` from `Tab` values, `if`/`else` and `if` without `else`.
@MainActor @resultBuilder
public struct TabContentBuilder<SelectionValue: Hashable> {
    /// The built tabs as one value: what `TabView`'s `Content` parameter is.
    public struct Content<C: TabContent>: TabContent, View, PrimitiveView, TabItemsProviding {
        public typealias TabValue = SelectionValue
        public typealias Body = Never
        let content: C
        var tabItems: [TabItem] { (content as? any TabItemsProviding)?.tabItems ?? [] }
        func makeNodes(_ context: ResolveContext) -> [ViewNode] { [] }  // TabView reads the tabs; alone it draws nothing
    }

    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue { content }

    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<SelectionValue, repeat each C> {
        TupleTabContent(items: { () -> [TabItem] in
            var items: [TabItem] = []
            for c in repeat each content { items += (c as? any TabItemsProviding)?.tabItems ?? [] }
            return items
        }())
    }

    public static func buildOptional<C: TabContent>(_ content: C?) -> C? where C.TabValue == SelectionValue { content }

    public static func buildEither<C: TabContent>(first: C) -> OptionalTabContent<SelectionValue> where C.TabValue == SelectionValue {
        OptionalTabContent(items: (first as? any TabItemsProviding)?.tabItems ?? [])
    }

    public static func buildEither<C: TabContent>(second: C) -> OptionalTabContent<SelectionValue> where C.TabValue == SelectionValue {
        OptionalTabContent(items: (second as? any TabItemsProviding)?.tabItems ?? [])
    }
}

/// Several tabs in a row (a `TabContentBuilder` block).
public struct TupleTabContent<SelectionValue: Hashable, each C: TabContent>: TabContent, TabItemsProviding {
    public typealias TabValue = SelectionValue
    let items: [TabItem]
    var tabItems: [TabItem] { items }
}

/// Tabs that `if`/`else` chose (a `TabContentBuilder` branch).
public struct OptionalTabContent<SelectionValue: Hashable>: TabContent, TabItemsProviding {
    public typealias TabValue = SelectionValue
    let items: [TabItem]
    var tabItems: [TabItem] { items }
}

/// Tabs an `if` without `else` may leave out.
extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
}

extension Optional: TabItemsProviding where Wrapped: TabContent {
    var tabItems: [TabItem] { flatMap { ($0 as? any TabItemsProviding)?.tabItems } ?? [] }
}

/// A tab with a badge: what `badge(_:)` on a tab returns.
public struct BadgedTabContent<Base: TabContent>: TabContent, TabItemsProviding {
    public typealias TabValue = Base.TabValue
    let base: Base
    let badge: String?
    var tabItems: [TabItem] {
        ((base as? any TabItemsProviding)?.tabItems ?? []).map { item in
            var item = item
            item.badge = badge
            return item
        }
    }
}

@MainActor
extension TabContent {
    /// A badge on the tab's item: the count in a red circle on its symbol (zero shows none).
    public func badge(_ count: Int) -> BadgedTabContent<Self> { BadgedTabContent(base: self, badge: count == 0 ? nil : "\(count)") }
    /// A badge on the tab's item with the given text (nil shows none).
    public func badge(_ label: Text?) -> BadgedTabContent<Self> { BadgedTabContent(base: self, badge: label?.string) }
}

/// Tab content with accessibility set on its tab items: what the accessibility modifiers of a tab return.
public struct AccessibleTabContent<Base: TabContent>: TabContent, TabItemsProviding {
    public typealias TabValue = Base.TabValue
    let base: Base
    let edit: (inout TabItem) -> Void
    var tabItems: [TabItem] {
        ((base as? any TabItemsProviding)?.tabItems ?? []).map { item in
            var item = item
            edit(&item)
            return item
        }
    }
}

@MainActor
extension TabContent {
    /// The tab item's accessibility label (the report's label for the item; VoiceOver's on iOS).
    public func accessibilityLabel(_ label: Text) -> AccessibleTabContent<Self> {
        AccessibleTabContent(base: self) { $0.accessibilityLabel = label.string }
    }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> AccessibleTabContent<Self> {
        accessibilityLabel(Text(label))
    }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> AccessibleTabContent<Self> {
        AccessibleTabContent(base: self) { $0.accessibilityLabel = String(label) }
    }
    /// The tab item's identifier for UI tests (in the report).
    public func accessibilityIdentifier(_ identifier: String) -> AccessibleTabContent<Self> {
        AccessibleTabContent(base: self) { $0.accessibilityIdentifier = identifier }
    }
    /// A hint for the tab item (recorded: nothing to draw).
    public func accessibilityHint(_ hint: Text) -> AccessibleTabContent<Self> { AccessibleTabContent(base: self) { _ in } }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> AccessibleTabContent<Self> { AccessibleTabContent(base: self) { _ in } }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> AccessibleTabContent<Self> { AccessibleTabContent(base: self) { _ in } }
}
