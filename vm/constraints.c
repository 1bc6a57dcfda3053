/* Loader constraints (constraints.h). A constraint is a class name, the
 * loaders that must agree on it and, once one of them has it, the class.
 * Adding one merges the constraints of the two loaders for that name.
 * Changes are logged for checkpoints: a return forgets classes defined since,
 * and a constraint must not keep one of them. Loaders here define classes
 * (they are the loaders of classes whose members meet), and such loaders
 * are never collected, so their addresses identify them. */
#include <string.h>

#include "checkpoint/ckpt.h"
#include "vm/constraints.h"
#include "vm/loader.h"

typedef struct Constraint {
    Sym name;
    Class *cls; /* the class all its loaders have, NULL until one has it */
    Object **loaders;
    uint32_t n, cap;
    struct Constraint *next;
} Constraint;

#define LC_BUCKETS 1024
static Constraint *buckets[LC_BUCKETS];

static Constraint **bucket(Sym name) { return &buckets[sym_hash(name) & (LC_BUCKETS - 1)]; }

static Constraint *find(Sym name, Object *loader)
{
    for (Constraint *c = *bucket(name); c; c = c->next)
        if (c->name == name)
            for (uint32_t i = 0; i < c->n; i++)
                if (c->loaders[i] == loader)
                    return c;
    return NULL;
}

/* ---- Undo (checkpoint returns) ---- */

static void undo_cls(void *c, void *old) { ((Constraint *)c)->cls = old; }
static void undo_loader(void *c, void *unused)
{
    (void)unused;
    ((Constraint *)c)->n--;
}
static void undo_new(void *c, void *unused)
{
    (void)unused;
    Constraint *k = c;
    for (Constraint **l = bucket(k->name); *l; l = &(*l)->next)
        if (*l == k) {
            *l = k->next;
            break;
        }
    free(k->loaders);
    free(k);
}
static void undo_merge(void *into, void *from)
{
    /* from's loaders were appended to into, and from unlinked: put it back. */
    Constraint *a = into, *b = from;
    a->n -= b->n;
    b->next = *bucket(b->name);
    *bucket(b->name) = b;
}

static void set_cls(Constraint *c, Class *cls)
{
    if (g_ckpt_active)
        ckpt_log_undo(undo_cls, c, c->cls);
    c->cls = cls;
}

static void push_loader(Constraint *c, Object *loader)
{
    if (c->n == c->cap) {
        c->cap = c->cap ? c->cap * 2 : 4;
        c->loaders = xrealloc(c->loaders, sizeof(Object *) * c->cap);
    }
    c->loaders[c->n++] = loader;
}

static void add_loader(Constraint *c, Object *loader)
{
    push_loader(c, loader);
    if (g_ckpt_active)
        ckpt_log_undo(undo_loader, c, NULL);
}

static Constraint *new_constraint(Sym name, Class *cls)
{
    Constraint *c = xcalloc(1, sizeof *c);
    c->name = name;
    c->cls = cls;
    c->next = *bucket(name);
    *bucket(name) = c;
    if (g_ckpt_active)
        ckpt_log_undo(undo_new, c, NULL);
    return c;
}

/* ---- The two operations ---- */

bool lc_check_record(Thread *th, Object *loader, Class *cls, bool record)
{
    Constraint *c = find(cls->name, loader);
    if (!c)
        return true;
    if (!c->cls) {
        if (record)
            set_cls(c, cls);
        return true;
    }
    if (c->cls == cls)
        return true;
    char l1[256], l2[256];
    char *dn = xstrdup_dotted(cls->name);
    Buf where = {0};
    loader_describe_location(c->cls->loader, c->cls->pkg, true, &where);
    exc_throw(th, "java/lang/LinkageError",
              "loader constraint violation: loader %s wants to load class %s. A different class with the same name "
              "was previously loaded by %s. (%s is in %s)",
              loader_desc(loader, l1, sizeof l1), dn, loader_desc(c->cls->loader, l2, sizeof l2), dn,
              buf_cstr(&where));
    buf_free(&where);
    free(dn);
    return false;
}

static bool add_name(Sym name, Object *l1, Object *l2)
{
    Constraint *a = find(name, l1), *b = find(name, l2);
    if (a && a == b)
        return true;
    Class *k1 = a && a->cls ? a->cls : loader_find(l1, name);
    Class *k2 = b && b->cls ? b->cls : loader_find(l2, name);
    if (k1 && k2 && k1 != k2)
        return false;
    Class *k = k1 ? k1 : k2;
    if (!a && !b) {
        Constraint *c = new_constraint(name, k);
        add_loader(c, l1);
        add_loader(c, l2);
    } else if (!b || !a) {
        Constraint *c = a ? a : b;
        add_loader(c, a ? l2 : l1);
        if (k && !c->cls)
            set_cls(c, k);
    } else {
        /* Merge b into a. */
        for (uint32_t i = 0; i < b->n; i++)
            push_loader(a, b->loaders[i]); /* (undone as one, by undo_merge) */
        for (Constraint **l = bucket(name); *l; l = &(*l)->next)
            if (*l == b) {
                *l = b->next;
                break;
            }
        if (g_ckpt_active)
            ckpt_log_undo(undo_merge, a, b);
        if (k && !a->cls)
            set_cls(a, k);
    }
    return true;
}

bool lc_add_desc(Sym desc, Object *l1, Object *l2, Sym *conflict)
{
    if (l1 == l2)
        return true;
    for (const char *p = desc; *p; p++) {
        if (*p != 'L')
            continue;
        const char *e = strchr(p, ';');
        if (!e)
            break;
        Sym name = sym_intern(p + 1, (size_t)(e - p - 1));
        if (!add_name(name, l1, l2)) {
            *conflict = name;
            return false;
        }
        p = e;
    }
    return true;
}

/* ---- Violations at the places loaders meet ---- */

static void put_where(Buf *b, Class *c)
{
    char *dn = xstrdup_dotted(c->name);
    buf_printf(b, "%s is in ", dn);
    loader_describe_location(c->loader, c->pkg, true, b);
    free(dn);
}

/* Ends msg with where the two classes are, throws it, frees it. */
static bool violation(Thread *th, Buf *msg, Class *a, Class *b)
{
    put_where(msg, a);
    buf_puts(msg, "; ");
    put_where(msg, b);
    buf_putc(msg, ')');
    exc_throw(th, "java/lang/LinkageError", "%s", buf_cstr(msg));
    buf_free(msg);
    return false;
}

bool lc_check_method(Thread *th, LcSite site, Class *cur, Class *other, Method *m)
{
    Sym bad;
    if (lc_add_desc(m->desc, site == LC_ITABLE ? m->cls->loader : cur->loader, other->loader, &bad))
        return true;
    char l1[256], l2[256];
    char *cn = xstrdup_dotted(cur->name), *on = xstrdup_dotted(other->name), *mc = xstrdup_dotted(m->cls->name),
         *bn = xstrdup_dotted(bad);
    Buf msg = {0}, sig = {0};
    desc_put_method_external(&sig, NULL, mc, m->name, m->desc);
    switch (site) {
    case LC_RESOLVE:
        buf_printf(&msg,
                   "loader constraint violation: when resolving method '%s' the class loader %s of the current class, "
                   "%s, and the class loader %s for the method's defining class, %s, have different Class objects for "
                   "the type %s used in the signature (",
                   buf_cstr(&sig), loader_desc(cur->loader, l1, sizeof l1), cn,
                   loader_desc(other->loader, l2, sizeof l2), on, bn);
        break;
    case LC_OVERRIDE:
        buf_printf(&msg,
                   "loader constraint violation for class %s: when selecting overriding method '%s' the class loader %s "
                   "of the selected method's type %s, and the class loader %s for its super type %s have different "
                   "Class objects for the type %s used in the signature (",
                   cn, buf_cstr(&sig), loader_desc(cur->loader, l1, sizeof l1), cn,
                   loader_desc(other->loader, l2, sizeof l2), on, bn);
        break;
    case LC_ITABLE:
        buf_printf(&msg,
                   "loader constraint violation in interface itable initialization for class %s: when selecting method "
                   "'%s' the class loader %s for super interface %s, and the class loader %s of the selected method's "
                   "type, %s have different Class objects for the type %s used in the signature (",
                   cn, buf_cstr(&sig), loader_desc(other->loader, l2, sizeof l2), on,
                   loader_desc(m->cls->loader, l1, sizeof l1), mc, bn);
        break;
    }
    violation(th, &msg, cur, other);
    buf_free(&sig);
    free(cn);
    free(on);
    free(mc);
    free(bn);
    return false;
}

bool lc_check_field(Thread *th, Class *cur, Field *f)
{
    Sym bad;
    if (lc_add_desc(f->desc, cur->loader, f->cls->loader, &bad))
        return true;
    char l1[256], l2[256];
    char *cn = xstrdup_dotted(cur->name), *on = xstrdup_dotted(f->cls->name), *bn = xstrdup_dotted(bad);
    Buf msg = {0};
    buf_printf(&msg,
               "loader constraint violation: when resolving field \"%s\" of type %s, the class loader %s of the "
               "current class, %s, and the class loader %s for the field's defining class, %s, have different Class "
               "objects for type %s (",
               f->name, bn, loader_desc(cur->loader, l1, sizeof l1), cn, loader_desc(f->cls->loader, l2, sizeof l2),
               on, bn);
    violation(th, &msg, cur, f->cls);
    free(cn);
    free(on);
    free(bn);
    return false;
}
