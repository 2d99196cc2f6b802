// The functions of CLaneMath.h are static inline (the AVX2 shading is in lg_shade.c); nothing to compile here.
#include "CLaneMath.h"
