/* Per-instruction events raised by the instrumented interpreter loop. The loop
 * tests rti_tool_mask inline before raising one, so an event no tool listens
 * to costs a load and a branch, and nothing is built for it. */
#ifndef RIVET_RTI_EVENTS_H
#define RIVET_RTI_EVENTS_H

#include "rti/include/rti.h"
#include "vm/vm.h"
#include "vm/rti_hooks.h"

/* The public events (RTI_EVENT_BIT) some tool listens to. */
extern uint64_t rti_tool_mask;

#define RTI_LISTENED(ev) ((rti_tool_mask & RTI_EVENT_BIT(ev)) != 0)

/* Accesses a tool said need not be raised again (rti_skip_repeats): a small
 * direct-mapped table of (holder, key, write) entries, valid while their gen
 * is rti_skip_gen; rti_skip_clear (vm/rti_hooks.h) ends them all at once. A
 * field is keyed by the object holding it (for a static, its class's
 * mirror) and its offset; an array element by the array and index + 1. */
typedef struct RtiSkip {
    const void *obj;
    uintptr_t key;
    uint32_t gen;
    bool write;
} RtiSkip;

#define RTI_SKIPS 512 /* a power of two */
extern RtiSkip rti_skips[RTI_SKIPS];

static inline RtiSkip *rti_skip_slot(const void *obj, uintptr_t key)
{
    uintptr_t h = ((uintptr_t)obj >> 3) + key * 0x9e3779b1u;
    return &rti_skips[(h ^ (h >> 11)) & (RTI_SKIPS - 1)];
}

/* Whether this access was marked as a repeat to skip. */
static inline bool rti_skipped(const void *obj, uintptr_t key, bool write)
{
    const RtiSkip *e = rti_skip_slot(obj, key);
    return e->gen == rti_skip_gen && e->key == key && e->obj == obj && e->write >= write;
}

/* Call only when the event's bit is in rti_tool_mask (for entry and exit:
 * or when the method raises lock events, MF_LOCK_*). old: what the location
 * holds before the access; val: the value read or being written (the caller
 * knows their types, so nothing is decoded here). */
void rti_ev_field(Thread *th, Frame *fr, uint8_t *pc, Object *obj, Field *f, bool write, RtiValue old,
                  RtiValue val);
void rti_ev_array(Thread *th, Frame *fr, uint8_t *pc, Object *arr, int32_t idx, bool write, RtiValue old,
                  RtiValue val);
void rti_ev_method_entry(Thread *th, Frame *fr);
void rti_ev_method_exit(Thread *th, Frame *fr, Slot *ret);
/* A conditional branch at pc (RTI_EVENT_BRANCH). */
void rti_ev_branch(Thread *th, Frame *fr, uint8_t *pc);

#endif
