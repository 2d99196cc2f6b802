// A continuous rounded rectangle's rows of distances, eight points at a time, compiled for AVX2 and chosen at run
// time (as lg_shade.h's kernels are): a line-for-line port of FieldTable's `continuousRounded` row and
// `continuousCorner` lanes (FieldTable+ContinuousCorner.swift), with the scalar segment walk and binary search of
// ContinuousRoundedRectangleField per lane, so that every distance is the field's own `distance(to:hint:)`, bit for
// bit (FieldTableTests compare all three ways). In Swift's baseline-x86-64 lanes the corners were a quarter of a sheet
// frame (perf, release).
#ifndef LG_CORNER_H
#define LG_CORNER_H

#include <stdint.h>

/// ContinuousRoundedRectangleField, flattened (FieldTable builds it once per member).
typedef struct {
    float centerX, centerY, halfX, halfY;
    float radius, extent, edgeColumn, joinX, joinY;
    float deepThreshold, shallowLimit;
    int32_t coarseStride;
    /// The corner polyline's vertices (`count` of each, structure of arrays).
    int32_t count;
    const float *pointX, *pointY, *tangentX, *tangentY, *edgeX, *edgeY, *inverseLengthSquared, *normalX, *normalY;
    /// The corner cubic B(τ) = ((a·τ + b)·τ + c)·τ + d, per coordinate.
    float cubicA[2], cubicB[2], cubicC[2], cubicD[2];
} lg_continuous_field;

/// Distances to the field at (x0 + k·dx, y) for first ≤ k < count into out[k], count − first a multiple of eight;
/// `hint` carries the polyline segment of the last corner point from row to row as `distance(to:hint:)` does (-1 at
/// first).
void lg_fill_continuous(const lg_continuous_field *field, float y, float x0, float dx, int32_t first, int32_t count,
                        int32_t *hint, float *out);

#endif
