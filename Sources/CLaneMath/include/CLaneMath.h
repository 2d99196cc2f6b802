// Vector square root, minimum and maximum over eight floats (and a clamp over eight integers) for the renderer's lanes (LiquidGlassRender/Lanes).
//
// Swift's SIMD types do these lane by lane: on Linux `Float.squareRoot()` goes through a C shim compiled with
// errno semantics, so SIMD8<Float>.squareRoot() became eight `sqrtss` plus eight guarded calls to libm's sqrtf,
// and pointwiseMin/Max stayed out-of-line generic calls (perf and objdump of the release build).
// Clang's element-wise builtins lower to one instruction per register (sqrtps, minps, maxps on x86-64; fsqrt,
// fmin, fmax on arm64). These functions are `static inline`, so the Swift compiler inlines them where called.
//
// min and max follow the x86 convention deliberately: when either lane is NaN the second operand is returned.
#ifndef CLANEMATH_H
#define CLANEMATH_H

typedef float lg_float8 __attribute__((ext_vector_type(8)));

static inline __attribute__((always_inline)) lg_float8 lg_sqrt8(lg_float8 x) {
    return __builtin_elementwise_sqrt(x);
}

static inline __attribute__((always_inline)) lg_float8 lg_max8(lg_float8 a, lg_float8 b) {
    return a > b ? a : b;
}

static inline __attribute__((always_inline)) lg_float8 lg_min8(lg_float8 a, lg_float8 b) {
    return a < b ? a : b;
}

typedef int lg_int8 __attribute__((ext_vector_type(8)));

/// Each lane clamped to 0...hi.
static inline __attribute__((always_inline)) lg_int8 lg_clamp8i(lg_int8 v, int hi) {
    lg_int8 zero = 0, top = hi;
    v = v < zero ? zero : v;
    return v > top ? top : v;
}

/// Whether any lane of a mask (lanes 0 or -1) is set, and whether all are: the Swift standard library's `any` and
/// `all` reduce with `SIMD.min()`/`max()`, which stayed an out-of-line call per use (4 % of the burst's shading,
/// perf). Lowered to a few vector instructions and one move of the sign bits.
static inline __attribute__((always_inline)) int lg_any8(lg_int8 m) {
    return __builtin_reduce_or(m) != 0;
}

static inline __attribute__((always_inline)) int lg_all8(lg_int8 m) {
    return __builtin_reduce_and(m) != 0;
}

/// The mask's lanes as the low eight bits of an integer (lane k set: bit k), so that Swift can test lanes one by
/// one without reading the vector element by element through memory.
static inline __attribute__((always_inline)) int lg_bits8(lg_int8 m) {
    int bits = 0;
    for (int k = 0; k < 8; k++) bits |= (m[k] != 0) << k;
    return bits;
}

#include "lg_shade.h"
#include "lg_corner.h"

#endif
