/* Calls into Java from C, native invocation, quickening and the interpreter's
 * slow paths.
 *
 * interp_call pushes an FR_ENTRY frame on top of the thread's Java stack and
 * runs the loop until that frame returns; the loop builds (plain or
 * instrumented) are chosen per thread and swapped at safe points. Quickening
 * resolves an instruction's constant-pool reference and rewrites the opcode to
 * a form that uses the resolved data directly. Fusing (at link time) marks the
 * first instruction of common pairs so the plain loop runs both with one
 * dispatch (opcodes.h). */
#include "vm/interp.h"

#include <pthread.h>

#include "checkpoint/ckpt.h"
#include "vm/loader.h"
#include "natives/jni.h"
#include "natives/natives.h"
#include "vm/heap.h"
#include "vm/monitor.h"
#include "vm/opcodes.h"
#include "vm/rti_hooks.h"
#include "rti/events.h"
#include "vm/thread.h"

Slot interp_entry_ret;
uint32_t interp_frame_serial;
uint64_t interp_invocations;

#define CSTACK_MARGIN (192 * 1024)

CpCache *interp_cache(Class *cls)
{
    if (!cls->cp_cache)
        cls->cp_cache = arena_alloc(&cls->arena, sizeof(CpCache) * cls->cp.count);
    return cls->cp_cache;
}

static Slot *stack_top(Thread *th)
{
    Frame *top = th->top;
    return top ? top->sp : th->stack;
}

/* Whether the C stack is too low for another call into Java. Making the
 * StackOverflowError itself (its constructor and fillInStackTrace run in
 * Java) may use half of the margin: otherwise the error could never be
 * made where C recursion ran out (method handles and reflection calling
 * each other), and the failures to make it would end in OutOfMemoryError. */
static bool cstack_low(Thread *th)
{
    char probe;
    char *lo = th->cstack ? (char *)th->cstack : (char *)th->cstack_top - (7u << 20);
    return (char *)&probe - lo < (th->in_soe ? CSTACK_MARGIN / 2 : CSTACK_MARGIN);
}

/* The loop's C frame is a hole for the collector (see CHole): everything it
 * holds that matters is also in the Java frames. Our callers' registers, which
 * the loop's prologue saves inside that frame, are spilled into this frame
 * first so they stay visible. */
__attribute__((noinline)) bool interp_run(Thread *th)
{
    __builtin_unwind_init();
    CHole hole;
    __asm__ volatile("mov %%rsp, %0" : "=r"(hole.hi));
    hole.lo = hole.hi;
    hole.clean = false;
    hole.native_args = NULL;
    hole.prev = th->holes;
    th->holes = &hole;
    bool ok;
    for (;;) {
        int r = th->instrumented                                ? interp_loop_instr(th, &interp_entry_ret)
                : g_array_base_off == INTERP_FIXED_ARRAY_BASE ? interp_loop_fixed(th, &interp_entry_ret)
                                                              : interp_loop_plain(th, &interp_entry_ret);
        if (r != LOOP_SWITCH) {
            ok = r == LOOP_RETURNED;
            break;
        }
    }
    th->holes = hole.prev;
    return ok;
}

bool interp_invoke_native(Thread *th, Method *m, Slot *args)
{
    if (!(m->mflags & MF_NATIVE_BOUND)) {
        /* A class of a Java loader looks in its loader's JNI libraries first
         * (natives/jni.c), so its own registerNatives/initIDs are found. */
        m->native = m->cls->loader ? jni_find(m) : NULL;
        if (!m->native)
            m->native = natives_find(m);
        m->mflags |= MF_NATIVE_BOUND;
    }
    if (!m->native) {
        /* HotSpot's words: 'void p.C.m(int)' (Method::print_external_name). */
        char *cn = class_java_name(m->cls);
        Buf b = {0};
        desc_put_method_external(&b, NULL, cn, m->name, m->desc);
        exc_throw(th, "java/lang/UnsatisfiedLinkError", "%s", buf_cstr(&b));
        buf_free(&b);
        free(cn);
        return false;
    }
    Frame *nf = (Frame *)(args + m->arg_slots);
    if ((Slot *)(nf + 1) + 8 > th->stack_end)
        return exc_throw(th, "java/lang/StackOverflowError", NULL);
    nf->m = m;
    nf->prev = th->top;
    nf->locals = args;
    nf->sp = (Slot *)(nf + 1);
    nf->flags = FR_NATIVE;
    nf->serial = ++interp_frame_serial;
    nf->pc = NULL;
    nf->sync = NULL;
    th->top = nf;
    if (m->access & ACC_SYNCHRONIZED)
        interp_sync_enter(th, nf);
    Slot r;
    r.j = 0;
    m->native(th, args, &r);
    if (nf->sync) {
        Object *pending = th->exc;
        th->exc = NULL;
        mon_exit(th, nf->sync);
        if (pending)
            th->exc = pending;
    }
    th->top = nf->prev;
    interp_entry_ret = r;
    /* The return from a native is a safe point for Thread.stop (as HotSpot's
     * transition back to Java): sleep, wait and park throw it here. */
    if (unlikely(th->stop_exc))
        thread_deliver_stop(th);
    return th->exc == NULL;
}

uint64_t g_java_upcalls;

bool interp_call(Thread *th, Method *m, Slot *args, Slot *ret)
{
    vm_assert(!th->exc);
    /* Taken at once: an early return (StackOverflowError, a native) must not
     * leave it set for another call. */
    bool covered = th->next_call_safe;
    th->next_call_safe = false;
    g_java_upcalls++;
    Slot *base = stack_top(th);
    size_t need = (size_t)m->arg_slots + m->max_locals + FRAME_SLOTS + m->max_stack + 8;
    if (base + need > th->stack_end || cstack_low(th))
        return exc_throw(th, "java/lang/StackOverflowError", NULL);
    if (m->arg_slots)
        memcpy(base, args, sizeof(Slot) * m->arg_slots);
    if (m->access & ACC_NATIVE) {
        bool ok = interp_invoke_native(th, m, base);
        if (ret)
            *ret = ok ? interp_entry_ret : (Slot){.j = 0};
        return ok;
    }
    if (m->access & ACC_ABSTRACT) {
        interp_throw_ame(th, (m->access & ACC_STATIC) || !base[0].a ? m->cls : base[0].a->cls, m);
        return false;
    }
    Frame *nf = (Frame *)(base + m->max_locals);
    for (Slot *l = base + m->arg_slots; l < (Slot *)nf; l++)
        l->u = 0;
    nf->m = m;
    nf->prev = th->top;
    nf->locals = base;
    nf->pc = m->code;
    nf->sp = (Slot *)(nf + 1);
    nf->sync = NULL;
    nf->flags = FR_ENTRY;
    nf->serial = ++interp_frame_serial;
    th->top = nf;
    if (m->access & ACC_SYNCHRONIZED)
        interp_sync_enter(th, nf);
    /* A call from C inside Java code (an upcall) leaves C frames whose state a
     * checkpoint cannot capture (malloc'd buffers, ...): none is taken until it
     * returns, unless the caller declared it safe. */
    bool unsafe = th->c_depth > 0 && !covered;
    th->ckpt_unsafe += unsafe;
    th->c_depth++;
    /* The loop raises the entry event at an invoke; a call from C (the VM
     * running <clinit>, Thread.run, a class loader) gets it here, as its
     * exit gets one at the return (JVMTI's MethodEntry covers both). After
     * the accounting above: a tool taking a checkpoint in the event must
     * see whether the C frames below allow it. */
    if (th->instrumented && RTI_LISTENED(RTI_EVENT_METHOD_ENTRY))
        rti_ev_method_entry(th, nf);
    bool ok = interp_run(th);
    th->c_depth--;
    th->ckpt_unsafe -= unsafe;
    if (ret)
        *ret = ok ? interp_entry_ret : (Slot){.j = 0};
    return ok;
}

bool interp_call_virtual(Thread *th, Method *m, Slot *args, Slot *ret)
{
    /* Kept for m's own call, not for an exception made on the way. */
    bool covered = th->next_call_safe;
    th->next_call_safe = false;
    if (!(m->access & ACC_STATIC) && m->name != S.init) {
        Object *recv = args[0].a;
        if (!recv)
            return exc_npe(th, NULL);
        Method *sel = (m->cls->access & ACC_INTERFACE) ? method_select_interface(recv->cls, m)
                                                       : method_select_virtual(recv->cls, m);
        if ((!sel || (sel->access & ACC_ABSTRACT)) && (m->cls->access & ACC_INTERFACE)) {
            /* Reflection selects as HotSpot's Reflection::invoke: a lookup in
             * the receiver's classes, which finds the overpass (link.c) that
             * throws the conflict or AbstractMethodError the class has. */
            Method *ov = class_find_method(recv->cls, m->name, m->desc);
            if (ov && (ov->mflags & MF_OVERPASS))
                sel = ov;
        }
        if (!sel)
            return interp_throw_ame(th, recv->cls, m);
        m = sel;
    }
    th->next_call_safe = covered;
    return interp_call(th, m, args, ret);
}

bool interp_call_covered(Thread *th, Method *m, Slot *args, Slot *ret, bool virtual)
{
    th->next_call_safe = true;
    return virtual ? interp_call_virtual(th, m, args, ret) : interp_call(th, m, args, ret);
}

bool interp_call_named(Thread *th, Class *cls, const char *name, const char *desc, Slot *args, Slot *ret)
{
    /* The VM calls the same few Java methods again and again (a method
     * handle's type check on every invoke): the last lookups are kept, by the
     * strings' addresses (mostly literals) and checked by their contents, so
     * a reused buffer cannot find another method. (A Class is freed only
     * when its definition fails, before any of its code can run.) */
    static struct {
        Class *cls;
        const char *name, *desc;
        Method *m;
    } memo[64];
    size_t h = (((uintptr_t)cls >> 4) ^ ((uintptr_t)name >> 2) ^ ((uintptr_t)desc >> 5)) & 63;
    if (memo[h].cls == cls && memo[h].name == name && memo[h].desc == desc && !strcmp(memo[h].m->name, name) &&
        !strcmp(memo[h].m->desc, desc))
        return interp_call_virtual(th, memo[h].m, args, ret);
    Sym n = sym_c(name), d = sym_c(desc);
    Method *m = class_find_method(cls, n, d);
    if (!m)
        m = class_find_interface_method(cls, n, d);
    if (m) {
        memo[h].cls = cls;
        memo[h].name = name;
        memo[h].desc = desc;
        memo[h].m = m;
    }
    if (!m)
        return exc_throw(th, "java/lang/NoSuchMethodError", "%s.%s%s", cls->name, name, desc);
    return interp_call_virtual(th, m, args, ret);
}

int frame_line(const Frame *fr)
{
    if (fr->flags & FR_NATIVE)
        return -2;
    return cf_line_of(fr->m, (uint32_t)(fr->pc - fr->m->code));
}

/* ---- Exceptions raised by instructions --------------------------------------- */

bool interp_throw_npe(Thread *th) { return exc_npe(th, NULL); }

bool interp_throw_aioobe(Thread *th, int32_t idx, int32_t len)
{
    return exc_throw(th, "java/lang/ArrayIndexOutOfBoundsException", "Index %d out of bounds for length %d", idx, len);
}

bool interp_throw_array_store(Thread *th, Object *val)
{
    char *n = class_java_name(val->cls);
    exc_throw(th, "java/lang/ArrayStoreException", "%s", n);
    free(n);
    return false;
}

bool interp_throw_class_cast(Thread *th, Object *obj, Class *target)
{
    char *a = class_java_name(obj->cls), *b = class_java_name(target);
    Buf msg = {0};
    buf_printf(&msg, "class %s cannot be cast to class %s ", a, b);
    loader_describe_pair(&msg, a, obj->cls, b, target);
    exc_throw(th, "java/lang/ClassCastException", "%s", buf_cstr(&msg));
    buf_free(&msg);
    free(a);
    free(b);
    return false;
}

bool interp_throw_ame(Thread *th, Class *rcls, Method *m)
{
    Buf b = {0};
    char *rn = class_java_name(rcls), *in = class_java_name(m->cls);
    if ((m->cls->access & ACC_INTERFACE) && rcls->kind == CK_INSTANCE && !class_is_subclass(rcls, m->cls)) {
        exc_throw(th, "java/lang/IncompatibleClassChangeError", "Class %s does not implement the requested interface %s",
                  rn, in);
    } else {
        buf_printf(&b, "Receiver class %s does not define or inherit an implementation of the resolved method ", rn);
        desc_put_method_external(&b, (m->access & ACC_ABSTRACT) ? "abstract " : NULL, NULL, m->name, m->desc);
        buf_printf(&b, " of %s %s.", (m->cls->access & ACC_INTERFACE) ? "interface" : "abstract class", in);
        exc_throw(th, "java/lang/AbstractMethodError", "%s", buf_cstr(&b));
    }
    buf_free(&b);
    free(rn);
    free(in);
    return false;
}

bool interp_throw_iae_selected(Thread *th, Class *rcls, Method *m)
{
    /* LinkResolver's words: the method as the receiver's class has it. */
    Buf b = {0};
    char *rn = class_java_name(rcls);
    desc_put_method_external(&b, NULL, rn, m->name, m->desc);
    exc_throw(th, "java/lang/IllegalAccessError", "%s", buf_cstr(&b));
    buf_free(&b);
    free(rn);
    return false;
}

Object *interp_multianewarray(Thread *th, Class *cls, int dims, Slot *counts)
{
    for (int i = 0; i < dims; i++)
        if (counts[i].i < 0) {
            exc_throw(th, "java/lang/NegativeArraySizeException", "%d", counts[i].i);
            return NULL;
        }
    Object *a = arr_new(th, cls, counts[0].i);
    if (!a || dims == 1)
        return a;
    for (int32_t k = 0; k < counts[0].i; k++) {
        Object *sub = interp_multianewarray(th, cls->component, dims - 1, counts + 1);
        if (!sub)
            return NULL;
        ARR_AT(a, Object *, k) = sub;
    }
    return a;
}

int interp_find_handler(Thread *th, Method *m, uint32_t pc)
{
    for (uint16_t i = 0; i < m->n_handlers; i++) {
        ExHandler *h = &m->handlers[i];
        if (pc < h->start || pc >= h->end)
            continue;
        if (!h->catch_type)
            return h->handler;
        Class *c = m->cls->cp.res[h->catch_type];
        if (!c) {
            Object *exc = th->exc;
            th->exc = NULL;
            /* Loading through a Java class loader allocates, and the exception
             * may be an OutOfMemoryError with the heap still full: HotSpot has
             * loaded catch types while verifying, before the heap ran out. */
            bool reserve = heap_reserve_begin(th);
            c = resolve_class(th, m->cls, h->catch_type);
            if (reserve)
                heap_reserve_end(th);
            if (!c)
                return -1; /* the resolution error replaces the exception */
            th->exc = exc;
        }
        if (obj_instance_of(th->exc, c)) {
            if (th->exc->cls == WK.OutOfMemoryError)
                heap_clear_stack(); /* the program may now drop what it held */
            return h->handler;
        }
    }
    return -1;
}

/* ---- Quickening ------------------------------------------------------------- */

static uint8_t field_op(uint8_t op, uint8_t type)
{
    bool get = op == OP_getfield || op == OP_getstatic;
    bool stat = op == OP_getstatic || op == OP_putstatic;
    switch (type) {
    case 'I': case 'F':
        return get ? (stat ? OP_getstatic_i : OP_getfield_i) : (stat ? OP_putstatic_i : OP_putfield_i);
    case 'J': case 'D':
        return get ? (stat ? OP_getstatic_j : OP_getfield_j) : (stat ? OP_putstatic_j : OP_putfield_j);
    case 'L':
        return get ? (stat ? OP_getstatic_a : OP_getfield_a) : (stat ? OP_putstatic_a : OP_putfield_a);
    case 'B':
        return get ? (stat ? OP_getstatic_b : OP_getfield_b) : (stat ? OP_putstatic_b : OP_putfield_b);
    case 'Z':
        return get ? (stat ? OP_getstatic_b : OP_getfield_b) : (stat ? OP_putstatic_z : OP_putfield_z);
    case 'C':
        return get ? (stat ? OP_getstatic_c : OP_getfield_c) : (stat ? OP_putstatic_h : OP_putfield_h);
    default: /* 'S' */
        return get ? (stat ? OP_getstatic_s : OP_getfield_s) : (stat ? OP_putstatic_h : OP_putfield_h);
    }
}

/* invokespecial selection (JVMS 6.5). */
static Method *select_special(Class *cur, Method *rm, Class *ref_cls)
{
    if (rm->name == S.init || (ref_cls->access & ACC_INTERFACE) || !(cur->access & ACC_SUPER) ||
        !cur->super || !class_is_subclass(cur->super, ref_cls) || ref_cls == cur)
        return rm;
    for (Class *c = cur->super; c; c = c->super) {
        Method *m = cf_find_method(c, rm->name, rm->desc);
        if (m && !(m->access & ACC_STATIC))
            return m;
    }
    return rm;
}
/* LinkResolver's IncompatibleClassChangeError for a method of the wrong
 * kind: "Expected static method 'void p.C.m(int)'" (the class shown is the
 * method's holder, or the referenced class for an interface call). */
static void link_icce(Thread *th, const char *what, Class *shown, Method *rm)
{
    if (!shown)
        return; /* its resolution failed: that error is pending */
    char *n = class_java_name(shown);
    Buf b = {0};
    desc_put_method_external(&b, NULL, n, rm->name, rm->desc);
    exc_throw(th, "java/lang/IncompatibleClassChangeError", "%s %s", what, buf_cstr(&b));
    buf_free(&b);
    free(n);
}


static bool quicken(Thread *th, Method *m, uint8_t *pc)
{
    Class *cls = m->cls;
    ConstantPool *cp = &cls->cp;
    uint8_t op = *pc;
    uint16_t idx = op == OP_ldc ? pc[1] : (uint16_t)(pc[1] << 8 | pc[2]);
    switch (op) {
    case OP_getstatic:
    case OP_putstatic:
    case OP_getfield:
    case OP_putfield: {
        bool stat = op == OP_getstatic || op == OP_putstatic;
        Field *f = resolve_field(th, cls, idx, stat);
        if (!f)
            return false;
        bool put = op == OP_putfield || op == OP_putstatic;
        if (put && (f->access & ACC_FINAL) && !(cls->cflags & (CF_VM_SPUN | CF_MAGIC)) && cls->major >= 53) {
            Sym want = stat ? S.clinit : S.init;
            if (f->cls != cls || m->name != want) {
                char *fc = xstrdup_dotted(f->cls->name), *cc = xstrdup_dotted(cls->name);
                if (f->cls != cls)
                    exc_throw(th, "java/lang/IllegalAccessError",
                              "Update to %s final field %s.%s attempted from a different class (%s) than the field's declaring class",
                              stat ? "static" : "non-static", fc, f->name, cc);
                else
                    exc_throw(th, "java/lang/IllegalAccessError",
                              "Update to %s final field %s.%s attempted from a different method (%s) than the initializer method %s ",
                              stat ? "static" : "non-static", fc, f->name, m->name, want);
                free(fc);
                free(cc);
                return false;
            }
        }
        if (!stat) {
            if (f->offset > 0xffff)
                return exc_throw(th, "java/lang/InternalError", "field offset too large: %s.%s", f->cls->name,
                                 f->name);
            /* The quick form carries the offset itself (see interp_loop.h). */
            uint16_t off = (uint16_t)f->offset;
            memcpy(pc + 1, &off, 2);
        }
        *pc = field_op(op, f->type);
        return true;
    }
    case OP_ldc:
    case OP_ldc_w: {
        Slot v;
        if (!resolve_ldc(th, cls, idx, &v))
            return false;
        uint8_t t = cp->tags[idx];
        if (t == CONSTANT_String || t == CONSTANT_Class || t == CONSTANT_MethodType || t == CONSTANT_MethodHandle)
            *pc = op == OP_ldc ? OP_ldc_q : OP_ldc_w_q;
        else
            return exc_throw(th, "java/lang/InternalError", "unsupported ldc constant (tag %d) in %s", t, cls->name);
        return true;
    }
    case OP_new_: {
        Class *c = resolve_class(th, cls, idx);
        if (!c)
            return false;
        if (c->access & (ACC_INTERFACE | ACC_ABSTRACT) || c->kind != CK_INSTANCE) {
            char *n = xstrdup_dotted(c->name);
            exc_throw(th, "java/lang/InstantiationError", "%s", n);
            free(n);
            return false;
        }
        *pc = OP_new_q;
        return true;
    }
    case OP_anewarray: {
        Class *c = resolve_class(th, cls, idx);
        if (!c || !loader_array_of(th, c))
            return false;
        *pc = OP_anewarray_q;
        return true;
    }
    case OP_multianewarray:
    case OP_checkcast:
    case OP_instanceof: {
        Class *c = resolve_class(th, cls, idx);
        if (!c)
            return false;
        *pc = op == OP_multianewarray ? OP_multianewarray_q : op == OP_checkcast ? OP_checkcast_q : OP_instanceof_q;
        return true;
    }
    case OP_invokevirtual: {
        Method *rm = resolve_method(th, cls, idx, false);
        if (!rm)
            return false;
        if (rm->access & ACC_STATIC) {
            link_icce(th, "Expecting non-static method", rm->cls, rm);
            return false;
        }
        if (rm->mflags & MF_SIGPOLY)
            *pc = OP_invokehandle_q;
        else if ((rm->access & (ACC_PRIVATE | ACC_FINAL)) || (rm->cls->access & ACC_FINAL && rm->vtable_idx >= 0 &&
                                                               !(rm->cls->access & ACC_INTERFACE)))
            *pc = OP_invokedirect_q;
        else if (rm->vtable_idx >= 0)
            *pc = OP_invokevirtual_q;
        else {
            interp_cache(cls);
            *pc = OP_invokevirtual_iface_q;
        }
        return true;
    }
    case OP_invokespecial: {
        if (!resolve_method_tag(th, cls, idx))
            return false;
        Method *rm = resolve_method(th, cls, idx, cp->tags[idx] == CONSTANT_InterfaceMethodref);
        if (!rm)
            return false;
        if (rm->access & ACC_STATIC) {
            link_icce(th, "Expecting non-static method", rm->cls, rm);
            return false;
        }
        Class *ref = resolve_class(th, cls, cp_a(cp, idx));
        if (!ref)
            return false;
        if (rm->name == S.init && rm->cls != ref) {
            char *n = xstrdup_dotted(ref->name);
            exc_throw(th, "java/lang/NoSuchMethodError", "%s.<init>%s", n, rm->desc);
            free(n);
            return false;
        }
        Method *target = select_special(cls, rm, ref);
        if (target == rm) {
            *pc = OP_invokedirect_q;
        } else {
            CpCache *ce = &interp_cache(cls)[idx];
            if (g_ckpt_active && !resolve_kept(th, cls, target->cls))
                ckpt_save_raw(ce, sizeof *ce);
            ce->super_target = target;
            *pc = OP_invokespecial_q;
        }
        return true;
    }
    case OP_invokestatic: {
        if (!resolve_method_tag(th, cls, idx))
            return false;
        Method *rm = resolve_method(th, cls, idx, cp->tags[idx] == CONSTANT_InterfaceMethodref);
        if (!rm)
            return false;
        if (!(rm->access & ACC_STATIC)) {
            link_icce(th, "Expected static method", rm->cls, rm);
            return false;
        }
        *pc = (rm->mflags & MF_SIGPOLY) ? OP_invokehandle_q : OP_invokestatic_q;
        return true;
    }
    case OP_invokeinterface: {
        Method *rm = resolve_method(th, cls, idx, true);
        if (!rm)
            return false;
        if (rm->access & ACC_STATIC) {
            link_icce(th, "Expected instance not static method", resolve_class(th, cls, cp_a(cp, idx)), rm);
            return false;
        }
        interp_cache(cls);
        *pc = OP_invokeinterface_q;
        return true;
    }
    case OP_invokedynamic: {
        /* Each instruction is its own call site, as on HotSpot: two that name
         * the same constant (javac shares them: String::length twice) link
         * separately, so their lambdas are distinct objects of distinct
         * classes. The site's number goes into the instruction's two zero
         * bytes; sites are only added, a checkpoint return restores the
         * instruction and the site is linked anew, in its old number. */
        if (indy_failed_before(th, pc))
            return false;
        Method *target = indy_link(th, cls, idx, pc);
        if (!target) {
            indy_remember_failure(th, pc);
            return false;
        }
        if (*pc == OP_invokedynamic_q)
            return true; /* another thread linked it while this one ran the bootstrap: its target stands */
        /* An instruction linked before, and put back by a checkpoint
         * return, keeps its number: a search returning millions of times
         * numbered a site anew each time and ran out of the 65,536 a class
         * has (InternalError in every later schedule: hunt 11). */
        uint32_t site = UINT32_MAX;
        for (uint32_t i = 0; i < cls->n_indy_sites && site == UINT32_MAX; i++)
            if (cls->indy_site_pcs[i] == pc)
                site = i;
        if (site == UINT32_MAX) {
            if (cls->n_indy_sites > 0xffff)
                return exc_throw(th, "java/lang/InternalError", "too many invokedynamic call sites in %s", cls->name);
            if (cls->n_indy_sites == cls->indy_sites_cap) {
                uint32_t cap = cls->indy_sites_cap ? cls->indy_sites_cap * 2 : 8;
                void **sites = arena_alloc(&cls->arena, sizeof(void *) * cap);
                uint8_t **pcs = arena_alloc(&cls->arena, sizeof(uint8_t *) * cap);
                if (cls->n_indy_sites) {
                    memcpy(sites, cls->indy_sites, sizeof(void *) * cls->n_indy_sites);
                    memcpy(pcs, cls->indy_site_pcs, sizeof(uint8_t *) * cls->n_indy_sites);
                }
                cls->indy_sites = sites;
                cls->indy_site_pcs = pcs;
                cls->indy_sites_cap = cap;
            }
            site = cls->n_indy_sites++;
            cls->indy_site_pcs[site] = pc;
        }
        cls->indy_sites[site] = target;
        pc[3] = (uint8_t)(site >> 8);
        pc[4] = (uint8_t)site;
        *pc = OP_invokedynamic_q;
        return true;
    }
    default:
        return exc_throw(th, "java/lang/InternalError", "cannot quicken opcode %d", op);
    }
}

uint32_t interp_insn_length(const uint8_t *c, uint32_t pc, uint32_t n)
{
    uint8_t op = c[pc];
    uint32_t len = opcode_length[op];
    if (op == OP_wide)
        len = pc + 1 < n && c[pc + 1] == OP_iinc ? 6 : 4;
    else if (op == OP_tableswitch || op == OP_lookupswitch) {
        uint32_t p = (uint32_t)ALIGN_UP(pc + 1, 4);
        if (p + 12 > n)
            return 0;
#define RD4(q) ((int32_t)((uint32_t)c[q] << 24 | (uint32_t)c[(q) + 1] << 16 | (uint32_t)c[(q) + 2] << 8 | c[(q) + 3]))
        int64_t cnt = op == OP_tableswitch ? (int64_t)RD4(p + 8) - RD4(p + 4) + 1 : (int64_t)RD4(p + 4);
#undef RD4
        int64_t end = (int64_t)p + (op == OP_tableswitch ? 12 + 4 * cnt : 8 + 8 * cnt);
        if (cnt < 0 || end > n)
            return 0;
        len = (uint32_t)(end - pc);
    }
    return len && pc + len <= n ? len : 0;
}

static bool is_getfield(uint8_t op) { return op == OP_getfield || (op >= OP_getfield_i && op <= OP_getfield_s); }

/* The fused opcode for the pair (op, next), 0 if none (see opcodes.h). */
static uint8_t fused_op(uint8_t op, uint8_t next)
{
    switch (op) {
    case OP_iinc:
        return next == OP_goto_ ? OP_iinc_goto : 0;
    case OP_iload:
        switch (next) {
        case OP_iaload: case OP_faload: return OP_iload_iaload;
        case OP_laload: case OP_daload: return OP_iload_laload;
        case OP_aaload: return OP_iload_aaload;
        case OP_baload: return OP_iload_baload;
        case OP_caload: return OP_iload_caload;
        default: return 0;
        }
    case OP_aload_0: case OP_aload_1: case OP_aload_2: case OP_aload_3:
        return is_getfield(next) ? (uint8_t)(OP_aload_0_getfield + (op - OP_aload_0)) : 0;
    case OP_aload:
        return is_getfield(next) ? OP_aload_getfield : 0;
    case OP_dup:
        return is_getfield(next) ? OP_dup_getfield : 0;
    case OP_dmul:
        return next == OP_dadd ? OP_dmul_dadd : 0;
    default:
        return 0;
    }
}

/* Whether the instructions at c[pc] (an int load) are a loop's test: iload or
 * iload_<n>; iload, iload_<n>, iconst_<n>, bipush, sipush or the ldc of an int
 * constant (a bound past 32767); if_icmp<cond>. */
static bool is_icmp_triple(const ConstantPool *cp, const uint8_t *c, uint32_t pc, uint32_t len, uint32_t n)
{
    uint32_t p2 = pc + len, len2;
    switch (c[p2]) {
    case OP_iload: case OP_bipush: len2 = 2; break;
    case OP_sipush: len2 = 3; break;
    case OP_iload_0: case OP_iload_1: case OP_iload_2: case OP_iload_3: len2 = 1; break;
    case OP_iconst_m1: case OP_iconst_0: case OP_iconst_1: case OP_iconst_2:
    case OP_iconst_3: case OP_iconst_4: case OP_iconst_5: len2 = 1; break;
    case OP_ldc: /* its tag is checked once here: an int constant's ldc is never quickened */
        if (p2 + 2 > n || c[p2 + 1] >= cp->count || cp->tags[c[p2 + 1]] != CONSTANT_Integer)
            return false;
        len2 = 2;
        break;
    case OP_ldc_w:
        if (p2 + 3 > n || (uint32_t)(c[p2 + 1] << 8 | c[p2 + 2]) >= cp->count ||
            cp->tags[c[p2 + 1] << 8 | c[p2 + 2]] != CONSTANT_Integer)
            return false;
        len2 = 3;
        break;
    default: return false;
    }
    return p2 + len2 + 3 <= n && c[p2 + len2] >= OP_if_icmpeq && c[p2 + len2] <= OP_if_icmple;
}

/* Only pairs (and triples) whose later instructions follow the first are fused;
 * a branch to the second runs it alone, as it is. Stops at code it cannot
 * decode. */
static void fuse(Method *m)
{
    uint8_t *c = m->code;
    uint32_t n = m->code_len;
    for (uint32_t pc = 0; pc < n;) {
        uint32_t len = interp_insn_length(c, pc, n);
        if (c[pc] > OP_jsr_w && m->orig_code) {
            /* Not a class-file instruction: one of HotSpot's internal or an
             * undefined opcode, which only an unverified class can reach
             * (verify.c). Its byte may be one of our quick or fused forms:
             * it becomes multianewarray_q, whose handler sends anything not
             * quickened from a multianewarray to "Bad instruction". */
            c[pc] = OP_multianewarray_q;
            if (!len)
                return;
            pc += len;
            continue;
        }
        if (!len)
            return;
        if (pc + len < n) {
            uint8_t f = m->orig_code ? fused_op(c[pc], c[pc + len]) : 0;
            /* iload_n_icmp finds <n> in orig_code */
            if (c[pc] == OP_iload && is_icmp_triple(&m->cls->cp, c, pc, len, n))
                f = OP_iload_icmp;
            else if (c[pc] >= OP_iload_0 && c[pc] <= OP_iload_3 && m->orig_code &&
                     is_icmp_triple(&m->cls->cp, c, pc, len, n))
                f = OP_iload_n_icmp;
            if (f)
                c[pc] = f;
        }
        pc += len;
    }
}

void interp_fuse_class(Class *cls)
{
    for (uint16_t i = 0; i < cls->n_methods; i++)
        if (cls->methods[i].code)
            fuse(&cls->methods[i]);
}

/* Rewrites the instruction at pc into its quick form. Resolving may load
 * classes through a Java class loader; such an upcall is one a checkpoint may
 * cover (th->loads_safe), since these C frames hold nothing a return could
 * find stale, except for constants and call sites whose resolution runs
 * method-handle code in C. A checkpoint may thus be taken in the middle, so the
 * old bytes are logged when they change, in the segment current then. */
bool interp_quicken(Thread *th, Method *m, uint8_t *pc)
{
    uint8_t op = *pc, old[5];
    size_t n = (size_t)(m->code + m->code_len - pc);
    /* Quickening rewrites this instruction only (at most the opcode and four
     * operand bytes: invokedynamic's site). Exactly its bytes are logged: a
     * neighbour's rewrite may be kept while this one is undone. */
    if (n > opcode_length[op])
        n = opcode_length[op];
    memcpy(old, pc, n);
    bool safe = th->loads_safe;
    bool constant = op == OP_ldc || op == OP_ldc_w || op == OP_invokedynamic;
    th->loads_safe = !constant;
    uint64_t mark = th->quick_mark;
    bool logged = th->quick_logged;
    th->quick_mark = constant ? UINT64_MAX : g_java_upcalls; /* constants make objects: always undone */
    th->quick_logged = false;
    bool ok = quicken(th, m, pc);
    /* A rewrite whose resolutions were all kept (resolve_kept) is kept too:
     * after a return the instruction would resolve to the same thing again,
     * and without this every schedule that backs up past a first use (every
     * sampled one) loaded, resolved and quickened it all over again. */
    bool kept = th->quick_mark == g_java_upcalls && !th->quick_logged && !(m->cls->cflags & CF_FORGETTABLE);
    th->quick_mark = mark;
    th->quick_logged = logged || !kept;
    th->loads_safe = safe;
    if (g_ckpt_active && !kept && memcmp(old, pc, n) != 0)
        ckpt_save_raw_as(pc, old, n);
    return ok;
}

Slot *interp_args_init(CallArgs *a, size_t n)
{
    a->hold = NULL;
    if (n <= sizeof a->small / sizeof a->small[0]) {
        memset(a->small, 0, n * sizeof(Slot));
        a->slots = a->small;
    } else {
        a->slots = xcalloc(n, sizeof(Slot));
        a->hold = ckpt_hold(free, a->slots);
    }
    return a->slots;
}

void interp_args_free(CallArgs *a)
{
    if (a->slots != a->small) {
        ckpt_unhold(a->hold);
        free(a->slots);
    }
}

void interp_sync_enter(Thread *th, Frame *fr)
{
    Method *m = fr->m;
    Object *lock = (m->access & ACC_STATIC) ? m->cls->mirror : fr->locals[0].a;
    mon_enter(th, lock);
    th->top->sync = lock; /* (the frame, as a checkpoint return may have put it back) */
}

void interp_slow_entry(Thread *th, Frame *fr)
{
    if (fr->m->mflags & (MF_LOCK_ACQUIRE | MF_LOCK_RELEASE))
        rti_lock_entry(th, fr);
    if (fr->m->access & ACC_SYNCHRONIZED)
        interp_sync_enter(th, fr);
}
