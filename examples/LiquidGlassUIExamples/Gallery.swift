import LiquidGlassUI

/// The creations with their two states, for `liquidglass demo` and the tests.
@MainActor
public enum CreationGallery {
    public struct Entry {
        public let name: String
        public let resting: AnyView
        public let expanded: AnyView
        /// What to tap in the resting state to move to the expanded one (for the recorded animation), if a tap does.
        public let tap: String?

        init(name: String, resting: AnyView, expanded: AnyView, tap: String? = nil) {
            self.name = name
            self.resting = resting
            self.expanded = expanded
            self.tap = tap
        }
    }

    public static var entries: [Entry] {
        [
            Entry(name: "01-radial-action-menu", resting: AnyView(RadialActionMenu()), expanded: AnyView(RadialActionMenu(isOpen: true)), tap: "fab"),
            Entry(name: "02-music-player", resting: AnyView(MusicPlayer()), expanded: AnyView(MusicPlayer(isExpanded: true)), tap: "chevron.up"),
            Entry(name: "03-segmented-control", resting: AnyView(SegmentedGlassControl()),
                  expanded: AnyView(SegmentedGlassControl(selection: "Year")), tap: "Year"),
            Entry(name: "04-notification-toast", resting: AnyView(NotificationToast()), expanded: AnyView(NotificationToast(isVisible: true)), tap: "Show Toast"),
            Entry(name: "05-context-menu", resting: AnyView(GlassContextMenu()), expanded: AnyView(GlassContextMenu(isShowing: true))),
            Entry(name: "06-dashboard-cards", resting: AnyView(DashboardCards()), expanded: AnyView(DashboardCards(showsSummary: true))),
            Entry(name: "07-onboarding", resting: AnyView(OnboardingFlow()), expanded: AnyView(OnboardingFlow(step: 3))),
            Entry(name: "08-floating-sidebar", resting: AnyView(FloatingSidebar()), expanded: AnyView(FloatingSidebar(selected: "messages")), tap: "bubble.left.fill"),
            Entry(name: "09-map-controls", resting: AnyView(MapControls()), expanded: AnyView(MapControls(style: "satellite"))),
            Entry(name: "10-search-suggestions", resting: AnyView(SearchSuggestions()),
                  expanded: AnyView(SearchSuggestions(isSearching: true)), tap: "Search"),
        ]
    }
}

/// Screens of system chrome iOS 26 draws in glass by itself (tab bar, toolbar, sheet), each rendered on a device's
/// whole screen, for `liquidglass demo` and the tests.
@MainActor
public enum SystemChromeGallery {
    public struct Entry {
        public let name: String
        public let view: AnyView
        public let device: Device
    }

    public static var entries: [Entry] {
        [
            Entry(name: "11-tab-bar", view: AnyView(TabBarApp()), device: .iPhone17Pro),
            Entry(name: "11-tab-bar-search-selected", view: AnyView(TabBarApp(section: .search, showsAccessory: false)), device: .iPhone17Pro),
            Entry(name: "12-toolbar", view: AnyView(ToolbarApp()), device: .iPhone17Pro),
            Entry(name: "12-toolbar-inline-title", view: AnyView(ToolbarApp(inline: true)), device: .iPhone17Pro),
            Entry(name: "13-sheet-medium", view: AnyView(SheetApp()), device: .iPhone17Pro),
            Entry(name: "13-sheet-large", view: AnyView(SheetApp(detents: [.large])), device: .iPhone17Pro),
        ]
    }
}
