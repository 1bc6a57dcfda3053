/* sun.management.MemoryManagerImpl natives: the pools a manager manages. The
 * one manager, the collector, manages the one heap pool
 * (sun_management_MemoryImpl.c). */
#include "natives/natives.h"

Object *mgmt_pools(Thread *th);

NATIVE(getMemoryPools0)
{
    (void)a;
    ret->a = mgmt_pools(th);
}

NATIVES_TABLE(sun_management_MemoryManagerImpl, "sun/management/MemoryManagerImpl",
    {"getMemoryPools0", "()[Ljava/lang/management/MemoryPoolMXBean;", getMemoryPools0},
);
