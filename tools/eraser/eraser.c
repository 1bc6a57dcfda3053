/* Eraser: lockset data-race detection (Savage et al., 1997; thesis 2.1.1, 3.2),
 * written only against the public RTI.
 *
 * Every variable (instance field, static field, array element) goes through
 * the states Virgin -> Exclusive -> Shared (read by a second thread) or
 * Shared-Modified (written by a second thread, or written while Shared). In the
 * shared states its candidate lockset C(v) is refined on every access with the
 * locks the accessing thread holds (for writes: only locks held exclusively, so
 * a read lock does not protect a write); an empty C(v) in Shared-Modified is a
 * race, reported once per variable.
 *
 * Ownership hand-off. While Exclusive, a variable also keeps the set of locks
 * its owner held on every access. It stays Exclusive, passing to a new owner,
 * when the new thread's access happens after all of the owner's: always across
 * a thread start or end/join, and across other synchronisation (monitors,
 * java.util.concurrent locks, volatile accesses including the Unsafe accesses
 * of atomics and concurrent collections) only when the owner held no lock on
 * it, i.e. when it was not lock-protected data but an object being handed
 * over. Otherwise it becomes Shared with C(v) = the owner's locks ∩ the new
 * thread's. So initialise-then-publish and hand-offs through queues or flags
 * are not reported, while a lock-protected variable touched without its lock
 * is, whatever the interleaving.
 *
 * Data: per object, its variable records (by field number, or array index)
 * reached through an extra field on java.lang.Object (freed when the object is
 * collected), compact until a second thread touches the variable (Cell);
 * static fields in one table; per thread, its held locks
 * (counted, by number: lock_id), interned locksets, vector clock and recent activations' stacks
 * (sites.h: an access records its activation's stack and its bci); per
 * synchronisation object (lock or volatile variable), a clock. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rti.h"
#include "../common/mem.h"
#include "../common/hang.h"
#include "../common/collections.h"
#include "../common/escape.h"
#include "../common/names.h"
#include "../common/stacks.h"
#include "sites.h"

enum { VIRGIN, EXCLUSIVE, SHARED, SHARED_MOD };

#define LS_UNIVERSE (-1)

/* ---- Small utilities ---------------------------------------------------------- */

static size_t hash_ptr(uintptr_t k)
{
    k ^= k >> 33;
    k *= 0xff51afd7ed558ccdull;
    k ^= k >> 33;
    return (size_t)k;
}

/* ---- Shadow memory ------------------------------------------------------------
 * The shadows of objects come and go with them (Alloc: millions of small
 * ones, freed a collection at a time, which leaves malloc on its slow path):
 * blocks of POOL_MIN to POOL_MAX bytes freed while no checkpoint is live are
 * kept on a free list by size (rounded up to 16) and handed out again while
 * none is. (Smaller ones come faster from malloc, whose new chunks lie in
 * order, where a list's are scattered: measured on bench/java/Alloc.java.) A block is from rti_calloc and as zeroed: what rti_calloc and
 * rti_free_later promise holds (with a checkpoint live, they are used). The
 * lists never hold more than were live at once. */
#define POOL_MIN 64 /* exclusive */
#define POOL_MAX 1024

static void *pool[POOL_MAX / 16 + 1];

static void *shadow_calloc(size_t n)
{
    n = (n + 15) & ~(size_t)15;
    if (n > POOL_MIN && n <= POOL_MAX && !rti_versioning && pool[n / 16]) {
        void *p = pool[n / 16];
        memcpy(&pool[n / 16], p, sizeof(void *));
        memset(p, 0, n);
        return p;
    }
    return rti_calloc(n);
}

static void shadow_free(void *p, size_t n)
{
    n = (n + 15) & ~(size_t)15;
    if (n > POOL_MIN && n <= POOL_MAX && !rti_versioning) {
        memcpy(p, &pool[n / 16], sizeof(void *));
        pool[n / 16] = p;
        return;
    }
    rti_free_later(p);
}

/* ---- Vector clocks ------------------------------------------------------------ */

typedef struct Clock {
    uint32_t *c;
    int n;
} Clock;

static uint32_t clock_get(const Clock *vc, int t) { return t < vc->n ? vc->c[t] : 0; }

/* Eraser's state follows the program across checkpoint returns (under the
 * tester every schedule starts from a restored state): each change to it is
 * preceded by rti_save, memory a restored state may point to is given back
 * with rti_free_later, and memory for it comes from rti_calloc, which a
 * return frees. Lockset interning and the race reports are kept:
 * ids stay valid, and a race is reported once however often it is met. */
static void clock_set(Clock *vc, int t, uint32_t v)
{
    if (t >= vc->n) {
        int nn = t + 8;
        uint32_t *c = rti_calloc(sizeof(uint32_t) * (size_t)nn);
        if (vc->n)
            memcpy(c, vc->c, sizeof(uint32_t) * (size_t)vc->n);
        rti_save(vc, sizeof *vc);
        rti_free_later(vc->c);
        vc->c = c;
        vc->n = nn;
    }
    rti_save(&vc->c[t], sizeof vc->c[t]);
    vc->c[t] = v;
}

static void clock_join(Clock *dst, const Clock *src)
{
    for (int i = 0; i < src->n; i++)
        if (src->c[i] > clock_get(dst, i))
            clock_set(dst, i, src->c[i]);
}

/* ---- Locks and locksets ---------------------------------------------------------
 * A lock is named by a number given at its first hold, not by its address: a
 * lock's object may be freed and another allocated at its address, which is
 * another lock (before, every lock was kept alive for ever to keep addresses
 * unique: weak references to locks were never cleared, and a program locking
 * many short-lived objects held them all). Live locks: address -> number
 * (linear probing), dropped when the object is freed (on_free); by number,
 * the object while it lives, then its class, for the reports.
 *
 * Locksets: interned sorted arrays of lock numbers, found by a hash of their
 * contents; id 0 is the empty set. Intersections are memoised. Both tables
 * are tool memory, kept across checkpoint returns (ids stay valid). */

typedef struct LockEnt {
    RtiObject *obj; /* NULL: empty slot */
    uint32_t id;
} LockEnt;
static LockEnt *lock_tab;
static size_t lock_cap, lock_used;

typedef struct LockInfo {
    RtiObject *obj;         /* NULL once freed */
    const char *freed_class; /* its class then */
} LockInfo;
static LockInfo *lock_info; /* by number; 0 unused */
static uint32_t n_lock_ids = 1, cap_lock_ids;

static void lock_tab_put(RtiObject *obj, uint32_t id)
{
    size_t mask = lock_cap - 1, j = hash_ptr((uintptr_t)obj) & mask;
    while (lock_tab[j].obj)
        j = (j + 1) & mask;
    lock_tab[j] = (LockEnt){obj, id};
}

/* The number of the lock obj, given now if it has none. */
static uint32_t lock_id(RtiObject *obj)
{
    if (lock_cap) {
        size_t mask = lock_cap - 1, j = hash_ptr((uintptr_t)obj) & mask;
        for (; lock_tab[j].obj; j = (j + 1) & mask)
            if (lock_tab[j].obj == obj)
                return lock_tab[j].id;
    }
    if (2 * (lock_used + 1) > lock_cap) {
        LockEnt *old = lock_tab;
        size_t oc = lock_cap;
        lock_cap = lock_cap ? lock_cap * 2 : 256;
        lock_tab = tool_calloc(sizeof(LockEnt) * lock_cap);
        for (size_t i = 0; i < oc; i++)
            if (old[i].obj)
                lock_tab_put(old[i].obj, old[i].id);
        free(old);
    }
    if (n_lock_ids == cap_lock_ids || !cap_lock_ids) {
        cap_lock_ids = cap_lock_ids ? cap_lock_ids * 2 : 256;
        lock_info = tool_realloc(lock_info, sizeof(LockInfo) * cap_lock_ids);
    }
    uint32_t id = n_lock_ids++;
    lock_info[id] = (LockInfo){obj, NULL};
    lock_tab_put(obj, id);
    lock_used++;
    return id;
}

/* obj is being freed: if it was a lock, its number is not given again (an
 * object allocated later at its address is a new lock). Linear probing's
 * deletion: the entries after the hole that may move back. */
static void lock_forget(RtiObject *obj)
{
    if (!lock_cap)
        return;
    size_t mask = lock_cap - 1, j = hash_ptr((uintptr_t)obj) & mask;
    while (lock_tab[j].obj && lock_tab[j].obj != obj)
        j = (j + 1) & mask;
    if (!lock_tab[j].obj)
        return;
    LockInfo *li = &lock_info[lock_tab[j].id];
    li->obj = NULL;
    li->freed_class = rti_class_name(rti_object_class(obj));
    lock_tab[j].obj = NULL;
    lock_used--;
    for (size_t k = (j + 1) & mask; lock_tab[k].obj; k = (k + 1) & mask) {
        size_t home = hash_ptr((uintptr_t)lock_tab[k].obj) & mask;
        /* move entry k into the hole j unless its home lies in (j, k] */
        if ((j < k) ? (home <= j || home > k) : (home <= j && home > k)) {
            lock_tab[j] = lock_tab[k];
            lock_tab[k].obj = NULL;
            j = k;
        }
    }
}

/* A lock's name in a report. */
static void lock_name(char *buf, size_t n, uint32_t id)
{
    LockInfo *li = &lock_info[id];
    if (li->obj) {
        names_lock(buf, n, li->obj);
        return;
    }
    snprintf(buf, n, "a %s (since freed)", li->freed_class ? li->freed_class : "lock");
    for (char *c = buf; *c; c++)
        if (*c == '/')
            *c = '.';
}

typedef struct Lockset {
    uint32_t *locks; /* lock numbers, ascending */
    int n;
} Lockset;

static Lockset *sets;
static int n_sets, cap_sets;
static int *set_index; /* set ids + 1 by hash of contents, 0: empty slot */
static size_t set_index_cap;

typedef struct PairMemo {
    int a, b, r;
} PairMemo;
static PairMemo *memo;
static size_t memo_cap = 4096;

static size_t lockset_hash(const uint32_t *locks, int n)
{
    uint64_t h = (uint64_t)n;
    for (int i = 0; i < n; i++)
        h = hash_ptr(h ^ locks[i]);
    return (size_t)h;
}

static void set_index_put(int id)
{
    size_t mask = set_index_cap - 1, j = lockset_hash(sets[id].locks, sets[id].n) & mask;
    while (set_index[j])
        j = (j + 1) & mask;
    set_index[j] = id + 1;
}

static int lockset_intern(const uint32_t *locks, int n)
{
    if (set_index_cap) {
        size_t mask = set_index_cap - 1, j = lockset_hash(locks, n) & mask;
        for (; set_index[j]; j = (j + 1) & mask) {
            Lockset *s = &sets[set_index[j] - 1];
            if (s->n == n && (!n || memcmp(s->locks, locks, sizeof(uint32_t) * (size_t)n) == 0))
                return set_index[j] - 1;
        }
    }
    if (n_sets == cap_sets) {
        cap_sets = cap_sets ? cap_sets * 2 : 64;
        sets = tool_realloc(sets, sizeof(Lockset) * (size_t)cap_sets);
    }
    Lockset *s = &sets[n_sets];
    s->n = n;
    s->locks = tool_calloc(sizeof(uint32_t) * (size_t)(n ? n : 1));
    if (n)
        memcpy(s->locks, locks, sizeof(uint32_t) * (size_t)n);
    int id = n_sets++;
    if (2 * (size_t)n_sets > set_index_cap) {
        free(set_index);
        set_index_cap = set_index_cap ? set_index_cap * 2 : 256;
        set_index = tool_calloc(sizeof(int) * set_index_cap);
        for (int i = 0; i < n_sets; i++)
            set_index_put(i);
    } else {
        set_index_put(id);
    }
    return id;
}

static int lockset_intersect(int a, int b)
{
    if (a == LS_UNIVERSE)
        return b;
    if (b == LS_UNIVERSE || a == b)
        return a;
    if (a > b) {
        int t = a;
        a = b;
        b = t;
    }
    if (!memo)
        memo = tool_calloc(sizeof(PairMemo) * memo_cap);
    size_t h = hash_ptr(((uintptr_t)(uint32_t)a << 32) | (uint32_t)b) & (memo_cap - 1);
    if (memo[h].r && memo[h].a == a && memo[h].b == b)
        return memo[h].r - 1;
    Lockset *x = &sets[a], *y = &sets[b];
    uint32_t out[64];
    int n = 0, i = 0, j = 0;
    while (i < x->n && j < y->n && n < 64) {
        if (x->locks[i] == y->locks[j]) {
            out[n++] = x->locks[i];
            i++;
            j++;
        } else if (x->locks[i] < y->locks[j]) {
            i++;
        } else {
            j++;
        }
    }
    int r = lockset_intern(out, n);
    memo[h] = (PairMemo){a, b, r + 1};
    return r;
}

/* ---- Threads --------------------------------------------------------------------- */

typedef struct Held {
    RtiObject *lock;
    uint32_t id; /* its number (lock_id) */
    int count;
    int shared; /* count of read-lock holds */
} Held;

/* A recent activation of the thread: its rti_thread_stack_key, its sites.h
 * node (0: none) and the node's depth, and the node of the last activation
 * it called (callee method, call bci). */
typedef struct ActMemo {
    uint32_t key;
    uint32_t node;
    uint32_t depth;
    int32_t call_bci;
    RtiMethod *callee;
    uint32_t callee_node;
} ActMemo;

#define ACT_MEMOS 64 /* a power of two, above the depth of most recursions */

/* The Excl (see Cell) an owner's access leads to, by the access's ls_all and
 * bci_write (a memo: id 0 none). */
typedef struct ExclNext {
    int ls;
    uint32_t bw, id;
} ExclNext;

/* What a thread knows of its stacks, and the Excl its access to a Virgin
 * variable leads to (see Cell), by the access's bci and kind: a loop that
 * makes objects often first touches them from two places (a constructor's
 * field, then an array element), and one memo for all sites was remade at
 * each. Apart from TInfo, which hold saves whole. */
#define VIRGIN_NEXT 8
typedef struct StackCache {
    ActMemo act[ACT_MEMOS];
    SitesPath path;
    ExclNext virgin_next[VIRGIN_NEXT];
} StackCache;

typedef struct TInfo {
    int idx;
    Held *held;
    int n_held, cap_held;
    int ls_all, ls_excl; /* interned locksets: every held lock / those held exclusively */
    Clock vc;            /* happens-before through all synchronisation */
    Clock svc;           /* ... through thread start and end/join only */
    char name[64];
    int64_t id;
    StackCache *stacks;
    int8_t system; /* rti_thread_is_system, once the VM started; -1 unknown */
    int8_t timer;  /* a java.util.Timer's thread (TimerThread); -1 unknown */
    bool late;     /* a JDK thread the program's code started (not one of the VM's boot) */
} TInfo;

static RtiEnv *E;
static bool include_jdk;
static TInfo **threads_by_idx;
static int n_threads, cap_threads;
static const RtiExtraField *xf_shadow, *xf_cell;
static int n_races;

/* The thread of the last event and its TInfo: most events are the running
 * thread's. Forgotten when a thread ends (its handle may be reused) and on a
 * checkpoint return (which may free the TInfo). */
static RtiThread *last_t;
static TInfo *last_ti;
static bool vm_started;

static TInfo *tinfo(RtiThread *t)
{
    if (t == last_t)
        return last_ti;
    void **slot = rti_thread_data(E, t);
    TInfo *ti = *slot;
    if (!ti) {
        ti = rti_calloc(sizeof(TInfo));
        ti->idx = n_threads;
        ti->id = rti_thread_id(t);
        if (n_threads == cap_threads) {
            cap_threads = cap_threads ? cap_threads * 2 : 16;
            threads_by_idx = tool_realloc(threads_by_idx, sizeof(TInfo *) * (size_t)cap_threads);
        }
        rti_save(&n_threads, sizeof n_threads);
        rti_save(slot, sizeof *slot);
        threads_by_idx[n_threads++] = ti;
        ti->ls_all = ti->ls_excl = lockset_intern(NULL, 0);
        clock_set(&ti->vc, ti->idx, 1);
        clock_set(&ti->svc, ti->idx, 1);
        rti_thread_name(t, ti->name, sizeof ti->name);
        ti->system = -1;
        ti->timer = -1;
        ti->stacks = rti_calloc(sizeof(StackCache));
        *slot = ti;
    }
    last_t = t;
    last_ti = ti;
    return ti;
}

static void forget_last_thread(void)
{
    last_t = NULL;
    last_ti = NULL;
}

/* Whether t is a JDK thread. Its answer is fixed once the VM started (before,
 * the main thread group may not exist yet). */
static bool is_system(TInfo *ti, RtiThread *t)
{
    if (ti->system >= 0)
        return ti->system;
    bool sys = rti_thread_is_system(t);
    if (vm_started)
        ti->system = sys;
    return sys;
}

/* The node of the thread's current activation (sites.h). A constructor or a
 * short method called in a loop makes an activation per call: its node is
 * the one its caller's activation made for the same call last time, or its
 * caller's node extended by two frames. Only an activation whose caller was
 * not met recently walks the whole stack. The memo needs no rti_save: a key
 * names one activation for good, so an entry stays true across checkpoint
 * returns. */
static uint32_t current_stack(TInfo *ti, RtiThread *t)
{
    uint32_t key = rti_thread_stack_key(t);
    ActMemo *a = &ti->stacks->act[key & (ACT_MEMOS - 1)];
    if (a->key == key && a->node)
        return a->node;
    RtiLocation f[2];
    uint32_t k[2];
    if (rti_thread_top(t, f, k, 2) == 2 && k[0] == key) {
        ActMemo *c = &ti->stacks->act[k[1] & (ACT_MEMOS - 1)];
        /* Below the depth limit, the caller's node is its whole stack. */
        if (c->key == k[1] && c->node && c->depth < SITES_MAX_DEPTH && c != a) {
            if (c->callee != f[0].method || c->call_bci != f[1].bci) {
                uint32_t caller = sites_intern(sites_parent(c->node), f[1].method, f[1].bci);
                c->callee = f[0].method;
                c->call_bci = f[1].bci;
                c->callee_node = sites_intern(caller, f[0].method, SITES_ANY_BCI);
            }
            *a = (ActMemo){key, c->callee_node, c->depth + 1, 0, NULL, 0};
            return a->node;
        }
    }
    uint32_t node = sites_walk(t, &ti->stacks->path);
    *a = (ActMemo){key, node, (uint32_t)ti->stacks->path.depth, 0, NULL, 0};
    return node;
}

static void recompute_locksets(TInfo *ti)
{
    uint32_t all[64], excl[64];
    int na = 0, ne = 0;
    for (int i = 0; i < ti->n_held && na < 64; i++) {
        Held *h = &ti->held[i];
        all[na++] = h->id;
        if (h->count > h->shared)
            excl[ne++] = h->id;
    }
    /* Sort by number (insertion sort: sets are small). */
    for (int i = 1; i < na; i++)
        for (int k = i; k > 0 && all[k - 1] > all[k]; k--) {
            uint32_t t = all[k];
            all[k] = all[k - 1];
            all[k - 1] = t;
        }
    for (int i = 1; i < ne; i++)
        for (int k = i; k > 0 && excl[k - 1] > excl[k]; k--) {
            uint32_t t = excl[k];
            excl[k] = excl[k - 1];
            excl[k - 1] = t;
        }
    rti_save(&ti->ls_all, sizeof ti->ls_all * 2);
    ti->ls_all = lockset_intern(all, na);
    ti->ls_excl = lockset_intern(excl, ne);
}

/* ---- Synchronisation clocks (locks and volatile variables) --------------------- */

typedef struct SyncEnt {
    uintptr_t key;
    Clock vc, svc;
} SyncEnt;
static SyncEnt *syncs;
static size_t sync_cap, sync_used;

static SyncEnt *sync_ent(uintptr_t key)
{
    if ((sync_used + 1) * 2 > sync_cap) {
        size_t nc = sync_cap ? sync_cap * 2 : 1024;
        SyncEnt *nt = rti_calloc(sizeof(SyncEnt) * nc);
        rti_save(&syncs, sizeof syncs);
        rti_save(&sync_cap, sizeof sync_cap);
        for (size_t i = 0; i < sync_cap; i++) {
            if (!syncs[i].key)
                continue;
            size_t j = hash_ptr(syncs[i].key) & (nc - 1);
            while (nt[j].key)
                j = (j + 1) & (nc - 1);
            nt[j] = syncs[i];
        }
        rti_free_later(syncs);
        syncs = nt;
        sync_cap = nc;
    }
    size_t j = hash_ptr(key) & (sync_cap - 1);
    while (syncs[j].key && syncs[j].key != key)
        j = (j + 1) & (sync_cap - 1);
    if (!syncs[j].key) {
        rti_save(&syncs[j], sizeof syncs[j]);
        rti_save(&sync_used, sizeof sync_used);
        syncs[j].key = key;
        sync_used++;
    }
    return &syncs[j];
}

/* The key of an object's monitor or lock (k = 0) or of its volatile
 * variable k - 1 (a field's number, an element's index): an address inside
 * the object (see on_field). Objects that have keys are noted in a filter,
 * so that freeing one that has none (most of them) costs no lookup; arrays
 * with keys of elements in another, since forgetting those takes a pass
 * over the table. */
typedef uint64_t Filter[1024];
static Filter keyed_objs, keyed_elems;

static bool filter_has(const Filter f, RtiObject *obj)
{
    size_t b = hash_ptr((uintptr_t)obj) & (sizeof(Filter) * 8 - 1);
    return f[b / 64] >> (b % 64) & 1;
}

static uintptr_t obj_key_in(Filter f, RtiObject *obj, uint32_t k)
{
    size_t b = hash_ptr((uintptr_t)obj) & (sizeof(Filter) * 8 - 1);
    f[b / 64] |= 1ull << (b % 64);
    rti_want_free(obj);
    return (uintptr_t)obj + k;
}

static uintptr_t obj_key(RtiObject *obj, uint32_t k) { return obj_key_in(keyed_objs, obj, k); }

/* A freed object's keys go, so that an object allocated later at its address
 * does not inherit its clocks (a false edge that can hide a race): linear
 * probing's deletion, moving back the entries after the hole that may. */
static void sync_forget(uintptr_t key)
{
    if (!sync_cap)
        return;
    size_t mask = sync_cap - 1, j = hash_ptr(key) & mask;
    while (syncs[j].key && syncs[j].key != key)
        j = (j + 1) & mask;
    if (!syncs[j].key)
        return;
    rti_free_later(syncs[j].vc.c);
    rti_free_later(syncs[j].svc.c);
    rti_save(&sync_used, sizeof sync_used);
    sync_used--;
    size_t hole = j;
    for (size_t k = (j + 1) & mask; syncs[k].key; k = (k + 1) & mask) {
        size_t home = hash_ptr(syncs[k].key) & mask;
        /* k's entry may fill the hole unless its home lies after the hole, up to k */
        bool stays = hole <= k ? home > hole && home <= k : home > hole || home <= k;
        if (stays)
            continue;
        rti_save(&syncs[hole], sizeof syncs[hole]);
        syncs[hole] = syncs[k];
        hole = k;
    }
    rti_save(&syncs[hole], sizeof syncs[hole]);
    memset(&syncs[hole], 0, sizeof syncs[hole]);
}

/* The keys from lo up to hi: looked up one by one when they are few, else
 * found by a pass over the table (a large array). */
static void sync_forget_range(uintptr_t lo, uintptr_t hi)
{
    if (hi - lo <= 64) {
        for (uintptr_t k = lo; k < hi; k++)
            sync_forget(k);
        return;
    }
    size_t n = 0;
    uintptr_t *keys = NULL;
    for (size_t i = 0; i < sync_cap; i++)
        if (syncs[i].key >= lo && syncs[i].key < hi) {
            keys = tool_realloc(keys, sizeof *keys * (n + 1));
            keys[n++] = syncs[i].key;
        }
    for (size_t i = 0; i < n; i++)
        sync_forget(keys[i]);
    free(keys);
}

/* Release and acquire on a synchronisation object; strong ones (thread
 * objects) also carry the start/join clock. */
static void tick(TInfo *ti)
{
    clock_set(&ti->vc, ti->idx, clock_get(&ti->vc, ti->idx) + 1);
    clock_set(&ti->svc, ti->idx, clock_get(&ti->vc, ti->idx));
}

static void release(TInfo *ti, uintptr_t key, bool strong)
{
    SyncEnt *e = sync_ent(key);
    clock_join(&e->vc, &ti->vc);
    if (strong)
        clock_join(&e->svc, &ti->svc);
    tick(ti);
}

static void acquire(TInfo *ti, uintptr_t key, bool strong)
{
    SyncEnt *e = sync_ent(key);
    clock_join(&ti->vc, &e->vc);
    if (strong)
        clock_join(&ti->svc, &e->svc);
}

/* ---- Variables ------------------------------------------------------------------ */

/* An access as a report shows it (its method and bci are the stack's first
 * frame). */
typedef struct Access {
    int thread;     /* -1: no such access yet */
    uint32_t stack; /* its activation (sites.h) */
    int32_t bci;
    int lockset;    /* the locks held (ls_all) */
    bool write;
} Access;

/* What a variable needs once a second thread has accessed it. */
typedef struct VarMore {
    Clock seen;   /* shared states: each thread's last access epoch */
    Access other; /* the last access by a thread other than the last one's */
} VarMore;

/* A variable's whole state, all zero while Virgin: a static field's, or
 * (from the second thread's access on) a field's or element's; before,
 * those are Cells (below). The last access is kept in place, and while
 * Exclusive its thread is the owner; the rest waits in more until a
 * second thread comes. */
enum { VAR_REPORTED = 1, VAR_LAST_WRITE = 2 };

typedef struct Var {
    uint8_t state;
    uint8_t flags;     /* VAR_ */
    uint16_t last_bci; /* (0xffff: -1) */
    int lockset;          /* Exclusive: locks the owner held on every access; Shared: C(v) */
    uint32_t owner_epoch; /* Exclusive: the owner's clock at its last access */
    int last_thread;      /* the last access (Exclusive: the owner) */
    uint32_t last_stack;
    int last_lockset;
    VarMore *more;
} Var;

/* A variable only ever touched by one thread (most of them: a sweep over an
 * array or a graph by its owner) needs neither the other thread's access
 * nor the clock of accesses, and its owner's accesses come from few
 * bytecodes with few locksets: it is kept compact, a Cell of 8 bytes in its
 * object's shadow. The Cell holds the owner's epoch, the last access's stack
 * and an interned Excl, the rest of its state (Exclusive; its Var has
 * Excl's fields, state EXCLUSIVE, owner_epoch and last_stack from the Cell,
 * more NULL). When a second thread comes, or a value outgrows its bits, the
 * Cell gets a full Var (full_new), on which the algorithm goes on. */
typedef struct Excl {
    int thread;         /* the owner, the last access's thread */
    int lockset;        /* locks the owner held on every access */
    int last_lockset;   /* ... at the last access */
    uint32_t bci_write; /* the last access's bci as Var's last_bci, | 1 << 16 for a write */
    ExclNext next;      /* (not part of its identity) */
} Excl;

/* 0: Virgin; a full Var's index << 1 | 1; else, from bit 1 up: the Excl's
 * id, the last access's stack and the owner's clock at its last access. */
typedef uint64_t Cell;

#define CELL_EXCL_BITS 17
#define CELL_STACK_BITS 22
#define CELL_EPOCH_BITS 24

static uint32_t cell_excl(Cell c) { return (uint32_t)(c >> 1) & ((1u << CELL_EXCL_BITS) - 1); }
static uint32_t cell_stack(Cell c) { return (uint32_t)(c >> (1 + CELL_EXCL_BITS)) & ((1u << CELL_STACK_BITS) - 1); }
static uint32_t cell_epoch(Cell c) { return (uint32_t)(c >> (1 + CELL_EXCL_BITS + CELL_STACK_BITS)); }

/* Interned Excls, id 0 unused; tool memory (ids stay valid across
 * checkpoint returns, as lockset ids). Their number is bounded by the
 * (thread, bytecode, lockset) triples met, not by the variables. */
static Excl *excls;
static uint32_t n_excls, cap_excls;
static uint32_t *excl_index; /* Excl id, 0 empty */
static uint32_t excl_index_cap;

static uint32_t excl_hash(const Excl *x)
{
    uint64_t a = (uint64_t)(uint32_t)x->thread << 32 | x->bci_write;
    uint64_t b = (uint64_t)(uint32_t)x->lockset << 32 | (uint32_t)x->last_lockset;
    return (uint32_t)tool_hash64(a * 0x9e3779b97f4a7c15ull ^ b);
}

static uint32_t excl_intern(const Excl *x)
{
    if ((n_excls + 1) * 2 > excl_index_cap) {
        uint32_t nc = excl_index_cap ? excl_index_cap * 2 : 1024;
        uint32_t *ni = tool_calloc(sizeof(uint32_t) * nc);
        for (uint32_t i = 1; i < n_excls; i++) {
            uint32_t j = excl_hash(&excls[i]) & (nc - 1);
            while (ni[j])
                j = (j + 1) & (nc - 1);
            ni[j] = i;
        }
        free(excl_index);
        excl_index = ni;
        excl_index_cap = nc;
    }
    uint32_t j = excl_hash(x) & (excl_index_cap - 1);
    for (; excl_index[j]; j = (j + 1) & (excl_index_cap - 1))
        if (excls[excl_index[j]].thread == x->thread && excls[excl_index[j]].lockset == x->lockset &&
            excls[excl_index[j]].last_lockset == x->last_lockset && excls[excl_index[j]].bci_write == x->bci_write)
            return excl_index[j];
    if (n_excls + 1 >= cap_excls) {
        cap_excls = cap_excls ? cap_excls * 2 : 1024;
        excls = tool_realloc(excls, sizeof(Excl) * cap_excls);
    }
    if (!n_excls)
        n_excls = 1;
    excls[n_excls] = *x;
    excls[n_excls].next = (ExclNext){0, 0, 0};
    excl_index[j] = n_excls;
    return n_excls++;
}

/* Full Vars, in pages that never move or go (tool memory: a return to a
 * checkpoint restores their contents, saved by access_var, and n_fulls).
 * Those of collected objects are reused while no checkpoint is live (a
 * list linked through last_stack, index + 1); one freed while a checkpoint
 * is live stays unused, as a restored state may still hold it. */
#define FULL_PAGE 1024

static Var **full_pages;
static uint32_t n_fulls, n_full_pages;
static uint32_t free_fulls;

static Var *full(uint32_t k) { return &full_pages[k / FULL_PAGE][k % FULL_PAGE]; }

static uint32_t full_new(void)
{
    uint32_t k;
    if (free_fulls && !rti_versioning) {
        k = free_fulls - 1;
        free_fulls = full(k)->last_stack;
    } else {
        if (n_fulls == n_full_pages * FULL_PAGE) {
            full_pages = tool_realloc(full_pages, sizeof(Var *) * (n_full_pages + 1));
            full_pages[n_full_pages++] = tool_calloc(sizeof(Var) * FULL_PAGE);
        }
        rti_save(&n_fulls, sizeof n_fulls);
        k = n_fulls++;
    }
    memset(full(k), 0, sizeof(Var));
    return k;
}

static void var_free(Var *v);

static void cell_free(Cell c)
{
    if (!(c & 1))
        return;
    uint32_t k = (uint32_t)(c >> 1);
    var_free(full(k));
    if (!rti_versioning) {
        full(k)->more = NULL;
        full(k)->last_stack = free_fulls;
        free_fulls = k + 1;
    }
}

/* The static fields: an open-addressing table by field, full up to 8 slots
 * (a scan of at most 8 keys), 3/4 full above. */
#define TABLE_INLINE 2

typedef struct Slot {
    uintptr_t key; /* the RtiField* */
    Var v;
} Slot;

typedef struct Table {
    Slot *v; /* inl, or a larger array */
    uint32_t n, cap;
    Slot inl[TABLE_INLINE];
} Table;

static Table statics;

static void table_grow(Table *t)
{
    uint32_t nc = t->cap * 2;
    Slot *nv = shadow_calloc(sizeof(Slot) * nc);
    for (uint32_t i = 0; i < t->cap; i++) {
        if (!t->v[i].key)
            continue;
        size_t j = hash_ptr(t->v[i].key) & (nc - 1);
        while (nv[j].key)
            j = (j + 1) & (nc - 1);
        nv[j] = t->v[i];
    }
    rti_save(t, sizeof *t);
    if (t->v != t->inl)
        shadow_free(t->v, sizeof(Slot) * t->cap);
    t->v = nv;
    t->cap = nc;
}

static Var *table_get(Table *t, uintptr_t key)
{
    if (!t->cap) { /* the statics' table, first use */
        t->v = t->inl;
        t->cap = TABLE_INLINE;
    }
    size_t j = hash_ptr(key) & (t->cap - 1);
    for (uint32_t k = 0; k < t->cap && t->v[j].key && t->v[j].key != key; k++)
        j = (j + 1) & (t->cap - 1);
    if (t->v[j].key == key)
        return &t->v[j].v;
    if (t->cap <= 8 ? t->n == t->cap : (t->n + 1) * 4 > t->cap * 3) {
        table_grow(t);
        j = hash_ptr(key) & (t->cap - 1);
        while (t->v[j].key)
            j = (j + 1) & (t->cap - 1);
    }
    rti_save(&t->v[j].key, sizeof t->v[j].key);
    rti_save(&t->n, sizeof t->n);
    t->v[j].key = key;
    t->n++;
    return &t->v[j].v;
}

static Access var_last(const Var *v)
{
    return (Access){v->last_thread, v->last_stack, v->last_bci == 0xffff ? -1 : v->last_bci, v->last_lockset,
                    (v->flags & VAR_LAST_WRITE) != 0};
}

static void var_free(Var *v)
{
    if (v->more) {
        rti_free_later(v->more->seen.c);
        rti_free_later(v->more);
    }
}

/* The fields of an object: Cells indexed by the field's number in the
 * object's class (numbers are given as fields are met: a (class, field)
 * index that every object of the class shares, and a count per class in its
 * rti_class_data). An object's shadow has a Cell for each field its class
 * had numbered when it was made, and grows when a newer one is met. One
 * block, its address known from the object: a Cell costs one memory access. */
typedef struct Fields {
    uint32_t n;
    bool full; /* some Cell has a full Var */
    Cell v[];
} Fields;

typedef struct FieldNum {
    RtiClass *cls;
    RtiField *fld;
    uint32_t num;
} FieldNum;

static FieldNum *field_nums;
static size_t field_nums_cap, field_nums_used;

/* The class data: (fields numbered << 2) | thread kind (0 unknown, 1 other,
 * 2 a java.lang.Thread; see is_thread_object). */
static uint32_t field_num_slow(RtiClass *cls, RtiField *fld)
{
    size_t h = hash_ptr((uintptr_t)cls ^ ((uintptr_t)fld << 1));
    if (field_nums_cap) {
        for (size_t j = h & (field_nums_cap - 1); field_nums[j].cls; j = (j + 1) & (field_nums_cap - 1))
            if (field_nums[j].cls == cls && field_nums[j].fld == fld)
                return field_nums[j].num;
    }
    if ((field_nums_used + 1) * 2 > field_nums_cap) {
        size_t nc = field_nums_cap ? field_nums_cap * 2 : 256;
        FieldNum *nt = tool_calloc(sizeof(FieldNum) * nc);
        for (size_t i = 0; i < field_nums_cap; i++) {
            if (!field_nums[i].cls)
                continue;
            size_t j = hash_ptr((uintptr_t)field_nums[i].cls ^ ((uintptr_t)field_nums[i].fld << 1)) & (nc - 1);
            while (nt[j].cls)
                j = (j + 1) & (nc - 1);
            nt[j] = field_nums[i];
        }
        free(field_nums);
        field_nums = nt;
        field_nums_cap = nc;
    }
    size_t j = h & (field_nums_cap - 1);
    while (field_nums[j].cls)
        j = (j + 1) & (field_nums_cap - 1);
    void **slot = rti_class_data(E, cls);
    uintptr_t d = (uintptr_t)*slot;
    uint32_t num = (uint32_t)(d >> 2);
    *slot = (void *)(((uintptr_t)(num + 1) << 2) | (d & 3));
    field_nums[j] = (FieldNum){cls, fld, num};
    field_nums_used++;
    return num;
}

/* Most accesses hit this direct-mapped memo (numbers never change). */
#define FIELD_NUM_MEMO 64
static struct {
    RtiClass *cls;
    RtiField *fld;
    uint32_t num;
} field_num_memo[FIELD_NUM_MEMO];

static inline uint32_t field_num(RtiClass *cls, RtiField *fld)
{
    size_t i = ((uintptr_t)fld >> 4 ^ (uintptr_t)cls >> 6) & (FIELD_NUM_MEMO - 1);
    if (__builtin_expect(field_num_memo[i].fld != fld || field_num_memo[i].cls != cls, 0)) {
        field_num_memo[i].num = field_num_slow(cls, fld);
        field_num_memo[i].cls = cls;
        field_num_memo[i].fld = fld;
    }
    return field_num_memo[i].num;
}

static size_t fields_size(uint32_t n) { return sizeof(Fields) + sizeof(Cell) * n; }

/* An object's or array's shadow (xf_shadow) is, until a second of its
 * variables is touched, that first variable's Cell in the object itself
 * (xf_cell), tagged in xf_shadow as (its number << 1) | 1: most objects
 * (Alloc's nodes, temporary arrays) have one variable touched in their life,
 * and need no block. Then a block: Fields, or an ArrayShadow, which takes
 * the Cell over. */
static bool shadow_inline(uintptr_t s) { return s & 1; }

static Cell *inline_cell(RtiObject *obj) { return (Cell *)(void *)((char *)obj + xf_cell->offset); }

/* The Cell of variable key (a field's number, an element's index) when it
 * is, or can become, the object's inline one (*in is then the object), else
 * NULL. */
static Cell *var_inline(RtiObject *obj, uint32_t key, RtiObject **in)
{
    uintptr_t s = (uintptr_t)rti_xget_ptr(obj, xf_shadow);
    if (!s) {
        rti_xset_ptr(obj, xf_shadow, (void *)(((uintptr_t)key << 1) | 1));
        *in = obj;
        return inline_cell(obj);
    }
    if (shadow_inline(s) && s >> 1 == key) {
        *in = obj;
        return inline_cell(obj);
    }
    return NULL;
}

static Fields *object_fields(RtiObject *obj, RtiClass *cls, uint32_t num)
{
    uintptr_t s = (uintptr_t)rti_xget_ptr(obj, xf_shadow);
    Fields *f = shadow_inline(s) ? NULL : (Fields *)s;
    if (f && num < f->n)
        return f;
    uint32_t n = (uint32_t)((uintptr_t)*rti_class_data(E, cls) >> 2);
    if (n <= num)
        n = num + 1;
    if (shadow_inline(s) && n <= s >> 1)
        n = (uint32_t)(s >> 1) + 1;
    Fields *nf = shadow_calloc(fields_size(n));
    nf->n = n;
    if (f) {
        nf->full = f->full;
        memcpy(nf->v, f->v, sizeof(Cell) * f->n);
        shadow_free(f, fields_size(f->n));
    } else if (shadow_inline(s)) {
        nf->v[s >> 1] = *inline_cell(obj);
        nf->full = *inline_cell(obj) & 1;
    }
    rti_xset_ptr(obj, xf_shadow, nf);
    rti_want_free(obj);
    return nf;
}

static void fields_free(Fields *f)
{
    for (uint32_t i = 0; f->full && i < f->n; i++)
        cell_free(f->v[i]);
    shadow_free(f, fields_size(f->n));
}

/* The elements of an array: Cells in chunks of CHUNK (the last one shorter),
 * indexed directly, each allocated when one of its elements is first
 * accessed. An array of one chunk has it in the same block. */
#define CHUNK 256

typedef struct ArrayShadow {
    uint32_t len;
    bool full; /* some Cell has a full Var */
    Cell *chunk[];
} ArrayShadow;

static uint32_t chunk_len(const ArrayShadow *a, uint32_t k)
{
    return a->len - k * CHUNK < CHUNK ? a->len - k * CHUNK : CHUNK;
}

static size_t array_shadow_size(uint32_t len)
{
    uint32_t n_chunks = (len + CHUNK - 1) / CHUNK;
    return sizeof(ArrayShadow) + sizeof(Cell *) * n_chunks + (n_chunks == 1 ? sizeof(Cell) * len : 0);
}

static Cell *array_cell(RtiObject *arr, int32_t idx)
{
    uintptr_t s = (uintptr_t)rti_xget_ptr(arr, xf_shadow);
    ArrayShadow *a = shadow_inline(s) ? NULL : (ArrayShadow *)s;
    if (!a) {
        uint32_t len = (uint32_t)rti_array_length(arr);
        uint32_t n_chunks = (len + CHUNK - 1) / CHUNK;
        bool small = n_chunks == 1;
        a = shadow_calloc(array_shadow_size(len));
        a->len = len;
        rti_want_free(arr);
        if (small)
            a->chunk[0] = (Cell *)(void *)&a->chunk[1];
        if (shadow_inline(s)) {
            uint32_t i = (uint32_t)(s >> 1), k = i / CHUNK;
            if (!a->chunk[k])
                a->chunk[k] = shadow_calloc(sizeof(Cell) * chunk_len(a, k));
            a->chunk[k][i % CHUNK] = *inline_cell(arr);
            a->full = *inline_cell(arr) & 1;
        }
        rti_xset_ptr(arr, xf_shadow, a);
    }
    uint32_t k = (uint32_t)idx / CHUNK;
    Cell **c = &a->chunk[k];
    if (!*c) {
        Cell *nc = shadow_calloc(sizeof(Cell) * chunk_len(a, k));
        rti_save(c, sizeof *c);
        *c = nc;
    }
    return &(*c)[(uint32_t)idx % CHUNK];
}

static void array_shadow_free(ArrayShadow *a)
{
    for (uint32_t k = 0; k * CHUNK < a->len; k++) {
        Cell *c = a->chunk[k];
        if (!c)
            continue;
        for (uint32_t i = 0; a->full && i < chunk_len(a, k); i++)
            cell_free(c[i]);
        if (c != (Cell *)(void *)&a->chunk[1])
            shadow_free(c, sizeof(Cell) * chunk_len(a, k));
    }
    shadow_free(a, array_shadow_size(a->len));
}

/* Arrays are named by their allocation site when no field holds them. */
static void on_alloc(RtiEnv *env, RtiThread *t, RtiObject *obj) { names_alloc(t, obj); }

/* Only for the objects flagged with rti_want_free (rti_free_wanted_only):
 * those with keys (obj_key_in), a shadow block or a full Var in their own
 * Cell, or a names record (names.c). Most objects die with a compact Cell
 * inline and nothing to release, and cost nothing then. */
static void on_free(RtiEnv *env, RtiObject *obj)
{
    (void)env;
    names_free(obj);
    /* its keys (obj_key): its own, and its volatile variables' */
    int32_t len = rti_array_length(obj);
    if (filter_has(keyed_objs, obj))
        lock_forget(obj); /* every lock has a key */
    if (len >= 0 && filter_has(keyed_elems, obj))
        sync_forget_range((uintptr_t)obj, (uintptr_t)obj + 1 + (uint32_t)len);
    else if (filter_has(keyed_objs, obj))
        sync_forget_range((uintptr_t)obj,
                          (uintptr_t)obj + 1 + (len >= 0 ? 0 : (uintptr_t)*rti_class_data(E, rti_object_class(obj)) >> 2));
    void *shadow = rti_xget_ptr(obj, xf_shadow);
    if (!shadow)
        return;
    if (shadow_inline((uintptr_t)shadow))
        cell_free(*inline_cell(obj));
    else if (len >= 0)
        array_shadow_free(shadow);
    else
        fields_free(shadow);
}

/* ---- Reporting -------------------------------------------------------------------- */

/* Races already reported while checkpoints were live, by variable name. Tool
 * memory, which a checkpoint return does not undo: under the tester, the
 * schedules explored after a return meet the same race again. */
static char **seen_races;
static int n_seen_races, cap_seen_races;

static bool seen_race(const char *key)
{
    for (int i = 0; i < n_seen_races; i++)
        if (!strcmp(seen_races[i], key))
            return true;
    if (n_seen_races == cap_seen_races) {
        cap_seen_races = cap_seen_races ? cap_seen_races * 2 : 16;
        seen_races = tool_realloc(seen_races, sizeof(char *) * (size_t)cap_seen_races);
    }
    seen_races[n_seen_races++] = strdup(key);
    return false;
}

/* A growing text buffer for the reports. */
typedef struct Buf {
    char *s;
    size_t n, cap;
} Buf;

static void bput(Buf *b, const char *t)
{
    size_t k = strlen(t);
    if (b->n + k + 1 > b->cap) {
        b->cap = (b->n + k + 1) * 2;
        b->s = tool_realloc(b->s, b->cap);
    }
    memcpy(b->s + b->n, t, k + 1);
    b->n += k;
}

static void bjson(Buf *b, const char *t)
{
    size_t n = strlen(t) * 6 + 3;
    char *e = tool_calloc(n);
    rti_json_escape(e, n, t);
    bput(b, "\"");
    bput(b, e);
    bput(b, "\"");
    free(e);
}

/* One access: read or write, thread, locks held, full stack. */
static void access_text(Buf *text, Buf *json, const char *label, const Access *a, const char *tname, int64_t tid)
{
    char line[1024];
    snprintf(line, sizeof line, "  %s%s by thread \"%s\" ", label, a->write ? "write" : "read", tname);
    bput(text, line);
    snprintf(line, sizeof line, "{\"access\": \"%s\", \"thread\": ", a->write ? "write" : "read");
    bput(json, line);
    bjson(json, tname);
    snprintf(line, sizeof line, ", \"thread_id\": %lld, \"locks\": [", (long long)tid);
    bput(json, line);
    const Lockset *ls = a->lockset >= 0 && a->lockset < n_sets ? &sets[a->lockset] : NULL;
    if (!ls || !ls->n)
        bput(text, "holding no locks");
    else
        bput(text, ls->n == 1 ? "holding lock " : "holding locks ");
    for (int i = 0; ls && i < ls->n; i++) {
        char on[1024];
        lock_name(on, sizeof on, ls->locks[i]);
        if (i) {
            bput(text, ", ");
            bput(json, ", ");
        }
        bput(text, on);
        bjson(json, on);
    }
    bput(text, "\n");
    bput(json, "], \"stack\": [");
    RtiLocation frames[SITES_MAX_DEPTH];
    int depth = sites_frames(a->stack, a->bci, frames);
    char *fs = tool_calloc(65536);
    rti_format_stack(frames, depth, fs, 65536);
    bput(text, fs);
    free(fs);
    /* the frames the text shows: a hidden class's (a lambda's proxy) are left out */
    for (int i = 0, k = 0; i < depth; i++) {
        if (frames[i].method && rti_class_is_hidden(rti_method_class(frames[i].method)))
            continue;
        char loc[1024];
        names_location(loc, sizeof loc, frames[i].method, frames[i].bci);
        if (k++)
            bput(json, ", ");
        bjson(json, loc);
    }
    bput(json, "]}");
}

static void report(const RtiAccess *acc, TInfo *ti, Var *v)
{
    char var[2048], base[2048];
    names_variable(acc, var, sizeof var, base, sizeof base);
    Access last = var_last(v);
    Access none = {-1, 0, 0, 0, false};
    const Access *p = v->last_thread != ti->idx ? &last : v->more ? &v->more->other : &none;
    /* While a checkpoint is live (under the tester) the variable may be met
     * again in other schedules, with its shadow state restored: report it
     * once per name. Otherwise VAR_REPORTED keeps it to once per variable. */
    if (rti_versioning && seen_race(var))
        return;
    /* names as they are now (a thread met early may have had none yet) */
    RtiThread *live[256];
    int n_live = 0;
    rti_threads(live, 256, &n_live);
    for (int i = 0; i < n_live && i < 256; i++) {
        void **slot = rti_thread_data(E, live[i]);
        if (slot && *slot)
            rti_thread_name(live[i], ((TInfo *)*slot)->name, sizeof ti->name);
    }
    rti_thread_name(acc->thread, ti->name, sizeof ti->name);
    Access cur = {ti->idx, current_stack(ti, acc->thread), acc->where.bci, ti->ls_all, acc->is_write};
    const TInfo *pt = p->thread >= 0 && p->thread < n_threads ? threads_by_idx[p->thread] : NULL;
    Buf text = {0}, json = {0};
    bput(&text, "==== Eraser: data race on ");
    bput(&text, var);
    bput(&text, "\n");
    bput(&json, "{\"kind\": \"data-race\", \"variable\": ");
    bjson(&json, var);
    bput(&json, ", \"access\": ");
    access_text(&text, &json, "", &cur, ti->name, rti_thread_id(acc->thread));
    bput(&json, ", \"previous\": ");
    access_text(&text, &json, "previous ", p, pt ? pt->name : "?", pt ? pt->id : -1);
    bput(&text, "  (no lock was held at every access to it since threads began to share it)\n");
    bput(&json, "}");
    /* The same field of many objects, raced on by the same code: one report
     * (5000 nodes written by two workers gave 5000 identical ones). */
    if (seen_race(text.s)) {
        free(text.s);
        free(json.s);
        return;
    }
    n_races++;
    rti_report(E, text.s, json.s);
    free(text.s);
    free(json.s);
}

/* ---- The algorithm ---------------------------------------------------------------- */

static bool strongly_after(TInfo *ti, const Clock *seen)
{
    for (int u = 0; u < seen->n; u++)
        if (u != ti->idx && seen->c[u] && clock_get(&ti->svc, u) < seen->c[u])
            return false;
    return true;
}

/* Whether an access's stack (its innermost frames) is inside a <clinit>. */
static bool in_class_init(uint32_t stack)
{
    RtiLocation frames[SITES_MAX_DEPTH];
    int depth = sites_frames(stack, 0, frames);
    for (int i = 0; i < depth; i++)
        if (frames[i].method && !strcmp(rti_method_name(frames[i].method), "<clinit>"))
            return true;
    return false;
}

static void access_var(const RtiAccess *acc, Var *v)
{
    TInfo *ti = tinfo(acc->thread);
    bool w = acc->is_write;
    rti_save(v, sizeof *v);
    uint32_t now = clock_get(&ti->vc, ti->idx);
    int held = w ? ti->ls_excl : ti->ls_all;
    if (v->state != VIRGIN && v->last_thread != ti->idx && !v->more) {
        v->more = rti_calloc(sizeof(VarMore));
        v->more->other.thread = -1;
    }
    switch (v->state) {
    case VIRGIN:
        v->state = EXCLUSIVE;
        v->lockset = ti->ls_all;
        break;
    case SHARED:
    case SHARED_MOD:
        /* After start/join edges from every earlier access (say, main reading
         * results after joining the workers) the variable is exclusive again. */
        if (strongly_after(ti, &v->more->seen)) {
            v->state = EXCLUSIVE;
            v->lockset = ti->ls_all;
            break;
        }
        v->lockset = lockset_intersect(v->lockset, held);
        if (w)
            v->state = SHARED_MOD;
        clock_set(&v->more->seen, ti->idx, now);
        break;
    case EXCLUSIVE: {
        int owner = v->last_thread;
        if (owner == ti->idx) {
            v->lockset = lockset_intersect(v->lockset, ti->ls_all);
            break;
        }
        if (clock_get(&ti->svc, owner) >= v->owner_epoch ||
            (v->lockset == 0 && clock_get(&ti->vc, owner) >= v->owner_epoch)) {
            /* Handed over: every earlier access happens before this one. */
            v->lockset = ti->ls_all;
            break;
        }
        /* A read unordered with the owner's last access, a write, is a
         * race of its own: no later write needs to come (the owner
         * publishing data through a plain flag, the reader seeing it).
         * Except a write by a class's initialiser: initialisation orders
         * it before every other thread's use of the class, and the VM
         * raises no event for that use. */
        bool after_write = (v->flags & VAR_LAST_WRITE) && clock_get(&ti->vc, owner) < v->owner_epoch &&
                           !(in_class_init(v->last_stack) && (acc->is_static || !escape_escaped(acc->object)));
        v->state = w || after_write ? SHARED_MOD : SHARED;
        v->lockset = lockset_intersect(v->lockset, held);
        Clock *seen = &v->more->seen;
        rti_save(seen, sizeof *seen);
        seen->n = 0;
        clock_set(seen, owner, v->owner_epoch);
        clock_set(seen, ti->idx, now);
        break;
    }
    }
    if (v->state == EXCLUSIVE)
        v->owner_epoch = now;
    if (v->state == SHARED_MOD && v->lockset == 0 && !(v->flags & VAR_REPORTED)) {
        v->flags |= VAR_REPORTED;
        report(acc, ti, v);
    }
    if (v->more && v->last_thread != ti->idx) {
        rti_save(&v->more->other, sizeof v->more->other);
        v->more->other = var_last(v);
    }
    v->last_thread = ti->idx;
    v->last_stack = current_stack(ti, acc->thread);
    v->last_bci = (uint16_t)acc->where.bci;
    v->last_lockset = ti->ls_all;
    v->flags = (uint8_t)((v->flags & ~VAR_LAST_WRITE) | (w ? VAR_LAST_WRITE : 0));
}

/* An access to a variable of an object or array; returns whether its Cell
 * got a full Var (for the shadow's flag). The owner's access to a compact
 * Cell does what access_var does to the Var the Cell stands for (Exclusive,
 * the owner's: the lockset narrows to the locks held, the epoch and the last
 * access are the access's) without making it. */
/* Before a Cell changes: log its old value for a checkpoint return. A Cell
 * in its object (the object's first variable, var_cell) goes back with the
 * object instead: an object born since the checkpoint is not logged at all,
 * and may be freed and its memory reused before the return. */
static void cell_will_change(Cell *c, RtiObject *in)
{
    if (!rti_versioning)
        return;
    if (in)
        rti_object_will_change(in);
    else
        rti_save(c, sizeof *c);
}

static bool access_cell_slow(const RtiAccess *acc, Cell *c, RtiObject *in);

/* The access's site and kind, and where the memo of the exclusive state it
 * leads to from x (NULL: virgin) is. */
static inline __attribute__((always_inline)) ExclNext *excl_next(TInfo *ti, Excl *x, const RtiAccess *acc, uint32_t *bw)
{
    *bw = (uint32_t)(uint16_t)acc->where.bci | (acc->is_write ? 1u << 16 : 0);
    return x ? &x->next : &ti->stacks->virgin_next[(*bw ^ *bw >> 16) & (VIRGIN_NEXT - 1)];
}

/* The cell in exclusive state id, with this access's stack and epoch; false
 * (the cell unchanged) when one of them does not fit. */
static inline __attribute__((always_inline)) bool cell_set_exclusive(TInfo *ti, const RtiAccess *acc, Cell *c, RtiObject *in, uint32_t id)
{
    uint32_t stack = current_stack(ti, acc->thread), epoch = clock_get(&ti->vc, ti->idx);
    if (id >= 1u << CELL_EXCL_BITS || stack >= 1u << CELL_STACK_BITS || epoch >= 1u << CELL_EPOCH_BITS)
        return false;
    cell_will_change(c, in);
    *c = (Cell)id << 1 | (Cell)stack << (1 + CELL_EXCL_BITS) | (Cell)epoch << (1 + CELL_EXCL_BITS + CELL_STACK_BITS);
    return true;
}

/* The common case inline (it runs at every access watched): a cell in the
 * exclusive state of this thread, or virgin, whose next state the memo
 * has. The rest out of line. */
static inline __attribute__((always_inline)) bool access_cell(const RtiAccess *acc, Cell *c, RtiObject *in)
{
    Cell cv = *c;
    if (!(cv & 1)) {
        TInfo *ti = tinfo(acc->thread);
        uint32_t d = cell_excl(cv), bw;
        Excl *x = d ? &excls[d] : NULL;
        if (!x || x->thread == ti->idx) {
            ExclNext *next = excl_next(ti, x, acc, &bw);
            if (next->id && next->ls == ti->ls_all && next->bw == bw && cell_set_exclusive(ti, acc, c, in, next->id))
                return false;
        }
    }
    return access_cell_slow(acc, c, in);
}

static __attribute__((noinline)) bool access_cell_slow(const RtiAccess *acc, Cell *c, RtiObject *in)
{
    Cell cv = *c;
    if (cv & 1) {
        access_var(acc, full((uint32_t)(cv >> 1)));
        return false;
    }
    TInfo *ti = tinfo(acc->thread);
    uint32_t d = cell_excl(cv), bw;
    Excl *x = d ? &excls[d] : NULL;
    if (!x || x->thread == ti->idx) {
        ExclNext *next = excl_next(ti, x, acc, &bw);
        uint32_t id = next->id;
        if (!id || next->ls != ti->ls_all || next->bw != bw) {
            int ls = x ? lockset_intersect(x->lockset, ti->ls_all) : ti->ls_all;
            id = d;
            if (!x || x->lockset != ls || x->last_lockset != ti->ls_all || x->bci_write != bw) {
                id = excl_intern(&(Excl){ti->idx, ls, ti->ls_all, bw, {0, 0, 0}});
                next = x ? &excls[d].next : next; /* (excls may have moved) */
            }
            *next = (ExclNext){ti->ls_all, bw, id};
        }
        if (cell_set_exclusive(ti, acc, c, in, id))
            return false;
        x = d ? &excls[d] : NULL;
    }
    /* A second thread, or values too large for a Cell: a full Var. */
    uint32_t k = full_new();
    Var *v = full(k);
    if (x)
        *v = (Var){EXCLUSIVE, x->bci_write >> 16 ? VAR_LAST_WRITE : 0, (uint16_t)x->bci_write, x->lockset,
                   cell_epoch(cv), x->thread, cell_stack(cv), x->last_lockset, NULL};
    cell_will_change(c, in);
    *c = (Cell)k << 1 | 1;
    if (in)
        rti_want_free(in); /* its Var */
    access_var(acc, v);
    return true;
}

static bool watched_class(RtiClass *c) { return include_jdk || !rti_class_is_jdk(c); }

/* Whether an access's stack (its innermost frames) has a frame of the
 * program's own code: a java.util collection's field is checked only when
 * the JDK touches it for the program, with no frame of the JDK's
 * implementation packages in between (jdk_internal_class). One the JDK keeps for itself and
 * hands between its own threads by a lock (a WatchService key's event list,
 * filled by the JDK's watcher thread and given to the program by
 * pollEvents) would otherwise be a false alarm. A direct-mapped cache by the
 * interned stack: the answer for a stack never changes. */
#define FOR_PROGRAM_CACHE 1024

static struct {
    uint32_t stack;
    bool program;
} for_program_cache[FOR_PROGRAM_CACHE];

/* A class of the JDK's implementation packages (sun.*, jdk.internal.*,
 * com.sun.*): a collection they reach is theirs, even when the program
 * called the public API that reached it. Two threads' Calendar.getInstance()
 * raced on a HashSet of locales that sun.util.locale.provider caches in a
 * static map (HashMap.keySet's lazy view): a false alarm on a program that
 * shares nothing (hunt 8). The program's own collection is reached from its
 * call through java.util, java.text or java.lang frames (ArrayList.add,
 * Collections.sort, SimpleDateFormat.format's Calendar). */
static bool jdk_internal_class(RtiClass *c)
{
    const char *cn = rti_class_name(c);
    return cn && (!strncmp(cn, "sun/", 4) || !strncmp(cn, "jdk/internal/", 13) || !strncmp(cn, "com/sun/", 8));
}

static bool for_program(uint32_t stack)
{
    size_t h = hash_ptr(stack) & (FOR_PROGRAM_CACHE - 1);
    if (stack && for_program_cache[h].stack == stack)
        return for_program_cache[h].program;
    RtiLocation frames[SITES_MAX_DEPTH];
    int depth = sites_frames(stack, 0, frames);
    bool prog = false;
    for (int i = 0; i < depth && !prog; i++) {
        if (!frames[i].method)
            continue;
        RtiClass *c = rti_method_class(frames[i].method);
        if (jdk_internal_class(c))
            break; /* the JDK's own machinery between the program and the access */
        prog = !rti_class_is_jdk(c);
    }
    for_program_cache[h].stack = stack;
    for_program_cache[h].program = prog;
    return prog;
}

/* Whether the accesses to a field (not final, of a watched class) or made by
 * a method (of a watched class) are checked: the answer never changes, and a
 * direct-mapped cache by the field or method spares three calls per access. */
#define WATCH_CACHE 1024

static struct {
    const void *key;
    bool watched;
    bool jdk_only;
} watch_cache[WATCH_CACHE];

static __attribute__((noinline)) bool watched_slow(const void *key, bool is_field, size_t h);

/* (The hit inline: it is asked at every access.) */
static inline bool watched(const void *key, bool is_field)
{
    size_t h = hash_ptr((uintptr_t)key) & (WATCH_CACHE - 1);
    if (__builtin_expect(watch_cache[h].key == key, 1))
        return watch_cache[h].watched;
    return watched_slow(key, is_field, h);
}

static bool watched_slow(const void *key, bool is_field, size_t h)
{
    bool w;
    if (is_field)
        w = !(rti_field_access((RtiField *)key) & 0x0010) &&
            (watched_class(rti_field_class((RtiField *)key)) || coll_class(rti_field_class((RtiField *)key)));
    else
        w = watched_class(rti_method_class((RtiMethod *)key));
    watch_cache[h].key = key;
    watch_cache[h].watched = w;
    watch_cache[h].jdk_only = is_field ? w && !watched_class(rti_field_class((RtiField *)key))
                                       : !w && coll_code_class(rti_method_class((RtiMethod *)key));
    return w;
}

/* Whether a method not watched is a java.util collection's, whose accesses
 * to its own arrays' elements are checked for the program (see on_array);
 * asked right after watched(). */
static bool collection_method(const RtiMethod *m)
{
    size_t h = hash_ptr((uintptr_t)m) & (WATCH_CACHE - 1);
    if (watch_cache[h].key == m)
        return watch_cache[h].jdk_only;
    return coll_code_class(rti_method_class((RtiMethod *)m));
}

/* Whether a watched field is watched only as a java.util collection's (see
 * for_program); asked right after watched(), whose cache entry has it. */
static bool watched_jdk_only(const RtiField *f)
{
    size_t h = hash_ptr((uintptr_t)f) & (WATCH_CACHE - 1);
    if (watch_cache[h].key == f)
        return watch_cache[h].jdk_only;
    return !watched_class(rti_field_class((RtiField *)f));
}

/* After an access, the same thread's repeats of it until its next
 * synchronisation (rti_skip_repeats) would change nothing here: its locks and
 * clocks are the same, no other thread ran, so the variable's state, lockset
 * and report are what this access left (see access_var), and only the site
 * remembered as the thread's last access would differ: reports show the
 * first of a run of repeats. Not for a write of a reference: the names of
 * objects (names_access) follow each store. */
static void skip_repeats(const RtiAccess *acc)
{
    if (!acc->is_write || (acc->type != 'L' && acc->type != '['))
        rti_skip_repeats(E, acc);
}

static void program_code_on_late_system(TInfo *ti, const RtiAccess *acc);

static void on_field(RtiEnv *env, const RtiAccess *acc)
{
    (void)env;
    TInfo *ti = tinfo(acc->thread);
    program_code_on_late_system(ti, acc);
    names_access(acc);
    escape_note(acc);
    if (acc->is_volatile) {
        /* Volatile accesses order memory (release on write, acquire on read);
         * they are never races themselves. The key must be the variable's
         * alone: an address inside the object (a monitor's key is the
         * object's own address, and objects do not overlap: a field's
         * number is below the object's size), or for a static the Field,
         * which is not on the heap. (Pointers combined by xor collided:
         * FutureTask.waiters of one task and .runner of the next, allocated
         * side by side, made one key, and the false edge hid a race.) */
        uintptr_t key = acc->is_static ? (uintptr_t)acc->field
                                       : obj_key(acc->object, 1 + field_num(rti_object_class(acc->object), acc->field));
        if (acc->is_write)
            release(ti, key, false);
        else
            acquire(ti, key, false);
        return;
    }
    if (acc->is_atomic)
        return; /* opaque: never a race itself, and it orders nothing */
    if (!watched(acc->field, true)) {
        /* Final fields cannot race; JDK internals are not watched. Unless
         * the field may name its value, no access of it matters again. */
        if (names_field_needed(acc->field))
            skip_repeats(acc);
        else
            rti_ignore_field(E, acc->field);
        return;
    }
    if (is_system(ti, acc->thread)) {
        skip_repeats(acc);
        return;
    }
    if (watched_jdk_only(acc->field) && !for_program(current_stack(ti, acc->thread))) {
        skip_repeats(acc); /* a collection the JDK uses for itself */
        return;
    }
    if (acc->is_static) {
        access_var(acc, table_get(&statics, (uintptr_t)acc->field));
    } else {
        RtiClass *cls = rti_object_class(acc->object);
        uint32_t num = field_num(cls, acc->field);
        RtiObject *in = NULL;
        Cell *c = var_inline(acc->object, num, &in);
        if (c) {
            access_cell(acc, c, in);
        } else {
            Fields *f = object_fields(acc->object, cls, num);
            if (access_cell(acc, &f->v[num], NULL) && !f->full) {
                rti_save(&f->full, sizeof f->full);
                f->full = true;
            }
        }
    }
    skip_repeats(acc);
}

static void on_array(RtiEnv *env, const RtiAccess *acc)
{
    (void)env;
    TInfo *ti = tinfo(acc->thread);
    program_code_on_late_system(ti, acc);
    names_access(acc);
    if (acc->is_volatile) {
        /* Inside the array: it has a byte at least per element. */
        uintptr_t key = obj_key_in(keyed_elems, acc->object, 1 + (uint32_t)acc->index);
        if (acc->is_write)
            release(ti, key, false);
        else
            acquire(ti, key, false);
        return;
    }
    if (!acc->where.method || acc->is_atomic)
        return;
    bool prim = acc->type != 'L' && acc->type != '[';
    if (!watched(acc->where.method, false)) {
        /* (Watched by the method: another may make the same access.) An
         * element of primitives the JDK's code touches names nothing
         * either, unless the program's code touched the array first (it has
         * a shadow, and rti_watch_elements has the JDK's accesses to it
         * raised): Arrays.fill of the program's array, a stream's read into
         * its buffer (System.arraycopy), done for the program, race with the
         * program's own accesses (hunt 15 F8: TornFill; RaceJdkFillsBuffer).
         * A java.util collection's own array of references
         * (ArrayDeque.elements, a HashMap's table) is checked when the JDK
         * touches it for the program, as the collection's fields are: an
         * owner taking from an ArrayDeque's bottom under a lock and a thief
         * from its top without one share only its elements (RaceDequeSteal;
         * hunt 12 F2). */
        if (prim) {
            if (!rti_xget_ptr(acc->object, xf_shadow)) {
                rti_ignore_arrays(E, acc->where.method);
                return;
            }
        } else if (!collection_method(acc->where.method)) {
            return;
        }
        if (is_system(ti, acc->thread) || !for_program(current_stack(ti, acc->thread)))
            return;
    } else if (is_system(ti, acc->thread)) {
        return;
    } else if (prim && !rti_xget_ptr(acc->object, xf_shadow)) {
        rti_watch_elements(E, acc->object); /* (its first access by the program: see above) */
    }
    RtiObject *in = NULL;
    Cell *c = var_inline(acc->object, (uint32_t)acc->index, &in);
    if (c)
        access_cell(acc, c, in);
    else if (access_cell(acc, array_cell(acc->object, acc->index), NULL)) {
        ArrayShadow *a = rti_xget_ptr(acc->object, xf_shadow);
        if (!a->full) {
            rti_save(&a->full, sizeof a->full);
            a->full = true;
        }
    }
    skip_repeats(acc);
}

static void hold(TInfo *ti, RtiObject *lock, bool shared)
{
    rti_save(ti, sizeof *ti);
    for (int i = 0; i < ti->n_held; i++)
        if (ti->held[i].lock == lock) {
            rti_save(&ti->held[i], sizeof ti->held[i]);
            ti->held[i].count++;
            ti->held[i].shared += shared;
            recompute_locksets(ti);
            return;
        }
    if (ti->n_held == ti->cap_held) {
        ti->cap_held = ti->cap_held ? ti->cap_held * 2 : 8;
        Held *nh = rti_calloc(sizeof(Held) * (size_t)ti->cap_held);
        if (ti->n_held)
            memcpy(nh, ti->held, sizeof(Held) * (size_t)ti->n_held);
        rti_free_later(ti->held);
        ti->held = nh;
    }
    rti_save(&ti->held[ti->n_held], sizeof(Held));
    ti->held[ti->n_held++] = (Held){lock, lock_id(lock), 1, shared ? 1 : 0};
    recompute_locksets(ti);
}

static void unhold(TInfo *ti, RtiObject *lock, bool shared)
{
    rti_save(ti, sizeof *ti);
    for (int i = 0; i < ti->n_held; i++)
        if (ti->held[i].lock == lock) {
            Held *h = &ti->held[i];
            rti_save(h, sizeof *h);
            h->count--;
            if (shared && h->shared)
                h->shared--;
            if (h->count <= 0)
                *h = ti->held[--ti->n_held];
            recompute_locksets(ti);
            return;
        }
}

/* The monitor of a java.lang.Thread is how a thread's end reaches join(): an
 * edge through it is a strong (start/join) one. */
static uintptr_t monitor_kind(RtiObject *obj)
{
    RtiClass *c = rti_object_class(obj);
    void **slot = rti_class_data(E, c);
    uintptr_t d = (uintptr_t)*slot;
    if (!(d & 3)) {
        uintptr_t v = 1;
        for (RtiClass *k = c; k; k = rti_class_super(k))
            if (!strcmp(rti_class_name(k), "java/lang/Thread"))
                v = 2;
            else if (!strcmp(rti_class_name(k), "java/lang/ThreadGroup"))
                v = 3;
        *slot = (void *)(d | v);
        d |= v;
    }
    return d & 3;
}

static bool is_thread_object(RtiObject *obj) { return monitor_kind(obj) == 2; }

/* A ThreadGroup's monitor is the JDK's bookkeeping of threads (Thread.exit
 * and Thread.start both take it): no ordering the program made. Taken as
 * one, a thread that ended before main started the next handed all its
 * unlocked writes over to it, and two workers' lazy initialisation without
 * a lock went unreported (the tester and predict leave it out too). */
static bool is_bookkeeping(RtiObject *obj) { return monitor_kind(obj) == 3; }

static void on_monitor_enter(RtiEnv *env, RtiThread *t, RtiObject *obj)
{
    (void)env;
    TInfo *ti = tinfo(t);
    if (!is_bookkeeping(obj))
        acquire(ti, obj_key(obj, 0), is_thread_object(obj));
    hold(ti, obj, false);
}

/* A release of a java.util.Timer's queue lock by the Timer's own loop hands
 * nothing over (stacks_in_timer_loop): a task's unlocked writes passed to
 * main after its cancel(), and the race went unreported. */
static bool timer_loop_release(TInfo *ti, RtiThread *t, RtiObject *obj)
{
    if (ti->timer < 0) {
        RtiObject *self = rti_thread_object(t);
        ti->timer = self && !strcmp(rti_class_name(rti_object_class(self)), "java/util/TimerThread");
    }
    return ti->timer && !strcmp(rti_class_name(rti_object_class(obj)), "java/util/TaskQueue") &&
           stacks_in_timer_loop(t);
}

static void on_monitor_exit(RtiEnv *env, RtiThread *t, RtiObject *obj)
{
    (void)env;
    TInfo *ti = tinfo(t);
    if (!is_bookkeeping(obj) && !timer_loop_release(ti, t, obj))
        release(ti, obj_key(obj, 0), is_thread_object(obj));
    unhold(ti, obj, false);
}

/* Object.wait releases the monitor completely and reacquires it. */
static void on_wait(RtiEnv *env, RtiThread *t, RtiObject *obj, int64_t timeout)
{
    (void)env;
    (void)timeout;
    TInfo *ti = tinfo(t);
    if (!is_bookkeeping(obj) && !timer_loop_release(ti, t, obj))
        release(ti, obj_key(obj, 0), is_thread_object(obj));
}

static void on_waited(RtiEnv *env, RtiThread *t, RtiObject *obj, bool timed_out)
{
    (void)env;
    (void)timed_out;
    if (!is_bookkeeping(obj))
        acquire(tinfo(t), obj_key(obj, 0), is_thread_object(obj));
}

static void on_lock_acquire(RtiEnv *env, RtiThread *t, RtiObject *lock, bool shared)
{
    (void)env;
    TInfo *ti = tinfo(t);
    acquire(ti, obj_key(lock, 0), false);
    hold(ti, lock, shared);
}

static void on_lock_release(RtiEnv *env, RtiThread *t, RtiObject *lock, bool shared)
{
    (void)env;
    TInfo *ti = tinfo(t);
    release(ti, obj_key(lock, 0), false);
    unhold(ti, lock, shared);
}

/* Accesses are not watched until a second program thread starts: before
 * that, every access of the program is main's, and the start edge orders all
 * of them before anything the new thread does, so they can neither race nor
 * change a verdict (a variable they touched would be Exclusive(main) and is
 * handed over at the start; left Virgin, the new thread's access makes it
 * Exclusive the same way). Arrays held by fields get their names from the
 * first watched access that reads or writes the field. This makes a
 * program's single-threaded phases (and single-threaded programs) run on
 * the plain interpreter. */
#define ACCESS_EVENTS (RTI_EVENT_BIT(RTI_EVENT_FIELD_READ) | RTI_EVENT_BIT(RTI_EVENT_FIELD_WRITE) | \
                       RTI_EVENT_BIT(RTI_EVENT_ARRAY_READ) | RTI_EVENT_BIT(RTI_EVENT_ARRAY_WRITE))
static bool watching;

static void watch_accesses(void)
{
    if (watching)
        return;
    watching = true;
    rti_enable_events(E, ACCESS_EVENTS);
}

/* A thread of the JDK's own started while the program runs (the process
 * reaper, a Cleaner's thread the program made) may run the program's code:
 * a Process.onExit() callback runs on the reaper after the future is
 * complete, and its write races with main's read after get()
 * (RaceProcessOnExit; the tester's hunt 15 F5). Such a thread is the
 * program's from its first access in the program's code. Not the threads of
 * the VM's boot (the finalizer, the common cleaner): a finalize() reading
 * what the constructor wrote is ordered by the JLS's constructor-finalizer
 * edge, which nothing here models. */
static void program_code_on_late_system(TInfo *ti, const RtiAccess *acc)
{
    if (ti->late && is_system(ti, acc->thread) && acc->where.method && !rti_class_is_jdk(rti_method_class(acc->where.method)))
        ti->system = 0;
}

/* Whether t's stack holds a frame of the program's code. */
static bool in_program(RtiThread *t)
{
    RtiLocation fr[64];
    int n = 0;
    rti_thread_stack(t, fr, 64, &n);
    for (int i = 0; i < n && i < 64; i++)
        if (fr[i].method && !rti_class_is_jdk(rti_method_class(fr[i].method)))
            return true;
    return false;
}

static void on_thread_start(RtiEnv *env, RtiThread *parent, RtiThread *child)
{
    (void)env;
    TInfo *p = tinfo(parent), *c = tinfo(child);
    /* (started by the program's code, or by such a thread: the reaper
     * completes onExit's future, whose handleAsync runs on a thread of its
     * own where the common pool has one worker or none) */
    bool late_system = vm_started && rti_thread_is_system(child) && (p->late || in_program(parent));
    if ((vm_started && !rti_thread_is_system(child)) || late_system)
        watch_accesses();
    c->late = late_system;
    clock_join(&c->vc, &p->vc);
    clock_join(&c->svc, &p->svc);
    tick(p);
}

static void on_vm_start(RtiEnv *env, RtiThread *t)
{
    (void)env;
    (void)t;
    vm_started = true;
}

static void on_thread_end(RtiEnv *env, RtiThread *t)
{
    (void)env;
    (void)t;
    forget_last_thread();
}

static void on_restored(RtiEnv *env, RtiThread *t, RtiCheckpoint *cp)
{
    (void)env;
    (void)t;
    (void)cp;
    forget_last_thread();
    tool_deadlock_forget(); /* the tester left a deadlocked schedule */
}

/* The run deadlocked: the VM ends it after this, unless another tool (the
 * tester) returns to a checkpoint; where it would have waited for ever with
 * Eraser's summary never printed. The note is printed at the end (hang.c). */
static void on_deadlock(RtiEnv *env, RtiThread *t)
{
    (void)env;
    (void)t;
    tool_deadlock_note("eraser");
}

static void on_vm_death(RtiEnv *env, RtiThread *t)
{
    (void)env;
    (void)t;
    fflush(stdout);
    tool_deadlock_print();
    if (n_races)
        fprintf(stderr, "Eraser: %d data race%s found\n", n_races, n_races == 1 ? "" : "s");
    else
        fprintf(stderr, "Eraser: no data races found\n");
}

RtiStatus eraser_tool_init(RtiEnv *env, const char *options);
RtiStatus eraser_tool_init(RtiEnv *env, const char *options)
{
    if ((rti_version() >> 16) != RTI_VERSION_MAJOR)
        return RTI_ERR_VERSION;
    if (E) {
        /* its state is one per process: two copies mixed their records
         * (predict then confirmed nothing, hunt 9) */
        fprintf(stderr, "eraser: -tool eraser given twice: one copy per run\n");
        return RTI_ERR_INVALID;
    }
    E = env;
    if (options && *options) {
        char *opts = strdup(options), *save = NULL;
        for (char *o = strtok_r(opts, ",", &save); o; o = strtok_r(NULL, ",", &save)) {
            if (!strcmp(o, "jdk")) {
                include_jdk = true;
            } else {
                fprintf(stderr, "eraser: unknown option '%s' (options: jdk)\n", o);
                free(opts);
                return RTI_ERR_INVALID;
            }
        }
        free(opts);
    }
    RtiStatus st = rti_add_field(env, "java/lang/Object", RTI_FIELD_PTR, &xf_shadow);
    if (st == RTI_OK)
        st = rti_add_field(env, "java/lang/Object", RTI_FIELD_I64, &xf_cell);
    if (st == RTI_OK)
        st = names_init(env);
    if (st == RTI_OK)
        st = rti_skip_marks(env); /* a walk over many objects keeps its skips */
    if (st == RTI_OK)
        st = rti_free_wanted_only(env); /* see on_free */
    if (st != RTI_OK)
        return st;
    RtiCallbacks cb = {0};
    cb.size = sizeof cb;
    cb.alloc = on_alloc;
    cb.field_access = on_field;
    cb.array_access = on_array;
    cb.monitor_enter = on_monitor_enter;
    cb.monitor_exit = on_monitor_exit;
    cb.monitor_wait = on_wait;
    cb.monitor_waited = on_waited;
    cb.lock_acquire = on_lock_acquire;
    cb.lock_release = on_lock_release;
    cb.thread_start = on_thread_start;
    cb.vm_start = on_vm_start;
    cb.thread_end = on_thread_end;
    cb.checkpoint_restored = on_restored;
    cb.vm_death = on_vm_death;
    cb.deadlock = on_deadlock;
    cb.object_free = on_free;
    rti_set_callbacks(env, &cb);
    return rti_enable_events(env, rti_callback_events(&cb) & ~ACCESS_EVENTS);
}
