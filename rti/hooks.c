/* Event dispatch from the core to tools. With no tool loaded the event mask is
 * zero and no hook below is ever called. */
#include "vm/rti_hooks.h"

#include "rti/events.h"

uint64_t rti_event_mask;

#define RTI_HOOK_NOP(name, params) \
    void rti_fire_##name params {}
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-parameter"
RTI_HOOK_LIST(RTI_HOOK_NOP)

void rti_ev_field(Thread *th, Frame *fr, uint8_t *pc, Object *obj, Field *f, bool write, Slot *val) {}
void rti_ev_array(Thread *th, Frame *fr, uint8_t *pc, Object *arr, int32_t idx, bool write, Slot *val) {}
void rti_ev_method_entry(Thread *th, Frame *fr) {}
void rti_ev_method_exit(Thread *th, Frame *fr, Slot *ret) {}
#pragma GCC diagnostic pop
