/* The maximal causal model (Şerbănuţă, Chen and Roşu 2012; Huang, Meredith
 * and Roşu 2014; ExceptioNULL, Farzan et al. 2012), solved with Z3.
 *
 * The observed run is kept as a window of its last events (option window=N):
 * reads and writes of the program's data with their values, the outermost
 * acquire and release of the program's own locks, and happens-before edges
 * that no schedule can undo (thread start, join, volatiles, the JDK's
 * synchronisation, notify, unpark: each an edge from the last event of a
 * thread up to an epoch to the next event of another). A prediction names
 * two or three of these events; mcm_check asks whether some schedule of the
 * same program runs them as the prediction says, with every read before
 * them that a branch depends on returning the value it returned in the run
 * (so that each thread takes the same path up to there; mark_required):
 *   - one integer O(e) per event e kept: its place in the schedule;
 *   - program order; the happens-before edges;
 *   - two critical sections of one lock do not overlap;
 *   - each such read sees a write of the same value: O(w) < O(r) and no other
 *     write of the variable between (or the value the window began with,
 *     and no write before it);
 *   - a race: the two accesses at the same place (both enabled at once); a
 *     null dereference: the read sees the null write instead of its value;
 *     an atomicity violation: check < other write < act.
 * Events kept: the prefix of each thread up to the prediction's events,
 * closed under what they depend on (the write each read that keeps its
 * value saw, the source of each edge), as in the maximal causal model:
 * nothing after is needed. A read no branch of its thread follows up to
 * there (EVF_BRANCH, from the BRANCH event) may read any write (RVPredict's
 * control-flow abstraction); the relaxed model (option k=N, as in
 * ExceptioNULL) lets up to k of the others see another value.
 *
 * A satisfiable query gives a witness: the kept events in the order of
 * their O values, printed as thread segments in the report. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <z3.h>

#include "model.h"

typedef McmEvent Ev;

void (*mcm_hook)(TInfo *ti, const McmEvent *e);
static char *last_witness; /* mcm_take_witness */

static Ev *ring;
static long cap, count; /* count: events ever recorded; ring[i % cap] */
static long mcm_timeout_ms = 5000;
/* A query's size limit (terms of the reads-from constraints): beyond it the
 * query is not asked (unanswered). Two threads hammering one variable give
 * each kept read every write of its value as a source, and every other write
 * as one that must not come between: quadratic per read, and 4 million
 * terms took 3.5 GB and minutes (bench RacyLoad); 300,000 take about 0.3 GB. */
#define MCM_MAX_TERMS 300000
#define MCM_MAX_WORK 50000000L /* window scans while building it */
#define MCM_STRICT_TERMS 20000 /* asked first without the relaxed reads below this */
static int mcm_k;
static bool enabled;
double mcm_seconds;
int mcm_queries, mcm_sat, mcm_unsat, mcm_unknown;

void mcm_init(long window, long timeout_ms, int k)
{
    cap = window > 0 ? window : 0;
    enabled = cap > 0;
    if (enabled)
        ring = tool_calloc(sizeof(Ev) * (size_t)cap);
    if (timeout_ms > 0)
        mcm_timeout_ms = timeout_ms;
    mcm_k = k;
}

static Ev *push(void)
{
    Ev *e = &ring[count % cap];
    count++;
    return e;
}

static uint64_t bits(char type, RtiValue v)
{
    switch (type) {
    case 'J':
        return (uint64_t)v.j;
    case 'D': {
        uint64_t b;
        memcpy(&b, &v.d, 8);
        return b;
    }
    case 'F': {
        uint32_t b;
        memcpy(&b, &v.f, 4);
        return b;
    }
    case 'L':
    case '[':
        return (uint64_t)(uintptr_t)v.a;
    default:
        return (uint64_t)(uint32_t)v.i;
    }
}

long mcm_count(void) { return count; }

void mcm_access(TInfo *ti, const RtiAccess *acc)
{
    ti->n_ev++;
    if (!enabled) {
        ti->branched = false;
        return;
    }
    Ev *e = push();
    *e = (Ev){acc->is_write ? EV_WRITE : EV_READ, false, ti->idx, now(ti), -1, ti->n_ev,
              acc->is_static ? NULL : acc->object, acc->field ? (uintptr_t)acc->field : (uintptr_t)acc->index + 1,
              bits(acc->type, acc->value), bits(acc->type, acc->old_value), acc->where.method, acc->where.bci,
              (uint8_t)((ti->branched ? EVF_BRANCH : 0) | (acc->type == 'L' || acc->type == '[' ? EVF_REF : 0) |
                        (acc->field ? 0 : EVF_ARRAY))};
    ti->branched = false;
    if (mcm_hook)
        mcm_hook(ti, e);
}

void mcm_lock(TInfo *ti, RtiThread *t, RtiObject *lock, bool acquire, bool shared)
{
    ti->n_ev++;
    if (!enabled) {
        ti->branched = false;
        return;
    }
    Ev *e = push();
    RtiLocation fr[1] = {{NULL, 0}};
    int n = rti_thread_top(t, fr, NULL, 1); /* (rti_thread_stack would count every frame) */
    *e = (Ev){acquire ? EV_ACQ : EV_REL, shared, ti->idx, now(ti), -1, ti->n_ev, lock, 0, 0, 0,
              n > 0 ? fr[0].method : NULL, n > 0 ? fr[0].bci : 0, ti->branched ? EVF_BRANCH : 0};
    ti->branched = false;
    if (mcm_hook)
        mcm_hook(ti, e);
}

void mcm_edges(TInfo *to, const Clock *from)
{
    if (!enabled)
        return;
    for (int i = 0; i < from->n; i++)
        if (i != to->idx && from->c[i] > clock_get(&to->hvc, i)) {
            Ev *e = push();
            *e = (Ev){EV_EDGE, false, to->idx, from->c[i], i, 0, NULL, 0, 0, 0, NULL, 0, 0};
        }
}

/* ---- Queries ---------------------------------------------------------------------- */

/* The newest event in the window matching (thread, epoch, variable, kind);
 * -1 when the window no longer holds it. */
long mcm_find_at(int tid, uint32_t clk, RtiMethod *m, int32_t bci, RtiObject *holder, uintptr_t key, bool write)
{
    if (!enabled || tid < 0)
        return -1;
    long lo = count > cap ? count - cap : 0;
    for (long p = count - 1; p >= lo; p--) {
        const Ev *e = &ring[p % cap];
        if (e->tid == tid && e->clk == clk && e->holder == holder && e->key == key &&
            e->kind == (write ? EV_WRITE : EV_READ) && (!m || (e->m == m && e->bci == bci)))
            return p;
    }
    return -1;
}

long mcm_find(const Acc *a, RtiObject *holder, uintptr_t key, bool write)
{
    const Stack *st = stacks_get(a->stack);
    int i = access_frame(st);
    return mcm_find_at(a->tid, a->clk, st->depth ? st->frames[i].method : NULL, st->depth ? st->frames[i].bci : 0,
                       holder, key, write);
}

static inline const Ev *at(long p) { return &ring[p % cap]; }
static inline bool same_var(const Ev *a, const Ev *b) { return a->holder == b->holder && a->key == b->key; }

typedef struct Q {
    Z3_context c;
    Z3_solver s;
    Z3_ast *o; /* per window slot, NULL when not kept */
    long lo, hi;
    Z3_sort int_sort;
} Q;

static Z3_ast O(Q *q, long p)
{
    long i = p - q->lo;
    if (!q->o[i]) {
        char name[32];
        snprintf(name, sizeof name, "o%ld", p);
        q->o[i] = Z3_mk_const(q->c, Z3_mk_string_symbol(q->c, name), q->int_sort);
    }
    return q->o[i];
}

static Z3_ast lt(Q *q, long a, long b) { return Z3_mk_lt(q->c, O(q, a), O(q, b)); }

static Z3_ast and2(Q *q, Z3_ast a, Z3_ast b)
{
    Z3_ast v[2] = {a, b};
    return Z3_mk_and(q->c, 2, v);
}

static Z3_ast or2(Q *q, Z3_ast a, Z3_ast b)
{
    Z3_ast v[2] = {a, b};
    return Z3_mk_or(q->c, 2, v);
}

/* Which thread an index holds: threads are few; a small map. */
#define MAXT 1024

/* The prediction's events and what each must do. */
typedef struct Want {
    int kind; /* MCM_RACE, MCM_NPE, MCM_ATOM */
    long ev[3];
} Want;

static void z3_error(Z3_context c, Z3_error_code e) { (void)c, (void)e; }

/* The last position <= hi of thread t with epoch <= clk (-1: none). */
static long last_upto(long lo, long hi, int t, uint32_t clk)
{
    for (long p = hi; p >= lo; p--) {
        const Ev *e = at(p);
        if (e->tid == t && e->kind != EV_EDGE && e->clk <= clk)
            return p;
    }
    return -1;
}

/* Where the section begun by the acquire at a ends among the kept events:
 * its release, or the thread's last kept event when the release is not
 * kept (the thread is taken to finish the section and release the lock
 * after it; the confirming run checks that it does). */
static long section_end(long a, long cut_t)
{
    const Ev *e = at(a);
    long last = a;
    for (long x = a + 1; x <= cut_t; x++) {
        const Ev *f = at(x);
        if (f->tid != e->tid || f->kind == EV_EDGE)
            continue;
        last = x;
        if (f->holder == e->holder && f->kind == EV_REL)
            return x;
    }
    return last;
}

/* ---- The witness for a confirming run (witness.c) ------------------------------------
 * Events are named as both runs name them: a thread by its id, an event by
 * its number among the thread's events (n_ev), which is the same in every
 * run where the thread takes the same path. */

static uint64_t mix64(uint64_t x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdull;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ull;
    return x ^ (x >> 33);
}

static uint64_t count_hash(int64_t id, uint32_t c) { return c ? mix64((uint64_t)id * 0x9e3779b97f4a7c15ull ^ c) : 0; }

uint64_t mcm_counts_hash(void)
{
    uint64_t h = 0;
    for (int t = 0; t < n_threads; t++)
        h += count_hash(threads_by_idx[t]->id, threads_by_idx[t]->n_ev);
    return h;
}

uint64_t mcm_method_hash(RtiMethod *m)
{
    static struct { RtiMethod *m; uint64_t h; } cache[4096];
    if (!m)
        return 0;
    size_t j = ((uintptr_t)m >> 4) & 4095;
    if (cache[j].m == m)
        return cache[j].h;
    const char *parts[4] = {rti_class_name(rti_method_class(m)), ".", rti_method_name(m), rti_method_descriptor(m)};
    uint64_t h = 0xcbf29ce484222325ull;
    for (int i = 0; i < 4; i++)
        for (const char *c = parts[i]; *c; c++)
            h = (h ^ (uint8_t)*c) * 0x100000001b3ull;
    cache[j].m = m;
    cache[j].h = h;
    return h;
}

char *mcm_take_witness(void)
{
    char *w = last_witness;
    last_witness = NULL;
    return w;
}

static long last_upto(long lo, long hi, int t, uint32_t clk);

/* The kept events in the solver's order L[0..m), up to the last of the
 * prediction's events, as witness.c reads them:
 *   W 1 KIND START HASH RACES ATOMICITY NPE  the window's start (events
 *                                  recorded before it) and the hash of each
 *                                  thread's event count there; the analyses on
 *   T ID COUNT LIMIT               a thread: its count at the start, its last
 *                                  event the witness lets it make
 *   E ID NUM KIND BCI MHASH CLK DEP...  an event in the witness order, and
 *                                  the earlier ones of other threads it must
 *                                  come after (conflicts: the same variable,
 *                                  one a write; the same lock)
 *   D I J                          event I comes after event J (an edge)
 *   R ID CLK I                     event I needs thread ID's release at epoch CLK
 *   G I J [K]                      the prediction's events */
static void build_witness(int kind, const long *evs, int nev, const long *L, long m, long lo, long hi,
                          const long *cut)
{
    long g[3] = {-1, -1, -1}, last = -1;
    for (long i = 0; i < m; i++)
        for (int j = 0; j < nev; j++)
            if (L[i] == evs[j]) {
                g[j] = i;
                if (i > last)
                    last = i;
            }
    for (int j = 0; j < nev; j++)
        if (g[j] < 0)
            return;
    m = last + 1;
    if (m > 20000)
        return;
    long *idx = tool_calloc(sizeof(long) * (size_t)(hi - lo + 1));
    for (long p = lo; p <= hi; p++)
        idx[p - lo] = -1;
    for (long i = 0; i < m; i++)
        idx[L[i] - lo] = i;
    uint32_t *cnt = tool_calloc(sizeof(uint32_t) * (size_t)(n_threads + 1)), *lim;
    bool *seen = tool_calloc((size_t)n_threads + 1);
    lim = tool_calloc(sizeof(uint32_t) * (size_t)(n_threads + 1));
    for (long p = lo; p < count; p++) {
        const Ev *e = at(p);
        if (e->kind != EV_EDGE && e->tid < n_threads && !seen[e->tid]) {
            seen[e->tid] = true;
            cnt[e->tid] = e->ord - 1;
        }
    }
    uint64_t h = 0;
    for (int t = 0; t < n_threads; t++) {
        if (!seen[t])
            cnt[t] = threads_by_idx[t]->n_ev;
        lim[t] = cnt[t];
        h += count_hash(threads_by_idx[t]->id, cnt[t]);
    }
    for (long i = 0; i < m; i++)
        if (at(L[i])->ord > lim[at(L[i])->tid])
            lim[at(L[i])->tid] = at(L[i])->ord;
    Str b = {0};
    str_addf(&b, "W 1 %d %ld %llu %d %d %d\n", kind, lo, (unsigned long long)h, opt_races, opt_atomicity, opt_npe);
    for (int t = 0; t < n_threads; t++)
        if (lim[t])
            str_addf(&b, "T %lld %u %u\n", (long long)threads_by_idx[t]->id, cnt[t], lim[t]);
    for (long i = 0; i < m; i++) {
        const Ev *e = at(L[i]);
        str_addf(&b, "E %lld %u %d %d %llx %u", (long long)threads_by_idx[e->tid]->id, e->ord, e->kind, e->bci,
                (unsigned long long)mcm_method_hash(e->m), e->clk);
        for (long j = i - 1; j >= 0; j--) {
            const Ev *f = at(L[j]);
            if (e->kind <= EV_WRITE) {
                if (f->kind > EV_WRITE || !same_var(f, e))
                    continue;
                if (f->kind == EV_WRITE) {
                    if (f->tid != e->tid)
                        str_addf(&b, " %ld", j);
                    break; /* (the writes and reads before it come before it) */
                }
                if (e->kind == EV_WRITE && f->tid != e->tid)
                    str_addf(&b, " %ld", j);
            } else {
                if ((f->kind != EV_ACQ && f->kind != EV_REL) || f->holder != e->holder)
                    continue;
                if (f->tid != e->tid)
                    str_addf(&b, " %ld", j);
                break;
            }
        }
        str_addf(&b, "\n");
    }
    for (long p = lo; p <= hi; p++) {
        const Ev *e = at(p);
        if (e->kind != EV_EDGE || p > cut[e->tid] || e->src >= n_threads)
            continue;
        long r = -1;
        for (long x = p + 1; x <= cut[e->tid]; x++)
            if (at(x)->tid == e->tid && at(x)->kind != EV_EDGE) {
                r = x;
                break;
            }
        if (r < 0 || idx[r - lo] < 0)
            continue;
        long s = last_upto(lo, p, e->src, e->clk);
        if (s >= 0 && idx[s - lo] >= 0 && at(s)->tid != e->tid)
            str_addf(&b, "D %ld %ld\n", idx[r - lo], idx[s - lo]);
        str_addf(&b, "R %lld %u %ld\n", (long long)threads_by_idx[e->src]->id, e->clk, idx[r - lo]);
    }
    str_addf(&b, "G");
    for (int j = 0; j < nev; j++)
        str_addf(&b, " %ld", g[j]);
    str_addf(&b, "\n");
    last_witness = b.s;
    free(idx);
    free(cnt);
    free(lim);
    free(seen);
}

/* Which reads must see a write of the value they saw (req), after
 * RVPredict (Huang, Meredith and Roşu, PLDI 2014): a thread's path up to its
 * last kept event is decided by the branches it made up to there, so the
 * reads before its last branch keep their values and those after it may
 * read any write. Without data flow, the value of a read may also decide
 * what a later event of the thread does, so these count as a branch too,
 * for the reads before them: an array access (its index, its bounds check);
 * a write some kept read may see (valued: the value written); and any later
 * event, for a read of a reference (it may be the object a later access
 * touches, or the receiver of a call). Grows req and valued with the kept
 * prefixes (cut); true when either grew. */
static bool mark_required(int kind, const long *evs, int nev, long lo, long hi, const long *cut, const long *src,
                          bool *req, bool *valued)
{
    bool grew = false;
    long n = hi - lo + 1;
    bool *dep = tool_calloc(MAXT), *later = tool_calloc(MAXT);
    for (long p = hi; p >= lo; p--) {
        const Ev *e = at(p);
        int t = e->tid;
        if (e->kind == EV_EDGE || t >= MAXT || p > cut[t])
            continue;
        if (e->kind == EV_READ && !req[p - lo] && src[p - lo] != -2 && (dep[t] || ((e->flags & EVF_REF) && later[t]))) {
            bool exempt = false;
            for (int i = 0; i < nev; i++)
                if (evs[i] == p && (kind == MCM_RACE || (kind == MCM_NPE && i == 0)))
                    exempt = true;
            if (!exempt) {
                req[p - lo] = true;
                grew = true;
            }
        }
        if ((e->flags & (EVF_BRANCH | EVF_ARRAY)) || (e->kind == EV_WRITE && valued[p - lo]))
            dep[t] = true;
        later[t] = true;
    }
    free(dep);
    free(later);
    /* The writes of a variable and value some kept read saw (a set of
     * (variable, value) of the kept reads, then one pass over the writes). */
    size_t hc = 1;
    while (hc < (size_t)n * 2)
        hc <<= 1;
    typedef struct { RtiObject *h; uintptr_t k; uint64_t v; bool used; } RV;
    RV *set = tool_calloc(sizeof(RV) * hc);
#define RV_SLOT(e) ((size_t)((((uintptr_t)(e)->holder >> 3) ^ ((e)->key * 0x9e3779b97f4a7c15ull) ^ \
                             ((e)->value * 0xc4ceb9fe1a85ec53ull)) * 0xff51afd7ed558ccdull >> 7) & (hc - 1))
    for (long p = lo; p <= hi; p++) {
        const Ev *e = at(p);
        if (e->kind != EV_READ || !req[p - lo])
            continue;
        size_t j = RV_SLOT(e);
        while (set[j].used && (set[j].h != e->holder || set[j].k != e->key || set[j].v != e->value))
            j = (j + 1) & (hc - 1);
        set[j] = (RV){e->holder, e->key, e->value, true};
    }
    for (long p = lo; p <= hi; p++) {
        const Ev *e = at(p);
        if (e->kind != EV_WRITE || valued[p - lo] || e->tid >= MAXT || p > cut[e->tid])
            continue;
        size_t j = RV_SLOT(e);
        while (set[j].used && (set[j].h != e->holder || set[j].k != e->key || set[j].v != e->value))
            j = (j + 1) & (hc - 1);
        if (set[j].used) {
            valued[p - lo] = true;
            grew = true;
        }
    }
#undef RV_SLOT
    free(set);
    return grew;
}

int mcm_check(int kind, const long *evs, char *witness, size_t wn)
{
    if (witness && wn)
        witness[0] = 0;
    if (!enabled)
        return MCM_UNKNOWN;
    free(last_witness);
    last_witness = NULL;
    int nev = kind == MCM_ATOM ? 3 : 2;
    long lo = count > cap ? count - cap : 0, hi = -1;
    /* The window starts where a confirming run can start following the
     * witness: between two callbacks, so after an event that is not an edge
     * (a callback records its edges first, then at most one other event). */
    if (lo > 0) {
        while (lo < count && at(lo)->kind == EV_EDGE)
            lo++;
        lo++;
    }
    for (int i = 0; i < nev; i++) {
        if (evs[i] < lo)
            return MCM_UNKNOWN;
        if (evs[i] > hi)
            hi = evs[i];
    }
    clock_t t0 = clock();
    mcm_queries++;
    long n = hi - lo + 1;
    /* Per thread, the last kept position (prefix-closed), then closed under
     * the writes kept reads saw and the sources of edges. */
    long *cut = tool_calloc(sizeof(long) * MAXT);
    for (int t = 0; t < MAXT; t++)
        cut[t] = -1;
    /* A read's observed write (-1: the initial value; -2: a write the
     * window did not see came between, in code the analysis does not
     * watch, or the object's address was reused: its value is not kept). */
    long *src = tool_calloc(sizeof(long) * (size_t)n);
    bool *req = tool_calloc((size_t)n), *valued = tool_calloc((size_t)n);
    for (long p = lo; p <= hi; p++) {
        src[p - lo] = -1;
        const Ev *e = at(p);
        if (e->kind != EV_READ)
            continue;
        for (long w = p - 1; w >= lo; w--)
            if (at(w)->kind == EV_WRITE && same_var(at(w), e)) {
                src[p - lo] = at(w)->value == e->value ? w : -2;
                break;
            }
    }
    int result = MCM_UNKNOWN;
    for (int i = 0; i < nev; i++) {
        int t = at(evs[i])->tid;
        if (t >= MAXT)
            goto out;
        if (evs[i] > cut[t])
            cut[t] = evs[i];
    }
    /* The reads that keep their values (req), and the writes whose values
     * some kept read may see (valued: the null write of a null
     * dereference too), with the prefixes they need, to a fixpoint. The
     * racing accesses and the read that is to see null never keep theirs. */
    if (kind == MCM_NPE)
        valued[evs[1] - lo] = true;
    for (bool changed = true; changed;) {
        changed = mark_required(kind, evs, nev, lo, hi, cut, src, req, valued);
        for (long p = lo; p <= hi; p++) {
            const Ev *e = at(p);
            if (e->tid >= MAXT)
                goto out;
            if (p > cut[e->tid])
                continue;
            long need = -1;
            if (e->kind == EV_READ && src[p - lo] >= 0 && req[p - lo])
                need = src[p - lo];
            else if (e->kind == EV_EDGE && e->src < MAXT)
                need = last_upto(lo, p, e->src, e->clk);
            if (need >= 0 && need > cut[at(need)->tid]) {
                cut[at(need)->tid] = need;
                changed = true;
            }
        }
    }
    Z3_config cfg = Z3_mk_config();
    char tbuf[32];
    snprintf(tbuf, sizeof tbuf, "%ld", mcm_timeout_ms);
    Z3_set_param_value(cfg, "timeout", tbuf);
    Q q = {0};
    q.c = Z3_mk_context(cfg);
    Z3_del_config(cfg);
    Z3_set_error_handler(q.c, z3_error);
    q.s = Z3_mk_solver_for_logic(q.c, Z3_mk_string_symbol(q.c, "QF_IDL"));
    Z3_solver_inc_ref(q.c, q.s);
    q.o = tool_calloc(sizeof(Z3_ast) * (size_t)n);
    q.lo = lo;
    q.hi = hi;
    q.int_sort = Z3_mk_int_sort(q.c);
    Z3_params params = Z3_mk_params(q.c);
    Z3_params_inc_ref(q.c, params);
    Z3_params_set_uint(q.c, params, Z3_mk_string_symbol(q.c, "timeout"), (unsigned)mcm_timeout_ms);
    /* The sparse difference-logic solver (Bellman-Ford), not the one Z3's
     * auto-configuration picks for QF_IDL with small constants, the dense
     * Floyd-Warshall one: its matrix is quadratic in the events, and a
     * spin on a plain flag (thousands of reads of one variable) took
     * gigabytes and minutes, past the time limit, which that solver does
     * not heed (hunt 8: 1,000 events 1.5 s, 2,000 12 s, 10,000 unbounded;
     * now 0.03 s, 0.1 s, 2 s). */
    Z3_params_set_bool(q.c, params, Z3_mk_string_symbol(q.c, "auto_config"), false);
    Z3_params_set_uint(q.c, params, Z3_mk_string_symbol(q.c, "arith.solver"), 1);
    Z3_solver_set_params(q.c, q.s, params);
#define KEPT(p) ((p) <= cut[at(p)->tid] && at(p)->kind != EV_EDGE)
    /* Only what two threads share needs a place of its own: a variable or a
     * lock only one thread touches among the kept events is ordered by
     * program order alone (most of a window: the JDK's work inside one
     * thread). part[p]: the event takes part in the constraints. */
    bool *part = tool_calloc((size_t)n);
    {
        size_t hc = 1;
        while (hc < (size_t)n * 2)
            hc <<= 1;
        typedef struct { RtiObject *h; uintptr_t k; int32_t t; } VT;
        VT *map = tool_calloc(sizeof(VT) * hc);
        for (int pass = 0; pass < 2; pass++)
            for (long p = lo; p <= hi; p++) {
                const Ev *e = at(p);
                if (!KEPT(p))
                    continue;
                uintptr_t k = e->kind == EV_ACQ || e->kind == EV_REL ? 0 : e->key;
                size_t j = (size_t)((((uintptr_t)e->holder >> 3) ^ (k * 0x9e3779b97f4a7c15ull)) * 0xff51afd7ed558ccdull >> 7) & (hc - 1);
                while (map[j].t && (map[j].h != e->holder || map[j].k != k))
                    j = (j + 1) & (hc - 1);
                if (pass == 0) {
                    if (!map[j].t) {
                        map[j] = (VT){e->holder, k, e->tid + 1};
                    } else if (map[j].t != e->tid + 1) {
                        map[j].t = -1;
                    }
                } else {
                    part[p - lo] = map[j].t == -1;
                }
            }
        free(map);
        for (int i = 0; i < nev; i++)
            part[evs[i] - lo] = true;
        for (long p = lo; p <= hi; p++) {
            const Ev *e = at(p);
            if (e->kind != EV_EDGE || p > cut[e->tid] || e->src >= MAXT)
                continue;
            long s = last_upto(lo, p, e->src, e->clk);
            for (long x = p + 1; x <= cut[e->tid]; x++)
                if (at(x)->tid == e->tid && at(x)->kind != EV_EDGE) {
                    part[x - lo] = true;
                    break;
                }
            if (s >= 0 && KEPT(s))
                part[s - lo] = true;
        }
    }
#undef KEPT
#define KEPT(p) ((p) <= cut[at(p)->tid] && at(p)->kind != EV_EDGE && part[(p) - lo])
    /* Program order. */
    long *lastp = tool_calloc(sizeof(long) * MAXT);
    for (int t = 0; t < MAXT; t++)
        lastp[t] = -1;
    long terms = 0, work = 0;
    for (long p = lo; p <= hi; p++) {
        const Ev *e = at(p);
        if (!KEPT(p))
            continue;
        if (lastp[e->tid] >= 0)
            Z3_solver_assert(q.c, q.s, lt(&q, lastp[e->tid], p));
        lastp[e->tid] = p;
    }
    /* Edges: the source's last event up to the epoch before the receiver's
     * next kept event. */
    for (long p = lo; p <= hi; p++) {
        const Ev *e = at(p);
        if (e->kind != EV_EDGE || p > cut[e->tid] || e->src >= MAXT)
            continue;
        long s = last_upto(lo, p, e->src, e->clk);
        long r = -1;
        for (long x = p + 1; x <= cut[e->tid]; x++)
            if (at(x)->tid == e->tid && at(x)->kind != EV_EDGE) {
                r = x;
                break;
            }
        if (s >= 0 && r >= 0 && KEPT(s))
            Z3_solver_assert(q.c, q.s, lt(&q, s, r));
    }
    /* Critical sections of the program's locks: no overlap. */
    for (long a = lo; a <= hi; a++) {
        const Ev *e = at(a);
        if ((e->kind != EV_ACQ && e->kind != EV_REL) || !KEPT(a))
            continue;
        /* A section: from an acquire (or the window's start, when the
         * first event is a release) to its release (or the end). */
        if (e->kind == EV_REL) {
            bool has_acq = false;
            for (long x = a - 1; x >= lo; x--)
                if (at(x)->tid == e->tid && at(x)->holder == e->holder && at(x)->kind == EV_ACQ) {
                    has_acq = true;
                    break;
                } else if (at(x)->tid == e->tid && at(x)->holder == e->holder && at(x)->kind == EV_REL) {
                    break;
                }
            if (has_acq)
                continue;
        }
        long acq = e->kind == EV_ACQ ? a : -1, rel = e->kind == EV_REL ? a : -1;
        if (acq >= 0)
            rel = section_end(a, cut[e->tid]);
        for (long b = a + 1; b <= hi; b++) {
            const Ev *f = at(b);
            if (f->kind != EV_ACQ || f->holder != e->holder || f->tid == e->tid || !KEPT(b) ||
                (f->shared && e->shared))
                continue; /* (two read locks exclude nothing) */
            long rel2 = section_end(b, cut[f->tid]);
            /* first before second, or second before first */
            Z3_ast first = rel >= 0 ? lt(&q, rel, b) : Z3_mk_false(q.c);
            Z3_ast second = rel2 >= 0 && acq >= 0 ? lt(&q, rel2, acq) : Z3_mk_false(q.c);
            Z3_solver_assert(q.c, q.s, or2(&q, first, second));
            terms++;
        }
    }
    /* The reads that keep their values do (the relaxed model: all but k). */
    /* Too big to be worth building: kept reads times kept writes bounds the
     * reads-from constraints (quadratic per read besides). */
    {
        long kr = 0, kw = 0;
        for (long x = lo; x <= hi; x++)
            if (KEPT(x))
                at(x)->kind == EV_READ ? kr++ : at(x)->kind == EV_WRITE ? kw++ : 0;
        if (kr * kw > MCM_MAX_TERMS * 4L)
            goto done;
    }
    Z3_ast *relax = NULL;
    int n_relax = 0;
    if (mcm_k > 0)
        relax = tool_calloc(sizeof(Z3_ast) * (size_t)n);
    for (long r = lo; r <= hi; r++) {
        const Ev *e = at(r);
        if (e->kind != EV_READ || !KEPT(r))
            continue;
        bool exempt = false;
        for (int i = 0; i < nev; i++)
            if (evs[i] == r && (kind == MCM_RACE || (kind == MCM_NPE && i == 0)))
                exempt = true;
        if (exempt || src[r - lo] == -2 || !req[r - lo])
            continue; /* (a read no branch depends on reads any write) */
        /* The value the variable had when the window began. */
        bool init_known = false;
        uint64_t init = 0;
        for (long x = lo; x <= hi; x++)
            if (same_var(at(x), e) && (at(x)->kind == EV_READ || at(x)->kind == EV_WRITE)) {
                init = at(x)->kind == EV_READ ? at(x)->value : at(x)->old;
                init_known = true;
                break;
            }
        Z3_ast *alts = tool_calloc(sizeof(Z3_ast) * (size_t)(n + 1));
        int na = 0;
        for (long w = lo; w <= hi; w++) {
            const Ev *f = at(w);
            if (f->kind != EV_WRITE || !same_var(f, e) || !KEPT(w) || f->value != e->value ||
                (f->tid == e->tid && w > r))
                continue;
            if (terms > MCM_MAX_TERMS || work > MCM_MAX_WORK)
                break;
            Z3_ast conj = lt(&q, w, r);
            for (long w2 = lo; w2 <= hi; w2++) {
                const Ev *g = at(w2);
                work++;
                if (w2 == w || g->kind != EV_WRITE || !same_var(g, e) || !KEPT(w2))
                    continue;
                conj = and2(&q, conj, or2(&q, lt(&q, w2, w), lt(&q, r, w2)));
                terms++;
            }
            alts[na++] = conj;
        }
        if (init_known && init == e->value) {
            Z3_ast conj = Z3_mk_true(q.c);
            for (long w2 = lo; w2 <= hi; w2++) {
                const Ev *g = at(w2);
                if (g->kind == EV_WRITE && same_var(g, e) && KEPT(w2)) {
                    conj = and2(&q, conj, lt(&q, r, w2));
                    terms++;
                }
            }
            alts[na++] = conj;
        }
        Z3_ast keep = na ? Z3_mk_or(q.c, (unsigned)na, alts) : Z3_mk_false(q.c);
        free(alts);
        if (relax) {
            char name[32];
            snprintf(name, sizeof name, "relax%ld", r);
            Z3_ast b = Z3_mk_const(q.c, Z3_mk_string_symbol(q.c, name), Z3_mk_bool_sort(q.c));
            relax[n_relax++] = b;
            keep = or2(&q, keep, b);
        }
        Z3_solver_assert(q.c, q.s, keep);
        if (terms > MCM_MAX_TERMS || work > MCM_MAX_WORK) {
            free(relax);
            goto done; /* too big to be worth it: unknown */
        }
    }
    if (relax && n_relax)
        Z3_solver_assert(q.c, q.s, Z3_mk_atmost(q.c, (unsigned)n_relax, relax, (unsigned)mcm_k));
    /* The prediction. */
    if (kind == MCM_RACE) {
        Z3_solver_assert(q.c, q.s, Z3_mk_eq(q.c, O(&q, evs[0]), O(&q, evs[1])));
    } else if (kind == MCM_ATOM) {
        Z3_solver_assert(q.c, q.s, lt(&q, evs[0], evs[1]));
        Z3_solver_assert(q.c, q.s, lt(&q, evs[1], evs[2]));
    } else {
        /* evs[0]: the read, evs[1]: the null write it is to see */
        long r = evs[0], w = evs[1];
        Z3_ast conj = lt(&q, w, r);
        for (long w2 = lo; w2 <= hi; w2++) {
            const Ev *g = at(w2);
            if (w2 != w && g->kind == EV_WRITE && same_var(g, at(r)) && KEPT(w2))
                conj = and2(&q, conj, or2(&q, lt(&q, w2, w), lt(&q, r, w2)));
        }
        Z3_solver_assert(q.c, q.s, conj);
    }
    if (getenv("MCM_DEBUG")) {
        for (long p = lo; p <= hi; p++) {
            const Ev *e = at(p);
            if (p <= cut[e->tid] || e->kind == EV_EDGE)
                fprintf(stderr, "mcm %ld: t%d %s clk=%u %s%s%s%s src=%d key=%lx val=%llx old=%llx\n", p, e->tid,
                        (const char *[]){"read", "write", "acq", "rel", "edge"}[e->kind], e->clk,
                        KEPT(p) ? "kept" : "-", req[p - lo] ? " value" : "", valued[p - lo] ? " valued" : "",
                        e->flags & EVF_BRANCH ? " after-branch" : "", e->src, (unsigned long)e->key, (unsigned long long)e->value,
                        (unsigned long long)e->old);
        }
        fprintf(stderr, "%s\n", Z3_solver_to_string(q.c, q.s));
    }
    /* A witness where every read keeps its value first, when there is one:
     * a confirming run that follows it then takes the observed paths
     * (witness.c); else one where k reads see another value. Only for
     * small queries: after a push Z3 solves incrementally, much slower (and
     * past its time limit) on a big one (labelled CounterObject: 1000
     * increments, minutes). */
    Z3_lbool st = Z3_L_UNDEF;
    if (n_relax && terms < MCM_STRICT_TERMS) {
        Z3_solver_push(q.c, q.s);
        for (int i = 0; i < n_relax; i++)
            Z3_solver_assert(q.c, q.s, Z3_mk_not(q.c, relax[i]));
        st = Z3_solver_check(q.c, q.s);
        if (st != Z3_L_TRUE)
            Z3_solver_pop(q.c, q.s, 1);
    }
    free(relax);
    if (st != Z3_L_TRUE)
        st = Z3_solver_check(q.c, q.s);
    result = st == Z3_L_TRUE ? MCM_SAT : st == Z3_L_FALSE ? MCM_UNSAT : MCM_UNKNOWN;
    if (result == MCM_SAT && witness && wn) {
        Z3_model m = Z3_solver_get_model(q.c, q.s);
        Z3_model_inc_ref(q.c, m);
        /* The kept events by their place; consecutive ones of a thread as one segment. */
        typedef struct { int64_t v; long p; } Slot;
        Slot *order = tool_calloc(sizeof(Slot) * (size_t)n);
        long k = 0;
        for (long p = lo; p <= hi; p++) {
            if (!KEPT(p) || !q.o[p - lo])
                continue;
            Z3_ast val = NULL;
            int64_t v = 0;
            if (Z3_model_eval(q.c, m, q.o[p - lo], true, &val) && Z3_get_numeral_int64(q.c, val, &v))
                order[k++] = (Slot){v, p};
        }
        for (long i = 1; i < k; i++)
            for (long j = i; j > 0 && (order[j - 1].v > order[j].v ||
                                        (order[j - 1].v == order[j].v && order[j - 1].p > order[j].p)); j--) {
                Slot t = order[j];
                order[j] = order[j - 1];
                order[j - 1] = t;
            }
        long *L = tool_calloc(sizeof(long) * (size_t)(k + 1));
        for (long i = 0; i < k; i++)
            L[i] = order[i].p;
        build_witness(kind, evs, nev, L, k, lo, hi, cut);
        free(L);
        size_t used = 0;
        int segs = 0;
        /* From the first event of the prediction's threads on (what comes
         * before is the threads being started). */
        long from = 0;
        while (from < k) {
            bool mine = false;
            for (int i = 0; i < nev; i++)
                mine |= at(order[from].p)->tid == at(evs[i])->tid;
            if (mine)
                break;
            from++;
        }
        for (long i = from; i < k; i++) {
            const Ev *e = at(order[i].p);
            bool last_of_seg = i + 1 == k || at(order[i + 1].p)->tid != e->tid;
            if (!last_of_seg)
                continue;
            long firstp = i;
            while (firstp > from && at(order[firstp - 1].p)->tid == e->tid)
                firstp--;
            char loc[600] = "";
            /* the segment's last access with a code location */
            for (long x = i; x >= firstp; x--)
                if (at(order[x].p)->m) {
                    location_text(loc, sizeof loc, at(order[x].p)->m, at(order[x].p)->bci);
                    break;
                }
            int w = snprintf(witness + used, wn - used, "%s\"%s\" %ld event%s%s%s", segs ? ", then " : "",
                             threads_by_idx[e->tid]->name, i - firstp + 1, i - firstp ? "s" : "",
                             loc[0] ? " to " : "", loc);
            if (w < 0 || (size_t)w >= wn - used)
                break;
            used += (size_t)w;
            segs++;
        }
        free(order);
        Z3_model_dec_ref(q.c, m);
    }
done:
    Z3_params_dec_ref(q.c, params);
    Z3_solver_dec_ref(q.c, q.s);
    Z3_del_context(q.c);
    free(q.o);
    free(lastp);
    free(part);
out:
    free(src);
    free(req);
    free(valued);
    free(cut);
    if (result == MCM_SAT)
        mcm_sat++;
    else if (result == MCM_UNSAT)
        mcm_unsat++;
    else
        mcm_unknown++;
    mcm_seconds += (double)(clock() - t0) / CLOCKS_PER_SEC;
    return result;
}

/* Ask the model about a prediction and say what it answered in the
 * report: the witness schedule, or why there is none. */
int mcm_annotate(Str *text, Str *json, int kind, const long *evs)
{
    if (predict_quiet)
        return MCM_UNKNOWN; /* (a confirming run reports nothing) */
    int nev = kind == MCM_ATOM ? 3 : 2;
    for (int i = 0; i < nev; i++)
        if (evs[i] < 0) {
            /* With fewer events than the window holds, none has left it: the
             * access is not an event of the model (a volatile or a JDK
             * collection's, say); raising the window would not help. */
            if (enabled && count <= cap)
                str_addf(text, "  (maximal causal model: not checked, an access is not one of its events)\n");
            else if (enabled)
                str_addf(text, "  (maximal causal model: not checked, an access is older than the window of %ld events, or not one of its events)\n", cap);
            str_addf(json, ", \"mcm\": \"not checked\"");
            return MCM_UNKNOWN;
        }
    char *w = tool_calloc(8192);
    int r = mcm_check(kind, evs, w, 8192);
    if (r == MCM_SAT) {
        str_addf(text, "  witness (maximal causal model, Z3): %s\n", w);
        str_addf(json, ", \"mcm\": \"feasible\", \"witness\": ");
        str_add_json(json, w);
    } else if (r == MCM_UNSAT) {
        str_addf(text, "  (maximal causal model: no schedule keeps every earlier read's value%s)\n",
                mcm_k ? " but the relaxed k" : "");
        str_addf(json, ", \"mcm\": \"infeasible\"");
    } else {
        str_addf(text, "  (maximal causal model: no answer within the limits)\n");
        str_addf(json, ", \"mcm\": \"unknown\"");
    }
    free(w);
    return r;
}
