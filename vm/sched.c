/* The deterministic green-thread scheduler.
 *
 * All threads are on one list in creation order. The running thread is
 * vm_current. A switch happens only here: when a quantum ends, when the running
 * thread blocks or ends, or on Thread.yield. The choice is a pure function of
 * the threads' states, their order and the seed, so a run is repeatable.
 *
 * Time: the VM clock advances SCHED_TICK_NS per executed yield point, and jumps
 * to the earliest deadline when every live thread is waiting. Timed waits are
 * checked against this clock at each switch. The program's clocks are the
 * machine's (vm/vmclock.c) plus `skipped`, the waits the VM did not spend in
 * real time; a wait that ends by time-out moves them on to its deadline
 * (vmclock_reach). With no tool, the VM spends such a wait in real time, as a
 * JVM sleeps: then only a replay and the tools skip time. */
#include "vm/sched.h"
#include "vm/gcmap.h"
#include "vm/vmio.h"

#include <errno.h>
#include <limits.h>
#include <poll.h>
#include <pthread.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "checkpoint/ckpt.h"
#include "checkpoint/replay.h"
#include "vm/ctx.h"
#include "vm/vmclock.h"
#include "vm/heap.h"
#include "vm/monitor.h"
#include "rti/rti.h"
#include "vm/rti_hooks.h"
#include "vm/thread.h"

#ifdef RIVET_ASAN
#include <sanitizer/common_interface_defs.h>
#endif

#define DEFAULT_QUANTUM 20000

Thread *vm_current;
Thread *(*sched_choose)(Thread *current, bool current_runnable);

static Thread *all_head, *all_tail;
static Thread *dead_pending;   /* terminated thread whose stacks await freeing */
static int64_t ticks;          /* yield points executed by all threads */
static int64_t jumped;         /* ns the VM clock jumped while all waited */
/* Program-clock ns the VM skipped rather than waited for in real time (a
 * timed descriptor wait with nobody else to run that poll ended early). Not
 * the VM clock's jumps: that clock counts yield points, and when it runs
 * behind real time a jump covers time the machine's clocks have already
 * seen pass; a time-out moves the program's clocks on to its deadline
 * instead (time_out, vmclock_reach). */
static int64_t skipped;
static uint64_t rng_state;
static void *primordial_top;

extern void *__libc_stack_end;

static uint64_t rng_next(void)
{
    /* splitmix64: deterministic from the seed. */
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static int32_t new_quantum(void)
{
    uint32_t q = vm_opts.quantum ? vm_opts.quantum : DEFAULT_QUANTUM;
    if (vm_opts.seeded)
        return (int32_t)(1 + rng_next() % (2 * (uint64_t)q));
    return (int32_t)q;
}

/* ---- Where a tool stopped a thread, in record and replay ----------------------
 * A tool may end a thread's time slice early (rti_request_reschedule): at its
 * next yield point, or, in the instrumented loop, at the next instruction.
 * The log keeps each slice as used, and where in its last stretch the thread
 * stopped (checkpoint/replay.h); a replay ignores the tool's requests and
 * stops the thread there itself: at the yield point the slice ends with, and
 * for a place, from that yield point on at every instruction until the place
 * comes (the loop's L_stop, sched_tool_stop). */
/* stop_pos: record: STOP_CUT a tool ended the slice, STOP_PENDING and at a
 * place (stop_at); replay: STOP_PENDING the slice ends at stop_at, STOP_ARMED
 * and its last yield point has passed. */
enum { STOP_NONE, STOP_PENDING, STOP_ARMED, STOP_CUT };

/* The place a thread stands at, as the log names it. */
static void stop_place(const Thread *th, RpStop *at)
{
    uint32_t h = 2166136261u, depth = 0;
    const Frame *fr = th->top;
    for (const char *const *p = (const char *const[]){fr->m->cls->name, fr->m->name, fr->m->desc, NULL}; *p; p++)
        for (const char *c = *p; *c; c++)
            h = (h ^ (uint8_t)*c) * 16777619u;
    for (const Frame *f = fr; f; f = f->prev)
        depth++;
    *at = (RpStop){true, h, (uint32_t)(fr->pc - fr->m->code), depth};
}

/* Replay: arm th to stop at its place: from here on, L_stop compares every
 * instruction's place. Its budget of 2 lets a preemption point's second
 * count through (the instruction runs again after it) and catches a thread
 * that goes past the place to another yield point. */
static void arm_stop_place(Thread *th)
{
    th->stop_pos = STOP_ARMED;
    th->budget = th->budget_start = 2;
    th->stop_req = true;
}

/* Replay: th gets a new slice, which ends at a place when at->valid (armed
 * where the budget is given, if that place comes before any yield point). */
static void replay_slice(Thread *th, const RpStop *at)
{
    th->stop_pos = at->valid ? STOP_PENDING : STOP_NONE;
    th->stop_at[0] = at->method;
    th->stop_at[1] = at->bci;
    th->stop_at[2] = at->depth;
}

bool sched_tool_stop(Thread *th)
{
    RpStop here;
    if (th->stop_pos == STOP_ARMED) {
        stop_place(th, &here);
        if (here.method != th->stop_at[0] || here.bci != th->stop_at[1] || here.depth != th->stop_at[2])
            return false;
        th->stop_pos = STOP_NONE;
        th->budget = th->budget_start; /* no yield point since the one it was armed at */
    } else if (g_rp_mode == RP_RECORD) {
        stop_place(th, &here);
        th->stop_at[0] = here.method;
        th->stop_at[1] = here.bci;
        th->stop_at[2] = here.depth;
        th->stop_pos = STOP_PENDING; /* decide() logs it */
    }
    th->stop_req = false;
    sched_request_reschedule(th);
    sched_yield_point(th);
    return true;
}

void sched_init(void)
{
    rng_state = vm_opts.seed;
    primordial_top = __libc_stack_end;
}

int64_t sched_clock_ns(void) { return ticks * SCHED_TICK_NS + jumped; }
int64_t sched_skipped_ns(void) { return skipped; }

int64_t sched_clock_now_ns(void)
{
    const Thread *t = vm_current;
    int64_t used = t ? (int64_t)t->budget_start - t->budget : 0;
    return sched_clock_ns() + (used > 0 ? used * SCHED_TICK_NS : 0);
}
Thread *sched_threads(void) { return all_head; }

int sched_live_nondaemon(void)
{
    int n = 0;
    for (Thread *t = all_head; t; t = t->next)
        if (!t->daemon && t->state != TS_TERMINATED && t->state != TS_NEW)
            n++;
    return n;
}

static void list_add(Thread *th)
{
    th->next = NULL;
    if (all_tail)
        all_tail->next = th;
    else
        all_head = th;
    all_tail = th;
}

static void list_remove(Thread *th)
{
    Thread *prev = NULL;
    for (Thread *t = all_head; t; prev = t, t = t->next) {
        if (t != th)
            continue;
        if (prev)
            prev->next = t->next;
        else
            all_head = t->next;
        if (all_tail == t)
            all_tail = prev;
        return;
    }
}

void sched_adopt_primordial(Thread *th)
{
    th->cstack = NULL;
    th->cstack_top = primordial_top;
    th->state = TS_RUNNABLE;
    th->budget = new_quantum();
    if (g_rp_mode == RP_RECORD) {
        rp_log_first_slice(th->serial, th->yields, th->budget);
    } else if (g_rp_mode == RP_REPLAY) {
        RpStop at;
        rp_next_first_slice(th->serial, &th->budget, &at);
        replay_slice(th, &at);
        if (th->stop_pos == STOP_PENDING && th->budget <= 0)
            arm_stop_place(th);
    }
    th->budget_start = th->budget;
    vm_current = th;
    list_add(th);
}

static void account(Thread *th)
{
    /* Budget counts down from the quantum; what was used is executed work. */
    int64_t used = (int64_t)th->budget_start - th->budget;
    if (used > 0) {
        ticks += used;
        th->yields += (uint64_t)used;
    }
}

static bool is_waiting(const Thread *t)
{
    return t->state == TS_WAITING || t->state == TS_TIMED_WAITING;
}

/* A thread whose wait ends at wake_at: a timed wait, or a timed descriptor
 * wait (sched_wait_io_timed). */
static bool has_deadline(const Thread *t)
{
    return t->wake_at && (is_waiting(t) || t->state == TS_IO);
}

void sched_set_deadline(Thread *th, int64_t rel_ns)
{
    th->wake_at = rel_ns > 0 ? sched_deadline_add(sched_clock_ns(), rel_ns) : 0;
    th->prog_deadline = rel_ns > 0 ? sched_deadline_add(vmclock_peek(), rel_ns) : 0;
    th->wait_len = rel_ns > 0 ? rel_ns : 0;
}

/* A timed wait (or timed I/O wait) ends without being woken. */
static void time_out(Thread *t)
{
    if (t->prog_deadline)
        vmclock_reach(t->prog_deadline);
    t->prog_deadline = 0;
    t->wait_timed_out = true;
    t->wake_at = 0;
    mon_cancel_wait(t);
    t->state = TS_RUNNABLE;
}

/* time_out, and a recorded run logs it: a replay ends the wait at the same
 * decision (replay_timed_out). */
static void time_out_logged(Thread *t)
{
    if (g_rp_mode == RP_RECORD)
        rp_log_timeout(t->serial);
    time_out(t);
}

/* Wake threads whose deadline has passed. */
static void wake_expired(void)
{
    int64_t now = sched_clock_ns();
    for (Thread *t = all_head; t; t = t->next)
        if (has_deadline(t) && t->wake_at <= now)
            time_out_logged(t);
}

/* Suspended threads (Thread.suspend) are runnable to nobody, tools included. */
static bool runnable(const Thread *t) { return t->state == TS_RUNNABLE && t->enabled && !t->suspended; }

static int64_t real_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

/* Poll the descriptors of threads in TS_IO for up to timeout_ms (-1 = until one
 * is ready) and make the ready ones runnable. Returns how many were woken, or
 * -1 when no thread waits for I/O; the real time spent blocked is added to the
 * clock. */
static int poll_io(int timeout_ms)
{
    struct pollfd fds[64];
    Thread *who[64];
    int n = 0;
    for (Thread *t = all_head; t && n < 64; t = t->next)
        if (t->state == TS_IO) {
            fds[n].fd = t->io_fd;
            fds[n].events = t->io_events;
            fds[n].revents = 0;
            who[n++] = t;
        }
    if (!n)
        return -1;
    int64_t t0 = timeout_ms ? real_ns() : 0;
    int r = poll(fds, (nfds_t)n, timeout_ms);
    if (timeout_ms) {
        jumped += g_rp_mode == RP_RECORD ? rp_elapsed(real_ns() - t0) : real_ns() - t0;
    }
    int woken = 0;
    for (int i = 0; r > 0 && i < n; i++)
        if (fds[i].revents) {
            who[i]->state = TS_RUNNABLE;
            woken++;
        }
    return woken;
}

/* How long the VM waits in real time before the clock jumps vm_ns to first's
 * deadline, every thread waiting. With no tool and no replay, until the
 * program's clocks show that deadline: a JVM's sleep takes its time, and a
 * program that sleeps to wait for something outside it (a file another
 * process writes, input due later) sees it come (hunt 7). The tools skip
 * the wait, and so does a replay (its clocks are the recorded ones). Under
 * a tool too, when only daemon threads wait with a deadline while the
 * program's own threads wait for good (a hang, as on HotSpot): the time
 * passes for real rather than spinning through virtual time. */
static int64_t real_wait_ns(const Thread *first, int64_t vm_ns)
{
    int64_t prog_ns = first->prog_deadline ? first->prog_deadline - vmclock_peek() : vm_ns;
    if (g_rp_mode != RP_REPLAY && !vmclock_is_virtual() && rti_tool_count() == 0)
        return prog_ns;
    bool program_timed = false, program_alive = false;
    for (const Thread *t = all_head; t; t = t->next) {
        if (t->daemon || t->state == TS_TERMINATED || t->state == TS_NEW)
            continue;
        program_alive = true;
        program_timed |= has_deadline(t);
    }
    return program_alive && !program_timed ? vm_ns : 0;
}

/* Every live program thread blocked, or waiting with no deadline: only
 * another thread could wake one, and none can run. */
static bool program_deadlocked(void)
{
    bool any = false;
    for (Thread *t = all_head; t; t = t->next) {
        /* A system thread waiting for the outside world may still wake
         * the program: the process reaper waits for its child on a
         * descriptor (java_lang_ProcessHandleImpl.c), and its end notifies
         * main in Process.waitFor. */
        if (t->system && t->state == TS_IO)
            return false;
        if (t->system || t->state == TS_NEW || t->state == TS_TERMINATED)
            continue;
        if ((t->state == TS_RUNNABLE && !t->suspended) || t->state == TS_IO || has_deadline(t))
            return false;
        any = true;
    }
    return any;
}

/* Nobody can run. When a tool listens for deadlocks and the program's
 * threads can never run again, tell it and end the run (HotSpot would hang),
 * unless the tool asked to return to a checkpoint: then do that. Returns true
 * when the caller should look again. */
static bool check_deadlock(Thread *cur)
{
    if (!(rti_event_mask & (1ull << RTI_EV_deadlock)) || !program_deadlocked())
        return false;
    rti_fire_deadlock(cur);
    if (g_ckpt_pending) {
        ckpt_service(cur); /* a return does not come back */
        return true;
    }
    extern void vm_exit(Thread * th, int status);
    vm_exit(cur, 1);
    return true;
}

static Thread *pick(Thread *cur)
{
    for (;;) {
        wake_expired();
        bool io = poll_io(0) >= 0;
        bool cur_ok = cur && runnable(cur);
        if (sched_choose) {
            Thread *t = sched_choose(cur, cur_ok);
            /* The tool wants a checkpoint of this very decision first (or a
             * return): carry it out, then ask again. A take that cannot be
             * made now (a thread in an upcall) leaves the choice to the tool. */
            for (int tries = 0; t == SCHED_CHOOSE_AGAIN; tries++) {
                if (g_ckpt_pending && tries < 2)
                    ckpt_service(cur);
                t = sched_choose(cur, cur_ok);
                if (t == SCHED_CHOOSE_AGAIN && tries >= 2)
                    t = NULL;
            }
            if (t)
                return t;
        }
        int n = 0;
        for (Thread *t = all_head; t; t = t->next)
            if (runnable(t))
                n++;
        if (n) {
            if (vm_opts.seeded) {
                int k = (int)(rng_next() % (uint64_t)n);
                for (Thread *t = all_head; t; t = t->next)
                    if (runnable(t) && k-- == 0)
                        return t;
            }
            /* Round robin: the first runnable thread after cur in creation order. */
            Thread *start = cur && cur->next ? cur->next : all_head;
            for (Thread *t = start; t; t = t->next)
                if (runnable(t))
                    return t;
            for (Thread *t = all_head; t; t = t->next)
                if (runnable(t))
                    return t;
        }
        /* Nobody can run. A signal's handler gets a thread first, started
         * from the one whose stack this is (Java code can run on no other).
         * That may be a thread that has just ended, as the Signal
         * Dispatcher: before, a SIGTERM then waited for the next deadline,
         * a minute away (the common cleaner's). */
        if (signal_pending_any && cur && (cur->state != TS_TERMINATED || vm_signal_dispatcher)) {
            signals_dispatch(cur);
            continue;
        }
        if (check_deadlock(cur))
            continue;
        /* Jump the clock to the earliest deadline. */
        int64_t soonest = 0;
        Thread *first = NULL;
        for (Thread *t = all_head; t; t = t->next)
            if (has_deadline(t) && (!soonest || t->wake_at < soonest)) {
                soonest = t->wake_at;
                first = t;
            }
        if (io) {
            /* Threads wait for the outside world: block in poll until a
             * descriptor is ready or the earliest deadline, in real time. */
            int64_t wait_ns = soonest ? soonest - sched_clock_ns() : -1;
            /* A deadline more than 24 days away (a sleep for ever, a
             * 3-year park, beside a thread in accept) waits INT_MAX ms,
             * then looks again: the milliseconds cast to int wrapped to
             * any value, a negative one (poll for ever, past the
             * deadline) or a small one. */
            int ms = wait_ns < 0 ? -1 : wait_ns / 1000000 >= INT_MAX ? INT_MAX : (int)((wait_ns + 999999) / 1000000);
            if (soonest && wait_ns <= 0)
                ms = 0;
            /* A tool's scheduler is asked again every second meanwhile, so
             * that its limits hold (the tester's time=) while the program
             * waits for ever. */
            bool capped = sched_choose && (ms < 0 || ms > 1000);
            if (capped)
                ms = 1000;
            if (poll_io(ms) == 0 && soonest && !capped) {
                int64_t now = sched_clock_ns();
                if (soonest > now)
                    jumped += soonest - now;
            }
            continue;
        }
        if (!soonest) {
            /* Only disabled threads could run: a tool's choice cannot stand. */
            for (Thread *t = all_head; t; t = t->next)
                if (t->state == TS_RUNNABLE && !t->suspended)
                    return t;
            return NULL;
        }
        int64_t now = sched_clock_ns();
        if (soonest > now) {
            int64_t ns = real_wait_ns(first, soonest - now);
            if (ns > 0) {
                struct timespec ts = {(time_t)(ns / 1000000000), (long)(ns % 1000000000)};
                if (nanosleep(&ts, NULL) != 0)
                    continue; /* a signal: handle it first */
            }
            jumped += soonest - now;
        }
    }
}

static void deadlock(void)
{
    fprintf(stderr, "rivet: deadlock: every thread is blocked\n");
    for (Thread *t = all_head; t; t = t->next) {
        char name[128];
        const char *st = t->state == TS_BLOCKED ? "BLOCKED" : t->state == TS_WAITING ? "WAITING"
                       : t->state == TS_TIMED_WAITING ? "TIMED_WAITING" : "RUNNABLE";
        fprintf(stderr, "\"%s\"%s %s\n", thread_name(t, name, sizeof name), t->daemon ? " daemon" : "", st);
        thread_print_stack(stderr, t);
    }
    fflush(stdout);
    rp_finish(1);
    exit(1);
}

static void reap(void)
{
    Thread *d = dead_pending;
    if (d && d != vm_current) {
        dead_pending = NULL;
        /* A live checkpoint may bring the thread back: keep its stacks. */
        if (!ckpt_retire(d))
            thread_free(d);
    }
}

void sched_stack_bounds(Thread *t, void **lo, size_t *size)
{
    if (t->cstack) {
        *lo = t->cstack;
        *size = t->cstack_size;
        return;
    }
    pthread_attr_t attr;
    pthread_getattr_np(pthread_self(), &attr);
    pthread_attr_getstack(&attr, lo, size);
    pthread_attr_destroy(&attr);
}

void sched_switch_stack(Ctx *from, Ctx *to, void *to_lo, size_t to_size, bool from_ends)
{
#ifdef RIVET_ASAN
    void *fake = NULL;
    __sanitizer_start_switch_fiber(from_ends ? NULL : &fake, to_lo, to_size);
    ctx_switch(from, to);
    __sanitizer_finish_switch_fiber(fake, NULL, NULL);
#else
    (void)to_lo;
    (void)to_size;
    (void)from_ends;
    ctx_switch(from, to);
#endif
}

static Thread *by_serial(uint32_t serial)
{
    for (Thread *t = all_head; t; t = t->next)
        if (t->serial == serial)
            return t;
    return NULL;
}

/* Replay: the recorded run saw this thread's wait time out here. */
static void replay_timed_out(uint32_t serial)
{
    Thread *t = by_serial(serial);
    if (t && (is_waiting(t) || t->state == TS_IO)) {
        /* the clock moves on to the deadline, as sched_time_out_now moved it */
        int64_t now = sched_clock_ns();
        if (has_deadline(t) && t->wake_at > now)
            jumped += t->wake_at - now;
        time_out(t);
    }
}

/* Replay: the recorded run dispatched a signal at this decision. */
static Thread *deciding;
static void replay_signal(int sig) { signals_dispatch_one(deciding, sig); }

/* One scheduling decision: the thread to run next and its time slice (*q).
 * Pending signals are dispatched first, so a recorded run has them at a
 * decision. Record mode logs it; replay mode takes it from the log. */
char sched_reason;

static Thread *decide(Thread *cur, char kind, int32_t *q)
{
    sched_reason = kind == 'q' && cur->cut_asked ? 'r' : kind;
    cur->cut_asked = false;
    /* A tool's request for a decision is met by this one; a replay's stop at
     * a place is not (the thread may block and go on before it gets there). */
    if (cur->stop_pos != STOP_ARMED)
        cur->stop_req = false;
    if (g_rp_mode == RP_REPLAY) {
        uint32_t to;
        Thread *outer = deciding; /* a signal's handler may decide in turn */
        deciding = cur;
        if (unlikely(rti_event_mask & (1ull << RTI_EV_deadlock))) {
            bool none = true;
            for (Thread *t = all_head; t && none; t = t->next)
                none = !runnable(t) && t->state != TS_IO;
            if (none)
                check_deadlock(cur); /* as in the recorded run: ends it */
        }
        RpStop at;
        rp_next_decision(kind, cur->serial, &cur->yields, &to, q, &at, replay_timed_out, replay_signal);
        deciding = outer;
        if (to == UINT32_MAX) {
            /* The recorded run ended here. When nothing can run, a deadlock
             * as recorded (the caller reports it); else a tool ended it at
             * this decision (rti_exit from its choose callback, which replay
             * does not call): end the same way. */
            bool any = false;
            for (Thread *t = all_head; t && !any; t = t->next)
                any = runnable(t);
            int status;
            if (any && rp_take_exit(&status)) {
                extern void vm_exit(Thread * th, int status);
                fprintf(stderr, "rivet: the recorded run was ended here by a tool (threads could still run); so is "
                                "the replay\n");
                /* The tool is asked this one decision, so that one that ended
                 * the run with a report makes it again (the tester's
                 * condition deadlock while daemons run); what it answers is
                 * not followed. */
                if (sched_choose)
                    (void)sched_choose(cur, runnable(cur));
                vm_exit(cur, status);
            }
            return NULL;
        }
        Thread *t = by_serial(to);
        if (t && t->state == TS_IO)
            t->state = TS_RUNNABLE; /* its descriptor was ready in the recorded run */
        if (!t || t->state != TS_RUNNABLE)
            rp_diverged("the log runs thread #%u next, which %s", to, t ? "cannot run now" : "does not exist");
        if (t != cur || kind == 'q')
            replay_slice(t, &at);
        return t;
    }
    if (unlikely(signal_pending_any) && cur->state != TS_TERMINATED)
        signals_dispatch(cur);
    if (g_rp_mode == RP_RECORD) {
        RpStop at = {true, cur->stop_at[0], cur->stop_at[1], cur->stop_at[2]};
        rp_log_deciding(kind, cur->serial, cur->yields, cur->stop_pos != STOP_NONE,
                        cur->stop_pos == STOP_PENDING ? &at : NULL);
    }
    Thread *t = pick(cur);
    *q = new_quantum();
    if (g_rp_mode == RP_RECORD && t) {
        RpStop at = {true, cur->stop_at[0], cur->stop_at[1], cur->stop_at[2]};
        rp_log_decision(kind, cur->serial, cur->yields, t->serial, t->yields, *q, cur->stop_pos != STOP_NONE,
                        cur->stop_pos == STOP_PENDING ? &at : NULL);
    }
    cur->stop_pos = STOP_NONE;
    return t;
}

/* While a checkpoint request waits (a take waits for every thread to be
 * capturable), the running thread comes back to a yield point after `gap`
 * units, and goes on with its time slice afterwards, so the interleaving is
 * the same. The gap grows while takes keep waiting (an upcall may run long);
 * it is at least 2 so that an instruction behind a preemption point
 * (PREEMPT in interp_loop.h) can run. */
#define GAP_MIN 2
#define GAP_MAX 256
static int32_t gap = GAP_MIN;

/* Leave t at most `keep` units before its next yield point; the rest of its
 * time slice goes on afterwards (budget_resume). */
static void hold_back(Thread *t, int32_t keep)
{
    if (t->budget > keep) {
        int32_t later = t->budget - keep;
        t->budget_resume += later;
        t->budget_start -= later;
        t->budget = keep;
    }
}

static void stop_soon(Thread *t) { hold_back(t, gap); }

void sched_retry_safepoint(void)
{
    if (gap < GAP_MAX)
        gap *= 2;
}

static void switch_to(Thread *from, Thread *to, int32_t q)
{
    if (from == to)
        return;
    RTI_HOOK(thread_switch, from, to);
    rti_skip_clear();
    vm_current = to;
    to->budget = q;
    to->budget_start = to->budget;
    to->budget_resume = 0;
    if (unlikely(to->stop_pos == STOP_PENDING) && q <= 0)
        arm_stop_place(to); /* replay: its slice ends at a place before its first yield point */
    if (unlikely(g_ckpt_pending))
        stop_soon(to);
    if (unlikely(to->stop_exc))
        hold_back(to, 0); /* a safe point first, where Thread.stop's exception is thrown */
    void *lo = NULL;
    size_t sz = 0;
#ifdef RIVET_ASAN
    sched_stack_bounds(to, &lo, &sz);
#endif
    sched_switch_stack(&from->ctx, &to->ctx, lo, sz, from->state == TS_TERMINATED);
    reap();
}

/* First code a started thread runs: finish the ASan switch, then the entry. */
typedef struct StartArgs {
    void (*entry)(void *);
    Thread *th;
} StartArgs;

static void thread_trampoline(void *arg)
{
    Thread *th = arg;
#ifdef RIVET_ASAN
    __sanitizer_finish_switch_fiber(NULL, NULL, NULL);
#endif
    reap();
    void (*entry)(void *) = (void (*)(void *))th->start_entry;
    entry(th);
    vm_panic("thread entry returned");
}

void sched_start(Thread *th, void (*entry)(void *))
{
    th->start_entry = (void *)entry;
    ctx_make(&th->ctx, th->cstack, (char *)th->cstack + th->cstack_size, thread_trampoline, th);
    th->state = TS_RUNNABLE;
    list_add(th);
}

void sched_end_slice_soon(Thread *th)
{
    if (sched_choose || th != vm_current || th->budget <= 1)
        return;
    th->budget_start -= th->budget - 1; /* (the yield points used stay counted) */
    th->budget = 1;
}

void sched_yield_point(Thread *th)
{
    if (unlikely(g_ckpt_pending))
        ckpt_service(th);
    if (th->budget_resume > 0) {
        /* A forced safe point (a request, not the end of the quantum): go on
         * with what is left of the quantum, so requests do not change the
         * interleaving. The yield point that brought us here counts. */
        int32_t left = th->budget_resume + th->budget;
        th->budget_resume = 0;
        if (left > 0) {
            account(th);
            th->budget = left;
            th->budget_start = left;
            if (unlikely(g_ckpt_pending))
                stop_soon(th);
            if (unlikely(th->stop_exc))
                thread_deliver_stop(th);
            return;
        }
    }
    account(th);
    if (unlikely(th->stop_pos != STOP_NONE) && g_rp_mode == RP_REPLAY) {
        /* Its slice ends at a place after this yield point (replay_slice). */
        if (th->stop_pos == STOP_ARMED)
            rp_diverged("thread #%u went on past the place where the recorded run stopped it (bci %u at depth %u)",
                        th->serial, th->stop_at[1], th->stop_at[2]);
        arm_stop_place(th);
        return;
    }
    int32_t q;
    Thread *next = decide(th, 'q', &q);
    if (next && next != th) {
        th->budget = 0;
        th->budget_start = 0;
        switch_to(th, next, q);
    } else {
        th->budget = q;
        th->budget_start = q;
        if (unlikely(th->stop_pos == STOP_PENDING) && q <= 0)
            arm_stop_place(th);
        if (unlikely(g_ckpt_pending))
            stop_soon(th);
    }
    if (unlikely(th->stop_exc))
        thread_deliver_stop(th);
}

void sched_thread_yield(Thread *th)
{
    account(th);
    th->budget_start = th->budget;
    int32_t q;
    Thread *next = decide(th, 'y', &q);
    if (next && next != th)
        switch_to(th, next, q);
}

void sched_block(Thread *th, ThreadState st)
{
    account(th);
    th->budget_start = th->budget;
    th->state = (uint8_t)st;
    th->wait_since = sched_clock_ns();
    for (;;) {
        int32_t q;
        Thread *next = decide(th, 'b', &q);
        if (!next)
            deadlock();
        if (next == th)
            break; /* woken by a deadline while picking */
        switch_to(th, next, q);
        if (th->state == TS_RUNNABLE)
            break;
    }
    th->state = TS_RUNNABLE;
}

void sched_wakeup(Thread *t)
{
    if (t->state == TS_BLOCKED || is_waiting(t))
        t->state = TS_RUNNABLE;
}

void sched_exit_thread(Thread *th)
{
    account(th);
    th->state = TS_TERMINATED;
    int32_t q;
    Thread *next = decide(th, 'x', &q);
    if (!next)
        deadlock();
    list_remove(th);
    dead_pending = th;
    switch_to(th, next, q);
    vm_panic("terminated thread resumed");
}

void sched_advance_clock(int64_t ns)
{
    jumped += g_rp_mode != RP_OFF ? rp_elapsed(ns) : ns;
}

void sched_jump_clock(int64_t ns)
{
    /* A replay reads the clocks from its log, and the decisions too: the
     * record is only there to keep the log's order (rp_next_decision
     * passes over it). */
    if (g_rp_mode == RP_REPLAY)
        return;
    jumped += g_rp_mode == RP_RECORD ? rp_elapsed(ns) : ns;
}

/* Whether a started thread other than th has not terminated. */
static bool others_alive(Thread *th)
{
    for (Thread *t = all_head; t; t = t->next)
        if (t != th && t->state != TS_TERMINATED && t->state != TS_NEW)
            return true;
    return false;
}

void sched_wait_io(Thread *th, int fd, short events)
{
    if (g_rp_mode == RP_REPLAY) {
        /* The descriptor's readiness is the recorded run's. */
        if (!th || !rp_io_blocked(false))
            return;
        th->io_fd = fd;
        th->io_events = events;
        sched_block(th, TS_IO);
        return;
    }
    struct pollfd p = {.fd = fd, .events = events};
    int r;
    do
        r = poll(&p, 1, 0);
    while (r < 0 && errno == EINTR);
    bool blocks = r == 0 && th && others_alive(th);
    /* A character device other than a terminal (/dev/random) may never poll
     * writable, yet a write to it does not block: do not wait for it. */
    struct stat st;
    if (blocks && (events & POLLOUT) && fstat(fd, &st) == 0 && S_ISCHR(st.st_mode) && !isatty(fd))
        blocks = false;
    if (g_rp_mode == RP_RECORD && th)
        rp_io_blocked(blocks);
    if (!blocks)
        return; /* ready, or an error the system call itself will report */
    th->io_fd = fd;
    th->io_events = events;
    sched_block(th, TS_IO);
}

bool sched_wait_io_timed(Thread *th, int fd, short events, int64_t timeout_ns)
{
    struct pollfd p = {.fd = fd, .events = events};
    int r = vmio_poll(&p, 1, 0);
    if (r != 0)
        return true; /* ready, or an error the caller's next call reports */
    if (timeout_ns == 0)
        return false;
    if (!th || !others_alive(th)) {
        /* Nobody else to run: wait in real time, which shows on the clock. */
        int ms = timeout_ns < 0 ? -1 : (int)((timeout_ns + 999999) / 1000000);
        int64_t t0 = real_ns();
        r = vmio_poll(&p, 1, ms);
        int64_t spent = real_ns() - t0;
        if (g_rp_mode != RP_OFF)
            spent = rp_elapsed(spent);
        bool early = r == 0 && spent < timeout_ns;
        jumped += early ? timeout_ns : spent;
        skipped += early ? timeout_ns - spent : 0;
        return r != 0;
    }
    th->io_fd = fd;
    th->io_events = events;
    sched_set_deadline(th, timeout_ns < 0 ? 0 : timeout_ns);
    th->wait_timed_out = false;
    sched_block(th, TS_IO);
    bool timed_out = th->wait_timed_out;
    th->wake_at = 0;
    th->wait_timed_out = false;
    return !timed_out;
}

bool sched_others_runnable(Thread *th)
{
    for (Thread *t = all_head; t; t = t->next)
        if (t != th && runnable(t))
            return true;
    return false;
}

void sched_request_safepoint(void)
{
    gap = GAP_MIN;
    for (Thread *t = all_head; t; t = t->next) {
        hold_back(t, 0);
        t->budget = 0;
    }
}

bool sched_time_out_now(Thread *t)
{
    if (!has_deadline(t))
        return false;
    int64_t now = sched_clock_ns();
    if (t->wake_at > now)
        jumped += t->wake_at - now;
    time_out_logged(t);
    return true;
}

bool sched_wake_spuriously(Thread *t)
{
    if (!is_waiting(t) || (!t->waiting_on && t->blocker != (void *)&t->park_permit))
        return false;
    /* Logged as a time-out: a replay ends the wait the same way (a wait
     * without a deadline moves no clock there either). */
    time_out_logged(t);
    return true;
}

void sched_request_reschedule(Thread *t)
{
    /* What the slice has used stays counted, and no more: the log keeps the
     * slice as used (rp_log_decision). */
    t->budget_start -= t->budget;
    t->budget_resume = 0;
    t->budget = 0;
    t->cut_asked = true;
    if (g_rp_mode == RP_RECORD && t->stop_pos == STOP_NONE)
        t->stop_pos = STOP_CUT;
}

/* ---- Checkpoints ---------------------------------------------------------- */

void sched_save(SchedState *s)
{
    s->ticks = ticks;
    s->jumped = jumped;
    s->skipped = skipped;
    s->rng_state = rng_state;
    s->current = vm_current;
    s->dead_pending = dead_pending;
}

void sched_restore(const SchedState *s, Thread **threads, int n)
{
    ticks = s->ticks;
    jumped = s->jumped;
    skipped = s->skipped;
    rng_state = s->rng_state;
    vm_current = s->current;
    dead_pending = s->dead_pending;
    all_head = all_tail = NULL;
    for (int i = 0; i < n; i++)
        list_add(threads[i]);
}

/* Scan [lo, top) of a C stack except the interpreter frames (holes). Holes are
 * innermost first, so addresses increase along the list. */
static void scan_cstack(Thread *t, const char *lo, const char *top)
{
    for (CHole *h = t->holes; h; h = h->prev) {
        if (h->lo < lo || h->hi > top)
            continue;
        heap_scan_range(lo, h->lo);
        lo = h->hi;
    }
    heap_scan_range(lo, top);
}

/* GC roots: every thread's Java stack, C stack and references. */
__attribute__((no_sanitize_address, noinline)) static void scan_current_cstack(Thread *th)
{
    __builtin_unwind_init(); /* spill callee-saved registers into this frame */
    volatile char here = 0;
    const char *lo = (const char *)&here;
    /* Below a clean innermost loop only the collector's own frames and ones
     * holding nothing the Java frames do not (CHole.clean). */
    if (th->holes && th->holes->clean)
        lo = th->holes->lo;
    scan_cstack(th, lo, th->cstack_top);
}

/* A frame's locals: those that may hold a reference at its bytecode offset
 * (vm/gcmap.c: a local whose scope ended, or assigned on some paths only,
 * keeps nothing alive, as in HotSpot's interpreter), or every one when the
 * method has no map to trust, and a native method's arguments. */
static void scan_locals(Frame *fr)
{
    Method *m = fr->m;
    if (!(fr->flags & FR_NATIVE) && m->code && fr->pc >= m->code && fr->pc < m->code + m->code_len) {
        uint64_t small[4], *bits = m->max_locals <= 256 ? small : calloc((m->max_locals + 63) / 64, 8);
        bool mapped = bits && gcmap_ref_slots(m, (uint32_t)(fr->pc - m->code), bits);
        for (uint32_t i = 0; mapped && i < m->max_locals; i++)
            if (bits[i / 64] >> (i % 64) & 1)
                heap_scan_range(fr->locals + i, fr->locals + i + 1);
        if (bits != small)
            free(bits);
        if (mapped)
            return;
    }
    int nl = (fr->flags & FR_NATIVE) ? m->arg_slots : m->max_locals;
    heap_scan_range(fr->locals, fr->locals + nl);
}

void sched_scan_roots(void *arg);
void sched_scan_roots(void *arg)
{
    (void)arg;
    for (Thread *t = all_head; t; t = t->next) {
        heap_mark(t->jthread);
        heap_mark(t->exc);
        heap_mark(t->start_obj);
        heap_mark(t->stop_exc);
        /* Java frames: each frame's locals and its live operand stack (its sp is
         * saved before anything that can collect). Stale slots above are not
         * roots, so dead temporaries do not keep objects alive. */
        for (Frame *fr = t->top; fr; fr = fr->prev) {
            if (!fr->m)
                continue;
            scan_locals(fr);
            if (fr->sp > (Slot *)(fr + 1))
                heap_scan_range(fr + 1, fr->sp);
        }
        if (t == vm_current)
            scan_current_cstack(t);
        else if (t->state != TS_NEW)
            scan_cstack(t, t->ctx.sp, t->cstack_top);
    }
}
