extension GlassEffectTransition {
    /// The matched-geometry transition matching only some of the nearby shape's geometry, from an anchor (iOS 26
    /// beta's spelling; drawn as ``matchedGeometry``: a still shows the settled glass, and a recording grows glass
    /// out of its container by `glassEffectID` whatever the properties and anchor).
    public static func matchedGeometry(properties: MatchedGeometryProperties, anchor: UnitPoint) -> GlassEffectTransition {
        .matchedGeometry
    }
}
