/* Per-instruction events raised by the instrumented interpreter loop. The loop
 * tests rti_tool_mask inline before raising one, so an event no tool listens
 * to costs a load and a branch, and nothing is built for it. */
#ifndef RIVET_RTI_EVENTS_H
#define RIVET_RTI_EVENTS_H

#include "rti/include/rti.h"
#include "vm/vm.h"

/* The public events (RTI_EVENT_BIT) some tool listens to. */
extern uint64_t rti_tool_mask;

#define RTI_LISTENED(ev) ((rti_tool_mask & RTI_EVENT_BIT(ev)) != 0)

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

#endif
