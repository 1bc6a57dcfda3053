/* The plain interpreter loop: no per-instruction tool events (see interp_loop.h). */
#define INSTR 0
#include "vm/interp.h"
#include "vm/interp_loop.h"
