/* racy.c — learning racy variables (see racy.h). */
#include "racy.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- Variables: a field, an array type, or a site ------------------------------ */

/* A site's variable: the method and bci of the access, bit 63 set (a field's
 * and a class's addresses are user-space pointers, below 2^47). */
#define SITE_BIT ((uintptr_t)1 << 63)

static uintptr_t var_of(const RtiAccess *a, bool by_site)
{
    if (by_site)
        return SITE_BIT | (uintptr_t)a->where.method << 16 | (uint16_t)a->where.bci;
    return a->field ? (uintptr_t)a->field : (uintptr_t)rti_object_class(a->object) | 1;
}

static char *site_var_name(uintptr_t var)
{
    RtiMethod *m = (RtiMethod *)((var & ~SITE_BIT) >> 16);
    const char *cn = rti_class_name(rti_method_class(m)), *mn = rti_method_name(m), *d = rti_method_descriptor(m);
    size_t n = strlen(cn) + strlen(mn) + strlen(d) + 16;
    char *s = malloc(n);
    snprintf(s, n, "S:%s.%s%s@%u", cn, mn, d, (unsigned)(var & 0xffff));
    return s;
}

static char *var_name(const RtiAccess *a, uintptr_t var)
{
    if (var & SITE_BIT)
        return site_var_name(var);
    const char *cn = a->field ? rti_class_name(rti_field_class(a->field)) : rti_class_name(rti_object_class(a->object));
    size_t n = strlen(cn) + (a->field ? strlen(rti_field_name(a->field)) : 0) + 8;
    char *s = malloc(n);
    if (a->field)
        snprintf(s, n, "F:%s.%s", cn, rti_field_name(a->field));
    else
        snprintf(s, n, "A:%s", cn);
    return s;
}

/* Known racy variables (tool memory: learning outlives returns), and in a
 * reproduction run the names given with a cache of verdicts. */
typedef struct Known {
    uintptr_t var;
    bool racy;
} Known;
static Known *known;
static uint32_t n_known, cap_known;
static char **given;
static int n_given;

static Known *known_slot(uintptr_t var)
{
    if (2 * (n_known + 1) > cap_known) {
        uint32_t oc = cap_known;
        Known *old = known;
        cap_known = oc ? oc * 2 : 64;
        known = calloc(cap_known, sizeof *known);
        n_known = 0;
        for (uint32_t i = 0; i < oc; i++)
            if (old[i].var) {
                Known *k = known_slot(old[i].var);
                *k = old[i];
                n_known++;
            }
        free(old);
    }
    uint32_t i = (uint32_t)((var >> 3) * 0x9E3779B1u) & (cap_known - 1);
    while (known[i].var && known[i].var != var)
        i = (i + 1) & (cap_known - 1);
    return &known[i];
}

static Known *known_find(uintptr_t var)
{
    if (!cap_known)
        return NULL;
    uint32_t i = (uint32_t)((var >> 3) * 0x9E3779B1u) & (cap_known - 1);
    while (known[i].var && known[i].var != var)
        i = (i + 1) & (cap_known - 1);
    return known[i].var ? &known[i] : NULL;
}

static void known_set(uintptr_t var, bool racy)
{
    Known *k = known_slot(var);
    if (!k->var)
        n_known++;
    k->var = var;
    k->racy = racy;
}

bool racy_known(const RtiAccess *a, bool by_site)
{
    uintptr_t var = var_of(a, by_site);
    Known *k = known_find(var);
    if (k)
        return k->racy;
    if (!n_given)
        return false;
    char *name = var_name(a, var);
    bool in = false;
    for (int i = 0; i < n_given && !in; i++)
        in = !strcmp(given[i], name);
    free(name);
    known_set(var, in);
    return in;
}

void racy_name_given(const char *name)
{
    given = realloc(given, sizeof *given * (size_t)(n_given + 1));
    given[n_given++] = strdup(name);
}

bool racy_is_name(const char *name) { return (name[0] == 'F' || name[0] == 'A' || name[0] == 'S') && name[1] == ':'; }

/* ---- Shadow: each location's last access ---------------------------------------- */

/* A location's last access, and its last write when the last access is a
 * read: a read is checked against both. With the last access alone, a
 * write under a lock followed by the same thread's read under it hid the
 * write from another thread's unlocked read (BugDoubleChecked: user-1
 * publishes `instance` under the lock and reads it back; user-2's unlocked
 * first check read it after; found only when another decision happened to
 * fall between user-1's first check and its lock). */
typedef struct Access {
    int64_t tid;
    uintptr_t site; /* its variable when it was made by site, else 0 */
    uint8_t n;
    RtiObject *locks[RACY_MAX_LOCKS];
} Access;

typedef struct Shadow {
    uint64_t key; /* 0 = empty */
    uint8_t write, has_w;
    Access last, w;
} Shadow;

/* Whether two accesses by different threads hold no lock in common. */
static bool no_common_lock(const Access *x, int64_t tid, RtiObject *const *locks, int n)
{
    if (x->tid == tid)
        return false;
    for (int i = 0; i < x->n; i++)
        for (int j = 0; j < n; j++)
            if (racy_hold_lock(x->locks[i]) == racy_hold_lock(locks[j]) &&
                !(racy_hold_read(x->locks[i]) && racy_hold_read(locks[j])))
                return false;
    return true;
}

static Shadow *shadow;
static uint32_t n_shadow, cap_shadow;

static uint64_t loc_key(const RtiAccess *a)
{
    uint64_t h = (uint64_t)(uintptr_t)a->object * 0x9E3779B97F4A7C15ull;
    h ^= (a->field ? (uint64_t)(uintptr_t)a->field : (uint64_t)(uint32_t)a->index * 2 + 1) + (h << 6) + (h >> 2);
    h *= 0xBF58476D1CE4E5B9ull;
    return h ? h : 1;
}

/* The slot of key in the table: its own, or the empty one it would take. */
static Shadow *shadow_probe(uint64_t key)
{
    uint32_t i = (uint32_t)(key >> 32) & (cap_shadow - 1);
    while (shadow[i].key && shadow[i].key != key)
        i = (i + 1) & (cap_shadow - 1);
    return &shadow[i];
}

static Shadow *shadow_slot(uint64_t key)
{
    if (2 * (n_shadow + 1) > cap_shadow) {
        /* Grow: the new table is versioned memory (a return frees it and
         * brings back the old one, which is kept until none can). */
        uint32_t nc = cap_shadow ? cap_shadow * 2 : 1024;
        Shadow *nt = rti_calloc(sizeof *nt * nc);
        for (uint32_t i = 0; i < cap_shadow; i++)
            if (shadow[i].key) {
                uint32_t j = (uint32_t)(shadow[i].key >> 32) & (nc - 1);
                while (nt[j].key)
                    j = (j + 1) & (nc - 1);
                nt[j] = shadow[i];
            }
        rti_save(&shadow, sizeof shadow);
        rti_save(&cap_shadow, sizeof cap_shadow);
        rti_free_later(shadow);
        shadow = nt;
        cap_shadow = nc;
    }
    return shadow_probe(key);
}

bool racy_shadowed(const RtiAccess *a)
{
    if (!n_shadow)
        return false;
    uint64_t key = loc_key(a);
    return shadow_probe(key)->key == key;
}

bool racy_observe(const RtiAccess *a, bool by_site, int64_t tid, RtiObject *const *locks, int n, char **name)
{
    *name = NULL;
    uintptr_t var = var_of(a, by_site);
    Known *k = known_find(var);
    if (k && k->racy)
        return false;
    uint64_t key = loc_key(a);
    Shadow *s = shadow_slot(key);
    if (n > RACY_MAX_LOCKS)
        n = RACY_MAX_LOCKS;
    /* the earlier access it races with: the last, or the write before it */
    const Access *with = NULL;
    if (s->key && (s->write || a->is_write) && no_common_lock(&s->last, tid, locks, n))
        with = &s->last;
    else if (s->key && s->has_w && no_common_lock(&s->w, tid, locks, n))
        with = &s->w;
    uintptr_t with_site = with ? with->site : 0;
    uintptr_t site = by_site ? var : 0;
    if (!s->key || s->last.tid != tid || s->write != a->is_write || s->last.n != n || s->last.site != site) {
        rti_save(s, sizeof *s);
        if (!s->key) {
            rti_save(&n_shadow, sizeof n_shadow);
            n_shadow++;
        }
    } else {
        bool same = true;
        for (int i = 0; i < n && same; i++)
            same = s->last.locks[i] == locks[i];
        if (same)
            return false; /* the same thread's same kind of access again */
        rti_save(s, sizeof *s);
    }
    if (s->key && s->write && !a->is_write) {
        s->w = s->last; /* the write the read follows */
        s->has_w = true;
    } else if (a->is_write) {
        s->has_w = false; /* last is the write */
    }
    s->key = key;
    s->write = a->is_write;
    s->last.tid = tid;
    s->last.site = site;
    s->last.n = (uint8_t)n;
    for (int i = 0; i < n; i++)
        s->last.locks[i] = locks[i];
    if (!with)
        return false;
    known_set(var, true);
    *name = var_name(a, var);
    /* A site races with a site: both sides of the race must end their
     * blocks (ArrayDeque.pollLast's read of the last element and
     * pollFirst's write of null over it), and the other may never race
     * first itself. */
    Known *wk = with_site && with_site != var ? known_find(with_site) : NULL;
    if (with_site && with_site != var && !(wk && wk->racy)) {
        known_set(with_site, true);
        char *other = site_var_name(with_site);
        size_t len = strlen(*name) + strlen(other) + 2;
        char *both = malloc(len);
        snprintf(both, len, "%s+%s", *name, other);
        free(*name);
        free(other);
        *name = both;
    }
    return true;
}
