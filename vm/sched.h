/* The scheduler: green threads on one OS thread, deterministic interleaving.
 *
 * A thread runs until its quantum of yield points (backward branches and method
 * entries) is used up, or it blocks. The next thread is chosen round-robin in
 * creation order, or pseudo-randomly from the seed given with -seed. Timed waits
 * use a virtual clock advanced by executed yield points and jumped ahead when
 * every thread is waiting, so sleeping never slows a run. */
#ifndef RIVET_SCHED_H
#define RIVET_SCHED_H

#include <signal.h>

#include "vm/vm.h"

void sched_init(void);

/* Adopt the calling C context (the primordial stack) as thread th. */
void sched_adopt_primordial(Thread *th);

/* Make a new thread runnable; it starts in entry(th) on its own C stack. */
void sched_start(Thread *th, void (*entry)(void *));

/* The quantum ran out (budget <= 0): account, maybe switch. Also the safe point
 * where pending requests (tool actions) are carried out. */
void sched_yield_point(Thread *th);
/* Thread.yield(). */
void sched_thread_yield(Thread *th);

/* Block the current thread in state st until sched_wakeup (or its wake_at time,
 * if non-zero, passes). Returns when it runs again. */
void sched_block(Thread *th, ThreadState st);
/* Make a blocked thread runnable. */
void sched_wakeup(Thread *th);
/* The running thread th's time slice ends at its next yield point, under the
 * VM's own scheduler (not when a tool schedules): it has just released a
 * lock that a thread it woke has failed to get twice in a row. A thread that
 * takes a lock again and again in a loop (`while (true) synchronized (buf)
 * { ... }`) starved the others for ever: its slices, of a fixed length,
 * began where the woken thread failed and so always ended inside the
 * critical section (hunt 7, tests/java/LockStarvation). */
void sched_end_slice_soon(Thread *th);
/* The current thread has terminated: switch away for good. */
void sched_exit_thread(Thread *th) __attribute__((noreturn));

/* The VM clock's nanoseconds per yield point executed. Deterministic, so
 * it cannot follow real time: loops run from 6 ns a yield point (a field
 * increment) to 40 (long and double arithmetic) and more where natives
 * work. A clock that runs ahead of real time ends timed waits early while
 * a thread computes (Future.get(3 s) timed out after 1.07 s of real time
 * on 25 ns, hunt 7): a correct program fails. One that runs behind ends
 * them late, which a timed wait allows, and a time-out in a program is
 * far more often a failure path than a pacing one; so the tick is near
 * the fastest loops' cost, and typical code sees the clock at about half
 * real speed while it computes. */
#define SCHED_TICK_NS 10

/* The VM clock in nanoseconds (monotonic, virtual). */
int64_t sched_clock_ns(void);
/* The VM clock with the running thread's slice so far counted in (the clock
 * above moves only when a slice ends): what the program's virtual clocks
 * read (vmclock_virtual). */
int64_t sched_clock_now_ns(void);
/* Nanoseconds of waits the VM skipped rather than spent in real time: added
 * to the machine's clocks for the program's (vm/vmclock.c). */
int64_t sched_skipped_ns(void);

/* Move the clock forward (real time spent waiting for something outside the VM). */
void sched_advance_clock(int64_t ns);
/* A tool moves the VM clock on by ns (rti_clock_advance), from inside a
 * decision: not read again by a replay, which follows its log. */
void sched_jump_clock(int64_t ns);
/* Let other threads run until fd is ready for events (POLLIN/POLLOUT), so a
 * native about to block in read/write/accept does not stop the whole VM.
 * Returns at once when the descriptor is ready or no other thread exists. */
void sched_wait_io(Thread *th, int fd, short events);
/* sched_wait_io for at most timeout_ns of VM time (< 0: no limit, 0: only
 * check). Returns true when the descriptor is ready (or in error), false when
 * the time ran out first. With no other thread alive it waits in poll(2) and
 * adds the real time spent to the clock. */
bool sched_wait_io_timed(Thread *th, int fd, short events, int64_t timeout_ns);

/* Hand pending OS signals to their Java handlers (natives/jdk_internal_misc_Signal.c). */
extern volatile sig_atomic_t signal_pending_any;
void signals_dispatch(Thread *th);
void signals_dispatch_one(Thread *th, int sig);
/* SIGQUIT's handler (a thread dump), unless -Xrs (natives/jdk_internal_misc_Signal.c). */
void signals_init(void);

/* Whether a thread other than th can run now. */
bool sched_others_runnable(Thread *th);

/* Force the next yield point of every thread into sched_yield_point, where
 * pending requests are carried out; the quantum goes on afterwards. */
void sched_request_safepoint(void);
/* The requests could not be carried out yet: while they wait, threads stop at
 * yield points every few units (more apart at each call). */
void sched_retry_safepoint(void);
/* End t's quantum at its next yield point. */
void sched_request_reschedule(Thread *t);
/* Why the scheduler is deciding now (for rti_decision_reason): 'q' the
 * running thread's time slice ended, 'r' a tool asked (rti_request_reschedule),
 * 'y' it yields, 'b' it blocks, 'x' it ends. */
extern char sched_reason;
/* The instrumented loop's stop between two instructions (th->stop_req, after
 * SAVE): a scheduling decision here, which a recorded run logs with the
 * place. In replay, false while th has not reached the place where the
 * recorded run stopped: the instruction runs, and the next is asked again. */
bool sched_tool_stop(Thread *th);
/* End t's timed wait now, moving the clock on to its deadline (a tool's
 * choice); false when t has no deadline. */
bool sched_time_out_now(Thread *t);
/* Ends t's Object.wait now without a notify, as a spurious wake-up may (JLS
 * 17.2.1): it re-enters the monitor and returns normally; or its park without
 * an unpark (LockSupport.park: "for no reason"). No clock moves. False when t
 * neither waits nor parks. */
bool sched_wake_spuriously(Thread *t);
/* Give the current thread a deadline rel_ns from now (rel_ns <= 0: none):
 * on the VM clock for the scheduler, and on the program's clock for what the
 * program sees when it times out. Both deadlines saturate at
 * SCHED_DEADLINE_MAX: a caller may pass any length (the JDK's "for ever" is
 * Long.MAX_VALUE ns), and clock + length must not wrap to a deadline in the
 * past, which timed the wait out at once (hunt 15 J10: parkNanos(MAX)
 * returned at once, and AQS's timed waits with it spun). */
void sched_set_deadline(Thread *th, int64_t rel_ns);
/* The latest deadline (ns on either clock): half the range, about 146
 * years of clock, so that the program's clocks moved on to it (a tool skips
 * the wait: vmclock_reach, or the virtual clocks of vmclock.c) still have
 * room for the wall clock's offset from them, the epoch's 1.8 * 10^18 ns.
 * A wait that long (Thread.sleep(Long.MAX_VALUE)) ends only when a tool
 * skips to it; HotSpot's would not end at all. */
#define SCHED_DEADLINE_MAX (INT64_MAX / 2)
/* a + b for a deadline: at most SCHED_DEADLINE_MAX (b >= 0). */
static inline int64_t sched_deadline_add(int64_t a, int64_t b)
{
    return b > SCHED_DEADLINE_MAX - a ? SCHED_DEADLINE_MAX : a + b;
}
/* The longest a timed park waits before it returns (ns): 100,000,000 s, a
 * little over three years, the bound HotSpot's Parker puts on one park
 * (MAX_SECS in os_posix.cpp, for relative and absolute times alike); a
 * longer parkNanos or parkUntil returns then, which the JDK treats as a
 * spurious wake-up and parks again. */
#define SCHED_PARK_MAX_NS ((int64_t)100000000 * 1000000000)
/* What sched_choose returns to have pending checkpoint requests carried out
 * at this decision before it is asked again. */
#define SCHED_CHOOSE_AGAIN ((Thread *)(uintptr_t)1)

/* Switch C stacks (to_lo/to_size: the target stack, for ASan; from_ends: the
 * stack being left will never be resumed). */
void sched_switch_stack(Ctx *from, Ctx *to, void *to_lo, size_t to_size, bool from_ends);
/* The extent of t's C stack. */
void sched_stack_bounds(Thread *t, void **lo, size_t *size);

/* Scheduler state saved with a checkpoint (checkpoint/). */
typedef struct SchedState {
    int64_t ticks, jumped, skipped;
    uint64_t rng_state;
    Thread *current;
    Thread *dead_pending;
} SchedState;
void sched_save(SchedState *s);
/* Restore s, with threads[0..n) as the thread list in this order. */
void sched_restore(const SchedState *s, Thread **threads, int n);

/* Iterate over all threads that have started and not been reclaimed. */
Thread *sched_threads(void);
int sched_live_nondaemon(void);

/* Set by the tool that owns scheduling: picks the next thread among the enabled
 * runnable ones (NULL = default policy). */
extern Thread *(*sched_choose)(Thread *current, bool current_runnable);

#endif
