/* Bytecode verification by type checking (JVMS 4.10.1), run when a class is linked.
 *
 * Each method with code is checked in one linear pass: a frame (types of the
 * locals and the operand stack, and the flag saying `this` is not initialised
 * yet) is carried from instruction to instruction, and at every offset the
 * StackMapTable gives a frame for, the carried frame must be assignable to it
 * and is then replaced by it. Branch targets and exception handlers must have
 * a frame that the current one is assignable to. A long or double takes two
 * slots: T_LONG then T_LONG2 (T_DOUBLE, T_DOUBLE2), in locals and on the stack,
 * and the second half never appears without the first below it.
 *
 * Reference types are class names (internal form) or array descriptors, as
 * HotSpot's verifier keeps them; assignability loads classes through the
 * verified class's loader only when a name alone cannot decide (interfaces
 * are treated as Object, as HotSpot does). Errors are VerifyError with
 * HotSpot's messages; the "Exception Details" block carries the location only.
 *
 * Class files before version 50 have no StackMapTable: their frames are
 * inferred (JVMS 4.10.2) by a worklist over instruction starts, merging frames
 * where control flow joins (references to their least common superclass,
 * interfaces to Object, anything else that differs to top), subroutines
 * (jsr/ret) included (see "Subroutines" below). Messages are prefixed as the
 * old verifier's ("(class: X, method: m signature: (I)V) ...") but the wording
 * is the type checker's. A version 50 file that fails type checking is tried
 * again with inference, as HotSpot fails over; when that fails too, the error
 * is the type checker's, as HotSpot's.
 *
 * Not verified: classes of the boot loader and of the JDK image (trusted, as
 * HotSpot's BytecodeVerificationLocal is off) and VM-spun classes. */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "checkpoint/ckpt.h"
#include "vm/loader.h"
#include "vm/opcodes.h"
#include "vm/verify.h"
#include "vm/vm.h"

bool g_verify_remote = true;
bool g_verify_local = false;

enum { T_TOP, T_INT, T_FLOAT, T_LONG, T_DOUBLE, T_LONG2, T_DOUBLE2, T_NULL, T_UTHIS, T_UNINIT, T_REF, T_RETADDR };

typedef struct VType {
    uint8_t tag;
    uint16_t pc;  /* T_UNINIT: offset of the `new`; T_RETADDR: the subroutine's entry */
    Sym name;     /* T_REF: class name or array descriptor */
} VType;

typedef struct VFrame {
    uint32_t pc;
    bool this_uninit;
    uint16_t sp;
    VType *locals; /* max_locals of them */
    VType *stack;  /* max_stack of them */
} VFrame;

typedef struct Ver {
    Thread *th;
    Class *cls;
    Sym self;          /* the class's name as its code names it (a hidden class
                          is renamed "Name/0x..." when defined; its code says "Name") */
    Method *m;
    const uint8_t *code;
    uint32_t len;
    uint16_t max_locals, max_stack;
    uint8_t *starts;   /* 1 at each instruction start */
    VFrame *maps;      /* the StackMapTable frames, by increasing pc */
    uint32_t n_maps, n_alloc;
    VFrame cur, init;  /* the frame being carried; the entry frame */
    bool infer;        /* type inference (JVMS 4.10.2): frames computed, not read */
    struct Sub *subs;  /* infer: the subroutines (jsr targets) met so far */
    uint32_t n_subs;
    VFrame **at;       /* infer: the merged frame at each instruction start, or NULL */
    uint8_t *dirty;    /* infer: 1 where the frame changed and must be visited again */
    uint32_t pc;
    VType ret;         /* the return type; tag T_TOP for void */
    bool failed;       /* a VerifyError message is in msg */
    bool format;       /* ... a ClassFormatError one (a malformed StackMapTable), as HotSpot's parser throws */
    bool pending;      /* a Java exception (from class loading) is pending */
    char msg[256];
} Ver;

static const VType TOP = {T_TOP, 0, NULL}, INT = {T_INT, 0, NULL}, FLOAT = {T_FLOAT, 0, NULL},
                   LONG = {T_LONG, 0, NULL}, LONG2 = {T_LONG2, 0, NULL}, DOUBLE = {T_DOUBLE, 0, NULL},
                   DOUBLE2 = {T_DOUBLE2, 0, NULL}, NUL = {T_NULL, 0, NULL};

static VType ref(Sym name) { return (VType){T_REF, 0, name}; }

static bool fail(Ver *v, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static bool fail(Ver *v, const char *fmt, ...)
{
    if (!v->failed && !v->pending) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(v->msg, sizeof v->msg, fmt, ap);
        va_end(ap);
        v->failed = true;
    }
    return false;
}

#define TRY(x)             \
    do {                   \
        if (!(x))          \
            return false;  \
    } while (0)

static char *dotted_name(Sym s, char *buf, size_t n)
{
    snprintf(buf, n, "%s", s);
    for (char *p = buf; *p; p++)
        if (*p == '/')
            *p = '.';
    return buf;
}

/* Appends the Java name of the type at *p ("int", "java.lang.String[]"). */
static void java_type(const char **p, char *buf, size_t n)
{
    static const char *const prim[] = {['B'] = "byte", ['C'] = "char", ['D'] = "double", ['F'] = "float",
                                       ['I'] = "int", ['J'] = "long", ['S'] = "short", ['Z'] = "boolean",
                                       ['V'] = "void"};
    const char *s = *p;
    int dims = 0;
    while (*s == '[')
        dims++, s++;
    size_t l = strlen(buf);
    if (*s == 'L') {
        const char *e = strchr(s, ';');
        snprintf(buf + l, n - l, "%.*s", (int)(e - s - 1), s + 1);
        for (char *q = buf + l; *q; q++)
            if (*q == '/')
                *q = '.';
        s = e + 1;
    } else {
        snprintf(buf + l, n - l, "%s", (unsigned char)*s < sizeof prim / sizeof *prim && prim[(unsigned char)*s]
                                           ? prim[(unsigned char)*s] : "?");
        s++;
    }
    while (dims-- > 0)
        strncat(buf, "[]", n - strlen(buf) - 1);
    *p = s;
}

/* A method as HotSpot names it in ClassFormatError messages: "void p.C.m(int, java.lang.String)". */
static const char *java_sig(const Method *m, char *buf, size_t n)
{
    char dn[256];
    buf[0] = 0;
    const char *r = desc_ret(m->desc);
    java_type(&r, buf, n);
    size_t l = strlen(buf);
    snprintf(buf + l, n - l, " %s.%s(", dotted_name(m->cls->name, dn, sizeof dn), m->name);
    for (const char *p = m->desc + 1; *p != ')';) {
        java_type(&p, buf, n);
        if (*p != ')')
            strncat(buf, ", ", n - strlen(buf) - 1);
    }
    strncat(buf, ")", n - strlen(buf) - 1);
    return buf;
}

/* ---- Types ------------------------------------------------------------- */

static bool is_cat2(uint8_t t) { return t == T_LONG || t == T_DOUBLE; }
static bool is_second(uint8_t t) { return t == T_LONG2 || t == T_DOUBLE2; }
static bool is_reference(uint8_t t) { return t == T_REF || t == T_NULL || t == T_UTHIS || t == T_UNINIT; }

/* The verification type of one field descriptor at *p (advanced past it);
 * ints stand for boolean, byte, char and short. */
static VType type_of_desc(const char **p)
{
    const char *s = *p;
    switch (*s) {
    case 'J': *p = s + 1; return LONG;
    case 'D': *p = s + 1; return DOUBLE;
    case 'F': *p = s + 1; return FLOAT;
    case 'L': {
        const char *e = strchr(s, ';');
        *p = e + 1;
        return ref(sym_intern(s + 1, (size_t)(e - s - 1)));
    }
    case '[': {
        const char *e = s;
        while (*e == '[')
            e++;
        e = *e == 'L' ? strchr(e, ';') + 1 : e + 1;
        *p = e;
        return ref(sym_intern(s, (size_t)(e - s)));
    }
    default: *p = s + 1; return INT;
    }
}

/* The array type whose elements are of type `elem` (a class name or an array descriptor). */
static Sym array_of(Sym elem)
{
    size_t n = sym_len(elem);
    char *buf = xmalloc(n + 4);
    if (elem[0] == '[')
        snprintf(buf, n + 4, "[%s", elem);
    else
        snprintf(buf, n + 4, "[L%s;", elem);
    Sym s = sym_intern(buf, strlen(buf));
    free(buf);
    return s;
}

static Sym self_name(Class *cls)
{
    if (!(cls->cflags & CF_HIDDEN))
        return cls->name;
    const char *slash = strrchr(cls->name, '/');
    if (!slash || strncmp(slash, "/0x", 3))
        return cls->name;
    return sym_intern(cls->name, (size_t)(slash - cls->name));
}

static Class *load(Ver *v, Sym name)
{
    if (name == v->self)
        return v->cls;
    Class *c = loader_load(v->th, v->cls->loader, name);
    if (!c)
        v->pending = true;
    return c;
}

/* Whether a reference of type `from` may be used where `to` is expected
 * (1), not (0), or an exception is pending (-1). Both are names or array
 * descriptors. */
static int ref_assignable(Ver *v, Sym from, Sym to)
{
    if (from == to || to == S.java_lang_Object)
        return 1;
    if (to[0] != '[') {
        Class *tc = load(v, to);
        if (!tc)
            return -1;
        if (tc->access & ACC_INTERFACE)
            return from[0] != '[' || to == S.java_lang_Cloneable || to == S.java_io_Serializable;
        if (from[0] == '[')
            return 0;
        Class *fc = load(v, from);
        if (!fc)
            return -1;
        return !(fc->access & ACC_INTERFACE) && class_is_subclass(fc, tc);
    }
    if (from[0] != '[')
        return 0;
    const char *f = from + 1, *t = to + 1;
    bool fprim = *f != 'L' && *f != '[', tprim = *t != 'L' && *t != '[';
    if (fprim || tprim)
        return fprim && tprim && *f == *t;
    const char *fp = f, *tp = t;
    VType fe = type_of_desc(&fp), te = type_of_desc(&tp);
    return ref_assignable(v, fe.name, te.name);
}

static int assignable(Ver *v, VType from, VType to)
{
    if (to.tag == T_TOP)
        return 1;
    if (from.tag != to.tag) {
        if (from.tag == T_NULL && to.tag == T_REF)
            return 1;
        return 0;
    }
    switch (from.tag) {
    case T_UNINIT: return from.pc == to.pc;
    case T_REF: return ref_assignable(v, from.name, to.name);
    default: return 1;
    }
}

/* ---- Frames ------------------------------------------------------------ */

static void frame_alloc(Ver *v, VFrame *f)
{
    f->locals = xcalloc((size_t)v->max_locals + 1, sizeof(VType));
    f->stack = xcalloc((size_t)v->max_stack + 1, sizeof(VType));
}

static void frame_copy(Ver *v, VFrame *dst, const VFrame *src)
{
    dst->this_uninit = src->this_uninit;
    dst->sp = src->sp;
    memcpy(dst->locals, src->locals, sizeof(VType) * v->max_locals);
    memcpy(dst->stack, src->stack, sizeof(VType) * src->sp);
}

/* 1 when frame `a` may flow into frame `b`, 0 when not, -1 on an exception. */
static int frame_assignable(Ver *v, const VFrame *a, const VFrame *b)
{
    if (a->sp != b->sp || (a->this_uninit && !b->this_uninit))
        return 0;
    for (uint32_t i = 0; i < v->max_locals; i++) {
        int r = assignable(v, a->locals[i], b->locals[i]);
        if (r <= 0)
            return r;
    }
    for (uint32_t i = 0; i < a->sp; i++) {
        int r = assignable(v, a->stack[i], b->stack[i]);
        if (r <= 0)
            return r;
    }
    return 1;
}

/* The older verifier's words for an empty stack and a wrong operand. */
static bool underflow(Ver *v)
{
    return fail(v, v->infer ? "Unable to pop operand off an empty stack" : "Operand stack underflow");
}

static bool wrong_operand(Ver *v, uint8_t want)
{
    if (!v->infer)
        return fail(v, "Bad type on operand stack");
    const char *what = want == T_INT ? "integer" : want == T_FLOAT ? "float" : want == T_LONG ? "long"
                     : want == T_DOUBLE ? "double" : "object/array";
    return fail(v, "Expecting to find %s on stack", what);
}

static bool push(Ver *v, VType t)
{
    if (v->cur.sp >= v->max_stack)
        return fail(v, v->infer ? "Stack size too large" : "Operand stack overflow");
    v->cur.stack[v->cur.sp++] = t;
    return true;
}

static bool push_type(Ver *v, VType t)
{
    if (t.tag == T_LONG)
        return push(v, LONG) && push(v, LONG2);
    if (t.tag == T_DOUBLE)
        return push(v, DOUBLE) && push(v, DOUBLE2);
    return push(v, t);
}

/* Pops a value assignable to t (both halves for a long or double). */
static bool pop_type(Ver *v, VType t)
{
    if (is_cat2(t.tag)) {
        if (v->cur.sp < 2)
            return underflow(v);
        VType hi = v->cur.stack[v->cur.sp - 1], lo = v->cur.stack[v->cur.sp - 2];
        if (hi.tag != t.tag + 2 || lo.tag != t.tag)
            return wrong_operand(v, t.tag);
        v->cur.sp -= 2;
        return true;
    }
    if (v->cur.sp < 1)
        return underflow(v);
    int r = assignable(v, v->cur.stack[v->cur.sp - 1], t);
    if (r < 0)
        return false;
    if (!r)
        return wrong_operand(v, t.tag);
    v->cur.sp--;
    return true;
}

/* Pops any reference (initialised or not), returning it in *out. */
static bool pop_ref(Ver *v, VType *out)
{
    if (v->cur.sp < 1)
        return underflow(v);
    VType t = v->cur.stack[v->cur.sp - 1];
    if (!is_reference(t.tag))
        return wrong_operand(v, T_REF);
    v->cur.sp--;
    if (out)
        *out = t;
    return true;
}

/* Pops an array reference (or null) into *out. */
static bool pop_array(Ver *v, VType *out, const char *insn)
{
    VType t;
    TRY(pop_ref(v, &t));
    if (t.tag == T_NULL || (t.tag == T_REF && t.name[0] == '[')) {
        *out = t;
        return true;
    }
    return fail(v, "Bad type on operand stack in %s", insn);
}

/* HotSpot checks a long or double read against the locals the frame uses
 * (up to the last one that is not top), everything else against max_locals. */
static bool check_local(Ver *v, uint32_t i, uint32_t n, bool get)
{
    if (get && n == 2) {
        uint32_t used = v->max_locals;
        while (used > 0 && v->cur.locals[used - 1].tag == T_TOP)
            used--;
        if (i + 1 >= used)
            return fail(v, "get long/double overflows locals");
        return true;
    }
    if (i + n > v->max_locals)
        return fail(v, "Local variable table overflow");
    return true;
}

static bool load_local(Ver *v, uint32_t i, VType t)
{
    bool two = is_cat2(t.tag);
    TRY(check_local(v, i, two ? 2 : 1, true));
    VType l = v->cur.locals[i];
    bool ok = t.tag == T_REF ? is_reference(l.tag) : l.tag == t.tag && (!two || v->cur.locals[i + 1].tag == t.tag + 2);
    if (!ok && !v->infer)
        return fail(v, "Bad local variable type");
    if (!ok && l.tag == T_TOP)
        return fail(v, "Accessing value from uninitialized register %u", i);
    if (!ok)
        return fail(v, "Register %u contains wrong type", i);
    return t.tag == T_REF ? push(v, l) : push_type(v, t);
}

/* Writes a local, invalidating the other half of a long or double it cuts. */
static void set_local(Ver *v, uint32_t i, VType t)
{
    VType *l = v->cur.locals;
    if (is_second(l[i].tag) && i > 0)
        l[i - 1] = TOP;
    if (is_cat2(l[i].tag) && i + 1 < v->max_locals)
        l[i + 1] = TOP;
    l[i] = t;
}

static bool store_local(Ver *v, uint32_t i, VType t)
{
    if (t.tag == T_REF) {
        VType r;
        if (v->cur.sp > 0 && v->cur.stack[v->cur.sp - 1].tag == T_RETADDR) { /* astore of jsr's address */
            r = v->cur.stack[--v->cur.sp];
            TRY(check_local(v, i, 1, false));
            set_local(v, i, r);
            return true;
        }
        TRY(pop_ref(v, &r));
        TRY(check_local(v, i, 1, false));
        set_local(v, i, r);
        return true;
    }
    TRY(pop_type(v, t));
    if (is_cat2(t.tag)) {
        TRY(check_local(v, i, 2, false));
        set_local(v, i, t);
        set_local(v, i + 1, t.tag == T_LONG ? LONG2 : DOUBLE2);
    } else {
        TRY(check_local(v, i, 1, false));
        set_local(v, i, t);
    }
    return true;
}

/* ---- Constant pool ----------------------------------------------------- */

static bool cp_entry(Ver *v, uint32_t idx, uint32_t tag_mask)
{
    char dn[256];
    const ConstantPool *cp = &v->cls->cp;
    if (idx == 0 || idx >= cp->count)
        return v->infer ? fail(v, "Illegal constant pool index")
                        : fail(v, "Illegal constant pool index %u in class %s", idx, dotted_name(v->cls->name, dn, sizeof dn));
    if (!(tag_mask & (1u << cp->tags[idx])))
        return v->infer ? fail(v, "Illegal type in constant pool")
                        : fail(v, "Illegal type at constant pool entry %u in class %s", idx,
                               dotted_name(v->cls->name, dn, sizeof dn));
    return true;
}

static uint16_t u2at(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static int32_t s4at(const uint8_t *p) { return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]); }

/* ---- StackMapTable ----------------------------------------------------- */

typedef struct SmReader {
    const uint8_t *p, *end;
} SmReader;

#define sm_fail(v, ...) ((v)->format = !(v)->failed, fail((v), __VA_ARGS__))

static bool sm_u1(Ver *v, SmReader *r, uint8_t *out)
{
    if (r->p >= r->end)
        return sm_fail(v, "StackMapTable format error: access beyond the end of attribute");
    *out = *r->p++;
    return true;
}

static bool sm_u2(Ver *v, SmReader *r, uint16_t *out)
{
    if (r->end - r->p < 2)
        return sm_fail(v, "StackMapTable format error: access beyond the end of attribute");
    *out = u2at(r->p);
    r->p += 2;
    return true;
}

/* Reads one verification_type_info into *t (and the second half of a long or double into *t2). */
static bool sm_type(Ver *v, SmReader *r, VType *t, int *slots)
{
    uint8_t tag = 0;
    TRY(sm_u1(v, r, &tag));
    *slots = 1;
    switch (tag) {
    case 0: *t = TOP; return true;
    case 1: *t = INT; return true;
    case 2: *t = FLOAT; return true;
    case 3: *t = DOUBLE; *slots = 2; return true;
    case 4: *t = LONG; *slots = 2; return true;
    case 5: *t = NUL; return true;
    case 6: *t = (VType){T_UTHIS, 0, NULL}; return true;
    case 7: {
        uint16_t idx = 0;
        TRY(sm_u2(v, r, &idx));
        if (idx == 0 || idx >= v->cls->cp.count || v->cls->cp.tags[idx] != CONSTANT_Class)
            return sm_fail(v, "StackMapTable format error: bad class index");
        *t = ref(cp_class_name(&v->cls->cp, idx));
        return true;
    }
    case 8: {
        uint16_t off = 0;
        TRY(sm_u2(v, r, &off));
        if (off >= v->len || !v->starts[off] || v->code[off] != OP_new_)
            return sm_fail(v, "StackMapTable format error: bad offset for Uninitialized");
        *t = (VType){T_UNINIT, off, NULL};
        return true;
    }
    default: return sm_fail(v, "StackMapTable format error: bad verification type");
    }
}

/* Appends a read type to locals (n = slots used so far) or the stack. */
static bool sm_put(Ver *v, VType *arr, uint32_t *n, uint32_t cap, VType t, int slots, const char *what)
{
    if (*n + (uint32_t)slots > cap)
        return sm_fail(v, "StackMapTable format error: %s", what);
    arr[(*n)++] = t;
    if (slots == 2)
        arr[(*n)++] = t.tag == T_LONG ? LONG2 : DOUBLE2;
    return true;
}

static void sm_flags(Ver *v, VFrame *f)
{
    f->this_uninit = false;
    for (uint32_t i = 0; i < v->max_locals; i++)
        if (f->locals[i].tag == T_UTHIS)
            f->this_uninit = true;
}

/* Decodes the StackMapTable into v->maps; `init` is the method's entry frame. */
static bool read_stack_map(Ver *v, const VFrame *init)
{
    Bytes sm = v->m->stack_map;
    SmReader r = {sm.data, sm.data ? sm.data + sm.len : NULL};
    uint16_t n = 0;
    if (sm.data && sm.len)
        TRY(sm_u2(v, &r, &n));
    v->maps = xcalloc((size_t)n + 1, sizeof(VFrame));
    const VFrame *prev = init;
    /* Locals of the previous frame counted in entries (a long is one), for chop. */
    uint32_t prev_slots = 0;
    for (uint32_t i = 0; i < v->max_locals; i++)
        if (init->locals[i].tag != T_TOP)
            prev_slots = i + 1;
    int64_t last = -1;
    for (uint16_t k = 0; k < n; k++) {
        VFrame *f = &v->maps[k];
        frame_alloc(v, f);
        v->n_alloc = (uint32_t)k + 1;
        uint8_t ft = 0;
        uint16_t delta = 0;
        TRY(sm_u1(v, &r, &ft));
        uint32_t nl = prev_slots;
        memcpy(f->locals, prev->locals, sizeof(VType) * v->max_locals);
        f->sp = 0;
        if (ft < 64) {
            delta = ft;
        } else if (ft < 128) {
            delta = (uint16_t)(ft - 64);
            VType t;
            int s;
            uint32_t sp = 0;
            TRY(sm_type(v, &r, &t, &s));
            TRY(sm_put(v, f->stack, &sp, v->max_stack, t, s, "stack size exceeds max_stack"));
            f->sp = (uint16_t)sp;
        } else if (ft < 247) {
            TRY(sm_u2(v, &r, &delta)); /* HotSpot reads the offset first */
            return sm_fail(v, "StackMapTable format error: reserved frame type");
        } else if (ft == 247) {
            TRY(sm_u2(v, &r, &delta));
            VType t;
            int s;
            uint32_t sp = 0;
            TRY(sm_type(v, &r, &t, &s));
            TRY(sm_put(v, f->stack, &sp, v->max_stack, t, s, "stack size exceeds max_stack"));
            f->sp = (uint16_t)sp;
        } else if (ft < 251) {
            TRY(sm_u2(v, &r, &delta));
            for (int c = 251 - ft; c > 0; c--) {
                if (nl == 0)
                    return sm_fail(v, "StackMapTable format error: bad chop frame");
                nl--;
                if (is_second(f->locals[nl].tag) && nl > 0)
                    f->locals[nl] = TOP, nl--;
                f->locals[nl] = TOP;
            }
        } else if (ft == 251) {
            TRY(sm_u2(v, &r, &delta));
        } else if (ft < 255) {
            TRY(sm_u2(v, &r, &delta));
            for (int c = ft - 251; c > 0; c--) {
                VType t;
                int s;
                TRY(sm_type(v, &r, &t, &s));
                TRY(sm_put(v, f->locals, &nl, v->max_locals, t, s, "local variable table overflow"));
            }
        } else {
            uint16_t cnt = 0;
            TRY(sm_u2(v, &r, &delta));
            TRY(sm_u2(v, &r, &cnt));
            for (uint32_t i = 0; i < v->max_locals; i++)
                f->locals[i] = TOP;
            nl = 0;
            for (uint16_t c = 0; c < cnt; c++) {
                VType t;
                int s;
                TRY(sm_type(v, &r, &t, &s));
                TRY(sm_put(v, f->locals, &nl, v->max_locals, t, s, "local variable table overflow"));
            }
            uint32_t sp = 0;
            TRY(sm_u2(v, &r, &cnt));
            for (uint16_t c = 0; c < cnt; c++) {
                VType t;
                int s;
                TRY(sm_type(v, &r, &t, &s));
                TRY(sm_put(v, f->stack, &sp, v->max_stack, t, s, "stack size exceeds max_stack"));
            }
            f->sp = (uint16_t)sp;
        }
        int64_t off = k == 0 ? delta : last + delta + 1;
        if (off >= v->len || !v->starts[off])
            return fail(v, "StackMapTable error: bad offset");
        f->pc = (uint32_t)off;
        last = off;
        sm_flags(v, f);
        v->n_maps = (uint32_t)k + 1;
        prev = f;
        prev_slots = nl;
    }
    if (r.p != r.end)
        return sm_fail(v, "StackMapTable format error: wrong attribute size");
    return true;
}

static VFrame *map_at(Ver *v, uint32_t pc)
{
    uint32_t lo = 0, hi = v->n_maps;
    while (lo < hi) {
        uint32_t mid = (lo + hi) / 2;
        if (v->maps[mid].pc < pc)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo < v->n_maps && v->maps[lo].pc == pc ? &v->maps[lo] : NULL;
}

/* ---- Type inference (class files before version 50) --------------------- */

/* The least common supertype of two reference types, by name; NULL on an exception. */
static Sym lub(Ver *v, Sym a, Sym b)
{
    if (a == b)
        return a;
    if (a[0] == '[' || b[0] == '[') {
        if (a[0] != '[' || b[0] != '[' || (a[1] != 'L' && a[1] != '[') || (b[1] != 'L' && b[1] != '['))
            return S.java_lang_Object;
        const char *pa = a + 1, *pb = b + 1;
        Sym c = lub(v, type_of_desc(&pa).name, type_of_desc(&pb).name);
        if (!c)
            return NULL;
        return array_of(c);
    }
    Class *ca = load(v, a), *cb = ca ? load(v, b) : NULL;
    if (!cb)
        return NULL;
    if ((ca->access & ACC_INTERFACE) || (cb->access & ACC_INTERFACE))
        return S.java_lang_Object;
    for (Class *x = cb; x; x = x->super)
        if (ca == x || class_is_subclass(ca, x))
            return x->name;
    return S.java_lang_Object;
}

/* Merges type b into *a; -1 on an exception. */
static int merge_type(Ver *v, VType *a, VType b)
{
    if (a->tag == b.tag && ((a->tag != T_UNINIT && a->tag != T_RETADDR) || a->pc == b.pc) &&
        (a->tag != T_REF || a->name == b.name))
        return 0;
    VType m = TOP;
    if (a->tag == T_NULL && b.tag == T_REF)
        m = b;
    else if (a->tag == T_REF && b.tag == T_NULL)
        return 0;
    else if (a->tag == T_REF && b.tag == T_REF) {
        Sym l = lub(v, a->name, b.name);
        if (!l)
            return -1;
        m = ref(l);
    }
    if (m.tag == a->tag && m.name == a->name)
        return 0;
    *a = m;
    return 1;
}

/* Merges the current frame (with `stack` of `sp` slots) into the frame at pc. */
static bool merge_into(Ver *v, uint32_t pc, const VType *stack, uint16_t sp)
{
    VFrame *f = v->at[pc];
    if (!f) {
        f = v->at[pc] = xcalloc(1, sizeof(VFrame));
        frame_alloc(v, f);
        memcpy(f->locals, v->cur.locals, sizeof(VType) * v->max_locals);
        memcpy(f->stack, stack, sizeof(VType) * sp);
        f->sp = sp;
        f->this_uninit = v->cur.this_uninit;
        v->dirty[pc] = 1;
        return true;
    }
    if (f->sp != sp)
        return fail(v, "Inconsistent stack height %u != %u", f->sp, sp);
    bool changed = false;
    for (uint32_t i = 0; i < v->max_locals; i++) {
        int r = merge_type(v, &f->locals[i], v->cur.locals[i]);
        if (r < 0)
            return false;
        changed |= r;
    }
    for (uint32_t i = 0; i < sp; i++) {
        int r = merge_type(v, &f->stack[i], stack[i]);
        if (r < 0)
            return false;
        if (r && f->stack[i].tag == T_TOP)
            return fail(v, "Mismatched stack types");
        changed |= r;
    }
    if (v->cur.this_uninit && !f->this_uninit)
        f->this_uninit = changed = true;
    if (changed)
        v->dirty[pc] = 1;
    return true;
}

/* The current frame must be assignable to the one recorded at a branch target. */
static bool branch_to(Ver *v, int64_t target)
{
    if (v->infer) {
        if (target < 0 || target >= v->len || !v->starts[target])
            return fail(v, "Illegal target of jump or branch");
        return merge_into(v, (uint32_t)target, v->cur.stack, v->cur.sp);
    }
    VFrame *f = target < 0 || target >= v->len ? NULL : map_at(v, (uint32_t)target);
    if (!f)
        return fail(v, "Expecting a stackmap frame at branch target %d", (int)target);
    int r = frame_assignable(v, &v->cur, f);
    if (r < 0)
        return false;
    if (!r)
        return fail(v, "Inconsistent stackmap frames at branch target %d", (int)target);
    return true;
}

/* Every handler covering pc must accept the current locals with the caught exception on the stack. */
static bool check_handlers(Ver *v, uint32_t pc)
{
    for (uint16_t i = 0; i < v->m->n_handlers; i++) {
        ExHandler *h = &v->m->handlers[i];
        if (pc < h->start || pc >= h->end)
            continue;
        VType catch = ref(h->catch_type ? cp_class_name(&v->cls->cp, h->catch_type) : S.java_lang_Throwable);
        if (v->infer) {
            TRY(merge_into(v, h->handler, &catch, 1));
            continue;
        }
        VFrame *f = map_at(v, h->handler);
        VFrame tmp = v->cur;
        VType stk[1] = {catch};
        tmp.stack = stk;
        tmp.sp = 1;
        if (!f)
            return fail(v, "Expecting a stackmap frame at branch target %u", h->handler);
        int r = f->sp == 1 ? frame_assignable(v, &tmp, f) : 0;
        if (r < 0)
            return false;
        if (!r)
            return fail(v, "Stack map does not match the one at exception handler %u", h->handler);
    }
    return true;
}

/* ---- Instructions ------------------------------------------------------ */

/* Length of the instruction at pc, or 0 when it is malformed or runs past the end. */
static uint32_t insn_len(Ver *v, uint32_t pc, bool *bad_opcode)
{
    static const uint8_t lens[256] = {
#define X(name, val, len) [val] = len + 100,
        OPCODE_LIST(X)
#undef X
    };
    const uint8_t *c = v->code;
    uint8_t op = c[pc];
    *bad_opcode = false;
    /* HotSpot's internal bytecodes have lengths in its stream; one that fits
     * fails later, when reached, with "Bad instruction: %02x". */
    static const uint8_t internal[] = {
        1, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 1, 4, 4, 4, /* 0xca..0xdf */
        2, 4, 3, 3, 0, 0, 2, 3, 1, 3, 3, 3, 1, 2, 1,                      /* 0xe0..0xee */
    };
    if (op >= 0xca && op <= 0xee && internal[op - 0xca]) {
        if ((uint64_t)pc + internal[op - 0xca] > v->len)
            return 0;
        return internal[op - 0xca];
    }
    if (op > OP_jsr_w || !lens[op]) {
        *bad_opcode = true;
        return 0;
    }
    uint32_t n = lens[op] - 100u;
    if (op == OP_tableswitch || op == OP_lookupswitch) {
        uint32_t a = (pc + 4) & ~3u;
        if ((uint64_t)a + (op == OP_tableswitch ? 12 : 8) > v->len)
            return 0;
        int64_t cnt;
        if (op == OP_tableswitch) {
            int32_t lo = s4at(c + a + 4), hi = s4at(c + a + 8);
            if (lo > hi)
                return 0;
            cnt = (int64_t)hi - lo + 1;
            n = (uint32_t)(a - pc + 12);
            if (cnt > 65536)
                return 0;
            n += (uint32_t)cnt * 4;
        } else {
            int32_t np = s4at(c + a + 4);
            if (np < 0 || np > 65536)
                return 0;
            n = (uint32_t)(a - pc + 8 + (uint32_t)np * 8);
        }
    } else if (op == OP_wide) {
        if (pc + 1 >= v->len)
            return 0;
        uint8_t w = c[pc + 1];
        if (w == OP_iinc)
            n = 6;
        else if ((w >= OP_iload && w <= OP_aload) || (w >= OP_istore && w <= OP_astore) || w == OP_ret)
            n = 4;
        else
            return 0;
    }
    if ((uint64_t)pc + n > v->len)
        return 0;
    return n;
}

static const char *op_name(uint8_t op)
{
    static char names[256][24];
    static bool done;
    if (!done) {
#define X(name, val, len) snprintf(names[val], sizeof names[val], "%s", #name);
        OPCODE_LIST(X)
#undef X
        for (int i = 0; i < 256; i++) {
            size_t l = strlen(names[i]);
            if (l && names[i][l - 1] == '_')
                names[i][l - 1] = 0;
        }
        done = true;
    }
    return names[op][0] ? names[op] : "illegal";
}

/* Pops the arguments of a method descriptor, in reverse. */
static bool pop_args(Ver *v, Sym desc)
{
    VType args[256];
    int n = 0;
    const char *p = desc + 1;
    while (*p != ')') {
        if (n == 256) /* more than any method can take (JVMS 4.3.3) */
            return fail(v, "Too many arguments in method signature");
        args[n++] = type_of_desc(&p);
    }
    while (n > 0)
        TRY(pop_type(v, args[--n]));
    return true;
}

static VType ret_type(Sym desc)
{
    const char *p = desc_ret(desc);
    if (*p == 'V')
        return TOP;
    return type_of_desc(&p);
}

/* Replaces every occurrence of an uninitialised type by the initialised one. */
static void init_object(Ver *v, VType from, VType to)
{
    for (uint32_t i = 0; i < v->max_locals; i++)
        if (v->cur.locals[i].tag == from.tag && v->cur.locals[i].pc == from.pc)
            v->cur.locals[i] = to;
    for (uint32_t i = 0; i < v->cur.sp; i++)
        if (v->cur.stack[i].tag == from.tag && v->cur.stack[i].pc == from.pc)
            v->cur.stack[i] = to;
}

#define M_(t) (1u << (t))
#define MEMBER_TAGS (M_(CONSTANT_Methodref) | M_(CONSTANT_InterfaceMethodref))

static bool do_invoke(Ver *v, uint8_t op, const uint8_t *c)
{
    uint16_t idx = u2at(c + 1);
    const ConstantPool *cp = &v->cls->cp;
    uint32_t mask = op == OP_invokevirtual ? M_(CONSTANT_Methodref)
                  : op == OP_invokeinterface ? M_(CONSTANT_InterfaceMethodref)
                  : op == OP_invokedynamic ? M_(CONSTANT_InvokeDynamic)
                  : v->cls->major >= 52 ? MEMBER_TAGS : M_(CONSTANT_Methodref);
    TRY(cp_entry(v, idx, mask));
    Sym name = cp_nat_name(cp, idx), desc = cp_nat_desc(cp, idx);
    if (name[0] == '<' && (op != OP_invokespecial || name != S.init))
        return fail(v, "Illegal call to internal method");
    if (op == OP_invokedynamic) {
        if (c[3] || c[4])
            return fail(v, "Third and fourth operand bytes of invokedynamic must be zero");
    } else if (op == OP_invokeinterface) {
        if (c[3] != desc_arg_slots(desc) + 1)
            return fail(v, "Inconsistent args count operand in invokeinterface");
        if (c[4])
            return fail(v, "Fourth operand byte of invokeinterface must be zero");
    }
    if (op == OP_invokespecial && name != S.init) {
        /* The named class must be the current class or one of its supertypes. */
        int r = ref_assignable(v, v->self, cp_member_class(cp, idx));
        if (r < 0)
            return false;
        if (!r)
            return fail(v, "Bad invokespecial instruction: current class isn't assignable to reference class.");
    }
    TRY(pop_args(v, desc));
    if (op == OP_invokespecial && name == S.init) {
        VType obj;
        Sym owner = cp_member_class(cp, idx);
        TRY(pop_ref(v, &obj));
        if (obj.tag == T_UTHIS) {
            if (owner != v->self && owner != v->cls->super_name)
                return fail(v, "Bad <init> method call");
            init_object(v, obj, ref(v->self));
            v->cur.this_uninit = false;
        } else if (obj.tag == T_UNINIT) {
            Sym created = cp_class_name(cp, u2at(v->code + obj.pc + 1));
            if (created != owner)
                return fail(v, "Call to wrong <init> method");
            init_object(v, obj, ref(created));
        } else {
            return fail(v, "Bad operand type when invoking <init>");
        }
    } else if (op == OP_invokespecial) {
        TRY(pop_type(v, ref(v->self))); /* the receiver: the current class or a subclass */
    } else if (op == OP_invokeinterface) {
        /* Any object passes for an interface, but the interface is loaded to
         * know it is one (HotSpot's ClassVerifier does the same). */
        TRY(pop_type(v, ref(cp_member_class(cp, idx))));
    } else if (op == OP_invokevirtual) {
        TRY(pop_type(v, ref(cp_member_class(cp, idx)))); /* for clone() on an array, the array type */
    }
    VType rt = ret_type(desc);
    if (rt.tag != T_TOP)
        TRY(push_type(v, rt));
    return true;
}

/* Pops the object of a field instruction. */
static bool pop_obj(Ver *v, Sym owner, const char *insn)
{
    if (v->cur.sp < 1)
        return fail(v, "Operand stack underflow");
    int r = assignable(v, v->cur.stack[v->cur.sp - 1], ref(owner));
    if (r < 0)
        return false;
    if (!r)
        return fail(v, "Bad type on operand stack in %s", insn);
    v->cur.sp--;
    return true;
}

static bool do_field(Ver *v, uint8_t op, const uint8_t *c)
{
    uint16_t idx = u2at(c + 1);
    const ConstantPool *cp = &v->cls->cp;
    TRY(cp_entry(v, idx, M_(CONSTANT_Fieldref)));
    const char *d = cp_nat_desc(cp, idx);
    VType ft = type_of_desc(&d);
    Sym owner = cp_member_class(cp, idx);
    switch (op) {
    case OP_getstatic: return push_type(v, ft);
    case OP_putstatic: return pop_type(v, ft);
    case OP_getfield:
        TRY(pop_type(v, ref(owner)));
        return push_type(v, ft);
    default: { /* putfield: also on an uninitialised this, for its own fields */
        TRY(pop_type(v, ft));
        if (v->cur.sp && v->cur.stack[v->cur.sp - 1].tag == T_UTHIS && owner == v->self &&
            cf_find_field(v->cls, cp_nat_name(cp, idx), cp_nat_desc(cp, idx))) {
            v->cur.sp--;
            return true;
        }
        return pop_obj(v, owner, "putfield");
    }
    }
}

static bool do_ldc(Ver *v, uint8_t op, uint16_t idx)
{
    const ConstantPool *cp = &v->cls->cp;
    uint16_t major = v->cls->major;
    if (op == OP_ldc2_w) {
        TRY(cp_entry(v, idx, M_(CONSTANT_Long) | M_(CONSTANT_Double) | (major >= 55 ? M_(CONSTANT_Dynamic) : 0)));
        uint8_t tag = cp->tags[idx];
        if (tag == CONSTANT_Dynamic) {
            char d = cp_nat_desc(cp, idx)[0];
            if (d != 'J' && d != 'D')
                return fail(v, "Illegal type at constant pool entry %u", idx);
            return push_type(v, d == 'J' ? LONG : DOUBLE);
        }
        return push_type(v, tag == CONSTANT_Long ? LONG : DOUBLE);
    }
    uint32_t mask = M_(CONSTANT_Integer) | M_(CONSTANT_Float) | M_(CONSTANT_String);
    if (major >= 49)
        mask |= M_(CONSTANT_Class);
    if (major >= 51)
        mask |= M_(CONSTANT_MethodHandle) | M_(CONSTANT_MethodType);
    if (major >= 55)
        mask |= M_(CONSTANT_Dynamic);
    TRY(cp_entry(v, idx, mask));
    switch (cp->tags[idx]) {
    case CONSTANT_Integer: return push(v, INT);
    case CONSTANT_Float: return push(v, FLOAT);
    case CONSTANT_String: return push(v, ref(S.java_lang_String));
    case CONSTANT_Class: return push(v, ref(S.java_lang_Class));
    case CONSTANT_MethodHandle: return push(v, ref(S.java_lang_invoke_MethodHandle));
    case CONSTANT_MethodType: return push(v, ref(sym_c("java/lang/invoke/MethodType")));
    default: {
        const char *d = cp_nat_desc(cp, idx);
        if (*d == 'J' || *d == 'D') {
            char dn[256];
            return fail(v, "Illegal type at constant pool entry %u in class %s", idx,
                        dotted_name(v->cls->name, dn, sizeof dn));
        }
        return push(v, type_of_desc(&d));
    }
    }
}

static bool do_return(Ver *v, uint8_t op)
{
    if (op == OP_return_) {
        if (v->ret.tag != T_TOP)
            return fail(v, "Method expects a return value");
        if (v->m->name == S.init && v->cur.this_uninit)
            return fail(v, "Constructor must call super() or this() before return");
        return true;
    }
    /* The value is popped first, then matched with the return type. */
    VType got;
    if (op == OP_areturn) {
        TRY(pop_ref(v, &got));
    } else {
        got = op == OP_ireturn ? INT : op == OP_lreturn ? LONG : op == OP_freturn ? FLOAT : DOUBLE;
        /* Here HotSpot looks at the type on top before it counts the stack. */
        if (is_cat2(got.tag) && v->cur.sp == 1 && v->cur.stack[0].tag != got.tag + 2)
            return fail(v, "Bad type on operand stack");
        TRY(pop_type(v, got));
    }
    if (v->ret.tag == T_TOP)
        return fail(v, "Method does not expect a return value");
    int r = assignable(v, got, v->ret);
    if (r < 0)
        return false;
    if (!r)
        return fail(v, "Bad return type");
    return true;
}

/* Stack shuffles: `group` slots on top (and `below` under them) must not cut a long or double. */
static bool shuffle_ok(Ver *v, uint32_t group, uint32_t below)
{
    if (v->cur.sp < group + below)
        return fail(v, "Operand stack underflow");
    if (is_second(v->cur.stack[v->cur.sp - group].tag) ||
        (below && is_second(v->cur.stack[v->cur.sp - group - below].tag)))
        return fail(v, "Bad type on operand stack");
    return true;
}

/* Duplicates the top `group` slots under `below` more: ... B G becomes ... G B G. */
static bool dup_under(Ver *v, uint32_t group, uint32_t below)
{
    TRY(shuffle_ok(v, group, below));
    if (v->cur.sp + group > v->max_stack)
        return fail(v, "Operand stack overflow");
    VType *s = v->cur.stack, tmp[2];
    uint32_t base = v->cur.sp - group - below;
    memcpy(tmp, s + v->cur.sp - group, sizeof(VType) * group);
    memmove(s + base + group, s + base, sizeof(VType) * (group + below));
    memcpy(s + base, tmp, sizeof(VType) * group);
    v->cur.sp = (uint16_t)(v->cur.sp + group);
    return true;
}

static bool array_load(Ver *v, const char *want, VType push_t, const char *insn)
{
    VType a;
    TRY(pop_type(v, INT));
    TRY(pop_array(v, &a, insn));
    if (a.tag == T_REF && !strchr(want, a.name[1]))
        return fail(v, "Bad type on operand stack in %s", insn);
    return push_type(v, push_t);
}

static bool array_store(Ver *v, const char *want, VType val, const char *insn)
{
    VType a;
    TRY(pop_type(v, val));
    TRY(pop_type(v, INT));
    TRY(pop_array(v, &a, insn));
    if (a.tag == T_REF && !strchr(want, a.name[1]))
        return fail(v, "Bad type on operand stack in %s", insn);
    return true;
}

/* Binary and unary arithmetic: pop `in` (n times), push `out`. */
/* ---- Subroutines (jsr/ret, class files before version 50) --------------
 * jsr pushes a return address (T_RETADDR naming the subroutine's entry) and
 * jumps; ret goes back to the instruction after every jsr to that
 * subroutine, with the locals the subroutine may have written taken from
 * the ret's frame and the others from the frame at that jsr (JVMS 4.10.2.5:
 * a finally block called from paths whose locals differ). "May have
 * written" is every local stored by code reachable from the entry (through
 * branches, handlers and nested subroutines) without passing a ret: more
 * than it writes only rejects more, never less. */
typedef struct Sub {
    uint32_t entry;
    uint8_t *written;   /* max_locals flags */
    uint32_t *callers;  /* jsr instructions calling it */
    uint32_t n_callers;
} Sub;

/* The local an instruction stores into (and how many slots), or -1. */
static int64_t stored_local(const uint8_t *c, int *n)
{
    bool wide = c[0] == OP_wide;
    uint8_t op = wide ? c[1] : c[0];
    uint32_t idx = wide ? (uint32_t)c[2] << 8 | c[3] : c[1];
    *n = 1;
    if (op == OP_lstore || op == OP_dstore || (op >= OP_lstore_0 && op <= OP_lstore_3) ||
        (op >= OP_dstore_0 && op <= OP_dstore_3))
        *n = 2;
    if (op >= OP_istore && op <= OP_astore)
        return idx;
    if (op == OP_iinc)
        return idx;
    if (op >= OP_istore_0 && op <= OP_astore_3)
        return (op - OP_istore_0) % 4;
    return -1;
}

static void mark_written(Ver *v, Sub *sub)
{
    uint8_t *seen = xcalloc(v->len, 1);
    uint32_t *work = xmalloc(sizeof(uint32_t) * (v->len + 1));
    uint32_t n = 0;
    work[n++] = sub->entry;
    seen[sub->entry] = 1;
#define VISIT(t)                                                                 \
    do {                                                                         \
        int64_t t_ = (t);                                                        \
        if (t_ >= 0 && t_ < v->len && v->starts[t_] && !seen[t_]) {              \
            seen[t_] = 1;                                                        \
            work[n++] = (uint32_t)t_;                                            \
        }                                                                        \
    } while (0)
    while (n) {
        uint32_t pc = work[--n];
        const uint8_t *c = v->code + pc;
        bool bad;
        uint32_t len = insn_len(v, pc, &bad);
        int w;
        int64_t l = stored_local(c, &w);
        for (int k = 0; l >= 0 && k < w; k++)
            if (l + k < v->max_locals)
                sub->written[l + k] = 1;
        for (uint16_t i = 0; i < v->m->n_handlers; i++)
            if (pc >= v->m->handlers[i].start && pc < v->m->handlers[i].end)
                VISIT(v->m->handlers[i].handler);
        uint8_t op = c[0];
        if ((op >= OP_ifeq && op <= OP_if_acmpne) || op == OP_ifnull || op == OP_ifnonnull) {
            VISIT((int64_t)pc + (int16_t)u2at(c + 1));
            VISIT(pc + len);
        } else if (op == OP_goto_ || op == OP_jsr) {
            VISIT((int64_t)pc + (int16_t)u2at(c + 1));
            if (op == OP_jsr)
                VISIT(pc + len);
        } else if (op == OP_goto_w || op == OP_jsr_w) {
            VISIT((int64_t)pc + s4at(c + 1));
            if (op == OP_jsr_w)
                VISIT(pc + len);
        } else if (op == OP_tableswitch || op == OP_lookupswitch) {
            uint32_t a = (pc + 4) & ~3u;
            VISIT((int64_t)pc + s4at(v->code + a));
            int64_t cnt = op == OP_tableswitch ? (int64_t)s4at(v->code + a + 8) - s4at(v->code + a + 4) + 1
                                               : s4at(v->code + a + 4);
            for (int64_t i = 0; i < cnt; i++)
                VISIT((int64_t)pc + s4at(v->code + a + (op == OP_tableswitch ? 12 + 4 * i : 12 + 8 * i)));
        } else if (op == OP_ret || (op >= OP_ireturn && op <= OP_return_) || op == OP_athrow ||
                   (op == OP_wide && c[1] == OP_ret)) {
            /* the end of this path */
        } else {
            VISIT(pc + len);
        }
    }
#undef VISIT
    free(seen);
    free(work);
}

static Sub *sub_at(Ver *v, uint32_t entry)
{
    for (uint32_t i = 0; i < v->n_subs; i++)
        if (v->subs[i].entry == entry)
            return &v->subs[i];
    v->subs = xrealloc(v->subs, sizeof(Sub) * (v->n_subs + 1));
    Sub *sub = &v->subs[v->n_subs++];
    *sub = (Sub){entry, xcalloc(v->max_locals ? v->max_locals : 1, 1), NULL, 0};
    mark_written(v, sub);
    return sub;
}

static void subs_free(Ver *v)
{
    for (uint32_t i = 0; i < v->n_subs; i++) {
        free(v->subs[i].written);
        free(v->subs[i].callers);
    }
    free(v->subs);
    v->subs = NULL;
    v->n_subs = 0;
}

static bool do_jsr(Ver *v, int64_t target, bool *no_flow)
{
    *no_flow = true;
    if (!v->infer)
        return fail(v, "Bad instruction: %02x", v->code[v->pc]);
    if (target < 0 || target >= v->len || !v->starts[target])
        return fail(v, "Illegal target of jump or branch");
    Sub *sub = sub_at(v, (uint32_t)target);
    bool known = false;
    for (uint32_t i = 0; i < sub->n_callers; i++)
        known |= sub->callers[i] == v->pc;
    if (!known) {
        sub->callers = xrealloc(sub->callers, sizeof(uint32_t) * (sub->n_callers + 1));
        sub->callers[sub->n_callers++] = v->pc;
        /* A new way back: every ret seen so far runs again. */
        for (uint32_t pc = 0; pc < v->len; pc++)
            if (v->at[pc] && (v->code[pc] == OP_ret || (v->code[pc] == OP_wide && v->code[pc + 1] == OP_ret)))
                v->dirty[pc] = 1;
    }
    TRY(push(v, (VType){T_RETADDR, (uint16_t)target, NULL}));
    return branch_to(v, target);
}

static bool do_ret(Ver *v, uint32_t idx, bool *no_flow)
{
    *no_flow = true;
    if (!v->infer)
        return fail(v, "Bad instruction: %02x", v->code[v->pc]);
    TRY(check_local(v, idx, 1, true));
    VType r = v->cur.locals[idx];
    if (r.tag != T_RETADDR)
        return fail(v, "Bad local variable type");
    Sub *sub = sub_at(v, r.pc);
    VType *mine = v->cur.locals, *back = xmalloc(sizeof(VType) * (v->max_locals ? v->max_locals : 1));
    bool ok = true;
    for (uint32_t k = 0; k < sub->n_callers && ok; k++) {
        uint32_t c = sub->callers[k];
        uint32_t after = c + (v->code[c] == OP_jsr_w ? 5 : 3);
        const VFrame *at_jsr = v->at[c];
        for (uint32_t i = 0; i < v->max_locals; i++)
            back[i] = sub->written[i] ? mine[i] : at_jsr->locals[i];
        if (after >= v->len) {
            ok = fail(v, "Falling off the end of the code");
            break;
        }
        v->cur.locals = back;
        ok = merge_into(v, after, v->cur.stack, v->cur.sp);
        v->cur.locals = mine;
    }
    free(back);
    return ok;
}

static bool arith(Ver *v, VType in, int n, VType out)
{
    for (int i = 0; i < n; i++)
        TRY(pop_type(v, in));
    return push_type(v, out);
}

static bool exec(Ver *v, bool *no_flow)
{
    uint32_t pc = v->pc;
    const uint8_t *c = v->code + pc;
    uint8_t op = c[0];
    bool wide = false;
    uint32_t idx;
    *no_flow = false;
    if (op == OP_wide) {
        wide = true;
        op = c[1];
        c++;
    }
    idx = wide ? u2at(c + 1) : c[1];
    switch (op) {
    case OP_nop: return true;
    case OP_aconst_null: return push(v, NUL);
    case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2: case OP_iconst_3:
    case OP_iconst_4: case OP_iconst_5: case OP_bipush: case OP_sipush:
        return push(v, INT);
    case OP_lconst_0: case OP_lconst_1: return push_type(v, LONG);
    case OP_fconst_0: case OP_fconst_1: case OP_fconst_2: return push(v, FLOAT);
    case OP_dconst_0: case OP_dconst_1: return push_type(v, DOUBLE);
    case OP_ldc: return do_ldc(v, op, c[1]);
    case OP_ldc_w: case OP_ldc2_w: return do_ldc(v, op, u2at(c + 1));
    case OP_iload: return load_local(v, idx, INT);
    case OP_lload: return load_local(v, idx, LONG);
    case OP_fload: return load_local(v, idx, FLOAT);
    case OP_dload: return load_local(v, idx, DOUBLE);
    case OP_aload: return load_local(v, idx, ref(NULL));
    case OP_iload_0: case OP_iload_1: case OP_iload_2: case OP_iload_3: return load_local(v, op - OP_iload_0, INT);
    case OP_lload_0: case OP_lload_1: case OP_lload_2: case OP_lload_3: return load_local(v, op - OP_lload_0, LONG);
    case OP_fload_0: case OP_fload_1: case OP_fload_2: case OP_fload_3: return load_local(v, op - OP_fload_0, FLOAT);
    case OP_dload_0: case OP_dload_1: case OP_dload_2: case OP_dload_3: return load_local(v, op - OP_dload_0, DOUBLE);
    case OP_aload_0: case OP_aload_1: case OP_aload_2: case OP_aload_3:
        return load_local(v, op - OP_aload_0, ref(NULL));
    case OP_iaload: return array_load(v, "I", INT, "iaload");
    case OP_laload: return array_load(v, "J", LONG, "laload");
    case OP_faload: return array_load(v, "F", FLOAT, "faload");
    case OP_daload: return array_load(v, "D", DOUBLE, "daload");
    case OP_baload: return array_load(v, "BZ", INT, "baload");
    case OP_caload: return array_load(v, "C", INT, "caload");
    case OP_saload: return array_load(v, "S", INT, "saload");
    case OP_aaload: {
        VType a;
        TRY(pop_type(v, INT));
        TRY(pop_array(v, &a, "aaload"));
        if (a.tag == T_NULL)
            return push(v, NUL);
        if (a.name[1] != 'L' && a.name[1] != '[')
            return fail(v, "Bad type on operand stack in aaload");
        const char *p = a.name + 1;
        return push(v, type_of_desc(&p));
    }
    case OP_istore: return store_local(v, idx, INT);
    case OP_lstore: return store_local(v, idx, LONG);
    case OP_fstore: return store_local(v, idx, FLOAT);
    case OP_dstore: return store_local(v, idx, DOUBLE);
    case OP_astore: return store_local(v, idx, ref(NULL));
    case OP_istore_0: case OP_istore_1: case OP_istore_2: case OP_istore_3: return store_local(v, op - OP_istore_0, INT);
    case OP_lstore_0: case OP_lstore_1: case OP_lstore_2: case OP_lstore_3: return store_local(v, op - OP_lstore_0, LONG);
    case OP_fstore_0: case OP_fstore_1: case OP_fstore_2: case OP_fstore_3:
        return store_local(v, op - OP_fstore_0, FLOAT);
    case OP_dstore_0: case OP_dstore_1: case OP_dstore_2: case OP_dstore_3:
        return store_local(v, op - OP_dstore_0, DOUBLE);
    case OP_astore_0: case OP_astore_1: case OP_astore_2: case OP_astore_3:
        return store_local(v, op - OP_astore_0, ref(NULL));
    case OP_iastore: return array_store(v, "I", INT, "iastore");
    case OP_lastore: return array_store(v, "J", LONG, "lastore");
    case OP_fastore: return array_store(v, "F", FLOAT, "fastore");
    case OP_dastore: return array_store(v, "D", DOUBLE, "dastore");
    case OP_bastore: return array_store(v, "BZ", INT, "bastore");
    case OP_castore: return array_store(v, "C", INT, "castore");
    case OP_sastore: return array_store(v, "S", INT, "sastore");
    case OP_aastore: {
        VType a;
        TRY(pop_type(v, ref(S.java_lang_Object)));
        TRY(pop_type(v, INT));
        TRY(pop_array(v, &a, "aastore"));
        if (a.tag == T_REF && a.name[1] != 'L' && a.name[1] != '[')
            return fail(v, "Bad type on operand stack in aastore");
        return true;
    }
    case OP_pop: TRY(shuffle_ok(v, 1, 0)); v->cur.sp -= 1; return true;
    case OP_pop2: TRY(shuffle_ok(v, 2, 0)); v->cur.sp -= 2; return true;
    case OP_dup: return dup_under(v, 1, 0);
    case OP_dup_x1: return dup_under(v, 1, 1);
    case OP_dup_x2: return dup_under(v, 1, 2);
    case OP_dup2: return dup_under(v, 2, 0);
    case OP_dup2_x1: return dup_under(v, 2, 1);
    case OP_dup2_x2: return dup_under(v, 2, 2);
    case OP_swap: {
        TRY(shuffle_ok(v, 1, 1));
        if (is_cat2(v->cur.stack[v->cur.sp - 1].tag) || is_second(v->cur.stack[v->cur.sp - 1].tag))
            return fail(v, "Bad type on operand stack");
        VType t = v->cur.stack[v->cur.sp - 1];
        v->cur.stack[v->cur.sp - 1] = v->cur.stack[v->cur.sp - 2];
        v->cur.stack[v->cur.sp - 2] = t;
        return true;
    }
    case OP_iadd: case OP_isub: case OP_imul: case OP_idiv: case OP_irem: case OP_ishl: case OP_ishr:
    case OP_iushr: case OP_iand: case OP_ior: case OP_ixor:
        return arith(v, INT, 2, INT);
    case OP_ladd: case OP_lsub: case OP_lmul: case OP_ldiv: case OP_lrem: case OP_land: case OP_lor: case OP_lxor:
        return arith(v, LONG, 2, LONG);
    case OP_lshl: case OP_lshr: case OP_lushr:
        TRY(pop_type(v, INT));
        return arith(v, LONG, 1, LONG);
    case OP_fadd: case OP_fsub: case OP_fmul: case OP_fdiv: case OP_frem: return arith(v, FLOAT, 2, FLOAT);
    case OP_dadd: case OP_dsub: case OP_dmul: case OP_ddiv: case OP_drem: return arith(v, DOUBLE, 2, DOUBLE);
    case OP_ineg: return arith(v, INT, 1, INT);
    case OP_lneg: return arith(v, LONG, 1, LONG);
    case OP_fneg: return arith(v, FLOAT, 1, FLOAT);
    case OP_dneg: return arith(v, DOUBLE, 1, DOUBLE);
    case OP_iinc:
        TRY(check_local(v, idx, 1, true));
        if (v->cur.locals[idx].tag != T_INT)
            return fail(v, "Bad local variable type");
        return true;
    case OP_i2l: return arith(v, INT, 1, LONG);
    case OP_i2f: return arith(v, INT, 1, FLOAT);
    case OP_i2d: return arith(v, INT, 1, DOUBLE);
    case OP_l2i: return arith(v, LONG, 1, INT);
    case OP_l2f: return arith(v, LONG, 1, FLOAT);
    case OP_l2d: return arith(v, LONG, 1, DOUBLE);
    case OP_f2i: return arith(v, FLOAT, 1, INT);
    case OP_f2l: return arith(v, FLOAT, 1, LONG);
    case OP_f2d: return arith(v, FLOAT, 1, DOUBLE);
    case OP_d2i: return arith(v, DOUBLE, 1, INT);
    case OP_d2l: return arith(v, DOUBLE, 1, LONG);
    case OP_d2f: return arith(v, DOUBLE, 1, FLOAT);
    case OP_i2b: case OP_i2c: case OP_i2s: return arith(v, INT, 1, INT);
    case OP_lcmp: return arith(v, LONG, 2, INT);
    case OP_fcmpl: case OP_fcmpg: return arith(v, FLOAT, 2, INT);
    case OP_dcmpl: case OP_dcmpg: return arith(v, DOUBLE, 2, INT);
    case OP_ifeq: case OP_ifne: case OP_iflt: case OP_ifge: case OP_ifgt: case OP_ifle:
        TRY(pop_type(v, INT));
        return branch_to(v, (int64_t)pc + (int16_t)u2at(c + 1));
    case OP_if_icmpeq: case OP_if_icmpne: case OP_if_icmplt: case OP_if_icmpge: case OP_if_icmpgt:
    case OP_if_icmple:
        TRY(pop_type(v, INT));
        TRY(pop_type(v, INT));
        return branch_to(v, (int64_t)pc + (int16_t)u2at(c + 1));
    case OP_if_acmpeq: case OP_if_acmpne:
        TRY(pop_ref(v, NULL));
        TRY(pop_ref(v, NULL));
        return branch_to(v, (int64_t)pc + (int16_t)u2at(c + 1));
    case OP_ifnull: case OP_ifnonnull:
        TRY(pop_ref(v, NULL));
        return branch_to(v, (int64_t)pc + (int16_t)u2at(c + 1));
    case OP_goto_:
        *no_flow = true;
        return branch_to(v, (int64_t)pc + (int16_t)u2at(c + 1));
    case OP_goto_w:
        *no_flow = true;
        return branch_to(v, (int64_t)pc + s4at(c + 1));
    case OP_tableswitch: case OP_lookupswitch: {
        uint32_t a = (pc + 4) & ~3u;
        const uint8_t *b = v->code;
        *no_flow = true;
        TRY(pop_type(v, INT));
        if (op == OP_lookupswitch)
            for (int32_t i = 1; i < s4at(b + a + 4); i++)
                if (s4at(b + a + 8 + 8 * i) <= s4at(b + a + 8 + 8 * (i - 1)))
                    return fail(v, "Bad lookupswitch instruction");
        TRY(branch_to(v, (int64_t)pc + s4at(b + a)));
        if (op == OP_tableswitch) {
            int64_t n = (int64_t)s4at(b + a + 8) - s4at(b + a + 4) + 1;
            for (int64_t i = 0; i < n; i++)
                TRY(branch_to(v, (int64_t)pc + s4at(b + a + 12 + 4 * i)));
        } else {
            int32_t n = s4at(b + a + 4);
            for (int32_t i = 0; i < n; i++)
                TRY(branch_to(v, (int64_t)pc + s4at(b + a + 12 + 8 * i)));
        }
        return true;
    }
    case OP_ireturn: case OP_lreturn: case OP_freturn: case OP_dreturn: case OP_areturn: case OP_return_:
        *no_flow = true;
        return do_return(v, op);
    case OP_getstatic: case OP_putstatic: case OP_getfield: case OP_putfield: return do_field(v, op, c);
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic: case OP_invokeinterface:
    case OP_invokedynamic:
        return do_invoke(v, op, c);
    case OP_new_: {
        TRY(cp_entry(v, u2at(c + 1), M_(CONSTANT_Class)));
        if (cp_class_name(&v->cls->cp, u2at(c + 1))[0] == '[')
            return fail(v, "Illegal new instruction");
        return push(v, (VType){T_UNINIT, (uint16_t)pc, NULL});
    }
    case OP_newarray: {
        static const char *const names[] = {[4] = "[Z", [5] = "[C", [6] = "[F", [7] = "[D",
                                            [8] = "[B", [9] = "[S", [10] = "[I", [11] = "[J"};
        if (c[1] < 4 || c[1] > 11)
            return fail(v, "Illegal newarray instruction");
        TRY(pop_type(v, INT));
        return push(v, ref(sym_c(names[c[1]])));
    }
    case OP_anewarray: {
        TRY(cp_entry(v, u2at(c + 1), M_(CONSTANT_Class)));
        Sym n = cp_class_name(&v->cls->cp, u2at(c + 1));
        size_t dims = strspn(n, "[");
        if (dims >= 255)
            return fail(v, "Array with too many dimensions");
        TRY(pop_type(v, INT));
        return push(v, ref(array_of(n)));
    }
    case OP_multianewarray: {
        TRY(cp_entry(v, u2at(c + 1), M_(CONSTANT_Class)));
        Sym n = cp_class_name(&v->cls->cp, u2at(c + 1));
        uint8_t dims = c[3];
        if (dims < 1 || strspn(n, "[") < dims)
            return fail(v, "Illegal dimension in multianewarray instruction: %d", dims);
        for (uint8_t i = 0; i < dims; i++)
            TRY(pop_type(v, INT));
        return push(v, ref(n));
    }
    case OP_arraylength: {
        VType a;
        return pop_array(v, &a, "arraylength") && push(v, INT);
    }
    case OP_athrow:
        *no_flow = true;
        return pop_type(v, ref(S.java_lang_Throwable));
    case OP_checkcast:
        TRY(cp_entry(v, u2at(c + 1), M_(CONSTANT_Class)));
        TRY(pop_type(v, ref(S.java_lang_Object)));
        return push(v, ref(cp_class_name(&v->cls->cp, u2at(c + 1))));
    case OP_instanceof:
        TRY(cp_entry(v, u2at(c + 1), M_(CONSTANT_Class)));
        TRY(pop_type(v, ref(S.java_lang_Object)));
        return push(v, INT);
    case OP_monitorenter: case OP_monitorexit: return pop_ref(v, NULL);
    case OP_jsr: return do_jsr(v, (int64_t)pc + (int16_t)u2at(c + 1), no_flow);
    case OP_jsr_w: return do_jsr(v, (int64_t)pc + s4at(c + 1), no_flow);
    case OP_ret: return do_ret(v, idx, no_flow);
    default:
        return fail(v, "Bad instruction: %02x", op);
    }
}

static bool is_store(uint8_t op)
{
    return (op >= OP_istore && op <= OP_astore_3) || op == OP_wide;
}

/* The inference verifier first checks every instruction's operands, reached
 * or not, as HotSpot's older verifier does: constant pool entries, local
 * numbers, branch and switch targets. */
static bool check_operands(Ver *v)
{
    const uint8_t *c = v->code;
    for (uint32_t pc = 0; pc < v->len;) {
        bool bad;
        uint32_t len = insn_len(v, pc, &bad);
        uint8_t op = c[pc];
        v->pc = pc;
        int64_t target = -1;
        int32_t var = -1, width = 1;
        if ((op >= OP_ifeq && op <= OP_jsr) || op == OP_ifnull || op == OP_ifnonnull)
            target = pc + (int16_t)u2at(c + pc + 1);
        else if (op == OP_goto_w || op == OP_jsr_w)
            target = pc + (int64_t)s4at(c + pc + 1);
        else if (op == OP_iload || op == OP_fload || op == OP_aload || op == OP_istore || op == OP_fstore ||
                 op == OP_astore || op == OP_iinc || op == OP_ret)
            var = c[pc + 1];
        else if (op == OP_lload || op == OP_dload || op == OP_lstore || op == OP_dstore)
            var = c[pc + 1], width = 2;
        else if (op >= OP_iload_0 && op <= OP_aload_3)
            var = (op - OP_iload_0) % 4, width = (op - OP_iload_0) / 4 == 1 || (op - OP_iload_0) / 4 == 3 ? 2 : 1;
        else if (op >= OP_istore_0 && op <= OP_astore_3)
            var = (op - OP_istore_0) % 4, width = (op - OP_istore_0) / 4 == 1 || (op - OP_istore_0) / 4 == 3 ? 2 : 1;
        else if (op == OP_wide) {
            uint8_t w = c[pc + 1];
            var = u2at(c + pc + 2);
            width = w == OP_lload || w == OP_dload || w == OP_lstore || w == OP_dstore ? 2 : 1;
        }
        uint32_t mask = 0;
        switch (op) {
        case OP_ldc: case OP_ldc_w:
            mask = M_(CONSTANT_Integer) | M_(CONSTANT_Float) | M_(CONSTANT_String) |
                   (v->cls->major >= 49 ? M_(CONSTANT_Class) : 0);
            break;
        case OP_ldc2_w: mask = M_(CONSTANT_Long) | M_(CONSTANT_Double); break;
        case OP_getfield: case OP_putfield: case OP_getstatic: case OP_putstatic: mask = M_(CONSTANT_Fieldref); break;
        case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic: mask = M_(CONSTANT_Methodref); break;
        case OP_invokeinterface: mask = M_(CONSTANT_InterfaceMethodref); break;
        case OP_new_: case OP_anewarray: case OP_checkcast: case OP_instanceof: case OP_multianewarray:
            mask = M_(CONSTANT_Class);
            break;
        case OP_newarray:
            if (c[pc + 1] < 4 || c[pc + 1] > 11)
                return fail(v, "Bad type passed to newarray");
            break;
        default:
            break;
        }
        if (mask)
            TRY(cp_entry(v, op == OP_ldc ? c[pc + 1] : u2at(c + pc + 1), mask));
        if (var >= 0 && (uint32_t)var + (uint32_t)width > v->max_locals)
            return fail(v, "Illegal local variable number");
        if (target != -1 && (target < 0 || target >= v->len || !v->starts[target]))
            return fail(v, "Illegal target of jump or branch");
        if (op == OP_tableswitch || op == OP_lookupswitch) {
            uint32_t a = (pc + 4) & ~3u;
            for (uint32_t k = pc + 1; k < a; k++)
                if (c[k] && v->cls->major < 51)
                    return fail(v, "Non zero padding bytes in switch");
            int64_t t = pc + (int64_t)s4at(c + a);
            if (t < 0 || t >= v->len || !v->starts[t])
                return fail(v, "Illegal default target in switch");
            uint32_t n = op == OP_tableswitch ? (uint32_t)(s4at(c + a + 8) - s4at(c + a + 4) + 1)
                                              : (uint32_t)s4at(c + a + 4);
            for (uint32_t k = 0; k < n; k++) {
                uint32_t at = op == OP_tableswitch ? a + 12 + 4 * k : a + 8 + 8 * k + 4;
                t = pc + (int64_t)s4at(c + at);
                if (t < 0 || t >= v->len || !v->starts[t])
                    return fail(v, "Illegal branch in %s", op == OP_tableswitch ? "tableswitch" : "lookupswitch");
            }
        }
        pc += len;
    }
    return true;
}

/* Type inference: visit instructions whose frame changed until nothing changes. */
static bool infer_method(Ver *v, VFrame *init)
{
    v->at = xcalloc(v->len, sizeof(VFrame *));
    v->dirty = xcalloc(v->len, 1);
    frame_copy(v, &v->cur, init);
    TRY(merge_into(v, 0, v->cur.stack, 0));
    for (uint32_t pc = 0;;) {
        while (pc < v->len && !v->dirty[pc])
            pc++;
        if (pc >= v->len) {
            for (pc = 0; pc < v->len && !v->dirty[pc]; pc++)
                ;
            if (pc >= v->len)
                return true;
        }
        bool bad, no_flow;
        uint32_t len = insn_len(v, pc, &bad);
        v->dirty[pc] = 0;
        v->pc = pc;
        frame_copy(v, &v->cur, v->at[pc]);
        /* Handlers get the locals from before and after the instruction. */
        TRY(check_handlers(v, pc));
        TRY(exec(v, &no_flow));
        TRY(check_handlers(v, pc));
        if (!no_flow) {
            if (pc + len >= v->len)
                return fail(v, "Falling off the end of the code");
            TRY(merge_into(v, pc + len, v->cur.stack, v->cur.sp));
        }
        pc += len;
    }
}

/* Verifies one method; false with v->failed (a VerifyError to throw) or v->pending. */
static bool verify_method(Ver *v)
{
    Method *m = v->m;
    v->code = m->orig_code;
    v->len = m->code_len;
    v->max_locals = m->max_locals;
    v->max_stack = m->max_stack;
    v->starts = xcalloc(v->len + 1, 1);
    for (uint32_t pc = 0; pc < v->len;) {
        bool bad;
        uint32_t n = insn_len(v, pc, &bad);
        v->pc = pc;
        if (!n && v->infer)
            return fail(v, "Illegal instruction found at offset %u", pc);
        if (!n)
            return fail(v, "Bad instruction");
        v->starts[pc] = 1;
        pc += n;
    }
    if (v->infer)
        TRY(check_operands(v));
    for (uint16_t i = 0; i < m->n_handlers; i++) {
        ExHandler *h = &m->handlers[i];
        char sig[512];
        v->pc = 0;
        /* The older verifier's words, and its ClassFormatError. */
        if (v->infer && (h->start > h->end || !v->starts[h->start] || (h->end < v->len && !v->starts[h->end]))) {
            v->format = true;
            return fail(v, "Illegal exception table range");
        }
        if (v->infer && (h->handler == 0 || !v->starts[h->handler])) {
            v->format = true;
            return fail(v, "Illegal exception table handler");
        }
        const char *bad = !v->starts[h->start] ? "start_pc" : h->end < v->len && !v->starts[h->end] ? "end_pc"
                        : !v->starts[h->handler] ? "handler_pc" : NULL;
        if (bad) {
            v->format = true;
            return fail(v, "Illegal exception table %s %u in method '%s'", bad,
                        bad[0] == 's' ? h->start : bad[0] == 'e' ? h->end : h->handler, java_sig(m, sig, sizeof sig));
        }
        if (h->catch_type) {
            TRY(cp_entry(v, h->catch_type, M_(CONSTANT_Class)));
            int r = ref_assignable(v, cp_class_name(&v->cls->cp, h->catch_type), S.java_lang_Throwable);
            if (r < 0)
                return false;
            if (!r)
                return fail(v, "Catch type is not a subclass of Throwable in exception handler %u", h->handler);
        }
    }

    /* The entry frame, from the descriptor. */
    VFrame *init = &v->init;
    frame_alloc(v, init);
    frame_alloc(v, &v->cur);
    uint32_t n = 0;
    if (!(m->access & ACC_STATIC)) {
        if (m->name == S.init && v->cls->name != S.java_lang_Object) {
            init->locals[n++] = (VType){T_UTHIS, 0, NULL};
            init->this_uninit = true;
        } else {
            init->locals[n++] = ref(v->self);
        }
    }
    for (const char *p = m->desc + 1; *p != ')';) {
        VType t = type_of_desc(&p);
        if (n + (is_cat2(t.tag) ? 2 : 1) > v->max_locals)
            return fail(v, "Arguments can't fit into locals");
        init->locals[n++] = t;
        if (is_cat2(t.tag))
            init->locals[n++] = t.tag == T_LONG ? LONG2 : DOUBLE2;
    }
    v->ret = ret_type(m->desc);
    if (v->infer)
        return infer_method(v, init);
    TRY(read_stack_map(v, init));
    frame_copy(v, &v->cur, init);

    bool no_flow = false;
    uint32_t next_map = 0;
    for (uint32_t pc = 0; pc < v->len;) {
        bool bad;
        uint32_t len = insn_len(v, pc, &bad);
        v->pc = pc;
        (void)bad;
        if (next_map < v->n_maps && v->maps[next_map].pc == pc) {
            if (!no_flow) {
                int r = frame_assignable(v, &v->cur, &v->maps[next_map]);
                if (r < 0)
                    return false;
                if (!r)
                    return fail(v, "Instruction type does not match stack map");
            }
            frame_copy(v, &v->cur, &v->maps[next_map]);
            next_map++;
        } else if (no_flow) {
            return fail(v, "Expecting a stack map frame");
        }
        uint8_t op = v->code[pc];
        bool in_handler_range = false;
        for (uint16_t i = 0; i < m->n_handlers; i++)
            if (pc >= m->handlers[i].start && pc < m->handlers[i].end)
                in_handler_range = true;
        /* A store changes the locals: handlers see the state before it (JVMS 4.10.1.4). */
        if (in_handler_range && is_store(op))
            TRY(check_handlers(v, pc));
        TRY(exec(v, &no_flow));
        if (in_handler_range && !is_store(op))
            TRY(check_handlers(v, pc));
        pc += len;
    }
    if (!no_flow)
        return fail(v, "Control flow falls through code end");
    return true;
}

static void ver_free(Ver *v)
{
    for (uint32_t i = 0; i < v->n_alloc; i++) {
        free(v->maps[i].locals);
        free(v->maps[i].stack);
    }
    free(v->maps);
    free(v->cur.locals);
    free(v->cur.stack);
    for (uint32_t i = 0; v->at && i < v->len; i++)
        if (v->at[i]) {
            free(v->at[i]->locals);
            free(v->at[i]->stack);
            free(v->at[i]);
        }
    free(v->at);
    free(v->dirty);
    subs_free(v);
    free(v->init.locals);
    free(v->init.stack);
    free(v->starts);
}

static void ver_release(void *v)
{
    ver_free(v);
    free(v);
}

/* verify_method, then ver_free, with the verifier's state on the C heap and
 * held for the checkpoints: checking assignability loads classes through the
 * class's loader (an upcall that yields), and a return from there to a
 * checkpoint taken before abandons this frame (checkpoint/ckpt.h). On return
 * *v has the outcome (failed, pending, format, msg, pc); its memory is freed. */
static bool verify_method_held(Ver *v)
{
    Ver *h = xmalloc(sizeof *h);
    *h = *v;
    CkptHold *hold = ckpt_hold(ver_release, h);
    bool ok = verify_method(h);
    ckpt_unhold(hold);
    *v = *h;
    free(h);
    ver_free(v);
    return ok;
}

/* Whether a class is verified under the current options. */
static bool wants_verify(Class *cls)
{
    if (cls->kind != CK_INSTANCE || (cls->cflags & CF_VM_SPUN))
        return false;
    if (!cls->loader || loader_boot_package_module(cls->pkg))
        return g_verify_local;
    return g_verify_remote;
}

bool verify_class(Thread *th, Class *cls)
{
    obj_hash_class_linked(cls); /* (before the flag: a checkpoint return undoes the draw, not the check) */
    if (cls->cflags & CF_VERIFIED)
        return true;
    /* Supertypes are linked, so verified, first (JVMS 5.4). */
    if (cls->super && !verify_class(th, cls->super))
        return false;
    for (uint16_t i = 0; i < cls->n_interfaces; i++)
        if (cls->interfaces[i] && !verify_class(th, cls->interfaces[i]))
            return false;
    if (!wants_verify(cls)) {
        /* The JDK's own classes (javac's StackMapTables) say which locals
         * hold references; classes left unverified by an option do not. */
        if (cls->kind == CK_INSTANCE && !(cls->cflags & CF_VM_SPUN) && cls->major >= 50 &&
            (!cls->loader || loader_boot_package_module(cls->pkg)))
            cls->cflags |= CF_GC_MAPS;
        cls->cflags |= CF_VERIFIED;
        return true;
    }
    bool gc_maps = cls->major >= 50;
    for (uint16_t i = 0; i < cls->n_methods; i++) {
        Method *m = &cls->methods[i];
        if (!m->orig_code || (m->mflags & MF_OVERPASS))
            continue;
        /* Before version 50: type inference. A version 50 file that fails type
         * checking is tried again with inference, as HotSpot fails over. */
        bool infer = cls->major < 50;
        Ver v, checked = {0};
        bool ok, failed_over = false;
        for (;;) {
            v = (Ver){.th = th, .cls = cls, .self = self_name(cls), .m = m, .infer = infer};
            v.max_locals = m->max_locals; /* frame sizes, before verify_method sets them */
            v.max_stack = m->max_stack;
            ok = verify_method_held(&v);
            if (ok || v.pending || infer || cls->major != 50)
                break;
            checked = v;
            failed_over = true;
            infer = true;
        }
        if (ok) {
            gc_maps = gc_maps && !infer && !(m->mflags & MF_HAS_JSR);
            continue;
        }
        if (v.pending)
            return false;
        if (failed_over) {
            /* Inference failed too: HotSpot reports the type checker's error
             * (its exception_message is the split verifier's). */
            v = checked;
            infer = false;
        }
        if (v.format)
            return exc_throw(th, "java/lang/ClassFormatError", "%s", v.msg);
        if (infer) {
            char dn[256];
            return exc_throw(th, "java/lang/VerifyError", "(class: %s, method: %s signature: %s) %s",
                             dotted_name(cls->name, dn, sizeof dn), m->name, m->desc, v.msg);
        }
        uint8_t op = v.pc < m->code_len ? m->orig_code[v.pc] : 0;
        return exc_throw(th, "java/lang/VerifyError", "%s\nException Details:\n  Location:\n    %s.%s%s @%u: %s\n",
                         v.msg, cls->name, m->name, m->desc, v.pc, op_name(op));
    }
    if (gc_maps)
        cls->cflags |= CF_GC_MAPS;
    cls->cflags |= CF_VERIFIED;
    return true;
}
