/* The plain interpreter loop for objects without tool fields (the usual
 * case): an array's elements are at a constant offset
 * (INTERP_FIXED_ARRAY_BASE), folded into each access's address (see
 * interp_loop.h). */
#define INSTR 0
#define FIXED_LAYOUT 1
#include "vm/interp.h"
#include "vm/interp_loop.h"
