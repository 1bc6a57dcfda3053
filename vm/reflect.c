/* Reflection objects and reflective calls.
 *
 * A java.lang.reflect.Field/Method/Constructor records its declaring class and
 * a slot: the index of the member in the class's fields or methods array, so
 * mapping back is an array index. New objects are made by their package-private
 * constructors, as the JDK's ReflectionFactory expects. */
#include "vm/reflect.h"
#include <stdlib.h>
#include <string.h>

#include "vm/loader.h"
#include "vm/interp.h"

static uint32_t off_field_clazz, off_field_slot, off_method_clazz, off_method_slot, off_ctor_clazz, off_ctor_slot;

static void offsets(void)
{
    if (off_field_clazz)
        return;
    off_field_clazz = field_offset(WK.reflect_Field, "clazz", "Ljava/lang/Class;");
    off_field_slot = field_offset(WK.reflect_Field, "slot", "I");
    off_method_clazz = field_offset(WK.reflect_Method, "clazz", "Ljava/lang/Class;");
    off_method_slot = field_offset(WK.reflect_Method, "slot", "I");
    off_ctor_clazz = field_offset(WK.reflect_Constructor, "clazz", "Ljava/lang/Class;");
    off_ctor_slot = field_offset(WK.reflect_Constructor, "slot", "I");
}

Field *reflect_field_of(Object *jf)
{
    offsets();
    if (!jf || jf->cls != WK.reflect_Field)
        return NULL;
    Class *c = mirror_class(FIELD_AT(jf, Object *, off_field_clazz));
    int32_t slot = FIELD_AT(jf, int32_t, off_field_slot);
    if (!c || slot < 0 || slot >= c->n_fields)
        return NULL;
    return &c->fields[slot];
}

Method *reflect_method_of(Object *jm)
{
    offsets();
    if (!jm)
        return NULL;
    Class *c;
    int32_t slot;
    if (jm->cls == WK.reflect_Method) {
        c = mirror_class(FIELD_AT(jm, Object *, off_method_clazz));
        slot = FIELD_AT(jm, int32_t, off_method_slot);
    } else if (jm->cls == WK.reflect_Constructor) {
        c = mirror_class(FIELD_AT(jm, Object *, off_ctor_clazz));
        slot = FIELD_AT(jm, int32_t, off_ctor_slot);
    } else {
        return NULL;
    }
    if (!c || slot < 0 || slot >= c->n_methods)
        return NULL;
    return &c->methods[slot];
}

static Object *bytes_of(Thread *th, Bytes b, bool *ok)
{
    *ok = true;
    if (!b.data)
        return NULL;
    Object *a = arr_new_prim(th, 'B', (int32_t)b.len);
    if (!a) {
        *ok = false;
        return NULL;
    }
    memcpy(arr_data(a), b.data, b.len);
    return a;
}

static Object *sym_str(Thread *th, Sym s, bool *ok)
{
    *ok = true;
    if (!s)
        return NULL;
    Object *o = str_intern_utf8(th, s);
    if (!o)
        *ok = false;
    return o;
}

/* Class mirrors for a method's parameter types. */
Object *reflect_new_parameter_types(Thread *th, Method *m)
{
    int n = m->n_args;
    Object *arr = arr_new_ref(th, WK.Class, n);
    if (!arr)
        return NULL;
    const char *p = m->desc + 1;
    for (int i = 0; i < n; i++) {
        size_t len = desc_type_len(p);
        Class *c = loader_class_of_desc(th, m->cls->loader, p, len);
        if (!c)
            return NULL;
        ARR_AT(arr, Object *, i) = c->mirror;
        p += len;
    }
    return arr;
}

static Object *exception_types(Thread *th, Method *m)
{
    Object *arr = arr_new_ref(th, WK.Class, m->n_exceptions);
    if (!arr)
        return NULL;
    for (uint16_t i = 0; i < m->n_exceptions; i++) {
        Class *c = resolve_class(th, m->cls, m->exceptions[i]);
        if (!c)
            return NULL;
        ARR_AT(arr, Object *, i) = c->mirror;
    }
    return arr;
}

static Object *construct(Thread *th, Class *c, const char *desc, Slot *args)
{
    Object *o = obj_new(th, c);
    if (!o)
        return NULL;
    args[0].a = o;
    Method *init = cf_find_method(c, S.init, sym_c(desc));
    if (!init) {
        exc_throw(th, "java/lang/InternalError", "%s.<init>%s missing", c->name, desc);
        return NULL;
    }
    if (!interp_call(th, init, args, NULL))
        return NULL;
    return o;
}

Object *reflect_new_field(Thread *th, Field *f)
{
    bool ok;
    Object *name = sym_str(th, f->name, &ok);
    if (!ok)
        return NULL;
    Class *type = loader_class_of_desc(th, f->cls->loader, f->desc, sym_len(f->desc));
    if (!type)
        return NULL;
    Object *sig = sym_str(th, f->signature, &ok);
    if (!ok)
        return NULL;
    Object *ann = bytes_of(th, f->annotations, &ok);
    if (!ok)
        return NULL;
    bool trusted = (f->access & ACC_FINAL) &&
                   ((f->access & ACC_STATIC) || (f->cls->cflags & (CF_HIDDEN | CF_RECORD)));
    Slot args[9] = {{0}, {.a = f->cls->mirror}, {.a = name}, {.a = type->mirror}, {.i = f->access & 0x50df},
                    {.i = trusted}, {.i = f->slot}, {.a = sig}, {.a = ann}};
    return construct(th, WK.reflect_Field, "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;IZILjava/lang/String;[B)V",
                     args);
}

Object *reflect_new_method(Thread *th, Method *m)
{
    /* An intrinsic is native only inside the VM (link.c). */
    int32_t modifiers = m->access & ((m->mflags & MF_INTRINSIC) ? 0x1cff : 0x1dff);
    bool ok;
    Object *name = sym_str(th, m->name, &ok);
    if (!ok)
        return NULL;
    Object *ptypes = reflect_new_parameter_types(th, m);
    if (!ptypes)
        return NULL;
    const char *r = desc_ret(m->desc);
    Class *rtype = loader_class_of_desc(th, m->cls->loader, r, strlen(r));
    if (!rtype)
        return NULL;
    Object *exc = exception_types(th, m);
    if (!exc)
        return NULL;
    Object *sig = sym_str(th, m->signature, &ok);
    if (!ok)
        return NULL;
    Object *ann = bytes_of(th, m->annotations, &ok);
    if (!ok)
        return NULL;
    Object *pann = bytes_of(th, m->param_annotations, &ok);
    if (!ok)
        return NULL;
    Object *adef = bytes_of(th, m->annotation_default, &ok);
    if (!ok)
        return NULL;
    Slot args[12] = {{0},          {.a = m->cls->mirror}, {.a = name},  {.a = ptypes},
                     {.a = rtype->mirror}, {.a = exc},     {.i = modifiers},          {.i = m->slot},
                     {.a = sig},   {.a = ann},            {.a = pann},  {.a = adef}};
    return construct(th, WK.reflect_Method,
                     "(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Class;Ljava/lang/Class;[Ljava/lang/Class;IILjava/lang/String;[B[B[B)V",
                     args);
}

Object *reflect_new_ctor(Thread *th, Method *m)
{
    bool ok;
    Object *ptypes = reflect_new_parameter_types(th, m);
    if (!ptypes)
        return NULL;
    Object *exc = exception_types(th, m);
    if (!exc)
        return NULL;
    Object *sig = sym_str(th, m->signature, &ok);
    if (!ok)
        return NULL;
    Object *ann = bytes_of(th, m->annotations, &ok);
    if (!ok)
        return NULL;
    Object *pann = bytes_of(th, m->param_annotations, &ok);
    if (!ok)
        return NULL;
    Slot args[9] = {{0}, {.a = m->cls->mirror}, {.a = ptypes}, {.a = exc}, {.i = m->access & 0x1dff},
                    {.i = m->slot}, {.a = sig}, {.a = ann}, {.a = pann}};
    return construct(th, WK.reflect_Constructor,
                     "(Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;IILjava/lang/String;[B[B)V", args);
}

/* ---- Boxing ---- */

static Class *wrapper_class(char type)
{
    switch (type) {
    case 'Z': return WK.Boolean;
    case 'B': return WK.Byte;
    case 'C': return WK.Character;
    case 'S': return WK.Short;
    case 'I': return WK.Integer;
    case 'J': return WK.Long;
    case 'F': return WK.Float;
    case 'D': return WK.Double;
    default: return NULL;
    }
}

char reflect_wrapper_type(Object *o)
{
    if (!o)
        return 0;
    Class *c = o->cls;
    static const char types[] = "ZBCSIJFD";
    for (int i = 0; i < 8; i++)
        if (wrapper_class(types[i]) == c)
            return types[i];
    return 0;
}

static uint32_t value_offset(Class *w)
{
    const char *desc = w == WK.Boolean ? "Z" : w == WK.Byte ? "B" : w == WK.Character ? "C" : w == WK.Short ? "S"
                     : w == WK.Integer ? "I" : w == WK.Long ? "J" : w == WK.Float ? "F" : "D";
    return field_offset(w, "value", desc);
}

Object *reflect_box(Thread *th, char type, Slot v)
{
    Class *w = wrapper_class(type);
    if (!w)
        return v.a;
    if (!class_ready(th, w))
        return NULL;
    Object *o = obj_new(th, w);
    if (!o)
        return NULL;
    uint32_t off = value_offset(w);
    switch (type) {
    case 'Z': case 'B': FIELD_AT(o, int8_t, off) = (int8_t)v.i; break;
    case 'C': case 'S': FIELD_AT(o, int16_t, off) = (int16_t)v.i; break;
    case 'I': case 'F': FIELD_AT(o, int32_t, off) = v.i; break;
    default: FIELD_AT(o, int64_t, off) = v.j; break;
    }
    return o;
}

bool reflect_unbox(Thread *th, Object *o, char type, Slot *out)
{
    char src = reflect_wrapper_type(o);
    if (!src)
        return exc_throw(th, "java/lang/IllegalArgumentException", o ? "argument type mismatch" : NULL);
    uint32_t off = value_offset(o->cls);
    int64_t iv = 0;
    double dv = 0;
    switch (src) {
    case 'Z': iv = FIELD_AT(o, int8_t, off); break;
    case 'B': iv = FIELD_AT(o, int8_t, off); break;
    case 'C': iv = FIELD_AT(o, uint16_t, off); break;
    case 'S': iv = FIELD_AT(o, int16_t, off); break;
    case 'I': iv = FIELD_AT(o, int32_t, off); break;
    case 'J': iv = FIELD_AT(o, int64_t, off); break;
    case 'F': dv = FIELD_AT(o, float, off); break;
    case 'D': dv = FIELD_AT(o, double, off); break;
    }
    /* Identity and widening primitive conversions only. */
    static const char *widen[] = {"Z", "BSIJFD", "CIJFD", "SIJFD", "IJFD", "JFD", "FD", "D"};
    static const char order[] = "ZBCSIJFD";
    const char *allowed = widen[strchr(order, src) - order];
    if (!strchr(allowed, type))
        return exc_throw(th, "java/lang/IllegalArgumentException", "argument type mismatch");
    bool from_fp = src == 'F' || src == 'D';
    switch (type) {
    case 'Z': case 'B': case 'C': case 'S': case 'I': out->i = (int32_t)iv; break;
    case 'J': out->j = iv; break;
    case 'F': out->f = from_fp ? (float)dv : (float)iv; break;
    case 'D': out->d = from_fp ? dv : (double)iv; break;
    }
    return true;
}

bool reflect_invoke(Thread *th, Method *m, Object *recv, Object *args, bool virtual, Object **result)
{
    *result = NULL;
    bool is_static = m->access & ACC_STATIC;
    int n = m->n_args;
    int32_t given = args ? arr_len(args) : 0;
    /* HotSpot's Reflection::invoke order: the declaring class is
     * initialized, then the receiver is checked, then the argument count,
     * then each argument. */
    if (!class_ready(th, m->cls))
        return false;
    if (!is_static) {
        if (!recv)
            return exc_npe(th, NULL);
        if (!obj_instance_of(recv, m->cls))
            return exc_throw(th, "java/lang/IllegalArgumentException", "object is not an instance of declaring class");
    }
    if (given != n)
        return exc_throw(th, "java/lang/IllegalArgumentException", "wrong number of arguments");
    CallArgs ca;
    Slot *slots = interp_args_init(&ca, (size_t)m->arg_slots + 1);
    int k = 0;
    if (!is_static)
        slots[k++].a = recv;
    const char *p = m->desc + 1;
    for (int i = 0; i < n; i++) {
        size_t len = desc_type_len(p);
        Object *arg = ARR_AT(args, Object *, i);
        if (*p == 'L' || *p == '[') {
            if (arg) {
                Class *pc = loader_class_of_desc(th, m->cls->loader, p, len);
                if (!pc) {
                    interp_args_free(&ca);
                    return false;
                }
                if (!obj_instance_of(arg, pc)) {
                    interp_args_free(&ca);
                    return exc_throw(th, "java/lang/IllegalArgumentException", "argument type mismatch");
                }
            }
            slots[k++].a = arg;
        } else {
            if (!reflect_unbox(th, arg, *p, &slots[k])) {
                interp_args_free(&ca);
                return false;
            }
            k += (*p == 'J' || *p == 'D') ? 2 : 1;
        }
        p += len;
    }
    Slot r;
    r.j = 0;
    bool ok = interp_call_covered(th, m, slots, &r, virtual && !is_static);
    interp_args_free(&ca);
    if (!ok) {
        Object *cause = exc_take(th);
        Class *ite = loader_load(th, NULL, sym_c("java/lang/reflect/InvocationTargetException"));
        if (!ite || !class_ready(th, ite))
            return false;
        Object *w = obj_new(th, ite);
        if (!w)
            return false;
        Method *init = cf_find_method(ite, S.init, sym_c("(Ljava/lang/Throwable;)V"));
        if (!interp_call(th, init, (Slot[]){{.a = w}, {.a = cause}}, NULL))
            return false;
        return exc_throw_obj(th, w);
    }
    char rt = (char)m->ret;
    if (m->name == S.init || rt == 'V')
        return true;
    if (rt == 'L')
        *result = r.a;
    else {
        *result = reflect_box(th, rt, r);
        if (!*result)
            return false;
    }
    return true;
}

/* ---- The order of a class's methods, as HotSpot keeps them ----
 *
 * HotSpot sorts a class's methods by the address of their name's symbol
 * (Method::sort_methods, with its own quicksort), and reflection lists them in
 * that order. Names that already exist when a program's class loads (from the
 * class library's CDS archive) come first, in an order measured from HotSpot
 * (hotspot_method_order.inc); new names follow in the order they were
 * created, which is the order of the constant pool. */
typedef struct {
    const char *name;
    int32_t rank;
} NameRank;

static const NameRank hotspot_names[] = {
#include "vm/hotspot_method_order.inc"
};

static int name_rank_cmp(const void *k, const void *e)
{
    return strcmp((const char *)k, ((const NameRank *)e)->name);
}

typedef struct {
    int64_t key;
    uint16_t idx;
} MethodKey;

static int64_t method_key(Sym name)
{
    /* Measured against HotSpot (constructor orders of many classes):
     * "<init>" sits between the 39th and 40th names of the table, "<clinit>"
     * just after it. */
    if (name == S.init)
        return 39 * 4 + 2;
    if (name == S.clinit)
        return 39 * 4 + 3;
    const NameRank *r = bsearch(name, hotspot_names, sizeof hotspot_names / sizeof hotspot_names[0],
                                sizeof hotspot_names[0], name_rank_cmp);
    return r ? (int64_t)r->rank * 4 : ((int64_t)1 << 40) + sym_seq(name);
}

static int mk_cmp(const MethodKey *a, const MethodKey *b) { return a->key < b->key ? -1 : a->key > b->key; }

static void mk_swap(MethodKey *a, size_t i, size_t j)
{
    MethodKey t = a[i];
    a[i] = a[j];
    a[j] = t;
}

/* HotSpot's QuickSort::sort (utilities/quickSort.hpp), not idempotent:
 * methods of the same name end up in the order it leaves them. */
static void hs_quicksort(MethodKey *a, size_t len)
{
    if (len < 2)
        return;
    size_t mid = len / 2, last = len - 1;
    if (mk_cmp(&a[0], &a[mid]) > 0)
        mk_swap(a, 0, mid);
    if (mk_cmp(&a[0], &a[last]) > 0)
        mk_swap(a, 0, last);
    if (mk_cmp(&a[mid], &a[last]) > 0)
        mk_swap(a, mid, last);
    if (len < 4)
        return;
    MethodKey pivot = a[mid];
    size_t l = 0, r = len - 1, split;
    for (;; ++l, --r) {
        while (mk_cmp(&a[l], &pivot) < 0)
            ++l;
        while (mk_cmp(&a[r], &pivot) > 0)
            --r;
        if (l < r) {
            mk_swap(a, l, r);
        } else {
            split = r;
            break;
        }
    }
    hs_quicksort(a, split + 1);
    hs_quicksort(a + split + 1, len - split - 1);
}

uint16_t *reflect_method_order(Class *c, uint16_t *n_out)
{
    MethodKey *keys = xcalloc(c->n_methods ? c->n_methods : 1, sizeof *keys);
    uint16_t n = 0;
    for (uint16_t i = 0; i < c->n_methods; i++) {
        if (c->methods[i].mflags & (MF_OVERPASS | MF_VM_ONLY))
            continue;
        keys[n].key = method_key(c->methods[i].name);
        keys[n].idx = i;
        n++;
    }
    hs_quicksort(keys, n);
    uint16_t *order = xcalloc(n ? n : 1, sizeof *order);
    for (uint16_t i = 0; i < n; i++)
        order[i] = keys[i].idx;
    free(keys);
    *n_out = n;
    return order;
}
