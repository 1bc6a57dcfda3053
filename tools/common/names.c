/* How reports name variables and objects (names.h). Per object, a record
 * reached through an extra field on java.lang.Object: the field or element
 * that first held it (a path: the field, or the index within an array that
 * has a path itself) and, for arrays and JDK collections, the allocation
 * site in application code. An array with a site and no path (most of them) has no record: the
 * field holds the site's number, tagged (site_tag). Paths and sites are
 * tool memory, never freed (they are few: one per field or element that
 * held an array or collection, one per allocating instruction); records are
 * freed with their object, which asks for its free event then
 * (rti_want_free). Inside a JDK collection the program named (a HashSet's HashMap,
 * its table), a path keeps the outer name as its owner, so what the user
 * sees is the collection they hold: `java.util.HashMap.table of Main.seen`. The first holder names an object for good: the name describes
 * where the program keeps it, which rarely changes. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "names.h"

typedef struct Path {
    RtiField *field;
    const struct Path *parent;
    int32_t index;
    /* A field of a JDK collection (HashSet.map, HashMap.table) held by a
     * collection the program names: that name (set on the root of a chain). */
    const struct Path *owner;
    /* Whether the chain ends in the program's own field or static (through
     * its owner): false for a name made inside a JDK structure before the
     * program's name reached it (a skip list's node, linked from a node
     * named by an index still being built). Fixed at creation. */
    bool rooted;
} Path;

/* The program's name for the collection a path lives inside, or NULL. */
static const Path *owner_of(const Path *p)
{
    while (p->parent)
        p = p->parent;
    return p->owner;
}

typedef struct Names {
    const Path *path;
    uintptr_t site; /* the array's allocation site as site_tag gives it, or 0 */
} Names;

static const RtiExtraField *xf;
static RtiEnv *first_env;

RtiStatus names_init(RtiEnv *env)
{
    if (xf)
        return RTI_OK;
    first_env = env;
    return rti_add_field(env, "java/lang/Object", RTI_FIELD_PTR, &xf);
}

static void *zalloc(size_t n)
{
    void *p = calloc(1, n);
    if (!p) {
        fprintf(stderr, "rivet tools: out of memory\n");
        abort();
    }
    return p;
}

/* A Path is shared: other paths name it as their parent or owner, and a
 * renamed or collected object's record lets go of it while they still do.
 * So paths live for the run, each kept in this list. */
static Path *path_new(void)
{
    static Path **all;
    static size_t used, cap;
    if (used == cap) {
        cap = cap ? cap * 2 : 256;
        Path **na = realloc(all, sizeof *all * cap);
        if (!na)
            abort();
        all = na;
    }
    return all[used++] = zalloc(sizeof(Path));
}

/* Records of freed objects, kept for new ones (a program may allocate
 * millions of short-lived arrays, freed a collection at a time, which leaves
 * malloc on its slow path); linked through their path. Never more than were
 * live at once. Not used while a checkpoint is live: records are then
 * allocated and freed through the RTI, so that a return frees those made
 * since and keeps those it brings back. */
static Names *spare;

/* Allocation sites, numbered in the order met; found by (method, bci) in an
 * open-addressed table of numbers + 1, with a memo in front (a loop
 * allocates at the same few sites). */
typedef struct Site {
    RtiMethod *m;
    int32_t bci;
} Site;
static Site *sites;
static uint32_t n_sites, cap_sites;
static uint32_t *site_slots, site_slots_cap;

static size_t site_hash(RtiMethod *m, int32_t bci)
{
    uint64_t h = ((uint64_t)(uintptr_t)m >> 3 ^ (uint64_t)(uint32_t)bci << 20) * 0x9e3779b97f4a7c15ull;
    return (size_t)(h >> 32);
}

static uint32_t site_number(RtiMethod *m, int32_t bci)
{
    if ((n_sites + 1) * 2 > site_slots_cap) {
        uint32_t nc = site_slots_cap ? site_slots_cap * 2 : 256;
        uint32_t *ns = zalloc(sizeof *ns * nc);
        for (uint32_t i = 0; i < n_sites; i++) {
            size_t j = site_hash(sites[i].m, sites[i].bci) & (nc - 1);
            while (ns[j])
                j = (j + 1) & (nc - 1);
            ns[j] = i + 1;
        }
        free(site_slots);
        site_slots = ns;
        site_slots_cap = nc;
    }
    size_t j = site_hash(m, bci) & (site_slots_cap - 1);
    for (; site_slots[j]; j = (j + 1) & (site_slots_cap - 1))
        if (sites[site_slots[j] - 1].m == m && sites[site_slots[j] - 1].bci == bci)
            return site_slots[j] - 1;
    if (n_sites == cap_sites) {
        cap_sites = cap_sites ? cap_sites * 2 : 64;
        Site *na = realloc(sites, sizeof *sites * cap_sites);
        if (!na)
            abort();
        sites = na;
    }
    sites[n_sites] = (Site){m, bci};
    site_slots[j] = n_sites + 1;
    return n_sites++;
}

/* The names field's value for an array allocated at (m, bci): the site's
 * number, tagged ((n << 1) | 1, where a record's address is even), or 0
 * for a site in the JDK's code, which names nothing the user knows. */
static uintptr_t site_tag(RtiMethod *m, int32_t bci)
{
    static struct {
        RtiMethod *m;
        int32_t bci;
        uintptr_t tag;
    } memo[64];
    size_t i = ((uintptr_t)m >> 4 ^ (uint32_t)bci) & 63;
    if (memo[i].m != m || memo[i].bci != bci) {
        memo[i].tag = rti_class_is_jdk(rti_method_class(m)) ? 0 : (uintptr_t)site_number(m, bci) << 1 | 1;
        memo[i].m = m;
        memo[i].bci = bci;
    }
    return memo[i].tag;
}

static bool is_site(uintptr_t v) { return v & 1; }

/* obj's record, or NULL (none, or a site alone). */
static Names *names_of(RtiObject *obj)
{
    uintptr_t v = xf && obj ? (uintptr_t)rti_xget_ptr(obj, xf) : 0;
    return is_site(v) ? NULL : (Names *)v;
}

static const Path *path_of(RtiObject *obj)
{
    Names *s = names_of(obj);
    return s ? s->path : NULL;
}

/* Where obj, an array, was allocated, or NULL. */
static const Site *site_of(RtiObject *obj)
{
    uintptr_t v = xf ? (uintptr_t)rti_xget_ptr(obj, xf) : 0;
    uintptr_t tag = is_site(v) ? v : v ? ((Names *)v)->site : 0;
    return tag ? &sites[tag >> 1] : NULL;
}

/* obj's record, made now if it has none (with its site, if it had one). */
static Names *names_record(RtiObject *obj)
{
    uintptr_t v = (uintptr_t)rti_xget_ptr(obj, xf);
    if (v && !is_site(v))
        return (Names *)v;
    Names *s;
    if (rti_versioning) {
        /* The store into the object is undone by a return to a checkpoint
         * older than now, which then frees the record too. */
        s = rti_calloc(sizeof(Names));
    } else if (spare) {
        s = spare;
        spare = (Names *)(void *)(uintptr_t)s->path;
        *s = (Names){0};
    } else {
        s = zalloc(sizeof(Names));
    }
    s->site = v;
    rti_xset_ptr(obj, xf, s);
    rti_want_free(obj);
    return s;
}

void names_free(RtiObject *obj)
{
    Names *s = names_of(obj);
    if (s) {
        rti_xset_ptr(obj, xf, NULL);
        if (rti_versioning) {
            /* A return may bring the object back with its record. */
            rti_free_later(s);
            return;
        }
        s->path = (const Path *)(void *)spare;
        spare = s;
    }
}

static bool has_prefix(const char *s, const char *p) { return !strncmp(s, p, strlen(p)); }

static const char *const watched_prefixes[] = {
    "java/util/ArrayList", "java/util/LinkedList", "java/util/HashMap", "java/util/LinkedHashMap",
    "java/util/TreeMap", "java/util/HashSet", "java/util/LinkedHashSet", "java/util/TreeSet",
    "java/util/ArrayDeque", "java/util/PriorityQueue", "java/util/AbstractList", "java/util/AbstractMap",
    "java/util/AbstractCollection", "java/util/AbstractSequentialList", "java/util/AbstractQueue",
    "java/util/AbstractSet", "java/util/BitSet", "java/util/IdentityHashMap", "java/util/EnumMap",
    "java/util/WeakHashMap", "java/lang/AbstractStringBuilder", "java/lang/StringBuilder",
    /* formats and calendars: not thread-safe, and often shared */
    "java/text/Format", "java/text/DateFormat", "java/text/SimpleDateFormat", "java/text/NumberFormat",
    "java/text/DecimalFormat", "java/text/DigitList", "java/util/Calendar", "java/util/GregorianCalendar",
};

bool names_watched_class(const char *name)
{
    for (size_t i = 0; i < sizeof watched_prefixes / sizeof *watched_prefixes; i++)
        if (has_prefix(name, watched_prefixes[i]))
            return true;
    return false;
}

/* A JDK collection or builder class (or a ConcurrentHashMap), whose contents get names. Asked at every
 * access of a reference: answers are kept in a direct-mapped cache by class
 * (classes never unload). */
static struct {
    RtiClass *cls;
    bool watched;
    bool sited; /* an array, or watched: its allocation site is kept */
} watch_cache[256];

static __attribute__((noinline)) size_t watched_fill(RtiClass *c);

static inline size_t watched_slot(RtiClass *c)
{
    size_t h = ((uintptr_t)c >> 4 ^ (uintptr_t)c >> 12) & 255;
    return __builtin_expect(watch_cache[h].cls == c, 1) ? h : watched_fill(c);
}

static inline bool watched(RtiClass *c) { return watch_cache[watched_slot(c)].watched; }

static size_t watched_fill(RtiClass *c)
{
    size_t h = ((uintptr_t)c >> 4 ^ (uintptr_t)c >> 12) & 255;
    /* The program's own subclass of one (the textbook LRU cache, an
     * anonymous LinkedHashMap with removeEldestEntry) is one too: its
     * races were named by the JDK's fields alone (hunt 11 F6). */
    RtiClass *k = c;
    while (k && !rti_class_is_jdk(k))
        k = rti_class_super(k);
    const char *n = k ? rti_class_name(k) : "";
    /* a ConcurrentHashMap's and a skip list's nodes, a Vector's and a Hashtable's fields too,
     * a synchronized wrapper's collection,
     * an atomic array's array,
     * for predict's atomicity pattern (get() then put(), size() then
     * remove(), an atomic array's get(i) then set(i, v)), though their
     * races are not checked */
    bool w = k && (names_watched_class(n) || !strncmp(n, "java/util/concurrent/ConcurrentHashMap", 38) ||
                   !strncmp(n, "java/util/concurrent/ConcurrentSkipListMap", 42) ||
                   !strcmp(n, "java/util/concurrent/atomic/AtomicIntegerArray") ||
                   !strcmp(n, "java/util/concurrent/atomic/AtomicLongArray") ||
                   !strcmp(n, "java/util/concurrent/atomic/AtomicReferenceArray") ||
                   !strcmp(n, "java/util/Vector") || !strcmp(n, "java/util/Stack") ||
                   !strncmp(n, "java/util/Collections$Synchronized", 34) ||
                   !strncmp(n, "java/util/Hashtable", 19));
    watch_cache[h].watched = w;
    watch_cache[h].sited = w || rti_class_is_array(c);
    watch_cache[h].cls = c;
    return h;
}

/* Whether values read from or written to field f never get their name from
 * it, whatever the value. */
static bool names_nothing(RtiField *f)
{
    RtiClass *c = rti_field_class(f);
    if (rti_class_is_jdk(c) && !watched(c))
        return true; /* the JDK's own statics and fields name nothing the user knows */
    return strstr(rti_class_name(c), "$$Lambda") != NULL; /* a lambda's captured variable: the allocation site says more */
}

bool names_field_needed(RtiField *f)
{
    const char *d = rti_field_descriptor(f);
    return xf && (d[0] == 'L' || d[0] == '[') && !names_nothing(f);
}

/* The rest of names_access, out of line: most accesses stop at its first
 * tests, and they ran 25% more instructions with this inlined (the
 * prologue saved more registers). */
static __attribute__((noinline)) void name_value(const RtiAccess *acc, RtiObject *val);

void names_access(const RtiAccess *acc)
{
    if ((acc->type != 'L' && acc->type != '[') || !acc->value.a || !xf)
        return;
    RtiObject *val = acc->value.a;
    RtiClass *vc = rti_object_class(val);
    if (!rti_class_is_array(vc) && !watched(vc) && !acc->is_static)
        return;
    name_value(acc, val);
}

static void name_value(const RtiAccess *acc, RtiObject *val)
{
    if (acc->field && names_nothing(acc->field))
        return;
    if (val == acc->object)
        return; /* a field holding its own object (a synchronized wrapper's mutex) names nothing */
    const Path *sp = path_of(val);
    if (sp) {
        /* Named by a JDK field before its holder had a name (a HashSet's
         * map is made in the constructor): take the holder's name now. And
         * a name from inside a JDK structure the program's name had not
         * reached yet gives way to one that has: a ConcurrentSkipListMap's
         * node is named by the node before it, which may have been named
         * by an index under construction (hunt 13: a race on a skip list's
         * value was "of ConcurrentSkipListMap$Index.node", not of the map). */
        if (sp->rooted || acc->is_static || !acc->object)
            return;
        const Path *holder = path_of(acc->object);
        if (!holder)
            return;
        bool same_field = sp->field && !sp->parent && !sp->owner && acc->field && sp->field == acc->field;
        if (!same_field && !holder->rooted)
            return;
    }
    Path *p = NULL;
    if (acc->field) {
        p = path_new();
        p->field = acc->field;
        p->index = -1;
        if (!acc->is_static && acc->object && rti_class_is_jdk(rti_field_class(acc->field))) {
            const Path *holder = path_of(acc->object);
            if (holder)
                p->owner = owner_of(holder) ? owner_of(holder) : holder;
        }
        p->rooted = p->owner ? p->owner->rooted : !rti_class_is_jdk(rti_field_class(acc->field));
    } else {
        const Path *parent = path_of(acc->object);
        if (parent) {
            p = path_new();
            p->parent = parent;
            p->index = acc->index;
            p->rooted = parent->rooted;
        }
    }
    if (p)
        names_record(val)->path = p;
}

void names_alloc(RtiThread *t, RtiObject *obj)
{
    if (!xf || !watch_cache[watched_slot(rti_object_class(obj))].sited)
        return; /* arrays, and collections (a local list shared by a parallel stream) */
    /* Not rti_thread_stack, which walks the whole stack to count it. */
    RtiLocation fr[1];
    if (rti_thread_top(t, fr, NULL, 1) < 1 || !fr[0].method)
        return;
    uintptr_t tag = site_tag(fr[0].method, fr[0].bci);
    if (tag)
        rti_xset_ptr(obj, xf, (void *)tag);
}

static void dotted(char *dst, size_t n, const char *internal)
{
    snprintf(dst, n, "%s", internal);
    for (char *p = dst; *p; p++)
        if (*p == '/')
            *p = '.';
}

void names_type(char *buf, size_t n, const char *desc)
{
    int dims = 0;
    while (desc[dims] == '[')
        dims++;
    const char *e = desc + dims;
    static const char *prims[] = {"boolean", "byte", "char", "short", "int", "long", "float", "double"};
    static const char codes[] = "ZBCSIJFD";
    const char *pc = *e && e[1] == 0 ? strchr(codes, *e) : NULL;
    buf[0] = 0;
    if (pc)
        snprintf(buf, n, "%s", prims[pc - codes]);
    else if (*e == 'L') {
        dotted(buf, n, e + 1);
        size_t k = strlen(buf);
        if (k && buf[k - 1] == ';')
            buf[k - 1] = 0;
    } else
        dotted(buf, n, e);
    for (int i = 0; i < dims; i++)
        strncat(buf, "[]", n - strlen(buf) - 1);
}

void names_field(char *buf, size_t n, RtiField *f)
{
    char cn[512];
    dotted(cn, sizeof cn, rti_class_name(rti_field_class(f)));
    snprintf(buf, n, "%s.%s", cn, rti_field_name(f));
}

static void path_base(char *buf, size_t n, const Path *p)
{
    if (p->field) {
        names_field(buf, n, p->field);
        return;
    }
    path_base(buf, n, p->parent);
    size_t k = strlen(buf);
    snprintf(buf + k, n - k, "[%d]", p->index);
}

static void path_name(char *buf, size_t n, const Path *p)
{
    path_base(buf, n, p);
    const Path *o = owner_of(p);
    if (o) {
        char on[512];
        path_base(on, sizeof on, o);
        size_t k = strlen(buf);
        snprintf(buf + k, n - k, " of %s", on);
    }
}

void names_location(char *buf, size_t n, RtiMethod *m, int32_t bci)
{
    if (!m) {
        snprintf(buf, n, "(unknown)");
        return;
    }
    char cn[512];
    dotted(cn, sizeof cn, rti_class_name(rti_method_class(m)));
    const char *src = rti_class_source_file(rti_method_class(m));
    int line = rti_method_line(m, bci);
    if (line == -2)
        snprintf(buf, n, "%s.%s(Native Method)", cn, rti_method_name(m));
    else if (line >= 0 && src)
        snprintf(buf, n, "%s.%s(%s:%d)", cn, rti_method_name(m), src, line);
    else
        snprintf(buf, n, "%s.%s(Unknown Source)", cn, rti_method_name(m));
}

void names_object(char *buf, size_t n, RtiObject *obj)
{
    const Path *p = path_of(obj);
    if (p) {
        path_name(buf, n, p);
        return;
    }
    char tn[300];
    names_type(tn, sizeof tn, rti_class_name(rti_object_class(obj)));
    const Site *site = site_of(obj);
    if (site) {
        char loc[700];
        names_location(loc, sizeof loc, site->m, site->bci);
        snprintf(buf, n, "%s allocated at %s", tn, loc);
        return;
    }
    snprintf(buf, n, "%s@%x", tn, (unsigned)rti_identity_hash(obj));
}

bool names_synchroniser(char *buf, size_t n, RtiObject *obj)
{
    const char *cn = rti_class_name(rti_object_class(obj));
    const char *dollar = strrchr(cn, '$'), *slash = strrchr(cn, '/');
    if (strncmp(cn, "java/util/concurrent/", 21) != 0 || !dollar || !slash || dollar < slash)
        return false;
    const char *inner = dollar + 1;
    size_t li = strlen(inner);
    bool sync = li >= 4 && !strcmp(inner + li - 4, "Sync");
    bool cond = !strcmp(inner, "ConditionObject");
    if (!sync && !cond)
        return false;
    char outer[300], tn[300];
    snprintf(outer, sizeof outer, "%.*s", (int)(dollar - cn), cn);
    names_type(tn, sizeof tn, outer);
    if (sync)
        snprintf(buf, n, "a %s (%s@%x)", tn, slash + 1, (unsigned)rti_identity_hash(obj));
    else
        snprintf(buf, n, "a condition of a java.util.concurrent lock (%s@%x)", slash + 1,
                 (unsigned)rti_identity_hash(obj));
    return true;
}

void names_lock(char *buf, size_t n, RtiObject *obj)
{
    /* A lock is rarely named by the accesses watched above (a plain Object
     * in an instance field): else where the program keeps it (RTI 1.17; a
     * j.u.c. lock's synchroniser is named as its lock). */
    char path[512];
    if (path_of(obj)) {
        names_object(buf, n, obj);
        return;
    }
    if (rti_object_path(NULL, obj, path, sizeof path, &obj) != RTI_OK) {
        if (!names_synchroniser(buf, n, obj))
            names_object(buf, n, obj);
        return;
    }
    if (strncmp(path, "a local variable ", 17) != 0) {
        snprintf(buf, n, "%s", path);
        return;
    }
    /* an unnamed local (no LocalVariableTable) holding a j.u.c. lock: its type says more */
    char tn[300];
    names_type(tn, sizeof tn, rti_class_name(rti_object_class(obj)));
    snprintf(buf, n, "%s (%s@%x)", path, tn, (unsigned)rti_identity_hash(obj));
}

bool names_thread_or_class(char *buf, size_t n, RtiObject *obj)
{
    RtiClass *k = rti_object_class(obj);
    while (k && strcmp(rti_class_name(k), "java/lang/Thread") != 0)
        k = rti_class_super(k);
    if (k) {
        RtiThread *all[1024];
        int nt = 0;
        rti_threads(all, 1024, &nt);
        for (int i = 0; i < nt && i < 1024; i++)
            if (rti_thread_object(all[i]) == obj) {
                char name[128] = "?";
                rti_thread_name(all[i], name, sizeof name);
                snprintf(buf, n, "thread \"%s\"", name);
                return true;
            }
        return false;
    }
    if ((k = rti_class_of_mirror(obj))) {
        char tn[300];
        names_type(tn, sizeof tn, rti_class_name(k));
        snprintf(buf, n, "class %s", tn);
        return true;
    }
    return false;
}

void names_variable(const RtiAccess *acc, char *buf, size_t n, char *base, size_t nb)
{
    if (acc->field) {
        names_field(buf, n, acc->field);
        if (!acc->is_static && acc->object && rti_class_is_jdk(rti_field_class(acc->field))) {
            const Path *sp = path_of(acc->object);
            char on[1024];
            if (sp) {
                const Path *o = owner_of(sp);
                path_name(on, sizeof on, o ? o : sp);
            } else if (site_of(acc->object)) {
                names_object(on, sizeof on, acc->object); /* "java.util.ArrayList allocated at ..." */
            } else {
                on[0] = 0;
            }
            if (on[0]) {
                size_t k = strlen(buf);
                snprintf(buf + k, n - k, " of %s", on);
            }
        }
        snprintf(base, nb, "%s", buf);
        return;
    }
    char an[1024];
    names_object(an, sizeof an, acc->object);
    const Path *sp = path_of(acc->object);
    if (sp && owner_of(sp)) {
        char base_name[1024], on[1024];
        path_base(base_name, sizeof base_name, sp);
        path_base(on, sizeof on, owner_of(sp));
        snprintf(buf, n, "%s[%d] of %s", base_name, acc->index, on);
    } else if (sp)
        snprintf(buf, n, "%s[%d]", an, acc->index);
    else
        snprintf(buf, n, "element %d of %s", acc->index, an);
    snprintf(base, nb, "%s", an);
}
