/* sun.management.ThreadImpl natives: the thread list, ThreadInfo snapshots
 * (state, the lock a thread waits for and its owner, stack trace, locked
 * monitors and ownable synchronizers), deadlock detection, CPU times, and the
 * thread counts VMManagementImpl reports.
 *
 * Green threads run on one OS thread, so while a native runs C code the other
 * threads are stopped and their frames and lock words are consistent: no
 * safepoint is needed. A dump snapshots every thread first (C only), then
 * runs the ThreadInfo constructors (Java, during which threads may switch).
 *
 * What a thread waits for comes from the scheduler's fields: blocked_on (the
 * monitor a BLOCKED thread is entering), waiting_on (the monitor of
 * Object.wait) and, for a parked thread, java.lang.Thread.parkBlocker, whose
 * owner is known when it is an AbstractOwnableSynchronizer. The monitors a
 * thread holds are found in its frames: the receiver or class of a
 * synchronized method (Frame.sync), and for synchronized blocks the locked
 * objects in the locals where the method stores a monitor just before its
 * monitorenter (javac and ecj keep it there for the monitorexit). Locked
 * objects found in no frame (locked from C) are reported with depth -1, as
 * HotSpot reports monitors locked through JNI.
 *
 * The times a thread blocked or waited are counted by the VM as HotSpot counts
 * them (thread_stat_begin), and their times, on the VM clock, while
 * contention monitoring is on (-1 when off). Allocated bytes are not kept
 * (not supported). Thread CPU time is the thread's executed yield points on
 * the VM clock (vm/sched.h SCHED_TICK_NS per yield point), so it is deterministic and
 * grows only while the thread runs; user time is the same. The peak and
 * total-started thread counts only know the threads alive at some query. */
#include <time.h>

#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/heap.h"
#include "vm/monitor.h"
#include "vm/opcodes.h"
#include "vm/sched.h"
#include "vm/thread.h"
#include "vm/vmclock.h"

Object *stack_trace_of(Thread *th, Thread *target);


enum {
    JMM_FLAG_NATIVE = 0x00400000, /* ManagementFactoryHelper.JMM_THREAD_STATE_FLAG_NATIVE */
};

/* ---- Flags set through ThreadMXBean (read by VMManagementImpl) -------------- */

bool mgmt_cpu_time_enabled = true;
bool mgmt_alloc_enabled;

/* ---- Live threads and counts --------------------------------------------- */

static bool is_live(const Thread *t)
{
    return t->jthread && t->state != TS_TERMINATED && t->state != TS_NEW &&
           FIELD_AT(t->jthread, int64_t, g_thread_fields.eetop);
}

static int peak_threads;
static int64_t *seen_tids; /* sorted: every live thread seen by a count */
static size_t n_seen, seen_cap;

static void note_tid(int64_t tid)
{
    size_t lo = 0, hi = n_seen;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (seen_tids[mid] < tid)
            lo = mid + 1;
        else
            hi = mid;
    }
    if (lo < n_seen && seen_tids[lo] == tid)
        return;
    if (n_seen == seen_cap) {
        seen_cap = seen_cap ? seen_cap * 2 : 64;
        seen_tids = xrealloc(seen_tids, seen_cap * sizeof(int64_t));
    }
    memmove(seen_tids + lo + 1, seen_tids + lo, (n_seen - lo) * sizeof(int64_t));
    seen_tids[lo] = tid;
    n_seen++;
}

/* Live and daemon counts now; updates the peak and the started total. */
void mgmt_thread_counts(int *live, int *daemon, int *peak, int64_t *total);
void mgmt_thread_counts(int *live, int *daemon, int *peak, int64_t *total)
{
    int n = 0, d = 0;
    for (Thread *t = sched_threads(); t; t = t->next) {
        if (!is_live(t))
            continue;
        n++;
        if (t->daemon)
            d++;
        note_tid(t->tid);
    }
    if (n > peak_threads)
        peak_threads = n;
    if (live)
        *live = n;
    if (daemon)
        *daemon = d;
    if (peak)
        *peak = peak_threads;
    if (total)
        *total = (int64_t)n_seen;
}

static Thread *find_live(int64_t tid)
{
    for (Thread *t = sched_threads(); t; t = t->next)
        if (t->tid == tid && is_live(t))
            return t;
    return NULL;
}

static Thread *thread_of(Object *jthread)
{
    return jthread ? (Thread *)(intptr_t)FIELD_AT(jthread, int64_t, g_thread_fields.eetop) : NULL;
}

/* A Thread[] of the n threads in v (NULL with an exception pending). */
static Object *thread_array(Thread *th, Thread **v, int n)
{
    Object *arr = arr_new_ref(th, WK.Thread, n);
    if (arr) {
        heap_barrier(arr);
        for (int i = 0; i < n; i++)
            ARR_AT(arr, Object *, i) = v[i]->jthread;
    }
    return arr;
}

NATIVE(getThreads)
{
    (void)a;
    int n = 0;
    for (Thread *t = sched_threads(); t; t = t->next)
        n += is_live(t);
    Thread **v = xmalloc(sizeof(Thread *) * (size_t)(n ? n : 1));
    int k = 0;
    for (Thread *t = sched_threads(); t; t = t->next)
        if (is_live(t))
            v[k++] = t;
    ret->a = thread_array(th, v, k);
    free(v);
}

/* ---- What a thread waits for ------------------------------------------------ */

static struct {
    bool done;
    uint32_t park_blocker, aos_owner;
    Class *aos;
} jf;

static void fields_init(void)
{
    if (jf.done)
        return;
    jf.done = true;
    jf.park_blocker = field_offset(WK.Thread, "parkBlocker", "Ljava/lang/Object;");
    jf.aos = loader_find(NULL, sym_c("java/util/concurrent/locks/AbstractOwnableSynchronizer"));
    if (jf.aos)
        jf.aos_owner = field_offset(jf.aos, "exclusiveOwnerThread", "Ljava/lang/Thread;");
}

static int status_of(const Thread *t)
{
    return FIELD_AT(t->jthread, int32_t, g_thread_fields.thread_status);
}

/* The owner of an AbstractOwnableSynchronizer, or NULL (also for other objects). */
static Thread *aos_owner(Object *o)
{
    fields_init();
    if (!o || !jf.aos || !obj_instance_of(o, jf.aos))
        return NULL;
    Thread *t = thread_of(FIELD_AT(o, Object *, jf.aos_owner));
    return t && is_live(t) ? t : NULL;
}

/* The parkBlocker of a parked thread, else NULL. */
static Object *park_blocker(const Thread *t)
{
    fields_init();
    int st = status_of(t);
    if (st != JTS_PARKED && st != JTS_PARKED_TIMED)
        return NULL;
    return FIELD_AT(t->jthread, Object *, jf.park_blocker);
}

/* The object t waits for and its owner, as HotSpot's ThreadSnapshot: the
 * monitor being entered, the monitor waited on (its owner is whoever holds it
 * now), or the park blocker (owned when it is an ownable synchronizer). */
static Object *lock_of(const Thread *t, Thread **owner)
{
    *owner = NULL;
    int st = status_of(t);
    if (st == JTS_BLOCKED && t->blocked_on) {
        *owner = t->blocked_on->owner;
        return t->blocked_on->obj;
    }
    if ((st == JTS_IN_WAIT || st == JTS_IN_TIMED_WAIT || st == JTS_BLOCKED) && t->waiting_on) {
        Object *o = t->waiting_on->obj;
        *owner = mon_owner(o, NULL);
        return o;
    }
    Object *b = park_blocker(t);
    if (b)
        *owner = aos_owner(b);
    return b;
}

/* The thread t waits for in a deadlock sense: owner of the monitor it is
 * entering, or (with synchronizers) owner of the synchronizer it is parked on. */
static Thread *waits_for(const Thread *t, bool synchronizers)
{
    Thread *o = NULL;
    if (t->blocked_on)
        o = t->blocked_on->owner;
    else if (synchronizers)
        o = aos_owner(park_blocker(t));
    return o && is_live(o) ? o : NULL;
}

/* Threads on a cycle of waits-for edges. Each thread has one outgoing edge, so
 * a walk from an unvisited thread either ends, reaches a thread visited by an
 * earlier walk, or comes back to a thread of its own path: then that thread
 * and those after it on the path form a new cycle. Self-loops are ignored. */
static Object *find_deadlocks(Thread *th, bool synchronizers)
{
    int n = 0;
    for (Thread *t = sched_threads(); t; t = t->next)
        n++;
    Thread **all = xmalloc(sizeof(Thread *) * (size_t)(n ? n : 1));
    int *walk = xmalloc(sizeof(int) * (size_t)(n ? n : 1)); /* walk number that visited, 0 = none */
    int *pos = xmalloc(sizeof(int) * (size_t)(n ? n : 1));  /* index on that walk's path */
    Thread **path = xmalloc(sizeof(Thread *) * (size_t)(n ? n : 1));
    Thread **out = xmalloc(sizeof(Thread *) * (size_t)(n ? n : 1));
    int k = 0, n_out = 0;
    for (Thread *t = sched_threads(); t; t = t->next)
        if (is_live(t))
            all[k++] = t;
    n = k;
    for (int i = 0; i < n; i++)
        walk[i] = 0;
#define INDEX_OF(t, idx)              \
    do {                              \
        idx = -1;                     \
        for (int j_ = 0; j_ < n; j_++) \
            if (all[j_] == (t)) {     \
                idx = j_;             \
                break;                \
            }                         \
    } while (0)
    for (int i = 0; i < n; i++) {
        if (walk[i])
            continue;
        int len = 0, cur = i;
        for (;;) {
            walk[cur] = i + 1;
            pos[cur] = len;
            path[len++] = all[cur];
            Thread *next = waits_for(all[cur], synchronizers);
            if (!next || next == all[cur])
                break;
            int ni;
            INDEX_OF(next, ni);
            if (ni < 0)
                break;
            if (walk[ni] == i + 1) {
                for (int p = pos[ni]; p < len; p++)
                    out[n_out++] = path[p];
                break;
            }
            if (walk[ni])
                break;
            cur = ni;
        }
    }
#undef INDEX_OF
    Object *res = n_out ? thread_array(th, out, n_out) : NULL;
    free(all);
    free(walk);
    free(pos);
    free(path);
    free(out);
    return res;
}

NATIVE(findMonitorDeadlockedThreads0)
{
    (void)a;
    ret->a = find_deadlocks(th, false);
}

NATIVE(findDeadlockedThreads0)
{
    (void)a;
    ret->a = find_deadlocks(th, true);
}

/* ---- Locked monitors and synchronizers ----------------------------------- */

typedef struct Held {
    Object **objs;
    int32_t *depths;
    int n, cap;
} Held;

static void held_push(Held *h, Object *o);

/* Add o unless present (the lists of one thread's monitors are short). */
static void held_add(Held *h, Object *o, int32_t depth)
{
    for (int i = 0; i < h->n; i++)
        if (h->objs[i] == o)
            return;
    held_push(h, o);
    h->depths[h->n - 1] = depth;
}

static void held_push(Held *h, Object *o)
{
    if (h->n == h->cap) {
        h->cap = h->cap ? h->cap * 2 : 8;
        h->objs = xrealloc(h->objs, sizeof(Object *) * (size_t)h->cap);
        h->depths = xrealloc(h->depths, sizeof(int32_t) * (size_t)h->cap);
    }
    h->objs[h->n] = o;
    h->depths[h->n++] = -1;
}

static void held_free(Held *h)
{
    free(h->objs);
    free(h->depths);
}

/* Length of the instruction at pc (0 when it cannot be decoded). */
static uint32_t insn_length(const uint8_t *c, uint32_t pc, uint32_t code_len)
{
    uint8_t op = c[pc];
    if (op == OP_wide)
        return pc + 1 < code_len && c[pc + 1] == OP_iinc ? 6 : 4;
    if (op != OP_tableswitch && op != OP_lookupswitch)
        return opcode_length[op];
    uint32_t p = (pc + 4) & ~3u;
    if (p + 12 > code_len)
        return 0;
#define RD32(at) ((int32_t)((uint32_t)c[at] << 24 | (uint32_t)c[(at) + 1] << 16 | (uint32_t)c[(at) + 2] << 8 | c[(at) + 3]))
    int64_t len = op == OP_tableswitch ? (int64_t)(p - pc) + 12 + 4 * ((int64_t)RD32(p + 8) - RD32(p + 4) + 1)
                                       : (int64_t)(p - pc) + 8 + 8 * (int64_t)RD32(p + 4);
#undef RD32
    return len > 0 && len < (int64_t)code_len ? (uint32_t)len : 0;
}

/* The locals in which m keeps the objects it locks: javac (and ecj) compile
 * synchronized (e) as "e; dup; astore N; monitorenter", and monitorexit loads
 * local N. Marks them in slots (max_locals entries); returns how many, 0 when
 * m has no monitorenter, -1 when it has one in another form (then any local
 * may hold a monitor). */
static int monitor_slots(const Method *m, bool *slots)
{
    const uint8_t *c = m->orig_code ? m->orig_code : m->code;
    int n = 0;
    bool other = false;
    int32_t last_store = -1; /* local stored by the previous instruction */
    for (uint32_t pc = 0; c && pc < m->code_len;) {
        uint8_t op = c[pc];
        uint32_t len = insn_length(c, pc, m->code_len);
        if (!len)
            return -1;
        if (op == OP_monitorenter) {
            if (last_store >= 0 && last_store < m->max_locals) {
                n += !slots[last_store];
                slots[last_store] = true;
            } else {
                other = true;
            }
        }
        if (op == OP_astore && pc + 1 < m->code_len)
            last_store = c[pc + 1];
        else if (op >= OP_astore_0 && op <= OP_astore_3)
            last_store = op - OP_astore_0;
        else if (op == OP_wide && pc + 3 < m->code_len && c[pc + 1] == OP_astore)
            last_store = c[pc + 2] << 8 | c[pc + 3];
        else
            last_store = -1;
        pc += len;
    }
    return other ? -1 : n;
}

static bool is_object(const void *p)
{
    Object *o = heap_find(p);
    return o && (const void *)o == p;
}

/* The monitors target holds in its frames, innermost first as HotSpot lists
 * them, with the depth of the frame that locked them (the index in its stack
 * trace): in a frame, the synchronized blocks' monitors, inner blocks first
 * (javac gives inner blocks higher locals), then a synchronized method's.
 * Only frames with depth < max_depth (-1: all) are reported; the monitors of
 * the others go to skip. An object held in several frames (reentered) is
 * reported once, at the innermost. */
static void frame_monitors(Thread *target, int32_t max_depth, Held *out, Held *skip)
{
    int32_t depth = 0;
    for (Frame *f = target->top; f; f = f->prev) {
        if (!f->m || (f->m->mflags & MF_HIDDEN))
            continue;
        Held *h = (max_depth < 0 || depth < max_depth) ? out : skip;
        int nl = f->m->max_locals;
        bool *slots = (f->flags & FR_NATIVE) || !nl ? NULL : xcalloc((size_t)nl, sizeof(bool));
        int ns = slots ? monitor_slots(f->m, slots) : 0;
        for (int i = nl - 1; ns && i >= 0; i--) {
            Object *o = f->locals[i].a;
            if ((ns > 0 && !slots[i]) || !o || !is_object(o) || mon_owner(o, NULL) != target)
                continue;
            bool dup = false;
            for (int j = 0; j < out->n && !dup; j++)
                dup = out->objs[j] == o;
            for (int j = 0; j < skip->n && !dup; j++)
                dup = skip->objs[j] == o;
            if (!dup)
                held_add(h, o, depth);
        }
        free(slots);
        if (f->sync && mon_owner(f->sync, NULL) == target) {
            bool dup = false;
            for (int j = 0; j < out->n && !dup; j++)
                dup = out->objs[j] == f->sync;
            for (int j = 0; j < skip->n && !dup; j++)
                dup = skip->objs[j] == f->sync;
            if (!dup)
                held_add(h, f->sync, depth);
        }
        depth++;
    }
}

/* Every locked object and every owned AbstractOwnableSynchronizer, gathered by
 * one walk of the heap for a whole dump. */
typedef struct HeapLocks {
    Held locked;    /* objects whose monitor is held */
    Held syncs;     /* owned synchronizers (depths unused) */
} HeapLocks;

static void collect_locks(Object *o, void *arg)
{
    HeapLocks *hl = arg;
    if (o->lock && mon_owner(o, NULL))
        held_push(&hl->locked, o);
    if (jf.aos && obj_instance_of(o, jf.aos) && FIELD_AT(o, Object *, jf.aos_owner))
        held_push(&hl->syncs, o);
}

/* ---- ThreadInfo ---------------------------------------------------------------- */

static struct {
    Class *info;
    Method *init_short, *init_full;
} ti;

static bool info_class(Thread *th)
{
    if (ti.info)
        return true;
    Class *c = loader_load(th, NULL, sym_c("java/lang/management/ThreadInfo"));
    if (!c || !class_ready(th, c))
        return false;
    ti.init_short = class_find_method(c, sym_c("<init>"),
        sym_c("(Ljava/lang/Thread;ILjava/lang/Object;Ljava/lang/Thread;JJJJ[Ljava/lang/StackTraceElement;)V"));
    ti.init_full = class_find_method(c, sym_c("<init>"),
        sym_c("(Ljava/lang/Thread;ILjava/lang/Object;Ljava/lang/Thread;JJJJ[Ljava/lang/StackTraceElement;"
              "[Ljava/lang/Object;[I[Ljava/lang/Object;)V"));
    if (!ti.init_short || !ti.init_full)
        return exc_throw(th, "java/lang/InternalError", "ThreadInfo constructors not found");
    ti.info = c;
    return true;
}

/* t's stack trace cut to max_depth frames (-1: all); NULL for max_depth 0. */
static Object *trace_of(Thread *th, Thread *t, int32_t max_depth, bool *ok)
{
    *ok = true;
    if (max_depth == 0)
        return NULL;
    Object *st = stack_trace_of(th, t);
    if (!st) {
        *ok = false;
        return NULL;
    }
    if (max_depth < 0 || arr_len(st) <= max_depth)
        return st;
    Object *cut = arr_new_ref(th, WK.StackTraceElement, max_depth);
    if (!cut) {
        *ok = false;
        return NULL;
    }
    heap_barrier(cut);
    for (int32_t i = 0; i < max_depth; i++)
        ARR_AT(cut, Object *, i) = ARR_AT(st, Object *, i);
    return cut;
}

/* A dump is taken in two phases. The snapshot phase runs no Java code, so no
 * other thread runs and the snapshots of all threads are consistent; it keeps
 * every object it makes or finds in a Java Object[] (SNAP_REFS per thread), so
 * the collector sees them. Then the ThreadInfo constructors run (Java code,
 * during which threads may switch, end, and unlock). */
enum { SNAP_THREAD, SNAP_LOCK, SNAP_OWNER, SNAP_TRACE, SNAP_MONS, SNAP_DEPTHS, SNAP_SYNCS, SNAP_REFS };

typedef struct Snap {
    int32_t state;
    int64_t blocked, waited, blocked_ms, waited_ms;
} Snap;

/* Lists of the heap's locks in use by a dump; a root scanner keeps their
 * objects (an owned synchronizer may be garbage) from being swept meanwhile. */
typedef struct HeapLocksLink {
    HeapLocks *hl;
    struct HeapLocksLink *next;
} HeapLocksLink;

static HeapLocksLink *active_locks;
static bool roots_added;

static void scan_active_locks(void *arg)
{
    (void)arg;
    for (HeapLocksLink *l = active_locks; l; l = l->next) {
        for (int i = 0; i < l->hl->locked.n; i++)
            heap_mark(l->hl->locked.objs[i]);
        for (int i = 0; i < l->hl->syncs.n; i++)
            heap_mark(l->hl->syncs.objs[i]);
    }
}

/* Record t in slot i of holder (refs) and snaps. False with an exception. */
static bool snapshot(Thread *th, Thread *t, int32_t max_depth, bool monitors, bool syncs, HeapLocks *hl,
                     Object *holder, int i, Snap *snap)
{
    Object **refs = &ARR_AT(holder, Object *, i * SNAP_REFS);
    Thread *owner;
    Object *lock = lock_of(t, &owner);
    int st = status_of(t);
    snap->state = st | (t->state == TS_IO ? JMM_FLAG_NATIVE : 0);
    snap->blocked = t->blocked_count;
    snap->waited = t->waited_count;
    snap->blocked_ms = thread_contention_monitoring ? thread_stat_ns(t, THREAD_STAT_BLOCKED) / 1000000 : -1;
    snap->waited_ms = thread_contention_monitoring ? thread_stat_ns(t, THREAD_STAT_WAITED) / 1000000 : -1;
    heap_barrier(holder);
    refs[SNAP_THREAD] = t->jthread;
    refs[SNAP_LOCK] = lock;
    refs[SNAP_OWNER] = owner ? owner->jthread : NULL;
    bool ok;
    Object *trace = trace_of(th, t, max_depth, &ok);
    if (!ok)
        return false;
    heap_barrier(holder);
    refs = &ARR_AT(holder, Object *, i * SNAP_REFS);
    refs[SNAP_TRACE] = trace;
    if (monitors) {
        Held h = {0}, skip = {0};
        frame_monitors(t, max_depth, &h, &skip);
        for (int k = 0; hl && k < hl->locked.n; k++) {
            Object *o = hl->locked.objs[k];
            if (mon_owner(o, NULL) != t)
                continue;
            bool seen = false;
            for (int j = 0; j < skip.n && !seen; j++)
                seen = skip.objs[j] == o;
            if (!seen)
                held_add(&h, o, -1);
        }
        Object *mon_arr = arr_new_ref(th, WK.Object, h.n);
        if (mon_arr) {
            heap_barrier(mon_arr);
            heap_barrier(holder);
            for (int k = 0; k < h.n; k++)
                ARR_AT(mon_arr, Object *, k) = h.objs[k];
            ARR_AT(holder, Object *, i * SNAP_REFS + SNAP_MONS) = mon_arr;
        }
        Object *depth_arr = mon_arr ? arr_new_prim(th, 'I', h.n) : NULL;
        if (depth_arr) {
            heap_barrier(depth_arr);
            heap_barrier(holder);
            for (int k = 0; k < h.n; k++)
                ARR_AT(depth_arr, int32_t, k) = h.depths[k];
            ARR_AT(holder, Object *, i * SNAP_REFS + SNAP_DEPTHS) = depth_arr;
        }
        held_free(&h);
        held_free(&skip);
        if (!depth_arr)
            return false;
    }
    if (syncs && hl) {
        int n = 0;
        for (int k = 0; k < hl->syncs.n; k++)
            n += aos_owner(hl->syncs.objs[k]) == t;
        Object *sync_arr = arr_new_ref(th, WK.Object, n);
        if (!sync_arr)
            return false;
        heap_barrier(sync_arr);
        heap_barrier(holder);
        for (int k = 0, j = 0; k < hl->syncs.n; k++)
            if (aos_owner(hl->syncs.objs[k]) == t)
                ARR_AT(sync_arr, Object *, j++) = hl->syncs.objs[k];
        ARR_AT(holder, Object *, i * SNAP_REFS + SNAP_SYNCS) = sync_arr;
    }
    return true;
}

/* The ThreadInfo of snapshot i (the long constructor when full). NULL with an
 * exception pending. */
static Object *make_info(Thread *th, Object *holder, int i, const Snap *snap, bool full)
{
    Object *info = obj_new(th, ti.info);
    if (!info)
        return NULL;
    Object **refs = &ARR_AT(holder, Object *, i * SNAP_REFS);
    Slot args[20];
    int k = 0;
    args[k++].a = info;
    args[k++].a = refs[SNAP_THREAD];
    args[k++].i = snap->state;
    args[k++].a = refs[SNAP_LOCK];
    args[k++].a = refs[SNAP_OWNER];
    args[k].j = snap->blocked, k += 2;
    args[k].j = snap->blocked_ms, k += 2;
    args[k].j = snap->waited, k += 2;
    args[k].j = snap->waited_ms, k += 2;
    args[k++].a = refs[SNAP_TRACE];
    if (full) {
        args[k++].a = refs[SNAP_MONS];
        args[k++].a = refs[SNAP_DEPTHS];
        args[k++].a = refs[SNAP_SYNCS];
    }
    if (!interp_call(th, full ? ti.init_full : ti.init_short, args, NULL))
        return NULL;
    return info;
}

/* ThreadInfos for the threads with the given ids (ids NULL: every live
 * thread), null where a thread is not alive; stored into into when given,
 * else into a new ThreadInfo[]. */
static Object *dump(Thread *th, Object *ids, Object *into, int32_t max_depth, bool full, bool monitors, bool syncs)
{
    fields_init();
    if (!info_class(th))
        return NULL;
    int n = 0;
    Thread **v;
    if (ids) {
        n = arr_len(ids);
        v = xmalloc(sizeof(Thread *) * (size_t)(n ? n : 1));
        for (int i = 0; i < n; i++)
            v[i] = find_live(ARR_AT(ids, int64_t, i));
    } else {
        for (Thread *t = sched_threads(); t; t = t->next)
            n += is_live(t);
        v = xmalloc(sizeof(Thread *) * (size_t)(n ? n : 1));
        int k = 0;
        for (Thread *t = sched_threads(); t; t = t->next)
            if (is_live(t))
                v[k++] = t;
        n = k;
    }
    Object *arr = into ? into : arr_new_ref(th, ti.info, n);
    Object *holder = arr ? arr_new_ref(th, WK.Object, n * SNAP_REFS) : NULL;
    Snap *snaps = xcalloc((size_t)(n ? n : 1), sizeof(Snap));
    HeapLocks hl = {{0}, {0}};
    HeapLocksLink link = {&hl, active_locks};
    if (!roots_added) {
        heap_add_roots(scan_active_locks, NULL);
        roots_added = true;
    }
    active_locks = &link;
    if (holder && (monitors || syncs))
        heap_each_object(collect_locks, &hl);
    bool ok = holder != NULL;
    for (int i = 0; ok && i < n; i++)
        if (v[i])
            ok = snapshot(th, v[i], max_depth, monitors, syncs, &hl, holder, i, &snaps[i]);
    for (HeapLocksLink **l = &active_locks; *l; l = &(*l)->next)
        if (*l == &link) {
            *l = link.next;
            break;
        }
    held_free(&hl.locked);
    held_free(&hl.syncs);
    for (int i = 0; ok && i < n; i++) {
        Object *info = NULL;
        if (ARR_AT(holder, Object *, i * SNAP_REFS + SNAP_THREAD) && !(info = make_info(th, holder, i, &snaps[i], full)))
            ok = false;
        heap_barrier(arr);
        ARR_AT(arr, Object *, i) = info;
    }
    free(snaps);
    free(v);
    return ok ? arr : NULL;
}

/* getThreadInfo1(long[] ids, int maxDepth (-1: all frames), ThreadInfo[] result) */
NATIVE(getThreadInfo1)
{
    (void)ret;
    Object *ids = a[0].a, *result = a[2].a;
    if (!native_check_null(th, ids) || !native_check_null(th, result))
        return;
    if (arr_len(result) < arr_len(ids)) {
        exc_throw(th, "java/lang/IllegalArgumentException",
                  "The length of the given ThreadInfo array does not match the length of the given array of thread IDs");
        return;
    }
    dump(th, ids, result, a[1].i, false, false, false);
}

/* dumpThreads0(long[] ids or null for all, lockedMonitors, lockedSynchronizers, maxDepth) */
NATIVE(dumpThreads0)
{
    int32_t max_depth = a[3].i == INT32_MAX ? -1 : a[3].i;
    ret->a = dump(th, a[0].a, NULL, max_depth, true, a[1].i, a[2].i);
}

/* ---- CPU time --------------------------------------------------------------- */

/* VM-clock nanoseconds t has run; -1 when it is not alive. id 0 = current. */
static int64_t cpu_time(Thread *th, int64_t id)
{
    Thread *t = id == 0 ? th : find_live(id);
    if (!t)
        return -1;
    int64_t y = (int64_t)t->yields;
    if (t == th && th->budget_start > th->budget)
        y += th->budget_start - th->budget;
    return y * SCHED_TICK_NS;
}

NATIVE(getThreadTotalCpuTime0) { ret->j = cpu_time(th, a[0].j); }

/* ---- Thread dump (SIGQUIT) ---------------------------------------------------- */

/* "<0x...> (a java.lang.Object)" after "\t- what ", as HotSpot's
 * print_locked_object_class_name. */
static void print_lock_line(FILE *out, const char *what, Object *o)
{
    char *cn = class_java_name(o->cls);
    char *of = o->cls == WK.Class && mirror_class(o) ? class_java_name(mirror_class(o)) : NULL;
    fprintf(out, "\t- %s <0x%016lx> (a %s%s%s)\n", what, (unsigned long)(uintptr_t)o, cn, of ? " for " : "", of ? of : "");
    free(cn);
    free(of);
}

/* The monitors frame f holds, as print_lock_info_on lists a frame's: the
 * objects of its synchronized blocks (the locals its monitorenters store
 * them in, inner blocks first) and of a synchronized method, held by t or
 * waited on by t in a wait below; each object once in the whole dump of t
 * (seen). */
static void frame_locks(FILE *out, Thread *t, Frame *f, Held *seen)
{
    Object *waited = t->waiting_on ? t->waiting_on->obj : NULL;
    int nl = f->m->max_locals;
    bool *slots = (f->flags & FR_NATIVE) || !nl ? NULL : xcalloc((size_t)nl, sizeof(bool));
    int ns = slots ? monitor_slots(f->m, slots) : 0;
    Object *sync = f->sync;
    for (int i = nl - 1; ns && i >= 0; i--) {
        Object *o = f->locals[i].a;
        if ((ns > 0 && !slots[i]) || !o || !is_object(o) || (mon_owner(o, NULL) != t && o != waited))
            continue;
        bool dup = false;
        for (int j = 0; j < seen->n && !dup; j++)
            dup = seen->objs[j] == o;
        if (dup)
            continue;
        held_push(seen, o);
        print_lock_line(out, "locked", o);
    }
    free(slots);
    if (sync && (mon_owner(sync, NULL) == t || sync == waited)) {
        bool dup = false;
        for (int j = 0; j < seen->n && !dup; j++)
            dup = seen->objs[j] == sync;
        if (!dup) {
            held_push(seen, sync);
            print_lock_line(out, "locked", sync);
        }
    }
}

static void dump_thread(FILE *out, Thread *t, Thread *current)
{
    char name[512];
    thread_name(t, name, sizeof name);
    int st = status_of(t);
    const char *desc = "runnable", *state = "RUNNABLE";
    switch (st) {
    case JTS_SLEEPING: desc = "waiting on condition", state = "TIMED_WAITING (sleeping)"; break;
    case JTS_IN_WAIT: desc = "in Object.wait()", state = "WAITING (on object monitor)"; break;
    case JTS_IN_TIMED_WAIT: desc = "in Object.wait()", state = "TIMED_WAITING (on object monitor)"; break;
    case JTS_PARKED: desc = "waiting on condition", state = "WAITING (parking)"; break;
    case JTS_PARKED_TIMED: desc = "waiting on condition", state = "TIMED_WAITING (parking)"; break;
    case JTS_BLOCKED: desc = "waiting for monitor entry", state = "BLOCKED (on object monitor)"; break;
    default: break;
    }
    Frame *top = t->top;
    while (top && (!top->m || (top->m->mflags & MF_HIDDEN)))
        top = top->prev;
    int64_t cpu = cpu_time(current, t == current ? 0 : t->tid);
    int prio = FIELD_AT(t->jthread, int32_t, g_thread_fields.priority);
    fprintf(out, "\"%s\" #%lld %sprio=%d os_prio=0 cpu=%.2fms elapsed=%.2fs tid=0x%016lx nid=0x%x %s  [0x%016lx]\n", name,
            (long long)t->tid, t->daemon ? "daemon " : "", prio, cpu < 0 ? 0.0 : (double)cpu / 1e6,
            (double)(vmclock_peek() - t->born_ns) / 1e9, (unsigned long)(uintptr_t)t, (unsigned)t->id, desc,
            (unsigned long)(uintptr_t)top);
    fprintf(out, "   java.lang.Thread.State: %s\n", state);
    Held seen = {0};
    bool first = true;
    for (Frame *f = top; f; f = f->prev) {
        if (!f->m || (f->m->mflags & MF_HIDDEN))
            continue;
        char *c = class_java_name(f->m->cls);
        char mod[256];
        exc_module_prefix(f->m->cls, mod, sizeof mod);
        int32_t bci = (f->flags & FR_NATIVE) ? -1 : (int32_t)(f->pc - f->m->code);
        int line = exc_line_of(f->m, bci);
        const char *src = f->m->cls->source_file;
        if (line == -2)
            fprintf(out, "\tat %s.%s(%sNative Method)\n", c, f->m->name, mod);
        else if (src && line >= 0)
            fprintf(out, "\tat %s.%s(%s%s:%d)\n", c, f->m->name, mod, src, line);
        else
            fprintf(out, "\tat %s.%s(%s%s)\n", c, f->m->name, mod, src ? src : "Unknown Source");
        free(c);
        if (first) {
            /* What the thread waits for, under its top frame. */
            Object *b;
            if ((st == JTS_IN_WAIT || st == JTS_IN_TIMED_WAIT) && t->waiting_on) {
                print_lock_line(out, "waiting on", t->waiting_on->obj);
            } else if (st == JTS_BLOCKED && t->blocked_on) {
                bool rewait = f->m->name == sym_c("wait") && f->m->cls == WK.Object;
                print_lock_line(out, rewait ? "waiting to re-lock in wait()" : "waiting to lock", t->blocked_on->obj);
                held_push(&seen, t->blocked_on->obj);
            } else if ((b = park_blocker(t))) {
                print_lock_line(out, "parking to wait for ", b);
            }
            first = false;
        }
        frame_locks(out, t, f, &seen);
    }
    held_free(&seen);
    fprintf(out, "\n");
}

/* SIGQUIT's dump, and -XX:+CrashOnOutOfMemoryError's report (natives.h). */
void mgmt_write_thread_dump(FILE *out, Thread *current)
{
    fields_init();
    time_t secs = (time_t)(vmclock_wall_ns() / 1000000000);
    struct tm tm;
    char date[64] = "";
    if (localtime_r(&secs, &tm))
        strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S", &tm);
    fflush(out);
    fprintf(out, "%s\nFull thread dump Rivet (0.1 interpreted mode):\n\n", date);
    for (Thread *t = sched_threads(); t; t = t->next)
        if (is_live(t))
            dump_thread(out, t, current);
    fflush(out);
}


NATIVE(getThreadTotalCpuTime1)
{
    (void)ret;
    Object *ids = a[0].a, *out = a[1].a;
    if (!native_check_null(th, ids) || !native_check_null(th, out))
        return;
    int32_t n = arr_len(ids) < arr_len(out) ? arr_len(ids) : arr_len(out);
    heap_barrier(out);
    for (int32_t i = 0; i < n; i++)
        ARR_AT(out, int64_t, i) = cpu_time(th, ARR_AT(ids, int64_t, i));
}

/* Allocated bytes per thread are not counted (threadAllocatedMemorySupport is false). */
NATIVE(getThreadAllocatedMemory0)
{
    (void)th;
    (void)a;
    ret->j = -1;
}

NATIVE(getThreadAllocatedMemory1)
{
    (void)ret;
    Object *ids = a[0].a, *out = a[1].a;
    if (!native_check_null(th, ids) || !native_check_null(th, out))
        return;
    int32_t n = arr_len(ids) < arr_len(out) ? arr_len(ids) : arr_len(out);
    heap_barrier(out);
    for (int32_t i = 0; i < n; i++)
        ARR_AT(out, int64_t, i) = -1;
}

NATIVE(getTotalThreadAllocatedMemory)
{
    (void)th;
    (void)a;
    ret->j = -1;
}

NATIVE(setThreadCpuTimeEnabled0) { (void)th; (void)ret; mgmt_cpu_time_enabled = a[0].i; }
NATIVE(setThreadAllocatedMemoryEnabled0) { (void)th; (void)ret; mgmt_alloc_enabled = a[0].i; }
NATIVE(setThreadContentionMonitoringEnabled0) { (void)th; (void)ret; thread_contention_monitoring = a[0].i; }

NATIVE(resetPeakThreadCount0)
{
    (void)th;
    (void)a;
    (void)ret;
    int live;
    mgmt_thread_counts(&live, NULL, NULL, NULL);
    peak_threads = live;
}

/* The contention times of the thread with id a[0] (0: of every thread). */
NATIVE(resetContentionTimes0)
{
    (void)th;
    (void)ret;
    for (Thread *t = sched_threads(); t; t = t->next)
        if (!a[0].j || t->tid == a[0].j)
            thread_stat_reset_times(t);
}

NATIVES_TABLE(sun_management_ThreadImpl, "sun/management/ThreadImpl",
    {"getThreads", "()[Ljava/lang/Thread;", getThreads},
    {"getThreadInfo1", "([JI[Ljava/lang/management/ThreadInfo;)V", getThreadInfo1},
    {"getThreadTotalCpuTime0", "(J)J", getThreadTotalCpuTime0},
    {"getThreadTotalCpuTime1", "([J[J)V", getThreadTotalCpuTime1},
    {"getThreadUserCpuTime0", "(J)J", getThreadTotalCpuTime0},
    {"getThreadUserCpuTime1", "([J[J)V", getThreadTotalCpuTime1},
    {"getThreadAllocatedMemory0", "(J)J", getThreadAllocatedMemory0},
    {"getThreadAllocatedMemory1", "([J[J)V", getThreadAllocatedMemory1},
    {"getTotalThreadAllocatedMemory", "()J", getTotalThreadAllocatedMemory},
    {"setThreadCpuTimeEnabled0", "(Z)V", setThreadCpuTimeEnabled0},
    {"setThreadAllocatedMemoryEnabled0", "(Z)V", setThreadAllocatedMemoryEnabled0},
    {"setThreadContentionMonitoringEnabled0", "(Z)V", setThreadContentionMonitoringEnabled0},
    {"findMonitorDeadlockedThreads0", "()[Ljava/lang/Thread;", findMonitorDeadlockedThreads0},
    {"findDeadlockedThreads0", "()[Ljava/lang/Thread;", findDeadlockedThreads0},
    {"resetPeakThreadCount0", "()V", resetPeakThreadCount0},
    {"dumpThreads0", "([JZZI)[Ljava/lang/management/ThreadInfo;", dumpThreads0},
    {"resetContentionTimes0", "(J)V", resetContentionTimes0},
);
