// The AVX2 kernels' vector types and small helpers (lg_shade.c, lg_corner.c): each mirrors a Swift lane operation
// (Lanes.swift) so that the kernels give the Swift lanes' floats bit for bit. Included inside `#if defined(__x86_64__)
// && defined(__clang__)`; it opens the AVX2 target attribute, which the including file pops at its end.
#ifndef LG_LANES_H
#define LG_LANES_H

#include <stdint.h>

typedef float f8 __attribute__((ext_vector_type(8)));
typedef int32_t i8 __attribute__((ext_vector_type(8)));
typedef float f4 __attribute__((ext_vector_type(4)));

#define INLINE static inline __attribute__((always_inline))

// Every function from here to the pop is compiled for AVX2 (the helpers too: an eight-float vector crossing a call
// between differently targeted functions changes the ABI).
#pragma clang attribute push (__attribute__((target("avx2"))), apply_to = function)

// Lanes.swift: atLeast, atMost (the x86 convention for NaN: the second operand), clampedToUnit, magnitude.
INLINE f8 at_least(f8 x, f8 v) { return x > v ? x : v; }
INLINE f8 at_most(f8 x, f8 v) { return x < v ? x : v; }
INLINE f8 unit(f8 x) { return at_most(at_least(x, 0), 1); }
INLINE f8 magnitude(f8 x) { return at_least(x, -x); }
INLINE f8 root(f8 x) { return __builtin_elementwise_sqrt(x); }
INLINE f8 sel(i8 m, f8 a, f8 b) { return m ? a : b; }
INLINE int any(i8 m) { return __builtin_reduce_or(m) != 0; }
INLINE f8 load8(const float *p) { f8 v; __builtin_memcpy(&v, p, sizeof v); return v; }
INLINE i8 load8i(const int32_t *p) { i8 v; __builtin_memcpy(&v, p, sizeof v); return v; }
INLINE f4 load4(const float *p) { f4 v; __builtin_memcpy(&v, p, sizeof v); return v; }
INLINE void store4(float *p, f4 v) { __builtin_memcpy(p, &v, sizeof v); }
INLINE f8 iota(void) { return (f8){0, 1, 2, 3, 4, 5, 6, 7}; }

#endif
