/* Following the causal model's witness in a confirming run (issue 12).
 *
 * The observing run numbers the events it keeps for the causal model per
 * thread (TInfo.n_ev: a thread's id and the number of its event name the
 * event in every run where the thread takes the same path), and when Z3
 * finds a schedule for a prediction, mcm.c writes it down (build_witness):
 * the window's start (how many events were recorded before it, and a hash
 * of each thread's count there), the kept events in the solver's order with
 * the earlier events of other threads each must follow (a conflict on a
 * variable or a lock, or an edge), the releases some of them wait for, and
 * the prediction's events.
 *
 * Rivet is deterministic: the same program with the same options runs the
 * same schedule again as long as no tool changes it. So this run carries the
 * whole analysis of the observing run (quiet: predict_quiet), which makes
 * the same requests and numbers the events alike, and follows the observed
 * schedule untouched up to the window's start, where it checks that each
 * thread made as many events as in the observing run. From there on it owns
 * the schedule: a thread is enabled only while its next event may come
 * (allowed): the next event of the witness for that thread once the events
 * it must follow are made, an event the witness does not order (a variable
 * only that thread touches), or, until the thread has released what a later
 * event of the witness waits for (starting a thread, a volatile write, an
 * unlock), whatever comes before that release. Events are reported after
 * they happen, so a thread is stopped after the event before the one that
 * must wait (disabled, and a scheduling decision at its next instruction).
 *
 * The witness is given up (and the holds of confirm.c and confirm_seq.c are
 * left to the next confirming runs) when the run goes another way: a count
 * differs at the start, a thread's event is not the witness's (another
 * place, another kind) or comes before its turn, a thread ends with events
 * of the witness left, or nothing the witness lets run can run (a thread
 * blocked on a lock a held thread has, spinning on a value a held thread
 * would write) for a long time.
 *
 * Confirmed as the other confirming runs confirm, by what happened: a race
 * when the first of its two accesses is made, its thread is held for good,
 * and another thread makes the second on the same variable (the two were
 * enabled at once, nothing of the first thread between); an atomicity
 * violation when the check, the other thread's write and the act are made
 * in that order on one variable; a null dereference when the read returns
 * the null the other thread wrote and its thread then throws
 * NullPointerException. The run records a replay log; under -replay the
 * same events come in the same order and the report is made again. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hold.h"
#include "../common/child.h"
#include "model.h"
#include "predict.h"

typedef struct WEv {
    int thr; /* its thread's record */
    uint32_t ord, clk;
    int kind, bci;
    uint64_t mhash;
    long *deps;
    int n_deps;
    bool done;
    /* as it happened */
    RtiObject *holder;
    uintptr_t key;
    uint64_t value;
    RtiLocation where;
} WEv;

/* Event ev needs thread thr's release at epoch clk. */
typedef struct WRel {
    int thr;
    uint32_t clk;
    long ev;
} WRel;

typedef struct WThread {
    int64_t id;
    uint32_t count, limit; /* events at the start; the last one the witness lets it make */
    long *evs;             /* its events in the witness, in order */
    int n, next;
    bool held;             /* a race's first access made: held for good */
} WThread;

static RtiEnv *WE;
static int goal_kind, n_goals;
static long start_at, goal[3];
static uint64_t start_hash;
static WEv *evs;
static long n_evs;
static WRel *rels;
static int n_rels;
#define MAX_WTHREADS 1024
static WThread wts[MAX_WTHREADS + 1];
static int n_wts;
static enum { W_WAIT, W_FOLLOW, W_DONE, W_GAVE_UP } state;
static long idle; /* scheduling decisions since an event of the witness was made */
static bool reproduced;
static bool traded; /* two threads traded places (trade_places) */
static RtiThread *npe_reader; /* read the null: its NullPointerException confirms */
static long race_first = -1;
static uintptr_t race_key_lo, race_key_hi; /* array elements the held thread reached (System.arraycopy) */
static RtiCallbacks inner; /* the analysis' callbacks */

/* Scheduling decisions without an event of the witness before giving up. */
#define IDLE_LIMIT 2000

/* The record of a thread (they do not move: TInfo.wt points to them; past
 * the last, threads share it, and the witness is given up). */
static WThread *wthread(int64_t id)
{
    for (int i = 0; i < n_wts; i++)
        if (wts[i].id == id)
            return &wts[i];
    if (n_wts == MAX_WTHREADS) {
        wts[MAX_WTHREADS].id = -1;
        return &wts[MAX_WTHREADS];
    }
    wts[n_wts] = (WThread){id, 0, 0, NULL, 0, 0, false};
    return &wts[n_wts++];
}

static TInfo *tinfo_of(RtiThread *t)
{
    void **slot = rti_thread_data(E, t);
    return slot ? *slot : NULL;
}

static bool deps_done(const WEv *e)
{
    for (int i = 0; i < e->n_deps; i++)
        if (!evs[e->deps[i]].done)
            return false;
    return true;
}

/* A release of thread w at an epoch from ep to before (excluded) that an
 * event not yet made waits for. */
static bool release_ahead(const WThread *w, uint32_t ep, uint32_t before)
{
    int thr = (int)(w - wts);
    for (int i = 0; i < n_rels; i++)
        if (rels[i].thr == thr && !evs[rels[i].ev].done && rels[i].clk >= ep && rels[i].clk < before)
            return true;
    return false;
}

/* May the thread go on to its next event? */
static bool allowed(const WThread *w, const TInfo *ti)
{
    if (state != W_FOLLOW)
        return true;
    if (w->held)
        return false;
    uint32_t n1 = (ti ? ti->n_ev : 0) + 1, ep = ti ? now(ti) : 1;
    if (w->next < w->n) {
        const WEv *e = &evs[w->evs[w->next]];
        if (e->ord == n1)
            return deps_done(e) || release_ahead(w, ep, e->clk);
        if (n1 < e->ord)
            return true; /* an event the witness does not order comes first */
    }
    if (n1 <= w->limit)
        return true;
    /* Past its last event: a critical section the witness ended there is
     * finished first (the model takes it to end after the thread's last
     * kept event). */
    if (ti && ti->n_held > 0)
        return true;
    return release_ahead(w, ep, UINT32_MAX);
}

static void enable_all(void)
{
    RtiThread *all[HOLD_MAX_THREADS];
    int n = hold_threads(all);
    for (int i = 0; i < n; i++)
        rti_thread_set_enabled(WE, all[i], true);
}

static bool wdebug;
#define TRACE(...) do { if (wdebug) fprintf(stderr, "witness: " __VA_ARGS__); } while (0)

static void give_up(const char *fmt, long long a, long long b)
{
    if (state != W_WAIT && state != W_FOLLOW)
        return;
    if (wdebug)
        for (int i = 0; i < n_wts; i++)
            TRACE("thread %lld: next %d of %d (ord %u), limit %u\n", (long long)wts[i].id, wts[i].next, wts[i].n,
                  wts[i].next < wts[i].n ? evs[wts[i].evs[wts[i].next]].ord : 0, wts[i].limit);
    state = W_GAVE_UP;
    enable_all();
    fprintf(stderr, "predict: witness not followed: ");
    fprintf(stderr, fmt, a, b);
    fprintf(stderr, "\n");
}

/* Let a thread go on or not. The running thread stops at its next
 * instruction; but when it stops because of a release (a lock's release
 * event, or a release the witness waited for) made inside the JDK's code, it
 * stops when that code returns to the application's: a j.u.c. lock's
 * release event comes before the release, deep in unlock(), and a release
 * inside a barrier's or a latch's await() comes with the JDK's own lock
 * held; stopped there, it would keep what the others need. */
static RtiThread *off_on_return;
static bool last_was_release;

static void set_on(RtiThread *t, bool ok, bool current)
{
    if (t == off_on_return) {
        /* (decided by the stack, not by the scheduling decision at the
         * return, which a replay does not make: a replay must ask for the
         * same decisions) */
        if (!ok && current && first_app_depth(t) > 0)
            return; /* it stops when unlock() returns */
        off_on_return = NULL;
    }
    if (!ok && current) {
        int app = last_was_release ? first_app_depth(t) : 0;
        if (app > 0) {
            if (off_on_return != t) {
                off_on_return = t;
                rti_request_reschedule_on_return(WE, app - 1);
            }
            return;
        }
        if (off_on_return == t)
            off_on_return = NULL;
    }
    if (rti_thread_is_enabled(t) != ok)
        rti_thread_set_enabled(WE, t, ok);
    if (!ok && current)
        rti_request_reschedule(WE);
}

/* Enable each program thread the witness lets go on, disable the others;
 * the running thread, when disabled, stops at its next instruction. */
static void settle_all(void)
{
    RtiThread *all[HOLD_MAX_THREADS], *cur = rti_current_thread();
    int n = hold_threads(all);
    for (int i = 0; i < n; i++) {
        if (rti_thread_is_system(all[i]))
            continue;
        TInfo *ti = tinfo_of(all[i]);
        /* (by the id the analysis took: the main thread's is 0, taken
         * before its Thread object existed) */
        WThread *w = ti ? (ti->wt ? ti->wt : wthread(ti->id)) : wthread(rti_thread_id(all[i]));
        if (ti)
            ti->wt = w;
        bool ok = allowed(w, ti);
        TRACE("settle %lld (n_ev %u, epoch %u): %s\n", (long long)w->id, ti ? ti->n_ev : 0, ti ? now(ti) : 0,
              ok ? "on" : "off");
        set_on(all[i], ok, all[i] == cur);
    }
}

static void settle(RtiThread *t, TInfo *ti)
{
    if (ti->system)
        return;
    if (!ti->wt)
        ti->wt = wthread(ti->id);
    set_on(t, allowed(ti->wt, ti), t == rti_current_thread());
}

static void begin(void)
{
    uint64_t h = mcm_counts_hash();
    if (h != start_hash) {
        give_up("the run is not the observed one at the window's start (event %lld; counts hash %llx)", start_at,
                (long long)h);
        return;
    }
    state = W_FOLLOW;
    settle_all();
}

static void location_line(char *buf, size_t n, RtiLocation l)
{
    RtiLocation f[1] = {l};
    rti_format_stack(f, 1, buf, n);
    size_t k = strlen(buf);
    while (k && buf[k - 1] == '\n')
        buf[--k] = 0;
}

static void finish(void)
{
    state = W_DONE;
    enable_all();
}

static bool same_var(const WEv *a, const WEv *b) { return a->holder == b->holder && a->key == b->key; }

/* An event of the witness was made: was it the prediction's last? */
static void goal_check(RtiThread *t, long x)
{
    WEv *e = &evs[x];
    char name[128], l1[1024], l2[1024], text[4096];
    rti_thread_name(t, name, sizeof name);
    if (goal_kind == MCM_RACE) {
        if (x != goal[0] && x != goal[1])
            return;
        if (race_first < 0) {
            race_first = x;
            race_key_lo = race_key_hi = e->key;
            wts[e->thr].held = true;
            return;
        }
        WEv *f = &evs[race_first];
        if (f->holder != e->holder || (e->key != f->key && (f->holder == NULL || e->key < race_key_lo ||
                                                            e->key > race_key_hi))) {
            give_up("the two accesses were not to one variable (events %lld, %lld)", race_first, x);
            return;
        }
        location_line(l1, sizeof l1, f->where);
        location_line(l2, sizeof l2, e->where);
        snprintf(text, sizeof text,
                 "predict: race reproduced, following the witness: the %s by thread id %lld\n%s\n"
                 "  and the %s by thread \"%s\" (id %lld)\n%s\n"
                 "  ran back to back on the same variable, the first thread held in between\n",
                 f->kind == EV_WRITE ? "write" : "read", (long long)wts[f->thr].id, l1,
                 e->kind == EV_WRITE ? "write" : "read", name, (long long)wts[e->thr].id, l2);
        rti_report(WE, text, "{\"kind\": \"data-race-reproduced\", \"by\": \"witness\"}");
        reproduced = true;
        finish();
        hold_reproduced(WE);
    } else if (goal_kind == MCM_ATOM) {
        if (x != goal[2])
            return;
        WEv *c = &evs[goal[0]], *w = &evs[goal[1]];
        if (!c->done || !w->done || !same_var(c, w) || !same_var(c, e)) {
            give_up("the check, the write and the act were not on one variable (events %lld, %lld)", goal[0], x);
            return;
        }
        location_line(l1, sizeof l1, e->where);
        snprintf(text, sizeof text,
                 "predict: atomicity violation reproduced, following the witness: thread \"%s\" (id %lld) made its "
                 "check, another thread's write came, then its act\n%s\n%s",
                 name, (long long)rti_thread_id(t), l1,
                 traded ? "  (two threads that ran the same code traded places in the witness)\n" : "");
        rti_report(WE, text, "{\"kind\": \"atomicity-violation-reproduced\", \"by\": \"witness\"}");
        reproduced = true;
        finish();
        hold_reproduced(WE);
    } else {
        if (x != goal[0])
            return;
        WEv *w = &evs[goal[1]];
        if (!w->done || !same_var(w, e) || w->value != 0 || e->value != 0) {
            give_up("the read did not return the null written (events %lld, %lld)", goal[0], goal[1]);
            return;
        }
        npe_reader = t; /* it goes on to use what it read */
        finish();
    }
}

/* Threads running the same code in the same way may trade places in the
 * witness. The causal model does not know that a lock's queue is FIFO: two
 * consumers that await the same Condition are woken in the order they came,
 * so a witness where the second reacquires the lock first cannot be followed
 * (MinAwaitCondition, hunt 6); the first can play the second's part.
 *
 * Two records are alike when their threads made as many events before the
 * window and the same kinds at the same places in it. When a thread makes
 * the next event of its record before its turn, and the record of another
 * thread, alike, has that same event next and its turn has come, the two
 * threads trade places: each takes the other's record, the events as they
 * happened included, so the prediction's check and act stay one thread's.
 * This is decided in the event callback, so a replay trades alike. What
 * brings it about is w_choose: when every thread the witness lets run is
 * blocked, it lets run one that has a blocked thread's alike record. */
static bool alike(const WThread *wa, const WThread *wb)
{
    if (wa == wb || wa->id == -1 || wb->id == -1 || wa->held || wb->held || wa->count != wb->count ||
        wa->next != wb->next || wa->next >= wa->n || wb->next >= wb->n)
        return false;
    for (int k = 0; k <= wa->next; k++) { /* the next one too */
        const WEv *x = &evs[wa->evs[k]], *y = &evs[wb->evs[k]];
        if (x->ord != y->ord || x->kind != y->kind || x->bci != y->bci || x->mhash != y->mhash)
            return false;
    }
    return true;
}

/* Thread t (ti) made its record's next event, number ord, before its turn: trade
 * places with a thread whose alike record's turn has come. */
static bool trade_places(RtiThread *t, TInfo *ti, uint32_t ord)
{
    RtiThread *all[HOLD_MAX_THREADS];
    int n = hold_threads(all);
    for (int i = 0; i < n; i++) {
        TInfo *to = all[i] == t || rti_thread_is_system(all[i]) ? NULL : tinfo_of(all[i]);
        if (!to || !to->wt || to->n_ev + 1 != ord || !alike(ti->wt, to->wt) ||
            !deps_done(&evs[to->wt->evs[to->wt->next]]))
            continue;
        WThread *wa = ti->wt, *wb = to->wt;
        for (int k = 0; k < wa->next; k++) {
            WEv *x = &evs[wa->evs[k]], *y = &evs[wb->evs[k]], tmp = *x;
            x->holder = y->holder, x->key = y->key, x->value = y->value, x->where = y->where;
            y->holder = tmp.holder, y->key = tmp.key, y->value = tmp.value, y->where = tmp.where;
        }
        TRACE("threads %lld and %lld trade places\n", (long long)wa->id, (long long)wb->id);
        ti->wt = wb;
        to->wt = wa;
        traded = true;
        return true;
    }
    return false;
}

/* Every thread the witness lets run is blocked: let one run whose record is
 * alike a blocked one's (see trade_places). Returns whether it did. */
static bool offer_trade(RtiThread **all, int n)
{
    for (int i = 0; i < n; i++) {
        TInfo *ta = rti_thread_is_system(all[i]) ? NULL : tinfo_of(all[i]);
        if (!ta || !ta->wt || !rti_thread_is_enabled(all[i]) || rti_thread_is_runnable(all[i]))
            continue;
        for (int j = 0; j < n; j++) {
            TInfo *tb = j == i || rti_thread_is_system(all[j]) ? NULL : tinfo_of(all[j]);
            if (!tb || !tb->wt || rti_thread_is_enabled(all[j]) || !rti_thread_is_runnable(all[j]) ||
                ta->n_ev != tb->n_ev || !alike(ta->wt, tb->wt))
                continue;
            TRACE("thread %lld blocked: thread %lld, alike, may take its place\n", (long long)ta->wt->id,
                  (long long)tb->wt->id);
            rti_thread_set_enabled(WE, all[j], true);
            return true;
        }
    }
    return false;
}

/* An event for the causal model (not an edge) was recorded: ti's number
 * e->ord. */
static void on_event(TInfo *ti, const McmEvent *e)
{
    if (state == W_WAIT) {
        long c = mcm_count();
        if (c == start_at)
            begin();
        else if (c > start_at)
            give_up("the run is not the observed one: the window's start (event %lld) fell inside a callback (%lld)",
                    start_at, c);
        return;
    }
    if (state != W_FOLLOW)
        return;
    RtiThread *t = rti_current_thread();
    last_was_release = e->kind == EV_REL;
    if (!ti->wt)
        ti->wt = wthread(ti->id);
    WThread *w = ti->wt;
    if (w->id == -1) {
        give_up("more than %lld threads (%lld)", MAX_WTHREADS, n_wts);
        return;
    }
    if (w->held) {
        /* (the same instruction, before the hold takes effect: System.arraycopy
         * reports each element, at its caller's place) */
        WEv *f = &evs[race_first];
        if (e->m == f->where.method && e->bci == f->where.bci) {
            if (e->holder == f->holder && f->holder && e->kind == f->kind) {
                if (e->key < race_key_lo)
                    race_key_lo = e->key;
                if (e->key > race_key_hi)
                    race_key_hi = e->key;
            }
            return;
        }
        give_up("the thread of the race's first access went on (thread %lld, event %lld)", (long long)w->id, e->ord);
        return;
    }
    if (w->next < w->n && evs[w->evs[w->next]].ord == e->ord) {
        long x = w->evs[w->next];
        WEv *we = &evs[x];
        if (we->kind != e->kind || we->bci != e->bci || we->mhash != mcm_method_hash(e->m)) {
            TRACE("thread %lld event %u: kind %d at %s.%s@%d, the witness's kind %d at @%d\n", (long long)w->id, e->ord,
                  e->kind, e->m ? rti_class_name(rti_method_class(e->m)) : "-", e->m ? rti_method_name(e->m) : "-",
                  e->bci, we->kind, we->bci);
            give_up("thread %lld's event %lld is not the witness's (another kind or place)", (long long)w->id, e->ord);
            return;
        }
        if (!deps_done(we) && trade_places(t, ti, e->ord)) {
            on_event(ti, e); /* as the other record's */
            return;
        }
        if (!deps_done(we)) {
            give_up("thread %lld's event %lld came before its turn", (long long)w->id, e->ord);
            return;
        }
        TRACE("thread %lld made event %ld (its %u)\n", (long long)w->id, x, e->ord);
        we->done = true;
        we->holder = e->holder;
        we->key = e->key;
        we->value = e->value;
        we->where = (RtiLocation){e->m, e->bci};
        w->next++;
        idle = 0;
        goal_check(t, x);
        if (state == W_FOLLOW)
            settle_all();
        return;
    }
    settle(t, ti);
}

/* A release by the running thread: has it made the one the witness waited for? */
static void on_tick(TInfo *ti)
{
    last_was_release = true;
    if (state == W_FOLLOW)
        settle(rti_current_thread(), ti);
}

static void w_vm_start(RtiEnv *env, RtiThread *t)
{
    if (inner.vm_start)
        inner.vm_start(env, t);
    if (state == W_WAIT && start_at == 0)
        begin();
}

static void w_thread_start(RtiEnv *env, RtiThread *parent, RtiThread *child)
{
    inner.thread_start(env, parent, child);
    if (state == W_FOLLOW && !rti_thread_is_system(child)) {
        TInfo *ti = tinfo_of(child);
        if (ti)
            settle(child, ti);
    }
}

static void w_thread_end(RtiEnv *env, RtiThread *t)
{
    inner.thread_end(env, t);
    if (reproduced && t == npe_reader)
        hold_reproduced(env); /* its NullPointerException printed */
    TInfo *ti = tinfo_of(t);
    if (state == W_FOLLOW && ti && ti->wt && ti->wt->next < ti->wt->n)
        give_up("thread %lld ended with %lld events of the witness left", (long long)ti->id,
                ti->wt->n - ti->wt->next);
}

static void w_throw(RtiEnv *env, RtiThread *t, RtiObject *exc, RtiLocation where)
{
    if (!npe_reader || t != npe_reader || reproduced || !exc ||
        strcmp(rti_class_name(rti_object_class(exc)), "java/lang/NullPointerException"))
        return;
    char name[128], loc[1024], text[2048];
    rti_thread_name(t, name, sizeof name);
    location_line(loc, sizeof loc, where);
    snprintf(text, sizeof text,
             "predict: null dereference reproduced, following the witness: thread \"%s\" (id %lld) read the null "
             "another thread wrote, then\n%s\n",
             name, (long long)rti_thread_id(t), loc);
    rti_report(WE, text, "{\"kind\": \"null-dereference-reproduced\", \"by\": \"witness\"}");
    reproduced = true;
}

static void w_vm_death(RtiEnv *env, RtiThread *t)
{
    if (inner.vm_death)
        inner.vm_death(env, t);
    if (!reproduced)
        fprintf(stderr, "predict: %s not reproduced\n",
                goal_kind == MCM_RACE ? "race" : goal_kind == MCM_ATOM ? "atomicity violation" : "null dereference");
}

/* Nothing the witness lets run can run, or it has not moved on for long:
 * give up (the VM then decides as it would). */
static RtiThread *w_choose(RtiEnv *env, RtiThread *current, bool can_run)
{
    if (state != W_FOLLOW)
        return NULL;
    if (off_on_return && off_on_return == current && first_app_depth(current) == 0)
        rti_thread_set_enabled(env, current, false); /* (unlock() returned: it stops now) */
    if (++idle > IDLE_LIMIT) {
        give_up("no event of the witness in %lld scheduling decisions (at event %lld)", IDLE_LIMIT, 0);
        return NULL;
    }
    RtiThread *all[HOLD_MAX_THREADS];
    int n = hold_threads(all);
    for (int i = 0; i < n; i++) {
        if (rti_thread_is_system(all[i]) || !rti_thread_is_enabled(all[i]))
            continue;
        RtiThreadState st = rti_thread_state(all[i]);
        if (rti_thread_is_runnable(all[i]) || st == RTI_THREAD_TIMED_WAITING || st == RTI_THREAD_IO)
            return NULL;
    }
    if (offer_trade(all, n))
        return NULL;
    give_up("every thread the witness lets run is blocked or waiting (%lld threads, %lld)", n, 0);
    return NULL;
}

void witness_callbacks(RtiCallbacks *cb)
{
    inner = *cb;
    cb->vm_start = w_vm_start;
    cb->vm_death = w_vm_death;
    cb->thread_start = w_thread_start;
    cb->thread_end = w_thread_end;
    cb->exception_throw = w_throw;
    mcm_hook = on_event;
    tick_hook = on_tick;
}

static bool bad_witness(const char *path, int line)
{
    fprintf(stderr, "predict: bad witness file %s (line %d)\n", path, line);
    return false;
}

static bool load(const char *path, bool *races, bool *atomicity, bool *npe)
{
    char *all = tool_slurp(path), *save = NULL;
    long cap_evs = 0;
    int cap_rels = 0, line = 0, r = 0, a = 0, np = 0;
    bool header = false;
    for (char *l = strtok_r(all, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
        line++;
        char *p, *end;
        if (l[0] == 'W') {
            unsigned long long h;
            if (sscanf(l, "W 1 %d %ld %llu %d %d %d", &goal_kind, &start_at, &h, &r, &a, &np) != 6)
                return free(all), bad_witness(path, line);
            start_hash = h;
            header = true;
        } else if (l[0] == 'T') {
            long long id;
            unsigned c, lim;
            if (sscanf(l, "T %lld %u %u", &id, &c, &lim) != 3)
                return free(all), bad_witness(path, line);
            WThread *w = wthread(id);
            w->count = c;
            w->limit = lim;
        } else if (l[0] == 'E') {
            long long id;
            unsigned ord, clk;
            int kind, bci, used;
            unsigned long long mh;
            if (sscanf(l, "E %lld %u %d %d %llx %u%n", &id, &ord, &kind, &bci, &mh, &clk, &used) != 6)
                return free(all), bad_witness(path, line);
            if (n_evs == cap_evs) {
                cap_evs = cap_evs ? cap_evs * 2 : 256;
                evs = tool_realloc(evs, sizeof(WEv) * (size_t)cap_evs);
            }
            WThread *w = wthread(id);
            WEv *e = &evs[n_evs];
            *e = (WEv){(int)(w - wts), ord, clk, kind, bci, mh, NULL, 0, false, NULL, 0, 0, {NULL, 0}};
            for (p = l + used;; p = end) {
                long d = strtol(p, &end, 10);
                if (end == p)
                    break;
                if (d < 0 || d >= n_evs)
                    return free(all), bad_witness(path, line);
                e->deps = tool_realloc(e->deps, sizeof(long) * (size_t)(e->n_deps + 1));
                e->deps[e->n_deps++] = d;
            }
            w->evs = tool_realloc(w->evs, sizeof(long) * (size_t)(w->n + 1));
            w->evs[w->n++] = n_evs;
            n_evs++;
        } else if (l[0] == 'D') {
            long i, j;
            if (sscanf(l, "D %ld %ld", &i, &j) != 2 || i < 0 || i >= n_evs || j < 0 || j >= n_evs)
                return free(all), bad_witness(path, line);
            WEv *e = &evs[i];
            e->deps = tool_realloc(e->deps, sizeof(long) * (size_t)(e->n_deps + 1));
            e->deps[e->n_deps++] = j;
        } else if (l[0] == 'R') {
            long long id;
            unsigned clk;
            long i;
            if (sscanf(l, "R %lld %u %ld", &id, &clk, &i) != 3 || i < 0 || i >= n_evs)
                return free(all), bad_witness(path, line);
            if (n_rels == cap_rels) {
                cap_rels = cap_rels ? cap_rels * 2 : 64;
                rels = tool_realloc(rels, sizeof(WRel) * (size_t)cap_rels);
            }
            rels[n_rels++] = (WRel){(int)(wthread(id) - wts), clk, i};
        } else if (l[0] == 'G') {
            n_goals = sscanf(l, "G %ld %ld %ld", &goal[0], &goal[1], &goal[2]);
            for (int i = 0; i < n_goals; i++)
                if (goal[i] < 0 || goal[i] >= n_evs)
                    return free(all), bad_witness(path, line);
        }
    }
    free(all);
    if (!header || n_goals != (goal_kind == MCM_ATOM ? 3 : 2))
        return bad_witness(path, line);
    *races = r;
    *atomicity = a;
    *npe = np;
    return true;
}

RtiStatus witness_init(RtiEnv *env, const char *spec, bool *races, bool *atomicity, bool *npe, long *window)
{
    WE = env;
    wdebug = getenv("WITNESS_DEBUG") != NULL;
    const char *at = strstr(spec, "+witness=");
    if (!at || !load(at + 9, races, atomicity, npe))
        return RTI_ERR_INVALID;
    if (*window <= 0)
        *window = 10000;
    RtiScheduler sch = {0};
    sch.size = sizeof sch;
    sch.choose = w_choose;
    RtiStatus st = rti_take_scheduling(env, &sch);
    if (st != RTI_OK)
        fprintf(stderr, "predict: a confirming run needs the scheduling (another tool owns it)\n");
    return st;
}
