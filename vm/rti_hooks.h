/* The hook layer: how the core raises tool events. A hook costs one load and a
 * predictable branch when no tool listens to its event; the interpreter's
 * per-instruction events (field and array accesses, method entry and exit) are
 * raised only by the instrumented build of the interpreter loop. rti/ defines
 * the rti_fire_* functions and maintains rti_event_mask. */
#ifndef RIVET_RTI_HOOKS_H
#define RIVET_RTI_HOOKS_H

#include "vm/vm.h"

/* X(name, parameter list) */
#define RTI_HOOK_LIST(X) \
    X(vm_start, (Thread *th)) \
    X(vm_death, (Thread *th)) \
    X(class_load, (Thread *th, Class *cls)) \
    X(class_init, (Thread *th, Class *cls)) \
    X(alloc, (Thread *th, Object *obj)) \
    X(monitor_enter, (Thread *th, Object *obj)) \
    X(monitor_contended_enter, (Thread *th, Object *obj)) \
    X(monitor_exit, (Thread *th, Object *obj)) \
    X(monitor_wait, (Thread *th, Object *obj, int64_t timeout_ns)) \
    X(monitor_waited, (Thread *th, Object *obj, bool timed_out)) \
    X(monitor_notify, (Thread *th, Object *obj, bool all, Thread *woken)) \
    X(thread_start, (Thread *th, Thread *started)) \
    X(thread_end, (Thread *th)) \
    X(thread_switch, (Thread *from, Thread *to)) \
    X(exception_throw, (Thread *th, Object *exc)) \
    X(exception_catch, (Thread *th, Object *exc)) \
    X(lock_acquire, (Thread *th, Object *lock, bool shared)) \
    X(lock_release, (Thread *th, Object *lock, bool shared)) \
    X(unsafe_access, (Thread *th, Object *obj, int64_t offset, char type, bool write, bool is_volatile, Slot *val)) \
    X(array_copy, (Thread *th, Object *src, int32_t sp, Object *dst, int32_t dp, int32_t n)) \
    X(uncaught_exception, (Thread *th, Object *exc)) \
    X(deadlock, (Thread *th)) \
    X(program_exit, (Thread *th, int status)) \
    X(park, (Thread *th, bool timed)) \
    X(unpark, (Thread *th, Thread *target)) \
    X(fence, (Thread *th, int kind))

enum {
#define RTI_HOOK_ENUM(name, params) RTI_EV_##name,
    RTI_HOOK_LIST(RTI_HOOK_ENUM)
#undef RTI_HOOK_ENUM
    RTI_EV_COUNT_CORE
};

extern uint64_t rti_event_mask;

/* Ends every repeated-access skip a tool asked for (rti_skip_repeats): at a
 * thread switch, a garbage collection, a checkpoint, and the synchronisation
 * events rti/ raises. */
extern uint64_t rti_skip_gen; /* 64 bits: never wraps, so a stale mark never matches again */
static inline void rti_skip_clear(void) { rti_skip_gen++; }

/* The java.util.concurrent lock events at a lock method's entry and return
 * (rti/rti.c); returned is false for a return by exception, ret the int
 * returned. */
void rti_lock_entry(Thread *th, Frame *fr);
void rti_lock_return(Thread *th, Frame *fr, bool returned, int32_t ret);

/* rti_request_reschedule_on_callback was asked for (a tool's search cuts a
 * JDK call where it calls back into the program): the instrumented loop's
 * invoke then asks rti_callback_stop whether the method it entered is such
 * a callback, and arms the decision if so. */
extern bool rti_callback_stops;
bool rti_callback_stop(Thread *th, Frame *fr);

#define RTI_HOOK_DECL(name, params) void rti_fire_##name params;
RTI_HOOK_LIST(RTI_HOOK_DECL)
#undef RTI_HOOK_DECL

#define RTI_HOOK(name, ...)                                     \
    do {                                                        \
        if (unlikely(rti_event_mask & (1ull << RTI_EV_##name))) \
            rti_fire_##name(__VA_ARGS__);                       \
    } while (0)

#endif
