/* Atomicity violations and null dereferences predicted from the observed
 * run (issue 12, second part). predict.c calls in at every access of the
 * program's data; the clocks, stacks and locksets are its own (model.h).
 *
 * Atomicity (jPredictor's pattern, Chen et al. 2008): a thread reads a
 * variable in one critical section (the check: that section writes it
 * not) and writes it in a later critical section of the same call (the
 * act: one method activation, or two methods one caller calls in turn); a
 * write of another thread can run between the two. Outside the program's
 * locks a volatile access of the program's (its own volatile fields, an
 * atomic's get/set, a ConcurrentHashMap's value) is a section of its own;
 * a synchronized collection's method is a section of its lock.
 * It can when it is not ordered before the check nor after the act by
 * happens-before alone (hvc: start/join, volatiles, the JDK's
 * synchronisation; the program's own locks do not order, since another
 * schedule runs their sections in another order). Three cases by where the
 * other write fell in the observed run: before the check (remembered per
 * thread as its last write under a lock), between (it happened: the run
 * itself was unserialisable), after the act (each thread's last check/act
 * pair is kept). The activation is told by the stack below the innermost
 * application frame; without data-flow events, "the act depends on the
 * check" is approximated by "same activation, and the check's section did
 * not write the variable itself" (a read-modify-write in each of two
 * sections is two atomic steps, not a violation).
 *
 * Null dereferences (ExceptioNULL, Farzan et al. 2012): a read of a
 * reference variable that returned an object the same thread then
 * dereferenced (a field, element or monitor of that object was used
 * next), and a write of null to the same variable by another thread that
 * can come before the read: not ordered after it by happens-before, and not
 * shut out by a lock the reading thread held from the access before the
 * read (a check under the same lock) through the read. The confirming run
 * holds the reader after that previous access, lets the null write happen
 * and sees whether a NullPointerException follows. Reads are remembered
 * until their dereference in a small ring keyed by the value read (no
 * stack walk per read); a read whose value is tested and not used (a
 * local copy checked for null) is a prediction that confirmation rejects.
 *
 * Both are predictions; confirm.c re-executes each and reports only what
 * happened (see confirm_seq.c). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "predict.h"

bool opt_atomicity = true, opt_npe = true;
bool branches_counted;

#define PT_THREADS 4 /* threads remembered per variable */

/* The call an access belongs to (activation(), below). */
typedef struct Call {
    uint64_t h0, h1;
} Call;

/* A code location with the kind of access, and the thread's section then. */
typedef struct Where {
    RtiMethod *m;
    int32_t bci;
    bool write, valid;
    uint32_t sect;
    RtiObject *holder; /* the variable: its object (NULL: static) and key */
    uintptr_t key;
} Where;

typedef struct PThread {
    Where last, prev; /* the thread's last two accesses */
} PThread;

typedef struct AtomThr {
    int32_t tid; /* -1: free slot */
    /* The section of its last access to the variable, and what it did there. */
    uint32_t cur_sect;
    bool cur_read, cur_wrote;
    Acc cur_r, cur_w2, cur_w2_pre; /* (_pre: see lastw_pre) */
    Call cur_act;
    uint32_t cur_br; /* the thread's branches before its read there */
    uint32_t cur_abr; /* of them, the program's own */
    int8_t cur_after; /* a thread whose check and act that read came after,
                         unordered (before the read's own acquire), or -1 */
    /* The last pure check (a read in an ended section that did not write). */
    bool chk_valid;
    bool cur_spin, chk_spin; /* the read ended a poll (see atomicity_access) */
    Acc chk, chk_w2, chk_w2_pre;
    Call chk_act;
    uint32_t chk_br;
    /* The last check and act, for a write that comes after both. */
    bool pair_valid;
    Acc pair_r, pair_w;
    Acc lastw; /* its last write under a lock */
    /* Its check before that write (its own read of the variable in an
     * earlier section): a confirming run may let the writer run up to there
     * and hold it, where keeping it back from the start left the variable
     * without what its earlier writes made (a ConcurrentHashMap's node for
     * a key: hunt 12 F4). */
    Acc lastw_pre;
    /* Null dereferences */
    Acc deref; /* a read it dereferenced (stack: at the dereference) */
    Where deref_pred, deref_read;
    Acc nullw; /* its last write of null */
} AtomThr;

/* A variable's records, one per thread that used it, up to PT_THREADS: most
 * variables are used by one thread, so the array grows as threads come. */
typedef struct PVar {
    int n;    /* records in t */
    int next; /* the record to reuse when all PT_THREADS are taken */
    AtomThr t[];
} PVar;

/* A variable used by one thread (most) has its record from a pool (mem.h). */
static ToolPool pvar1_pool = {sizeof(PVar) + sizeof(AtomThr)};

static void acc_clear(Acc *a) { a->tid = -1; }

/* The calling thread's record. It stays where it is until the next call. */
static AtomThr *slot(Var *v, int tid)
{
    PVar *p = v->pat;
    for (int i = 0; p && i < p->n; i++)
        if (p->t[i].tid == tid)
            return &p->t[i];
    AtomThr *s;
    if (!p) {
        rti_note_memory(E, pvar1_pool.size);
        p = v->pat = tool_pool_get(&pvar1_pool);
        p->n = 1;
        s = &p->t[0];
    } else if (p->n < PT_THREADS) {
        int n = p->n + 1;
        rti_note_memory(E, sizeof(AtomThr));
        if (n == 2) {
            PVar *q = tool_calloc(sizeof(PVar) + sizeof(AtomThr) * 2);
            memcpy(q, p, pvar1_pool.size);
            tool_pool_put(&pvar1_pool, p);
            p = q;
        } else {
            p = tool_realloc(p, sizeof(PVar) + sizeof(AtomThr) * (size_t)n);
        }
        p->n = n;
        v->pat = p;
        s = &p->t[n - 1];
    } else {
        s = &p->t[p->next];
        p->next = (p->next + 1) % PT_THREADS;
    }
    memset(s, 0, sizeof *s);
    s->tid = tid;
    acc_clear(&s->cur_r);
    acc_clear(&s->cur_w2);
    acc_clear(&s->cur_w2_pre);
    acc_clear(&s->chk_w2_pre);
    acc_clear(&s->lastw_pre);
    acc_clear(&s->chk);
    acc_clear(&s->chk_w2);
    acc_clear(&s->pair_r);
    acc_clear(&s->pair_w);
    acc_clear(&s->lastw);
    acc_clear(&s->deref);
    acc_clear(&s->nullw);
    return s;
}

void patterns_var_free(Var *v)
{
    if (v->pat && v->pat->n == 1)
        tool_pool_put(&pvar1_pool, v->pat);
    else
        free(v->pat);
    v->pat = NULL;
}

static PThread *pthread_of(TInfo *ti)
{
    if (!ti->pt)
        ti->pt = tool_calloc(sizeof(PThread));
    return ti->pt;
}

/* The call an access belongs to, as two hashes of method activations: h0,
 * the innermost application frame's method and every frame below it with
 * its bci; h1, the same one frame further out (its caller, when that is an
 * application frame; else 0). A check and an act are in the same call when
 * one activation encloses both as its own code or as a direct callee: the
 * two critical sections of one method, or two synchronized methods it calls
 * one after the other (`if (s.size() > 0) s.pop()`, `set(get() + 1)`). */
static uint64_t activation_at(const RtiLocation *f, int depth, int i)
{
    uint64_t h = (uint64_t)(uintptr_t)(i < depth ? f[i].method : NULL) * 0x9e3779b97f4a7c15ull;
    for (int j = i + 1; j < depth; j++)
        h = (h ^ (uint64_t)(uintptr_t)f[j].method ^ ((uint64_t)(uint32_t)f[j].bci << 40)) * 0xff51afd7ed558ccdull;
    return h;
}

static Call activation(const RtiLocation *f, int depth)
{
    int i = 0;
    while (i < depth && (!f[i].method || (class_flags(rti_method_class(f[i].method)) & C_JDK)))
        i++;
    if (i == depth)
        i = 0;
    Call c = {activation_at(f, depth, i), 0};
    if (i + 1 < depth && f[i + 1].method && !(class_flags(rti_method_class(f[i + 1].method)) & C_JDK))
        c.h1 = activation_at(f, depth, i + 1);
    return c;
}

static bool same_call(Call a, Call b)
{
    return a.h0 == b.h0 || (a.h1 && (a.h1 == b.h1 || a.h1 == b.h0)) || (b.h1 && b.h1 == a.h0);
}

/* activation() of interned stacks met lately, by stack id (id + 1, so that
 * a zeroed entry matches nothing): the hash walks every frame, and an access
 * in a loop meets the same stack again and again. */
#define ACT_MEMOS 256 /* a power of two */
static struct ActMemo {
    uint32_t id1;
    Call call;
} act_memo[ACT_MEMOS];

static Acc here(const RtiAccess *acc, TInfo *ti, Call *act)
{
    const Stack *st;
    Acc a = {ti->idx, now(ti), current_stack(ti, acc->thread, acc->where.bci, &st), ti->lockset};
    if (act) {
        struct ActMemo *m = &act_memo[(a.stack * 0x9e3779b1u >> 24) & (ACT_MEMOS - 1)];
        if (m->id1 != a.stack + 1)
            *m = (struct ActMemo){a.stack + 1, activation(st->frames, st->depth)};
        *act = m->call;
    }
    return a;
}

static const char *loc_of(char *buf, size_t n, const Acc *a)
{
    const Stack *st = stacks_get(a->stack);
    int i = first_app_frame(st);
    location_text(buf, n, st->depth ? st->frames[i].method : NULL, st->depth ? st->frames[i].bci : 0);
    return buf;
}

/* ---- Atomicity ------------------------------------------------------------------------ */

/* pre: the other thread's own check before its write, or none (tid < 0). */
/* The confirming run's spec of an atomicity violation (confirm_seq.c), in
 * spec (empty when a stack is missing), and the writer's check before its
 * write in pre_site (empty when there is none). */
static void atom_spec(char *spec, size_t n, char *pre_site, size_t np, const RtiAccess *acc, const Acc *check,
                      const Acc *other, const Acc *pre, const Acc *act)
{
    char a[2000], b[2000], c[2000];
    const Stack *s1 = stacks_get(check->stack), *s2 = stacks_get(other->stack), *s3 = stacks_get(act->stack);
    spec[0] = pre_site[0] = 0;
    if (!s1->depth || !s2->depth || !s3->depth || !s1->frames[0].method || !s2->frames[0].method ||
        !s3->frames[0].method)
        return;
    confirm_site(a, sizeof a, s1, false);
    confirm_site(b, sizeof b, s2, true);
    confirm_site(c, sizeof c, s3, true);
    snprintf(spec, n, "atom:%s+%s+%s+t=%lld", a, b, c, (long long)threads_by_idx[check->tid]->id);
    /* The field: a check inside the JDK's code may be met at another bci
     * of the same method in the confirming run (confirm_seq.c, meets). */
    if (acc->field) {
        size_t k = strlen(spec);
        snprintf(spec + k, n - k, "+f=%s.%s", rti_class_name(rti_field_class(acc->field)), rti_field_name(acc->field));
    }
    const Stack *s0 = pre->tid >= 0 ? stacks_get(pre->stack) : NULL;
    if (s0 && s0->depth && s0->frames[0].method)
        confirm_site(pre_site, np, s0, false);
}

static void report_atomicity(const RtiAccess *acc, const Acc *check, const Acc *other, const Acc *pre, const Acc *act)
{
    char var[2048], base[2048], l1[1024], l3[1024], key[6000], spec[6400], d[2000];
    var_name(acc, var, sizeof var, base, sizeof base);
    snprintf(key, sizeof key, "atom|%s|%s|%s", base, loc_of(l1, sizeof l1, check), loc_of(l3, sizeof l3, act));
    if (seen_key(key)) {
        /* Met again, now with the writer's check before its write, which
         * the first report lacked: its second confirming run needs it (a
         * skip list's get-then-put, whose node the writer's first put
         * makes, is first met without it). */
        if (pre->tid >= 0) {
            atom_spec(spec, sizeof spec, d, sizeof d, acc, check, other, pre, act);
            if (spec[0] && d[0])
                confirm_add_pre(spec, d);
        }
        return;
    }
    refresh_thread_names();
    Str text = {0}, json = {0};
    str_addf(&text, "==== Predict: atomicity violation on %s\n", var);
    str_addf(&json, "\"kind\": \"atomicity-violation\", \"variable\": ");
    str_add_json(&json, var);
    /* Outside any lock, each access of a volatile is a step of its own
     * (a volatile count++: its read, then its write): "critical section"
     * named what the program does not have (hunt 8). */
    bool locked = sets[check->lockset].n || sets[act->lockset].n;
    str_addf(&text, locked ? "  the check, in one critical section:\n" : "  the check, one atomic step:\n");
    str_addf(&json, ", \"check\": ");
    access_text(&text, &json, "", false, check);
    str_addf(&text, locked ? "  the act, in a later critical section of the same call:\n"
                           : "  the act, a later step of the same call:\n");
    str_addf(&json, ", \"act\": ");
    access_text(&text, &json, "", true, act);
    str_addf(&text, "  and another thread's write, which another schedule runs between them:\n");
    str_addf(&json, ", \"between\": ");
    access_text(&text, &json, "", true, other);
    str_addf(&text, "  (the value checked can be stale when the act runs)\n");
    RtiObject *holder = acc->is_static ? NULL : acc->object;
    uintptr_t vkey = acc->field ? (uintptr_t)acc->field : (uintptr_t)acc->index + 1;
    long evs[3] = {mcm_find(check, holder, vkey, false), mcm_find(other, holder, vkey, true),
                   mcm_find(act, holder, vkey, true)};
    int verdict = mcm_annotate(&text, &json, MCM_ATOM, evs);
    atom_spec(spec, sizeof spec, d, sizeof d, acc, check, other, pre, act);
    if (spec[0] && d[0]) {
        size_t k = strlen(spec);
        snprintf(spec + k, sizeof spec - k, "+pre=%s", d);
    }
    confirm_add(text.s, json.s, spec, threads_by_idx[other->tid]->id, verdict);
    free(text.s);
    free(json.s);
}

/* sect: the critical section the access is in (0: none); no_act: a write
 * that cannot be an act. */
static void atomicity_access(const RtiAccess *acc, TInfo *ti, Var *v, uint32_t sect, bool no_act)
{
    if (!sect) {
        /* Outside any critical section the pattern is a race, reported as one. */
        if (v->pat)
            for (int i = 0; i < v->pat->n; i++)
                if (v->pat->t[i].tid == ti->idx)
                    v->pat->t[i].chk_valid = false;
        return;
    }
    AtomThr *me = slot(v, ti->idx);
    if (me->cur_sect != sect) {
        /* A pure check supersedes the one before, unless that one was
         * followed by a branch and this is a second look in the same call
         * (`if (s.size() > 0) s.remove(s.size() - 1)`: the branch decided
         * on the first). */
        bool keep = me->chk_valid && branches_counted && me->cur_br != me->chk_br &&
                    same_call(me->chk_act, me->cur_act);
        if (me->cur_sect && me->cur_read && !me->cur_wrote && !keep) {
            me->chk_valid = true;
            me->chk = me->cur_r;
            me->chk_w2 = me->cur_w2;
            me->chk_w2_pre = me->cur_w2_pre;
            me->chk_act = me->cur_act;
            me->chk_br = me->cur_br;
            me->chk_spin = me->cur_spin;
        }
        me->cur_sect = sect;
        me->cur_read = me->cur_wrote = false;
        acc_clear(&me->cur_w2);
        acc_clear(&me->cur_w2_pre);
    }
    PVar *p = v->pat;
    if (!acc->is_write) {
        if (me->cur_read || me->cur_wrote)
            return; /* only a section's first access can be a check */
        me->cur_read = true;
        me->cur_r = here(acc, ti, &me->cur_act);
        me->cur_br = ti->n_branch;
        me->cur_abr = ti->n_app_branch;
        /* The same read again (a loop polling, a guarded wait's condition):
         * what this section does depends on this check, not the old one. */
        me->cur_spin = me->chk_valid && me->chk.stack == me->cur_r.stack;
        if (me->cur_spin)
            me->chk_valid = false;
        /* A write another thread made before, which nothing but the
         * program's locks orders before this read. */
        for (int i = 0; i < p->n; i++) {
            AtomThr *u = &p->t[i];
            if (u != me && u->tid >= 0 && u->lastw.tid >= 0 && !hard_ordered(ti, &u->lastw)) {
                me->cur_w2 = u->lastw;
                me->cur_w2_pre = u->lastw_pre;
                break;
            }
        }
        /* Another thread's check and act this read comes after unordered: a
         * write of this section comes after them unordered too, though the
         * read's own acquire (a volatile's) orders it by then. */
        me->cur_after = -1;
        for (int i = 0; i < p->n; i++) {
            AtomThr *u = &p->t[i];
            if (u != me && u->tid >= 0 && u->pair_valid && !hard_ordered(ti, &u->pair_w)) {
                me->cur_after = (int8_t)i;
                break;
            }
        }
        return;
    }
    if (me->cur_wrote)
        return;
    me->cur_wrote = true;
    Call act;
    Acc cur = here(acc, ti, &act);
    /* An act whose section read the variable first (a read-modify-write:
     * a pop, a merge) depends on the check only through a branch taken
     * after it (`if (s.size() > 0) s.pop()`): with none between, the check
     * was a look whose value nothing used (`map.get(k); map.merge(k, ...)`). */
    bool depends = !me->cur_read || !branches_counted || me->cur_br != me->chk_br;
    /* A poll that waited for another thread's write (`while (counter == 0)
     * Thread.yield();`) is how the thread synchronised with it, not a check
     * an act relies on: a plain write after it (`counter = 0`, a reset once
     * the worker has moved) sets no value the poll saw. A read-modify-write
     * after it (`while (avail == 0) ...; avail = avail - 1;`, two consumers)
     * still is one. Before RTI ids were right for main, main's polls were
     * never confirmed; OkSpinOnWorker and tests/java/ThreadStopSuspend
     * showed the false alarm then. */
    if (me->chk_spin && !me->cur_read)
        depends = false;
    /* A section that reads the variable, branches in the program's code and
     * then writes it re-checked what it acts on (`synchronized (lock) { if
     * (!valid) { load(); valid = true; } }` after a fast path that looked
     * at valid under the lock): the write depends on that read, not on the
     * old check (hunt 7, OkRecheckUnderLock). A branch on something else in
     * between looks the same: such a violation is missed. */
    if (me->cur_read && branches_counted && ti->n_app_branch != me->cur_abr)
        depends = false;
    if (me->chk_valid && depends && !no_act && same_call(me->chk_act, act)) {
        if (me->chk_w2.tid >= 0)
            report_atomicity(acc, &me->chk, &me->chk_w2, &me->chk_w2_pre, &cur);
        me->pair_valid = true;
        me->pair_r = me->chk;
        me->pair_w = cur;
    }
    Acc pre = me->chk;
    if (!me->chk_valid)
        acc_clear(&pre);
    me->chk_valid = false;
    me->lastw = cur;
    me->lastw_pre = pre;
    for (int i = 0; i < p->n; i++) {
        AtomThr *u = &p->t[i];
        if (u == me || u->tid < 0)
            continue;
        if (u->chk_valid && u->chk_w2.tid < 0) {
            u->chk_w2 = cur; /* between its check and its act: it happened */
            u->chk_w2_pre = pre;
        }
        if (u->cur_read && !u->cur_wrote && u->cur_w2.tid < 0) {
            u->cur_w2 = cur;
            u->cur_w2_pre = pre;
        }
        if (u->pair_valid && (!hard_ordered(ti, &u->pair_w) || (me->cur_read && me->cur_after == i))) {
            u->pair_valid = false;
            report_atomicity(acc, &u->pair_r, &cur, &pre, &u->pair_w);
        }
    }
}

/* ---- Null dereferences ------------------------------------------------------------------ */

/* Reads of non-null references waiting for their dereference, keyed by the
 * value read (direct-mapped; a lost entry is a missed prediction). */
#define RING 64
typedef struct Pending {
    RtiObject *value;
    int32_t tid;
    uint32_t clk;
    int32_t lockset;
    RtiObject *holder;
    uintptr_t key;
    Where read, pred;
} Pending;
static Pending ring[RING];

static inline unsigned ring_slot(RtiObject *o) { return (unsigned)(((uintptr_t)o >> 4) * 0x9e3779b1u >> 26) & (RING - 1); }

/* A holder's shadow counts the ring's entries (value not NULL) that name one
 * of its variables, so that its collection looks through the ring only
 * when one does (a holder always has a shadow: its variable has a record). */
static void ring_clear(Pending *pe)
{
    if (pe->value && pe->holder)
        ((Shadow *)rti_xget_ptr(pe->holder, xf_shadow))->ring_holds--;
    pe->value = NULL;
}

/* An object was collected: forget reads of it or of variables in it. A
 * read of it can only be in its own slot. */
void patterns_forget(RtiObject *obj, Shadow *s)
{
    Pending *pe = &ring[ring_slot(obj)];
    if (pe->value == obj)
        ring_clear(pe);
    for (int i = 0; s && s->ring_holds && i < RING; i++)
        if (ring[i].value && ring[i].holder == obj)
            ring_clear(&ring[i]);
}

static bool site_text(char *buf, size_t n, const Where *w)
{
    if (!w->valid || !w->m)
        return false;
    snprintf(buf, n, "%s.%s%s@%d:%c", rti_class_name(rti_method_class(w->m)), rti_method_name(w->m),
             rti_method_descriptor(w->m), w->bci, w->write ? 'w' : 'r');
    return true;
}

static void report_npe(RtiObject *holder, uintptr_t key, const AtomThr *reader, const Acc *nullw)
{
    /* The variable's name, as for an access to it. */
    RtiAccess a = {0};
    a.object = holder;
    a.is_static = holder == NULL;
    if (holder && rti_class_is_array(rti_object_class(holder))) {
        a.index = (int32_t)(key - 1);
    } else {
        a.field = (RtiField *)key;
        a.index = -1;
    }
    char var[2048], base[2048], l1[1024], l2[1024], key_text[6000];
    var_name(&a, var, sizeof var, base, sizeof base);
    snprintf(key_text, sizeof key_text, "npe|%s|%s|%s", base, loc_of(l1, sizeof l1, &reader->deref),
             loc_of(l2, sizeof l2, nullw));
    if (seen_key(key_text))
        return;
    refresh_thread_names();
    Str text = {0}, json = {0};
    str_addf(&text, "==== Predict: null dereference of %s\n", var);
    str_addf(&json, "\"kind\": \"null-dereference\", \"variable\": ");
    str_add_json(&json, var);
    str_addf(&text, "  read of a non-null value, then dereferenced (here):\n");
    str_addf(&json, ", \"dereference\": ");
    access_text(&text, &json, "", false, &reader->deref);
    str_addf(&text, "  a write of null that another schedule runs before the read:\n");
    str_addf(&json, ", \"null_write\": ");
    access_text(&text, &json, "", true, nullw);
    str_addf(&text, "  (the read would see null: a NullPointerException)\n");
    long evs[2] = {mcm_find_at(reader->deref.tid, reader->deref.clk, reader->deref_read.m, reader->deref_read.bci,
                               holder, key, false),
                   mcm_find(nullw, holder, key, true)};
    int verdict = mcm_annotate(&text, &json, MCM_NPE, evs);
    char p[2000] = "start", r[2000], w[2000], spec[6400];
    const Stack *ws = stacks_get(nullw->stack);
    if (reader->deref_pred.valid)
        site_text(p, sizeof p, &reader->deref_pred);
    if (ws->depth && ws->frames[0].method && site_text(r, sizeof r, &reader->deref_read)) {
        confirm_site(w, sizeof w, ws, true);
        bool same = reader->deref_pred.valid && reader->deref_pred.holder == holder && reader->deref_pred.key == key;
        /* +free: the read held no lock, so T is held once out of its sections */
        snprintf(spec, sizeof spec, "npe:%s+%s+%s%s%s+t=%lld", p, w, r, same ? "+same" : "",
                 reader->deref.lockset ? "" : "+free", (long long)threads_by_idx[reader->tid]->id);
    } else {
        spec[0] = 0;
    }
    confirm_add(text.s, json.s, spec, threads_by_idx[nullw->tid]->id, verdict);
    free(text.s);
    free(json.s);
}

/* Can the null write come before the read? Not when the read is ordered
 * before it, nor when the reader held a lock the writer needs from the
 * access before the read (the check) through the read. */
static bool null_can_precede(const AtomThr *reader, const Acc *nullw, const TInfo *writer)
{
    if (writer && hard_ordered(writer, &reader->deref))
        return false;
    if (reader->deref_pred.valid && reader->deref_pred.sect == reader->deref_read.sect &&
        !locksets_disjoint(reader->deref.lockset, nullw->lockset))
        return false;
    return true;
}

static void dereferenced(const Pending *pe, TInfo *ti, RtiThread *t, int32_t bci)
{
    Var *v = var_of(pe->holder, pe->key);
    AtomThr *me = slot(v, ti->idx);
    me->deref = (Acc){ti->idx, pe->clk, current_stack(ti, t, bci, NULL), pe->lockset};
    me->deref_read = pe->read;
    me->deref_pred = pe->pred;
    for (int i = 0; i < v->pat->n; i++) {
        AtomThr *u = &v->pat->t[i];
        /* A null written before, by a thread not ordered before the read. */
        if (u != me && u->tid >= 0 && u->nullw.tid >= 0 && !hard_ordered(ti, &u->nullw) &&
            null_can_precede(me, &u->nullw, NULL))
            report_npe(pe->holder, pe->key, me, &u->nullw);
    }
}

void patterns_deref(TInfo *ti, RtiThread *t, RtiObject *obj, int32_t bci)
{
    if (!obj)
        return;
    Pending *pe = &ring[ring_slot(obj)];
    if (pe->value != obj || pe->tid != ti->idx)
        return;
    Pending copy = *pe;
    ring_clear(pe);
    dereferenced(&copy, ti, t, bci);
}

static void null_written(const RtiAccess *acc, TInfo *ti, Var *v)
{
    AtomThr *me = slot(v, ti->idx);
    me->nullw = here(acc, ti, NULL);
    for (int i = 0; i < v->pat->n; i++) {
        AtomThr *u = &v->pat->t[i];
        if (u != me && u->tid >= 0 && u->deref.tid >= 0 && null_can_precede(u, &me->nullw, ti))
            report_npe(acc->is_static ? NULL : acc->object, acc->field ? (uintptr_t)acc->field : (uintptr_t)acc->index + 1,
                       u, &me->nullw);
    }
}

/* ---- Entry points ------------------------------------------------------------------------ */

void patterns_touch(const RtiAccess *acc, TInfo *ti)
{
    if (opt_npe && acc->object)
        patterns_deref(ti, acc->thread, acc->object, acc->where.bci);
    PThread *pt = pthread_of(ti);
    pt->prev = pt->last;
    pt->last = (Where){acc->where.method, acc->where.bci, acc->is_write, true, ti->sect,
                       acc->is_static ? NULL : acc->object,
                       acc->field ? (uintptr_t)acc->field : (uintptr_t)acc->index + 1};
}

static void npe_access(const RtiAccess *acc, TInfo *ti, Var *v)
{
    bool ref = acc->type == 'L' || acc->type == '[';
    bool app = !(class_flags(rti_method_class(acc->where.method)) & C_JDK);
    if (ref && app) {
        if (acc->is_write && !acc->value.a) {
            null_written(acc, ti, v);
        } else if (!acc->is_write && acc->value.a) {
            PThread *pt = pthread_of(ti);
            Pending *pe = &ring[ring_slot(acc->value.a)];
            ring_clear(pe);
            *pe = (Pending){acc->value.a, ti->idx, now(ti), ti->lockset, acc->is_static ? NULL : acc->object,
                            acc->field ? (uintptr_t)acc->field : (uintptr_t)acc->index + 1, pt->last, pt->prev};
            if (pe->holder)
                ((Shadow *)rti_xget_ptr(pe->holder, xf_shadow))->ring_holds++;
            rti_want_free(acc->value.a); /* so that its collection clears the entry */
        }
    }
}

void patterns_volatile(const RtiAccess *acc, TInfo *ti, Var *v)
{
    if (opt_npe)
        npe_access(acc, ti, v);
}

void patterns_access(const RtiAccess *acc, TInfo *ti, Var *v)
{
    if (opt_npe)
        npe_access(acc, ti, v);
    if (opt_atomicity)
        atomicity_access(acc, ti, v, ti->lockset ? ti->sect : 0, false);
}

void patterns_atomicity(const RtiAccess *acc, TInfo *ti, Var *v)
{
    if (opt_atomicity)
        atomicity_access(acc, ti, v, ti->lockset ? ti->sect : 0, false);
}

void patterns_volatile_atomicity(const RtiAccess *acc, TInfo *ti, Var *v, bool rmw, bool no_act)
{
    if (!opt_atomicity)
        return;
    if (ti->lockset) {
        atomicity_access(acc, ti, v, ti->sect, no_act);
        return;
    }
    /* Outside the program's locks a volatile access is a critical section
     * of its own (numbered apart from the lock sections, high bit set); a
     * read-modify-write's write is in its read's. */
    if (!rmw)
        ti->vsect = (ti->vsect + 1) & 0x7fffffffu;
    atomicity_access(acc, ti, v, 0x80000000u | ti->vsect, no_act);
}
