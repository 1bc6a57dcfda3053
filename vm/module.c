/* The module graph as the VM keeps it: named modules, their reads, their
 * packages' exports; and the module access check of resolution (JVMS 5.4.4).
 *
 * Two chained hash tables, as HotSpot's ModuleEntryTable and
 * PackageEntryTable: ModEntry by java.lang.Module object (a named module, one
 * per defineModule0), and ModPkg by (ModEntry, package) for each package
 * exported some way. A Module object with no ModEntry is unnamed (reads every
 * module, exports every package); a package with no ModPkg is exported to no
 * one. Objects named here (the modules, the targets of reads and qualified
 * exports) are GC roots, so a Module object's address never comes to name
 * another module.
 *
 * Invariants: entries are only added or grown, never changed back, except by
 * a return to a checkpoint, which takes out every entry, read, export and
 * flag made after the checkpoint (ckpt_log_undo, newest first, so a count put
 * back is a count the list had). Nothing here runs Java code: the check reads
 * these tables and the classes' mirrors only. */
#include "vm/module.h"

#include "checkpoint/ckpt.h"
#include "vm/heap.h"
#include "vm/loader.h"

typedef struct ModEntry {
    Object *module;
    char *name;
    bool open;              /* open or automatic: every package exported */
    bool reads_all_unnamed; /* addReads0(m, null): automatic modules, --add-reads m=ALL-UNNAMED */
    uint32_t n_reads, cap_reads;
    Object **reads; /* modules read (named or unnamed); java.base is read by all */
    struct ModEntry *next;
} ModEntry;

enum {
    EXP_ALL = 1,         /* exported to every module */
    EXP_ALL_UNNAMED = 2, /* exported to every unnamed module */
};

typedef struct ModPkg {
    ModEntry *mod;
    Sym pkg;
    uint8_t flags; /* EXP_* */
    uint32_t n_to, cap_to;
    Object **to; /* qualified exports */
    struct ModPkg *next;
} ModPkg;

static ModEntry **mods;
static size_t mods_cap, mods_used;
static ModPkg **pkgs;
static size_t pkgs_cap, pkgs_used;
static ModEntry *java_base;
static uint32_t off_module_name, off_module_loader;

bool g_module_changed_in_ckpt;

static size_t ptr_hash(const void *p) { return (size_t)(((uintptr_t)p >> 3) * 0x9E3779B97F4A7C15ull >> 20); }

static size_t pkg_hash(const ModEntry *m, Sym pkg) { return ptr_hash(m) ^ sym_hash(pkg); }

static void scan_roots(void *arg)
{
    (void)arg;
    for (size_t i = 0; i < mods_cap; i++)
        for (ModEntry *e = mods[i]; e; e = e->next) {
            heap_mark(e->module);
            for (uint32_t j = 0; j < e->n_reads; j++)
                heap_mark(e->reads[j]);
        }
    for (size_t i = 0; i < pkgs_cap; i++)
        for (ModPkg *p = pkgs[i]; p; p = p->next)
            for (uint32_t j = 0; j < p->n_to; j++)
                heap_mark(p->to[j]);
}

static ModEntry *mod_find(Object *module)
{
    if (!mods_used)
        return NULL;
    for (ModEntry *e = mods[ptr_hash(module) & (mods_cap - 1)]; e; e = e->next)
        if (e->module == module)
            return e;
    return NULL;
}

static ModPkg *pkg_find(ModEntry *m, Sym pkg)
{
    if (!pkgs_used)
        return NULL;
    for (ModPkg *p = pkgs[pkg_hash(m, pkg) & (pkgs_cap - 1)]; p; p = p->next)
        if (p->mod == m && p->pkg == pkg)
            return p;
    return NULL;
}

/* Undo a change: note first that a return could take something back. */
static void logged(void (*undo)(void *a, void *b), void *a, void *b)
{
    if (g_ckpt_active) {
        g_module_changed_in_ckpt = true;
        ckpt_log_undo(undo, a, b);
    }
}

static void mod_unlink(void *entry, void *unused)
{
    (void)unused;
    ModEntry *e = entry, **pp = &mods[ptr_hash(e->module) & (mods_cap - 1)];
    while (*pp != e)
        pp = &(*pp)->next;
    *pp = e->next;
    mods_used--;
    if (java_base == e)
        java_base = NULL;
    ckpt_free_after_return(e->reads);
    ckpt_free_after_return(e->name);
    ckpt_free_after_return(e);
}

void module_define(Object *module, bool open)
{
    if (!off_module_name) {
        off_module_name = field_offset(WK.Module, "name", "Ljava/lang/String;");
        off_module_loader = field_offset(WK.Module, "loader", "Ljava/lang/ClassLoader;");
        heap_add_roots(scan_roots, NULL);
    }
    Object *name = FIELD_AT(module, Object *, off_module_name);
    if (!name || mod_find(module))
        return;
    if (mods_used >= mods_cap / 2) {
        size_t ncap = mods_cap ? mods_cap * 2 : 128;
        ModEntry **n = xcalloc(ncap, sizeof *n);
        for (size_t i = 0; i < mods_cap; i++)
            for (ModEntry *e = mods[i], *next; e; e = next) {
                next = e->next;
                size_t h = ptr_hash(e->module) & (ncap - 1);
                e->next = n[h];
                n[h] = e;
            }
        free(mods);
        mods = n;
        mods_cap = ncap;
    }
    ModEntry *e = xcalloc(1, sizeof *e);
    e->module = module;
    e->name = str_to_cstr(name);
    e->open = open;
    size_t h = ptr_hash(module) & (mods_cap - 1);
    e->next = mods[h];
    mods[h] = e;
    mods_used++;
    if (!FIELD_AT(module, Object *, off_module_loader) && !strcmp(e->name, "java.base"))
        java_base = e;
    logged(mod_unlink, e, NULL);
}

static void reads_restore(void *entry, void *n) { ((ModEntry *)entry)->n_reads = (uint32_t)(uintptr_t)n; }
static void reads_all_unnamed_restore(void *entry, void *v) { ((ModEntry *)entry)->reads_all_unnamed = v != NULL; }

static bool reads(const ModEntry *e, Object *to)
{
    for (uint32_t i = 0; i < e->n_reads; i++)
        if (e->reads[i] == to)
            return true;
    return false;
}

void module_add_reads(Object *from, Object *to)
{
    ModEntry *e = from ? mod_find(from) : NULL;
    if (!e || to == from)
        return;
    if (!to) {
        if (!e->reads_all_unnamed) {
            logged(reads_all_unnamed_restore, e, NULL);
            e->reads_all_unnamed = true;
        }
        return;
    }
    if (reads(e, to))
        return;
    if (e->n_reads == e->cap_reads) {
        e->cap_reads = e->cap_reads ? e->cap_reads * 2 : 8;
        e->reads = xrealloc(e->reads, sizeof *e->reads * e->cap_reads);
    }
    logged(reads_restore, e, (void *)(uintptr_t)e->n_reads);
    e->reads[e->n_reads++] = to;
}

static void pkg_unlink(void *entry, void *unused)
{
    (void)unused;
    ModPkg *p = entry, **pp = &pkgs[pkg_hash(p->mod, p->pkg) & (pkgs_cap - 1)];
    while (*pp != p)
        pp = &(*pp)->next;
    *pp = p->next;
    pkgs_used--;
    ckpt_free_after_return(p->to);
    ckpt_free_after_return(p);
}

static void flags_restore(void *entry, void *v) { ((ModPkg *)entry)->flags = (uint8_t)(uintptr_t)v; }
static void to_restore(void *entry, void *n) { ((ModPkg *)entry)->n_to = (uint32_t)(uintptr_t)n; }

/* The export entry of a package of a named module that is not open, made on
 * first use; NULL when exports of it mean nothing (as HotSpot, which exports
 * every package of unnamed and open modules). */
static ModPkg *pkg_get(Object *from, Sym pkg)
{
    ModEntry *m = from ? mod_find(from) : NULL;
    if (!m || m->open)
        return NULL;
    ModPkg *p = pkg_find(m, pkg);
    if (p)
        return p;
    if (pkgs_used >= pkgs_cap / 2) {
        size_t ncap = pkgs_cap ? pkgs_cap * 2 : 1024;
        ModPkg **n = xcalloc(ncap, sizeof *n);
        for (size_t i = 0; i < pkgs_cap; i++)
            for (ModPkg *q = pkgs[i], *next; q; q = next) {
                next = q->next;
                size_t h = pkg_hash(q->mod, q->pkg) & (ncap - 1);
                q->next = n[h];
                n[h] = q;
            }
        free(pkgs);
        pkgs = n;
        pkgs_cap = ncap;
    }
    p = xcalloc(1, sizeof *p);
    p->mod = m;
    p->pkg = pkg;
    size_t h = pkg_hash(m, pkg) & (pkgs_cap - 1);
    p->next = pkgs[h];
    pkgs[h] = p;
    pkgs_used++;
    logged(pkg_unlink, p, NULL);
    return p;
}

static void add_flags(ModPkg *p, uint8_t flags)
{
    if ((p->flags & flags) == flags)
        return;
    logged(flags_restore, p, (void *)(uintptr_t)p->flags);
    p->flags |= flags;
}

void module_add_exports(Object *from, Sym pkg, Object *to)
{
    ModPkg *p = pkg_get(from, pkg);
    if (!p)
        return;
    if (!to) {
        add_flags(p, EXP_ALL);
        return;
    }
    for (uint32_t i = 0; i < p->n_to; i++)
        if (p->to[i] == to)
            return;
    if (p->n_to == p->cap_to) {
        p->cap_to = p->cap_to ? p->cap_to * 2 : 4;
        p->to = xrealloc(p->to, sizeof *p->to * p->cap_to);
    }
    logged(to_restore, p, (void *)(uintptr_t)p->n_to);
    p->to[p->n_to++] = to;
}

void module_add_exports_all_unnamed(Object *from, Sym pkg)
{
    ModPkg *p = pkg_get(from, pkg);
    if (p)
        add_flags(p, EXP_ALL_UNNAMED);
}

Object *module_of(Class *cls)
{
    while (cls->kind == CK_ARRAY)
        cls = cls->component;
    return cls->mirror ? FIELD_AT(cls->mirror, Object *, g_off_class_module) : NULL;
}

/* Whether a Module object the graph does not know is a named one (left over
 * from before a return to a checkpoint taken while the module system booted:
 * such a module is not checked). */
static bool named_unknown(Object *module, const ModEntry *e)
{
    return !e && off_module_name && FIELD_AT(module, Object *, off_module_name);
}

bool module_public_to_all(Class *cls)
{
    Object *mt = module_of(cls);
    if (!mt || !java_base || mt != java_base->module)
        return false;
    ModPkg *p = pkg_find(java_base, cls->pkg);
    return p && (p->flags & EXP_ALL);
}

enum { ACCESS_OK, NOT_READABLE, NOT_EXPORTED };

static int access_result(Object *mf, ModEntry *ef, Object *mt, ModEntry *et, Sym pkg)
{
    if (!et) /* to an unnamed module: an unnamed one, or one that reads it */
        return !ef || ef->reads_all_unnamed || reads(ef, mt) ? ACCESS_OK : NOT_READABLE;
    if (ef && et != java_base && !reads(ef, mt))
        return NOT_READABLE;
    if (et->open)
        return ACCESS_OK;
    ModPkg *p = pkg_find(et, pkg);
    if (!p)
        return NOT_EXPORTED;
    if ((p->flags & EXP_ALL) || (!ef && (p->flags & EXP_ALL_UNNAMED)))
        return ACCESS_OK;
    for (uint32_t i = 0; i < p->n_to; i++)
        if (p->to[i] == mf)
            return ACCESS_OK;
    return NOT_EXPORTED;
}

/* "module m" or "unnamed module @0x1b6d3586" (the identity hash), as in
 * HotSpot's Reflection::verify_class_access_msg. */
static void describe(Buf *b, Object *module, const ModEntry *e)
{
    if (e)
        buf_printf(b, "module %s", e->name);
    else
        buf_printf(b, "unnamed module @0x%x", obj_identity_hash(module));
}

bool module_check_access(Thread *th, Class *from, Object *mf, Class *cls, const char *prefix)
{
    Object *mt = module_of(cls);
    if (!mf || !mt || mf == mt || !mods_used)
        return true;
    ModEntry *ef = mod_find(mf), *et = mod_find(mt);
    if (named_unknown(mf, ef) || named_unknown(mt, et))
        return true;
    int r = access_result(mf, ef, mt, et, cls->pkg);
    if (r == ACCESS_OK)
        return true;
    char *a = xstrdup_dotted(from->name), *b = xstrdup_dotted(cls->name), *pn = xstrdup_dotted(cls->pkg);
    Buf wf = {0}, wt = {0}, msg = {0};
    describe(&wf, mf, ef);
    describe(&wt, mt, et);
    buf_printf(&msg, "%sclass %s (in %s) cannot access class %s (in %s) because ", prefix, a, buf_cstr(&wf), b,
               buf_cstr(&wt));
    if (r == NOT_READABLE)
        buf_printf(&msg, "%s does not read %s", buf_cstr(&wf), buf_cstr(&wt));
    else
        buf_printf(&msg, "module %s does not export %s to %s", et->name, pn, buf_cstr(&wf));
    exc_throw(th, "java/lang/IllegalAccessError", "%s", buf_cstr(&msg));
    buf_free(&wf);
    buf_free(&wt);
    buf_free(&msg);
    free(a);
    free(b);
    free(pn);
    return false;
}
