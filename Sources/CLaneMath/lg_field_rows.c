// The distance rows of FieldTable and the union's rows in AVX2 lanes (see lg_shade.h): circles and capsules, the
// covered run of a tile row, the smooth union's fold, distances and tints. Every expression mirrors its Swift original;
// the comments name it. No contraction, as in lg_shade.c.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

#include "lg_shade.h"

#if defined(__x86_64__) && defined(__clang__)

#include "lg_lanes.h"
#include "lg_stages.h"

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

#else

void lg_union_distances(const lg_union_member *members, int32_t memberCount, float k, float y, float x0, float dx,
                        int32_t count, float *scratch, float *distances) {
    (void)members; (void)memberCount; (void)k; (void)y; (void)x0; (void)dx; (void)count; (void)scratch; (void)distances;
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

#endif
