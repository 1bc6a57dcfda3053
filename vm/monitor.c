/* Java monitors on green threads.
 *
 * Thin locks live in the object's lock word until there is contention, a wait, or
 * a recursion count too large for the word; then the lock is inflated to a
 * Monitor holding the owner, the count, a FIFO of threads blocked entering and a
 * FIFO wait set. A Monitor lives as long as its object (freed by the sweeper).
 *
 * Entry is competitive, not handed off: exit makes the first blocked thread
 * runnable and it retries when scheduled, as HotSpot does. */
#include "checkpoint/replay.h"
#include "vm/monitor.h"

#include "vm/rti_hooks.h"
#include "vm/sched.h"
#include "vm/thread.h"

#define THIN_MAX_COUNT 0x7FFF

Thread *(*mon_choose_waiter)(Monitor *mon);

static Monitor *free_mons;

static inline bool is_thin(uintptr_t w) { return w & 1; }
static inline uint32_t thin_owner(uintptr_t w) { return (uint32_t)(w >> 16); }
static inline uint32_t thin_count(uintptr_t w) { return (uint32_t)((w >> 1) & THIN_MAX_COUNT); }
static inline uintptr_t thin_make(uint32_t owner, uint32_t count)
{
    return 1 | (uintptr_t)count << 1 | (uintptr_t)owner << 16;
}

/* The lock word is part of the object's state for checkpoints. */
static inline void set_lock(Object *obj, uintptr_t w)
{
    heap_barrier(obj);
    obj->lock = w;
}

static Monitor *inflate(Object *obj)
{
    uintptr_t w = obj->lock;
    if (w && !is_thin(w))
        return (Monitor *)w;
    Monitor *m = free_mons;
    if (m)
        free_mons = m->next_free;
    else
        m = xmalloc(sizeof(Monitor));
    memset(m, 0, sizeof *m);
    m->obj = obj;
    m->ck_epoch = g_ckpt_epoch;
    if (w) {
        m->owner = thread_by_id(thin_owner(w));
        m->count = thin_count(w);
    }
    set_lock(obj, (uintptr_t)m);
    return m;
}

Monitor *mon_inflated(Object *obj)
{
    uintptr_t w = obj->lock;
    return w && !is_thin(w) ? (Monitor *)w : NULL;
}

void mon_free(Monitor *mon)
{
    mon->next_free = free_mons;
    free_mons = mon;
}

static void q_append(Thread **head, Thread **tail, Thread *t)
{
    t->q_next = NULL;
    if (*tail)
        (*tail)->q_next = t;
    else
        *head = t;
    *tail = t;
}

static bool q_remove(Thread **head, Thread **tail, Thread *t)
{
    Thread *prev = NULL;
    for (Thread *c = *head; c; prev = c, c = c->q_next) {
        if (c != t)
            continue;
        if (prev)
            prev->q_next = c->q_next;
        else
            *head = c->q_next;
        if (*tail == c)
            *tail = prev;
        c->q_next = NULL;
        return true;
    }
    return false;
}

Thread *mon_owner(Object *obj, uint32_t *count)
{
    uintptr_t w = obj->lock;
    if (!w) {
        if (count)
            *count = 0;
        return NULL;
    }
    if (is_thin(w)) {
        if (count)
            *count = thin_count(w);
        return thread_by_id(thin_owner(w));
    }
    Monitor *m = (Monitor *)w;
    if (count)
        *count = m->count;
    return m->owner;
}

bool mon_holds(Thread *th, Object *obj) { return mon_owner(obj, NULL) == th; }

/* Block until the inflated monitor is free, then take it with count. A
 * block counts for ThreadMXBean (reentry: the wait's re-entry, counted
 * already). */
static void acquire_slow(Thread *th, Monitor *m, uint32_t count, bool reentry)
{
    bool contended = false;
    while (m->owner) {
        if (!contended) {
            contended = true;
            RTI_HOOK(monitor_contended_enter, th, m->obj);
            if (!reentry)
                thread_stat_begin(th, THREAD_STAT_BLOCKED);
        }
        mon_barrier(m);
        q_append(&m->entry_head, &m->entry_tail, th);
        th->blocked_on = m;
        thread_set_status(th, JTS_BLOCKED);
        sched_block(th, TS_BLOCKED);
        th->blocked_on = NULL;
        mon_barrier(m);
        q_remove(&m->entry_head, &m->entry_tail, th);
        if (m->owner && th->barged < UINT8_MAX)
            th->barged++; /* woken, and another thread took it first */
    }
    th->barged = 0;
    if (contended || reentry)
        thread_stat_end(th, THREAD_STAT_BLOCKED);
    mon_barrier(m);
    m->owner = th;
    m->count = count;
    thread_set_status(th, JTS_RUNNABLE);
}

void mon_enter(Thread *th, Object *obj)
{
    uintptr_t w = obj->lock;
    if (likely(w == 0)) {
        set_lock(obj, thin_make(th->id, 1));
    } else if (is_thin(w) && thin_owner(w) == th->id) {
        uint32_t c = thin_count(w);
        if (c < THIN_MAX_COUNT) {
            set_lock(obj, thin_make(th->id, c + 1));
        } else {
            Monitor *m = inflate(obj);
            mon_barrier(m);
            m->count++;
        }
    } else {
        Monitor *m = inflate(obj);
        if (m->owner == th) {
            mon_barrier(m);
            m->count++;
        } else
            acquire_slow(th, m, 1, false);
    }
    RTI_HOOK(monitor_enter, th, obj);
}

static bool not_owner(Thread *th)
{
    return exc_throw(th, "java/lang/IllegalMonitorStateException", "current thread is not owner");
}

/* HotSpot's interpreter (monitorexit, a synchronized method's return)
 * throws it without a message; Object.wait, notify and JNI's MonitorExit
 * say why (ObjectMonitor::check_owner). */
static bool not_owner_bare(Thread *th)
{
    return exc_throw(th, "java/lang/IllegalMonitorStateException", NULL);
}

/* Wake the first thread blocked entering, if any; th releases the monitor.
 * An entrant that found it taken again twice in a row gets to run before th
 * can take it back (sched_end_slice_soon). */
static void wake_entrant(Thread *th, Monitor *m)
{
    Thread *t = m->entry_head;
    if (t) {
        sched_wakeup(t);
        if (t->barged >= 2)
            sched_end_slice_soon(th);
    }
}

bool mon_exit(Thread *th, Object *obj)
{
    uintptr_t w = obj->lock;
    if (is_thin(w)) {
        if (thin_owner(w) != th->id)
            return not_owner_bare(th);
        uint32_t c = thin_count(w);
        set_lock(obj, c > 1 ? thin_make(th->id, c - 1) : 0);
    } else {
        Monitor *m = (Monitor *)w;
        if (!m || m->owner != th)
            return not_owner_bare(th);
        mon_barrier(m);
        if (--m->count == 0) {
            m->owner = NULL;
            wake_entrant(th, m);
        }
    }
    RTI_HOOK(monitor_exit, th, obj);
    return true;
}

bool mon_exit_jni(Thread *th, Object *obj)
{
    return mon_holds(th, obj) ? mon_exit(th, obj) : not_owner(th);
}

bool mon_wait(Thread *th, Object *obj, int64_t timeout_ns)
{
    if (!mon_holds(th, obj))
        return not_owner(th);
    if (thread_interrupted(th, true))
        return exc_throw(th, "java/lang/InterruptedException", NULL);
    Monitor *m = inflate(obj);
    uint32_t count = m->count;
    RTI_HOOK(monitor_wait, th, obj, timeout_ns);
    mon_barrier(m);
    m->owner = NULL;
    m->count = 0;
    wake_entrant(th, m);
    q_append(&m->wait_head, &m->wait_tail, th);
    th->waiting_on = m;
    th->notified = false;
    th->wait_timed_out = false;
    sched_set_deadline(th, timeout_ns > 0 ? timeout_ns : 0);
    thread_set_status(th, timeout_ns > 0 ? JTS_IN_TIMED_WAIT : JTS_IN_WAIT);
    thread_stat_begin(th, THREAD_STAT_WAITED);
    sched_block(th, timeout_ns > 0 ? TS_TIMED_WAITING : TS_WAITING);
    thread_stat_end(th, THREAD_STAT_WAITED);
    /* Woken by notify, timeout or interrupt; leave the wait set if still in it. */
    mon_barrier(m);
    q_remove(&m->wait_head, &m->wait_tail, th);
    th->waiting_on = NULL;
    th->wake_at = 0;
    bool timed_out = th->wait_timed_out;
    /* As HotSpot: a notified thread moves to the entry queue, and that
     * re-entry counts as a block even when the monitor is free by then. */
    bool reentry = th->notified;
    if (reentry)
        thread_stat_begin(th, THREAD_STAT_BLOCKED);
    acquire_slow(th, m, count, reentry);
    RTI_HOOK(monitor_waited, th, obj, timed_out);
    if (!th->notified && thread_interrupted(th, true))
        return exc_throw(th, "java/lang/InterruptedException", NULL);
    return true;
}

void mon_cancel_wait(Thread *th)
{
    Monitor *m = th->waiting_on;
    if (m) {
        mon_barrier(m);
        q_remove(&m->wait_head, &m->wait_tail, th);
    }
}

bool mon_notify(Thread *th, Object *obj, bool all)
{
    if (!mon_holds(th, obj))
        return not_owner(th);
    Monitor *m = mon_inflated(obj);
    if (!m || !m->wait_head) {
        RTI_HOOK(monitor_notify, th, obj, all, (Thread *)NULL);
        return true;
    }
    mon_barrier(m);
    do {
        Thread *t = (!all && mon_choose_waiter) ? mon_choose_waiter(m) : m->wait_head;
        if (!t)
            t = m->wait_head;
        if (!all && g_rp_mode != RP_OFF && m->wait_head->q_next) {
            /* Which of several waiters wakes is the scheduler's choice (a
             * tool's, such as the tester's): logged, and taken from the log
             * in a replay, where the tool may choose otherwise. */
            int32_t idx = 0;
            for (Thread *w = m->wait_head; w && w != t; w = w->q_next)
                idx++;
            idx = (int32_t)rp_answer('W', idx, NULL, 0, 0);
            Thread *w = m->wait_head;
            for (int32_t i = 0; i < idx && w->q_next; i++)
                w = w->q_next;
            t = w;
        }
        q_remove(&m->wait_head, &m->wait_tail, t);
        t->notified = true;
        t->waiting_on = NULL;
        RTI_HOOK(monitor_notify, th, obj, all, t);
        sched_wakeup(t);
    } while (all && m->wait_head);
    return true;
}
