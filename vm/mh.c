/* Method handles and VarHandles.
 *
 * MemberName resolution fills a MemberName the way HotSpot does: flags (access,
 * kind, reference kind), the declaring class, for methods a ResolvedMethodName
 * whose injected vmtarget is the Method*, for fields vmindex = the byte offset.
 *
 * Calls: a VarHandle access mode (vh.compareAndSet(...)) runs the static method
 * of the same name on the VarHandle's concrete class, which takes the handle as
 * its first argument. MethodHandle.invokeBasic runs the handle's LambdaForm entry
 * (form.vmentry), linkTo* run the MemberName passed last, and invoke/invokeExact
 * check the type (adapting with asType for invoke) and then invokeBasic. The
 * argument slots need no conversion between an exact type and its basic type,
 * so the interpreter's slots are passed through unchanged. */
#include "vm/mh.h"

#include "checkpoint/ckpt.h"

#include "vm/loader.h"
#include "vm/interp.h"
#include "vm/reflect.h"
#include "vm/verify.h"

char reflect_wrapper_type(Object *o);

enum {
    MN_IS_METHOD = 0x00010000,
    MN_IS_CONSTRUCTOR = 0x00020000,
    MN_IS_FIELD = 0x00040000,
    MN_CALLER_SENSITIVE = 0x00100000,
    MN_TRUSTED_FINAL = 0x00200000,
    MN_REF_SHIFT = 24,
};

static struct {
    bool ready;
    uint32_t clazz, name, type, flags, method, vmindex;
    uint32_t rmn_vmtarget, rmn_vmholder;
    uint32_t mh_form, mh_type, lf_vmentry;
    Class *rmn_cls, *lambda_form;
} off;

static void offsets(void)
{
    if (off.ready)
        return;
    Class *mn = WK.MemberName;
    off.clazz = field_offset(mn, "clazz", "Ljava/lang/Class;");
    off.name = field_offset(mn, "name", "Ljava/lang/String;");
    off.type = field_offset(mn, "type", "Ljava/lang/Object;");
    off.flags = field_offset(mn, "flags", "I");
    off.method = field_offset(mn, "method", "Ljava/lang/invoke/ResolvedMethodName;");
    off.vmindex = link_injected_field(mn, "vmindex")->offset;
    off.rmn_cls = WK.ResolvedMethodName;
    off.rmn_vmtarget = link_injected_field(off.rmn_cls, "vmtarget")->offset;
    off.rmn_vmholder = link_injected_field(off.rmn_cls, "vmholder")->offset;
    off.mh_form = field_offset(WK.MethodHandle, "form", "Ljava/lang/invoke/LambdaForm;");
    off.mh_type = field_offset(WK.MethodHandle, "type", "Ljava/lang/invoke/MethodType;");
    off.lambda_form = loader_load(thread_current(), NULL, sym_c("java/lang/invoke/LambdaForm"));
    if (!off.lambda_form)
        vm_panic("java.lang.invoke.LambdaForm is missing");
    off.lf_vmentry = field_offset(off.lambda_form, "vmentry", "Ljava/lang/invoke/MemberName;");
    off.ready = true;
}

Method *mh_member_method(Object *mn)
{
    offsets();
    Object *rmn = FIELD_AT(mn, Object *, off.method);
    return rmn ? (Method *)(intptr_t)FIELD_AT(rmn, int64_t, off.rmn_vmtarget) : NULL;
}

static Field *member_field(Object *mn)
{
    offsets();
    Class *c = mirror_class(FIELD_AT(mn, Object *, off.clazz));
    int64_t offset = FIELD_AT(mn, int64_t, off.vmindex);
    int32_t flags = FIELD_AT(mn, int32_t, off.flags);
    if (!c || !(flags & MN_IS_FIELD))
        return NULL;
    for (Class *k = c; k; k = k->super)
        for (uint16_t i = 0; i < k->n_fields; i++)
            if (k->fields[i].offset == (uint32_t)offset &&
                !!(k->fields[i].access & ACC_STATIC) == !!(flags & ACC_STATIC))
                return &k->fields[i];
    return NULL;
}

static bool set_method(Thread *th, Object *mn, Method *m, int ref_kind)
{
    Object *rmn = obj_new(th, off.rmn_cls);
    if (!rmn)
        return false;
    FIELD_AT(rmn, int64_t, off.rmn_vmtarget) = (int64_t)(intptr_t)m;
    FIELD_AT(rmn, Object *, off.rmn_vmholder) = m->cls->mirror;
    /* An overpass or an intrinsic is native only inside the VM (link.c): HotSpot's is bytecode. */
    uint16_t access = (m->mflags & (MF_OVERPASS | MF_INTRINSIC)) ? (uint16_t)(m->access & ~ACC_NATIVE) : m->access;
    int32_t flags = (access & 0xffff) | (m->name == S.init ? MN_IS_CONSTRUCTOR : MN_IS_METHOD) |
                    ref_kind << MN_REF_SHIFT;
    if (m->mflags & MF_CALLER_SENSITIVE)
        flags |= MN_CALLER_SENSITIVE;
    obj_set_ref(mn, off.method, rmn);
    obj_set_int(mn, off.flags, flags);
    obj_set_ref(mn, off.clazz, m->cls->mirror);
    obj_set_long(mn, off.vmindex, m->vtable_idx >= 0 ? m->vtable_idx : -1);
    return true;
}

static void set_field(Object *mn, Field *f, int ref_kind)
{
    /* As HotSpot's init_field_MemberName: the kind follows the field (a
     * getter or setter of a static or instance field), not the request. */
    bool is_static = f->access & ACC_STATIC;
    bool setter = ref_kind == REF_putField || ref_kind == REF_putStatic;
    ref_kind = (is_static ? REF_getStatic : REF_getField) + (setter ? REF_putField - REF_getField : 0);
    int32_t flags = (f->access & 0xffff) | MN_IS_FIELD | ref_kind << MN_REF_SHIFT;
    if ((f->access & ACC_FINAL) && (is_static || (f->cls->cflags & (CF_HIDDEN | CF_RECORD))))
        flags |= MN_TRUSTED_FINAL;
    obj_set_int(mn, off.flags, flags);
    obj_set_ref(mn, off.clazz, f->cls->mirror);
    obj_set_long(mn, off.vmindex, f->offset);
}

/* Whether a call of instance method m needs no dispatch (HotSpot's
 * Method::can_be_statically_bound): private, or final, or of a final class
 * (an interface's methods are never final; a default method is not). */
static bool statically_bound(const Method *m)
{
    if (m->access & ACC_PRIVATE)
        return true;
    return !(m->cls->access & ACC_INTERFACE) && ((m->access & ACC_FINAL) || (m->cls->access & ACC_FINAL));
}

/* The reference kind a resolved MemberName of m has: HotSpot's
 * init_method_MemberName gives invokeSpecial to every direct call (a
 * constructor, a private, final or final-class method), and it shows in
 * the text of an IllegalAccessException ("String.isLatin1()boolean/
 * invokeSpecial"). The JDK's code asks for the kind it needs (findVirtual
 * passes invokeVirtual on, unreflect turns invokeSpecial back). */
static int method_ref_kind(Method *m)
{
    return m->name == S.init ? REF_invokeSpecial
         : (m->access & ACC_STATIC) ? REF_invokeStatic
         : statically_bound(m) ? REF_invokeSpecial
         : (m->cls->access & ACC_INTERFACE) ? REF_invokeInterface : REF_invokeVirtual;
}

void mh_member_init(Thread *th, Object *mn, Object *ref)
{
    offsets();
    if (!mn || !ref) {
        exc_npe(th, NULL);
        return;
    }
    if (ref->cls == WK.reflect_Field) {
        Field *f = reflect_field_of(ref);
        if (f)
            set_field(mn, f, (f->access & ACC_STATIC) ? REF_getStatic : REF_getField);
        return;
    }
    Method *m = reflect_method_of(ref);
    if (!m) {
        exc_throw(th, "java/lang/InternalError", "MemberName.init: unknown reference");
        return;
    }
    set_method(th, mn, m, method_ref_kind(m));
}

bool mh_member_init_method(Thread *th, Object *mn, Method *m)
{
    offsets();
    /* A MemberName being refilled must not keep the name and type expanded
     * from the method it stood for before. */
    obj_set_ref(mn, off.name, NULL);
    obj_set_ref(mn, off.type, NULL);
    return set_method(th, mn, m, method_ref_kind(m));
}

void mh_member_expand(Thread *th, Object *mn)
{
    offsets();
    Method *m = mh_member_method(mn);
    if (m) {
        if (!FIELD_AT(mn, Object *, off.name)) {
            Object *s = str_intern_utf8(th, m->name);
            if (!s)
                return;
            obj_set_ref(mn, off.name, s);
        }
        if (!FIELD_AT(mn, Object *, off.type)) {
            Object *s = str_intern_utf8(th, m->desc);
            if (!s)
                return;
            obj_set_ref(mn, off.type, s);
        }
        return;
    }
    Field *f = member_field(mn);
    if (f) {
        if (!FIELD_AT(mn, Object *, off.name)) {
            Object *s = str_intern_utf8(th, f->name);
            if (!s)
                return;
            obj_set_ref(mn, off.name, s);
        }
        if (!FIELD_AT(mn, Object *, off.type)) {
            Class *t = loader_class_of_desc(th, f->cls->loader, f->desc, sym_len(f->desc));
            if (!t)
                return;
            obj_set_ref(mn, off.type, t->mirror);
        }
    }
}

/* The descriptor of a MemberName's type: MethodType, Class, String, or Object[]. */
static Sym type_descriptor(Thread *th, Object *type, bool is_field)
{
    if (!type)
        return NULL;
    if (type->cls == WK.String)
        return str_to_sym(type, false);
    if (type->cls == WK.Class) {
        Class *c = mirror_class(type);
        if (c->kind == CK_PRIMITIVE) {
            char d[2] = {(char)c->elem_type, 0};
            return sym_c(d);
        }
        if (c->kind == CK_ARRAY)
            return c->name;
        Buf b = {0};
        buf_printf(&b, "L%s;", c->name);
        Sym s = sym_c(buf_cstr(&b));
        buf_free(&b);
        return s;
    }
    if (type->cls == WK.MethodType && !is_field) {
        Slot r;
        if (!interp_call_named(th, WK.MethodType, "toMethodDescriptorString", "()Ljava/lang/String;",
                               (Slot[]){{.a = type}}, &r))
            return NULL;
        return str_to_sym(r.a, false);
    }
    if (type->cls->kind == CK_ARRAY && !is_field) {
        /* {return type, parameter types[]} */
        Object *rt = ARR_AT(type, Object *, 0), *pts = ARR_AT(type, Object *, 1);
        Buf b = {0};
        buf_putc(&b, '(');
        for (int32_t i = 0; pts && i < arr_len(pts); i++) {
            Sym d = type_descriptor(th, ARR_AT(pts, Object *, i), true);
            if (!d) {
                buf_free(&b);
                return NULL;
            }
            buf_puts(&b, d);
        }
        buf_putc(&b, ')');
        Sym d = type_descriptor(th, rt, true);
        if (!d) {
            buf_free(&b);
            return NULL;
        }
        buf_puts(&b, d);
        Sym s = sym_c(buf_cstr(&b));
        buf_free(&b);
        return s;
    }
    return NULL;
}

/* Signature-polymorphic methods resolve only when MethodHandle or VarHandle
 * itself is the class named (JVMS 5.4.3.3), not a subclass. */
static Method *find_sigpoly(Class *c, Sym name)
{
    if (c->loader || (c->name != S.java_lang_invoke_MethodHandle && c->name != S.java_lang_invoke_VarHandle))
        return NULL;
    for (uint16_t i = 0; i < c->n_methods; i++)
        if (c->methods[i].name == name && (c->methods[i].mflags & MF_SIGPOLY))
            return &c->methods[i];
    return NULL;
}

Object *mh_member_resolve(Thread *th, Object *mn, Object *caller, int lookup_mode, bool speculative)
{
    (void)lookup_mode;
    offsets();
    if (!mn) {
        exc_npe(th, NULL);
        return NULL;
    }
    Class *c = mirror_class(FIELD_AT(mn, Object *, off.clazz));
    Object *jname = FIELD_AT(mn, Object *, off.name);
    int32_t flags = FIELD_AT(mn, int32_t, off.flags);
    int kind = (flags >> MN_REF_SHIFT) & 0xf;
    if (!c || !jname) {
        exc_throw(th, "java/lang/IllegalArgumentException", "MemberName has no class or name");
        return NULL;
    }
    if (FIELD_AT(mn, Object *, off.method) || (flags & MN_IS_FIELD && FIELD_AT(mn, int64_t, off.vmindex)))
        return mn;
    /* HotSpot's resolve_MemberName links the class first: a class that fails
     * verification fails the lookup (findStatic, findGetter, a method
     * reference's call site), not the handle's first call. */
    if (c->kind == CK_INSTANCE && !verify_class(th, c))
        return NULL;
    Sym name = str_to_sym(jname, false);
    bool is_field = flags & MN_IS_FIELD;
    Sym desc = type_descriptor(th, FIELD_AT(mn, Object *, off.type), is_field);
    if (th->exc)
        return NULL;
    if (!desc) {
        exc_throw(th, "java/lang/InternalError", "MemberName type");
        return NULL;
    }
    if (is_field) {
        Field *f = class_find_field(c, name, desc);
        if (!f) {
            if (speculative)
                return NULL;
            exc_throw(th, "java/lang/NoSuchFieldError", "%s", name);
            return NULL;
        }
        set_field(mn, f, kind);
        return mn;
    }
    Method *m = NULL;
    if (flags & MN_IS_CONSTRUCTOR) {
        m = cf_find_method(c, S.init, desc);
    } else {
        m = find_sigpoly(c, name);
        if (!m)
            m = class_find_method(c, name, desc);
        if (!m)
            m = class_find_interface_method(c, name, desc);
        if (!m && (c->access & ACC_INTERFACE))
            m = cf_find_method(WK.Object, name, desc);
    }
    if (!m) {
        if (speculative)
            return NULL;
        char *cn = class_java_name(c);
        Buf b = {0};
        desc_put_method_external(&b, NULL, cn, name, desc);
        exc_throw(th, "java/lang/NoSuchMethodError", "%s", buf_cstr(&b));
        buf_free(&b);
        free(cn);
        return NULL;
    }
    /* As HotSpot's LinkResolver, a method is resolved with access checked
     * against the caller (Object for publicLookup(); none for a trusted
     * lookup): a private, protected or package member the caller cannot
     * reach does not resolve, and the lookup reports "no such method" as
     * an IllegalAccessException. Fields are resolved without the check. */
    Class *from = caller ? mirror_class(caller) : NULL;
    if (from && !resolve_can_access_member(from, m->cls, m->access, c)) {
        if (speculative)
            return NULL;
        resolve_illegal_access(th, from, m->cls, m->access, "method", m->name, m->desc);
        return NULL;
    }
    /* A static method for a non-static reference kind, or the reverse, does
     * not resolve (the lookup then reports "no such method"). */
    if (!!(m->access & ACC_STATIC) != (kind == REF_invokeStatic) && m->name != S.init && !(m->mflags & MF_SIGPOLY)) {
        if (speculative)
            return NULL;
        /* LinkResolver's words: the method as 'void p.C.m(int)', of the
         * referenced class for an interface call, else of its holder. */
        bool iface = kind == REF_invokeInterface && (m->access & ACC_STATIC);
        char *cn = class_java_name(iface ? c : m->cls);
        Buf b = {0};
        desc_put_method_external(&b, NULL, cn, m->name, m->desc);
        exc_throw(th, "java/lang/IncompatibleClassChangeError", "%s method %s",
                  iface ? "Expected instance not static" : (m->access & ACC_STATIC) ? "Expecting non-static" : "Expected static",
                  buf_cstr(&b));
        buf_free(&b);
        free(cn);
        return NULL;
    }
    if (m->access & ACC_STATIC)
        kind = REF_invokeStatic;
    else if (m->name == S.init || ((kind == REF_invokeVirtual || kind == REF_invokeInterface) && statically_bound(m)))
        kind = REF_invokeSpecial; /* a direct call, as method_ref_kind */
    else if (kind == REF_invokeInterface && !(m->cls->access & ACC_INTERFACE))
        kind = REF_invokeVirtual;
    if (!set_method(th, mn, m, kind))
        return NULL;
    return mn;
}

int64_t mh_member_field_offset(Thread *th, Object *mn)
{
    offsets();
    if (!mn || !(FIELD_AT(mn, int32_t, off.flags) & MN_IS_FIELD)) {
        exc_throw(th, "java/lang/InternalError", "not a field MemberName");
        return 0;
    }
    return FIELD_AT(mn, int64_t, off.vmindex);
}

Object *mh_member_static_base(Thread *th, Object *mn)
{
    offsets();
    if (!mn) {
        exc_npe(th, NULL);
        return NULL;
    }
    return FIELD_AT(mn, Object *, off.clazz);
}

Object *mh_member_vm_info(Thread *th, Object *mn)
{
    offsets();
    Object *arr = arr_new_ref(th, WK.Object, 2);
    if (!arr)
        return NULL;
    Object *idx = reflect_box(th, 'J', (Slot){.j = FIELD_AT(mn, int64_t, off.vmindex)});
    if (!idx)
        return NULL;
    ARR_AT(arr, Object *, 0) = idx;
    ARR_AT(arr, Object *, 1) = (FIELD_AT(mn, int32_t, off.flags) & MN_IS_FIELD) ? FIELD_AT(mn, Object *, off.clazz) : mn;
    return arr;
}

/* ---- Signature-polymorphic calls ------------------------------------------ */

/* Copy call-site slots to a target method's slots, converting primitives and
 * checking references where the types differ. Only the conversions that
 * asType would do implicitly between compatible exact types are needed here:
 * widening and the int-sized family share a slot. */
static const char *wrapper_name(char p)
{
    switch (p) {
    case 'Z': return "java/lang/Boolean";
    case 'B': return "java/lang/Byte";
    case 'C': return "java/lang/Character";
    case 'S': return "java/lang/Short";
    case 'I': return "java/lang/Integer";
    case 'J': return "java/lang/Long";
    case 'F': return "java/lang/Float";
    default: return "java/lang/Double";
    }
}

/* Primitive widening (or identity), as MethodType conversions allow. */
static bool widens(char from, char to)
{
    if (from == to)
        return true;
    static const char *w[] = {"Z", "BSIJFD", "CIJFD", "SIJFD", "IJFD", "JFD", "FD", "D"};
    static const char order[] = "ZBCSIJFD";
    const char *k = strchr(order, from);
    return k && strchr(w[k - order], to);
}

/* Whether asType could convert a value of descriptor a to descriptor b
 * (MethodType.canConvert): unboxing needs a wrapper or a supertype of one. */
static bool can_convert(const char *a, const char *b)
{
    bool aref = a[0] == 'L' || a[0] == '[', bref = b[0] == 'L' || b[0] == '[';
    if (aref && bref)
        return true;
    if (!aref && !bref)
        return widens(a[0], b[0]);
    static const char *supers[] = {"Ljava/lang/Object;", "Ljava/lang/Number;", "Ljava/io/Serializable;",
                                   "Ljava/lang/Comparable;", "Ljava/lang/constant/Constable;",
                                   "Ljava/lang/constant/ConstantDesc;"};
    const char *ref = aref ? a : b, *prim = aref ? b : a;
    char buf[64];
    snprintf(buf, sizeof buf, "L%s;", wrapper_name(prim[0]));
    for (size_t i = 0; i < ARRAY_LEN(supers); i++)
        if (!strncmp(ref, supers[i], strlen(supers[i])))
            return !(supers[i] == supers[1] && (prim[0] == 'Z' || prim[0] == 'C'));
    if (aref) { /* unbox a wrapper, then widen */
        for (const char *p = "ZBCSIJFD"; *p; p++) {
            char wb[64];
            snprintf(wb, sizeof wb, "L%s;", wrapper_name(*p));
            if (!strncmp(ref, wb, strlen(wb)))
                return widens(*p, prim[0]);
        }
        return false;
    }
    return !strncmp(ref, buf, strlen(buf)); /* box to exactly its wrapper */
}

/* Reference to primitive as asType converts it (MethodHandleImpl.valueConversion):
 * ValueConversions.unboxExact when the static type src (a descriptor; NULL is
 * Object) is exactly the wrapper of to, else unboxWiden. A wrapper that widens
 * to `to` unboxes here; every other value (null, another wrapper, a
 * non-wrapper) goes through the JDK's own method, which throws the
 * NullPointerException or ClassCastException that HotSpot does. */
static bool unbox_as_type(Thread *th, const char *src, Object *o, char to, Slot *out)
{
    char w = o ? reflect_wrapper_type(o) : 0;
    if (w && widens(w, to))
        return reflect_unbox(th, o, to, out);
    static const char *const names[] = {"Boolean", "Byte", "Character", "Short", "Integer", "Long", "Float", "Double"};
    const char *k = strchr("ZBCSIJFD", to);
    if (!to || !k)
        return exc_throw(th, "java/lang/InternalError", "unbox to %c", to);
    const char *wn = names[k - "ZBCSIJFD"];
    char exact[64], name[32], desc[64];
    snprintf(exact, sizeof exact, "Ljava/lang/%s;", wn);
    bool is_exact = src && strncmp(src, exact, strlen(exact)) == 0;
    snprintf(name, sizeof name, "unbox%s", wn);
    snprintf(desc, sizeof desc, "(%s)%c", is_exact ? exact : "Ljava/lang/Object;Z", to);
    Class *vc = loader_load(th, NULL, sym_c("sun/invoke/util/ValueConversions"));
    if (!vc || !class_ready(th, vc))
        return false;
    return interp_call_named(th, vc, name, desc, (Slot[]){{.a = o}, {.i = 0}}, out);
}

static bool adapt_args(Thread *th, Sym from_desc, Method *to, Slot *in, Slot *out, int lead)
{
    const char *p = from_desc + 1, *q = to->desc + 1;
    int ki = lead, ko = lead;
    for (int i = 0; i < lead; i++)
        out[i] = in[i];
    while (*p != ')' && *q != ')') {
        size_t lp = desc_type_len(p), lq = desc_type_len(q);
        char a = *p, b = *q;
        Slot v = in[ki];
        ki += (a == 'J' || a == 'D') ? 2 : 1;
        bool aref = a == 'L' || a == '[', bref = b == 'L' || b == '[';
        if (aref && !bref) {
            if (!unbox_as_type(th, p, v.a, b, &v))
                return false;
        } else if (!aref && bref) {
            v.a = reflect_box(th, a, v);
            if (!v.a)
                return false;
        } else if (!aref && a != b) {
            /* primitive widening */
            int64_t iv = (a == 'J') ? v.j : v.i;
            double dv = a == 'F' ? v.f : a == 'D' ? v.d : (double)iv;
            bool fp = a == 'F' || a == 'D';
            if (b == 'J')
                v.j = fp ? (int64_t)dv : iv;
            else if (b == 'F')
                v.f = fp ? (float)dv : (float)iv;
            else if (b == 'D')
                v.d = dv;
            else
                v.i = (int32_t)iv;
        }
        out[ko] = v;
        ko += (b == 'J' || b == 'D') ? 2 : 1;
        p += lp;
        q += lq;
    }
    if (*p != ')' || *q != ')')
        return exc_throw(th, "java/lang/invoke/WrongMethodTypeException", "cannot convert %s to %s%s", from_desc,
                         to->name, to->desc);
    return true;
}

/* Convert a return value of type rt_from to the call site's rt_to; a
 * reference unboxes as from static type src (a descriptor, NULL for Object). */
static bool adapt_ret(Thread *th, char from, const char *src, char to, Slot *r)
{
    if (to == 'V' || from == to)
        return true;
    bool fref = from == 'L' || from == '[', tref = to == 'L' || to == '[';
    if (fref && tref)
        return true;
    if (from == 'V') {
        r->j = 0;
        return true;
    }
    if (!fref && tref) {
        Object *o = reflect_box(th, from, *r);
        if (!o)
            return false;
        r->a = o;
        return true;
    }
    if (fref && !tref)
        return unbox_as_type(th, src, r->a, to, r);
    int64_t iv = from == 'J' ? r->j : r->i;
    double dv = from == 'F' ? r->f : from == 'D' ? r->d : (double)iv;
    bool fp = from == 'F' || from == 'D';
    if (to == 'J')
        r->j = fp ? (int64_t)dv : iv;
    else if (to == 'F')
        r->f = fp ? (float)dv : (float)iv;
    else if (to == 'D')
        r->d = dv;
    else
        r->i = (int32_t)iv;
    return true;
}

/* Descriptors derived from a call's: (MethodHandle or VarHandle + its parameters), its
 * parameters without the last (linkTo*'s MemberName), without the first (the
 * receiver). Each call made and interned them again (a third of an
 * invokeExact's time); symbols live for ever, so a direct-mapped memo of
 * the pure function needs no undoing. */
enum { DERIVE_WITH_MH, DERIVE_WITH_VH, DERIVE_DROP_LAST, DERIVE_DROP_FIRST };

static Sym derive_desc_now(Sym desc, int how)
{
    Buf b = {0};
    if (how == DERIVE_WITH_MH || how == DERIVE_WITH_VH) {
        buf_printf(&b, "(Ljava/lang/invoke/%s;%s", how == DERIVE_WITH_MH ? "MethodHandle" : "VarHandle", desc + 1);
    } else if (how == DERIVE_DROP_LAST) {
        const char *close = desc_ret(desc) - 1;
        const char *last = desc + 1, *p = desc + 1;
        while (p < close) {
            last = p;
            p += desc_type_len(p);
        }
        buf_put(&b, desc, (size_t)(last - desc));
        buf_puts(&b, close);
    } else {
        const char *q = desc + 1;
        buf_putc(&b, '(');
        buf_puts(&b, q + desc_type_len(q));
    }
    Sym s = sym_c(buf_cstr(&b));
    buf_free(&b);
    return s;
}

static Sym derive_desc(Sym desc, int how)
{
    static struct { Sym from, to; } memo[4][256];
    size_t h = ((uintptr_t)desc >> 3) & 255;
    if (memo[how][h].from != desc) {
        memo[how][h].to = derive_desc_now(desc, how);
        memo[how][h].from = desc;
    }
    return memo[how][h].to;
}

/* VarHandle access modes: the static method of the same name on the handle's class. */
typedef struct VhCache {
    Class *cls;
    Sym name;
    Method *m;
} VhCache;
static VhCache vh_cache[256];

static Method *vh_target(Class *c, Sym name)
{
    size_t h = (((uintptr_t)c >> 4) ^ ((uintptr_t)name >> 3)) & 255;
    if (vh_cache[h].cls == c && vh_cache[h].name == name)
        return vh_cache[h].m;
    Method *found = NULL;
    for (Class *k = c; k && !found; k = k->super)
        for (uint16_t i = 0; i < k->n_methods; i++) {
            Method *m = &k->methods[i];
            if (m->name == name && (m->access & ACC_STATIC) && m->n_args >= 1 &&
                strncmp(m->desc, "(Ljava/lang/invoke/VarHandle;", 29) == 0) {
                found = m;
                break;
            }
        }
    vh_cache[h] = (VhCache){c, name, found};
    return found;
}

static bool call_with_ret(Thread *th, Method *target, Sym desc, Slot *args, int lead, Slot *ret, bool virtual,
                          const char *ret_src)
{
    CallArgs ca;
    Slot *buf = interp_args_init(&ca, (size_t)target->arg_slots + 2);
    bool ok = adapt_args(th, desc, target, args, buf, lead);
    if (ok) {
        if ((target->access & ACC_STATIC) && !class_ready(th, target->cls))
            ok = false;
        else
            ok = interp_call_covered(th, target, buf, ret, virtual);
    }
    interp_args_free(&ca);
    if (!ok)
        return false;
    return adapt_ret(th, (char)target->ret, ret_src, desc_ret_char(desc) == '[' ? 'L' : desc_ret_char(desc), ret);
}

static bool call_with(Thread *th, Method *target, Sym desc, Slot *args, int lead, Slot *ret, bool virtual)
{
    return call_with_ret(th, target, desc, args, lead, ret, virtual, NULL);
}

static int32_t enum_ordinal(Object *e);

/* The VarHandle.AccessMode of access-mode method m (a VarHandle method). The
 * first call for m asks AccessMode.valueFromMethodName; its ordinal is kept
 * per method (VarHandle's methods are the boot loader's and live as long as
 * the VM; an ordinal, not the object, so that nothing outlives a checkpoint
 * return), and later calls read AccessMode.$VALUES. */
static Object *varhandle_access_mode(Thread *th, Method *m)
{
    static Sym am_name;
    static uint32_t values_off;
    static struct {
        const Method *m;
        int32_t ordinal;
    } cache[64];
    if (!am_name)
        am_name = sym_c("java/lang/invoke/VarHandle$AccessMode");
    Class *am = loader_load(th, NULL, am_name);
    if (!am || !class_ready(th, am))
        return NULL;
    size_t h = ((uintptr_t)m >> 4) & (ARRAY_LEN(cache) - 1);
    if (cache[h].m == m) {
        if (!values_off)
            values_off = field_offset(am, "$VALUES", "[Ljava/lang/invoke/VarHandle$AccessMode;");
        Object *values = FIELD_AT(am->mirror, Object *, values_off);
        if (values && cache[h].ordinal < arr_len(values))
            return ARR_AT(values, Object *, cache[h].ordinal);
    }
    Object *mname = str_intern_utf8(th, m->name);
    Slot mode;
    if (!mname ||
        !interp_call_named(th, am, "valueFromMethodName", "(Ljava/lang/String;)Ljava/lang/invoke/VarHandle$AccessMode;",
                           (Slot[]){{.a = mname}}, &mode))
        return NULL;
    cache[h].m = m;
    cache[h].ordinal = enum_ordinal(mode.a);
    return mode.a;
}

static int32_t enum_ordinal(Object *e)
{
    static uint32_t ordinal_off;
    if (!ordinal_off)
        ordinal_off = field_offset(loader_find(NULL, sym_c("java/lang/Enum")), "ordinal", "I");
    return FIELD_AT(e, int32_t, ordinal_off);
}

/* The MethodType of access mode m on vh: VarHandle.accessModeType. */
static Object *varhandle_mode_type(Thread *th, Object *vh, Method *m)
{
    Object *mode = varhandle_access_mode(th, m);
    Slot mt;
    if (!mode ||
        !interp_call_named(th, vh->cls, "accessModeType",
                           "(Ljava/lang/invoke/VarHandle$AccessMode;)Ljava/lang/invoke/MethodType;",
                           (Slot[]){{.a = vh}, {.a = mode}}, &mt))
        return NULL;
    return mt.a;
}

/* Whether class c is the type descriptor d (len bytes) names in every loader:
 * a primitive, or a java.* class or array of the boot loader, which no other
 * loader may define. */
static bool desc_names_class(const Class *c, const char *d, size_t len)
{
    if (len == 1) {
        int i = prim_index(d[0]);
        return i >= 0 && c == WK.prim[i];
    }
    const char *elem = d;
    while (*elem == '[')
        elem++;
    if (*elem == 'L' && (c->loader || strncmp(elem, "Ljava/", 6) != 0))
        return false;
    if (d[0] == '[')
        return strlen(c->name) == len && memcmp(c->name, d, len) == 0;
    return strlen(c->name) == len - 2 && memcmp(c->name, d + 1, len - 2) == 0;
}

/* Whether vh's cached type for access type at_ordinal (VarHandle.accessModeType,
 * typesAndInvokers.methodType_table) is desc: the exact-behaviour check without
 * a call into Java. False when it is not cached yet, or its types are not
 * known to resolve alike from every loader; the caller then asks Java. */
static bool mode_type_is(Object *vh, int32_t at_ordinal, Sym desc)
{
    static uint32_t tis_off, table_off, rtype_off, ptypes_off;
    if (!tis_off) {
        tis_off = field_offset(WK.VarHandle, "typesAndInvokers", "Ljava/lang/invoke/VarHandle$TypesAndInvokers;");
        rtype_off = field_offset(WK.MethodType, "rtype", "Ljava/lang/Class;");
        ptypes_off = field_offset(WK.MethodType, "ptypes", "[Ljava/lang/Class;");
    }
    Object *tis = FIELD_AT(vh, Object *, tis_off);
    if (!tis)
        return false;
    if (!table_off)
        table_off = field_offset(tis->cls, "methodType_table", "[Ljava/lang/invoke/MethodType;");
    Object *table = FIELD_AT(tis, Object *, table_off);
    if (!table || at_ordinal < 0 || at_ordinal >= arr_len(table))
        return false;
    Object *mt = ARR_AT(table, Object *, at_ordinal);
    if (!mt)
        return false;
    Object *ptypes = FIELD_AT(mt, Object *, ptypes_off);
    const char *p = desc + 1;
    for (int32_t i = 0; i < arr_len(ptypes); i++) {
        if (*p == ')')
            return false;
        size_t len = desc_type_len(p);
        if (!desc_names_class(mirror_class(ARR_AT(ptypes, Object *, i)), p, len))
            return false;
        p += len;
    }
    if (*p != ')')
        return false;
    p++;
    return desc_names_class(mirror_class(FIELD_AT(mt, Object *, rtype_off)), p, strlen(p));
}

/* A VarHandle with invoke-exact behaviour (withInvokeExactBehavior) accepts
 * only a call site whose type (desc, without the handle) is the access mode's
 * type. When the handle's cached type for the mode is desc, that is all;
 * otherwise the check is the JDK's own, VarHandle.checkExactAccessMode on the
 * call site's AccessDescriptor, so the WrongMethodTypeException, its message
 * and its frames are HotSpot's. */
static bool varhandle_exact_ok(Thread *th, Class *caller, Object *vh, Method *m, Sym desc)
{
    static uint32_t exact_off, at_off;
    if (!exact_off)
        exact_off = field_offset(WK.VarHandle, "exact", "Z");
    if (!FIELD_AT(vh, int8_t, exact_off))
        return true;
    Object *mode = varhandle_access_mode(th, m);
    if (!mode)
        return false;
    if (!at_off)
        at_off = field_offset(mode->cls, "at", "Ljava/lang/invoke/VarHandle$AccessType;");
    if (mode_type_is(vh, enum_ordinal(FIELD_AT(mode, Object *, at_off)), desc))
        return true;
    Object *sym = resolve_method_type(th, caller, desc);
    Class *adc = sym ? loader_load(th, NULL, sym_c("java/lang/invoke/VarHandle$AccessDescriptor")) : NULL;
    if (!adc || !class_ready(th, adc))
        return false;
    Object *ad = obj_new(th, adc);
    return ad &&
           interp_call_named(th, adc, "<init>", "(Ljava/lang/invoke/MethodType;II)V",
                             (Slot[]){{.a = ad}, {.a = sym}, {.i = enum_ordinal(FIELD_AT(mode, Object *, at_off))},
                                      {.i = enum_ordinal(mode)}},
                             NULL) &&
           interp_call_named(th, vh->cls, "checkExactAccessMode", "(Ljava/lang/invoke/VarHandle$AccessDescriptor;)V",
                             (Slot[]){{.a = vh}, {.a = ad}}, NULL);
}

/* Whether the static method's arguments and result convert to and from the
 * call site's (full, the handle first) by the conversions adapt_args and
 * adapt_ret make. When they do not, *adapted is what HotSpot's guard runs:
 * the access mode's method handle (VarHandle.getMethodHandle) through
 * asType to the call site's type, which throws asType's
 * WrongMethodTypeException "cannot convert MethodHandle(...) to ..." when
 * no conversion exists. */
static bool varhandle_types_ok(Thread *th, Class *caller, Object *vh, Method *m, Sym full, Method *target,
                               Object **adapted)
{
    /* Pairs found convertible, by their symbols (which live as long as the VM). */
    static struct {
        Sym full, target;
    } convertible[256];
    size_t h = (((uintptr_t)full >> 3) ^ ((uintptr_t)target->desc >> 7)) & (ARRAY_LEN(convertible) - 1);
    *adapted = NULL;
    if (convertible[h].full == full && convertible[h].target == target->desc)
        return true;
    const char *p = full + 1, *q = target->desc + 1;
    bool ok = true;
    int i = 0;
    while (*p != ')' && *q != ')') {
        size_t lp = desc_type_len(p), lq = desc_type_len(q);
        char pa[512], pb[512];
        snprintf(pa, sizeof pa, "%.*s", (int)lp, p);
        snprintf(pb, sizeof pb, "%.*s", (int)lq, q);
        /* Slot 1 of the static method is the erased receiver or array: checked by the method itself. */
        if (i >= 2 || (i == 1 && pb[0] != 'L'))
            ok = ok && can_convert(pa, pb);
        p += lp;
        q += lq;
        i++;
    }
    ok = ok && *p == ')' && *q == ')';
    const char *rc = desc_ret(full), *rt = desc_ret(target->desc);
    if (ok && rc[0] != 'V')
        ok = rt[0] != 'V' && can_convert(rt, rc);
    if (ok) {
        convertible[h].full = full;
        convertible[h].target = target->desc;
        return true;
    }
    Object *mode = varhandle_access_mode(th, m);
    Object *want = mode ? resolve_method_type(th, caller, full) : NULL;
    Slot mh, r;
    if (!want ||
        !interp_call_named(th, vh->cls, "getMethodHandle", "(I)Ljava/lang/invoke/MethodHandle;",
                           (Slot[]){{.a = vh}, {.i = enum_ordinal(mode)}}, &mh) ||
        !interp_call_named(th, WK.MethodHandle, "asType",
                           "(Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;",
                           (Slot[]){{.a = mh.a}, {.a = want}}, &r))
        return false;
    *adapted = r.a;
    return true;
}

static bool invoke_basic(Thread *th, Object *mh, Sym desc, Slot *args, Slot *ret);

static bool varhandle_call(Thread *th, Class *caller, Method *m, Sym desc, Slot *args, Slot *ret)
{
    Object *vh = args[0].a;
    if (!vh)
        return exc_npe(th, NULL);
    if (!varhandle_exact_ok(th, caller, vh, m, desc))
        return false;
    Method *target = vh_target(vh->cls, m->name);
    if (!target) {
        /* An access mode the handle does not support: VarForm.getMemberName
         * throws the JDK's UnsupportedOperationException. */
        static uint32_t vform_off;
        if (!vform_off)
            vform_off = field_offset(WK.VarHandle, "vform", "Ljava/lang/invoke/VarForm;");
        Object *mode = varhandle_access_mode(th, m);
        Object *vform = FIELD_AT(vh, Object *, vform_off);
        Slot r;
        if (!mode || !vform ||
            !interp_call_named(th, vform->cls, "getMemberName", "(I)Ljava/lang/invoke/MemberName;",
                               (Slot[]){{.a = vform}, {.i = enum_ordinal(mode)}}, &r))
            return false;
        char *n = class_java_name(vh->cls);
        exc_throw(th, "java/lang/UnsupportedOperationException", "%s does not support %s", n, m->name);
        free(n);
        return false;
    }
    Sym full = derive_desc(desc, DERIVE_WITH_VH); /* the call site's lacks the VarHandle */
    Object *adapted;
    if (!varhandle_types_ok(th, caller, vh, m, full, target, &adapted))
        return false;
    if (adapted) {
        /* The adapted handle takes the VarHandle and the call site's arguments. */
        int n = desc_arg_slots(full);
        CallArgs ca;
        Slot *buf = interp_args_init(&ca, (size_t)n + 1);
        buf[0].a = adapted;
        memcpy(buf + 1, args, (size_t)n * sizeof *buf);
        bool ok = invoke_basic(th, adapted, full, buf, ret);
        interp_args_free(&ca);
        return ok;
    }
    /* A reference result unboxed at the call site converts from the access
     * mode's return type, which the erased static method does not show. */
    char rc = desc_ret_char(full);
    if ((target->ret == 'L' || target->ret == '[') && rc != 'V' && rc != 'L' && rc != '[') {
        Object *mt = varhandle_mode_type(th, vh, m);
        Slot r;
        if (!mt || !interp_call_named(th, WK.MethodType, "returnType", "()Ljava/lang/Class;", (Slot[]){{.a = mt}}, &r))
            return false;
        Class *rt = mirror_class(r.a);
        char src[256];
        snprintf(src, sizeof src, "L%s;", rt ? rt->name : "java/lang/Object");
        return call_with_ret(th, target, full, args, 0, ret, false, src);
    }
    return call_with(th, target, full, args, 0, ret, false);
}

/* invokeBasic: the LambdaForm entry point, called with the handle first. */
static bool invoke_basic(Thread *th, Object *mh, Sym desc, Slot *args, Slot *ret)
{
    offsets();
    if (!mh)
        return exc_npe(th, NULL);
    Object *form = FIELD_AT(mh, Object *, off.mh_form);
    Object *entry = form ? FIELD_AT(form, Object *, off.lf_vmentry) : NULL;
    if (!entry) {
        /* Not compiled yet: LambdaForm.prepare() compiles it. */
        Slot r;
        if (!form || !interp_call_named(th, off.lambda_form, "prepare", "()V", (Slot[]){{.a = form}}, &r))
            return form ? false : exc_npe(th, NULL);
        entry = FIELD_AT(form, Object *, off.lf_vmentry);
    }
    Method *target = entry ? mh_member_method(entry) : NULL;
    if (!target)
        return exc_throw(th, "java/lang/InternalError", "LambdaForm has no entry point");
    return call_with(th, target, derive_desc(desc, DERIVE_WITH_MH), args, 0, ret, false);
}

static bool link_to(Thread *th, Method *m, Sym desc, Slot *args, Slot *ret)
{
    int slots = desc_arg_slots(desc);
    Object *mn = args[slots - 1].a;
    Method *target = mn ? mh_member_method(mn) : NULL;
    if (!target)
        return exc_throw(th, "java/lang/InternalError", "linkTo without a resolved MemberName");
    Sym d = derive_desc(desc, DERIVE_DROP_LAST); /* without the trailing MemberName */
    bool virtual = strcmp(m->name, "linkToVirtual") == 0 || strcmp(m->name, "linkToInterface") == 0;
    if (!(target->access & ACC_STATIC)) {
        /* The receiver is the first argument; the target's descriptor excludes it. */
        Sym rest = derive_desc(d, DERIVE_DROP_FIRST);
        CallArgs ca;
        Slot *buf = interp_args_init(&ca, (size_t)target->arg_slots + 2);
        bool ok = adapt_args(th, rest, target, args + 1, buf + 1, 0);
        buf[0] = args[0];
        if (ok && virtual && strcmp(m->name, "linkToInterface") == 0 && (target->cls->access & ACC_INTERFACE) &&
            buf[0].a) {
            /* HotSpot's linkToInterface goes through the itable: no selected
             * method (none, abstract, or conflicting defaults) is an
             * AbstractMethodError without a message. */
            Method *sel = method_select_interface(buf[0].a->cls, target);
            if (sel && !(sel->access & ACC_ABSTRACT) && class_is_subclass(buf[0].a->cls, target->cls))
                ok = interp_call_covered(th, sel, buf, ret, false);
            else if (sel || !class_is_subclass(buf[0].a->cls, target->cls))
                ok = interp_call_covered(th, target, buf, ret, true);
            else
                ok = exc_throw(th, "java/lang/AbstractMethodError", NULL);
        } else if (ok && !virtual && !buf[0].a) {
            /* linkToSpecial checks its receiver as a dispatch would: a
             * direct handle to a final method (String.length) called on
             * null throws here, in the handle's frames, not inside it */
            ok = exc_npe(th, NULL);
        } else if (ok) {
            ok = interp_call_covered(th, target, buf, ret, virtual);
        }
        interp_args_free(&ca);
        if (!ok)
            return false;
        return adapt_ret(th, (char)target->ret, NULL, desc_ret_char(d) == '[' ? 'L' : desc_ret_char(d), ret);
    }
    return call_with(th, target, d, args, 0, ret, false);
}

static bool invoke_checked(Thread *th, Class *caller, Method *m, Sym desc, Object **type_slot, Slot *args,
                           Slot *ret)
{
    offsets();
    Object *mh = args[0].a;
    if (!mh)
        return exc_npe(th, NULL);
    Object *want = type_slot ? *type_slot : NULL;
    if (!want) {
        want = resolve_method_type(th, caller, desc);
        if (!want)
            return false;
        if (type_slot) {
            if (unlikely(g_ckpt_active))
                ckpt_save_raw(type_slot, sizeof *type_slot);
            *type_slot = want;
        }
    }
    Object *have = FIELD_AT(mh, Object *, off.mh_type);
    if (have != want) {
        Slot eq;
        if (!interp_call_named(th, WK.MethodType, "equals", "(Ljava/lang/Object;)Z",
                               (Slot[]){{.a = have}, {.a = want}}, &eq))
            return false;
        if (!eq.i) {
            /* The invokers' own checks (Invokers.checkExactType, checkGenericType):
             * HotSpot's exceptions, messages and frames. */
            Class *inv = loader_load(th, NULL, sym_c("java/lang/invoke/Invokers"));
            if (!inv || !class_ready(th, inv))
                return false;
            if (strcmp(m->name, "invokeExact") == 0) {
                if (!interp_call_named(th, inv, "checkExactType",
                                       "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)V",
                                       (Slot[]){{.a = mh}, {.a = want}}, NULL))
                    return false;
                return exc_throw(th, "java/lang/invoke/WrongMethodTypeException", "expected a different type");
            }
            Slot r;
            if (!interp_call_named(th, inv, "checkGenericType",
                                   "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;",
                                   (Slot[]){{.a = mh}, {.a = want}}, &r))
                return false;
            mh = r.a;
            args[0].a = mh;
        }
    }
    return invoke_basic(th, mh, desc, args, ret);
}

bool mh_invoke_sigpoly(Thread *th, Class *caller, Method *m, Sym desc, Object **type_slot, Slot *args, Slot *ret)
{
    if (m->cls->name == S.java_lang_invoke_VarHandle)
        return varhandle_call(th, caller, m, desc, args, ret);
    const char *n = m->name;
    if (strcmp(n, "invokeBasic") == 0)
        return invoke_basic(th, args[0].a, desc, args, ret);
    if (strncmp(n, "linkTo", 6) == 0) {
        if (strcmp(n, "linkToNative") == 0)
            return exc_throw(th, "java/lang/UnsupportedOperationException", "linkToNative");
        return link_to(th, m, desc, args, ret);
    }
    return invoke_checked(th, caller, m, desc, type_slot, args, ret);
}

Object *resolve_method_handle(Thread *th, Class *from, uint16_t idx)
{
    ConstantPool *cp = &from->cp;
    int kind = cp_a(cp, idx);
    uint16_t ref = cp_b(cp, idx);
    Class *defc = resolve_class(th, from, cp_a(cp, ref));
    if (!defc)
        return NULL;
    Object *name = str_intern_utf8(th, cp_nat_name(cp, ref));
    if (!name)
        return NULL;
    Sym desc = cp_nat_desc(cp, ref);
    /* A static method is looked up by its descriptor as written before any
     * class it names is loaded, as HotSpot's LinkResolver does: a missing
     * one is a NoSuchMethodError (a bootstrap method with a wrong
     * descriptor threw NoClassDefFoundError for the class it misnamed). */
    if (kind == REF_invokeStatic && !class_find_method(defc, cp_nat_name(cp, ref), desc)) {
        no_such_method(th, defc, cp_nat_name(cp, ref), desc, false);
        return NULL;
    }
    Object *type;
    if (kind <= REF_putStatic) {
        Class *t = loader_class_of_desc(th, from->loader, desc, sym_len(desc));
        if (!t)
            return NULL;
        type = t->mirror;
    } else {
        type = resolve_method_type(th, from, desc);
        if (!type)
            return NULL;
    }
    Slot r;
    if (!interp_call_named(th, WK.MethodHandleNatives, "linkMethodHandleConstant",
                           "(Ljava/lang/Class;ILjava/lang/Class;Ljava/lang/String;Ljava/lang/Object;)Ljava/lang/invoke/MethodHandle;",
                           (Slot[]){{.a = from->mirror}, {.i = kind}, {.a = defc->mirror}, {.a = name}, {.a = type}},
                           &r))
        return NULL;
    return r.a;
}
