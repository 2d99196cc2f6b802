// The shading stages' native forms (lg_shade.c, lg_field_rows.c): each static inline function mirrors a Swift stage's
// lane form (the Stages/ folder of LiquidGlassRender, in the order ShadingStage lists) or a lane helper, expression
// for expression, so that the kernels give the Swift lanes' floats bit for bit. Included after lg_lanes.h, inside the
// AVX2 target attribute the including file opened.
#ifndef LG_STAGES_H
#define LG_STAGES_H

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
    f4 deep = pure * L->tintDeepShade;
    f4 light = pure + ((f4)1 - pure) * L->tintLightShade;
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
INLINE px8 varied_tint(const lg_lane_looks *v, float strength, float deep_shade, float light_shade, px8 glass, px8 behind) {
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
    f8 dr = pr * deep_shade, dg = pg * deep_shade, db = pb * deep_shade;
    f8 lr = pr + (1 - pr) * light_shade, lg = pg + (1 - pg) * light_shade, lb = pb + (1 - pb) * light_shade;
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

// LG_STAGE_OUTER_SHADOW: ElementShader.outerShadowLanes (DropShadowStage.swift), the drop shadow from the tile's
// shadow distances, then the contour; zero where a lane is not outside.
INLINE f8 outer_shadow8(const lg_shade_look *L, f8 d, f8 coverage, i8 outside, const float *shadow_cell) {
    f8 drop = 0;
    if (L->dropShadowOpacity > 0) {
        f8 t = at_most(1.702f * load8(shadow_cell) / L->dropShadowRadius, 30);
        drop = L->dropShadowOpacity / (1 + lexp(t));
    }
    f8 contour = unit(0.5f - (d - L->contourWidth) * L->scale) - coverage;
    f8 alpha = drop + (1 - drop) * L->contourOpacity * at_least(contour, 0);
    return sel(outside, alpha, 0);
}

#endif
