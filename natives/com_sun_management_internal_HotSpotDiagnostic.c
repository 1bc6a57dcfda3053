/* com.sun.management.internal.HotSpotDiagnostic natives: heap dumps (HPROF)
 * are not written by Rivet. */
#include "natives/natives.h"

NATIVE(dumpHeap0)
{
    (void)a;
    (void)ret;
    exc_throw(th, "java/lang/UnsupportedOperationException", "heap dumps are not supported");
}

NATIVES_TABLE(com_sun_management_internal_HotSpotDiagnostic, "com/sun/management/internal/HotSpotDiagnostic",
    {"dumpHeap0", "(Ljava/lang/String;Z)V", dumpHeap0},
);
