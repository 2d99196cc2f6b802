import CLaneMath

/// The stages of a glass pixel, in the order every form of the shader runs them.
///
/// Each stage lives in one file of this folder with its forms side by side: the scalar form (one pixel: the
/// reference the tests compare against, and the path of the debug and data layers) and the lane form (eight pixels
/// in ``Lanes``: the final picture's path). The AVX2 kernel (CLaneMath's `lg_stages.h` and `lg_shade.c`) ports the
/// lane forms of the stages it knows, in the same order, and declares them in `lg_stage` (lg_shade.h); the tests
/// check that the two lists agree, so a stage changes here, in its file, plus its native twin.
///
/// The order is the material's (docs/MATERIAL.md): what lies outside the glass first, then the glass body from
/// the backdrop outwards — where to sample (refraction), what is sampled (frost, tone, tint), what darkens it,
/// what lights it — then the tone map of the added light and the composite over what is behind.
enum ShadingStage: Int, CaseIterable, Sendable {
    /// How much of the pixel the glass covers (CoverageStage.swift).
    case coverage
    /// Outside the glass: drop shadow and contour (DropShadowStage.swift: `outerShadow` / `outerShadowLanes`).
    case outerShadow
    /// Where the backdrop is sampled: the lens (RefractionStage.swift: `refraction` / `refractionLanes`).
    case refraction
    /// The blurred backdrop at that place (FrostStage.swift: `frost` / `frost(_:x0:y:offsetX:offsetY:mask:)`).
    case frost
    /// The glass's colour over it, applied to the frost's coarse pixels once per pass (ToneStage.swift).
    case tone
    /// A tint as coloured glass (TintStage.swift: `applyTint` / `applyTintLanes`).
    case tint
    /// The soft band under the top wall (InnerShadowStage.swift: `innerShadow` / `innerShadowLanes`).
    case innerShadow
    /// Glints and rim (HighlightStage.swift: `highlight` / `highlightLanes`).
    case highlight
    /// Increase Contrast's border (HighlightStage.swift: `applyBorder` / `borderLanes`).
    case border
    /// A finger's light and the shimmer (PressStage.swift, ShimmerStage.swift: `applyPress` / `pressLanes`).
    case press
    /// Compression of the light the stages since ``highlight`` added (ToneMapper.swift: `map` / `toneMap`).
    case toneMap
    /// The glass over what is under it, by coverage (CompositeStage.swift: `composite` / `compositeLanes`).
    case composite
    /// Glass with an opacity below 1 mixed with the pixel behind (CompositeStage.swift: `faded` / `fade`).
    case fade

    /// Whether the AVX2 kernel has this stage: a pass whose looks need one it lacks (a press, a border, a fade)
    /// is shaded by the Swift lanes (``ElementShader/isPlainLook(_:pressed:)``).
    var hasNativeForm: Bool {
        switch self {
        case .border, .press, .fade: false
        default: true
        }
    }

    /// The kernel's number for the stage (`lg_stage`), nil for a stage it does not have.
    var native: lg_stage? {
        switch self {
        case .coverage: LG_STAGE_COVERAGE
        case .outerShadow: LG_STAGE_OUTER_SHADOW
        case .refraction: LG_STAGE_REFRACTION
        case .frost: LG_STAGE_FROST
        case .tone: LG_STAGE_TONE
        case .tint: LG_STAGE_TINT
        case .innerShadow: LG_STAGE_INNER_SHADOW
        case .highlight: LG_STAGE_HIGHLIGHT
        case .toneMap: LG_STAGE_TONE_MAP
        case .composite: LG_STAGE_COMPOSITE
        case .border, .press, .fade: nil
        }
    }
}
