/* Helpful NullPointerException messages (JEP 358), as HotSpot words them:
 * "Cannot invoke \"String.length()\" because \"<local1>\" is null".
 *
 * The failed action comes from the instruction at the NPE's top backtrace frame.
 * The cause comes from a data-flow pass over the method's original bytecode
 * that records, for every operand-stack slot at every instruction, which
 * instruction pushed it (or that it is ambiguous after a merge). Walking back
 * from the null slot to its producer gives "<local4>", "this.next",
 * "Foo.bar", "a[2]" or "the return value of ...". Locals are named from the
 * LocalVariableTable when present; a parameter slot is "<parameterN>" only
 * while no store to it has been seen on any path. */
#include "vm/loader.h"
#include "vm/opcodes.h"

bool exc_backtrace_frame(Object *throwable, int32_t i, Method **m, int32_t *bci);
bool exc_backtrace_hidden_top(Object *throwable);

#define NO_BCI 0x1FFFF
#define MAX_DETAIL 5

typedef struct SlotInfo {
    uint32_t bci; /* producer, or NO_BCI */
    char type;    /* 'I', 'J', 'F', 'D', 'L', 'A' (return address), '?' (conflict) */
} SlotInfo;

typedef struct SimStack {
    SlotInfo *s;
    int n, cap;
    uint64_t written; /* locals stored to on some path */
} SimStack;

typedef struct Analysis {
    Method *m;
    const uint8_t *code;
    SimStack **at; /* per bci, NULL = not reached yet */
    bool added, all_done;
    long entries;
} Analysis;

static void st_push_raw(SimStack *st, SlotInfo v)
{
    if (v.type == 'V')
        return;
    if (st->n == st->cap) {
        st->cap = st->cap ? st->cap * 2 : 8;
        st->s = xrealloc(st->s, sizeof(SlotInfo) * (size_t)st->cap);
    }
    st->s[st->n++] = v;
}

static char basic(char d)
{
    switch (d) {
    case 'Z': case 'B': case 'C': case 'S': case 'I': return 'I';
    case 'L': case '[': return 'L';
    default: return d;
    }
}

static void st_push(SimStack *st, uint32_t bci, char type)
{
    type = basic(type);
    SlotInfo v = {bci, type};
    st_push_raw(st, v);
    if (type == 'J' || type == 'D')
        st_push_raw(st, v);
}

static bool st_pop(SimStack *st, int n)
{
    if (n > st->n)
        return false;
    st->n -= n;
    return true;
}

static SlotInfo st_get(SimStack *st, int slot) { return st->s[st->n - 1 - slot]; }

static SimStack *st_copy(const SimStack *o)
{
    SimStack *c = xcalloc(1, sizeof(SimStack));
    c->cap = o->n ? o->n : 1;
    c->s = xmalloc(sizeof(SlotInfo) * (size_t)c->cap);
    if (o->n)
        memcpy(c->s, o->s, sizeof(SlotInfo) * (size_t)o->n);
    c->n = o->n;
    c->written = o->written;
    return c;
}

static void st_free(SimStack *st)
{
    if (st) {
        free(st->s);
        free(st);
    }
}

static void mark_written(SimStack *st, int i)
{
    if (i < 64)
        st->written |= 1ull << i;
}

static bool was_written(SimStack *st, int i) { return i >= 64 || (st->written >> i & 1); }

static SlotInfo merge_slot(SlotInfo a, SlotInfo b)
{
    if (a.type != b.type)
        return (SlotInfo){NO_BCI, '?'};
    if (a.bci != b.bci)
        return (SlotInfo){NO_BCI, a.type};
    return a;
}

/* Merge st into the stack recorded at bci (a stack height mismatch means
 * unverifiable code: the target keeps what it has). */
static void flow_to(Analysis *an, uint32_t bci, SimStack *st)
{
    if (bci >= an->m->code_len)
        return;
    SimStack *cur = an->at[bci];
    if (!cur) {
        an->at[bci] = st_copy(st);
        an->added = true;
        an->entries += st->n;
        return;
    }
    if (cur->n != st->n)
        return;
    for (int i = 0; i < cur->n; i++)
        cur->s[i] = merge_slot(cur->s[i], st->s[i]);
    cur->written |= st->written;
}

static uint16_t u2(const uint8_t *p) { return (uint16_t)(p[0] << 8 | p[1]); }
static int32_t s4(const uint8_t *p) { return (int32_t)((uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3]); }

static int insn_len(const uint8_t *code, uint32_t bci)
{
    uint8_t op = code[bci];
    if (op == OP_wide)
        return code[bci + 1] == OP_iinc ? 6 : 4;
    if (op == OP_tableswitch) {
        uint32_t p = (bci + 4) & ~3u;
        int32_t lo = s4(code + p + 4), hi = s4(code + p + 8);
        return (int)(p - bci + 12 + 4 * (uint32_t)(hi - lo + 1));
    }
    if (op == OP_lookupswitch) {
        uint32_t p = (bci + 4) & ~3u;
        return (int)(p - bci + 8 + 8 * (uint32_t)s4(code + p + 4));
    }
    return opcode_length[op] ? opcode_length[op] : 1;
}

static char field_type(Method *m, uint16_t idx) { return basic(cp_nat_desc(&m->cls->cp, idx)[0]); }

/* Simulate one instruction; returns its length. */
static int step(Analysis *an, uint32_t bci)
{
    const uint8_t *code = an->code;
    int len = insn_len(code, bci);
    SimStack *in = an->at[bci];
    if (!in) {
        an->all_done = false;
        return len;
    }
    SimStack *st = st_copy(in);
    ConstantPool *cp = &an->m->cls->cp;
    uint8_t op = code[bci];
    bool wide = false;
    uint32_t pos = bci + 1;
    if (op == OP_wide) {
        wide = true;
        op = code[bci + 1];
        pos++;
    }
    int64_t dest = -1;
    bool ended = false;
    int32_t *dests = NULL;
    int ndests = 0;
    bool ok = true;
#define POP(n) ok = ok && st_pop(st, (n))
    switch (op) {
    case OP_nop:
        break;
    case OP_aconst_null: st_push(st, bci, 'L'); break;
    case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2: case OP_iconst_3: case OP_iconst_4:
    case OP_iconst_5: case OP_bipush: case OP_sipush: case OP_iload: case OP_iload_0: case OP_iload_1:
    case OP_iload_2: case OP_iload_3:
        st_push(st, bci, 'I');
        break;
    case OP_lconst_0: case OP_lconst_1: case OP_lload: case OP_lload_0: case OP_lload_1: case OP_lload_2:
    case OP_lload_3:
        st_push(st, bci, 'J');
        break;
    case OP_fconst_0: case OP_fconst_1: case OP_fconst_2: case OP_fload: case OP_fload_0: case OP_fload_1:
    case OP_fload_2: case OP_fload_3:
        st_push(st, bci, 'F');
        break;
    case OP_dconst_0: case OP_dconst_1: case OP_dload: case OP_dload_0: case OP_dload_1: case OP_dload_2:
    case OP_dload_3:
        st_push(st, bci, 'D');
        break;
    case OP_aload: case OP_aload_0: case OP_aload_1: case OP_aload_2: case OP_aload_3: case OP_new_:
        st_push(st, bci, 'L');
        break;
    case OP_iinc:
        break;
    case OP_ldc: case OP_ldc_w: case OP_ldc2_w: {
        uint16_t idx = op == OP_ldc ? code[pos] : u2(code + pos);
        uint8_t t = cp->tags[idx];
        st_push(st, bci, t == CONSTANT_Integer ? 'I' : t == CONSTANT_Long ? 'J' : t == CONSTANT_Float ? 'F'
                         : t == CONSTANT_Double ? 'D' : 'L');
        break;
    }
    case OP_iaload: case OP_baload: case OP_caload: case OP_saload: POP(2); st_push(st, bci, 'I'); break;
    case OP_faload: POP(2); st_push(st, bci, 'F'); break;
    case OP_laload: POP(2); st_push(st, bci, 'J'); break;
    case OP_daload: POP(2); st_push(st, bci, 'D'); break;
    case OP_aaload: POP(2); st_push(st, bci, 'L'); break;
    case OP_istore: case OP_fstore: case OP_astore:
        mark_written(st, wide ? u2(code + pos) : code[pos]);
        POP(1);
        break;
    case OP_lstore: case OP_dstore:
        mark_written(st, wide ? u2(code + pos) : code[pos]);
        POP(2);
        break;
    case OP_istore_0: case OP_istore_1: case OP_istore_2: case OP_istore_3:
        mark_written(st, op - OP_istore_0);
        POP(1);
        break;
    case OP_fstore_0: case OP_fstore_1: case OP_fstore_2: case OP_fstore_3:
        mark_written(st, op - OP_fstore_0);
        POP(1);
        break;
    case OP_astore_0: case OP_astore_1: case OP_astore_2: case OP_astore_3:
        mark_written(st, op - OP_astore_0);
        POP(1);
        break;
    case OP_lstore_0: case OP_lstore_1: case OP_lstore_2: case OP_lstore_3:
        mark_written(st, op - OP_lstore_0);
        POP(2);
        break;
    case OP_dstore_0: case OP_dstore_1: case OP_dstore_2: case OP_dstore_3:
        mark_written(st, op - OP_dstore_0);
        POP(2);
        break;
    case OP_iastore: case OP_fastore: case OP_aastore: case OP_bastore: case OP_castore: case OP_sastore:
        POP(3);
        break;
    case OP_lastore: case OP_dastore: POP(4); break;
    case OP_pop: case OP_monitorenter: case OP_monitorexit: POP(1); break;
    case OP_pop2: POP(2); break;
    case OP_dup:
        if (st->n < 1) { ok = false; break; }
        st_push_raw(st, st_get(st, 0));
        break;
    case OP_dup_x1: {
        if (st->n < 2) { ok = false; break; }
        SlotInfo a = st_get(st, 0), b = st_get(st, 1);
        POP(2); st_push_raw(st, a); st_push_raw(st, b); st_push_raw(st, a);
        break;
    }
    case OP_dup_x2: {
        if (st->n < 3) { ok = false; break; }
        SlotInfo a = st_get(st, 0), b = st_get(st, 1), c = st_get(st, 2);
        POP(3); st_push_raw(st, a); st_push_raw(st, c); st_push_raw(st, b); st_push_raw(st, a);
        break;
    }
    case OP_dup2:
        if (st->n < 2) { ok = false; break; }
        st_push_raw(st, st_get(st, 1));
        st_push_raw(st, st_get(st, 1));
        break;
    case OP_dup2_x1: {
        if (st->n < 3) { ok = false; break; }
        SlotInfo a = st_get(st, 0), b = st_get(st, 1), c = st_get(st, 2);
        POP(3); st_push_raw(st, b); st_push_raw(st, a); st_push_raw(st, c); st_push_raw(st, b); st_push_raw(st, a);
        break;
    }
    case OP_dup2_x2: {
        if (st->n < 4) { ok = false; break; }
        SlotInfo a = st_get(st, 0), b = st_get(st, 1), c = st_get(st, 2), d = st_get(st, 3);
        POP(4); st_push_raw(st, b); st_push_raw(st, a); st_push_raw(st, d); st_push_raw(st, c);
        st_push_raw(st, b); st_push_raw(st, a);
        break;
    }
    case OP_swap: {
        if (st->n < 2) { ok = false; break; }
        SlotInfo a = st_get(st, 0), b = st_get(st, 1);
        POP(2); st_push_raw(st, a); st_push_raw(st, b);
        break;
    }
    case OP_iadd: case OP_isub: case OP_imul: case OP_idiv: case OP_irem: case OP_iand: case OP_ior: case OP_ixor:
    case OP_ishl: case OP_ishr: case OP_iushr:
        POP(2); st_push(st, bci, 'I'); break;
    case OP_ladd: case OP_lsub: case OP_lmul: case OP_ldiv: case OP_lrem: case OP_land: case OP_lor: case OP_lxor:
        POP(4); st_push(st, bci, 'J'); break;
    case OP_lshl: case OP_lshr: case OP_lushr: POP(3); st_push(st, bci, 'J'); break;
    case OP_fadd: case OP_fsub: case OP_fmul: case OP_fdiv: case OP_frem: POP(2); st_push(st, bci, 'F'); break;
    case OP_dadd: case OP_dsub: case OP_dmul: case OP_ddiv: case OP_drem: POP(4); st_push(st, bci, 'D'); break;
    case OP_ineg: POP(1); st_push(st, bci, 'I'); break;
    case OP_fneg: POP(1); st_push(st, bci, 'F'); break;
    case OP_lneg: POP(2); st_push(st, bci, 'J'); break;
    case OP_dneg: POP(2); st_push(st, bci, 'D'); break;
    case OP_i2l: case OP_f2l: POP(1); st_push(st, bci, 'J'); break;
    case OP_i2f: POP(1); st_push(st, bci, 'F'); break;
    case OP_i2d: case OP_f2d: POP(1); st_push(st, bci, 'D'); break;
    case OP_f2i: case OP_i2b: case OP_i2c: case OP_i2s: POP(1); st_push(st, bci, 'I'); break;
    case OP_l2i: case OP_d2i: POP(2); st_push(st, bci, 'I'); break;
    case OP_l2f: case OP_d2f: POP(2); st_push(st, bci, 'F'); break;
    case OP_l2d: POP(2); st_push(st, bci, 'D'); break;
    case OP_d2l: POP(2); st_push(st, bci, 'J'); break;
    case OP_lcmp: case OP_dcmpl: case OP_dcmpg: POP(4); st_push(st, bci, 'I'); break;
    case OP_fcmpl: case OP_fcmpg: POP(2); st_push(st, bci, 'I'); break;
    case OP_ifeq: case OP_ifne: case OP_iflt: case OP_ifge: case OP_ifgt: case OP_ifle: case OP_ifnull:
    case OP_ifnonnull:
        POP(1);
        dest = (int64_t)bci + (int16_t)u2(code + pos);
        break;
    case OP_if_icmpeq: case OP_if_icmpne: case OP_if_icmplt: case OP_if_icmpge: case OP_if_icmpgt:
    case OP_if_icmple: case OP_if_acmpeq: case OP_if_acmpne:
        POP(2);
        dest = (int64_t)bci + (int16_t)u2(code + pos);
        break;
    case OP_goto_: dest = (int64_t)bci + (int16_t)u2(code + pos); ended = true; break;
    case OP_goto_w: dest = (int64_t)bci + s4(code + pos); ended = true; break;
    case OP_jsr: st_push(st, bci, 'A'); dest = (int64_t)bci + (int16_t)u2(code + pos); ended = true; break;
    case OP_jsr_w: st_push(st, bci, 'A'); dest = (int64_t)bci + s4(code + pos); ended = true; break;
    case OP_ret: ended = true; break;
    case OP_tableswitch: case OP_lookupswitch: {
        POP(1);
        uint32_t p = (bci + 4) & ~3u;
        dest = (int64_t)bci + s4(code + p);
        if (op == OP_tableswitch) {
            int32_t lo = s4(code + p + 4), hi = s4(code + p + 8);
            ndests = hi - lo + 1;
            dests = xmalloc(sizeof(int32_t) * (size_t)(ndests > 0 ? ndests : 1));
            for (int i = 0; i < ndests; i++)
                dests[i] = (int32_t)bci + s4(code + p + 12 + 4 * (uint32_t)i);
        } else {
            ndests = s4(code + p + 4);
            dests = xmalloc(sizeof(int32_t) * (size_t)(ndests > 0 ? ndests : 1));
            for (int i = 0; i < ndests; i++)
                dests[i] = (int32_t)bci + s4(code + p + 12 + 8 * (uint32_t)i);
        }
        break;
    }
    case OP_ireturn: case OP_freturn: case OP_areturn: case OP_athrow: POP(1); ended = true; break;
    case OP_lreturn: case OP_dreturn: POP(2); ended = true; break;
    case OP_return_: ended = true; break;
    case OP_getstatic: st_push(st, bci, field_type(an->m, u2(code + pos))); break;
    case OP_getfield: POP(1); st_push(st, bci, field_type(an->m, u2(code + pos))); break;
    case OP_putstatic: {
        char t = field_type(an->m, u2(code + pos));
        POP(t == 'J' || t == 'D' ? 2 : 1);
        break;
    }
    case OP_putfield: {
        char t = field_type(an->m, u2(code + pos));
        POP((t == 'J' || t == 'D' ? 2 : 1) + 1);
        break;
    }
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic: case OP_invokeinterface:
    case OP_invokedynamic: {
        uint16_t idx = u2(code + pos);
        Sym d = cp_nat_desc(cp, idx);
        if (op != OP_invokestatic && op != OP_invokedynamic)
            POP(1);
        POP(desc_arg_slots(d));
        char r = desc_ret_char(d);
        if (r != 'V')
            st_push(st, bci, r);
        break;
    }
    case OP_newarray: case OP_anewarray: POP(1); st_push(st, bci, 'L'); break;
    case OP_instanceof: case OP_arraylength: POP(1); st_push(st, bci, 'I'); break;
    case OP_checkcast: break;
    case OP_multianewarray: POP(code[pos + 2]); st_push(st, bci, 'L'); break;
    default:
        an->all_done = false;
        an->added = false;
        st_free(st);
        return len;
    }
#undef POP
    if (!ok) {
        /* Inconsistent code: give up on this path. */
        st_free(st);
        free(dests);
        return len;
    }
    if (!ended)
        flow_to(an, bci + (uint32_t)len, st);
    if (dest >= 0)
        flow_to(an, (uint32_t)dest, st);
    for (int i = 0; i < ndests; i++)
        if (dests[i] >= 0)
            flow_to(an, (uint32_t)dests[i], st);
    free(dests);
    st_free(st);
    return len;
}

static void analyse(Analysis *an, uint32_t bci)
{
    Method *m = an->m;
    an->at = xcalloc(m->code_len + 1, sizeof(SimStack *));
    an->at[0] = xcalloc(1, sizeof(SimStack));
    for (uint16_t i = 0; i < m->n_handlers; i++) {
        uint16_t h = m->handlers[i].handler;
        if (!an->at[h]) {
            an->at[h] = xcalloc(1, sizeof(SimStack));
            st_push(an->at[h], h, 'L');
        }
    }
    an->added = true;
    an->all_done = false;
    while (!an->all_done && an->added) {
        an->all_done = true;
        an->added = false;
        for (uint32_t i = 0; i < m->code_len;) {
            i += (uint32_t)step(an, i);
            if (i == bci && an->at[i]) {
                an->all_done = true;
                break;
            }
            if (an->entries > 1000000)
                return;
        }
    }
}

static void analysis_free(Analysis *an)
{
    for (uint32_t i = 0; i <= an->m->code_len; i++)
        st_free(an->at[i]);
    free(an->at);
}

/* ---- Printing ---- */

static void put_class_name(Buf *b, const char *internal)
{
    char *d = xstrdup_dotted(internal);
    if (!strcmp(d, "java.lang.Object"))
        buf_puts(b, "Object");
    else if (!strcmp(d, "java.lang.String"))
        buf_puts(b, "String");
    else
        buf_puts(b, d);
    free(d);
}

/* "Class.name(params)" with java.lang.Object/String shortened, as HotSpot prints. */
static void put_method(Buf *b, Method *m, uint16_t idx)
{
    ConstantPool *cp = &m->cls->cp;
    put_class_name(b, cp_member_class(cp, idx));
    buf_printf(b, ".%s(", cp_nat_name(cp, idx));
    Sym d = cp_nat_desc(cp, idx);
    const char *p = d + 1;
    bool first = true;
    while (*p != ')') {
        size_t n = desc_type_len(p);
        if (!n)
            break;
        if (!first)
            buf_puts(b, ", ");
        first = false;
        const char *q = p;
        int dims = 0;
        while (*q == '[') {
            dims++;
            q++;
        }
        if (*q == 'L') {
            char *cn = xmalloc((size_t)(n - (size_t)(q - p)));
            size_t cl = n - (size_t)(q - p) - 2;
            memcpy(cn, q + 1, cl);
            cn[cl] = 0;
            put_class_name(b, cn);
            free(cn);
        } else {
            static const char *names[] = {"byte", "char", "double", "float", "int", "long", "short", "boolean"};
            const char *k = strchr("BCDFIJSZ", *q);
            buf_puts(b, k ? names[k - "BCDFIJSZ"] : "?");
        }
        for (int i = 0; i < dims; i++)
            buf_puts(b, "[]");
        p += n;
    }
    buf_putc(b, ')');
}

static void put_local(Buf *b, Method *m, uint32_t bci, int slot, bool is_param)
{
    for (uint16_t i = 0; i < m->n_locals; i++) {
        LocalVar *v = &m->locals[i];
        if (bci >= v->start && bci < (uint32_t)v->start + v->length && v->slot == slot) {
            buf_puts(b, v->name);
            return;
        }
    }
    bool is_static = m->access & ACC_STATIC;
    if (!is_static && slot == 0 && is_param) {
        buf_puts(b, "this");
        return;
    }
    int cur = is_static ? 0 : 1, param = 1;
    bool found = false;
    const char *p = m->desc + 1;
    while (*p != ')') {
        size_t n = desc_type_len(p);
        int size = (*p == 'J' || *p == 'D') ? 2 : 1;
        if (slot >= cur && slot < cur + size) {
            found = true;
            break;
        }
        param++;
        cur += size;
        p += n ? n : 1;
    }
    if (found && is_param)
        buf_printf(b, "<parameter%d>", param);
    else
        buf_printf(b, "<local%d>", slot);
}

static bool cause(Analysis *an, Buf *b, uint32_t bci, int slot, int detail, bool inner, const char *prefix)
{
    if (detail <= 0 || !an->at[bci])
        return false;
    SimStack *st = an->at[bci];
    if (slot < 0 || slot >= st->n)
        return false;
    SlotInfo si = st_get(st, slot);
    if (si.bci == NO_BCI)
        return false;
    uint32_t src = si.bci;
    const uint8_t *code = an->code;
    uint8_t op = code[src];
    uint32_t pos = src + 1;
    bool wide = false;
    if (op == OP_wide) {
        wide = true;
        op = code[src + 1];
        pos++;
    }
    bool is_invoke = op == OP_invokevirtual || op == OP_invokespecial || op == OP_invokestatic ||
                     op == OP_invokeinterface;
    if (detail == MAX_DETAIL && prefix && !is_invoke)
        buf_puts(b, prefix);
    Method *m = an->m;
    switch (op) {
    case OP_iload_0: case OP_aload_0:
        put_local(b, m, src, 0, !was_written(st, 0));
        return true;
    case OP_iload_1: case OP_aload_1:
        put_local(b, m, src, 1, !was_written(st, 1));
        return true;
    case OP_iload_2: case OP_aload_2:
        put_local(b, m, src, 2, !was_written(st, 2));
        return true;
    case OP_iload_3: case OP_aload_3:
        put_local(b, m, src, 3, !was_written(st, 3));
        return true;
    case OP_iload: case OP_aload: {
        int idx = wide ? u2(code + src + 2) : code[src + 1];
        put_local(b, m, src, idx, !was_written(st, idx));
        return true;
    }
    case OP_aconst_null: buf_puts(b, "null"); return true;
    case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2: case OP_iconst_3: case OP_iconst_4:
    case OP_iconst_5:
        buf_printf(b, "%d", op - OP_iconst_0);
        return true;
    case OP_bipush: buf_printf(b, "%d", (int8_t)code[src + 1]); return true;
    case OP_sipush: buf_printf(b, "%u", u2(code + src + 1)); return true;
    case OP_iaload: case OP_aaload:
        if (!cause(an, b, src, 1, detail - 1, inner, NULL))
            buf_puts(b, "<array>");
        buf_putc(b, '[');
        if (!cause(an, b, src, 0, detail, true, NULL))
            buf_puts(b, "...");
        buf_putc(b, ']');
        return true;
    case OP_getstatic: {
        uint16_t idx = u2(code + pos);
        put_class_name(b, cp_member_class(&m->cls->cp, idx));
        buf_printf(b, ".%s", cp_nat_name(&m->cls->cp, idx));
        return true;
    }
    case OP_getfield: {
        uint16_t idx = u2(code + pos);
        if (cause(an, b, src, 0, detail - 1, inner, NULL))
            buf_putc(b, '.');
        buf_puts(b, cp_nat_name(&m->cls->cp, idx));
        return true;
    }
    case OP_invokevirtual: case OP_invokespecial: case OP_invokestatic: case OP_invokeinterface:
        if (detail == MAX_DETAIL && !inner)
            buf_puts(b, " because the return value of \"");
        put_method(b, m, u2(code + pos));
        return true;
    default:
        return false;
    }
}

/* The operand-stack slot holding the null reference for an NPE at this
 * instruction; -2 for an explicitly constructed NPE; -1 if none can occur. */
static int null_slot(Method *m, const uint8_t *code, uint32_t bci)
{
    uint8_t op = code[bci];
    uint32_t pos = bci + 1;
    if (op == OP_wide) {
        op = code[bci + 1];
        pos++;
    }
    switch (op) {
    case OP_getfield: case OP_arraylength: case OP_athrow: case OP_monitorenter: case OP_monitorexit:
        return 0;
    case OP_iaload: case OP_faload: case OP_aaload: case OP_baload: case OP_caload: case OP_saload: case OP_laload:
    case OP_daload:
        return 1;
    case OP_iastore: case OP_fastore: case OP_aastore: case OP_bastore: case OP_castore: case OP_sastore:
        return 2;
    case OP_lastore: case OP_dastore:
        return 3;
    case OP_putfield: {
        char t = field_type(m, u2(code + pos));
        return (t == 'J' || t == 'D') ? 2 : 1;
    }
    case OP_invokevirtual: case OP_invokespecial: case OP_invokeinterface: {
        uint16_t idx = u2(code + pos);
        if (cp_nat_name(&m->cls->cp, idx) == S.init)
            return -2;
        return desc_arg_slots(cp_nat_desc(&m->cls->cp, idx));
    }
    default:
        return -1;
    }
}

static void failed_action(Buf *b, Method *m, const uint8_t *code, uint32_t bci)
{
    uint8_t op = code[bci];
    uint32_t pos = bci + 1;
    if (op == OP_wide) {
        op = code[bci + 1];
        pos++;
    }
    static const struct {
        uint8_t op;
        const char *text;
    } simple[] = {
        {OP_iaload, "Cannot load from int array"}, {OP_faload, "Cannot load from float array"},
        {OP_aaload, "Cannot load from object array"}, {OP_baload, "Cannot load from byte/boolean array"},
        {OP_caload, "Cannot load from char array"}, {OP_saload, "Cannot load from short array"},
        {OP_laload, "Cannot load from long array"}, {OP_daload, "Cannot load from double array"},
        {OP_iastore, "Cannot store to int array"}, {OP_fastore, "Cannot store to float array"},
        {OP_aastore, "Cannot store to object array"}, {OP_bastore, "Cannot store to byte/boolean array"},
        {OP_castore, "Cannot store to char array"}, {OP_sastore, "Cannot store to short array"},
        {OP_lastore, "Cannot store to long array"}, {OP_dastore, "Cannot store to double array"},
        {OP_arraylength, "Cannot read the array length"}, {OP_athrow, "Cannot throw exception"},
        {OP_monitorenter, "Cannot enter synchronized block"}, {OP_monitorexit, "Cannot exit synchronized block"},
    };
    for (size_t i = 0; i < ARRAY_LEN(simple); i++)
        if (simple[i].op == op) {
            buf_puts(b, simple[i].text);
            return;
        }
    if (op == OP_getfield)
        buf_printf(b, "Cannot read field \"%s\"", cp_nat_name(&m->cls->cp, u2(code + pos)));
    else if (op == OP_putfield)
        buf_printf(b, "Cannot assign field \"%s\"", cp_nat_name(&m->cls->cp, u2(code + pos)));
    else {
        buf_puts(b, "Cannot invoke \"");
        put_method(b, m, u2(code + pos));
        buf_putc(b, '"');
    }
}

char *npe_extended_cstr(Object *npe);
char *npe_extended_cstr(Object *npe)
{
    Method *m;
    int32_t bci;
    /* As HotSpot's get_top_method_and_bci: nothing when the NPE happened in
     * a hidden frame (a lambda proxy's, a LambdaForm's). */
    if (!vm_opts.npe_code_details || exc_backtrace_hidden_top(npe) || !exc_backtrace_frame(npe, 0, &m, &bci) || bci < 0 || (m->access & ACC_NATIVE) || !m->orig_code ||
        (uint32_t)bci >= m->code_len)
        return NULL;
    /* NPEs made by reflection's constructor accessor are not implicit. */
    if (strcmp(m->cls->name, "jdk/internal/reflect/NativeConstructorAccessorImpl") == 0)
        return NULL;
    const uint8_t *code = m->orig_code;
    int slot = null_slot(m, code, (uint32_t)bci);
    if (slot < 0)
        return NULL;
    Analysis an = {m, code, NULL, false, false, 0};
    analyse(&an, (uint32_t)bci);
    Buf b = {0};
    failed_action(&b, m, code, (uint32_t)bci);
    Buf c = {0};
    if (an.at[bci] && slot < an.at[bci]->n && cause(&an, &c, (uint32_t)bci, slot, MAX_DETAIL, false, " because \"")) {
        buf_puts(&c, "\" is null");
        buf_put(&b, c.data, c.len);
    }
    buf_free(&c);
    analysis_free(&an);
    char *r = xstrdup(buf_cstr(&b));
    buf_free(&b);
    return r;
}

/* NullPointerException.getExtendedNPEMessage: the message of an NPE the VM
 * threw (what was null, and why), or NULL. */
Object *npe_extended_message(Thread *th, Object *npe);
Object *npe_extended_message(Thread *th, Object *npe)
{
    char *m = npe_extended_cstr(npe);
    if (!m)
        return NULL;
    Object *s = str_new_utf8(th, m, strlen(m));
    free(m);
    return s;
}
