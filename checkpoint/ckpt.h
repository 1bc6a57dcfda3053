/* Checkpoints: undoing execution by incremental object versioning.
 *
 * Live checkpoints form a stack, oldest first. The time after the newest one
 * is the current segment, numbered g_ckpt_epoch (every take and every return
 * starts a new number). An object, a Monitor or a class's initialisation state
 * carries the number of the segment in which it was created or last saved;
 * before its first change in the current segment the barrier copies its old
 * contents into the newest checkpoint's undo log. Returning to a checkpoint
 * applies the undo logs of every newer one and its own, newest entry first,
 * so each object gets back the contents it had then (its address, and so
 * every pointer to it, is unchanged), and puts back the VM state saved when it
 * was taken: every thread's Java and C stacks and its scheduling fields, the
 * scheduler, the identity-hash generator, the reference pending list, and the
 * I/O positions (vm/vmio.c). The cost of a checkpoint is proportional to what
 * is written after it and to the threads' stack depths, never to the heap.
 *
 * Requests may come at any time (from a tool's event handler); they are
 * carried out at the next safe point (sched_yield_point) at which no thread is
 * inside an upcall from C or waiting for I/O. */
#ifndef RIVET_CKPT_H
#define RIVET_CKPT_H

#include "vm/vm.h"

typedef struct Checkpoint Checkpoint;

void ckpt_init(void);

/* Barrier slow paths (heap_barrier, mon_barrier) and the class-state one. */
void ckpt_save_object(Object *obj);
void ckpt_save_monitor(Monitor *m);
void ckpt_save_class_slow(Class *cls);
static inline void ckpt_save_class(Class *cls)
{
    if (unlikely(cls->ck_epoch < g_ckpt_barrier)) /* as heap_barrier */
        ckpt_save_class_slow(cls);
}
/* Record an I/O position before it changes (vm/vmio.c). */
void ckpt_save_io(int kind, int fd, int64_t pos);
/* VM memory outside the heap that changes after a checkpoint and must come
 * back (resolved constant-pool entries, quickened bytecode): save n bytes at
 * addr (the memory must outlive every checkpoint). Only while active. */
void ckpt_save_raw(void *addr, size_t n);
/* The same, for memory already changed: old holds its contents before. */
void ckpt_save_raw_as(void *addr, const void *old, size_t n);
/* Native memory (allocateMemory, direct buffers) about to be written by Java
 * code or a native: its bytes go into the undo log while a checkpoint is
 * live. natives/jdk_internal_misc_Unsafe.c keeps freed memory until no live
 * checkpoint can come back to a time it was in use. */
static inline void ckpt_native_write(void *addr, size_t n)
{
    if (unlikely(g_ckpt_active))
        ckpt_save_raw(addr, n);
}
/* An insertion into a VM table made after a checkpoint: a return calls
 * undo(a, b) to take it out again (interned strings, loaded classes). */
void ckpt_log_undo(void (*undo)(void *a, void *b), void *a, void *b);
/* The same, with drop(a, b) called instead when the entry is discarded
 * without being undone (to free what a and b hold). */
void ckpt_log_undo2(void (*undo)(void *a, void *b), void (*drop)(void *a, void *b), void *a, void *b);
/* Something the program let go of (freed memory, a closed stream, an unmapped
 * region): release(a, b) now when no checkpoint is live, else only once no
 * live checkpoint can come back to a time it was in use. */
void ckpt_release_later(void (*release)(void *a, void *b), void *a, void *b);
/* C memory a frame holds across an upcall into Java (the class file of a
 * class being defined, the verifier's frames, a lambda being spun): a return
 * to a checkpoint taken after ckpt_hold restores the thread's C stack as it
 * was, abandoning the frame before it frees what it holds, so the return
 * calls release(p) instead. The frame calls ckpt_unhold once it has freed p
 * or handed it on (before its next yield point). NULL when no checkpoint is
 * live: none can be taken while the frame holds p (a take waits until no
 * thread is inside an upcall it cannot cover), so none can abandon it. */
typedef struct CkptHold CkptHold;
CkptHold *ckpt_hold(void (*release)(void *p), void *p);
void ckpt_unhold(CkptHold *h);
/* For an undo function: free p once the return has undone every entry (older
 * entries may still write into p). */
void ckpt_free_after_return(void *p);
/* A VM variable saved with every checkpoint and put back by a return
 * (counters that name things, e.g. hidden classes). */
void ckpt_register_state(void *addr, size_t n);

/* Requests. A take calls back taken(cp, tag) once the checkpoint exists; a
 * return calls back restored(cp) once the state is back (in the thread that
 * was running when cp was taken). Returning discards every newer checkpoint;
 * cp stays live and can be returned to again. */
typedef struct CkptHooks {
    void (*taken)(Thread *th, Checkpoint *cp, void *tag);
    void (*restored)(Thread *th, Checkpoint *cp);
} CkptHooks;
extern CkptHooks ckpt_hooks;
extern bool g_ckpt_pending;
void ckpt_request_take(void *tag);
void ckpt_request_return(Checkpoint *cp);
/* Discard at once (no VM state changes). */
void ckpt_discard(Checkpoint *cp);
bool ckpt_is_live(const Checkpoint *cp);
int ckpt_live_count(void);
void *ckpt_tag(const Checkpoint *cp);
/* Carry out pending requests, if every thread is at a point a checkpoint can
 * cover (called by sched_yield_point). */
void ckpt_service(Thread *th);

/* A terminated thread: keep it while a checkpoint could bring it back (true),
 * else the caller frees it. */
bool ckpt_retire(Thread *th);

/* What changed since the oldest live checkpoint (for rti_state_hash): the
 * segment number at its take (an object whose born is at least this was
 * allocated since; UINT32_MAX when none is live), and every object, monitor
 * and class saved into the undo logs since (a target may come more than
 * once), one checkpoint's log at a time, for a caller that keeps what it
 * found from one call to the next: the live checkpoints oldest first
 * (ckpt_next_live(NULL) is the oldest), each log's length, and its entries
 * from index `from` on, oldest first. A log only grows (the newest's as the
 * program runs, an older one's when the checkpoint above it is discarded)
 * and keeps its checkpoint's stamp, until a return to that checkpoint empties
 * it and changes the stamp; stamps are never reused. */
uint32_t ckpt_base_epoch(void);
/* Whether segment e was undone by a return: an object born in it (Object.born)
 * is left over from a run the return took back. Nothing the program has
 * can reach it, and what tools kept for it in versioned memory is gone
 * (rti/rti.c raises no free event for it). */
bool ckpt_epoch_undone_slow(uint32_t e);
extern uint32_t g_ckpt_undone_lo; /* the lowest segment undone; UINT32_MAX: none */
static inline bool ckpt_epoch_undone(uint32_t e) { return e >= g_ckpt_undone_lo && ckpt_epoch_undone_slow(e); }
typedef enum { CKPT_SAVED_OBJECT, CKPT_SAVED_MONITOR, CKPT_SAVED_CLASS } CkptSaved;
Checkpoint *ckpt_next_live(const Checkpoint *cp);
Checkpoint *ckpt_prev_live(const Checkpoint *cp); /* the next older one (NULL: cp is the oldest) */
Checkpoint *ckpt_newest_live(void);
uint32_t ckpt_log_stamp(const Checkpoint *cp);
size_t ckpt_log_len(const Checkpoint *cp);
void ckpt_each_saved_in(const Checkpoint *cp, size_t from, void (*fn)(void *arg, CkptSaved kind, void *target),
                        void *arg);

/* Statistics for tests and benchmarks. */
typedef struct CkptStats {
    uint64_t taken, returns, objects_saved, bytes_saved, bytes_restored;
} CkptStats;
extern CkptStats ckpt_stats;

#endif
