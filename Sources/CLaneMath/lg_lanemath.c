// The functions of CLaneMath.h are static inline; this file exists because a C target needs one source file.
#include "CLaneMath.h"
