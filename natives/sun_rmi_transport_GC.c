/* sun.rmi.transport.GC.maxObjectInspectionAge: the milliseconds since the
 * heap was last examined whole (HotSpot: JVM_MaxObjectInspectionAge,
 * CollectedHeap::millis_since_last_whole_heap_examined). The RMI GC daemon
 * asks it to decide whether to run System.gc(). Every collection of this VM
 * marks the whole heap, so the age is counted from the first call that sees
 * a new collection count (or from the first call at all), on the program's
 * monotonic clock. */
#include "natives/natives.h"
#include "vm/heap.h"
#include "vm/vmclock.h"

static uint64_t seen_count = UINT64_MAX;
static int64_t seen_at;

NATIVE(maxObjectInspectionAge)
{
    (void)th;
    (void)a;
    int64_t now = vmclock_nano();
    uint64_t c = heap_gc_count();
    if (c != seen_count) {
        seen_count = c;
        seen_at = now;
    }
    ret->j = (now - seen_at) / 1000000;
}

NATIVES_TABLE(sun_rmi_transport_GC, "sun/rmi/transport/GC",
    {"maxObjectInspectionAge", "()J", maxObjectInspectionAge},
);
