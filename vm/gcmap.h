/* Which local variable slots of an interpreted frame may hold a reference
 * the collector must keep (vm/gcmap.c). */
#ifndef RIVET_GCMAP_H
#define RIVET_GCMAP_H

#include <stdbool.h>
#include <stdint.h>

#include "classfile/classfile.h"

/* Sets bit i of bits (m->max_locals bits, zeroed by the caller: (max_locals
 * + 63) / 64 words) for each local slot that may hold a reference when the
 * frame is at bytecode offset pc. False when m has no map to trust (no
 * StackMapTable, an unverified class, a malformed table): then every slot
 * counts, as before. */
bool gcmap_ref_slots(Method *m, uint32_t pc, uint64_t *bits);

#endif
