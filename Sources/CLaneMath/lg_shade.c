// The AVX2 lane shading (see lg_shade.h). Every expression mirrors its Swift original; the comments name it.
// No contraction: a fused multiply-add rounds once where Swift rounds twice, and the pixels must match bit for bit.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

#include "lg_shade.h"

#if defined(__x86_64__) && defined(__clang__)

// The vector types and helpers shared with lg_corner.c and lg_field_rows.c; from here to the pop every function is
// compiled for AVX2.
#include "lg_lanes.h"
#include "lg_stages.h"


// The bits of a float vector, for comparing keys exactly (−0 and +0, NaNs).
INLINE i8 bits(f8 v) { return (i8)v; }

// edge_of through a tile's memo (lg_edge_memo): the slot of this group's position (the row above) or `last` (the group
// before in this row) when its key is these distances, else computed and kept in the position's slot.
INLINE edge_stages remembered(const lg_shade_look *L, lg_shade_memo *memo, int position, lg_edge_memo **last, int count,
                              f8 d, f8 dxp, f8 dxm, f8 dyp, f8 dym, i8 inside, float step) {
    lg_edge_memo *candidates[2] = {position < LG_MEMO_SLOTS ? &memo->slot[position] : 0, *last};
    for (int c = 0; c < 2; c++) {
        lg_edge_memo *m = candidates[c];
        if (!m || !m->filled || m->count != count) continue;
        i8 same = (bits(load8(m->key[0])) == bits(d)) & (bits(load8(m->key[1])) == bits(dxp)) &
                  (bits(load8(m->key[2])) == bits(dxm)) & (bits(load8(m->key[3])) == bits(dyp)) &
                  (bits(load8(m->key[4])) == bits(dym));
        if (!__builtin_reduce_and(same)) continue;
        *last = m;
        edge_stages e = {load8(m->offsetX), load8(m->offsetY), load8(m->keep), load8(m->light), m->inner, m->lit};
        return e;
    }
    edge_stages e = edge_of(L, 0, d, dxp, dxm, dyp, dym, inside, step);
    lg_edge_memo *m = candidates[0];
    if (m) {
        __builtin_memcpy(m->key[0], &d, 32); __builtin_memcpy(m->key[1], &dxp, 32); __builtin_memcpy(m->key[2], &dxm, 32);
        __builtin_memcpy(m->key[3], &dyp, 32); __builtin_memcpy(m->key[4], &dym, 32);
        __builtin_memcpy(m->offsetX, &e.offset_x, 32); __builtin_memcpy(m->offsetY, &e.offset_y, 32);
        __builtin_memcpy(m->keep, &e.keep, 32); __builtin_memcpy(m->light, &e.light, 32);
        m->count = count; m->inner = e.inner; m->lit = e.lit; m->filled = 1;
        *last = m;
    }
    return e;
}

// ElementShader.shadeLanes. `v`: each lane's lens, tint and normal depth (VariedLanes, for UnionCells), or NULL when
// the pass's members look alike (UniformLooks: the look's own) and when no lane is inside the glass.
INLINE void shade8(const lg_shade_look *L, const lg_lane_looks *v, int32_t x0, int32_t y, int count, const float *cell,
                   int32_t stride, const float *shadow_cell, float *canvas, const float *backdrop, int32_t width,
                   lg_shade_memo *memo, int position, lg_edge_memo **last) {
    int64_t offset = ((int64_t)y * width + x0) * 4;
    float *row = canvas + offset;
    const float *source = backdrop + offset;
    f8 d = load8(cell);
    i8 valid = (iota() < (float)count) & (d < L->reach);
    if (!any(valid)) {
        if (source != row) __builtin_memcpy(row, source, (unsigned long)count * 16);
        return;
    }
    float scale = L->scale, step = 1 / scale;
    // LG_STAGE_COVERAGE.
    f8 coverage = unit(0.5f - d * scale);

    // LG_STAGE_OUTER_SHADOW.
    i8 outside = coverage < 1;
    f8 shadow_alpha = any(valid & outside) ? outer_shadow8(L, d, coverage, outside, shadow_cell) : 0;
    i8 inside = valid & (coverage > 0);
    if (!any(inside)) {
        darken(source, row, count, sel(valid, shadow_alpha, 0));
        return;
    }
    // Eight pixels the glass covers wholly read nothing behind them: their composite `under · 0 + glass · 1` is
    // `0 + glass` (a backdrop's channels are finite and not negative, so `under · 0` is +0). Reading those pixels was
    // the kernel's costliest instruction on a sheet frame, a load from memory per pixel of the lens band (perf
    // annotate).
    int covered = count == 8 && __builtin_reduce_and(valid & (coverage >= 1));
    px8 under = {0, 0, 0, 0};
    if (!covered) {
        float gathered[32] = {0};
        px8 behind;
        if (count == 8) {
            behind = transpose(source);
        } else {
            __builtin_memcpy(gathered, source, (unsigned)count * 16);
            behind = transpose(gathered);
        }
        f8 keep = 1 - shadow_alpha;
        under = (px8){behind.r * keep, behind.g * keep, behind.b * keep, behind.a + shadow_alpha * (1 - behind.a)};
    }

    // LG_STAGE_REFRACTION, and the factors of LG_STAGE_INNER_SHADOW and LG_STAGE_HIGHLIGHT: the stages that depend
    // on the distances alone (edge_of), through the tile's memo where there is one.
    f8 dxp = load8(cell + 1), dxm = load8(cell - 1);
    f8 dyp = load8(cell + stride), dym = load8(cell - stride);
    edge_stages e = memo && !v ? remembered(L, memo, position, last, count, d, dxp, dxm, dyp, dym, inside, step)
                               : edge_of(L, v, d, dxp, dxm, dyp, dym, inside, step);

    f8 px = (((float)x0 + iota() + 0.5f) * step + e.offset_x) * scale;
    f8 py = (((float)y + 0.5f) * step + e.offset_y) * scale;
    // LG_STAGE_FROST and LG_STAGE_TONE (the toned frost), LG_STAGE_TINT (over the raw frost), LG_STAGE_INNER_SHADOW.
    px8 glass = toned_sample(L, px, py, inside);
    if (v ? any(load8i(v->tinted)) : L->hasTint && L->tint[3] > 0) {
        px8 behind = frost_sample(L, px, py, inside);
        glass = v ? varied_tint(v, L->tintStrength, L->tintDeepShade, L->tintLightShade, glass, behind) : tint(L, glass, behind);
    }
    if (e.inner) {
        f8 k = e.keep;
        glass.r = glass.r * k; glass.g = glass.g * k; glass.b = glass.b * k;
    }

    // LG_STAGE_HIGHLIGHT, then LG_STAGE_TONE_MAP of the light it added.
    if (e.lit) {
        f8 light = e.light;
        px8 body = glass;
        glass.r += light * glass.a;
        glass.g += light * glass.a;
        glass.b += light * glass.a;
        glass.r = tone_map(L, glass.r, body.r);
        glass.g = tone_map(L, glass.g, body.g);
        glass.b = tone_map(L, glass.b, body.b);
    }

    // LG_STAGE_COMPOSITE.
    f4 out[8];
    if (covered) {
        px8 color = {glass.r + 0.0f, glass.g + 0.0f, glass.b + 0.0f, glass.a + 0.0f};
        pixels(color, out);
        for (int k = 0; k < 8; k++) store4(row + 4 * k, out[k]);
        return;
    }
    f8 uncovered = 1 - coverage;
    px8 color = {sel(inside, under.r * uncovered + glass.r * coverage, under.r),
                 sel(inside, under.g * uncovered + glass.g * coverage, under.g),
                 sel(inside, under.b * uncovered + glass.b * coverage, under.b),
                 sel(inside, under.a * uncovered + glass.a * coverage, under.a)};
    pixels(color, out);
    // Lanes beyond the reach keep the pixel behind (copied when the source is the backdrop, not the canvas).
    for (int k = 0; k < count; k++) store4(row + 4 * k, valid[k] ? out[k] : load4(source + 4 * k));
}

void lg_shade_row(const lg_shade_look *look, int32_t x0, int32_t y, int32_t count, const float *cell, int32_t stride,
                  const float *shadowCell, float *canvas, const float *backdrop, int32_t canvasWidth, lg_shade_memo *memo) {
    lg_edge_memo *last = 0;
    for (int32_t i = 0; i < count; i += 8) {
        int n = count - i < 8 ? count - i : 8;
        shade8(look, 0, x0 + i, y, n, cell + i, stride, shadowCell + i, canvas, backdrop, canvasWidth, memo, i / 8, &last);
    }
}

void lg_shade_varied8(const lg_shade_look *look, const lg_lane_looks *lanes, int32_t x0, int32_t y, int32_t count,
                      const float *cell, int32_t stride, const float *shadowCell, float *canvas, int32_t canvasWidth) {
    shade8(look, lanes, x0, y, count, cell, stride, shadowCell, canvas, canvas, canvasWidth, 0, 0, 0);
}

// ElementShader.shadeNativeVaried for the common case, whole: the eight lanes' coverage, and ElementShader.variedLanes
// where every lane inside the glass has the same nearest member and the lanes in a neck the same second nearest —
// pairedLanes (ElementShader+VariedLanes.swift), the two members' lenses and tints mixed in lanes by each lane's
// weight. Returns 0, having drawn nothing, where the lanes have more members than that (the caller fills them).
int lg_shade_paired8(const lg_shade_look *looks, int32_t material, const int32_t *first, const int32_t *second,
                     const float *weight, const float *mixedTints, int32_t x0, int32_t y, int32_t count, const float *cell,
                     int32_t stride, const float *shadowCell, float *canvas, int32_t canvasWidth) {
    const lg_shade_look *L = looks + material;
    f8 d = load8(cell);
    i8 valid = (iota() < (float)count) & (d < L->reach);
    if (!any(valid)) return 1;
    i8 inside = valid & (unit(0.5f - d * L->scale) > 0);
    if (!any(inside)) {
        shade8(L, 0, x0, y, count, cell, stride, shadowCell, canvas, canvas, canvasWidth, 0, 0, 0);
        return 1;
    }
    // variedLanes: the lanes' nearest member (lead) and the second nearest of those in a neck (partner).
    int32_t lead = -1, partner = -1;
    for (int k = 0; k < 8; k++) {
        if (!inside[k]) continue;
        int32_t f = first[k];
        if (lead < 0) lead = f;
        if (f != lead) return 0;
        if (second[k] >= 0 && weight[k] < 1) {
            if (partner < 0) partner = second[k];
            else if (second[k] != partner) return 0;
        }
    }
    // pairedLanes.
    const lg_shade_look *a = looks + lead, *b = partner >= 0 ? looks + partner : a;
    f8 w = 1;
    for (int k = 0; k < 8; k++) {
        if (inside[k] && second[k] >= 0 && weight[k] < 1) w[k] = weight[k];
    }
    f8 rest = 1 - w;
#define LERP(x, y) ((x) * w + (y) * rest)
    lg_lane_looks v;
    __builtin_memset(&v, 0, sizeof v);
    f8 amplitude = LERP(a->lensAmplitude, b->lensAmplitude);
    f8 inverseDecay = LERP(a->lensInverseDecay, b->lensInverseDecay);
    f8 band = LERP(a->lensBand, b->lensBand);
    f8 curvatureReduction = LERP(a->lensCurvatureReduction, b->lensCurvatureReduction);
    f8 inverseCurvatureDecay = LERP(a->lensInverseCurvatureDecay, b->lensInverseCurvatureDecay);
    f8 halfMinorAxis = LERP(a->lensHalfMinorAxis, b->lensHalfMinorAxis);
    // The mix keeps the nearest's limit, or none: 0 in lanes whose lens has no soft limit.
    f8 limit = 0;
    if (a->lensHasLimit) limit = LERP(a->lensLimit, b->lensHasLimit ? b->lensLimit : a->lensLimit);
    f8 normalDepth = a->normalDepth;
    px8 tint = {0, 0, 0, 0};
    i8 tinted = 0;
    if (mixedTints) {
        tint = transpose(mixedTints);
        tinted = inside & (tint.a > 0);
    } else if (a->hasTint || b->hasTint) {
        const float zero[4] = {0, 0, 0, 0};
        const float *ta = a->hasTint ? a->tint : zero, *tb = b->hasTint ? b->tint : zero;
        tint.r = LERP(ta[0], tb[0]); tint.g = LERP(ta[1], tb[1]); tint.b = LERP(ta[2], tb[2]); tint.a = LERP(ta[3], tb[3]);
        tinted = inside & (tint.a > 0);
    }
#undef LERP
    __builtin_memcpy(v.tintR, &tint.r, 32); __builtin_memcpy(v.tintG, &tint.g, 32);
    __builtin_memcpy(v.tintB, &tint.b, 32); __builtin_memcpy(v.tintA, &tint.a, 32);
    __builtin_memcpy(v.tinted, &tinted, 32);
    __builtin_memcpy(v.amplitude, &amplitude, 32); __builtin_memcpy(v.inverseDecay, &inverseDecay, 32);
    __builtin_memcpy(v.band, &band, 32); __builtin_memcpy(v.curvatureReduction, &curvatureReduction, 32);
    __builtin_memcpy(v.inverseCurvatureDecay, &inverseCurvatureDecay, 32);
    __builtin_memcpy(v.halfMinorAxis, &halfMinorAxis, 32); __builtin_memcpy(v.limit, &limit, 32);
    __builtin_memcpy(v.normalDepth, &normalDepth, 32);
    shade8(L, &v, x0, y, count, cell, stride, shadowCell, canvas, canvas, canvasWidth, 0, 0, 0);
    return 1;
}

void lg_shade_shadow_row(const lg_shade_look *L, int32_t x0, int32_t y, int32_t count, const float *shadowCell,
                         float *canvas, const float *backdrop, int32_t canvasWidth) {
    // ElementShader.shadeShadowLanes.
    int64_t offset = ((int64_t)y * canvasWidth + x0) * 4;
    float *row = canvas + offset;
    const float *source = backdrop + offset;
    if (!(L->dropShadowOpacity > 0)) {
        if (source != row) __builtin_memcpy(row, source, (unsigned long)count * 16);
        return;
    }
    for (int32_t i = 0; i < count; i += 8) {
        f8 t = at_most(1.702f * load8(shadowCell + i) / L->dropShadowRadius, 30);
        f8 alpha = L->dropShadowOpacity / (1 + lexp(t));
        darken(source + 4 * i, row + 4 * i, count - i < 8 ? count - i : 8, alpha);
    }
}

// One grid's row for lg_shade_plain_row: FrostedBackdrop.verticalRow into `scratch` (its first column and count
// returned), then sampleRow at eight positions.
typedef struct { const float *pixels; int32_t width, height; float originX, originY, inverse; } grid;

// The grid's columns a row of pixels from `left` to `right` (positions in canvas pixels) reads: `first` to `last`.
INLINE void row_span(grid g, float left, float right, int32_t *first, int32_t *last) {
    i8 xa, xb; f8 tx;
    cells((f8){left, right, right, right, right, right, right, right}, g.originX, g.inverse, g.width, &xa, &xb, &tx);
    *first = xa[0];
    *last = xb[1];
}

// The two columns of a vertical row (from its `first` column, `end` + 1 of them) eight positions read, clamped to it,
// and their weights.
INLINE void row_cells(grid g, f8 position, int32_t first, int32_t end, i8 *low, i8 *high, f8 *t) {
    i8 ca, cb;
    cells(position, g.originX, g.inverse, g.width, &ca, &cb, t);
    ca -= first; cb -= first;
    ca = ca < 0 ? 0 : ca; ca = ca > end ? end : ca;
    cb = cb < 0 ? 0 : cb; cb = cb > end ? end : cb;
    *low = ca;
    *high = cb;
}

INLINE int32_t vertical_row(grid g, float py, float left, float right, float *scratch, int32_t *count) {
    i8 ra, rb; f8 ty;
    cells((f8)py, g.originY, g.inverse, g.height, &ra, &rb, &ty);
    int32_t first, last;
    row_span(g, left, right, &first, &last);
    const float *top = g.pixels + (int64_t)ra[0] * g.width * 4, *bottom = g.pixels + (int64_t)rb[0] * g.width * 4;
    float t = ty[0];
    for (int32_t c = first; c <= last; c++) {
        f4 a = load4(top + 4 * c), below = load4(bottom + 4 * c);
        store4(scratch + 4 * (c - first), a + (below - a) * t);
    }
    *count = last - first + 1;
    return first;
}

INLINE px8 sample_row(grid g, f8 position, const float *scratch, int32_t first, int32_t count) {
    i8 ca, cb; f8 t8;
    row_cells(g, position, first, count - 1, &ca, &cb, &t8);
    f8 q[4];  // lanes k and k + 4 in one register (grid_sample says why)
    for (int k = 0; k < 4; k++) {
        int j = k + 4;
        f8 l = pair(load4(scratch + 4 * ca[k]), load4(scratch + 4 * ca[j]));
        f8 r = pair(load4(scratch + 4 * cb[k]), load4(scratch + 4 * cb[j]));
        q[k] = l + (r - l) * pair((f4)t8[k], (f4)t8[j]);
    }
    return channels_of_pairs(q[0], q[1], q[2], q[3]);
}

void lg_shade_plain_row(const lg_shade_look *L, int32_t y, int32_t x0, int32_t x1, float *scratch, float *canvas,
                        int32_t canvasWidth) {
    // ElementShader.shadePlainRow: the toned frost's row in `scratch`, the raw frost's after it for a tinted look.
    float scale = L->scale, step = 1 / scale;
    float py = (((float)y + 0.5f) * step + 0) * scale;
    float left = (((float)x0 + 0.5f) * step + 0) * scale, right = (((float)(x1 - 1) + 0.5f) * step + 0) * scale;
    grid toned = {L->toned, L->tonedWidth, L->tonedHeight, L->tonedOriginX, L->tonedOriginY, L->frostInverseFactor};
    grid raw = {L->frost, L->frostWidth, L->frostHeight, L->frostOriginX, L->frostOriginY, L->frostInverseFactor};
    int tinted = L->hasTint && L->tint[3] > 0;
    int32_t columns, raw_columns = 0;
    int32_t first = vertical_row(toned, py, left, right, scratch, &columns);
    float *raw_scratch = scratch + 4 * columns;
    int32_t raw_first = tinted ? vertical_row(raw, py, left, right, raw_scratch, &raw_columns) : 0;
    float *out = canvas + ((int64_t)y * canvasWidth) * 4;
    if (!tinted) {
        // Untinted, a pixel is its toned sample: sample_row's arithmetic per pixel, stored as it comes, without
        // turning eight samples into channels and back (two 4×4 transposes of no use here: the pixels are the same
        // floats; the plain rows were a fifth of a sheet frame, perf).
        int32_t end = columns - 1;
        for (int32_t x = x0; x < x1; x += 8) {
            f8 position = (((float)x + iota() + 0.5f) * step + 0) * scale;
            i8 ca, cb; f8 t8;
            row_cells(toned, position, first, end, &ca, &cb, &t8);
            int n = x1 - x < 8 ? x1 - x : 8;
            for (int k = 0; k < n; k++) {
                f4 l = load4(scratch + 4 * ca[k]), r = load4(scratch + 4 * cb[k]);
                store4(out + 4 * (x + k), l + (r - l) * t8[k]);
            }
        }
        return;
    }
    for (int32_t x = x0; x < x1; x += 8) {
        f8 position = (((float)x + iota() + 0.5f) * step + 0) * scale;
        px8 glass = sample_row(toned, position, scratch, first, columns);
        if (tinted) glass = tint(L, glass, sample_row(raw, position, raw_scratch, raw_first, raw_columns));
        f4 shaded[8];
        pixels(glass, shaded);
        int n = x1 - x < 8 ? x1 - x : 8;
        for (int k = 0; k < n; k++) store4(out + 4 * (x + k), shaded[k]);
    }
}

// The widest rect lg_shade_plain_rect lays out once for all its rows (a tile is 64 pixels wide); wider ones run
// row by row.
#define LG_PLAIN_SPAN 256

// lg_shade_plain_row over rows y0 ..< y1 of an untinted look, with the horizontal step laid out once: which two of
// the vertical row's columns each pixel reads and its weight depend on x alone (the same `cells` of the same
// positions as there), and the pixels that read the same two columns are a run, whose difference of the two is
// taken once; two pixels of a run to a register. The same floats as row by row: `l + (r − l) · t` per pixel, with
// `r − l` the same subtraction.
// Measured on the sheet (perf): the plain rows were 18 % of its frame, the per-pixel extraction of
// the eight lanes' columns and weights most of it.
void lg_shade_plain_rect(const lg_shade_look *L, int32_t y0, int32_t y1, int32_t x0, int32_t x1, float *scratch,
                         float *canvas, int32_t canvasWidth) {
    int tinted = L->hasTint && L->tint[3] > 0;
    int32_t span = x1 - x0;
    if (tinted || span <= 0 || span > LG_PLAIN_SPAN) {
        for (int32_t y = y0; y < y1; y++) lg_shade_plain_row(L, y, x0, x1, scratch, canvas, canvasWidth);
        return;
    }
    float scale = L->scale, step = 1 / scale;
    float left = (((float)x0 + 0.5f) * step + 0) * scale, right = (((float)(x1 - 1) + 0.5f) * step + 0) * scale;
    grid toned = {L->toned, L->tonedWidth, L->tonedHeight, L->tonedOriginX, L->tonedOriginY, L->frostInverseFactor};
    // vertical_row's columns (they depend on left and right alone).
    int32_t first, last;
    row_span(toned, left, right, &first, &last);
    int32_t lows[LG_PLAIN_SPAN + 8], highs[LG_PLAIN_SPAN + 8];
    // Each pixel's weight four times over, so that two pixels' weights are one load of eight (two pixels to a
    // register below: 16.8 M instructions of a sheet frame one pixel at a time, callgrind).
    float spread[4 * (LG_PLAIN_SPAN + 8)];
    for (int32_t x = x0; x < x1; x += 8) {
        f8 position = (((float)x + iota() + 0.5f) * step + 0) * scale;
        i8 ca, cb; f8 t8;
        row_cells(toned, position, first, last - first, &ca, &cb, &t8);
        __builtin_memcpy(lows + (x - x0), &ca, sizeof ca);
        __builtin_memcpy(highs + (x - x0), &cb, sizeof cb);
        for (int k = 0; k < 8; k++) store4(spread + 4 * (x - x0 + k), (f4)t8[k]);
    }
    // Runs of pixels reading the same two columns: where each starts, and its columns.
    int32_t starts[LG_PLAIN_SPAN + 1], runs = 0;
    for (int32_t k = 0; k < span; k++) {
        if (k == 0 || lows[k] != lows[k - 1] || highs[k] != highs[k - 1]) starts[runs++] = k;
    }
    starts[runs] = span;
    for (int32_t y = y0; y < y1; y++) {
        float py = (((float)y + 0.5f) * step + 0) * scale;
        int32_t columns;
        vertical_row(toned, py, left, right, scratch, &columns);
        float *out = canvas + ((int64_t)y * canvasWidth + x0) * 4;
        for (int32_t r = 0; r < runs; r++) {
            int32_t k = starts[r], stop = starts[r + 1];
            f4 l = load4(scratch + 4 * lows[k]), difference = load4(scratch + 4 * highs[k]) - l;
            f8 l2 = __builtin_shufflevector(l, l, 0, 1, 2, 3, 0, 1, 2, 3);
            f8 difference2 = __builtin_shufflevector(difference, difference, 0, 1, 2, 3, 0, 1, 2, 3);
            for (; k + 2 <= stop; k += 2) {
                f8 two = l2 + difference2 * load8(spread + 4 * k);
                __builtin_memcpy(out + 4 * k, &two, sizeof two);
            }
            if (k < stop) store4(out + 4 * k, l + difference * spread[4 * k]);
        }
    }
}

#pragma clang attribute pop

int lg_shade_available(void) {
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx2") ? 1 : 0;
}

#else

int lg_shade_available(void) { return 0; }
void lg_shade_varied8(const lg_shade_look *look, const lg_lane_looks *lanes, int32_t x0, int32_t y, int32_t count,
                      const float *cell, int32_t stride, const float *shadowCell, float *canvas, int32_t canvasWidth) {
    (void)look; (void)lanes; (void)x0; (void)y; (void)count; (void)cell; (void)stride; (void)shadowCell; (void)canvas;
    (void)canvasWidth;
    __builtin_trap();
}
void lg_shade_plain_rect(const lg_shade_look *L, int32_t y0, int32_t y1, int32_t x0, int32_t x1, float *scratch,
                         float *canvas, int32_t canvasWidth) {
    (void)L; (void)y0; (void)y1; (void)x0; (void)x1; (void)scratch; (void)canvas; (void)canvasWidth;
    __builtin_trap();
}
int lg_shade_paired8(const lg_shade_look *looks, int32_t material, const int32_t *first, const int32_t *second,
                     const float *weight, const float *mixedTints, int32_t x0, int32_t y, int32_t count, const float *cell,
                     int32_t stride, const float *shadowCell, float *canvas, int32_t canvasWidth) {
    (void)looks; (void)material; (void)first; (void)second; (void)weight; (void)mixedTints; (void)x0; (void)y; (void)count;
    (void)cell; (void)stride; (void)shadowCell; (void)canvas; (void)canvasWidth;
    __builtin_trap();
}
void lg_shade_row(const lg_shade_look *look, int32_t x0, int32_t y, int32_t count, const float *cell, int32_t stride,
                  const float *shadowCell, float *canvas, const float *backdrop, int32_t canvasWidth, lg_shade_memo *memo) {
    (void)look; (void)x0; (void)y; (void)count; (void)cell; (void)stride; (void)shadowCell; (void)canvas; (void)backdrop; (void)canvasWidth;
    (void)memo;
    __builtin_trap();
}
void lg_shade_shadow_row(const lg_shade_look *L, int32_t x0, int32_t y, int32_t count, const float *shadowCell,
                         float *canvas, const float *backdrop, int32_t canvasWidth) {
    (void)L; (void)x0; (void)y; (void)count; (void)shadowCell; (void)canvas; (void)backdrop; (void)canvasWidth;
    __builtin_trap();
}
void lg_shade_plain_row(const lg_shade_look *L, int32_t y, int32_t x0, int32_t x1, float *scratch, float *canvas,
                        int32_t canvasWidth) {
    (void)L; (void)y; (void)x0; (void)x1; (void)scratch; (void)canvas; (void)canvasWidth;
    __builtin_trap();
}

#endif
