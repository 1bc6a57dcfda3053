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
 * file's modifiers. StrictMath is untouched.
 *
 * Math.fma(double) and fma(float) are Java code too, which answers the
 * canonical NaN for any NaN argument; on a CPU with FMA (HotSpot's UseFMA,
 * on by default there) HotSpot runs vfmadd231sd/ss instead, interpreter
 * included, which returns the quieted NaN of one argument (b first, then a,
 * then c) and the x86 default NaN for inf*0+c. Without FMA the Java code
 * runs, as on HotSpot. */
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
/* c = a * b + c, rounded once, as HotSpot's FMA entries: b is the second
 * operand of vfmadd231, so its NaN wins over a's, and a's over c's. */
NATIVE(Math_fmaD)
{
    double x = a[0].d, y = a[2].d, z = a[4].d;
    (void)th;
    __asm__("vfmadd231sd %2, %1, %0" : "+x"(z) : "x"(y), "x"(x));
    ret->d = z;
}
NATIVE(Math_fmaF)
{
    float x = a[0].f, y = a[1].f, z = a[2].f;
    (void)th;
    __asm__("vfmadd231ss %2, %1, %0" : "+x"(z) : "x"(y), "x"(x));
    ret->f = z;
}

static const NativeDef math_intrinsics[] = {
    {"exp", "(D)D", Math_exp}, {"log", "(D)D", Math_log}, {"log10", "(D)D", Math_log10},
    {"pow", "(DD)D", Math_pow}, {"sin", "(D)D", Math_sin}, {"cos", "(D)D", Math_cos},
    {"tan", "(D)D", Math_tan}, {"abs", "(D)D", Math_abs},
    {"fma", "(DDD)D", Math_fmaD}, {"fma", "(FFF)F", Math_fmaF},
};

NativeFn natives_find_intrinsic(const Method *m)
{
    if (m->cls->loader || strcmp(m->cls->name, "java/lang/Math") != 0 || !(m->access & ACC_STATIC))
        return NULL;
    for (size_t i = 0; i < ARRAY_LEN(math_intrinsics); i++)
        if (strcmp(m->name, math_intrinsics[i].name) == 0 && strcmp(m->desc, math_intrinsics[i].desc) == 0) {
            if (math_intrinsics[i].fn == Math_fmaD || math_intrinsics[i].fn == Math_fmaF) {
                __builtin_cpu_init();
                if (!__builtin_cpu_supports("fma"))
                    return NULL;
            }
            return math_intrinsics[i].fn;
        }
    return NULL;
}
