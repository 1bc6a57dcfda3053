/* Per-instruction events raised by the instrumented interpreter loop. */
#ifndef RIVET_RTI_EVENTS_H
#define RIVET_RTI_EVENTS_H

#include "vm/vm.h"

void rti_ev_field(Thread *th, Frame *fr, uint8_t *pc, Object *obj, Field *f, bool write, Slot *val);
void rti_ev_array(Thread *th, Frame *fr, uint8_t *pc, Object *arr, int32_t idx, bool write, Slot *val);
void rti_ev_method_entry(Thread *th, Frame *fr);
void rti_ev_method_exit(Thread *th, Frame *fr, Slot *ret);

#endif
