/* java.lang.StrictMath natives.
 *
 * These call the C library; Java specifies fdlibm's results for them, which
 * glibc matches in almost all cases but not bit for bit in every one (see the
 * README's list of limits). */
#include <math.h>

#include "natives/natives.h"

#define D1(name, fn)         \
    NATIVE(name)             \
    {                        \
        (void)th;            \
        ret->d = fn(a[0].d); \
    }
#define D2(name, fn)                 \
    NATIVE(name)                     \
    {                                \
        (void)th;                    \
        ret->d = fn(a[0].d, a[2].d); \
    }

D1(sm_sin, sin)
D1(sm_cos, cos)
D1(sm_tan, tan)
D1(sm_asin, asin)
D1(sm_acos, acos)
D1(sm_atan, atan)
D1(sm_log, log)
D1(sm_log10, log10)
D1(sm_sqrt, sqrt)
D1(sm_sinh, sinh)
D1(sm_cosh, cosh)
D1(sm_tanh, tanh)
D1(sm_expm1, expm1)
D1(sm_log1p, log1p)
D2(sm_IEEEremainder, remainder)
D2(sm_atan2, atan2)

NATIVES_TABLE(java_lang_StrictMath, "java/lang/StrictMath",
    {"sin", "(D)D", sm_sin},
    {"cos", "(D)D", sm_cos},
    {"tan", "(D)D", sm_tan},
    {"asin", "(D)D", sm_asin},
    {"acos", "(D)D", sm_acos},
    {"atan", "(D)D", sm_atan},
    {"log", "(D)D", sm_log},
    {"log10", "(D)D", sm_log10},
    {"sqrt", "(D)D", sm_sqrt},
    {"IEEEremainder", "(DD)D", sm_IEEEremainder},
    {"atan2", "(DD)D", sm_atan2},
    {"sinh", "(D)D", sm_sinh},
    {"cosh", "(D)D", sm_cosh},
    {"tanh", "(D)D", sm_tanh},
    {"expm1", "(D)D", sm_expm1},
    {"log1p", "(D)D", sm_log1p},
);
