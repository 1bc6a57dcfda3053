/* java.lang.Float and java.lang.Double bit conversions. */
#include "natives/natives.h"

NATIVE(floatToRawIntBits)
{
    (void)th;
    ret->i = a[0].i;
}

NATIVE(intBitsToFloat)
{
    (void)th;
    ret->i = a[0].i;
}

NATIVE(doubleToRawLongBits)
{
    (void)th;
    ret->j = a[0].j;
}

NATIVE(longBitsToDouble)
{
    (void)th;
    ret->j = a[0].j;
}

NATIVES_TABLE(java_lang_Float, "java/lang/Float",
    {"floatToRawIntBits", "(F)I", floatToRawIntBits},
    {"intBitsToFloat", "(I)F", intBitsToFloat},
);

NATIVES_TABLE(java_lang_Double, "java/lang/Double",
    {"doubleToRawLongBits", "(D)J", doubleToRawLongBits},
    {"longBitsToDouble", "(J)D", longBitsToDouble},
);
