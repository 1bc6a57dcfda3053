/* The interpreter loop, compiled three times: interp_plain.c includes it with
 * INSTR 0, interp_instr.c with INSTR 1 (raising the per-instruction tool
 * events), interp_fixed.c with INSTR 0 and FIXED_LAYOUT 1 (objects carry no
 * tool fields, so an array's elements are at a constant offset). A thread runs
 * the instrumented loop only while some tool listens to such an event, and
 * the fixed one otherwise when arrays' elements are at that offset (no tool
 * added fields to java.lang.Object: interp_run).
 *
 * State lives in locals the compiler can keep in registers: fr (frame), m, pc,
 * sp (next free operand slot), lv (locals), cp. Before anything that can run
 * Java code, collect, switch threads or throw, SAVE() writes pc and sp back to
 * the frame; afterwards RELOAD() re-reads them, because a checkpoint return at
 * a safe point may have rewritten the frames.
 *
 * Invocation pushes a frame over the caller's arguments (they become the
 * callee's first locals) and continues in the same loop; only calls from C
 * (FR_ENTRY frames) return from this function. Each handler's comment gives
 * its stack effect. */

#ifndef INSTR
#error "define INSTR before including interp_loop.h"
#endif
#ifndef FIXED_LAYOUT
#define FIXED_LAYOUT 0
#endif

#include <math.h>
#include <string.h>

#include "vm/loader.h"
#include "vm/monitor.h"
#include "vm/opcodes.h"
#include "vm/rti_hooks.h"
#include "vm/sched.h"

#if INSTR
#include "rti/events.h"
#define LOOP_NAME interp_loop_instr
/* An event is raised only when some tool listens to it (the Field, say, is
 * looked up only then). Tools may look at this thread's stack from the
 * callback: save pc first. Entry and exit also raise the java.util.concurrent
 * lock events of the methods marked MF_LOCK_*. */
/* holder and off name the variable for rti_skipped: the object and offset
 * (for a static: the mirror, which holds statics, and the offset). */
#define HOOK_FIELD(holder, off, obj, fld, write, old, val)                                  \
    do {                                                                                    \
        if (RTI_LISTENED((write) ? RTI_EVENT_FIELD_WRITE : RTI_EVENT_FIELD_READ) &&         \
            !rti_skipped_field((obj), (holder), (off), (write), sizeof(val))) {             \
            Field *hf_ = (fld);                                                             \
            if (rti_field_wanted(hf_, (write))) {                                           \
                SAVE();                                                                     \
                rti_ev_field(th, m, pc, (obj), hf_, (write), RV(old), RV(val), sizeof(val) == 2); \
                RECHECK();                                                                  \
            }                                                                               \
        }                                                                                   \
    } while (0)
/* (A reference element is always raised: rti_ignore_arrays is about arrays
 * of primitives; the handler's type says which it is.) */
#define HOOK_ARRAY(arr, idx, write, old, val)                                               \
    (RTI_LISTENED((write) ? RTI_EVENT_ARRAY_WRITE : RTI_EVENT_ARRAY_READ) &&                \
             (_Generic((old), Object *: true, default: false) || rti_prim_array_wanted(m, (arr), (write))) && \
             !rti_skipped_elem((arr), (idx), (write))                                       \
         ? (SAVE(), rti_ev_array(th, m, pc, (arr), (idx), (write), RV(old), RV(val), sizeof(val) == 2), RECHECK()) \
         : (void)0)
/* A value as tools see it, from its type in the handler (no switch on the
 * descriptor at run time). */
static inline RtiValue rv_i(int32_t i) { RtiValue v; v.j = 0; v.i = i; return v; }
static inline RtiValue rv_j(int64_t j) { RtiValue v; v.j = j; return v; }
static inline RtiValue rv_a(Object *a) { RtiValue v; v.j = 0; v.a = (RtiObject *)a; return v; }
#define RV(x) _Generic((x), int8_t: rv_i, uint16_t: rv_i, int16_t: rv_i, int32_t: rv_i, int64_t: rv_j, Object *: rv_a)(x)
/* What unwinds a frame: nothing on a return (ret is its value). */
static inline RtiObject *exit_exc(const Thread *th, const Slot *ret) { return ret ? NULL : (RtiObject *)th->exc; }
#define HOOK_ENTRY()                                                                        \
    (unlikely(m->mflags & (MF_LOCK_RELEASE | MF_LOCK_ACQUIRE))                              \
         ? (SAVE(), rti_ev_method_entry(th, fr), RECHECK())                                 \
     : RTI_LISTENED(RTI_EVENT_METHOD_ENTRY) ? (SAVE(), rti_raise_entry(th, m), RECHECK())  \
                                            : (void)0)
#define HOOK_EXIT(rv)                                                                       \
    (unlikely(m->mflags & MF_LOCK_ACQUIRE) ? (fr->pc = pc, rti_ev_method_exit(th, fr, (rv)), RECHECK()) \
     : RTI_LISTENED(RTI_EVENT_METHOD_EXIT)                                                  \
         ? (fr->pc = pc, rti_raise_exit(th, m, exit_exc(th, (rv))), RECHECK()) \
         : (void)0)
/* A conditional branch (if<cond>, if_icmp, if_acmp, ifnull, ifnonnull, the
 * switches) about to go one way or the other; pc is at it. The fused
 * iload_icmp triples reach it here too: this loop runs them one by one. */
#define HOOK_BRANCH()                                                                       \
    (RTI_LISTENED(RTI_EVENT_BRANCH) ? (SAVE(), rti_ev_branch(th, m, pc), RECHECK()) : (void)0)
/* A tool asked for a scheduling decision at the next bytecode boundary
 * (th->stop_req): the loop's dispatch table is overwritten with L_stop in
 * every entry, and L_stop puts it back. stop_req is looked at only after a
 * call out of the loop, so the check costs nothing per instruction, and the
 * table stays a static one (a table chosen in a local was spilled and
 * reloaded at every dispatch). The table is shared by every thread: whoever
 * dispatches next reaches L_stop, which stops only a thread that asked. */
#define RECHECK() ((void)(unlikely(th->stop_req) && !stop_armed ? arm_stop(dispatch, stop_dispatch) : (void)0))
#define DISPATCH() goto *dispatch[*pc]
#define HOOK_SAFE() do { if (th->instrumented != INSTR) { SAVE(); return LOOP_SWITCH; } } while (0)
#else
#if FIXED_LAYOUT
#define LOOP_NAME interp_loop_fixed
#else
#define LOOP_NAME interp_loop_plain
#endif
#define HOOK_FIELD(holder, off, obj, fld, write, old, val) ((void)0)
#define HOOK_ARRAY(arr, idx, write, old, val) ((void)0)
#define HOOK_ENTRY() ((void)0)
#define HOOK_EXIT(rv) ((void)0)
#define HOOK_BRANCH() ((void)0)
#define HOOK_SAFE() do { if (unlikely(th->instrumented != INSTR)) { SAVE(); return LOOP_SWITCH; } } while (0)
#define RECHECK() ((void)0)
#define DISPATCH() goto *dispatch[*pc]
#endif

static inline int32_t f2i(float f)
{
    if (f != f)
        return 0;
    if (f >= 2147483647.0f)
        return INT32_MAX;
    if (f <= -2147483648.0f)
        return INT32_MIN;
    return (int32_t)f;
}
static inline int64_t f2l(float f)
{
    if (f != f)
        return 0;
    if (f >= 9223372036854775807.0f)
        return INT64_MAX;
    if (f <= -9223372036854775808.0f)
        return INT64_MIN;
    return (int64_t)f;
}
static inline int32_t d2i(double d)
{
    if (d != d)
        return 0;
    if (d >= 2147483647.0)
        return INT32_MAX;
    if (d <= -2147483648.0)
        return INT32_MIN;
    return (int32_t)d;
}
static inline int64_t d2l(double d)
{
    if (d != d)
        return 0;
    if (d >= 9223372036854775807.0)
        return INT64_MAX;
    if (d <= -9223372036854775808.0)
        return INT64_MIN;
    return (int64_t)d;
}

#if INSTR
/* Whether the instrumented loop's table is the stop table (see RECHECK). */
static bool stop_armed;
static const void *run_dispatch[256]; /* the table to put back */

static void arm_stop(const void **dispatch, const void *const *stop)
{
    memcpy(run_dispatch, dispatch, sizeof run_dispatch);
    memcpy(dispatch, stop, sizeof run_dispatch);
    stop_armed = true;
}
#endif

int LOOP_NAME(Thread *th, Slot *entry_ret)
{
    static const void *dispatch[256];
#if INSTR
    static const void *stop_dispatch[256];
#endif
    if (unlikely(!dispatch[0])) {
        for (int i = 0; i < 256; i++) {
            dispatch[i] = &&L_unknown;
#if INSTR
            stop_dispatch[i] = &&L_stop;
#endif
        }
#define OPCODE_LABEL(name, value, len) dispatch[value] = &&L_##name;
        OPCODE_LIST(OPCODE_LABEL)
#undef OPCODE_LABEL
    }
    Frame *fr;
    Method *m;
    uint8_t *pc;
    Slot *sp, *lv;
    ConstantPool *cp;
    Method *callee;
    Slot rv;
#if !INSTR
    int32_t icmp_a; /* iload_icmp's first operand */
#endif
    /* An array's length is the 4 bytes 8 before its elements (vm.h): one
     * offset, not two, for the compiler to keep (it spills it). Without tool
     * fields it is a constant, in each access's addressing mode: three
     * instructions fewer at each, a stack slot loaded twice among them. */
#if FIXED_LAYOUT
    const uintptr_t abase = INTERP_FIXED_ARRAY_BASE;
#else
    const uintptr_t abase = g_array_base_off;
#endif

#define RELOAD()                      \
    do {                              \
        fr = th->top;                 \
        m = fr->m;                    \
        pc = fr->pc;                  \
        sp = fr->sp;                  \
        lv = fr->locals;              \
        cp = &m->cls->cp;             \
        RECHECK();                    \
    } while (0)
#define SAVE() ((void)(fr->pc = pc), (void)(fr->sp = sp))
#define NEXT(n)            \
    do {                   \
        pc += (n);         \
        DISPATCH();        \
    } while (0)
#define THROW() goto L_throw
#define CHECK(ok)          \
    do {                   \
        if (unlikely(!(ok))) \
            THROW();       \
    } while (0)
/* A big-endian u2 operand: one 16-bit load and a rotate (the byte-by-byte form
 * took five instructions). */
#define U2(p)                                      \
    ({                                             \
        uint16_t u2_;                              \
        memcpy(&u2_, (p), 2);                      \
        (uint16_t)__builtin_bswap16(u2_);          \
    })
#define S2(p) ((int16_t)U2(p))
#define S4(p) ((int32_t)((uint32_t)(p)[0] << 24 | (uint32_t)(p)[1] << 16 | (uint32_t)(p)[2] << 8 | (p)[3]))
#define ALEN(a) (((int32_t *)((char *)(a) + abase))[-2])
#define AELEM(a, T, i) (((T *)((char *)(a) + abase))[i])
/* BUDGET_SPENT(): --th->budget <= 0. On x86-64 GCC makes of that a load, a
 * subtract, a store and a test; asm goto makes it one subtract from memory
 * and a branch (about 1% fewer instructions on field code, where every
 * write is a yield point). */
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#define BUDGET_SPENT()                                                                     \
    ({                                                                                     \
        __label__ spent_, left_;                                                           \
        bool r_;                                                                           \
        __asm__ goto("subl $1, %0\n\tjle %l[spent_]" : "+m"(th->budget) : : "cc" : spent_); \
        r_ = false;                                                                        \
        goto left_;                                                                        \
    spent_:                                                                                \
        r_ = true;                                                                         \
    left_:                                                                                 \
        r_;                                                                                \
    })
#else
#define BUDGET_SPENT() (--th->budget <= 0)
#endif
#define YIELD()                                      \
    do {                                             \
        if (unlikely(BUDGET_SPENT())) {              \
            SAVE();                                  \
            sched_yield_point(th);                   \
            RELOAD();                                \
            HOOK_SAFE();                             \
            if (unlikely(th->exc))                   \
                THROW();                             \
        }                                            \
    } while (0)
/* A preemption point before a heap write, so that a time slice can end between
 * a thread's read and its write of shared data (as on a real JVM). The
 * instruction is dispatched again afterwards: the state may have been replaced
 * by a checkpoint return. */
#define PREEMPT()                                    \
    do {                                             \
        if (unlikely(BUDGET_SPENT())) {           \
            SAVE();                                  \
            sched_yield_point(th);                   \
            RELOAD();                                \
            HOOK_SAFE();                             \
            if (unlikely(th->exc))                   \
                THROW();                             \
            DISPATCH();                              \
        }                                            \
    } while (0)
#define BRANCH(off)                 \
    do {                            \
        int32_t o_ = (off);         \
        pc += o_;                   \
        if (o_ <= 0)                \
            YIELD();                \
        DISPATCH();                 \
    } while (0)
#define NULLCHK(o)                              \
    do {                                        \
        if (unlikely(!(o))) {                   \
            SAVE();                             \
            interp_throw_npe(th);               \
            THROW();                            \
        }                                       \
    } while (0)
#define ARRCHK(a, i)                                           \
    do {                                                       \
        NULLCHK(a);                                            \
        if (unlikely((uint32_t)(i) >= (uint32_t)ALEN(a))) {   \
            SAVE();                                            \
            interp_throw_aioobe(th, (i), ALEN(a));             \
            THROW();                                           \
        }                                                      \
    } while (0)
#define QUICKEN()                              \
    do {                                       \
        SAVE();                                \
        CHECK(interp_quicken(th, m, pc));      \
        RELOAD();                              \
        DISPATCH();                            \
    } while (0)
#define ENSURE_INIT(c)                                  \
    do {                                                \
        if (unlikely((c)->state != CLS_INITIALIZED)) {  \
            SAVE();                                     \
            th->inits_safe = true;                      \
            CHECK(clinit_ensure(th, (c)));              \
            RELOAD();                                   \
        }                                               \
    } while (0)

    /* This activation's frame, from here up to interp_run's, is a GC hole. */
    __asm__ volatile("mov %%rsp, %0" : "=r"(th->holes->lo));
    RELOAD();
    HOOK_SAFE();
    DISPATCH();

    /* ---- Constants ---- */
L_nop: /* -> */
    NEXT(1);
L_aconst_null: /* -> null */
    (sp++)->a = NULL;
    NEXT(1);
L_iconst_m1: L_iconst_0: L_iconst_1: L_iconst_2: L_iconst_3: L_iconst_4: L_iconst_5: /* -> i */
    (sp++)->i = *pc - OP_iconst_0;
    NEXT(1);
L_lconst_0: L_lconst_1: /* -> l */
    sp->j = *pc - OP_lconst_0;
    sp += 2;
    NEXT(1);
L_fconst_0: L_fconst_1: L_fconst_2: /* -> f */
    (sp++)->f = (float)(*pc - OP_fconst_0);
    NEXT(1);
L_dconst_0: L_dconst_1: /* -> d */
    sp->d = (double)(*pc - OP_dconst_0);
    sp += 2;
    NEXT(1);
L_bipush: /* -> i */
    (sp++)->i = (int8_t)pc[1];
    NEXT(2);
L_sipush: /* -> i */
    (sp++)->i = S2(pc + 1);
    NEXT(3);
L_ldc: /* -> value */
{
    uint16_t idx = pc[1];
    uint8_t t = cp->tags[idx];
    if (t == CONSTANT_Integer || t == CONSTANT_Float) {
        (sp++)->i = (int32_t)(uint32_t)cp->raw[idx];
        NEXT(2);
    }
    if (t == CONSTANT_Dynamic) { /* never quickened: it may be a primitive, or null */
        SAVE();
        CHECK(resolve_ldc(th, m->cls, idx, sp));
        sp++;
        NEXT(2);
    }
    QUICKEN();
}
L_ldc_w: /* -> value */
{
    uint16_t idx = U2(pc + 1);
    uint8_t t = cp->tags[idx];
    if (t == CONSTANT_Integer || t == CONSTANT_Float) {
        (sp++)->i = (int32_t)(uint32_t)cp->raw[idx];
        NEXT(3);
    }
    if (t == CONSTANT_Dynamic) {
        SAVE();
        CHECK(resolve_ldc(th, m->cls, idx, sp));
        sp++;
        NEXT(3);
    }
    QUICKEN();
}
L_ldc_q: /* -> ref */
{
    uint16_t idx = pc[1];
    void *r = cp->res[idx];
    (sp++)->a = cp->tags[idx] == CONSTANT_Class ? ((Class *)r)->mirror : (Object *)r;
    NEXT(2);
}
L_ldc_w_q: /* -> ref */
{
    uint16_t idx = U2(pc + 1);
    void *r = cp->res[idx];
    (sp++)->a = cp->tags[idx] == CONSTANT_Class ? ((Class *)r)->mirror : (Object *)r;
    NEXT(3);
}
L_ldc2_w: /* -> l/d */
{
    uint16_t idx = U2(pc + 1);
    /* a long or a double: the only other constant ldc2_w may name (JVMS
     * 4.10.1.9) is a dynamic one, which is never quickened */
    if (likely(cp->tags[idx] != CONSTANT_Dynamic)) {
        sp->j = (int64_t)cp->raw[idx];
        sp += 2;
        NEXT(3);
    }
    SAVE();
    CHECK(resolve_ldc(th, m->cls, idx, sp));
    sp += 2;
    NEXT(3);
}

    /* ---- Locals ---- */
L_iload: L_fload: L_aload: /* -> v */
    *sp++ = lv[pc[1]];
    NEXT(2);
L_lload: L_dload: /* -> w */
    sp[0] = lv[pc[1]];
    sp += 2;
    NEXT(2);
/* <x>load_<n> and <x>store_<n>: a handler for each n, so that the local's
 * address is a constant in the instruction (finding n from the opcode took
 * two instructions more). */
#define LOAD_N(label, n) label: *sp++ = lv[n]; NEXT(1);
#define LOAD2_N(label, n) label: sp[0] = lv[n]; sp += 2; NEXT(1);
#define STORE_N(label, n) label: lv[n] = *--sp; NEXT(1);
#define STORE2_N(label, n) label: sp -= 2; lv[n] = sp[0]; NEXT(1);
#define EACH_N(MAC, x, op) MAC(L_##x##op##_0, 0) MAC(L_##x##op##_1, 1) MAC(L_##x##op##_2, 2) MAC(L_##x##op##_3, 3)
    EACH_N(LOAD_N, i, load)
    EACH_N(LOAD_N, f, load)
    EACH_N(LOAD_N, a, load)
    EACH_N(LOAD2_N, l, load)
    EACH_N(LOAD2_N, d, load)
L_istore: L_fstore: L_astore: /* v -> */
    lv[pc[1]] = *--sp;
    NEXT(2);
L_lstore: L_dstore: /* w -> */
    sp -= 2;
    lv[pc[1]] = sp[0];
    NEXT(2);
    EACH_N(STORE_N, i, store)
    EACH_N(STORE_N, f, store)
    EACH_N(STORE_N, a, store)
    EACH_N(STORE2_N, l, store)
    EACH_N(STORE2_N, d, store)
#undef EACH_N
#undef LOAD_N
#undef LOAD2_N
#undef STORE_N
#undef STORE2_N
L_iinc: /* -> */
    lv[pc[1]].i = (int32_t)((uint32_t)lv[pc[1]].i + (uint32_t)(int8_t)pc[2]);
    NEXT(3);
L_wide:
{
    uint16_t idx = U2(pc + 2);
    switch (pc[1]) {
    case OP_iload: case OP_fload: case OP_aload:
        *sp++ = lv[idx];
        NEXT(4);
    case OP_lload: case OP_dload:
        sp[0] = lv[idx];
        sp += 2;
        NEXT(4);
    case OP_istore: case OP_fstore: case OP_astore:
        lv[idx] = *--sp;
        NEXT(4);
    case OP_lstore: case OP_dstore:
        sp -= 2;
        lv[idx] = sp[0];
        NEXT(4);
    case OP_iinc:
        lv[idx].i = (int32_t)((uint32_t)lv[idx].i + (uint32_t)(int32_t)S2(pc + 4));
        NEXT(6);
    case OP_ret:
        pc = m->code + lv[idx].i;
        DISPATCH();
    default:
        goto L_unknown;
    }
}

    /* ---- Arrays ---- */
L_iaload: /* a i -> v */
L_faload:
{
    Object *a = sp[-2].a;
    int32_t i = sp[-1].i;
    ARRCHK(a, i);
    int32_t v_ = AELEM(a, int32_t, i);
    HOOK_ARRAY(a, i, false, v_, v_);
    sp[-2].i = v_;
    sp--;
    NEXT(1);
}
L_laload: /* a i -> w */
L_daload:
{
    Object *a = sp[-2].a;
    int32_t i = sp[-1].i;
    ARRCHK(a, i);
    int64_t v_ = AELEM(a, int64_t, i);
    HOOK_ARRAY(a, i, false, v_, v_);
    sp[-2].j = v_;
    NEXT(1);
}
L_aaload: /* a i -> ref */
{
    Object *a = sp[-2].a;
    int32_t i = sp[-1].i;
    ARRCHK(a, i);
    Object * v_ = AELEM(a, Object *, i);
    HOOK_ARRAY(a, i, false, v_, v_);
    sp[-2].a = v_;
    sp--;
    NEXT(1);
}
L_baload: /* a i -> i (byte or boolean) */
{
    Object *a = sp[-2].a;
    int32_t i = sp[-1].i;
    ARRCHK(a, i);
    int8_t v_ = AELEM(a, int8_t, i);
    HOOK_ARRAY(a, i, false, v_, v_);
    sp[-2].i = v_;
    sp--;
    NEXT(1);
}
L_caload: /* a i -> i */
{
    Object *a = sp[-2].a;
    int32_t i = sp[-1].i;
    ARRCHK(a, i);
    uint16_t v_ = AELEM(a, uint16_t, i);
    HOOK_ARRAY(a, i, false, v_, v_);
    sp[-2].i = v_;
    sp--;
    NEXT(1);
}
L_saload: /* a i -> i */
{
    Object *a = sp[-2].a;
    int32_t i = sp[-1].i;
    ARRCHK(a, i);
    int16_t v_ = AELEM(a, int16_t, i);
    HOOK_ARRAY(a, i, false, v_, v_);
    sp[-2].i = v_;
    sp--;
    NEXT(1);
}
L_iastore: /* a i v -> */
L_fastore:
{
    PREEMPT();
    Object *a = sp[-3].a;
    int32_t i = sp[-2].i;
    ARRCHK(a, i);
    HOOK_ARRAY(a, i, true, AELEM(a, int32_t, i), sp[-1].i);
    heap_barrier(a);
    AELEM(a, int32_t, i) = sp[-1].i;
    sp -= 3;
    NEXT(1);
}
L_lastore: /* a i w -> */
L_dastore:
{
    PREEMPT();
    Object *a = sp[-4].a;
    int32_t i = sp[-3].i;
    ARRCHK(a, i);
    HOOK_ARRAY(a, i, true, AELEM(a, int64_t, i), sp[-2].j);
    heap_barrier(a);
    AELEM(a, int64_t, i) = sp[-2].j;
    sp -= 4;
    NEXT(1);
}
L_aastore: /* a i ref -> */
{
    PREEMPT();
    Object *a = sp[-3].a;
    int32_t i = sp[-2].i;
    Object *v = sp[-1].a;
    ARRCHK(a, i);
    if (v) {
        Class *ec = a->cls->component;
        if (unlikely(v->cls != ec && !class_is_subclass(v->cls, ec))) {
            SAVE();
            interp_throw_array_store(th, v);
            THROW();
        }
    }
    HOOK_ARRAY(a, i, true, AELEM(a, Object *, i), v);
    heap_barrier(a);
    AELEM(a, Object *, i) = v;
    sp -= 3;
    NEXT(1);
}
L_bastore: /* a i v -> */
{
    PREEMPT();
    Object *a = sp[-3].a;
    int32_t i = sp[-2].i;
    ARRCHK(a, i);
    HOOK_ARRAY(a, i, true, AELEM(a, int8_t, i), sp[-1].i);
    heap_barrier(a);
    AELEM(a, int8_t, i) = (int8_t)(a->cls->elem_type == 'Z' ? (sp[-1].i & 1) : sp[-1].i);
    sp -= 3;
    NEXT(1);
}
L_castore: /* a i v -> */
L_sastore:
{
    PREEMPT();
    Object *a = sp[-3].a;
    int32_t i = sp[-2].i;
    ARRCHK(a, i);
    HOOK_ARRAY(a, i, true, AELEM(a, int16_t, i), (int16_t)sp[-1].i); /* a char's: rti_as_char */
    heap_barrier(a);
    AELEM(a, int16_t, i) = (int16_t)sp[-1].i;
    sp -= 3;
    NEXT(1);
}
L_arraylength: /* a -> i */
{
    Object *a = sp[-1].a;
    NULLCHK(a);
    sp[-1].i = ALEN(a);
    NEXT(1);
}

    /* ---- Stack ---- */
L_pop:
    sp--;
    NEXT(1);
L_pop2:
    sp -= 2;
    NEXT(1);
L_dup: /* v -> v v */
    sp[0] = sp[-1];
    sp++;
    NEXT(1);
L_dup_x1: /* b a -> a b a */
    sp[0] = sp[-1];
    sp[-1] = sp[-2];
    sp[-2] = sp[0];
    sp++;
    NEXT(1);
L_dup_x2: /* c b a -> a c b a */
    sp[0] = sp[-1];
    sp[-1] = sp[-2];
    sp[-2] = sp[-3];
    sp[-3] = sp[0];
    sp++;
    NEXT(1);
L_dup2: /* b a -> b a b a */
    sp[0] = sp[-2];
    sp[1] = sp[-1];
    sp += 2;
    NEXT(1);
L_dup2_x1: /* c b a -> b a c b a */
    sp[1] = sp[-1];
    sp[0] = sp[-2];
    sp[-1] = sp[-3];
    sp[-2] = sp[1];
    sp[-3] = sp[0];
    sp += 2;
    NEXT(1);
L_dup2_x2: /* d c b a -> b a d c b a */
    sp[1] = sp[-1];
    sp[0] = sp[-2];
    sp[-1] = sp[-3];
    sp[-2] = sp[-4];
    sp[-3] = sp[1];
    sp[-4] = sp[0];
    sp += 2;
    NEXT(1);
L_swap: /* b a -> a b */
{
    Slot t = sp[-1];
    sp[-1] = sp[-2];
    sp[-2] = t;
    NEXT(1);
}

    /* ---- Arithmetic ---- */
#define IBIN(label, expr)                  \
    label: {                               \
        int32_t b = sp[-1].i, a = sp[-2].i; \
        sp[-2].i = (expr);                 \
        sp--;                              \
        NEXT(1);                           \
    }
#define LBIN(label, expr)                  \
    label: {                               \
        int64_t b = sp[-2].j, a = sp[-4].j; \
        sp[-4].j = (expr);                 \
        sp -= 2;                           \
        NEXT(1);                           \
    }
#define FBIN(label, expr)                 \
    label: {                              \
        float b = sp[-1].f, a = sp[-2].f; \
        sp[-2].f = (expr);                \
        sp--;                             \
        NEXT(1);                          \
    }
#define DBIN(label, expr)                   \
    label: {                                \
        double b = sp[-2].d, a = sp[-4].d;  \
        sp[-4].d = (expr);                  \
        sp -= 2;                            \
        NEXT(1);                            \
    }
    IBIN(L_iadd, (int32_t)((uint32_t)a + (uint32_t)b))
    IBIN(L_isub, (int32_t)((uint32_t)a - (uint32_t)b))
    IBIN(L_imul, (int32_t)((uint32_t)a * (uint32_t)b))
    IBIN(L_iand, a & b)
    IBIN(L_ior, a | b)
    IBIN(L_ixor, a ^ b)
    IBIN(L_ishl, (int32_t)((uint32_t)a << (b & 31)))
    IBIN(L_ishr, a >> (b & 31))
    IBIN(L_iushr, (int32_t)((uint32_t)a >> (b & 31)))
    LBIN(L_ladd, (int64_t)((uint64_t)a + (uint64_t)b))
    LBIN(L_lsub, (int64_t)((uint64_t)a - (uint64_t)b))
    LBIN(L_lmul, (int64_t)((uint64_t)a * (uint64_t)b))
    LBIN(L_land, a & b)
    LBIN(L_lor, a | b)
    LBIN(L_lxor, a ^ b)
    FBIN(L_fadd, a + b)
    FBIN(L_fsub, a - b)
    FBIN(L_fmul, a * b)
    FBIN(L_fdiv, a / b)
    FBIN(L_frem, fmodf(a, b))
    DBIN(L_dadd, a + b)
    DBIN(L_dsub, a - b)
    DBIN(L_dmul, a * b)
    DBIN(L_ddiv, a / b)
    DBIN(L_drem, fmod(a, b))
L_idiv: /* a b -> a/b */
{
    int32_t b = sp[-1].i, a = sp[-2].i;
    if (unlikely(b == 0)) {
        SAVE();
        exc_throw(th, "java/lang/ArithmeticException", "/ by zero");
        THROW();
    }
    sp[-2].i = (b == -1) ? (int32_t)(0u - (uint32_t)a) : a / b;
    sp--;
    NEXT(1);
}
L_irem:
{
    int32_t b = sp[-1].i, a = sp[-2].i;
    if (unlikely(b == 0)) {
        SAVE();
        exc_throw(th, "java/lang/ArithmeticException", "/ by zero");
        THROW();
    }
    sp[-2].i = (b == -1) ? 0 : a % b;
    sp--;
    NEXT(1);
}
L_ldiv:
{
    int64_t b = sp[-2].j, a = sp[-4].j;
    if (unlikely(b == 0)) {
        SAVE();
        exc_throw(th, "java/lang/ArithmeticException", "/ by zero");
        THROW();
    }
    sp[-4].j = (b == -1) ? (int64_t)(0ull - (uint64_t)a) : a / b;
    sp -= 2;
    NEXT(1);
}
L_lrem:
{
    int64_t b = sp[-2].j, a = sp[-4].j;
    if (unlikely(b == 0)) {
        SAVE();
        exc_throw(th, "java/lang/ArithmeticException", "/ by zero");
        THROW();
    }
    sp[-4].j = (b == -1) ? 0 : a % b;
    sp -= 2;
    NEXT(1);
}
L_lshl: /* w i -> w */
{
    int32_t b = sp[-1].i;
    sp[-3].j = (int64_t)((uint64_t)sp[-3].j << (b & 63));
    sp--;
    NEXT(1);
}
L_lshr:
{
    int32_t b = sp[-1].i;
    sp[-3].j = sp[-3].j >> (b & 63);
    sp--;
    NEXT(1);
}
L_lushr:
{
    int32_t b = sp[-1].i;
    sp[-3].j = (int64_t)((uint64_t)sp[-3].j >> (b & 63));
    sp--;
    NEXT(1);
}
L_ineg:
    sp[-1].i = (int32_t)(0u - (uint32_t)sp[-1].i);
    NEXT(1);
L_lneg:
    sp[-2].j = (int64_t)(0ull - (uint64_t)sp[-2].j);
    NEXT(1);
L_fneg:
    sp[-1].f = -sp[-1].f;
    NEXT(1);
L_dneg:
    sp[-2].d = -sp[-2].d;
    NEXT(1);

    /* ---- Conversions ---- */
L_i2l: { int32_t v = sp[-1].i; sp[-1].j = v; sp++; NEXT(1); }
L_i2f: { int32_t v = sp[-1].i; sp[-1].f = (float)v; NEXT(1); }
L_i2d: { int32_t v = sp[-1].i; sp[-1].d = (double)v; sp++; NEXT(1); }
L_l2i: { int64_t v = sp[-2].j; sp[-2].i = (int32_t)v; sp--; NEXT(1); }
L_l2f: { int64_t v = sp[-2].j; sp[-2].f = (float)v; sp--; NEXT(1); }
L_l2d: { int64_t v = sp[-2].j; sp[-2].d = (double)v; NEXT(1); }
L_f2i: { float v = sp[-1].f; sp[-1].i = f2i(v); NEXT(1); }
L_f2l: { float v = sp[-1].f; sp[-1].j = f2l(v); sp++; NEXT(1); }
L_f2d: { float v = sp[-1].f; sp[-1].d = (double)v; sp++; NEXT(1); }
L_d2i: { double v = sp[-2].d; sp[-2].i = d2i(v); sp--; NEXT(1); }
L_d2l: { double v = sp[-2].d; sp[-2].j = d2l(v); NEXT(1); }
L_d2f: { double v = sp[-2].d; sp[-2].f = (float)v; sp--; NEXT(1); }
L_i2b: sp[-1].i = (int8_t)sp[-1].i; NEXT(1);
L_i2c: sp[-1].i = (uint16_t)sp[-1].i; NEXT(1);
L_i2s: sp[-1].i = (int16_t)sp[-1].i; NEXT(1);

    /* ---- Comparisons ---- */
L_lcmp: /* w w -> i */
{
    int64_t b = sp[-2].j, a = sp[-4].j;
    sp[-4].i = a < b ? -1 : a > b ? 1 : 0;
    sp -= 3;
    NEXT(1);
}
L_fcmpl:
L_fcmpg:
{
    float b = sp[-1].f, a = sp[-2].f;
    sp[-2].i = a < b ? -1 : a > b ? 1 : a == b ? 0 : (*pc == OP_fcmpg ? 1 : -1);
    sp--;
    NEXT(1);
}
L_dcmpl:
L_dcmpg:
{
    double b = sp[-2].d, a = sp[-4].d;
    sp[-4].i = a < b ? -1 : a > b ? 1 : a == b ? 0 : (*pc == OP_dcmpg ? 1 : -1);
    sp -= 3;
    NEXT(1);
}
#define IF1(label, cond)                        \
    label: {                                    \
        int32_t v = (--sp)->i;                  \
        HOOK_BRANCH();                          \
        if (cond)                               \
            BRANCH(S2(pc + 1));                 \
        NEXT(3);                                \
    }
#define IF2(label, cond)                        \
    label: {                                    \
        int32_t b = sp[-1].i, a = sp[-2].i;     \
        sp -= 2;                                \
        HOOK_BRANCH();                          \
        if (cond)                               \
            BRANCH(S2(pc + 1));                 \
        NEXT(3);                                \
    }
    IF1(L_ifeq, v == 0)
    IF1(L_ifne, v != 0)
    IF1(L_iflt, v < 0)
    IF1(L_ifge, v >= 0)
    IF1(L_ifgt, v > 0)
    IF1(L_ifle, v <= 0)
    IF2(L_if_icmpeq, a == b)
    IF2(L_if_icmpne, a != b)
    IF2(L_if_icmplt, a < b)
    IF2(L_if_icmpge, a >= b)
    IF2(L_if_icmpgt, a > b)
    IF2(L_if_icmple, a <= b)
L_if_acmpeq:
{
    Object *b = sp[-1].a, *a = sp[-2].a;
    sp -= 2;
    HOOK_BRANCH();
    if (a == b)
        BRANCH(S2(pc + 1));
    NEXT(3);
}
L_if_acmpne:
{
    Object *b = sp[-1].a, *a = sp[-2].a;
    sp -= 2;
    HOOK_BRANCH();
    if (a != b)
        BRANCH(S2(pc + 1));
    NEXT(3);
}
L_ifnull:
{
    Object *a = (--sp)->a;
    HOOK_BRANCH();
    if (!a)
        BRANCH(S2(pc + 1));
    NEXT(3);
}
L_ifnonnull:
{
    Object *a = (--sp)->a;
    HOOK_BRANCH();
    if (a)
        BRANCH(S2(pc + 1));
    NEXT(3);
}

    /* ---- Control ---- */
L_goto_:
    BRANCH(S2(pc + 1));
L_goto_w:
    BRANCH(S4(pc + 1));
L_jsr: /* -> retaddr */
    (sp++)->i = (int32_t)(pc + 3 - m->code);
    BRANCH(S2(pc + 1));
L_jsr_w:
    (sp++)->i = (int32_t)(pc + 5 - m->code);
    BRANCH(S4(pc + 1));
L_ret:
    pc = m->code + lv[pc[1]].i;
    DISPATCH();
L_tableswitch: /* i -> */
{
    uint8_t *p = m->code + ALIGN_UP((size_t)(pc - m->code) + 1, 4);
    int32_t def = S4(p), lo = S4(p + 4), hi = S4(p + 8);
    int32_t v = (--sp)->i;
    HOOK_BRANCH();
    int32_t off = (v < lo || v > hi) ? def : S4(p + 12 + 4 * (size_t)(int64_t)((int64_t)v - lo));
    BRANCH(off);
}
L_lookupswitch: /* i -> */
{
    uint8_t *p = m->code + ALIGN_UP((size_t)(pc - m->code) + 1, 4);
    int32_t def = S4(p), n = S4(p + 4);
    int32_t v = (--sp)->i;
    HOOK_BRANCH();
    int32_t lo = 0, hi = n - 1, off = def;
    while (lo <= hi) {
        int32_t mid = (lo + hi) >> 1;
        int32_t key = S4(p + 8 + 8 * (size_t)mid);
        if (v < key)
            hi = mid - 1;
        else if (v > key)
            lo = mid + 1;
        else {
            off = S4(p + 12 + 8 * (size_t)mid);
            break;
        }
    }
    BRANCH(off);
}

    /* ---- Returns ---- */
L_ireturn:
L_freturn:
L_areturn:
    rv = sp[-1];
    goto do_return;
L_lreturn:
L_dreturn:
    rv = sp[-2];
    goto do_return;
L_return_:
    rv.j = 0;
do_return:
{
    if (fr->sync) {
        SAVE();
        if (!mon_exit(th, fr->sync))
            THROW();
        fr->sync = NULL;
        /* A tool that asked for a decision at this release (the tester ends
         * a block at every release) gets it before the caller's next
         * instruction, as after a monitorexit; before, it came at the next
         * event only, so a check through a synchronized getter and an act
         * through a synchronized setter ran as one block. */
        RECHECK();
    }
    HOOK_EXIT(&rv);
#if INSTR
    if (unlikely(fr->flags & FR_STOP_RET)) {
        th->stop_req = true;
        RECHECK();
    }
#endif
    if (fr->flags & (FR_ENTRY | FR_LOCK_RET)) {
#if !INSTR
        if (fr->flags & FR_LOCK_RET) {
            fr->pc = pc;
            rti_lock_return(th, fr, true, rv.i);
        }
#endif
        if (fr->flags & FR_ENTRY) {
            th->top = fr->prev;
            *entry_ret = rv;
            return LOOP_RETURNED;
        }
    }
    uint8_t rt = m->ret;
    Frame *caller = fr->prev;
    sp = fr->locals;
    if (rt != 'V') {
        *sp = rv;
        sp += (rt == 'J' || rt == 'D') ? 2 : 1;
    }
    fr = caller;
    th->top = fr;
    m = fr->m;
    lv = fr->locals;
    cp = &m->cls->cp;
    pc = fr->pc + opcode_length[*fr->pc];
    DISPATCH();
}

    /* ---- Fields ---- */
L_getstatic:
L_putstatic:
L_getfield:
L_putfield:
    QUICKEN();

#define STATIC_ADDR(f) ((char *)(f)->cls->mirror + (f)->offset)
#define GETSTATIC(label, T, push)                         \
    label: {                                              \
        Field *f = cp->res[U2(pc + 1)];                   \
        ENSURE_INIT(f->cls);                              \
        T v_ = *(T *)STATIC_ADDR(f);                      \
        HOOK_FIELD(f->cls->mirror, f->offset, NULL, f, false, v_, v_); \
        push;                                             \
        NEXT(3);                                          \
    }
    GETSTATIC(L_getstatic_i, int32_t, (sp++)->i = v_)
    GETSTATIC(L_getstatic_b, int8_t, (sp++)->i = v_)
    GETSTATIC(L_getstatic_c, uint16_t, (sp++)->i = v_)
    GETSTATIC(L_getstatic_s, int16_t, (sp++)->i = v_)
    GETSTATIC(L_getstatic_a, Object *, (sp++)->a = v_)
    GETSTATIC(L_getstatic_j, int64_t, sp->j = v_; sp += 2)
#define PUTSTATIC(label, T, n, val)                       \
    label: {                                              \
        PREEMPT();                                        \
        Field *f = cp->res[U2(pc + 1)];                   \
        ENSURE_INIT(f->cls);                              \
        sp -= (n);                                        \
        HOOK_FIELD(f->cls->mirror, f->offset, NULL, f, true, *(T *)STATIC_ADDR(f), (T)(val)); \
        heap_barrier(f->cls->mirror);                     \
        *(T *)STATIC_ADDR(f) = (val);                     \
        NEXT(3);                                          \
    }
    PUTSTATIC(L_putstatic_i, int32_t, 1, sp->i)
    PUTSTATIC(L_putstatic_b, int8_t, 1, (int8_t)sp->i)
    PUTSTATIC(L_putstatic_z, int8_t, 1, (int8_t)(sp->i & 1))
    PUTSTATIC(L_putstatic_h, int16_t, 1, (int16_t)sp->i)
    PUTSTATIC(L_putstatic_a, Object *, 1, sp->a)
    PUTSTATIC(L_putstatic_j, int64_t, 2, sp->j)

/* Quickened instance-field instructions carry the field's byte offset as a
 * native-endian u16 in place of the constant-pool index; the instrumented loop
 * finds the Field through the original bytecode. */
#define QOFF(p) (*(const uint16_t *)(const void *)((p) + 1))
#if INSTR
#define QFIELD() ((Field *)cp->res[U2(m->orig_code + (pc - m->code) + 1)])
#else
#define QFIELD() NULL
#endif
#define GETFIELD(label, T, push)                          \
    label: {                                              \
        Object *o = sp[-1].a;                             \
        NULLCHK(o);                                       \
        T v_ = FIELD_AT(o, T, QOFF(pc));                  \
        HOOK_FIELD(o, QOFF(pc), o, QFIELD(), false, v_, v_); \
        sp--;                                             \
        push;                                             \
        NEXT(3);                                          \
    }
    GETFIELD(L_getfield_i, int32_t, (sp++)->i = v_)
    GETFIELD(L_getfield_b, int8_t, (sp++)->i = v_)
    GETFIELD(L_getfield_c, uint16_t, (sp++)->i = v_)
    GETFIELD(L_getfield_s, int16_t, (sp++)->i = v_)
    GETFIELD(L_getfield_a, Object *, (sp++)->a = v_)
    GETFIELD(L_getfield_j, int64_t, sp->j = v_; sp += 2)
#define PUTFIELD(label, T, n, val)                        \
    label: {                                              \
        PREEMPT();                                        \
        Object *o = sp[-1 - (n)].a;                       \
        NULLCHK(o);                                       \
        const Slot *vp_ = sp - (n); /* the value */       \
        T v_ = (val);                                     \
        HOOK_FIELD(o, QOFF(pc), o, QFIELD(), true, FIELD_AT(o, T, QOFF(pc)), v_); \
        sp -= (n) + 1;                                    \
        heap_barrier(o);                                  \
        FIELD_AT(o, T, QOFF(pc)) = v_;                    \
        NEXT(3);                                          \
    }
    PUTFIELD(L_putfield_i, int32_t, 1, vp_->i)
    PUTFIELD(L_putfield_b, int8_t, 1, (int8_t)vp_->i)
    PUTFIELD(L_putfield_z, int8_t, 1, (int8_t)(vp_->i & 1))
    PUTFIELD(L_putfield_h, int16_t, 1, (int16_t)vp_->i)
    PUTFIELD(L_putfield_a, Object *, 1, vp_->a)
    PUTFIELD(L_putfield_j, int64_t, 2, vp_->j)

    /* ---- Objects ---- */
L_checkcast:
L_instanceof:
    /* null passes (is no instance) without the class being resolved, as on
     * HotSpot: code probing for an optional class relies on it. */
    if (!sp[-1].a) {
        if (*pc == OP_instanceof)
            sp[-1].i = 0;
        NEXT(3);
    }
    QUICKEN();
L_new_:
L_anewarray:
L_multianewarray:
    QUICKEN();
L_new_q: /* -> ref */
{
    Class *c = cp->res[U2(pc + 1)];
    ENSURE_INIT(c);
    SAVE();
    th->holes->clean = true;
    Object *o = obj_new(th, c);
    th->holes->clean = false;
    CHECK(o);
    (sp++)->a = o;
    NEXT(3);
}
L_newarray: /* n -> array */
{
    int32_t n = sp[-1].i;
    static const char types[] = "ZCFDBSIJ";
    uint8_t t = pc[1];
    if (t < 4 || t > 11) {
        SAVE();
        exc_throw(th, "java/lang/VerifyError", "bad newarray type %d", t);
        THROW();
    }
    SAVE();
    th->holes->clean = true;
    Object *a = arr_new_prim(th, types[t - 4], n);
    th->holes->clean = false;
    CHECK(a);
    sp[-1].a = a;
    NEXT(2);
}
L_anewarray_q: /* n -> array */
{
    Class *ec = cp->res[U2(pc + 1)];
    int32_t n = sp[-1].i;
    SAVE();
    th->holes->clean = true;
    Object *a = arr_new(th, ec->array_cls, n);
    th->holes->clean = false;
    CHECK(a);
    sp[-1].a = a;
    NEXT(3);
}
L_multianewarray_q: /* n1..nd -> array */
{
    if (unlikely(m->orig_code && m->orig_code[pc - m->code] != OP_multianewarray))
        goto L_unknown; /* see fuse() */
    Class *c = cp->res[U2(pc + 1)];
    int dims = pc[3];
    SAVE();
    Object *a = interp_multianewarray(th, c, dims, sp - dims);
    CHECK(a);
    sp -= dims;
    (sp++)->a = a;
    NEXT(4);
}
L_checkcast_q: /* ref -> ref */
{
    Object *o = sp[-1].a;
    if (o) {
        Class *c = cp->res[U2(pc + 1)];
        if (o->cls != c && !class_is_subclass(o->cls, c)) {
            SAVE();
            interp_throw_class_cast(th, o, c);
            THROW();
        }
    }
    NEXT(3);
}
L_instanceof_q: /* ref -> i */
{
    Object *o = sp[-1].a;
    if (o) {
        Class *c = cp->res[U2(pc + 1)];
        sp[-1].i = o->cls == c || class_is_subclass(o->cls, c);
    } else {
        sp[-1].i = 0;
    }
    NEXT(3);
}
L_athrow: /* ref -> */
{
    Object *e = sp[-1].a;
    SAVE();
    if (!e)
        interp_throw_npe(th);
    else
        exc_throw_obj(th, e);
    THROW();
}
L_monitorenter: /* ref -> */
{
    Object *o = sp[-1].a;
    NULLCHK(o);
    sp--;
    SAVE();
    mon_enter(th, o);
    RELOAD();
    pc += 1;
    HOOK_SAFE(); /* it may have blocked: as after a native */
    DISPATCH();
}
L_monitorexit: /* ref -> */
{
    Object *o = sp[-1].a;
    NULLCHK(o);
    sp--;
    SAVE();
    CHECK(mon_exit(th, o));
    RECHECK();
    NEXT(1);
}

    /* ---- Invocation ---- */
L_invokevirtual:
L_invokespecial:
L_invokestatic:
L_invokeinterface:
L_invokedynamic:
    QUICKEN();
L_invokevirtual_q:
{
    Method *rm = cp->res[U2(pc + 1)];
    Object *recv = sp[-rm->arg_slots].a;
    NULLCHK(recv);
    callee = recv->cls->vtable[rm->vtable_idx];
    goto do_invoke;
}
L_invokedirect_q: /* private and final methods: no dispatch */
{
    callee = cp->res[U2(pc + 1)];
    NULLCHK(sp[-callee->arg_slots].a);
    goto do_invoke;
}
L_invokespecial_q: /* a super call whose selected method differs from the resolved one */
{
    uint16_t idx = U2(pc + 1);
    callee = ((CpCache *)m->cls->cp_cache)[idx].super_target;
    NULLCHK(sp[-callee->arg_slots].a);
    goto do_invoke;
}
L_invokestatic_q:
{
    callee = cp->res[U2(pc + 1)];
    ENSURE_INIT(callee->cls);
    goto do_invoke;
}
L_invokevirtual_iface_q: /* invokevirtual of a method found in an interface (a default) */
L_invokeinterface_q:
{
    uint16_t idx = U2(pc + 1);
    Method *rm = cp->res[idx];
    Object *recv = sp[-rm->arg_slots].a;
    NULLCHK(recv);
    CpCache *cc = &((CpCache *)m->cls->cp_cache)[idx];
    if (likely(cc->a == recv->cls)) {
        callee = cc->b;
    } else {
        callee = method_select_interface(recv->cls, rm);
        if (unlikely(!callee || callee->access & ACC_ABSTRACT || !class_is_subclass(recv->cls, rm->cls))) {
            SAVE();
            interp_throw_ame(th, recv->cls, rm);
            THROW();
        }
        /* JVMS invokeinterface: a selected method that is not public (a
         * class's method made protected after compilation). */
        if (unlikely(!(callee->access & ACC_PUBLIC) && !(rm->access & ACC_PRIVATE))) {
            SAVE();
            interp_throw_iae_selected(th, recv->cls, callee);
            THROW();
        }
        cc->a = recv->cls;
        cc->b = callee;
    }
    goto do_invoke;
}
L_invokedynamic_q: /* the call site's number is in bytes 3-4 (interp.c quicken) */
{
    callee = m->cls->indy_sites[U2(pc + 3)];
    goto do_invoke;
}
L_invokehandle_q: /* signature-polymorphic: MethodHandle.invoke*, VarHandle access modes */
{
    uint16_t idx = U2(pc + 1);
    Method *rm = cp->res[idx];
    Sym desc = cp_nat_desc(cp, idx);
    int slots = desc_arg_slots(desc) + ((rm->access & ACC_STATIC) ? 0 : 1);
    Slot *args = sp - slots;
    SAVE(); /* sp stays above the arguments: Java code run from here pushes frames there */
    Slot r;
    r.j = 0;
    CHECK(mh_invoke_sigpoly(th, m->cls, rm, desc, &interp_cache(m->cls)[idx].sigpoly_type, args, &r));
    RELOAD();
    sp = args;
    char rt = desc_ret_char(desc);
    if (rt != 'V') {
        *sp = r;
        sp += (rt == 'J' || rt == 'D') ? 2 : 1;
    }
    NEXT(3);
}

do_invoke:
{
    Slot *args = sp - callee->arg_slots;
    if (unlikely(callee->access & (ACC_NATIVE | ACC_ABSTRACT))) {
        SAVE();
        fr->sp = args;
        if (callee->access & ACC_ABSTRACT) {
            interp_throw_ame(th, args[0].a ? args[0].a->cls : callee->cls, callee);
            THROW();
        }
        th->holes->native_args = args;
        bool native_ok = interp_invoke_native(th, callee, args);
        th->holes->native_args = NULL;
        CHECK(native_ok);
        RELOAD();
        sp = args;
        uint8_t rt = callee->ret;
        if (rt != 'V') {
            *sp = interp_entry_ret;
            sp += (rt == 'J' || rt == 'D') ? 2 : 1;
        }
        pc += opcode_length[*pc];
        /* A native may block, and a thread that ran meanwhile (or a tool
         * called from the native) may have changed the loop this thread
         * must run; the quantum it resumes with hides the request. */
        HOOK_SAFE();
        DISPATCH();
    }
    Frame *nf = (Frame *)(args + callee->max_locals);
    Slot *nsp = (Slot *)(nf + 1);
    if (unlikely(nsp + callee->max_stack > th->stack_end)) {
        SAVE();
        fr->sp = args;
        exc_throw(th, "java/lang/StackOverflowError", NULL);
        THROW();
    }
    fr->pc = pc;
    fr->sp = args;
    /* Locals beyond the arguments start empty: no stale pointers for the collector. */
    for (Slot *l = args + callee->arg_slots; l < (Slot *)nf; l++)
        l->u = 0;
    nf->m = callee;
    nf->prev = fr;
    nf->locals = args;
    nf->sync = NULL;
    nf->flags = 0;
    nf->serial = ++interp_frame_serial;
    nf->pc = callee->code;
    nf->sp = nsp;
    fr = nf;
    th->top = fr;
    m = callee;
    lv = args;
    sp = nsp;
    pc = callee->code;
    cp = &callee->cls->cp;
    /* The plain loop tests synchronized and its lock events (MF_LOCK_*) at
     * once; the instrumented loop raises those in HOOK_ENTRY. */
#if INSTR
    if (unlikely(callee->access & ACC_SYNCHRONIZED)) {
        SAVE();
        interp_sync_enter(th, fr);
        RELOAD();
    }
#else
    if (unlikely(callee->mflags & MF_SLOW_ENTRY)) { /* synchronized, or a lock method */
        SAVE();
        interp_slow_entry(th, fr);
        RELOAD();
        HOOK_SAFE(); /* it may have blocked: as after a native (the
                      * instrumented loop then raises no entry event again) */
    }
#endif
    HOOK_ENTRY();
#if INSTR
    if (unlikely(rti_callback_stops) && rti_callback_stop(th, fr))
        RECHECK();
#endif
    YIELD();
    DISPATCH();
}

    /* ---- Fused pairs (opcodes.h) ----
     * The plain loop runs the first instruction, steps pc to the second and
     * jumps to its handler directly: one indirect dispatch fewer, and the
     * second sees pc at its own bytes (its exceptions and yields are its own).
     * Some pairs run as one handler, the value between them in a register.
     * The instrumented loop runs the first alone. */
#if INSTR
#define FUSED(first, n, second) goto first
#define FUSED_GETFIELD(first, n) goto first
#else
#define FUSED(first, n, second)                         \
    do {                                                \
        pc += (n);                                      \
        goto second;                                    \
    } while (0)
#endif
L_iinc_goto: /* iinc; goto */
    lv[pc[1]].i = (int32_t)((uint32_t)lv[pc[1]].i + (uint32_t)(int8_t)pc[2]);
    FUSED(L_next3, 3, L_goto_);
#if INSTR
L_iload_iaload: /* iload; iaload or faload */
    *sp++ = lv[pc[1]];
    FUSED(L_next2, 2, L_iaload);
L_iload_laload: /* iload; laload or daload */
    *sp++ = lv[pc[1]];
    FUSED(L_next2, 2, L_laload);
L_iload_aaload: /* iload; aaload */
    *sp++ = lv[pc[1]];
    FUSED(L_next2, 2, L_aaload);
L_iload_baload: /* iload; baload */
    *sp++ = lv[pc[1]];
    FUSED(L_next2, 2, L_baload);
L_iload_caload: /* iload; caload */
    *sp++ = lv[pc[1]];
    FUSED(L_next2, 2, L_caload);
#else
/* iload; <t>aload: the index goes from the local to the load in a register,
 * not through the operand stack (a store and a load that waits for it, on
 * the path every array loop's iteration takes). pc is at the load when it
 * throws, as if the two had run one by one. */
#define ILOAD_XALOAD(label, T, put)                       \
    label: {                                              \
        Object *a = sp[-1].a;                             \
        int32_t i = lv[pc[1]].i;                          \
        pc += 2;                                          \
        ARRCHK(a, i);                                     \
        T v_ = AELEM(a, T, i);                            \
        put;                                              \
        NEXT(1);                                          \
    }
    ILOAD_XALOAD(L_iload_iaload, int32_t, sp[-1].i = v_)   /* or faload */
    ILOAD_XALOAD(L_iload_laload, int64_t, sp[-1].j = v_; sp++) /* or daload */
    ILOAD_XALOAD(L_iload_aaload, Object *, sp[-1].a = v_)
    ILOAD_XALOAD(L_iload_baload, int8_t, sp[-1].i = v_)
    ILOAD_XALOAD(L_iload_caload, uint16_t, sp[-1].i = v_)
#undef ILOAD_XALOAD
#endif
#if INSTR
L_aload_0_getfield: L_aload_1_getfield: L_aload_2_getfield: L_aload_3_getfield: /* aload_<n>; getfield */
    *sp++ = lv[*pc - OP_aload_0_getfield];
    FUSED_GETFIELD(L_next1, 1);
L_aload_getfield: /* aload; getfield */
    *sp++ = lv[pc[1]];
    FUSED_GETFIELD(L_next2, 2);
L_dup_getfield: /* dup; getfield */
    sp[0] = sp[-1];
    sp++;
    FUSED_GETFIELD(L_next1, 1);
#else
/* aload or dup; getfield: the object goes to the field's load in a register,
 * not through the operand stack; either way the field's value is pushed. A
 * getfield not quickened yet (or unquickened by a checkpoint return), or of
 * a type met less often, runs as it is, the object pushed first. Each pair
 * has its own copy (its own dispatches, which predict better apart). */
#define FUSED_GETFIELD(label, obj, n)                           \
    label: {                                                    \
        Object *go_ = (obj);                                    \
        pc += (n);                                              \
        if (likely(*pc == OP_getfield_a)) {                     \
            NULLCHK(go_);                                       \
            (sp++)->a = FIELD_AT(go_, Object *, QOFF(pc));      \
            NEXT(3);                                            \
        }                                                       \
        if (likely(*pc == OP_getfield_i)) {                     \
            NULLCHK(go_);                                       \
            (sp++)->i = FIELD_AT(go_, int32_t, QOFF(pc));       \
            NEXT(3);                                            \
        }                                                       \
        if (likely(*pc == OP_getfield_j)) { /* or a double */   \
            NULLCHK(go_);                                       \
            sp->j = FIELD_AT(go_, int64_t, QOFF(pc));           \
            sp += 2;                                            \
            NEXT(3);                                            \
        }                                                       \
        (sp++)->a = go_;                                        \
        DISPATCH();                                             \
    }
    FUSED_GETFIELD(L_aload_0_getfield, lv[0].a, 1)
    FUSED_GETFIELD(L_aload_1_getfield, lv[1].a, 1)
    FUSED_GETFIELD(L_aload_2_getfield, lv[2].a, 1)
    FUSED_GETFIELD(L_aload_3_getfield, lv[3].a, 1)
    FUSED_GETFIELD(L_aload_getfield, lv[pc[1]].a, 2)
    FUSED_GETFIELD(L_dup_getfield, sp[-1].a, 1)
#undef FUSED_GETFIELD
#endif
L_dmul_dadd: /* dmul; dadd: a b c -> a+b*c (fuse() made it: a class file's own
              * 0xca became multianewarray_q) */
#if INSTR
    goto L_dmul;
#else
{
    /* two roundings, as Java's (-ffp-contract=off: never an FMA) */
    double c = sp[-2].d, b = sp[-4].d;
    double p = b * c;
    sp[-6].d = sp[-6].d + p;
    sp -= 4;
    NEXT(2);
}
#endif
#if INSTR
L_iload_icmp: /* iload (the first alone) */
    *sp++ = lv[pc[1]];
    NEXT(2);
L_iload_n_icmp: /* iload_<n> */
    *sp++ = lv[m->orig_code[pc - m->code] - OP_iload_0];
    NEXT(1);
#else
/* A loop's test, iload a; iload b (or an int constant); if_icmp<cond>, compares
 * without the operand stack. pc steps to the if_icmp before it branches, as if
 * the three had run one by one (none of them can throw). The condition is a
 * switch whose every case compares and branches itself: the common `i < n`
 * runs two loads, a compare and a branch (a computed mask of the three
 * outcomes took about 10 more instructions). Switches, not jumps through
 * tables of labels: a value live at a label whose address is taken is live
 * at every dispatch of the loop, and the compiler spilled it. fuse() allows
 * exactly these seconds (is_icmp_triple); none of them is ever quickened or
 * fused (an int constant's ldc is not). */
L_iload_icmp: /* iload */
    icmp_a = lv[pc[1]].i;
    pc += 2;
    goto icmp_second;
L_iload_n_icmp: /* iload_<n>: <n> is in orig_code */
    icmp_a = lv[m->orig_code[pc - m->code] - OP_iload_0].i;
    pc += 1;
icmp_second:
{
    int32_t b;
    switch (*pc) {
    case OP_iload: b = lv[pc[1]].i; pc += 2; break;
    case OP_bipush: b = (int8_t)pc[1]; pc += 2; break;
    case OP_sipush: b = S2(pc + 1); pc += 3; break;
    case OP_ldc: b = (int32_t)(uint32_t)cp->raw[pc[1]]; pc += 2; break; /* an int (fuse) */
    case OP_ldc_w: b = (int32_t)(uint32_t)cp->raw[U2(pc + 1)]; pc += 3; break;
    case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2:
    case OP_iconst_3: case OP_iconst_4: case OP_iconst_5:
        b = *pc - OP_iconst_0;
        pc += 1;
        break;
    default: b = lv[*pc - OP_iload_0].i; pc += 1; break; /* iload_<n> */
    }
#define ICMP_COND(op, cmp)         \
    case op:                       \
        if (icmp_a cmp b)          \
            BRANCH(S2(pc + 1));    \
        NEXT(3);
    switch (*pc) {
    ICMP_COND(OP_if_icmpeq, ==)
    ICMP_COND(OP_if_icmpne, !=)
    ICMP_COND(OP_if_icmplt, <)
    ICMP_COND(OP_if_icmpge, >=)
    ICMP_COND(OP_if_icmpgt, >)
    ICMP_COND(OP_if_icmple, <=)
    default: __builtin_unreachable(); /* fuse() */
    }
#undef ICMP_COND
}
#endif
#if INSTR
L_next1:
    NEXT(1);
L_next2:
    NEXT(2);
L_next3:
    NEXT(3);
#endif

    /* ---- Exceptions ---- */
L_throw:
{
    /* fr->pc is the faulting instruction (SAVE was done by the thrower). */
    for (;;) {
        fr = th->top;
        m = fr->m;
        if (!(fr->flags & FR_NATIVE)) {
            int h = interp_find_handler(th, m, (uint32_t)(fr->pc - m->code));
            if (h >= 0) {
                lv = fr->locals;
                cp = &m->cls->cp;
                sp = (Slot *)(fr + 1);
                (sp++)->a = th->exc;
                RTI_HOOK(exception_catch, th, th->exc);
                th->exc = NULL;
                pc = m->code + h;
                RECHECK();
                DISPATCH();
            }
        }
        if (fr->sync) {
            Object *pending = th->exc;
            th->exc = NULL;
            mon_exit(th, fr->sync);
            th->exc = pending;
            fr->sync = NULL;
        }
        HOOK_EXIT(NULL);
#if INSTR
        if (unlikely(fr->flags & FR_STOP_RET))
            th->stop_req = true;
#else
        if (unlikely(fr->flags & FR_LOCK_RET))
            rti_lock_return(th, fr, false, 0); /* as the instrumented loop's exit hook: a Condition's
                                                * await took its lock back before throwing */
#endif
        th->top = fr->prev;
        if (fr->flags & FR_ENTRY)
            return LOOP_THREW;
    }
}

#if INSTR
L_stop: /* a tool's decision point between two instructions */
    memcpy(dispatch, run_dispatch, sizeof run_dispatch);
    stop_armed = false;
    if (!th->stop_req)
        DISPATCH(); /* armed for another thread, or asked and then met */
    SAVE();
    if (unlikely(!sched_tool_stop(th))) {
        /* A replay not yet at the place where the recorded run stopped:
         * this instruction runs, and the next comes back here. */
        arm_stop(dispatch, stop_dispatch);
        goto *run_dispatch[*pc];
    }
    RELOAD();
    HOOK_SAFE();
    if (unlikely(th->exc))
        THROW();
    DISPATCH();
#endif

L_unknown:
    SAVE();
    exc_throw(th, "java/lang/VerifyError", "Bad instruction: %02x in %s.%s%s at %d",
              m->orig_code ? m->orig_code[pc - m->code] : *pc, m->cls->name, m->name,
              m->desc, (int)(pc - m->code));
    THROW();
}

#undef LOOP_NAME
#undef HOOK_FIELD
#undef HOOK_ARRAY
#undef HOOK_ENTRY
#undef HOOK_EXIT
#undef HOOK_SAFE
