/* optimistic.c — StampedLock's optimistic reads.
 *
 * `long s = sl.tryOptimisticRead(); x = p.x; y = p.y; if (!sl.validate(s))
 * { ... again under sl.readLock() ... }` is StampedLock's documented use:
 * the reads race with a writer's writes under sl.writeLock(), as the JMM
 * says, but what they read is used only when validate says no write came
 * in between (and the JDK's own example is written so). A read made in
 * such a window is an optimistic read; when its thread validated the
 * window, a race of that read is not reported (confirm.c drops the
 * prediction at the end: when the race is found the window may still be
 * open). Without the validate (StampedNoValidate) it is reported.
 *
 * The windows are seen through StampedLock's own accesses to its volatile
 * `state`: tryOptimisticRead and tryConvertToOptimisticRead read it to
 * open one, validate reads it to close it. A read is named by its thread
 * and code location (opt_key); a location read in a window its thread
 * validated and never in one it abandoned (another window opened over it,
 * or the thread ended in it) is validated. Only a race with a write made
 * under a write lock is dropped (the write bit of `state` set by that
 * thread: validate cannot see a write that takes no lock,
 * RaceStampedUnlockedWrite); a write location counts as locked when the
 * thread made it under one at least once. */
#include <stdlib.h>
#include <string.h>

#include "model.h"
#include "optimistic.h"

typedef struct OptWindow {
    RtiObject *lock;  /* the StampedLock of the open window, NULL when none is open */
    uint64_t *keys;   /* the read locations of the open window */
    int n, cap;
    int wlocks;       /* StampedLock write locks the thread holds */
} OptWindow;

bool opt_seen;

/* Sets of keys: small (the read locations of windows), linear. */
typedef struct KeySet {
    uint64_t *k;
    int n, cap;
} KeySet;
static KeySet validated, abandoned, noted; /* noted: in any closed window */
static KeySet wlocked; /* write locations, by thread, met under a write lock */

static bool set_has(const KeySet *s, uint64_t k)
{
    for (int i = 0; i < s->n; i++)
        if (s->k[i] == k)
            return true;
    return false;
}

static void set_add(KeySet *s, uint64_t k)
{
    if (set_has(s, k))
        return;
    if (s->n == s->cap) {
        s->cap = s->cap ? s->cap * 2 : 16;
        s->k = tool_realloc(s->k, sizeof(uint64_t) * (size_t)s->cap);
    }
    s->k[s->n++] = k;
}

uint64_t opt_key(int tid, RtiMethod *m, int32_t bci)
{
    uint64_t h = (uint64_t)(uintptr_t)m * 0x9e3779b97f4a7c15ull;
    h ^= ((uint64_t)(uint32_t)tid << 32 | (uint32_t)bci) + 0x632be59bd9b4e019ull + (h << 6) + (h >> 2);
    return h ? h : 1;
}

static void close_window(OptWindow *w, KeySet *into)
{
    for (int i = 0; i < w->n; i++) {
        set_add(into, w->keys[i]);
        set_add(&noted, w->keys[i]);
    }
    w->n = 0;
    w->lock = NULL;
}

/* StampedLock.state, once met (before, up to 8 other volatile fields known
 * not to be it, so that AQS's `state` costs one comparison). */
static RtiField *sl_state, *not_state[8];
static int n_not_state;

static bool is_sl_state(RtiField *f)
{
    if (f == sl_state)
        return true;
    if (sl_state)
        return false;
    for (int i = 0; i < n_not_state; i++)
        if (not_state[i] == f)
            return false;
    bool yes = !strcmp(rti_field_name(f), "state") &&
               !strcmp(rti_class_name(rti_field_class(f)), "java/util/concurrent/locks/StampedLock");
    if (yes)
        sl_state = f;
    else if (n_not_state < 8)
        not_state[n_not_state++] = f;
    return yes;
}

/* StampedLock's write bit (WBIT, 1 << LG_READERS). */
#define SL_WBIT 128

void opt_volatile_access(TInfo *ti, const RtiAccess *acc)
{
    if (acc->is_static || !acc->field || !acc->where.method || !is_sl_state(acc->field))
        return;
    if (acc->is_write) {
        /* The write bit set or cleared: the thread took or gave back the
         * write lock (writeLock's CAS, unlockWrite's store). */
        bool was = acc->old_value.j & SL_WBIT, is = acc->value.j & SL_WBIT;
        if (was == is)
            return;
        if (!ti->opt)
            ti->opt = tool_calloc(sizeof(OptWindow));
        ti->opt->wlocks += is ? 1 : ti->opt->wlocks > 0 ? -1 : 0;
        return;
    }
    const char *mn = rti_method_name(acc->where.method);
    bool open = !strcmp(mn, "tryOptimisticRead") || !strcmp(mn, "tryConvertToOptimisticRead");
    bool check = !strcmp(mn, "validate");
    if (!open && !check)
        return;
    if (!ti->opt)
        ti->opt = tool_calloc(sizeof(OptWindow));
    OptWindow *w = ti->opt;
    if (check) {
        if (w->lock == acc->object)
            close_window(w, &validated);
        return;
    }
    if (w->lock)
        close_window(w, &abandoned); /* a window opened over one never validated */
    w->lock = acc->object;
    opt_seen = true;
}

static void opt_read(TInfo *ti, const RtiAccess *acc)
{
    OptWindow *w = ti->opt;
    if (!w->lock || !acc->where.method)
        return;
    uint64_t k = opt_key(ti->idx, acc->where.method, acc->where.bci);
    for (int i = 0; i < w->n; i++)
        if (w->keys[i] == k)
            return;
    if (w->n == w->cap) {
        w->cap = w->cap ? w->cap * 2 : 8;
        w->keys = tool_realloc(w->keys, sizeof(uint64_t) * (size_t)w->cap);
    }
    w->keys[w->n++] = k;
}

static void opt_write(TInfo *ti, const RtiAccess *acc)
{
    if (!ti->opt->wlocks || !acc->where.method)
        return;
    set_add(&wlocked, opt_key(ti->idx, acc->where.method, acc->where.bci));
}

void opt_access(TInfo *ti, const RtiAccess *acc)
{
    if (acc->is_write)
        opt_write(ti, acc);
    else
        opt_read(ti, acc);
}

bool opt_write_locked(const TInfo *writer, uint64_t key)
{
    return key && (set_has(&wlocked, key) || (writer && writer->opt && writer->opt->wlocks));
}

void opt_thread_end(TInfo *ti)
{
    if (ti->opt && ti->opt->lock)
        close_window(ti->opt, &abandoned);
}

bool opt_validated(uint64_t key) { return key && set_has(&validated, key) && !set_has(&abandoned, key); }

bool opt_noted(const TInfo *reader, uint64_t key)
{
    if (!key)
        return false;
    const OptWindow *w = reader ? reader->opt : NULL;
    for (int i = 0; w && w->lock && i < w->n; i++)
        if (w->keys[i] == key)
            return true;
    return set_has(&noted, key);
}
