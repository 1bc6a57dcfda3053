/* Holding a thread back in a confirming run: see hold.h. */
#include "hold.h"

int hold_threads(RtiThread **all)
{
    int n = 0;
    rti_threads(all, HOLD_MAX_THREADS, &n);
    return n > HOLD_MAX_THREADS ? HOLD_MAX_THREADS : n;
}

RtiThread *hold_choose(RtiEnv *env, RtiThread **all, int n, RtiThread *held, long *steps, bool *stuck)
{
    *stuck = false;
    *steps += 1000; /* a time slice, in case the others spin without touching memory */
    if (*steps > HOLD_LIMIT) {
        *stuck = true;
        return NULL;
    }
    RtiThread *timed = NULL;
    for (int i = 0; i < n; i++) {
        if (all[i] == held)
            continue;
        if (rti_thread_is_runnable(all[i]) && rti_thread_is_enabled(all[i]))
            return NULL;
        if (!timed && !rti_thread_is_system(all[i]) && rti_thread_state(all[i]) == RTI_THREAD_TIMED_WAITING)
            timed = all[i];
    }
    if (timed && rti_thread_time_out(env, timed) == RTI_OK && rti_thread_is_runnable(timed) &&
        rti_thread_is_enabled(timed))
        return timed;
    *stuck = true;
    return NULL;
}

int first_app_depth(RtiThread *t)
{
    RtiLocation fr[32];
    int count = 0;
    rti_thread_stack(t, fr, 32, &count);
    for (int i = 0; i < count && i < 32; i++)
        if (fr[i].method && !rti_class_is_jdk(rti_method_class(fr[i].method)))
            return i;
    return 0;
}

void hold_reproduced(RtiEnv *env)
{
    rti_exit(env, 66);
}

void hold_on_deadlock(RtiEnv *env, RtiThread *t)
{
    (void)env;
    (void)t;
}
