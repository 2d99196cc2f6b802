// A continuous rounded rectangle's rows in AVX2 lanes (see lg_corner.h). Every expression mirrors its Swift original
// in FieldTable.swift (`continuousRounded`), FieldTable+ContinuousCorner.swift (`continuousCorner`, `refine`) and
// ContinuousRoundedRectangleField.swift (`walk`, `search`); the comments name them. No contraction, as in lg_shade.c.
#pragma STDC FP_CONTRACT OFF
#pragma clang fp contract(off)

#include "lg_corner.h"

#if defined(__x86_64__) && defined(__clang__)

#include "lg_lanes.h"

INLINE int all(i8 m) { return __builtin_reduce_and(m) != 0; }

typedef struct { f8 distance, cross; i8 found; } refined8;

// B(τ) and B′(τ) per coordinate, in the field's order of operations.
INLINE f8 cubic_point(float a, float b, float c, float e, f8 t) {
    f8 inner = a * t + b;
    f8 middle = inner * t + c;
    return middle * t + e;
}

INLINE f8 cubic_velocity(float a3, float b2, float c, f8 t) {
    f8 inner = a3 * t + b2;
    return inner * t + c;
}

// FieldTable.refine: one Newton step on (B(τ) − w)·B′(τ) = 0 from polyline position `position`.
INLINE refined8 refine(const lg_continuous_field *f, f8 position, f8 u, f8 v) {
    const float *a = f->cubicA, *b = f->cubicB, *c = f->cubicC, *e = f->cubicD;
    float a3x = 3 * a[0], a3y = 3 * a[1], b2x = 2 * b[0], b2y = 2 * b[1], a6x = 6 * a[0], a6y = 6 * a[1];
    float segments = (float)(f->count - 1);
    f8 start = position / segments;
    float reach = 1 / segments;
    f8 lower = at_least(start - reach, 0), upper = at_most(start + reach, 1);
    f8 sx = cubic_point(a[0], b[0], c[0], e[0], start) - u;
    f8 sy = cubic_point(a[1], b[1], c[1], e[1], start) - v;
    f8 vx = cubic_velocity(a3x, b2x, c[0], start), vy = cubic_velocity(a3y, b2y, c[1], start);
    f8 curvature_x = a6x * start + b2x, curvature_y = a6y * start + b2y;
    f8 speed = vx * vx + vy * vy;
    f8 along = sx * curvature_x + sy * curvature_y;
    f8 slope = speed + along;
    f8 projection = sx * vx + sy * vy;
    f8 tau = at_most(at_least(start - projection / slope, lower), upper);
    f8 ox = u - cubic_point(a[0], b[0], c[0], e[0], tau);
    f8 oy = v - cubic_point(a[1], b[1], c[1], e[1], tau);
    f8 dir_x = cubic_velocity(a3x, b2x, c[0], tau), dir_y = cubic_velocity(a3y, b2y, c[1], tau);
    refined8 r = {root(ox * ox + oy * oy), dir_x * oy - dir_y * ox, slope > 1e-12f};
    return r;
}

// ContinuousRoundedRectangleField.search: the largest i with dot(w − V_i, T_i) ≥ 0 (0 when there is none).
INLINE int32_t ahead(const lg_continuous_field *f, int32_t i, float wx, float wy) {
    return (wx - f->pointX[i]) * f->tangentX[i] + (wy - f->pointY[i]) * f->tangentY[i] >= 0;
}

INLINE int32_t search(const lg_continuous_field *f, float wx, float wy) {
    if (!ahead(f, 0, wx, wy)) return 0;
    int32_t lo = 0, n = f->count;
    while (n > 1) {
        int32_t half = n >> 1;
        lo = ahead(f, lo + half, wx, wy) ? lo + half : lo;
        n -= half;
    }
    return lo;
}

// ContinuousRoundedRectangleField.walk.
INLINE int32_t walk(const lg_continuous_field *f, float wx, float wy, int32_t start) {
    int32_t i = start < f->count - 1 ? start : f->count - 1;
    while (i + 1 < f->count && ahead(f, i + 1, wx, wy)) i += 1;
    while (i > 0 && !ahead(f, i, wx, wy)) i -= 1;
    return i;
}

// FieldTable.continuousCorner.
INLINE void corner(const lg_continuous_field *f, f8 u, f8 v, i8 settled, int32_t *hint, float *out) {
    i8 pending = ~settled;
    f8 result = -v;
    f8 beyond = u - f->extent;
    f8 best = sel(beyond >= 0, -v, (f8)__builtin_inff());
    float radius = f->radius;
    f8 cu = u - radius, cv = v - radius;
    i8 wedge = (f->joinX * cu - f->joinY * cv) <= 0;
    f8 arc = root(cu * cu + cv * cv) - radius;
    i8 arc_answers = pending & wedge & (arc >= 0);
    result = sel(arc_answers, arc, result);
    pending = pending & ~arc_answers;
    best = sel(wedge & (magnitude(arc) < magnitude(best)), arc, best);

    int32_t count = f->count;
    if (count <= 1 || !any(pending)) {
        if (count <= 1) result = sel(pending, best, result);
        __builtin_memcpy(out, &result, sizeof result);
        return;
    }
    // Each pending point's segment, walked from the last point's where the point is shallow.
    int32_t segments[8];
    for (int l = 0; l < 8; l++) {
        if (!pending[l]) { segments[l] = 0; continue; }
        int32_t s = *hint >= 0 && v[l] < f->shallowLimit ? walk(f, u[l], v[l], *hint) : search(f, u[l], v[l]);
        *hint = s;
        segments[l] = s;
    }
    f8 segment = __builtin_convertvector(load8i(segments), f8);
    // The nearest of the segments before, at and after it that exist.
    f8 best_squared = __builtin_inff(), best_cross = 0, best_t = 0, best_segment = 0;
    int32_t last = count - 2;
    for (int c = -1; c <= 1; c++) {
        f8 k = segment + (float)c;
        i8 valid = pending & (k >= 0) & (k <= (float)last);
        f8 px, py, ex, ey, inverse;
        for (int l = 0; l < 8; l++) {
            int32_t i = segments[l] + c;
            i = i < 0 ? 0 : (i > last ? last : i);
            px[l] = f->pointX[i]; py[l] = f->pointY[i];
            ex[l] = f->edgeX[i]; ey[l] = f->edgeY[i];
            inverse[l] = f->inverseLengthSquared[i];
        }
        f8 ax = u - px, ay = v - py;
        f8 t = at_most(at_least((ax * ex + ay * ey) * inverse, 0), 1);
        f8 dx = ax - ex * t, dy = ay - ey * t;
        f8 squared = dx * dx + dy * dy;
        i8 nearer = valid & (squared < best_squared);
        best_squared = sel(nearer, squared, best_squared);
        best_cross = sel(nearer, ex * ay - ey * ax, best_cross);
        best_segment = sel(nearer, k, best_segment);
        best_t = sel(nearer, t, best_t);
    }
    f8 d = root(best_squared);
    f8 polyline = sel(best_cross < 0, -d, d);
    float deep_threshold = f->deepThreshold;
    f8 judged = sel(d < magnitude(best), polyline, best);
    // One Newton step from the nearest polyline point, kept within a segment of it.
    i8 refines = pending & ~(judged < deep_threshold);
    if (any(refines)) {
        refined8 step = refine(f, best_segment + best_t, u, v);
        i8 refined = refines & step.found;
        d = sel(refined, step.distance, d);
        best_cross = sel(refined, step.cross, best_cross);
    }
    f8 initial = best;
    best = sel(d < magnitude(best), sel(best_cross < 0, -d, d), best);
    // Deep inside, the smallest distance to a tangent line.
    i8 deep = pending & (best < deep_threshold);
    if (any(deep)) {
        f8 inside = v;
        int32_t stride = f->coarseStride;
        f8 coarse_best = __builtin_inff(), coarse_index = 0;
        for (int32_t k = 0; k < count - 1; k += stride) {
            f8 distance = (u - f->pointX[k]) * f->normalX[k] + (v - f->pointY[k]) * f->normalY[k];
            i8 nearer = distance < coarse_best;
            coarse_best = sel(nearer, distance, coarse_best);
            coarse_index = sel(nearer, (f8)(float)k, coarse_index);
        }
        f8 first = at_least(coarse_index - (float)stride, 0);
        f8 end = at_most(coarse_index + (float)stride, (float)(count - 2));
        i8 firsts = __builtin_convertvector(first, i8);
        f8 line_best = __builtin_inff(), line_index = first;
        for (int32_t o = 0; o <= 2 * stride; o++) {
            f8 line = first + (float)o;
            i8 valid = line <= end;
            f8 px, py, nx, ny;
            for (int l = 0; l < 8; l++) {
                int32_t i = firsts[l] + o;
                i = i < count - 2 ? i : count - 2;
                px[l] = f->pointX[i]; py[l] = f->pointY[i];
                nx[l] = f->normalX[i]; ny[l] = f->normalY[i];
            }
            f8 distance = (u - px) * nx + (v - py) * ny;
            i8 nearer = valid & (distance < line_best);
            line_best = sel(nearer, distance, line_best);
            line_index = sel(nearer, line, line_index);
        }
        // The nearest tangent line touches the curve at the nearest point: refined from its chord's middle.
        refined8 step = refine(f, line_index + 0.5f, u, v);
        i8 exact = step.found & (step.cross <= 0);
        f8 bound = sel(initial < 0, -initial, (f8)__builtin_inff());
        f8 refined = at_most(at_most(inside, step.distance), bound);
        f8 unrefined = at_most(at_most(inside, line_best), -best);
        inside = sel(exact, refined, unrefined);
        // The arc's tangent lines: in its wedge, the arc itself; outside it, those at its ends.
        f8 to_arc = radius - root(cu * cu + cv * cv);
        f8 at_join = -(f->joinY * cu + f->joinX * cv);
        f8 at_apex = -(cu + cv) * __builtin_sqrtf(0.5f);
        f8 ends = radius - at_least(at_join, at_apex);
        inside = at_most(inside, sel(wedge, to_arc, ends));
        best = sel(deep, -inside, best);
    }
    result = sel(pending, best, result);
    __builtin_memcpy(out, &result, sizeof result);
}

// FieldTable.continuousRounded, whole groups of eight (the caller computes the rest point by point).
void lg_fill_continuous(const lg_continuous_field *f, float y, float x0, float dx, int32_t first, int32_t count,
                        int32_t *hint, float *out) {
    float cx = f->centerX, half_x = f->halfX;
    float vy = f->halfY - __builtin_fabsf(y - f->centerY);
    float extent = f->extent, column = f->edgeColumn;
    for (int32_t k = first; k + 8 <= count; k += 8) {
        f8 x = x0 + (iota() + (float)k) * dx;
        f8 ux = half_x - magnitude(x - cx);
        // The field's fold about the corner's diagonal: u the larger, v the smaller.
        i8 swaps = vy > ux;
        f8 u = sel(swaps, (f8)vy, ux), v = sel(swaps, ux, (f8)vy);
        f8 beyond = u - extent;
        i8 edge = ((beyond >= 0) & (magnitude(v) <= beyond)) | ((v >= 0) & (u >= column));
        if (all(edge)) {
            f8 answer = -v;
            __builtin_memcpy(out + k, &answer, sizeof answer);
        } else {
            corner(f, u, v, edge, hint, out + k);
        }
    }
}

#pragma clang attribute pop

#else

void lg_fill_continuous(const lg_continuous_field *field, float y, float x0, float dx, int32_t first, int32_t count,
                        int32_t *hint, float *out) {
    (void)field; (void)y; (void)x0; (void)dx; (void)first; (void)count; (void)hint; (void)out;
    __builtin_trap();
}

#endif
