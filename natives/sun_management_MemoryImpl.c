/* sun.management.MemoryImpl natives: the memory pools and managers, and heap
 * and non-heap usage.
 *
 * Rivet has one heap managed by one non-moving mark-sweep collector, so there
 * is one heap pool ("Java Heap") and one garbage collector ("Mark Sweep")
 * managing it. Class metadata and other non-heap memory is malloc'd and not
 * accounted: there is no non-heap pool, and non-heap usage reads 0. Usage and
 * collection-usage thresholds are not supported (there is no low-memory
 * detector). The pool and collector objects are made once, by the Java
 * factories HotSpot calls (ManagementFactoryHelper.createMemoryPool, and
 * GarbageCollectorExtImpl.createGarbageCollector when jdk.management is there),
 * and kept as roots; MemoryPoolImpl and MemoryManagerImpl natives
 * (sun_management_MemoryPoolImpl.c, sun_management_MemoryManagerImpl.c) hand
 * out the same objects. */
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/heap.h"

Object *mgmt_pools(Thread *th);
Object *mgmt_managers(Thread *th);
Object *mgmt_heap_usage(Thread *th, bool heap);
Object *mgmt_memory_usage(Thread *th, int64_t init, int64_t used, int64_t committed, int64_t max);
void mgmt_heap_numbers(int64_t *used, int64_t *committed, int64_t *max);

static Object *pool, *collector;

static void scan_roots(void *arg)
{
    (void)arg;
    heap_mark(pool);
    heap_mark(collector);
}

static bool call_static(Thread *th, const char *cls, const char *name, const char *desc, Slot *args, Slot *ret)
{
    Class *c = loader_load(th, NULL, sym_c(cls));
    if (!c || !class_ready(th, c))
        return false;
    Method *m = class_find_method(c, sym_c(name), sym_c(desc));
    if (!m)
        return exc_throw(th, "java/lang/NoSuchMethodError", "%s.%s%s", cls, name, desc);
    return interp_call(th, m, args, ret);
}

/* Make the pool and the collector once. False with an exception pending. */
static bool ensure_objects(Thread *th)
{
    static bool roots;
    if (!roots) {
        heap_add_roots(scan_roots, NULL);
        roots = true;
    }
    if (!pool) {
        Object *name = native_str(th, "Java Heap");
        if (!name)
            return false;
        Slot args[6] = {{.a = name}, {.i = 1}};
        args[2].j = -1; /* usage threshold: not supported */
        args[4].j = -1; /* collection usage threshold: not supported */
        Slot r;
        if (!call_static(th, "sun/management/ManagementFactoryHelper", "createMemoryPool",
                         "(Ljava/lang/String;ZJJ)Ljava/lang/management/MemoryPoolMXBean;", args, &r))
            return false;
        if (!pool)
            pool = r.a;
    }
    if (!collector) {
        Object *name = native_str(th, "Mark Sweep");
        Object *type = name ? native_str(th, "") : NULL;
        if (!type)
            return false;
        Slot args[2] = {{.a = name}, {.a = type}};
        Slot r;
        const char *desc = "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/management/GarbageCollectorMXBean;";
        Class *ext = loader_load_boot(th, sym_c("com/sun/management/internal/GarbageCollectorExtImpl"));
        if (exc_pending(th))
            exc_take(th);
        if (!call_static(th, ext ? "com/sun/management/internal/GarbageCollectorExtImpl" : "sun/management/ManagementFactoryHelper",
                         "createGarbageCollector", desc, args, &r))
            return false;
        if (!collector)
            collector = r.a;
    }
    return true;
}

static Object *one_of(Thread *th, const char *elem, Object *o)
{
    Class *c = loader_load(th, NULL, sym_c(elem));
    Object *arr = c ? arr_new_ref(th, c, 1) : NULL;
    if (arr) {
        heap_barrier(arr);
        ARR_AT(arr, Object *, 0) = o;
    }
    return arr;
}

/* A new MemoryPoolMXBean[] of the pools, MemoryManagerMXBean[] of the managers. */
Object *mgmt_pools(Thread *th)
{
    return ensure_objects(th) ? one_of(th, "java/lang/management/MemoryPoolMXBean", pool) : NULL;
}

Object *mgmt_managers(Thread *th)
{
    return ensure_objects(th) ? one_of(th, "java/lang/management/MemoryManagerMXBean", collector) : NULL;
}

Object *mgmt_memory_usage(Thread *th, int64_t init, int64_t used, int64_t committed, int64_t max)
{
    Class *c = loader_load(th, NULL, sym_c("java/lang/management/MemoryUsage"));
    if (!c || !class_ready(th, c))
        return NULL;
    Method *m = class_find_method(c, sym_c("<init>"), sym_c("(JJJJ)V"));
    Object *u = m ? obj_new(th, c) : NULL;
    if (!u)
        return NULL;
    Slot args[9];
    args[0].a = u;
    args[1].j = init;
    args[3].j = used;
    args[5].j = committed;
    args[7].j = max;
    return interp_call(th, m, args, NULL) ? u : NULL;
}

/* The heap's numbers, kept consistent as MemoryUsage requires
 * (used <= committed <= max). */
void mgmt_heap_numbers(int64_t *used, int64_t *committed, int64_t *max)
{
    size_t u = heap_used(), c = heap_committed(), m = heap_max();
    /* max is Runtime.maxMemory's: a small heap's committed chunks (12 MB
     * under -Xmx4m) are shown as at most max, not max raised to them */
    if (u > m)
        u = m;
    if (c > m)
        c = m;
    if (c < u)
        c = u;
    *used = (int64_t)u;
    *committed = (int64_t)c;
    *max = (int64_t)m;
}

/* Heap: the whole heap (initially nothing is committed). Non-heap: not accounted. */
Object *mgmt_heap_usage(Thread *th, bool heap)
{
    if (!heap)
        return mgmt_memory_usage(th, 0, 0, 0, -1);
    int64_t u, c, m;
    mgmt_heap_numbers(&u, &c, &m);
    return mgmt_memory_usage(th, 0, u, c, m);
}

NATIVE(getMemoryPools0)
{
    (void)a;
    ret->a = mgmt_pools(th);
}

NATIVE(getMemoryManagers0)
{
    (void)a;
    ret->a = mgmt_managers(th);
}

NATIVE(getMemoryUsage0)
{
    ret->a = mgmt_heap_usage(th, a[1].i);
}

NATIVE(setVerboseGC)
{
    (void)th;
    (void)ret;
    vm_opts.verbose_gc = a[1].i;
}

NATIVES_TABLE(sun_management_MemoryImpl, "sun/management/MemoryImpl",
    {"getMemoryPools0", "()[Ljava/lang/management/MemoryPoolMXBean;", getMemoryPools0},
    {"getMemoryManagers0", "()[Ljava/lang/management/MemoryManagerMXBean;", getMemoryManagers0},
    {"getMemoryUsage0", "(Z)Ljava/lang/management/MemoryUsage;", getMemoryUsage0},
    {"setVerboseGC", "(Z)V", setVerboseGC},
);
