extension View {
    /// iOS 26 beta's name of ``scrollEdgeEffectHidden(_:for:)`` (the released SDK renamed it): hides the scroll
    /// edge effect at `edges`, exactly as `scrollEdgeEffectHidden` does.
    @available(*, deprecated, renamed: "scrollEdgeEffectHidden(_:for:)")
    public func scrollEdgeEffectDisabled(_ disabled: Bool = true, for edges: Edge.Set = .all) -> some View {
        scrollEdgeEffectHidden(disabled, for: edges)
    }
}
