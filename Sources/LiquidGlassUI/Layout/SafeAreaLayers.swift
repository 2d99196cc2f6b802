/// Where scrollable content may run beyond its layout frame: SwiftUI's safe-area model for scroll views.
///
/// SwiftUI lays a view out inside the safe area, and a scroll view is no exception: its layout frame ends where
/// the safe area ends (below the navigation bar, above the tab bar). But where that frame touches the safe area's
/// edge, the scroll view's content region extends to the edge of what made the safe area (the screen, a bar), and
/// the safe area becomes its content inset — "content margins", not clipping (WWDC23 "Beyond scroll views":
/// "the safe area is applied as content margins"; Apple's `safeAreaInset(edge:…)` documentation: "the safe area
/// of the resulting view also includes the content's size"; `safeAreaPadding`: "adds the provided insets into
/// the safe area"). So at rest the first row sits where it would without the extension, and rows beyond the
/// frame are drawn under the bars.
///
/// A region is one layer of safe area: `inner` is the safe rectangle its views are laid out in, `outer` the
/// rectangle the layer was made from. The screen's layer (the device's insets, grown by a navigation stack's or tab
/// view's bars) comes from the environment; `safeAreaInset`, `safeAreaBar` and `safeAreaPadding` push theirs
/// while their child is placed (layout runs top-down, one pass, on the main actor).
@MainActor
enum SafeAreaLayers {
    struct Region {
        var inner: CGRect
        var outer: CGRect
        /// The edges whose band (between `inner` and `outer`) holds a bar: a scroll view draws the scroll edge
        /// effect where its content runs under one.
        var bars: Edge.Set
    }

    /// The regions pushed by modifiers around the node being placed, outermost first.
    private(set) static var stack: [Region] = []
    /// True while a scroll view's content is placed: the scroll view has taken the safe area as its content
    /// margins, so nothing inside extends again (a carousel at the top of a list stays in the list).
    private(set) static var isSuspended = false

    /// Places `body` with `region` pushed.
    static func with(_ region: Region, _ body: () -> Void) {
        stack.append(region)
        defer { stack.removeLast() }
        body()
    }

    /// Places `body` (a scroll view's content) with no safe-area layer in force.
    static func suspended(_ body: () -> Void) {
        let (saved, wasSuspended) = (stack, isSuspended)
        stack = []
        isSuspended = true
        defer { (stack, isSuspended) = (saved, wasSuspended) }
        body()
    }

    /// The regions that apply to a node of `environment`, innermost first: the pushed ones, then the screen's.
    static func regions(_ environment: EnvironmentValues) -> [Region] {
        guard !isSuspended else { return [] }
        var all = Array(stack.reversed())
        if let screen = environment.safeAreaInsets {
            all.append(Region(inner: screen.rect.inset(by: screen.insets), outer: screen.rect, bars: environment.safeAreaBars))
        }
        return all
    }

    /// How far a view placed in `bounds` extends beyond them on each edge (its content margins), and the edges
    /// where what it extends under holds a bar. An edge extends when it lies on a region's safe edge (within half a
    /// point), to that region's outer edge, and on through the next region out whose safe edge that is.
    static func reach(of bounds: CGRect, environment: EnvironmentValues) -> (insets: EdgeInsets, bars: Edge.Set) {
        let regions = regions(environment)
        var insets = EdgeInsets()
        var bars: Edge.Set = []
        for edge in Edge.allCases {
            var value = bounds.value(at: edge)
            var underBar = false
            for region in regions where abs(value - region.inner.value(at: edge)) < 0.5 {
                value = region.outer.value(at: edge)
                if region.bars.contains(Edge.Set(edge)) { underBar = true }
            }
            let amount = abs(value - bounds.value(at: edge))
            guard amount > 0.01 else { continue }
            switch edge {
            case .top: insets.top = amount
            case .bottom: insets.bottom = amount
            case .leading: insets.leading = amount
            case .trailing: insets.trailing = amount
            }
            if underBar { bars.insert(Edge.Set(edge)) }
        }
        return (insets, bars)
    }
}

extension CGRect {
    /// The coordinate of `edge` (left-to-right layout).
    func value(at edge: Edge) -> CGFloat {
        switch edge {
        case .top: minY
        case .bottom: maxY
        case .leading: minX
        case .trailing: maxX
        }
    }

    /// The rectangle grown by `insets`.
    func outset(by i: EdgeInsets) -> CGRect {
        CGRect(x: minX - i.leading, y: minY - i.top, width: width + i.horizontal, height: height + i.vertical)
    }
}

private struct SafeAreaBarsKey: EnvironmentKey { static let defaultValue: Edge.Set = [] }
extension EnvironmentValues {
    /// The edges of the screen's safe area (``safeAreaInsets``) whose inset holds a bar: the status bar at the top of
    /// a device's screen, a navigation stack
    /// (its bar at the top, a bottom toolbar) and a tab view (its tab bar and bottom accessory).
    var safeAreaBars: Edge.Set {
        get { self[SafeAreaBarsKey.self] }
        set { self[SafeAreaBarsKey.self] = newValue }
    }
}
