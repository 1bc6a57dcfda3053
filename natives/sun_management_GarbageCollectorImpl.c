/* sun.management.GarbageCollectorImpl natives: the collector's count of
 * collections. Their accumulated time is not measured by the heap, so it is
 * reported as undefined (-1), as the GarbageCollectorMXBean specification
 * allows. */
#include "natives/natives.h"
#include "vm/heap.h"

NATIVE(getCollectionCount)
{
    (void)th;
    (void)a;
    ret->j = (int64_t)heap_gc_count();
}

NATIVE(getCollectionTime)
{
    (void)th;
    (void)a;
    ret->j = -1;
}

NATIVES_TABLE(sun_management_GarbageCollectorImpl, "sun/management/GarbageCollectorImpl",
    {"getCollectionCount", "()J", getCollectionCount},
    {"getCollectionTime", "()J", getCollectionTime},
);
