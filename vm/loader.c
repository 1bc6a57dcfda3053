/* Class loading: the boot loader, Java class loaders, defineClass, array and
 * primitive classes.
 *
 * The loader table maps (loader, name) to a class for both defining and
 * initiating loaders; the boot loader is loader NULL. Boot loading is C only
 * (no Java code runs, so no thread switch can interleave with it); loading
 * through a Java loader calls its loadClass(String) and records the result.
 * While a class is being defined its (loader, name) is a placeholder, so a
 * class that is its own superclass is a ClassCircularityError, not a loop.
 *
 * Modules: (loader, package) -> java.lang.Module is recorded as the module
 * system defines modules; a class's mirror gets its module from there, else
 * from its loader's unnamed module. Classes loaded before java.base's Module
 * exists are fixed up when it is defined. */
#include "vm/constraints.h"
#include "vm/loader.h"

#include "checkpoint/ckpt.h"
#include "classfile/classpath.h"
#include "classfile/jimage.h"
#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/module.h"
#include "vm/rti_hooks.h"

static JImage *image;
static ClassPath *boot_append;

typedef struct Entry {
    Object *loader;
    Sym name;
    Class *cls;
    struct Entry *next;
} Entry;

static Entry **table;
static size_t table_cap, table_used;

typedef struct PkgEntry {
    Object *loader;
    Sym pkg;
    Object *module;
    struct PkgEntry *next;
} PkgEntry;
static PkgEntry *pkg_head;

/* System packages (loader_system_package_count): in the order first loaded. */
typedef struct SysPkg {
    Sym pkg;
    char *location;
} SysPkg;
static SysPkg *sys_pkgs;
static size_t n_sys_pkgs, sys_pkgs_cap;
static Object *boot_unnamed_module;
static Object *java_base_module;

static Class *all_head, *all_tail;
static Class *prims[9];

typedef struct Placeholder {
    Object *loader;
    Sym name;
    struct Placeholder *next;
} Placeholder;
static Placeholder *placeholders;

uint32_t g_off_loader_unnamed_module;
static uint64_t hidden_counter;

static void loader_scan_roots(void *arg);

bool loader_init(const char *jdk_home, const char *append)
{
    char path[4096], err[512];
    snprintf(path, sizeof path, "%s/lib/modules", jdk_home);
    image = jimage_open(path, err, sizeof err);
    if (!image) {
        fprintf(stderr,
                "rivet: cannot use the JDK at %s: %s\n"
                "rivet: install the Debian package openjdk-17-jdk-headless, or point JAVA_HOME or -jdk at a JDK 17\n",
                jdk_home, err);
        return false;
    }
    bool compressed = false;
    size_t len;
    if (!jimage_find(image, "java.base", "java/lang/Object.class", &len, &compressed)) {
        fprintf(stderr, "rivet: %s has no java.base/java/lang/Object.class%s\n", path,
                compressed ? " (compressed resources are not supported)" : "");
        return false;
    }
    boot_append = classpath_new(append ? append : "");
    heap_add_roots(loader_scan_roots, NULL);
    ckpt_register_state(&hidden_counter, sizeof hidden_counter);
    return true;
}

Class *loader_all_classes(void) { return all_head; }

uint64_t *loader_hidden_counter(void) { return &hidden_counter; }

/* ---- Table ------------------------------------------------------------------- */

static size_t entry_hash(Object *loader, Sym name)
{
    return (size_t)(((uintptr_t)loader >> 3) * 31 + sym_hash(name));
}

static void table_grow(void)
{
    size_t ncap = table_cap ? table_cap * 2 : 4096;
    Entry **nt = xcalloc(ncap, sizeof(Entry *));
    for (size_t i = 0; i < table_cap; i++) {
        Entry *e = table[i];
        while (e) {
            Entry *n = e->next;
            size_t j = entry_hash(e->loader, e->name) & (ncap - 1);
            e->next = nt[j];
            nt[j] = e;
            e = n;
        }
    }
    free(table);
    table = nt;
    table_cap = ncap;
}

static void table_put(Object *loader, Sym name, Class *cls)
{
    if (table_used + 1 > table_cap * 3 / 4)
        table_grow();
    Entry *e = xmalloc(sizeof(Entry));
    e->loader = loader;
    e->name = name;
    e->cls = cls;
    size_t j = entry_hash(loader, name) & (table_cap - 1);
    e->next = table[j];
    table[j] = e;
    table_used++;
}

static Class *table_get(Object *loader, Sym name)
{
    if (!table_cap)
        return NULL;
    for (Entry *e = table[entry_hash(loader, name) & (table_cap - 1)]; e; e = e->next)
        if (e->loader == loader && e->name == name)
            return e->cls;
    return NULL;
}

/* Undoes table_put(loader, name, ...) made for an initiating loader. */
static void unput(void *loader, void *name)
{
    size_t j = entry_hash(loader, name) & (table_cap - 1);
    for (Entry **link = &table[j]; *link; link = &(*link)->next) {
        Entry *e = *link;
        if (e->loader == loader && e->name == name) {
            *link = e->next;
            free(e);
            table_used--;
            return;
        }
    }
}

/* Classes that Java code defined after a checkpoint that was then
 * returned to: no longer in the table (so the loader's Java code runs again,
 * as it did), and handed back when the loader defines them again. */
static Class **forgotten;
static size_t n_forgotten, forgotten_cap;

static void forget_class(void *c, void *unused)
{
    (void)unused;
    Class *cls = c;
    unput(cls->loader, (void *)cls->name);
    if (n_forgotten == forgotten_cap) {
        forgotten_cap = forgotten_cap ? forgotten_cap * 2 : 16;
        forgotten = xrealloc(forgotten, forgotten_cap * sizeof(Class *));
    }
    forgotten[n_forgotten++] = cls;
}

/* A forgotten class is taken back only for the same bytes: a name can
 * depend on the order of events (two threads making proxies of different
 * interfaces: whichever comes first gets $Proxy0), and another schedule
 * defines another class under it. */
static Class *take_forgotten(Object *loader, Sym name, uint64_t hash)
{
    for (size_t i = 0; i < n_forgotten; i++) {
        Class *c = forgotten[i];
        if (c->loader == loader && c->name == name && c->bytes_hash == hash) {
            forgotten[i] = forgotten[--n_forgotten];
            return c;
        }
    }
    return NULL;
}

Class *loader_find(Object *loader, Sym name)
{
    if (name[0] == '[') {
        Class *comp;
        if (name[1] == '[')
            comp = loader_find(loader, sym_c(name + 1));
        else if (name[1] == 'L')
            comp = loader_find(loader, sym_intern(name + 2, sym_len(name) - 3));
        else
            comp = loader_primitive(name[1]);
        return comp ? comp->array_cls : NULL;
    }
    return table_get(loader, name);
}

static void add_to_all(Class *cls)
{
    cls->next_all = NULL;
    if (all_tail)
        all_tail->next_all = cls;
    else
        all_head = cls;
    all_tail = cls;
}

/* GC roots: every class's mirror, loader and resolved constants. */
static void loader_scan_roots(void *arg)
{
    (void)arg;
    for (Class *c = all_head; c; c = c->next_all) {
        heap_mark(c->mirror);
        heap_mark(c->loader);
        heap_mark(c->protection_domain);
        heap_mark(c->class_data);
        heap_mark(c->init_error);
        ConstantPool *cp = &c->cp;
        const CpCache *cc = c->cp_cache; /* a method handle call site's MethodType */
        for (uint16_t i = 1; i < cp->count; i++) {
            uint8_t t = cp->tags[i];
            if ((t == CONSTANT_String || t == CONSTANT_MethodType || t == CONSTANT_MethodHandle ||
                 t == CONSTANT_Dynamic) && cp->res[i] && cp->res[i] != RESOLVE_CONDY_NULL)
                heap_mark(cp->res[i]);
            else if (cc && t == CONSTANT_Methodref)
                heap_mark(cc[i].sigpoly_type);
        }
    }
    /* The primitive classes are not on the list; until Integer.TYPE and the
     * others hold them, nothing else does. */
    for (int i = 0; i < 9; i++)
        if (prims[i])
            heap_mark(prims[i]->mirror);
    for (PkgEntry *p = pkg_head; p; p = p->next) {
        heap_mark(p->loader);
        heap_mark(p->module);
    }
    heap_mark(boot_unnamed_module);
    heap_mark(java_base_module);
}

/* ---- Modules ------------------------------------------------------------------ */

/* A return to a checkpoint puts back the module a package had (none for an
 * entry made since: the same as no entry). */
static void pkg_restore(void *entry, void *module) { ((PkgEntry *)entry)->module = module; }

void loader_set_package_module(Object *loader, Sym pkg, Object *module)
{
    PkgEntry *p = pkg_head;
    while (p && !(p->loader == loader && p->pkg == pkg))
        p = p->next;
    if (!p) {
        p = xmalloc(sizeof *p);
        p->loader = loader;
        p->pkg = pkg;
        p->module = NULL;
        p->next = pkg_head;
        pkg_head = p;
    }
    if (g_ckpt_active)
        ckpt_log_undo(pkg_restore, p, p->module);
    p->module = module;
    /* After a return to a checkpoint taken during boot, the module system
     * defines its modules again, as new objects; classes of the package
     * loaded in the run taken back stay loaded, and their mirrors (saved
     * first with the module of that run) must name this one, or two classes
     * of one module are told apart (XmlDomSax: "module java.xml does not
     * export ... to module java.xml"). */
    if (unlikely(g_ckpt_undone_lo != UINT32_MAX) && module)
        for (Class *c = all_head; c; c = c->next_all)
            if (c->loader == loader && c->pkg == pkg && c->mirror &&
                FIELD_AT(c->mirror, Object *, g_off_class_module) != module)
                for (Class *a = c; a; a = a->array_cls)
                    if (a->mirror)
                        obj_set_ref(a->mirror, g_off_class_module, module);
}

Object *loader_package_module(Object *loader, Sym pkg)
{
    for (PkgEntry *p = pkg_head; p; p = p->next)
        if (p->loader == loader && p->pkg == pkg)
            return p->module;
    return NULL;
}

void loader_set_unnamed_module(Object *loader, Object *module)
{
    if (!loader)
        boot_unnamed_module = module;
}

static Object *module_for(Class *cls)
{
    if (cls->kind == CK_ARRAY) {
        Class *e = cls->component;
        while (e->kind == CK_ARRAY)
            e = e->component;
        return e->mirror ? FIELD_AT(e->mirror, Object *, g_off_class_module) : NULL;
    }
    if (cls->kind == CK_PRIMITIVE)
        return java_base_module;
    Object *m = loader_package_module(cls->loader, cls->pkg);
    if (m)
        return m;
    if (cls->loader)
        return g_off_loader_unnamed_module ? FIELD_AT(cls->loader, Object *, g_off_loader_unnamed_module) : NULL;
    if (!java_base_module)
        return NULL;
    return loader_boot_package_module(cls->pkg) ? java_base_module : boot_unnamed_module;
}

static void set_module(Class *cls)
{
    if (cls->mirror)
        /* Part of making the mirror, like link.c's stores: no barrier, so the
         * mirror's first saved version has it (the class outlives returns). */
        FIELD_AT(cls->mirror, Object *, g_off_class_module) = module_for(cls);
}

void loader_fix_modules(Object *java_base)
{
    java_base_module = java_base;
    for (Class *c = all_head; c; c = c->next_all)
        if (c->mirror && !FIELD_AT(c->mirror, Object *, g_off_class_module) && !c->loader)
            obj_set_ref(c->mirror, g_off_class_module, java_base);
    for (int i = 0; i < 9; i++)
        if (prims[i] && prims[i]->mirror)
            obj_set_ref(prims[i]->mirror, g_off_class_module, java_base);
}

/* ---- Image ------------------------------------------------------------------ */

const char *loader_boot_package_module(Sym pkg) { return image ? jimage_package_module(image, pkg) : NULL; }

static SysPkg *sys_pkg_find(Sym pkg)
{
    for (size_t i = n_sys_pkgs; i-- > 0;)
        if (sys_pkgs[i].pkg == pkg)
            return &sys_pkgs[i];
    return NULL;
}

/* The boot search loaded a class of pkg from location (the unnamed package
 * is none: it has no Package of the boot loader). */
static void sys_pkg_add(Sym pkg, const char *module, const char *path)
{
    if (!*pkg || (n_sys_pkgs && sys_pkgs[n_sys_pkgs - 1].pkg == pkg) || sys_pkg_find(pkg))
        return;
    if (n_sys_pkgs == sys_pkgs_cap) {
        sys_pkgs_cap = sys_pkgs_cap ? sys_pkgs_cap * 2 : 128;
        sys_pkgs = xrealloc(sys_pkgs, sys_pkgs_cap * sizeof(SysPkg));
    }
    char *loc;
    if (module) {
        loc = xmalloc(strlen(module) + 6);
        sprintf(loc, "jrt:/%s", module);
    } else {
        loc = xstrdup(path);
    }
    sys_pkgs[n_sys_pkgs++] = (SysPkg){pkg, loc};
}

size_t loader_system_package_count(void) { return n_sys_pkgs; }
Sym loader_system_package_at(size_t i) { return sys_pkgs[i].pkg; }

const char *loader_system_package_location(Sym pkg)
{
    SysPkg *p = sys_pkg_find(pkg);
    return p ? p->location : NULL;
}

const uint8_t *loader_image_resource(const char *module, const char *path, size_t *len)
{
    return jimage_find(image, module, path, len, NULL);
}

const uint8_t *loader_image_base(size_t *size) { return jimage_base(image, size); }

void loader_append_boot(const char *list)
{
    for (const char *p = list; *p;) {
        const char *e = strchr(p, ':');
        char *entry = e ? strndup(p, (size_t)(e - p)) : xstrdup(p);
        if (*entry)
            classpath_add(boot_append, entry);
        free(entry);
        if (!e)
            break;
        p = e + 1;
    }
}

uint8_t *loader_boot_append_find(const char *resource, size_t *len, const char **where)
{
    return classpath_find(boot_append, resource, len, where);
}

/* ---- Primitive and array classes ------------------------------------------------ */

static const char prim_chars[9] = {'Z', 'B', 'C', 'S', 'I', 'J', 'F', 'D', 'V'};
static const char *prim_names[9] = {"boolean", "byte", "char", "short", "int", "long", "float", "double", "void"};

int prim_index(char c)
{
    for (int i = 0; i < 9; i++)
        if (prim_chars[i] == c)
            return i;
    return -1;
}

Class *loader_primitive(char c)
{
    int i = prim_index(c);
    return i >= 0 ? prims[i] : NULL;
}

static uint8_t shift_of(char c)
{
    switch (desc_type_size(c)) {
    case 1: return 0;
    case 2: return 1;
    case 4: return 2;
    default: return 3;
    }
}

bool loader_boot_classes(Thread *th)
{
    for (int i = 0; i < 9; i++) {
        if (prims[i])
            continue;
        Class *c = xcalloc(1, sizeof(Class));
        c->name = sym_c(prim_names[i]);
        c->kind = CK_PRIMITIVE;
        c->elem_type = (uint8_t)prim_chars[i];
        c->access = ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
        c->state = CLS_INITIALIZED;
        c->pkg = sym_c("java/lang");
        c->supers = xcalloc(1, sizeof(Class *));
        c->supers[0] = c;
        c->cp.count = 1;
        prims[i] = c;
        WK.prim[i] = c;
    }
    /* Mirrors for every class loaded so far, and the primitives. */
    for (Class *c = all_head; c; c = c->next_all)
        if (!link_make_mirror(th, c))
            return false;
    for (int i = 0; i < 9; i++)
        if (!link_make_mirror(th, prims[i]))
            return false;
    return true;
}

Class *loader_array_of(Thread *th, Class *comp)
{
    if (comp->array_cls)
        return comp->array_cls;
    if (comp->kind == CK_PRIMITIVE && comp->elem_type == 'V')
        return NULL;
    Class *c = xcalloc(1, sizeof(Class));
    Buf b = {0};
    buf_putc(&b, '[');
    if (comp->kind == CK_ARRAY) {
        buf_puts(&b, comp->name);
    } else if (comp->kind == CK_PRIMITIVE) {
        buf_putc(&b, (char)comp->elem_type);
    } else {
        buf_putc(&b, 'L');
        buf_puts(&b, comp->name);
        buf_putc(&b, ';');
    }
    c->name = sym_intern(b.data, b.len);
    buf_free(&b);
    c->kind = CK_ARRAY;
    c->component = comp;
    c->elem_type = comp->kind == CK_PRIMITIVE ? comp->elem_type : 'L';
    c->elem_shift = comp->kind == CK_PRIMITIVE ? shift_of((char)comp->elem_type) : 3;
    c->access = (uint16_t)((comp->access & ACC_PUBLIC) | ACC_FINAL | ACC_ABSTRACT);
    c->loader = comp->loader;
    c->pkg = comp->kind == CK_INSTANCE ? comp->pkg : sym_c("java/lang");
    c->super = WK.Object;
    c->super_name = S.java_lang_Object;
    c->n_interfaces = 2;
    c->interfaces = arena_alloc(&c->arena, sizeof(Class *) * 2);
    c->interfaces[0] = WK.Cloneable;
    c->interfaces[1] = WK.Serializable;
    c->depth = 1;
    c->supers = arena_alloc(&c->arena, sizeof(Class *) * 2);
    c->supers[0] = WK.Object;
    c->supers[1] = c;
    c->all_ifaces = c->interfaces;
    c->n_all_ifaces = 2;
    c->vtable = WK.Object->vtable;
    c->vtable_len = WK.Object->vtable_len;
    c->instance_size = g_array_base_off;
    c->cp.count = 1;
    c->cp.tags = arena_alloc(&c->arena, 1);
    c->cp.raw = arena_alloc(&c->arena, sizeof(uint64_t));
    c->cp.res = arena_alloc(&c->arena, sizeof(void *));
    c->state = CLS_INITIALIZED;
    comp->array_cls = c;
    add_to_all(c);
    if (WK.Class && WK.Class->mirror) {
        if (!link_make_mirror(th, c))
            return NULL;
        set_module(c);
    }
    return c;
}

Class *loader_class_of_desc(Thread *th, Object *loader, const char *desc, size_t len)
{
    if (len == 1)
        return loader_primitive(desc[0]);
    if (desc[0] == 'L')
        return loader_load(th, loader, sym_intern(desc + 1, len - 2));
    return loader_load(th, loader, sym_intern(desc, len));
}

/* ---- Loading ---------------------------------------------------------------- */

static bool placeholder_has(Object *loader, Sym name)
{
    for (Placeholder *p = placeholders; p; p = p->next)
        if (p->loader == loader && p->name == name)
            return true;
    return false;
}

static void placeholder_unlink(void *loader, void *name)
{
    for (Placeholder **pp = &placeholders; *pp; pp = &(*pp)->next) {
        if ((*pp)->loader == loader && (*pp)->name == name) {
            Placeholder *p = *pp;
            *pp = p->next;
            free(p);
            return;
        }
    }
}

static void placeholder_link(void *loader, void *name)
{
    Placeholder *ph = xmalloc(sizeof *ph);
    ph->loader = loader;
    ph->name = name;
    ph->next = placeholders;
    placeholders = ph;
}

/* A return to a checkpoint may abandon a definition half done (the return
 * is made in an upcall it makes), or come back into one: placeholders are
 * part of the state a return restores. */
static void placeholder_add(Object *loader, Sym name)
{
    placeholder_link(loader, (void *)name);
    if (g_ckpt_active)
        ckpt_log_undo(placeholder_unlink, loader, (void *)name);
}

static void placeholder_remove(Object *loader, Sym name)
{
    placeholder_unlink(loader, (void *)name);
    if (g_ckpt_active)
        ckpt_log_undo(placeholder_link, loader, (void *)name);
}

static void throw_cf_error(Thread *th, CfError *err, Sym name)
{
    const char *cls = err->kind == CFE_VERSION ? "java/lang/UnsupportedClassVersionError"
                    : err->kind == CFE_NO_CLASS_DEF ? "java/lang/NoClassDefFoundError"
                    : "java/lang/ClassFormatError";
    if (err->kind == CFE_VERSION) {
        /* HotSpot's words (classFileParser.cpp, verify_class_version). */
        char *dn = xstrdup_dotted(name ? name : sym_c("<Unknown>"));
        if (err->version_why == CFV_PREVIEW_OFF)
            exc_throw(th, cls, "Preview features are not enabled for %s (class file version %u.%u). Try running with "
                      "'--enable-preview'", dn, err->major, err->minor);
        else if (err->version_why == CFV_PREVIEW_OTHER)
            exc_throw(th, cls, "%s (class file version %u.%u) was compiled with preview features that are unsupported. "
                      "This version of the Java Runtime only recognizes preview features for class file version %u.%u",
                      dn, err->major, err->minor, CF_MAX_MAJOR, 0xFFFF);
        else if (err->version_why == CFV_INVALID_MAJOR)
            exc_throw(th, cls, "%s (class file version %u.%u) was compiled with an invalid major version", dn, err->major,
                      err->minor);
        else if (err->version_why == CFV_INVALID_MINOR)
            exc_throw(th, cls, "%s (class file version %u.%u) was compiled with an invalid non-zero minor version", dn,
                      err->major, err->minor);
        else
            exc_throw(th, cls, "%s has been compiled by a more recent version of the Java Runtime (class file version "
                      "%u.%u), this version of the Java Runtime only recognizes class file versions up to %u.0",
                      dn, err->major, err->minor, CF_MAX_MAJOR);
        free(dn);
        return;
    }
    exc_throw(th, cls, "%s", err->msg);
}

static Class *define_parsed(Thread *th, Object *loader, Sym name, Class *cls, Object *pd, int flags,
                            Class *lookup_cls);
static void free_parsed(void *cls) { cf_free(cls); }

Class *loader_define(Thread *th, Object *loader, Sym name, const uint8_t *buf, size_t len, Object *pd, int flags,
                     Class *lookup_cls)
{
    CfError err;
    /* FNV-1a: a class file is a few KB, parsing it costs far more. */
    uint64_t hash = 0;
    if ((g_ckpt_active || n_forgotten) && !(flags & (DEF_HIDDEN | DEF_BOOT_SEARCH))) {
        hash = 0xcbf29ce484222325ull ^ len;
        for (size_t i = 0; i < len; i++)
            hash = (hash ^ buf[i]) * 0x100000001b3ull;
    }
    if (n_forgotten && !(flags & (DEF_HIDDEN | DEF_BOOT_SEARCH))) {
        Class *again = NULL;
        if (name) {
            again = take_forgotten(loader, name, hash);
        } else {
            Class *probe = cf_parse(buf, len, NULL, &err);
            if (probe) {
                again = take_forgotten(loader, probe->name, hash);
                cf_free(probe);
            }
        }
        if (again) {
            /* Its module and protection domain are objects of this run (the
             * modules of a layer defined since the checkpoint are new). */
            again->protection_domain = pd;
            for (Class *c = again; c; c = c->array_cls)
                if (c->mirror)
                    obj_set_ref(c->mirror, g_off_class_module, module_for(c));
            if (!lc_check_record(th, loader, again, true))
                return NULL;
            table_put(loader, again->name, again);
            if (g_ckpt_active) {
                ckpt_log_undo(forget_class, again, NULL);
                again->cflags |= CF_FORGETTABLE;
            }
            return again;
        }
    }
    Class *cls = cf_parse(buf, len, name, &err);
    if (!cls) {
        throw_cf_error(th, &err, name);
        return NULL;
    }
    cls->bytes_hash = hash;
    /* Loading its supertypes calls into Java: a return from there to an
     * earlier checkpoint abandons this frame, and frees the class with it. */
    CkptHold *hold = ckpt_hold(free_parsed, cls);
    Class *r = define_parsed(th, loader, name, cls, pd, flags, lookup_cls);
    ckpt_unhold(hold);
    return r;
}

/* Module access to a public supertype of another package (JVMS 5.3.5; the
 * module part of HotSpot's check_super_class_access and
 * check_super_interface_access): checked against the module cls is being
 * defined in, as it has no mirror yet. False with IllegalAccessError
 * pending ("superclass access check failed: class A (in ...) cannot access
 * class B (in ...) because ..."). */
static bool super_module_access(Thread *th, Class *cls, Class *super, const char *what)
{
    if (!(super->access & ACC_PUBLIC) || (cls->cflags & CF_VM_SPUN) || (super->cflags & CF_MAGIC) ||
        (cls->pkg == super->pkg && cls->loader == super->loader) || module_public_to_all(super))
        return true;
    return module_check_access(th, cls, module_for(cls), super, what);
}

/* A superclass or superinterface that is not public must be in cls's
 * runtime package (JVMS 5.4.4), in HotSpot's words when it is not:
 * "class A cannot access its [abstract ]superclass B (A and B are in ...)". */
static bool super_package_access(Thread *th, Class *cls, Class *super, bool iface)
{
    if ((super->access & ACC_PUBLIC) || (cls->cflags & (CF_VM_SPUN | CF_HIDDEN)) || (super->cflags & CF_MAGIC) ||
        (cls->pkg == super->pkg && cls->loader == super->loader))
        return true;
    char *a = xstrdup_dotted(cls->name), *b = xstrdup_dotted(super->name);
    Buf msg = {0};
    buf_printf(&msg, "class %s cannot access its %s%s %s ", a,
               !iface && (super->access & ACC_ABSTRACT) ? "abstract " : "", iface ? "superinterface" : "superclass", b);
    loader_describe_pair(&msg, a, cls, b, super);
    exc_throw(th, "java/lang/IllegalAccessError", "%s", buf_cstr(&msg));
    buf_free(&msg);
    free(a);
    free(b);
    return false;
}

/* The rest of loader_define, for a class just parsed: cls is freed on failure. */
static Class *define_parsed(Thread *th, Object *loader, Sym name, Class *cls, Object *pd, int flags,
                            Class *lookup_cls)
{
    if (name && cls->name != name && !(flags & DEF_HIDDEN)) {
        exc_throw(th, "java/lang/NoClassDefFoundError", "%s (wrong name: %s)", name, cls->name);
        cf_free(cls);
        return NULL;
    }
    bool hidden = flags & DEF_HIDDEN;
    if (hidden) {
        /* The class names itself by its original name; that must resolve to it. */
        Sym orig = cls->name;
        for (uint16_t i = 1; i < cls->cp.count; i++)
            if (cls->cp.tags[i] == CONSTANT_Class && cp_class_name(&cls->cp, i) == orig)
                cls->cp.res[i] = cls;
        /* A hidden class is named by the name it was defined under, when
         * that is not the one in its bytes: MethodHandleImpl names its
         * template's class <caller>$$InjectedInvoker, as HotSpot shows. */
        char nb[1024];
        snprintf(nb, sizeof nb, "%s/0x%016llx", name ? name : cls->name,
                 (unsigned long long)(0x800000000ull + ++hidden_counter * 0x400));
        cls->name = sym_c(nb);
        cls->cflags |= CF_HIDDEN;
    }
    if (flags & DEF_VM_SPUN)
        cls->cflags |= CF_VM_SPUN;
    if (!hidden && table_get(loader, cls->name)) {
        /* HotSpot's words: loader 'app' attempted duplicate class definition
         * for X. (X is in unnamed module of loader 'app') */
        char ld[512];
        char *dn = xstrdup_dotted(cls->name);
        Buf where = {0};
        loader_describe_location(loader, cls->pkg, true, &where);
        exc_throw(th, "java/lang/LinkageError", "loader %s attempted duplicate %s definition for %s. (%s is in %s)",
                  loader_desc(loader, ld, sizeof ld), (cls->access & ACC_INTERFACE) ? "interface" : "class", dn, dn,
                  buf_cstr(&where));
        buf_free(&where);
        free(dn);
        cf_free(cls);
        return NULL;
    }
    cls->loader = loader;
    if (!hidden && !lc_check_record(th, loader, cls, false)) {
        cf_free(cls);
        return NULL;
    }
    cls->protection_domain = pd;
    if ((flags & DEF_NESTMATE) && lookup_cls)
        cls->nest_host_cls = lookup_cls->nest_host_cls ? lookup_cls->nest_host_cls : lookup_cls;
    placeholder_add(loader, cls->name);
    Sym cname = cls->name;
    if (cls->super_name) {
        /* The class named is the one being loaded already, as HotSpot names
         * it: the start of the circle. */
        if (placeholder_has(loader, cls->super_name) && cls->super_name != cname) {
            char *dn = xstrdup_dotted(cls->super_name);
            exc_throw(th, "java/lang/ClassCircularityError", "%s", dn);
            free(dn);
            goto out_fail;
        }
        if (cls->super_name == cname) {
            char *dn = xstrdup_dotted(cname);
            exc_throw(th, "java/lang/ClassCircularityError", "%s", dn);
            free(dn);
            goto out_fail;
        }
        Class *sc = loader_load(th, loader, cls->super_name);
        if (!sc)
            goto out_fail;
        if (sc->access & ACC_INTERFACE) {
            char *a = xstrdup_dotted(cname), *b = xstrdup_dotted(sc->name);
            exc_throw(th, "java/lang/IncompatibleClassChangeError", "class %s has interface %s as super class", a, b);
            free(a);
            free(b);
            goto out_fail;
        }
        if (sc->access & ACC_FINAL) {
            char *a = xstrdup_dotted(cname), *b = xstrdup_dotted(sc->name);
            exc_throw(th, "java/lang/IncompatibleClassChangeError", "class %s cannot inherit from final class %s", a, b);
            free(a);
            free(b);
            goto out_fail;
        }
        if (sc->permitted && !hidden) {
            bool ok = false;
            for (uint16_t i = 0; i < sc->n_permitted; i++)
                if (cp_class_name(&sc->cp, sc->permitted[i]) == cname)
                    ok = true;
            if (!ok || sc->loader != loader) {
                char *a = xstrdup_dotted(cname), *b = xstrdup_dotted(sc->name);
                exc_throw(th, "java/lang/IncompatibleClassChangeError", "class %s cannot inherit from sealed class %s",
                          a, b);
                free(a);
                free(b);
                goto out_fail;
            }
        }
        if (!super_package_access(th, cls, sc, false) ||
            !super_module_access(th, cls, sc, "superclass access check failed: "))
            goto out_fail;
        cls->super = sc;
    }
    cls->interfaces = arena_alloc(&cls->arena, sizeof(Class *) * (cls->n_interfaces ? cls->n_interfaces : 1));
    for (uint16_t i = 0; i < cls->n_interfaces; i++) {
        if (placeholder_has(loader, cls->interface_names[i])) {
            char *dn = xstrdup_dotted(cls->interface_names[i]);
            exc_throw(th, "java/lang/ClassCircularityError", "%s", dn);
            free(dn);
            goto out_fail;
        }
        Class *ic = loader_load(th, loader, cls->interface_names[i]);
        if (!ic)
            goto out_fail;
        if (!(ic->access & ACC_INTERFACE)) {
            char *a = xstrdup_dotted(cname), *b = xstrdup_dotted(ic->name);
            Buf where = {0};
            loader_describe_class(ic, &where);
            exc_throw(th, "java/lang/IncompatibleClassChangeError",
                      "class %s can not implement %s, because it is not an interface (%s is in %s)", a, b, b,
                      buf_cstr(&where));
            buf_free(&where);
            free(a);
            free(b);
            goto out_fail;
        }
        if (ic->permitted && !hidden) {
            bool ok = false;
            for (uint16_t k = 0; k < ic->n_permitted; k++)
                if (cp_class_name(&ic->cp, ic->permitted[k]) == cname)
                    ok = true;
            if (!ok) {
                char *a = xstrdup_dotted(cname), *b = xstrdup_dotted(ic->name);
                exc_throw(th, "java/lang/IncompatibleClassChangeError",
                          "class %s cannot implement sealed interface %s", a, b);
                free(a);
                free(b);
                goto out_fail;
            }
        }
        if (!super_package_access(th, cls, ic, true) ||
            !super_module_access(th, cls, ic, "superinterface check failed: "))
            goto out_fail;
        cls->interfaces[i] = ic;
    }
    placeholder_remove(loader, cname);
    if (!link_class(th, cls)) {
        cf_free(cls);
        return NULL;
    }
    if (!hidden) {
        /* (Checked above; linking may have loaded the name for another
         * loader of a constraint since. The class is left linked but not
         * recorded.) */
        if (!lc_check_record(th, loader, cls, true))
            return NULL;
        table_put(loader, cls->name, cls);
        /* A class defined by Java code (any loader's defineClass) is
         * forgotten by a return; the boot loader's own finds need not be. */
        if (g_ckpt_active && !(flags & DEF_BOOT_SEARCH)) {
            ckpt_log_undo(forget_class, cls, NULL);
            cls->cflags |= CF_FORGETTABLE;
        }
    }
    add_to_all(cls);
    set_module(cls);
    if (vm_opts.verbose_class) {
        char *dn = xstrdup_dotted(cls->name);
        fprintf(stdout, "[class,load] %s source: %s\n", dn, loader ? "java" : "jrt:/");
        free(dn);
    }
    RTI_HOOK(class_load, th, cls);
    return cls;

out_fail:
    placeholder_remove(loader, cname);
    cf_free(cls);
    return NULL;
}

static bool boot_layer_defined;

void loader_boot_layer_defined(void) { boot_layer_defined = true; }

Class *loader_load_boot(Thread *th, Sym name)
{
    Class *c = table_get(NULL, name);
    if (c)
        return c;
    if (name[0] == '[')
        return loader_load(th, NULL, name);
    const char *slash = strrchr(name, '/');
    Sym pkg = slash ? sym_intern(name, (size_t)(slash - name)) : sym_c("");
    const char *module = jimage_package_module(image, pkg);
    /* As HotSpot's ClassPathImageEntry: until the boot layer is defined the
     * boot loader finds java.base's classes only, after that those of the
     * packages of modules defined to it; a class of a platform or
     * application module (java.sql.Date) is not the boot loader's to
     * define, whatever asks for it (Class.forName(name, false, null)). */
    if (module && (boot_layer_defined ? !loader_package_module(NULL, pkg) : strcmp(module, "java.base") != 0))
        module = NULL;
    char path[2048];
    snprintf(path, sizeof path, "%s.class", name);
    if (module) {
        size_t len;
        bool compressed = false;
        const uint8_t *bytes = jimage_find(image, module, path, &len, &compressed);
        if (!bytes) {
            if (compressed)
                exc_throw(th, "java/lang/InternalError", "compressed resource in the JDK image: %s", path);
            return NULL;
        }
        c = loader_define(th, NULL, name, bytes, len, NULL, DEF_BOOT_SEARCH, NULL);
        if (c)
            sys_pkg_add(pkg, module, NULL);
        return c;
    }
    size_t len;
    const char *where = NULL;
    uint8_t *bytes = classpath_find(boot_append, path, &len, &where);
    if (!bytes)
        return NULL;
    c = loader_define(th, NULL, name, bytes, len, NULL, DEF_BOOT_SEARCH, NULL);
    free(bytes);
    if (c)
        sys_pkg_add(pkg, NULL, where);
    return c;
}

/* A String field of obj, as a malloc'd C string, or NULL. */
static char *string_field(Object *obj, const char *name)
{
    if (!obj)
        return NULL;
    Field *f = class_find_field(obj->cls, sym_c(name), sym_c("Ljava/lang/String;"));
    return f ? str_to_cstr(FIELD_AT(obj, Object *, f->offset)) : NULL;
}

static Object *ref_field(Object *obj, const char *name, const char *desc)
{
    if (!obj)
        return NULL;
    Field *f = class_find_field(obj->cls, sym_c(name), sym_c(desc));
    return f ? FIELD_AT(obj, Object *, f->offset) : NULL;
}

/* HotSpot's loader_name_and_id: 'bootstrap', 'app', 'name' @1b6d3586 or
 * pkg.LoaderClass @1b6d3586 (ClassLoader.nameAndId, made by Java code). */
const char *loader_desc(Object *loader, char *buf, size_t n)
{
    if (!loader) {
        snprintf(buf, n, "'bootstrap'");
        return buf;
    }
    char *nm = string_field(loader, "nameAndId");
    if (!nm) {
        char *dn = xstrdup_dotted(loader->cls->name);
        snprintf(buf, n, "%s @%x", dn, obj_identity_hash(loader));
        free(dn);
    } else {
        snprintf(buf, n, "%s", nm);
    }
    free(nm);
    return buf;
}

bool loader_is_jdk(const Object *loader)
{
    return !loader || !strcmp(loader->cls->name, "jdk/internal/loader/ClassLoaders$PlatformClassLoader");
}

static bool is_builtin_loader(Object *loader)
{
    return loader_is_jdk(loader) || !strcmp(loader->cls->name, "jdk/internal/loader/ClassLoaders$AppClassLoader");
}

void loader_describe_location(Object *loader, Sym pkg, bool with_parent, Buf *b)
{
    Object *module = loader_package_module(loader, pkg);
    char *mname = string_field(module, "name");
    if (mname) {
        buf_printf(b, "module %s", mname);
        /* The version of a module not in the JDK image, as HotSpot shows it. */
        Object *ver = ref_field(ref_field(module, "descriptor", "Ljava/lang/module/ModuleDescriptor;"), "version",
                                "Ljava/lang/module/ModuleDescriptor$Version;");
        char *v = string_field(ver, "version");
        size_t len;
        if (v && !(image && jimage_find(image, mname, "module-info.class", &len, NULL)))
            buf_printf(b, "@%s", v);
        free(v);
    } else {
        buf_puts(b, "unnamed module");
    }
    free(mname);
    char ld[512];
    buf_printf(b, " of loader %s", loader_desc(loader, ld, sizeof ld));
    if (with_parent && !is_builtin_loader(loader)) {
        Object *parent = ref_field(loader, "parent", "Ljava/lang/ClassLoader;");
        buf_printf(b, ", parent loader %s", loader_desc(parent, ld, sizeof ld));
    }
}

void loader_describe_class(Class *c, Buf *b)
{
    while (c->kind == CK_ARRAY)
        c = c->component;
    loader_describe_location(c->loader, c->pkg, false, b);
}

void loader_describe_pair(Buf *out, const char *an, Class *a, const char *bn, Class *b)
{
    Buf la = {0}, lb = {0};
    loader_describe_class(a, &la);
    loader_describe_class(b, &lb);
    if (!strcmp(buf_cstr(&la), buf_cstr(&lb)))
        buf_printf(out, "(%s and %s are in %s)", an, bn, la.data);
    else
        buf_printf(out, "(%s is in %s; %s is in %s)", an, la.data, bn, lb.data);
    buf_free(&la);
    buf_free(&lb);
}

Class *loader_load(Thread *th, Object *loader, Sym name)
{
    if (name[0] == '[') {
        size_t n = sym_len(name);
        if (!desc_valid_field(name, n)) {
            exc_throw(th, "java/lang/NoClassDefFoundError", "%s", name);
            return NULL;
        }
        Class *comp = loader_class_of_desc(th, loader, name + 1, n - 1);
        if (!comp) {
            /* HotSpot names the array, with the element's error's cause:
             * NoClassDefFoundError: [[LOpt; caused by ClassNotFoundException: Opt. */
            Class *ncdfe = loader_find(NULL, sym_c("java/lang/NoClassDefFoundError"));
            Object *e = th->exc;
            /* Only when the element itself was not found (not a class it
             * needs, such as its superclass). */
            const char *el = name + 1; /* the component: named as itself if an array */
            size_t el_len = n - 1;
            if (*el == 'L') {
                el++;
                el_len -= 2;
            }
            bool elem_missing = false;
            if (e && ncdfe && e->cls == ncdfe) {
                Object *m = ref_field(e, "detailMessage", "Ljava/lang/String;");
                char *ms = m ? str_to_cstr(m) : NULL;
                elem_missing = ms && strlen(ms) == el_len && !strncmp(ms, el, el_len);
                free(ms);
            }
            if (elem_missing) {
                Object *cause = ref_field(e, "cause", "Ljava/lang/Throwable;");
                th->exc = NULL;
                if (cause && cause != e)
                    exc_throw_cause(th, "java/lang/NoClassDefFoundError", cause, name);
                else
                    exc_throw(th, "java/lang/NoClassDefFoundError", "%s", name);
            }
            return NULL;
        }
        return loader_array_of(th, comp);
    }
    Class *c = table_get(loader, name);
    if (c)
        return c;
    if (!loader) {
        c = loader_load_boot(th, name);
        if (!c && !th->exc)
            exc_throw(th, "java/lang/NoClassDefFoundError", "%s", name);
        return c;
    }
    /* The app and platform loaders hand a class of a boot module's package to
     * the boot loader (BuiltinClassLoader.loadClassOrNull through
     * packageToModule), so when the boot loader has it, so do they: no Java
     * code to run. Besides being quicker, this resolves java.* references
     * without allocating, as a program that caught an OutOfMemoryError with
     * its heap still full expects (HotSpot has slack in its generations). */
    if (boot_layer_defined && is_builtin_loader(loader) && (c = table_get(NULL, name)) && c->pkg &&
        loader_package_module(NULL, c->pkg)) {
        table_put(loader, name, c);
        if (g_ckpt_active)
            ckpt_log_undo(unput, loader, (void *)name);
        return c;
    }
    /* A Java class loader: loader.loadClass(binaryName). */
    char *dn = xstrdup_dotted(name);
    Object *jname = str_new_cstr(th, dn);
    free(dn);
    if (!jname)
        return NULL;
    Slot ret;
    /* Whether a checkpoint may be taken inside is the caller's to say; the
     * loader's own code starts with nothing said. */
    bool safe = th->loads_safe;
    th->loads_safe = false;
    th->next_call_safe = safe;
    bool ok = interp_call_named(th, loader->cls, "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;",
                                (Slot[]){{.a = loader}, {.a = jname}}, &ret);
    th->loads_safe = safe;
    th->next_call_safe = false;
    if (!ok) {
        Object *cause = th->exc;
        Class *cnfe = loader_find(NULL, sym_c("java/lang/ClassNotFoundException")); /* NULL if none was thrown yet */
        if (cause && cnfe && obj_instance_of(cause, cnfe)) {
            th->exc = NULL;
            exc_throw_cause(th, "java/lang/NoClassDefFoundError", cause, name);
        }
        return NULL;
    }
    c = mirror_class(ret.a);
    if (!c) {
        exc_throw(th, "java/lang/NoClassDefFoundError", "%s", name);
        return NULL;
    }
    if (c->name != name) {
        /* (HotSpot's "wrong name" is for bytes defined under another name.) */
        exc_throw(th, "java/lang/NoClassDefFoundError", "%s", name);
        return NULL;
    }
    if (!table_get(loader, name)) {
        if (!lc_check_record(th, loader, c, true))
            return NULL;
        /* Recorded for the initiating loader; a return to a checkpoint taken
         * before makes its loadClass run again, as it did. (Even the app
         * loader's: its loadClass takes and gives back a lock, which the
         * tester counts as a schedule point, so a run that skipped it would
         * not make the decisions the first run made.) */
        table_put(loader, name, c);
        if (g_ckpt_active)
            ckpt_log_undo(unput, loader, (void *)name);
    }
    return c;
}
