/* Linking: supertypes, field layout, vtables and itables, mirrors.
 *
 * Layout: a class's instance fields follow its superclass's, grouped by size
 * (8-byte values and references, then 4, 2, 1) so each is naturally aligned.
 * Statics live in the class's mirror (the java.lang.Class object) after the
 * Class instance fields, laid out the same way: the mirror is the per-class
 * object through which statics are versioned by checkpoints.
 *
 * Dispatch: vtable[i] is the method a receiver of this class runs for vtable
 * slot i; an overriding method takes its parent's slot. itable entries map each
 * interface method (by its index in the interface) to the selected method
 * (JVMS 5.4.6), or NULL when there is none (AbstractMethodError at the call),
 * or g_conflict_method when several maximally-specific defaults exist. */
#include "classfile/loader.h"

#include "vm/heap.h"
#include "vm/rti_hooks.h"
#include "rti/rti.h"

uint32_t g_off_class_vmclass;
uint32_t g_off_class_loader, g_off_class_module, g_off_class_component, g_off_class_classdata;
Method g_conflict_method;

/* Layout requests from tools (rti/): extra fields for a class. */
uint32_t (*link_tool_fields)(Class *cls, uint32_t offset, uint32_t **ref_offsets, uint32_t *n_refs);

static const struct {
    const char *cls, *name, *desc;
} injected[] = {
    {"java/lang/Class", "vmclass", "J"},
    {"java/lang/invoke/MemberName", "vmindex", "J"},
    {"java/lang/invoke/ResolvedMethodName", "vmtarget", "J"},
    {"java/lang/invoke/ResolvedMethodName", "vmholder", "Ljava/lang/Object;"},
    {"java/lang/ClassLoader", "loader_data", "J"},
};

static void add_injected(Class *cls)
{
    int n = 0;
    for (size_t i = 0; i < ARRAY_LEN(injected); i++)
        if (strcmp(cls->name, injected[i].cls) == 0)
            n++;
    if (!n || cls->loader)
        return;
    Field *nf = arena_alloc(&cls->arena, sizeof(Field) * (cls->n_fields + (size_t)n));
    memcpy(nf, cls->fields, sizeof(Field) * cls->n_fields);
    uint16_t k = cls->n_fields;
    for (size_t i = 0; i < ARRAY_LEN(injected); i++) {
        if (strcmp(cls->name, injected[i].cls) != 0)
            continue;
        Field *f = &nf[k];
        memset(f, 0, sizeof *f);
        f->cls = cls;
        f->name = sym_c(injected[i].name);
        f->desc = sym_c(injected[i].desc);
        f->type = (uint8_t)(f->desc[0] == '[' ? 'L' : f->desc[0]);
        f->access = ACC_PRIVATE;
        f->fflags = FF_INJECTED;
        f->slot = k++;
    }
    cls->fields = nf;
    cls->n_fields = k;
}

Field *link_injected_field(Class *cls, const char *name)
{
    for (uint16_t i = 0; i < cls->n_fields; i++)
        if ((cls->fields[i].fflags & FF_INJECTED) && strcmp(cls->fields[i].name, name) == 0)
            return &cls->fields[i];
    return NULL;
}

/* ---- Subtypes ----------------------------------------------------------------- */

static void add_iface(Class *cls, Class *i, uint32_t *n, uint32_t cap)
{
    for (uint32_t k = 0; k < *n; k++)
        if (cls->all_ifaces[k] == i)
            return;
    if (*n < cap)
        cls->all_ifaces[(*n)++] = i;
}

static void compute_supers(Class *cls)
{
    Class *s = cls->super;
    cls->depth = s ? (uint16_t)(s->depth + 1) : 0;
    cls->supers = arena_alloc(&cls->arena, sizeof(Class *) * (cls->depth + 1u));
    if (s)
        memcpy(cls->supers, s->supers, sizeof(Class *) * cls->depth);
    cls->supers[cls->depth] = cls;
    uint32_t cap = s ? s->n_all_ifaces : 0;
    for (uint16_t i = 0; i < cls->n_interfaces; i++)
        cap += 1 + cls->interfaces[i]->n_all_ifaces;
    cls->all_ifaces = arena_alloc(&cls->arena, sizeof(Class *) * (cap ? cap : 1));
    uint32_t n = 0;
    if (s)
        for (uint32_t i = 0; i < s->n_all_ifaces; i++)
            add_iface(cls, s->all_ifaces[i], &n, cap);
    for (uint16_t i = 0; i < cls->n_interfaces; i++) {
        Class *ic = cls->interfaces[i];
        add_iface(cls, ic, &n, cap);
        for (uint32_t k = 0; k < ic->n_all_ifaces; k++)
            add_iface(cls, ic->all_ifaces[k], &n, cap);
    }
    cls->n_all_ifaces = n;
}

bool class_is_subclass(const Class *sub, const Class *sup)
{
    if (sub == sup)
        return true;
    if (sup->access & ACC_INTERFACE) {
        if (sub->kind == CK_ARRAY)
            return sup == WK.Cloneable || sup == WK.Serializable;
        for (uint32_t i = 0; i < sub->n_all_ifaces; i++)
            if (sub->all_ifaces[i] == sup)
                return true;
        return false;
    }
    if (sup->kind == CK_ARRAY) {
        if (sub->kind != CK_ARRAY)
            return false;
        const Class *a = sub->component, *b = sup->component;
        if (a->kind == CK_PRIMITIVE || b->kind == CK_PRIMITIVE)
            return a == b;
        return class_is_subclass(a, b);
    }
    if (sup->kind == CK_PRIMITIVE || sub->kind == CK_PRIMITIVE)
        return false;
    if (sub->kind == CK_ARRAY)
        return sup == WK.Object;
    return sup->depth <= sub->depth && sub->supers[sup->depth] == sup;
}

bool class_assignable(const Class *dst, const Class *src) { return class_is_subclass(src, dst); }

/* ---- Field layout ------------------------------------------------------------ */

static int size_rank(uint8_t t)
{
    int s = desc_type_size((char)t);
    return s;
}

static uint32_t lay_out(Class *cls, uint32_t off, bool statics, uint32_t **refs, uint32_t *n_refs)
{
    static const int sizes[] = {8, 4, 2, 1};
    for (size_t si = 0; si < ARRAY_LEN(sizes); si++) {
        int sz = sizes[si];
        for (uint16_t i = 0; i < cls->n_fields; i++) {
            Field *f = &cls->fields[i];
            if (!!(f->access & ACC_STATIC) != statics || size_rank(f->type) != sz)
                continue;
            off = (uint32_t)ALIGN_UP(off, (uint32_t)sz);
            f->offset = off;
            off += (uint32_t)sz;
            if (f->type == 'L') {
                *refs = xrealloc(*refs, sizeof(uint32_t) * (*n_refs + 1));
                (*refs)[(*n_refs)++] = f->offset;
            }
        }
    }
    return off;
}

static void layout_instance(Class *cls)
{
    uint32_t off;
    uint32_t *refs = NULL, n_refs = 0;
    if (cls->super) {
        off = cls->super->instance_size;
        if (cls->super->n_refs) {
            refs = xmalloc(sizeof(uint32_t) * cls->super->n_refs);
            memcpy(refs, cls->super->ref_offsets, sizeof(uint32_t) * cls->super->n_refs);
            n_refs = cls->super->n_refs;
        }
    } else {
        off = OBJ_HEADER_SIZE;
    }
    if (link_tool_fields)
        off = link_tool_fields(cls, off, &refs, &n_refs);
    if (!cls->super) {
        /* java.lang.Object: the extra fields on every object, arrays included. */
        g_obj_extra = off - OBJ_HEADER_SIZE;
        g_array_len_off = off;
        g_array_base_off = (uint32_t)ALIGN_UP(off + 4, 8);
    }
    off = lay_out(cls, off, false, &refs, &n_refs);
    cls->instance_size = off;
    cls->n_refs = n_refs;
    cls->ref_offsets = refs;
}

/* Statics go into the mirror after java.lang.Class's own fields. */
static void layout_statics(Class *cls)
{
    uint32_t base = (uint32_t)ALIGN_UP(WK.Class->instance_size, 8);
    uint32_t *refs = NULL, n = 0;
    uint32_t end = lay_out(cls, base, true, &refs, &n);
    cls->static_base = base;
    cls->static_size = end - base;
    cls->static_ref_offsets = refs;
    cls->n_static_refs = n;
}

size_t obj_size(const Object *obj)
{
    const Class *c = obj->cls;
    if (c->kind == CK_ARRAY)
        return g_array_base_off + ((size_t)arr_len(obj) << c->elem_shift);
    if (c->cflags & CF_MIRROR) {
        Class *k = FIELD_AT(obj, Class *, g_off_class_vmclass);
        if (k)
            return (size_t)k->static_base + k->static_size;
    }
    return c->instance_size;
}

/* ---- vtables and itables ------------------------------------------------------ */

static bool is_virtual(const Method *m)
{
    return !(m->access & (ACC_STATIC | ACC_PRIVATE)) && m->name != S.init && m->name != S.clinit;
}

static bool same_package(const Class *a, const Class *b) { return a->pkg == b->pkg && a->loader == b->loader; }

/* JVMS 5.4.5: may m (in cls) override the inherited method a? */
static bool can_override(const Method *m, const Method *a)
{
    if (a->name != m->name || a->desc != m->desc)
        return false;
    if (a->access & (ACC_PUBLIC | ACC_PROTECTED))
        return true;
    if (a->access & ACC_PRIVATE)
        return false;
    return same_package(a->cls, m->cls);
}

static bool build_vtable(Thread *th, Class *cls)
{
    Class *s = cls->super;
    uint32_t cap = (s ? s->vtable_len : 0) + cls->n_methods;
    Method **vt = arena_alloc(&cls->arena, sizeof(Method *) * (cap ? cap : 1));
    uint32_t len = 0;
    if (s) {
        memcpy(vt, s->vtable, sizeof(Method *) * s->vtable_len);
        len = s->vtable_len;
    }
    for (uint16_t i = 0; i < cls->n_methods; i++) {
        Method *m = &cls->methods[i];
        if (!is_virtual(m))
            continue;
        bool placed = false;
        for (uint32_t k = 0; k < len; k++) {
            Method *a = vt[k];
            if (a->cls == cls || !can_override(m, a))
                continue;
            if (a->access & ACC_FINAL) {
                exc_throw(th, "java/lang/IncompatibleClassChangeError",
                          "class %s overrides final method %s.%s%s", cls->name, a->cls->name, a->name, a->desc);
                return false;
            }
            vt[k] = m;
            if (!placed)
                m->vtable_idx = (int32_t)k;
            placed = true;
        }
        if (!placed) {
            m->vtable_idx = (int32_t)len;
            vt[len++] = m;
        }
    }
    cls->vtable = vt;
    cls->vtable_len = len;
    return true;
}

/* The method a class selects for interface method im (JVMS 5.4.6). */
static Method *select_for(Class *cls, Method *im)
{
    for (Class *c = cls; c; c = c->super) {
        Method *m = cf_find_method(c, im->name, im->desc);
        if (m && !(m->access & (ACC_STATIC | ACC_PRIVATE)))
            return m;
    }
    /* Maximally-specific superinterface methods. */
    Method *found = NULL;
    int n_found = 0;
    for (uint32_t i = 0; i < cls->n_all_ifaces; i++) {
        Class *ic = cls->all_ifaces[i];
        Method *m = cf_find_method(ic, im->name, im->desc);
        if (!m || (m->access & (ACC_STATIC | ACC_PRIVATE)))
            continue;
        bool shadowed = false;
        for (uint32_t k = 0; k < cls->n_all_ifaces && !shadowed; k++) {
            Class *other = cls->all_ifaces[k];
            if (other != ic && class_is_subclass(other, ic) && cf_find_method(other, im->name, im->desc))
                shadowed = true;
        }
        if (shadowed || (m->access & ACC_ABSTRACT))
            continue;
        if (found != m) {
            found = m;
            n_found++;
        }
    }
    if (n_found > 1)
        return &g_conflict_method;
    return found;
}

static void build_itable(Class *cls)
{
    if (cls->access & ACC_INTERFACE) {
        for (uint16_t i = 0; i < cls->n_methods; i++)
            cls->methods[i].itable_idx = i;
        return;
    }
    cls->itable_len = (uint16_t)cls->n_all_ifaces;
    cls->itable = arena_alloc(&cls->arena, sizeof(ItableEntry) * (cls->itable_len ? cls->itable_len : 1));
    for (uint32_t i = 0; i < cls->n_all_ifaces; i++) {
        Class *ic = cls->all_ifaces[i];
        ItableEntry *e = &cls->itable[i];
        e->iface = ic;
        e->methods = arena_alloc(&cls->arena, sizeof(Method *) * (ic->n_methods ? ic->n_methods : 1));
        for (uint16_t k = 0; k < ic->n_methods; k++) {
            Method *im = &ic->methods[k];
            if (is_virtual(im))
                e->methods[k] = select_for(cls, im);
        }
    }
}

Method *method_select_interface(Class *rcls, Method *m)
{
    if (!(m->cls->access & ACC_INTERFACE))
        return method_select_virtual(rcls, m);
    if (m->access & ACC_PRIVATE)
        return m;
    for (uint16_t i = 0; i < rcls->itable_len; i++)
        if (rcls->itable[i].iface == m->cls)
            return rcls->itable[i].methods[m->itable_idx];
    if (rcls->kind == CK_ARRAY) {
        /* Arrays: only Object's methods can be selected. */
        Method *om = cf_find_method(WK.Object, m->name, m->desc);
        if (om && (om->access & ACC_PUBLIC))
            return method_select_virtual(rcls, om);
    }
    return NULL;
}

Method *method_select_virtual(Class *rcls, Method *m)
{
    if (m->vtable_idx < 0) {
        if (m->cls->access & ACC_INTERFACE)
            return method_select_interface(rcls, m);
        return m;
    }
    if (rcls->kind == CK_ARRAY)
        rcls = WK.Object;
    return rcls->vtable[m->vtable_idx];
}

/* ---- Class flags -------------------------------------------------------------- */

static void set_flags(Class *cls)
{
    Class *s = cls->super;
    if (s)
        cls->cflags |= s->cflags & (CF_THROWABLE | CF_REF_ANY | CF_FINALIZER | CF_MAGIC);
    if (!cls->loader && !strcmp(cls->name, "jdk/internal/reflect/MagicAccessorImpl"))
        cls->cflags |= CF_MAGIC; /* reflection's generated accessors bypass access checks */
    if (!cls->loader) {
        const char *n = cls->name;
        if (strcmp(n, "java/lang/Throwable") == 0)
            cls->cflags |= CF_THROWABLE;
        else if (strcmp(n, "java/lang/ref/SoftReference") == 0)
            cls->cflags |= CF_REF_SOFT;
        else if (strcmp(n, "java/lang/ref/WeakReference") == 0)
            cls->cflags |= CF_REF_WEAK;
        else if (strcmp(n, "java/lang/ref/PhantomReference") == 0)
            cls->cflags |= CF_REF_PHANTOM;
        else if (strcmp(n, "java/lang/ref/FinalReference") == 0)
            cls->cflags |= CF_REF_FINAL;
        else if (n == S.java_lang_Class)
            cls->cflags |= CF_MIRROR;
    }
    if (s) {
        Method *fin = cf_find_method(cls, sym_c("finalize"), S.V_V);
        if (fin && !(fin->access & ACC_STATIC)) {
            bool empty = fin->code && fin->code_len == 1 && fin->code[0] == 0xb1; /* return */
            if (empty)
                cls->cflags &= ~(uint32_t)CF_FINALIZER;
            else
                cls->cflags |= CF_FINALIZER;
        }
    }
    for (uint16_t i = 0; i < cls->n_methods; i++) {
        Method *m = &cls->methods[i];
        if ((cls->access & ACC_INTERFACE) && !(m->access & (ACC_ABSTRACT | ACC_STATIC)))
            cls->cflags |= CF_HAS_DEFAULTS;
        /* Signature-polymorphic methods (JVMS 2.9.3). */
        if ((m->access & ACC_NATIVE) && (m->access & ACC_VARARGS) && !cls->loader &&
            (cls->name == S.java_lang_invoke_MethodHandle || cls->name == S.java_lang_invoke_VarHandle) &&
            memcmp(m->desc, "([Ljava/lang/Object;)", 21) == 0)
            m->mflags |= MF_SIGPOLY;
    }
}

/* ---- Mirrors ----------------------------------------------------------------- */

bool link_make_mirror(Thread *th, Class *cls)
{
    if (cls->mirror)
        return true;
    if (cls->kind == CK_INSTANCE)
        layout_statics(cls);
    else
        cls->static_base = (uint32_t)ALIGN_UP(WK.Class->instance_size, 8);
    size_t size = (size_t)cls->static_base + cls->static_size;
    Object *m = heap_alloc(th, size);
    if (!m)
        return exc_oom(th);
    m->cls = WK.Class;
    /* Always saved before its first write in a checkpoint segment, even in the
     * segment that made it: the class outlives a return to a checkpoint taken
     * before it loaded, and its statics must go back to their initial values. */
    m->ck_epoch = 0;
    FIELD_AT(m, Class *, g_off_class_vmclass) = cls;
    FIELD_AT(m, Object *, g_off_class_loader) = cls->loader;
    if (cls->kind == CK_ARRAY)
        FIELD_AT(m, Object *, g_off_class_component) = cls->component->mirror;
    FIELD_AT(m, Object *, g_off_class_classdata) = cls->class_data;
    cls->mirror = m;
    return true;
}

Class *mirror_class(Object *mirror) { return mirror ? FIELD_AT(mirror, Class *, g_off_class_vmclass) : NULL; }

static void class_offsets(Class *c)
{
    g_off_class_vmclass = link_injected_field(c, "vmclass")->offset;
    g_off_class_loader = cf_find_field(c, sym_c("classLoader"), sym_c("Ljava/lang/ClassLoader;"))->offset;
    g_off_class_module = cf_find_field(c, sym_c("module"), sym_c("Ljava/lang/Module;"))->offset;
    g_off_class_component = cf_find_field(c, sym_c("componentType"), sym_c("Ljava/lang/Class;"))->offset;
    g_off_class_classdata = cf_find_field(c, sym_c("classData"), sym_c("Ljava/lang/Object;"))->offset;
}

bool link_class(Thread *th, Class *cls)
{
    if (cls->state >= CLS_LINKED)
        return true;
    add_injected(cls);
    compute_supers(cls);
    set_flags(cls);
    layout_instance(cls);
    if (!(cls->access & ACC_INTERFACE)) {
        if (!build_vtable(th, cls))
            return false;
    } else {
        /* Interfaces dispatch Object's methods through Object's vtable. */
        cls->vtable = WK.Object ? WK.Object->vtable : NULL;
        cls->vtable_len = WK.Object ? WK.Object->vtable_len : 0;
    }
    build_itable(cls);
    rti_mark_lock_methods(cls);
    if (cls->name == S.java_lang_Class && !cls->loader) {
        WK.Class = cls;
        class_offsets(cls);
    }
    if (WK.Class && WK.Class->state >= CLS_LINKED) {
        if (!link_make_mirror(th, cls))
            return false;
    } else if (cls == WK.Class) {
        /* java.lang.Class itself: its mirror is made with the deferred ones. */
    }
    cls->state = CLS_LINKED;
    return true;
}
