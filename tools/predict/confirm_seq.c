/* Confirming an atomicity violation or a null dereference by re-execution.
 *
 * Both predictions say: thread T, stopped at one point, lets another
 * thread's write in. A confirming run (spec atom:CHECK+WRITE+ACT+t=T+u=U or
 * npe:BEFORE+NULLWRITE+READ[+same]+t=T+u=U) owns the scheduler:
 *   1. U (the writer's thread in the observed run) runs only when nothing
 *      else can, so that T gets to its stopping point first;
 *   2. T is held at the stopping point: for an atomicity violation, when it
 *      has made the check and left the critical section (its last lock
 *      released); for a null dereference, after the access it made before
 *      the read (or at its start, when the read was its first), and once
 *      out of its critical sections when the read was made outside them
 *      (+free);
 *   3. the others run until one makes the write (the same variable as the
 *      check; for a null dereference, a null written at that site), and T
 *      is let go;
 *   4. confirmed when T then makes the act on the same variable (the
 *      check's value was stale: the interleaving check, write, act
 *      happened), or throws a NullPointerException; when T makes the
 *      check again first (a loop retrying a failed replace), the check is
 *      renewed: T is held after it again (a try more).
 * With +pre=SITE (an atomicity violation's second try), U is not kept back
 * from the start: it runs until its own check before the write (SITE, a
 * read of the variable), and only from there waits for T to be held. The
 * check may need U's earlier writes: `n = map.get(k); map.put(k, n + 1)`
 * on a ConcurrentHashMap that starts empty reads a node only U's first put
 * makes (hunt 12 F4).
 * A hold that cannot lead anywhere (nothing else can run, or a long time
 * passes) is given up and tried again at T's next arrival, a few times.
 * The run records a replay log (-record): rivet -replay LOG meets the
 * same events and reports them again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hold.h"
#include "predict.h"

enum { WAIT_A, ARMED, HOLD_ON_RETURN, HELD, LET_IN, DONE };

static RtiEnv *SE;
static Site site[3];
static Site pre_site; /* +pre=: where U stops to wait for T */
static bool has_pre, u_at_pre;
static bool npe, at_start, same_var, wait_free;
static int64_t t_id = -1, u_id = -1;
static int phase = WAIT_A, tries;
static RtiThread *T;
static RtiObject *var_obj;
static uintptr_t var_key;
static long held_steps;
static long u_wait_steps; /* decisions U was kept back for T (1000 each) */
static bool u_let_go;     /* U no longer kept back: T did not come */
static int depth_t; /* T's monitors and locks held */
static bool reproduced, debug;

#define TRACE(...) do { if (debug) fprintf(stderr, "predict-confirm: " __VA_ARGS__); } while (0)

#define MAX_TRIES 8

/* The variable's field (+f=class.name), or empty: an array element. */
static char field[1100];

/* Whether acc is the field the spec names. */
static bool field_is(const RtiAccess *acc)
{
    const char *cn = rti_class_name(rti_field_class(acc->field)), *fn = rti_field_name(acc->field);
    size_t k = strlen(cn);
    return !strncmp(field, cn, k) && field[k] == '.' && !strcmp(field + k + 1, fn);
}

/* Whether acc is the access of site s. Inside the JDK's code, with the
 * field known, any bci of the method that accesses that field: a
 * ConcurrentSkipListMap's get reads a node's value at one bci when an index
 * leads to the node and at another when the base list does, and which
 * nodes get indexes is random (ThreadLocalRandom, seeded from the clock),
 * so the confirming run may reach the key the other way. */
static bool meets(const RtiAccess *acc, const Site *s)
{
    if (!acc->where.method || acc->is_write != s->write)
        return false;
    if (acc->where.bci != s->bci &&
        (!field[0] || !acc->field || !rti_class_is_jdk(rti_method_class(acc->where.method)) || !field_is(acc)))
        return false;
    char buf[2100];
    RtiMethod *m = acc->where.method;
    snprintf(buf, sizeof buf, "%s.%s%s", rti_class_name(rti_method_class(m)), rti_method_name(m),
             rti_method_descriptor(m));
    return !strcmp(buf, s->method) && app_frame_matches(acc->thread, s);
}

static void hold_t(void)
{
    TRACE("hold thread %lld\n", (long long)t_id);
    phase = HELD;
    held_steps = 0;
    rti_thread_set_enabled(SE, T, false);
    rti_request_reschedule(SE);
}

static void release_t(int next)
{
    TRACE("let thread %lld go (phase %d)\n", (long long)t_id, next);
    phase = next;
    if (T)
        rti_thread_set_enabled(SE, T, true);
}

/* Hold T now, or, when its innermost app frames lie app frames down (inside
 * the JDK's code), as soon as it returns to the program's code. */
static void hold_t_in_app(int app)
{
    if (app > 0) {
        phase = HOLD_ON_RETURN;
        rti_request_reschedule_on_return(SE, app - 1);
    } else {
        hold_t();
    }
}

/* The hold led nowhere: try again at T's next arrival, a few times. */
static void give_up_hold(void)
{
    release_t(++tries >= MAX_TRIES ? DONE : WAIT_A);
}

static void found(const char *what, RtiThread *t, RtiLocation where)
{
    char name[128], loc[1024];
    rti_thread_name(t, name, sizeof name);
    RtiLocation f[1] = {where};
    rti_format_stack(f, 1, loc, sizeof loc);
    char text[2048];
    snprintf(text, sizeof text,
             "predict: %s reproduced: thread \"%s\" (id %lld), held after %s, let another thread's write in, then\n%s",
             what, name, (long long)rti_thread_id(t), npe ? "the access before its read" : "its check", loc);
    rti_report(SE, text, npe ? "{\"kind\": \"null-dereference-reproduced\"}" : "{\"kind\": \"atomicity-violation-reproduced\"}");
    phase = DONE;
    reproduced = true;
    if (!npe)
        hold_reproduced(SE); /* (a null dereference: when its thread ends, on_end) */
}

static void on_access(RtiEnv *env, const RtiAccess *acc)
{
    if (phase == DONE || rti_thread_is_system(acc->thread))
        return;
    if (has_pre && !u_at_pre && phase < HELD && rti_thread_id(acc->thread) == u_id && meets(acc, &pre_site)) {
        TRACE("thread %lld at its own check: waits for thread %lld\n", (long long)u_id, (long long)t_id);
        u_at_pre = true;
        rti_request_reschedule(SE);
    }
    if (phase == HELD)
        held_steps++;
    uintptr_t key = acc->field ? (uintptr_t)acc->field : (uintptr_t)acc->index + 1;
    switch (phase) {
    case WAIT_A:
        if (at_start || rti_thread_id(acc->thread) != t_id || !meets(acc, &site[0]))
            return;
        TRACE("thread %lld at the first site, %d locks held\n", (long long)t_id, depth_t);
        T = acc->thread;
        var_obj = acc->object;
        var_key = key;
        if (npe && !wait_free) {
            hold_t();
        } else if (depth_t == 0) {
            /* A check inside the JDK's code is held when the call returns
             * to the program: the call may read the site's variable for
             * several objects, and the last is the one it answers with (a
             * ConcurrentSkipListMap's get reads the value of each node it
             * passes, and holding after the first held it on another key's
             * node than the write's). */
            hold_t_in_app(npe ? 0 : first_app_depth(T));
        } else {
            phase = ARMED;
        }
        return;
    case HOLD_ON_RETURN: /* (under -replay the log schedules: no choose call moves it on) */
        if (acc->thread == T && !npe && meets(acc, &site[0])) {
            var_obj = acc->object; /* (the call's last read at the site) */
            var_key = key;
            return;
        }
        /* fall through */
    case HELD:
        if (acc->thread == T || !meets(acc, &site[1]))
            return;
        if (npe ? acc->value.a != NULL || (same_var && (acc->object != var_obj || key != var_key))
                : acc->object != var_obj || key != var_key)
            return;
        release_t(LET_IN);
        return;
    case LET_IN:
        if (npe || acc->thread != T || acc->object != var_obj || key != var_key)
            return;
        if (meets(acc, &site[2])) {
            found("atomicity violation", T, acc->where);
        } else if (meets(acc, &site[0]) && !acc->is_write) {
            /* It checks again (a loop that retries: a failed replace or
             * CAS): the stale check is gone. Hold it after this one. */
            TRACE("thread %lld checked again\n", (long long)t_id);
            phase = ++tries >= MAX_TRIES ? DONE : WAIT_A;
            on_access(env, acc);
        }
        return;
    }
}

/* T's last lock is being given back: hold it there. A monitor's exit event
 * comes after the release; a j.u.c. lock's before it, deep inside unlock():
 * T is held when unlock() returns to the application's code. */
static void lock_depth(RtiThread *t, int d, bool juc)
{
    if (rti_thread_id(t) != t_id)
        return;
    depth_t += d;
    if (d > 0 || phase != ARMED || t != T || depth_t > 0)
        return;
    depth_t = 0;
    hold_t_in_app(juc ? first_app_depth(t) : 0);
}

static void on_mon_enter(RtiEnv *env, RtiThread *t, RtiObject *o) { lock_depth(t, 1, false); }
static void on_mon_exit(RtiEnv *env, RtiThread *t, RtiObject *o) { lock_depth(t, -1, false); }
static void on_acquire(RtiEnv *env, RtiThread *t, RtiObject *o, bool shared) { lock_depth(t, 1, true); }
static void on_release(RtiEnv *env, RtiThread *t, RtiObject *o, bool shared) { lock_depth(t, -1, true); }

static void on_start(RtiEnv *env, RtiThread *parent, RtiThread *child)
{
    if (phase == WAIT_A && at_start && rti_thread_id(child) == t_id) {
        T = child;
        hold_t();
    }
}

static void on_throw(RtiEnv *env, RtiThread *t, RtiObject *exc, RtiLocation where)
{
    if (npe && phase == LET_IN && t == T && exc &&
        !strcmp(rti_class_name(rti_object_class(exc)), "java/lang/NullPointerException"))
        found("null dereference", t, where);
}

static void on_end(RtiEnv *env, RtiThread *t)
{
    if (t == T && reproduced)
        hold_reproduced(env);
    if (t == T && phase != DONE) {
        T = NULL;
        phase = ++tries >= MAX_TRIES ? DONE : WAIT_A;
    }
}

static void on_death(RtiEnv *env, RtiThread *t)
{
    if (!reproduced)
        fprintf(stderr, "predict: %s not reproduced\n", npe ? "null dereference" : "atomicity violation");
}

static RtiThread *seq_choose(RtiEnv *env, RtiThread *current, bool can_run)
{
    RtiThread *all[HOLD_MAX_THREADS];
    int n = hold_threads(all);
    if (phase == HOLD_ON_RETURN && current == T && first_app_depth(T) == 0) {
        TRACE("hold thread %lld (unlock returned)\n", (long long)t_id);
        phase = HELD;
        held_steps = 0;
        rti_thread_set_enabled(env, T, false);
    }
    /* U waits for T to reach its stopping point (while others can run). */
    RtiThread *u = NULL;
    bool others = false;
    for (int i = 0; i < n; i++) {
        if (rti_thread_is_system(all[i]))
            continue;
        if (rti_thread_id(all[i]) == u_id)
            u = all[i];
        else if (all[i] != T || phase != HELD)
            others |= rti_thread_is_runnable(all[i]) && rti_thread_is_enabled(all[i]);
    }
    if (u) {
        bool keep_back = phase < HELD && others && !u_let_go && (!has_pre || u_at_pre);
        /* T may be waiting for U itself (a spin on a counter U moves: main's
         * `while (counter == 0) Thread.yield()` in tests/java/ThreadStopSuspend)
         * and never reach its site: keeping U back for ever made the run
         * spin until the parent's time-out (120 s). Bounded as a hold is. */
        if (keep_back && (u_wait_steps += 1000) > HOLD_LIMIT) {
            TRACE("thread %lld let go: thread %lld does not reach its site while it waits\n", (long long)u_id,
                  (long long)t_id);
            u_let_go = true;
            keep_back = false;
        }
        rti_thread_set_enabled(env, u, !keep_back);
    }
    if (phase != HELD)
        return NULL;
    bool stuck;
    RtiThread *next = hold_choose(env, all, n, T, &held_steps, &stuck);
    if (!stuck)
        return next;
    RtiThread *h = T;
    give_up_hold();
    return h && rti_thread_is_runnable(h) ? h : NULL;
}

RtiStatus confirm_seq_init(RtiEnv *env, const char *spec_text)
{
    SE = env;
    debug = getenv("PREDICT_DEBUG") != NULL;
    npe = !strncmp(spec_text, "npe:", 4);
    char *spec = strdup(strchr(spec_text, ':') + 1), *save = NULL;
    int n = 0;
    bool ok = true;
    for (char *part = strtok_r(spec, "+", &save); part; part = strtok_r(NULL, "+", &save)) {
        if (!strncmp(part, "t=", 2))
            t_id = strtoll(part + 2, NULL, 10);
        else if (!strncmp(part, "u=", 2))
            u_id = strtoll(part + 2, NULL, 10);
        else if (!strcmp(part, "same"))
            same_var = true;
        else if (!strcmp(part, "free"))
            wait_free = true;
        else if (!npe && !strncmp(part, "f=", 2))
            snprintf(field, sizeof field, "%s", part + 2);
        else if (!npe && !strncmp(part, "pre=", 4))
            ok &= has_pre = parse_site(&pre_site, part + 4);
        else if (n == 0 && npe && !strcmp(part, "start"))
            at_start = true, n++;
        else if (n < 3)
            ok &= parse_site(&site[n++], part);
        else
            ok = false;
    }
    free(spec);
    if (!ok || n != 3 || t_id < 0) {
        fprintf(stderr, "predict: bad confirm=%s\n", spec_text);
        return RTI_ERR_INVALID;
    }
    RtiScheduler sch = {0};
    sch.size = sizeof sch;
    sch.choose = seq_choose;
    RtiStatus st = rti_take_scheduling(env, &sch);
    if (st != RTI_OK) {
        fprintf(stderr, "predict: a confirming run needs the scheduling (another tool owns it)\n");
        return st;
    }
    RtiCallbacks cb = {0};
    cb.size = sizeof cb;
    cb.field_access = on_access;
    cb.array_access = on_access;
    cb.monitor_enter = on_mon_enter;
    cb.monitor_exit = on_mon_exit;
    cb.lock_acquire = on_acquire;
    cb.lock_release = on_release;
    cb.thread_start = on_start;
    cb.thread_end = on_end;
    cb.exception_throw = on_throw;
    cb.vm_death = on_death;
    cb.deadlock = hold_on_deadlock;
    rti_set_callbacks(env, &cb);
    return rti_enable_events(env, rti_callback_events(&cb));
}
