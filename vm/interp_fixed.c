/* The plain interpreter loop for objects without tool fields (g_obj_extra 0,
 * the usual case): an array's elements are at a constant offset, folded into
 * each access's address (see interp_loop.h). */
#define INSTR 0
#define FIXED_LAYOUT 1
#include "vm/interp.h"
#include "vm/interp_loop.h"
