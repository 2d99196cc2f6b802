// The lane shading of one glass pass whose members all look alike, compiled for AVX2 and chosen at run time.
//
// Swift builds for baseline x86-64 (SSE2): its eight-lane vectors (SIMD8<Float>) become pairs of 128-bit
// registers, sixteen of which hold eight values, so the lane shading spilled to the stack all along (932 register
// moves in its hot function, objdump of the release build). Swift has no per-function target
// attribute and a package cannot raise the target for its users without unsafe flags (which SwiftPM refuses in
// dependencies) — nor should it: the binary must still run on a processor without AVX2. C can: the same functions
// are compiled here for AVX2 (`target("avx2")`, no FMA) and called only where the processor has it
// (`lg_shade_available`); elsewhere the Swift lanes run.
//
// These are line-for-line ports of LiquidGlassRender's lane shading (the stages' lane forms in its Stages/ folder,
// ElementShader+Lanes.swift, FrostedBackdrop's sample and verticalRow/sampleRow, LaneMath's exp/log/pow): the same
// operations in the same order, with
// floating-point contraction off, so every pixel is the same bit for bit (LaneShadingTests render scenes both ways
// and require identical pixels).
#ifndef LG_SHADE_H
#define LG_SHADE_H

#include <stdint.h>

/// The stages the kernel has, in the order it runs them: LiquidGlassRender's ShadingStage without the stages only
/// the Swift lanes have (border, press, fade). Each stage's native form in lg_stages.h names the Swift lane form it
/// ports; ShadingStageTests check that this list and ShadingStage agree.
typedef enum {
    LG_STAGE_COVERAGE,
    LG_STAGE_OUTER_SHADOW,
    LG_STAGE_REFRACTION,
    LG_STAGE_FROST,
    LG_STAGE_TONE,
    LG_STAGE_TINT,
    LG_STAGE_INNER_SHADOW,
    LG_STAGE_HIGHLIGHT,
    LG_STAGE_TONE_MAP,
    LG_STAGE_COMPOSITE,
    LG_STAGE_COUNT
} lg_stage;

/// One pass's look, material and frost, flattened for the kernel (ElementShader.nativeLook builds it).
typedef struct {
    // Pixels per point; how far outside the body anything is drawn (points).
    float scale, reach;
    // GlassMaterial.
    float dropShadowOpacity, dropShadowRadius, contourWidth, contourOpacity;
    float innerShadowStrength, innerShadowDepth, innerShadowSpread;
    float glintWidth, glintFocus, glintIntensity, rimWidth, rimIntensity;
    // The tint's strength and its shades over black and towards white (GlassMaterial.tintDeepShade, .tintLightShade).
    float tintStrength, tintDeepShade, tintLightShade;
    // The tint (linear, premultiplied), used when hasTint is not 0.
    int32_t hasTint;
    float tint[4];
    float lightX, lightY, normalDepth;
    // LensProfile.Resolved; the soft limit applies when hasLimit is not 0.
    float lensBand, lensAmplitude, lensInverseDecay, lensCurvatureReduction, lensInverseCurvatureDecay, lensHalfMinorAxis;
    int32_t lensHasLimit;
    float lensLimit;
    // FrostedBackdrop: its coarse pixels (RGBA floats), their grid and placement on the canvas.
    const float *frost;
    int32_t frostWidth, frostHeight;
    float frostOriginX, frostOriginY, frostInverseFactor;
    // The toned frost (ElementShader.tonedFrosts, the glass's colour): the frost's factor, its own crop.
    const float *toned;
    int32_t tonedWidth, tonedHeight;
    float tonedOriginX, tonedOriginY;
    // ToneMapper.knee.
    float knee;
} lg_shade_look;

/// Each of eight lanes' tint (linear, premultiplied; tinted 0 or -1), lens and normal depth, for a pass whose members
/// differ in them (ElementShader's VariedLanes; a lane without a soft limit has limit 0).
typedef struct {
    float tintR[8], tintG[8], tintB[8], tintA[8];
    int32_t tinted[8];
    float amplitude[8], inverseDecay[8], band[8], curvatureReduction[8], inverseCurvatureDecay[8], halfMinorAxis[8];
    float limit[8], normalDepth[8];
} lg_lane_looks;

/// What lg_shade_row computed from eight cells' distances alone — the lanes' lens offset, inner shadow and highlight —
/// keyed by those distances (the cell's and its four neighbours', bit for bit, and the lanes' count). Along a straight
/// edge the same eight distances come back row after row (a side) or group after group (a top or bottom), and then
/// those stages are read here instead of computed again: the same floats, since they are the same function of the same
/// inputs. One slot per group of eight in a row of a tile.
typedef struct {
    float key[5][8];
    float offsetX[8], offsetY[8], keep[8], light[8];
    int32_t count, inner, lit, filled;
} lg_edge_memo;

#define LG_MEMO_SLOTS 8

/// A tile's memo (lg_edge_memo), zeroed before its first row; rows of more than LG_MEMO_SLOTS groups use the first slots
/// for the first groups only.
typedef struct {
    lg_edge_memo slot[LG_MEMO_SLOTS];
} lg_shade_memo;

/// 1 when this processor runs the kernels below (x86-64 with AVX2), 0 otherwise (then they must not be called).
int lg_shade_available(void);

/// ElementShader.shadeLanes for pixels x0 ..< x0 + count of canvas row y, eight at a time: `cell` points at the
/// distance grid's cell of pixel x0 (`stride` floats per grid row, neighbours on every side, readable eight floats
/// past the last pixel), `shadowCell` at its drop-shadow distance (the same padding), `canvas` at pixel (0, 0) of
/// a canvas `canvasWidth` pixels wide (RGBA floats). The pixels behind the glass are read from `backdrop`, an image
/// of the canvas's size — the canvas itself, or the backdrop when the canvas there is stale: then every pixel of
/// the row is written, those beyond the reach with the backdrop's. `memo` (NULL for none) carries the edge stages of
/// eight cells from row to row of one tile and one look (lg_shade_memo): every row of the tile passes the same one,
/// with the same x0 and count.
void lg_shade_row(const lg_shade_look *look, int32_t x0, int32_t y, int32_t count, const float *cell, int32_t stride,
                  const float *shadowCell, float *canvas, const float *backdrop, int32_t canvasWidth, lg_shade_memo *memo);

/// ElementShader.shadeLanes with UnionCells for the eight pixels x0 ..< x0 + count (count ≤ 8) of row y: `look` is
/// the material (and frost) of the lanes' shared nearest member, `lanes` each lane's tint, lens and normal depth
/// (NULL when no lane is inside the glass); cells, shadow cells and canvas as for lg_shade_row, the pixels behind
/// read from the canvas.
void lg_shade_varied8(const lg_shade_look *look, const lg_lane_looks *lanes, int32_t x0, int32_t y, int32_t count,
                      const float *cell, int32_t stride, const float *shadowCell, float *canvas, int32_t canvasWidth);

/// ElementShader.shadeShadowLanes for pixels x0 ..< x0 + count of row y, all beyond the glass and its contour:
/// the drop shadow alone, from the shadow distances at `shadowCell` (readable eight floats past the last pixel),
/// over the pixels of `backdrop` (as for lg_shade_row).
void lg_shade_shadow_row(const lg_shade_look *look, int32_t x0, int32_t y, int32_t count, const float *shadowCell,
                         float *canvas, const float *backdrop, int32_t canvasWidth);

/// ElementShader.shadePlainRow: pixels x0 ..< x1 of row y, all deeper than the edge effects; `scratch` holds at
/// least FrostedBackdrop.rowCapacity(span: x1 - x0 + 1) pixels.
void lg_shade_plain_row(const lg_shade_look *look, int32_t y, int32_t x0, int32_t x1, float *scratch, float *canvas,
                        int32_t canvasWidth);

/// lg_shade_plain_row for rows y0 ..< y1 (the same pixels), the row's horizontal step laid out once for them all.
void lg_shade_plain_rect(const lg_shade_look *look, int32_t y0, int32_t y1, int32_t x0, int32_t x1, float *scratch,
                         float *canvas, int32_t canvasWidth);

/// GlassRenderer.coveredRun for `count` ≤ 64 cells: 1 with the run's bounds in `lower` and `upper`, or 0 (no run of
/// at least sixteen covered cells, or the covered cells not one run).
int lg_covered_run(const float *cells, int32_t count, float scale, int32_t *lower, int32_t *upper);

/// FieldTable's circle and capsule rows: the distances at the `count` points (x0 + k·dx, y), as its lanes and its
/// scalar tail compute them.
void lg_fill_circle(float cx, float cy, float radius, float y, float x0, float dx, int32_t count, float *out);
void lg_fill_capsule(float cx, float cy, float hx, float hy, float radius, float y, float x0, float dx, int32_t count,
                     float *out);

/// GlassBody.fillUnionDistances's fold of one member's distances (`member`, `count` of them) into a row of the
/// smooth union (`distances`; a plain minimum when `plain` is not 0, else the blend `k`).
void lg_union_fold(const float *member, int32_t count, float k, int32_t plain, float *distances);

/// A circle or capsule member of a union, for lg_union_distances: FieldTable's CircleField (hx, hy 0) or CapsuleField
/// (the half lengths of its straight part), and the inset FieldTable adds to its distances.
typedef struct {
    int32_t capsule;
    float cx, cy, hx, hy, radius, inset;
} lg_union_member;

/// GlassBody.fillUnionDistances for members that are all circles and capsules, in one call: `distances` set to the
/// greatest float, then each member's row at the `count` points (x0 + i·dx, y) filled into `scratch` as FieldTable.fill
/// fills it (lg_fill_circle or lg_fill_capsule, plus the member's inset) and folded in by lg_union_fold (a plain
/// minimum for the first member and for every member when `k` ≤ 0).
void lg_union_distances(const lg_union_member *members, int32_t memberCount, float k, float y, float x0, float dx,
                        int32_t count, float *scratch, float *distances);

/// ElementShader.mixTints: each pixel's tint mixed over the `members` candidates near it (`distances`, each member's
/// row of `count` after the other; `tints`, four floats a member), where the union's row `unionRow` covers it,
/// into `out` (four floats a pixel).
void lg_mix_tints(int32_t count, int32_t members, const float *distances, const float *unionRow, const float *tints,
                  float k, float scale, float *out);

/// ElementShader.shadeNativeVaried whole where the eight pixels x0 ..< x0 + count (count ≤ 8) of row y have one
/// nearest member inside the glass and, in a neck, one second nearest (pairedLanes): `looks` every member's native
/// look, `material` the one whose material the lanes take, `first`, `second`, `weight` the eight cells' nearest
/// members and weight, `mixedTints` their mixed tints (four floats a cell) or NULL; the rest as for lg_shade_varied8.
/// Returns 1 when drawn, 0 (nothing drawn) when the lanes' members are more varied than that.
int lg_shade_paired8(const lg_shade_look *looks, int32_t material, const int32_t *first, const int32_t *second,
                     const float *weight, const float *mixedTints, int32_t x0, int32_t y, int32_t count, const float *cell,
                     int32_t stride, const float *shadowCell, float *canvas, int32_t canvasWidth);

/// GlassBody.fillUnion for a row of `count` points: `rows` holds each of the `memberCount` candidates' distances
/// (row after row; `members` their indices), folded into the union's `distances` with the nearest and second nearest
/// member and the nearest one's weight (`first`, `second`, `weight`) as the Swift fold computes them.
void lg_union_row(const float *rows, const int32_t *members, int32_t memberCount, int32_t count, float k,
                  float *distances, int32_t *first, int32_t *second, float *weight);

#endif
