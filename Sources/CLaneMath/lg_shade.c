// The AVX2 lane shading (see lg_shade.h). Every expression mirrors its Swift original; the comments name it.
// No contraction: a fused multiply-add rounds once where Swift rounds twice, and the pixels must match bit for bit.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

#include "lg_shade.h"

#if defined(__x86_64__) && defined(__clang__)

// The vector types and helpers shared with lg_corner.c; from here to the pop every function is compiled for AVX2.
#include "lg_lanes.h"

typedef struct { f8 r, g, b, a; } px8;

static const float rounding_shift = 12582912.0f;  // LaneMath.roundingShift (1.5 · 2²³)
static const int32_t rounding_bits = 0x4B400000;  // its bit pattern

// LaneMath.exp.
INLINE f8 lexp(f8 x) {
    x = at_most(at_least(x, -87.3f), 88.3f);
    f8 shifted = x * 1.44269504088896341f + (rounding_shift + 127);
    f8 n = shifted - (rounding_shift + 127);
    f8 r = x - n * 0.693359375f + n * 2.12194440e-4f;
    f8 r2 = r * r;
    f8 p = 1.9875691500e-4f;
    p = p * r + 1.3981999507e-3f;
    p = p * r + 8.3334519073e-3f;
    p = p * r + 4.1665795894e-2f;
    p = p * r + 1.6666665459e-1f;
    p = p * r + 5.0000001201e-1f;
    f8 e = p * r2 + r + 1;
    i8 biased = (i8)shifted - rounding_bits;
    return e * (f8)(biased << 23);
}

// LaneMath.log.
INLINE f8 llog(f8 x) {
    const float least = 1.17549435e-38f;
    x = sel(x < least, (f8)least, x);
    i8 bits = (i8)x;
    f8 e = __builtin_convertvector((bits >> 23) - 126, f8);
    f8 m = (f8)((bits & 0x007FFFFF) | 0x3F000000);
    i8 small = m < 0.707106781186547524f;
    e = sel(small, e - 1, e);
    m = sel(small, m + m, m) - 1;
    f8 z = m * m;
    f8 p = 7.0376836292e-2f;
    p = p * m - 1.1514610310e-1f;
    p = p * m + 1.1676998740e-1f;
    p = p * m - 1.2420140846e-1f;
    p = p * m + 1.4249322787e-1f;
    p = p * m - 1.6668057665e-1f;
    p = p * m + 2.0000714765e-1f;
    p = p * m - 2.4999993993e-1f;
    p = p * m + 3.3333331174e-1f;
    f8 y = p * m * z;
    y += e * -2.12194440e-4f;
    y += -0.5f * z;
    return m + y + e * 0.693359375f;
}

// LaneMath.pow.
INLINE f8 lpow(f8 x, float y) {
    float twice = 2 * y;
    if (y > 0 && y <= 8 && twice == __builtin_roundf(twice)) {
        f8 result = 1;
        for (int i = 0; i < (int)y; i++) result *= x;
        if ((int)twice % 2 == 1) result *= root(at_least(x, 0));
        return sel(x <= 0, (f8)0, result);
    }
    return sel(x <= 0, (f8)0, lexp(llog(x) * y));
}

// LaneMath.floor and wholeNumber.
INLINE f8 lfloor(f8 v) {
    f8 nearest = (v + rounding_shift) - rounding_shift;
    return sel(nearest > v, nearest - 1, nearest);
}
INLINE i8 whole(f8 v) { return (i8)(v + rounding_shift) - rounding_bits; }

// FrostedBackdrop.cells.
INLINE void cells(f8 v, float origin, float inverse_factor, int32_t count, i8 *low, i8 *high, f8 *t) {
    const float limit = 2097152.0f;
    f8 f = at_most(at_least((v - origin) * inverse_factor - 0.5f, -limit), limit);
    f8 f0 = lfloor(f);
    f8 last = (float)(count - 1);
    *low = whole(at_most(at_least(f0, 0), last));
    *high = whole(at_most(at_least(f0 + 1, 0), last));
    *t = f - f0;
}

// Eight pixels held as vectors, as four channel vectors (PixelLanes's init from eight pixels): a 4×4 transpose in
// each 128-bit half by shuffles. Lane by lane, the compiler inserted and extracted one float at a time (76
// vinsertps in the row function, objdump).
INLINE px8 channels_of_pairs(f8 q0, f8 q1, f8 q2, f8 q3) {
    f8 t0 = __builtin_shufflevector(q0, q1, 0, 8, 1, 9, 4, 12, 5, 13);
    f8 t1 = __builtin_shufflevector(q0, q1, 2, 10, 3, 11, 6, 14, 7, 15);
    f8 t2 = __builtin_shufflevector(q2, q3, 0, 8, 1, 9, 4, 12, 5, 13);
    f8 t3 = __builtin_shufflevector(q2, q3, 2, 10, 3, 11, 6, 14, 7, 15);
    px8 o = {__builtin_shufflevector(t0, t2, 0, 1, 8, 9, 4, 5, 12, 13), __builtin_shufflevector(t0, t2, 2, 3, 10, 11, 6, 7, 14, 15),
             __builtin_shufflevector(t1, t3, 0, 1, 8, 9, 4, 5, 12, 13), __builtin_shufflevector(t1, t3, 2, 3, 10, 11, 6, 7, 14, 15)};
    return o;
}

// Two pixels in one register: `a` in the low half, `b` in the high.
INLINE f8 pair(f4 a, f4 b) { return __builtin_shufflevector(a, b, 0, 1, 2, 3, 4, 5, 6, 7); }

INLINE px8 channels(f4 p0, f4 p1, f4 p2, f4 p3, f4 p4, f4 p5, f4 p6, f4 p7) {
    return channels_of_pairs(pair(p0, p4), pair(p1, p5), pair(p2, p6), pair(p3, p7));
}

// Eight consecutive pixels from p as channels (PixelLanes(pixels:)).
INLINE px8 transpose(const float *p) {
    return channels(load4(p), load4(p + 4), load4(p + 8), load4(p + 12), load4(p + 16), load4(p + 20), load4(p + 24), load4(p + 28));
}

// The inverse: the eight pixels of c, into out[0...7].
INLINE void pixels(px8 c, f4 *out) {
    f8 t0 = __builtin_shufflevector(c.r, c.g, 0, 8, 1, 9, 4, 12, 5, 13);
    f8 t1 = __builtin_shufflevector(c.r, c.g, 2, 10, 3, 11, 6, 14, 7, 15);
    f8 t2 = __builtin_shufflevector(c.b, c.a, 0, 8, 1, 9, 4, 12, 5, 13);
    f8 t3 = __builtin_shufflevector(c.b, c.a, 2, 10, 3, 11, 6, 14, 7, 15);
    f8 q0 = __builtin_shufflevector(t0, t2, 0, 1, 8, 9, 4, 5, 12, 13);
    f8 q1 = __builtin_shufflevector(t0, t2, 2, 3, 10, 11, 6, 7, 14, 15);
    f8 q2 = __builtin_shufflevector(t1, t3, 0, 1, 8, 9, 4, 5, 12, 13);
    f8 q3 = __builtin_shufflevector(t1, t3, 2, 3, 10, 11, 6, 7, 14, 15);
    out[0] = q0.lo; out[4] = q0.hi; out[1] = q1.lo; out[5] = q1.hi;
    out[2] = q2.lo; out[6] = q2.hi; out[3] = q3.lo; out[7] = q3.hi;
}

// FrostedBackdrop.sample(x:y:mask:) of a grid: `p` its coarse pixels, `width` × `height` of them, its top-left corner at
// (ox, oy) canvas pixels, `inverse` 1 / its factor.
INLINE px8 grid_sample(const float *p, int32_t width, int32_t height, float ox, float oy, float inverse, f8 x, f8 y,
                       i8 mask) {
    i8 xa, xb, ra, rb; f8 tx, ty;
    cells(x, ox, inverse, width, &xa, &xb, &tx);
    cells(y, oy, inverse, height, &ra, &rb, &ty);
    i8 ya = ra * width, yb = rb * width;
    // Lanes k and k + 4 are worked out in one register, as channels_of_pairs takes them: eight separate pixels,
    // stored to the stack and loaded back two at a time, made a load wait on two stores (a failed store-to-load
    // forward), the kernel's costliest instruction on two threads (perf annotate). Each lane's arithmetic
    // is the same either way.
    f8 q[4];
    // Eight samples at one height (a straight edge's band: along a top or bottom edge every lane moves alike, along
    // a side edge none moves vertically) share their two rows and weight: the vertical step once per coarse column
    // they read, then the horizontal step per lane (FrostedBackdrop.verticalRow and sampleRow, the same arithmetic
    // as below, so the same floats). Per lane, the four gathers were a quarter of the edge kernel on a sheet frame
    // (perf annotate).
    int32_t lo = __builtin_reduce_min(xa), hi = __builtin_reduce_max(xb);
    if (__builtin_reduce_and(ra == ra[0]) && __builtin_reduce_and(ty == ty[0]) && hi - lo < 16) {
        f4 columns[16];
        const float *top = p + 4 * (int64_t)ya[0], *bottom = p + 4 * (int64_t)yb[0];
        float t = ty[0];
        for (int32_t c = lo; c <= hi; c++) {
            f4 a = load4(top + 4 * c), below = load4(bottom + 4 * c);
            columns[c - lo] = a + (below - a) * t;
        }
        for (int k = 0; k < 4; k++) {
            f8 left = pair(columns[xa[k] - lo], columns[xa[k + 4] - lo]);
            f8 right = pair(columns[xb[k] - lo], columns[xb[k + 4] - lo]);
            q[k] = left + (right - left) * pair((f4)tx[k], (f4)tx[k + 4]);
        }
    } else {
        for (int k = 0; k < 4; k++) {
            int j = k + 4;
            f8 a = pair(load4(p + 4 * (ya[k] + xa[k])), load4(p + 4 * (ya[j] + xa[j])));
            f8 b = pair(load4(p + 4 * (ya[k] + xb[k])), load4(p + 4 * (ya[j] + xb[j])));
            f8 c = pair(load4(p + 4 * (yb[k] + xa[k])), load4(p + 4 * (yb[j] + xa[j])));
            f8 d = pair(load4(p + 4 * (yb[k] + xb[k])), load4(p + 4 * (yb[j] + xb[j])));
            f8 weight = pair((f4)ty[k], (f4)ty[j]);
            f8 left = a + (c - a) * weight;
            f8 right = b + (d - b) * weight;
            q[k] = left + (right - left) * pair((f4)tx[k], (f4)tx[j]);
        }
    }
    px8 o = channels_of_pairs(q[0], q[1], q[2], q[3]);
    o.r = sel(mask, o.r, 0); o.g = sel(mask, o.g, 0); o.b = sel(mask, o.b, 0); o.a = sel(mask, o.a, 0);
    return o;
}

// The look's raw frost (what the tint reads) and its toned frost (the glass's colour: ElementShader.tonedFrosts).
INLINE px8 frost_sample(const lg_shade_look *L, f8 x, f8 y, i8 mask) {
    return grid_sample(L->frost, L->frostWidth, L->frostHeight, L->frostOriginX, L->frostOriginY, L->frostInverseFactor,
                       x, y, mask);
}

INLINE px8 toned_sample(const lg_shade_look *L, f8 x, f8 y, i8 mask) {
    return grid_sample(L->toned, L->tonedWidth, L->tonedHeight, L->tonedOriginX, L->tonedOriginY, L->frostInverseFactor,
                       x, y, mask);
}

// ElementShader.tinted(_:look:raw:): the look's tint over the toned frost `glass`, by the brightness of the raw frost
// `behind` (applyTintLanes); the caller skips it for an untinted look.
INLINE px8 tint(const lg_shade_look *L, px8 glass, px8 behind) {
    f8 luminance = 0.2126f * behind.r + 0.7152f * behind.g + 0.0722f * behind.b;
    f8 l = sel(behind.a <= 0, 0, unit(luminance / behind.a));
    f4 tint = {L->tint[0], L->tint[1], L->tint[2], L->tint[3]};
    f4 pure = tint / tint.w;
    f4 deep = pure * 0.45f;
    f4 light = pure + ((f4)1 - pure) * 0.12f;
    f8 rt = root(l);
    float k = tint.w * L->tintStrength;
    f8 weight = at_least(glass.a, k) * k;
    px8 o = {glass.r * (1 - k) + (deep.x + (light.x - deep.x) * rt) * weight,
             glass.g * (1 - k) + (deep.y + (light.y - deep.y) * rt) * weight,
             glass.b * (1 - k) + (deep.z + (light.z - deep.z) * rt) * weight,
             glass.a * (1 - k) + weight};
    return o;
}

// ElementShader.tinted(_:look:_:raw:): each lane's own tint over the toned frost (applyTintLanes for VariedLanes);
// the caller skips it where no lane is tinted.
INLINE px8 varied_tint(const lg_lane_looks *v, float strength, px8 glass, px8 behind) {
    i8 tinted = load8i(v->tinted);
    px8 c = glass;
    f8 luminance = 0.2126f * behind.r + 0.7152f * behind.g + 0.0722f * behind.b;
    f8 l = sel(behind.a <= 0, 0, unit(luminance / behind.a));
    f8 ta = load8(v->tintA);
    f8 w = sel(tinted, ta, 1);
    f8 pr = load8(v->tintR) / w, pg = load8(v->tintG) / w, pb = load8(v->tintB) / w;
    f8 rt = root(l);
    f8 k = ta * strength;
    f8 weight = at_least(c.a, k) * k;
    f8 dr = pr * 0.45f, dg = pg * 0.45f, db = pb * 0.45f;
    f8 lr = pr + (1 - pr) * 0.12f, lg = pg + (1 - pg) * 0.12f, lb = pb + (1 - pb) * 0.12f;
    px8 o = {sel(tinted, c.r * (1 - k) + (dr + (lr - dr) * rt) * weight, c.r),
             sel(tinted, c.g * (1 - k) + (dg + (lg - dg) * rt) * weight, c.g),
             sel(tinted, c.b * (1 - k) + (db + (lb - db) * rt) * weight, c.b),
             sel(tinted, c.a * (1 - k) + weight, c.a)};
    return o;
}

// ElementShader.lensDisplacement(_:inset:edgeCurvature:) for VariedLanes: each lane its own lens.
INLINE f8 varied_lens_displacement(const lg_lane_looks *v, f8 s, f8 edge_curvature) {
    f8 band = load8(v->band);
    f8 t = s / band;
    f8 t2 = t * t;
    f8 d = load8(v->amplitude) * lexp(-s * load8(v->inverseDecay)) * (1 - t2 * t2);
    f8 k = unit(edge_curvature * load8(v->halfMinorAxis));
    d *= 1 - load8(v->curvatureReduction) * k * lexp(-s * load8(v->inverseCurvatureDecay));
    f8 limit = load8(v->limit);
    i8 limited = limit > 0;
    if (any(limited)) {
        f8 lim = sel(limited, limit, 1);
        d = sel(limited, lim * (1 - lexp(-d / lim)), d);
    }
    return sel(s >= band, 0, d);
}

// ElementShader.lensDisplacement.
INLINE f8 lens_displacement(const lg_shade_look *L, f8 s, f8 edge_curvature) {
    if (!(L->lensBand > 0)) return 0;
    f8 t = s / L->lensBand;
    f8 t2 = t * t;
    f8 d = L->lensAmplitude * lexp(-s * L->lensInverseDecay) * (1 - t2 * t2);
    f8 k = unit(edge_curvature * L->lensHalfMinorAxis);
    d *= 1 - L->lensCurvatureReduction * k * lexp(-s * L->lensInverseCurvatureDecay);
    if (L->lensHasLimit && L->lensLimit > 0) d = L->lensLimit * (1 - lexp(-d / L->lensLimit));
    return sel(s >= L->lensBand, 0, d);
}

// ElementShader.toneMap.
INLINE f8 tone_map(const lg_shade_look *L, f8 v, f8 base) {
    f8 knee = at_least(base, L->knee);
    i8 over = v > knee;
    if (!any(over)) return v;
    f8 range = at_least(1 - knee, 1e-4f);
    f8 mapped = sel(knee >= 0.9999f, 1, knee + range * (1 - lexp(-(v - knee) / range)));
    return sel(over, mapped, v);
}

// ElementShader.darken.
INLINE void darken(const float *source, float *row, int count, f8 alpha) {
    if (count == 8) {
        px8 behind = transpose(source);
        f8 keep = 1 - alpha;
        px8 under = {behind.r * keep, behind.g * keep, behind.b * keep, behind.a + alpha * (1 - behind.a)};
        f4 out[8];
        pixels(under, out);
        for (int k = 0; k < 8; k++) store4(row + 4 * k, out[k]);
    } else {
        for (int k = 0; k < count; k++) {
            f4 behind = load4(source + 4 * k);
            float a = alpha[k];
            f4 under = behind * (1 - a);
            under.w = behind.w + a * (1 - behind.w);
            store4(row + 4 * k, under);
        }
    }
}

// The stages of shade8 that depend on the cells' distances alone (for a look the same in every lane): the lanes'
// lens offset, the inner shadow's factor and the highlight, with whether any lane has an inner shadow or a highlight.
typedef struct { f8 offset_x, offset_y, keep, light; int inner, lit; } edge_stages;

INLINE edge_stages edge_of(const lg_shade_look *L, const lg_lane_looks *v, f8 d, f8 dxp, f8 dxm, f8 dyp, f8 dym, i8 inside,
                           float step) {
    edge_stages e = {0, 0, 1, 0, 0, 0};
    f8 s = at_least(-d, 0);
    f8 nx = 0, ny = 0;
    i8 edge = inside & (s < (v ? load8(v->normalDepth) : (f8)L->normalDepth));
    if (any(edge)) {
        f8 gx = dxp - dxm, gy = dyp - dym;
        f8 length = root(gx * gx + gy * gy);
        f8 inverse = sel(length <= 1e-6f, 0, 1 / length);
        nx = sel(edge, gx * inverse, 0);
        ny = sel(edge, gy * inverse, 0);
        f8 level_curvature = (dxp + dxm + dyp + dym - 4 * d) / (step * step);
        f8 denominator = 1 + s * level_curvature;
        f8 edge_curvature = sel(denominator <= 1e-3f, 1 / at_least(s, 1e-3f), level_curvature / denominator);
        f8 amount = v ? varied_lens_displacement(v, s, edge_curvature) : lens_displacement(L, s, edge_curvature);
        e.offset_x = -nx * amount;
        e.offset_y = -ny * amount;
    }
    f8 up = at_least(-ny, 0);
    if (L->innerShadowStrength > 0 && any(up > 0)) {
        f8 t = (s - L->innerShadowDepth) / L->innerShadowSpread;
        f8 inner = L->innerShadowStrength * up * lexp(-t * t);
        e.keep = 1 - inner;
        e.inner = 1;
    }
    float w = L->glintWidth;
    i8 lit = inside & ((s < 4 * w) | (s < L->rimWidth));
    if (any(lit)) {
        f8 facing = magnitude(nx * L->lightX + ny * L->lightY);
        f8 lobe = lpow(facing, L->glintFocus);
        f8 profile = at_least(1 - s / w, 0) + 0.21f * at_least(1 - s / (4 * w), 0);
        f8 rim = at_least(1 - s / L->rimWidth, 0);
        e.light = sel(lit, L->glintIntensity * lobe * profile + L->rimIntensity * rim, 0);
        e.lit = 1;
    }
    return e;
}

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
    f8 coverage = unit(0.5f - d * scale);

    f8 shadow_alpha = 0;
    i8 outside = coverage < 1;
    if (any(valid & outside)) {
        f8 drop = 0;
        if (L->dropShadowOpacity > 0) {
            f8 t = at_most(1.702f * load8(shadow_cell) / L->dropShadowRadius, 30);
            drop = L->dropShadowOpacity / (1 + lexp(t));
        }
        f8 contour = unit(0.5f - (d - L->contourWidth) * scale) - coverage;
        f8 alpha = drop + (1 - drop) * L->contourOpacity * at_least(contour, 0);
        shadow_alpha = sel(outside, alpha, 0);
    }
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

    // The stages that depend on the distances alone (edge_of), through the tile's memo where there is one.
    f8 dxp = load8(cell + 1), dxm = load8(cell - 1);
    f8 dyp = load8(cell + stride), dym = load8(cell - stride);
    edge_stages e = memo && !v ? remembered(L, memo, position, last, count, d, dxp, dxm, dyp, dym, inside, step)
                               : edge_of(L, v, d, dxp, dxm, dyp, dym, inside, step);

    f8 px = (((float)x0 + iota() + 0.5f) * step + e.offset_x) * scale;
    f8 py = (((float)y + 0.5f) * step + e.offset_y) * scale;
    px8 glass = toned_sample(L, px, py, inside);
    if (v ? any(load8i(v->tinted)) : L->hasTint && L->tint[3] > 0) {
        px8 behind = frost_sample(L, px, py, inside);
        glass = v ? varied_tint(v, L->tintStrength, glass, behind) : tint(L, glass, behind);
    }
    if (e.inner) {
        f8 k = e.keep;
        glass.r = glass.r * k; glass.g = glass.g * k; glass.b = glass.b * k;
    }

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

// FieldTable's circle and capsule rows: distances at (x0 + k·dx, y), k < count; whole groups of eight in lanes,
// the tail one by one with the same operations (square roots are correctly rounded either way).
void lg_fill_circle(float cx, float cy, float radius, float y, float x0, float dx, int32_t count, float *out) {
    float vy = y - cy;
    int32_t lanes = count & ~7;
    for (int32_t k = 0; k < lanes; k += 8) {
        f8 vx = (x0 + (iota() + (float)k) * dx) - cx;
        f8 d = root(vx * vx + vy * vy) - radius;
        __builtin_memcpy(out + k, &d, sizeof d);
    }
    for (int32_t k = lanes; k < count; k++) {
        float vx = (x0 + (float)k * dx) - cx;
        out[k] = __builtin_sqrtf(vx * vx + vy * vy) - radius;
    }
}

void lg_fill_capsule(float cx, float cy, float hx, float hy, float radius, float y, float x0, float dx, int32_t count,
                     float *out) {
    float qy = y - cy;
    float ey = (qy < 0 ? -qy : qy) - hy;
    float dy = ey > 0 ? ey : 0;
    int32_t lanes = count & ~7;
    for (int32_t k = 0; k < lanes; k += 8) {
        f8 ex = magnitude((x0 + (iota() + (float)k) * dx) - cx) - hx;
        f8 ddx = at_least(ex, 0);
        f8 d = root(ddx * ddx + dy * dy) - radius;
        __builtin_memcpy(out + k, &d, sizeof d);
    }
    for (int32_t k = lanes; k < count; k++) {
        float qx = (x0 + (float)k * dx) - cx;
        float ex = (qx < 0 ? -qx : qx) - hx;
        float ddx = ex > 0 ? ex : 0;
        out[k] = __builtin_sqrtf(ddx * ddx + dy * dy) - radius;
    }
}


// GlassRenderer.coveredRun for a row of at most 64 cells: the covered cells (coverage `0.5 − d·scale` at least 1, a
// NaN not) as bits of one word, eight compares at a time; the run is the word's lowest to highest set bit when every
// bit between is set and there are at least sixteen.
int lg_covered_run(const float *cells, int32_t count, float scale, int32_t *lower, int32_t *upper) {
    uint64_t mask = 0;
    int32_t groups = count & ~7;
    const i8 weights = {1, 2, 4, 8, 16, 32, 64, 128};
    for (int32_t k = 0; k < groups; k += 8) {
        i8 covered = (0.5f - load8(cells + k) * scale) >= 1;
        mask |= (uint64_t)(uint32_t)__builtin_reduce_or(covered & weights) << k;
    }
    for (int32_t k = groups; k < count; k++) {
        if (0.5f - cells[k] * scale >= 1) mask |= (uint64_t)1 << k;
    }
    if (!mask) return 0;
    int32_t lo = __builtin_ctzll(mask), hi = 64 - __builtin_clzll(mask), n = hi - lo;
    if (n < 16) return 0;
    uint64_t run = n == 64 ? ~(uint64_t)0 : (((uint64_t)1 << n) - 1) << lo;
    if (mask != run) return 0;
    *lower = lo;
    *upper = hi;
    return 1;
}

// GlassBody's smooth union: member distance dm folded into the union's d (a plain minimum when `plain`; k4 is 4k),
// in lanes as its Swift lanes fold and one at a time as its scalar tail does.
INLINE f8 fold8(f8 d, f8 dm, float k, float k4, int plain) {
    if (plain) return at_most(dm, d);  // lg_min8(dm, d)
    f8 h = at_least(k - magnitude(d - dm), 0);
    return at_most(dm, d) - h * h / k4;
}

INLINE float fold1(float d, float dm, float k, float k4, int plain) {
    float least = dm < d ? dm : d;  // Swift's min(d, dm)
    if (plain) return least;
    float h = k - __builtin_fabsf(d - dm);
    h = 0 >= h ? 0 : h;  // Swift's max(h, 0)
    return least - h * h / k4;
}

// GlassBody.fillUnionDistances's fold of one member's row into the union: whole groups of eight in lanes, the rest
// one by one, as there.
void lg_union_fold(const float *member, int32_t count, float k, int32_t plain, float *distances) {
    float k4 = 4 * k;
    int32_t groups = count & ~7;
    for (int32_t i = 0; i < groups; i += 8) {
        f8 folded = fold8(load8(distances + i), load8(member + i), k, k4, plain);
        __builtin_memcpy(distances + i, &folded, sizeof folded);
    }
    for (int32_t i = groups; i < count; i++) distances[i] = fold1(distances[i], member[i], k, k4, plain);
}

// GlassBody.fillUnionDistances for members that are all circles and capsules, whole: each member's row as
// FieldTable.fill writes it (lg_fill_circle or lg_fill_capsule, then its inset added), folded by lg_union_fold.
void lg_union_distances(const lg_union_member *members, int32_t memberCount, float k, float y, float x0, float dx,
                        int32_t count, float *scratch, float *distances) {
    for (int32_t i = 0; i < count; i++) distances[i] = 3.40282347e+38f;  // Float.greatestFiniteMagnitude
    for (int32_t c = 0; c < memberCount; c++) {
        const lg_union_member *m = members + c;
        if (m->capsule) {
            lg_fill_capsule(m->cx, m->cy, m->hx, m->hy, m->radius, y, x0, dx, count, scratch);
        } else {
            lg_fill_circle(m->cx, m->cy, m->radius, y, x0, dx, count, scratch);
        }
        if (m->inset != 0) {
            for (int32_t i = 0; i < count; i++) scratch[i] += m->inset;
        }
        lg_union_fold(scratch, count, k, c == 0 || k <= 0, distances);
    }
}


// ElementShader.mixTints (TintStage.swift): whole groups of eight in lanes, the rest one by one, as there.
void lg_mix_tints(int32_t count, int32_t members, const float *distances, const float *unionRow, const float *tints,
                  float k, float scale, float *out) {
    int32_t groups = count & ~7;
    for (int32_t i = 0; i < groups; i += 8) {
        i8 covered = (0.5f - load8(unionRow + i) * scale) > 0;
        if (!any(covered)) {
            __builtin_memset(out + 4 * i, 0, 32 * sizeof(float));
            continue;
        }
        f8 best = 3.40282347e+38f;
        for (int32_t n = 0; n < members; n++) best = at_most(load8(distances + n * count + i), best);
        px8 sum = {0, 0, 0, 0};
        f8 total = 0;
        for (int32_t n = 0; n < members; n++) {
            f8 x = (load8(distances + n * count + i) - best) / k;
            f8 s = sel(x < 1, (1 - x) / (1 + x), 0);
            total = total + s;
            const float *t = tints + 4 * n;
            sum.r = sum.r + t[0] * s; sum.g = sum.g + t[1] * s; sum.b = sum.b + t[2] * s; sum.a = sum.a + t[3] * s;
        }
        i8 keep = covered & (total > 0);
        px8 mixed = {sel(keep, sum.r / total, 0), sel(keep, sum.g / total, 0), sel(keep, sum.b / total, 0),
                     sel(keep, sum.a / total, 0)};
        f4 px[8];
        pixels(mixed, px);
        for (int j = 0; j < 8; j++) store4(out + 4 * (i + j), px[j]);
    }
    for (int32_t i = groups; i < count; i++) {
        float *o = out + 4 * i;
        float c = 0.5f - unionRow[i] * scale;  // coverage(distance:) > 0
        if (!(c > 0)) {
            o[0] = o[1] = o[2] = o[3] = 0;
            continue;
        }
        float best = 3.40282347e+38f;
        for (int32_t n = 0; n < members; n++) {
            float d = distances[n * count + i];
            best = d < best ? d : best;  // Swift's min(best, d)
        }
        float sum[4] = {0, 0, 0, 0}, total = 0;
        for (int32_t n = 0; n < members; n++) {
            float x = (distances[n * count + i] - best) / k;
            if (!(x < 1)) continue;
            float s = (1 - x) / (1 + x);
            total += s;
            for (int ch = 0; ch < 4; ch++) sum[ch] += tints[4 * n + ch] * s;
        }
        for (int ch = 0; ch < 4; ch++) o[ch] = total > 0 ? sum[ch] / total : 0;
    }
}


// GlassBody.fillUnion whole, natively: every candidate's row (`rows`, member after member) folded into the union
// with the nearest two members tracked, eight pixels at a time in registers — the same comparisons and operations
// in the same order as the Swift fold (fold8, fold1), then the nearest member's weight as its last loop computes
// it.
void lg_union_row(const float *rows, const int32_t *members, int32_t memberCount, int32_t count, float k,
                  float *distances, int32_t *first, int32_t *second, float *weight) {
    const float greatest = 3.40282347e+38f;
    float k4 = 4 * k;
    int32_t groups = count & ~7;
    for (int32_t i = 0; i < groups; i += 8) {
        f8 d = greatest, b = greatest, n = greatest;
        i8 f = members[0], s = -1;
        for (int32_t c = 0; c < memberCount; c++) {
            f8 dm = load8(rows + (int64_t)c * count + i);
            d = fold8(d, dm, k, k4, c == 0 || k <= 0);
            i8 m = members[c];
            i8 nearer = dm < b;
            i8 between = ~nearer & (dm < n);
            n = sel(between, dm, sel(nearer, b, n));
            s = between ? m : (nearer ? f : s);
            b = sel(nearer, dm, b);
            f = nearer ? m : f;
        }
        f8 w = 1;
        if (k > 0) {
            i8 has = (s >= 0) & (n < greatest);
            f8 mixed = at_most(at_least(0.5f + (n - b) / (2 * k), 0), 1);
            w = sel(has, mixed, 1);
            s = has ? s : -1;
        } else {
            s = -1;
        }
        __builtin_memcpy(distances + i, &d, sizeof d);
        __builtin_memcpy(first + i, &f, sizeof f);
        __builtin_memcpy(second + i, &s, sizeof s);
        __builtin_memcpy(weight + i, &w, sizeof w);
    }
    for (int32_t i = groups; i < count; i++) {
        float d = greatest, b = greatest, n = greatest;
        int32_t f = members[0], s = -1;
        for (int32_t c = 0; c < memberCount; c++) {
            float dm = rows[(int64_t)c * count + i];
            d = fold1(d, dm, k, k4, c == 0 || k <= 0);
            if (dm < b) {
                n = b; s = f;
                b = dm; f = members[c];
            } else if (dm < n) {
                n = dm; s = members[c];
            }
        }
        distances[i] = d;
        first[i] = f;
        if (k > 0 && s >= 0 && n < greatest) {
            float w = 0.5f + (n - b) / (2 * k);
            w = 0 >= w ? 0 : w;  // Swift's max(w, 0)
            weight[i] = w > 1 ? 1 : w;  // Swift's min(w, 1)
            second[i] = s;
        } else {
            weight[i] = 1;
            second[i] = -1;
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
void lg_union_distances(const lg_union_member *members, int32_t memberCount, float k, float y, float x0, float dx,
                        int32_t count, float *scratch, float *distances) {
    (void)members; (void)memberCount; (void)k; (void)y; (void)x0; (void)dx; (void)count; (void)scratch; (void)distances;
    __builtin_trap();
}
void lg_shade_plain_rect(const lg_shade_look *L, int32_t y0, int32_t y1, int32_t x0, int32_t x1, float *scratch,
                         float *canvas, int32_t canvasWidth) {
    (void)L; (void)y0; (void)y1; (void)x0; (void)x1; (void)scratch; (void)canvas; (void)canvasWidth;
    __builtin_trap();
}
void lg_union_fold(const float *member, int32_t count, float k, int32_t plain, float *distances) {
    (void)member; (void)count; (void)k; (void)plain; (void)distances;
    __builtin_trap();
}
void lg_mix_tints(int32_t count, int32_t members, const float *distances, const float *unionRow, const float *tints,
                  float k, float scale, float *out) {
    (void)count; (void)members; (void)distances; (void)unionRow; (void)tints; (void)k; (void)scale; (void)out;
    __builtin_trap();
}
int lg_shade_paired8(const lg_shade_look *looks, int32_t material, const int32_t *first, const int32_t *second,
                     const float *weight, const float *mixedTints, int32_t x0, int32_t y, int32_t count, const float *cell,
                     int32_t stride, const float *shadowCell, float *canvas, int32_t canvasWidth) {
    (void)looks; (void)material; (void)first; (void)second; (void)weight; (void)mixedTints; (void)x0; (void)y; (void)count;
    (void)cell; (void)stride; (void)shadowCell; (void)canvas; (void)canvasWidth;
    __builtin_trap();
}
void lg_union_row(const float *rows, const int32_t *members, int32_t memberCount, int32_t count, float k,
                  float *distances, int32_t *first, int32_t *second, float *weight) {
    (void)rows; (void)members; (void)memberCount; (void)count; (void)k; (void)distances; (void)first; (void)second; (void)weight;
    __builtin_trap();
}
int lg_covered_run(const float *cells, int32_t count, float scale, int32_t *lower, int32_t *upper) {
    (void)cells; (void)count; (void)scale; (void)lower; (void)upper;
    __builtin_trap();
}
void lg_fill_circle(float cx, float cy, float radius, float y, float x0, float dx, int32_t count, float *out) {
    (void)cx; (void)cy; (void)radius; (void)y; (void)x0; (void)dx; (void)count; (void)out;
    __builtin_trap();
}
void lg_fill_capsule(float cx, float cy, float hx, float hy, float radius, float y, float x0, float dx, int32_t count,
                     float *out) {
    (void)cx; (void)cy; (void)hx; (void)hy; (void)radius; (void)y; (void)x0; (void)dx; (void)count; (void)out;
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
