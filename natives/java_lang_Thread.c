/* java.lang.Thread natives: the current thread, start, sleep, yield, interrupt,
 * stop, suspend and resume, priorities, thread lists and stack dumps. */
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/monitor.h"
#include "vm/sched.h"
#include "vm/thread.h"

Object *stack_trace_of(Thread *th, Thread *target);

NATIVE(currentThread)
{
    (void)a;
    ret->a = th->jthread;
}

NATIVE(yield)
{
    (void)a;
    (void)ret;
    sched_thread_yield(th);
}

NATIVE(thread_sleep)
{
    (void)ret;
    int64_t ms = a[0].j;
    if (ms < 0) {
        exc_throw(th, "java/lang/IllegalArgumentException", "timeout value is negative");
        return;
    }
    if (thread_interrupted(th, true)) {
        exc_throw(th, "java/lang/InterruptedException", "sleep interrupted");
        return;
    }
    thread_stat_begin(th, THREAD_STAT_WAITED); /* sleep(0) too, as in HotSpot */
    if (ms == 0) {
        sched_thread_yield(th);
        thread_stat_end(th, THREAD_STAT_WAITED);
        return;
    }
    sched_set_deadline(th, ms > INT64_MAX / 2000000 ? INT64_MAX / 2 : ms * 1000000);
    thread_set_status(th, JTS_SLEEPING);
    th->blocker = (void *)"sleep";
    sched_block(th, TS_TIMED_WAITING);
    thread_stat_end(th, THREAD_STAT_WAITED);
    th->blocker = NULL;
    th->wake_at = 0;
    thread_set_status(th, JTS_RUNNABLE);
    if (thread_interrupted(th, true))
        exc_throw(th, "java/lang/InterruptedException", "sleep interrupted");
}

NATIVE(start0)
{
    (void)ret;
    thread_start(th, a[0].a);
}

NATIVE(holdsLock)
{
    if (!a[0].a) {
        exc_npe(th, NULL);
        return;
    }
    ret->i = mon_holds(th, a[0].a);
}

static int live_threads(Thread ***out)
{
    int n = 0;
    for (Thread *t = sched_threads(); t; t = t->next)
        if (t->jthread && t->state != TS_TERMINATED && t->state != TS_NEW &&
            FIELD_AT(t->jthread, int64_t, g_thread_fields.eetop))
            n++;
    Thread **v = xmalloc(sizeof(Thread *) * (size_t)(n ? n : 1));
    int k = 0;
    for (Thread *t = sched_threads(); t; t = t->next)
        if (t->jthread && t->state != TS_TERMINATED && t->state != TS_NEW &&
            FIELD_AT(t->jthread, int64_t, g_thread_fields.eetop))
            v[k++] = t;
    *out = v;
    return n;
}

NATIVE(getThreads)
{
    (void)a;
    Thread **v;
    int n = live_threads(&v);
    Object *arr = arr_new_ref(th, WK.Thread, n);
    if (arr) {
        heap_barrier(arr);
        for (int i = 0; i < n; i++)
            ARR_AT(arr, Object *, i) = v[i]->jthread;
    }
    free(v);
    ret->a = arr;
}

NATIVE(dumpThreads)
{
    Object *threads = a[0].a;
    int32_t n = arr_len(threads);
    Class *ste = loader_find(NULL, sym_c("java/lang/StackTraceElement"));
    Class *ste_arr = loader_array_of(th, ste);
    Object *out = arr_new_ref(th, ste_arr, n);
    if (!out)
        return;
    for (int32_t i = 0; i < n; i++) {
        Object *jt = ARR_AT(threads, Object *, i);
        Thread *t = jt ? (Thread *)(intptr_t)FIELD_AT(jt, int64_t, g_thread_fields.eetop) : NULL;
        if (!t)
            continue;
        Object *st = stack_trace_of(th, t);
        if (!st)
            return;
        heap_barrier(out);
        ARR_AT(out, Object *, i) = st;
    }
    ret->a = out;
}

NATIVE(setPriority0)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(stop0)
{
    (void)ret;
    thread_stop(th, a[0].a, a[1].a);
}

NATIVE(suspend0)
{
    (void)ret;
    Thread *t = (Thread *)(intptr_t)FIELD_AT(a[0].a, int64_t, g_thread_fields.eetop);
    if (t)
        thread_suspend(th, t);
}

NATIVE(resume0)
{
    (void)ret;
    (void)th;
    Thread *t = (Thread *)(intptr_t)FIELD_AT(a[0].a, int64_t, g_thread_fields.eetop);
    if (t)
        thread_resume(t);
}

NATIVE(interrupt0)
{
    (void)ret;
    (void)th;
    Object *jt = a[0].a;
    Thread *t = (Thread *)(intptr_t)FIELD_AT(jt, int64_t, g_thread_fields.eetop);
    if (t)
        thread_interrupt(t);
}

NATIVE(nop)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVES_TABLE(java_lang_Thread, "java/lang/Thread",
    {"currentThread", "()Ljava/lang/Thread;", currentThread},
    {"yield", "()V", yield},
    {"sleep", "(J)V", thread_sleep},
    {"start0", "()V", start0},
    {"holdsLock", "(Ljava/lang/Object;)Z", holdsLock},
    {"dumpThreads", "([Ljava/lang/Thread;)[[Ljava/lang/StackTraceElement;", dumpThreads},
    {"getThreads", "()[Ljava/lang/Thread;", getThreads},
    {"setPriority0", "(I)V", setPriority0},
    {"stop0", "(Ljava/lang/Object;)V", stop0},
    {"suspend0", "()V", suspend0},
    {"resume0", "()V", resume0},
    {"interrupt0", "()V", interrupt0},
    {"clearInterruptEvent", "()V", nop},
    {"setNativeName", "(Ljava/lang/String;)V", nop},
);
