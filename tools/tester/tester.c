/* tester.c — the systematic tester: explores a program's thread schedules
 * and reports every assertion failure, uncaught exception and deadlock that
 * some schedule reaches (thesis ch. 2: ExitBlock, ExitBlock-RW, ExitBlock-DD).
 *
 * Execution is cut into atomic blocks: a thread runs without preemption
 * (quantum 0) until it reaches a synchronisation operation — a monitor or
 * java.util.concurrent lock release, a volatile or atomic access, a thread
 * start, an unpark — or blocks, yields, sleeps or ends. Each such point is a
 * scheduling decision (RtiScheduler.choose). At a decision with a choice the
 * tester takes a checkpoint (RTI_CHOOSE_AGAIN makes the VM take it at that
 * very decision) and pushes a Node holding the candidates; the first
 * candidate runs, and when the schedule ends (the program exits, deadlocks,
 * or is cut off) the search returns to the deepest node with a candidate left
 * and runs that one. A return puts the whole program back, so each schedule
 * costs only the blocks after the node.
 *
 * Pruning (ExitBlock-RW, here in the form of sleep sets, Godefroid 1996): every
 * block records what it read and wrote (rwset.h), a lock operation counting as
 * a write of the lock. After candidate a of a node is explored, running b
 * first is still needed only if b's block does not commute with a's; a
 * sibling already explored stays "asleep" in the subtree of the next sibling
 * for as long as the blocks run there commute with it, and an asleep thread
 * is not run from that decision. Sleep sets keep every reachable state, so
 * assertion failures and deadlocks are all still found. `deadlock` turns the
 * pruning off (ExitBlock-DD: every interleaving of blocks).
 *
 * javasafe (default): a call from program code into the JDK is one step. A
 * synchronisation operation inside JDK code makes the decision when the
 * outermost JDK frame returns to program code, or calls back into it first
 * (rti_request_reschedule_on_callback: a parallel stream's forEach runs the
 * program's lambda for each element; BugParallelForEach), so
 * ReentrantLock.lock() is one acquisition and not the CAS loop inside it.
 *
 * `notify` with several waiters is a choice too: the node of the block that
 * notifies enumerates the waiters (an odometer over the block's notifies).
 * A timed wait, sleep, timed park or join with a deadline is a candidate of
 * its own: "time out now" (thesis 2.4: sleep is a plain schedule point).
 *
 * The search state (nodes, history, failures) is tool memory, which survives
 * returns; the program's state is all in the VM. */
#include "tester.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "../common/cmdline.h"
#include "../common/child.h"
#include "../common/collections.h"
#include "racy.h"
#include "rwset.h"

TesterOptions topt;
RtiEnv *tenv;

/* ---- Threads ---------------------------------------------------------------- */

/* Whether t is a program thread (not a JDK one); cached in the tool slot. */
static bool is_app(RtiThread *t)
{
    void **slot = rti_thread_data(tenv, t);
    if (slot && *slot)
        return *slot == (void *)1;
    bool app = !rti_thread_is_system(t);
    if (slot && rti_thread_object(t))
        *slot = app ? (void *)1 : (void *)2;
    return app;
}

static RtiThread *thread_by_tid(int64_t tid)
{
    RtiThread *all[MAX_THREADS];
    int n = 0;
    rti_threads(all, MAX_THREADS, &n);
    for (int i = 0; i < n && i < MAX_THREADS; i++)
        if (rti_thread_id(all[i]) == tid)
            return all[i];
    return NULL;
}

/* ---- Candidates at a decision --------------------------------------------------- */

typedef struct Cand {
    int64_t tid;
    bool timeout; /* end its timed wait first */
} Cand;

typedef struct Alt {
    Cand c;
    RwSet rw;       /* what its block read and wrote (last exploration) */
    bool branched;  /* its block chose among several notify waiters */
    bool skipped;   /* left out by the delay bound: not explored */
} Alt;

typedef struct Sleeper {
    Cand c;
    const RwSet *rw;
} Sleeper;

typedef struct Node {
    RtiCheckpoint *cp;
    Alt *alts;
    int n_alts, cur;
    Sleeper *sleep; /* asleep here (not explored from this node) */
    int n_sleep;
    int step;       /* history length at this decision */
    /* notify choices of the current alternative's block */
    int *wk, *wn;
    int n_w, cap_w, w_pos;
    long dec;       /* decisions in the schedule before this one */
    long depth_dec, lone_dec; /* sched_depth and lone_turns then */
    bool lone;      /* the decision was lone (sched_depth) */
    Cand def;       /* the default choice here (delay bounding) */
    int base_pre;   /* delays in the schedule before this decision */
    uint64_t state_h; /* its visited-state entry, 0 = none */
} Node;

static Node *stack;
static int depth, cap_stack;

/* Preemption bounding (see alt_ok) */
static int pre_bound = -1;   /* this pass's bound; -1 = none (the last pass) */
static bool pre_skipped;     /* this pass left something out */
static int sched_pre;        /* delays in the running schedule */
static Cand pending_def = {-1, false};
static long pass_end[17];    /* schedules when each bounded pass ended */
static int n_passes;

/* The sleep set handed to the next decision, before filtering by the block
 * that runs until it. */
static Sleeper *cur_sleep;
static int n_cur_sleep, cap_cur_sleep;

/* The running block. */
static RwSet scratch_rw;     /* for blocks of decisions without a node */
static RwSet *blk_rw = &scratch_rw;
static int64_t blk_tid = -1;
static long blk_ops;
static long slice_seen; /* visible steps since the block began or the last slice ended (slice_idle) */
static long blk_limit; /* the heap accesses this block may make before it is cut */
#define BLK_SAMPLES 32
static uint64_t blk_samp[BLK_SAMPLES]; /* locations it touched (block_too_long) */
static int blk_nsamp;
static int blk_node = -1;    /* the node whose alternative runs, or -1 */

static bool cand_eq(Cand a, Cand b) { return a.tid == b.tid && a.timeout == b.timeout; }

/* Whether t waits in an Object.wait or a LockSupport.park the program
 * called (`spurious`): the first frame below Object's, LockSupport's and
 * Unsafe's own is the program's. A join's wait, a j.u.c. lock's park and
 * the JDK's others loop until their condition holds: a wake-up there
 * changes nothing but the number of schedules. */
static bool program_wait(RtiThread *t)
{
    if (rti_thread_state(t) != RTI_THREAD_WAITING)
        return false;
    RtiLocation f[6];
    int n = 0;
    if (rti_thread_stack(t, f, 6, &n) != RTI_OK)
        return false;
    for (int i = 0; i < n && i < 6; i++) {
        RtiClass *c = rti_method_class(f[i].method);
        if (!c)
            return false;
        if (!rti_class_is_jdk(c))
            return i > 0; /* (a program's own native is no wait) */
        const char *name = rti_class_name(c);
        if (strcmp(name, "java/lang/Object") && strcmp(name, "java/util/concurrent/locks/LockSupport") &&
            strcmp(name, "jdk/internal/misc/Unsafe"))
            return false;
    }
    return false;
}

static int n_io_waiting; /* program threads waiting for I/O (collect) */

static int collect(RtiThread *cur, Cand *out, int max, int *n_enabled)
{
    RtiThread *all[MAX_THREADS];
    int n = 0, k = 0;
    rti_threads(all, MAX_THREADS, &n);
    if (n > MAX_THREADS)
        n = MAX_THREADS;
    *n_enabled = 0;
    /* The running thread first: the schedule without preemptions comes first.
     * A suspended thread (Thread.suspend) cannot run: the VM would not take
     * it, and running it "changed nothing", so it was set aside as a
     * spinner that read nothing, for good, and after its resume main's
     * poll of its counter was taken for a livelock (ThreadStopSuspend). */
    if (cur && rti_thread_is_runnable(cur) && rti_thread_is_enabled(cur) && is_app(cur) && k < max)
        out[k++] = (Cand){rti_thread_id(cur), false};
    for (int i = 0; i < n && k < max; i++) {
        RtiThread *t = all[i];
        if (t == cur || !is_app(t))
            continue;
        if (rti_thread_is_runnable(t) && rti_thread_is_enabled(t))
            out[k++] = (Cand){rti_thread_id(t), false};
    }
    *n_enabled = k;
    /* Timed waiters: "its deadline passes now"; and the threads waiting for
     * I/O (a decision is lone only when none is: choose). */
    n_io_waiting = 0;
    for (int i = 0; i < n; i++) {
        RtiThread *t = all[i];
        if (!is_app(t))
            continue;
        RtiThreadState st = rti_thread_state(t);
        n_io_waiting += st == RTI_THREAD_IO;
        if (st == RTI_THREAD_TIMED_WAITING && k < max)
            out[k++] = (Cand){rti_thread_id(t), true};
    }
    /* `spurious`: "it wakes without a notify", beside something else that
     * can happen. Never alone: a program whose threads all wait for a notify
     * is stuck (a condition deadlock), whatever a wake-up nobody promises
     * would do. */
    if (topt.spurious && k > 0)
        for (int i = 0; i < n && k < max; i++)
            if (is_app(all[i]) && program_wait(all[i]))
                out[k++] = (Cand){rti_thread_id(all[i]), true};
    return k;
}

/* A timed wait, timed park or timed join whose deadline is at least
 * longWait away (`awaitTermination(1, DAYS)`, `get(10, SECONDS)`) is a guard
 * against something going wrong, not a poll: it times out only when no
 * other program thread can run (as it would on a real machine, where the
 * other threads' steps take no time beside such a deadline). A sleep, and a
 * shorter timed wait, may end at any decision, but not before a time-out
 * that comes sooner (choose). */
#define SLEEP_GUARD ((int64_t)10 * 1000000000)
static bool long_wait(int64_t tid)
{
    if (topt.long_wait_ns <= 0)
        return false;
    RtiThread *t = thread_by_tid(tid);
    if (!t || rti_thread_wait_length(t) < topt.long_wait_ns)
        return false; /* (the length asked for, not what is left of it) */
    RtiLocation fr[1];
    int n = 0;
    rti_thread_stack(t, fr, 1, &n);
    if (n < 1 || !fr[0].method)
        return true;
    /* A sleep may end at any decision (a sleep that stands in for waiting
     * is a bug the search must show: BugSleepOrder's 100 ms), unless it is
     * SLEEP_GUARD or longer: a sleep until interrupted
     * (`Thread.sleep(100_000)` then `interrupt()`), which no machine ends
     * before another thread's next step. With an hour as the bound, main's
     * `while (t.getState() != TIMED_WAITING) sleep(1);` before
     * `t.interrupt()` was reported as a livelock: t's 100 s sleep ended
     * first, t ended, and main polled for ever (tests/java VmFlagsTraces,
     * NetUriThreadLocal and ThreadStopSuspend in the sweep). */
    return strcmp(rti_method_name(fr[0].method), "sleep") ||
           strcmp(rti_class_name(rti_method_class(fr[0].method)), "java/lang/Thread") ||
           rti_thread_wait_length(t) >= SLEEP_GUARD;
}

/* ---- Spinning threads ---------------------------------------------------------------
 * A block that writes nothing and leaves its thread exactly as it found it (a
 * spin-wait on a volatile flag, a failed tryLock or compare-and-set in a
 * loop, a sleep in a polling loop) changed nothing: running it again before
 * another thread writes something it read would only repeat the state. Such a
 * thread is set aside as spinning, with what its block read, until a block of
 * another thread conflicts with that. Without this a spin-wait makes every
 * schedule as long as maxDepth. The set follows the program across returns
 * (rti_save). */
#define MAX_SPINNERS 64
typedef struct Spinner {
    int64_t tid;    /* -1 = free */
    RwSet *reads;
    bool counting;  /* set aside by the counting rule (turns_repeat), not an exact repeat */
    bool clock;     /* its spin read the program's clock: time passing may end it */
} Spinner;
static Spinner spinners[MAX_SPINNERS];
static int n_spinners;
static uint64_t blk_h0;      /* the running block's thread, hashed at its start */
static long livelocks;

static bool spinning(int64_t tid)
{
    for (int i = 0; i < n_spinners; i++)
        if (spinners[i].tid == tid)
            return true;
    return false;
}

static void spin_free(void *p)
{
    RwSet *r = p;
    free(r->keys);
    free(r->bits);
    free(r);
}

/* A copy of reads that follows the program across returns: a return to
 * before it was made frees it (the entry that holds it goes too). */
static RwSet *rw_copy_kept(const RwSet *reads)
{
    RwSet *r = calloc(1, sizeof *r);
    rw_copy(r, reads);
    rti_free_on_return(r->keys);
    rti_free_on_return(r->bits);
    rti_free_on_return(r);
    return r;
}

/* Let go of a copy from rw_copy_kept: once no checkpoint can come back to
 * a time it was in use. */
static void rw_release_kept(RwSet *r)
{
    if (rti_versioning) {
        rti_free_later(r->keys);
        rti_free_later(r->bits);
        rti_free_later(r);
    } else {
        spin_free(r);
    }
}

static void spin_add(int64_t tid, const RwSet *reads, bool counting, bool clock)
{
    if (spinning(tid) || n_spinners == MAX_SPINNERS)
        return;
    RwSet *r = rw_copy_kept(reads);
    rti_save(&spinners[n_spinners], sizeof spinners[n_spinners]);
    rti_save(&n_spinners, sizeof n_spinners);
    spinners[n_spinners++] = (Spinner){tid, r, counting, clock};
}

static void spin_remove(int i)
{
    Spinner gone = spinners[i];
    rti_save(&spinners[i], sizeof spinners[i]);
    rti_save(&spinners[n_spinners - 1], sizeof spinners[i]);
    rti_save(&n_spinners, sizeof n_spinners);
    spinners[i] = spinners[--n_spinners];
    spinners[n_spinners] = (Spinner){-1, NULL, false, false};
    rw_release_kept(gone.reads);
}

/* A block of thread tid that did rw ended: wake the spinners it disturbs. */
static void spin_wake(int64_t tid, const RwSet *rw)
{
    for (int i = 0; i < n_spinners;) {
        if (spinners[i].tid != tid && rw_conflict(spinners[i].reads, rw))
            spin_remove(i);
        else
            i++;
    }
}

/* When only spinners could run: those set aside by the counting rule run
 * again (a spin with a bound, `while (!done && ++n < N)`, ends by itself;
 * the schedule is no livelock until it has). Whether one of them waits for
 * time (it read the clock). */
static bool spin_wake_counting(void)
{
    bool clock = false;
    for (int i = 0; i < n_spinners;) {
        if (spinners[i].counting) {
            clock = clock || spinners[i].clock;
            spin_remove(i);
        } else {
            i++;
        }
    }
    return clock;
}

static bool all_spinning(const Cand *c, int n)
{
    for (int i = 0; i < n; i++)
        if (!spinning(c[i].tid))
            return false;
    return n > 0;
}

/* A spin-wait on a variable the search learned is racy takes two blocks per
 * turn (the read ends one, the yield or the loop's next read the other), so
 * neither comes back to where it began; a tryLock back-off takes three (the
 * first lock's tryLock, the second's, the yield: hunt 12 F1, whose
 * systematic pass ran every livelocked schedule to maxDepth). The last two
 * blocks of one thread in a row, when they wrote nothing, are remembered
 * with the thread's hash at their start and what they read: if the same
 * thread's next block also writes nothing and ends where one of them began,
 * the thread spins on what they read. Follows returns (rti_save), as the
 * spinners do. Nearly every block that writes nothing is remembered (a block
 * that takes and gives back a lock only reads it), so a read set of a few
 * keys is kept in place, with no copy to allocate and free later; a larger
 * one is a copy (rw_copy_kept). */
#define QUIET_KEYS 6
typedef struct Quiet {
    int64_t tid;      /* -1: none */
    uint64_t h0;
    int n;            /* keys[0..n) and their bits, when big is NULL */
    uint64_t keys[QUIET_KEYS];
    uint8_t bits[QUIET_KEYS];
    RwSet *big;
    bool clock;       /* it read the program's clock */
} Quiet;
/* Turns of up to QUIET_TURN + 1 blocks: a poll loop of four
 * (`Thread.interrupted()`, `isInterrupted()`, a queue's `poll()`, a yield:
 * each volatile read ends a block) was never set aside with two, and a
 * `join(2000)` beside it never timed out (hunt 14 F1). */
#define QUIET_TURN 6
static Quiet quiet[QUIET_TURN] = {[0 ... QUIET_TURN - 1] = {-1, 0, 0, {0}, {0}, NULL, false}}; /* [0] the last */

static void quiet_drop(Quiet *q)
{
    if (q->big)
        rw_release_kept(q->big);
    *q = (Quiet){-1, 0, 0, {0}, {0}, NULL, false};
}

/* No block remembered: a write, what they read may have changed. */
static void quiet_clear(void)
{
    if (quiet[0].tid < 0)
        return; /* (the others are tid's only while [0] is) */
    rti_save(quiet, sizeof quiet);
    for (int i = 0; i < QUIET_TURN; i++)
        quiet_drop(&quiet[i]);
}

/* Remember a quiet block of tid that began with hash h0; the ones before
 * stay if they are tid's too. */
static void quiet_push(int64_t tid, uint64_t h0, const RwSet *reads, bool clock)
{
    rti_save(quiet, sizeof quiet);
    quiet_drop(&quiet[QUIET_TURN - 1]);
    if (quiet[0].tid == tid) {
        memmove(quiet + 1, quiet, sizeof *quiet * (QUIET_TURN - 1));
    } else {
        for (int i = 0; i < QUIET_TURN - 1; i++)
            quiet_drop(&quiet[i]);
    }
    Quiet *q = &quiet[0];
    *q = (Quiet){tid, h0, 0, {0}, {0}, NULL, clock};
    if (reads->all || reads->n > QUIET_KEYS)
        q->big = rw_copy_kept(reads);
    else
        for (uint32_t i = 0; i < reads->cap && q->n < (int)reads->n; i++)
            if (reads->keys[i]) {
                q->keys[q->n] = reads->keys[i];
                q->bits[q->n++] = reads->bits[i];
            }
}

static void quiet_add_reads(RwSet *to, const Quiet *q)
{
    if (q->big)
        rw_copy(to, q->big);
    for (int i = 0; i < q->n; i++)
        rw_add(to, q->keys[i], q->bits[i]);
}

/* Where a thread is: the methods and bytecode indices of its innermost
 * frames, without the values of its locals. */
static uint64_t place_hash(RtiThread *t)
{
    RtiLocation fr[4];
    int n = rti_thread_top(t, fr, NULL, 4);
    uint64_t h = 0x9E3779B97F4A7C15ull ^ (uint64_t)n;
    for (int i = 0; i < n; i++)
        h = (h ^ (uint64_t)(uintptr_t)fr[i].method ^ ((uint64_t)(uint32_t)fr[i].bci << 48)) * 0x100000001B3ull;
    return h ? h : 1;
}

/* A counting spin (`while (!done) n++;`, `while (!done) { sleep(10);
 * polls++; }`): the thread comes back to the same place turn after turn,
 * writing nothing on the heap and reading the same variables, but a local
 * changes, so its hash never repeats and the rules above never set it
 * aside (a search of two threads took 63 s, of three past any limit). So
 * does a loop that counts on the heap (`while (!stop) n.incrementAndGet();`,
 * whose every turn writes: each schedule that delayed main ran it to
 * maxDepth, and the search of 10 lines never ended). The thread's last six
 * blocks in a row are kept with where each ended (place_hash) and a
 * fingerprint of what it read and wrote; a thread whose last turn (one to
 * three blocks) repeats the turn before it, block by block, 16 blocks in a
 * row, is set aside as spinning, until another thread's block touches what
 * its turn read or wrote. A loop that reads
 * another element each turn (`while (a[i] == null) i++;`) reads a different
 * set and is not; one that fails after N turns (`if (++n > N)`) is, so the
 * search does not run it N turns alone: a fairness assumption
 * (tools/tester/README.md). A block that did I/O breaks the turns. Follows
 * returns (rti_save). */
typedef struct QuietBlock {
    uint64_t end, reads; /* where it ended; what it read and wrote */
} QuietBlock;
/* The last blocks of one thread in a row (turns.tid), newest last; a block
 * of another thread, or one that did I/O, empties it. */
static struct {
    int64_t tid;
    int n;
    int repeats; /* blocks in a row that repeated their turn */
    QuietBlock b[6];
} turns = {-1, 0, 0, {{0, 0}}};
/* Blocks a thread repeats its turn before it is set aside: a spin that gives
 * up after a few turns (`while (!done && ++n < 5)`) is still searched as it
 * runs, each turn a place where another thread may come first. */
#define COUNTING_SPIN_BLOCKS 16

/* What a block read and wrote, told apart by the set's size and Bloom signatures:
 * two sets alike in these but different in keys would have to follow each
 * other 16 times for a thread to be set aside wrongly (and even then it is
 * woken by a write to what it read). */
static uint64_t rw_fingerprint(const RwSet *rw)
{
    if (rw->all)
        return 0; /* never equal: see turns_repeat */
    uint64_t f = (rw->rsig * 0x9E3779B97F4A7C15ull) ^ (rw->wsig * 0xC2B2AE3D27D4EB4Full) ^ rw->n;
    return f ? f : 1;
}

/* Any block but a quiet one of the thread whose turns are kept. */
static void turns_break(void)
{
    if (turns.n || turns.repeats) {
        rti_save(&turns, sizeof turns);
        turns.n = turns.repeats = 0;
    }
}

/* The block of thread tid that just ended at place end, having read and
 * written rw: whether the thread's last turn repeats the one before (see
 * above). Blocks of one thread in a row begin where the one before ended (it
 * did not run in between), so the places where they end tell the turns: two
 * in a row ending at one place (a turn of one block), or ends a, b, a, b (of
 * two), or a, b, c, a, b, c (of three). */
static bool turns_repeat(int64_t tid, uint64_t end, const RwSet *rw)
{
    QuietBlock cur = {end, rw_fingerprint(rw)};
    rti_save(&turns, sizeof turns);
    if (turns.tid != tid || !cur.reads) {
        turns.tid = tid;
        turns.n = turns.repeats = 0;
    }
    if (turns.n == 6) {
        memmove(turns.b, turns.b + 1, sizeof turns.b[0] * 5);
        turns.n = 5;
    }
    turns.b[turns.n++] = cur;
    for (int k = 1; k <= 3 && 2 * k <= turns.n; k++) {
        const QuietBlock *b = turns.b + turns.n - 2 * k; /* b[0..2k): two turns of k blocks */
        bool ok = true;
        for (int i = 0; ok && i < k; i++)
            ok = b[i].reads == b[i + k].reads && b[i].end == b[i + k].end;
        if (ok)
            return ++turns.repeats >= COUNTING_SPIN_BLOCKS;
    }
    turns.repeats = 0;
    return false;
}

/* The block of thread tid that began with hash h0 and read rw (writing
 * nothing) ended with the thread's hash h: if the thread spins over this
 * block and the one or two before, it is set aside with what they read;
 * else this block is remembered. A spin that read the program's clock (this
 * block, or one before) is set aside as a counting one: time passing may
 * end it. */
static void spins_over_blocks(int64_t tid, uint64_t h0, uint64_t h, bool counting, bool clock, const RwSet *rw)
{
    int k = -1; /* the remembered block the turn began with */
    if (quiet[0].tid == tid && (h == quiet[0].h0 || counting))
        k = 0;
    for (int i = 1; k < 0 && i < QUIET_TURN && quiet[i].tid == tid; i++)
        if (h == quiet[i].h0)
            k = i;
    if (k < 0) {
        quiet_push(tid, h0, rw, clock);
        return;
    }
    RwSet all = {0};
    bool clocked = clock;
    for (int i = 0; i <= k; i++) {
        quiet_add_reads(&all, &quiet[i]);
        clocked = clocked || quiet[i].clock;
    }
    rw_merge(&all, rw);
    spin_add(tid, &all, (counting && h != quiet[0].h0) || clocked, clocked);
    rw_free(&all);
    quiet_clear();
}

/* ---- History --------------------------------------------------------------------- */

static Step *hist;
static int n_hist, cap_hist;

static bool program_code(RtiMethod *m);
static bool promote_if_program(RtiEnv *env, RtiThread *t, RtiMethod *m);

static RtiLocation top_location(RtiThread *t)
{
    RtiLocation fr[64];
    int n = 0;
    RtiLocation none = {NULL, -1};
    if (!t || rti_thread_stack(t, fr, 64, &n) != RTI_OK || !n)
        return none; /* not started yet, or past its last frame */
    if (n > 64)
        n = 64;
    /* The innermost frame of the program's own code, where there is one.
     * A lambda proxy (hidden) of a method reference to JDK code has no
     * source line; the JDK method it calls names the place instead
     * (`new Thread(sem::acquireUninterruptibly)`: Semaphore.acquireUninterruptibly). */
    for (int i = 0; i < n; i++)
        if (program_code(fr[i].method))
            return i > 0 && rti_class_is_hidden(rti_method_class(fr[i].method)) ? fr[i - 1] : fr[i];
    return fr[0];
}

static void hist_truncate(int n)
{
    for (int i = n; i < n_hist; i++)
        free(hist[i].wake);
    if (n < n_hist)
        n_hist = n;
}

/* The clock moved on at this decision because every thread spun (choose):
 * the step taken from it says so, for a reproduction to do the same.
 * Versioned, so that each alternative taken after a return to the decision
 * says so too. */
static bool clock_mark;

static void hist_push(RtiThread *t, Cand c)
{
    if (n_hist == cap_hist) {
        cap_hist = cap_hist ? cap_hist * 2 : 256;
        hist = realloc(hist, sizeof *hist * (size_t)cap_hist);
    }
    Step *s = &hist[n_hist++];
    memset(s, 0, sizeof *s);
    s->tid = c.tid;
    s->timeout = c.timeout;
    if (clock_mark) {
        s->clock = true;
        rti_save(&clock_mark, sizeof clock_mark);
        clock_mark = false;
    }
    rti_thread_name(t, s->name, sizeof s->name);
    s->from = top_location(t);
    s->to = s->from;
}

/* The last segment ends here (at the next decision). */
static void hist_close(void)
{
    if (!n_hist)
        return;
    Step *s = &hist[n_hist - 1];
    RtiThread *t = thread_by_tid(s->tid);
    if (!t || rti_thread_state(t) == RTI_THREAD_TERMINATED)
        s->ended = true;
    else
        s->to = top_location(t);
}

static void hist_wake(int choice)
{
    if (!n_hist)
        return;
    Step *s = &hist[n_hist - 1];
    if (s->n_wake == s->cap_wake) {
        s->cap_wake = s->cap_wake ? s->cap_wake * 2 : 4;
        s->wake = realloc(s->wake, sizeof(int) * (size_t)s->cap_wake);
    }
    s->wake[s->n_wake++] = choice;
}

/* ---- Search state ------------------------------------------------------------------ */

static bool exploring;    /* a second program thread has started */
static bool finished;     /* the search is over: let the process end */
static bool limit_hit;
static const char *limit_what;
static int app_started;
static long schedules, pruned, cut_off, decisions;
static long n_ended;    /* schedules that ran to the program's end */
static char *first_cut; /* where the first schedule cut off was: a thread's name and place */

/* A schedule is cut off at a bound (terminateAfter, maxDepth) while t runs:
 * the first such place is named at the end when no schedule ended. */
static long n_bound_cuts;
#define NO_END_SCHEDULES 100
static void note_cut(RtiThread *t)
{
    n_bound_cuts++;
    if (first_cut || !t)
        return;
    char name[128];
    rti_thread_name(t, name, sizeof name);
    char *loc = fmt_location(top_location(t));
    size_t len = strlen(name) + strlen(loc) + 16;
    first_cut = malloc(len);
    snprintf(first_cut, len, "\"%s\" at %s", name, loc);
    free(loc);
}
static double t_start, t_progress;
static bool take_asked;   /* a take is requested for the pending decision */
static Cand stash[MAX_THREADS];
static int n_stash;
static Sleeper *stash_sleep;
static int n_stash_sleep, cap_stash_sleep;
static bool have_pending;
static Cand pending;
static int pending_node = -1;
static long sched_decisions; /* decisions in this schedule */
/* What maxDepth bounds: decisions, of which a lone one (only the running
 * thread can run: no other, no time-out, nothing waiting for I/O) counts
 * one in LONE_WEIGHT. A thread left alone reads a racy variable at each
 * turn of its loop, each a decision with nothing to choose: counted in
 * full, `while (done < 2) if (++spins > 20000) throw ...` after a lost
 * `done++` was cut at maxDepth before it gave up, and the failure was not
 * found (hunt 8). A lone loop that never ends runs LONE_WEIGHT times as
 * many turns before its schedule is cut. */
#define LONE_WEIGHT 8
static long sched_depth, lone_turns;
/* The bound on sched_depth. A real program's run is often longer than the
 * 20,000 decisions of maxDepth's default: a pool of four threads inserting
 * 100 rows into an embedded database (tests/real's RealH2) takes about
 * 50,000, and every schedule was cut before the program's end, none of its
 * work after that point ever checked (1,279 of 1,282 schedules in 60 s).
 * Unless maxDepth is given, the first schedule may run FIRST_DEPTH_FACTOR
 * times as long, and once a schedule has ended, every schedule may run
 * ENDED_DEPTH_FACTOR times as long as the longest that ended: a schedule
 * far longer than any the program has finished in is the one taken for a
 * livelock. Not twice: a variable learned racy makes each of its accesses
 * a decision, and the same run longer (a worker filling an array under a
 * lock, which main reads without it: 25,000 decisions a run before, 50,000
 * after, and every schedule was cut short of the failure). */
#define FIRST_DEPTH_FACTOR 10
#define ENDED_DEPTH_FACTOR 4
/* The decisions of the longest schedule that ended, all counted in full: a
 * sampled schedule that ran the second thread early makes the same run's
 * decisions lone (a worker's 11,000 releases alone, then its 22,000 in the
 * default schedule beside the thread that had not run). */
static long longest_end;
long depth_bound(void)
{
    if (topt.max_depth_given)
        return topt.max_depth;
    if (!n_ended)
        return schedules ? topt.max_depth : FIRST_DEPTH_FACTOR * topt.max_depth;
    long b = ENDED_DEPTH_FACTOR * longest_end;
    return b > topt.max_depth ? b : topt.max_depth;
}
static bool lone_now; /* the decision being made is lone (choose, after collect) */
static int take_tag;

static Failure *fails;
static int n_fails, cap_fails;
static char main_class[512];

/* follow mode: the schedule to follow */
static Cand *fol;
static bool *fol_clock; /* the clock moves on before the decision (Step.clock) */
static int **fol_wake;
static int *fol_nwake;
static int n_fol, fol_pos, fol_wpos;
static bool follow_cp_taken;
static RtiCheckpoint *follow_cp;
static bool fol_shown;  /* the failure has shown again in this run */

/* random strategies */
static uint64_t rng;
static int64_t pct_tid[MAX_THREADS];
static int pct_prio[MAX_THREADS];
static int n_pct;
static long pct_change[16];
static int pct_low;
static long pct_steps = 100;
static long delay_at[4];
static int n_delay;
/* The default search samples topt.sample schedules first: random walks, PCT
 * and random schedules of delay bounding in turn (a bug a few priority
 * changes or delays away is often met at once, however deep in the schedule,
 * where the systematic passes, which back up from the deepest decision,
 * would meet it last; Thomson, Donaldson and Betts found random scheduling,
 * PCT and delay bounding complementary). Then it explores systematically. */
static bool sampling;
static long sample_end;

static uint64_t rnd(void)
{
    uint64_t z = (rng += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Checkpoint costs, for the summary: the time from asking for a take or a
 * return to the VM's callback saying it is done. */
static double ckpt_t0, ckpt_time;
static long n_takes, n_returns;

static void take(RtiEnv *env)
{
    n_takes++;
    ckpt_t0 = now_s();
    rti_checkpoint_take(env, &take_tag);
}

/* A return asked and not yet carried out: one asked from an event callback
 * (a deadlock found as a thread blocks on a monitor) waits for the next
 * decision, and the nodes of the schedule it ends are freed already. */
static bool return_pending;
static bool finishing_back; /* finish() went back to the first checkpoint: on_restored ends */
static bool ended_by_exit;  /* the schedule that just ended ended with the program's exit */

static void go_back(RtiCheckpoint *cp)
{
    n_returns++;
    ckpt_t0 = now_s();
    return_pending = true; /* (on_restored clears it, also when the return is made at once) */
    if (rti_checkpoint_return(tenv, cp) != RTI_OK)
        return_pending = false;
}

static void ckpt_done(void)
{
    if (ckpt_t0 > 0)
        ckpt_time += now_s() - ckpt_t0;
    ckpt_t0 = 0;
}

static void progress(bool force)
{
    static int tty = -1;
    if (tty < 0)
        tty = isatty(2);
    if (topt.quiet || topt.follow || !tty)
        return;
    double t = now_s();
    if (!force && t - t_progress < 0.25)
        return;
    t_progress = t;
    double el = t - t_start;
    fprintf(stderr, "\rtester: %ld schedules, %.0f/s, depth %d, %d failures   ", schedules,
            el > 0 ? (double)schedules / el : 0.0, depth, n_fails);
}

/* ---- Sleep sets --------------------------------------------------------------------- */

static void sleep_push(Sleeper **v, int *n, int *cap, Sleeper s)
{
    if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 16;
        *v = realloc(*v, sizeof **v * (size_t)*cap);
    }
    (*v)[(*n)++] = s;
}

static bool asleep(const Sleeper *v, int n, Cand c)
{
    for (int i = 0; i < n; i++)
        if (cand_eq(v[i].c, c))
            return true;
    return false;
}

/* The sleep set for the decision after the block (blk_tid, blk_rw). */
static void filter_sleep(void)
{
    n_stash_sleep = 0;
    if (topt.no_prune)
        return;
    for (int i = 0; i < n_cur_sleep; i++) {
        Sleeper s = cur_sleep[i];
        if (s.c.tid == blk_tid || rw_conflict(s.rw, blk_rw))
            continue;
        sleep_push(&stash_sleep, &n_stash_sleep, &cap_stash_sleep, s);
    }
}

/* Choosing alternative cur of n: its subtree starts with n's sleepers and
 * the siblings explored before it. */
static void child_sleep(Node *n)
{
    n_cur_sleep = 0;
    if (topt.no_prune)
        return;
    for (int i = 0; i < n->n_sleep; i++)
        sleep_push(&cur_sleep, &n_cur_sleep, &cap_cur_sleep, n->sleep[i]);
    for (int i = 0; i < n->cur; i++)
        if (!n->alts[i].branched && !n->alts[i].skipped)
            sleep_push(&cur_sleep, &n_cur_sleep, &cap_cur_sleep, (Sleeper){n->alts[i].c, &n->alts[i].rw});
}

/* ---- Keys of what blocks touch ---------------------------------------------------------- */

static uint64_t mix(uint64_t a, uint64_t b)
{
    uint64_t h = a * 0xBF58476D1CE4E5B9ull ^ (b + 0x9E3779B97F4A7C15ull + (a << 6) + (a >> 2));
    h ^= h >> 31;
    return h ? h : 1;
}

static bool blk_any_write; /* the running block wrote something (any strategy) */
/* The running thread's I/O count when its block began: a block that read or
 * wrote a file, pipe or socket did something, even with no heap write (a
 * selector thread serving a connection was set aside as a spinner, and a
 * long guard of main's then timed out: NetHttpServerClient). */
static uint64_t blk_io0;
static bool blk_io_moved;
/* The running thread's clock reads when its block began (RTI 1.18): a block
 * that read the program's clock is waiting for time to pass, perhaps, even
 * when it comes back to the same state (`while (System.nanoTime() < end)
 * sleep(5);` was taken for a livelock). */
static uint64_t blk_clock0;
static bool blk_clock_read;
/* Sampled schedules: quiet blocks in a row per thread (sample_all_quiet). */
#define SQ_MAX 32
static struct {
    int64_t tid;
    uint64_t h[QUIET_TURN]; /* its hash at the end of its last blocks, newest first */
    int n;
    uint64_t ch; /* its hash after its last block, when that read the clock */
    int cn;      /* blocks in a row that read the clock and came back to ch */
} sq[SQ_MAX];
static int n_sq;

static void touch(uint64_t key, uint8_t bits)
{
    blk_any_write |= (bits & RW_WRITE) != 0;
    /* read/write sets serve sleep sets and spinning threads, which only the
     * systematic search uses: a sampled schedule need not keep them */
    if (topt.strategy == STRAT_DFS)
        rw_add(blk_rw, key, bits);
}

static void touch_sync(RtiObject *obj) { touch(mix((uint64_t)(uintptr_t)obj, 0x5151), RW_WRITE); }

/* Threads' lives: a start or an end changes what isAlive() and getState()
 * say, which the VM answers from the thread itself (a native, or the
 * threadStatus field it writes without an access event), so the read/write
 * sets would not see a thread polling them (while (t.isAlive()) ...) depend
 * on the end it waits for: it would stay asleep, or set aside as spinning,
 * past it, and what follows its loop was never explored. So thread T's
 * start and end write the key (T, K_LIFE), which a read of T's eetop or
 * threadStatus (isAlive, getState) reads. A block that reads nothing at all
 * (a loop around a native such as Thread.activeCount) is not made to
 * conflict with every start and end: that made OkBank's exhaustive search
 * three times larger and more (1,008,218 schedules, then over 3.2 million
 * unfinished), so such a poll is a limit (README). */
#define K_LIFE 0x4C1F3C0DEull
/* And a block that ends with its thread asleep, waiting or blocked writes
 * (T, K_STATE), which getState's read of threadStatus reads (not
 * isAlive's of eetop, which Thread.join polls, nor Thread.start's check of
 * threadStatus: with K_LIFE, every block of a worker that waits conflicted
 * with main's start of it, and OkBank's search took 18% more schedules). */
#define K_STATE 0x57A7E5ull
#define K_CLOCK 0xC10C4C10Cull /* the program's clock (close_block) */
static RtiClass *thread_cls;
static bool blk_wrote;

/* 0: not a field of a thread's life; 1: eetop (isAlive: its start and
 * end); 2: threadStatus (getState: also whether it waits, K_STATE). */
static int life_field(RtiField *f)
{
    static RtiField *seen[32];
    static int verdict[32];
    static int n_seen;
    if (!thread_cls || rti_field_class(f) != thread_cls)
        return 0;
    for (int i = 0; i < n_seen; i++)
        if (seen[i] == f)
            return verdict[i];
    const char *nm = rti_field_name(f);
    int v = !nm ? 0 : !strcmp(nm, "eetop") ? 1 : !strcmp(nm, "threadStatus") ? 2 : 0;
    if (n_seen < 32) {
        seen[n_seen] = f;
        verdict[n_seen++] = v;
    }
    return v;
}

/* Locks taken and released in the running block. A lock the block both takes
 * and gives back counts as a read of the lock: two such blocks commute. One
 * it leaves held (or gives back from before) counts as a write: it changes
 * whether others can take the lock. The keys go in when the block ends. */
typedef struct LockUse {
    RtiObject *lock;
    int net;
    int again; /* taken again by its holder in the block, not yet given back */
} LockUse;
static LockUse blk_locks[64];
static int n_blk_locks;
static bool blk_locks_overflow;

/* delta: +1 taken, -1 given back; again: taken by the thread that holds it
 * already (no other thread can tell: see hold_count_write), which the
 * block's next give-back of it matches. */
static void lock_use(RtiObject *lock, int delta, bool again)
{
    slice_seen++;
    for (int i = 0; i < n_blk_locks; i++)
        if (blk_locks[i].lock == lock) {
            if (again)
                blk_locks[i].again++;
            else if (delta < 0 && blk_locks[i].again > 0)
                blk_locks[i].again--;
            else
                blk_locks[i].net += delta;
            return;
        }
    if (n_blk_locks < 64)
        blk_locks[n_blk_locks++] = (LockUse){lock, again ? 0 : delta, again};
    else
        touch_sync(lock), blk_locks_overflow = true;
}

static void close_block(void)
{
    blk_wrote = rw_writes(blk_rw) || blk_io_moved;
    /* The clock: a block that began a timed wait read it (its deadline is
     * now plus the wait), a time-out moves it on (begin_block). Taken as a
     * write here and a read there, so that a spin with a sleep stays quiet
     * (blk_wrote is taken first). Without it a thread asleep in a sleep set
     * before its Thread.sleep(5) stayed asleep while another thread's
     * wait(30) timed out 333 times in a row, its loop's 10 s deadline then
     * passed, and the search reported a time-out no real run can have
     * (hunt 7, OkDeadlineLoop). */
    if (blk_tid >= 0 && topt.strategy == STRAT_DFS) {
        RtiThread *bt = thread_by_tid(blk_tid);
        RtiThreadState st = bt ? rti_thread_state(bt) : RTI_THREAD_TERMINATED;
        if (st == RTI_THREAD_TIMED_WAITING)
            rw_add(blk_rw, K_CLOCK, RW_WRITE);
        /* The block ends with its thread waiting, asleep or blocked: what
         * its getState() says changed (K_STATE). A thread polling it
         * (`while (t.getState() != TIMED_WAITING) sleep(1);`, set aside as
         * spinning) runs again: before, it stayed set aside, t's long sleep
         * then timed out as if nothing else could run, t ended, and the
         * poll was reported as a livelock. Taken after blk_wrote, so that a
         * poll with a sleep stays quiet. */
        if (st == RTI_THREAD_TIMED_WAITING || st == RTI_THREAD_WAITING || st == RTI_THREAD_BLOCKED) {
            RtiObject *to = rti_thread_object(bt);
            if (to) {
                static RwSet state_rw; /* the one write, for spin_wake */
                uint64_t k = mix((uint64_t)(uintptr_t)to, K_STATE);
                rw_add(blk_rw, k, RW_WRITE);
                rw_clear(&state_rw);
                rw_add(&state_rw, k, RW_WRITE);
                spin_wake(blk_tid, &state_rw);
            }
        }
    }
    for (int i = 0; i < n_blk_locks; i++)
        touch(mix((uint64_t)(uintptr_t)blk_locks[i].lock, 0x5151), blk_locks[i].net ? RW_WRITE : RW_READ);
    n_blk_locks = 0;
    blk_locks_overflow = false;
}

/* Lock nesting, for acquisition points: a versioned count of the locks each
 * thread holds and where it took the outermost, and the learned set of
 * acquisition sites that some thread later nested another lock inside. */
static const RtiExtraField *xf_held, *xf_outer_m, *xf_outer_bci;
static const RtiExtraField *xf_lk[RACY_MAX_LOCKS]; /* locks a thread holds, for racy.c */
static void visits_forget(void);
static uint64_t *outer_sites;
static uint32_t n_outer, cap_outer;
/* The learned sites by name ("Class.method(desc)@bci", joined by '+'): a
 * failure's reproduction run gets the ones known when it was found, so that
 * it cuts blocks where the search did. */
static Str site_names;
static char **fol_sites; /* follow mode: the sites to cut at */
static int n_fol_sites;
/* The sites= option: the lock sites and racy variables the search knew when
 * it met the failure. It had learned them in an earlier schedule and
 * returned to its first decision since (the root node is taken there), so
 * the program's start up to that decision ran without them: a reproduction
 * run takes them up at its first decision too (follow_sites_on). */
static char **given_sites;
static int n_given_sites;
static bool relearn;     /* a site was learned in this schedule: restart */
static bool learned_now; /* ... by any strategy: its failures would not reproduce */
static long restarts;

static bool outer_site(uint64_t site)
{
    if (!cap_outer)
        return false;
    for (uint32_t i = (uint32_t)(site >> 40) & (cap_outer - 1);; i = (i + 1) & (cap_outer - 1)) {
        if (outer_sites[i] == site)
            return true;
        if (!outer_sites[i])
            return false;
    }
}

static uint64_t site_key(RtiMethod *m, int32_t bci)
{
    return m ? mix((uint64_t)(uintptr_t)m, (uint64_t)(uint32_t)bci) : 0;
}

static char *site_name(RtiMethod *m, int32_t bci)
{
    Str b = {0};
    str_addf(&b, "%s.%s%s@%d", rti_class_name(rti_method_class(m)), rti_method_name(m), rti_method_descriptor(m),
             (int)bci);
    return b.s;
}

static void insert_site(uint64_t site)
{
    if (2 * (n_outer + 1) > cap_outer) {
        uint32_t oc = cap_outer;
        uint64_t *old = outer_sites;
        cap_outer = oc ? oc * 2 : 64;
        outer_sites = calloc(cap_outer, sizeof *outer_sites);
        for (uint32_t i = 0; i < oc; i++)
            if (old[i]) {
                uint32_t j = (uint32_t)(old[i] >> 40) & (cap_outer - 1);
                while (outer_sites[j])
                    j = (j + 1) & (cap_outer - 1);
                outer_sites[j] = old[i];
            }
        free(old);
    }
    uint32_t j = (uint32_t)(site >> 40) & (cap_outer - 1);
    while (outer_sites[j])
        j = (j + 1) & (cap_outer - 1);
    outer_sites[j] = site;
    n_outer++;
}

/* Blocks are cut finer from now on: what the search explored with the
 * coarser cut may have missed schedules, so once this schedule ends the
 * search starts again from its first decision (schedule_end). */
static void learn_outer(RtiMethod *m, int32_t bci)
{
    uint64_t site = site_key(m, bci);
    if (!site || outer_site(site) || topt.follow)
        return;
    insert_site(site);
    char *name = site_name(m, bci);
    str_addf(&site_names, "%s%s", site_names.len ? "+" : "", name);
    if (topt.trace)
        fprintf(stderr, "[learned lock site %s]\n", name);
    free(name);
    learned_now = true;
    if (topt.strategy == STRAT_DFS)
        relearn = true;
}

/* Follow mode: whether (m, bci) is one of the sites given; the verdict is
 * cached (known sites in outer_sites, others in a second set). */
static uint64_t *not_sites;
static uint32_t n_not, cap_not;

static bool followed_site(RtiMethod *m, int32_t bci)
{
    uint64_t site = site_key(m, bci);
    if (!site || !n_fol_sites)
        return false;
    if (outer_site(site))
        return true;
    for (uint32_t i = 0; cap_not && i < cap_not; i++)
        if (not_sites[i] == site)
            return false;
    char *name = site_name(m, bci);
    bool in = false;
    for (int i = 0; i < n_fol_sites && !in; i++)
        in = !strcmp(fol_sites[i], name);
    free(name);
    if (in) {
        insert_site(site);
    } else {
        if (n_not == cap_not) {
            cap_not = cap_not ? cap_not * 2 : 64;
            not_sites = realloc(not_sites, sizeof *not_sites * cap_not);
            memset(not_sites + n_not, 0, sizeof *not_sites * (cap_not - n_not));
        }
        not_sites[n_not++] = site;
    }
    return in;
}

/* ---- Visited states ----------------------------------------------------------------------------
 * A decision whose program state was met before need not be explored again
 * (stateful search): every schedule from here was explored from there. With
 * sleep sets this holds when the earlier visit's sleep set was a subset of
 * this one (Godefroid 1996); otherwise the visit goes on and the stored set
 * becomes the intersection. The state is the heap hash and every thread's
 * hash; a full table stops growing (memory stays bounded) and only prunes
 * less. The hashes are an array of their own, which a lookup probes (8 bytes
 * a slot instead of 24: the probe is a cache miss at nearly every decision),
 * and the table starts at VISIT_CAP0 slots, as a search of a few thousand
 * schedules meets tens of thousands of states: growing it from a few
 * thousand, re-inserting every state at each doubling, cost as much as all
 * the lookups (the pages of a calloc'd table nobody probes cost nothing;
 * and a larger table grows by a pass in address order, see visit_slot). */

typedef struct Visit {
    Cand *sleep;
    int n_sleep;
    int open;         /* nodes of this state on the search stack */
} Visit;

#define VISIT_MAX (1u << 22)
#define VISIT_BITS0 16
#define VISIT_CAP0 (1u << VISIT_BITS0)
static uint64_t *visit_hs; /* 0 = empty */
static Visit *visits;
static uint32_t visit_cap, visit_bits, n_visits;

/* A state's first slot: the top bits of its hash, so that doubling the table
 * sends slot i to 2i or 2i+1 and the re-insertion walks both tables in order. */
static uint32_t visit_slot(uint64_t h) { return (uint32_t)(h >> (64 - visit_bits)); }
static long revisits;
static long cycles; /* of which states on the schedule's own path */

static uint64_t visit_h; /* the state of the pending decision */

static void visits_forget(void)
{
    if (!n_visits)
        return;
    for (uint32_t i = 0; i < visit_cap; i++)
        free(visits[i].sleep);
    memset(visits, 0, sizeof *visits * visit_cap);
    memset(visit_hs, 0, sizeof *visit_hs * visit_cap);
    n_visits = 0;
}

static Visit *visit_find(uint64_t h)
{
    if (!visit_cap)
        return NULL;
    uint32_t i = visit_slot(h);
    while (visit_hs[i] && visit_hs[i] != h)
        i = (i + 1) & (visit_cap - 1);
    return visit_hs[i] ? &visits[i] : NULL;
}

/* javasafe: the thread bookkeeping left out of read/write sets (see
 * bookkeeping()) is left out of the state too: the ThreadGroup and the
 * Thread[] arrays its methods wrote list the threads in the order they
 * started, which no program observes. */
static RtiClass *thread_group_cls;
#define MAX_BK_ARRAYS 16
static RtiObject *bk_arrays[MAX_BK_ARRAYS];
static int n_bk_arrays;

static void note_bookkeeping_array(RtiObject *arr)
{
    for (int i = 0; i < n_bk_arrays; i++)
        if (bk_arrays[i] == arr)
            return;
    bk_arrays[n_bk_arrays++ % MAX_BK_ARRAYS] = arr;
    if (n_bk_arrays > MAX_BK_ARRAYS)
        n_bk_arrays = MAX_BK_ARRAYS;
}

static bool ignore_in_state(RtiObject *obj, void *arg)
{
    (void)arg;
    if (!topt.javasafe)
        return false;
    RtiClass *c = rti_object_class(obj);
    if (c == thread_group_cls)
        return true;
    if (!thread_group_cls && !strcmp(rti_class_name(c), "java/lang/ThreadGroup")) {
        thread_group_cls = c;
        return true;
    }
    for (int i = 0; i < n_bk_arrays; i++)
        if (bk_arrays[i] == obj)
            return !strcmp(rti_class_name(c), "[Ljava/lang/Thread;");
    return false;
}

/* The program state: rti_state_hash names the objects made during the search
 * by how they are reached, so states that differ only in addresses and
 * garbage are one. */
static uint64_t state_hash(void) { return rti_state_hash(ignore_in_state, NULL); }

static bool subset(const Cand *a, int na, const Sleeper *b, int nb)
{
    for (int i = 0; i < na; i++) {
        bool in = false;
        for (int k = 0; k < nb && !in; k++)
            in = cand_eq(a[i], b[k].c);
        if (!in)
            return false;
    }
    return true;
}

/* Whether the state here was explored before with no more asleep; records it.
 * A state whose node is still on the stack is a cycle: its exploration is not
 * complete, so meeting it again proves nothing (and pruning there would let
 * the sleep sets of later siblings hide schedules). */
/* The thread whose time-out began the block that ended last, or -1: the
 * next decision may not be a time-out while another thread can run
 * (choose). Follows returns (rti_save). */
static int64_t prev_timeout = -1;

static bool visited(void)
{
    visit_h = 0;
    if (topt.no_cache)
        return false;
    if (!visit_cap) {
        visit_cap = VISIT_CAP0;
        visit_bits = VISIT_BITS0;
        visits = calloc(visit_cap, sizeof *visits);
        visit_hs = calloc(visit_cap, sizeof *visit_hs);
    }
    uint64_t h = state_hash();
    if (pre_bound >= 0) /* a bounded pass: the delays left are state too */
        h = mix(h, (uint64_t)sched_pre + 0x5EED);
    if (prev_timeout >= 0) /* so is whether a time-out may come next, and whose (choose) */
        h = mix(h, (uint64_t)prev_timeout + 0x7133);
    /* And which threads are set aside as spinning: a long guard times out
     * only when every other thread spins (choose). A spinner is known only
     * once it has gone round its loop, back in the state where it was not
     * known yet and the guard's time-out was not offered: taken for that
     * state, the time-out was never explored, and a `join(2000)` while a
     * worker spins never timed out (hunt 14 F1). */
    uint64_t sp = 0;
    for (int i = 0; i < n_spinners; i++)
        sp += mix((uint64_t)spinners[i].tid, 0x5917);
    if (sp)
        h = mix(h, sp);
    visit_h = h;
    uint32_t i = visit_slot(h);
    while (visit_hs[i] && visit_hs[i] != h)
        i = (i + 1) & (visit_cap - 1);
    Visit *v = &visits[i];
    if (visit_hs[i]) {
        /* explored before, or still being explored by a node on the search
         * stack: this schedule came back to a state on its own path (a
         * thread that takes and gives back a lock, or a cycle of several),
         * and the node below that state explores all that can follow */
        if (subset(v->sleep, v->n_sleep, stash_sleep, n_stash_sleep)) {
            if (v->open)
                cycles++;
            return true;
        }
        int k = 0; /* keep what both visits had asleep */
        for (int q = 0; q < v->n_sleep; q++)
            if (asleep(stash_sleep, n_stash_sleep, v->sleep[q]))
                v->sleep[k++] = v->sleep[q];
        v->n_sleep = k;
        return false;
    }
    if (n_visits >= VISIT_MAX)
        return false;
    visit_hs[i] = h;
    v->n_sleep = n_stash_sleep;
    v->sleep = n_stash_sleep ? malloc(sizeof *v->sleep * (size_t)n_stash_sleep) : NULL;
    for (int q = 0; q < n_stash_sleep; q++)
        v->sleep[q] = stash_sleep[q].c;
    if (++n_visits * 2 > visit_cap) {
        Visit *old = visits;
        uint64_t *old_hs = visit_hs;
        uint32_t oc = visit_cap;
        visit_cap *= 2;
        visit_bits++;
        visits = calloc(visit_cap, sizeof *visits);
        visit_hs = calloc(visit_cap, sizeof *visit_hs);
        for (uint32_t q = 0; q < oc; q++)
            if (old_hs[q]) {
                uint32_t j = visit_slot(old_hs[q]);
                while (visit_hs[j])
                    j = (j + 1) & (visit_cap - 1);
                visit_hs[j] = old_hs[q];
                visits[j] = old[q];
            }
        free(old);
        free(old_hs);
    }
    return false;
}

/* ---- Ending a schedule, backing up --------------------------------------------------------- */

static void finish(void);
static void finish_back(void);
static void finish_now(void);

static void node_free(Node *n)
{
    Visit *v = n->state_h ? visit_find(n->state_h) : NULL;
    if (v && v->open > 0)
        v->open--;
    for (int i = 0; i < n->n_alts; i++)
        rw_free(&n->alts[i].rw);
    free(n->alts);
    free(n->sleep);
    free(n->wk);
    free(n->wn);
    memset(n, 0, sizeof *n);
}

/* ---- Delay bounding -------------------------------------------------------------------------------
 * Bugs seldom need many deviations from a plain scheduler (CHESS; Emmi,
 * Qadeer and Rakamaric's delay bounding, which Thomson, Donaldson and Betts
 * found the best bounded strategy on SCTBench), so the search first explores
 * the schedules with at most 0, then 1, ... up to topt.pre_bound delays, each
 * pass from the first decision, and then all schedules. The default choice
 * at a decision is the running thread if it can go on, else the next thread
 * in id order after it (round robin), a time-out only when no thread can run;
 * every other choice is one delay. So a preemption is a delay, and so is a
 * choice of who runs next when a thread blocks or ends: bound 0 is exactly
 * one schedule, and bound d about decisions^d. Alternatives a pass leaves out
 * are marked skipped, so sleep sets never count them as explored. */

/* Whether the decision is the running thread's Thread.yield(): a yield asks
 * for the others to run, so the default schedule goes round robin there
 * (and PCT drops the thread's priority). Without this a thread that backs
 * off with yield (tryLock, then yield, then again) is run again and again
 * while the thread it waits for never runs: every default and PCT schedule
 * a livelock maxDepth long. */
static bool cur_yields;

static bool yielding(RtiThread *t)
{
    RtiLocation fr[1];
    int n = 0;
    if (!t || rti_thread_stack(t, fr, 1, &n) != RTI_OK || n < 1 || !fr[0].method)
        return false;
    return !strcmp(rti_method_name(fr[0].method), "yield") &&
           !strcmp(rti_class_name(rti_method_class(fr[0].method)), "java/lang/Thread");
}

/* A candidate that ends a wait without a deadline: a spurious wake-up. */
static bool cand_spurious(Cand c)
{
    RtiThread *t = c.timeout ? thread_by_tid(c.tid) : NULL;
    return t && rti_thread_deadline(t) < 0;
}

static Cand default_cand(const Cand *c, int n, RtiThread *cur, int64_t last_tid)
{
    if (cur && rti_thread_state(cur) == RTI_THREAD_RUNNABLE && rti_thread_is_enabled(cur) && is_app(cur)) {
        if (!cur_yields)
            return (Cand){rti_thread_id(cur), false};
        last_tid = rti_thread_id(cur); /* the next thread after it, round robin */
    }
    /* A time-out only when no thread can run, or when the running thread
     * yields: threads that keep yielding to each other (two counting until
     * main, asleep, stops them) would otherwise run to maxDepth, where on a
     * machine the sleep ends while they spin. A wake-up without a notify
     * (`spurious`) last of all: the schedule with no decision taken is one
     * a real machine runs, and a thread woken so in it ran on past the
     * condition deadlock of BugMissedNotifyDaemon. */
    bool yielded = cur && cur_yields;
    for (int pass = yielded; pass < (topt.spurious ? 3 : 2); pass++) {
        bool timeouts = pass >= 1;
        int best = -1, first = -1;
        for (int i = 0; i < n; i++) {
            if (c[i].timeout != timeouts && !yielded)
                continue;
            if (topt.spurious && cand_spurious(c[i]) != (pass == 2))
                continue;
            if (first < 0 || c[i].tid < c[first].tid)
                first = i;
            if (c[i].tid > last_tid && (best < 0 || c[i].tid < c[best].tid))
                best = i;
        }
        if (best >= 0)
            return c[best];
        if (first >= 0)
            return c[first];
    }
    return (Cand){-1, false};
}

static int alt_cost(const Node *n, int i) { return !cand_eq(n->alts[i].c, n->def); }

/* Whether alternative i of n is to be explored in this pass. */
static bool alt_ok(Node *n, int i)
{
    if (asleep(n->sleep, n->n_sleep, n->alts[i].c))
        return false;
    if (pre_bound >= 0 && n->base_pre + alt_cost(n, i) > pre_bound) {
        n->alts[i].skipped = true;
        pre_skipped = true;
        return false;
    }
    n->alts[i].skipped = false;
    return true;
}

static bool limits_reached(void)
{
    if (topt.max_schedules && schedules >= topt.max_schedules) {
        limit_what = "maxSchedules";
        return true;
    }
    if (topt.time_limit > 0 && now_s() - t_start >= topt.time_limit) {
        limit_what = "time";
        return true;
    }
    if (topt.stop && n_fails) {
        limit_what = NULL; /* a requested stop, not a limit */
        return true;
    }
    /* The first NO_END_SCHEDULES schedules all cut off at a bound, none
     * ended or failed: the program does not end (or not within the
     * bounds), and the rest of the search would cut every schedule too
     * (a lone loop that never ends: 2,000 samples, two minutes). */
    if (!n_ended && !n_fails && schedules >= NO_END_SCHEDULES && n_bound_cuts >= schedules) {
        limit_what = "no end";
        return true;
    }
    return false;
}

/* Next notify choice of the current alternative's block: an odometer whose
 * last wheel turns first. */
static bool next_wake(Node *n)
{
    for (int i = n->n_w - 1; i >= 0; i--) {
        if (n->wk[i] + 1 < n->wn[i]) {
            n->wk[i]++;
            n->n_w = i + 1;
            return true;
        }
    }
    return false;
}

static void start_pct_schedule(void);
static void start_delay_schedule(void);
static void restart(void);

/* A lock site was learned (learn_outer): explore again from the first
 * decision, with the finer cut, keeping the failures found so far. */
static void restart(void)
{
    relearn = false;
    while (depth > 1) {
        Node *n = &stack[depth - 1];
        if (n->cp)
            rti_checkpoint_discard(tenv, n->cp);
        node_free(n);
        depth--;
    }
    Node *root = &stack[0];
    for (int i = 0; i < root->n_alts; i++) {
        rw_clear(&root->alts[i].rw);
        root->alts[i].branched = false;
    }
    root->n_w = 0;
    root->cur = 0;
    while (root->cur < root->n_alts && !alt_ok(root, root->cur))
        root->cur++;
    visits_forget();
    go_back(root->cp);
}

/* A reproduction run ends: its one checkpoint goes, so its output is written. */
static void follow_end(void)
{
    finished = true;
    if (follow_cp)
        rti_checkpoint_discard(tenv, follow_cp);
    follow_cp = NULL;
}

/* The schedule ended (an exit, a deadlock, a prune or a cut-off): return to
 * the deepest node with something left to run, or end the search. Called
 * from a callback; the VM carries out the return at once. */
static void schedule_end(void)
{
    close_block();
    /* The block is over, and its node may be freed below: a decision asked
     * before the return is carried out (a deadlock found at a contended
     * enter, BugMixedDeadlock under ASan) must not close it again. */
    blk_tid = -1;
    blk_rw = &scratch_rw;
    rw_clear(&scratch_rw);
    schedules++;
    learned_now = false;
    n_sq = 0;
    progress(false);
    if (limits_reached()) {
        limit_hit = limit_what != NULL;
        finish_back();
        return;
    }
    if (sched_decisions > pct_steps)
        pct_steps = sched_decisions; /* PCT's change points fall within the longest schedule seen */
    if (topt.strategy != STRAT_DFS) {
        if (!depth) {
            finish_back();
            return;
        }
        if (sampling && schedules >= topt.sample) {
            /* The sample is done: the systematic search, from the first decision. */
            sampling = false;
            sample_end = schedules;
            topt.strategy = STRAT_DFS;
            restart();
            return;
        }
        if (sampling) {
            /* in turn: a random walk, PCT with depth 2 or 3, and two
             * schedules of delay bounding with 1 and 2 random delays */
            static const Strategy kinds[8] = {STRAT_RANDOM, STRAT_PCT,   STRAT_DELAY, STRAT_DELAY,
                                              STRAT_RANDOM, STRAT_PCT,   STRAT_DELAY, STRAT_DELAY};
            static const int depths[8] = {0, 2, 1, 2, 0, 3, 1, 2};
            topt.strategy = kinds[schedules % 8];
            topt.pct_depth = depths[schedules % 8];
        }
        if (topt.strategy == STRAT_PCT)
            start_pct_schedule();
        else if (topt.strategy == STRAT_DELAY)
            start_delay_schedule();
        go_back(stack[0].cp);
        return;
    }
    if (relearn && depth > 0) {
        restarts++;
        restart();
        return;
    }
    while (depth > 0) {
        Node *n = &stack[depth - 1];
        if (n->cp) {
            bool again = next_wake(n);
            if (!again) {
                while (++n->cur < n->n_alts && !alt_ok(n, n->cur))
                    ;
                n->n_w = 0;
            }
            if (n->cur < n->n_alts) {
                rw_clear(&n->alts[n->cur].rw);
                n->alts[n->cur].branched = false;
                for (int d = depth - 1; d >= 0; d--) /* newer checkpoints go with the return */
                    ;
                go_back(n->cp);
                return;
            }
        }
        if (n->cp && depth > 1)
            rti_checkpoint_discard(tenv, n->cp);
        else if (n->cp) {
            /* the oldest: keep it until finish() drops the output */
            if (pre_bound >= 0) {
                /* a bounded pass is over: the next bound, or all schedules
                 * when this one left nothing out */
                pass_end[n_passes++] = schedules;
                pre_bound = pre_skipped && pre_bound < topt.pre_bound ? pre_bound + 1 : -1;
                if (pre_skipped) {
                    pre_skipped = false;
                    restart();
                    return;
                }
            }
            return finish_back();
        }
        node_free(n);
        depth--;
    }
    finish_back();
}

/* ---- Failures ------------------------------------------------------------------------------ */

/* What makes two failures one. A failure of one thread (an uncaught
 * exception, a failed Tester.assert) is its kind, the exception's class and
 * its place: the frame that threw it and, when that is JDK code, the
 * innermost frame of the program (the program's call that failed), whatever
 * the message says and whichever thread or caller got there. An assertion
 * whose message carries a value ("count=5", "count=4" at the same place) is
 * one failure with several variants, reported once (the first schedule that
 * met it is the one reproduced), with how many messages were met and the
 * first few of the others. Another exception class at the same line, or the
 * same JDK method failing under another program call, is another failure.
 * A deadlock is its kind, its message and where each of its threads waits
 * (by_place false). The count of schedules covers every variant. */
static uint64_t str_hash(const char *s)
{
    uint64_t h = 1469598103934665603ull;
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

static void add_variant(Failure *f, const char *message)
{
    uint64_t h = str_hash(message);
    for (int i = 0; i < f->variants; i++)
        if (f->msg_hashes[i] == h)
            return;
    f->msg_hashes = realloc(f->msg_hashes, sizeof *f->msg_hashes * (size_t)(f->variants + 1));
    f->msg_hashes[f->variants++] = h;
    if (f->variants > 1 && f->n_more < MAX_MORE_MESSAGES) {
        f->more = realloc(f->more, sizeof *f->more * (size_t)(f->n_more + 1));
        f->more[f->n_more++] = strdup(message);
    }
}

static bool sched_failed; /* this schedule met a failure (follows returns: rti_save) */

/* A new failure is told at once, in a line: the full report (numbered,
 * reproduced, with its schedule) comes when the search ends, which a large
 * one may take its whole time limit to do (hunt 12 F3: a HashMap memo shared
 * by two threads failed on schedule 4 of a search that ran 10 minutes). */
static void announce_failure(const Failure *f)
{
    if (topt.quiet || topt.follow)
        return;
    fprintf(stderr, "%stester: schedule %ld fails: %s: %s (the search goes on; its report comes at the end)\n",
            isatty(2) ? "\r\033[K" : "", f->first_schedule, fail_kind_name(f->kind), f->message);
}

static void add_failure(FailKind kind, const char *message, const char *key_extra, bool by_place, char *threads,
                        char *threads_json)
{
    if (!sched_failed) {
        rti_save(&sched_failed, sizeof sched_failed);
        sched_failed = true;
    }
    if (relearn || learned_now) {
        /* This schedule learned a lock site or a racy variable part-way: its
         * decisions up to then were cut without it, so a run given the sites
         * would not follow it. The search (a systematic one starts again)
         * meets the failure anew. A sampled schedule goes on, but its
         * failures are left to later ones (Sigma under strategy=pct:3,stop
         * reported nothing: its one failure did not reproduce). */
        free(threads);
        free(threads_json);
        return;
    }
    Str key = {0};
    if (by_place)
        str_addf(&key, "%d|%s", (int)kind, key_extra ? key_extra : "");
    else
        str_addf(&key, "%d|%s|%s", (int)kind, message, key_extra ? key_extra : "");
    int switches = 0;
    for (int i = 1; i < n_hist; i++)
        switches += hist[i].tid != hist[i - 1].tid;
    for (int i = 0; i < n_fails; i++)
        if (!strcmp(fails[i].key, key.s)) {
            Failure *f = &fails[i];
            f->count++;
            add_variant(f, message);
            free(key.s);
            if (switches < f->switches) {
                /* The same failure on a schedule with fewer thread switches
                 * (a random walk meets a failure first, on a long schedule;
                 * the systematic passes, on short ones): keep the shorter
                 * one to reproduce and report, with its message. */
                free(f->threads);
                free(f->threads_json);
                free(f->schedule);
                free(f->schedule_json);
                free(f->follow);
                free(f->sites);
                f->threads = threads;
                f->threads_json = threads_json;
                f->sites = site_names.len ? strdup(site_names.s) : NULL;
                f->switches = switches;
                f->shown_schedule = schedules + 1;
                if (strcmp(f->message, message)) {
                    /* the old headline becomes one of the others */
                    for (int k = 0; k < f->n_more; k++)
                        if (!strcmp(f->more[k], message)) {
                            free(f->more[k]);
                            f->more[k] = strdup(f->message);
                            break;
                        }
                    snprintf(f->message, sizeof f->message, "%s", message);
                }
                hist_close();
                schedule_describe(hist, n_hist, &f->schedule, &f->schedule_json, &f->follow);
                return;
            }
            free(threads);
            free(threads_json);
            return;
        }
    if (n_fails == cap_fails) {
        cap_fails = cap_fails ? cap_fails * 2 : 8;
        fails = realloc(fails, sizeof *fails * (size_t)cap_fails);
    }
    Failure *f = &fails[n_fails++];
    memset(f, 0, sizeof *f);
    f->kind = kind;
    snprintf(f->message, sizeof f->message, "%s", message);
    f->threads = threads;
    f->threads_json = threads_json;
    f->key = key.s;
    f->first_schedule = f->shown_schedule = schedules + 1;
    f->sites = site_names.len ? strdup(site_names.s) : NULL;
    f->count = 1;
    f->switches = switches;
    add_variant(f, message);
    hist_close();
    schedule_describe(hist, n_hist, &f->schedule, &f->schedule_json, &f->follow);
    progress(true);
    announce_failure(f);
}

/* Stack text and JSON of thread t (or of an exception's creation). */
/* Whether m is a hidden class's (a lambda's proxy, a string concatenation's
 * spun class). Stack traces leave them out, as Throwable's do on HotSpot and
 * on Rivet. */
static bool hidden_frame(RtiMethod *m) { return m && rti_class_is_hidden(rti_method_class(m)); }

static void stack_of(const RtiLocation *fr, int n, Str *text, Str *json)
{
    str_addf(json, "[");
    bool first = true;
    for (int i = 0; i < n; i++) {
        if (hidden_frame(fr[i].method))
            continue;
        char *loc = fmt_location(fr[i]);
        str_addf(text, "\tat %s\n", loc);
        if (!first)
            str_addf(json, ", ");
        first = false;
        str_add_json(json, loc);
        free(loc);
    }
    str_addf(json, "]");
}

static void thread_entry(Str *text, Str *json, RtiThread *t, const char *note, const RtiLocation *fr, int n)
{
    char name[64];
    rti_thread_name(t, name, sizeof name);
    str_addf(text, "  \"%s\"%s%s\n", name, note && *note ? " " : "", note ? note : "");
    if (json->len > 1)
        str_addf(json, ", ");
    str_addf(json, "{\"name\": ");
    str_add_json(json, name);
    if (note && *note) {
        str_addf(json, ", \"state\": ");
        str_add_json(json, note);
    }
    str_addf(json, ", \"stack\": ");
    stack_of(fr, n, text, json);
    str_addf(json, "}");
}

/* A program that never starts a second thread has one schedule, the run
 * itself: its failures are reported as found on it (an empty schedule), and
 * the search ends with the program. */
/* A failure of one thread (an uncaught exception, a failed Tester.assert)
 * with its stack: added to the failures, or, in a reproduction run, reported
 * as reproduced. */
static void one_thread_failure(RtiEnv *env, FailKind kind, const char *msg, const char *cls, RtiThread *t,
                               const RtiLocation *fr, int n)
{
    Str text = {0}, json = {0};
    str_addf(&json, "[");
    thread_entry(&text, &json, t, "", fr, n);
    str_addf(&json, "]");
    /* the exception's class, where it was thrown and, when that is in the
     * JDK, the innermost program frame (the program's call that failed) */
    Str where = {0};
    str_addf(&where, "%s", cls ? cls : "");
    int app = 0;
    while (app < n && !program_code(fr[app].method))
        app++;
    for (int i = 0; i < n; i++) {
        if (i > 0 && i != app)
            continue;
        char *loc = fmt_location(fr[i]);
        str_addf(&where, ";%s", loc);
        free(loc);
    }
    if (topt.follow) {
        /* The failure's identity too: the search takes the same failure with
         * another message (another value in an assertion's message, as the
         * JDK's own thread pools may make) as reproduced. */
        char buf[8192];
        snprintf(buf, sizeof buf, "tester: failure reproduced: %s: %s\n%stester: failure key: %d|%s\n",
                 fail_kind_name(kind), msg, text.s, (int)kind, where.s);
        rti_report(env, buf, NULL);
        fol_shown = true;
        free(text.s);
        free(json.s);
        free(where.s);
        return;
    }
    add_failure(kind, msg, where.s, true, text.s, json.s);
    free(where.s);
}

/* ThreadDeath is how Thread.stop ends a thread, and the JDK's default
 * handler passes it over in silence: a stopped thread is not a failure
 * (before, every Thread.stop was one: tests/java/ThreadStopSuspend in the
 * sweep, OkThreadStop). */
static bool is_thread_death(RtiObject *exc)
{
    for (RtiClass *c = rti_object_class(exc); c; c = rti_class_super(c))
        if (!strcmp(rti_class_name(c), "java/lang/ThreadDeath"))
            return true;
    return false;
}

/* An exception a thread other than main leaves to a handler the program
 * installed (its own, a ThreadGroup's, the default one) is the program's
 * business, as on HotSpot, which prints nothing: a supervisor counting its
 * workers' crashes was a failure on every schedule (hunt 14 F4). Main's is
 * still one: the program then ends with status 1 whatever the handler
 * does. */
static void on_uncaught(RtiEnv *env, RtiThread *t, RtiObject *exc)
{
    if (finished || !is_app(t) || is_thread_death(exc))
        return;
    if (rti_thread_id(t) != 1 && rti_thread_exception_handled(t))
        return;
    char msg[512];
    rti_exception_describe(exc, msg, sizeof msg);
    RtiLocation fr[64];
    int n = 0;
    rti_exception_stack(exc, fr, 64, &n);
    if (n > 64)
        n = 64;
    one_thread_failure(env, F_EXCEPTION, msg, rti_class_name(rti_object_class(exc)), t, fr, n);
}

static RtiObject *dc_assert(RtiEnv *env, RtiThread *t, RtiObject *args)
{
    char ty;
    RtiValue v;
    if (rti_array_length(args) < 1 || rti_unbox(rti_array_ref(args, 0), &ty, &v) != RTI_OK || ty != 'Z') {
        rti_throw(env, t, "java/lang/IllegalArgumentException", "Tester.assert needs a Boolean and a String");
        return NULL;
    }
    if (v.i || finished)
        return NULL;
    char msg[512] = "assertion failed";
    if (rti_array_length(args) > 1 && rti_array_ref(args, 1))
        rti_string_utf8(rti_array_ref(args, 1), msg, sizeof msg);
    RtiLocation fr[64];
    int n = 0;
    rti_thread_stack(t, fr, 64, &n);
    if (n > 64)
        n = 64;
    /* frames[0] is the downcall itself */
    int skip = n > 1 ? 1 : 0;
    one_thread_failure(env, F_ASSERT, msg, NULL, t, fr + skip, n - skip);
    return NULL;
}

/* A thread about to block (the monitor_contended_enter and park events come
 * just before it does): it, and the lock it is about to wait for. */
static RtiThread *dl_thread;
static RtiObject *dl_lock;

/* What t waits for the owner of (a monitor it is blocked entering, or a
 * java.util.concurrent lock it is parked on), else NULL; *lock is set to
 * the lock. */
static RtiThread *waits_for(RtiThread *t, RtiObject **lock)
{
    RtiThreadState st = rti_thread_state(t);
    RtiObject *o = t == dl_thread ? dl_lock : NULL;
    bool monitor = st == RTI_THREAD_BLOCKED;
    if (!o) {
        if (st != RTI_THREAD_BLOCKED && st != RTI_THREAD_WAITING)
            return NULL;
        o = rti_thread_blocker(t);
    } else {
        RtiThread *mo = NULL;
        rti_monitor_owner(o, &mo, NULL);
        monitor = mo != NULL;
    }
    if (lock)
        *lock = o;
    if (!o)
        return NULL;
    RtiThread *owner = NULL;
    if (monitor)
        rti_monitor_owner(o, &owner, NULL);
    else
        owner = rti_lock_owner(o);
    return owner;
}

static void on_deadlock(RtiEnv *env, RtiThread *cur);

/* Thread t is about to block on lock o. When o's owner waits, through a
 * chain of owners, for a lock t holds, none of them can ever go on,
 * whatever else runs (a daemon's heartbeat, a thread reading input): a
 * lock-cycle deadlock, reported now when one of them is not a daemon. Before, only when no thread at all
 * could run, so the search of such a program found nothing
 * (BugDeadlockWithDaemon). Called from events that come in a reproduction
 * and in its replay too, which then end here. */
static void cycle_check(RtiThread *t, RtiObject *o)
{
    if (!o || !is_app(t) || finished || !exploring)
        return;
    dl_thread = t;
    dl_lock = o;
    RtiThread *w = waits_for(t, NULL);
    bool cycle = false, holds_end = !rti_thread_is_daemon(t);
    for (int hops = 0; w && hops < MAX_THREADS && !cycle; hops++) {
        cycle = w == t;
        holds_end |= !rti_thread_is_daemon(w);
        w = waits_for(w, NULL);
    }
    /* (A cycle of daemon threads does not keep the program from ending: one
     * that deadlocks them on purpose, to look at them through
     * ThreadMXBean, is correct. It is reported only if nothing can run.) */
    if (cycle && holds_end) {
        on_deadlock(tenv, t);
        if (topt.follow)
            rti_exit(tenv, 66);
    }
    dl_thread = NULL;
    dl_lock = NULL;
}

/* Whether t waits for another thread to initialise a class (its blocker
 * is the class's Class object, and it is not in a monitor's wait set). */
static bool init_wait(RtiThread *t, RtiObject *want)
{
    return want && rti_class_of_mirror(want) && rti_thread_state(t) == RTI_THREAD_WAITING &&
           rti_lock_owner(want) != NULL;
}

/* What t waits for, as the report about thread from names it: an object,
 * or a class's initialisation (JLS 12.4.2's lock). */
static char *describe_wait(RtiThread *t, RtiObject *want, RtiThread *from)
{
    char *d = describe_object(want, from);
    if (!init_wait(t, want))
        return d;
    Str b = {0};
    str_addf(&b, "the initialisation of %s", d);
    free(d);
    return b.s;
}

/* A condition deadlock while daemon threads run on: every thread the
 * program's end waits for (not a daemon) waits without a deadline (a
 * missed notify, a join of such a thread), and only daemons (a heartbeat,
 * a Timer(true)) can run. A daemon could still wake them, so the VM sees
 * no deadlock and the schedule would run to maxDepth; the search reports
 * one when the daemons have run for STUCK_NS of program time (the VM
 * clock: their sleeps count) since the last of those threads began to
 * wait, without waking any. Measured from the threads' own wait starts
 * (RTI 1.15), which checkpoints put back, so a resumed schedule, its
 * reproduction run and the replay all see the same stretch. */
#define STUCK_NS (60 * (int64_t)1000000000)
static bool stuck_now; /* on_deadlock: report the stuck threads, not the daemons */

/* When the stretch began (the latest wait start of the threads that are
 * not daemons), or -1 when one of them can run or none waits. */
static int64_t only_daemons_run(void)
{
    RtiThread *all[MAX_THREADS];
    int n = 0;
    int64_t since = -1;
    rti_threads(all, MAX_THREADS, &n);
    for (int i = 0; i < n && i < MAX_THREADS; i++) {
        RtiThread *t = all[i];
        RtiThreadState st = rti_thread_state(t);
        if (!is_app(t) || st == RTI_THREAD_TERMINATED || rti_thread_is_daemon(t))
            continue;
        if (st != RTI_THREAD_BLOCKED && st != RTI_THREAD_WAITING)
            return -1; /* (a thread started and not yet run too) */
        int d = 0;
        if (rti_thread_stack(t, NULL, 0, &d) != RTI_OK || !d)
            continue; /* main in DestroyJavaVM */
        int64_t w = rti_thread_waiting_since(t);
        if (w > since)
            since = w;
    }
    return since;
}

static void on_deadlock(RtiEnv *env, RtiThread *cur);

/* A cheap first test at each decision: no candidate is a thread that is
 * not a daemon and can run now (most decisions have one). */
static bool only_daemons_can_run(RtiThread *cur)
{
    if (cur && rti_thread_state(cur) == RTI_THREAD_RUNNABLE && !rti_thread_is_daemon(cur) && is_app(cur))
        return false;
    for (int i = 0; i < n_stash; i++) {
        if (stash[i].timeout)
            continue;
        RtiThread *t = thread_by_tid(stash[i].tid);
        if (t && !rti_thread_is_daemon(t))
            return false;
    }
    return true;
}

/* At each decision: whether the stretch has lasted STUCK_NS; then it is
 * reported (and a reproduction run ends). */
static bool stuck_check(RtiThread *cur)
{
    int64_t since = only_daemons_run();
    if (since < 0 || rti_clock_ns() - since < STUCK_NS)
        return false;
    stuck_now = true;
    on_deadlock(tenv, cur);
    stuck_now = false;
    if (topt.follow)
        rti_exit(tenv, 66);
    return true;
}

/* The threads holding the java.util.concurrent lock want for reading (a
 * ReentrantReadWriteLock's read lock has no owner to name), as
 * ", held for reading by "a" and "b"" in out, or "" when none is known: t
 * itself when it waits to upgrade its read hold (from the locks each
 * program thread holds, as racy.c sees them). */
static void read_holders(RtiThread *t, RtiObject *want, char *out, size_t size)
{
    RtiThread *all[MAX_THREADS];
    int n = 0, found = 0;
    size_t len = 0;
    out[0] = 0;
    rti_threads(all, MAX_THREADS, &n);
    for (int i = 0; i < n && i < MAX_THREADS && len < size; i++) {
        RtiObject *jt = rti_thread_object(all[i]);
        bool holds = false;
        for (int k = 0; jt && k < RACY_MAX_LOCKS && !holds; k++) {
            void *h = rti_xget_ptr(jt, xf_lk[k]);
            holds = h && racy_hold_read(h) && racy_hold_lock(h) == want;
        }
        if (!holds)
            continue;
        char name[128] = "?";
        rti_thread_name(all[i], name, sizeof name);
        len += (size_t)snprintf(out + len, size - len, "%s\"%s\"%s", found ? " and " : ", held for reading by ", name,
                                all[i] == t ? " itself" : "");
        found++;
    }
}

/* What stuck thread t does, for a report: blocked entering the monitor
 * want, or waiting on it, with who holds it (holder: a thread in join or
 * waiting for the lock's owner, which may have ended without giving it
 * back). */
static void stuck_note(RtiThread *t, RtiObject *want, RtiThread *holder, char *note, size_t size)
{
    RtiThreadState st = rti_thread_state(t);
    char *w = want ? describe_object(want, t) : NULL;
    char held[200] = "";
    if (holder) {
        char on[128] = "?";
        rti_thread_name(holder, on, sizeof on);
        snprintf(held, sizeof held, ", held by \"%s\"%s", on,
                 rti_thread_state(holder) == RTI_THREAD_TERMINATED ? ", which has ended" : "");
    } else if (want && st != RTI_THREAD_BLOCKED) {
        /* a j.u.c. lock whose owner ended holding it (RTI 1.17) */
        char on[128];
        bool ended = false;
        if (rti_lock_owner_name(want, on, sizeof on, &ended) == RTI_OK && ended)
            snprintf(held, sizeof held, ", held by \"%s\", which has ended", on);
        else
            read_holders(t, want, held, sizeof held);
    }
    if (st == RTI_THREAD_BLOCKED)
        snprintf(note, size, "blocked entering %s%s", w ? w : "a monitor", held);
    else if (init_wait(t, want))
        snprintf(note, size, "waiting for the initialisation of %s%s", w, held);
    else
        snprintf(note, size, "waiting%s%s%s", w ? " on " : "", w ? w : "", held);
    free(w);
}

/* Every program thread is stuck. A cycle of threads each waiting for a lock
 * the next holds is a lock-cycle deadlock (thesis fig. 4.7); otherwise it is
 * a condition deadlock (fig. 4.11). */
static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static void on_deadlock(RtiEnv *env, RtiThread *cur)
{
    if (finished)
        return;
    RtiThread *all[MAX_THREADS], *th[MAX_THREADS], *next[MAX_THREADS];
    RtiObject *wants[MAX_THREADS];
    int n = 0, m = 0;
    rti_threads(all, MAX_THREADS, &n);
    for (int i = 0; i < n && i < MAX_THREADS; i++) {
        RtiThread *t = all[i];
        int d = 0;
        if (!is_app(t) || rti_thread_state(t) == RTI_THREAD_TERMINATED ||
            rti_thread_stack(t, NULL, 0, &d) != RTI_OK || !d)
            continue; /* main in DestroyJavaVM has no frames */
        if (stuck_now && rti_thread_is_daemon(t))
            continue; /* the daemons running on */
        th[m] = t;
        wants[m] = NULL;
        next[m] = waits_for(t, &wants[m]);
        m++;
    }
    /* Look for a cycle in "waits for a lock held by". */
    int cyc[MAX_THREADS], n_cyc = 0;
    for (int s = 0; s < m && !n_cyc; s++) {
        int path[MAX_THREADS], len = 0, i = s;
        /* A path of m threads may still close on its first: a cycle of all of
         * them (two threads bowing to each other while main has ended). */
        while (i >= 0) {
            for (int k = 0; k < len; k++)
                if (path[k] == i) {
                    for (int q = k; q < len; q++)
                        cyc[n_cyc++] = path[q];
                    goto found;
                }
            if (len == m)
                break;
            path[len++] = i;
            int j = -1;
            for (int k = 0; k < m; k++)
                if (th[k] == next[i])
                    j = k;
            i = j;
        }
    }
found:;
    /* A cycle is shown from its thread that started first, and its identity
     * is the set of places, in any order: the same cycle closed by the other
     * thread was reported twice (hunt 7, TesterDeadlockTwice). */
    if (n_cyc > 1) {
        int first = 0;
        for (int q = 1; q < n_cyc; q++)
            if (rti_thread_id(th[cyc[q]]) < rti_thread_id(th[cyc[first]]))
                first = q;
        int rot[MAX_THREADS];
        for (int q = 0; q < n_cyc; q++)
            rot[q] = cyc[(first + q) % n_cyc];
        memcpy(cyc, rot, sizeof cyc[0] * (size_t)n_cyc);
    }
    char *places[MAX_THREADS];
    int n_places = 0;
    FailKind kind = n_cyc ? F_LOCK_DEADLOCK : F_COND_DEADLOCK;
    Str text = {0}, json = {0}, key = {0};
    str_addf(&json, "[");
    int count = n_cyc ? n_cyc : m;
    for (int q = 0; q < count; q++) {
        int i = n_cyc ? cyc[q] : q;
        char note[512] = "";
        if (n_cyc) {
            /* cyc[q + 1] holds what cyc[q] waits for, so cyc[q] holds what
             * cyc[q - 1] waits for */
            int j = cyc[(q + n_cyc - 1) % n_cyc];
            char *h = wants[j] ? describe_wait(th[j], wants[j], th[i]) : NULL;
            char *ww = wants[i] ? describe_wait(th[i], wants[i], th[i]) : NULL;
            snprintf(note, sizeof note, "holds %s, waits for %s", h ? h : "?", ww ? ww : "?");
            free(h);
            free(ww);
        } else {
            stuck_note(th[i], wants[i], next[i], note, sizeof note);
        }
        RtiLocation fr[64];
        int d = 0;
        rti_thread_stack(th[i], fr, 64, &d);
        if (d > 64)
            d = 64;
        thread_entry(&text, &json, th[i], note, fr, d);
        places[n_places++] = fmt_location(top_location(th[i]));
    }
    str_addf(&json, "]");
    qsort(places, (size_t)n_places, sizeof places[0], cmp_str);
    for (int q = 0; q < n_places; q++) {
        str_addf(&key, "%s;", places[q]);
        free(places[q]);
    }
    char msg[256];
    snprintf(msg, sizeof msg, "%d %s", count,
             n_cyc                    ? "threads wait for each other's locks"
             : stuck_now && count == 1 ? "thread waits, and no daemon thread woke it in 60 s"
             : stuck_now               ? "threads wait, and no daemon thread woke them in 60 s"
             : count == 1              ? "thread waits and cannot be woken"
                                       : "threads wait and none can be woken");
    if (topt.follow) {
        char *buf = malloc(text.len + 600);
        sprintf(buf, "tester: failure reproduced: %s: %s\n%s", fail_kind_name(kind), msg, text.s ? text.s : "");
        rti_report(env, buf, NULL);
        free(buf);
        free(text.s);
        free(json.s);
        free(key.s);
        follow_end();
        return; /* the VM ends the run */
    }
    add_failure(kind, msg, key.s, false, text.s, json.s);
    free(key.s);
    (void)cur;
    schedule_end();
}

/* ---- Livelocks ------------------------------------------------------------------------------- */

/* A schedule on which every thread that can run spins (comes back to the
 * same state writing nothing, or over two blocks, set aside until another
 * thread writes what it read) and no other thread can change what they
 * read: the program can never end. A swallowed interrupt leaves `while
 * (!isInterrupted()) sleep(5)` running while main joins it; a poll waits for
 * an update that was lost. Before, such a schedule was only counted, and a
 * search that met nothing else ended with status 0 (hunt 7, F3). A spin that
 * reads the program's clock (RTI 1.18) or counts is never one: it is woken
 * when nothing else can run. Not reported when the schedule failed before
 * (the failure is the cause: BugLivelockAfterFailure), nor when only daemon
 * threads spin (the program's threads are stuck: a condition deadlock while
 * daemons run, found by stuck_check). */

/* Threads the livelock report calls spinning: those that can run or wait
 * with a deadline (the search's candidates); the others are stuck. */
static bool livelock_spinner(RtiThread *t)
{
    RtiThreadState st = rti_thread_state(t);
    return rti_thread_is_runnable(t) || (st == RTI_THREAD_TIMED_WAITING && rti_thread_deadline(t) >= 0);
}

/* The report of the livelock here: each program thread, spinning or stuck,
 * with its stack; its headline; and its identity, the threads' names, each
 * marked spinning or not (the same in the search and in a reproduction run,
 * which tells spinners by the same rule). Returns how many of the spinners
 * are not daemons. */
static int livelock_describe(Str *text, Str *json, Str *key, char *msg, size_t size)
{
    RtiThread *all[MAX_THREADS];
    char *names[MAX_THREADS];
    int n = 0, n_names = 0, spin = 0, spin_program = 0;
    rti_threads(all, MAX_THREADS, &n);
    str_addf(json, "[");
    for (int i = 0; i < n && i < MAX_THREADS; i++) {
        RtiThread *t = all[i];
        int d = 0;
        if (!is_app(t) || rti_thread_state(t) == RTI_THREAD_TERMINATED ||
            rti_thread_stack(t, NULL, 0, &d) != RTI_OK || !d)
            continue;
        char note[512];
        bool spins = livelock_spinner(t);
        if (spins) {
            snprintf(note, sizeof note, "spins: comes back to the same state, and no thread changes what it reads");
            spin++;
            spin_program += !rti_thread_is_daemon(t);
        } else {
            RtiObject *want = NULL;
            RtiThread *holder = waits_for(t, &want);
            stuck_note(t, want, holder, note, sizeof note);
        }
        RtiLocation fr[64];
        rti_thread_stack(t, fr, 64, &d);
        if (d > 64)
            d = 64;
        thread_entry(text, json, t, note, fr, d);
        char name[64];
        rti_thread_name(t, name, sizeof name);
        Str k = {0};
        str_addf(&k, "%s%s", spins ? "*" : "", name);
        names[n_names++] = k.s;
    }
    str_addf(json, "]");
    qsort(names, (size_t)n_names, sizeof names[0], cmp_str);
    for (int q = 0; q < n_names; q++) {
        str_addf(key, "%s;", names[q]);
        free(names[q]);
    }
    if (spin == 1)
        snprintf(msg, size, "1 thread spins and no other thread can change what it reads");
    else
        snprintf(msg, size, "%d threads spin and none can change what the others read", spin);
    return spin_program;
}

static void on_livelock(void)
{
    if (sched_failed || finished)
        return;
    Str text = {0}, json = {0}, key = {0};
    char msg[256];
    if (!livelock_describe(&text, &json, &key, msg, sizeof msg)) {
        free(text.s);
        free(json.s);
        free(key.s);
        return;
    }
    add_failure(F_LIVELOCK, msg, key.s, false, text.s, json.s);
    free(key.s);
}

/* A reproduction run of a livelock (follow=...,livelock), past its
 * schedule: the threads that can run take turns (round robin, by id), and
 * the livelock has shown when the program comes back to a state it was in
 * with the same thread to run next (deterministic from there: it goes round
 * for ever), or after maxDepth decisions in all without an end. Clock reads
 * are part of the state (a loop until a deadline never comes back). */
#define REPEATS_CAP 65536
static uint64_t *repeats; /* open addressing; 0: empty */
static int n_repeats;
static int64_t rr_last = -1;

static bool came_back(void)
{
    if (!follow_cp)
        return false; /* without a live checkpoint the state hash covers the threads only */
    if (!repeats)
        repeats = calloc(REPEATS_CAP, sizeof *repeats);
    uint64_t clocks = 0;
    RtiThread *all[MAX_THREADS];
    int n = 0;
    rti_threads(all, MAX_THREADS, &n);
    for (int i = 0; i < n && i < MAX_THREADS; i++)
        clocks += rti_thread_clock_reads(all[i]);
    uint64_t h = mix(mix(state_hash(), (uint64_t)rr_last), clocks);
    if (!h)
        h = 1;
    uint32_t i = (uint32_t)(h >> 40) & (REPEATS_CAP - 1);
    while (repeats[i] && repeats[i] != h)
        i = (i + 1) & (REPEATS_CAP - 1);
    if (repeats[i])
        return true;
    if (n_repeats < REPEATS_CAP / 2) {
        repeats[i] = h;
        n_repeats++;
    }
    return false;
}

static void livelock_shown(const char *how)
{
    Str text = {0}, json = {0}, key = {0};
    char msg[256];
    livelock_describe(&text, &json, &key, msg, sizeof msg);
    Str buf = {0};
    str_addf(&buf, "tester: failure reproduced: %s: %s\n%stester: failure key: %d|%s|%s\n", fail_kind_name(F_LIVELOCK),
             msg, text.s ? text.s : "", (int)F_LIVELOCK, msg, key.s ? key.s : "");
    if (how)
        str_addf(&buf, "tester: the livelock: %s\n", how);
    rti_report(tenv, buf.s, NULL);
    free(buf.s);
    free(text.s);
    free(json.s);
    free(key.s);
    fol_shown = true;
}

/* ---- Scheduling ------------------------------------------------------------------------------ */


/* The tester decides where it asked to (sync points); the VM's time slice
 * (TESTER_SLICE yield points, a fraction of a millisecond) ends in between,
 * and the thread goes on (choose). A slice that did nothing another thread
 * could see or change (no heap access, no lock, no input or output, no
 * clock read: a computation in locals) is idle; after IDLE_SLICES
 * idle slices in a row the thread gives way, as a counting spinner: it may
 * compute for ever (a daemon that, once run, kept main from ever running
 * again, so that no schedule ended), and where it gives way changes nothing
 * for the others. slice_seen counts the visible steps (in a reproduction
 * run too, which must give way at the same slice). */
#define TESTER_SLICE (1u << 14)
#define IDLE_SLICES 2
static struct {
    uint64_t io, clock; /* the thread's I/O and clock reads at the last slice's end */
    int n;              /* idle slices in a row */
} slice;
static RwSet scratch_none; /* the reads of a thread that gives way so: none */

/* A slice whose only visible steps were clock reads waits for time to
 * pass (`while (System.currentTimeMillis() < end) Thread.onSpinWait();`),
 * which running it makes pass at 10 ns a yield point: a 20 ms spin took the
 * machine 26 ms in every schedule. At the end of each such slice the
 * clock moves on (rti_clock_advance), by CLOCK_JUMP0 after the first and
 * twice as much after each in a row, up to CLOCK_JUMP_MAX: the spin ends
 * within a few slices. A machine that paused the program would do the
 * same, and the thread's turns differ only in its locals, so the search
 * loses nothing; a reproduction run moves the clock at the same slices
 * (lone_clock_wait counts in the same run of waits). */
#define CLOCK_JUMP0 ((int64_t)1000 * 1000)
#define CLOCK_JUMP_MAX ((int64_t)1000 * 1000 * 1000)
static int clock_spins; /* waits for time in a row (versioned: rti_save) */
static void clock_wait(bool only_clock)
{
    if (!only_clock) {
        if (clock_spins) {
            rti_save(&clock_spins, sizeof clock_spins);
            clock_spins = 0;
        }
        return;
    }
    int shift = clock_spins;
    rti_save(&clock_spins, sizeof clock_spins);
    clock_spins++;
    int64_t ns = shift < 10 ? CLOCK_JUMP0 << shift : CLOCK_JUMP_MAX;
    rti_clock_advance(tenv, ns < CLOCK_JUMP_MAX ? ns : CLOCK_JUMP_MAX); /* (2^10 ms passes the cap) */
}

/* At the end of a slice of cur, the block's thread: whether this was the
 * IDLE_SLICES-th idle one in a row. */
static bool slice_idle(RtiThread *cur)
{
    uint64_t io = rti_thread_io_count(cur), clock = rti_thread_clock_reads(cur);
    bool unseen = slice_seen == 0 && n_blk_locks == 0 && io == slice.io;
    bool idle = unseen && clock == slice.clock;
    clock_wait(unseen && clock != slice.clock);
    slice.n = idle ? slice.n + 1 : 0;
    slice_seen = 0;
    slice.io = io;
    slice.clock = clock;
    return slice.n >= IDLE_SLICES;
}

/* A wait for time (clock_wait) at a decision the running thread alone can
 * take (lone_now):
 * its block since the last decision wrote nothing, left every lock as it
 * found it, moved no data and read the clock. What it read (a flag, `while
 * (!done && System.nanoTime() < deadline)`, a token bucket's count under
 * its lock) no other thread can change now, so it waits for time to pass:
 * a 2 s deadline was 200 million yield points of lone decisions, every
 * schedule cut at maxDepth and the program taken for one that never ends.
 * A block that did something ends the waits in a row; a still one that is
 * no lone wait (two threads spinning: see spin_wake_counting's caller)
 * leaves them. Whether the clock moved on. */
static bool blk_wrote_any; /* a write event in the block, any mode (on_access) */
static bool clock_moved;   /* lone_clock_wait moved the clock at this decision */

/* Every thread that can run spins and one waits for time (choose): the
 * clock moves on, and the step taken from this decision says so
 * (clock_mark), for a reproduction to move it at the same decision. */
static void spinners_clock_wait(void)
{
    clock_wait(true);
    rti_save(&clock_mark, sizeof clock_mark);
    clock_mark = true;
}
static bool lone_clock_wait(RtiThread *cur)
{
    bool still = blk_tid >= 0 && cur && rti_thread_id(cur) == blk_tid && !blk_wrote_any &&
                 rti_thread_io_count(cur) == blk_io0;
    for (int i = 0; still && i < n_blk_locks; i++)
        still = blk_locks[i].net == 0;
    bool wait = still && !blk_locks_overflow && lone_now && rti_thread_clock_reads(cur) != blk_clock0;
    if (wait || !still)
        clock_wait(wait);
    return wait;
}

static void begin_block(Cand c, int ni, RtiThread *t)
{
    n_blk_locks = 0;
    Node *n = ni >= 0 ? &stack[ni] : NULL;
    blk_tid = c.tid;
    blk_node = ni;
    blk_rw = n ? &n->alts[n->cur].rw : &scratch_rw;
    if (!n)
        rw_clear(&scratch_rw);
    blk_ops = 0;
    slice_seen = 0; /* (and slice: a return to a checkpoint comes back to a decision, which begins a block) */
    slice.n = 0;
    blk_wrote_any = false;
    slice.io = rti_thread_io_count(t);
    slice.clock = rti_thread_clock_reads(t);
    blk_limit = topt.terminate_after;
    blk_nsamp = 0;
    blk_any_write = false;
    blk_io_moved = false;
    blk_io0 = rti_thread_io_count(t);
    blk_clock_read = false;
    blk_clock0 = rti_thread_clock_reads(t);
    if (c.timeout && topt.strategy == STRAT_DFS)
        rw_add(blk_rw, K_CLOCK, RW_READ); /* a time-out moves the clock on (close_block) */
    if (n)
        n->w_pos = 0;
}

/* Run candidate c now: the VM takes the returned thread. */
static RtiThread *run(Cand c, int n)
{
    RtiThread *t = thread_by_tid(c.tid);
    if (!t)
        return NULL;
    uint64_t h0 = topt.strategy == STRAT_DFS ? rti_thread_hash(t) : 0; /* before a time-out changes it */
    /* A time-out, or for a wait without a deadline (`spurious`) a wake-up. */
    bool spurious = c.timeout && rti_thread_time_out(tenv, t) != RTI_OK &&
                    rti_thread_wake_spuriously(tenv, t) == RTI_OK;
    int64_t pt = c.timeout ? c.tid : -1;
    if (prev_timeout != pt) {
        rti_save(&prev_timeout, sizeof prev_timeout);
        prev_timeout = pt;
    }
    hist_push(t, c);
    hist[n_hist - 1].spurious = spurious;
    begin_block(c, n, t);
    blk_h0 = h0;
    decisions++;
    sched_decisions++;
    if (!lone_now || ++lone_turns % LONE_WEIGHT == 0)
        sched_depth++;
    lone_now = false;
    return t;
}

static void push_node(RtiCheckpoint *cp)
{
    if (depth == cap_stack) {
        cap_stack = cap_stack ? cap_stack * 2 : 64;
        stack = realloc(stack, sizeof *stack * (size_t)cap_stack);
    }
    Node *n = &stack[depth++];
    memset(n, 0, sizeof *n);
    n->cp = cp;
    n->step = n_hist;
    n->alts = calloc((size_t)n_stash, sizeof *n->alts);
    for (int i = 0; i < n_stash; i++)
        n->alts[i].c = stash[i];
    n->n_alts = n_stash;
    n->n_sleep = n_stash_sleep;
    if (n_stash_sleep) {
        n->sleep = malloc(sizeof *n->sleep * (size_t)n_stash_sleep);
        memcpy(n->sleep, stash_sleep, sizeof *n->sleep * (size_t)n_stash_sleep);
    }
    n->def = pending_def;
    n->base_pre = sched_pre;
    n->cur = 0;
    while (n->cur < n->n_alts && !alt_ok(n, n->cur))
        n->cur++;
}

static int pct_prio_of(int64_t tid)
{
    for (int i = 0; i < n_pct; i++)
        if (pct_tid[i] == tid)
            return pct_prio[i];
    if (n_pct < MAX_THREADS) {
        pct_tid[n_pct] = tid;
        pct_prio[n_pct] = topt.pct_depth + (int)(rnd() % 1000000);
        return pct_prio[n_pct++];
    }
    return 0;
}

static void start_delay_schedule(void)
{
    n_delay = topt.pct_depth < 4 ? topt.pct_depth : 4;
    for (int i = 0; i < n_delay; i++)
        delay_at[i] = 1 + (long)(rnd() % (uint64_t)(pct_steps > 1 ? pct_steps : 1));
}

static void start_pct_schedule(void)
{
    n_pct = 0;
    pct_low = topt.pct_depth - 1;
    for (int i = 0; i < topt.pct_depth - 1 && i < 16; i++)
        pct_change[i] = 1 + (long)(rnd() % (uint64_t)(pct_steps > 1 ? pct_steps : 1));
}

/* A randomized decision (strategy=random or pct). */
static Cand random_pick(RtiThread *cur, int n_enabled)
{
    (void)n_enabled;
    if (topt.strategy == STRAT_RANDOM)
        return stash[rnd() % (uint64_t)n_stash];
    if (topt.strategy == STRAT_DELAY) {
        /* the default choice, but for a few decisions picked at random, where
         * another candidate is: a random schedule of delay bounding */
        int def = 0;
        for (int i = 0; i < n_stash; i++)
            if (cand_eq(stash[i], pending_def))
                def = i;
        bool at = false;
        for (int i = 0; i < n_delay; i++)
            at |= delay_at[i] == sched_decisions;
        if (!at || n_stash < 2)
            return stash[def];
        /* Half the delays go to the newest thread that could run: the
         * default schedule runs threads in the order they started, so the
         * one started last (a checker, a reader) is the one it keeps from
         * running in between the others' steps longest (SCTBench's
         * twostage_100: one reader after 100 writers, ~1 in 70 of these
         * delays instead of ~1 in 7,000). */
        if (rnd() & 1) {
            int newest = -1;
            for (int i = 0; i < n_stash; i++)
                if (i != def && !stash[i].timeout && (newest < 0 || stash[i].tid > stash[newest].tid))
                    newest = i;
            if (newest >= 0)
                return stash[newest];
        }
        int k = (int)(rnd() % (uint64_t)(n_stash - 1));
        return stash[k >= def ? k + 1 : k];
    }
    /* PCT: the highest priority enabled thread; at a change point the running
     * thread drops below every other. */
    if (cur_yields && cur) { /* a yield: the others first */
        int64_t tid = rti_thread_id(cur);
        pct_prio_of(tid);
        for (int k = 0; k < n_pct; k++)
            if (pct_tid[k] == tid)
                pct_prio[k] = pct_low--;
    }
    for (int i = 0; i < topt.pct_depth - 1 && i < 16; i++)
        if (pct_change[i] == sched_decisions && cur) {
            int64_t tid = rti_thread_id(cur);
            pct_prio_of(tid);
            for (int k = 0; k < n_pct; k++)
                if (pct_tid[k] == tid)
                    pct_prio[k] = pct_low--;
        }
    int best = 0, bp = -(1 << 30);
    bool any_runs = false; /* time-outs only when nothing else runs */
    for (int i = 0; i < n_stash; i++)
        any_runs |= !stash[i].timeout && !(cur_yields && cur); /* as in default_cand */
    for (int i = 0; i < n_stash; i++) {
        if (any_runs && stash[i].timeout)
            continue;
        int p = pct_prio_of(stash[i].tid);
        if (p > bp) {
            bp = p;
            best = i;
        }
    }
    return stash[best];
}

/* A reproduction run that goes on past the schedule it follows and does not
 * end (a thread spinning for ever on a flag the failed thread left set, say):
 * the search cut such a schedule at maxDepth decisions, or at terminateAfter
 * accesses in one block, and counted it a possible livelock. The run is cut
 * at the same bounds instead of running until the parent's time-out; it ends
 * with status 66 when the failure has shown (the record log ends there too,
 * so -replay stops at the same point), else 3. */
static void follow_stop(const char *why)
{
    follow_end();
    fprintf(stderr, "tester: %s the run did not end: %s; stopped there (a possible livelock)\n",
            fol_shown ? "after the failure," : "the failure did not show and", why);
    fflush(stderr);
    rti_exit(tenv, fol_shown ? 66 : 3);
}

/* One more heap access (of location key) in the current block: whether the
 * block has gone on too long, past terminateAfter accesses, and is cut as a
 * possible livelock. Unless it is visibly working its way through memory:
 * the locations sampled (about 128 times in terminateAfter accesses) are
 * more than a few (an array
 * summed, a structure built), where a spin comes back to the same ones. Such
 * a block gets terminateAfter accesses more, up to 16 times in all. Before,
 * a worker summing a million-element array before its first
 * synchronisation was cut in every schedule, and the bug after it never
 * found (BugAfterLongBlock). */
static bool block_too_long(uint64_t key)
{
    static long stride;
    if (!stride) {
        /* about 128 samples in terminateAfter accesses, every prime-th (a
         * loop's every access gets its turn) */
        stride = topt.terminate_after / 128 > 7 ? topt.terminate_after / 128 : 7;
        for (bool prime = false; !prime; stride++) {
            prime = true;
            for (long d = 2; d * d <= stride && prime; d++)
                prime = stride % d != 0;
        }
        stride--;
    }
    if (++blk_ops % stride == 0)
        blk_samp[blk_nsamp++ % BLK_SAMPLES] = key;
    if (blk_limit < topt.terminate_after) /* (no block started yet) */
        blk_limit = topt.terminate_after;
    if (blk_ops <= blk_limit)
        return false;
    if (blk_limit < 16 * topt.terminate_after && blk_nsamp >= BLK_SAMPLES) {
        int distinct = 0;
        for (int i = 0; i < BLK_SAMPLES; i++) {
            bool seen = false;
            for (int j = 0; j < i && !seen; j++)
                seen = blk_samp[j] == blk_samp[i];
            distinct += !seen;
        }
        if (distinct > BLK_SAMPLES / 4) {
            blk_limit += topt.terminate_after;
            return false;
        }
    }
    return true;
}

/* The trace option: one line per decision, its candidates and every
 * thread's state and place (the search's and a follow run's lines compare). */
static void trace_decision(bool seen)
{
    fprintf(stderr, "[decision %ld depth %d state %016llx seen %d:", sched_decisions, depth,
            (unsigned long long)state_hash(), seen);
    for (int i = 0; i < n_stash; i++)
        fprintf(stderr, " %s%lld", stash[i].timeout ? "t" : "", (long long)stash[i].tid);
    fprintf(stderr, " | threads");
    {
        RtiThread *all[MAX_THREADS];
        int nt = 0;
        rti_threads(all, MAX_THREADS, &nt);
        for (int i = 0; i < nt; i++) {
            RtiLocation l = top_location(all[i]);
            fprintf(stderr, " %lld:%d:%04x@%s:%d", (long long)rti_thread_id(all[i]), rti_thread_state(all[i]),
                    (unsigned)(rti_thread_hash(all[i]) & 0xffff), l.method ? rti_method_name(l.method) : "-",
                    l.bci);
        }
    }
    fprintf(stderr, " | asleep");
    for (int i = 0; i < n_stash_sleep; i++)
        fprintf(stderr, " %lld", (long long)stash_sleep[i].c.tid);
    fprintf(stderr, "]\n");
}

/* Past the followed schedule, one more heap access of block blk_ops. */
static void follow_access(RtiThread *t, uint64_t key)
{
    if (fol_pos >= n_fol && block_too_long(key) && t && is_app(t)) {
        char why[128];
        snprintf(why, sizeof why, "a thread made more than %ld heap accesses without a schedule point",
                 topt.terminate_after);
        follow_stop(why);
    }
}

static void follow_sites_on(void)
{
    for (int i = 0; i < n_given_sites; i++) {
        char *name = given_sites[i];
        if (racy_is_name(name)) {
            racy_name_given(name);
            free(name);
            continue;
        }
        fol_sites = realloc(fol_sites, sizeof *fol_sites * (size_t)(n_fol_sites + 1));
        fol_sites[n_fol_sites++] = name;
    }
    free(given_sites);
    given_sites = NULL;
    n_given_sites = 0;
}

static RtiThread *follow_choose(void)
{
    if (rti_replaying()) {
        /* Asked once, at the recorded run's end: the log schedules. A
         * livelock's run ended here when it showed: so does the replay. */
        if (topt.follow_livelock && !fol_shown)
            livelock_shown(NULL);
        return NULL;
    }
    if (fol_pos == 0)
        follow_sites_on();
    Cand c = n_stash ? stash[0] : (Cand){-1, false};
    if (topt.trace)
        trace_decision(false);
    if (fol_pos < n_fol)
        c = fol[fol_pos];
    else if (topt.follow_livelock && !fol_shown) {
        bool back = came_back();
        if (back || sched_depth >= depth_bound()) {
            char how[160];
            if (back)
                snprintf(how, sizeof how, "after %d decisions past the schedule, taking turns, the program came back "
                         "to a state it was in", fol_pos - n_fol);
            else
                snprintf(how, sizeof how, "%ld decisions, taking turns past the schedule, and no end", sched_decisions);
            livelock_shown(how);
            follow_end();
            rti_exit(tenv, 66);
            return NULL;
        }
        /* round robin by thread id */
        int pick = -1;
        for (int i = 0; i < n_stash; i++)
            if (stash[i].tid > rr_last && (pick < 0 || stash[i].tid < stash[pick].tid))
                pick = i;
        for (int i = 0; pick < 0 && i < n_stash; i++)
            if (pick < 0 || stash[i].tid < stash[pick].tid)
                pick = i;
        if (pick >= 0) {
            c = stash[pick];
            rr_last = c.tid;
        }
    } else if (sched_depth >= depth_bound()) {
        char why[128];
        snprintf(why, sizeof why, "%ld decisions (maxDepth) and no end", sched_decisions);
        follow_stop(why);
        return NULL;
    }
    if (fol_pos < n_fol && fol_clock[fol_pos] && !clock_moved)
        clock_wait(true);
    fol_pos++;
    fol_wpos = 0;
    if (c.tid < 0)
        return NULL;
    RtiThread *t = thread_by_tid(c.tid);
    if (!t || (!c.timeout && rti_thread_state(t) != RTI_THREAD_RUNNABLE)) {
        fprintf(stderr, "tester: the schedule to follow does not fit this run (decision %d: thread %lld cannot run)\n",
                fol_pos, (long long)c.tid);
        return NULL;
    }
    return run(c, -1);
}

/* Program threads in Object.wait or another wait that notify could end. */
static int waiters(void)
{
    RtiThread *all[MAX_THREADS];
    int n = 0, w = 0;
    rti_threads(all, MAX_THREADS, &n);
    for (int i = 0; i < n && i < MAX_THREADS; i++) {
        RtiThreadState st = rti_thread_state(all[i]);
        if ((st == RTI_THREAD_WAITING || st == RTI_THREAD_TIMED_WAITING) && is_app(all[i]))
            w++;
    }
    return w;
}

/* Sampled schedules: each thread's last blocks in a row that brought it
 * back to a state it was in one to three blocks before, with no block of
 * any thread writing since (a write may change what the others read). When
 * every thread that can run has come back 8 times, none can change what
 * the others read: a livelock
 * of several spinners (two threads each waiting for the other's flag),
 * which ran to maxDepth in every sample that met it. Emptied at each
 * schedule's end. */

static void sample_quiet_block(void)
{
    if (blk_tid < 0)
        return;
    RtiThread *bt = thread_by_tid(blk_tid);
    bool moved = blk_any_write || blk_io_moved || !bt || rti_thread_state(bt) == RTI_THREAD_TERMINATED;
    int e = -1;
    for (int i = 0; i < n_sq; i++) {
        if (moved)
            sq[i].n = sq[i].cn = 0;
        if (sq[i].tid == blk_tid)
            e = i;
    }
    if (moved)
        return;
    if (e < 0) {
        if (n_sq == SQ_MAX)
            return;
        e = n_sq++;
        sq[e].tid = blk_tid;
        memset(sq[e].h, 0, sizeof sq[e].h);
        sq[e].n = 0;
        sq[e].ch = 0;
        sq[e].cn = 0;
    }
    if (blk_clock_read) {
        uint64_t ch = rti_thread_hash(bt);
        sq[e].cn = ch == sq[e].ch ? sq[e].cn + 1 : 0;
        sq[e].ch = ch;
    } else {
        sq[e].cn = 0;
    }
    /* back in a state of one of its last blocks: a turn of one to
     * QUIET_TURN blocks (`while (!isInterrupted()) sleep(5)` takes two: the
     * interrupt flag's read ends one, the sleep the other) */
    uint64_t h = blk_clock_read ? 0 : rti_thread_hash(bt);
    bool back = false;
    for (int i = 0; i < QUIET_TURN && h && !back; i++)
        back = h == sq[e].h[i];
    sq[e].n = back ? sq[e].n + 1 : 0;
    memmove(sq[e].h + 1, sq[e].h, sizeof *sq[e].h * (QUIET_TURN - 1));
    sq[e].h[0] = h;
}

/* Sampled schedules: every thread that can run spins (sample_quiet_block)
 * and one of them waits for time: SAMPLE_CLOCK_SPINS blocks in a row that
 * read the clock and came back to the same state, with no write since. The
 * clock then moves on (choose), as in the systematic search when only
 * spinners could run. */
#define SAMPLE_CLOCK_SPINS 4
static bool sample_clock_wait(void)
{
    bool clock = false;
    for (int i = 0; i < n_stash; i++) {
        if (stash[i].timeout)
            continue;
        bool spins = false;
        for (int k = 0; k < n_sq && !spins; k++)
            if (sq[k].tid == stash[i].tid) {
                spins = sq[k].n >= 8 || sq[k].cn >= SAMPLE_CLOCK_SPINS;
                clock = clock || sq[k].cn >= SAMPLE_CLOCK_SPINS;
            }
        if (!spins)
            return false;
    }
    return clock;
}

/* In a sampled schedule, whether thread tid's last blocks went round a
 * quiet loop (sample_all_quiet's count). */
static bool sample_quiet(int64_t tid)
{
    for (int k = 0; k < n_sq; k++)
        if (sq[k].tid == tid)
            return sq[k].n >= 8;
    return false;
}

static bool sample_all_quiet(void)
{
    sample_quiet_block();
    if (!n_stash)
        return false;
    for (int i = 0; i < n_stash; i++) {
        bool quiet_one = false;
        for (int k = 0; k < n_sq && !quiet_one; k++)
            quiet_one = sq[k].tid == stash[i].tid && sq[k].n >= 8;
        if (!quiet_one)
            return false;
    }
    return true;
}

/* ---- Waiting for input -------------------------------------------------------------
 * A program thread blocked reading input that can still come (a line on
 * stdin, a child process's output) wakes when it comes, as a sleeper wakes
 * at its deadline: while one waits, threads that only spin are no livelock,
 * and a long guard does not time out because nothing else can run. The
 * search lets the input come: the threads that could run (all spinning, or
 * beside nothing but guards) are held back (rti_thread_set_enabled) and the
 * VM waits in poll for the input or the next deadline, in real time, which
 * shows on the clock; a guard still times out when its length passes with
 * no input, as on HotSpot. They are let go at the next decision
 * (io_release), before anything looks at them. Before, main's busy-wait for
 * a reader's line was reported as a livelock, and its join(5000) on the
 * reader timed out at once (hunt 15 F4: OkStdinSpin, OkStdinGuard,
 * OkProcessSpin, OkProcessGuard). */
static int64_t io_held[MAX_THREADS];
static int n_io_held;

static void io_release(void)
{
    for (int i = 0; i < n_io_held; i++) {
        RtiThread *t = thread_by_tid(io_held[i]);
        if (t)
            rti_thread_set_enabled(tenv, t, true);
    }
    n_io_held = 0;
}

/* The time limit while the program waits for the outside world (the VM asks
 * again each second meanwhile): whether the search stopped. */
static bool input_time_limit(void)
{
    if (topt.follow || topt.time_limit <= 0 || now_s() - t_start < topt.time_limit)
        return false;
    fprintf(stderr, "tester: the last schedule was waiting for input from outside the program\n");
    limit_what = "time";
    limit_hit = true;
    finish();
    return true;
}

/* Wait for input at this decision (choose): hold back every program thread
 * that could run and let the VM wait. The block that ended here was closed:
 * the next decision does not close it again (blk_tid), and the sleep set
 * passes through to it. */
static RtiThread *wait_input(void)
{
    if (input_time_limit())
        return NULL;
    RtiThread *all[MAX_THREADS];
    int n = 0;
    rti_threads(all, MAX_THREADS, &n);
    for (int i = 0; i < n && i < MAX_THREADS; i++)
        if (is_app(all[i]) && rti_thread_is_runnable(all[i]) && rti_thread_is_enabled(all[i])) {
            rti_thread_set_enabled(tenv, all[i], false);
            io_held[n_io_held++] = rti_thread_id(all[i]);
        }
    n_cur_sleep = 0;
    for (int i = 0; i < n_stash_sleep; i++)
        sleep_push(&cur_sleep, &n_cur_sleep, &cap_cur_sleep, stash_sleep[i]);
    blk_tid = -1;
    return NULL;
}

/* Whether a thread of the program can run. */
static bool app_runnable(void)
{
    RtiThread *all[MAX_THREADS];
    int n = 0;
    rti_threads(all, MAX_THREADS, &n);
    for (int i = 0; i < n && i < MAX_THREADS; i++)
        if (is_app(all[i]) && rti_thread_is_runnable(all[i]))
            return true;
    return false;
}

static RtiThread *choose(RtiEnv *env, RtiThread *cur, bool cur_ok)
{
    (void)cur_ok;
    if (n_io_held)
        io_release(); /* (held back while the VM waited for input: wait_input) */
    if (!exploring && !finished && !topt.follow && topt.time_limit > 0) {
        /* Before the program starts a thread nothing is searched and its
         * computing is not timed (the search's time begins at its first
         * decision), but its waiting is: a main that sleeps for ever while
         * the JDK's cleaners time out every 60 s of virtual time never
         * ended (the clock skipping from one time-out to the next). */
        static unsigned early_checks;
        if ((++early_checks & 63) == 0 && now_s() - t_start >= topt.time_limit && !app_runnable()) {
            fprintf(stderr, "tester: the program started no thread of its own before the time limit: nothing was "
                            "searched\n");
            limit_what = "time";
            limit_hit = true;
            finish();
            return NULL;
        }
    }
    if (finished || !exploring)
        return NULL;
    if (rti_stop_signal()) {
        /* Stopped from outside (^C, SIGTERM from `timeout`): the JDK's
         * handler would end the program, but in a thread the search keeps
         * undoing, or never runs while another computes. The search ends
         * here with what it found; a reproduction run lets the VM run the
         * handler. */
        if (topt.follow)
            return NULL;
        limit_hit = true;
        limit_what = "interrupt";
        finish();
        return NULL;
    }
    if (return_pending) /* carried out here: the sleep sets name freed nodes (BugCycleEitherCloses under ASan) */
        return RTI_CHOOSE_AGAIN;
    if (have_pending) {
        have_pending = false;
        lone_now = pending_node >= 0 && stack[pending_node].lone; /* as when it was first made */
        return run(pending, pending_node);
    }
    int n_enabled = 0;
    if (take_asked) {
        take_asked = false;
        if (topt.follow)
            return follow_choose();
        /* The take could not be made here (a thread is inside an upcall from
         * C): decide without a node; the sleep set passes through. */
        n_cur_sleep = 0;
        for (int i = 0; i < n_stash_sleep; i++)
            sleep_push(&cur_sleep, &n_cur_sleep, &cap_cur_sleep, stash_sleep[i]);
        return n_stash ? run(stash[0], -1) : NULL;
    }
    /* The end of a slice, not a decision (TESTER_SLICE): the thread goes
     * on, unless it has been idle (slice_idle). */
    bool gives_way = false;
    if (cur && cur_ok && rti_decision_reason() == RTI_DECISION_SLICE) {
        if (blk_tid < 0 || rti_thread_id(cur) != blk_tid || !slice_idle(cur))
            return cur;
        gives_way = true;
    }
    n_stash = collect(cur, stash, MAX_THREADS, &n_enabled);
    lone_now = n_stash == 1 && !stash[0].timeout && cur && cur_ok && stash[0].tid == rti_thread_id(cur) &&
               !n_io_waiting;
    clock_moved = lone_clock_wait(cur);
    if (n_stash && only_daemons_can_run(cur) && stuck_check(cur)) {
        if (topt.follow)
            return NULL;
        return finished ? NULL : RTI_CHOOSE_AGAIN;
    }
    /* The time limit holds inside a schedule too: one of a spinning daemon
     * runs to maxDepth, which in the systematic passes took seconds each. */
    static unsigned checks;
    if (n_stash && !topt.follow && topt.time_limit > 0 && (++checks & 63) == 0 &&
        now_s() - t_start >= topt.time_limit) {
        limit_what = "time";
        limit_hit = true;
        finish();
        return NULL;
    }
    /* Every thread waits for the outside world, and may for ever (the VM
     * asks again each second while it waits): the time limit holds. */
    if (!n_stash && input_time_limit())
        return NULL;
    if (topt.follow)
        return follow_choose();
    if (blk_tid >= 0) {
        RtiThread *bt = cur && rti_thread_id(cur) == blk_tid ? cur : thread_by_tid(blk_tid);
        if (bt && rti_thread_io_count(bt) != blk_io0)
            blk_io_moved = blk_any_write = true;
        if (bt && rti_thread_clock_reads(bt) != blk_clock0)
            blk_clock_read = true;
    }
    /* In a sampled schedule a time-out is an alternative a yield gives way
     * to: a spinner whose only other candidate was main's time-out never
     * yielded, so every PCT sample ran it to maxDepth and main's sleep never
     * ended (hunt 8: strategy=pct never ran the code after the sleep; the
     * default search spent 500 samples of 20,000 decisions on it). */
    int n_others = topt.strategy == STRAT_DFS ? n_enabled : n_stash;
    cur_yields = cur && n_others > 1 && rti_thread_state(cur) == RTI_THREAD_RUNNABLE && yielding(cur);
    bool sample_spin = false;
    if (topt.strategy != STRAT_DFS && cur) {
        /* A sampled schedule has no spinning threads set aside: a thread
         * that keeps coming back to the same state in blocks that write
         * nothing (a busy-wait, on isAlive() say) is taken as yielding, or
         * PCT would run it until maxDepth whenever it has the highest
         * priority. (The same state: main joining one ended thread after
         * another writes nothing either, and must not yield.) */
        static int64_t quiet_tid = -1;
        static uint64_t quiet_h, quiet_p, quiet_p2, quiet_p3; /* where its last blocks ended */
        static int quiet_n, quiet_np;
        if (blk_tid >= 0 && blk_tid == rti_thread_id(cur) && !blk_io_moved) {
            uint64_t h = blk_any_write || blk_clock_read ? 0 : rti_thread_hash(cur), p = place_hash(cur);
            if (quiet_tid != blk_tid || !h || h != quiet_h)
                quiet_n = 0;
            /* turns of one to three blocks (a volatile read, a write, a yield) */
            if (quiet_tid != blk_tid || (p != quiet_p && p != quiet_p2 && p != quiet_p3))
                quiet_np = 0;
            quiet_tid = blk_tid;
            quiet_h = h;
            quiet_p3 = quiet_p2;
            quiet_p2 = quiet_p;
            quiet_p = p;
            quiet_n += h != 0;
            quiet_np++;
        } else {
            quiet_tid = -1;
            quiet_n = quiet_np = 0;
        }
        /* Coming back to one place, writing nothing or counting on the heap
         * (`while (!stop) n.incrementAndGet();`, which PCT ran to maxDepth
         * whenever it had the highest priority), it yields to the others;
         * only an exact repeat, writing nothing, makes the schedule a
         * livelock below. */
        if ((quiet_n >= 8 || quiet_np >= 16) && n_others > 1 && rti_thread_state(cur) == RTI_THREAD_RUNNABLE)
            cur_yields = true;
        /* The only thread that can run (no other, no time-out to come)
         * keeps coming back to the same state and writes nothing: nothing
         * can ever change, a livelock (a thread spinning on a flag that a
         * failed thread left set). Before, such a sample ran to maxDepth. */
        sample_spin = quiet_n >= 8 && n_stash == 1 && rti_thread_state(cur) == RTI_THREAD_RUNNABLE;
        sample_spin = sample_spin || sample_all_quiet();
        if (!clock_moved && sample_clock_wait()) {
            spinners_clock_wait();
            for (int i = 0; i < n_sq; i++)
                sq[i].cn = 0;
        }
    }
    if (gives_way) {
        /* An idle thread (slice_idle) goes after the others: set aside like
         * a counting spinner, it runs again when nothing else can. */
        if (topt.strategy == STRAT_DFS)
            spin_add(blk_tid, &scratch_none, true, false);
        else if (n_others > 1)
            cur_yields = true;
    }
    if (blk_tid >= 0)
        hist_close();
    close_block();
    if (blk_tid >= 0 && topt.strategy == STRAT_DFS) {
        RtiThread *bt = thread_by_tid(blk_tid);
        bool quiet_block = bt && rti_thread_state(bt) != RTI_THREAD_TERMINATED && !blk_wrote;
        uint64_t h = quiet_block ? rti_thread_hash(bt) : 0;
        if (quiet_block && h == blk_h0) {
            spin_add(blk_tid, blk_rw, blk_clock_read, blk_clock_read); /* (reading the clock: time may end it) */
        } else if (quiet_block) {
            bool counting = turns_repeat(blk_tid, place_hash(bt), blk_rw);
            spins_over_blocks(blk_tid, blk_h0, h, counting, blk_clock_read, blk_rw);
        } else {
            /* A counting loop that writes (`while (!stop) n.incrementAndGet();`):
             * the same turn, writing the same variables, 16 times in a row
             * (see turns_repeat). */
            bool counting = false;
            if (bt && rti_thread_state(bt) == RTI_THREAD_RUNNABLE && !blk_io_moved)
                counting = turns_repeat(blk_tid, place_hash(bt), blk_rw);
            else
                turns_break();
            spin_wake(blk_tid, blk_rw);
            quiet_clear(); /* a write: what the last blocks read may have changed */
            if (counting)
                spin_add(blk_tid, blk_rw, true, false);
        }
    }
    filter_sleep();
    if (!n_stash)
        return NULL; /* no program thread can run: system threads, the clock, or a deadlock */
    /* Candidates asleep here need not run from this decision, nor spinning
     * ones (when nothing but spinners could run, it is a livelock). */
    /* Every thread that could run spins, and one of them waits for time
     * (a token bucket's callers, each taking its lock to read the clock
     * and the count): the time they wait for passes at once, as on a
     * machine that paused them all (clock_wait). Before, it passed at 10
     * ns a yield point, every schedule cut at maxDepth (hunt 11 F4). */
    if (n_spinners && all_spinning(stash, n_stash) && spin_wake_counting() && !clock_moved)
        spinners_clock_wait();
    int k = 0, n_spin = 0;
    for (int i = 0; i < n_stash; i++) {
        if (n_spinners && spinning(stash[i].tid))
            n_spin++;
        else
            stash[k++] = stash[i];
    }
    {
        /* Long timed waits time out only when nothing else can run, and not
         * before another time-out that comes sooner: a worker's 5 ms sleep
         * ends before main's get(10, SECONDS) on any machine. Before, when
         * every thread waited with a deadline, main's guard could time out
         * first (and did on the default schedule, ConcurrentFutures). */
        int n_run = 0;
        int64_t soonest = INT64_MAX;
        for (int i = 0; i < k; i++) {
            if (!stash[i].timeout) {
                /* (A sampled schedule sets no spinner aside: one that has
                 * gone round its quiet loop counts as one, or a long guard
                 * never timed out there while a thread spun: every sample
                 * of a join(2000) beside a busy-wait ran to maxDepth, hunt
                 * 14 F1.) */
                if (topt.strategy == STRAT_DFS || !sample_quiet(stash[i].tid))
                    n_run++;
                continue;
            }
            int64_t d = rti_thread_deadline(thread_by_tid(stash[i].tid));
            if (d >= 0 && d < soonest)
                soonest = d;
        }
        /* And no time-out, short or long, comes before another that comes
         * sooner: a waiter's wait(30) in a loop until a 10 s deadline timed
         * out 334 times in a row while main's 5 ms sleep, which would have
         * set its flag, never ended (hunt 7, OkDeadlineLoop). A short one may
         * still end at any decision while other threads run. */
        /* Nor two time-outs in a row while a thread could run that has not
         * run since the first: that one takes a step in between. The same
         * loop's waiter timed out 333 times in a row while main, runnable,
         * never got to its sleep. A thread that can run only because its
         * own time-out began the last block has just run: with it alone
         * runnable, another thread's time-out may come now. Before, none
         * could (`prev_timeout` was a flag), and main's sleep never ended
         * between a worker's two writes after the worker's own sleep had
         * ended (hunt 15 F3: BugTimeoutsInARow, BugSchedCancelRead). */
        bool to_ok = prev_timeout < 0;
        if (!to_ok) {
            to_ok = true;
            for (int i = 0; i < k && to_ok; i++)
                if (!stash[i].timeout && (topt.strategy == STRAT_DFS || !sample_quiet(stash[i].tid)))
                    to_ok = stash[i].tid == prev_timeout;
        }
        if (n_run < k) {
            int j = 0;
            for (int i = 0; i < k; i++) {
                int64_t d = stash[i].timeout ? rti_thread_deadline(thread_by_tid(stash[i].tid)) : -1;
                if (!stash[i].timeout ||
                    (d <= soonest && (long_wait(stash[i].tid) ? !n_run && !n_io_waiting : !n_run || to_ok)))
                    stash[j++] = stash[i];
            }
            k = j;
        }
    }
    /* Nothing but spinners and guards, and a thread waits for input that
     * may still come: not a livelock, nor a guard's time-out yet; let the
     * input come (wait_input). */
    if (n_io_waiting && (!k || sample_spin) && !topt.follow)
        return wait_input();
    pending_def = default_cand(stash, k, cur, blk_tid);
    int n_awake = k;
    k = 0;
    for (int i = 0; i < n_awake; i++)
        if (!asleep(stash_sleep, n_stash_sleep, stash[i]))
            stash[k++] = stash[i];
    for (int i = 1; i < k; i++) /* the default first: each pass runs it first */
        if (cand_eq(stash[i], pending_def)) {
            Cand d = stash[i];
            memmove(stash + 1, stash, sizeof *stash * (size_t)i);
            stash[0] = d;
            break;
        }
    if ((n_spin && n_spin == n_stash) || sample_spin) {
        livelocks++;
        cut_off++;
        on_livelock();
        schedule_end();
        return finished ? NULL : RTI_CHOOSE_AGAIN;
    }
    bool all_asleep = k == 0;
    n_stash = k;
    if (!all_asleep && pre_bound >= 0 && topt.strategy == STRAT_DFS) {
        /* Candidates beyond this pass's delay bound stay in the node
         * (alt_ok skips them), so that a later pass finds them there. */
        int ok = 0;
        for (int i = 0; i < n_stash; i++)
            ok += sched_pre + !cand_eq(stash[i], pending_def) <= pre_bound;
        if (!ok) {
            pre_skipped = true;
            all_asleep = true;
        }
    }
    visit_h = 0;
    bool seen = !all_asleep && topt.strategy == STRAT_DFS && visited();
    if (topt.trace)
        trace_decision(seen);
    if (all_asleep || seen || sched_depth >= depth_bound()) {
        if (all_asleep)
            pruned++;
        else if (seen)
            revisits++;
        else
        {
            cut_off++;
            note_cut(cur);
        }
        schedule_end();
        return finished ? NULL : RTI_CHOOSE_AGAIN;
    }
    if (topt.strategy != STRAT_DFS && depth > 0)
        return run(random_pick(cur, n_enabled), -1);
    if (n_stash == 1 && waiters() < 2 && depth > 0) {
        /* Nothing to choose, here or in the block (a notify choice needs two
         * waiters): no node, no checkpoint; the sleep set passes through.
         * The first decision is a node all the same: a search that learns a
         * lock site or a racy variable starts again from there, so that
         * every later schedule cuts blocks the same way from its first
         * decision on, as its reproduction run does (follow_sites_on). */
        n_cur_sleep = 0;
        for (int i = 0; i < n_stash_sleep; i++)
            sleep_push(&cur_sleep, &n_cur_sleep, &cap_cur_sleep, stash_sleep[i]);
        sched_pre += !cand_eq(stash[0], pending_def);
        return run(stash[0], -1);
    }
    take_asked = true;
    take(env);
    return RTI_CHOOSE_AGAIN;
}

static RtiThread *choose_waiter(RtiEnv *env, RtiObject *obj, RtiThread **waiters, int count)
{
    (void)env;
    (void)obj;
    if (!exploring || finished || count < 2)
        return NULL;
    int choice = 0;
    if (topt.follow) {
        int s = fol_pos - 1;
        if (s >= 0 && s < n_fol && fol_wpos < fol_nwake[s])
            choice = fol_wake[s][fol_wpos++];
    } else if (topt.strategy != STRAT_DFS) {
        choice = (int)(rnd() % (uint64_t)count);
    } else if (blk_node >= 0) {
        Node *n = &stack[blk_node];
        int i = n->w_pos++;
        if (i >= n->n_w) {
            if (n->n_w == n->cap_w) {
                n->cap_w = n->cap_w ? n->cap_w * 2 : 4;
                n->wk = realloc(n->wk, sizeof(int) * (size_t)n->cap_w);
                n->wn = realloc(n->wn, sizeof(int) * (size_t)n->cap_w);
            }
            n->wk[n->n_w] = 0;
            n->n_w++;
        }
        n->wn[i] = count;
        choice = n->wk[i] < count ? n->wk[i] : 0;
        n->alts[n->cur].branched = true;
    }
    hist_wake(choice);
    return waiters[choice];
}

/* ---- Checkpoints ---------------------------------------------------------------------------- */

static void on_taken(RtiEnv *env, RtiThread *t, RtiCheckpoint *cp, void *tag)
{
    (void)t;
    ckpt_done();
    if (topt.follow && tag == &take_tag && !follow_cp) {
        follow_cp = cp;
        return;
    }
    if (tag != &take_tag || !take_asked || topt.follow) {
        rti_checkpoint_discard(env, cp); /* a take that came too late */
        return;
    }
    take_asked = false;
    push_node(cp);
    Node *n = &stack[depth - 1];
    n->dec = sched_decisions;
    n->depth_dec = sched_depth;
    n->lone_dec = lone_turns;
    n->lone = lone_now;
    Visit *v = visit_h ? visit_find(visit_h) : NULL;
    if (v) {
        v->open++;
        n->state_h = visit_h;
    }
    child_sleep(n);
    pending = n->alts[n->cur].c;
    sched_pre = n->base_pre + alt_cost(n, n->cur);
    if (topt.strategy != STRAT_DFS) {
        int n_en = 0;
        for (int i = 0; i < n_stash; i++)
            n_en += !stash[i].timeout;
        pending = random_pick(t, n_en);
    }
    pending_node = depth - 1;
    have_pending = true;
}

static void on_restored(RtiEnv *env, RtiThread *t, RtiCheckpoint *cp)
{
    (void)env;
    ckpt_done();
    return_pending = false;
    if (finishing_back) {
        finishing_back = false;
        finish_now();
        return;
    }
    int d = depth - 1;
    while (d >= 0 && stack[d].cp != cp)
        d--;
    if (d < 0)
        return;
    for (int i = depth - 1; i > d; i--)
        node_free(&stack[i]);
    depth = d + 1;
    Node *n = &stack[d];
    hist_truncate(n->step);
    sched_decisions = n->dec;
    sched_depth = n->depth_dec;
    lone_turns = n->lone_dec;
    blk_tid = -1;
    take_asked = false;
    cur_yields = t && rti_thread_state(t) == RTI_THREAD_RUNNABLE && yielding(t);
    if (topt.strategy != STRAT_DFS) {
        n_cur_sleep = 0; /* sampled schedules use no sleep sets (nor a systematic pass's last) */
        n_stash = n->n_alts;
        for (int i = 0; i < n->n_alts; i++)
            stash[i] = n->alts[i].c;
        pending_def = n->def;
        int n_en = 0;
        for (int i = 0; i < n_stash; i++)
            n_en += !stash[i].timeout;
        pending = random_pick(t, n_en);
    } else {
        child_sleep(n);
        pending = n->alts[n->cur].c;
        sched_pre = n->base_pre + alt_cost(n, n->cur);
    }
    pending_node = d;
    have_pending = true;
}

/* ---- Events: what blocks touch, and where they end ------------------------------------------ */

static bool linkage(RtiMethod *m);

/* A synchronisation operation by t: the block ends after it. With javasafe,
 * inside JDK code called from the program the decision waits until the call
 * returns to the program; inside the class loading or call-site linking the
 * VM does for a program instruction (ClassLoader.loadClass,
 * MethodHandleNatives) there is none. The VM does that once and keeps it
 * across checkpoint returns, so a fresh run met a decision there that the
 * search, having loaded the class in an earlier schedule, never took: the
 * reproduction run of a failure found late could not follow its schedule
 * (BugOneCondition's 4-thread deadlock, class Condition loaded by the
 * consumer's first await). */
static bool util_element(const RtiAccess *a);

/* inside: a decision right here even inside the JDK's code (a racy
 * collection's field, see racy_point), else when the call returns to the
 * program. */
static void sync_point_at(RtiThread *t, bool inside)
{
    if (!exploring || finished || !is_app(t))
        return;
    RtiLocation fr[128];
    int n = 0;
    rti_thread_stack(t, fr, 128, &n);
    if (n > 128)
        n = 128;
    int k = 0;
    while (k < n && !program_code(fr[k].method))
        k++;
    /* No decision inside the VM's class loading or call-site linking, with
     * javasafe=false too: a class stays loaded across checkpoint returns, so
     * the search met no decision there where a fresh reproduction run did,
     * and a failure found could not be run again (BugChmComputeDeadlock
     * with javasafe=false: "did not reproduce"). */
    for (int i = 0; i < k && i < n; i++)
        if (linkage(fr[i].method))
            return;
    if (!topt.javasafe) {
        rti_request_reschedule(tenv);
        return;
    }
    /* Inside only when the program called the collection itself (list.add),
     * not some other JDK code that uses collections of its own (a proxy's
     * generator, an executor's bookkeeping): racy variables are fields of
     * every object of their class, so those private ArrayLists would make
     * every step of such code a decision (OkProxyTwoThreads and
     * BugExecutorLambdaAssert ran past their time limit). */
    if (inside && (k >= n || (k > 0 && fr[k - 1].method && !coll_class(rti_method_class(fr[k - 1].method)))))
        inside = false; /* (k == n: no program frame, a pool worker's own loop) */
    if (k == 0 || inside)
        rti_request_reschedule(tenv);
    else if (k < n)
        rti_request_reschedule_on_callback(tenv, k - 1); /* or where it calls back into the program */
    /* no program frame at all: JDK code of its own (a pool's worker loop) */
}

static void sync_point(RtiThread *t) { sync_point_at(t, false); }

/* An access of a variable learned racy ends its block. A java.util
 * collection's field (ArrayList.size, HashMap.table) ends it inside the
 * JDK's call too: two threads' list.add on one ArrayList lose an element
 * (or throw ArrayIndexOutOfBoundsException) only when one runs between the
 * other's read of size and its write, inside add; with the call as one
 * step, as javasafe makes every JDK call, no schedule showed it
 * (ListLost). */
static bool collection_field(RtiField *f);

static void racy_point(const RtiAccess *a)
{
    sync_point_at(a->thread, !program_code(a->where.method) &&
                                 (a->field ? collection_field(a->field) : util_element(a)));
}

static void cut(RtiThread *t)
{
    /* A thread ran too long without a schedule point: a possible livelock. */
    note_cut(t);
    cut_off++;
    schedule_end();
    if (!finished)
        rti_request_reschedule(tenv);
}

/* javasafe: the JDK's own thread bookkeeping is not a dependency between
 * blocks. Every Thread.start adds to its ThreadGroup's array and every thread
 * end removes from it, so taken as data those accesses would order every
 * start and end against all others (the Performance sample then needs ~8
 * times the schedules per thread) for a difference no program observes
 * except through ThreadGroup.activeCount/enumerate. Accesses made by
 * ThreadGroup's methods, by Thread.exit (the VM's end of a thread), by
 * Thread.start and by the id and name counters are left out of read/write
 * sets and of the state hash. A method's verdicts (this one, and whether it
 * is the program's code) are cached by address: both are asked at nearly
 * every access, a sampled schedule's too. */
typedef struct MethodVerdict {
    RtiMethod *m;
    bool ignore;
    bool program;
    bool linkage; /* a VM upcall to load a class or link a call site */
    bool clinit;  /* a program class's initialiser */
    bool util;    /* a java.util collection's own code (coll_code_class) */
} MethodVerdict;
static MethodVerdict verdicts[4096];

static __attribute__((noinline)) const MethodVerdict *verdict_fill(MethodVerdict *v, RtiMethod *m)
{
    RtiClass *c = rti_method_class(m);
    const char *cn = rti_class_name(c), *mn = rti_method_name(m);
    bool ig = false;
    if (cn && !strcmp(cn, "java/lang/ThreadGroup"))
        ig = true;
    else if (cn && !strcmp(cn, "java/lang/Thread") && mn)
        ig = !strcmp(mn, "exit") || !strcmp(mn, "start") || !strcmp(mn, "nextThreadID") ||
             !strcmp(mn, "nextThreadNum") || !strcmp(mn, "<init>");
    bool link = cn && mn &&
                ((!strcmp(cn, "java/lang/ClassLoader") && !strcmp(mn, "loadClass")) ||
                 !strcmp(cn, "java/lang/invoke/MethodHandleNatives"));
    bool prog = !rti_class_is_jdk(c);
    *v = (MethodVerdict){m, ig, prog, link, prog && mn && !strcmp(mn, "<clinit>"),
                         coll_code_class(c)};
    return v;
}

static inline const MethodVerdict *verdict_of(RtiMethod *m)
{
    MethodVerdict *v = &verdicts[(uint32_t)(((uintptr_t)m >> 4) * 0x9E3779B1u) >> 20];
    return v->m == m ? v : verdict_fill(v, m);
}

static bool bookkeeping(RtiMethod *m) { return m && topt.javasafe && verdict_of(m)->ignore; }

static bool linkage(RtiMethod *m) { return m && verdict_of(m)->linkage; }

/* A plain access by program code: it ends the block when its variable is
 * racy (racy.h); in the search it may reveal that the variable is. */
static bool program_code(RtiMethod *m) { return m && verdict_of(m)->program; }

/* An element of an array accessed by a java.util collection's own code
 * (ArrayDeque.elements[i], a HashMap's bucket, BitSet.words[i]): checked
 * as the program's accesses are, its variable the code location (racy.h).
 * Of any type: two threads' BitSet.set lost a bit in the read-modify-write
 * of a long, and with references only it was never tried (hunt 15 F2,
 * BugBitSetShared). Not java.util.Arrays': its copies are of anyone's
 * arrays (a string builder's growth), element by element, and checking
 * them made a search seven times slower (an executor's rejected task: 2.2
 * s -> 15 s). */
static bool util_element(const RtiAccess *a)
{
    return !a->field && a->where.method && verdict_of(a->where.method)->util;
}

/* Whether a field is one of java.util's own classes (ArrayList.size,
 * HashMap.modCount, HashMap$Node.value ...; not java.util.concurrent's):
 * the collections that are not thread-safe. A program sharing one without a
 * lock races inside the JDK's code, where program_code sees nothing: two
 * threads' get-then-put on a HashMap under different locks, or an iteration
 * while another thread adds. Such fields are checked as the program's are,
 * and once one is learned racy the JDK call that touches it ends its block
 * when it returns to the program (javasafe), so another thread can run
 * between the program's get and its put. Cached by address. */
static struct {
    RtiField *f;
    bool coll;
    bool program; /* a field of a program class */
} coll_fields[1024];

static int field_slot(RtiField *f)
{
    size_t h = ((uintptr_t)f >> 4) * 0x9E3779B1u >> 22 & 1023;
    if (coll_fields[h].f != f) {
        RtiClass *c = rti_field_class(f);
        coll_fields[h].coll = coll_class(c);
        coll_fields[h].program = !rti_class_is_jdk(c);
        coll_fields[h].f = f;
    }
    return (int)h;
}

static bool collection_field(RtiField *f) { return coll_fields[field_slot(f)].coll; }

/* The JDK's code writing or reading the program's own variables for it: a
 * field of a program class (Field.setInt, a MethodHandle's setter), or an
 * element of an array the program's code has touched (Arrays.fill and
 * Arrays.sort of its array, InputStream.read into its buffer,
 * String.getChars into its char[]). Checked as the program's accesses are,
 * the JDK call one step (javasafe): before, only the program's side of such
 * a race was seen, the variable was never learned racy, and a read of two
 * elements while another thread filled them was never torn (hunt 15 F1:
 * TornFill). An element only once the program has touched it: the JDK
 * copies arrays of its own all the time (a string builder's growth). */
static bool jdk_for_program(const RtiAccess *a)
{
    if (a->field && !coll_fields[field_slot(a->field)].program)
        return false;
    return racy_shadowed(a);
}

/* Whether an access ends a block as synchronisation: a volatile or opaque
 * one, or any access of a field declared volatile (an atomic's getPlain or setPlain, a
 * VarHandle's plain get: the RTI calls them plain, as they order nothing,
 * but another thread may be spinning on them and must get to run). */
static bool orders(const RtiAccess *a)
{
    return a->is_volatile || a->is_atomic || (a->field && (rti_field_access(a->field) & 0x0040 /* ACC_VOLATILE */));
}

static void plain_access(const RtiAccess *a)
{
    if (orders(a) || !a->thread)
        return;
    bool by_site = false;
    if (!program_code(a->where.method)) {
        if (a->field ? !collection_field(a->field) : !(by_site = util_element(a)))
            if (!jdk_for_program(a))
                return;
    }
    if ((a->field && (rti_field_access(a->field) & 0x0010 /* ACC_FINAL */)) || !is_app(a->thread))
        return;
    if (racy_known(a, by_site)) {
        racy_point(a);
        return;
    }
    if (topt.follow)
        return;
    RtiObject *jt = rti_thread_object(a->thread);
    RtiObject *locks[RACY_MAX_LOCKS];
    int n = 0;
    for (int i = 0; jt && i < RACY_MAX_LOCKS; i++)
        if ((locks[n] = rti_xget_ptr(jt, xf_lk[i])))
            n++;
    char *name;
    if (racy_observe(a, by_site, rti_thread_id(a->thread), locks, n, &name)) {
        str_addf(&site_names, "%s%s", site_names.len ? "+" : "", name);
        if (topt.trace)
            fprintf(stderr, "[learned racy variable %s]\n", name);
        free(name);
        learned_now = true;
        if (topt.strategy == STRAT_DFS)
            relearn = true;
        racy_point(a);
    }
}

static void on_field(RtiEnv *env, const RtiAccess *a)
{
    (void)env;
    if (!exploring || finished || topt.follow)
        return;
    if (!orders(a) && bookkeeping(a->where.method))
        return;
    uint64_t key = mix((uint64_t)(uintptr_t)a->object, (uint64_t)(uintptr_t)a->field);
    touch(key, a->is_write ? RW_WRITE : RW_READ);
    if (!a->is_write && topt.strategy == STRAT_DFS) {
        int lf = life_field(a->field);
        if (lf)
            touch(mix((uint64_t)(uintptr_t)a->object, K_LIFE), RW_READ);
        if (lf == 2 && a->where.method && !strcmp(rti_method_name(a->where.method), "getState"))
            touch(mix((uint64_t)(uintptr_t)a->object, K_STATE), RW_READ); /* (not start's check of it) */
    }
    if (orders(a))
        sync_point(a->thread);
    else
        plain_access(a);
    if (block_too_long(key) && a->thread && is_app(a->thread))
        cut(a->thread);
}

static void on_field_follow(RtiEnv *env, const RtiAccess *a)
{
    (void)env;
    if (!exploring || finished)
        return;
    if (orders(a))
        sync_point(a->thread);
    else
        plain_access(a);
    follow_access(a->thread, a->field ? mix((uint64_t)(uintptr_t)a->object, (uint64_t)(uintptr_t)a->field)
                                      : mix((uint64_t)(uintptr_t)a->object, (uint64_t)a->index * 2 + 1));
}

static void on_array(RtiEnv *env, const RtiAccess *a)
{
    (void)env;
    if (!exploring || finished || topt.follow)
        return;
    if (bookkeeping(a->where.method)) {
        if (a->is_write)
            note_bookkeeping_array(a->object);
        return;
    }
    uint64_t key = mix((uint64_t)(uintptr_t)a->object, (uint64_t)a->index * 2 + 1);
    touch(key, a->is_write ? RW_WRITE : RW_READ);
    if (orders(a))
        sync_point(a->thread);
    else
        plain_access(a);
    if (block_too_long(key) && a->thread && is_app(a->thread))
        cut(a->thread);
}

/* A write of a j.u.c. lock's hold count by its owner that leaves it held
 * (a ReentrantLock's, or a read-write lock's write-lock count, taken again
 * or given back once: 2 -> 3, 3 -> 2). No other thread can tell the
 * counts apart (it can take the lock at neither), so the write is taken as
 * a read: a back-off loop that forgets to unlock, `if (a.tryLock()) { if
 * (b.tryLock()) {...} } yield();`, re-takes a at each turn, and its count
 * only grows; with the write each turn woke the other thread's spin, which
 * read the count, and the two never showed as the livelock they are (hunt
 * 12 F1: every schedule that reached it ran to maxDepth). */
static RtiField *aqs_state; /* AbstractQueuedSynchronizer.state, once met */
static bool hold_count_write(const RtiAccess *a)
{
    if (!a->is_write || !a->field || a->type != 'I' || a->old_value.i <= 0 || a->value.i <= 0 ||
        ((a->old_value.i ^ a->value.i) >> 16) != 0)
        return false;
    if (!aqs_state) {
        /* (names compared once a field: a program's counters are such
         * writes too, before any lock is met) */
        static RtiField *other[64];
        RtiField **o = &other[((uintptr_t)a->field >> 4) & 63];
        if (*o == a->field)
            return false;
        if (strcmp(rti_field_name(a->field), "state") ||
            strcmp(rti_class_name(rti_field_class(a->field)), "java/util/concurrent/locks/AbstractQueuedSynchronizer")) {
            *o = a->field;
            return false;
        }
        aqs_state = a->field;
    }
    return a->field == aqs_state && a->object && rti_lock_owner(a->object) == a->thread;
}

static void on_access(RtiEnv *env, const RtiAccess *a)
{
    slice_seen++;
    RtiAccess as_read;
    if (hold_count_write(a)) {
        as_read = *a;
        as_read.is_write = false;
        a = &as_read;
    }
    blk_wrote_any |= a->is_write;
    if (topt.follow)
        on_field_follow(env, a);
    else if (a->field)
        on_field(env, a);
    else
        on_array(env, a);
}

/* An acquisition (beyond ExitBlock-RW, which ends blocks only at releases)
 * ends a block when it is an outer acquisition at a site where some thread
 * has been seen to take a second lock inside: a lock-cycle deadlock needs a
 * switch between a thread's outer and inner acquisitions, and this way the
 * search reaches the deadlock itself, so that it can be replayed, instead of
 * inferring it (the thesis's reverse lock chain analysis). */
/* javasafe: only the program's own acquisitions are learned as inner locks:
 * a monitor entered by program code, a synchronized JDK method or a j.u.c.
 * lock method called by it (Vector.add, ReentrantLock.lock). A lock the JDK
 * takes inside its own code (PrintStream's, a class loader's) is no inner
 * lock, so a println or a class load under the program's lock is not a
 * nesting. But it is an outer one: the JDK may call back into the program
 * while it holds it (ConcurrentHashMap.compute runs the program's function
 * holding the bin's monitor), and a lock the program takes there nests
 * inside it (BugChmComputeDeadlock); at a site learned so, the decision is
 * made at once, not when the JDK's call returns. */
static bool program_acquires(RtiThread *t, bool juc)
{
    if (!topt.javasafe)
        return true;
    RtiLocation fr[2];
    int n = 0;
    if (rti_thread_stack(t, fr, 2, &n) != RTI_OK || n < 1)
        return false;
    if (program_code(fr[0].method))
        return true;
    if (n < 2 || !program_code(fr[1].method))
        return false;
    return juc || (fr[0].bci <= 0 && (rti_method_access(fr[0].method) & 0x0020 /* ACC_SYNCHRONIZED */));
}

static void acquired(RtiThread *t, RtiObject *lock, bool juc, bool shared)
{
    RtiObject *jt = rti_thread_object(t);
    int free_slot = -1;
    bool have = false;
    for (int i = 0; jt && i < RACY_MAX_LOCKS && !have; i++) {
        void *l = rti_xget_ptr(jt, xf_lk[i]);
        have = racy_hold_lock(l) == lock;
        if (!l && free_slot < 0)
            free_slot = i;
    }
    lock_use(lock, 1, have && !shared);
    if (!jt || !is_app(t))
        return;
    if (!have && free_slot >= 0)
        rti_xset_ptr(jt, xf_lk[free_slot], racy_hold(lock, shared));
    int64_t held = rti_xget_i64(jt, xf_held);
    rti_xset_i64(jt, xf_held, held + 1);
    bool prog = program_acquires(t, juc);
    if (held > 0) {
        if (prog)
            learn_outer((RtiMethod *)(uintptr_t)rti_xget_i64(jt, xf_outer_m),
                        (int32_t)rti_xget_i64(jt, xf_outer_bci));
        return;
    }
    /* (a lock the JDK takes is kept as the outer one too: when the JDK calls
     * back into the program while holding it, as ConcurrentHashMap.compute
     * holds the bin's monitor while it runs the program's function, a lock
     * the program takes there nests inside it) */
    RtiLocation l = top_location(t);
    rti_xset_i64(jt, xf_outer_m, (int64_t)(uintptr_t)l.method);
    rti_xset_i64(jt, xf_outer_bci, l.bci);
    if (topt.follow ? followed_site(l.method, l.bci) : outer_site(site_key(l.method, l.bci))) {
        if (prog)
            sync_point(t);
        else if (exploring && !finished && is_app(t))
            rti_request_reschedule(tenv); /* the JDK's lock, held while it calls back: decide here, not on return */
    }
}

static void released(RtiThread *t, RtiObject *lock)
{
    lock_use(lock, -1, false);
    RtiObject *jt = rti_thread_object(t);
    if (!jt)
        return;
    /* (a reentrant hold given back once leaves the set early: fewer locks
     * only make more variables look racy) */
    for (int i = 0; i < RACY_MAX_LOCKS; i++)
        if (racy_hold_lock(rti_xget_ptr(jt, xf_lk[i])) == lock)
            rti_xset_ptr(jt, xf_lk[i], NULL);
    int64_t held = rti_xget_i64(jt, xf_held);
    if (held > 0)
        rti_xset_i64(jt, xf_held, held - 1);
}

static void on_mon_enter(RtiEnv *env, RtiThread *t, RtiObject *o)
{
    (void)env;
    if (exploring && !finished)
        acquired(t, o, false, false);
}

/* Trying to take a held lock is an access to it too: it disables the thread
 * until the holder lets go. */
static void on_contended(RtiEnv *env, RtiThread *t, RtiObject *o)
{
    (void)env;
    if (exploring && !finished) {
        touch_sync(o);
        cycle_check(t, o);
    }
}

/* A program class's initialisation begins (its <clinit> is entered): the
 * VM has marked it in progress, which other threads see (they wait for it),
 * so this is a synchronisation operation (JLS 12.4.2: the initialisation
 * lock is taken and given back) and a decision comes before its code runs.
 * Two threads initialising two classes that need each other deadlock only
 * when each has begun its own class (BugClassInitCycle). Before, the
 * decision that exposed it was the app class loader's synchronisation when
 * the VM loaded a class, which a checkpoint return does not undo. */
static void on_method_entry(RtiEnv *env, RtiThread *t, RtiMethod *m)
{
    if (promote_if_program(env, t, m) || (exploring && !finished && verdict_of(m)->clinit))
        sync_point(t);
}

static void on_mon_exit(RtiEnv *env, RtiThread *t, RtiObject *o)
{
    (void)env;
    if (!exploring || finished)
        return;
    released(t, o);
    sync_point(t);
}

static void on_wait(RtiEnv *env, RtiThread *t, RtiObject *o, int64_t timeout)
{
    (void)env;
    (void)t;
    (void)timeout;
    if (exploring)
        touch_sync(o); /* the thread blocks: the decision follows by itself */
}

static void on_waited(RtiEnv *env, RtiThread *t, RtiObject *o, bool timed_out)
{
    (void)env;
    (void)t;
    (void)timed_out;
    if (exploring)
        touch_sync(o);
}

static void on_notify(RtiEnv *env, RtiThread *t, RtiObject *o, bool all, RtiThread *woken)
{
    (void)env;
    (void)t;
    (void)all;
    (void)woken;
    if (exploring)
        touch_sync(o);
}

static void on_lock(RtiEnv *env, RtiThread *t, RtiObject *lock, bool shared)
{
    (void)env;
    if (exploring && !finished && lock)
        acquired(t, lock, true, shared); /* the event comes as lock() returns */
}

static void on_unlock(RtiEnv *env, RtiThread *t, RtiObject *lock, bool shared)
{
    (void)env;
    (void)shared;
    if (!exploring || finished || !lock)
        return;
    released(t, lock);
    /* the event comes as unlock() is entered: decide when it returns */
    if (is_app(t)) {
        if (!topt.javasafe) {
            rti_request_reschedule_on_return(tenv, 0);
            return;
        }
        RtiLocation fr[128];
        int n = 0;
        rti_thread_stack(t, fr, 128, &n);
        if (n > 128)
            n = 128;
        int k = 0;
        while (k < n && !program_code(fr[k].method))
            k++;
        if (k > 0 && k < n)
            rti_request_reschedule_on_callback(tenv, k - 1); /* or where it calls back into the program */
    }
}

static void on_park(RtiEnv *env, RtiThread *t, bool timed)
{
    (void)env;
    if (exploring) {
        touch_sync(rti_thread_object(t));
        if (!timed)
            cycle_check(t, rti_thread_blocker(t));
    }
}

static void on_unpark(RtiEnv *env, RtiThread *t, RtiThread *target)
{
    (void)env;
    if (!exploring)
        return;
    touch_sync(rti_thread_object(target));
    sync_point(t);
}

/* A memory fence ends the block, as a volatile access does: a
 * ConcurrentSkipListMap's get reads its nodes with plain reads after an
 * acquireFence, and its put writes them by CAS, so without it a program's
 * get and its put were one block (hunt 13 F1: a lost update between them
 * was never tried; 0 failures). */
static void on_fence(RtiEnv *env, RtiThread *t, int kind)
{
    (void)env;
    (void)kind;
    if (exploring)
        sync_point(t);
}

/* A second program thread runs: the search begins. */
static void begin_exploring(RtiEnv *env)
{
    if (++app_started >= 1 && !exploring && !finished) {
        exploring = true;
        t_start = t_progress = now_s();
        if (topt.follow && !follow_cp_taken) {
            /* One checkpoint, as in the search, so that this run is the
             * search's: references are not cleared and output is held back
             * while one is live. Taken here, from an event, and not in
             * choose(): a replay of this run's log (-replay) makes its
             * decisions from the log without asking the tool, and must
             * take it too. */
            follow_cp_taken = true;
            rti_checkpoint_take(env, &take_tag);
        }
    }
}

/* A thread of the JDK's own (the process reaper, a Cleaner's thread, the
 * finalizer) that runs the program's code is a program thread from then on:
 * a Process.onExit() callback runs on the reaper after the future it
 * depends on is complete, and main's get() can return before it runs
 * (hunt 15 F5, BugProcessOnExit). Before, such code ran outside the search,
 * and a program with no thread of its own was not searched at all. Told when
 * it enters a method of the program's (the caller then makes a decision
 * there, before the method's code, as for a callback from the JDK). The mark
 * is checkpointed state: a return to a time before it makes the thread the
 * JDK's again, as a replay from the start finds it. */
static bool promote_if_program(RtiEnv *env, RtiThread *t, RtiMethod *m)
{
    if (!t || finished || is_app(t) || !program_code(m)) /* (every entry: the cheap test first) */
        return false;
    void **slot = rti_thread_data(env, t);
    if (!slot || !rti_thread_object(t))
        return false;
    rti_save(slot, sizeof *slot);
    *slot = (void *)1;
    begin_exploring(env);
    return true;
}

static void on_thread_start(RtiEnv *env, RtiThread *t, RtiThread *started)
{
    (void)env;
    if (!is_app(started))
        return;
    begin_exploring(env);
    touch_sync(rti_thread_object(started));
    if (!thread_cls)
        rti_find_class(env, "java/lang/Thread", NULL, &thread_cls);
    touch(K_LIFE, RW_READ);
    touch(mix((uint64_t)(uintptr_t)rti_thread_object(started), K_LIFE), RW_WRITE);
    sync_point(t);
}

static void on_thread_end(RtiEnv *env, RtiThread *t)
{
    (void)env;
    if (!exploring)
        return;
    touch_sync(rti_thread_object(t));
    touch(K_LIFE, RW_READ);
    touch(mix((uint64_t)(uintptr_t)rti_thread_object(t), K_LIFE), RW_WRITE);
    /* A thread's end may be what a spinner waits for without reading
     * anything the end writes: `while (Thread.activeCount() > 1)
     * Thread.yield();` reads no field (a native counts the threads). Every
     * spinner gets another look, or the poll left alone was taken for a
     * livelock (OkActiveCountPoll: its reproduction ended, so nothing was
     * reported, but it said a failure did not reproduce). */
    while (n_spinners)
        spin_remove(0);
}

static void on_program_exit(RtiEnv *env, RtiThread *t, int status)
{
    (void)env;
    (void)t;
    if (finished)
        return;
    if (!exploring) {
        /* one thread all along: its run was the only schedule */
        if (!topt.follow && n_fails) {
            schedules = 1;
            t_start = t_start > 0 ? t_start : now_s();
            finish();
        }
        return;
    }
    if (topt.follow) {
        follow_end();
        return;
    }
    if (status == 130 || status == 143) {
        /* SIGINT or SIGTERM (the JDK's handler exits with 128 + signal):
         * the user stops the search; report what was found. */
        limit_hit = true;
        limit_what = "interrupt";
        finish();
        return;
    }
    n_ended++;
    if (sched_decisions > longest_end)
        longest_end = sched_decisions;
    ended_by_exit = true;
    schedule_end();
    ended_by_exit = false;
}

static void on_vm_death(RtiEnv *env, RtiThread *t)
{
    (void)env;
    (void)t;
}

/* ---- The end ------------------------------------------------------------------------------------ */

/* The search is over: report and end the process. */
static void finish(void)
{
    if (finished)
        return;
    finished = true;
    finish_now();
}

/* The same at the end of a schedule (schedule_end). When that schedule
 * ended in the middle of the run (pruned in a state already explored, cut
 * off, then a limit), the run goes back to the search's first checkpoint
 * first, as the search would for its next schedule, so that what the
 * program did to files is undone (checkpoint/README.md): before, a
 * temporary file a program made after starting its threads and deletes at
 * its end was left behind (test-tester's TempFileCut). A schedule that
 * ended with the program's exit keeps what the program did, as one run of
 * it would. (Not where the search stops while every thread waits for the
 * outside world: no thread would come to a point where a return can be
 * made.) */
static void finish_back(void)
{
    if (finished)
        return;
    if (!ended_by_exit && depth > 0 && stack[0].cp) {
        finished = true;
        finishing_back = true;
        go_back(stack[0].cp);
        if (return_pending)
            return; /* on_restored finishes */
        finishing_back = false;
        finish_now();
        return;
    }
    finish();
}

/* Forget the held-back output of the last schedule, undo nothing more,
 * report, and end the process. */
static void finish_now(void)
{
    rti_checkpoint_drop_output(tenv);
    /* Oldest first: each discard then drops its log, where from the newest
     * each merged its log into the next older one, whose log grew with
     * every step (15,000 checkpoints of a spinning daemon took 3.6 s). */
    for (int d = 0; d < depth; d++) {
        if (stack[d].cp)
            rti_checkpoint_discard(tenv, stack[d].cp);
        node_free(&stack[d]);
    }
    depth = 0;
    if (!topt.quiet && isatty(2))
        fprintf(stderr, "\r%70s\r", "");
    double el = now_s() - t_start;
    int reported = report_failures(fails, n_fails, main_class);
    fflush(stdout);
    if (limit_hit && !strcmp(limit_what, "time") && !topt.time_given)
        fprintf(stderr, "tester: stopped at the time limit before the search was complete (%d s, the default; "
                        "time=SECONDS for another, time=0 for none)\n", TESTER_DEFAULT_TIME);
    else if (limit_hit && !strcmp(limit_what, "no end"))
        ; /* said below */
    else if (limit_hit && !strcmp(limit_what, "interrupt"))
        fprintf(stderr, "tester: interrupted (a signal) before the search was complete\n");
    else if (limit_hit)
        fprintf(stderr, "tester: stopped at the %s limit before the search was complete\n", limit_what);
    if (pruned || cut_off || revisits)
        fprintf(stderr,
                "tester: of which %ld ended early in a state already explored, %ld pruned as redundant (sleep "
                "sets), %ld cut off (terminateAfter/maxDepth)\n",
                revisits, pruned, cut_off);
    if (!reported && !n_ended && n_bound_cuts && (!limit_hit || !strcmp(limit_what, "no end")))
        fprintf(stderr,
                "tester: no schedule ran to the program's end (%ld cut off at maxDepth, %ld decisions%s, or "
                "terminateAfter, %ld heap accesses in one block%s): the program may never end; the first cut: "
                "thread %s\n",
                n_bound_cuts, topt.max_depth, topt.max_depth_given ? "" : " (the first schedule ten times that)",
                topt.terminate_after,
                limit_hit ? "; the search stopped there" : "", first_cut ? first_cut : "(none named)");
    if (livelocks)
        fprintf(stderr, "tester: %ld schedules ended with every thread that could run spinning (a livelock)\n",
                livelocks);
    if (cycles)
        fprintf(stderr, "tester: %ld schedules came back to a state on their own path (a cycle: possible livelock)\n",
                cycles);
    if (sample_end)
        fprintf(stderr, "tester: %ld schedules sampled first (random, PCT, random delays)\n", sample_end);
    if (n_passes) {
        fprintf(stderr, "tester: schedules with few delays first:");
        for (int b = 0; b < n_passes; b++)
            fprintf(stderr, "%s up to %d: %ld", b ? "," : "", b, pass_end[b] - (b ? pass_end[b - 1] : sample_end));
        if (schedules > pass_end[n_passes - 1] || pre_bound >= 0)
            fprintf(stderr, "; %s: %ld", pre_bound >= 0 ? "the last, unfinished pass" : "then all",
                    schedules - pass_end[n_passes - 1]);
        fprintf(stderr, "\n");
    }
    if (n_takes && el > 0)
        fprintf(stderr, "tester: %ld checkpoints taken, %ld returns: %.0f%% of the time\n", n_takes, n_returns,
                100.0 * ckpt_time / el);
    if (restarts)
        fprintf(stderr, "tester: the search started again %ld time%s after learning where threads nest locks\n",
                restarts, restarts == 1 ? "" : "s");
    fprintf(stderr, "tester: %ld schedule%s, %d failure%s, %.2f s (%.0f schedules/s)\n", schedules,
            schedules == 1 ? "" : "s", reported, reported == 1 ? "" : "s", el, el > 0 ? (double)schedules / el : 0.0);
    fflush(stderr);
    /* No schedule ended and none failed: nothing was shown of the program
     * but that it runs past the bounds, not that it is free of failures. */
    bool none_ended = !reported && !n_ended && n_bound_cuts;
    rti_exit(tenv, (limit_hit || none_ended) && !reported ? 3 : 0);
}

/* ---- Options and start-up ----------------------------------------------------------------------- */

static bool parse_follow(const char *spec)
{
    /* tid[.tid...] where a tid may start with 't' (time out first) and be
     * followed by 'c' (the clock moves on first: Step.clock) and by wK for
     * each notify choice: "12.t13.12w1w0.13c". */
    int cap = 64;
    fol = malloc(sizeof *fol * (size_t)cap);
    fol_wake = malloc(sizeof *fol_wake * (size_t)cap);
    fol_nwake = malloc(sizeof *fol_nwake * (size_t)cap);
    fol_clock = malloc(sizeof *fol_clock * (size_t)cap);
    const char *p = spec;
    while (*p) {
        if (n_fol == cap) {
            cap *= 2;
            fol = realloc(fol, sizeof *fol * (size_t)cap);
            fol_wake = realloc(fol_wake, sizeof *fol_wake * (size_t)cap);
            fol_nwake = realloc(fol_nwake, sizeof *fol_nwake * (size_t)cap);
            fol_clock = realloc(fol_clock, sizeof *fol_clock * (size_t)cap);
        }
        Cand c = {0, false};
        if (*p == 't') {
            c.timeout = true;
            p++;
        }
        char *end;
        c.tid = strtoll(p, &end, 10);
        if (end == p)
            return false;
        p = end;
        fol_clock[n_fol] = *p == 'c';
        if (*p == 'c')
            p++;
        int *w = NULL, nw = 0;
        while (*p == 'w') {
            w = realloc(w, sizeof(int) * (size_t)(nw + 1));
            w[nw++] = (int)strtol(p + 1, &end, 10);
            if (end == p + 1)
                return false;
            p = end;
        }
        fol[n_fol] = c;
        fol_wake[n_fol] = w;
        fol_nwake[n_fol] = nw;
        n_fol++;
        if (*p == '.')
            p++;
        else if (*p)
            return false;
    }
    return true;
}

/* A number given to option name: the whole of v, at least 0 (and for an
 * integer, at most LONG_MAX); else a message and false. */
static bool opt_long(const char *name, const char *v, long *out)
{
    char *end = NULL;
    errno = 0;
    long n = v && *v ? strtol(v, &end, 10) : -1;
    if (!v || !*v || *end || n < 0 || errno) {
        fprintf(stderr, "rivet: tool tester: %s needs a whole number of 0 or more, not '%s'\n", name, v ? v : "");
        return false;
    }
    *out = n;
    return true;
}

/* A switch: alone or =true (=1, =yes) on, =false (=0, =no) off; anything
 * else a message and false (stop=0 turned stop on, quiet=false quiet). */
static bool opt_bool(const char *name, const char *v, bool *out)
{
    if (!v || !strcmp(v, "true") || !strcmp(v, "1") || !strcmp(v, "yes"))
        *out = true;
    else if (!strcmp(v, "false") || !strcmp(v, "0") || !strcmp(v, "no"))
        *out = false;
    else {
        fprintf(stderr, "rivet: tool tester: %s is on or off (%s, %s=true or %s=false), not '%s'\n", name, name, name,
                name, v);
        return false;
    }
    return true;
}

/* maxDepth=0 and terminateAfter=0 cut every schedule at once: the search
 * found nothing and said it was complete (hunt 7). */
static bool at_least_one(const char *name, long n)
{
    if (n >= 1)
        return true;
    fprintf(stderr, "rivet: tool tester: %s must be at least 1\n", name);
    return false;
}

static bool opt_double(const char *name, const char *v, double *out)
{
    char *end = NULL;
    double d = v && *v ? strtod(v, &end) : -1;
    if (!v || !*v || *end || !(d >= 0) || d > 1e15) {
        fprintf(stderr, "rivet: tool tester: %s needs a number of 0 or more, not '%s'\n", name, v ? v : "");
        return false;
    }
    *out = d;
    return true;
}

static bool parse_options(const char *options)
{
    topt.javasafe = true;
    topt.terminate_after = 1000000;
    topt.max_depth = 20000;
    topt.strategy = STRAT_DFS;
    topt.pct_depth = 3;
    topt.pre_bound = 2;
    topt.sample = 2000;
    topt.long_wait_ns = 500000000; /* 0.5 s: a 1 s guard parks for a little under 1 s */
    topt.seed = 1;
    topt.clock = -1;
    snprintf(topt.out, sizeof topt.out, "rivet-failures");
    /* (no options: the defaults below hold all the same; an early return
     * here left the search with no time limit: hunt 11) */
    char *copy = strdup(options ? options : ""), *save = NULL;
    bool ok = true;
    for (char *o = strtok_r(copy, ",", &save); o && ok; o = strtok_r(NULL, ",", &save)) {
        char *v = strchr(o, '=');
        if (v)
            *v++ = 0;
        bool on = false;
        if (!strcmp(o, "stop"))
            ok = opt_bool(o, v, &topt.stop);
        else if (!strcmp(o, "deadlock"))
            ok = opt_bool(o, v, &topt.no_prune);
        else if (!strcmp(o, "javasafe"))
            ok = opt_bool(o, v, &topt.javasafe);
        else if (!strcmp(o, "cache"))
            ok = opt_bool(o, v, &on), topt.no_cache = !on;
        else if (!strcmp(o, "quiet"))
            ok = opt_bool(o, v, &topt.quiet);
        else if (!strcmp(o, "trace"))
            ok = opt_bool(o, v, &topt.trace);
        else if (!strcmp(o, "spurious"))
            ok = opt_bool(o, v, &topt.spurious);
        else if (!strcmp(o, "terminateAfter") && v)
            ok = opt_long(o, v, &topt.terminate_after) && at_least_one(o, topt.terminate_after);
        else if (!strcmp(o, "longWait") && v) {
            double ms = 0;
            ok = opt_double(o, v, &ms);
            topt.long_wait_ns = (int64_t)(ms * 1e6);
        } else if (!strcmp(o, "maxDepth") && v)
            ok = opt_long(o, v, &topt.max_depth) && at_least_one(o, topt.max_depth), topt.max_depth_given = true;
        else if (!strcmp(o, "sample") && v)
            ok = opt_long(o, v, &topt.sample);
        else if ((!strcmp(o, "delays") || !strcmp(o, "preemptions")) && v) {
            long n = -1;
            ok = !strcmp(v, "none") || opt_long(o, v, &n);
            topt.pre_bound = n > 1000 ? 1000 : (int)n;
        } else if (!strcmp(o, "maxSchedules") && v)
            ok = opt_long(o, v, &topt.max_schedules);
        else if (!strcmp(o, "time") && v)
            ok = opt_double(o, v, &topt.time_limit), topt.time_given = true;
        else if (!strcmp(o, "seed") && v) {
            char *end = NULL;
            errno = 0;
            topt.seed = strtoull(v, &end, 10);
            if (!*v || *end || errno || *v == '-') {
                fprintf(stderr, "rivet: tool tester: seed needs a whole number of 0 or more, not '%s'\n", v);
                ok = false;
            }
        }
        else if (!strcmp(o, "clock") && v) {
            char *end = NULL;
            errno = 0;
            long long c = strtoll(v, &end, 10);
            if (!*v || *end || errno || c < 0) {
                fprintf(stderr, "rivet: tool tester: clock needs nanoseconds since the epoch, not '%s'\n", v);
                ok = false;
            }
            topt.clock = c;
        }
        else if (!strcmp(o, "out") && v && *v)
            snprintf(topt.out, sizeof topt.out, "%s", v);
        else if (!strcmp(o, "out") && v) {
            /* (an empty one wrote the logs to /: "%s/%s-%d.rlog") */
            fprintf(stderr, "rivet: tool tester: out needs a directory\n");
            ok = false;
        }
        else if (!strcmp(o, "follow") && v) {
            ok = parse_follow(v) && (topt.follow = strdup(v));
            if (!ok) /* (it said nothing) */
                fprintf(stderr, "rivet: tool tester: follow=%s is not a schedule (the reproduction runs' own option: "
                                "thread ids, as the search writes them)\n", v);
        }
        else if (!strcmp(o, "livelock") && !v)
            topt.follow_livelock = true; /* the schedule followed ends in a livelock: confirm it past it */
        else if (!strcmp(o, "sites") && v) {
            for (char *q = v, *e; q && *q; q = e ? e + 1 : NULL) {
                e = strchr(q, '+');
                given_sites = realloc(given_sites, sizeof *given_sites * (size_t)(n_given_sites + 1));
                given_sites[n_given_sites++] = e ? strndup(q, (size_t)(e - q)) : strdup(q);
            }
        }
        else if (!strcmp(o, "strategy") && v) {
            if (!strcmp(v, "dfs") || !strcmp(v, "exhaustive"))
                topt.strategy = STRAT_DFS;
            else if (!strcmp(v, "random"))
                topt.strategy = STRAT_RANDOM;
            else if (!strncmp(v, "delay", 5)) {
                topt.strategy = STRAT_DELAY;
                long n = 1;
                if (v[5] == ':' && !opt_long("strategy=delay:", v + 6, &n))
                    n = -1; /* (said why) */
                else if (v[5] && v[5] != ':')
                    n = 0;
                topt.pct_depth = (int)(n > 99 ? 99 : n);
                if (n < 0) {
                    ok = false;
                } else if (topt.pct_depth < 1 || topt.pct_depth > 4) {
                    fprintf(stderr, "rivet: tool tester: delay count must be 1 to 4\n");
                    ok = false;
                }
            }
            else if (!strncmp(v, "pct", 3)) {
                topt.strategy = STRAT_PCT;
                long n = topt.pct_depth;
                if (v[3] == ':' && !opt_long("strategy=pct:", v + 4, &n))
                    n = -1; /* (said why) */
                else if (v[3] && v[3] != ':')
                    n = 0;
                topt.pct_depth = (int)(n > 99 ? 99 : n);
                if (n < 0) {
                    ok = false;
                } else if (topt.pct_depth < 1 || topt.pct_depth > 16) {
                    fprintf(stderr, "rivet: tool tester: pct depth must be 1 to 16\n");
                    ok = false;
                }
            } else {
                fprintf(stderr, "rivet: tool tester: unknown strategy '%s' (dfs, random, pct[:depth], delay[:n])\n", v);
                ok = false;
            }
        } else {
            fprintf(stderr,
                    "rivet: tool tester: unknown option '%s'\n"
                    "  options: stop, deadlock, javasafe=false, terminateAfter=N, maxDepth=N, maxSchedules=N,\n"
                    "           time=SECONDS (default 600, 0: none), strategy=dfs|random|pct[:depth]|delay[:n],\n"
                    "           delays=N|none, seed=N, sample=N, longWait=MS, out=DIR, quiet, cache=false, trace,\n"
                    "           spurious, clock=NS\n",
                    o);
            ok = false;
        }
    }
    if (topt.strategy != STRAT_DFS || topt.no_prune)
        topt.sample = 0;
    if (ok && topt.strategy != STRAT_DFS && !topt.max_schedules && topt.time_limit <= 0)
        topt.max_schedules = 1000; /* random schedules never run out: a default budget */
    /* Some correct programs' searches do not end in any time a user waits
     * for (a daemon ticking for ever, eight busy threads): a default limit,
     * which the end of the run names (status 3 when nothing was found). */
    if (ok && !topt.time_given)
        topt.time_limit = TESTER_DEFAULT_TIME;
    char why[128];
    if (ok && !topt.follow && !tool_dir_usable(topt.out, why, sizeof why)) {
        /* refused now, not after a search whose failures it could not keep */
        fprintf(stderr, "rivet: tool tester: out=%s cannot hold the failures' logs: %s\n", topt.out, why);
        ok = false;
    }
    free(copy);
    return ok;
}

static void on_vm_start(RtiEnv *env, RtiThread *main_thread)
{
    (void)env;
    (void)main_thread;
    t_start = t_progress = now_s();
    cmdline_main_name(main_class, sizeof main_class);
}

RtiStatus tester_tool_init(RtiEnv *env, const char *options);
RtiStatus tester_tool_init(RtiEnv *env, const char *options)
{
    tenv = env;
    if (!parse_options(options))
        return RTI_ERR_INVALID;
    /* A failure's reproduction run reads the input the search read, and
     * the times it read: the program's clocks count the instructions run
     * from the search's start time (a ForkJoinPool's workers steal in an
     * order seeded from the clocks). */
    rti_keep_stdin(env);
    if (topt.clock < 0) {
        struct timespec ts;
        clock_gettime(CLOCK_REALTIME, &ts);
        topt.clock = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
    }
    RtiStatus cs = rti_clock_virtual(env, topt.clock);
    if (cs != RTI_OK)
        return cs;
    RtiStatus fs = rti_add_field(env, "java/lang/Thread", RTI_FIELD_I64, &xf_held);
    if (fs == RTI_OK)
        fs = rti_add_field(env, "java/lang/Thread", RTI_FIELD_I64, &xf_outer_m);
    if (fs == RTI_OK)
        fs = rti_add_field(env, "java/lang/Thread", RTI_FIELD_I64, &xf_outer_bci);
    for (int i = 0; i < RACY_MAX_LOCKS && fs == RTI_OK; i++)
        fs = rti_add_field(env, "java/lang/Thread", RTI_FIELD_PTR, &xf_lk[i]);
    if (fs != RTI_OK)
        return fs;
    rng = topt.seed;
    if (topt.pre_bound > 16)
        topt.pre_bound = 16;
    pre_bound = topt.strategy == STRAT_DFS && !topt.follow && topt.pre_bound >= 0 ? 0 : -1;
    if (topt.strategy == STRAT_DFS && !topt.follow && topt.sample > 0) {
        sampling = true;
        topt.strategy = STRAT_RANDOM; /* then PCT, see schedule_end */
    }
    if (topt.strategy == STRAT_PCT)
        start_pct_schedule();
    else if (topt.strategy == STRAT_DELAY)
        start_delay_schedule();
    RtiCallbacks cb;
    memset(&cb, 0, sizeof cb);
    cb.size = sizeof cb;
    cb.vm_start = on_vm_start;
    cb.vm_death = on_vm_death;
    cb.field_access = on_access;
    cb.array_access = on_access;
    cb.monitor_enter = on_mon_enter;
    cb.monitor_exit = on_mon_exit;
    cb.method_entry = on_method_entry;
    cb.monitor_contended_enter = on_contended;
    cb.monitor_wait = on_wait;
    cb.monitor_waited = on_waited;
    cb.monitor_notify = on_notify;
    cb.lock_acquire = on_lock;
    cb.lock_release = on_unlock;
    cb.thread_start = on_thread_start;
    cb.thread_end = on_thread_end;
    cb.checkpoint_taken = on_taken;
    cb.checkpoint_restored = on_restored;
    cb.uncaught_exception = on_uncaught;
    cb.deadlock = on_deadlock;
    cb.program_exit = on_program_exit;
    cb.park = on_park;
    cb.unpark = on_unpark;
    cb.fence = on_fence;
    RtiStatus st = rti_set_callbacks(env, &cb);
    if (st != RTI_OK)
        return st;
    RtiScheduler s = {sizeof s, choose, choose_waiter};
    if ((st = rti_take_scheduling(env, &s)) != RTI_OK || (st = rti_set_quantum(env, TESTER_SLICE)) != RTI_OK)
        return st;
    rti_register_downcall(env, "Tester", "assert", dc_assert);
    return rti_enable_events(env, rti_callback_events(&cb));
}
