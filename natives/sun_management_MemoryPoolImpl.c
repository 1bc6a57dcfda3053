/* sun.management.MemoryPoolImpl natives for the one heap pool
 * (sun_management_MemoryImpl.c): current and peak usage, its manager.
 * Thresholds and sensors are not supported (the pool is made with both
 * thresholds -1), and collection usage is not known (null). The peak is the
 * largest usage seen by these queries since the last reset. */
#include "natives/natives.h"

Object *mgmt_managers(Thread *th);
Object *mgmt_memory_usage(Thread *th, int64_t init, int64_t used, int64_t committed, int64_t max);
void mgmt_heap_numbers(int64_t *used, int64_t *committed, int64_t *max);

static int64_t peak_used, peak_committed;

static void sample(int64_t *u, int64_t *c, int64_t *m)
{
    mgmt_heap_numbers(u, c, m);
    if (*u > peak_used)
        peak_used = *u;
    if (*c > peak_committed)
        peak_committed = *c;
}

NATIVE(getUsage0)
{
    (void)a;
    int64_t u, c, m;
    sample(&u, &c, &m);
    ret->a = mgmt_memory_usage(th, 0, u, c, m);
}

NATIVE(getPeakUsage0)
{
    (void)a;
    int64_t u, c, m;
    sample(&u, &c, &m);
    ret->a = mgmt_memory_usage(th, 0, peak_used, peak_committed, m > peak_committed ? m : peak_committed);
}

NATIVE(getCollectionUsage0)
{
    (void)th;
    (void)a;
    ret->a = NULL;
}

NATIVE(resetPeakUsage0)
{
    (void)th;
    (void)a;
    (void)ret;
    int64_t m;
    mgmt_heap_numbers(&peak_used, &peak_committed, &m);
}

NATIVE(getMemoryManagers0)
{
    (void)a;
    ret->a = mgmt_managers(th);
}

NATIVE(nop)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVES_TABLE(sun_management_MemoryPoolImpl, "sun/management/MemoryPoolImpl",
    {"getUsage0", "()Ljava/lang/management/MemoryUsage;", getUsage0},
    {"getPeakUsage0", "()Ljava/lang/management/MemoryUsage;", getPeakUsage0},
    {"getCollectionUsage0", "()Ljava/lang/management/MemoryUsage;", getCollectionUsage0},
    {"setUsageThreshold0", "(JJ)V", nop},
    {"setCollectionThreshold0", "(JJ)V", nop},
    {"resetPeakUsage0", "()V", resetPeakUsage0},
    {"getMemoryManagers0", "()[Ljava/lang/management/MemoryManagerMXBean;", getMemoryManagers0},
    {"setPoolUsageSensor", "(Lsun/management/Sensor;)V", nop},
    {"setPoolCollectionSensor", "(Lsun/management/Sensor;)V", nop},
);
