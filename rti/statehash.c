/* rti_state_hash: a hash of the program's whole state that does not depend on
 * where objects happen to live or on garbage.
 *
 * A stateful search (the tester) prunes a decision whose state it has met
 * before. Two schedules that end in the same state rarely put its objects at
 * the same addresses: the threads allocated in another order, and garbage
 * (lock-queue nodes, boxed values) was written in one and not the other. So
 * the hash names objects by the order a fixed traversal reaches them, and
 * leaves out what nothing reaches.
 *
 * Since the oldest live checkpoint, the heap falls in three parts:
 * - objects older than it and not saved since (unchanged): named by address,
 *   their contents left out (they are the same in every schedule);
 * - older objects saved since (in an undo log: possibly changed): named by
 *   address, contents hashed, in address order;
 * - objects allocated since (Object.born): named by the order the traversal
 *   reaches them, from the threads' frames (in thread order) and then from
 *   the changed old objects; contents hashed. Those nothing reaches are
 *   garbage and left out.
 * A reference into the new objects can only sit in a frame, a new object or a
 * changed old one, so the traversal finds every live new object.
 *
 * Frame slots carry no types: a slot is taken for a reference when it holds
 * the exact address of a heap object (an int that equals one is vanishingly
 * rare, and only makes two states look different or, as a name, alike when
 * their graphs already match). The classes whose state changed (initialised
 * since) are hashed by address. Tool fields are left out; so are the clocks
 * and the program's output, as they were in rti_thread_hash. The files the
 * program changed since the oldest live checkpoint are in (their content:
 * files_hash, with the names vm/fsundo.c keeps).
 *
 * RIVET_STATEHASH_DEBUG=1 prints each part's hash at every call (2: also the
 * raw words of changed old objects), to find what tells two states apart. */
#include "rti/rti.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "checkpoint/ckpt.h"
#include "vm/fsundo.h"
#include "vm/heap.h"
#include "vm/monitor.h"
#include "vm/sched.h"
#include "vm/thread.h"

/* A short dependency chain per word: the hash runs over every word of every
 * changed object at each decision. */
static inline uint64_t mix(uint64_t h, uint64_t v)
{
    h = ((h << 23 | h >> 41) ^ v) * 0x9E3779B97F4A7C15ull;
    return h;
}

static uint64_t finish(uint64_t h)
{
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 29);
}

static uint64_t bytes_hash(uint64_t h, const char *p, size_t n)
{
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        h = mix(h, w);
    }
    uint64_t w = 0;
    memcpy(&w, p + i, n - i);
    return mix(h, w ^ n);
}

/* What path holds: its kind, permissions, size and (a regular file) content,
 * the first and last 512 KB of a larger one; times are left out (a schedule
 * that writes the same bytes later is in the same state). */
static uint64_t file_hash(const char *path)
{
    uint64_t h = bytes_hash(0x51ED, path, strlen(path));
    struct stat st;
    if (lstat(path, &st) < 0)
        return mix(h, 0);
    h = mix(mix(h, st.st_mode), (uint64_t)st.st_size);
    if (!S_ISREG(st.st_mode) || !st.st_size)
        return h;
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
    if (fd < 0)
        return h;
    enum { PART = 512 << 10 };
    static char buf[PART];
    ssize_t r = pread(fd, buf, PART, 0);
    if (r > 0)
        h = bytes_hash(h, buf, (size_t)r);
    if (st.st_size > 2 * PART && (r = pread(fd, buf, PART, st.st_size - PART)) > 0)
        h = bytes_hash(h, buf, (size_t)r);
    else if (st.st_size > PART && (r = pread(fd, buf, PART, PART)) > 0)
        h = bytes_hash(h, buf, (size_t)r);
    close(fd);
    return h;
}

/* The files the program changed since the oldest live checkpoint
 * (vm/fsundo.c), summed: the order they were first changed in does not
 * count. 0 when none was. */
static uint64_t files_hash(void)
{
    int n;
    const char *const *names = fsundo_touched(&n);
    uint64_t sum = 0;
    for (int i = 0; i < n; i++)
        sum += finish(file_hash(names[i]));
    return sum;
}

/* Objects met in this call: new ones with their names (1, 2, ...), old
 * changed ones marked OLD. Entries of an earlier call are stale by gen. */
#define OLD UINT32_MAX
typedef struct Seen {
    const void *key;
    uint32_t gen;
    uint32_t name;
} Seen;

static Seen *seen;
static uint32_t seen_cap, n_seen, gen;
static uint32_t base;       /* ckpt_base_epoch() for this call */
static Object **queue;      /* new objects in the order they were named */
static uint32_t q_len, q_cap, q_head;

static void seen_grow(void);

/* The entry for key, added (name 0) when absent. */
static Seen *seen_get(const void *key)
{
    if (2 * (n_seen + 1) > seen_cap)
        seen_grow();
    uint32_t i = (uint32_t)(((uintptr_t)key >> 3) * 0x9E3779B97F4A7C15ull >> 32) & (seen_cap - 1);
    while (seen[i].gen == gen && seen[i].key != key)
        i = (i + 1) & (seen_cap - 1);
    if (seen[i].gen != gen) {
        seen[i] = (Seen){key, gen, 0};
        n_seen++;
    }
    return &seen[i];
}

static void seen_grow(void)
{
    Seen *old = seen;
    uint32_t old_cap = seen_cap;
    seen_cap = seen_cap ? seen_cap * 2 : 1024;
    seen = calloc(seen_cap, sizeof *seen);
    if (!seen)
        abort();
    n_seen = 0;
    for (uint32_t i = 0; i < old_cap; i++)
        if (old[i].gen == gen) {
            Seen *s = seen_get(old[i].key);
            s->name = old[i].name;
        }
    free(old);
}

static void push(void ***arr, uint32_t *n, uint32_t *cap, void *p)
{
    if (*n == *cap) {
        *cap = *cap ? *cap * 2 : 256;
        void **na = realloc(*arr, *cap * sizeof **arr);
        if (!na)
            abort();
        *arr = na;
    }
    (*arr)[(*n)++] = p;
}

static bool is_new(const Object *o) { return o->born >= base; }

/* A reference's share of the hash: a new object's name (naming it now if
 * this is the first time), else the address. */
static uint64_t ref(Object *o)
{
    if (!o || !is_new(o))
        return (uint64_t)(uintptr_t)o;
    Seen *s = seen_get(o);
    if (!s->name) {
        push((void ***)&queue, &q_len, &q_cap, o);
        s->name = q_len;
    }
    return (uint64_t)s->name << 1 | 1; /* odd: never an address */
}

/* An untyped slot: a reference when it holds an object's exact address. */
static uint64_t slot(uint64_t v)
{
    if (v < 4096)
        return v;
    Object *o = heap_find((void *)(uintptr_t)v);
    return o && (uintptr_t)o == v ? ref(o) : v;
}

/* The monitor: owner, count and queues, whether it is thin or inflated (an
 * inflated monitor nobody holds or waits on is the same as no lock). */
static uint64_t lock_state(Object *o, uint64_t h)
{
    if (!o->lock)
        return mix(h, 0);
    uint32_t count = 0;
    Thread *owner = mon_owner(o, &count);
    Monitor *m = mon_inflated(o);
    if (!owner && (!m || (!m->entry_head && !m->wait_head)))
        return mix(h, 0);
    h = mix(h, owner ? owner->id : 0);
    h = mix(h, count);
    for (Thread *t = m ? m->entry_head : NULL; t; t = t->q_next)
        h = mix(h, t->id);
    h = mix(h, 0xE);
    for (Thread *t = m ? m->wait_head : NULL; t; t = t->q_next)
        h = mix(h, t->id);
    return h;
}

/* Whether objects of class c are java.lang.Threads (a direct-mapped cache:
 * asked for every object hashed). */
static bool is_thread_class(Class *c)
{
    static struct {
        Class *c;
        bool yes;
    } cache[256];
    uint32_t i = (uint32_t)(((uintptr_t)c >> 4) * 0x9E3779B1u) >> 24;
    if (cache[i].c != c) {
        cache[i].c = c;
        cache[i].yes = WK.Thread && class_is_subclass(c, WK.Thread);
    }
    return cache[i].yes;
}

/* An object's contents: its class, lock, identity hash if taken, and its
 * Java fields or elements (references through ref()). A Thread's eetop holds
 * the address of the VM's thread, which a thread started again after a
 * return gets from malloc anew, wherever the allocator's state (the tools'
 * allocations included) puts it; Java code only tests it against 0
 * (isAlive), so only that counts. Before, the same state could hash
 * differently with another malloc layout, and how many schedules a search
 * explored depended on it (BugMixedDeadlock under `deadlock`: 410, or 644
 * with glibc's per-thread cache off). */
static uint64_t contents(Object *o, uint64_t h)
{
    Class *c = o->cls;
    h = mix(h, (uint64_t)(uintptr_t)c);
    h = lock_state(o, h);
    if (o->flags & OF_HASHED)
        h = mix(h, o->hash);
    if (c->kind == CK_ARRAY) {
        int32_t n = arr_len(o);
        h = mix(h, (uint64_t)n);
        if (c->elem_type == 'L') {
            Object **e = arr_data(o);
            for (int32_t i = 0; i < n; i++)
                h = mix(h, ref(e[i]));
        } else {
            size_t bytes = obj_size(o) - g_array_base_off;
            const uint8_t *p = arr_data(o);
            uint64_t w;
            for (size_t i = 0; i + 8 <= bytes; i += 8) {
                memcpy(&w, p + i, 8);
                h = mix(h, w);
            }
            if (bytes % 8) {
                w = 0;
                memcpy(&w, p + bytes - bytes % 8, bytes % 8);
                h = mix(h, w);
            }
        }
        return h;
    }
    /* Fields: words from the end of the tool fields on; reference words go
     * through ref(). ref_offsets are ascending, so one merge pass does it. */
    uint32_t from = OBJ_HEADER_SIZE + g_obj_extra, size = (uint32_t)obj_size(o);
    uint32_t ri = 0, si = 0;
    const uint32_t *ro = c->ref_offsets;
    uint32_t nr = c->n_refs;
    Class *k = (c->cflags & CF_MIRROR) ? mirror_class(o) : NULL;
    const uint32_t *so = k ? k->static_ref_offsets : NULL;
    uint32_t ns = k ? k->n_static_refs : 0;
    uint32_t eetop = is_thread_class(c) ? g_thread_fields.eetop : 0;
    for (uint32_t off = from; off + 8 <= size; off += 8) {
        while (ri < nr && ro[ri] < off)
            ri++;
        while (si < ns && so[si] < off)
            si++;
        bool is_ref = (ri < nr && ro[ri] == off) || (si < ns && so[si] == off);
        uint64_t w = FIELD_AT(o, uint64_t, off);
        if (off == eetop)
            w = w != 0;
        h = mix(h, is_ref ? ref((Object *)(uintptr_t)w) : w);
    }
    if ((size - from) % 8) {
        uint64_t w = 0;
        memcpy(&w, (char *)o + size - (size - from) % 8, (size - from) % 8);
        h = mix(h, w);
    }
    return h;
}

static uint64_t thread_state(Thread *t, uint64_t h)
{
    h = mix(h, (uint64_t)t->tid);
    h = mix(h, t->state);
    h = mix(h, (uint64_t)t->park_permit << 1 | t->enabled);
    if (t->jthread)
        h = mix(h, FIELD_AT(t->jthread, uint8_t, g_thread_fields.interrupted));
    h = mix(h, ref((Object *)rti_thread_blocker((RtiThread *)t)));
    for (Frame *fr = t->top; fr; fr = fr->prev) {
        if (!fr->m)
            continue;
        h = mix(h, (uint64_t)(uintptr_t)fr->m);
        h = mix(h, (uint64_t)(uintptr_t)fr->pc ^ (uint64_t)fr->flags << 48);
        h = mix(h, ref(fr->sync));
        int nl = (fr->flags & FR_NATIVE) ? fr->m->arg_slots : fr->m->max_locals;
        for (int i = 0; i < nl; i++)
            h = mix(h, slot(fr->locals[i].u));
        if (!(fr->flags & FR_NATIVE) && fr->sp > (Slot *)(fr + 1))
            for (Slot *s = (Slot *)(fr + 1); s < fr->sp; s++)
                h = mix(h, slot(s->u));
    }
    return h;
}

/* The changed old objects and classes, kept from one call to the next.
 * Every target saved in the live checkpoints' undo logs counts (a monitor
 * stands for its object; a class is its address + 1, told apart by the low
 * bit), each once, in address order. At each decision the logs hold about
 * the same targets as at the last one, so walking every log, removing
 * duplicates and sorting at every call (as it was done) costs much of the
 * hash: instead each live checkpoint has a level holding the sorted union of
 * the targets in its log and in every older one, and a call only adds what
 * the logs gained since (ckpt.h: a log only grows while its stamp stays).
 * Levels above one whose checkpoint was returned to (a new stamp) or whose
 * log grew are rebuilt. The levels' keys are bounded (LEVEL_KEYS_MAX): past
 * that, the deeper checkpoints are merged in at every call, as before. */
typedef struct Level {
    const Checkpoint *cp;
    uint32_t stamp;
    size_t len;       /* its log's entries merged in */
    void **keys;      /* sorted, unique */
    uint32_t n, cap;
} Level;

#define LEVEL_KEYS_MAX (1u << 21)
static Level *levels;
static uint32_t n_levels, levels_cap;
static uint64_t level_keys; /* sum of the levels' caps */
static void **fresh;        /* keys new to a union, before sorting */
static uint32_t n_fresh, fresh_cap;
static const Level *cur;    /* the union being extended */

static int by_address(const void *a, const void *b)
{
    uintptr_t x = (uintptr_t) * (void *const *)a, y = (uintptr_t) * (void *const *)b;
    return x < y ? -1 : x > y;
}

static bool in_sorted(void *const *keys, uint32_t n, const void *key)
{
    uint32_t lo = 0, hi = n;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if ((uintptr_t)keys[mid] < (uintptr_t)key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < n && keys[lo] == key;
}

/* A saved target: into fresh unless the union has it already (the seen
 * table, marked OLD, removes duplicates among the fresh ones). */
static void collect(void *arg, CkptSaved kind, void *target)
{
    (void)arg;
    void *key = target;
    if (kind == CKPT_SAVED_MONITOR)
        key = ((Monitor *)target)->obj;
    else if (kind == CKPT_SAVED_CLASS)
        key = (char *)target + 1;
    if (!key || (kind != CKPT_SAVED_CLASS && is_new(key)))
        return;
    Seen *s = seen_get(key);
    if (s->name == OLD)
        return;
    s->name = OLD;
    if (!in_sorted(cur->keys, cur->n, key))
        push(&fresh, &n_fresh, &fresh_cap, key);
}

/* Into out (room for it made here): the union of u and the entries of cp's
 * log from `from` on. */
static void extend(const Level *u, const Checkpoint *cp, size_t from, void ***out, uint32_t *n_out, uint32_t *cap_out)
{
    n_fresh = 0;
    cur = u;
    ckpt_each_saved_in(cp, from, collect, NULL);
    if (n_fresh > 1)
        qsort(fresh, n_fresh, sizeof *fresh, by_address);
    uint32_t n = u->n + n_fresh;
    void **src = u->keys; /* may be *out itself */
    bool in_place = src && src == *out;
    if (n > *cap_out) {
        uint32_t cap = n < 64 ? 64 : n + n / 2;
        void **na = realloc(*out, cap * sizeof **out);
        if (!na)
            abort();
        *out = na;
        *cap_out = cap;
        if (in_place)
            src = na;
    }
    /* a merge from the end, so that out may be u's own array */
    uint32_t i = u->n, j = n_fresh, k = n;
    while (j > 0) {
        if (i > 0 && (uintptr_t)src[i - 1] > (uintptr_t)fresh[j - 1])
            (*out)[--k] = src[--i];
        else
            (*out)[--k] = fresh[--j];
    }
    if (!in_place && i)
        memcpy(*out, src, i * sizeof **out);
    *n_out = n;
}

/* A level whose checkpoint's log grew since: the new entries merged in. */
static void level_grow(Level *l)
{
    Level u = *l;
    uint32_t cap = l->cap;
    extend(&u, l->cp, l->len, &l->keys, &l->n, &cap);
    level_keys += cap - l->cap;
    l->cap = cap;
    l->len = ckpt_log_len(l->cp);
}

static const Level no_level;

/* A level for cp above the top one: the union of its keys and cp's log (the
 * caller keeps the keys within LEVEL_KEYS_MAX). */
static Level *push_level(const Checkpoint *cp)
{
    if (n_levels == levels_cap) {
        levels_cap = levels_cap ? levels_cap * 2 : 64;
        Level *nl = realloc(levels, levels_cap * sizeof *levels);
        if (!nl)
            abort();
        levels = nl;
    }
    const Level *u = n_levels ? &levels[n_levels - 1] : &no_level;
    Level *l = &levels[n_levels];
    *l = (Level){cp, ckpt_log_stamp(cp), ckpt_log_len(cp), NULL, 0, 0};
    extend(u, cp, 0, &l->keys, &l->n, &l->cap);
    level_keys += l->cap;
    n_levels++;
    return l;
}

/* The sorted union of every live checkpoint's saved targets (base set).
 * When the live checkpoints are as many as at the last call, with the same
 * newest one and its stamp, every older one and its log is as it was (a
 * discard or a return below the newest changes the count or the newest), so
 * the walk down the chain is skipped. */
static const Level *changed_olds(void)
{
    static int last_live;
    static const Checkpoint *last_newest;
    static uint32_t last_stamp;
    const Checkpoint *top = ckpt_newest_live();
    int live = ckpt_live_count();
    if (live == last_live && top == last_newest && ckpt_log_stamp(top) == last_stamp && n_levels == (uint32_t)live &&
        levels[n_levels - 1].cp == top) {
        Level *l = &levels[n_levels - 1];
        if (l->len < ckpt_log_len(top))
            level_grow(l);
        return l;
    }
    /* One checkpoint taken on top of the chain of the last call (a tester's
     * next decision): a level for it, without walking the chain, which was
     * quadratic in a schedule's decisions (22,000 live checkpoints: 60% of
     * the search was this walk). */
    if (top && live == last_live + 1 && n_levels == (uint32_t)last_live && n_levels &&
        levels[n_levels - 1].cp == last_newest && ckpt_prev_live(top) == last_newest &&
        ckpt_log_stamp(last_newest) == last_stamp) {
        Level *below = &levels[n_levels - 1];
        if (below->len < ckpt_log_len(last_newest))
            level_grow(below);
        if (level_keys + below->n + 64 <= LEVEL_KEYS_MAX) {
            Level *l = push_level(top);
            last_live = live;
            last_newest = top;
            last_stamp = ckpt_log_stamp(top);
            return l;
        }
    }
    last_live = live;
    last_newest = top;
    last_stamp = top ? ckpt_log_stamp(top) : 0;
    uint32_t d = 0;
    const Checkpoint *cp = ckpt_next_live(NULL);
    /* the levels that still hold */
    for (; cp && d < n_levels; cp = ckpt_next_live(cp), d++) {
        Level *l = &levels[d];
        if (l->cp != cp || l->stamp != ckpt_log_stamp(cp) || l->len > ckpt_log_len(cp))
            break;
        if (l->len < ckpt_log_len(cp)) { /* grown: merge the rest in, drop the levels above */
            level_grow(l);
            d++;
            cp = ckpt_next_live(cp);
            break;
        }
    }
    while (n_levels > d) {
        Level *l = &levels[--n_levels];
        level_keys -= l->cap;
        free(l->keys);
    }
    const Level *u = n_levels ? &levels[n_levels - 1] : &no_level;
    /* new levels for the checkpoints above, while the keys stay bounded */
    static Level tmp[2];
    int sc = 0;
    for (; cp; cp = ckpt_next_live(cp)) {
        if (level_keys + u->n + 64 <= LEVEL_KEYS_MAX) {
            u = push_level(cp); /* (u is the top level: once past the bound, unions only grow) */
        } else {
            extend(u, cp, 0, &tmp[sc].keys, &tmp[sc].n, &tmp[sc].cap);
            u = &tmp[sc];
            sc ^= 1;
        }
    }
    return u;
}

uint64_t rti_state_hash(bool (*ignore)(RtiObject *obj, void *arg), void *arg)
{
    if (++gen == 0) { /* wrapped: every stale entry could look current */
        memset(seen, 0, seen_cap * sizeof *seen);
        gen = 1;
    }
    n_seen = 0;
    q_len = q_head = 0;
    base = ckpt_base_epoch();
    uint64_t h = 0x5747E;
    static int debug = -1;
    if (debug < 0)
        debug = getenv("RIVET_STATEHASH_DEBUG") ? atoi(getenv("RIVET_STATEHASH_DEBUG")) : 0;
    for (Thread *t = sched_threads(); t; t = t->next)
        if (t->state != TS_TERMINATED && t->state != TS_NEW) {
            h = thread_state(t, h);
            if (debug)
                fprintf(stderr, "  sh thread %lld %016llx\n", (long long)t->tid, (unsigned long long)thread_state(t, 0));
        }
    if (base != UINT32_MAX) {
        const Level *u = changed_olds();
        void *const *olds = u->keys;
        uint32_t n_olds = u->n;
        for (uint32_t i = 0; i < n_olds; i++) {
            uintptr_t p = (uintptr_t)olds[i];
            if (p & 1) {
                Class *c = (Class *)(p - 1);
                h = mix(mix(h, p), c->state);
            } else if (!ignore || !ignore((RtiObject *)olds[i], arg)) {
                h = contents((Object *)p, mix(h, p));
                if (debug > 1)
                    for (uint32_t off = 8; off < obj_size((Object *)p); off += 8)
                        fprintf(stderr, "  sh old %p +%u %016llx\n", olds[i], off, (unsigned long long)FIELD_AT(p, uint64_t, off));
                if (debug)
                    fprintf(stderr, "  sh old %p %s %016llx\n", olds[i], ((Object *)p)->cls->name ? ((Object *)p)->cls->name : "?", (unsigned long long)contents((Object *)p, 0));
            }
        }
    }
    h = mix(h, 0xA11);
    while (q_head < q_len) {
        Object *o = queue[q_head++];
        h = contents(o, mix(h, q_head));
        if (debug)
            fprintf(stderr, "  sh new %u %s %016llx\n", q_head, o->cls->name ? o->cls->name : "?", (unsigned long long)contents(o, 0));
    }
    h = mix(h, files_hash()); /* the files the program changed */
    h = finish(h);
    return h ? h : 1;
}
