/* Java monitors: synchronized, wait, notify.
 *
 * The lock word in the object header is 0 (unlocked), a thin lock
 * 1 | count << 1 | owner_id << 16 (uncontended, no waiters), or a Monitor*
 * (inflated: contended, waited on, or counted too deep). Green threads run on
 * one OS thread, so no operation here needs atomics. */
#ifndef RIVET_MONITOR_H
#define RIVET_MONITOR_H

#include "vm/vm.h"

struct Monitor {
    Object *obj;
    Thread *owner;
    uint32_t count;
    Thread *entry_head, *entry_tail; /* blocked entering */
    Thread *wait_head, *wait_tail;   /* in the wait set */
    Monitor *next_free;
    uint32_t ck_epoch;               /* as Object.ck_epoch: checkpoint versioning */
};

/* Before changing a Monitor: its old contents are saved for a checkpoint. */
void ckpt_save_monitor(Monitor *m);
static inline void mon_barrier(Monitor *m)
{
    if (unlikely(m->ck_epoch < g_ckpt_barrier)) /* as heap_barrier */
        ckpt_save_monitor(m);
}

/* Enter obj's monitor, blocking while another thread owns it. */
void mon_enter(Thread *th, Object *obj);
/* Exit; false with IllegalMonitorStateException pending if th is not the
 * owner (no message, as from HotSpot's interpreter). */
bool mon_exit(Thread *th, Object *obj);
/* JNI's MonitorExit: the same, the exception saying "current thread is not owner". */
bool mon_exit_jni(Thread *th, Object *obj);
/* Object.wait: timeout_ns 0 = forever. False with an exception pending
 * (IllegalMonitorStateException, InterruptedException). */
bool mon_wait(Thread *th, Object *obj, int64_t timeout_ns);
bool mon_notify(Thread *th, Object *obj, bool all);
bool mon_holds(Thread *th, Object *obj);
/* The owning thread and recursion count (NULL, 0 when free). */
Thread *mon_owner(Object *obj, uint32_t *count);
/* Threads blocked entering / waiting on obj (for tools and diagnostics). */
Monitor *mon_inflated(Object *obj);
void mon_free(Monitor *mon);

/* A thread being interrupted or timing out while in a wait set. */
void mon_cancel_wait(Thread *th);

/* Tools may choose which waiter a notify wakes; NULL picks the first. */
extern Thread *(*mon_choose_waiter)(Monitor *mon);

#endif
