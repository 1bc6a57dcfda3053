/* Interpreter internals shared by the three builds of the loop (interp_plain.c,
 * interp_fixed.c, interp_instr.c) and vm/interp.c: slow paths kept out of the loop so the loop
 * stays small, resolution, and the per-constant-pool side caches. */
#ifndef RIVET_INTERP_H
#define RIVET_INTERP_H

#include "vm/vm.h"

/* A second word pair per constant-pool entry, made on demand: the invokespecial
 * target of a super call, the inline cache of an invokeinterface (receiver
 * class, selected method). (invokedynamic targets are per instruction:
 * Class.indy_sites.) */
typedef struct CpCache {
    void *a, *b; /* invokeinterface inline cache: receiver class, selected method */
    void *super_target; /* invokespecial: the selected method when it differs from the resolved one */
    /* A signature-polymorphic call's MethodType (MethodHandle.invokeExact
     * and invoke): resolved at its first call, as HotSpot links the site,
     * where every call made it again. A GC root (vm/loader.c); set logged,
     * so that a return to a checkpoint taken before forgets it. */
    Object *sigpoly_type;
} CpCache;
CpCache *interp_cache(Class *cls);

/* Loop results. */
enum { LOOP_THREW = 0, LOOP_RETURNED = 1, LOOP_SWITCH = 2 };
int interp_loop_plain(Thread *th, Slot *ret);
/* The plain loop for arrays whose elements start at this constant offset:
 * so they do when no tool adds fields to every object (vm/link.c). */
#define INTERP_FIXED_ARRAY_BASE (OBJ_HEADER_SIZE + 8)
int interp_loop_fixed(Thread *th, Slot *ret);
int interp_loop_instr(Thread *th, Slot *ret);
/* The plain loop's entry of a method marked MF_SLOW_ENTRY, whose frame fr has
 * just been pushed: its java.util.concurrent lock events, then the monitor of
 * a synchronized method (the instrumented loop does both inline). */
void interp_slow_entry(Thread *th, Frame *fr);
/* Enter the monitor of fr's synchronized method (fr is th->top, just pushed)
 * and note it in the frame for the return. */
void interp_sync_enter(Thread *th, Frame *fr);

/* Resolution (vm/resolve.c). All return NULL/false with an exception pending. */
Class *resolve_class(Thread *th, Class *from, uint16_t idx);
/* Whether resolving a reference of class from to a member of (or to) class
 * target needs no undo at a checkpoint return: inside interp_quicken, no
 * Java code or native ran since it began, and neither class is one a return
 * forgets. False marks the quickening as logged. */
bool resolve_kept(Thread *th, Class *from, Class *target);
Field *resolve_field(Thread *th, Class *from, uint16_t idx, bool is_static);
Method *resolve_method(Thread *th, Class *from, uint16_t idx, bool interface_ref);
bool resolve_method_tag(Thread *th, Class *from, uint16_t idx);
/* Throws NoSuchMethodError for name and desc in c, in HotSpot's words
 * ("'void p.C.m(int)'", with "static " first when is_static). */
void no_such_method(Thread *th, Class *c, Sym name, Sym desc, bool is_static);
bool resolve_ldc(Thread *th, Class *from, uint16_t idx, Slot *out);
Object *resolve_method_type(Thread *th, Class *from, Sym desc);
Object *resolve_method_handle(Thread *th, Class *from, uint16_t idx);
/* Access check of a member or class from a class (JVMS 5.4.4). */
bool resolve_can_access_member(Class *from, Class *decl, uint16_t access, Class *ref_cls);
/* IllegalAccessError, in HotSpot's words ("class A tried to access private
 * method 'void B.m(int)' (A and B are in ...)"); kind is "method" or "field". */
void resolve_illegal_access(Thread *th, Class *from, Class *sel, uint16_t access, const char *kind, Sym name,
                            Sym desc);
/* Whether from may use the member of its CONSTANT_MethodHandle idx, as
 * resolving the constant checks it: for the natively linked bootstraps
 * (lambdas, record methods), which do not make the handle; false with
 * IllegalAccessError pending. */
bool resolve_mh_access(Thread *th, Class *from, uint16_t idx);
bool resolve_can_access_class(Class *from, Class *cls);
Class *resolve_nest_host(Thread *th, Class *cls);

/* Fuses the common instruction pairs of each method of cls (opcodes.h); called
 * once by link_class, before any of its code runs. */
void interp_fuse_class(Class *cls);
/* Slow paths of the loop: each returns false with an exception pending. */
bool interp_quicken(Thread *th, Method *m, uint8_t *pc);
/* The length of the instruction at pc of code c (n bytes; class-file
 * opcodes, wide and the switches included), 0 if it runs past the end. */
uint32_t interp_insn_length(const uint8_t *c, uint32_t pc, uint32_t n);
bool interp_invoke_native(Thread *th, Method *m, Slot *args);
bool interp_throw_aioobe(Thread *th, int32_t idx, int32_t len);
bool interp_throw_array_store(Thread *th, Object *val);
bool interp_throw_class_cast(Thread *th, Object *obj, Class *target);
bool interp_throw_npe(Thread *th);
bool interp_throw_ame(Thread *th, Class *rcls, Method *m);
/* IllegalAccessError: invokeinterface selected m, which is not public, for a
 * receiver of class rcls. */
bool interp_throw_iae_selected(Thread *th, Class *rcls, Method *m);
Object *interp_multianewarray(Thread *th, Class *cls, int dims, Slot *counts);
/* Find a handler in m for the pending exception at pc; -1 when none. May
 * replace the pending exception (class loading errors). */
int interp_find_handler(Thread *th, Method *m, uint32_t pc);
/* Signature-polymorphic calls and invokedynamic (vm/mh.c, vm/indy.c). */
/* type_slot: where the call site keeps its MethodType (CpCache.sigpoly_type), or NULL. */
bool mh_invoke_sigpoly(Thread *th, Class *caller, Method *m, Sym desc, Object **type_slot, Slot *args, Slot *ret);
Method *indy_link(Thread *th, Class *cls, uint16_t idx, const uint8_t *pc);
/* A call site whose linking failed before throws the same error again. */
bool indy_failed_before(Thread *th, const uint8_t *pc);
void indy_remember_failure(Thread *th, const uint8_t *pc);
/* Resolve the CONSTANT_Dynamic at idx (its bootstrap method's value). */
bool indy_condy(Thread *th, Class *cls, uint16_t idx, Slot *out);
/* What cp->res holds for a CONSTANT_Dynamic resolved to null (not a heap
 * object: the collector skips it). */
extern char resolve_condy_null;
#define RESOLVE_CONDY_NULL ((void *)&resolve_condy_null)

/* The arguments of a call from C into Java, kept in the calling C frame for
 * the whole call: in small when they fit, else on the C heap, held for the
 * checkpoints (a return from inside the call abandons the frame,
 * checkpoint/ckpt.h). The slots start zeroed. */
typedef struct CallArgs {
    Slot small[16];
    Slot *slots;
    struct CkptHold *hold;
} CallArgs;
Slot *interp_args_init(CallArgs *a, size_t n);
void interp_args_free(CallArgs *a);

/* Value of the return slot for a call from C. */
extern Slot interp_entry_ret;

/* The number of the last frame pushed, global so that a number is not given
 * again to another activation, even after a checkpoint return (which restores
 * frames with their numbers, but not this counter). 32 bits, wrapping. */
extern uint32_t interp_frame_serial;

/* Lightweight profile counters (for -Xprof style debugging). */
extern uint64_t interp_invocations;

#endif
