/* invokedynamic: the bootstrap methods javac and java.base use, handled by
 * spinning a small hidden class whose static method the call site then calls
 * like an invokestatic with the same descriptor.
 *
 *   LambdaMetafactory.metafactory/altMetafactory: a class implementing the
 *     functional interface, shaped as InnerClassLambdaMetafactory's: the
 *     captured values in private final fields arg$1..., a private constructor
 *     taking them, the interface method and bridges, and for serializable
 *     lambdas writeReplace returning a SerializedLambda. Its static
 *     get$Lambda(captured...) makes an instance (non-capturing lambdas share
 *     one, in LAMBDA_INSTANCE$, as on HotSpot); those two, which HotSpot's
 *     classes do not have, are invisible to reflection (MF_VM_ONLY, FF_VM_ONLY).
 *   StringConcatFactory.makeConcatWithConstants: concat(args...) building the
 *     string per the recipe (\1 = argument, \2 = constant) with
 *     StringConcatHelper's methods, as JDK 17's MethodHandle tree does.
 *   ObjectMethods.bootstrap: a record's equals, hashCode or toString with the
 *     semantics of java.lang.runtime.ObjectMethods.
 *
 * Any other bootstrap method runs as on HotSpot (spin_general), and so do
 * CONSTANT_Dynamic entries (indy_condy). */
#include "checkpoint/ckpt.h"
#include "vm/loader.h"
#include "vm/classgen.h"
#include "vm/interp.h"
#include "vm/opcodes.h"
#include "vm/reflect.h"

/* The numbers of spun classes' names: [0] lambda proxies' ($$Lambda$N, one
 * counter as InnerClassLambdaMetafactory's), [1] the others (Concat, Record,
 * Indy), which HotSpot does not spin: sharing one counter, every string
 * concatenation site shifted the numbers of later lambdas' classes. */
static uint64_t spin_counter[2];

typedef struct MhRef {
    int kind;
    Sym owner, name, desc;
    bool iface;
} MhRef;

static MhRef mh_ref(ConstantPool *cp, uint16_t idx)
{
    MhRef r;
    r.kind = cp_a(cp, idx);
    uint16_t ref = cp_b(cp, idx);
    r.owner = cp_member_class(cp, ref);
    r.name = cp_nat_name(cp, ref);
    r.desc = cp_nat_desc(cp, ref);
    r.iface = cp->tags[ref] == CONSTANT_InterfaceMethodref;
    return r;
}

/* Descriptor lists: split "(IJLjava/lang/String;)V" into its parameter types. */
typedef struct Types {
    char **t;
    int n;
    char *ret;
} Types;

static Types split(const char *desc)
{
    Types ty = {0};
    const char *p = desc + 1;
    /* sized to the descriptor: a spin splits several */
    int count = 0;
    for (const char *q = p; *q && *q != ')'; count++) {
        size_t len = desc_type_len(q);
        if (!len)
            break;
        q += len;
    }
    ty.t = xcalloc((size_t)count + 1, sizeof(char *));
    while (*p && *p != ')') {
        size_t n = desc_type_len(p);
        if (!n)
            break;
        ty.t[ty.n] = xmalloc(n + 1);
        memcpy(ty.t[ty.n], p, n);
        ty.t[ty.n][n] = 0;
        ty.n++;
        p += n;
    }
    ty.ret = xstrdup(*p == ')' ? p + 1 : "V");
    return ty;
}

static void types_free(Types *ty)
{
    for (int i = 0; i < ty->n; i++)
        free(ty->t[i]);
    free(ty->t);
    free(ty->ret);
}

static bool is_ref(const char *d) { return d[0] == 'L' || d[0] == '['; }

/* The class name to use in checkcast/new for a reference descriptor. */
static char *ref_class(const char *d)
{
    if (d[0] == '[')
        return xstrdup(d);
    size_t n = strlen(d);
    char *s = xmalloc(n);
    memcpy(s, d + 1, n - 2);
    s[n - 2] = 0;
    return s;
}

/* ---- What a spin holds across its upcalls -----------------------------------
 * Spinning a class calls into Java (loading classes, resolving constants,
 * defining the class) while C buffers are live. A checkpoint return from one
 * of those calls to a time before the spin began abandons this C frame; the
 * buffers are then freed by the return (ckpt_hold), else by held_end. */
typedef struct Held {
    struct HeldItem {
        void (*release)(void *p);
        void *p;
    } *items;
    int n, cap;
    CkptHold *hold;
} Held;

static void held_release(void *hp)
{
    Held *h = hp;
    for (int i = h->n; i-- > 0;)
        h->items[i].release(h->items[i].p);
    free(h->items);
    free(h);
}

static Held *held_new(void)
{
    Held *h = xcalloc(1, sizeof *h);
    h->hold = ckpt_hold(held_release, h);
    return h;
}

/* p, to be freed by release(p) at the end; returns p. */
static void *held_add(Held *h, void (*release)(void *p), void *p)
{
    if (h->n == h->cap) {
        h->cap = h->cap ? 2 * h->cap : 8;
        h->items = xrealloc(h->items, (size_t)h->cap * sizeof *h->items);
    }
    h->items[h->n++] = (struct HeldItem){release, p};
    return p;
}

static void held_end(Held *h)
{
    ckpt_unhold(h->hold);
    held_release(h);
}

static void release_types(void *ty)
{
    types_free(ty);
    free(ty);
}

static void release_cg(void *cg) { cg_free(cg); }

static Types *held_split(Held *h, const char *desc)
{
    Types *ty = held_add(h, release_types, xmalloc(sizeof(Types)));
    *ty = split(desc);
    return ty;
}

static char *held_str(Held *h, char *s) { return held_add(h, free, s); }

static ClassGen *held_cg(Held *h, ClassGen *cg) { return held_add(h, release_cg, cg); }

static const char *wrapper_of(char p)
{
    switch (p) {
    case 'Z': return "java/lang/Boolean";
    case 'B': return "java/lang/Byte";
    case 'C': return "java/lang/Character";
    case 'S': return "java/lang/Short";
    case 'I': return "java/lang/Integer";
    case 'J': return "java/lang/Long";
    case 'F': return "java/lang/Float";
    case 'D': return "java/lang/Double";
    default: return NULL;
    }
}

static const char *unbox_name(char p)
{
    switch (p) {
    case 'Z': return "booleanValue";
    case 'B': return "byteValue";
    case 'C': return "charValue";
    case 'S': return "shortValue";
    case 'I': return "intValue";
    case 'J': return "longValue";
    case 'F': return "floatValue";
    default: return "doubleValue";
    }
}

/* The primitive a wrapper descriptor boxes, or 0. */
static char wrapped(const char *d)
{
    static const char prims[] = "ZBCSIJFD";
    for (int i = 0; prims[i]; i++) {
        char buf[64];
        snprintf(buf, sizeof buf, "L%s;", wrapper_of(prims[i]));
        if (strcmp(d, buf) == 0)
            return prims[i];
    }
    return 0;
}

static void widen(CodeGen *c, char from, char to)
{
    bool fint = strchr("BSCIZ", from) != NULL;
    if (from == to || (fint && strchr("BSCIZ", to)))
        return;
    if (fint) {
        if (to == 'J')
            cg_op(c, OP_i2l, 1);
        else if (to == 'F')
            cg_op(c, OP_i2f, 0);
        else if (to == 'D')
            cg_op(c, OP_i2d, 1);
    } else if (from == 'J') {
        if (to == 'F')
            cg_op(c, OP_l2f, -1);
        else if (to == 'D')
            cg_op(c, OP_l2d, 0);
    } else if (from == 'F' && to == 'D') {
        cg_op(c, OP_f2d, 1);
    }
}

static void box(CodeGen *c, char p)
{
    char desc[64];
    snprintf(desc, sizeof desc, "(%c)L%s;", p, wrapper_of(p));
    cg_invoke(c, OP_invokestatic, wrapper_of(p), "valueOf", desc);
}

static void unbox(CodeGen *c, char p)
{
    char desc[8];
    snprintf(desc, sizeof desc, "()%c", p);
    cg_invoke(c, OP_invokevirtual, wrapper_of(p), unbox_name(p), desc);
}

/* Convert the value on the stack from descriptor src to dst (LambdaMetafactory's rules). */
static void convert(CodeGen *c, const char *src, const char *dst)
{
    if (strcmp(src, dst) == 0)
        return;
    bool sr = is_ref(src), dr = is_ref(dst);
    if (sr && dr) {
        if (strcmp(dst, "Ljava/lang/Object;") != 0) {
            char *cn = ref_class(dst);
            cg_type_op(c, OP_checkcast, cn, 0);
            free(cn);
        }
    } else if (!sr && !dr) {
        widen(c, src[0], dst[0]);
    } else if (!sr && dr) {
        box(c, src[0]);
        char bd[64];
        snprintf(bd, sizeof bd, "L%s;", wrapper_of(src[0]));
        if (strcmp(dst, bd) != 0 && strcmp(dst, "Ljava/lang/Object;") != 0) {
            char *cn = ref_class(dst);
            cg_type_op(c, OP_checkcast, cn, 0);
            free(cn);
        }
    } else {
        char w = wrapped(src);
        if (w) {
            unbox(c, w);
            widen(c, w, dst[0]);
        } else {
            cg_type_op(c, OP_checkcast, wrapper_of(dst[0]), 0);
            unbox(c, dst[0]);
        }
    }
}

static Class *define_spun(Thread *th, Class *host, ClassGen *cg)
{
    size_t len;
    const uint8_t *bytes = cg_bytes(cg, &len);
    Class *c = loader_define(th, host->loader, NULL, bytes, len, host->protection_domain,
                             DEF_HIDDEN | DEF_NESTMATE | DEF_VM_SPUN, host);
    return c;
}

static char *spun_name(Class *host, const char *kind)
{
    static bool registered;
    if (!registered) {
        /* Names of classes spun after a checkpoint come again after a return. */
        ckpt_register_state(spin_counter, sizeof spin_counter);
        registered = true;
    }
    Buf b = {0};
    uint64_t *counter = &spin_counter[strcmp(kind, "Lambda") != 0];
    buf_printf(&b, "%s$$%s$%llu", host->name, kind, (unsigned long long)++*counter);
    char *s = xstrdup(buf_cstr(&b));
    buf_free(&b);
    return s;
}

/* Loadable constant as a MethodType descriptor (the BSM arguments we use). */
static Sym arg_method_type(ConstantPool *cp, uint16_t i)
{
    return cp->tags[i] == CONSTANT_MethodType ? cp_utf8(cp, cp_a(cp, i)) : NULL;
}

/* A loadable constant as a bootstrap method gets it: *out is the object,
 * a primitive (Integer, Float, Long, Double, or a dynamic constant of a
 * primitive type) boxed. False with an exception pending. */
static bool arg_object(Thread *th, Class *cls, uint16_t idx, Object **out)
{
    ConstantPool *cp = &cls->cp;
    Slot v;
    if (!resolve_ldc(th, cls, idx, &v))
        return false;
    char t = 0;
    switch (cp->tags[idx]) {
    case CONSTANT_Integer: t = 'I'; break;
    case CONSTANT_Float: t = 'F'; break;
    case CONSTANT_Long: t = 'J'; break;
    case CONSTANT_Double: t = 'D'; break;
    case CONSTANT_Dynamic: {
        const char *d = cp_nat_desc(cp, idx);
        t = d[0] != 'L' && d[0] != '[' ? d[0] : 0;
        break;
    }
    default: break;
    }
    *out = t ? reflect_box(th, t, v) : v.a;
    return !t || *out;
}

/* ---- Lambdas ---------------------------------------------------------------- */

static bool implements_serializable(Thread *th, Class *host, const char *iface)
{
    Class *c = loader_load(th, host->loader, sym_c(iface));
    if (!c) {
        exc_take(th);
        return false;
    }
    return class_is_subclass(c, WK.Serializable);
}

/* The class declaring the implementation method, as MethodHandleInfo's
 * getDeclaringClass (the owner named in the constant pool may inherit it). */
static const char *impl_declaring_class(Thread *th, Class *host, const MhRef *impl)
{
    Class *oc = loader_load(th, host->loader, impl->owner);
    if (!oc) {
        exc_take(th);
        return impl->owner;
    }
    Method *m = impl->kind == REF_newInvokeSpecial ? cf_find_method(oc, S.init, impl->desc)
                                                   : class_find_method(oc, impl->name, impl->desc);
    if (!m)
        m = class_find_interface_method(oc, impl->name, impl->desc);
    return m ? m->cls->name : impl->owner;
}

/* private final Object writeReplace(): new SerializedLambda(capturing class,
 * interface, its method name and descriptor, implementation kind, class, name
 * and descriptor, instantiated type, captured values boxed in an Object[]),
 * as InnerClassLambdaMetafactory's; javac's $deserializeLambda$ in the
 * capturing class checks these and makes the lambda again. */
static void write_replace(Thread *th, ClassGen *cg, Class *host, const char *name, const char *fi, Sym fi_name,
                          Sym sam_desc, Sym inst_desc, const MhRef *impl, const Types *cap)
{
    const char *sl = "java/lang/invoke/SerializedLambda";
    CodeGen *c = cg_method(cg, ACC_PRIVATE | ACC_FINAL, "writeReplace", "()Ljava/lang/Object;");
    cg_type_op(c, OP_new_, sl, 1);
    cg_op(c, OP_dup, 1);
    cg_op_u2(c, OP_ldc_w, cg_class(cg, host->name), 1);
    cg_ldc_string(c, fi);
    cg_ldc_string(c, fi_name);
    cg_ldc_string(c, sam_desc);
    cg_iconst(c, impl->kind);
    cg_ldc_string(c, impl_declaring_class(th, host, impl));
    cg_ldc_string(c, impl->name);
    cg_ldc_string(c, impl->desc);
    cg_ldc_string(c, inst_desc);
    cg_iconst(c, cap->n);
    cg_type_op(c, OP_anewarray, "java/lang/Object", 0);
    char fname[32];
    for (int i = 0; i < cap->n; i++) {
        cg_op(c, OP_dup, 1);
        cg_iconst(c, i);
        cg_load(c, 'L', 0);
        snprintf(fname, sizeof fname, "arg$%d", i + 1);
        cg_field(c, OP_getfield, name, fname, cap->t[i]);
        if (!is_ref(cap->t[i]))
            box(c, cap->t[i][0]);
        cg_op(c, OP_aastore, -3);
    }
    cg_invoke(c, OP_invokespecial, sl, "<init>",
              "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;"
              "Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;[Ljava/lang/Object;)V");
    cg_return(c, 'L');
    cg_end(c, 1);
}

static Method *spin_general(Thread *th, Class *cls, Sym name, Sym desc, BootstrapMethod *bm);

/* ---- Lambdas: the checks LambdaMetafactory makes --------------------------
 * The spin below implements the lambdas javac makes. A call site that
 * LambdaMetafactory, altMetafactory or AbstractValidatingLambdaMetafactory
 * would refuse (or that the spin does not handle) is linked by the JDK's
 * own bootstrap instead (spin_general), which throws what it throws on
 * HotSpot: a LambdaConversionException or IllegalArgumentException in a
 * BootstrapMethodError. So these checks decide only whether a site is
 * plain; the JDK words the errors. The classes they load are those the
 * site's MethodTypes name, which HotSpot resolves before the bootstrap runs. */

/* Whether the primitive from widens to the primitive to (Wrapper.isConvertibleFrom). */
static bool prim_widens(char from, char to)
{
    static const char *const wider[] = {"BSIJFD", "SIJFD", "CIJFD", "IJFD", "JFD", "FD", "D", "Z"};
    for (size_t i = 0; i < sizeof wider / sizeof *wider; i++)
        if (wider[i][0] == from)
            return strchr(wider[i], to) != NULL;
    return false;
}

/* Class.isAssignableFrom of two reference descriptors, the classes loaded
 * through host's loader; false when one cannot be (the JDK's bootstrap
 * then reports it). */
static bool ref_assignable(Thread *th, Class *host, const char *to, const char *from)
{
    if (!strcmp(to, from) || !strcmp(to, "Ljava/lang/Object;"))
        return true;
    Class *t = loader_class_of_desc(th, host->loader, to, strlen(to));
    Class *f = t ? loader_class_of_desc(th, host->loader, from, strlen(from)) : NULL;
    if (!f) {
        exc_take(th);
        return false;
    }
    return f == t || class_is_subclass(f, t);
}

/* AbstractValidatingLambdaMetafactory.isAdaptableTo, on descriptors (not V). */
static bool lambda_adaptable(Thread *th, Class *host, const char *from, const char *to, bool strict)
{
    if (!strcmp(from, to))
        return true;
    if (!is_ref(from) && !is_ref(to))
        return prim_widens(from[0], to[0]);
    if (!is_ref(from)) {
        char wd[64];
        snprintf(wd, sizeof wd, "L%s;", wrapper_of(from[0]));
        return ref_assignable(th, host, to, wd);
    }
    if (!is_ref(to)) {
        /* Void is a wrapper too, of void, which widens to nothing */
        char w = wrapped(from);
        return w ? prim_widens(w, to[0]) : !strict && strcmp(from, "Ljava/lang/Void;") != 0;
    }
    return !strict || ref_assignable(th, host, to, from);
}

/* isAdaptableToAsReturn, and its strict form (isAdaptableToAsReturnStrict). */
static bool lambda_return_adaptable(Thread *th, Class *host, const char *from, const char *to, bool strict)
{
    if (strict && (from[0] == 'V' || to[0] == 'V'))
        return !strcmp(from, to);
    if (to[0] == 'V')
        return true;
    return from[0] != 'V' && lambda_adaptable(th, host, from, to, strict);
}

/* checkDescriptor: the interface method's (or a bridge's) types take the
 * instantiated ones. */
static bool lambda_descriptor_ok(Thread *th, Class *host, const Types *inst, const char *desc)
{
    Types d = split(desc);
    bool ok = d.n == inst->n;
    for (int i = 0; ok && i < d.n; i++)
        ok = is_ref(d.t[i]) ? is_ref(inst->t[i]) && ref_assignable(th, host, d.t[i], inst->t[i]) : !strcmp(d.t[i], inst->t[i]);
    ok = ok && lambda_return_adaptable(th, host, inst->ret, d.ret, true);
    types_free(&d);
    return ok;
}

/* altMetafactory's count-prefixed run of static arguments at *k: an Integer
 * count, then that many constants of the tag; *k moves past it. */
static bool alt_run(ConstantPool *cp, const BootstrapMethod *bm, int *k, uint8_t tag, int *start, int *count)
{
    if (*k >= bm->n_args || cp->tags[bm->args[*k]] != CONSTANT_Integer)
        return false;
    int32_t n = (int32_t)(uint32_t)cp->raw[bm->args[(*k)++]];
    if (n < 0 || n > bm->n_args - *k)
        return false;
    *start = *k;
    *count = n;
    for (int i = 0; i < n; i++)
        if (cp->tags[bm->args[(*k)++]] != tag)
            return false;
    return true;
}

static bool load_interface(Thread *th, Class *host, const char *desc)
{
    Class *c = is_ref(desc) ? loader_class_of_desc(th, host->loader, desc, strlen(desc)) : NULL;
    if (th->exc)
        exc_take(th);
    return c && (c->access & ACC_INTERFACE);
}

/* The static arguments' shape, the interfaces, the implementation's kind,
 * then validateMetafactoryArgs: the arities, the receiver, the captured
 * values' exact types, the arguments and result adaptable, the interface
 * method's and bridges' descriptors. */
static bool lambda_site_plain(Thread *th, Class *host, Sym fi_name, Sym indy_desc, BootstrapMethod *bm, bool alt)
{
    ConstantPool *cp = &host->cp;
    const uint16_t *a = bm->args;
    if (bm->n_args < 3 || (!alt && bm->n_args != 3) || cp->tags[a[0]] != CONSTANT_MethodType ||
        cp->tags[a[1]] != CONSTANT_MethodHandle || cp->tags[a[2]] != CONSTANT_MethodType)
        return false;
    int k = 3, markers = 0, n_markers = 0, bridges = 0, n_bridges = 0;
    if (alt) {
        if (cp->tags[a[k]] != CONSTANT_Integer)
            return false;
        int32_t flags = (int32_t)(uint32_t)cp->raw[a[k++]];
        if ((flags & 2) && !alt_run(cp, bm, &k, CONSTANT_Class, &markers, &n_markers))
            return false;
        if ((flags & 4) && !alt_run(cp, bm, &k, CONSTANT_MethodType, &bridges, &n_bridges))
            return false;
        if (k != bm->n_args)
            return false;
    }
    /* a name the spun class can have */
    if (!fi_name[0] || strpbrk(fi_name, ".;[/<>"))
        return false;
    MhRef impl = mh_ref(cp, a[1]);
    if (impl.kind < REF_invokeVirtual || impl.kind > REF_invokeInterface)
        return false;
    const char *ret = strchr(indy_desc, ')') + 1;
    if (ret[0] != 'L' || !load_interface(th, host, ret))
        return false;
    char d[1024];
    for (int i = 0; i < n_markers; i++) {
        Sym mn = cp_class_name(cp, a[markers + i]);
        snprintf(d, sizeof d, mn[0] == '[' ? "%s" : "L%s;", mn);
        if (!load_interface(th, host, d))
            return false;
    }
    Held *held = held_new();
    Types *cap = held_split(held, indy_desc), *sam = held_split(held, arg_method_type(cp, a[0])),
          *inst = held_split(held, arg_method_type(cp, a[2])), *it = held_split(held, impl.desc);
    bool recv = impl.kind != REF_invokeStatic && impl.kind != REF_newInvokeSpecial;
    bool ok = it->n + recv == cap->n + sam->n && inst->n == sam->n;
    for (int i = 0; ok && i < n_bridges; i++)
        ok = desc_arg_count(arg_method_type(cp, a[bridges + i])) == sam->n;
    /* impl's parameter i, the receiver first */
    char owner[1024];
    snprintf(owner, sizeof owner, impl.owner[0] == '[' ? "%s" : "L%s;", impl.owner);
#define IMPL_PARAM(i) (recv ? ((i) == 0 ? owner : it->t[(i) - 1]) : it->t[i])
    if (ok && recv) {
        const char *r = cap->n ? cap->t[0] : inst->t[0];
        ok = is_ref(r) && ref_assignable(th, host, owner, r);
    }
    for (int i = recv; ok && i < cap->n; i++)
        ok = !strcmp(cap->t[i], IMPL_PARAM(i));
    for (int i = recv && !cap->n ? 1 : cap->n; ok && i < cap->n + sam->n; i++)
        ok = lambda_adaptable(th, host, inst->t[i - cap->n], IMPL_PARAM(i), true);
#undef IMPL_PARAM
    ok = ok && lambda_return_adaptable(th, host, impl.kind == REF_newInvokeSpecial ? owner : it->ret, inst->ret, false);
    ok = ok && lambda_descriptor_ok(th, host, inst, arg_method_type(cp, a[0]));
    for (int i = 0; ok && i < n_bridges; i++)
        ok = lambda_descriptor_ok(th, host, inst, arg_method_type(cp, a[bridges + i]));
    held_end(held);
    return ok;
}

static Method *spin_lambda(Thread *th, Class *host, Sym fi_name, Sym indy_desc, BootstrapMethod *bm, bool alt)
{
    ConstantPool *cp = &host->cp;
    if (!lambda_site_plain(th, host, fi_name, indy_desc, bm, alt))
        return th->exc ? NULL : spin_general(th, host, fi_name, indy_desc, bm);
    Sym sam_desc = arg_method_type(cp, bm->args[0]);
    Sym inst_desc = arg_method_type(cp, bm->args[2]);
    MhRef impl = mh_ref(cp, bm->args[1]);
    if (!resolve_mh_access(th, host, bm->args[1]))
        return NULL;
    Held *held = held_new();
    Types *cap = held_split(held, indy_desc), *sam = held_split(held, sam_desc), *inst = held_split(held, inst_desc),
          *it = held_split(held, impl.desc);
    char *fi = held_str(held, ref_class(cap->ret));
    char *name = held_str(held, spun_name(host, "Lambda"));
    ClassGen *cg = held_cg(held, cg_new(name, "java/lang/Object", ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC));
    cg_add_interface(cg, fi);
    /* altMetafactory: flags, marker interfaces, bridges. */
    Sym *bridges = NULL;
    int n_bridges = 0;
    bool serializable = false;
    if (alt && bm->n_args >= 4 && cp->tags[bm->args[3]] == CONSTANT_Integer) {
        int32_t flags = (int32_t)(uint32_t)cp->raw[bm->args[3]];
        int k = 4;
        serializable = flags & 1;
        /* As altMetafactory: Serializable comes after the markers, unless the
         * interface or a marker is Serializable already. */
        bool has_ser = serializable && implements_serializable(th, host, fi);
        if ((flags & 2) && k < bm->n_args) {
            int32_t nm = (int32_t)(uint32_t)cp->raw[bm->args[k++]];
            for (int32_t i = 0; i < nm && k < bm->n_args; i++) {
                Sym marker = cp_class_name(cp, bm->args[k++]);
                has_ser = has_ser || (serializable && implements_serializable(th, host, marker));
                cg_add_interface(cg, marker);
            }
        }
        if (serializable && !has_ser)
            cg_add_interface(cg, "java/io/Serializable");
        if ((flags & 4) && k < bm->n_args) {
            int32_t nb = (int32_t)(uint32_t)cp->raw[bm->args[k++]];
            bridges = held_add(held, free, xcalloc((size_t)(nb > 0 ? nb : 1), sizeof(Sym)));
            for (int32_t i = 0; i < nb && k < bm->n_args; i++)
                bridges[n_bridges++] = arg_method_type(cp, bm->args[k++]);
        }
    }
    char fname[32];
    for (int i = 0; i < cap->n; i++) {
        snprintf(fname, sizeof fname, "arg$%d", i + 1);
        cg_add_field(cg, ACC_PRIVATE | ACC_FINAL, fname, cap->t[i]);
    }
    /* Constructor. */
    Buf ctor_desc = {0};
    buf_putc(&ctor_desc, '(');
    for (int i = 0; i < cap->n; i++)
        buf_puts(&ctor_desc, cap->t[i]);
    buf_puts(&ctor_desc, ")V");
    CodeGen *c = cg_method(cg, ACC_PRIVATE, "<init>", buf_cstr(&ctor_desc));
    cg_load(c, 'L', 0);
    cg_invoke(c, OP_invokespecial, "java/lang/Object", "<init>", "()V");
    uint16_t slot = 1;
    for (int i = 0; i < cap->n; i++) {
        cg_load(c, 'L', 0);
        cg_load(c, cap->t[i][0], slot);
        slot = (uint16_t)(slot + cg_slots(cap->t[i][0] == '[' ? 'L' : cap->t[i][0]));
        snprintf(fname, sizeof fname, "arg$%d", i + 1);
        cg_field(c, OP_putfield, name, fname, cap->t[i]);
    }
    cg_return(c, 'V');
    cg_end(c, slot);
    /* Factory (a shared instance when nothing is captured). */
    if (cap->n == 0) {
        char idesc[512];
        snprintf(idesc, sizeof idesc, "L%s;", name);
        cg_add_field(cg, ACC_PRIVATE | ACC_STATIC | ACC_FINAL, "LAMBDA_INSTANCE$", idesc);
        c = cg_method(cg, ACC_STATIC, "<clinit>", "()V");
        cg_type_op(c, OP_new_, name, 1);
        cg_op(c, OP_dup, 1);
        cg_invoke(c, OP_invokespecial, name, "<init>", "()V");
        cg_field(c, OP_putstatic, name, "LAMBDA_INSTANCE$", idesc);
        cg_return(c, 'V');
        cg_end(c, 0);
        c = cg_method(cg, ACC_STATIC, "get$Lambda", indy_desc);
        cg_field(c, OP_getstatic, name, "LAMBDA_INSTANCE$", idesc);
        cg_return(c, 'L');
        cg_end(c, 0);
    } else {
        c = cg_method(cg, ACC_STATIC, "get$Lambda", indy_desc);
        cg_type_op(c, OP_new_, name, 1);
        cg_op(c, OP_dup, 1);
        slot = 0;
        for (int i = 0; i < cap->n; i++) {
            cg_load(c, cap->t[i][0], slot);
            slot = (uint16_t)(slot + cg_slots(cap->t[i][0] == '[' ? 'L' : cap->t[i][0]));
        }
        cg_invoke(c, OP_invokespecial, name, "<init>", buf_cstr(&ctor_desc));
        cg_return(c, 'L');
        cg_end(c, slot);
    }
    buf_free(&ctor_desc);
    /* The implementation's parameter list, with the receiver for instance methods. */
    Types *target = held_add(held, release_types, xcalloc(1, sizeof(Types)));
    target->t = xcalloc(260, sizeof(char *));
    bool has_recv = impl.kind == REF_invokeVirtual || impl.kind == REF_invokeInterface || impl.kind == REF_invokeSpecial;
    if (has_recv) {
        char rd[1024];
        snprintf(rd, sizeof rd, impl.owner[0] == '[' ? "%s" : "L%s;", impl.owner);
        target->t[target->n++] = xstrdup(rd);
    }
    for (int i = 0; i < it->n; i++)
        target->t[target->n++] = xstrdup(it->t[i]);
    /* The interface method, then any bridges with the same body. */
    int n_bodies = 1 + n_bridges;
    for (int b = 0; b < n_bodies; b++) {
        Sym mdesc = b == 0 ? sam_desc : bridges[b - 1];
        if (!mdesc)
            continue;
        Types md = split(mdesc);
        if (md.n != sam->n) {
            types_free(&md);
            continue;
        }
        c = cg_method(cg, ACC_PUBLIC, fi_name, mdesc);
        if (impl.kind == REF_newInvokeSpecial) {
            cg_type_op(c, OP_new_, impl.owner, 1);
            cg_op(c, OP_dup, 1);
        }
        for (int i = 0; i < cap->n; i++) {
            cg_load(c, 'L', 0);
            snprintf(fname, sizeof fname, "arg$%d", i + 1);
            cg_field(c, OP_getfield, name, fname, cap->t[i]);
            convert(c, cap->t[i], target->t[i]);
        }
        slot = 1;
        for (int i = 0; i < md.n; i++) {
            cg_load(c, md.t[i][0], slot);
            slot = (uint16_t)(slot + cg_slots(md.t[i][0] == '[' ? 'L' : md.t[i][0]));
            const char *want = inst->t[i];
            if (is_ref(md.t[i]) && is_ref(want))
                convert(c, md.t[i], want);
            else if (strcmp(md.t[i], want) != 0)
                convert(c, md.t[i], want);
            convert(c, want, target->t[cap->n + i]);
        }
        uint8_t op = impl.kind == REF_invokeStatic ? OP_invokestatic
                   : impl.kind == REF_invokeInterface ? OP_invokeinterface
                   : impl.kind == REF_invokeVirtual ? (impl.iface ? OP_invokeinterface : OP_invokevirtual)
                   : OP_invokespecial;
        if (op == OP_invokestatic && impl.iface) {
            /* A static interface method: an InterfaceMethodref. */
            int e = -desc_arg_slots(impl.desc) + cg_slots(desc_ret_char(impl.desc) == '[' ? 'L' : desc_ret_char(impl.desc));
            cg_op_u2(c, OP_invokestatic, cg_method_ref(cg, impl.owner, impl.name, impl.desc, true), e);
        } else if (op == OP_invokespecial && impl.iface) {
            int e = -desc_arg_slots(impl.desc) - 1 + cg_slots(desc_ret_char(impl.desc) == '[' ? 'L' : desc_ret_char(impl.desc));
            cg_op_u2(c, OP_invokespecial, cg_method_ref(cg, impl.owner, impl.name, impl.desc, true), e);
        } else {
            cg_invoke(c, op, impl.owner, impl.name, impl.desc);
        }
        /* Result. */
        char impl_ret[1024];
        if (impl.kind == REF_newInvokeSpecial)
            snprintf(impl_ret, sizeof impl_ret, impl.owner[0] == '[' ? "%s" : "L%s;", impl.owner);
        else
            snprintf(impl_ret, sizeof impl_ret, "%s", it->ret);
        if (md.ret[0] == 'V') {
            int s = cg_slots(impl_ret[0] == '[' ? 'L' : impl_ret[0]);
            if (s == 1)
                cg_op(c, OP_pop, -1);
            else if (s == 2)
                cg_op(c, OP_pop2, -2);
        } else {
            if (impl_ret[0] != 'V') {
                convert(c, impl_ret, inst->ret);
                convert(c, inst->ret, md.ret);
            }
        }
        cg_return(c, md.ret[0]);
        cg_end(c, slot);
        types_free(&md);
    }
    if (serializable)
        write_replace(th, cg, host, name, fi, fi_name, sam_desc, inst_desc, &impl, cap);
    Method *factory = NULL;
    if (!th->exc) {
        Class *lc = define_spun(th, host, cg);
        if (lc) {
            if (obj_hash_lambda_archived(host->name, fi_name, indy_desc, impl.owner, impl.name, impl.desc))
                lc->cflags |= CF_CDS_LAMBDA; /* linking it draws no hash (vm/object.c) */
            factory = cf_find_method(lc, sym_c("get$Lambda"), indy_desc);
            if (factory)
                factory->mflags |= MF_VM_ONLY | MF_HIDDEN;
            for (uint16_t i = 0; i < lc->n_fields; i++)
                if (lc->fields[i].access & ACC_STATIC)
                    lc->fields[i].fflags |= FF_VM_ONLY;
        }
    }
    held_end(held);
    return factory;
}

/* ---- String concatenation -------------------------------------------------- */

static void append_value(CodeGen *c, const char *type)
{
    const char *d;
    switch (type[0]) {
    case 'Z': d = "(Z)Ljava/lang/StringBuilder;"; break;
    case 'C': d = "(C)Ljava/lang/StringBuilder;"; break;
    case 'B': case 'S': case 'I': d = "(I)Ljava/lang/StringBuilder;"; break;
    case 'J': d = "(J)Ljava/lang/StringBuilder;"; break;
    case 'F': d = "(F)Ljava/lang/StringBuilder;"; break;
    case 'D': d = "(D)Ljava/lang/StringBuilder;"; break;
    default:
        d = strcmp(type, "Ljava/lang/String;") == 0 ? "(Ljava/lang/String;)Ljava/lang/StringBuilder;"
                                                     : "(Ljava/lang/Object;)Ljava/lang/StringBuilder;";
    }
    cg_invoke(c, OP_invokevirtual, "java/lang/StringBuilder", "append", d);
}

static void append_literal(CodeGen *c, Buf *lit)
{
    if (!lit->len)
        return;
    cg_ldc_string(c, buf_cstr(lit));
    cg_invoke(c, OP_invokevirtual, "java/lang/StringBuilder", "append",
              "(Ljava/lang/String;)Ljava/lang/StringBuilder;");
    lit->len = 0;
}

/* A constant's string form, as String.valueOf would give. */
static bool constant_string(Thread *th, Class *host, uint16_t idx, Buf *out)
{
    ConstantPool *cp = &host->cp;
    switch (cp->tags[idx]) {
    case CONSTANT_String:
        buf_puts(out, cp_utf8(cp, cp_a(cp, idx)));
        return true;
    case CONSTANT_Integer:
        buf_printf(out, "%d", (int32_t)(uint32_t)cp->raw[idx]);
        return true;
    case CONSTANT_Long:
        buf_printf(out, "%lld", (long long)(int64_t)cp->raw[idx]);
        return true;
    default: {
        /* A float or a double is raw bits in its slot: boxed first, as
         * StringBuilder.append(Object) sees every constant. */
        Object *o;
        Slot r;
        if (!arg_object(th, host, idx, &o) ||
            !interp_call_named(th, WK.String, "valueOf", "(Ljava/lang/Object;)Ljava/lang/String;", (Slot[]){{.a = o}}, &r))
            return false;
        size_t n;
        char *m = str_to_mutf8(r.a, &n);
        buf_put(out, m, n);
        free(m);
        return true;
    }
    }
}

/* The kind of a concatenation argument for StringConcatHelper's mix and
 * prepend: 'S' a String (a reference, a float or a double is made one
 * first: stringOf, String.valueOf), 's' a short, else the primitive's own
 * letter. */
static char concat_kind(const char *t)
{
    return *t == 'L' || *t == '[' || *t == 'F' || *t == 'D' ? 'S' : *t == 'S' ? 's' : *t;
}

static const char *concat_desc(char k, const char *fmt, char *buf, size_t n)
{
    char one[2] = {k == 's' ? 'S' : k, 0};
    snprintf(buf, n, fmt, k == 'S' ? "Ljava/lang/String;" : one);
    return buf;
}

static char concat_local(char k) { return k == 'S' ? 'L' : k == 's' ? 'S' : k; }

typedef struct Segs {
    int n;
    Buf *b;
} Segs;

static void release_segs(void *p)
{
    Segs *s = p;
    for (int i = 0; i < s->n; i++)
        buf_free(&s->b[i]);
    free(s->b);
    free(s);
}

/* makeConcatWithConstants and makeConcat, as JDK 17's StringConcatFactory
 * builds them (generateMHInlineCopy) but as the bytecode of a spun method:
 * references become Strings (StringConcatHelper.stringOf: null is "null"),
 * floats and doubles too (String.valueOf); the lengths and coders of the
 * constants and of every argument are mixed (StringConcatHelper.mix, which
 * throws OutOfMemoryError("Overflow: String length out of range")); one
 * byte array of the exact size is made (newArray, newArrayWithSuffix), the
 * arguments and the constants before them are prepended from the last, and
 * newString wraps the array. Before, a StringBuilder grew to the result and
 * copied it: about twice the memory at the end (a 400-million-character
 * result failed under -Xmx2000m where HotSpot succeeds) and StringBuilder's
 * message for a length past the limit. */
/* Whether a concatenation call site is one StringConcatFactory accepts, as
 * javac makes them: a String result, at most 200 argument slots; for
 * makeConcatWithConstants a recipe with one \1 per argument and one \2 per
 * constant, the constants of kinds that cannot be null (not dynamic); for
 * makeConcat no static arguments. Any other site is linked by
 * StringConcatFactory itself, which throws what it throws on HotSpot (a
 * StringConcatException in a BootstrapMethodError) or links what it links
 * (a result type String is assignable to). Only the constant pool is read. */
static bool concat_site_plain(ConstantPool *cp, Sym indy_desc, BootstrapMethod *bm, bool with_constants)
{
    const char *ret = strchr(indy_desc, ')');
    if (strcmp(ret + 1, "Ljava/lang/String;") != 0 || desc_arg_slots(indy_desc) > 200)
        return false;
    if (!with_constants)
        return bm->n_args == 0;
    if (bm->n_args < 1 || cp->tags[bm->args[0]] != CONSTANT_String)
        return false;
    int n_args = 0, n_consts = 0;
    for (const char *p = cp_utf8(cp, cp_a(cp, bm->args[0])); *p; p++) {
        n_args += *p == 1;
        n_consts += *p == 2;
    }
    for (uint16_t i = 1; i < bm->n_args; i++)
        if (cp->tags[bm->args[i]] == CONSTANT_Dynamic)
            return false;
    return n_args == desc_arg_count(indy_desc) && n_consts == bm->n_args - 1;
}

static Method *spin_concat(Thread *th, Class *host, Sym site_name, Sym indy_desc, BootstrapMethod *bm, bool with_constants)
{
    static const char SCH[] = "java/lang/StringConcatHelper";
    ConstantPool *cp = &host->cp;
    if (!concat_site_plain(cp, indy_desc, bm, with_constants))
        return spin_general(th, host, site_name, indy_desc, bm);
    Held *held = held_new();
    Types *ty = held_split(held, indy_desc);
    char *name = held_str(held, spun_name(host, "Concat"));
    ClassGen *cg = held_cg(held, cg_new(name, "java/lang/Object", ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC));
    CodeGen *c = cg_method(cg, ACC_STATIC, "concat", indy_desc);
    /* The constant before each argument, and after the last (the suffix). */
    Segs *segs = held_add(held, release_segs, xcalloc(1, sizeof(Segs)));
    segs->n = ty->n + 1;
    segs->b = xcalloc((size_t)segs->n, sizeof(Buf));
    Buf *seg = segs->b;
    int argi = 0, consti = 1;
    if (with_constants) {
        /* The recipe is modified UTF-8; \1 and \2 are single bytes. */
        for (const char *p = cp_utf8(cp, cp_a(cp, bm->args[0])); *p; p++) {
            if (*p == 1) {
                argi++;
            } else if (*p != 2) {
                buf_putc(&seg[argi], *p);
            } else if (!constant_string(th, host, bm->args[consti++], &seg[argi])) {
                held_end(held);
                return NULL;
            }
        }
    }
    /* The arguments as mix and prepend take them: references, floats and
     * doubles into new locals as Strings, in order (a toString runs first
     * for the first argument, as HotSpot's filters run). */
    uint16_t slot = 0, next = 0;
    uint16_t *at = held_add(held, free, xcalloc((size_t)ty->n + 1, sizeof(uint16_t)));
    char *kind = held_add(held, free, xcalloc((size_t)ty->n + 1, 1));
    for (int i = 0; i < ty->n; i++)
        next = (uint16_t)(next + cg_slots(ty->t[i][0] == '[' ? 'L' : ty->t[i][0]));
    for (int i = 0; i < ty->n; i++) {
        char t = ty->t[i][0];
        kind[i] = concat_kind(ty->t[i]);
        if (kind[i] == 'S') {
            cg_load(c, t, slot);
            if (t == 'F')
                cg_invoke(c, OP_invokestatic, "java/lang/String", "valueOf", "(F)Ljava/lang/String;");
            else if (t == 'D')
                cg_invoke(c, OP_invokestatic, "java/lang/String", "valueOf", "(D)Ljava/lang/String;");
            else
                cg_invoke(c, OP_invokestatic, SCH, "stringOf", "(Ljava/lang/Object;)Ljava/lang/String;");
            cg_store(c, 'L', next);
            at[i] = next++;
        } else {
            at[i] = slot;
        }
        slot = (uint16_t)(slot + cg_slots(t == '[' ? 'L' : t));
    }
    uint16_t lc = next, buf = (uint16_t)(next + 2);
    char d[128];
    cg_invoke(c, OP_invokestatic, SCH, "initialCoder", "()J");
    for (int i = 0; i <= ty->n; i++)
        if (seg[i].len) {
            cg_ldc_string(c, buf_cstr(&seg[i]));
            cg_invoke(c, OP_invokestatic, SCH, "mix", "(JLjava/lang/String;)J");
        }
    for (int i = 0; i < ty->n; i++) {
        cg_load(c, concat_local(kind[i]), at[i]);
        cg_invoke(c, OP_invokestatic, SCH, "mix", concat_desc(kind[i], "(J%s)J", d, sizeof d));
    }
    Buf *suffix = &seg[ty->n];
    if (suffix->len) {
        /* newArrayWithSuffix adds the suffix's length back */
        cg_ldc_string(c, buf_cstr(suffix));
        cg_invoke(c, OP_invokevirtual, "java/lang/String", "length", "()I");
        cg_op(c, OP_i2l, 1);
        cg_op(c, OP_lsub, -2);
        cg_store(c, 'J', lc);
        cg_ldc_string(c, buf_cstr(suffix));
        cg_load(c, 'J', lc);
        cg_invoke(c, OP_invokestatic, SCH, "newArrayWithSuffix", "(Ljava/lang/String;J)[B");
    } else {
        cg_store(c, 'J', lc);
        cg_load(c, 'J', lc);
        cg_invoke(c, OP_invokestatic, SCH, "newArray", "(J)[B");
    }
    cg_store(c, 'L', buf);
    for (int i = ty->n - 1; i >= 0; i--) {
        cg_load(c, 'J', lc);
        cg_load(c, 'L', buf);
        cg_load(c, concat_local(kind[i]), at[i]);
        if (seg[i].len)
            cg_ldc_string(c, buf_cstr(&seg[i]));
        else
            cg_op(c, OP_aconst_null, 1);
        cg_invoke(c, OP_invokestatic, SCH, "prepend", concat_desc(kind[i], "(J[B%sLjava/lang/String;)J", d, sizeof d));
        cg_store(c, 'J', lc);
    }
    cg_load(c, 'L', buf);
    cg_load(c, 'J', lc);
    cg_invoke(c, OP_invokestatic, SCH, "newString", "([BJ)Ljava/lang/String;");
    cg_return(c, 'L');
    cg_end(c, (uint16_t)(buf + 1));
    Method *m = NULL;
    Class *sc = define_spun(th, host, cg);
    if (sc)
        m = cf_find_method(sc, sym_c("concat"), indy_desc);
    held_end(held);
    return m;
}

/* ---- Record methods ------------------------------------------------------- */

typedef struct Component {
    Sym name, desc;
} Component;

/* Whether a record method's call site is as javac makes it, the one shape
 * the spin below implements: the record class, then its component names
 * joined by ';' (only toString reads them), then a getField handle on the
 * record class per component; the name equals, hashCode or toString with
 * the call-site type ObjectMethods.bootstrap requires for it. Any other
 * site is linked by ObjectMethods itself, which throws what it throws on
 * HotSpot (a wrong type or name: IllegalArgumentException, in a
 * BootstrapMethodError) or links what it links (accessor methods as getters,
 * other names). Only the constant pool is read: nothing is resolved. */
static bool record_site_plain(ConstantPool *cp, Sym method_name, Sym indy_desc, BootstrapMethod *bm)
{
    if (bm->n_args < 2 || cp->tags[bm->args[0]] != CONSTANT_Class || cp->tags[bm->args[1]] != CONSTANT_String)
        return false;
    Sym rn = cp_class_name(cp, bm->args[0]);
    if (rn[0] == '[')
        return false;
    char want[1024];
    if (!strcmp(method_name, "equals"))
        snprintf(want, sizeof want, "(L%s;Ljava/lang/Object;)Z", rn);
    else if (!strcmp(method_name, "hashCode"))
        snprintf(want, sizeof want, "(L%s;)I", rn);
    else if (!strcmp(method_name, "toString"))
        snprintf(want, sizeof want, "(L%s;)Ljava/lang/String;", rn);
    else
        return false;
    if (strcmp(want, indy_desc) != 0)
        return false;
    const char *names = cp_utf8(cp, cp_a(cp, bm->args[1]));
    for (int i = 2; i < bm->n_args; i++) {
        uint16_t a = bm->args[i];
        if (cp->tags[a] != CONSTANT_MethodHandle || cp_a(cp, a) != REF_getField)
            return false;
        MhRef g = mh_ref(cp, a);
        if (strcmp(g.owner, rn) != 0)
            return false;
        /* names is "x;y;z" for getters x, y, z */
        size_t len = strlen(g.name);
        if (strncmp(names, g.name, len) != 0 || names[len] != (i + 1 < bm->n_args ? ';' : 0))
            return false;
        names += len + (i + 1 < bm->n_args);
    }
    return bm->n_args > 2 || !names[0];
}

static Method *spin_record(Thread *th, Class *host, Sym method_name, Sym indy_desc, BootstrapMethod *bm)
{
    /* The VM's first record toString is linked by ObjectMethods itself: it
     * makes four lambdas of its own then, whose classes take numbers from
     * the lambda counter, so that a program's later lambdas are named as on
     * HotSpot (LambdaClassNumbers). Later sites take the fast path. */
    static bool first_to_string_done;
    if (!first_to_string_done && !strcmp(method_name, "toString")) {
        static bool registered;
        if (!registered) {
            ckpt_register_state(&first_to_string_done, sizeof first_to_string_done);
            registered = true;
        }
        first_to_string_done = true;
        return spin_general(th, host, method_name, indy_desc, bm);
    }
    if (!record_site_plain(&host->cp, method_name, indy_desc, bm))
        return spin_general(th, host, method_name, indy_desc, bm);
    ConstantPool *cp = &host->cp;
    Class *rc = resolve_class(th, host, bm->args[0]);
    if (!rc)
        return NULL;
    int n = bm->n_args - 2;
    for (int i = 0; i < n; i++)
        if (!resolve_mh_access(th, host, bm->args[2 + i]))
            return NULL;
    Held *held = held_new();
    Component *comp = held_add(held, free, xcalloc((size_t)(n ? n : 1), sizeof(Component)));
    for (int i = 0; i < n; i++) {
        MhRef g = mh_ref(cp, bm->args[2 + i]);
        comp[i].name = g.name;
        comp[i].desc = g.desc;
    }
    const char *rn = rc->name;
    char *name = held_str(held, spun_name(host, "Record"));
    ClassGen *cg = held_cg(held, cg_new(name, "java/lang/Object", ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC));
    CodeGen *c = cg_method(cg, ACC_STATIC, method_name, indy_desc);
    if (strcmp(method_name, "toString") == 0) {
        Slot r;
        if (!interp_call_named(th, WK.Class, "getSimpleName", "()Ljava/lang/String;", (Slot[]){{.a = rc->mirror}}, &r)) {
            held_end(held);
            return NULL;
        }
        size_t sl;
        char *simple = str_to_mutf8(r.a, &sl);
        Buf lit = {0};
        buf_printf(&lit, "%s[", simple);
        free(simple);
        cg_type_op(c, OP_new_, "java/lang/StringBuilder", 1);
        cg_op(c, OP_dup, 1);
        cg_invoke(c, OP_invokespecial, "java/lang/StringBuilder", "<init>", "()V");
        for (int i = 0; i < n; i++) {
            buf_printf(&lit, "%s%s=", i ? ", " : "", comp[i].name);
            append_literal(c, &lit);
            cg_load(c, 'L', 0);
            cg_field(c, OP_getfield, rn, comp[i].name, comp[i].desc);
            append_value(c, is_ref(comp[i].desc) ? "Ljava/lang/Object;" : comp[i].desc);
        }
        buf_putc(&lit, ']');
        append_literal(c, &lit);
        buf_free(&lit);
        cg_invoke(c, OP_invokevirtual, "java/lang/StringBuilder", "toString", "()Ljava/lang/String;");
        cg_return(c, 'L');
        cg_end(c, 1);
    } else if (strcmp(method_name, "hashCode") == 0) {
        cg_iconst(c, 0);
        for (int i = 0; i < n; i++) {
            cg_iconst(c, 31);
            cg_op(c, OP_imul, -1);
            cg_load(c, 'L', 0);
            cg_field(c, OP_getfield, rn, comp[i].name, comp[i].desc);
            if (is_ref(comp[i].desc)) {
                cg_invoke(c, OP_invokestatic, "java/util/Objects", "hashCode", "(Ljava/lang/Object;)I");
            } else {
                char d[8];
                snprintf(d, sizeof d, "(%c)I", comp[i].desc[0]);
                cg_invoke(c, OP_invokestatic, wrapper_of(comp[i].desc[0]), "hashCode", d);
            }
            cg_op(c, OP_iadd, -1);
        }
        cg_return(c, 'I');
        cg_end(c, 1);
    } else {
        /* equals(R, Object) */
        cg_load(c, 'L', 0);
        cg_load(c, 'L', 1);
        int not_same = cg_branch(c, OP_if_acmpne, -2);
        cg_iconst(c, 1);
        cg_return(c, 'I');
        cg_label(c, not_same);
        cg_load(c, 'L', 1);
        cg_type_op(c, OP_instanceof, rn, 0);
        int is_inst = cg_branch(c, OP_ifne, -1);
        cg_iconst(c, 0);
        cg_return(c, 'I');
        cg_label(c, is_inst);
        cg_load(c, 'L', 1);
        cg_type_op(c, OP_checkcast, rn, 0);
        cg_op_u1(c, OP_astore, 2, -1);
        int *fails = xcalloc((size_t)(n ? n : 1), sizeof(int));
        /* Components are compared last to first, as ObjectMethods' guards nest. */
        for (int k = 0; k < n; k++) {
            int i = n - 1 - k;
            char t = comp[i].desc[0];
            cg_load(c, 'L', 0);
            cg_field(c, OP_getfield, rn, comp[i].name, comp[i].desc);
            cg_load(c, 'L', 2);
            cg_field(c, OP_getfield, rn, comp[i].name, comp[i].desc);
            if (is_ref(comp[i].desc)) {
                cg_invoke(c, OP_invokestatic, "java/util/Objects", "equals", "(Ljava/lang/Object;Ljava/lang/Object;)Z");
                fails[k] = cg_branch(c, OP_ifeq, -1);
            } else if (t == 'J') {
                cg_op(c, OP_lcmp, -3);
                fails[k] = cg_branch(c, OP_ifne, -1);
            } else if (t == 'F') {
                cg_invoke(c, OP_invokestatic, "java/lang/Float", "compare", "(FF)I");
                fails[k] = cg_branch(c, OP_ifne, -1);
            } else if (t == 'D') {
                cg_invoke(c, OP_invokestatic, "java/lang/Double", "compare", "(DD)I");
                fails[k] = cg_branch(c, OP_ifne, -1);
            } else {
                fails[k] = cg_branch(c, OP_if_icmpne, -2);
            }
        }
        cg_iconst(c, 1);
        cg_return(c, 'I');
        for (int k = 0; k < n; k++)
            cg_label(c, fails[k]);
        cg_iconst(c, 0);
        cg_return(c, 'I');
        cg_end(c, 3);
        free(fails);
    }
    Class *sc = define_spun(th, host, cg);
    Method *m = sc ? cf_find_method(sc, method_name, indy_desc) : NULL;
    held_end(held);
    return m;
}

/* ---- Any other bootstrap method ----------------------------------------------------
 * As HotSpot links a call site (MethodHandleNatives.linkCallSiteImpl): the
 * JDK's CallSite.makeSite calls the bootstrap method with a full-privilege
 * Lookup on the caller, the name, the MethodType and the static arguments
 * (BootstrapMethodInvoker: the arguments as the method takes them, varargs
 * included), checks that it returned a CallSite of the right type, and wraps
 * what it throws in BootstrapMethodError. The site then calls a spun
 * static method that invokes the target with invokeExact: a ConstantCallSite's
 * target, or the dynamic invoker of a MutableCallSite or VolatileCallSite
 * (so that a later setTarget is seen). */

/* The static arguments of a bootstrap method as an Object[] (primitives
 * boxed), or NULL with an exception pending. */
static Object *static_args(Thread *th, Class *cls, BootstrapMethod *bm)
{
    Class *object = loader_load(th, NULL, sym_c("java/lang/Object"));
    Object *arr = object ? arr_new_ref(th, object, bm->n_args) : NULL;
    if (!arr)
        return NULL;
    for (uint16_t i = 0; i < bm->n_args; i++) {
        Object *o;
        if (!arg_object(th, cls, bm->args[i], &o))
            return NULL;
        obj_set_ref(arr, (uint32_t)(g_array_base_off + i * sizeof(Object *)), o);
    }
    return arr;
}

static Method *spin_general(Thread *th, Class *cls, Sym name, Sym desc, BootstrapMethod *bm)
{
    Slot bsm;
    if (!resolve_ldc(th, cls, bm->method_ref, &bsm))
        return NULL;
    Object *type = resolve_method_type(th, cls, desc);
    Object *jname = type ? str_intern_utf8(th, name) : NULL;
    Object *args = jname ? static_args(th, cls, bm) : NULL;
    if (!args)
        return NULL;
    Class *csc = loader_load(th, NULL, sym_c("java/lang/invoke/CallSite"));
    if (!csc || !class_ready(th, csc))
        return NULL;
    Slot in[5] = {{.a = bsm.a}, {.a = jname}, {.a = type}, {.a = args}, {.a = cls->mirror}}, out;
    if (!interp_call_named(th, csc, "makeSite",
                           "(Ljava/lang/invoke/MethodHandle;Ljava/lang/String;Ljava/lang/invoke/MethodType;"
                           "Ljava/lang/Object;Ljava/lang/Class;)Ljava/lang/invoke/CallSite;",
                           in, &out))
        return NULL;
    Object *site = out.a;
    bool constant = false;
    for (Class *k = site->cls; k; k = k->super)
        constant |= !strcmp(k->name, "java/lang/invoke/ConstantCallSite");
    Slot recv = {.a = site}, target;
    Method *get = class_find_method(site->cls, sym_c(constant ? "getTarget" : "dynamicInvoker"),
                                    sym_c("()Ljava/lang/invoke/MethodHandle;"));
    if (!get || !interp_call_virtual(th, get, &recv, &target))
        return NULL;
    /* The spun class: static MethodHandle mh; static R call(A...) { return mh.invokeExact(a...); } */
    Held *held = held_new();
    char *cname = held_str(held, spun_name(cls, "Indy"));
    ClassGen *cg = held_cg(held, cg_new(cname, "java/lang/Object", ACC_FINAL | ACC_SYNTHETIC));
    cg_add_field(cg, ACC_STATIC | ACC_PRIVATE, "mh", "Ljava/lang/invoke/MethodHandle;");
    CodeGen *c = cg_method(cg, ACC_STATIC, "call", desc);
    cg_field(c, OP_getstatic, cname, "mh", "Ljava/lang/invoke/MethodHandle;");
    uint16_t slot = 0;
    const char *p = desc + 1;
    while (*p != ')') {
        char t = *p;
        cg_load(c, t, slot);
        slot += (uint16_t)cg_slots(t);
        while (*p == '[')
            p++;
        if (*p == 'L')
            p = strchr(p, ';');
        p++;
    }
    cg_invoke(c, OP_invokevirtual, "java/lang/invoke/MethodHandle", "invokeExact", desc);
    cg_return(c, p[1]);
    cg_end(c, slot);
    Class *sc = define_spun(th, cls, cg);
    held_end(held);
    if (!sc || !class_ready(th, sc))
        return NULL;
    Field *f = class_find_field(sc, sym_c("mh"), sym_c("Ljava/lang/invoke/MethodHandle;"));
    obj_set_ref(sc->mirror, f->offset, target.a);
    return cf_find_method(sc, sym_c("call"), desc);
}

/* A CONSTANT_Dynamic (as MethodHandleNatives.linkDynamicConstantImpl): the
 * bootstrap method's value for (Lookup, name, type, static arguments),
 * converted to the type; NULL with an exception pending. *out gets it (a
 * primitive unboxed). */
bool indy_condy(Thread *th, Class *cls, uint16_t idx, Slot *out)
{
    ConstantPool *cp = &cls->cp;
    uint16_t bsm_idx = cp_a(cp, idx);
    if (bsm_idx >= cls->n_bootstrap)
        return exc_throw(th, "java/lang/BootstrapMethodError", "bootstrap method index out of range");
    BootstrapMethod *bm = &cls->bootstrap[bsm_idx];
    Sym name = cp_nat_name(cp, idx), desc = cp_nat_desc(cp, idx);
    Slot bsm;
    if (!resolve_ldc(th, cls, bm->method_ref, &bsm))
        return false;
    Class *tc = loader_class_of_desc(th, cls->loader, desc, strlen(desc));
    Object *jname = tc ? str_intern_utf8(th, name) : NULL;
    Object *args = jname ? static_args(th, cls, bm) : NULL;
    if (!args)
        return false;
    Class *mhn = loader_load(th, NULL, sym_c("java/lang/invoke/MethodHandleNatives"));
    if (!mhn || !class_ready(th, mhn))
        return false;
    Slot in[5] = {{.a = cls->mirror}, {.a = bsm.a}, {.a = jname}, {.a = tc->mirror}, {.a = args}}, r;
    if (!interp_call_named(th, mhn, "linkDynamicConstantImpl",
                           "(Ljava/lang/Class;Ljava/lang/invoke/MethodHandle;Ljava/lang/String;Ljava/lang/Class;"
                           "Ljava/lang/Object;)Ljava/lang/Object;",
                           in, &r))
        return false;
    if (desc[0] != 'L' && desc[0] != '[')
        return reflect_unbox(th, r.a, desc[0], out);
    out->a = r.a;
    return true;
}

/* -XX:-RivetIndyFastPaths: every bootstrap method through the general path
 * (to check that the fast paths give the same results). */
bool g_indy_general_only;

/* Call sites whose linking failed (JVMS 5.4.3: a later attempt fails with
 * the same error; HotSpot throws a new error of the same class and message,
 * without the cause). Keyed by the instruction: each one is its own site. */
typedef struct IndyError {
    const uint8_t *pc;
    Class *cls;
    char *msg;
} IndyError;
static IndyError *indy_errors;
static int n_indy_errors, cap_indy_errors;

bool indy_failed_before(Thread *th, const uint8_t *pc)
{
    for (int i = 0; i < n_indy_errors; i++)
        if (indy_errors[i].pc == pc) {
            if (indy_errors[i].msg)
                exc_throw_cls(th, indy_errors[i].cls, "%s", indy_errors[i].msg);
            else
                exc_throw_cls(th, indy_errors[i].cls, NULL);
            return true;
        }
    return false;
}

void indy_remember_failure(Thread *th, const uint8_t *pc)
{
    Object *e = th->exc;
    if (!e || !WK.Throwable)
        return;
    /* Not for resource exhaustion: a later attempt may succeed. */
    for (Class *k = e->cls; k; k = k->super)
        if (!strcmp(k->name, "java/lang/VirtualMachineError"))
            return;
    if (n_indy_errors == cap_indy_errors) {
        cap_indy_errors = cap_indy_errors ? cap_indy_errors * 2 : 8;
        indy_errors = xrealloc(indy_errors, sizeof *indy_errors * (size_t)cap_indy_errors);
    }
    Object *m = FIELD_AT(e, Object *, field_offset(WK.Throwable, "detailMessage", "Ljava/lang/String;"));
    indy_errors[n_indy_errors++] = (IndyError){pc, e->cls, m ? str_to_cstr(m) : NULL};
}

/* Call sites the VM links itself (lambdas, string concatenation, records)
 * get the same code each time: when a checkpoint return undoes a site's
 * quickening and the site is linked again, the class spun the first time is
 * used again instead of spinning and defining another (every sampled
 * schedule of the tester did that, and the classes piled up). The names the
 * spin would have taken are still counted, so classes spun later are named
 * as in a run without checkpoints; only the reused class keeps its first
 * name. A spin during which Java code ran (loading a class through a Java
 * loader) is not kept: that code must run again. */
typedef struct SpunSite {
    Class *cls;  /* NULL: a free slot */
    const uint8_t *pc; /* the instruction: each is its own site, even two naming one constant */
    Method *target;
    uint64_t spins[2], hidden; /* the names it took */
} SpunSite;
static SpunSite *spun_sites; /* open addressing on pc */
static size_t n_spun_sites, cap_spun_sites;

static size_t spun_hash(const uint8_t *pc) { return (uintptr_t)pc * 0x9E3779B97F4A7C15ull >> 20; }

static SpunSite *spun_site(Class *cls, const uint8_t *pc, bool add)
{
    if (add && (n_spun_sites + 1) * 2 > cap_spun_sites) {
        size_t ncap = cap_spun_sites ? cap_spun_sites * 2 : 256;
        SpunSite *old = spun_sites, *nt = xcalloc(ncap, sizeof *nt);
        for (size_t i = 0; i < cap_spun_sites; i++) {
            if (!old[i].cls)
                continue;
            size_t j = spun_hash(old[i].pc) & (ncap - 1);
            while (nt[j].cls)
                j = (j + 1) & (ncap - 1);
            nt[j] = old[i];
        }
        free(old);
        spun_sites = nt;
        cap_spun_sites = ncap;
    }
    if (!cap_spun_sites)
        return NULL;
    size_t j = spun_hash(pc) & (cap_spun_sites - 1);
    while (spun_sites[j].cls && spun_sites[j].pc != pc)
        j = (j + 1) & (cap_spun_sites - 1);
    if (spun_sites[j].cls)
        return &spun_sites[j];
    if (!add)
        return NULL;
    n_spun_sites++;
    spun_sites[j].cls = cls;
    spun_sites[j].pc = pc;
    return &spun_sites[j];
}

static Method *indy_link_spin(Thread *th, Class *cls, uint16_t idx);

Method *indy_link(Thread *th, Class *cls, uint16_t idx, const uint8_t *pc)
{
    SpunSite *s = spun_site(cls, pc, false);
    if (s) {
        spin_counter[0] += s->spins[0];
        spin_counter[1] += s->spins[1];
        *loader_hidden_counter() += s->hidden;
        return class_ready(th, s->target->cls) ? s->target : NULL;
    }
    uint64_t spins0 = spin_counter[0], spins1 = spin_counter[1], hidden = *loader_hidden_counter(),
             upcalls = g_java_upcalls;
    Method *target = indy_link_spin(th, cls, idx);
    if (target && (target->cls->cflags & CF_VM_SPUN) && upcalls == g_java_upcalls) {
        s = spun_site(cls, pc, true);
        s->target = target;
        s->spins[0] = spin_counter[0] - spins0;
        s->spins[1] = spin_counter[1] - spins1;
        s->hidden = *loader_hidden_counter() - hidden;
    }
    return target && class_ready(th, target->cls) ? target : NULL;
}

static Method *indy_link_spin(Thread *th, Class *cls, uint16_t idx)
{
    ConstantPool *cp = &cls->cp;
    uint16_t bsm_idx = cp_a(cp, idx);
    if (bsm_idx >= cls->n_bootstrap) {
        exc_throw(th, "java/lang/BootstrapMethodError", "bootstrap method index out of range");
        return NULL;
    }
    BootstrapMethod *bm = &cls->bootstrap[bsm_idx];
    MhRef bsm = mh_ref(cp, bm->method_ref);
    Sym name = cp_nat_name(cp, idx), desc = cp_nat_desc(cp, idx);
    Method *target = NULL;
    /* The fast paths stand for exactly these static methods: a bootstrap
     * named like one with another descriptor (a hand-made class file) goes
     * the general way, whose resolution throws NoSuchMethodError as
     * HotSpot's does (it ran as the real one, hunt 9). */
#define BSM_IS(o, n, d) (bsm.kind == 6 /* REF_invokeStatic */ && !strcmp(bsm.owner, o) && !strcmp(bsm.name, n) && \
                         !strcmp(bsm.desc, d))
#define LK "Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;"
    if (g_indy_general_only)
        target = spin_general(th, cls, name, desc, bm);
    else if (BSM_IS("java/lang/invoke/LambdaMetafactory", "metafactory",
                    "(" LK "Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;"
                    "Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;"))
        target = spin_lambda(th, cls, name, desc, bm, false);
    else if (BSM_IS("java/lang/invoke/LambdaMetafactory", "altMetafactory",
                    "(" LK "Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;"))
        target = spin_lambda(th, cls, name, desc, bm, true);
    else if (BSM_IS("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants",
                    "(" LK "Ljava/lang/invoke/MethodType;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;"))
        target = spin_concat(th, cls, name, desc, bm, true);
    else if (BSM_IS("java/lang/invoke/StringConcatFactory", "makeConcat",
                    "(" LK "Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;"))
        target = spin_concat(th, cls, name, desc, bm, false);
    else if (BSM_IS("java/lang/runtime/ObjectMethods", "bootstrap",
                    "(" LK "Ljava/lang/invoke/TypeDescriptor;Ljava/lang/Class;Ljava/lang/String;"
                    "[Ljava/lang/invoke/MethodHandle;)Ljava/lang/Object;"))
        target = spin_record(th, cls, name, desc, bm);
    else
        target = spin_general(th, cls, name, desc, bm);
    if (!target && !th->exc)
        exc_throw(th, "java/lang/BootstrapMethodError", "call site initialization failed");
    return target;
#undef BSM_IS
#undef LK
}
