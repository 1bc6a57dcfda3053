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
 * (JVMS 5.4.6), or NULL when there is none, or when several maximally-specific
 * defaults conflict (AbstractMethodError at the invokeinterface, as HotSpot).
 *
 * Overpasses: as HotSpot's defaultMethods.cpp, a class whose superinterfaces
 * have default methods gets, for each interface method that neither it nor a
 * superclass implements and that has no single maximally-specific default, a
 * VM-made public method (MF_OVERPASS) that throws when called:
 * IncompatibleClassChangeError "Conflicting default methods: I1.m I2.m" or
 * AbstractMethodError "Method C.m()V is abstract". It is a class method, so
 * invokevirtual C.m, reflection and linkToVirtual find it; itables skip it and
 * reflection never shows it. Such conflicts only arise under separate
 * compilation. */
#include "vm/constraints.h"
#include "vm/loader.h"
#include "natives/natives.h"

#include "vm/heap.h"
#include "vm/interp.h"
#include "vm/rti_hooks.h"
#include "rti/rti.h"

uint32_t g_off_class_vmclass;
uint32_t g_off_class_loader, g_off_class_module, g_off_class_component, g_off_class_classdata;

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

/* The class's own copy of offsets gathered in a malloc'd array: in its
 * arena, which goes with it when its linking fails (loader.c frees a class
 * that does not link with cf_free: a mirror the full heap could not hold, at
 * an OutOfMemoryError's exit, left its statics' offsets unfreed). */
static uint32_t *keep_offsets(Class *cls, uint32_t *offs, uint32_t n)
{
    if (!offs)
        return NULL;
    uint32_t *kept = arena_alloc(&cls->arena, sizeof(uint32_t) * n);
    memcpy(kept, offs, sizeof(uint32_t) * n);
    free(offs);
    return kept;
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
        /* The interpreter finds the length 8 bytes before the elements. */
        vm_assert(off % 8 == 0 && g_array_base_off == off + 8);
    }
    off = lay_out(cls, off, false, &refs, &n_refs);
    cls->instance_size = off;
    cls->n_refs = n_refs;
    cls->ref_offsets = keep_offsets(cls, refs, n_refs);
}

/* Statics go into the mirror after java.lang.Class's own fields. */
static void layout_statics(Class *cls)
{
    uint32_t base = (uint32_t)ALIGN_UP(WK.Class->instance_size, 8);
    uint32_t *refs = NULL, n = 0;
    uint32_t end = lay_out(cls, base, true, &refs, &n);
    cls->static_base = base;
    cls->static_size = end - base;
    cls->static_ref_offsets = keep_offsets(cls, refs, n);
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

static Method *select_for(Class *cls, Method *im);

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
                char *cn = xstrdup_dotted(cls->name), *an = xstrdup_dotted(a->cls->name);
                exc_throw(th, "java/lang/IncompatibleClassChangeError",
                          "class %s overrides final method %s.%s%s", cn, an, a->name, a->desc);
                free(cn);
                free(an);
                return false;
            }
            if (a->cls->loader != cls->loader && !lc_check_method(th, LC_OVERRIDE, cls, a->cls, m))
                return false;
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
    /* An inherited overpass this class does not override: a default of an
     * interface added here may now be the one selection (select_for). */
    for (uint32_t k = 0; k < len; k++)
        if ((vt[k]->mflags & MF_OVERPASS) && vt[k]->cls != cls) {
            Method *sel = select_for(cls, vt[k]);
            if (sel)
                vt[k] = sel;
        }
    cls->vtable = vt;
    cls->vtable_len = len;
    return true;
}

/* An instance method of the class chain that implements name+desc; overpasses
 * do not count (a subclass looks again at what its superclass could not select). */
static Method *chain_impl(Class *cls, Sym name, Sym desc)
{
    for (Class *c = cls; c; c = c->super) {
        Method *m = cf_find_method(c, name, desc);
        if (m && !(m->access & (ACC_STATIC | ACC_PRIVATE)) && !(m->mflags & MF_OVERPASS))
            return m;
    }
    return NULL;
}

/* A superinterface method that takes part in selection. */
static Method *iface_candidate(Class *ic, Sym name, Sym desc)
{
    Method *m = cf_find_method(ic, name, desc);
    return m && !(m->access & (ACC_STATIC | ACC_PRIVATE)) ? m : NULL;
}

/* The superinterface methods of one name+desc in the order of a depth-first walk
 * from the class (superclass first, then interfaces as declared), each marked
 * qualified (maximally specific) unless some path to it passes through another
 * interface declaring the method. */
typedef struct Family {
    Method *m[32];
    bool qualified[32];
    int n;
} Family;

static void family_walk(Family *f, Class *k, Sym name, Sym desc, bool qualified)
{
    if (k->access & ACC_INTERFACE) {
        Method *m = iface_candidate(k, name, desc);
        if (m) {
            int i = 0;
            while (i < f->n && f->m[i] != m)
                i++;
            if (i == f->n && f->n < (int)ARRAY_LEN(f->m)) {
                f->m[f->n] = m;
                f->qualified[f->n++] = qualified;
            } else if (i < f->n && !qualified) {
                f->qualified[i] = false;
            }
            qualified = false;
        }
    } else if (k->super) {
        family_walk(f, k->super, name, desc, qualified);
    }
    for (uint16_t i = 0; i < k->n_interfaces; i++)
        family_walk(f, k->interfaces[i], name, desc, qualified);
}

/* The one maximally-specific default method, or NULL; *n_defaults says how many. */
static Method *family_default(const Family *f, int *n_defaults)
{
    Method *found = NULL;
    *n_defaults = 0;
    for (int i = 0; i < f->n; i++)
        if (f->qualified[i] && !(f->m[i]->access & ACC_ABSTRACT)) {
            found = f->m[i];
            (*n_defaults)++;
        }
    return *n_defaults == 1 ? found : NULL;
}

/* The method a class selects for interface method im (JVMS 5.4.6), NULL when
 * none or several maximally-specific defaults qualify. */
static Method *select_for(Class *cls, Method *im)
{
    Method *m = chain_impl(cls, im->name, im->desc);
    if (m)
        return m;
    Family f = {.n = 0};
    family_walk(&f, cls, im->name, im->desc, true);
    int n;
    return family_default(&f, &n);
}

static void overpass_throw(Thread *th, Slot *args, Slot *ret)
{
    const char *e = th->top->m->error, *sp = strchr(e, ' ');
    char cls[64];
    snprintf(cls, sizeof cls, "%.*s", (int)(sp - e), e);
    exc_throw(th, cls, "%s", sp + 1);
}

static bool iface_has_defaults(Class *cls)
{
    for (uint32_t i = 0; i < cls->n_all_ifaces; i++)
        if (cls->all_ifaces[i]->cflags & CF_HAS_DEFAULTS)
            return true;
    return false;
}

/* Adds the overpasses (see the top of the file) to a class's methods. Runs
 * before the vtable is built and before anything points into cls->methods. */
static void add_overpasses(Class *cls)
{
    if ((cls->access & ACC_INTERFACE) || !iface_has_defaults(cls))
        return;
    Method *extra = NULL;
    uint16_t n_extra = 0;
    for (uint32_t i = 0; i < cls->n_all_ifaces; i++) {
        Class *ic = cls->all_ifaces[i];
        for (uint16_t k = 0; k < ic->n_methods; k++) {
            Method *im = &ic->methods[k];
            if (!is_virtual(im) || chain_impl(cls, im->name, im->desc))
                continue;
            bool seen = false;
            for (uint16_t j = 0; j < n_extra && !seen; j++)
                seen = extra[j].name == im->name && extra[j].desc == im->desc;
            if (seen)
                continue;
            Family f = {.n = 0};
            family_walk(&f, cls, im->name, im->desc, true);
            int n_defaults;
            if (family_default(&f, &n_defaults))
                continue;
            Buf b = {0};
            if (n_defaults) {
                buf_puts(&b, "java/lang/IncompatibleClassChangeError Conflicting default methods:");
                for (int j = 0; j < f.n; j++)
                    buf_printf(&b, " %s.%s", f.m[j]->cls->name, f.m[j]->name);
            } else {
                bool any = false;
                for (int j = 0; j < f.n; j++)
                    any |= f.qualified[j];
                if (any)
                    buf_printf(&b, "java/lang/AbstractMethodError Method %s.%s%s is abstract", cls->name, im->name,
                               im->desc);
                else
                    buf_puts(&b, "java/lang/AbstractMethodError No qualifying defaults found");
            }
            extra = xrealloc(extra, sizeof(Method) * (n_extra + 1u));
            Method *m = &extra[n_extra++];
            memset(m, 0, sizeof *m);
            m->name = im->name;
            m->desc = im->desc;
            m->access = ACC_PUBLIC | ACC_SYNTHETIC | ACC_BRIDGE | ACC_NATIVE;
            m->arg_slots = im->arg_slots;
            m->max_locals = im->arg_slots;
            m->ret = im->ret;
            m->n_args = im->n_args;
            m->mflags = MF_OVERPASS | MF_NATIVE_BOUND;
            m->native = overpass_throw;
            m->vtable_idx = -1;
            m->itable_idx = -1;
            size_t len = strlen(buf_cstr(&b)) + 1;
            char *e = arena_alloc(&cls->arena, len);
            memcpy(e, buf_cstr(&b), len);
            m->error = e;
            buf_free(&b);
        }
    }
    if (!n_extra)
        return;
    Method *all = arena_alloc(&cls->arena, sizeof(Method) * (cls->n_methods + (size_t)n_extra));
    memcpy(all, cls->methods, sizeof(Method) * cls->n_methods);
    memcpy(all + cls->n_methods, extra, sizeof(Method) * n_extra);
    for (uint16_t i = 0; i < cls->n_methods + n_extra; i++) {
        all[i].cls = cls;
        all[i].slot = i;
    }
    free(extra);
    cls->methods = all;
    cls->n_methods = (uint16_t)(cls->n_methods + n_extra);
}

static bool build_itable(Thread *th, Class *cls)
{
    if (cls->access & ACC_INTERFACE) {
        for (uint16_t i = 0; i < cls->n_methods; i++)
            cls->methods[i].itable_idx = i;
        return true;
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
            if (is_virtual(im)) {
                Method *sm = e->methods[k] = select_for(cls, im);
                if (sm && sm->cls->loader != ic->loader && !lc_check_method(th, LC_ITABLE, cls, ic, sm))
                    return false;
            }
        }
    }
    return true;
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
        /* Intrinsics (natives/java_lang_Math.c): a Java method run as a VM
         * native. Marked native and bound here, so every call site takes the
         * native path; reflection masks ACC_NATIVE again (MF_INTRINSIC). */
        if (!cls->loader && m->code) {
            NativeFn fn = natives_find_intrinsic(m);
            if (fn) {
                m->access |= ACC_NATIVE;
                m->native = fn;
                m->mflags |= MF_INTRINSIC | MF_NATIVE_BOUND;
            }
        }
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
        add_overpasses(cls);
        if (!build_vtable(th, cls))
            return false;
    } else {
        /* Interfaces dispatch Object's methods through Object's vtable. */
        cls->vtable = WK.Object ? WK.Object->vtable : NULL;
        cls->vtable_len = WK.Object ? WK.Object->vtable_len : 0;
    }
    if (!build_itable(th, cls))
        return false;
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
    /* Last: it rewrites the code (analyses of the bytecode read orig_code). */
    interp_fuse_class(cls);
    cls->state = CLS_LINKED;
    return true;
}
