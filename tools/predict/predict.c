/* Predict: predictive data-race detection from one observed run (issue 12,
 * first part), written only against the public RTI. confirm.c re-executes
 * each prediction and reports the confirmed ones.
 *
 * The run is observed as it happens and every access to shared memory is
 * checked against the earlier conflicting accesses with vector clocks
 * (FastTrack, Flanagan and Freund 2009: a variable keeps the epoch of its
 * last write, of its last write holding no lock, and of one thread's last
 * reads, inflating to a per-thread read vector only while reads by several
 * threads are unordered). Two conflicting accesses by different threads,
 * unordered by the relation below and holding no common lock, are a
 * predicted race: another schedule of the same program runs them back to
 * back, whatever the observed run did.
 *
 * The relation. Program order; thread start (parent -> child); thread end
 * -> join (the end is released into the java.lang.Thread object's monitor,
 * which join() takes); volatile write -> the reads of that write (Unsafe and
 * VarHandle accesses with volatile semantics too, so atomics and the j.u.c.
 * synchronizers' state words: latches, barriers, executors and futures come
 * for free), except from one numeric read-modify-write to the next
 * (volatile_sync); notify -> the return of the wait it woke; unpark -> the return
 * of park (taken at the parked thread's next event: the VM reports only
 * park's start). Locks by who takes them (classify_sync): a lock the JDK
 * takes for the program (synchronized collections, blocking queues, join)
 * orders release -> acquire; the JDK's machinery (I/O streams, class loading,
 * thread bookkeeping) orders nothing; the application's own locks order only
 * through what the sections read: a read under L of a value another thread
 * wrote under L is ordered after the release that ended that thread's
 * section (read_from_section), so sections that do not communicate may swap.
 * Static initialisers are ordered by class initialisation: their accesses,
 * and those of whatever they call (rti_thread_in_class_init), are not
 * checked.
 *
 * What is checked. Fields (not final, not volatile), statics and array
 * elements accessed by the application's code; and accesses made inside the
 * JDK on its behalf (an application frame below, no frame of a class built
 * for concurrency between it and the access) to the fields of plain
 * collections and string builders (ArrayList, HashMap, ... StringBuilder),
 * formats and calendars (SimpleDateFormat, DecimalFormat, Calendar;
 * names_watched_class) and to arrays from their methods and java.util.Arrays. Concurrency classes
 * (java.util.concurrent, the synchronized wrappers, Vector, Hashtable,
 * StringBuffer, ...) are never checked: their own synchronisation orders
 * their internals, and it is modelled. JDK (system) threads are not checked.
 *
 * Data. Per object, a shadow reached through an extra field on
 * java.lang.Object (freed when the object is collected): a table of variable
 * records (data variables with epochs, volatile variables with a clock), and
 * for a lock its clock, id and each thread's last releases; a name path (the
 * field or element that held it, for arrays and collections) and allocation
 * site. Statics live in one table. Per thread: its vector clock, held locks
 * (an interned lockset of lock ids), the clocks of unparks and notifies
 * addressed to it. Each recorded access keeps an interned stack and lockset,
 * so both sides of a race are reported with full stacks and the locks held. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "rti.h"
#include "model.h"
#include "../common/child.h"
#include "../common/hang.h"
#include "../common/escape.h"
#include "../common/names.h"
#include "../common/stacks.h"
#include "optimistic.h"
#include "predict.h"

static uint64_t n_data_events, n_sync_events; /* for the option stats */

PredictOptions predict_opt;

/* ---- Utilities --------------------------------------------------------------- */

/* ---- Vector clocks -------------------------------------------------------------- */



void clock_set(Clock *vc, int t, uint32_t v)
{
    if (t >= vc->n) {
        int nn = t + 8;
        vc->c = tool_realloc(vc->c, sizeof(uint32_t) * (size_t)nn);
        memset(vc->c + vc->n, 0, sizeof(uint32_t) * (size_t)(nn - vc->n));
        vc->n = nn;
    }
    vc->c[t] = v;
}

void clock_join(Clock *dst, const Clock *src)
{
    for (int i = 0; i < src->n; i++)
        if (src->c[i] > clock_get(dst, i))
            clock_set(dst, i, src->c[i]);
}

void clock_free(Clock *vc)
{
    free(vc->c);
    vc->c = NULL;
    vc->n = 0;
}

/* ---- Locksets ------------------------------------------------------------------------
 * Interned sorted arrays of lock entries: a lock's id (given at its first
 * acquisition, never reused, so a collected lock's address taken by a new
 * one cannot pass for it) shifted left, low bit set for a lock held only as
 * a read lock. Id 0 is the empty set. lock_objs maps ids to the live lock
 * objects (NULL once collected) for the reports. */


RtiEnv *E;
Lockset *sets;
static int n_sets, cap_sets;
static uint32_t *set_index; /* open addressing: set id + 1 */
static uint32_t set_index_cap;
RtiObject **lock_objs;
static uint32_t n_lock_ids = 1, cap_lock_ids;

static uint64_t lockset_hash(const uintptr_t *e, int n)
{
    uint64_t h = (uint64_t)n * 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < n; i++)
        h = tool_hash64(h ^ (uint64_t)e[i]);
    return h;
}

static int lockset_intern(const uintptr_t *e, int n)
{
    uint64_t h = lockset_hash(e, n);
    if ((uint32_t)(n_sets + 1) * 2 > set_index_cap) {
        uint32_t nc = set_index_cap ? set_index_cap * 2 : 256;
        uint32_t *ni = tool_calloc(sizeof(uint32_t) * nc);
        for (int i = 0; i < n_sets; i++) {
            uint32_t j = (uint32_t)sets[i].hash & (nc - 1);
            while (ni[j])
                j = (j + 1) & (nc - 1);
            ni[j] = (uint32_t)i + 1;
        }
        free(set_index);
        set_index = ni;
        set_index_cap = nc;
    }
    uint32_t j = (uint32_t)h & (set_index_cap - 1);
    while (set_index[j]) {
        Lockset *s = &sets[set_index[j] - 1];
        if (s->hash == h && s->n == n && (!n || !memcmp(s->e, e, sizeof(uintptr_t) * (size_t)n)))
            return (int)set_index[j] - 1;
        j = (j + 1) & (set_index_cap - 1);
    }
    if (n_sets == cap_sets) {
        cap_sets = cap_sets ? cap_sets * 2 : 64;
        sets = tool_realloc(sets, sizeof(Lockset) * (size_t)cap_sets);
    }
    Lockset *s = &sets[n_sets];
    s->n = n;
    s->hash = h;
    s->e = tool_calloc(sizeof(uintptr_t) * (size_t)(n ? n : 1));
    if (n)
        memcpy(s->e, e, sizeof(uintptr_t) * (size_t)n);
    set_index[j] = (uint32_t)n_sets + 1;
    return n_sets++;
}

/* A lock held by both (at least one of them exclusively). */

/* ---- Classes --------------------------------------------------------------------------
 * What the tool needs to know of a class, computed once (class data slot). */



static const char *const conc_prefixes[] = {
    "java/util/concurrent/", "java/util/Vector", "java/util/Stack",
    "java/util/Hashtable", "java/util/Properties", "java/lang/StringBuffer", "java/lang/Thread",
    "java/lang/ClassLoader", "java/lang/invoke/", "java/lang/ref/", "java/lang/reflect/", "jdk/internal/",
    "sun/", "java/io/", "java/nio/", "java/security/", "java/lang/Class", "java/lang/System",
    "java/lang/Runtime", "java/lang/Shutdown",
};

/* Synchronisation inside these is the JDK's business (an output stream's
 * lock, class loading, thread bookkeeping): it orders nothing the program
 * relies on, and taking it as happens-before would hide races between any
 * two threads that print. */
static const char *const machinery_prefixes[] = {
    "java/io/", "java/nio/", "sun/", "jdk/internal/loader/", "jdk/internal/reflect/", "jdk/internal/module/",
    "jdk/internal/logger/", "jdk/internal/ref/", "jdk/internal/jimage/", "jdk/internal/util/",
    "java/lang/ClassLoader", "java/lang/ClassValue", "java/lang/ThreadGroup", "java/lang/ref/",
    "java/lang/invoke/MethodType", "java/lang/invoke/LambdaForm", "java/lang/invoke/MethodHandle",
    "java/lang/invoke/Invokers", "java/lang/invoke/BoundMethodHandle", "java/lang/invoke/DirectMethodHandle",
    "java/lang/invoke/StringConcatFactory", "java/lang/invoke/LambdaMetafactory",
    "java/lang/invoke/InnerClassLambdaMetafactory", "java/lang/invoke/CallSite", "java/lang/invoke/MemberName",
    "java/security/", "java/util/ResourceBundle", "java/util/Locale", "java/util/logging/", "java/lang/System",
    "java/lang/Runtime", "java/lang/Shutdown", "java/lang/StringCoding", "java/lang/Module",
    "java/lang/ApplicationShutdownHooks", "java/util/ServiceLoader", "java/util/Formatter", "java/text/",
    "java/util/regex/", "java/util/Currency", "java/util/TimeZone", "java/util/Calendar", "java/time/",
};

/* Synchronized collections and builders: each method one critical section
 * of the object's lock, which orders nothing for the atomicity pattern (two
 * calls in turn are two steps another schedule can split). */
static const char *const synccoll_prefixes[] = {
    "java/util/Collections$Synchronized", "java/util/Vector", "java/util/Stack", "java/util/Hashtable",
    "java/lang/StringBuffer",
};

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

struct ClassMemo class_memo[CLASS_MEMOS];

int class_flags_slow(RtiClass *cls)
{
    void **slot = rti_class_data(E, cls);
    intptr_t f = (intptr_t)*slot;
    if (f)
        return (int)f;
    f = C_KNOWN;
    const char *name = rti_class_name(cls);
    if (rti_class_is_jdk(cls)) {
        f |= C_JDK;
        if (names_watched_class(name))
            f |= C_WATCHED | C_ARRAYOPS;
        if (!strcmp(name, "java/util/Arrays") || !strcmp(name, "java/util/TimSort") ||
            !strcmp(name, "java/util/ComparableTimSort") || !strcmp(name, "java/util/DualPivotQuicksort"))
            f |= C_ARRAYOPS; /* (and the sorts it calls, on the array it was given: TornSortList) */
        for (size_t i = 0; i < sizeof conc_prefixes / sizeof *conc_prefixes; i++)
            if (has_prefix(name, conc_prefixes[i]))
                f |= C_CONC;
        for (size_t i = 0; i < sizeof machinery_prefixes / sizeof *machinery_prefixes; i++)
            if (has_prefix(name, machinery_prefixes[i]))
                f |= C_MACHINERY;
        if (!strcmp(name, "java/lang/Class") || has_prefix(name, "java/lang/Class$"))
            f |= C_MACHINERY;
        if (!strcmp(name, "java/lang/Thread"))
            f |= C_THREADCLS;
        if (!strcmp(name, "java/util/concurrent/locks/StampedLock"))
            f |= C_STAMPED;
        if (!strcmp(name, "java/util/concurrent/ConcurrentSkipListMap$Node"))
            f |= C_SKIPNODE;
        if (!strcmp(name, "[Ljava/lang/Object;"))
            f |= C_OBJARRAY;
        if (!strcmp(name, "jdk/internal/misc/Unsafe") || has_prefix(name, "java/lang/invoke/") ||
            (has_prefix(name, "java/util/concurrent/atomic/Atomic") && strstr(name, "FieldUpdater")) ||
            (has_prefix(name, "jdk/internal/reflect/") && strstr(name, "FieldAccessorImpl")) ||
            !strcmp(name, "java/lang/reflect/Field"))
            f |= C_ACCESSOR;
        if (!strcmp(name, "java/lang/System"))
            f |= C_SYSTEM;
        if (!strcmp(name, "java/util/TaskQueue"))
            f |= C_TIMERQUEUE;
        if (!strcmp(name, "jdk/internal/misc/Unsafe") || has_prefix(name, "java/lang/invoke/VarHandle"))
            f |= C_UNSAFE;
        for (size_t i = 0; i < sizeof synccoll_prefixes / sizeof *synccoll_prefixes; i++)
            if (has_prefix(name, synccoll_prefixes[i]))
                f |= C_SYNCCOLL;
    }
    if (has_prefix(name, "java/util/concurrent/locks/ReentrantLock") ||
        has_prefix(name, "java/util/concurrent/locks/ReentrantReadWriteLock") || !strcmp(name, "java/lang/Object"))
        f |= C_LOCKCLASS;
    if (has_prefix(name, "java/util/concurrent/locks/ReentrantLock$") ||
        has_prefix(name, "java/util/concurrent/locks/ReentrantReadWriteLock$"))
        f |= C_LOCKSYNC;
    for (RtiClass *k = cls; k; k = rti_class_super(k))
        if (!strcmp(rti_class_name(k), "java/lang/Thread"))
            f |= C_THREAD;
    *slot = (void *)f;
    return (int)f;
}

/* ---- Threads ---------------------------------------------------------------------------- */



TInfo **threads_by_idx;
int n_threads;
static int cap_threads;
bool predict_quiet;
void (*tick_hook)(TInfo *ti);

static inline void tick(TInfo *ti)
{
    if (ti->last_site.m && ti->last_site.epoch == ti->vc.c[ti->idx]) {
        ti->relay_ring[ti->relay_head] = ti->last_site;
        ti->relay_head = (ti->relay_head + 1) % 8;
    }
    ti->vc.c[ti->idx]++;
    ti->hvc.c[ti->idx] = ti->vc.c[ti->idx];
    if (tick_hook)
        tick_hook(ti);
}

/* An ordering no schedule can undo (start, join, the JDK's synchronisation,
 * volatiles, notify, unpark): into both clocks. */
static void hb_join(TInfo *ti, const Clock *c)
{
    n_sync_events++;
    mcm_edges(ti, c);
    clock_join(&ti->vc, c);
    clock_join(&ti->hvc, c);
}

/* The thread's record, without settling a pending read of an atomic's
 * value (rmw_flush): for its volatile accesses, which decide themselves. */
static TInfo *tinfo_keep(RtiThread *t)
{
    void **slot = rti_thread_data(E, t);
    TInfo *ti = *slot;
    if (!ti) {
        ti = tool_calloc(sizeof(TInfo));
        ti->idx = n_threads;
        if (n_threads == cap_threads) {
            cap_threads = cap_threads ? cap_threads * 2 : 16;
            threads_by_idx = tool_realloc(threads_by_idx, sizeof(TInfo *) * (size_t)cap_threads);
        }
        threads_by_idx[n_threads++] = ti;
        clock_set(&ti->vc, ti->idx, 1);
        clock_set(&ti->hvc, ti->idx, 1);
        ti->system = rti_thread_is_system(t);
        ti->id = rti_thread_id(t);
        rti_thread_name(t, ti->name, sizeof ti->name);
        *slot = ti;
    }
    if (ti->park_pending) {
        ti->park_pending = false;
        hb_join(ti, &ti->permit);
    }
    return ti;
}

/* A pending read of a read-modify-write's value is acquired now: the thread
 * did something else than a read-modify-write of that variable next. */
static void rmw_flush(TInfo *ti)
{
    if (ti->rmw_pending) {
        ti->rmw_pending = false;
        hb_join(ti, &ti->rmw_pend);
    }
    ti->vr_valid = false;
}

TInfo *tinfo(RtiThread *t)
{
    TInfo *ti = tinfo_keep(t);
    if (ti->rmw_pending || ti->vr_valid)
        rmw_flush(ti);
    return ti;
}


static void recompute_lockset(TInfo *ti)
{
    uintptr_t all[64];
    int n = 0;
    /* A lock held only as a read lock is tagged (low bit): two read holds
     * exclude nothing. */
    for (int i = 0; i < ti->n_held && n < 64; i++)
        all[n++] = ((uintptr_t)ti->held[i].id << 1) | (ti->held[i].count == ti->held[i].shared ? 1 : 0);
    for (int i = 1; i < n; i++)
        for (int k = i; k > 0 && all[k - 1] > all[k]; k--) {
            uintptr_t t = all[k];
            all[k] = all[k - 1];
            all[k - 1] = t;
        }
    ti->lockset = lockset_intern(all, n);
}

static uint32_t lock_id(RtiObject *lock);

static void hold(TInfo *ti, RtiObject *lock, bool shared, int kind)
{
    for (int i = 0; i < ti->n_held; i++)
        if (ti->held[i].lock == lock) {
            ti->held[i].count++;
            ti->held[i].shared += shared;
            recompute_lockset(ti);
            return;
        }
    if (!ti->n_held)
        ti->sect++; /* a new outermost critical section */
    if (ti->n_held == ti->cap_held) {
        ti->cap_held = ti->cap_held ? ti->cap_held * 2 : 8;
        ti->held = tool_realloc(ti->held, sizeof(Held) * (size_t)ti->cap_held);
    }
    ti->held[ti->n_held++] = (Held){lock, lock_id(lock), 1, shared ? 1 : 0, kind};
    recompute_lockset(ti);
}

static int held_count(const TInfo *ti, RtiObject *lock)
{
    for (int i = 0; i < ti->n_held; i++)
        if (ti->held[i].lock == lock)
            return ti->held[i].count;
    return 0;
}

static void unhold(TInfo *ti, RtiObject *lock, bool shared)
{
    for (int i = 0; i < ti->n_held; i++)
        if (ti->held[i].lock == lock) {
            Held *h = &ti->held[i];
            h->count--;
            if (shared && h->shared)
                h->shared--;
            if (h->count <= 0)
                *h = ti->held[--ti->n_held];
            recompute_lockset(ti);
            return;
        }
}

/* ---- Shadow memory ------------------------------------------------------------------------ */

Table statics;
const RtiExtraField *xf_shadow;
/* Shadows and the smallest variable tables come from pools (mem.h). What is
 * kept for objects is noted to the RTI (rti_note_memory): a small object
 * may have ten times its size in records, freed only when the collector
 * frees the object. */
static ToolPool shadow_pool = {sizeof(Shadow)}, table2_pool = {2 * sizeof(Var)};

static Var *table_alloc(uint32_t cap)
{
    rti_note_memory(E, sizeof(Var) * cap);
    return cap == 2 ? tool_pool_get(&table2_pool) : tool_calloc(sizeof(Var) * cap);
}

static void table_release(Table *t)
{
    if (t->cap == 2)
        tool_pool_put(&table2_pool, t->v);
    else
        free(t->v);
}

static Var *var_init(Var *v, uintptr_t key)
{
    v->key = key;
    v->w.tid = v->w0.tid = v->wp.tid = v->r.last.tid = v->r.unp.tid = -1;
    return v;
}

/* The variable's record, made on first use. The table is at most half full
 * (so a probe ends), and grows only to add a record. */
Var *table_get(Table *t, uintptr_t key)
{
    size_t j = 0;
    if (t->cap) {
        j = tool_hash64(key) & (t->cap - 1);
        while (t->v[j].key && t->v[j].key != key)
            j = (j + 1) & (t->cap - 1);
        if (t->v[j].key)
            return &t->v[j];
    }
    if ((t->n + 1) * 2 > t->cap) {
        uint32_t nc = t->cap ? t->cap * 2 : 2; /* most objects have a variable or two */
        Var *nv = table_alloc(nc);
        for (uint32_t i = 0; i < t->cap; i++) {
            if (!t->v[i].key)
                continue;
            size_t k = tool_hash64(t->v[i].key) & (nc - 1);
            while (nv[k].key)
                k = (k + 1) & (nc - 1);
            nv[k] = t->v[i];
        }
        table_release(t);
        t->v = nv;
        t->cap = nc;
        j = tool_hash64(key) & (nc - 1);
        while (t->v[j].key)
            j = (j + 1) & (nc - 1);
    }
    t->n++;
    return var_init(&t->v[j], key);
}

/* Array elements: an array of up to ELEM_TABLE_MAX elements keeps their
 * records in its table, as an object its fields; a longer one in chunks
 * indexed directly (a hash table of millions of records missed the cache
 * at every access). */
#define ELEM_TABLE_MAX 32
#define ELEM_CHUNK 64

Var *elem_var(Shadow *s, RtiObject *arr, int32_t idx)
{
    if (!s->elems) {
        if (!s->elem_small) {
            int32_t len = rti_array_length(arr);
            s->elem_small = len <= ELEM_TABLE_MAX;
            if (!s->elem_small) {
                s->n_chunks = (uint32_t)(len + ELEM_CHUNK - 1) / ELEM_CHUNK;
                s->elems = tool_calloc(sizeof(Var *) * s->n_chunks);
                rti_note_memory(E, sizeof(Var *) * s->n_chunks);
            }
        }
        if (s->elem_small)
            return table_get(&s->vars, (uintptr_t)idx + 1);
    }
    Var **c = &s->elems[(uint32_t)idx / ELEM_CHUNK];
    if (!*c) {
        *c = tool_calloc(sizeof(Var) * ELEM_CHUNK);
        rti_note_memory(E, sizeof(Var) * ELEM_CHUNK);
    }
    Var *v = &(*c)[(uint32_t)idx % ELEM_CHUNK];
    return v->key ? v : var_init(v, (uintptr_t)idx + 1);
}

Var *var_of(RtiObject *holder, uintptr_t key)
{
    if (!holder)
        return table_get(&statics, key);
    if (rti_class_is_array(rti_object_class(holder)))
        return elem_var(shadow(holder), holder, (int32_t)(key - 1));
    return table_get(&shadow(holder)->vars, key);
}

Shadow *shadow(RtiObject *obj)
{
    Shadow *s = rti_xget_ptr(obj, xf_shadow);
    if (!s) {
        s = tool_pool_get(&shadow_pool);
        rti_note_memory(E, sizeof(Shadow));
        rti_xset_ptr(obj, xf_shadow, s);
        rti_want_free(obj); /* on_free releases it */
    }
    return s;
}

static void var_free(Var *v)
{
    free(v->rv);
    if (v->sync) {
        clock_free(v->sync);
        free(v->sync);
    }
    patterns_var_free(v);
}

/* Called only for the objects flagged with rti_want_free: those with a
 * shadow, a name record (names.c) or a pending read (patterns.c). */
static void on_free(RtiEnv *env, RtiObject *obj)
{
    Shadow *s = rti_xget_ptr(obj, xf_shadow);
    if (opt_npe)
        patterns_forget(obj, s);
    names_free(obj);
    if (!s)
        return;
    for (uint32_t i = 0; i < s->vars.cap; i++)
        if (s->vars.v[i].key)
            var_free(&s->vars.v[i]);
    table_release(&s->vars);
    for (uint32_t c = 0; c < s->n_chunks; c++) {
        for (int i = 0; s->elems[c] && i < ELEM_CHUNK; i++)
            if (s->elems[c][i].key)
                var_free(&s->elems[c][i]);
        free(s->elems[c]);
    }
    free(s->elems);
    if (s->lock_id)
        lock_objs[s->lock_id] = NULL;
    clock_free(&s->mon);
    for (int i = 0; i < s->n_rel; i++)
        for (int k = 0; k < REL_RING; k++)
            clock_free(&s->rel[i].c[k]);
    free(s->rel);
    tool_pool_put(&shadow_pool, s);
}

static uint32_t lock_id(RtiObject *lock)
{
    Shadow *s = shadow(lock);
    if (!s->lock_id) {
        if (n_lock_ids >= cap_lock_ids) {
            cap_lock_ids = cap_lock_ids ? cap_lock_ids * 2 : 256;
            lock_objs = tool_realloc(lock_objs, sizeof(RtiObject *) * cap_lock_ids);
        }
        lock_objs[n_lock_ids] = lock;
        s->lock_id = n_lock_ids++;
    }
    return s->lock_id;
}

/* ---- Synchronisation ------------------------------------------------------------------------ */

static void release_to(TInfo *ti, Clock *c)
{
    clock_join(c, &ti->vc);
    tick(ti);
}

static void acquire_from(TInfo *ti, const Clock *c) { hb_join(ti, c); }

/* A volatile write: a later read of it synchronises with this write only
 * (JLS 17.4.4), not with the writes before it (a read-modify-write's write
 * keeps them: volatile_sync). */
static void volatile_write(TInfo *ti, Clock *c)
{
    if (c->n)
        memset(c->c, 0, sizeof(uint32_t) * (size_t)c->n);
    release_to(ti, c);
}

/* ---- Options and state ---------------------------------------------------------------------- */

bool opt_races = true;
static bool patterns_on = true, debug, opt_stats;
static char **seen_keys;
static int n_seen_keys, cap_seen_keys;

bool seen_key(const char *key)
{
    for (int i = 0; i < n_seen_keys; i++)
        if (!strcmp(seen_keys[i], key))
            return true;
    if (n_seen_keys == cap_seen_keys) {
        cap_seen_keys = cap_seen_keys ? cap_seen_keys * 2 : 16;
        seen_keys = tool_realloc(seen_keys, sizeof(char *) * (size_t)cap_seen_keys);
    }
    seen_keys[n_seen_keys++] = strdup(key);
    return false;
}

/* ---- Names ----------------------------------------------------------------------------------- */




void location_text(char *buf, size_t n, RtiMethod *m, int32_t bci) { names_location(buf, n, m, bci); }

void object_name(char *buf, size_t n, RtiObject *obj) { names_object(buf, n, obj); }

void var_name(const RtiAccess *acc, char *buf, size_t n, char *base, size_t nb)
{
    names_variable(acc, buf, n, base, nb);
}

void refresh_thread_names(void)
{
    RtiThread *live[512];
    int n_live = 0;
    rti_threads(live, 512, &n_live);
    for (int i = 0; i < n_live && i < 512; i++) {
        void **slot = rti_thread_data(E, live[i]);
        if (slot && *slot)
            rti_thread_name(live[i], ((TInfo *)*slot)->name, sizeof ((TInfo *)*slot)->name);
    }
}

/* ---- Reports ------------------------------------------------------------------------------------ */


void locks_text(Str *text, Str *json, int lockset)
{
    const Lockset *ls = &sets[lockset];
    /* (the lock's name as it is now; a collected one is only a number) */
    if (!ls->n)
        str_addf(text, "holding no locks");
    else
        str_addf(text, "holding %s ", ls->n == 1 ? "lock" : "locks");
    str_addf(json, "[");
    for (int i = 0; i < ls->n; i++) {
        char on[1024];
        RtiObject *lo = lock_objs[ls->e[i] >> 1];
        if (lo)
            names_lock(on, sizeof on, lo);
        else
            snprintf(on, sizeof on, "lock #%u (collected since)", (unsigned)(ls->e[i] >> 1));
        if (ls->e[i] & 1)
            strncat(on, " (read lock)", sizeof on - strlen(on) - 1);
        str_addf(text, "%s%s", i ? ", " : "", on);
        if (i)
            str_addf(json, ", ");
        str_add_json(json, on);
    }
    str_addf(json, "]");
}

void access_text(Str *text, Str *json, const char *label, bool write, const Acc *a)
{
    const TInfo *ti = threads_by_idx[a->tid];
    const Stack *st = stacks_get(a->stack);
    str_addf(text, "  %s%s by thread \"%s\" ", label, write ? "write" : "read", ti->name);
    str_addf(json, "{\"access\": \"%s\", \"thread\": ", write ? "write" : "read");
    str_add_json(json, ti->name);
    str_addf(json, ", \"thread_id\": %lld, \"locks\": ", (long long)ti->id);
    locks_text(text, json, a->lockset);
    str_addf(text, "\n");
    char *fs = tool_calloc(65536);
    rti_format_stack(st->frames, st->depth, fs, 65536);
    str_addf(text, "%s", fs);
    free(fs);
    str_addf(json, ", \"stack\": [");
    /* the frames the text shows: a hidden class's (a lambda's proxy) are left out */
    for (int i = 0, k = 0; i < st->depth; i++) {
        if (st->frames[i].method && rti_class_is_hidden(rti_method_class(st->frames[i].method)))
            continue;
        char loc[1024];
        location_text(loc, sizeof loc, st->frames[i].method, st->frames[i].bci);
        if (k++)
            str_addf(json, ", ");
        str_add_json(json, loc);
    }
    str_addf(json, "]}");
}

/* The innermost frame of the application's code (0 when there is none). */
int first_app_frame(const Stack *st)
{
    for (int i = 0; i < st->depth; i++)
        if (st->frames[i].method && !(class_flags(rti_method_class(st->frames[i].method)) & C_JDK))
            return i;
    return 0;
}

void confirm_site(char *buf, size_t n, const Stack *st, bool write);

/* Where the confirming run may hold the first access's thread when the
 * second access can come only after more of that thread's plain accesses
 * (a message passed through a plain flag: data = 42; ready = true): the
 * last access the application's code made in the first access's epoch,
 * before the thread's next release. Held there, the thread has released
 * nothing since the first access, so nothing orders it before the second
 * (confirm.c). Appended to the spec as +relay=SITE. */
static void relay_site(char *spec, size_t n, const Acc *prev, const Stack *s1)
{
    TInfo *w = threads_by_idx[prev->tid];
    const struct RelaySite *r = NULL;
    if (w->last_site.m && w->last_site.epoch == prev->clk)
        r = &w->last_site;
    for (int i = 0; i < 8 && !r; i++)
        if (w->relay_ring[i].m && w->relay_ring[i].epoch == prev->clk)
            r = &w->relay_ring[i];
    if (!r)
        return;
    int top = access_frame(s1);
    if (first_app_frame(s1) != top || (s1->frames[top].method == r->m && s1->frames[top].bci == r->bci))
        return; /* inside the JDK, or the first access is the last: held there anyway */
    size_t k = strlen(spec);
    snprintf(spec + k, n - k, "+relay=%s.%s%s@%d:%c", rti_class_name(rti_method_class(r->m)), rti_method_name(r->m),
             rti_method_descriptor(r->m), r->bci, r->write ? 'w' : 'r');
}

/* Races a variable may have in the report: the first and up to two
 * alternates (other pairs of code locations), re-executed when the first
 * is not confirmed. A first prediction that cannot happen (a barber's read
 * ordered after a customer's write by a semaphore hand-off, which the
 * ordering leaves to re-execution) hid the variable's real race (two
 * customers' unprotected read and write: hunt 11 F5). */
#define RACE_ALTS 3
#define REPORTED_TRIES 0x7f /* Var.reported: races met (a pair already reported elsewhere too) */
#define REPORTED_ONE 0x80   /* Var.reported: one of them reported */

static void report_race(const RtiAccess *acc, Var *v, const Acc *cur, const Acc *prev, bool prev_write)
{
    if ((v->reported & REPORTED_TRIES) >= RACE_ALTS)
        return;
    /* A read made in a StampedLock optimistic window: the prediction is
     * dropped at the end if its thread validated the window (optimistic.c),
     * and the variable may still have a race of its own to report. */
    uint64_t okey = 0;
    if (opt_seen && (!acc->is_write || !prev_write)) {
        const Acc *r = acc->is_write ? prev : cur, *w = acc->is_write ? cur : prev;
        const Stack *sr = stacks_get(r->stack), *sw = stacks_get(w->stack);
        if (sr->depth && sr->frames[0].method && sw->depth && sw->frames[0].method &&
            opt_write_locked(acc->is_write ? threads_by_idx[w->tid] : NULL,
                             opt_key(w->tid, sw->frames[0].method, sw->frames[0].bci)))
            okey = opt_key(r->tid, sr->frames[0].method, sr->frames[0].bci);
        if (!opt_noted(threads_by_idx[r->tid], okey))
            okey = 0;
    }
    if (!okey)
        v->reported++;
    char var[2048], base[2048];
    var_name(acc, var, sizeof var, base, sizeof base);
    {
        /* Once per variable (an array: per array) and pair of code locations;
         * inside the JDK, per pair of application frames calling it (one
         * report for a shared ArrayList, not one per field). */
        char key[6000], l1[1024], l2[1024];
        const Stack *s1 = stacks_get(cur->stack), *s2 = stacks_get(prev->stack);
        int i1 = first_app_frame(s1), i2 = first_app_frame(s2);
        bool in_jdk = i1 > 0 || i2 > 0;
        location_text(l1, sizeof l1, i1 < s1->depth ? s1->frames[i1].method : NULL, i1 < s1->depth ? s1->frames[i1].bci : 0);
        location_text(l2, sizeof l2, i2 < s2->depth ? s2->frames[i2].method : NULL, i2 < s2->depth ? s2->frames[i2].bci : 0);
        bool swap = strcmp(l1, l2) > 0;
        snprintf(key, sizeof key, "%s|%s|%s", in_jdk ? "(jdk)" : base, swap ? l2 : l1, swap ? l1 : l2);
        /* A variable that has a report may take an alternate on the same
         * two locations with other kinds of access (the report said "read
         * at 9, write at 6"; this is "write at 9, read at 6"), which a
         * re-execution may bring together where the first could not. */
        char kinds[8];
        bool w1 = acc->is_write, w2 = prev_write;
        snprintf(kinds, sizeof kinds, "|%c%c", (swap ? w2 : w1) ? 'w' : 'r', (swap ? w1 : w2) ? 'w' : 'r');
        bool dup = seen_key(key);
        strncat(key, kinds, sizeof key - strlen(key) - 1);
        if (debug)
            fprintf(stderr, "predict: race on %s: %s%s%s\n", var, key, dup ? " (pair seen)" : "",
                    v->reported & REPORTED_ONE ? " (an alternate)" : "");
        if (dup && !(v->reported & REPORTED_ONE)) {
            v->reported = RACE_ALTS; /* (the variable is done, as before alternates) */
            return;
        }
        if (seen_key(key) && dup)
            return;
    }
    bool alt = v->reported & REPORTED_ONE;
    if (!okey)
        v->reported |= REPORTED_ONE;
    refresh_thread_names();
    Str text = {0}, json = {0};
    str_addf(&text, "==== Predict: data race on %s\n", var);
    str_addf(&json, "\"kind\": \"data-race\", \"variable\": ");
    str_add_json(&json, var);
    str_addf(&json, ", \"access\": ");
    access_text(&text, &json, "", acc->is_write, cur);
    str_addf(&json, ", \"previous\": ");
    access_text(&text, &json, "previous ", prev_write, prev);
    str_addf(&text, "  (no lock in common, and nothing orders them: another schedule runs them back to back)\n");
    RtiObject *holder = acc->is_static ? NULL : acc->object;
    uintptr_t key = acc->field ? (uintptr_t)acc->field : (uintptr_t)acc->index + 1;
    long evs[2] = {mcm_find(prev, holder, key, prev_write), mcm_find(cur, holder, key, acc->is_write)};
    int verdict = mcm_annotate(&text, &json, MCM_RACE, evs);
    /* What a re-execution must bring together: the two accesses by code location. */
    char *spec = tool_calloc(4096);
    const Stack *s1 = stacks_get(prev->stack), *s2 = stacks_get(cur->stack);
    if (s1->depth && s2->depth && s1->frames[0].method && s2->frames[0].method) {
        char a[2000], b[2000];
        confirm_site(a, sizeof a, s1, prev_write);
        confirm_site(b, sizeof b, s2, acc->is_write);
        snprintf(spec, 4096, "%s+%s", a, b);
        relay_site(spec, 4096, prev, s1);
    } else {
        spec[0] = 0;
    }
    confirm_next_opt_key = okey;
    /* (the variable's record and its name: a record freed and made again
     * for another variable of the same name is the same to the reader) */
    char group[2100];
    snprintf(group, sizeof group, "%p|%s", (void *)v, base);
    confirm_next_group = group;
    confirm_next_alt = alt;
    confirm_add(text.s, json.s, spec, threads_by_idx[prev->tid]->id, verdict);
    free(spec);
    free(text.s);
    free(json.s);
}

/* ---- Access checks (FastTrack) -------------------------------------------------------------- */


/* The current thread's stack, interned; 0 frames when it has none. */
/* While the innermost activation (its key) stays, the stack is the same but
 * for the innermost frame's bci; an access's bci is that one, or, when the
 * innermost frame is a native method's, the caller's, fixed while it runs:
 * either way the pair names one stack. */
uint32_t current_stack(TInfo *ti, RtiThread *t, int32_t bci, const Stack **st)
{
    uint32_t key = rti_thread_stack_key(t), id;
    RtiLocation top;
    if (key && bci < 0 && rti_thread_top(t, &top, NULL, 1) == 1)
        bci = top.bci;
    if (key && bci >= 0) {
        /* (multiplied and the top bits taken: bcis 16 apart must not share a slot) */
        struct StackMemo *m = &ti->smemo[((key * 31u + (uint32_t)bci) * 0x9e3779b1u) >> 26 & (STACK_MEMOS - 1)];
        if (m->key != key || m->bci != bci) /* (key 0: no frame, never stored) */
            *m = (struct StackMemo){key, stacks_current(t, NULL, NULL), bci};
        id = m->id;
    } else {
        id = stacks_current(t, NULL, NULL);
    }
    if (st)
        *st = stacks_get(id);
    return id;
}

/* An access made inside the JDK counts when made on the program's behalf: an
 * application frame is on the stack and no concurrency class lies between
 * it and the access. */
static bool on_behalf_of_program(const RtiLocation *frames, int depth)
{
    /* An access Unsafe makes for a VarHandle, a field updater or reflection
     * (Unsafe's frame, then java.lang.invoke's, the updater's or a field
     * accessor's and Field's) is its caller's: a plain `X.set(o, 1)` racing
     * with `o.x = 2` was not seen (hunt 10), nor `Field.setInt` (hunt 15
     * F7: RaceReflectSet). So is an element a VarHandle's code accesses
     * itself (a plain-mode array element: RaceVhArray). */
    bool by_unsafe = depth > 0 && frames[0].method && (class_flags(rti_method_class(frames[0].method)) & C_UNSAFE);
    /* System.arraycopy's element accesses are its caller's (the copy
     * ArrayList.toArray makes into the program's array: TornToArray). */
    int i0 = depth > 0 && frames[0].method && (class_flags(rti_method_class(frames[0].method)) & C_SYSTEM) &&
                     !strcmp(rti_method_name(frames[0].method), "arraycopy")
                 ? 1
                 : 0;
    for (int i = i0; i < depth; i++) {
        if (!frames[i].method)
            continue;
        int f = class_flags(rti_method_class(frames[i].method));
        if (!(f & C_JDK))
            return true;
        if (by_unsafe && (f & C_ACCESSOR))
            continue;
        if (f & C_CONC)
            return false;
    }
    return false;
}

bool locksets_disjoint(int a, int b)
{
    if (!a || !b)
        return true;
    const Lockset *x = &sets[a], *y = &sets[b];
    for (int i = 0; i < x->n; i++)
        for (int j = 0; j < y->n; j++)
            if (entries_exclude(x->e[i], y->e[j]))
                return false;
    return true;
}

/* A race between the current access and an earlier one: another thread, not
 * ordered before, and no lock held by both. */
static inline bool races_with(const TInfo *ti, const Acc *cur, const Acc *a)
{
    return !ordered(ti, a) && locksets_disjoint(cur->lockset, a->lockset);
}

/* The reads-from of numbers read under the program's locks, kept back
 * until the value may decide something (ti->rf_pend). */
static void rf_flush(TInfo *ti)
{
    if (!ti->rf_pending)
        return;
    ti->rf_pending = false;
    clock_join(&ti->vc, &ti->rf_pend);
    if (ti->rf_pend.n)
        memset(ti->rf_pend.c, 0, sizeof(uint32_t) * (size_t)ti->rf_pend.n);
}

/* Reads-from through a lock: a read under lock L of a value another thread
 * wrote under L happens after that thread's critical section (the section
 * that wrote it was over before this one began); approximated by that
 * thread's last release of L, which is at or after it. The read of a
 * number orders the thread only once a branch or an array access may
 * depend on it (RVPredict's control-flow abstraction, applied to the
 * observation): two sections that each do count++ can run in the other
 * order, and what the threads do around them can then meet (a write before
 * one and a write after the other: RaceAroundCounter). A reference read
 * orders at once (the object read is used next: a hand-over through a
 * lock-protected queue). Deferred (number): into rf_pend. */
static void read_from_section(TInfo *ti, const Acc *w, bool number)
{
    if (w->tid < 0 || w->tid == ti->idx || !w->lockset || !ti->lockset || ordered(ti, w))
        return;
    const Lockset *x = &sets[w->lockset], *y = &sets[ti->lockset];
    for (int i = 0; i < x->n; i++)
        for (int j = 0; j < y->n; j++)
            if (entries_exclude(x->e[i], y->e[j]) && lock_objs[x->e[i] >> 1]) {
                Shadow *ls = rti_xget_ptr(lock_objs[x->e[i] >> 1], xf_shadow);
                if (ls && w->tid < ls->n_rel && ls->rel[w->tid].n) {
                    /* The oldest release at or after the write (if the ring
                     * lost it, the oldest kept: later, so more is ordered). */
                    const Releases *r = &ls->rel[w->tid];
                    int pick = (r->head - 1 + REL_RING) % REL_RING;
                    for (int k = 0; k < r->n; k++) {
                        int at = (r->head - 1 - k + 2 * REL_RING) % REL_RING;
                        if (r->stamp[at] < w->clk)
                            break;
                        pick = at;
                    }
                    if (number && branches_counted) {
                        clock_join(&ti->rf_pend, &r->c[pick]);
                        ti->rf_pending = true;
                    } else {
                        clock_join(&ti->vc, &r->c[pick]);
                    }
                }
            }
}

static void reads_reset(Reads *r) { r->last.tid = r->unp.tid = -1; }

static void reads_add(Reads *r, const Acc *cur)
{
    if (r->last.tid != cur->tid)
        reads_reset(r);
    r->last = *cur;
    if (!cur->lockset)
        r->unp = *cur;
}

static bool reads_race(const TInfo *ti, const Acc *cur, const Reads *r, const Acc **out)
{
    if (r->last.tid >= 0 && races_with(ti, cur, &r->last)) {
        *out = &r->last;
        return true;
    }
    if (r->unp.tid >= 0 && races_with(ti, cur, &r->unp)) {
        *out = &r->unp;
        return true;
    }
    return false;
}

/* A program frame anywhere on the stack (for_program_array). */
static bool program_below(const RtiLocation *frames, int depth)
{
    for (int i = 0; i < depth; i++)
        if (frames[i].method && !(class_flags(rti_method_class(frames[i].method)) & C_JDK))
            return true;
    return false;
}

/* jdk_code: 0 the program's code, 1 the JDK's (counted when on the
 * program's behalf), 2 the JDK's on an array the program's code has
 * accessed (counted when the program called it, whatever lies between). */
static void check_access(const RtiAccess *acc, TInfo *ti, Var *v, int jdk_code)
{
    uint32_t c = now(ti);
    int ls = ti->lockset;
    /* The same access again in the same epoch with the same locks adds nothing. */
    if (acc->is_write) {
        if (v->w.tid == ti->idx && v->w.clk == c && v->w.lockset == ls)
            return;
    } else {
        const Reads *mine = v->rv ? (ti->idx < v->n_rv ? &v->rv[ti->idx] : NULL) : &v->r;
        if (mine && mine->last.tid == ti->idx && mine->last.clk == c && mine->last.lockset == ls)
            return;
    }
    const Stack *st;
    Acc cur = {ti->idx, c, current_stack(ti, acc->thread, acc->where.bci, &st), ls};
    if (jdk_code == 1 && !on_behalf_of_program(st->frames, st->depth))
        return;
    if (jdk_code == 2 && !program_below(st->frames, st->depth))
        return;
    if (debug) {
        char var[1024], base[1024];
        var_name(acc, var, sizeof var, base, sizeof base);
        fprintf(stderr, "predict: t%d@%u %s %s ls=%d w=t%d@%u%s\n", ti->idx, c, acc->is_write ? "write" : "read", var, ls,
                v->w.tid, v->w.clk, v->w.tid >= 0 && ordered(ti, &v->w) ? " (ordered after it)" : "");
    }
    if (!acc->is_write)
        read_from_section(ti, &v->w, acc->type != 'L' && acc->type != '[');
    if (v->w.tid >= 0 && races_with(ti, &cur, &v->w))
        report_race(acc, v, &cur, &v->w, true);
    else if (v->w0.tid >= 0 && races_with(ti, &cur, &v->w0))
        report_race(acc, v, &cur, &v->w0, true);
    else if (v->wp.tid >= 0 && races_with(ti, &cur, &v->wp))
        report_race(acc, v, &cur, &v->wp, true);
    if (acc->is_write) {
        const Acc *other;
        if (v->rv) {
            for (int u = 0; u < v->n_rv; u++)
                if (reads_race(ti, &cur, &v->rv[u], &other)) {
                    report_race(acc, v, &cur, other, false);
                    break;
                }
            /* Only the reads this write is ordered after go: under the
             * program's locks (not happens-before) another thread's read
             * that shared a lock with this write may still race with a
             * later write holding another lock (t1 reads under A, t2
             * writes under A and B, t3 writes under B). */
            bool kept = false;
            for (int u = 0; u < v->n_rv; u++) {
                Reads *q = &v->rv[u];
                if (q->last.tid < 0)
                    continue;
                if (q->last.tid == ti->idx || (ordered(ti, &q->last) && (q->unp.tid < 0 || ordered(ti, &q->unp))))
                    reads_reset(q);
                else
                    kept = true;
            }
            if (!kept) {
                free(v->rv);
                v->rv = NULL;
                v->n_rv = 0;
            }
        } else if (reads_race(ti, &cur, &v->r, &other)) {
            report_race(acc, v, &cur, other, false);
        }
        if (!v->rv && v->r.last.tid >= 0 &&
            (v->r.last.tid == ti->idx || (ordered(ti, &v->r.last) && (v->r.unp.tid < 0 || ordered(ti, &v->r.unp)))))
            reads_reset(&v->r);
        if (v->w.tid >= 0 && v->w.tid != ti->idx && v->w.lockset && !ordered(ti, &v->w))
            v->wp = v->w;
        else if (v->wp.tid >= 0 && ordered(ti, &v->wp))
            v->wp.tid = -1;
        v->w = cur;
        if (!ls)
            v->w0 = cur;
        else if (v->w0.tid >= 0 && ordered(ti, &v->w0))
            v->w0.tid = -1;
        return;
    }
    if (!v->rv) {
        if (v->r.last.tid < 0 || v->r.last.tid == ti->idx ||
            (ordered(ti, &v->r.last) && (v->r.unp.tid < 0 || ordered(ti, &v->r.unp)))) {
            reads_add(&v->r, &cur);
            return;
        }
        /* Unordered reads by two threads: keep each thread's. */
        int n = (v->r.last.tid > ti->idx ? v->r.last.tid : ti->idx) + 1;
        v->rv = tool_calloc(sizeof(Reads) * (size_t)n);
        for (int u = 0; u < n; u++)
            reads_reset(&v->rv[u]);
        v->n_rv = n;
        v->rv[v->r.last.tid] = v->r;
        reads_reset(&v->r);
    }
    if (ti->idx >= v->n_rv) {
        int n = ti->idx + 4;
        v->rv = tool_realloc(v->rv, sizeof(Reads) * (size_t)n);
        for (int u = v->n_rv; u < n; u++)
            reads_reset(&v->rv[u]);
        v->n_rv = n;
    }
    reads_add(&v->rv[ti->idx], &cur);
}


static int classify_sync(RtiThread *t, bool skip_lock);

/* (Only <init> and <clinit> have a name that starts with '<': JVMS 4.2.2.) */
bool is_clinit(RtiMethod *m)
{
    const char *n = m ? rti_method_name(m) : "";
    return n[0] == '<' && n[1] == 'c';
}

/* A plain access the analysis does not check, made by the JDK's code (its
 * own fields: Unsafe, the offset of a CAS): not an event that settles a
 * pending read (rmw_flush). An array element counts when the method's class
 * is one whose array accesses are checked, a field when its class is. */
static bool jdk_private(const RtiAccess *acc)
{
    if (!acc->where.method)
        return true;
    int mf = class_flags(rti_method_class(acc->where.method));
    if (!(mf & C_JDK))
        return false;
    if (acc->field)
        return !(class_flags(rti_field_class(acc->field)) & C_WATCHED);
    return !(mf & C_ARRAYOPS);
}

/* StampedLock.tryOptimisticRead's read of the state: the stamp it takes
 * orders nothing (the reads after it race with the write lock's sections,
 * JMM-wise; validate() only tells the program so afterwards), so it does
 * not acquire: another schedule takes the stamp before the writer's
 * section ends. */
static bool optimistic_read(const RtiAccess *acc)
{
    return acc->where.method && (class_flags(rti_method_class(acc->where.method)) & C_STAMPED) &&
           !strcmp(rti_method_name(acc->where.method), "tryOptimisticRead");
}

static bool is_last_vread(const TInfo *ti, const void *obj, uintptr_t key)
{
    return ti->vr_valid && ti->vr_obj == obj && ti->vr_key == key;
}

/* A volatile access (or an atomic one on an array element) synchronises: a
 * write releases the thread's clock into the variable's, a read acquires
 * it. False (and no edge) when the variable belongs to the JDK's own
 * machinery (classify_sync: SK_IGNORED). (obj, key) identify the variable
 * for the read-modify-write rule (obj NULL for a static).
 *
 * Atomic read-modify-writes of numbers (a CAS is a volatile read and, right
 * after it, a write of the same variable: getAndIncrement, a Semaphore's
 * acquire and release, a latch's countDown) are not taken as acquiring
 * from the read-modify-write whose value they read: another schedule may run
 * the two in the other order (two threads taking a ticket, two permits of a
 * Semaphore), so that ordering is left to the confirming run, which keeps
 * only races it reproduces. They still release, and carry the releases of
 * the chain of read-modify-writes before them (a release sequence): a plain
 * read of the result (await() reading a latch's zero, get() of a counter)
 * acquires them all. A read is acquired at the thread's next event unless
 * that is a read-modify-write of the same variable (the load before a
 * CAS: Unsafe.getAndAddInt, Semaphore.nonfairTryAcquireShared). References
 * (a CAS publishing an object: Exchanger, ConcurrentLinkedQueue,
 * CompletableFuture) keep the full edge: the value read is what the reader
 * goes on to use. */
static bool volatile_sync(TInfo *ti, Var *v, const RtiAccess *acc, const void *obj, uintptr_t key)
{
    if (!is_last_vread(ti, obj, key))
        rmw_flush(ti);
    if (!v->sync_kind)
        v->sync_kind = (uint8_t)classify_sync(acc->thread, false);
    if (v->sync_kind == SK_IGNORED) {
        rmw_flush(ti);
        return false;
    }
    if (!v->sync)
        v->sync = tool_calloc(sizeof(Clock));
    bool number = acc->type == 'I' || acc->type == 'J';
    if (debug)
        fprintf(stderr, "predict: t%d volatile %c %p/%lx %c rmw_last %d last_vread %d pending %d kind %d\n", ti->idx,
                acc->is_write ? 'w' : 'r', obj, (unsigned long)key, acc->type, v->rmw_last, is_last_vread(ti, obj, key),
                ti->rmw_pending, v->sync_kind);
    if (acc->is_write) {
        if (is_last_vread(ti, obj, key)) { /* the write of a read-modify-write */
            ti->rmw_pending = false;
            release_to(ti, v->sync);
            v->rmw_last = number;
        } else {
            rmw_flush(ti);
            volatile_write(ti, v->sync);
            v->rmw_last = false;
        }
        ti->vr_valid = false;
        return true;
    }
    if (optimistic_read(acc)) {
        rmw_flush(ti);
        return true;
    }
    if (v->rmw_last && number) {
        if (ti->rmw_pend.n)
            memset(ti->rmw_pend.c, 0, sizeof(uint32_t) * (size_t)ti->rmw_pend.n);
        clock_join(&ti->rmw_pend, v->sync);
        ti->rmw_pending = true;
    } else {
        rmw_flush(ti);
        acquire_from(ti, v->sync);
    }
    ti->vr_valid = true;
    ti->vr_obj = obj;
    ti->vr_key = key;
    return true;
}
/* Whether the JDK's code runs on the program's behalf (on_behalf_of_program)
 * at the current thread's stack, cached while the stack stays (its key).
 * Only such accesses are events for the causal model: what the JDK's
 * machinery does (a charset's caches filled by whichever thread prints
 * first) depends on the schedule, and would make the two runs of a witness
 * number a thread's events differently. */
/* The stack is walked once per key for both questions (program_called's
 * too: a read into a buffer is an event per element). */
static void stack_facts(TInfo *ti, RtiThread *t)
{
    uint32_t key = rti_thread_stack_key(t);
    if (ti->bh_valid && ti->bh_key == key)
        return;
    RtiLocation frames[STACK_MAX_DEPTH];
    int depth = 0;
    rti_thread_stack(t, frames, STACK_MAX_DEPTH, &depth);
    if (depth > STACK_MAX_DEPTH)
        depth = STACK_MAX_DEPTH;
    ti->bh_val = on_behalf_of_program(frames, depth);
    ti->pc_val = program_below(frames, depth);
    ti->bh_key = key;
    ti->bh_valid = true;
}

static bool behalf_cached(TInfo *ti, RtiThread *t)
{
    stack_facts(ti, t);
    return ti->bh_val;
}

/* Whether a program frame is on the current thread's stack, cached as above. */
static bool program_called(TInfo *ti, RtiThread *t)
{
    stack_facts(ti, t);
    return ti->pc_val;
}

static const char STRIPED64[] = "Striped64 and the adders";

/* A volatile field the program checks and acts on: one of its own classes'
 * accessed by its code; the value of an atomic (AtomicInteger, AtomicLong,
 * AtomicBoolean, AtomicReference) read or written by the atomic's own
 * methods called from the program's code (get(), set(); compareAndSet and
 * getAndAdd through Unsafe, whose write is a read-modify-write's: in one
 * section with its read, no act); a ConcurrentHashMap's value of a key (its
 * Node's val) read or written by the map's methods called from the
 * program's code (get(), put(), replace(); compute and merge read and
 * write it under the bin's lock, one critical section); a
 * ConcurrentSkipListMap's likewise (skiplist_val). */
static const char *const program_volatiles[][2] = {
    {"java/util/concurrent/atomic/AtomicInteger", "java/util/concurrent/atomic/AtomicInteger"},
    {"java/util/concurrent/atomic/AtomicLong", "java/util/concurrent/atomic/AtomicLong"},
    {"java/util/concurrent/atomic/AtomicBoolean", "java/util/concurrent/atomic/AtomicBoolean"},
    {"java/util/concurrent/atomic/AtomicReference", "java/util/concurrent/atomic/AtomicReference"},
    {"java/util/concurrent/ConcurrentHashMap$Node", "java/util/concurrent/ConcurrentHashMap"},
    {"java/util/concurrent/ConcurrentSkipListMap$Node", "java/util/concurrent/ConcurrentSkipListMap"},
    {"java/util/concurrent/atomic/Striped64", STRIPED64},
    {"java/util/concurrent/atomic/Striped64$Cell", STRIPED64},
};

/* Whether a method of class name is one of owner's: the class itself, or
 * for STRIPED64 the adders' classes (LongAdder.sum() reads Striped64's
 * base, reset() writes it, add() CASes it through Striped64.casBase). */
static bool owner_class(const char *owner, const char *name)
{
    if (owner != STRIPED64)
        return !strcmp(owner, name);
    const char *p = "java/util/concurrent/atomic/";
    size_t n = strlen(p);
    if (strncmp(name, p, n))
        return false;
    name += n;
    return !strncmp(name, "Striped64", 9) || !strcmp(name, "LongAdder") || !strcmp(name, "DoubleAdder") ||
           !strcmp(name, "LongAccumulator") || !strcmp(name, "DoubleAccumulator");
}

/* t's innermost frames (up to 12, *depth of them) and the index of the
 * first one past the machinery of an atomic access (C_ACCESSOR: Unsafe's
 * frames, a CAS or a getAndAdd, java.lang.invoke's, a VarHandle's, a field
 * updater's). */
static int past_machinery(RtiThread *t, RtiLocation fr[12], int *depth)
{
    *depth = 0;
    rti_thread_stack(t, fr, 12, depth);
    if (*depth > 12)
        *depth = 12;
    int j = 0;
    while (j < *depth && fr[j].method && (class_flags(rti_method_class(fr[j].method)) & C_ACCESSOR))
        j++;
    return j;
}

/* The thread is in Unsafe's code of a read-modify-write (a CAS, a
 * getAndAdd: the write of an atomic read-modify-write, where `v++` on a
 * volatile is two accesses of the program's code), not one of its stores
 * (put*: an atomic array's set(i, v), a field updater's set, lazySet),
 * which `a.set(i, a.get(i) + 1)` makes right after its own read: taken as
 * a read-modify-write, that lost update was not predicted (hunt 14 F3). */
static bool in_unsafe(RtiThread *t)
{
    RtiLocation fr[1];
    return rti_thread_top(t, fr, NULL, 1) >= 1 && fr[0].method &&
           !strcmp(rti_class_name(rti_method_class(fr[0].method)), "jdk/internal/misc/Unsafe") &&
           strncmp(rti_method_name(fr[0].method), "put", 3);
}

/* The classes whose elements the program reads and writes with get(i) and
 * set(i, v): their methods reach the array through a VarHandle's
 * getVolatile and setVolatile (Unsafe's), where the variable is an element
 * of the atomic's own array: an int[] or long[], or for
 * AtomicReferenceArray exactly an Object[] (its constructors make or copy
 * one). */
static const char *const atomic_arrays[] = {
    "java/util/concurrent/atomic/AtomicIntegerArray",
    "java/util/concurrent/atomic/AtomicLongArray",
    "java/util/concurrent/atomic/AtomicReferenceArray",
};

/* volatile_of_program for an array element: 1 when it is an atomic
 * array's element read or written by the array's own methods called from
 * the program's code (a CAS, getAndAdd or updateAndGet writes in the same
 * section as it reads: in_unsafe). Before, `v = a.get(i); a.set(i, v + 1)`
 * losing another thread's update was not predicted, where the same on an
 * AtomicInteger was (hunt 13). */
static int atomic_array_of_program(const RtiAccess *acc)
{
    if (acc->type != 'I' && acc->type != 'J' &&
        ((acc->type != 'L' && acc->type != '[') || !(class_flags(rti_object_class(acc->object)) & C_OBJARRAY)))
        return 0; /* (a ConcurrentHashMap's table: Node[]) */
    RtiLocation fr[12];
    int depth, j = past_machinery(acc->thread, fr, &depth);
    if (j == depth || !fr[j].method)
        return 0;
    const char *cn = rti_class_name(rti_method_class(fr[j].method));
    size_t i = 0, n = sizeof atomic_arrays / sizeof *atomic_arrays;
    while (i < n && strcmp(cn, atomic_arrays[i]))
        i++;
    if (i == n)
        return 0;
    while (j < depth && fr[j].method && !strcmp(rti_class_name(rti_method_class(fr[j].method)), cn))
        j++;
    return j < depth && fr[j].method && !(class_flags(rti_method_class(fr[j].method)) & C_JDK) ? 1 : 0;
}

/* 0: not a volatile of the program's; 1: one; 2: one, written by a
 * method that writes only if the value is still what it was read as (a
 * ConcurrentHashMap's replace(k, old, new), remove(k, v)) or computes what
 * it writes from its own read under the bin's lock (merge, compute,
 * computeIfAbsent, computeIfPresent, putIfAbsent): no act, since no value
 * the program read before goes into the write. (A program that reads with
 * get() and then merges is correct: the Concurrent benchmark.) */
static int volatile_of_program(const RtiAccess *acc)
{
    if (!acc->field)
        return atomic_array_of_program(acc);
    RtiClass *fc = rti_field_class(acc->field);
    if (!(class_flags(fc) & C_JDK)) {
        if (!(class_flags(rti_method_class(acc->where.method)) & C_JDK))
            return 1;
        /* The program's own volatile through a field updater or a VarHandle
         * (`U.incrementAndGet(c)`, `HITS.getAndAdd(c, 1)`): Unsafe's and
         * java.lang.invoke's frames, then the updater's, then the program's
         * code. Before, such accesses were not the program's, and a
         * `v = U.get(c); U.set(c, v + 1)` losing another thread's
         * incrementAndGet was not predicted, where the same with an
         * AtomicInteger was (hunt 10). */
        RtiLocation fr[12];
        int depth, j = past_machinery(acc->thread, fr, &depth);
        return j < depth && fr[j].method && !(class_flags(rti_method_class(fr[j].method)) & C_JDK) ? 1 : 0;
    }
    if ((class_flags(fc) & C_SKIPNODE) && strcmp(rti_field_name(acc->field), "val"))
        return 0; /* (a node's next, CASed by a put of a new key) */
    const char *fn = rti_class_name(fc);
    size_t i = 0, n = sizeof program_volatiles / sizeof *program_volatiles;
    while (i < n && strcmp(fn, program_volatiles[i][0]))
        i++;
    if (i == n)
        return 0;
    /* Unsafe's frames (a CAS, a getAndAdd; for an adder, the VarHandle's
     * too), then the class's own methods, then the program's code */
    const char *owner = program_volatiles[i][1];
    RtiLocation fr[12];
    int depth, j = past_machinery(acc->thread, fr, &depth);
    if (j == depth || !fr[j].method || !owner_class(owner, rti_class_name(rti_method_class(fr[j].method))))
        return 0;
    bool conditional = false;
    for (; j < depth && fr[j].method; j++) {
        RtiClass *c = rti_method_class(fr[j].method);
        if (!owner_class(owner, rti_class_name(c)))
            return (class_flags(c) & C_JDK) ? 0 : conditional ? 2 : 1;
        const char *name = rti_method_name(fr[j].method), *d = rti_method_descriptor(fr[j].method);
        if ((!strcmp(name, "replace") && !strcmp(d, "(Ljava/lang/Object;Ljava/lang/Object;Ljava/lang/Object;)Z")) ||
            (!strcmp(name, "remove") && !strcmp(d, "(Ljava/lang/Object;Ljava/lang/Object;)Z")) ||
            !strcmp(name, "merge") || !strncmp(name, "compute", 7) || !strcmp(name, "putIfAbsent"))
            conditional = true;
    }
    return 0;
}

/* A synchronized collection's method called by the program's code (no other
 * JDK class between: not the JDK's own use of a Hashtable, such as
 * System's properties). */
static bool behalf_of_coll(RtiThread *t)
{
    RtiLocation fr[8];
    int depth = 0;
    rti_thread_stack(t, fr, 8, &depth);
    if (depth > 8)
        depth = 8;
    for (int i = 0; i < depth; i++) {
        if (!fr[i].method)
            return false;
        int f = class_flags(rti_method_class(fr[i].method));
        if (!(f & C_JDK))
            return true;
        if (!(f & C_SYNCCOLL))
            return false;
    }
    return false;
}

/* Whether a class initialiser's work orders acc before every other
 * thread's access (JLS 12.4.2: a thread takes the class's initialisation
 * lock before its first use): a static of a class whose <clinit> runs on
 * the thread's stack, or a field of an object touched while one runs
 * (the objects a <clinit> fills are its own: a HashMap it puts into, a
 * Box it makes). Before, only the <clinit>'s own writes of its class's
 * statics were, and HashMap.put's writes inside one were predicted to
 * race with the reads of another thread that used the class after. A
 * <clinit> writing another class's static is still checked: a thread
 * reading it need not have used the class. */
static bool init_ordered(const RtiAccess *acc)
{
    if (!rti_thread_in_class_init(acc->thread))
        return false;
    if (!acc->is_static)
        return !escape_escaped(acc->object); /* (tools/common/escape.h) */
    return escape_own_static(acc);
}

/* A ConcurrentSkipListMap node's value: its get reads it with a plain read
 * after VarHandle.acquireFence(), its put, replace and merge write it by
 * CAS, its remove CASes it to null. The fence orders the read after the
 * write it sees as a volatile read would: the field is taken as volatile,
 * and the map's value of a key is a volatile of the program's for the
 * atomicity pattern as a ConcurrentHashMap's is. Before, a get() then
 * put() on a skip list was not predicted (hunt 13). */
static bool skiplist_val(const RtiAccess *acc)
{
    return acc->field && !acc->is_static && (class_flags(rti_field_class(acc->field)) & C_SKIPNODE) &&
           !strcmp(rti_field_name(acc->field), "val");
}

static void on_field(RtiEnv *env, const RtiAccess *acc)
{
    RtiAccess as_volatile;
    bool skip_val = skiplist_val(acc);
    if (skip_val && !acc->is_volatile) {
        as_volatile = *acc;
        as_volatile.is_volatile = true;
        acc = &as_volatile;
    }
    TInfo *ti = tinfo_keep(acc->thread);
    escape_note(acc);
    if (!acc->is_volatile && !jdk_private(acc))
        rmw_flush(ti);
    if (patterns_on && !ti->system && acc->where.method)
        patterns_touch(acc, ti);
    if (acc->is_volatile) {
        opt_volatile_access(ti, acc);
        if (!acc->is_static && (class_flags(rti_object_class(acc->object)) & C_LOCKSYNC)) {
            rmw_flush(ti);
            return; /* a j.u.c. lock's state: the lock events model it */
        }
        if (!ti->system && acc->where.method)
            names_access(acc); /* an array held in a volatile field is named by it */
        Var *v = table_get(acc->is_static ? &statics : &shadow(acc->object)->vars, (uintptr_t)acc->field);
        int vp = patterns_on && opt_atomicity && !ti->system && acc->where.method && !is_clinit(acc->where.method)
                     ? volatile_of_program(acc)
                     : 0;
        bool atom = vp != 0;
        if (atom && !acc->is_write) {
            if (!v->sync_kind)
                v->sync_kind = (uint8_t)classify_sync(acc->thread, false);
            if (v->sync_kind != SK_IGNORED)
                patterns_volatile_atomicity(acc, ti, v, false, false);
        }
        bool rmw = atom && acc->is_write &&
                   is_last_vread(ti, acc->is_static ? NULL : acc->object, (uintptr_t)acc->field) && in_unsafe(acc->thread);
        /* (A skip list's put CASes the value it read itself a moment
         * before: the value it writes is the program's, an act.) */
        bool no_act = (rmw && !skip_val) || vp == 2;
        if (!volatile_sync(ti, v, acc, acc->is_static ? NULL : acc->object, (uintptr_t)acc->field))
            return;
        if (atom && acc->is_write)
            patterns_volatile_atomicity(acc, ti, v, rmw, no_act);
        if (patterns_on && !ti->system && acc->where.method && !is_clinit(acc->where.method) &&
            (acc->type == 'L' || acc->type == '[')) {
            /* (a null dereference may read it; not the JDK's own, such as a
             * lock's queue of waiting threads) */
            if (!(class_flags(rti_method_class(acc->where.method)) & C_JDK) || behalf_cached(ti, acc->thread))
                mcm_access(ti, acc);
            patterns_volatile(acc, ti, v);
        }
        return;
    }
    if (!acc->field || ti->system || !acc->where.method)
        return;
    names_access(acc);
    if ((rti_field_access(acc->field) & 0x0010) || init_ordered(acc))
        return;
    int ff = class_flags(rti_field_class(acc->field));
    if ((ff & C_JDK) && !(ff & C_WATCHED)) {
        if ((ff & C_SYNCCOLL) && patterns_on && behalf_of_coll(acc->thread))
            patterns_atomicity(acc, ti, table_get(acc->is_static ? &statics : &shadow(acc->object)->vars,
                                                  (uintptr_t)acc->field));
        return;
    }
    bool jdk_code = class_flags(rti_method_class(acc->where.method)) & C_JDK;
    if (!jdk_code)
        ti->last_site = (struct RelaySite){now(ti), acc->where.method, acc->where.bci, acc->is_write};
    Table *t = acc->is_static ? &statics : &shadow(acc->object)->vars;
    Var *v = table_get(t, (uintptr_t)acc->field);
    n_data_events++;
    if (!jdk_code || behalf_cached(ti, acc->thread))
        mcm_access(ti, acc);
    if (ti->opt)
        opt_access(ti, acc);
    if (opt_races && !acc->is_atomic) /* (an opaque access is never a race itself) */
        check_access(acc, ti, v, jdk_code ? 1 : 0);
    if (patterns_on)
        patterns_access(acc, ti, v);
}

/* Until the program starts a second thread, the elements of an array
 * longer than SOLO_ELEMS get no records: nothing another thread does can
 * come before what main does then (the start orders it), so they can race
 * with nothing. A record is some 250 bytes: an 8 MB arraycopy took 2 GB,
 * and a StringBuilder doubling under -Xmx64m ran out of memory (hunt 9).
 * (What is lost: a check of such an element before the start and its act
 * after it, with the new thread's write in between.) */
#define SOLO_ELEMS 4096
static bool program_threads_started;

static void on_array(RtiEnv *env, const RtiAccess *acc)
{
    TInfo *ti = tinfo_keep(acc->thread);
    if (!acc->is_volatile && !jdk_private(acc))
        rmw_flush(ti);
    if (patterns_on && !ti->system && acc->where.method)
        patterns_touch(acc, ti);
    if (acc->is_volatile) {
        if (!ti->system && acc->where.method)
            names_access(acc); /* a ConcurrentHashMap's node, by its table */
        Var *v = elem_var(shadow(acc->object), acc->object, acc->index);
        uintptr_t key = (uintptr_t)acc->index + 1;
        bool atom = patterns_on && opt_atomicity && !ti->system && acc->where.method &&
                    !is_clinit(acc->where.method) && atomic_array_of_program(acc);
        if (atom && !acc->is_write) {
            if (!v->sync_kind)
                v->sync_kind = (uint8_t)classify_sync(acc->thread, false);
            if (v->sync_kind != SK_IGNORED)
                patterns_volatile_atomicity(acc, ti, v, false, false);
        }
        bool rmw = atom && acc->is_write && is_last_vread(ti, acc->object, key) && in_unsafe(acc->thread);
        if (!volatile_sync(ti, v, acc, acc->object, key))
            return;
        if (atom && acc->is_write)
            patterns_volatile_atomicity(acc, ti, v, rmw, rmw);
        return;
    }
    if (ti->system || !acc->where.method)
        return;
    names_access(acc);
    int mf = class_flags(rti_method_class(acc->where.method));
    int jdk = mf & C_JDK ? 1 : 0;
    if (!jdk) /* (its static initialiser's too: the array of a static final) */
        shadow(acc->object)->by_program = true;
    if (is_clinit(acc->where.method) || rti_thread_in_class_init(acc->thread))
        return;
    if (jdk && !(mf & C_ARRAYOPS) && !(mf & C_UNSAFE)) {
        /* The JDK's own arrays do not count, but a write to an array the
         * program's code has accessed does when the program called the
         * JDK: a stream's read into its buffer (hunt 15 F7: TornStream).
         * Not its reads: a stream copies what the program writes out
         * (each element an event and a record: 5 MB written through a
         * buffered stream took 0.3 -> 2 s and 530 MB). */
        Shadow *s = acc->is_write ? rti_xget_ptr(acc->object, xf_shadow) : NULL;
        if (!s || !s->by_program)
            return;
        jdk = 2;
    }
    rf_flush(ti); /* (an index may come from a number read under a lock) */
    if (!jdk)
        ti->last_site = (struct RelaySite){now(ti), acc->where.method, acc->where.bci, acc->is_write};
    n_data_events++;
    if (!jdk || (jdk == 1 ? behalf_cached(ti, acc->thread) : program_called(ti, acc->thread)))
        mcm_access(ti, acc);
    if (!program_threads_started && rti_array_length(acc->object) > SOLO_ELEMS)
        return; /* (see SOLO_ELEMS) */
    Var *v = elem_var(shadow(acc->object), acc->object, acc->index);
    if (ti->opt)
        opt_access(ti, acc);
    if (opt_races && !acc->is_atomic)
        check_access(acc, ti, v, jdk);
    if (patterns_on)
        patterns_access(acc, ti, v);
}

/* A conditional branch: the causal model keeps a read's value only when a
 * branch of its thread follows it (mcm.c, mark_required), so the thread's
 * next event notes that one came before it. Branches count in the
 * program's code and in the JDK's code whose accesses are events (the
 * watched collections, java.util.Arrays), whose paths decide which events
 * come; not in the rest of the JDK, whose accesses are no events: what it
 * computes from a value reaches the program's events only through what
 * the program's code then branches on, writes or indexes with, which
 * count. Cached per method (methods are never freed), and the record of
 * the thread that made the last one (until it ends: br_thread). */
static RtiThread *br_thread;
static TInfo *br_ti;

static void on_branch(RtiEnv *env, RtiThread *t, RtiLocation where)
{
    static struct { RtiMethod *m; bool counts, app; } cache[1024];
    (void)env;
    size_t j = ((uintptr_t)where.method >> 4) & 1023;
    if (cache[j].m != where.method) {
        int f = class_flags(rti_method_class(where.method));
        cache[j].m = where.method;
        cache[j].counts = !(f & C_JDK) || (f & C_ARRAYOPS);
        cache[j].app = !(f & C_JDK);
    }
    if (!cache[j].counts)
        return;
    if (t != br_thread) {
        br_ti = *rti_thread_data(E, t);
        br_thread = br_ti ? t : NULL;
    }
    if (br_ti) {
        br_ti->branched = true;
        br_ti->n_branch++;
        br_ti->n_app_branch += cache[j].app;
        rf_flush(br_ti);
    }
}

/* An access as the confirming run matches it: class.name(desc)@bci:w|r, and
 * for one inside the JDK "!" and the innermost application frame. */
void confirm_site(char *buf, size_t n, const Stack *st, bool write)
{
    int top = access_frame(st);
    RtiMethod *m = st->frames[top].method;
    int k = snprintf(buf, n, "%s.%s%s@%d:%c", rti_class_name(rti_method_class(m)), rti_method_name(m),
                     rti_method_descriptor(m), st->frames[top].bci, write ? 'w' : 'r');
    int i = first_app_frame(st);
    if (i > top && k > 0 && (size_t)k < n) {
        RtiMethod *am = st->frames[i].method;
        snprintf(buf + k, n - (size_t)k, "!%s.%s%s@%d", rti_class_name(rti_method_class(am)), rti_method_name(am),
                 rti_method_descriptor(am), st->frames[i].bci);
    }
}

static void on_alloc(RtiEnv *env, RtiThread *t, RtiObject *obj) { names_alloc(t, obj); }

/* Locks. A lock the JDK takes (inside a synchronized collection, a blocking
 * queue, Thread.join, PrintStream ...) orders its critical sections by
 * happens-before: release -> every later acquire. A lock only the
 * application's own code takes is modelled predictively: its sections may
 * run in another order, so an acquire is ordered only after the sections it
 * reads from (read_from_section), and two accesses holding it cannot race. */
static bool machinery_frame(RtiMethod *m)
{
    int f = class_flags(rti_method_class(m));
    if (f & C_MACHINERY)
        return true;
    if (f & C_THREADCLS) {
        const char *n = rti_method_name(m);
        return strcmp(n, "run") && strcmp(n, "join");
    }
    return false;
}

/* Who synchronises: the application's code (SK_APP), the JDK on the
 * program's behalf (SK_DATA), or the JDK's machinery (SK_IGNORED): a
 * machinery frame between the innermost application frame (or the bottom)
 * and the event. skip_lock: the j.u.c. lock's own methods and Object.wait
 * are not the taker. */
static int classify_sync(RtiThread *t, bool skip_lock)
{
    RtiLocation fr[24];
    int count = 0;
    rti_thread_stack(t, fr, 24, &count);
    if (count > 24)
        count = 24;
    int i = 0;
    while (i < count && (!fr[i].method || (skip_lock && (class_flags(rti_method_class(fr[i].method)) & C_LOCKCLASS))))
        i++;
    if (i == count)
        return SK_DATA;
    if (!(class_flags(rti_method_class(fr[i].method)) & C_JDK))
        return SK_APP;
    for (; i < count; i++) {
        if (!fr[i].method)
            continue;
        if (!(class_flags(rti_method_class(fr[i].method)) & C_JDK))
            return SK_DATA;
        if (machinery_frame(fr[i].method))
            return SK_IGNORED;
    }
    return SK_DATA;
}

/* A Thread object's monitor is classified at each outermost acquisition:
 * join takes it for the program (its end is released into it: SK_DATA),
 * Thread.start and the thread bookkeeping for themselves (SK_IGNORED), and a
 * Thread subclass's own synchronized run() or synchronized (this) is the
 * program's lock (SK_APP). Taken as SK_DATA, that last ordered one worker's
 * run after another's through main's join (main's wait in join released the
 * second worker's monitor, which its synchronized run then acquired), and the
 * classic race of two `synchronized void run()` went unpredicted. The kind
 * of a hold is kept with it (Held.kind) for its release. */
static int held_kind(const TInfo *ti, RtiObject *obj)
{
    for (int i = 0; i < ti->n_held; i++)
        if (ti->held[i].lock == obj)
            return ti->held[i].kind;
    return 0;
}

static int lock_kind(RtiThread *t, RtiObject *obj, Shadow *s)
{
    if (class_flags(rti_object_class(obj)) & C_THREAD) {
        int k = held_kind(tinfo(t), obj);
        return k ? k : classify_sync(t, true);
    }
    if (!s->lock_kind) {
        s->lock_kind = (uint8_t)classify_sync(t, true);
        RtiLocation fr[1];
        s->lock_coll = s->lock_kind == SK_DATA && rti_thread_top(t, fr, NULL, 1) >= 1 && fr[0].method &&
                       (class_flags(rti_method_class(fr[0].method)) & C_SYNCCOLL);
    }
    return s->lock_kind;
}

/* A lock of the JDK's taken on the program's behalf orders its sections
 * (happens-before), except, for the patterns (hvc), a synchronized
 * collection's: `if (v.size() > 0) v.remove(v.size() - 1)` is two of its
 * sections, and another schedule runs another thread's between them. */
static void acquire_lock(TInfo *ti, Shadow *s)
{
    if (!s->lock_coll) {
        acquire_from(ti, &s->mon);
        return;
    }
    n_sync_events++;
    mcm_edges(ti, &s->mon);
    clock_join(&ti->vc, &s->mon);
}

static void lock_acquired(RtiThread *t, RtiObject *obj, bool shared)
{
    TInfo *ti = tinfo(t);
    n_sync_events++;
    if (opt_npe && !ti->system)
        patterns_deref(ti, t, obj, -1);
    Shadow *s = shadow(obj);
    int kind = lock_kind(t, obj, s);
    if (debug) {
        char on[512];
        object_name(on, sizeof on, obj);
        fprintf(stderr, "predict: t%d acquire %s kind %d\n", ti->idx, on, kind);
    }
    if (kind == SK_DATA)
        acquire_lock(ti, s);
    hold(ti, obj, shared, kind);
    if (kind == SK_APP && !ti->system && held_count(ti, obj) == 1)
        mcm_lock(ti, t, obj, true, shared);
}

/* A release of a java.util.Timer's queue lock by the Timer's own loop
 * orders nothing of the program's (stacks_in_timer_loop): taken as
 * happens-before, a task's writes were ordered before whatever main did
 * after cancel(). */
static bool timer_loop_release(RtiThread *t, RtiObject *obj)
{
    return (class_flags(rti_object_class(obj)) & C_TIMERQUEUE) && stacks_in_timer_loop(t);
}

static void lock_released(TInfo *ti, RtiThread *t, RtiObject *obj, bool all, bool shared)
{
    Shadow *s = shadow(obj);
    int kind = (class_flags(rti_object_class(obj)) & C_THREAD) ? held_kind(ti, obj) : s->lock_kind;
    if (kind == SK_APP && !ti->system && (all || held_count(ti, obj) == 1))
        mcm_lock(ti, t, obj, false, shared);
    if (ti->idx >= s->n_rel) {
        int n = ti->idx + 4;
        s->rel = tool_realloc(s->rel, sizeof(Releases) * (size_t)n);
        memset(s->rel + s->n_rel, 0, sizeof(Releases) * (size_t)(n - s->n_rel));
        s->n_rel = n;
    }
    Releases *r = &s->rel[ti->idx];
    Clock *c = &r->c[r->head];
    if (c->n)
        memset(c->c, 0, sizeof(uint32_t) * (size_t)c->n);
    clock_join(c, &ti->vc);
    r->stamp[r->head] = now(ti);
    r->head = (r->head + 1) % REL_RING;
    if (r->n < REL_RING)
        r->n++;
    if (kind != SK_DATA || !timer_loop_release(t, obj))
        release_to(ti, &s->mon);
}

static void on_monitor_enter(RtiEnv *env, RtiThread *t, RtiObject *obj) { lock_acquired(t, obj, false); }

static void on_monitor_exit(RtiEnv *env, RtiThread *t, RtiObject *obj)
{
    TInfo *ti = tinfo(t);
    lock_released(ti, t, obj, false, false);
    unhold(ti, obj, false);
}

/* Object.wait releases the monitor completely and reacquires it; the
 * notify that woke the waiter happens before its return. */
static void on_wait(RtiEnv *env, RtiThread *t, RtiObject *obj, int64_t timeout)
{
    TInfo *ti = tinfo(t);
    ti->wait_timed = timeout > 0;
    lock_released(ti, t, obj, true, false);
}

/* A timed join (Thread.join(millis) waits on the Thread object with a
 * deadline) that returned because the thread ended is not an ordering another
 * schedule must keep: there the thread is slower and the wait times out
 * first. The confirming run makes that happen (a held thread's timed waiters
 * time out), and a program that checks isAlive() afterwards is not
 * confirmed. */
static bool timed_join(TInfo *ti, RtiObject *obj)
{
    return ti->wait_timed && (class_flags(rti_object_class(obj)) & C_THREAD);
}

static void on_waited(RtiEnv *env, RtiThread *t, RtiObject *obj, bool timed_out)
{
    TInfo *ti = tinfo(t);
    bool join_edge = !timed_join(ti, obj);
    if (join_edge)
        hb_join(ti, &ti->notified);
    ti->sect++; /* others ran their sections while it waited */
    Shadow *s = shadow(obj);
    int kind = lock_kind(t, obj, s);
    if (kind == SK_DATA && join_edge)
        acquire_lock(ti, s);
    else if (kind == SK_APP && !ti->system)
        mcm_lock(ti, t, obj, true, false);
}

static void on_notify(RtiEnv *env, RtiThread *t, RtiObject *obj, bool all, RtiThread *woken)
{
    if (woken)
        release_to(tinfo(t), &tinfo(woken)->notified);
}

static void on_lock_acquire(RtiEnv *env, RtiThread *t, RtiObject *lock, bool shared)
{
    lock_acquired(t, lock, shared);
}

static void on_lock_release(RtiEnv *env, RtiThread *t, RtiObject *lock, bool shared)
{
    TInfo *ti = tinfo(t);
    lock_released(ti, t, lock, false, shared);
    unhold(ti, lock, shared);
}

static void on_thread_start(RtiEnv *env, RtiThread *parent, RtiThread *child)
{
    TInfo *p = tinfo(parent), *c = tinfo(child);
    if (!c->system)
        program_threads_started = true;
    clock_join(&c->vc, &p->vc);
    mcm_edges(c, &p->hvc);
    clock_join(&c->hvc, &p->hvc);
    tick(p);
    /* Let the new thread run first: work handed to a pool's new worker
     * (ForkJoin, parallel streams) is then spread over the workers, where
     * the default schedule often lets the starter finish it alone and the
     * run shows no two threads to compare. */
    if (!c->system)
        rti_request_reschedule(env);
}

/* The end of a thread is a release on its Thread object's monitor, which
 * join() takes (synchronized join, wait while isAlive). */
static void on_thread_end(RtiEnv *env, RtiThread *t)
{
    TInfo *ti = tinfo(t);
    if (t == br_thread)
        br_thread = NULL; /* (its handle may name another thread next) */
    rti_thread_name(t, ti->name, sizeof ti->name);
    opt_thread_end(ti);
    RtiObject *tobj = rti_thread_object(t);
    if (tobj)
        release_to(ti, &shadow(tobj)->mon);
}

static void on_park(RtiEnv *env, RtiThread *t, bool timed)
{
    tinfo(t)->park_pending = true;
}

static void on_unpark(RtiEnv *env, RtiThread *t, RtiThread *target)
{
    TInfo *ti = tinfo(t);
    if (target)
        release_to(ti, &tinfo(target)->permit);
}

/* Another tool (the tester) took the program back to a checkpoint: this
 * tool's memory describes a run that no longer happened. */
static void on_checkpoint_restored(RtiEnv *env, RtiThread *t, RtiCheckpoint *cp)
{
    static bool warned;
    br_thread = NULL; /* (threads started since are gone without an end) */
    tool_deadlock_forget();
    if (!warned)
        fprintf(stderr, "predict: the program went back to a checkpoint (another tool): predictions mix the runs "
                        "before and after it; run predict alone\n");
    warned = true;
}

/* The main thread exists before its thread group does: ask again. */
static void on_vm_start(RtiEnv *env, RtiThread *main_thread)
{
    TInfo *ti = tinfo(main_thread);
    ti->system = rti_thread_is_system(main_thread);
    rti_thread_name(main_thread, ti->name, sizeof ti->name);
}

static struct timespec started;

/* The run deadlocked (every program thread waits for ever): the VM ends it
 * after this, so what was observed is analysed instead of the tool waiting
 * with the program for ever. A confirming run that deadlocks ends too: its
 * prediction is not confirmed (before, it waited for runtimeout). */
static void on_deadlock(RtiEnv *env, RtiThread *t)
{
    (void)env;
    (void)t;
    if (!predict_quiet)
        tool_deadlock_note("predict");
}

static void on_vm_death(RtiEnv *env, RtiThread *t)
{
    if (opt_stats) {
        struct timespec now_ts;
        clock_gettime(CLOCK_MONOTONIC, &now_ts);
        double s = (double)(now_ts.tv_sec - started.tv_sec) + (double)(now_ts.tv_nsec - started.tv_nsec) / 1e9;
        if (!predict_quiet)
            fprintf(stderr, "Predict: observed %llu shared-memory and %llu synchronisation events in %.2f s (%.0f events/s, "
                        "the run included)\n", (unsigned long long)n_data_events, (unsigned long long)n_sync_events, s,
                (double)(n_data_events + n_sync_events) / (s > 0 ? s : 1));
    }
    if (!predict_quiet) {
        fflush(stdout);
        tool_deadlock_print();
        confirm_finish();
    }
}

RtiStatus predict_tool_init(RtiEnv *env, const char *options)
{
    long mcm_window = 10000, mcm_timeout = 5000;
    int mcm_k = 1;
    if ((rti_version() >> 16) != RTI_VERSION_MAJOR)
        return RTI_ERR_VERSION;
    if (E) {
        /* its state is one per process: two copies mixed their records
         * (predict then confirmed nothing, hunt 9) */
        fprintf(stderr, "predict: -tool predict given twice: one copy per run\n");
        return RTI_ERR_INVALID;
    }
    E = env;
    predict_opt.env = env;
    predict_opt.timeout_ms = 120000;
    snprintf(predict_opt.out, sizeof predict_opt.out, "rivet-predict");
    if (options && *options) {
        bool any_kind = false, races = false, atomicity = false, npe = false;
        char *opts = strdup(options), *save = NULL;
        for (char *o = strtok_r(opts, ",", &save); o; o = strtok_r(NULL, ",", &save)) {
            if (!strcmp(o, "races")) {
                any_kind = races = true;
            } else if (!strcmp(o, "atomicity")) {
                any_kind = atomicity = true;
            } else if (!strcmp(o, "npe")) {
                any_kind = npe = true;
            } else if (!strcmp(o, "unconfirmed")) {
                predict_opt.unconfirmed = true;
            } else if (!strcmp(o, "noconfirm")) {
                predict_opt.noconfirm = true;
            } else if (!strncmp(o, "confirm=", 8)) {
                snprintf(predict_opt.confirm, sizeof predict_opt.confirm, "%s", o + 8);
            } else if (!strncmp(o, "out=", 4) && o[4]) {
                snprintf(predict_opt.out, sizeof predict_opt.out, "%s", o + 4);
            } else if (!strcmp(o, "out=")) {
                fprintf(stderr, "predict: out needs a directory\n");
                free(opts);
                return RTI_ERR_INVALID;
            } else if (!strcmp(o, "stats")) {
                opt_stats = true;
            } else if (!strcmp(o, "prune")) {
                predict_opt.prune = true;
            } else if (!strcmp(o, "nowitness")) {
                predict_opt.nowitness = true;
            } else if (!strncmp(o, "window=", 7) || !strncmp(o, "timeout=", 8) || !strncmp(o, "k=", 2) ||
                       !strncmp(o, "runtimeout=", 11)) {
                char *eq = strchr(o, '='), *end = NULL;
                errno = 0;
                long n = strtol(eq + 1, &end, 10);
                /* the largest each can be: a window is held in memory, k
                 * multiplies the model's size (window=1e9 ran out of memory,
                 * k=4294967296 became 0, hunt 9) */
                long max = o[0] == 'w' ? 10000000 : o[0] == 'k' ? 100 : 86400000;
                if (!eq[1] || *end || n < 0 || errno) {
                    fprintf(stderr, "predict: bad number in option '%s'\n", o);
                    free(opts);
                    return RTI_ERR_INVALID;
                }
                if (n > max) {
                    fprintf(stderr, "predict: option '%s' is too large (at most %ld)\n", o, max);
                    free(opts);
                    return RTI_ERR_INVALID;
                }
                if (o[0] == 'r')
                    predict_opt.timeout_ms = n;
                else if (o[0] == 't')
                    mcm_timeout = n;
                else if (o[0] == 'w')
                    mcm_window = n;
                else
                    mcm_k = (int)n;
            } else {
                fprintf(stderr, "predict: unknown option '%s' (options: races, atomicity, npe, window=N, "
                                "timeout=MS, k=N, prune, nowitness, unconfirmed, noconfirm, out=DIR, runtimeout=MS, stats)\n", o);
                free(opts);
                return RTI_ERR_INVALID;
            }
        }
        free(opts);
        if (any_kind) {
            opt_races = races;
            opt_atomicity = atomicity;
            opt_npe = npe;
        }
    }
    char why[128];
    if (!predict_opt.confirm[0] && !predict_opt.noconfirm && !tool_dir_usable(predict_opt.out, why, sizeof why)) {
        /* refused now, not after an analysis whose findings it could not confirm */
        fprintf(stderr, "predict: out=%s cannot hold the confirming runs' logs: %s\n", predict_opt.out, why);
        return RTI_ERR_INVALID;
    }
    bool following = predict_opt.confirm[0] && strstr(predict_opt.confirm, "+witness=");
    if (predict_opt.confirm[0] && !following)
        return confirm_init(env);
    if (following) {
        /* A confirming run that follows a witness: the analysis as the
         * observing run had it, quiet (witness.c). */
        RtiStatus ws = witness_init(env, predict_opt.confirm, &opt_races, &opt_atomicity, &opt_npe, &mcm_window);
        if (ws != RTI_OK)
            return ws;
        predict_quiet = true;
    }
    /* A confirming run reads the input the observed run read. */
    if (!predict_opt.confirm[0])
        rti_keep_stdin(env);
    patterns_on = opt_atomicity || opt_npe;
    clock_gettime(CLOCK_MONOTONIC, &started);
    mcm_init(mcm_window, mcm_timeout, mcm_k);
    lockset_intern(NULL, 0);
    debug = getenv("PREDICT_DEBUG") != NULL;
    RtiStatus st = rti_add_field(env, "java/lang/Object", RTI_FIELD_PTR, &xf_shadow);
    if (st == RTI_OK)
        st = names_init(env);
    if (st != RTI_OK)
        return st;
    RtiCallbacks cb = {0};
    cb.size = sizeof cb;
    cb.field_access = on_field;
    cb.array_access = on_array;
    cb.alloc = on_alloc;
    cb.monitor_enter = on_monitor_enter;
    cb.monitor_exit = on_monitor_exit;
    cb.monitor_wait = on_wait;
    cb.monitor_waited = on_waited;
    cb.monitor_notify = on_notify;
    cb.lock_acquire = on_lock_acquire;
    cb.lock_release = on_lock_release;
    cb.thread_start = on_thread_start;
    cb.thread_end = on_thread_end;
    cb.park = on_park;
    cb.unpark = on_unpark;
    cb.vm_start = on_vm_start;
    cb.checkpoint_restored = on_checkpoint_restored;
    cb.vm_death = on_vm_death;
    cb.deadlock = on_deadlock;
    cb.object_free = on_free;
    branches_counted = !following && (mcm_window > 0 || opt_atomicity);
    if (branches_counted)
        cb.branch = on_branch; /* (the causal model and the atomicity pattern need them) */
    if (following)
        witness_callbacks(&cb);
    rti_set_callbacks(env, &cb);
    rti_free_wanted_only(env); /* most objects die with nothing to release */
    return rti_enable_events(env, rti_callback_events(&cb));
}
