/* com.sun.management.internal.GarbageCollectorExtImpl natives. The collector
 * sends no GC notifications (the heap reports no collection events), so
 * enabling them changes nothing. */
#include "natives/natives.h"

NATIVE(setNotificationEnabled)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVES_TABLE(com_sun_management_internal_GarbageCollectorExtImpl, "com/sun/management/internal/GarbageCollectorExtImpl",
    {"setNotificationEnabled", "(Lcom/sun/management/GarbageCollectorMXBean;Z)V", setNotificationEnabled},
);
