/* jdk.internal.misc.Unsafe.
 *
 * Offsets are real byte offsets: an instance field's offset in its object, a
 * static field's offset in its class's mirror (staticFieldBase returns the
 * mirror), an array element's offset from the array's start. A null base means
 * the offset is an absolute native address (allocateMemory, direct buffers).
 * Every store into a heap object goes through the write barrier, every
 * store into native memory through ckpt_native_write. Green threads on one OS
 * thread make every operation here atomic already. */
#include <malloc.h>
#include <math.h>
#include <stdlib.h>

#include "checkpoint/ckpt.h"
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/heap.h"
#include "vm/monitor.h"
#include "rti/rti.h"
#include "vm/rti_hooks.h"
#include "vm/reflect.h"
#include "vm/sched.h"
#include "vm/thread.h"

static inline void *addr(Object *o, int64_t off) { return o ? (void *)((char *)o + off) : (void *)(intptr_t)off; }

/* Before a store of n bytes at (o, off). */
static inline void barrier(Object *o, int64_t off, size_t n)
{
    if (o)
        heap_barrier(o);
    else
        ckpt_native_write((void *)(intptr_t)off, n);
}

/* Tools see Unsafe accesses as heap accesses (RTI_HOOK unsafe_access). */
#define UNSAFE_EVENT(o, off, t, w, vol, v) RTI_HOOK(unsafe_access, th, (o), (off), (t), (w), (vol), (v))

#define GETPUT1(Name, Suffix, T, slotf, tc, vol)                        \
    NATIVE(get##Name##Suffix)                                            \
    {                                                                    \
        ret->slotf = *(T *)addr(a[1].a, a[2].j);                         \
        if (a[1].a)                                                      \
            UNSAFE_EVENT(a[1].a, a[2].j, tc, false, vol, ret);           \
    }                                                                    \
    NATIVE(put##Name##Suffix)                                            \
    {                                                                    \
        (void)ret;                                                       \
        if (a[1].a)                                                      \
            UNSAFE_EVENT(a[1].a, a[2].j, tc, true, vol, &a[4]);          \
        barrier(a[1].a, a[2].j, sizeof(T));                              \
        *(T *)addr(a[1].a, a[2].j) = (T)a[4].slotf;                      \
    }
#define GETPUT(Name, T, slotf, tc) GETPUT1(Name, , T, slotf, tc, false) GETPUT1(Name, Volatile, T, slotf, tc, true)

GETPUT(Int, int32_t, i, 'I')
GETPUT(Long, int64_t, j, 'J')
GETPUT(Float, float, f, 'F')
GETPUT(Double, double, d, 'D')
GETPUT(Reference, Object *, a, 'L')
GETPUT(Short, int16_t, i, 'S')
GETPUT(Char, uint16_t, i, 'C')
GETPUT(Byte, int8_t, i, 'B')

static void get_bool(Thread *th, Slot *a, Slot *ret, bool vol)
{
    ret->i = *(uint8_t *)addr(a[1].a, a[2].j) != 0;
    if (a[1].a)
        UNSAFE_EVENT(a[1].a, a[2].j, 'Z', false, vol, ret);
}

static void put_bool(Thread *th, Slot *a, bool vol)
{
    if (a[1].a)
        UNSAFE_EVENT(a[1].a, a[2].j, 'Z', true, vol, &a[4]);
    barrier(a[1].a, a[2].j, 1);
    *(uint8_t *)addr(a[1].a, a[2].j) = (uint8_t)(a[4].i & 1);
}

NATIVE(getBoolean) { get_bool(th, a, ret, false); }
NATIVE(getBooleanVolatile) { get_bool(th, a, ret, true); }
NATIVE(putBoolean) { (void)ret; put_bool(th, a, false); }
NATIVE(putBooleanVolatile) { (void)ret; put_bool(th, a, true); }

NATIVE(getUncompressedObject)
{
    (void)th;
    ret->a = (Object *)(intptr_t)a[1].j;
}

/* A compare-and-set is a volatile read, then (when it succeeds) a volatile write. */
#define CAS_EVENTS(tc, cur, newslot, ok)                                   \
    do {                                                                   \
        if (a[1].a) {                                                      \
            Slot r_;                                                       \
            r_.j = 0;                                                      \
            r_ = (cur);                                                    \
            UNSAFE_EVENT(a[1].a, a[2].j, tc, false, true, &r_);            \
            if (ok)                                                        \
                UNSAFE_EVENT(a[1].a, a[2].j, tc, true, true, (newslot));   \
        }                                                                  \
    } while (0)

NATIVE(compareAndSetInt)
{
    int32_t *p = addr(a[1].a, a[2].j);
    CAS_EVENTS('I', ((Slot){.i = *p}), &a[5], *p == a[4].i);
    if (*p == a[4].i) {
        barrier(a[1].a, a[2].j, sizeof *p);
        *p = a[5].i;
        ret->i = 1;
    } else {
        ret->i = 0;
    }
}

NATIVE(compareAndExchangeInt)
{
    int32_t *p = addr(a[1].a, a[2].j);
    int32_t old = *p;
    CAS_EVENTS('I', ((Slot){.i = old}), &a[5], old == a[4].i);
    if (old == a[4].i) {
        barrier(a[1].a, a[2].j, sizeof *p);
        *p = a[5].i;
    }
    ret->i = old;
}

NATIVE(compareAndSetLong)
{
    int64_t *p = addr(a[1].a, a[2].j);
    CAS_EVENTS('J', ((Slot){.j = *p}), &a[6], *p == a[4].j);
    if (*p == a[4].j) {
        barrier(a[1].a, a[2].j, sizeof *p);
        *p = a[6].j;
        ret->i = 1;
    } else {
        ret->i = 0;
    }
}

NATIVE(compareAndExchangeLong)
{
    int64_t *p = addr(a[1].a, a[2].j);
    int64_t old = *p;
    CAS_EVENTS('J', ((Slot){.j = old}), &a[6], old == a[4].j);
    if (old == a[4].j) {
        barrier(a[1].a, a[2].j, sizeof *p);
        *p = a[6].j;
    }
    ret->j = old;
}

NATIVE(compareAndSetReference)
{
    Object **p = addr(a[1].a, a[2].j);
    CAS_EVENTS('L', ((Slot){.a = *p}), &a[5], *p == a[4].a);
    if (*p == a[4].a) {
        barrier(a[1].a, a[2].j, sizeof *p);
        *p = a[5].a;
        ret->i = 1;
    } else {
        ret->i = 0;
    }
}

NATIVE(compareAndExchangeReference)
{
    Object **p = addr(a[1].a, a[2].j);
    Object *old = *p;
    CAS_EVENTS('L', ((Slot){.a = old}), &a[5], old == a[4].a);
    if (old == a[4].a) {
        barrier(a[1].a, a[2].j, sizeof *p);
        *p = a[5].a;
    }
    ret->a = old;
}

NATIVE(fence)
{
    (void)th;
    (void)a;
    (void)ret;
}

/* One green thread at a time orders memory already; the fences are
 * synchronisation a tool may see (RTI 1.21). */
NATIVE(load_fence)
{
    (void)a;
    (void)ret;
    RTI_HOOK(fence, th, RTI_FENCE_LOAD);
}

NATIVE(store_fence)
{
    (void)a;
    (void)ret;
    RTI_HOOK(fence, th, RTI_FENCE_STORE);
}

NATIVE(full_fence)
{
    (void)a;
    (void)ret;
    RTI_HOOK(fence, th, RTI_FENCE_FULL);
}

/* ---- Parking (LockSupport) ---- */

static void park_thread(Thread *th, bool absolute, int64_t time);

/* Yield points between an unpark and the next park that make it a failed
 * acquire (see park_thread). */
#define REPARK_YIELDS 64

/* Every call counts as a wait for ThreadMXBean, as in HotSpot (a permit
 * already there included). */
NATIVE(park)
{
    (void)ret;
    thread_stat_begin(th, THREAD_STAT_WAITED);
    park_thread(th, a[1].i, a[2].j);
    thread_stat_end(th, THREAD_STAT_WAITED);
}

static void park_thread(Thread *th, bool absolute, int64_t time)
{
    if (th->park_permit) {
        th->park_permit = false;
        return;
    }
    if (thread_interrupted(th, false))
        return;
    /* A park waits at most SCHED_PARK_MAX_NS, as HotSpot's does: then it
     * returns, and the JDK's loops park again for what is left. A longer
     * time is no wait for ever: parkNanos(Long.MAX_VALUE) and
     * parkUntil(Long.MAX_VALUE) kept the thread TIMED_WAITING on HotSpot
     * but returned at once here, and Condition.awaitUntil(new
     * Date(Long.MAX_VALUE)), queue.poll(Long.MAX_VALUE, NANOSECONDS) spun
     * (hunt 15 J10). */
    int64_t rel = 0;
    if (absolute) {
        /* Milliseconds since the epoch: time * 1000000 overflows past the
         * year 2262 (and before 1677), so compare in milliseconds first. */
        extern int64_t sys_current_time_ns(void);
        int64_t now = sys_current_time_ns();
        if (time <= now / 1000000)
            return; /* past (now >= 0: that is exactly time * 1000000 <= now) */
        rel = time - now / 1000000 > SCHED_PARK_MAX_NS / 1000000 ? SCHED_PARK_MAX_NS : time * 1000000 - now;
    } else if (time > 0) {
        rel = time > SCHED_PARK_MAX_NS ? SCHED_PARK_MAX_NS : time;
    } else if (time < 0) {
        return;
    }
    /* Unparked and parking again within a few yield points: a lock's
     * acquire that failed, another thread having taken it back first. */
    uint64_t yields_now = th->yields + (uint64_t)(th->budget_start > th->budget ? th->budget_start - th->budget : 0);
    if (th->unparked && yields_now - th->unparked_at < REPARK_YIELDS) {
        if (th->reparks < UINT8_MAX)
            th->reparks++;
    } else {
        th->reparks = 0;
    }
    th->unparked = false;
    RTI_HOOK(park, th, rel != 0);
    sched_set_deadline(th, rel);
    th->blocker = (void *)&th->park_permit;
    thread_set_status(th, rel ? JTS_PARKED_TIMED : JTS_PARKED);
    sched_block(th, rel ? TS_TIMED_WAITING : TS_WAITING);
    thread_set_status(th, JTS_RUNNABLE);
    th->blocker = NULL;
    th->wake_at = 0;
    th->park_permit = false;
}

NATIVE(unpark)
{
    (void)ret;
    Object *jt = a[1].a;
    if (!jt)
        return;
    Thread *t = (Thread *)(intptr_t)FIELD_AT(jt, int64_t, g_thread_fields.eetop);
    if (!t)
        return;
    RTI_HOOK(unpark, th, t);
    if (t->blocker == (void *)&t->park_permit && (t->state == TS_WAITING || t->state == TS_TIMED_WAITING)) {
        t->wake_at = 0;
        sched_wakeup(t);
        t->unparked = true;
        t->unparked_at = t->yields;
        /* It failed to get the lock th now releases twice in a row (a
         * non-fair ReentrantLock taken again in a loop): it runs next. */
        if (t->reparks >= 2)
            sched_end_slice_soon(th);
    } else {
        t->park_permit = true;
    }
    (void)th;
}

/* ---- Native memory ---- */

/* While a checkpoint is live, memory allocated is freed again by a return to
 * a time before it, and memory freed stays allocated until the change can no
 * longer be undone (the undo logs hold its old bytes, and a return brings
 * back the Java objects that use it). */
static void free_block(void *p, void *unused)
{
    (void)unused;
    free(p);
}

static void *allocate(Thread *th, int64_t size)
{
    void *p = malloc(size ? (size_t)size : 1);
    if (!p)
        exc_throw(th, "java/lang/OutOfMemoryError", "Unable to allocate %lld bytes", (long long)size);
    else if (unlikely(g_ckpt_active))
        ckpt_log_undo(free_block, p, NULL);
    return p;
}

static void release(void *p) { ckpt_release_later(free_block, p, NULL); }

NATIVE(allocateMemory0) { ret->j = (int64_t)(intptr_t)allocate(th, a[1].j); }

NATIVE(reallocateMemory0)
{
    void *old = (void *)(intptr_t)a[1].j, *p;
    if (unlikely(g_ckpt_active)) {
        /* Moved, so that the old block is there for a return. */
        p = allocate(th, a[3].j);
        if (p && old) {
            size_t n = malloc_usable_size(old);
            memcpy(p, old, n < (size_t)a[3].j ? n : (size_t)a[3].j);
            release(old);
        }
    } else {
        p = realloc(old, a[3].j ? (size_t)a[3].j : 1);
        if (!p)
            exc_throw(th, "java/lang/OutOfMemoryError", "Unable to allocate %lld bytes", (long long)a[3].j);
    }
    ret->j = (int64_t)(intptr_t)p;
}

NATIVE(freeMemory0)
{
    (void)th;
    (void)ret;
    if (a[1].j)
        release((void *)(intptr_t)a[1].j);
}

NATIVE(setMemory0)
{
    (void)th;
    (void)ret;
    barrier(a[1].a, a[2].j, (size_t)a[4].j);
    memset(addr(a[1].a, a[2].j), a[6].i & 0xff, (size_t)a[4].j);
}

NATIVE(copyMemory0)
{
    (void)th;
    (void)ret;
    barrier(a[4].a, a[5].j, (size_t)a[7].j);
    memmove(addr(a[4].a, a[5].j), addr(a[1].a, a[2].j), (size_t)a[7].j);
}

NATIVE(copySwapMemory0)
{
    (void)th;
    (void)ret;
    Object *dst = a[4].a;
    barrier(dst, a[5].j, (size_t)a[7].j);
    uint8_t *s = addr(a[1].a, a[2].j), *d = addr(dst, a[5].j);
    size_t n = (size_t)a[7].j, es = (size_t)a[9].j;
    uint8_t tmp[8];
    for (size_t i = 0; i + es <= n; i += es) {
        for (size_t k = 0; k < es; k++)
            tmp[k] = s[i + es - 1 - k];
        memcpy(d + i, tmp, es);
    }
}

NATIVE(writeback0) { (void)th; (void)a; (void)ret; }

/* ---- Fields, classes, arrays ---- */

/* As HotSpot's find_field_offset: the field must be static exactly when
 * asked for a static offset, else IllegalArgumentException (no message). */
static Field *field_of(Thread *th, Object *fld, bool must_be_static)
{
    Field *f = reflect_field_of(fld);
    if (!f) {
        exc_throw(th, "java/lang/InternalError", "bad field");
        return NULL;
    }
    if (!!(f->access & ACC_STATIC) != must_be_static) {
        exc_throw(th, "java/lang/IllegalArgumentException", NULL);
        return NULL;
    }
    return f;
}

NATIVE(objectFieldOffset0)
{
    Field *f = field_of(th, a[1].a, false);
    if (f)
        ret->j = f->offset;
}

NATIVE(objectFieldOffset1)
{
    Class *c = mirror_class(a[1].a);
    Sym name = str_to_sym(a[2].a, false);
    for (Class *k = c; k; k = k->super)
        for (uint16_t i = 0; i < k->n_fields; i++)
            if (k->fields[i].name == name && !(k->fields[i].access & ACC_STATIC)) {
                ret->j = k->fields[i].offset;
                return;
            }
    exc_throw(th, "java/lang/InternalError", "%s", name);
}

NATIVE(staticFieldOffset0)
{
    Field *f = field_of(th, a[1].a, true);
    if (f)
        ret->j = f->offset;
}

NATIVE(staticFieldBase0)
{
    Field *f = field_of(th, a[1].a, true);
    if (f)
        ret->a = f->cls->mirror;
}

NATIVE(shouldBeInitialized0)
{
    (void)th;
    Class *c = mirror_class(a[1].a);
    ret->i = c->state != CLS_INITIALIZED;
}

NATIVE(ensureClassInitialized0)
{
    (void)ret;
    Class *c = mirror_class(a[1].a);
    clinit_ensure(th, c);
}

NATIVE(arrayBaseOffset0)
{
    (void)th;
    (void)a;
    ret->i = (int32_t)g_array_base_off;
}

NATIVE(arrayIndexScale0)
{
    (void)th;
    Class *c = mirror_class(a[1].a);
    ret->i = c && c->kind == CK_ARRAY ? 1 << c->elem_shift : 0;
}

NATIVE(allocateInstance)
{
    Class *c = mirror_class(a[1].a);
    /* HotSpot's check_valid_for_instantiation: the class's Java name for an
     * abstract class, an interface or an array, none for a primitive;
     * java.lang.Class itself is an IllegalAccessException. */
    if (!c || c->kind != CK_INSTANCE || (c->access & (ACC_ABSTRACT | ACC_INTERFACE)) || c == WK.Class) {
        char *n = c && c->kind != CK_PRIMITIVE ? class_java_name(c) : NULL;
        exc_throw(th, c == WK.Class ? "java/lang/IllegalAccessException" : "java/lang/InstantiationException",
                  n ? "%s" : NULL, n);
        free(n);
        return;
    }
    if (!clinit_ensure(th, c))
        return;
    ret->a = obj_new(th, c);
}

NATIVE(throwException)
{
    (void)ret;
    exc_throw_obj(th, a[1].a);
}

NATIVE(defineClass0)
{
    Object *name = a[1].a, *bytes = a[2].a, *loader = a[5].a, *pd = a[6].a;
    int32_t off = a[3].i, len = a[4].i;
    if (!bytes || off < 0 || len < 0 || off + len > arr_len(bytes)) {
        exc_throw(th, "java/lang/ArrayIndexOutOfBoundsException", NULL);
        return;
    }
    Sym n = name ? str_to_sym(name, true) : NULL;
    Class *c = loader_define(th, loader, n, (uint8_t *)arr_data(bytes) + off, (size_t)len, pd, 0, NULL);
    ret->a = c ? c->mirror : NULL;
}

NATIVE(getLoadAverage0)
{
    (void)th;
    Object *arr = a[1].a;
    int n = a[2].i;
    double la[3];
    int got = getloadavg(la, n < 3 ? n : 3);
    if (got > 0)
        heap_barrier(arr);
    for (int i = 0; i < got; i++)
        ARR_AT(arr, double, i) = la[i];
    ret->i = got;
}

NATIVES_TABLE(jdk_internal_misc_Unsafe, "jdk/internal/misc/Unsafe",
    {"getInt", "(Ljava/lang/Object;J)I", getInt},
    {"putInt", "(Ljava/lang/Object;JI)V", putInt},
    {"getReference", "(Ljava/lang/Object;J)Ljava/lang/Object;", getReference},
    {"putReference", "(Ljava/lang/Object;JLjava/lang/Object;)V", putReference},
    {"getBoolean", "(Ljava/lang/Object;J)Z", getBoolean},
    {"putBoolean", "(Ljava/lang/Object;JZ)V", putBoolean},
    {"getByte", "(Ljava/lang/Object;J)B", getByte},
    {"putByte", "(Ljava/lang/Object;JB)V", putByte},
    {"getShort", "(Ljava/lang/Object;J)S", getShort},
    {"putShort", "(Ljava/lang/Object;JS)V", putShort},
    {"getChar", "(Ljava/lang/Object;J)C", getChar},
    {"putChar", "(Ljava/lang/Object;JC)V", putChar},
    {"getLong", "(Ljava/lang/Object;J)J", getLong},
    {"putLong", "(Ljava/lang/Object;JJ)V", putLong},
    {"getFloat", "(Ljava/lang/Object;J)F", getFloat},
    {"putFloat", "(Ljava/lang/Object;JF)V", putFloat},
    {"getDouble", "(Ljava/lang/Object;J)D", getDouble},
    {"putDouble", "(Ljava/lang/Object;JD)V", putDouble},
    {"getReferenceVolatile", "(Ljava/lang/Object;J)Ljava/lang/Object;", getReferenceVolatile},
    {"putReferenceVolatile", "(Ljava/lang/Object;JLjava/lang/Object;)V", putReferenceVolatile},
    {"getIntVolatile", "(Ljava/lang/Object;J)I", getIntVolatile},
    {"putIntVolatile", "(Ljava/lang/Object;JI)V", putIntVolatile},
    {"getBooleanVolatile", "(Ljava/lang/Object;J)Z", getBooleanVolatile},
    {"putBooleanVolatile", "(Ljava/lang/Object;JZ)V", putBooleanVolatile},
    {"getByteVolatile", "(Ljava/lang/Object;J)B", getByteVolatile},
    {"putByteVolatile", "(Ljava/lang/Object;JB)V", putByteVolatile},
    {"getShortVolatile", "(Ljava/lang/Object;J)S", getShortVolatile},
    {"putShortVolatile", "(Ljava/lang/Object;JS)V", putShortVolatile},
    {"getCharVolatile", "(Ljava/lang/Object;J)C", getCharVolatile},
    {"putCharVolatile", "(Ljava/lang/Object;JC)V", putCharVolatile},
    {"getLongVolatile", "(Ljava/lang/Object;J)J", getLongVolatile},
    {"putLongVolatile", "(Ljava/lang/Object;JJ)V", putLongVolatile},
    {"getFloatVolatile", "(Ljava/lang/Object;J)F", getFloatVolatile},
    {"putFloatVolatile", "(Ljava/lang/Object;JF)V", putFloatVolatile},
    {"getDoubleVolatile", "(Ljava/lang/Object;J)D", getDoubleVolatile},
    {"putDoubleVolatile", "(Ljava/lang/Object;JD)V", putDoubleVolatile},
    {"getUncompressedObject", "(J)Ljava/lang/Object;", getUncompressedObject},
    {"writeback0", "(J)V", writeback0},
    {"writebackPreSync0", "()V", fence},
    {"writebackPostSync0", "()V", fence},
    {"defineClass0", "(Ljava/lang/String;[BIILjava/lang/ClassLoader;Ljava/security/ProtectionDomain;)Ljava/lang/Class;", defineClass0},
    {"allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", allocateInstance},
    {"throwException", "(Ljava/lang/Throwable;)V", throwException},
    {"compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z", compareAndSetReference},
    {"compareAndExchangeReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;", compareAndExchangeReference},
    {"compareAndSetInt", "(Ljava/lang/Object;JII)Z", compareAndSetInt},
    {"compareAndExchangeInt", "(Ljava/lang/Object;JII)I", compareAndExchangeInt},
    {"compareAndSetLong", "(Ljava/lang/Object;JJJ)Z", compareAndSetLong},
    {"compareAndExchangeLong", "(Ljava/lang/Object;JJJ)J", compareAndExchangeLong},
    {"unpark", "(Ljava/lang/Object;)V", unpark},
    {"park", "(ZJ)V", park},
    {"loadFence", "()V", load_fence},
    {"storeFence", "()V", store_fence},
    {"fullFence", "()V", full_fence},
    {"allocateMemory0", "(J)J", allocateMemory0},
    {"reallocateMemory0", "(JJ)J", reallocateMemory0},
    {"freeMemory0", "(J)V", freeMemory0},
    {"setMemory0", "(Ljava/lang/Object;JJB)V", setMemory0},
    {"copyMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJ)V", copyMemory0},
    {"copySwapMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJJ)V", copySwapMemory0},
    {"objectFieldOffset0", "(Ljava/lang/reflect/Field;)J", objectFieldOffset0},
    {"objectFieldOffset1", "(Ljava/lang/Class;Ljava/lang/String;)J", objectFieldOffset1},
    {"staticFieldOffset0", "(Ljava/lang/reflect/Field;)J", staticFieldOffset0},
    {"staticFieldBase0", "(Ljava/lang/reflect/Field;)Ljava/lang/Object;", staticFieldBase0},
    {"shouldBeInitialized0", "(Ljava/lang/Class;)Z", shouldBeInitialized0},
    {"ensureClassInitialized0", "(Ljava/lang/Class;)V", ensureClassInitialized0},
    {"arrayBaseOffset0", "(Ljava/lang/Class;)I", arrayBaseOffset0},
    {"arrayIndexScale0", "(Ljava/lang/Class;)I", arrayIndexScale0},
    {"getLoadAverage0", "([DI)I", getLoadAverage0},
);
