/* Constant-pool resolution (JVMS 5.4.3) and access control (5.4.4).
 *
 * A resolved entry is cached in cp->res[idx] and never changes afterwards
 * (except that a return to a checkpoint undoes resolutions made after it).
 * Errors are not cached: a failed resolution is retried (and fails again) the
 * next time, which is observably the same for the classes javac produces. */
#include <stdarg.h>
#include "vm/constraints.h"
#include "vm/interp.h"
#include "vm/reflect.h"

#include "checkpoint/ckpt.h"
#include "vm/loader.h"
#include "vm/module.h"

char resolve_condy_null;

/* Resolution after a checkpoint is undone by a return, so that the program
 * runs again exactly as it ran (class loading through Java loaders included). */
#define RES_SET(cp, idx, v)                                         \
    do {                                                            \
        if (unlikely(g_ckpt_active)) {                              \
            ckpt_save_raw(&(cp)->res[idx], sizeof((cp)->res[idx])); \
            thread_current()->quick_logged = true;                  \
        }                                                           \
        (cp)->res[idx] = (v);                                       \
    } while (0)

/* The same for a class, field or method of class target: not logged when
 * resolve_kept says a return could not change the answer. Each entry's bit
 * in res_undo says whether its value is one a return undoes. */
#define RES_SET_KEPT(th, from, idx, v, target)                                         \
    do {                                                                               \
        if (unlikely(g_ckpt_active) && !resolve_kept(th, from, target)) {              \
            ckpt_save_raw(&(from)->cp.res[idx], sizeof((from)->cp.res[idx]));          \
            res_undo_mark(from, idx, true);                                            \
        } else if (unlikely((from)->cp.res_undo != NULL)) {                            \
            res_undo_mark(from, idx, false);                                           \
        }                                                                              \
        (from)->cp.res[idx] = (v);                                                     \
    } while (0)

static void res_undo_mark(Class *from, uint16_t idx, bool undone)
{
    ConstantPool *cp = &from->cp;
    if (!cp->res_undo) {
        if (!undone)
            return;
        cp->res_undo = arena_alloc(&from->arena, (size_t)cp->count / 8 + 1);
        memset(cp->res_undo, 0, (size_t)cp->count / 8 + 1);
    }
    if (undone)
        cp->res_undo[idx >> 3] |= (uint8_t)(1u << (idx & 7));
    else
        cp->res_undo[idx >> 3] &= (uint8_t)~(1u << (idx & 7));
}

/* An entry found resolved already: a quickening that uses it is kept only if
 * the entry is too. */
static void res_found(Thread *th, Class *from, uint16_t idx)
{
    ConstantPool *cp = &from->cp;
    if (th && cp->res_undo && (cp->res_undo[idx >> 3] >> (idx & 7) & 1))
        th->quick_logged = true;
}

bool resolve_kept(Thread *th, Class *from, Class *target)
{
    /* Outside a quickening (reflection, method handles) and after any Java
     * code or native ran, the resolution is logged; so is one naming a class
     * a return forgets, whose loader must then run again. */
    bool kept = th && th->quick_mark == g_java_upcalls && !((from->cflags | target->cflags) & CF_FORGETTABLE);
    /* So is one across modules once the module graph changed since a
     * checkpoint: the access it was allowed may be taken back. */
    if (kept && unlikely(g_module_changed_in_ckpt) && module_of(from) != module_of(target))
        kept = false;
    if (th && !kept)
        th->quick_logged = true;
    return kept;
}

/* Records why cls's NestHost is not honoured, in HotSpot's words (appended
 * to a private access's IllegalAccessError). */
static void nest_host_failed(Class *cls, const char *fmt, ...)
{
    char buf[1024];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);
    size_t n = strlen(buf) + 1;
    char *e = arena_alloc(&cls->arena, n);
    memcpy(e, buf, n);
    cls->nest_host_error = e;
}

Class *resolve_nest_host(Thread *th, Class *cls)
{
    if (cls->nest_host_cls)
        return cls->nest_host_cls;
    Class *host = cls;
    if (cls->nest_host) {
        Object *pending = th->exc;
        th->exc = NULL;
        Sym hn = cp_class_name(&cls->cp, cls->nest_host);
        Class *h = loader_load(th, cls->loader, hn);
        char *cn = xstrdup_dotted(cls->name), *hdn = xstrdup_dotted(hn);
        char l1[256], l2[256];
        if (!h) {
            /* An invalid nest host makes the class its own host. */
            Object *e = th->exc;
            char *en = e ? xstrdup_dotted(e->cls->name) : NULL;
            Object *m = e ? obj_get_ref(e, field_offset(WK.Throwable, "detailMessage", "Ljava/lang/String;")) : NULL;
            char *ms = m ? str_to_cstr(m) : NULL;
            nest_host_failed(cls, "Nest host resolution of %s with host %s failed: %s%s%s", cn, hn, en ? en : "?",
                             ms ? ": " : "", ms ? ms : "");
            free(en);
            free(ms);
        } else if (h->pkg != cls->pkg || h->loader != cls->loader) {
            nest_host_failed(cls, "Type %s (loader: %s) is not a nest member of type %s (loader: %s): %s", cn,
                             loader_desc(cls->loader, l1, sizeof l1), hdn, loader_desc(h->loader, l2, sizeof l2),
                             "types are in different packages");
            h = NULL;
        } else {
            bool listed = false;
            for (uint16_t i = 0; i < h->n_nest_members; i++)
                if (cp_class_name(&h->cp, h->nest_members[i]) == cls->name)
                    listed = true;
            if (!listed) {
                nest_host_failed(cls, "Type %s (loader: %s) is not a nest member of type %s (loader: %s): %s", cn,
                                 loader_desc(cls->loader, l1, sizeof l1), hdn,
                                 loader_desc(h->loader, l2, sizeof l2),
                                 "current type is not listed as a nest member");
                h = NULL;
            }
        }
        free(cn);
        free(hdn);
        th->exc = pending;
        host = h ? h : cls;
    }
    cls->nest_host_cls = host;
    return host;
}

bool resolve_can_access_class(Class *from, Class *cls)
{
    while (cls->kind == CK_ARRAY)
        cls = cls->component;
    if (cls->kind == CK_PRIMITIVE || (cls->access & ACC_PUBLIC) || !from)
        return true;
    if (from->cflags & (CF_VM_SPUN | CF_MAGIC))
        return true;
    return from->pkg == cls->pkg && from->loader == cls->loader;
}

/* Module access (JVMS 5.4.4) for a class from may access by the rules above:
 * a public class of another package must be in a module that from's module
 * reads and that exports the package to it, as HotSpot's
 * Reflection::verify_class_access; false with IllegalAccessError pending. */
static bool res_module_access(Thread *th, Class *from, Class *cls)
{
    while (cls->kind == CK_ARRAY)
        cls = cls->component;
    if (cls->kind != CK_INSTANCE || from == cls || (from->cflags & (CF_VM_SPUN | CF_MAGIC)) ||
        (from->pkg == cls->pkg && from->loader == cls->loader))
        return true;
    return module_check_access(th, from, module_of(from), cls, "");
}

bool resolve_can_access_member(Class *from, Class *decl, uint16_t access, Class *ref_cls)
{
    (void)ref_cls;
    if (!from || (access & ACC_PUBLIC) || from == decl)
        return true;
    if (from->cflags & (CF_VM_SPUN | CF_MAGIC))
        return true;
    if (access & ACC_PRIVATE) {
        Thread *th = thread_current();
        return resolve_nest_host(th, from) == resolve_nest_host(th, decl);
    }
    bool same_pkg = from->pkg == decl->pkg && from->loader == decl->loader;
    if (same_pkg)
        return true;
    if (access & ACC_PROTECTED)
        return class_is_subclass(from, decl) ||
               (from->nest_host_cls && class_is_subclass(from->nest_host_cls, decl));
    return false;
}

/* Constant pool entries (classes, method types and handles, dynamic
 * constants) whose resolution failed with a LinkageError: JVMS 5.4.3 says a
 * later attempt fails with the same error. As HotSpot's resolution error
 * table, the error thrown again is a new one of the same class and message,
 * with a new cause of the first one's cause's class and message; the loader
 * or bootstrap method does not run again. A checkpoint return forgets the
 * failures made after it, as it undoes resolutions. */
typedef struct ResError {
    Class *from, *cls, *cause_cls;
    uint16_t idx;
    char *msg, *cause_msg;
} ResError;
static ResError *res_errors;
static size_t n_res_errors, cap_res_errors;

static char *throwable_message(Object *e)
{
    Object *m = FIELD_AT(e, Object *, field_offset(WK.Throwable, "detailMessage", "Ljava/lang/String;"));
    return m ? str_to_cstr(m) : NULL;
}

static bool res_failed_before(Thread *th, Class *from, uint16_t idx)
{
    for (size_t i = 0; i < n_res_errors; i++) {
        ResError *re = &res_errors[i];
        if (re->from != from || re->idx != idx)
            continue;
        Object *cause = NULL;
        if (re->cause_cls) {
            exc_throw_cls(th, re->cause_cls, re->cause_msg ? "%s" : NULL, re->cause_msg);
            cause = exc_take(th);
        }
        exc_throw_cls_cause(th, re->cls, cause, re->msg);
        return true;
    }
    return false;
}

static void res_remember_failure(Thread *th, Class *from, uint16_t idx)
{
    Object *e = th->exc;
    Class *le = loader_find(NULL, sym_c("java/lang/LinkageError"));
    if (!e || !le || !class_is_subclass(e->cls, le))
        return;
    if (n_res_errors == cap_res_errors) {
        cap_res_errors = cap_res_errors ? cap_res_errors * 2 : 8;
        res_errors = xrealloc(res_errors, sizeof *res_errors * cap_res_errors);
    }
    Object *cause = FIELD_AT(e, Object *, field_offset(WK.Throwable, "cause", "Ljava/lang/Throwable;"));
    if (cause == e)
        cause = NULL;
    if (unlikely(g_ckpt_active))
        ckpt_save_raw(&n_res_errors, sizeof n_res_errors);
    res_errors[n_res_errors++] = (ResError){from, e->cls, cause ? cause->cls : NULL, idx, throwable_message(e),
                                            cause ? throwable_message(cause) : NULL};
}

Class *resolve_class(Thread *th, Class *from, uint16_t idx)
{
    ConstantPool *cp = &from->cp;
    Class *c = cp->res[idx];
    if (c) {
        res_found(th, from, idx);
        return c;
    }
    if (unlikely(n_res_errors) && res_failed_before(th, from, idx))
        return NULL;
    Sym name = cp_class_name(cp, idx);
    c = loader_load(th, from->loader, name);
    if (!c) {
        res_remember_failure(th, from, idx);
        return NULL;
    }
    if (!resolve_can_access_class(from, c)) {
        /* HotSpot's words: "failed to access class B from class A (B and A
         * are in unnamed module of loader 'app')", or "(B is in ...; A is in
         * ...)" when their modules differ. */
        Class *base = c;
        while (base->kind == CK_ARRAY)
            base = base->component;
        char *a = xstrdup_dotted(from->name), *b = xstrdup_dotted(base->name);
        Buf msg = {0};
        buf_printf(&msg, "failed to access class %s from class %s ", b, a);
        loader_describe_pair(&msg, b, base, a, from);
        exc_throw(th, "java/lang/IllegalAccessError", "%s", buf_cstr(&msg));
        buf_free(&msg);
        free(a);
        free(b);
        res_remember_failure(th, from, idx);
        return NULL;
    }
    if (!res_module_access(th, from, c)) {
        res_remember_failure(th, from, idx);
        return NULL;
    }
    RES_SET_KEPT(th, from, idx, c, c);
    return c;
}

/* Field lookup (JVMS 5.4.3.2): the class, its superinterfaces, its superclasses. */
static Field *lookup_field(Class *c, Sym name, Sym desc)
{
    for (; c; c = c->super) {
        Field *f = cf_find_field(c, name, desc);
        if (f && !(f->fflags & FF_INJECTED))
            return f;
        for (uint16_t i = 0; i < c->n_interfaces; i++) {
            f = lookup_field(c->interfaces[i], name, desc);
            if (f)
                return f;
        }
    }
    return NULL;
}

Field *class_find_field(Class *cls, Sym name, Sym desc) { return lookup_field(cls, name, desc); }

uint32_t field_offset(Class *cls, const char *name, const char *desc)
{
    Field *f = lookup_field(cls, sym_c(name), sym_c(desc));
    if (!f) {
        f = link_injected_field(cls, name);
        if (!f)
            vm_panic("field %s.%s:%s not found", cls->name, name, desc);
    }
    return f->offset;
}

Object *obj_get_ref(Object *obj, uint32_t off) { return FIELD_AT(obj, Object *, off); }

/* HotSpot's words: "class A tried to access private method 'void B.m(int)'
 * (A and B are in unnamed module of loader 'app')"; a field is "field B.f". */
void resolve_illegal_access(Thread *th, Class *from, Class *sel, uint16_t access, const char *kind, Sym name,
                            Sym desc)
{
    char *a = xstrdup_dotted(from->name), *b = xstrdup_dotted(sel->name);
    const char *mods = (access & ACC_PROTECTED) ? "protected " : (access & ACC_PRIVATE) ? "private " : "";
    Buf msg = {0};
    buf_printf(&msg, "class %s tried to access %s%s%s ", a, desc && (access & ACC_ABSTRACT) ? "abstract " : "", mods,
               kind);
    if (desc)
        desc_put_method_external(&msg, NULL, b, name, desc);
    else
        buf_printf(&msg, "%s.%s", b, name);
    buf_putc(&msg, ' ');
    loader_describe_pair(&msg, a, from, b, sel);
    if ((access & ACC_PRIVATE) && (from->nest_host_error || sel->nest_host_error))
        buf_printf(&msg, ", (%s%s%s)", from->nest_host_error ? from->nest_host_error : "",
                   from->nest_host_error && sel->nest_host_error ? ", " : "",
                   sel->nest_host_error ? sel->nest_host_error : "");
    exc_throw(th, "java/lang/IllegalAccessError", "%s", buf_cstr(&msg));
    buf_free(&msg);
    free(a);
    free(b);
}

Field *resolve_field(Thread *th, Class *from, uint16_t idx, bool is_static)
{
    ConstantPool *cp = &from->cp;
    Field *f = cp->res[idx];
    if (f)
        res_found(th, from, idx);
    if (!f) {
        Class *c = resolve_class(th, from, cp_a(cp, idx));
        if (!c)
            return NULL;
        Sym name = cp_nat_name(cp, idx), desc = cp_nat_desc(cp, idx);
        f = lookup_field(c, name, desc);
        if (!f) {
            exc_throw(th, "java/lang/NoSuchFieldError", "%s", name);
            return NULL;
        }
        if (!resolve_can_access_member(from, f->cls, f->access, c)) {
            resolve_illegal_access(th, from, f->cls, f->access, "field", f->name, NULL);
            return NULL;
        }
        if (f->cls->loader != from->loader && !lc_check_field(th, from, f))
            return NULL;
        RES_SET_KEPT(th, from, idx, f, f->cls);
    }
    if (!!(f->access & ACC_STATIC) != is_static) {
        char *b = xstrdup_dotted(f->cls->name);
        exc_throw(th, "java/lang/IncompatibleClassChangeError", "Expected %sstatic field %s.%s", is_static ? "" : "non-",
                  b, f->name);
        free(b);
        return NULL;
    }
    return f;
}

/* Method lookup in a class and its superclasses (JVMS 5.4.3.3 step 2). */
Method *class_find_method(Class *cls, Sym name, Sym desc)
{
    for (Class *c = cls; c; c = c->super) {
        Method *m = cf_find_method(c, name, desc);
        if (m)
            return m;
    }
    return NULL;
}

/* Superinterface lookup: maximally-specific non-abstract first, then any. */
Method *class_find_interface_method(Class *cls, Sym name, Sym desc)
{
    Method *any = NULL;
    for (uint32_t i = 0; i < cls->n_all_ifaces; i++) {
        Method *m = cf_find_method(cls->all_ifaces[i], name, desc);
        if (!m || (m->access & (ACC_PRIVATE | ACC_STATIC)))
            continue;
        if (!(m->access & ACC_ABSTRACT))
            return m;
        if (!any)
            any = m;
    }
    return any;
}

/* A signature-polymorphic method in MethodHandle or VarHandle by name. */
static Method *find_sigpoly(Class *c, Sym name)
{
    if (c->loader || (c->name != S.java_lang_invoke_MethodHandle && c->name != S.java_lang_invoke_VarHandle))
        return NULL;
    for (uint16_t i = 0; i < c->n_methods; i++)
        if (c->methods[i].name == name && (c->methods[i].mflags & MF_SIGPOLY))
            return &c->methods[i];
    return NULL;
}

void no_such_method(Thread *th, Class *c, Sym name, Sym desc, bool is_static)
{
    /* HotSpot: 'void p.C.m(int)' */
    Buf b = {0};
    char *cn = xstrdup_dotted(c->name);
    desc_put_method_external(&b, is_static ? "static " : NULL, cn, name, desc);
    exc_throw(th, "java/lang/NoSuchMethodError", "%s", buf_cstr(&b));
    free(cn);
    buf_free(&b);
}

/* invokestatic and invokespecial, which may name a method of a class or of
 * an interface: the constant's tag must agree with the class's kind
 * (LinkResolver::resolve_method, resolve_interface_method), which HotSpot
 * reports naming the method: "Method 'java.util.List java.util.List.of()'
 * must be InterfaceMethodref constant". */
bool resolve_method_tag(Thread *th, Class *from, uint16_t idx)
{
    ConstantPool *cp = &from->cp;
    if (cp->res[idx])
        return true;
    Class *c = resolve_class(th, from, cp_a(cp, idx));
    if (!c)
        return false;
    bool iface_ref = cp->tags[idx] == CONSTANT_InterfaceMethodref;
    if (c->kind != CK_INSTANCE || iface_ref == !!(c->access & ACC_INTERFACE))
        return true;
    Buf b = {0};
    char *cn = xstrdup_dotted(c->name);
    buf_puts(&b, "Method ");
    desc_put_method_external(&b, NULL, cn, cp_nat_name(cp, idx), cp_nat_desc(cp, idx));
    buf_printf(&b, " must be %s constant", iface_ref ? "Methodref" : "InterfaceMethodref");
    exc_throw(th, "java/lang/IncompatibleClassChangeError", "%s", buf_cstr(&b));
    free(cn);
    buf_free(&b);
    return false;
}

Method *resolve_method(Thread *th, Class *from, uint16_t idx, bool interface_ref)
{
    ConstantPool *cp = &from->cp;
    Method *m = cp->res[idx];
    if (m) {
        res_found(th, from, idx);
        return m;
    }
    Class *c = resolve_class(th, from, cp_a(cp, idx));
    if (!c)
        return NULL;
    Sym name = cp_nat_name(cp, idx), desc = cp_nat_desc(cp, idx);
    bool is_iface = c->access & ACC_INTERFACE;
    if (interface_ref != is_iface && c->kind == CK_INSTANCE) {
        char *n = xstrdup_dotted(c->name);
        exc_throw(th, "java/lang/IncompatibleClassChangeError", "Found %s %s, but %s was expected",
                  is_iface ? "interface" : "class", n, is_iface ? "class" : "interface");
        free(n);
        return NULL;
    }
    if (c->kind == CK_ARRAY)
        c = WK.Object;
    if (!is_iface) {
        m = find_sigpoly(c, name);
        if (!m)
            m = class_find_method(c, name, desc);
        if (!m)
            m = class_find_interface_method(c, name, desc);
    } else {
        m = cf_find_method(c, name, desc);
        if (!m) {
            Method *om = cf_find_method(WK.Object, name, desc);
            if (om && (om->access & ACC_PUBLIC) && !(om->access & ACC_STATIC))
                m = om;
        }
        if (!m)
            m = class_find_interface_method(c, name, desc);
    }
    if (!m) {
        no_such_method(th, c, name, desc, false);
        return NULL;
    }
    if (!resolve_can_access_member(from, m->cls, m->access, c)) {
        resolve_illegal_access(th, from, m->cls, m->access, "method", m->name, m->desc);
        return NULL;
    }
    if (m->cls->loader != from->loader && !lc_check_method(th, LC_RESOLVE, from, m->cls, m))
        return NULL;
    RES_SET_KEPT(th, from, idx, m, m->cls);
    return m;
}

Object *resolve_method_type(Thread *th, Class *from, Sym desc)
{
    /* MethodHandleNatives.findMethodHandleType(Class<?> rtype, Class<?>[] ptypes) */
    int n = desc_arg_count(desc);
    Object *ptypes = arr_new_ref(th, WK.Class, n);
    if (!ptypes)
        return NULL;
    const char *p = desc + 1;
    for (int i = 0; i < n; i++) {
        size_t len = desc_type_len(p);
        Class *c = loader_class_of_desc(th, from->loader, p, len);
        if (!c)
            return NULL;
        ARR_AT(ptypes, Object *, i) = c->mirror;
        p += len;
    }
    p++;
    Class *rc = loader_class_of_desc(th, from->loader, p, strlen(p));
    if (!rc)
        return NULL;
    Slot ret;
    if (!interp_call_named(th, WK.MethodHandleNatives, "findMethodHandleType",
                           "(Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;",
                           (Slot[]){{.a = rc->mirror}, {.a = ptypes}}, &ret))
        return NULL;
    return ret.a;
}

bool resolve_ldc(Thread *th, Class *from, uint16_t idx, Slot *out)
{
    ConstantPool *cp = &from->cp;
    switch (cp->tags[idx]) {
    case CONSTANT_Integer:
    case CONSTANT_Float:
        out->i = (int32_t)(uint32_t)cp->raw[idx];
        return true;
    case CONSTANT_Long:
    case CONSTANT_Double:
        out->j = (int64_t)cp->raw[idx];
        return true;
    case CONSTANT_String: {
        Object *s = cp->res[idx];
        if (!s) {
            s = str_intern_utf8(th, cp_utf8(cp, cp_a(cp, idx)));
            if (!s)
                return false;
            RES_SET(cp, idx, s);
        }
        out->a = s;
        return true;
    }
    case CONSTANT_Class: {
        Class *c = resolve_class(th, from, idx);
        if (!c)
            return false;
        out->a = c->mirror;
        return true;
    }
    case CONSTANT_MethodType: {
        Object *mt = cp->res[idx];
        if (!mt) {
            if (res_failed_before(th, from, idx))
                return false;
            mt = resolve_method_type(th, from, cp_utf8(cp, cp_a(cp, idx)));
            if (!mt) {
                res_remember_failure(th, from, idx);
                return false;
            }
            RES_SET(cp, idx, mt);
        }
        out->a = mt;
        return true;
    }
    case CONSTANT_MethodHandle: {
        Object *mh = cp->res[idx];
        if (!mh) {
            if (res_failed_before(th, from, idx))
                return false;
            mh = resolve_method_handle(th, from, idx);
            if (!mh) {
                res_remember_failure(th, from, idx);
                return false;
            }
            RES_SET(cp, idx, mh);
        }
        out->a = mh;
        return true;
    }
    case CONSTANT_Dynamic: {
        /* Resolved once (JVMS 5.4.3.6): the value is kept in res (boxed when
         * primitive; RESOLVE_CONDY_NULL for null, so that its bootstrap
         * method does not run again). */
        Sym desc = cp_nat_desc(cp, idx);
        bool prim = desc[0] != 'L' && desc[0] != '[';
        Object *v = cp->res[idx];
        if (v == RESOLVE_CONDY_NULL) {
            out->a = NULL;
            return true;
        }
        if (v)
            return prim ? reflect_unbox(th, v, desc[0], out) : (out->a = v, true);
        if (res_failed_before(th, from, idx))
            return false;
        if (!indy_condy(th, from, idx, out)) {
            res_remember_failure(th, from, idx);
            return false;
        }
        v = prim ? reflect_box(th, desc[0], *out) : out->a;
        if (prim && !v)
            return false;
        RES_SET(cp, idx, v ? v : RESOLVE_CONDY_NULL);
        return true;
    }
    default:
        return exc_throw(th, "java/lang/InternalError", "unsupported loadable constant (tag %d) in %s",
                         cp->tags[idx], from->name);
    }
}

bool resolve_mh_access(Thread *th, Class *from, uint16_t idx)
{
    ConstantPool *cp = &from->cp;
    int kind = cp_a(cp, idx);
    uint16_t ref = cp_b(cp, idx);
    if (kind <= REF_putStatic) { /* a field: the lookup's own check and words (the handle is kept, as ldc's) */
        Slot v;
        return resolve_ldc(th, from, idx, &v);
    }
    Class *c = resolve_class(th, from, cp_a(cp, ref));
    if (!c)
        return false;
    Sym name = cp_nat_name(cp, ref), desc = cp_nat_desc(cp, ref);
    Method *m = name == S.init ? cf_find_method(c, S.init, desc) : class_find_method(c, name, desc);
    if (!m && name != S.init)
        m = class_find_interface_method(c, name, desc);
    if (m && !resolve_can_access_member(from, m->cls, m->access, c)) {
        resolve_illegal_access(th, from, m->cls, m->access, "method", m->name, m->desc);
        return false;
    }
    return true; /* (a missing member is reported where it is linked) */
}
