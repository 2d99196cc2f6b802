extension GlassEffectTransition {
    /// The matched-geometry transition matching only some of the nearby shape's geometry, from an anchor (iOS 26
    /// beta's spelling; drawn as ``matchedGeometry``: a still shows the settled glass, and a recording grows glass
    /// out of its container by `glassEffectID` whatever the properties and anchor).
    /// (Real files call it with `properties:` alone: the anchor defaults to the centre, as `matchedGeometryEffect`'s does.)
    public static func matchedGeometry(properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center) -> GlassEffectTransition {
        .matchedGeometry
    }
}
