/* VM threads and their binding to java.lang.Thread.
 *
 * Each Thread owns a Java stack (an mmap'd array of Slots, the last part kept in
 * reserve so a StackOverflowError can be constructed and handled) and, unless it
 * is the primordial thread, a C stack with a guard page. Small ids index
 * by_id[] and appear in thin lock words; an id is reused only after its thread
 * is freed. eetop in the Java object points back at the VM thread while it is
 * alive (Thread.isAlive reads it). */
#ifdef RIVET_ASAN
#include <sanitizer/asan_interface.h>
#endif
#include "vm/thread.h"

#include <sys/mman.h>
#include <unistd.h>

#include "checkpoint/ckpt.h"
#include "vm/loader.h"
#include "vm/heap.h"
#include "vm/monitor.h"
#include "vm/vmclock.h"
#include "vm/rti_hooks.h"
#include "rti/rti.h"
#include "vm/sched.h"

#define JSTACK_RESERVE (64 * 1024)
#define CSTACK_SIZE (8u << 20)
#define GUARD (64 * 1024)

ThreadFields g_thread_fields;
size_t g_java_stack_size = 1u << 20;

static Thread **by_id;
static uint32_t by_id_cap;
static uint32_t next_fresh_id = 1;
static uint32_t *free_ids;
static uint32_t n_free_ids, free_ids_cap;

void sched_scan_roots(void *arg);

void thread_init(void)
{
    heap_add_roots(sched_scan_roots, NULL);
}

static uint32_t alloc_id(Thread *th)
{
    uint32_t id = n_free_ids ? free_ids[--n_free_ids] : next_fresh_id++;
    if (id >= by_id_cap) {
        uint32_t ncap = by_id_cap ? by_id_cap * 2 : 64;
        while (ncap <= id)
            ncap *= 2;
        by_id = xrealloc(by_id, ncap * sizeof(Thread *));
        memset(by_id + by_id_cap, 0, (ncap - by_id_cap) * sizeof(Thread *));
        by_id_cap = ncap;
    }
    by_id[id] = th;
    return id;
}

Thread *thread_by_id(uint32_t id) { return id < by_id_cap ? by_id[id] : NULL; }

/* Stacks of ended threads, kept for the next threads: a search that returns
 * to checkpoints starts the same threads again and again (the tester: every
 * schedule), and mapping and unmapping two stacks per thread cost more than
 * the thread's work (page faults, TLB shootdowns). Nothing reads a stack
 * beyond what its frames have written: frames zero their locals and the GC
 * scans a C stack from its saved stack pointer up. */
typedef struct SpareStacks {
    void *js;      /* Java stack mapping */
    size_t jsize;
    void *cs;      /* C stack mapping, guard page included, or NULL */
} SpareStacks;
#define MAX_SPARE_STACKS 256
static SpareStacks spare[MAX_SPARE_STACKS];
static int n_spare;

Thread *thread_new(bool primordial, size_t java_stack)
{
    Thread *th = xcalloc(1, sizeof(Thread));
    th->quick_mark = UINT64_MAX;
    th->blocked_since = th->waited_since = -1;
    th->born_ns = vmclock_peek();
    size_t jsize = ALIGN_UP(java_stack ? java_stack : g_java_stack_size, 4096) + JSTACK_RESERVE;
    size_t csize = CSTACK_SIZE + GUARD;
    void *js = NULL, *cs = NULL;
    for (int i = n_spare - 1; i >= 0; i--)
        if (spare[i].jsize == jsize && (primordial ? !spare[i].cs : spare[i].cs != NULL)) {
            js = spare[i].js;
            cs = spare[i].cs;
            spare[i] = spare[--n_spare];
            break;
        }
    if (!js) {
        js = mmap(NULL, jsize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
        if (js == MAP_FAILED) {
            free(th);
            return NULL;
        }
        if (!primordial) {
            cs = mmap(NULL, csize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_STACK,
                      -1, 0);
            if (cs == MAP_FAILED) {
                munmap(js, jsize);
                free(th);
                return NULL;
            }
            mprotect(cs, GUARD, PROT_NONE);
        }
    }
    th->stack = js;
    th->stack_hard_end = (Slot *)((char *)js + jsize);
    th->stack_end = (Slot *)((char *)th->stack_hard_end - JSTACK_RESERVE);
    if (cs) {
        th->cstack = (char *)cs + GUARD;
        th->cstack_size = CSTACK_SIZE;
        th->cstack_top = (char *)cs + csize;
    }
    static uint32_t next_serial;
    th->serial = next_serial++;
    th->id = alloc_id(th);
    th->enabled = true;
    rti_thread_created(th);
    th->state = TS_NEW;
    return th;
}

static void free_tool_data(void *a, void *b)
{
    (void)b;
    free(a);
}

static void tool_data_gone(void *a, void *b)
{
    (void)b;
    ckpt_free_after_return(a);
}

void thread_free(Thread *th)
{
    size_t jsize = (size_t)((char *)th->stack_hard_end - (char *)th->stack);
#ifdef RIVET_ASAN
    /* Frames left on this stack keep their poison in the shadow memory; the
     * next thread to use it, or the heap mapping these addresses, must not
     * see it. */
    if (th->cstack)
        __asan_unpoison_memory_region(th->cstack, th->cstack_size);
#endif
    if (n_spare < MAX_SPARE_STACKS && (!th->cstack || th->cstack_size == CSTACK_SIZE)) {
        spare[n_spare++] = (SpareStacks){th->stack, jsize, th->cstack ? (char *)th->cstack - GUARD : NULL};
    } else {
        munmap(th->stack, jsize);
        if (th->cstack)
            munmap((char *)th->cstack - GUARD, th->cstack_size + GUARD);
    }
    by_id[th->id] = NULL;
    if (n_free_ids == free_ids_cap) {
        free_ids_cap = free_ids_cap ? free_ids_cap * 2 : 64;
        free_ids = xrealloc(free_ids, free_ids_cap * sizeof(uint32_t));
    }
    free_ids[n_free_ids++] = th->id;
    /* A tool may have saved words of its data here (rti_save) in the undo
     * log of a checkpoint still live, which a return would write back: free
     * it only once no checkpoint can return (at once when none is live), or
     * after a return has written them back (the thread is freed while a
     * checkpoint is live only when it is in none of their snapshots, so a
     * return to any of them leaves it gone). */
    if (th->tool_data && ckpt_live_count())
        ckpt_log_undo2(tool_data_gone, free_tool_data, th->tool_data, NULL);
    else
        free(th->tool_data);
    free(th);
}

void thread_set_status(Thread *th, int jts)
{
    if (th->jthread) {
        heap_barrier(th->jthread);
        FIELD_AT(th->jthread, int32_t, g_thread_fields.thread_status) = jts;
    }
}

bool thread_contention_monitoring;

void thread_stat_begin(Thread *th, int kind)
{
    bool b = kind == THREAD_STAT_BLOCKED;
    (*(b ? &th->blocked_count : &th->waited_count))++;
    *(b ? &th->blocked_since : &th->waited_since) = thread_contention_monitoring ? sched_clock_ns() : -1;
}

void thread_stat_end(Thread *th, int kind)
{
    bool b = kind == THREAD_STAT_BLOCKED;
    int64_t *since = b ? &th->blocked_since : &th->waited_since;
    if (*since >= 0)
        *(b ? &th->blocked_ns : &th->waited_ns) += sched_clock_ns() - *since;
    *since = -1;
}

int64_t thread_stat_ns(Thread *th, int kind)
{
    bool b = kind == THREAD_STAT_BLOCKED;
    int64_t since = b ? th->blocked_since : th->waited_since;
    return (b ? th->blocked_ns : th->waited_ns) + (since >= 0 ? sched_clock_ns() - since : 0);
}

void thread_stat_reset_times(Thread *th)
{
    int64_t now = sched_clock_ns();
    th->blocked_ns = th->waited_ns = 0;
    if (th->blocked_since >= 0)
        th->blocked_since = now;
    if (th->waited_since >= 0)
        th->waited_since = now;
}

void thread_bind(Thread *th, Object *jthread)
{
    th->jthread = jthread;
    obj_set_long(jthread, g_thread_fields.eetop, (int64_t)(uintptr_t)th);
    th->tid = FIELD_AT(jthread, int64_t, g_thread_fields.tid);
    th->daemon = FIELD_AT(jthread, uint8_t, g_thread_fields.daemon) != 0;
    thread_set_status(th, JTS_RUNNABLE);
}

bool thread_interrupted(Thread *th, bool clear)
{
    if (!th->jthread)
        return false;
    uint8_t *f = &FIELD_AT(th->jthread, uint8_t, g_thread_fields.interrupted);
    bool v = *f != 0;
    if (v && clear) {
        heap_barrier(th->jthread);
        *f = 0;
    }
    return v;
}

void thread_interrupt(Thread *th)
{
    if (th->state == TS_WAITING || th->state == TS_TIMED_WAITING) {
        mon_cancel_wait(th);
        th->wake_at = 0;
        sched_wakeup(th);
    }
}

void thread_stop(Thread *self, Object *jthread, Object *exc)
{
    if (!exc) {
        exc_npe(self, NULL);
        return;
    }
    Thread *t = (Thread *)(intptr_t)FIELD_AT(jthread, int64_t, g_thread_fields.eetop);
    if (t == self) {
        self->exc = exc;
        return;
    }
    if (!t || t->state == TS_TERMINATED) {
        /* Not started (or gone): as HotSpot, the thread finds the flag when it
         * starts and ends without running run(). */
        heap_barrier(jthread);
        FIELD_AT(jthread, uint8_t, g_thread_fields.stillborn) = 1;
        return;
    }
    t->stop_exc = exc;
    /* Taken at its next safe point; one waiting is woken to take it, as an
     * interrupt wakes it (sleep, wait and park return, the native's return
     * throws). Its next time slice starts with a safe point (sched.c). */
    thread_interrupt(t);
}

void thread_deliver_stop(Thread *th)
{
    Object *e = th->stop_exc;
    if (!e)
        return;
    /* HotSpot keeps a ThreadDeath already being thrown rather than replace it. */
    if (th->exc && th->exc->cls == e->cls)
        return;
    th->stop_exc = NULL;
    th->exc = e;
}

void thread_suspend(Thread *self, Thread *t)
{
    t->suspended = true;
    if (t == self) {
        /* Blocks here until resumed and picked again (sched.c skips it). */
        while (self->suspended)
            sched_block(self, TS_RUNNABLE);
    }
}

void thread_resume(Thread *t) { t->suspended = false; }

const char *thread_name(Thread *th, char *buf, size_t n)
{
    Object *name = th->jthread ? FIELD_AT(th->jthread, Object *, g_thread_fields.name) : NULL;
    char *s = str_to_cstr(name);
    const char *src = s ? s : "Thread-?";
    size_t len = strlen(src);
    if (n) {
        if (len >= n)
            len = n - 1;
        memcpy(buf, src, len);
        buf[len] = 0;
    }
    free(s);
    return buf;
}

/* Thread termination as HotSpot's JavaThread::exit: Thread.exit(), then under
 * the Thread object's monitor clear eetop, mark TERMINATED and notifyAll so
 * join() returns. */
void thread_terminate(Thread *th);
void thread_terminate(Thread *th)
{
    Object *jt = th->jthread;
    if (jt) {
        Object *pending = exc_take(th);
        interp_call_named(th, jt->cls, "exit", "()V", (Slot[]){{.a = jt}}, NULL);
        exc_take(th);
        mon_enter(th, jt);
        thread_set_status(th, JTS_TERMINATED);
        obj_set_long(jt, g_thread_fields.eetop, 0);
        mon_notify(th, jt, true);
        mon_exit(th, jt);
        exc_take(th);
        (void)pending;
    }
    RTI_HOOK(thread_end, th);
}

/* Thread.dispatchUncaughtException(exc), as HotSpot's JavaThread::exit: an
 * exception the handler throws is reported on stderr by its class alone. */
void thread_dispatch_uncaught(Thread *th, Object *exc)
{
    Object *jt = th->jthread;
    Method *d = class_find_method(jt->cls, sym_c("dispatchUncaughtException"), sym_c("(Ljava/lang/Throwable;)V"));
    /* An OutOfMemoryError's handler runs with the heap still full (a static
     * list the program filled): it may take the heap's reserve, as the
     * error's own construction did, to print the trace. Without it, the
     * report depended on what the last failed allocation left free, and
     * under Eraser the handler ran out of memory too (tests/java/GcOomUncaught
     * in the sweep: "OutOfMemoryError thrown from the
     * UncaughtExceptionHandler"). */
    bool reserve = exc && exc->cls == WK.OutOfMemoryError && heap_reserve_begin(th);
    if (d)
        interp_call(th, d, (Slot[]){{.a = jt}, {.a = exc}}, NULL);
    if (reserve)
        heap_reserve_end(th);
    Object *again = exc_take(th);
    if (again) {
        char tname[256];
        char *cn = class_java_name(again->cls);
        thread_name(th, tname, sizeof tname);
        fflush(stdout);
        fprintf(stderr, "\nException: %s thrown from the UncaughtExceptionHandler in thread \"%s\"\n", cn, tname);
        fflush(stderr);
        free(cn);
    }
}

/* Clear the C stack below the caller's frame (up to 32 KB, leaving 8 KB
 * spare). It held the frames of the run() just left, an interpreter loop's
 * locals among them; the calls made next lay frames over it whose unset
 * words (a name buffer, padding) the collector scans conservatively, and a
 * stale word there kept alive what run() touched last: under a tool (whose
 * interpreter loop's frame is laid out otherwise), the list a thread filled
 * until the heap ran out stayed alive while its UncaughtExceptionHandler
 * ran, which then ran out of memory too (tests/java/GcOomRecover under
 * -tool eraser or predict, found by tests/tools/sweep/). */
__attribute__((noinline, no_sanitize_address)) static void scrub_cstack(Thread *th)
{
    char here;
    if (!th->cstack)
        return;
    size_t room = (size_t)(&here - (char *)th->cstack);
    if (room <= 16384)
        return;
    size_t n = room - 8192 < 32768 ? room - 8192 : 32768;
    char *p = __builtin_alloca(n);
    memset(p, 0, n);
    __asm__ volatile("" : : "r"(p) : "memory");
}

/* Entry of a thread started by Thread.start(). */
static void java_thread_entry(void *arg)
{
    Thread *th = arg;
    Object *jt = th->jthread;
    Method *run = class_find_method(jt->cls, sym_c("run"), S.V_V);
    /* Stopped before it started (thread_stop): it never runs. */
    if (run && !FIELD_AT(jt, uint8_t, g_thread_fields.stillborn))
        interp_call_virtual(th, run, (Slot[]){{.a = jt}}, NULL);
    Object *exc = exc_take(th);
    if (exc) {
        scrub_cstack(th);
        RTI_HOOK(uncaught_exception, th, exc);
        thread_dispatch_uncaught(th, exc);
    }
    thread_terminate(th);
    extern void vm_thread_ended(Thread * th);
    vm_thread_ended(th);
    sched_exit_thread(th);
}

/* A VM thread that runs no Java code (HotSpot's Signal Dispatcher and
 * Notification Thread): alive and RUNNABLE to the program, with an empty
 * stack, it never runs (an interrupt only wakes it to wait again). */
static void idle_thread_entry(void *arg)
{
    Thread *th = arg;
    for (;;)
        sched_block(th, TS_WAITING);
}

bool thread_start_idle(Thread *self, Object *jthread)
{
    Thread *th = thread_new(false, 65536);
    if (!th)
        return exc_throw(self, "java/lang/OutOfMemoryError", "unable to create native thread: possibly out of memory");
    thread_bind(th, jthread);
    th->system = true;
    sched_start(th, idle_thread_entry);
    RTI_HOOK(thread_start, self, th);
    return true;
}

bool thread_start(Thread *self, Object *jthread)
{
    if (FIELD_AT(jthread, int64_t, g_thread_fields.eetop) != 0 ||
        FIELD_AT(jthread, int32_t, g_thread_fields.thread_status) != JTS_NEW)
        return exc_throw(self, "java/lang/IllegalThreadStateException", NULL);
    /* Thread's stackSize argument (0: the default), as HotSpot takes it: the
     * size of the new thread's stack, here its Java stack, at least 64K. */
    int64_t ss = FIELD_AT(jthread, int64_t, g_thread_fields.stack_size);
    size_t java_stack = 0;
    if (ss > 0)
        java_stack = ss < 65536 ? 65536 : ss > ((int64_t)1 << 32) ? (size_t)1 << 32 : (size_t)ss;
    Thread *th = thread_new(false, java_stack);
    if (!th)
        return exc_throw(self, "java/lang/OutOfMemoryError", "unable to create native thread: possibly out of memory");
    thread_bind(th, jthread);
    th->system = rti_thread_is_system((RtiThread *)th);
    sched_start(th, java_thread_entry);
    RTI_HOOK(thread_start, self, th);
    return true;
}

void thread_print_stack(FILE *f, Thread *t)
{
    for (Frame *fr = t->top; fr; fr = fr->prev) {
        if (!fr->m)
            continue;
        int line = frame_line(fr);
        char *cn = xstrdup_dotted(fr->m->cls->name);
        if (fr->flags & FR_NATIVE)
            fprintf(f, "\tat %s.%s(Native Method)\n", cn, fr->m->name);
        else if (line >= 0 && fr->m->cls->source_file)
            fprintf(f, "\tat %s.%s(%s:%d)\n", cn, fr->m->name, fr->m->cls->source_file, line);
        else
            fprintf(f, "\tat %s.%s(Unknown Source)\n", cn, fr->m->name);
        free(cn);
    }
}
