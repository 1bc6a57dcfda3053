/* java.lang.Class natives: loading by name, type tests, names, members for
 * reflection, nest and record information. */
#include "checkpoint/ckpt.h"
#include "vm/loader.h"
#include "natives/natives.h"
#include "vm/interp.h"
#include "vm/reflect.h"
#include "vm/verify.h"

static Class *self(Slot *a) { return mirror_class(a[0].a); }

static Object *mirror_or_null(Class *c) { return c ? c->mirror : NULL; }

/* Class.forName, as libjava's Class.c and HotSpot: a name with a slash is
 * refused as given; otherwise the dots become slashes, and a name that is
 * then no valid class name (check_classname.c) is refused in that form.
 * What the boot loader does not find is reported with the internal name
 * ("java/sql/Date", "[Lno/such/Cls;"); a Java loader's own
 * ClassNotFoundException (the element's, for an array) goes through. */
static void class_not_found(Thread *th, const char *name)
{
    exc_throw(th, "java/lang/ClassNotFoundException", "%s", name);
}

/* check_classname.c's isJvmIdentifier: all but '.', '/', ';' and '['. */
static bool jvm_ident_char(unsigned char ch) { return ch != '.' && ch != '/' && ch != ';' && ch != '['; }

/* The character at p in modified UTF-8 (check_classname.c's
 * next_utf2unicode: a malformed sequence is one byte of 0x80); *len its
 * length in bytes. */
static unsigned utf8_char_at(const char *p, const char *end, int *len)
{
    int32_t ch = mutf8_char((const uint8_t *)p, (const uint8_t *)end, len);
    return ch < 0 ? 0x80 : (unsigned)ch;
}

/* skip_over_fieldname with slashes allowed (not first, not doubled). As
 * there, the last character read stands for "something was read", so a
 * NUL (C0 80) reads as nothing: a name that ends in one, or has one before
 * a '/' or ';', is invalid ("java.lang.String\u0000"). */
static const char *skip_fieldname(const char *p, const char *end)
{
    unsigned last = 0;
    while (p < end) {
        int n;
        unsigned ch = utf8_char_at(p, end, &n);
        if (ch >= 128 || jvm_ident_char((unsigned char)ch)) {
            p += n;
            last = ch;
            continue;
        }
        if (ch == '/' && last && last != '/') {
            p += n;
            last = ch;
            continue;
        }
        if (ch == '/' && last == '/')
            return NULL;
        return last ? p : NULL;
    }
    return last ? p : NULL;
}

/* skip_over_field_signature without void: at most 255 dimensions. */
static const char *skip_field_signature(const char *p, const char *end)
{
    int dims = 0;
    while (p < end) {
        switch (*p) {
        case 'Z': case 'B': case 'C': case 'S': case 'I': case 'F': case 'J': case 'D':
            return p + 1;
        case 'L': {
            const char *q = skip_fieldname(p + 1, end);
            return q && q < end && *q == ';' ? q + 1 : NULL;
        }
        case '[':
            if (++dims > 255)
                return NULL;
            p++;
            break;
        default:
            return NULL;
        }
    }
    return NULL;
}

static bool valid_classname(const char *name)
{
    const char *end = name + strlen(name);
    const char *p = name[0] == '[' ? skip_field_signature(name, end) : skip_fieldname(name, end);
    return p == end;
}

/* Whether the pending exception is a cls_name whose message is msg. */
static bool pending_is(Thread *th, const char *cls_name, const char *msg)
{
    Object *e = th->exc;
    Class *k = loader_find(NULL, sym_c(cls_name));
    if (!e || !k || !obj_instance_of(e, k))
        return false;
    Object *m = FIELD_AT(e, Object *, field_offset(WK.Throwable, "detailMessage", "Ljava/lang/String;"));
    char *cm = m ? str_to_cstr(m) : NULL;
    bool same = cm && !strcmp(cm, msg);
    free(cm);
    return same;
}

NATIVE(forName0)
{
    Object *jname = a[0].a, *loader = a[2].a;
    bool init = a[1].i;
    if (!jname) {
        exc_npe(th, NULL);
        return;
    }
    size_t len;
    char *name = str_to_mutf8(jname, &len);
    if (strchr(name, '/')) {
        class_not_found(th, name);
        free(name);
        return;
    }
    for (char *p = name; *p; p++)
        if (*p == '.')
            *p = '/';
    if (!valid_classname(name)) {
        class_not_found(th, name);
        free(name);
        return;
    }
    /* This frame holds no memory of its own from here on (name is freed
     * on every path), so a checkpoint may be taken while the loader runs. */
    Sym s = sym_intern(name, len);
    free(name);
    Class *c = NULL;
    if (s[0] == '[') {
        th->loads_safe = true;
        c = loader_load(th, loader, s);
        th->loads_safe = false;
    } else if (!loader) {
        c = loader_load_boot(th, s);
    } else {
        Slot r;
        th->next_call_safe = true;
        if (interp_call_named(th, loader->cls, "loadClass", "(Ljava/lang/String;)Ljava/lang/Class;",
                              (Slot[]){{.a = loader}, {.a = jname}}, &r))
            c = mirror_class(r.a);
        th->next_call_safe = false;
    }
    if (!c) {
        if (!th->exc) {
            class_not_found(th, s);
            return;
        }
        /* An array whose element class was not found (loader_load names
         * the array): for the boot loader the array's name is reported, a
         * Java loader's exception is thrown as it was. */
        if (s[0] == '[' && pending_is(th, "java/lang/NoClassDefFoundError", s)) {
            Object *cause = FIELD_AT(th->exc, Object *, field_offset(WK.Throwable, "cause", "Ljava/lang/Throwable;"));
            Class *cnfe = loader_find(NULL, sym_c("java/lang/ClassNotFoundException"));
            th->exc = NULL;
            if (loader && cause && cnfe && obj_instance_of(cause, cnfe))
                exc_throw_obj(th, cause);
            else
                class_not_found(th, s);
        }
        return;
    }
    if (init) {
        th->inits_safe = true;
        if (!clinit_ensure(th, c))
            return;
    }
    ret->a = c->mirror;
}

NATIVE(isInstance)
{
    (void)th;
    ret->i = a[1].a && obj_instance_of(a[1].a, self(a));
}

NATIVE(isAssignableFrom)
{
    if (!a[1].a) {
        exc_npe(th, NULL);
        return;
    }
    ret->i = class_is_subclass(mirror_class(a[1].a), self(a));
}

NATIVE(isInterface)
{
    (void)th;
    ret->i = (self(a)->access & ACC_INTERFACE) != 0 && self(a)->kind == CK_INSTANCE;
}

NATIVE(isArray)
{
    (void)th;
    ret->i = self(a)->kind == CK_ARRAY;
}

NATIVE(isPrimitive)
{
    (void)th;
    ret->i = self(a)->kind == CK_PRIMITIVE;
}

NATIVE(isHidden)
{
    (void)th;
    ret->i = (self(a)->cflags & CF_HIDDEN) != 0;
}

NATIVE(initClassName)
{
    Class *c = self(a);
    char *n = class_java_name(c);
    Object *s = str_new_cstr(th, n);
    free(n);
    if (!s)
        return;
    s = str_intern(th, s);
    obj_set_ref(a[0].a, field_offset(WK.Class, "name", "Ljava/lang/String;"), s);
    ret->a = s;
}

NATIVE(getSuperclass)
{
    (void)th;
    Class *c = self(a);
    if (c->kind == CK_PRIMITIVE || (c->access & ACC_INTERFACE && c->kind == CK_INSTANCE))
        ret->a = NULL;
    else
        ret->a = mirror_or_null(c->super);
}

NATIVE(getInterfaces0)
{
    Class *c = self(a);
    int n = c->kind == CK_PRIMITIVE ? 0 : c->n_interfaces;
    Object *arr = arr_new_ref(th, WK.Class, n);
    if (!arr)
        return;
    heap_barrier(arr);
    for (int i = 0; i < n; i++)
        ARR_AT(arr, Object *, i) = c->interfaces[i]->mirror;
    ret->a = arr;
}

/* Whether cp entry idx of c (a CONSTANT_Class) names c itself: by name, or
 * for a hidden class the entry of its original name (which loader.c
 * resolved to it), as HotSpot renames a hidden class's this_class entry. */
static bool names_self(Class *c, uint16_t idx)
{
    return cp_class_name(&c->cp, idx) == c->name || ((c->cflags & CF_HIDDEN) && c->cp.res[idx] == c);
}

static InnerClassInfo *inner_entry(Class *c)
{
    for (uint16_t i = 0; i < c->n_inner; i++)
        if (c->inner[i].inner && names_self(c, c->inner[i].inner))
            return &c->inner[i];
    return NULL;
}

int class_modifiers(Class *c);
int class_modifiers(Class *c)
{
    if (c->kind == CK_PRIMITIVE)
        return ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT;
    if (c->kind == CK_ARRAY)
        return (class_modifiers(c->component) & (ACC_PUBLIC | ACC_PRIVATE | ACC_PROTECTED)) | ACC_FINAL | ACC_ABSTRACT;
    InnerClassInfo *ic = inner_entry(c);
    int acc = ic ? ic->access : c->access;
    return acc & ~ACC_SUPER & 0x7fff;
}

NATIVE(getModifiers)
{
    (void)th;
    ret->i = class_modifiers(self(a));
}

NATIVE(getSigners)
{
    (void)th;
    (void)a;
    ret->a = NULL;
}

NATIVE(setSigners)
{
    (void)th;
    (void)a;
    (void)ret;
}

NATIVE(getDeclaringClass0)
{
    Class *c = self(a);
    if (c->kind != CK_INSTANCE)
        return;
    InnerClassInfo *ic = inner_entry(c);
    if (!ic || !ic->outer)
        return;
    Class *outer = resolve_class(th, c, ic->outer);
    if (!outer)
        return;
    /* As HotSpot's Reflection::check_for_inner_class: the outer class must
     * list this one as its member, else it is a spoof (or a hidden copy of a
     * nested class). */
    for (uint16_t i = 0; i < outer->n_inner; i++) {
        InnerClassInfo *o = &outer->inner[i];
        if (!o->inner || !o->outer || cp_class_name(&outer->cp, o->outer) != outer->name ||
            cp_class_name(&outer->cp, o->inner) != c->name)
            continue;
        Class *oc = resolve_class(th, outer, o->outer);
        Class *icls = oc == outer ? resolve_class(th, outer, o->inner) : NULL;
        if (th->exc)
            return;
        if (icls == c) {
            ret->a = outer->mirror;
            return;
        }
    }
    char *on = class_java_name(outer), *in = class_java_name(c);
    exc_throw(th, "java/lang/IncompatibleClassChangeError", "%s and %s disagree on InnerClasses attribute", on, in);
    free(on);
    free(in);
}

NATIVE(getSimpleBinaryName0)
{
    Class *c = self(a);
    if (c->kind != CK_INSTANCE)
        return;
    InnerClassInfo *ic = inner_entry(c);
    if (!ic || !ic->name)
        return;
    ret->a = str_intern_utf8(th, cp_utf8(&c->cp, ic->name));
}

NATIVE(getEnclosingMethod0)
{
    Class *c = self(a);
    if (c->kind != CK_INSTANCE || !c->enclosing_class)
        return;
    Object *arr = arr_new_ref(th, WK.Object, 3);
    if (!arr)
        return;
    Class *ec = resolve_class(th, c, c->enclosing_class);
    if (!ec)
        return;
    heap_barrier(arr);
    ARR_AT(arr, Object *, 0) = ec->mirror;
    if (c->enclosing_method) {
        Object *n = str_intern_utf8(th, cp_utf8(&c->cp, cp_a(&c->cp, c->enclosing_method)));
        Object *d = n ? str_intern_utf8(th, cp_utf8(&c->cp, cp_b(&c->cp, c->enclosing_method))) : NULL;
        if (!d)
            return;
        heap_barrier(arr);
        ARR_AT(arr, Object *, 1) = n;
        ARR_AT(arr, Object *, 2) = d;
    }
    ret->a = arr;
}

NATIVE(getProtectionDomain0)
{
    (void)th;
    ret->a = self(a)->protection_domain;
}

NATIVE(getPrimitiveClass)
{
    char *n = str_to_cstr(a[0].a);
    static const char *names[] = {"boolean", "byte", "char", "short", "int", "long", "float", "double", "void"};
    for (int i = 0; i < 9; i++)
        if (n && strcmp(n, names[i]) == 0)
            ret->a = WK.prim[i]->mirror;
    if (!ret->a)
        exc_throw(th, "java/lang/ClassNotFoundException", "%s", n ? n : "null");
    free(n);
}

NATIVE(getGenericSignature0)
{
    Class *c = self(a);
    if (c->kind == CK_INSTANCE && c->signature)
        ret->a = str_intern_utf8(th, c->signature);
}

static Object *bytes_array(Thread *th, Bytes b)
{
    if (!b.data)
        return NULL;
    Object *arr = arr_new_prim(th, 'B', (int32_t)b.len);
    if (arr) {
        heap_barrier(arr);
        memcpy(arr_data(arr), b.data, b.len);
    }
    return arr;
}

NATIVE(getRawAnnotations)
{
    Class *c = self(a);
    if (c->kind == CK_INSTANCE)
        ret->a = bytes_array(th, c->annotations);
}

NATIVE(getRawTypeAnnotations)
{
    Class *c = self(a);
    if (c->kind == CK_INSTANCE)
        ret->a = bytes_array(th, c->type_annotations);
}

NATIVE(getConstantPool)
{
    Class *cpc = loader_load(th, NULL, sym_c("jdk/internal/reflect/ConstantPool"));
    if (!cpc || !class_ready(th, cpc))
        return;
    Object *o = obj_new(th, cpc);
    if (!o)
        return;
    obj_set_ref(o, field_offset(cpc, "constantPoolOop", "Ljava/lang/Object;"), a[0].a);
    ret->a = o;
}

NATIVE(getDeclaredFields0)
{
    Class *c = self(a);
    if (!verify_class(th, c)) /* reflection links the class, as on HotSpot */
        return;
    bool public_only = a[1].i;
    int n = 0;
    if (c->kind == CK_INSTANCE)
        for (uint16_t i = 0; i < c->n_fields; i++)
            if (!(c->fields[i].fflags & (FF_INJECTED | FF_VM_ONLY)) &&
                (!public_only || (c->fields[i].access & ACC_PUBLIC)))
                n++;
    Object *arr = arr_new_ref(th, WK.reflect_Field, n);
    if (!arr)
        return;
    int k = 0;
    for (uint16_t i = 0; c->kind == CK_INSTANCE && i < c->n_fields; i++) {
        Field *f = &c->fields[i];
        if ((f->fflags & (FF_INJECTED | FF_VM_ONLY)) || (public_only && !(f->access & ACC_PUBLIC)))
            continue;
        Object *jf = reflect_new_field(th, f);
        if (!jf)
            return;
        heap_barrier(arr);
        ARR_AT(arr, Object *, k++) = jf;
    }
    ret->a = arr;
}

static bool want_method(Method *m, bool ctors, bool public_only)
{
    if (m->mflags & (MF_OVERPASS | MF_VM_ONLY))
        return false;
    if (ctors != (m->name == S.init))
        return false;
    if (m->name == S.clinit)
        return false;
    return !public_only || (m->access & ACC_PUBLIC);
}

static void declared_methods(Thread *th, Slot *a, Slot *ret, bool ctors)
{
    Class *c = self(a);
    if (!verify_class(th, c)) /* reflection links the class, as on HotSpot */
        return;
    bool public_only = a[1].i;
    int n = 0;
    uint16_t n_order = 0;
    /* HotSpot's order of the methods (by name), which programs see */
    uint16_t *order = reflect_method_order(c, &n_order);
    /* Making Method objects loads their parameter classes (upcalls): a
     * checkpoint return from there abandons this frame (checkpoint/ckpt.h). */
    CkptHold *hold = ckpt_hold(free, order);
    if (c->kind == CK_INSTANCE && !(ctors && (c->access & ACC_INTERFACE)))
        for (uint16_t i = 0; i < c->n_methods; i++)
            if (want_method(&c->methods[i], ctors, public_only))
                n++;
    Object *arr = arr_new_ref(th, ctors ? WK.reflect_Constructor : WK.reflect_Method, n);
    if (!arr) {
        ckpt_unhold(hold);
        free(order);
        return;
    }
    int k = 0;
    for (uint16_t i = 0; n && i < n_order; i++) {
        Method *m = &c->methods[order[i]];
        if (!want_method(m, ctors, public_only))
            continue;
        Object *jm = ctors ? reflect_new_ctor(th, m) : reflect_new_method(th, m);
        if (!jm) {
            ckpt_unhold(hold);
            free(order);
            return;
        }
        heap_barrier(arr);
        ARR_AT(arr, Object *, k++) = jm;
    }
    ckpt_unhold(hold);
    free(order);
    ret->a = arr;
}

NATIVE(getDeclaredMethods0) { declared_methods(th, a, ret, false); }
NATIVE(getDeclaredConstructors0) { declared_methods(th, a, ret, true); }

NATIVE(getDeclaredClasses0)
{
    Class *c = self(a);
    int n = 0;
    if (c->kind == CK_INSTANCE)
        for (uint16_t i = 0; i < c->n_inner; i++)
            if (c->inner[i].outer && cp_class_name(&c->cp, c->inner[i].outer) == c->name)
                n++;
    Object *arr = arr_new_ref(th, WK.Class, n);
    if (!arr)
        return;
    int k = 0;
    for (uint16_t i = 0; n && i < c->n_inner; i++) {
        if (!c->inner[i].outer || cp_class_name(&c->cp, c->inner[i].outer) != c->name)
            continue;
        Class *ic = resolve_class(th, c, c->inner[i].inner);
        if (!ic)
            return;
        heap_barrier(arr);
        ARR_AT(arr, Object *, k++) = ic->mirror;
    }
    ret->a = arr;
}

NATIVE(isRecord0)
{
    (void)th;
    Class *c = self(a);
    ret->i = c->kind == CK_INSTANCE && c->record != NULL;
}

NATIVE(getRecordComponents0)
{
    Class *c = self(a);
    if (c->kind != CK_INSTANCE || !c->record)
        return;
    Class *rc = loader_load(th, NULL, sym_c("java/lang/reflect/RecordComponent"));
    if (!rc || !class_ready(th, rc))
        return;
    Object *arr = arr_new_ref(th, rc, c->n_record);
    if (!arr)
        return;
    for (uint16_t i = 0; i < c->n_record; i++) {
        RecordComponent *r = &c->record[i];
        Object *o = obj_new(th, rc);
        if (!o)
            return;
        heap_barrier(arr);
        ARR_AT(arr, Object *, i) = o;
        obj_set_ref(o, field_offset(rc, "clazz", "Ljava/lang/Class;"), c->mirror);
        Object *name = str_intern_utf8(th, r->name);
        Class *type = name ? loader_class_of_desc(th, c->loader, r->desc, sym_len(r->desc)) : NULL;
        if (!type)
            return;
        obj_set_ref(o, field_offset(rc, "name", "Ljava/lang/String;"), name);
        obj_set_ref(o, field_offset(rc, "type", "Ljava/lang/Class;"), type->mirror);
        Buf d = {0};
        buf_printf(&d, "()%s", r->desc);
        Method *acc = cf_find_method(c, r->name, sym_c(buf_cstr(&d)));
        buf_free(&d);
        if (acc) {
            Object *jm = reflect_new_method(th, acc);
            if (!jm)
                return;
            obj_set_ref(o, field_offset(rc, "accessor", "Ljava/lang/reflect/Method;"), jm);
        }
        if (r->signature) {
            Object *sig = str_intern_utf8(th, r->signature);
            if (!sig)
                return;
            obj_set_ref(o, field_offset(rc, "signature", "Ljava/lang/String;"), sig);
        }
        obj_set_ref(o, field_offset(rc, "annotations", "[B"), bytes_array(th, r->annotations));
        obj_set_ref(o, field_offset(rc, "typeAnnotations", "[B"), bytes_array(th, r->type_annotations));
    }
    ret->a = arr;
}

/* Whether the -ea:/-da: directive d names the package of the class name
 * (internal form) of length plen. */
static bool assert_package_is(const struct AssertDirective *d, const char *name, size_t plen)
{
    return d->package && strlen(d->name) == plen && !strncmp(d->name, name, plen);
}

/* HotSpot's JavaAssertions::enabled: the last -ea:/-da: naming the class,
 * else the last naming its innermost package that has one (the unnamed
 * package's "-ea:..." only for classes in it), else the default. */
static bool assertion_status(const char *name, bool system_class)
{
    for (int i = vm_opts.n_assert_dirs - 1; i >= 0; i--)
        if (!vm_opts.assert_dirs[i].package && !strcmp(vm_opts.assert_dirs[i].name, name))
            return vm_opts.assert_dirs[i].enable;
    const char *slash = strrchr(name, '/');
    size_t plen = slash ? (size_t)(slash - name) : 0;
    for (;;) {
        for (int i = vm_opts.n_assert_dirs - 1; i >= 0; i--)
            if (assert_package_is(&vm_opts.assert_dirs[i], name, plen))
                return vm_opts.assert_dirs[i].enable;
        while (plen > 0 && name[--plen] != '/')
            ;
        if (plen == 0)
            break;
    }
    return system_class ? vm_opts.system_assertions : vm_opts.assertions;
}

NATIVE(desiredAssertionStatus0)
{
    (void)th;
    Class *c = mirror_class(a[0].a);
    ret->i = c ? assertion_status(c->name, !c->loader) : vm_opts.system_assertions;
}

NATIVE(getNestHost0)
{
    Class *c = self(a);
    if (c->kind != CK_INSTANCE) {
        ret->a = a[0].a;
        return;
    }
    Class *h = resolve_nest_host(th, c);
    ret->a = h ? h->mirror : a[0].a;
}

NATIVE(getNestMembers0)
{
    Class *c = self(a);
    Class *h = c->kind == CK_INSTANCE ? resolve_nest_host(th, c) : c;
    int n = 1 + (h->kind == CK_INSTANCE ? h->n_nest_members : 0);
    Object *arr = arr_new_ref(th, WK.Class, n);
    if (!arr)
        return;
    heap_barrier(arr);
    ARR_AT(arr, Object *, 0) = h->mirror;
    for (int i = 1; i < n; i++) {
        Class *m = resolve_class(th, h, h->nest_members[i - 1]);
        if (!m)
            return;
        heap_barrier(arr);
        ARR_AT(arr, Object *, i) = m->mirror;
    }
    ret->a = arr;
}

NATIVE(getPermittedSubclasses0)
{
    Class *c = self(a);
    if (c->kind != CK_INSTANCE || !c->permitted)
        return;
    Object *arr = arr_new_ref(th, WK.Class, c->n_permitted);
    if (!arr)
        return;
    for (uint16_t i = 0; i < c->n_permitted; i++) {
        Class *m = resolve_class(th, c, c->permitted[i]);
        if (!m)
            return;
        heap_barrier(arr);
        ARR_AT(arr, Object *, i) = m->mirror;
    }
    ret->a = arr;
}

NATIVES_TABLE(java_lang_Class, "java/lang/Class",
    {"forName0", "(Ljava/lang/String;ZLjava/lang/ClassLoader;Ljava/lang/Class;)Ljava/lang/Class;", forName0},
    {"isInstance", "(Ljava/lang/Object;)Z", isInstance},
    {"isAssignableFrom", "(Ljava/lang/Class;)Z", isAssignableFrom},
    {"isInterface", "()Z", isInterface},
    {"isArray", "()Z", isArray},
    {"isPrimitive", "()Z", isPrimitive},
    {"isHidden", "()Z", isHidden},
    {"initClassName", "()Ljava/lang/String;", initClassName},
    {"getSuperclass", "()Ljava/lang/Class;", getSuperclass},
    {"getInterfaces0", "()[Ljava/lang/Class;", getInterfaces0},
    {"getModifiers", "()I", getModifiers},
    {"getSigners", "()[Ljava/lang/Object;", getSigners},
    {"setSigners", "([Ljava/lang/Object;)V", setSigners},
    {"getEnclosingMethod0", "()[Ljava/lang/Object;", getEnclosingMethod0},
    {"getDeclaringClass0", "()Ljava/lang/Class;", getDeclaringClass0},
    {"getSimpleBinaryName0", "()Ljava/lang/String;", getSimpleBinaryName0},
    {"getProtectionDomain0", "()Ljava/security/ProtectionDomain;", getProtectionDomain0},
    {"getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", getPrimitiveClass},
    {"getGenericSignature0", "()Ljava/lang/String;", getGenericSignature0},
    {"getRawAnnotations", "()[B", getRawAnnotations},
    {"getRawTypeAnnotations", "()[B", getRawTypeAnnotations},
    {"getConstantPool", "()Ljdk/internal/reflect/ConstantPool;", getConstantPool},
    {"getDeclaredFields0", "(Z)[Ljava/lang/reflect/Field;", getDeclaredFields0},
    {"getDeclaredMethods0", "(Z)[Ljava/lang/reflect/Method;", getDeclaredMethods0},
    {"getDeclaredConstructors0", "(Z)[Ljava/lang/reflect/Constructor;", getDeclaredConstructors0},
    {"getDeclaredClasses0", "()[Ljava/lang/Class;", getDeclaredClasses0},
    {"getRecordComponents0", "()[Ljava/lang/reflect/RecordComponent;", getRecordComponents0},
    {"isRecord0", "()Z", isRecord0},
    {"desiredAssertionStatus0", "(Ljava/lang/Class;)Z", desiredAssertionStatus0},
    {"getNestHost0", "()Ljava/lang/Class;", getNestHost0},
    {"getNestMembers0", "()[Ljava/lang/Class;", getNestMembers0},
    {"getPermittedSubclasses0", "()[Ljava/lang/Class;", getPermittedSubclasses0},
);
