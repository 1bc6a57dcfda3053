/* java.lang.Math intrinsics: Java methods of Math that run as VM natives.
 *
 * Math.exp, log, log10, pow, sin, cos, tan and abs(double) are ordinary Java methods
 * (delegating to StrictMath, i.e. fdlibm), but HotSpot on x86_64 replaces
 * them everywhere, interpreter included, with its Intel LIBM stubs, whose
 * results differ from fdlibm's in the last bit for some arguments. To print
 * what HotSpot prints, link.c binds these methods to the C versions of those
 * stubs (natives/libm_hotspot.c) when it links java.lang.Math: the method is
 * marked ACC_NATIVE | MF_INTRINSIC with its native already bound, so the
 * interpreter calls it as a native; reflection still reports the class
 * file's modifiers. StrictMath is untouched. */
#include <math.h>

#include "natives/libm_hotspot.h"
#include "natives/natives.h"

/* A double argument takes two slots; the value is in the first. */
NATIVE(Math_exp) { (void)th; ret->d = libm_exp(a[0].d); }
NATIVE(Math_log) { (void)th; ret->d = libm_log(a[0].d); }
NATIVE(Math_log10) { (void)th; ret->d = libm_log10(a[0].d); }
NATIVE(Math_pow) { (void)th; ret->d = libm_pow(a[0].d, a[2].d); }
NATIVE(Math_sin) { (void)th; ret->d = libm_sin(a[0].d); }
NATIVE(Math_cos) { (void)th; ret->d = libm_cos(a[0].d); }
NATIVE(Math_tan) { (void)th; ret->d = libm_tan(a[0].d); }
/* HotSpot's abs(double), interpreter and compilers alike, clears the sign bit,
 * a NaN's too; the Java code returns a negative NaN unchanged. (abs(float)
 * has no interpreter intrinsic on HotSpot, so it stays Java code.) */
NATIVE(Math_abs) { (void)th; ret->d = fabs(a[0].d); }

static const NativeDef math_intrinsics[] = {
    {"exp", "(D)D", Math_exp}, {"log", "(D)D", Math_log}, {"log10", "(D)D", Math_log10},
    {"pow", "(DD)D", Math_pow}, {"sin", "(D)D", Math_sin}, {"cos", "(D)D", Math_cos},
    {"tan", "(D)D", Math_tan}, {"abs", "(D)D", Math_abs},
};

NativeFn natives_find_intrinsic(const Method *m)
{
    if (m->cls->loader || strcmp(m->cls->name, "java/lang/Math") != 0 || !(m->access & ACC_STATIC))
        return NULL;
    for (size_t i = 0; i < ARRAY_LEN(math_intrinsics); i++)
        if (strcmp(m->name, math_intrinsics[i].name) == 0 && strcmp(m->desc, math_intrinsics[i].desc) == 0)
            return math_intrinsics[i].fn;
    return NULL;
}
