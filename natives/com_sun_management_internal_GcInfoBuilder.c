/* com.sun.management.internal.GcInfoBuilder natives. The collector has no
 * GC-specific attributes, and the heap does not record the start, end and
 * per-pool usage of its collections, so there is no last GcInfo (null, as
 * before any collection in HotSpot). */
#include "natives/natives.h"

NATIVE(getNumGcExtAttributes)
{
    (void)th;
    (void)a;
    ret->i = 0;
}

NATIVE(fillGcAttributeInfo)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(getLastGcInfo0)
{
    (void)th;
    (void)a;
    ret->a = NULL;
}

NATIVES_TABLE(com_sun_management_internal_GcInfoBuilder, "com/sun/management/internal/GcInfoBuilder",
    {"getNumGcExtAttributes", "(Ljava/lang/management/GarbageCollectorMXBean;)I", getNumGcExtAttributes},
    {"fillGcAttributeInfo", "(Ljava/lang/management/GarbageCollectorMXBean;I[Ljava/lang/String;[C[Ljava/lang/String;)V",
     fillGcAttributeInfo},
    {"getLastGcInfo0",
     "(Ljava/lang/management/GarbageCollectorMXBean;I[Ljava/lang/Object;[C[Ljava/lang/management/MemoryUsage;"
     "[Ljava/lang/management/MemoryUsage;)Lcom/sun/management/GcInfo;",
     getLastGcInfo0},
);
