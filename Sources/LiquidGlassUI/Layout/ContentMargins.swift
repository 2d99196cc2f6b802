/// Content margins (`contentMargins(_:_:for:)`): space a scroll view keeps between its scrollable region and its
/// content, in addition to the safe area. Margins for `.automatic` or `.scrollContent` inset the content of the
/// scroll views inside (the content is proposed the width left between the margins and placed after the leading
/// and top ones); `.scrollIndicators` margins move only the scroll indicators, which a still frame does not show.
/// A `nil` length is the system's default margin: 16 pt, SwiftUI's default padding (`DefaultPaddingKey`).
extension View {
    /// Margins of `length` on `edges` (nil: the default 16 pt) for the scroll views inside.
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(edges, EdgeInsets(.all, length ?? 16), for: placement)
    }

    /// Margins of `length` on every edge for the scroll views inside.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, EdgeInsets(.all, length), for: placement)
    }

    /// The margins `insets` has on `edges` for the scroll views inside (its other edges are left as they were).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        editEnvironment { env in
            guard placement.kind != ContentMarginPlacement.scrollIndicators.kind else { return }
            var m = env.scrollContentMargins
            if edges.contains(.top) { m.top = insets.top }
            if edges.contains(.leading) { m.leading = insets.leading }
            if edges.contains(.bottom) { m.bottom = insets.bottom }
            if edges.contains(.trailing) { m.trailing = insets.trailing }
            env.scrollContentMargins = m
        }
    }
}

private struct ScrollContentMarginsKey: EnvironmentKey { static let defaultValue = EdgeInsets() }

extension EnvironmentValues {
    /// The content margins the scroll views here keep (`contentMargins(_:_:for:)`).
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}
